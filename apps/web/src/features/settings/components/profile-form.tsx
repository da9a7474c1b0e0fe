import type { User } from "@ecos/contracts";
import { isValidEmail } from "@ecos/contracts/constants";
import { Pencil } from "lucide-react";
import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { Avatar } from "@/components/avatar";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { TextField } from "@/components/ui/field";
import { SAVE_ERROR_MESSAGE, useUpdateMe } from "@/features/auth/api/use-update-me";
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

/** Public profile: avatar, names and e-mail; the save button appears once something changed. */
export function ProfileForm({ user }: { user: User }) {
  const [values, setValues] = useState<ProfileValues>(() => fromUser(user));
  const [pickerOpen, setPickerOpen] = useState(false);
  const mutation = useUpdateMe();

  const email = values.email.trim();
  const emailChanged = email !== user.email;
  const emailValid = isValidEmail(email);
  const dirty =
    values.first_name.trim() !== user.first_name || values.last_name.trim() !== user.last_name || emailChanged;
  const namesFilled = values.first_name.trim() !== "" && values.last_name.trim() !== "";

  const set = (field: keyof ProfileValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!dirty || !emailValid || !namesFilled || mutation.isPending) return;
    const body = {
      first_name: values.first_name.trim(),
      last_name: values.last_name.trim(),
      ...(emailChanged ? { email } : {}),
    };
    mutation.mutate(body, {
      onSuccess: (saved) => {
        toast.success("Profile mis à jour!");
        // Show what the server stored (e.g. a lower-cased e-mail) so the form is clean again.
        if (saved && typeof saved === "object" && "email" in saved) setValues(fromUser(saved));
      },
      onError: (error) => {
        console.error(error);
        toast.error(
          error instanceof ApiError && error.code === "ERR_USER_ALREADY_EXISTS"
            ? "Cette adresse e-mail est déjà utilisée"
            : SAVE_ERROR_MESSAGE,
        );
      },
    });
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
        {dirty ? (
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="ghost" onClick={() => setValues(fromUser(user))} disabled={mutation.isPending}>
              Annuler
            </Button>
            <Button type="submit" disabled={!emailValid || !namesFilled} loading={mutation.isPending}>
              Enregistrer
            </Button>
          </div>
        ) : null}
      </form>
      <AvatarPickerDialog open={pickerOpen} onOpenChange={setPickerOpen} currentId={user.avatar_id} />
    </Card>
  );
}
