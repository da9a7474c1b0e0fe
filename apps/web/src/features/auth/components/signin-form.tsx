import { LOGIN_ERROR_MESSAGES } from "@ecos/contracts/constants";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { login } from "../api/auth-calls";
import { type FormError, toFormError } from "./auth-error";
import { FormAlert } from "./form-alert";

interface SigninFormProps {
  email: string;
  onEmailChange(email: string): void;
  onFirstConnexion(): void;
  onAuthenticated(accessToken: string): Promise<void>;
}

/** The "signin" view: e-mail and password; submit does nothing while a field is empty. */
export function SigninForm({ email, onEmailChange, onFirstConnexion, onAuthenticated }: SigninFormProps) {
  const [password, setPassword] = useState("");
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<FormError | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending || email.trim() === "" || password === "") return;
    setPending(true);
    setError(null);
    let token: string;
    try {
      token = (await login({ email: email.trim(), password })).access_token;
    } catch (caught) {
      setError(toFormError(caught, LOGIN_ERROR_MESSAGES));
      setPending(false);
      return;
    }
    try {
      await onAuthenticated(token);
    } catch (caught) {
      // The session already tells the user that their data could not be loaded.
      console.error(caught);
      setPending(false);
    }
  }

  const invalid = (field: string) => error?.fields.includes(field) ?? false;

  return (
    <form onSubmit={handleSubmit} className="space-y-4">
      <FormAlert message={error?.message} />
      <TextField
        label="E-mail"
        type="email"
        name="email"
        autoComplete="email"
        autoFocus
        placeholder="prenom.nom@exemple.fr"
        value={email}
        onChange={(event) => onEmailChange(event.target.value)}
        invalid={invalid("email")}
      />
      <TextField
        label="Mot de passe"
        type="password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        invalid={invalid("password")}
      />
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
