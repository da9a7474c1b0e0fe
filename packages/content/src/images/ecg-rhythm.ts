import type { ImageSpec } from "../cases/schema";
import { hashString, seededRandom } from "./svg";

/** An ECG spec as parsed by the case schema. */
export type EcgSpec = Extract<ImageSpec, { kind: "ecg" }>;
/** What the ECG functions accept: the rhythm and rate, modifiers optional (schema defaults apply). */
export interface EcgSpecInput {
  kind?: "ecg";
  rhythm: EcgSpec["rhythm"];
  rate: number;
  /** Lead names ("D1"…"D3", "aVR", "aVL", "aVF", "V1"…"V6"). */
  stElevation?: readonly string[];
  stDepression?: readonly string[];
  tWaveInversion?: readonly string[];
  qrsWide?: boolean;
  peakedT?: boolean;
}

/** Range of the atrial rate of the dissociated P waves in complete heart block (per minute). */
export const AV_BLOCK_ATRIAL_RATES = [70, 85] as const;
/** Beats are scheduled from this many seconds before 0 so that every trace starts mid-rhythm. */
const LEAD_IN = 2;
/** Spread of AF RR intervals: uniform in mean × [1 − AF_SPREAD, 1 + AF_SPREAD]. */
const AF_SPREAD = 0.38;
const AF_BLOCK = 6;

export type AtrialActivity = "sinus" | "fibrillation" | "flutter" | "dissociated";

/** When things happen: ventricular depolarisations (R peaks) and P waves, in seconds. */
export interface EcgSchedule {
  /** R-peak times from before 0 to after `seconds`, ascending. */
  beats: number[];
  /** Centre times of the P waves (empty in fibrillation and flutter). */
  pWaves: number[];
  /** Wide QRS (bundle-branch-like morphology, or ventricular escape). */
  wide: boolean;
  atrial: AtrialActivity;
  /** Flutter wave rate (per minute) when atrial === "flutter". */
  flutterRate: number;
  /** Time of one flutter-wave nadir, the phase reference of the sawtooth. */
  flutterPhase: number;
  /** PR interval (P-wave centre to R peak) for conducted rhythms. */
  pToR: number;
  seed: number;
}

/** Seed derived from every field of the spec, so the same spec always draws the same trace. */
export function ecgSeed(spec: EcgSpecInput): number {
  const key = [
    spec.rhythm,
    spec.rate,
    [...(spec.stElevation ?? [])].join(","),
    [...(spec.stDepression ?? [])].join(","),
    [...(spec.tWaveInversion ?? [])].join(","),
    spec.qrsWide ? 1 : 0,
    spec.peakedT ? 1 : 0,
  ].join("|");
  return hashString(key);
}

function regular(start: number, interval: number, until: number): number[] {
  const times: number[] = [];
  const first = start - Math.ceil((start + LEAD_IN) / interval) * interval;
  for (let t = first; t < until; t += interval) times.push(t);
  return times;
}

/** Irregularly irregular RR: random intervals, rescaled by blocks so the mean rate is exact. */
function fibrillationBeats(meanRr: number, until: number, random: () => number): number[] {
  const minRr = Math.min(0.3, 0.75 * meanRr);
  const beats: number[] = [];
  let t = -LEAD_IN + random() * meanRr;
  while (t < until) {
    const block = Array.from({ length: AF_BLOCK }, () => meanRr * (1 - AF_SPREAD + 2 * AF_SPREAD * random()));
    const scale = (meanRr * AF_BLOCK) / block.reduce((sum, rr) => sum + rr, 0);
    for (const rr of block) {
      beats.push(t);
      t += Math.max(minRr, rr * scale);
    }
  }
  return beats;
}

/** Conduction ratio n (n F waves per QRS) putting the flutter rate closest to 300/min. */
export function flutterConduction(rate: number): number {
  let best = 1;
  for (let n = 2; n <= 8; n++) if (Math.abs(rate * n - 300) < Math.abs(rate * best - 300)) best = n;
  return best;
}

/**
 * Atrial rate (70–85/min, ~75) of complete heart block, chosen so that the P waves drift visibly
 * through the escape rhythm (RR/PP as far as possible from an integer) instead of hiding in the same place.
 */
export function avBlockAtrialRate(rate: number): number {
  let best = 75;
  let bestScore = Number.POSITIVE_INFINITY;
  for (let atrial = AV_BLOCK_ATRIAL_RATES[0]; atrial <= AV_BLOCK_ATRIAL_RATES[1]; atrial++) {
    const ratio = atrial / rate;
    const score = Math.abs(ratio - Math.floor(ratio) - 0.5) + Math.abs(atrial - 75) / 1000;
    if (score < bestScore) {
      best = atrial;
      bestScore = score;
    }
  }
  return best;
}

/** The timing of every wave of the tracing for `seconds` seconds (plus margins). */
export function ecgSchedule(spec: EcgSpecInput, seconds: number): EcgSchedule {
  const seed = ecgSeed(spec);
  const random = seededRandom(seed);
  const rr = 60 / spec.rate;
  const until = seconds + 1.5;
  const base = { wide: spec.qrsWide ?? false, flutterRate: 0, flutterPhase: 0, seed };
  const pToR = spec.rate > 100 ? 0.14 : 0.155;
  switch (spec.rhythm) {
    case "atrial_fibrillation":
      return { ...base, beats: fibrillationBeats(rr, until, random), pWaves: [], atrial: "fibrillation", pToR };
    case "atrial_flutter": {
      const n = flutterConduction(spec.rate);
      const flutterRate = spec.rate * n;
      const flutterPhase = 0.05 + random() * (60 / flutterRate);
      const beats = regular(flutterPhase + 0.24, rr, until);
      return { ...base, beats, pWaves: [], atrial: "flutter", flutterRate, flutterPhase, pToR };
    }
    case "av_block_3": {
      const pWaves = regular(0.12 + random() * 0.2, 60 / avBlockAtrialRate(spec.rate), until);
      const beats = regular(0.55 + random() * 0.2, rr, until);
      return { ...base, wide: true, beats, pWaves, atrial: "dissociated", pToR };
    }
    default: {
      const beats = regular(0.3 + random() * 0.15, rr, until);
      return { ...base, beats, pWaves: beats.map((t) => t - pToR), atrial: "sinus", pToR };
    }
  }
}

/** Ventricular beat (R-peak) times within [0, seconds). */
export function ecgBeatTimes(spec: EcgSpecInput, seconds: number): number[] {
  return ecgSchedule(spec, seconds).beats.filter((t) => t >= 0 && t < seconds);
}

/** P-wave centre times within [0, seconds) (none in atrial fibrillation or flutter). */
export function ecgPWaveTimes(spec: EcgSpecInput, seconds: number): number[] {
  return ecgSchedule(spec, seconds).pWaves.filter((t) => t >= 0 && t < seconds);
}
