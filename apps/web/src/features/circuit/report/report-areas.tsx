import type { CircuitAreaScore, CircuitReport } from "@ecos/contracts";
import { CIRCUIT_STRENGTH_FROM, CIRCUIT_WEAKNESS_BELOW } from "@ecos/contracts/constants";
import { ThumbsUp, Wrench } from "lucide-react";
import { useId } from "react";
import { Card } from "@/components/ui/card";
import { plural } from "@/lib/format";
import { formatMean } from "../lib/circuit-view";

const kindLabel = (area: CircuitAreaScore) => (area.kind === "mode" ? "Mode" : "Catégorie");

function AreaList({
  title,
  icon: Icon,
  areas,
  empty,
  tone,
}: {
  title: string;
  icon: typeof ThumbsUp;
  areas: CircuitAreaScore[];
  empty: string;
  tone: "good" | "bad";
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={tone === "good" ? "rounded-2xl bg-emerald-50 p-4" : "rounded-2xl bg-amber-50 p-4"}
    >
      <h3 id={headingId} className="flex items-center gap-2 font-bold text-ink">
        <Icon className={tone === "good" ? "h-4 w-4 text-emerald-800" : "h-4 w-4 text-amber-900"} aria-hidden="true" />
        {title}
      </h3>
      {areas.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">{empty}</p>
      ) : (
        <ul className="mt-2 space-y-1.5 text-sm">
          {areas.map((area) => (
            <li key={`${area.kind}-${area.id}`} className="flex flex-wrap justify-between gap-x-3">
              <span>
                <span className="font-semibold text-ink">{area.name}</span>{" "}
                <span className="text-slate-600">({kindLabel(area).toLowerCase()})</span>
              </span>
              <span className="tabular-nums text-slate-800">
                {formatMean(area.all.average)}/20 · {plural(area.all.count, "station")}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function AreaTable({ caption, first, areas }: { caption: string; first: string; areas: CircuitAreaScore[] }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="mb-2 text-left font-bold text-ink">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-slate-600">
            <th scope="col" className="py-1.5 pr-3 font-semibold">
              {first}
            </th>
            <th scope="col" className="py-1.5 pr-3 font-semibold">
              Ce circuit
            </th>
            <th scope="col" className="py-1.5 font-semibold">
              Tous tes circuits
            </th>
          </tr>
        </thead>
        <tbody>
          {areas.map((area) => (
            <tr key={area.id} className="border-b border-slate-100">
              <th scope="row" className="py-1.5 pr-3 font-medium text-ink">
                {area.name}
              </th>
              <td className="py-1.5 pr-3 tabular-nums">
                {area.circuit ? `${formatMean(area.circuit.average)}/20` : "—"}
              </td>
              <td className="py-1.5 tabular-nums whitespace-nowrap">
                {formatMean(area.all.average)}/20 <span className="text-slate-600">({area.all.count})</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Strengths and weaknesses over all the circuits, then every mode and category: this circuit, all circuits. */
export function ReportAreas({ report }: { report: CircuitReport }) {
  return (
    <Card
      title="Points forts et points à travailler"
      description={`Sur l'ensemble de tes circuits terminés : point fort à partir de ${CIRCUIT_STRENGTH_FROM}/20, à travailler sous ${CIRCUIT_WEAKNESS_BELOW}/20.`}
    >
      <div className="grid gap-4 md:grid-cols-2">
        <AreaList
          title="Points forts"
          icon={ThumbsUp}
          areas={report.strengths}
          tone="good"
          empty={`Aucun mode ni aucune catégorie à ${CIRCUIT_STRENGTH_FROM}/20 ou plus pour l'instant.`}
        />
        <AreaList
          title="À travailler"
          icon={Wrench}
          areas={report.weaknesses}
          tone="bad"
          empty={`Aucun mode ni aucune catégorie sous ${CIRCUIT_WEAKNESS_BELOW}/20 : continue comme ça.`}
        />
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <AreaTable caption="Par mode d'évaluation" first="Mode" areas={report.modes} />
        <AreaTable caption="Par catégorie" first="Catégorie" areas={report.categories} />
      </div>
    </Card>
  );
}
