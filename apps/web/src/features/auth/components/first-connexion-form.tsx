import { ACTIVATION_CODE_LENGTH, ACTIVATION_ERROR_MESSAGES, PASSWORD_RULE_HINT } from "@ecos/contracts/constants";
import { ArrowLeft } from "lucide-react";
import { type FormEvent, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { activate } from "../api/auth-calls";
import { CodeBoxes } from "./code-boxes";
import { EmailField } from "./email-field";
import { FormAlert } from "./form-alert";
import { useTokenSubmit } from "./use-token-submit";

interface FirstConnexionFormProps {
  email: string;
  onEmailChange(email: string): void;
  onSignin(): void;
  onAuthenticated(accessToken: string): Promise<void>;
}

const emptyCode = () => Array.from({ length: ACTIVATION_CODE_LENGTH }, () => "");

/** The "first-connexion" view: e-mail, new password and the 4-digit activation code. */
export function FirstConnexionForm({ email, onEmailChange, onSignin, onAuthenticated }: FirstConnexionFormProps) {
  const [password, setPassword] = useState("");
  const [code, setCode] = useState<string[]>(emptyCode);
  const { pending, error, invalid, submit } = useTokenSubmit(ACTIVATION_ERROR_MESSAGES, onAuthenticated);
  const submitRef = useRef<HTMLButtonElement>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Silently blocked while the e-mail, the password or a code box is empty.
    if (email.trim() === "" || password === "" || code.some((digit) => digit === "")) return;
    void submit(() => activate({ email: email.trim(), password, code: code.join("") }));
  }

  return (
    <form onSubmit={handleSubmit} className="space-y-4">
      <FormAlert message={error?.message} />
      <EmailField value={email} onChange={onEmailChange} invalid={invalid("email")} />
      <TextField
        label="Nouveau mot de passe"
        type="password"
        name="new-password"
        autoComplete="new-password"
        hint={PASSWORD_RULE_HINT}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        invalid={invalid("password")}
      />
      <CodeBoxes
        label="Code d'activation reçu par e-mail"
        value={code}
        onChange={setCode}
        onComplete={() => submitRef.current?.focus()}
        invalid={invalid("code")}
        disabled={pending}
      />
      <Button ref={submitRef} type="submit" size="lg" className="w-full" loading={pending}>
        Découvrir ECOS Academy
      </Button>
      <button
        type="button"
        onClick={onSignin}
        disabled={pending}
        className="mx-auto flex items-center gap-1.5 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline disabled:text-slate-400"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        J'ai déjà un compte : me connecter
      </button>
    </form>
  );
}
