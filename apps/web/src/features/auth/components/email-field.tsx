import { TextField } from "@/components/ui/field";

/** The e-mail input both login views share (the typed address carries over between them). */
export function EmailField({
  value,
  onChange,
  invalid,
}: {
  value: string;
  onChange(email: string): void;
  invalid: boolean;
}) {
  return (
    <TextField
      label="E-mail"
      type="email"
      name="email"
      autoComplete="email"
      autoFocus
      placeholder="prenom.nom@exemple.fr"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      invalid={invalid}
    />
  );
}
