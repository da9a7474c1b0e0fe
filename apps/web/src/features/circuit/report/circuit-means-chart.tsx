import type { CircuitReport } from "@ecos/contracts";
import { Bar, BarChart, CartesianGrid, Cell, ReferenceLine, ResponsiveContainer, XAxis, YAxis } from "recharts";

const HEIGHT = 220;
const BRAND = "#0f766e";
const BRAND_PALE = "#99d5cf";
const GRID = "#e2e8f0";
const AXIS_TEXT = { fill: "#334155", fontSize: 12 } as const;

/**
 * The means of the student's finished circuits, oldest first, this one in the brand colour (loaded on
 * demand: the chart library stays out of the other screens). Its values are in the table beside it.
 */
export default function CircuitMeansChart({ report, circuitId }: { report: CircuitReport; circuitId: string }) {
  const points = report.history.map((point, index) => ({
    key: point.id,
    label: String(index + 1),
    mean: point.mean,
    current: point.id === circuitId,
  }));
  return (
    <ResponsiveContainer width="100%" height={HEIGHT} initialDimension={{ width: 520, height: HEIGHT }}>
      <BarChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: -24 }} accessibilityLayer={false}>
        <CartesianGrid stroke={GRID} vertical={false} />
        <XAxis dataKey="label" tick={AXIS_TEXT} tickLine={false} />
        <YAxis domain={[0, 20]} ticks={[0, 5, 10, 15, 20]} tick={AXIS_TEXT} tickLine={false} axisLine={false} />
        <ReferenceLine y={10} stroke="#b45309" strokeDasharray="4 4" />
        <Bar dataKey="mean" radius={[4, 4, 0, 0]} maxBarSize={48} isAnimationActive={false}>
          {points.map((point) => (
            <Cell key={point.key} fill={point.current ? BRAND : BRAND_PALE} />
          ))}
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}
