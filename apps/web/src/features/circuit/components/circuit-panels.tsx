import type { CircuitState } from "@ecos/contracts";
import { CIRCUIT_TRANSITION_SECONDS } from "@ecos/contracts/constants";
import { CirclePlay, Pause, Play } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { ApiError } from "@/lib/api-client";
import { useCircuitPause, useNextStation } from "../api/circuit-api";
import { formatCountdown, nextStationNumber } from "../lib/circuit-view";
import { useTransitionCountdown } from "../lib/use-transition-countdown";
import { AbandonCircuitButton } from "./abandon-circuit-button";
import { CircuitSteps } from "./circuit-steps";

const errorMessage = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : fallback;

/** Opens the station to play now (POST next) and goes to it. */
function useGoToStation(circuitId: string) {
  const next = useNextStation(circuitId);
  const go = () => {
    if (next.isPending || next.isSuccess) return;
    next.mutate(undefined, {
      onError: (error) => toast.error(errorMessage(error, "La station n'a pas pu s'ouvrir. Réessaie dans un instant.")),
    });
  };
  return { go, busy: next.isPending || next.isSuccess };
}

function PanelFrame({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section
      aria-label={title}
      className="rounded-3xl border border-slate-200 bg-white p-5 text-center shadow-sm sm:p-8"
    >
      <h2 className="text-xl font-bold text-ink sm:text-2xl">{title}</h2>
      {children}
    </section>
  );
}

function Actions({ children }: { children: React.ReactNode }) {
  return (
    <div className="mt-6 flex flex-col-reverse items-stretch justify-center gap-2 sm:flex-row sm:items-center">
      {children}
    </div>
  );
}

/** Between two stations: a countdown, then the next station opens by itself (or at once, on demand). */
export function TransitionPanel({ circuit, onAbandoned }: { circuit: CircuitState; onAbandoned(): void }) {
  const station = useGoToStation(circuit.id);
  const pause = useCircuitPause(circuit.id);
  const number = nextStationNumber(circuit);
  const [confirming, setConfirming] = useState(false);
  const left = useTransitionCountdown(CIRCUIT_TRANSITION_SECONDS, !pause.isPending && !confirming, station.go);
  const first = circuit.done === 0;
  return (
    <PanelFrame title={first ? "Première station" : `Station ${number} sur ${circuit.size}`}>
      <p className="mt-2 text-slate-700">
        {first
          ? "Installe-toi : la lecture de la situation commence avec la station."
          : "Station terminée. Souffle un instant : pas de correction avant la fin du circuit."}
      </p>
      <p className="mt-6 text-sm font-semibold text-slate-700">Station suivante dans</p>
      <p
        role="timer"
        aria-label="Temps avant la station suivante"
        className="text-5xl font-extrabold text-brand-800 tabular-nums"
      >
        {formatCountdown(left)}
      </p>
      <div className="mt-6 flex justify-center">
        <CircuitSteps circuit={circuit} current={number} />
      </div>
      <Actions>
        <AbandonCircuitButton circuitId={circuit.id} onAbandoned={onAbandoned} onDialogChange={setConfirming} />
        <Button
          variant="secondary"
          onClick={() =>
            pause.mutate("pause", {
              onError: (error) => toast.error(errorMessage(error, "La pause n'a pas pu être prise.")),
            })
          }
          loading={pause.isPending}
          disabled={station.busy}
        >
          <Pause className="h-4 w-4" aria-hidden="true" />
          Mettre le circuit en pause
        </Button>
        <Button onClick={station.go} loading={station.busy} loadingLabel="Ouverture de la station">
          <Play className="h-4 w-4" aria-hidden="true" />Y aller maintenant
        </Button>
      </Actions>
    </PanelFrame>
  );
}

/** Paused between two stations: nothing runs until the student comes back. */
export function PausedPanel({ circuit, onAbandoned }: { circuit: CircuitState; onAbandoned(): void }) {
  const resume = useCircuitPause(circuit.id);
  const number = nextStationNumber(circuit);
  return (
    <PanelFrame title="Circuit en pause">
      <p className="mt-2 text-slate-700">
        {circuit.done} station{circuit.done > 1 ? "s" : ""} sur {circuit.size} terminée{circuit.done > 1 ? "s" : ""}. En
        reprenant, tu auras encore une minute avant la station {number}.
      </p>
      <div className="mt-6 flex justify-center">
        <CircuitSteps circuit={circuit} current={number} />
      </div>
      <Actions>
        <AbandonCircuitButton circuitId={circuit.id} onAbandoned={onAbandoned} />
        <Button
          onClick={() =>
            resume.mutate("resume", {
              onError: (error) => toast.error(errorMessage(error, "Le circuit n'a pas pu reprendre.")),
            })
          }
          loading={resume.isPending}
        >
          <Play className="h-4 w-4" aria-hidden="true" />
          Reprendre le circuit
        </Button>
      </Actions>
    </PanelFrame>
  );
}

/** A station left while it was being played (tab closed, « Quitter »): back to it, where it stopped. */
export function StationInProgressPanel({ circuit, onAbandoned }: { circuit: CircuitState; onAbandoned(): void }) {
  const station = useGoToStation(circuit.id);
  const current = circuit.stations[circuit.position];
  const number = circuit.position + 1;
  return (
    <PanelFrame title={`Station ${number} sur ${circuit.size} en cours`}>
      <p className="mt-2 text-slate-700">
        {current?.scenario ? `La station de ${current.scenario.label} t'attend` : "Ta station t'attend"} : reprends-la
        là où tu l'as laissée.
      </p>
      <div className="mt-6 flex justify-center">
        <CircuitSteps circuit={circuit} current={number} />
      </div>
      <Actions>
        <AbandonCircuitButton circuitId={circuit.id} onAbandoned={onAbandoned} />
        <Button onClick={station.go} loading={station.busy} loadingLabel="Ouverture de la station">
          <CirclePlay className="h-4 w-4" aria-hidden="true" />
          Reprendre la station
        </Button>
      </Actions>
    </PanelFrame>
  );
}
