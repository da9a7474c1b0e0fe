import { PASSWORD_MIN_LENGTH, PASSWORD_RULE_HINT } from "@ecos/contracts/constants";
import { TextField } from "@/components/ui/field";

export interface NewPasswordValues {
  password: string;
  confirmation: string;
}

/**
 * What the browser can say before sending: the server's policy also refuses common passwords and the
 * user's own name, and its message is shown as it comes.
 */
export function newPasswordProblem({ password, confirmation }: NewPasswordValues): string | null {
  if (password.trim() === "") return "Choisis un mot de passe qui ne soit pas fait que d'espaces.";
  if ([...password].length < PASSWORD_MIN_LENGTH) {
    return `Le mot de passe doit faire au moins ${PASSWORD_MIN_LENGTH} caractères.`;
  }
  if (password !== confirmation) return "Les deux mots de passe ne sont pas identiques.";
  return null;
}

/** "Nouveau mot de passe" and its confirmation, with the rule under the first one. */
export function NewPasswordFields({
  values,
  onChange,
  invalid,
  disabled,
}: {
  values: NewPasswordValues;
  onChange(values: NewPasswordValues): void;
  invalid: { password?: boolean; confirmation?: boolean };
  disabled?: boolean;
}) {
  return (
    <>
      <TextField
        label="Nouveau mot de passe"
        type="password"
        name="new-password"
        autoComplete="new-password"
        hint={PASSWORD_RULE_HINT}
        value={values.password}
        onChange={(event) => onChange({ ...values, password: event.target.value })}
        invalid={invalid.password}
        disabled={disabled}
      />
      <TextField
        label="Confirme le nouveau mot de passe"
        type="password"
        name="new-password-confirmation"
        autoComplete="new-password"
        value={values.confirmation}
        onChange={(event) => onChange({ ...values, confirmation: event.target.value })}
        invalid={invalid.confirmation}
        disabled={disabled}
      />
    </>
  );
}
