import type { AiStatusResponse } from "@ecos/contracts";
import { Card } from "@/components/ui/card";
import { formatInteger } from "@/lib/format";
import { tokensLabel } from "../lib/ai-labels";

/** The daily budget per student and today's totals (Paris day), as four figures. */
export function AiUsageSummary({ status }: { status: AiStatusResponse }) {
  const { today } = status;
  const figures = [
    { label: "Jetons", value: today.tokens },
    { label: "Appels", value: today.calls },
    { label: "Replis sur l'IA embarquée", value: today.fallbacks },
    { label: "Étudiants", value: today.users },
  ];
  return (
    <Card
      title="Aujourd'hui"
      description={
        <>
          Budget quotidien par étudiant : <strong className="text-ink">{tokensLabel(status.daily_token_budget)}</strong>
          . Au-delà, l'IA embarquée répond seule jusqu'au lendemain (heure de Paris).
        </>
      }
    >
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {figures.map((figure) => (
          <div key={figure.label} className="min-w-0 rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200 ring-inset">
            <dt className="text-xs font-semibold text-slate-600">{figure.label}</dt>
            <dd className="mt-1 text-2xl font-bold text-ink tabular-nums">{formatInteger(figure.value)}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
