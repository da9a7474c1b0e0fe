import { useId } from "react";

const WIDTH = 320;
const HEIGHT = 64;
const BASE = 40;
/** The strip shows this many seconds. */
const SECONDS = 6;

/** A small deterministic jitter (no Math.random: the same rhythm always draws the same strip). */
const jitter = (i: number) => {
  const x = Math.sin(i * 12.9898) * 43758.5453;
  return x - Math.floor(x);
};

/** One P-QRS-T complex starting at x, `width` pixels long. */
function beat(x: number, width: number, wide = false, p = true): Array<[number, number]> {
  const at = (share: number) => x + share * width;
  const points: Array<[number, number]> = [[x, BASE]];
  if (p) points.push([at(0.1), BASE - 4], [at(0.16), BASE]);
  const qrs = wide ? 0.12 : 0.06;
  points.push([at(0.24), BASE], [at(0.26), BASE + 4], [at(0.26 + qrs / 2), BASE - 30], [at(0.26 + qrs), BASE + 8]);
  points.push([at(0.3 + qrs), BASE], [at(0.42), BASE], [at(0.5), BASE - 7], [at(0.58), BASE], [x + width, BASE]);
  return points;
}

/** The strip's points for a rhythm at a rate: sinus beats, irregular ones, fibrillation, or a flat line. */
export function rhythmPoints(rhythm: string, rate: number | null): Array<[number, number]> {
  const pxPerSecond = WIDTH / SECONDS;
  if (rhythm === "asystole") {
    return Array.from({ length: 17 }, (_, i) => [i * (WIDTH / 16), BASE + (jitter(i) - 0.5) * 1.5]);
  }
  if (rhythm === "vf" || rhythm === "vf_fine") {
    const amplitude = rhythm === "vf" ? 14 : 5;
    return Array.from({ length: 161 }, (_, i) => {
      const t = i / 8;
      const y = Math.sin(t * 2.1) * 0.6 + Math.sin(t * 3.7 + 1) * 0.4 + (jitter(i) - 0.5) * 0.5;
      return [i * (WIDTH / 160), BASE - 10 + y * amplitude];
    });
  }
  if (rhythm === "vt") {
    return Array.from({ length: 161 }, (_, i) => [
      i * (WIDTH / 160),
      BASE - 12 + Math.sin((i / 160) * Math.PI * 36) * 18,
    ]);
  }
  const bpm = rate && rate > 0 ? rate : 70;
  const points: Array<[number, number]> = [];
  let x = 0;
  let i = 0;
  while (x < WIDTH) {
    const irregular = rhythm === "atrial_fibrillation" ? 0.6 + jitter(i) * 0.8 : 1;
    const width = (60 / bpm) * pxPerSecond * irregular;
    points.push(...beat(x, width, false, rhythm !== "atrial_fibrillation"));
    x += width;
    i++;
  }
  return points.filter(([px]) => px <= WIDTH);
}

/** The monitor's ECG strip, drawn as an SVG polyline, with what it shows in words. */
export function RhythmStrip({ rhythm, label, rate }: { rhythm: string; label: string; rate: number | null }) {
  const titleId = useId();
  const points = rhythmPoints(rhythm, rate)
    .map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`)
    .join(" ");
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-labelledby={titleId}
      className="h-16 w-full rounded-lg bg-slate-950"
      preserveAspectRatio="none"
    >
      <title id={titleId}>{`Tracé ECG : ${label}`}</title>
      <polyline
        points={points}
        fill="none"
        stroke="#4ade80"
        strokeWidth="1.6"
        strokeLinejoin="round"
        vectorEffect="non-scaling-stroke"
      />
    </svg>
  );
}
