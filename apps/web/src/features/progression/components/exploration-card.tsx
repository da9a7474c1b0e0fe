import type { StatisticsResponse } from "@ecos/contracts";
import { Compass } from "lucide-react";
import { StatCard } from "./stat-card";

function Meter({ label, value, total }: { label: string; value: number; total: number }) {
  const percent = total > 0 ? Math.min(100, Math.round((value / total) * 100)) : 0;
  return (
    <div className="min-w-0 rounded-xl bg-slate-50 p-3">
      <dt className="text-sm text-slate-700">{label}</dt>
      <dd className="mt-1">
        <span className="text-2xl font-bold text-ink tabular-nums">{value}</span>
        <span className="text-slate-600"> / {total}</span>
        <span className="mt-2 block h-1.5 overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
          <span className="block h-full rounded-full bg-brand-600" style={{ width: `${percent}%` }} />
        </span>
      </dd>
    </div>
  );
}

/** "Exploration": how much of what the version offers the student has met. */
export function ExplorationCard({ statistics }: { statistics: StatisticsResponse }) {
  return (
    <StatCard title="Exploration" icon={Compass}>
      <dl className="grid gap-3 sm:grid-cols-3">
        <Meter label="Stations rencontrées" value={statistics.total_scenarios} total={statistics.available.scenarios} />
        <Meter label="Situations de départ rencontrées" value={statistics.sdd} total={statistics.available.sdd} />
        <div className="min-w-0 rounded-xl bg-slate-50 p-3">
          <dt className="text-sm text-slate-700">Stations corrigées</dt>
          <dd className="mt-1 text-2xl font-bold text-ink tabular-nums">{statistics.total_simulations}</dd>
        </div>
      </dl>
    </StatCard>
  );
}
