import type { User } from "@ecos/contracts";
import { EMAIL_CHANGE_TTL_HOURS, isValidEmail } from "@ecos/contracts/constants";
import { useMutation } from "@tanstack/react-query";
import { Pencil } from "lucide-react";
import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { Avatar } from "@/components/avatar";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { TextField } from "@/components/ui/field";
import { requestEmailChange } from "@/features/auth/api/auth-calls";
import { SAVE_ERROR_MESSAGE, useUpdateMe } from "@/features/auth/api/use-update-me";
import { FormAlert } from "@/features/auth/components/form-alert";
import { ApiError } from "@/lib/api-client";
import { AvatarPickerDialog } from "./avatar-picker-dialog";
import { EmailValidity } from "./email-validity";

interface ProfileValues {
  first_name: string;
  last_name: string;
  email: string;
}

const fromUser = (user: User): ProfileValues => ({
  first_name: user.first_name,
  last_name: user.last_name,
  email: user.email,
});

const SENT_MESSAGE = (email: string) =>
  `Si l'adresse ${email} peut être utilisée, un lien de confirmation vient de lui être envoyé (valable ${EMAIL_CHANGE_TTL_HOURS} heures). Ton adresse actuelle reste celle de ton compte d'ici là.`;

/** What the e-mail change answered, shown under the password field. */
function emailChangeError(error: unknown): { message: string; passwordInvalid: boolean } {
  if (error instanceof ApiError) {
    if (error.code === "ERR_INVALID_CREDENTIALS")
      return { message: "Mot de passe actuel incorrect", passwordInvalid: true };
    if (error.code === "ERR_TOO_MANY_REQUESTS" || error.code === "ERR_INVALID_INPUT") {
      return { message: error.message, passwordInvalid: false };
    }
  }
  console.error(error);
  return { message: SAVE_ERROR_MESSAGE, passwordInvalid: false };
}

/**
 * Public profile: avatar, names and e-mail; the save button appears once something changed. The
 * names are saved at once; a new e-mail needs the current password and is confirmed by a link sent to
 * it (POST /users/me/email), so it changes only once the link is opened.
 */
export function ProfileForm({ user }: { user: User }) {
  const [values, setValues] = useState<ProfileValues>(() => fromUser(user));
  const [currentPassword, setCurrentPassword] = useState("");
  const [emailError, setEmailError] = useState<{ message: string; passwordInvalid: boolean } | null>(null);
  const [pickerOpen, setPickerOpen] = useState(false);
  const mutation = useUpdateMe();
  const emailMutation = useMutation({ mutationFn: requestEmailChange });
  const pending = mutation.isPending || emailMutation.isPending;

  const email = values.email.trim();
  const emailChanged = email.toLowerCase() !== user.email;
  const emailValid = isValidEmail(email);
  const namesChanged = values.first_name.trim() !== user.first_name || values.last_name.trim() !== user.last_name;
  const dirty = namesChanged || emailChanged;
  const namesFilled = values.first_name.trim() !== "" && values.last_name.trim() !== "";
  const canSave = emailValid && namesFilled && (!emailChanged || currentPassword !== "");

  const set = (field: keyof ProfileValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  function reset() {
    setValues(fromUser(user));
    setCurrentPassword("");
    setEmailError(null);
  }

  async function saveNames() {
    const saved = await mutation.mutateAsync({
      first_name: values.first_name.trim(),
      last_name: values.last_name.trim(),
    });
    toast.success("Profil mis à jour !");
    // Show what the server stored so the names are clean again.
    if (saved && typeof saved === "object" && "first_name" in saved) {
      setValues((current) => ({ ...current, first_name: saved.first_name, last_name: saved.last_name }));
    }
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!dirty || !canSave || pending) return;
    setEmailError(null);
    if (namesChanged) {
      try {
        await saveNames();
      } catch (error) {
        console.error(error);
        toast.error(SAVE_ERROR_MESSAGE);
        return;
      }
    }
    if (!emailChanged) return;
    try {
      await emailMutation.mutateAsync({ new_email: email, current_password: currentPassword });
      toast.success(SENT_MESSAGE(email.toLowerCase()), { duration: 10_000 });
      setValues((current) => ({ ...current, email: user.email }));
      setCurrentPassword("");
    } catch (error) {
      setEmailError(emailChangeError(error));
    }
  }

  return (
    <Card title="Profil public" description="Ces informations sont visibles par les autres étudiants.">
      <div className="flex flex-col items-center gap-4 border-b border-slate-100 pb-5 sm:flex-row">
        <Avatar id={user.avatar_id} size={88} className="ring-4 ring-brand-50" />
        <div className="text-center sm:text-left">
          <p className="font-semibold text-ink">Ton avatar</p>
          <p className="text-sm text-slate-600">Choisis parmi dix personnages.</p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => setPickerOpen(true)}>
            <Pencil className="h-4 w-4" aria-hidden="true" />
            Changer d'avatar
          </Button>
        </div>
      </div>
      <form onSubmit={handleSubmit} noValidate className="mt-5 space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Prénom"
            name="first_name"
            autoComplete="given-name"
            value={values.first_name}
            onChange={set("first_name")}
          />
          <TextField
            label="Nom"
            name="last_name"
            autoComplete="family-name"
            value={values.last_name}
            onChange={set("last_name")}
          />
        </div>
        <div className="relative">
          <TextField
            label="E-mail"
            type="email"
            name="email"
            autoComplete="email"
            value={values.email}
            onChange={set("email")}
            hint={
              emailChanged && !emailValid
                ? "Vérifie le format de l'adresse, par exemple prenom.nom@exemple.fr."
                : undefined
            }
          />
          {emailChanged ? (
            <span className="absolute top-0 right-0">
              <EmailValidity valid={emailValid} />
            </span>
          ) : null}
        </div>
        {emailChanged ? (
          <div className="space-y-3 rounded-xl bg-slate-50 p-3 sm:p-4">
            <TextField
              label="Mot de passe actuel"
              type="password"
              name="current-password"
              autoComplete="current-password"
              value={currentPassword}
              onChange={(event) => setCurrentPassword(event.target.value)}
              invalid={emailError?.passwordInvalid}
              hint="Pour changer d'adresse, confirme avec ton mot de passe : un lien sera envoyé à la nouvelle adresse, qui remplacera l'actuelle quand tu l'ouvriras."
            />
            <FormAlert message={emailError?.message} />
          </div>
        ) : null}
        {dirty ? (
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="ghost" onClick={reset} disabled={pending}>
              Annuler
            </Button>
            <Button type="submit" disabled={!canSave} loading={pending}>
              Enregistrer
            </Button>
          </div>
        ) : null}
      </form>
      <AvatarPickerDialog open={pickerOpen} onOpenChange={setPickerOpen} currentId={user.avatar_id} />
    </Card>
  );
}
