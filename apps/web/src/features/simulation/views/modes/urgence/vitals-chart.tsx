import type { UrgenceMinute } from "@ecos/contracts";
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, XAxis, YAxis } from "recharts";

/** Heart rate, systolic pressure and SpO2 minute by minute (the table below says the same in words). */
export function VitalsChart({ minutes }: { minutes: UrgenceMinute[] }) {
  const data = minutes.map((m) => ({
    minute: `${m.minute} min`,
    fc: m.vitals.hr,
    pas: m.vitals.sbp,
    spo2: m.vitals.spo2,
  }));
  return (
    <div aria-hidden="true" className="h-56 w-full">
      <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 280, height: 224 }}>
        <LineChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -20 }} accessibilityLayer={false}>
          <CartesianGrid stroke="#e2e8f0" vertical={false} />
          <XAxis dataKey="minute" tick={{ fill: "#475569", fontSize: 12 }} tickLine={false} />
          <YAxis domain={[0, 200]} tick={{ fill: "#475569", fontSize: 12 }} tickLine={false} axisLine={false} />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          <Line
            type="monotone"
            dataKey="fc"
            name="FC (/min)"
            stroke="#b91c1c"
            strokeWidth={2}
            connectNulls={false}
            isAnimationActive={false}
          />
          <Line
            type="monotone"
            dataKey="pas"
            name="PAS (mmHg)"
            stroke="#1d4ed8"
            strokeWidth={2}
            connectNulls={false}
            isAnimationActive={false}
          />
          <Line
            type="monotone"
            dataKey="spo2"
            name="SpO2 (%)"
            stroke="#047857"
            strokeWidth={2}
            connectNulls={false}
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
