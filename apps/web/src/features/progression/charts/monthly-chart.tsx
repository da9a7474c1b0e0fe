import type { StatisticsResponse } from "@ecos/contracts";
import {
  Area,
  AreaChart,
  CartesianGrid,
  ResponsiveContainer,
  Tooltip,
  type TooltipContentProps,
  XAxis,
  YAxis,
} from "recharts";
import { formatAverage, plural } from "../lib/format";
import { type MonthPoint, monthlyPoints } from "../lib/statistics-view";
import { ChartFigure } from "./chart-figure";
import { AXIS_TEXT, BRAND, BRAND_LIGHT, GRADE_DOMAIN, GRADE_TICKS, GRID } from "./chart-theme";
import { TooltipCard } from "./chart-tooltip";

const HEIGHT = 260;

function MonthTooltip({ active, payload }: TooltipContentProps) {
  const point = payload?.[0]?.payload as MonthPoint | undefined;
  if (!active || !point) return null;
  return (
    <TooltipCard
      title={point.longLabel}
      lines={[
        `Moyenne : ${point.averageGrade === null ? "—" : `${formatAverage(point.averageGrade)}/20`}`,
        plural(point.countSimulations, "simulation"),
      ]}
    />
  );
}

function summary(points: MonthPoint[]): string {
  const total = points.reduce((sum, point) => sum + point.countSimulations, 0);
  const active = points.filter((point) => point.averageGrade !== null);
  const last = active.at(-1);
  if (!last || last.averageGrade === null) return "Aucune station corrigée ces 12 derniers mois.";
  return `${plural(total, "simulation")} en 12 mois, dont ${plural(active.length, "mois actif", "mois actifs")}. Dernière moyenne mensuelle : ${formatAverage(last.averageGrade)}/20 (${last.longLabel}).`;
}

/** Average grade per month over the rolling year (spec: monthLabel, averageGrade, countSimulations). */
export function MonthlyChart({ statistics }: { statistics: StatisticsResponse }) {
  const points = monthlyPoints(statistics);
  return (
    <ChartFigure
      title="Moyenne mensuelle"
      summary={summary(points)}
      height={HEIGHT}
      table={{
        columns: ["Mois", "Moyenne", "Simulations"],
        rows: points.map((point) => ({
          key: point.key,
          cells: [
            point.longLabel,
            point.averageGrade === null ? "—" : `${formatAverage(point.averageGrade)}/20`,
            String(point.countSimulations),
          ],
        })),
      }}
    >
      <ResponsiveContainer width="100%" height={HEIGHT} initialDimension={{ width: 520, height: HEIGHT }}>
        <AreaChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: -24 }} accessibilityLayer={false}>
          <defs>
            <linearGradient id="monthly-fill" x1="0" y1="0" x2="0" y2="1">
              <stop offset="0%" stopColor={BRAND_LIGHT} stopOpacity={0.45} />
              <stop offset="100%" stopColor={BRAND_LIGHT} stopOpacity={0.05} />
            </linearGradient>
          </defs>
          <CartesianGrid stroke={GRID} vertical={false} />
          <XAxis dataKey="monthLabel" tick={AXIS_TEXT} tickLine={false} interval="preserveStartEnd" minTickGap={4} />
          <YAxis domain={GRADE_DOMAIN} ticks={GRADE_TICKS} tick={AXIS_TEXT} tickLine={false} axisLine={false} />
          <Tooltip content={MonthTooltip} />
          <Area
            type="monotone"
            dataKey="averageGrade"
            name="Moyenne"
            stroke={BRAND}
            strokeWidth={2}
            fill="url(#monthly-fill)"
            dot={{ r: 3, fill: BRAND }}
            connectNulls
            isAnimationActive={false}
          />
        </AreaChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}
