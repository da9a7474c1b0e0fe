import { CIRCUIT_SIZES, type CircuitSize } from "@ecos/contracts/constants";
import { BookOpenText, EyeOff, Play, Timer } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ChoiceGroup } from "@/components/ui/choice-group";
import { ApiError } from "@/lib/api-client";
import { useStartCircuit } from "../api/circuit-api";
import { circuitMinutes, formatMinutes } from "../lib/circuit-view";

const RULES = [
  { icon: BookOpenText, text: "1 min de lecture de la situation, puis 7 min de station, comme le jour J." },
  { icon: Timer, text: "1 min de transition entre deux stations : tu peux y mettre le circuit en pause." },
  { icon: EyeOff, text: "Pas de correction avant la fin : tes notes et le rapport t'attendent au bout du circuit." },
] as const;

type SizeChoice = `${CircuitSize}`;

/** The error a failed start shows: the server's own message when it explains (a circuit already running…). */
export function startErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message) return error.message;
  return "Le circuit n'a pas pu démarrer. Réessaie dans un instant.";
}

/** "Nouveau circuit": 5 or 10 stations, the rules, and the first station opened at once. */
export function StartCircuitCard() {
  const [size, setSize] = useState<SizeChoice>("5");
  const start = useStartCircuit();
  const options = CIRCUIT_SIZES.map((value) => ({
    value: `${value}` as SizeChoice,
    label: `${value} stations (≈ ${formatMinutes(circuitMinutes(value))})`,
  }));

  function begin() {
    start.mutate(Number(size) as CircuitSize, { onError: (error) => toast.error(startErrorMessage(error)) });
  }

  return (
    <Card
      title="Nouveau circuit"
      description="Des stations tirées au sort, de modes et de spécialités variés, enchaînées sans retour entre elles."
    >
      <ul className="space-y-3">
        {RULES.map(({ icon: Icon, text }) => (
          <li key={text} className="flex items-start gap-3 text-sm text-slate-800">
            <span className="grid h-8 w-8 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-800">
              <Icon className="h-4 w-4" aria-hidden="true" />
            </span>
            <span className="pt-1.5">{text}</span>
          </li>
        ))}
      </ul>
      <div className="mt-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <ChoiceGroup<SizeChoice>
          legend="Nombre de stations"
          name="circuit-size"
          options={options}
          value={size}
          onChange={setSize}
        />
        <Button size="lg" onClick={begin} loading={start.isPending} loadingLabel="Préparation du circuit">
          <Play className="h-4 w-4" aria-hidden="true" />
          Commencer le circuit
        </Button>
      </div>
    </Card>
  );
}
