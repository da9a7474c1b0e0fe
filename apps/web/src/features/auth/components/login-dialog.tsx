import { useCallback, useState } from "react";
import { Dialog } from "@/components/ui/dialog";
import { FirstConnexionForm } from "./first-connexion-form";
import { ForgotPasswordForm } from "./forgot-password-form";
import { SigninForm } from "./signin-form";
import { useAuthSuccess } from "./use-auth-success";

type LoginView = "signin" | "first-connexion" | "forgot-password";

const COPY: Record<LoginView, { title: string; description: string }> = {
  signin: {
    title: "Connexion",
    description: "Content de te revoir ! Connecte-toi pour reprendre ton entraînement.",
  },
  "first-connexion": {
    title: "Première connexion",
    description: "Active ton compte avec le code à 4 chiffres que tu as reçu, puis choisis ton mot de passe.",
  },
  "forgot-password": {
    title: "Mot de passe oublié",
    description:
      "Indique l'adresse e-mail de ton compte : nous t'enverrons un lien pour choisir un nouveau mot de passe.",
  },
};

interface LoginDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

/**
 * Sign-in, first-connexion (activation) and forgotten password in one dialog; opening it always shows
 * sign-in. Once signed in: the session loads the user, and the router goes back to the protected page
 * the visitor came from, or to /homepage.
 */
export function LoginDialog({ open, onOpenChange }: LoginDialogProps) {
  const close = useCallback(() => onOpenChange(false), [onOpenChange]);
  const onAuthenticated = useAuthSuccess(close);
  return <LoginDialogView open={open} onOpenChange={onOpenChange} onAuthenticated={onAuthenticated} />;
}

/**
 * The dialog itself, told what to do with the access token: the prerendered landing page, which runs
 * without the router and the session, stores it and starts the signed-in app (see `app/boot.tsx`).
 */
export function LoginDialogView({
  open,
  onOpenChange,
  onAuthenticated,
}: LoginDialogProps & { onAuthenticated(accessToken: string): Promise<void> }) {
  const [view, setView] = useState<LoginView>("signin");
  const [email, setEmail] = useState("");
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setView("signin");
      setEmail("");
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={COPY[view].title}
      description={COPY[view].description}
      className="max-w-md"
    >
      {view === "signin" ? (
        <SigninForm
          email={email}
          onEmailChange={setEmail}
          onFirstConnexion={() => setView("first-connexion")}
          onForgotPassword={() => setView("forgot-password")}
          onAuthenticated={onAuthenticated}
        />
      ) : view === "first-connexion" ? (
        <FirstConnexionForm
          email={email}
          onEmailChange={setEmail}
          onSignin={() => setView("signin")}
          onAuthenticated={onAuthenticated}
        />
      ) : (
        <ForgotPasswordForm email={email} onEmailChange={setEmail} onSignin={() => setView("signin")} />
      )}
    </Dialog>
  );
}
