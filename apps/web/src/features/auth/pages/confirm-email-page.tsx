import { useQueryClient } from "@tanstack/react-query";
import { CircleCheck } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { ApiError } from "@/lib/api-client";
import { confirmEmailChange } from "../api/auth-calls";
import { meQueryKey } from "../api/get-me";
import { INTERNAL_ERROR_MESSAGE, TOO_MANY_ATTEMPTS_MESSAGE } from "../components/auth-error";
import { FormAlert } from "../components/form-alert";
import { useSession } from "../session";
import { LinkPageLayout } from "./link-page-layout";
import { useLinkToken } from "./use-link-token";

export const DEAD_EMAIL_LINK_MESSAGE =
  "Ce lien n'est plus valable : il a déjà servi, il a expiré ou une demande plus récente l'a remplacé. Refais la demande depuis tes paramètres.";
export const EMAIL_UNAVAILABLE_MESSAGE =
  "Cette adresse ne peut plus être utilisée : un autre compte ou une invitation l'utilise déjà. Ton adresse n'a pas changé.";

function messageFrom(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === "ERR_INVALID_CODE" || error.code === "ERR_INVALID_INPUT") return DEAD_EMAIL_LINK_MESSAGE;
    if (error.code === "ERR_USER_ALREADY_EXISTS") return EMAIL_UNAVAILABLE_MESSAGE;
    if (error.code === "ERR_TOO_MANY_REQUESTS") return TOO_MANY_ATTEMPTS_MESSAGE;
  }
  console.error(error);
  return INTERNAL_ERROR_MESSAGE;
}

/**
 * /email/confirmer#token=…: the page of the link sent to a new address. The change waits for a click,
 * so that a mail scanner opening the link changes nothing.
 */
export function ConfirmEmailPage() {
  const token = useLinkToken();
  const { status } = useSession();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [confirmed, setConfirmed] = useState<string | null>(null);

  async function confirm() {
    if (!token || pending) return;
    setPending(true);
    setError(undefined);
    try {
      const { email } = await confirmEmailChange(token);
      setConfirmed(email);
      if (status === "authenticated") await queryClient.invalidateQueries({ queryKey: meQueryKey });
    } catch (caught) {
      setError(messageFrom(caught));
    } finally {
      setPending(false);
    }
  }

  // Trying again would change nothing: the way out is the settings (or the home page).
  const finalError = error === DEAD_EMAIL_LINK_MESSAGE || error === EMAIL_UNAVAILABLE_MESSAGE;
  const next =
    status === "authenticated" ? (
      <NextLink to="/homepage/settings">Retour aux paramètres</NextLink>
    ) : (
      <NextLink to="/">Retour à l'accueil</NextLink>
    );

  if (confirmed) {
    return (
      <LinkPageLayout title="Adresse e-mail confirmée">
        <p role="status" className="flex items-start gap-2 text-slate-700">
          <CircleCheck className="mt-0.5 h-5 w-5 shrink-0 text-green-600" aria-hidden="true" />
          <span>
            C'est fait : tu te connectes désormais avec <strong className="break-all">{confirmed}</strong>.
          </span>
        </p>
        {next}
      </LinkPageLayout>
    );
  }

  return (
    <LinkPageLayout title="Confirmer ta nouvelle adresse">
      {token ? (
        <div className="space-y-4">
          <p className="text-slate-700">
            Tu as demandé à utiliser cette adresse e-mail pour te connecter à ECOS Academy. Confirme pour terminer.
          </p>
          <FormAlert message={error} />
          {finalError ? (
            next
          ) : (
            <Button size="lg" className="w-full" onClick={confirm} loading={pending}>
              Confirmer ma nouvelle adresse
            </Button>
          )}
        </div>
      ) : (
        <>
          <p className="text-slate-700">
            Ce lien est incomplet. Ouvre le lien reçu par e-mail tel quel, ou refais la demande depuis tes paramètres.
          </p>
          {next}
        </>
      )}
    </LinkPageLayout>
  );
}

function NextLink({ to, children }: { to: string; children: string }) {
  return (
    <Link to={to} className="mt-4 inline-block text-sm font-semibold text-brand-700 underline-offset-2 hover:underline">
      {children}
    </Link>
  );
}
