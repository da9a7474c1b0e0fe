import type { OpenThreadSummary, SimulationStep, ThreadStatus } from "@ecos/contracts";
import { CirclePlay, Trash2 } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { ModeIcon, modeDisplay, useAbandonThread, useOpenThreads } from "@/features/stations";
import { simulationPath } from "@/lib/query-keys";

const STEP_LABELS: Record<SimulationStep, string> = {
  introduction: "Lecture",
  simulation: "Simulation",
  grading: "Correction",
};

/** A station listed here was left while paused, left while running (interrupted) or ended ungraded. */
const STATUS_LABELS: Record<ThreadStatus, { label: string; tone: "amber" | "slate" | "violet" | "brand" }> = {
  paused: { label: "En pause", tone: "amber" },
  start: { label: "Interrompue", tone: "slate" },
  running: { label: "Interrompue", tone: "slate" },
  ended: { label: "À corriger", tone: "violet" },
  corrected: { label: "Corrigée", tone: "brand" },
};

/** 312 -> "05:12". */
export function formatRemaining(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  return `${String(Math.floor(total / 60)).padStart(2, "0")}:${String(total % 60).padStart(2, "0")}`;
}

/** "Abandonner": after a confirmation, the unfinished station and its transcript are deleted. */
function AbandonButton({ thread }: { thread: OpenThreadSummary }) {
  const [open, setOpen] = useState(false);
  const abandon = useAbandonThread();
  const confirm = () =>
    abandon.mutate(thread.thread_id, {
      onSuccess: () => {
        setOpen(false);
        toast.success("Station abandonnée");
      },
      onError: () => toast.error("Une erreur est survenue"),
    });
  return (
    <>
      <Button variant="ghost" onClick={() => setOpen(true)} aria-label={`Abandonner la station de ${thread.label}`}>
        <Trash2 className="h-4 w-4" aria-hidden="true" />
        Abandonner
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => (abandon.isPending ? undefined : setOpen(next))}
        title="Abandonner cette station ?"
        description={`La station de ${thread.label} et sa transcription seront supprimées. Elle ne comptera pas dans ta progression.`}
      >
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setOpen(false)} disabled={abandon.isPending}>
            Annuler
          </Button>
          <Button variant="danger" onClick={confirm} loading={abandon.isPending}>
            Abandonner
          </Button>
        </div>
      </Dialog>
    </>
  );
}

function PausedCard({ thread }: { thread: OpenThreadSummary }) {
  const titleId = useId();
  const mode = modeDisplay(thread.content_type);
  const status = STATUS_LABELS[thread.status] ?? STATUS_LABELS.paused;
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col gap-3 rounded-2xl border border-amber-200 bg-white p-4 shadow-sm"
    >
      <div className="flex items-start justify-between gap-2">
        <h3 id={titleId} className="font-bold text-ink">
          {thread.label}
        </h3>
        <Badge tone={status.tone}>{status.label}</Badge>
      </div>
      <p className="flex items-center gap-2 text-sm font-medium text-slate-800">
        <ModeIcon mode={mode} size="sm" />
        {mode.name}
      </p>
      <div className="space-y-0.5 text-sm text-slate-700">
        <p>
          Étape : <span className="font-semibold text-ink">{STEP_LABELS[thread.step] ?? thread.step}</span>
        </p>
        {thread.status === "ended" ? null : (
          <p>
            Temps restant :{" "}
            <span className="font-semibold text-ink tabular-nums">{formatRemaining(thread.remaining_seconds)}</span>
          </p>
        )}
      </div>
      <Link
        to={simulationPath(thread.thread_id)}
        aria-describedby={titleId}
        className="mt-auto inline-flex h-11 items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white transition-colors hover:bg-brand-800"
      >
        <CirclePlay className="h-4 w-4" aria-hidden="true" />
        Reprendre
      </Link>
      <AbandonButton thread={thread} />
    </article>
  );
}

/** "Stations en pause": the stations started and not graded yet; nothing at all when there are none. */
export function PausedStations() {
  const titleId = useId();
  const threads = useOpenThreads();

  useEffect(() => {
    if (threads.isError) console.error("Error when fetching paused stations", threads.error);
  }, [threads.isError, threads.error]);

  if (!threads.data || threads.data.length === 0) return null;
  return (
    <section aria-labelledby={titleId} className="space-y-4">
      <div>
        <h2 id={titleId} className="text-xl font-bold text-ink">
          Stations en pause
        </h2>
        <p className="mt-1 text-sm text-slate-600">Reprends tes stations là où tu les as laissées.</p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {threads.data.map((thread) => (
          <li key={thread.thread_id}>
            <PausedCard thread={thread} />
          </li>
        ))}
      </ul>
    </section>
  );
}
