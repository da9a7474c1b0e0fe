import type { CircuitReport, CircuitState } from "@ecos/contracts";
import { Award, Medal, Sigma } from "lucide-react";
import { cn } from "@/lib/cn";
import { plural } from "@/lib/format";
import { formatDay, formatMean, gradeTone, gradeToneClass } from "../lib/circuit-view";

/** "Ton meilleur circuit", "2e sur 5 circuits"… */
export function rankSentence(report: CircuitReport): string {
  const count = report.history.length;
  if (count <= 1) return "Ton premier circuit terminé : il servira de référence aux suivants.";
  if (report.rank === 1) return `Ton meilleur circuit sur ${count} !`;
  return `${report.rank}e sur ${plural(count, "circuit")}.`;
}

/** The report's head: the circuit's mean, and where it stands among the student's circuits. */
export function ReportSummary({ circuit, report }: { circuit: CircuitState; report: CircuitReport }) {
  const tone = gradeTone(report.mean);
  return (
    <section
      aria-label="Résultat du circuit"
      className="grid gap-4 rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-[auto_1fr] sm:items-center sm:p-7"
    >
      <div className="text-center sm:pr-6 sm:text-left">
        <p className="text-sm font-semibold text-slate-700">Moyenne du circuit</p>
        <p className={cn("text-5xl font-extrabold tabular-nums", gradeToneClass[tone])}>
          {formatMean(report.mean)}
          <span className="text-2xl font-bold text-slate-600">/20</span>
        </p>
        <p className="mt-1 text-sm text-slate-600">
          {circuit.size} stations{circuit.finished_at ? ` · terminé le ${formatDay(circuit.finished_at)}` : ""}
        </p>
      </div>
      <ul className="grid gap-3 text-sm text-slate-800 sm:border-l sm:border-slate-200 sm:pl-6">
        <li className="flex items-start gap-2">
          <Medal className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
          {rankSentence(report)}
        </li>
        <li className="flex items-start gap-2">
          <Sigma className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
          Moyenne de tes circuits : {formatMean(report.overall_mean)}/20
        </li>
        <li className="flex items-start gap-2">
          <Award className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
          Meilleur circuit : {formatMean(report.best_mean)}/20
        </li>
      </ul>
    </section>
  );
}
