import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useCallback, useEffect, useState } from "react";
import { startApp } from "@/app/boot";
import { LoginDialog, LoginDialogView } from "@/features/auth/components/login-dialog";
import { requestToaster } from "@/lib/notify";
import { writeToken } from "@/lib/token-storage";
import { BetaDialog } from "./beta-dialog/beta-dialog";
import { EarlyAccessDialog } from "./early-access-dialog";

export type LandingDialogName = "beta" | "early-access" | "login";

interface LandingDialogsProps {
  open: LandingDialogName | null;
  onOpenChange(dialog: LandingDialogName | null): void;
  /** On the prerendered landing page: no router, session nor query client around (see StandaloneLanding). */
  standalone: boolean;
}

/**
 * The landing page's three dialogs, loaded the first time one of them opens: they bring the dialog
 * library, the forms and (on the prerendered page) the query library, none of which the page needs to
 * be read.
 */
export default function LandingDialogs({ open, onOpenChange, standalone }: LandingDialogsProps) {
  const props = (name: LandingDialogName) => ({
    open: open === name,
    onOpenChange: (isOpen: boolean) => onOpenChange(isOpen ? name : null),
  });
  if (!standalone) {
    return (
      <>
        <BetaDialog {...props("beta")} />
        <EarlyAccessDialog {...props("early-access")} />
        <LoginDialog {...props("login")} />
      </>
    );
  }
  return (
    <StandaloneProviders>
      <BetaDialog {...props("beta")} />
      <EarlyAccessDialog {...props("early-access")} />
      <StandaloneLoginDialog {...props("login")} />
    </StandaloneProviders>
  );
}

function StandaloneProviders({ children }: { children: React.ReactNode }) {
  const [client] = useState(() => new QueryClient({ defaultOptions: { mutations: { retry: false } } }));
  useEffect(requestToaster, []);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/**
 * Signing in from the prerendered landing page: the token is stored, then the signed-in app starts
 * on /homepage (its session loads the user). Its code starts loading as soon as the dialog opens.
 */
function StandaloneLoginDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  useEffect(() => {
    if (open) void import("@/app/app");
  }, [open]);
  const onAuthenticated = useCallback(async (accessToken: string) => {
    writeToken(accessToken);
    await startApp("/homepage");
  }, []);
  return <LoginDialogView open={open} onOpenChange={onOpenChange} onAuthenticated={onAuthenticated} />;
}
