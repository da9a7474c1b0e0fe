import type { ThreadState } from "@ecos/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { BookOpen, Heart, House, Shuffle } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { toast } from "sonner";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/cn";
import { queryKeys, simulationPath } from "@/lib/query-keys";
import { createThread, getRandomStation } from "../../api/simulation-calls";
import { GENERIC_ERROR } from "../../hooks/use-timer-controls";
import { FeedbackDialog } from "./feedback-dialog";

// Below lg: a bar stuck to the bottom of the screen, each action an icon over a short label (four fit at
// 375 px). From lg: a row of ordinary buttons, stuck to the top of the results while they scroll.
const action =
  "inline-flex h-14 flex-col items-center justify-center gap-1 rounded-lg px-1 text-center text-xs leading-tight font-semibold transition-colors disabled:cursor-not-allowed lg:h-11 lg:flex-row lg:gap-2 lg:px-4 lg:text-sm";
const primary = `${action} bg-brand-700 text-white hover:bg-brand-800 disabled:bg-slate-300 disabled:text-slate-600`;
const secondary = `${action} bg-white text-brand-800 ring-1 ring-brand-700 ring-inset hover:bg-brand-50`;
const ghost = `${action} text-slate-700 hover:bg-slate-100 disabled:text-slate-500`;
const icon = "h-5 w-5 lg:h-4 lg:w-4";

/** A random station, launched right away. */
async function launchRandomStation(): Promise<ThreadState> {
  const station = await getRandomStation();
  return createThread({ sim_type: station.content_type, scenario_id: station.id });
}

/** After the grade: another station, the revision sheet, home, and the feedback questionnaire; always in view. */
export function GradingActions({ thread, className }: { thread: ThreadState; className?: string }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  const next = useMutation({
    mutationFn: launchRandomStation,
    onSuccess: (created) => {
      client.setQueryData(queryKeys.thread(created.thread_id), created);
      navigate(simulationPath(created.thread_id));
    },
    onError: (error) => {
      console.error(error);
      toast.error(GENERIC_ERROR);
    },
  });
  const sheetId = thread.scenario.sheet_id;

  return (
    <section
      aria-label="Et maintenant ?"
      className={cn(
        "sticky z-20 -mx-3 border-t border-slate-200 bg-white/95 px-2 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgba(15,23,42,0.08)] backdrop-blur sm:mx-0 sm:rounded-t-2xl",
        "bottom-0 lg:top-4 lg:bottom-auto lg:rounded-2xl lg:border lg:p-3 lg:shadow-sm",
        className,
      )}
    >
      <div className="grid grid-cols-4 gap-1 lg:flex lg:flex-wrap lg:gap-2">
        <button
          type="button"
          onClick={() => next.mutate()}
          disabled={next.isPending}
          aria-busy={next.isPending || undefined}
          className={primary}
        >
          {next.isPending ? (
            <Spinner size="sm" label="Envoi en cours" />
          ) : (
            <Shuffle className={icon} aria-hidden="true" />
          )}
          Nouvelle station
        </button>
        {sheetId !== null ? (
          <Link to={`/homepage/revision-cards?sheet=${sheetId}`} className={secondary}>
            <BookOpen className={icon} aria-hidden="true" />
            Fiche de révision
          </Link>
        ) : null}
        <Link to="/homepage" className={ghost}>
          <House className={icon} aria-hidden="true" />
          Retour à l'accueil
        </Link>
        {thread.reviewed ? (
          <button type="button" disabled className={ghost}>
            <Heart className={icon} aria-hidden="true" />
            Merci pour ton retour !
          </button>
        ) : (
          <button type="button" onClick={() => setFeedbackOpen(true)} className={secondary}>
            <Heart className={icon} aria-hidden="true" />
            Donner mon avis
          </button>
        )}
      </div>
      <FeedbackDialog threadId={thread.thread_id} open={feedbackOpen} onOpenChange={setFeedbackOpen} />
    </section>
  );
}
