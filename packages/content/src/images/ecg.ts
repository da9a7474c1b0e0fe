import type { EcgLead } from "./ecg-leads";
import type { EcgSpecInput } from "./ecg-rhythm";
import { ecgSamples } from "./ecg-waveform";
import { FONT_FAMILY } from "./fonts";
import { escapeXml, num, svgOpen } from "./svg";

export { ECG_LEADS, type EcgLead, normalizeLeadName } from "./ecg-leads";
export {
  AV_BLOCK_ATRIAL_RATES,
  avBlockAtrialRate,
  type EcgSchedule,
  type EcgSpec,
  type EcgSpecInput,
  ecgBeatTimes,
  ecgPWaveTimes,
  ecgSchedule,
  ecgSeed,
  flutterConduction,
} from "./ecg-rhythm";
export { beatTiming, ecgSamples, leadSamples, qrsHalfWidth } from "./ecg-waveform";

/**
 * Standard 12-lead layout, in millimetres of ECG paper (25 mm/s, 10 mm/mV):
 * a 3 × 4 grid of 2.5 s segments recorded simultaneously, then a 10 s rhythm strip of D2.
 */
export const ECG_PAPER_SPEED = 25;
export const ECG_GAIN = 10;
export const ECG_SECONDS = 10;
export const ECG_LAYOUT: ReadonlyArray<readonly EcgLead[]> = [
  ["D1", "aVR", "V1", "V4"],
  ["D2", "aVL", "V2", "V5"],
  ["D3", "aVF", "V3", "V6"],
];
export const ECG_RHYTHM_LEAD: EcgLead = "D2";

const MARGIN = 5;
const HEADER = 9;
const GRID_W = 265;
const GRID_H = 170;
const TRACE_X = 10;
const BASELINES = [25, 67, 109, 148];
const SEGMENT_SECONDS = ECG_SECONDS / 4;
const SAMPLE_RATE = 500;
/** Pixels per millimetre of the SVG's nominal size. */
const PX_PER_MM = 5;

const COLOURS = {
  paper: "#fff8f6",
  minor: "#f7c6c6",
  major: "#e48f8f",
  trace: "#111111",
  text: "#222222",
};

/** Ramer–Douglas–Peucker simplification of a polyline (iterative), tolerance in the points' unit. */
function simplify(points: Array<[number, number]>, tolerance: number): Array<[number, number]> {
  if (points.length < 3) return points;
  const keep = new Uint8Array(points.length);
  keep[0] = 1;
  keep[points.length - 1] = 1;
  const stack: Array<[number, number]> = [[0, points.length - 1]];
  while (stack.length > 0) {
    const range = stack.pop();
    if (!range) break;
    const [first, last] = range;
    const a = points[first];
    const b = points[last];
    if (!a || !b) continue;
    const dx = b[0] - a[0];
    const dy = b[1] - a[1];
    const length = Math.hypot(dx, dy) || 1;
    let worst = -1;
    let worstDistance = 0;
    for (let i = first + 1; i < last; i++) {
      const p = points[i];
      if (!p) continue;
      const distance = Math.abs(dy * (p[0] - a[0]) - dx * (p[1] - a[1])) / length;
      if (distance > worstDistance) {
        worstDistance = distance;
        worst = i;
      }
    }
    if (worst > 0 && worstDistance > tolerance) {
      keep[worst] = 1;
      stack.push([first, worst], [worst, last]);
    }
  }
  return points.filter((_, i) => keep[i] === 1);
}

/** SVG path of `samples[from, to)` drawn from x0 (mm) on a baseline at y (mm). */
function tracePath(samples: Float64Array, from: number, to: number, x0: number, baseline: number): string {
  const points: Array<[number, number]> = [];
  for (let i = from; i < Math.min(to, samples.length); i++) {
    const x = x0 + ((i - from) / SAMPLE_RATE) * ECG_PAPER_SPEED;
    points.push([x, baseline - (samples[i] ?? 0) * ECG_GAIN]);
  }
  return simplify(points, 0.03)
    .map(([x, y], i) => `${i === 0 ? "M" : "L"}${num(x)} ${num(y)}`)
    .join("");
}

function gridLines(step: number, skip: number | null): string {
  let d = "";
  for (let x = 0; x <= GRID_W + 1e-9; x += step) {
    if (skip !== null && Math.round(x) % skip === 0) continue;
    d += `M${num(x)} 0V${GRID_H}`;
  }
  for (let y = 0; y <= GRID_H + 1e-9; y += step) {
    if (skip !== null && Math.round(y) % skip === 0) continue;
    d += `M0 ${num(y)}H${GRID_W}`;
  }
  return d;
}

/** 1 mV × 200 ms calibration pulse at the start of a row. */
function calibration(baseline: number): string {
  const top = baseline - ECG_GAIN;
  return `M1.5 ${baseline}H3.5V${top}H8.5V${baseline}H${TRACE_X}`;
}

function label(text: string, x: number, y: number): string {
  return `<text x="${num(x)}" y="${num(y)}" class="lead">${escapeXml(text)}</text>`;
}

/** The 12-lead ECG of a spec as a standalone SVG document (deterministic). */
export function renderEcgSvg(spec: EcgSpecInput): string {
  const samples = ecgSamples(spec, ECG_SECONDS, SAMPLE_RATE);
  const segmentSamples = SEGMENT_SECONDS * SAMPLE_RATE;
  const segmentWidth = SEGMENT_SECONDS * ECG_PAPER_SPEED;
  const traces: string[] = [];
  const labels: string[] = [];
  const ticks: string[] = [];

  ECG_LAYOUT.forEach((row, r) => {
    const baseline = BASELINES[r] ?? 0;
    traces.push(calibration(baseline));
    row.forEach((lead, c) => {
      const x0 = TRACE_X + c * segmentWidth;
      traces.push(tracePath(samples[lead], c * segmentSamples, (c + 1) * segmentSamples, x0, baseline));
      labels.push(label(lead, x0 + 1.5, baseline - 12.5));
      if (c > 0) ticks.push(`M${num(x0)} ${baseline - 4}V${baseline + 4}`);
    });
  });
  const stripBaseline = BASELINES[3] ?? 0;
  traces.push(calibration(stripBaseline));
  traces.push(tracePath(samples[ECG_RHYTHM_LEAD], 0, ECG_SECONDS * SAMPLE_RATE, TRACE_X, stripBaseline));
  labels.push(label(ECG_RHYTHM_LEAD, TRACE_X + 1.5, stripBaseline - 12.5));

  const width = GRID_W + 2 * MARGIN;
  const height = HEADER + GRID_H + 2 * MARGIN;
  const headerY = MARGIN + 5;
  return [
    svgOpen(width * PX_PER_MM, height * PX_PER_MM, `0 0 ${width} ${height}`),
    `<style>.lead{font-family:'${FONT_FAMILY}';font-size:3.6px;font-weight:bold;fill:${COLOURS.text};paint-order:stroke;stroke:${COLOURS.paper};stroke-width:0.9px;stroke-linejoin:round}</style>`,
    `<rect width="${width}" height="${height}" fill="#ffffff"/>`,
    `<text x="${MARGIN}" y="${headerY}" font-family="${FONT_FAMILY}" font-size="4" font-weight="bold" fill="${COLOURS.text}">ECG 12 dérivations</text>`,
    `<text x="${MARGIN + GRID_W}" y="${headerY}" font-family="${FONT_FAMILY}" font-size="3.6" text-anchor="end" fill="${COLOURS.text}">25 mm/s — 10 mm/mV</text>`,
    `<g transform="translate(${MARGIN} ${MARGIN + HEADER})">`,
    `<rect width="${GRID_W}" height="${GRID_H}" fill="${COLOURS.paper}"/>`,
    `<path d="${gridLines(1, 5)}" stroke="${COLOURS.minor}" stroke-width="0.1" fill="none"/>`,
    `<path d="${gridLines(5, null)}" stroke="${COLOURS.major}" stroke-width="0.22" fill="none"/>`,
    `<path d="${ticks.join("")}" stroke="${COLOURS.trace}" stroke-width="0.35" fill="none"/>`,
    `<g class="traces" fill="none" stroke="${COLOURS.trace}" stroke-width="0.32" stroke-linejoin="round" stroke-linecap="round">`,
    ...traces.map((d) => `<path d="${d}"/>`),
    "</g>",
    `<g class="labels">${labels.join("")}</g>`,
    "</g>",
    "</svg>",
  ].join("\n");
}
