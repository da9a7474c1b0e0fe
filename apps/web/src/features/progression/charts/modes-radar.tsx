import type { StatisticsResponse } from "@ecos/contracts";
import type { BaseTickContentProps } from "recharts";
import { PolarAngleAxis, PolarGrid, PolarRadiusAxis, Radar, RadarChart, ResponsiveContainer } from "recharts";
import { formatAverage, plural } from "../lib/format";
import { bestAndWorst, radarItems } from "../lib/statistics-view";
import { ChartFigure } from "./chart-figure";
import { BRAND, BRAND_LIGHT, GRADE_DOMAIN, GRADE_TICKS, GRID, NO_VALUE } from "./chart-theme";

const HEIGHT = 280;
const LINE_HEIGHT = 13;

/** "Prise en charge" -> ["Prise en", "charge"]: lines of at most `width` characters (words kept whole). */
export function wrapLabel(label: string, width = 11): string[] {
  const lines: string[] = [];
  for (const word of label.split(" ")) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** An axis label on up to two or three short lines, so that side labels stay inside a phone's width. */
function RadarTick({ x, y, textAnchor, payload }: BaseTickContentProps) {
  const lines = wrapLabel(String(payload?.value ?? ""));
  const top = Number(y) < HEIGHT / 2 - 10;
  const firstDy = top
    ? -(lines.length - 1) * LINE_HEIGHT
    : Number(y) > HEIGHT / 2 + 10
      ? 8
      : 4 - ((lines.length - 1) * LINE_HEIGHT) / 2;
  return (
    <text x={x} y={y} textAnchor={textAnchor} fill="#334155" fontSize={11}>
      {lines.map((line, index) => (
        <tspan key={line} x={x} dy={index === 0 ? firstDy : LINE_HEIGHT}>
          {line}
        </tspan>
      ))}
    </text>
  );
}

/** A dot only on the modes the student played: an axis added to draw the shape is not a real 0/20. */
function PlayedModeDot({ cx, cy, payload }: { cx?: number; cy?: number; payload?: { grade: number | null } }) {
  if (cx === undefined || cy === undefined || payload?.grade === null || payload?.grade === undefined) return null;
  return <circle cx={cx} cy={cy} r={3} fill={BRAND} />;
}

/** Average grade per evaluation mode on a 0-20 radar. */
export function ModesRadar({ statistics }: { statistics: StatisticsResponse }) {
  const items = radarItems(statistics);
  const { best, worst } = bestAndWorst(items);
  const summary = best
    ? `${plural(statistics.evaluation_mode.length, "mode travaillé", "modes travaillés")}. Meilleur : ${best.name} (${formatAverage(best.grade ?? 0)}/20)${worst ? ` ; le plus faible : ${worst.name} (${formatAverage(worst.grade ?? 0)}/20)` : ""}.`
    : "Aucun mode d'évaluation travaillé pour l'instant.";
  const data = items.map((item) => ({ ...item, value: item.grade ?? 0 }));
  return (
    <ChartFigure
      title="Moyenne par mode d'évaluation"
      summary={summary}
      height={HEIGHT}
      table={{
        columns: ["Mode d'évaluation", "Moyenne", "Simulations"],
        rows: items.map((item) => ({
          key: item.id,
          cells: [item.name, item.grade === null ? NO_VALUE : `${formatAverage(item.grade)}/20`, String(item.count)],
        })),
      }}
    >
      <ResponsiveContainer width="100%" height={HEIGHT} initialDimension={{ width: 420, height: HEIGHT }}>
        <RadarChart
          data={data}
          outerRadius="62%"
          margin={{ top: 8, right: 24, bottom: 8, left: 24 }}
          accessibilityLayer={false}
        >
          <PolarGrid stroke={GRID} />
          <PolarAngleAxis dataKey="shortName" tick={RadarTick} />
          <PolarRadiusAxis
            domain={GRADE_DOMAIN}
            tickCount={GRADE_TICKS.length}
            angle={90 - 180 / items.length}
            axisLine={false}
            tick={{ fontSize: 10, fill: "#64748b" }}
          />
          <Radar
            dataKey="value"
            name="Moyenne"
            stroke={BRAND}
            fill={BRAND_LIGHT}
            fillOpacity={0.35}
            dot={PlayedModeDot}
            isAnimationActive={false}
          />
        </RadarChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}
