import { isValidEmail } from "@ecos/contracts/constants";
import { useMutation } from "@tanstack/react-query";
import {
  BadgeCheck,
  BookOpen,
  CalendarDays,
  ChartLine,
  Gift,
  type LucideIcon,
  Sparkles,
  Stethoscope,
} from "lucide-react";
import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/field";
import { sendEarlyAccessSignup } from "../api/send-early-access-signup";
import { EARLY_ACCESS } from "../lib/content";

export const EARLY_ACCESS_MESSAGES = {
  success: "Merci ! Tu seras prévenu(e) dès l'ouverture de l'Early Access.",
  failure: "Une erreur est apparue",
} as const;

const PERKS: readonly { icon: LucideIcon; text: string }[] = [
  { icon: CalendarDays, text: "Du 15 juillet au 31 août" },
  { icon: Stethoscope, text: `${EARLY_ACCESS.cases} cas cliniques` },
  { icon: Sparkles, text: "Correction intelligente" },
  { icon: BookOpen, text: "Fiches de révision" },
  { icon: ChartLine, text: "Page de progression" },
  { icon: Gift, text: "Un mois bonus et un badge" },
];

interface EarlyAccessDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** Early access: what it offers, and an e-mail to be told when it opens. */
export function EarlyAccessDialog({ open, onOpenChange }: EarlyAccessDialogProps) {
  const [email, setEmail] = useState("");
  const [invalid, setInvalid] = useState(false);

  const mutation = useMutation({
    mutationFn: sendEarlyAccessSignup,
    onSuccess: () => {
      toast.success(EARLY_ACCESS_MESSAGES.success);
      setEmail("");
      onOpenChange(false);
    },
    onError: () => toast.error(EARLY_ACCESS_MESSAGES.failure),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const value = email.trim();
    if (!isValidEmail(value)) {
      setInvalid(true);
      return;
    }
    mutation.mutate({ email: value });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Early Access"
      description="Après la bêta, profite de la plateforme avant son lancement officiel."
    >
      <div className="space-y-5">
        <ul className="grid gap-2 sm:grid-cols-2">
          {PERKS.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-center gap-2 text-sm text-slate-800">
              <Icon className="h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
              {text}
            </li>
          ))}
        </ul>
        <p className="flex items-start gap-3 rounded-xl bg-brand-50 p-4 text-sm text-brand-900 ring-1 ring-brand-100">
          <BadgeCheck className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
          <span>
            Un tarif unique de <strong>{EARLY_ACCESS.price}</strong>, limité à {EARLY_ACCESS.maxUsers} utilisateurs.
            Laisse ton e-mail : on te prévient dès l'ouverture.
          </span>
        </p>
        <form onSubmit={submit} className="space-y-4" aria-label="Être prévenu de l'ouverture de l'Early Access">
          <TextField
            label="Adresse e-mail"
            type="email"
            required
            autoComplete="email"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setInvalid(false);
            }}
            invalid={invalid}
            hint={
              invalid ? (
                <span className="text-sm font-medium text-red-700">Saisis une adresse e-mail valide.</span>
              ) : null
            }
          />
          <Button type="submit" size="lg" loading={mutation.isPending} className="w-full">
            Previens-moi
          </Button>
        </form>
      </div>
    </Dialog>
  );
}
