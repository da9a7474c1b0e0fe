import { isValidEmail } from "@ecos/contracts/constants";
import { MailPlus } from "lucide-react";
import { type FormEvent, useRef, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { formatLongDate } from "@/lib/format";
import { useInviteApplicant } from "../api/tickets-api";

const formatDate = formatLongDate;

/**
 * A super admin invites a student: the code is e-mailed and shown here (useful without SMTP). The same
 * mutation as a beta card's "Inviter" (failures toasted there), so the tickets reload and an applicant's
 * card then says "Invité".
 */
export function InviteStudentCard() {
  const [email, setEmail] = useState("");
  const [firstName, setFirstName] = useState("");
  const [lastName, setLastName] = useState("");
  const emailRef = useRef<HTMLInputElement>(null);
  const invite = useInviteApplicant();
  const emailInvalid = email !== "" && !isValidEmail(email.trim());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isValidEmail(email.trim())) return;
    invite.mutate(
      { email: email.trim(), first_name: firstName.trim() || undefined, last_name: lastName.trim() || undefined },
      {
        onSuccess: (result) => {
          toast.success(`Invitation envoyée à ${result.email}`);
          setEmail("");
          setFirstName("");
          setLastName("");
          // The emptied form disables "Inviter", which had focus: ready for the next student instead.
          emailRef.current?.focus();
        },
      },
    );
  };

  return (
    <section aria-labelledby="invite-title" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="invite-title" className="flex items-center gap-2 text-lg font-bold text-ink">
        <MailPlus className="h-5 w-5 text-brand-700" aria-hidden="true" />
        Inviter un étudiant
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        L'étudiant reçoit par e-mail un code à 4 chiffres, valable 14 jours, pour sa première connexion.
      </p>
      <form onSubmit={submit} className="mt-4 grid gap-3 sm:grid-cols-3" noValidate>
        <TextField
          ref={emailRef}
          label="E-mail de l'étudiant"
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          invalid={emailInvalid}
          required
          className="sm:col-span-3"
        />
        <TextField label="Prénom (facultatif)" value={firstName} onChange={(e) => setFirstName(e.target.value)} />
        <TextField label="Nom (facultatif)" value={lastName} onChange={(e) => setLastName(e.target.value)} />
        <div className="flex items-end">
          <Button type="submit" loading={invite.isPending} disabled={!isValidEmail(email.trim())} className="w-full">
            Inviter
          </Button>
        </div>
      </form>
      {invite.data ? (
        <output className="mt-4 block rounded-xl bg-brand-50 p-4 text-sm text-brand-900" aria-live="polite">
          Invitation envoyée à <strong>{invite.data.email}</strong>. Code d'activation :{" "}
          <strong className="font-mono text-base tracking-widest" data-testid="invitation-code">
            {invite.data.code}
          </strong>{" "}
          (valable jusqu'au {formatDate(invite.data.expires_at)}).
        </output>
      ) : null}
    </section>
  );
}
