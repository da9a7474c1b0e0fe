import type { BetaSignupRequest } from "@ecos/contracts";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { Dialog } from "@/components/ui/dialog";
import { ApiError } from "@/lib/api-client";
import { sendBetaSignup } from "../../api/send-beta-signup";
import { BetaForm } from "./beta-form";
import { type BetaField, type BetaFormValues, EMPTY_BETA_FORM, isBetaField } from "./beta-form-model";
import { BetaIntro } from "./beta-intro";
import { BetaSuccess } from "./beta-success";

type BetaView = "intro" | "form" | "success";

/** How long after closing the view goes back to the introduction (after the closing animation). */
export const BETA_VIEW_RESET_MS = 300;
export const BETA_FAILURE_MESSAGE = "Le formulaire n'est pas valide";

const TITLES: Record<BetaView, string> = {
  intro: "Rejoins la bêta d'ECOS Academy",
  form: "Tes informations",
  success: "Candidature envoyée avec succès !",
};

interface BetaDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** Introduction -> form "Tes informations" -> success; back to the introduction 300 ms after closing. */
export function BetaDialog({ open, onOpenChange }: BetaDialogProps) {
  const [view, setView] = useState<BetaView>("intro");
  const [values, setValues] = useState<BetaFormValues>(EMPTY_BETA_FORM);
  const [invalid, setInvalid] = useState<ReadonlySet<BetaField>>(new Set());
  const openRef = useRef(open);
  useEffect(() => {
    openRef.current = open;
  }, [open]);

  useEffect(() => {
    if (open) return;
    let done = false;
    const timer = window.setTimeout(() => {
      done = true;
      setView("intro");
    }, BETA_VIEW_RESET_MS);
    return () => {
      window.clearTimeout(timer);
      // Reopened before the delay: start from the introduction anyway.
      if (!done) setView("intro");
    };
  }, [open]);

  const mutation = useMutation({
    mutationFn: (body: BetaSignupRequest) => sendBetaSignup(body),
    onSuccess: () => {
      setValues(EMPTY_BETA_FORM);
      setInvalid(new Set());
      // Closed while the request was in flight: confirm with a toast instead of the success view.
      if (openRef.current) setView("success");
      else toast.success(TITLES.success);
    },
    onError: (error) => {
      if (error instanceof ApiError) {
        const named = error.fields.filter(isBetaField);
        if (named.length > 0) setInvalid(new Set(named));
      }
      toast.error(BETA_FAILURE_MESSAGE);
    },
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={TITLES[view]} className="sm:max-w-xl">
      {view === "intro" ? <BetaIntro onStart={() => setView("form")} /> : null}
      {view === "form" ? (
        <BetaForm
          values={values}
          onChange={(patch) => setValues((current) => ({ ...current, ...patch }))}
          invalid={invalid}
          onInvalidChange={setInvalid}
          onBack={() => setView("intro")}
          onSubmit={(body) => mutation.mutate(body)}
          pending={mutation.isPending}
        />
      ) : null}
      {view === "success" ? <BetaSuccess onClose={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}
