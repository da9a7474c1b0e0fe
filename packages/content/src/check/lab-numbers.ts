import type { ImageSpec } from "../cases/schema";
import { plain } from "./text";
import { type ContentFinding, error } from "./types";

type LabSpec = Extract<ImageSpec, { kind: "lab" | "blood_gas" }>;
type Row = LabSpec["rows"][number];

/** A French decimal ("7,14", "-22", "< 2") as a number; undefined when the value is not a plain number. */
export function frenchNumber(value: string): number | undefined {
  const cleaned = value.replace(/\s/g, "").replace(",", ".").replace("−", "-");
  return /^[+-]?\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : undefined;
}

/** The reference interval of a row: "135 – 145", "< 2", "> 60"; undefined when it is not numeric. */
export function referenceInterval(reference: string): { low?: number; high?: number } | undefined {
  const text = reference.replace(/\s/g, "").replace(/,/g, ".").replace(/−/g, "-");
  const below = /^<=?(-?\d+(?:\.\d+)?)$/.exec(text);
  if (below) return { high: Number(below[1]) };
  const above = /^>=?(-?\d+(?:\.\d+)?)$/.exec(text);
  if (above) return { low: Number(above[1]) };
  const range = /^([+-]?\d+(?:\.\d+)?)[–-]([+-]?\d+(?:\.\d+)?)$/.exec(text);
  if (range) return { low: Number(range[1]), high: Number(range[2]) };
  return undefined;
}

/** The first row whose normalised name matches, with its numeric value. */
function rowValue(rows: readonly Row[], pattern: RegExp): number | undefined {
  for (const row of rows) {
    if (pattern.test(plain(row.name))) {
      const value = frenchNumber(row.value);
      if (value !== undefined) return value;
    }
  }
  return undefined;
}

/** The H/L/N flag of each numeric row agrees with its reference interval. */
function flagFindings(subject: string, spec: LabSpec): ContentFinding[] {
  const findings: ContentFinding[] = [];
  for (const row of spec.rows) {
    const value = frenchNumber(row.value);
    const interval = referenceInterval(row.reference);
    if (value === undefined || interval === undefined) continue;
    const expected =
      interval.low !== undefined && value < interval.low
        ? "L"
        : interval.high !== undefined && value > interval.high
          ? "H"
          : "N";
    if (expected !== row.flag) {
      findings.push(
        error(
          subject,
          "lab-flag",
          `« ${spec.title} » : ${row.name} ${row.value} (référence ${row.reference}) est marqué ${row.flag}, attendu ${expected}`,
        ),
      );
    }
  }
  return findings;
}

/** Henderson–Hasselbalch: pH = 6.1 + log10(HCO3 / (0.03 × PaCO2)), within 0.05. */
function bloodGasFindings(subject: string, spec: LabSpec): ContentFinding[] {
  const ph = rowValue(spec.rows, /^ph\b/);
  const paco2 = rowValue(spec.rows, /^paco2|^pco2/);
  const hco3 = rowValue(spec.rows, /^hco3|bicarbonates/);
  if (ph === undefined || paco2 === undefined || hco3 === undefined || paco2 <= 0) return [];
  const computed = 6.1 + Math.log10(hco3 / (0.03 * paco2));
  if (Math.abs(computed - ph) <= 0.05) return [];
  return [
    error(
      subject,
      "blood-gas",
      `« ${spec.title} » : pH ${ph} incohérent avec HCO3- ${hco3} et PaCO2 ${paco2} (Henderson-Hasselbalch : ${computed.toFixed(2)})`,
    ),
  ];
}

/** A stated anion gap is Na − (Cl + HCO3), within 2 mmol/L (with or without potassium). */
function anionGapFindings(subject: string, spec: LabSpec): ContentFinding[] {
  const stated = rowValue(spec.rows, /trou anionique|anion/);
  const na = rowValue(spec.rows, /^sodium|^na\b|natremie/);
  const cl = rowValue(spec.rows, /^chlore|^cl\b|chloremie/);
  const hco3 = rowValue(spec.rows, /^hco3|bicarbonates/);
  if (stated === undefined || na === undefined || cl === undefined || hco3 === undefined) return [];
  const k = rowValue(spec.rows, /^potassium|^k\b|kaliemie/) ?? 0;
  const without = na - (cl + hco3);
  if (Math.abs(without - stated) <= 2 || Math.abs(without + k - stated) <= 2) return [];
  return [
    error(
      subject,
      "anion-gap",
      `« ${spec.title} » : trou anionique ${stated} alors que Na − (Cl + HCO3) = ${without.toFixed(1)} mmol/L`,
    ),
  ];
}

/** A stated corrected calcium is Ca + 0.025 × (40 − albumin g/L), within 0.05 mmol/L. */
function correctedCalciumFindings(subject: string, spec: LabSpec): ContentFinding[] {
  const stated = rowValue(spec.rows, /calc\w* corrigee/);
  const calcium = spec.rows.find((row) => /^calc/.test(plain(row.name)) && !/corrigee|ionise/.test(plain(row.name)));
  const albumin = rowValue(spec.rows, /^albumin/);
  const measured = calcium ? frenchNumber(calcium.value) : undefined;
  if (stated === undefined || measured === undefined || albumin === undefined) return [];
  const computed = measured + 0.025 * (40 - albumin);
  if (Math.abs(computed - stated) <= 0.05) return [];
  return [
    error(
      subject,
      "corrected-calcium",
      `« ${spec.title} » : calcémie corrigée ${stated} alors que Ca + 0,025 × (40 − albumine) = ${computed.toFixed(2)} mmol/L`,
    ),
  ];
}

/** Numbers in a lab sheet or blood gas that do not check out. */
export function labNumberFindings(subject: string, spec: ImageSpec): ContentFinding[] {
  if (spec.kind !== "lab" && spec.kind !== "blood_gas") return [];
  return [
    ...flagFindings(subject, spec),
    ...bloodGasFindings(subject, spec),
    ...anionGapFindings(subject, spec),
    ...correctedCalciumFindings(subject, spec),
  ];
}
