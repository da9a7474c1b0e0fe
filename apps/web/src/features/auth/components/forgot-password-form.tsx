import { PASSWORD_RESET_TTL_MINUTES } from "@ecos/contracts/constants";
import { ArrowLeft, MailCheck } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { ApiError } from "@/lib/api-client";
import { requestPasswordReset } from "../api/auth-calls";
import { INTERNAL_ERROR_MESSAGE, TOO_MANY_ATTEMPTS_MESSAGE } from "./auth-error";
import { EmailField } from "./email-field";
import { FormAlert } from "./form-alert";

interface ForgotPasswordFormProps {
  email: string;
  onEmailChange(email: string): void;
  onSignin(): void;
}

/**
 * The "forgot-password" view: asks the e-mail and always answers the same sentence, whether or not an
 * account uses it (the server answers 202 either way).
 */
export function ForgotPasswordForm({ email, onEmailChange, onSignin }: ForgotPasswordFormProps) {
  const [pending, setPending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const address = email.trim();
    if (address === "" || pending) return;
    setPending(true);
    setError(undefined);
    try {
      await requestPasswordReset(address);
      setSentTo(address);
    } catch (caught) {
      if (caught instanceof ApiError && caught.code === "ERR_INVALID_INPUT") {
        setError("Adresse e-mail invalide");
      } else if (caught instanceof ApiError && caught.code === "ERR_TOO_MANY_REQUESTS") {
        setError(TOO_MANY_ATTEMPTS_MESSAGE);
      } else {
        console.error(caught);
        setError(INTERNAL_ERROR_MESSAGE);
      }
    } finally {
      setPending(false);
    }
  }

  const back = (
    <button
      type="button"
      onClick={onSignin}
      disabled={pending}
      className="mx-auto flex items-center gap-1.5 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline disabled:text-slate-400"
    >
      <ArrowLeft className="h-4 w-4" aria-hidden="true" />
      Retour à la connexion
    </button>
  );

  if (sentTo) {
    return (
      <div className="space-y-4">
        <div role="status" className="flex items-start gap-3 rounded-lg border border-brand-200 bg-brand-50 px-3 py-3">
          <MailCheck className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
          <p className="text-sm text-slate-800">
            Si un compte existe pour <strong className="break-all">{sentTo}</strong>, tu vas recevoir un e-mail avec un
            lien pour choisir un nouveau mot de passe. Il est valable {PASSWORD_RESET_TTL_MINUTES} minutes. Pense à
            regarder dans tes indésirables.
          </p>
        </div>
        {back}
      </div>
    );
  }

  return (
    <form onSubmit={handleSubmit} className="space-y-4">
      <FormAlert message={error} />
      <EmailField value={email} onChange={onEmailChange} invalid={error === "Adresse e-mail invalide"} />
      <Button type="submit" size="lg" className="w-full" loading={pending}>
        Recevoir un lien
      </Button>
      {back}
    </form>
  );
}
