import { CircleCheck } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { ApiError } from "@/lib/api-client";
import { resetPassword } from "../api/auth-calls";
import { INTERNAL_ERROR_MESSAGE, TOO_MANY_ATTEMPTS_MESSAGE } from "../components/auth-error";
import { FormAlert } from "../components/form-alert";
import { LoginDialog } from "../components/login-dialog";
import { NewPasswordFields, type NewPasswordValues, newPasswordProblem } from "../components/new-password-fields";
import { LinkPageLayout } from "./link-page-layout";
import { useLinkToken } from "./use-link-token";

export const DEAD_LINK_MESSAGE =
  "Ce lien n'est plus valable : il a déjà servi ou il a expiré. Demande un nouveau lien avec « Mot de passe oublié ».";

type Problem = { message: string; field: "password" | "confirmation" | null };

function problemFrom(error: unknown): Problem {
  if (error instanceof ApiError) {
    if (error.code === "ERR_INVALID_CODE" || error.fields.includes("token"))
      return { message: DEAD_LINK_MESSAGE, field: null };
    if (error.code === "ERR_INVALID_INPUT" && error.fields.includes("new_password")) {
      return { message: error.message, field: "password" };
    }
    if (error.code === "ERR_TOO_MANY_REQUESTS") return { message: TOO_MANY_ATTEMPTS_MESSAGE, field: null };
  }
  console.error(error);
  return { message: INTERNAL_ERROR_MESSAGE, field: null };
}

/** /mot-de-passe/nouveau#token=…: the page of the "mot de passe oublié" link. */
export function ResetPasswordPage() {
  const token = useLinkToken();
  const [values, setValues] = useState<NewPasswordValues>({ password: "", confirmation: "" });
  const [problem, setProblem] = useState<Problem | null>(null);
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState(false);
  const [loginOpen, setLoginOpen] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!token || pending) return;
    const local = newPasswordProblem(values);
    if (local) {
      setProblem({ message: local, field: values.password === values.confirmation ? "password" : "confirmation" });
      return;
    }
    setPending(true);
    setProblem(null);
    try {
      await resetPassword({ token, new_password: values.password });
      setDone(true);
    } catch (error) {
      setProblem(problemFrom(error));
    } finally {
      setPending(false);
    }
  }

  if (!token) {
    return (
      <LinkPageLayout title="Nouveau mot de passe">
        <p className="text-slate-700">
          Ce lien est incomplet. Ouvre le lien reçu par e-mail tel quel, ou demande-en un nouveau avec « Mot de passe
          oublié » dans la fenêtre de connexion.
        </p>
        <HomeLink />
      </LinkPageLayout>
    );
  }

  if (done) {
    return (
      <LinkPageLayout title="Mot de passe changé">
        <p role="status" className="flex items-start gap-2 text-slate-700">
          <CircleCheck className="mt-0.5 h-5 w-5 shrink-0 text-green-600" aria-hidden="true" />
          <span>Ton nouveau mot de passe est enregistré et tes sessions ouvertes ont été fermées.</span>
        </p>
        <Button size="lg" className="mt-5 w-full" onClick={() => setLoginOpen(true)}>
          Se connecter
        </Button>
        <LoginDialog open={loginOpen} onOpenChange={setLoginOpen} />
      </LinkPageLayout>
    );
  }

  return (
    <LinkPageLayout title="Nouveau mot de passe">
      <form onSubmit={handleSubmit} noValidate className="space-y-4">
        <p className="text-sm text-slate-600">Choisis le mot de passe de ton compte ECOS Academy.</p>
        <FormAlert message={problem?.message} />
        <NewPasswordFields
          values={values}
          onChange={setValues}
          invalid={{ password: problem?.field === "password", confirmation: problem?.field === "confirmation" }}
          disabled={pending}
        />
        <Button type="submit" size="lg" className="w-full" loading={pending}>
          Enregistrer le mot de passe
        </Button>
        {problem?.message === DEAD_LINK_MESSAGE ? <HomeLink /> : null}
      </form>
    </LinkPageLayout>
  );
}

function HomeLink() {
  return (
    <Link to="/" className="mt-4 inline-block text-sm font-semibold text-brand-700 underline-offset-2 hover:underline">
      Retour à l'accueil
    </Link>
  );
}
