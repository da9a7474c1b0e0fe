import {
  Bar,
  BarChart,
  CartesianGrid,
  ResponsiveContainer,
  Tooltip,
  type TooltipContentProps,
  XAxis,
  YAxis,
} from "recharts";
import { formatAverage, plural } from "../lib/format";
import type { ChartItem } from "../lib/statistics-view";
import { ChartFigure } from "./chart-figure";
import { AXIS_TEXT, BRAND, GRADE_DOMAIN, GRADE_TICKS, GRID, NO_VALUE } from "./chart-theme";
import { TooltipCard } from "./chart-tooltip";

const ROW_HEIGHT = 30;

function CategoryTooltip({ active, payload }: TooltipContentProps) {
  const item = payload?.[0]?.payload as ChartItem | undefined;
  if (!active || !item) return null;
  return (
    <TooltipCard
      title={item.name}
      lines={[
        item.grade === null
          ? NO_VALUE
          : `Moyenne : ${formatAverage(item.grade)}/20 · ${plural(item.count, "simulation")}`,
      ]}
    />
  );
}

/** One half of the categories as horizontal bars (names stay readable on a phone), scale 0-20. */
export function CategoriesBars({ title, items }: { title: string; items: ChartItem[] }) {
  const height = items.length * ROW_HEIGHT + 40;
  const graded = items.filter((item) => item.grade !== null);
  const summary =
    graded.length === 0
      ? "Aucune de ces catégories n'a encore été travaillée."
      : `${plural(graded.length, "catégorie travaillée", "catégories travaillées")} sur ${items.length} : ${graded
          .map((item) => `${item.name} ${formatAverage(item.grade ?? 0)}/20`)
          .join(", ")}.`;
  return (
    <ChartFigure
      title={title}
      summary={summary}
      height={height}
      table={{
        columns: ["Catégorie", "Moyenne", "Simulations"],
        rows: items.map((item) => ({
          key: item.id,
          cells: [item.name, item.grade === null ? NO_VALUE : `${formatAverage(item.grade)}/20`, String(item.count)],
        })),
      }}
    >
      <ResponsiveContainer width="100%" height={height} initialDimension={{ width: 420, height }}>
        <BarChart
          data={items}
          layout="vertical"
          margin={{ top: 4, right: 12, bottom: 4, left: 0 }}
          barCategoryGap={6}
          accessibilityLayer={false}
        >
          <CartesianGrid stroke={GRID} horizontal={false} />
          <XAxis type="number" domain={GRADE_DOMAIN} ticks={GRADE_TICKS} tick={AXIS_TEXT} tickLine={false} />
          <YAxis
            type="category"
            dataKey="shortName"
            width={108}
            tick={{ ...AXIS_TEXT, fontSize: 11 }}
            tickLine={false}
            interval={0}
          />
          <Tooltip content={CategoryTooltip} cursor={{ fill: "#f1f5f9" }} />
          <Bar dataKey="grade" name="Moyenne" fill={BRAND} radius={[0, 4, 4, 0]} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}
