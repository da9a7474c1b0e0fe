import type { ScenarioRecord } from "@ecos/contracts";
import { INTRODUCTION_SECONDS, SIMULATION_SECONDS, splitInstructions } from "@ecos/contracts/constants";
import { CircleAlert, History, Play, Star } from "lucide-react";
import { type ReactNode, useId, useMemo } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { simulationPath } from "@/lib/query-keys";
import { useCreateThread } from "../api/stations-api";
import { formatGrade, formatLastTryWhen, type LastTry } from "../lib/last-try";
import { toStationView } from "../lib/station-view";
import { CategoryBadge, ModeIcon } from "./category-badge";

export const LAUNCH_ERROR_MESSAGE = "Une erreur est survenue";

const STATION_STEPS = [
  `${INTRODUCTION_SECONDS / 60} min de lecture : tu découvres la situation de départ et le contexte.`,
  `${SIMULATION_SECONDS / 60} min de simulation : tu mènes la station, le chronomètre peut être mis en pause.`,
  "Correction automatique : une note sur 20, le détail des critères et des points d'expérience.",
];

function LastTryLine({ lastTry }: { lastTry: LastTry | null }) {
  if (!lastTry) {
    return (
      <p className="flex items-center gap-2 text-sm font-semibold text-red-700">
        <CircleAlert className="h-4 w-4 shrink-0" aria-hidden="true" />
        Ce cas n'a pas encore été simulé
      </p>
    );
  }
  return (
    <p className="flex flex-wrap items-center gap-x-1.5 text-sm text-slate-700">
      <History className="h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" />
      Dernière tentative :{" "}
      <span className="font-semibold text-ink">
        {formatLastTryWhen(lastTry)} — {formatGrade(lastTry.grade)}
      </span>
    </p>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-2">
      <h3 id={id} className="text-sm font-bold tracking-wide text-slate-700 uppercase">
        {title}
      </h3>
      {children}
    </section>
  );
}

interface StationStartDialogProps {
  scenario: ScenarioRecord;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** The simulation start dialog (spec section 2): the case at a glance, then "Lancer la simulation". */
export function StationStartDialog({ scenario, open, onOpenChange }: StationStartDialogProps) {
  const station = useMemo(() => toStationView(scenario), [scenario]);
  const navigate = useNavigate();
  const launch = useCreateThread();
  const mode = station.evaluationMode;

  function handleLaunch() {
    launch.mutate(
      { sim_type: scenario.content_type, scenario_id: scenario.id },
      {
        onSuccess: (state) => {
          onOpenChange(false);
          void navigate(simulationPath(state.thread_id));
        },
        onError: (error) => {
          console.error("Error when creating the simulation thread", error);
          toast.error(LAUNCH_ERROR_MESSAGE);
        },
      },
    );
  }

  return (
    <Dialog
      open={open}
      // The dialog stays while the thread is being created: the launch is blocked, not abandoned.
      onOpenChange={(next) => (next || !launch.isPending ? onOpenChange(next) : undefined)}
      className="sm:max-w-xl"
      title={
        <>
          <span className="block text-xs font-semibold tracking-wide text-brand-700 uppercase">Cas clinique</span>{" "}
          {station.patientName}
        </>
      }
    >
      <div className="space-y-5">
        <div className="flex flex-wrap items-center gap-2">
          <CategoryBadge category={station.category} />
          <span className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-200 ring-inset">
            <Star className="h-3.5 w-3.5 fill-amber-400 text-amber-600" aria-hidden="true" />
            <span className="sr-only">Récompense :</span> +{station.rewardXp} XP
          </span>
          <span className="text-xs font-medium text-slate-600">Station {station.number}</span>
        </div>
        <LastTryLine lastTry={station.lastTry} />
        <Section title="Situation de départ">
          <p className="text-ink">{station.situation}</p>
          <p className="text-xs text-slate-600">
            SDD {station.sddNumber} · {station.sddTitle}
          </p>
        </Section>
        <Section title="Mode d'évaluation">
          <div className="flex items-start gap-3">
            <ModeIcon mode={mode} />
            <div>
              <p className="font-semibold text-ink">{mode.name}</p>
              {mode.description ? <p className="text-sm text-slate-600">{mode.description}</p> : null}
            </div>
          </div>
        </Section>
        <Section title="Rappel des consignes">
          <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-700">
            {STATION_STEPS.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <div className="space-y-1.5 rounded-xl bg-slate-50 p-3 text-sm text-slate-800">
            <p className="font-semibold text-ink">Consignes du cas</p>
            {splitInstructions(station.instructions).map((sentence) => (
              <p key={sentence}>{sentence}</p>
            ))}
          </div>
        </Section>
        {/* Stays in view at the bottom of the scrolling dialog, on phones too. */}
        <div className="sticky -bottom-6 -mx-6 -mb-6 flex justify-end border-t border-slate-200 bg-white px-6 pt-4 pb-6">
          <Button size="lg" className="w-full sm:w-auto" loading={launch.isPending} onClick={handleLaunch}>
            {launch.isPending ? null : <Play className="h-5 w-5" aria-hidden="true" />}
            Lancer la simulation
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
