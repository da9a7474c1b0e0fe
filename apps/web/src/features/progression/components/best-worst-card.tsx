import type { LucideIcon } from "lucide-react";
import { TrendingDown, TrendingUp } from "lucide-react";
import { formatAverage, plural } from "../lib/format";
import { bestAndWorst, type GradedItem } from "../lib/statistics-view";
import { StatCard } from "./stat-card";

export const NOT_ENOUGH_DATA = "Fais plus de simulations, puis reviens !";

function Row({ label, item, icon: Icon, tone }: { label: string; item?: GradedItem; icon: LucideIcon; tone: string }) {
  return (
    <div className="min-w-0 rounded-xl bg-slate-50 p-3">
      <dt className="flex items-center gap-1.5 text-sm font-semibold text-slate-700">
        <Icon className={`h-4 w-4 ${tone}`} aria-hidden="true" />
        {label}
      </dt>
      {item && item.grade !== null ? (
        <dd className="mt-1">
          <span className="block font-bold break-words text-ink">{item.name}</span>
          <span className="text-sm text-slate-700">
            <span className="font-semibold tabular-nums">{formatAverage(item.grade)}/20</span> ·{" "}
            {plural(item.count, "simulation")}
          </span>
        </dd>
      ) : (
        <dd className="mt-1 text-sm text-slate-600">{NOT_ENOUGH_DATA}</dd>
      )}
    </div>
  );
}

/** The best and the worst category (or evaluation mode) by average grade. */
export function BestWorstCard({ title, icon, items }: { title: string; icon: LucideIcon; items: GradedItem[] }) {
  const { best, worst } = bestAndWorst(items);
  return (
    <StatCard title={title} icon={icon}>
      {best ? (
        <dl className="grid gap-3 sm:grid-cols-2">
          <Row label="Point fort" item={best} icon={TrendingUp} tone="text-emerald-700" />
          <Row label="À travailler" item={worst} icon={TrendingDown} tone="text-amber-700" />
        </dl>
      ) : (
        <p className="text-slate-700">{NOT_ENOUGH_DATA}</p>
      )}
    </StatCard>
  );
}
