import type { ThreadState } from "@ecos/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { BookOpen, Heart, House, Shuffle } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { queryKeys, simulationPath } from "@/lib/query-keys";
import { createThread, getRandomStation } from "../../api/simulation-calls";
import { GENERIC_ERROR } from "../../hooks/use-timer-controls";
import { FeedbackDialog } from "./feedback-dialog";

const linkButton =
  "inline-flex h-11 items-center justify-center gap-2 rounded-lg px-4 text-sm font-semibold transition-colors";

/** A random station, launched right away. */
async function launchRandomStation(): Promise<ThreadState> {
  const station = await getRandomStation();
  return createThread({ sim_type: station.content_type, scenario_id: station.id });
}

/** After the grade: another station, the revision sheet, home, and the feedback questionnaire. */
export function GradingActions({ thread }: { thread: ThreadState }) {
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
    <section aria-label="Et maintenant ?" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="grid gap-2 sm:grid-cols-2 xl:grid-cols-4">
        <Button onClick={() => next.mutate()} loading={next.isPending}>
          {next.isPending ? null : <Shuffle className="h-4 w-4" aria-hidden="true" />}
          Nouvelle station
        </Button>
        {sheetId !== null ? (
          <Link
            to={`/homepage/revision-cards?sheet=${sheetId}`}
            className={`${linkButton} bg-white text-brand-800 ring-1 ring-brand-700 ring-inset hover:bg-brand-50`}
          >
            <BookOpen className="h-4 w-4" aria-hidden="true" />
            Fiche de révision
          </Link>
        ) : null}
        <Link to="/homepage" className={`${linkButton} text-slate-700 hover:bg-slate-100`}>
          <House className="h-4 w-4" aria-hidden="true" />
          Retour à l'accueil
        </Link>
        {thread.reviewed ? (
          <Button variant="ghost" disabled>
            <Heart className="h-4 w-4" aria-hidden="true" />
            Merci pour ton retour !
          </Button>
        ) : (
          <Button variant="secondary" onClick={() => setFeedbackOpen(true)}>
            <Heart className="h-4 w-4" aria-hidden="true" />
            Donner mon avis
          </Button>
        )}
      </div>
      <FeedbackDialog threadId={thread.thread_id} open={feedbackOpen} onOpenChange={setFeedbackOpen} />
    </section>
  );
}
