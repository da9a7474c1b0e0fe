import { ECG_LEADS, type EcgLead, normalizeLeadName } from "./ecg-leads";
import { type EcgSchedule, type EcgSpecInput, ecgSchedule } from "./ecg-rhythm";
import { seededRandom } from "./svg";

/**
 * Waveform synthesis. Depolarisation and repolarisation are modelled as a few Gaussian
 * "lobes" of a cardiac dipole (x: patient's left, y: inferior, z: anterior); each lead
 * sees the projection of that dipole on its axis. Einthoven's law (D2 = D1 + D3),
 * a negative aVR, an rS in V1 and the R progression V1 → V6 follow from the geometry.
 * Lead-specific modifiers (ST shifts, T inversion) and atrial activity are added per lead.
 */

type Vec = readonly [number, number, number];

interface Lobe {
  /** Offset from the reference time (R peak, or P-wave centre), seconds. */
  at: number;
  sigma: number;
  /** Amplitude in mV of the projection on a unit lead axis. */
  mv: number;
  dir: Vec;
}

function unit([x, y, z]: Vec): Vec {
  const length = Math.hypot(x, y, z);
  return [x / length, y / length, z / length];
}

function precordial(angleDeg: number, inferior: number): Vec {
  const angle = (angleDeg * Math.PI) / 180;
  return unit([Math.cos(angle), inferior, Math.sin(angle)]);
}

const AUGMENTED = Math.sqrt(3) / 2;
const deg = (a: number): Vec => [Math.cos((a * Math.PI) / 180), Math.sin((a * Math.PI) / 180), 0];
const scale = (v: Vec, k: number): Vec => [v[0] * k, v[1] * k, v[2] * k];

/** Lead axis (unit direction × gain): hexaxial frontal plane for limb leads, horizontal plane for V1–V6. */
const LEAD_AXES: Record<EcgLead, Vec> = {
  D1: deg(0),
  D2: deg(60),
  D3: deg(120),
  aVR: scale(deg(-150), AUGMENTED),
  aVL: scale(deg(-30), AUGMENTED),
  aVF: scale(deg(90), AUGMENTED),
  V1: scale(precordial(118, 0), 1.15),
  V2: scale(precordial(95, 0), 1.95),
  V3: scale(precordial(70, 0.1), 1.8),
  V4: scale(precordial(50, 0.2), 1.7),
  V5: scale(precordial(28, 0.2), 1.45),
  V6: scale(precordial(5, 0.2), 1.0),
};

const NARROW_QRS: Lobe[] = [
  { at: -0.028, sigma: 0.007, mv: 0.25, dir: unit([-0.45, 0.25, 0.85]) },
  { at: -0.012, sigma: 0.008, mv: 0.6, dir: unit([0.5, 0.45, 0.75]) },
  { at: 0.004, sigma: 0.0095, mv: 1.2, dir: unit([0.8, 0.5, -0.38]) },
  { at: 0.026, sigma: 0.009, mv: 0.4, dir: unit([-0.3, -0.45, -0.85]) },
];
/** Bundle-branch-like / ventricular activation: slow, leftward and posterior, no septal q. */
const WIDE_QRS: Lobe[] = [
  { at: -0.042, sigma: 0.018, mv: 0.55, dir: unit([0.55, 0.35, -0.55]) },
  { at: 0, sigma: 0.022, mv: 1.05, dir: unit([0.85, 0.3, -0.45]) },
  { at: 0.045, sigma: 0.019, mv: 0.85, dir: unit([0.75, 0.1, -0.65]) },
];
const P_LOBES: Lobe[] = [
  { at: -0.018, sigma: 0.019, mv: 0.13, dir: unit([0.2, 0.85, 0.5]) },
  { at: 0.022, sigma: 0.019, mv: 0.11, dir: unit([0.75, 0.5, -0.45]) },
];
const NORMAL_T: Lobe = { at: 0, sigma: 0, mv: 0.36, dir: unit([0.62, 0.5, 0.34]) };

const dot = (a: Vec, b: Vec): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];

/** Half the QRS duration: the J point is this long after the R peak. */
export function qrsHalfWidth(wide: boolean): number {
  return wide ? 0.075 : 0.045;
}

/** Timing of the repolarisation of one beat, from the preceding RR interval (Bazett-like QT). */
export function beatTiming(rPeak: number, previousRr: number, wide: boolean, peakedT: boolean) {
  const rr = Math.min(1.6, Math.max(0.28, previousRr));
  const half = qrsHalfWidth(wide);
  const qt = Math.min(0.5, Math.max(0.24, 0.4 * Math.sqrt(rr))) + (wide ? 0.05 : 0);
  const tEnd = rPeak - half + qt;
  const fall = Math.max(0.024, 0.042 * Math.sqrt(rr)) * (peakedT ? 0.75 : 1);
  const tPeak = tEnd - 2.3 * fall;
  const rise = peakedT ? fall : fall * 1.45;
  return { jPoint: rPeak + half, tPeak, tEnd, rise, fall };
}

const gauss = (t: number, sigma: number): number => Math.exp(-(t * t) / (2 * sigma * sigma));
const smoothstep = (a: number, b: number, t: number): number => {
  const x = Math.min(1, Math.max(0, (t - a) / (b - a)));
  return x * x * (3 - 2 * x);
};

/** Adds fn(t) to out for every sample whose time lies in [from, to]. */
function accumulate(out: Float64Array, rate: number, from: number, to: number, fn: (t: number) => number): void {
  const first = Math.max(0, Math.ceil(from * rate));
  const last = Math.min(out.length - 1, Math.floor(to * rate));
  for (let i = first; i <= last; i++) out[i] = (out[i] ?? 0) + fn(i / rate);
}

function leadSet(names: readonly string[] | undefined): Set<EcgLead> {
  const set = new Set<EcgLead>();
  for (const name of names ?? []) {
    const lead = normalizeLeadName(name);
    if (lead) set.add(lead);
  }
  return set;
}

/** Per-lead amplitude of the fibrillatory waves (mV): largest in V1 and the inferior leads. */
const FIB_GAIN: Record<EcgLead, number> = {
  D1: 0.35,
  D2: 0.8,
  D3: 0.8,
  aVR: 0.55,
  aVL: 0.35,
  aVF: 0.8,
  V1: 1.3,
  V2: 1,
  V3: 0.75,
  V4: 0.6,
  V5: 0.45,
  V6: 0.4,
};
/** Per-lead amplitude of the flutter sawtooth (mV); negative sign = inverted F waves. */
const FLUTTER_GAIN: Record<EcgLead, number> = {
  D1: 0.04,
  D2: 0.24,
  D3: 0.24,
  aVR: -0.13,
  aVL: -0.1,
  aVF: 0.24,
  V1: -0.16,
  V2: -0.07,
  V3: 0.04,
  V4: 0.05,
  V5: 0.05,
  V6: 0.05,
};

/** Fourier coefficients of the flutter sawtooth (slow descent, brisk return), mean removed. */
const FLUTTER_HARMONICS: ReadonlyArray<readonly [number, number]> = (() => {
  const points = 240;
  const wave = (phase: number): number =>
    phase < 0.22 ? -1 + (phase / 0.22) * 1.35 : 0.35 - ((phase - 0.22) / 0.78) * 1.35;
  const harmonics: Array<readonly [number, number]> = [];
  for (let k = 1; k <= 7; k++) {
    let a = 0;
    let b = 0;
    for (let i = 0; i < points; i++) {
      const phase = i / points;
      a += wave(phase) * Math.cos(2 * Math.PI * k * phase);
      b += wave(phase) * Math.sin(2 * Math.PI * k * phase);
    }
    harmonics.push([(2 * a) / points, (2 * b) / points]);
  }
  return harmonics;
})();

/** Baseline atrial activity of one lead over the whole array (fibrillation or flutter). */
function addAtrialBaseline(out: Float64Array, rate: number, lead: EcgLead, schedule: EcgSchedule): void {
  if (schedule.atrial === "fibrillation") {
    const random = seededRandom(schedule.seed ^ 0x5bd1e995);
    const waves = [0.055, 0.04, 0.028, 0.018].map((mv) => ({
      mv: mv * FIB_GAIN[lead],
      hz: 4.8 + random() * 3,
      phase: random() * 2 * Math.PI,
    }));
    const mod = random() * 2 * Math.PI;
    for (let i = 0; i < out.length; i++) {
      const t = i / rate;
      let value = 0;
      for (const w of waves) value += w.mv * Math.sin(2 * Math.PI * w.hz * t + w.phase);
      out[i] = (out[i] ?? 0) + value * (0.75 + 0.25 * Math.sin(2 * Math.PI * 0.27 * t + mod));
    }
  } else if (schedule.atrial === "flutter") {
    const hz = schedule.flutterRate / 60;
    const gain = FLUTTER_GAIN[lead];
    for (let i = 0; i < out.length; i++) {
      const phase = (i / rate - schedule.flutterPhase) * hz;
      let value = 0;
      FLUTTER_HARMONICS.forEach(([a, b], k) => {
        const angle = 2 * Math.PI * (k + 1) * phase;
        value += a * Math.cos(angle) + b * Math.sin(angle);
      });
      out[i] = (out[i] ?? 0) + gain * value;
    }
  }
}

/** Millivolt samples of every lead, computed from one schedule. */
export function ecgSamples(
  spec: EcgSpecInput,
  seconds: number,
  sampleRate = 500,
): Record<EcgLead, Float64Array> & { schedule: EcgSchedule } {
  const schedule = ecgSchedule(spec, seconds);
  const result = { schedule } as Record<EcgLead, Float64Array> & { schedule: EcgSchedule };
  for (const lead of ECG_LEADS) result[lead] = synthesise(spec, lead, schedule, seconds, sampleRate);
  return result;
}

/** Millivolt samples of one lead from t = 0 to `seconds` (exclusive) at `sampleRate` Hz. */
export function leadSamples(spec: EcgSpecInput, lead: string, seconds: number, sampleRate = 500): Float64Array {
  const name = normalizeLeadName(lead);
  if (!name) throw new Error(`Dérivation ECG inconnue « ${lead} »`);
  return synthesise(spec, name, ecgSchedule(spec, seconds), seconds, sampleRate);
}

function synthesise(
  spec: EcgSpecInput,
  lead: EcgLead,
  schedule: EcgSchedule,
  seconds: number,
  rate: number,
): Float64Array {
  const out = new Float64Array(Math.round(seconds * rate));
  const axis = LEAD_AXES[lead];
  const wide = schedule.wide;
  const qrs = (wide ? WIDE_QRS : NARROW_QRS).map((lobe) => ({ ...lobe, mv: lobe.mv * dot(lobe.dir, axis) }));
  const p = P_LOBES.map((lobe) => ({ ...lobe, mv: lobe.mv * dot(lobe.dir, axis) }));

  const elevated = leadSet(spec.stElevation).has(lead);
  const depressed = leadSet(spec.stDepression).has(lead);
  const inverted = leadSet(spec.tWaveInversion).has(lead);
  const mainLobe = qrs[wide ? 1 : 2] ?? { mv: 0 };
  // Wide QRS: secondary (discordant) repolarisation, unless the T waves are peaked (hyperkalaemia).
  let t = wide && !spec.peakedT ? -0.42 * mainLobe.mv : NORMAL_T.mv * dot(NORMAL_T.dir, axis);
  if (spec.peakedT) t *= t > 0 ? 2.6 : 1.5;
  if (elevated && !inverted) t = Math.max(t, 0.3) * 1.3;
  if (inverted) t = -Math.max(Math.abs(t), 0.3);

  for (const centre of schedule.pWaves) {
    for (const lobe of p) {
      const at = centre + lobe.at;
      accumulate(out, rate, at - 5 * lobe.sigma, at + 5 * lobe.sigma, (x) => lobe.mv * gauss(x - at, lobe.sigma));
    }
  }
  schedule.beats.forEach((rPeak, index) => {
    const previous = schedule.beats[index - 1];
    const rr = previous === undefined ? 60 / spec.rate : rPeak - previous;
    for (const lobe of qrs) {
      const at = rPeak + lobe.at;
      accumulate(out, rate, at - 5 * lobe.sigma, at + 5 * lobe.sigma, (x) => lobe.mv * gauss(x - at, lobe.sigma));
    }
    const timing = beatTiming(rPeak, rr, wide, spec.peakedT ?? false);
    const { tPeak, rise, fall, jPoint, tEnd } = timing;
    accumulate(out, rate, tPeak - 5 * rise, tPeak + 5 * fall, (x) => t * gauss(x - tPeak, x < tPeak ? rise : fall));
    if (elevated) {
      accumulate(out, rate, jPoint - 0.03, tEnd + 0.04, (x) => {
        return 0.3 * smoothstep(jPoint - 0.025, jPoint + 0.005, x) * (1 - smoothstep(tPeak, tEnd + 0.03, x));
      });
    }
    if (depressed) {
      accumulate(out, rate, jPoint - 0.03, tPeak + 0.02, (x) => {
        return -0.2 * smoothstep(jPoint - 0.025, jPoint + 0.005, x) * (1 - smoothstep(tPeak - 0.06, tPeak, x));
      });
    }
  });
  addAtrialBaseline(out, rate, lead, schedule);
  return out;
}
