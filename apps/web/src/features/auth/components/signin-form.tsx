import { LOGIN_ERROR_MESSAGES } from "@ecos/contracts/constants";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { login } from "../api/auth-calls";
import { EmailField } from "./email-field";
import { FormAlert } from "./form-alert";
import { useTokenSubmit } from "./use-token-submit";

interface SigninFormProps {
  email: string;
  onEmailChange(email: string): void;
  onFirstConnexion(): void;
  onForgotPassword(): void;
  onAuthenticated(accessToken: string): Promise<void>;
}

/** The "signin" view: e-mail and password; submit does nothing while a field is empty. */
export function SigninForm({
  email,
  onEmailChange,
  onFirstConnexion,
  onForgotPassword,
  onAuthenticated,
}: SigninFormProps) {
  const [password, setPassword] = useState("");
  const { pending, error, invalid, submit } = useTokenSubmit(LOGIN_ERROR_MESSAGES, onAuthenticated);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (email.trim() === "" || password === "") return;
    void submit(() => login({ email: email.trim(), password }));
  }

  return (
    <form onSubmit={handleSubmit} className="space-y-4">
      <FormAlert message={error?.message} />
      <EmailField value={email} onChange={onEmailChange} invalid={invalid("email")} />
      <TextField
        label="Mot de passe"
        type="password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        invalid={invalid("password")}
      />
      <div className="-mt-2 text-right">
        <button
          type="button"
          onClick={onForgotPassword}
          disabled={pending}
          className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline disabled:text-slate-400"
        >
          Mot de passe oublié ?
        </button>
      </div>
      <Button type="submit" size="lg" className="w-full" loading={pending}>
        Se connecter
      </Button>
      <p className="text-center text-sm text-slate-600">
        Tu as reçu un code d'activation ?{" "}
        <button
          type="button"
          onClick={onFirstConnexion}
          disabled={pending}
          className="font-semibold text-brand-700 underline-offset-2 hover:underline disabled:text-slate-400"
        >
          Première connexion ?
        </button>
      </p>
    </form>
  );
}
