import type { ContactRequest } from "@ecos/contracts";
import { useMutation } from "@tanstack/react-query";
import { Send } from "lucide-react";
import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { TextAreaField, TextField } from "@/components/ui/field";
import { useCurrentUser } from "@/features/auth/session";
import { api } from "@/lib/api-client";

export const CONTACT_SUCCESS_MESSAGE = "Merci pour ton message, nous te répondrons rapidement !";

const sendContact = (body: ContactRequest) => api.post<unknown>("/forms/contact-us", body);

/** In-app contact form, prefilled with the student's names and e-mail; the browser checks the fields. */
function ContactForm({ onSent }: { onSent(): void }) {
  const user = useCurrentUser();
  const [values, setValues] = useState<ContactRequest>({
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    message: "",
  });
  const mutation = useMutation({ mutationFn: sendContact });
  const set = (field: keyof ContactRequest) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    mutation.mutate(values, {
      onSuccess: () => {
        toast.success(CONTACT_SUCCESS_MESSAGE);
        onSent();
      },
      onError: (error) => {
        console.error(error);
        toast.error("Une erreur est survenue");
      },
    });
  }

  return (
    <form onSubmit={handleSubmit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Prénom"
          name="first_name"
          autoComplete="given-name"
          required
          value={values.first_name}
          onChange={set("first_name")}
        />
        <TextField
          label="Nom"
          name="last_name"
          autoComplete="family-name"
          required
          value={values.last_name}
          onChange={set("last_name")}
        />
      </div>
      <TextField
        label="E-mail"
        type="email"
        name="email"
        autoComplete="email"
        required
        value={values.email}
        onChange={set("email")}
      />
      <TextAreaField
        label="Message"
        name="message"
        required
        autoFocus
        rows={5}
        placeholder="Une question, une idée, un souci sur une station… dis-nous tout."
        value={values.message}
        onChange={set("message")}
      />
      <div className="flex justify-end">
        <Button type="submit" loading={mutation.isPending} className="w-full sm:w-auto">
          {mutation.isPending ? null : <Send className="h-4 w-4" aria-hidden="true" />}
          Envoyer
        </Button>
      </div>
    </form>
  );
}

export function ContactDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Nous contacter"
      description="Une question ou une suggestion ? Écris-nous, l'équipe te répond rapidement."
    >
      <ContactForm onSent={() => onOpenChange(false)} />
    </Dialog>
  );
}
