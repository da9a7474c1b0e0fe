import { ArrowLeft, ArrowRight, Compass } from "lucide-react";
import { useCallback, useId, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { SAVE_ERROR_MESSAGE, useUpdateMe } from "@/features/auth/api/use-update-me";
import { useCurrentUser } from "@/features/auth/session";
import { cn } from "@/lib/cn";
import { ONBOARDING_STEPS } from "./onboarding-steps";

export const GUIDE_DONE_MESSAGE = "C'est noté ! Tu retrouveras ce guide dans les paramètres.";

/**
 * The first-run guide, for a user who has not finished or skipped it yet (`onboarded` false): a card
 * at the top of the dashboard, not a dialog, so the page stays usable around it. Three steps;
 * « Passer le guide » or « C'est parti ! » mark it done on the server (settings can show it again).
 */
export function OnboardingGuide() {
  const user = useCurrentUser();
  const updateMe = useUpdateMe();
  const titleId = useId();
  const [step, setStep] = useState(0);
  const [done, setDone] = useState(false);
  // After « Suivant » or « Précédent », the focus follows to the new step's title (the button
  // pressed may be gone); never on the first render, which must not take the focus from the page.
  const [navigated, setNavigated] = useState(false);
  const focusOnMount = useCallback((node: HTMLElement | null) => node?.focus(), []);

  if (done) {
    return (
      <p
        ref={focusOnMount}
        role="status"
        tabIndex={-1}
        className="rounded-2xl bg-brand-50 px-4 py-3 text-sm font-medium text-brand-900 ring-1 ring-brand-200 focus:outline-none"
      >
        {GUIDE_DONE_MESSAGE}
      </p>
    );
  }
  if (user.onboarded) return null;

  const current = ONBOARDING_STEPS[step] ?? ONBOARDING_STEPS[0];
  if (!current) return null;
  const last = step === ONBOARDING_STEPS.length - 1;
  const Icon = current.icon;

  function goTo(next: number) {
    setNavigated(true);
    setStep(next);
  }

  function finish() {
    setDone(true);
    updateMe.mutate(
      { onboarded: true },
      {
        onError: (error) => {
          console.error(error);
          toast.error(SAVE_ERROR_MESSAGE);
          setDone(false);
        },
      },
    );
  }

  return (
    <section
      aria-labelledby={titleId}
      className="rounded-3xl border border-brand-200 bg-white p-5 shadow-sm sm:p-6"
      data-testid="onboarding-guide"
    >
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <h2 id={titleId} className="flex items-center gap-2 text-lg font-bold text-ink">
          <Compass className="h-5 w-5 text-brand-700" aria-hidden="true" />
          Guide de démarrage
        </h2>
        <p aria-live="polite" className="text-sm font-semibold text-slate-700">
          Étape {step + 1} sur {ONBOARDING_STEPS.length}
        </p>
      </div>
      <div className="mt-3 flex gap-1.5" aria-hidden="true">
        {ONBOARDING_STEPS.map((item, index) => (
          <span
            key={item.title}
            className={cn("h-1.5 flex-1 rounded-full", index <= step ? "bg-brand-700" : "bg-slate-200")}
          />
        ))}
      </div>

      <div className="mt-5 flex gap-4">
        <span className="hidden h-12 w-12 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-200 sm:grid">
          <Icon className="h-6 w-6" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <h3
            key={step}
            ref={navigated ? focusOnMount : undefined}
            tabIndex={-1}
            className="text-base font-bold text-ink focus:outline-none sm:text-lg"
          >
            {step + 1}. {current.title}
          </h3>
          <ul className="mt-2 list-disc space-y-1.5 pl-5 text-sm text-slate-700 marker:text-brand-600 sm:text-base">
            {current.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </div>
      </div>

      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-between">
        <Button variant="ghost" onClick={finish}>
          Passer le guide
        </Button>
        <div className="flex gap-2">
          {step > 0 ? (
            <Button variant="secondary" className="flex-1 sm:flex-none" onClick={() => goTo(step - 1)}>
              <ArrowLeft className="h-4 w-4" aria-hidden="true" />
              Précédent
            </Button>
          ) : null}
          {last ? (
            <Button className="flex-1 sm:flex-none" onClick={finish}>
              C'est parti !
            </Button>
          ) : (
            <Button className="flex-1 sm:flex-none" onClick={() => goTo(step + 1)}>
              Suivant
              <ArrowRight className="h-4 w-4" aria-hidden="true" />
            </Button>
          )}
        </div>
      </div>
    </section>
  );
}
