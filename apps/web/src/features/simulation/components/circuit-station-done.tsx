import type { ThreadCircuitRef } from "@ecos/contracts";
import { ArrowRight, CircleCheck } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";

/** Where a station of a circuit leads back to: its circuit (transition, pause or report). */
export const circuitPagePath = (circuit: ThreadCircuitRef) => `/homepage/circuit/${encodeURIComponent(circuit.id)}`;

/** A circuit still being played shows no grade: its stations are corrected in the report, at the end. */
export const hidesGrade = (circuit: ThreadCircuitRef | undefined): circuit is ThreadCircuitRef =>
  circuit !== undefined && (circuit.status === "running" || circuit.status === "paused");

/** In place of the grade, for a station of a circuit: « Station terminée », then on to the circuit. */
export function CircuitStationDone({ circuit }: { circuit: ThreadCircuitRef }) {
  const titleId = useId();
  const last = circuit.position + 1 >= circuit.size;
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-10"
    >
      <CircleCheck className="mx-auto h-12 w-12 text-brand-700" aria-hidden="true" />
      <h2 id={titleId} className="mt-3 text-2xl font-bold text-ink">
        Station terminée
      </h2>
      <p className="mt-1 font-semibold text-slate-700">
        Station {circuit.position + 1} sur {circuit.size} du circuit
      </p>
      <p className="mx-auto mt-3 max-w-md text-slate-700">
        {last
          ? "C'était la dernière station : ton rapport t'attend, avec la note et les critères de chaque station."
          : "Pas de correction avant la fin du circuit : ta note et les critères t'attendent dans le rapport."}
      </p>
      <Link
        to={circuitPagePath(circuit)}
        className="mt-6 inline-flex h-12 items-center justify-center gap-2 rounded-lg bg-brand-700 px-6 font-semibold text-white transition-colors hover:bg-brand-800"
      >
        {last ? "Voir le rapport du circuit" : "Continuer le circuit"}
        <ArrowRight className="h-4 w-4" aria-hidden="true" />
      </Link>
    </section>
  );
}
