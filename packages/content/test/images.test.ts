import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import * as main from "../src";
import { type CaseImage, CLINICAL_CASES, type ClinicalCase, crossCheck, type RevisionSheet, sheetById } from "../src";
import {
  avBlockAtrialRate,
  beatTiming,
  ECG_LEADS,
  type EcgSpecInput,
  ecgBeatTimes,
  ecgPWaveTimes,
  ecgSchedule,
  flutterConduction,
  LAB_FOOTER,
  LAB_NAME,
  layoutLabReport,
  leadSamples,
  normalizeLeadName,
  qrsHalfWidth,
  renderCaseImagePng,
  renderCaseImageSvg,
  renderEcgSvg,
  renderLabReportSvg,
  renderSchematicSvg,
  renderSheetSvg,
  SCHEMATIC_FEATURES,
  SHEET_WIDTH,
  sheetAlt,
  svgToPng,
  svgToRaster,
} from "../src/images";
import { escapeXml } from "../src/images/svg";

const RATE = 500;

function caseImage(stationId: string, imageId: string): CaseImage {
  const image = CLINICAL_CASES.find((c) => c.id === stationId)?.images.find((i) => i.id === imageId);
  if (!image) throw new Error(`missing image ${stationId}/${imageId}`);
  return image;
}

function requireSheet(id: number): RevisionSheet {
  const sheet = sheetById(id);
  if (!sheet) throw new Error(`missing sheet ${id}`);
  return sheet;
}

function intervals(times: number[]): number[] {
  return times.slice(1).map((t, i) => t - (times[i] ?? 0));
}

function mean(values: number[]): number {
  return values.reduce((a, b) => a + b, 0) / values.length;
}

function coefficientOfVariation(values: number[]): number {
  const m = mean(values);
  return Math.sqrt(mean(values.map((v) => (v - m) ** 2))) / m;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

const at = (samples: Float64Array, t: number): number => samples[Math.round(t * RATE)] ?? Number.NaN;

/** Median ST deviation (mV) of a lead: 40 ms after the J point, relative to the PR segment. */
function stLevel(spec: EcgSpecInput, lead: string): number {
  const samples = leadSamples(spec, lead, 10, RATE);
  const half = qrsHalfWidth(spec.qrsWide ?? false);
  const beats = ecgBeatTimes(spec, 10).filter((t) => t > 0.5 && t < 9.5);
  return median(beats.map((r) => at(samples, r + half + 0.04) - at(samples, r - 0.07)));
}

/** Ensemble average of D2 over the 250–80 ms before each R peak: the P wave when there is one. */
function averagedAtrialWindow(spec: EcgSpecInput): number {
  const samples = leadSamples(spec, "D2", 10, RATE);
  const beats = ecgBeatTimes(spec, 10).filter((t) => t > 0.5);
  let peak = 0;
  for (let offset = 0.08; offset <= 0.25; offset += 1 / RATE) {
    peak = Math.max(peak, Math.abs(mean(beats.map((r) => at(samples, r - offset)))));
  }
  return peak;
}

function pngSize(png: Buffer): { width: number; height: number } {
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe("ECG rhythm", () => {
  const rhythms: EcgSpecInput[] = [
    { rhythm: "sinus", rate: 72 },
    { rhythm: "sinus_tachycardia", rate: 125 },
    { rhythm: "sinus_bradycardia", rate: 45 },
    { rhythm: "atrial_fibrillation", rate: 130 },
    { rhythm: "atrial_fibrillation", rate: 80 },
    { rhythm: "atrial_flutter", rate: 150 },
    { rhythm: "atrial_flutter", rate: 75 },
    { rhythm: "av_block_3", rate: 35 },
  ];

  it.each(rhythms)("$rhythm at $rate/min: mean ventricular rate within 10 %", (spec) => {
    const rr = intervals(ecgBeatTimes(spec, 10));
    const rate = 60 / mean(rr);
    expect(Math.abs(rate - spec.rate) / spec.rate).toBeLessThan(0.1);
  });

  it("atrial fibrillation is irregularly irregular, sinus rhythms are regular", () => {
    expect(
      coefficientOfVariation(intervals(ecgBeatTimes({ rhythm: "atrial_fibrillation", rate: 130 }, 10))),
    ).toBeGreaterThan(0.1);
    expect(
      coefficientOfVariation(intervals(ecgBeatTimes({ rhythm: "atrial_fibrillation", rate: 70 }, 10))),
    ).toBeGreaterThan(0.1);
    for (const rhythm of ["sinus", "sinus_tachycardia", "sinus_bradycardia", "atrial_flutter"] as const) {
      expect(coefficientOfVariation(intervals(ecgBeatTimes({ rhythm, rate: 90 }, 10)))).toBeLessThan(0.02);
    }
  });

  it("atrial fibrillation and flutter have no P waves; sinus has one before every QRS", () => {
    expect(ecgPWaveTimes({ rhythm: "atrial_fibrillation", rate: 130 }, 10)).toEqual([]);
    expect(ecgPWaveTimes({ rhythm: "atrial_flutter", rate: 150 }, 10)).toEqual([]);
    const sinus = { rhythm: "sinus", rate: 75 } as const;
    expect(ecgPWaveTimes(sinus, 10).length).toBeGreaterThanOrEqual(ecgBeatTimes(sinus, 10).length - 1);
    expect(averagedAtrialWindow(sinus)).toBeGreaterThan(0.08);
    // Slow ventricular response so that the window holds no T wave: only atrial activity is left.
    expect(averagedAtrialWindow({ rhythm: "atrial_fibrillation", rate: 50 })).toBeLessThan(0.04);
  });

  it("atrial fibrillation has a fine fibrillatory baseline between complexes", () => {
    const spec = { rhythm: "atrial_fibrillation", rate: 90 } as const;
    const samples = leadSamples(spec, "V1", 10, RATE);
    const beats = ecgBeatTimes(spec, 10);
    const ranges = beats.slice(1).map((r, i) => {
      const previous = beats[i] ?? 0;
      const from = beatTiming(previous, r - previous, false, false).tEnd + 0.05;
      const window = Array.from(samples.subarray(Math.round(from * RATE), Math.round((r - 0.06) * RATE)));
      return window.length > 10 ? Math.max(...window) - Math.min(...window) : 0;
    });
    expect(Math.max(...ranges)).toBeGreaterThan(0.05);
    expect(Math.max(...ranges)).toBeLessThan(0.4);
  });

  it("atrial flutter: F waves near 300/min and a fixed conduction ratio", () => {
    expect(flutterConduction(150)).toBe(2);
    expect(flutterConduction(75)).toBe(4);
    for (const rate of [60, 75, 100, 130, 150]) {
      const flutterRate = ecgSchedule({ rhythm: "atrial_flutter", rate }, 10).flutterRate;
      expect(flutterRate).toBeGreaterThanOrEqual(240);
      expect(flutterRate).toBeLessThanOrEqual(360);
    }
  });

  it("complete heart block: regular P waves at ~75/min dissociated from a slow wide escape", () => {
    const spec = { rhythm: "av_block_3", rate: 35 } as const;
    const p = ecgPWaveTimes(spec, 10);
    const atrialRate = 60 / mean(intervals(p));
    expect(atrialRate).toBeGreaterThanOrEqual(70);
    expect(atrialRate).toBeLessThanOrEqual(85);
    expect(avBlockAtrialRate(35)).toBeCloseTo(atrialRate, 5);
    const pr = ecgBeatTimes(spec, 10)
      .map((r) => r - Math.max(...p.filter((t) => t < r)))
      .filter(Number.isFinite);
    expect(Math.max(...pr) - Math.min(...pr)).toBeGreaterThan(0.1);
    expect(ecgSchedule(spec, 10).wide).toBe(true);
  });
});

describe("ECG waveforms per lead", () => {
  const sinus = { rhythm: "sinus", rate: 75 } as const;
  const qrs = (lead: string) => {
    const samples = leadSamples(sinus, lead, 10, RATE);
    const beat = ecgBeatTimes(sinus, 10)[3] ?? 0;
    const window = Array.from(samples.subarray(Math.round((beat - 0.06) * RATE), Math.round((beat + 0.06) * RATE)));
    return { r: Math.max(...window), s: Math.min(...window) };
  };

  it("obeys Einthoven's law (D2 = D1 + D3) and aVR + aVL + aVF = 0", () => {
    const [d1, d2, d3, avr, avl, avf] = ["D1", "D2", "D3", "aVR", "aVL", "aVF"].map((l) => leadSamples(sinus, l, 4));
    for (let i = 0; i < 2000; i += 7) {
      expect((d1?.[i] ?? 0) + (d3?.[i] ?? 0)).toBeCloseTo(d2?.[i] ?? Number.NaN, 9);
      expect((avr?.[i] ?? 0) + (avl?.[i] ?? 0) + (avf?.[i] ?? 0)).toBeCloseTo(0, 9);
    }
  });

  it("has a negative QRS in aVR, an rS in V1 and an R progression from V1 to V5", () => {
    const avr = qrs("aVR");
    expect(-avr.s).toBeGreaterThan(2 * avr.r);
    const v1 = qrs("V1");
    expect(v1.r).toBeGreaterThan(0.1);
    expect(-v1.s).toBeGreaterThan(2 * v1.r);
    const r = ["V1", "V2", "V3", "V4", "V5"].map((lead) => qrs(lead).r);
    for (let i = 1; i < r.length; i++) expect(r[i]).toBeGreaterThan(r[i - 1] ?? 0);
    expect(-qrs("V6").s).toBeLessThan(-v1.s / 3);
  });

  it("raises the ST segment only in the leads listed in stElevation (and lowers it in stDepression)", () => {
    const spec = { rhythm: "sinus", rate: 75, stElevation: ["D2", "D3", "aVF"], stDepression: ["D1", "aVL"] } as const;
    for (const lead of ECG_LEADS) {
      const level = stLevel(spec, lead);
      if (["D2", "D3", "aVF"].includes(lead)) expect(level, lead).toBeGreaterThan(0.2);
      else if (["D1", "aVL"].includes(lead)) expect(level, lead).toBeLessThan(-0.1);
      else expect(Math.abs(level), lead).toBeLessThan(0.08);
    }
    for (const lead of ECG_LEADS) expect(Math.abs(stLevel(sinus, lead)), lead).toBeLessThan(0.08);
  });

  it("inverts the T wave in the listed leads and peaks it with peakedT", () => {
    const tPeak = (spec: EcgSpecInput, lead: string) => {
      const samples = leadSamples(spec, lead, 10, RATE);
      const beats = ecgBeatTimes(spec, 10).filter((t) => t > 0.5 && t < 9);
      return median(beats.map((r) => at(samples, beatTiming(r, 60 / spec.rate, false, spec.peakedT ?? false).tPeak)));
    };
    expect(tPeak(sinus, "V5")).toBeGreaterThan(0.2);
    expect(tPeak({ ...sinus, tWaveInversion: ["V5", "aVL"] }, "V5")).toBeLessThan(-0.2);
    expect(tPeak({ ...sinus, peakedT: true }, "V3")).toBeGreaterThan(2 * tPeak(sinus, "V3"));
  });

  it("accepts the usual spellings of lead names", () => {
    expect(normalizeLeadName("DII")).toBe("D2");
    expect(normalizeLeadName("III")).toBe("D3");
    expect(normalizeLeadName("avf")).toBe("aVF");
    expect(normalizeLeadName("V6")).toBe("V6");
    expect(normalizeLeadName("V7")).toBeUndefined();
    expect(() => leadSamples(sinus, "X1", 1)).toThrow(/inconnue/);
  });
});

describe("ECG drawing", () => {
  const af = caseImage("station-009", "ecg-urgences");

  it("draws the 12 leads, the D2 rhythm strip, the calibration and the paper speed, without interpretation", () => {
    const svg = renderCaseImageSvg(af);
    const labels = [...svg.matchAll(/<text[^>]*class="lead"[^>]*>([^<]+)<\/text>/g)].map((m) => m[1]);
    expect(labels.sort()).toEqual([...ECG_LEADS, "D2"].sort());
    expect(svg).toContain("25 mm/s — 10 mm/mV");
    const traces = svg.slice(svg.indexOf('class="traces"'), svg.indexOf("</g>", svg.indexOf('class="traces"')));
    expect(traces.match(/<path /g)?.length).toBe(4 + 12 + 1);
    expect(svg).toContain("M1.5 ");
    expect(svg.toLowerCase()).not.toMatch(/fibrillation|arythmie|acfa|\bfa\b|flutter|bpm/);
  });

  it("is deterministic and depends on the spec", () => {
    const spec = { rhythm: "atrial_fibrillation", rate: 130 } as const;
    expect(renderEcgSvg(spec)).toBe(renderEcgSvg(spec));
    expect(renderCaseImageSvg(af)).toBe(renderCaseImageSvg(structuredClone(af)));
    expect(renderEcgSvg({ rhythm: "atrial_fibrillation", rate: 120 })).not.toBe(renderEcgSvg(spec));
    expect(renderEcgSvg({ ...spec, stElevation: ["V2"] })).not.toBe(renderEcgSvg(spec));
  });
});

describe("laboratory reports", () => {
  const bloodGas = caseImage("station-007", "gaz-du-sang");

  it("lists every row of station 007's blood gas with its value, unit and reference, flags marked", () => {
    const svg = renderCaseImageSvg(bloodGas);
    if (bloodGas.spec.kind !== "blood_gas") throw new Error("expected a blood gas");
    expect(svg).toContain(escapeXml(bloodGas.spec.title));
    expect(svg).toContain(escapeXml(LAB_NAME));
    expect(svg).toContain(LAB_FOOTER);
    for (const row of bloodGas.spec.rows) {
      for (const text of [row.name, row.value, row.unit, row.reference].filter((t) => t !== "")) {
        expect(svg, text).toContain(`>${escapeXml(text)}</text>`);
      }
      const group = svg.match(
        new RegExp(`<g class="row" data-name="${escapeXml(row.name)}" data-flag="(\\w)">(.*?)</g>`),
      );
      expect(group?.[1], row.name).toBe(row.flag);
      const mark = row.flag === "H" ? "H ↑" : row.flag === "L" ? "L ↓" : null;
      if (mark) expect(group?.[2]).toContain(`>${mark}</text>`);
      else expect(group?.[2]).not.toMatch(/[↑↓]/);
    }
    const flagged = bloodGas.spec.rows.filter((r) => r.flag !== "N").length;
    expect(svg.match(/>[HL] [↑↓]<\/text>/g)?.length).toBe(flagged);
  });

  it("sizes the columns so that no text overflows (stations 007 and 008)", () => {
    const labs = CLINICAL_CASES.flatMap((c) => c.images).filter(
      (i) => i.spec.kind === "lab" || i.spec.kind === "blood_gas",
    );
    expect(labs.length).toBeGreaterThanOrEqual(4);
    for (const image of labs) {
      if (image.spec.kind !== "lab" && image.spec.kind !== "blood_gas") continue;
      const layout = layoutLabReport(image.spec);
      layout.columns.forEach((column, i) => {
        expect(column.width, `${image.id} ${column.title}`).toBeGreaterThanOrEqual((layout.contentWidths[i] ?? 0) + 28);
      });
      const last = layout.columns[layout.columns.length - 1];
      expect((last?.x ?? 0) + (last?.width ?? 0)).toBeLessThanOrEqual(layout.width - 40);
      expect(layout.width).toBeLessThanOrEqual(1000);
      expect(renderLabReportSvg(image.spec)).toContain(`width="${layout.width}" height="${layout.height}"`);
    }
  });
});

describe("schematic imaging", () => {
  const chest = (features: string[]) =>
    renderSchematicSvg({ kind: "schematic", modality: "Radiographie thoracique de face", features });

  it("draws each feature differently from the normal film and from the others", () => {
    const normal = chest(["normal"]);
    expect(chest([])).toBe(normal);
    const drawings = SCHEMATIC_FEATURES.filter((f) => f !== "normal").map((f) => chest([f]));
    for (const svg of drawings) expect(svg).not.toBe(normal);
    expect(new Set(drawings).size).toBe(drawings.length);
    expect(chest(["pneumothorax-right"])).toContain('data-feature="pleural-line"');
    expect(chest(["cardiomegaly", "pleural-effusion-left"])).toBe(chest(["cardiomegaly", "pleural-effusion-left"]));
  });

  it("falls back to a neutral card for other modalities", () => {
    const svg = renderSchematicSvg({ kind: "schematic", modality: "IRM cérébrale", features: ["normal"] });
    expect(svg).toContain("IRM cérébrale");
    expect(svg).toContain("Schéma non disponible");
  });

  it("rejects an unknown schematic feature at validation", () => {
    const base = CLINICAL_CASES.find((c) => c.id === "station-009") as ClinicalCase;
    const item = structuredClone(base);
    item.images.push({
      ...structuredClone(item.images[0] as CaseImage),
      id: "radio",
      spec: { kind: "schematic", modality: "Radiographie thoracique", features: ["cardiomegaly", "licorne"] },
    });
    expect(crossCheck(base)).toEqual([]);
    expect(crossCheck(item)).toEqual(["schematic : élément inconnu « licorne »"]);
  });

  it("rejects an unknown ECG lead in the ST/T modifiers at validation", () => {
    const item = structuredClone(CLINICAL_CASES.find((c) => c.id === "station-009") as ClinicalCase);
    const ecg = item.images[0];
    if (ecg?.spec.kind !== "ecg") throw new Error("expected an ECG");
    ecg.spec.stElevation = ["DII", "V7"];
    expect(crossCheck(item)).toEqual(["ecg : dérivation inconnue « V7 »"]);
  });
});

describe("PNG output", () => {
  it("writes a PNG of the requested width, height following the aspect ratio", () => {
    const svg = renderCaseImageSvg(caseImage("station-008", "nfs"));
    const png = svgToPng(svg, { width: 600 });
    expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    expect(png.toString("latin1", 12, 16)).toBe("IHDR");
    const size = pngSize(png);
    expect(size.width).toBe(600);
    const nominal = svg.match(/width="(\d+)" height="(\d+)"/);
    expect(size.height).toBe(Math.round((600 * Number(nominal?.[2])) / Number(nominal?.[1])));
    expect(pngSize(renderCaseImagePng(caseImage("station-009", "ecg-urgences"), { width: 900 })).width).toBe(900);
    expect(svgToPng(svg, { width: 600 }).equals(png)).toBe(true);
  });

  it("renders every case image of every station", () => {
    for (const image of CLINICAL_CASES.flatMap((c) => c.images)) {
      expect(renderCaseImageSvg(image).startsWith("<svg")).toBe(true);
    }
  });
});

describe("revision sheet image", () => {
  const sheet = requireSheet(161);
  const short: RevisionSheet = {
    ...sheet,
    sections: sheet.sections.map((s) => ({ ...s, items: s.items.slice(0, 4) })),
    keyPoints: sheet.keyPoints.slice(0, 3),
  };

  it("renders a readable, uncut sheet whose height follows the content", async () => {
    const svg = await renderSheetSvg(sheet);
    expect(svg).toBe(await renderSheetSvg(sheet));
    const raster = svgToRaster(svg);
    expect(raster.width).toBe(SHEET_WIDTH);
    expect(raster.png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    let ink = 0;
    const lastInkRow = { value: 0 };
    for (let i = 0; i < raster.pixels.length; i += 4) {
      const white =
        (raster.pixels[i] ?? 0) > 245 && (raster.pixels[i + 1] ?? 0) > 245 && (raster.pixels[i + 2] ?? 0) > 245;
      if (!white) {
        ink++;
        lastInkRow.value = Math.floor(i / 4 / raster.width);
      }
    }
    expect(ink / (raster.pixels.length / 4)).toBeGreaterThan(0.1);
    // The bottom margin is empty (nothing cut) and the footer sits just above it.
    expect(raster.height - lastInkRow.value).toBeGreaterThan(30);
    expect(raster.height - lastInkRow.value).toBeLessThan(120);

    const shortSvg = await renderSheetSvg(short);
    const height = (s: string) => Number(s.match(/height="(\d+(?:\.\d+)?)"/)?.[1]);
    expect(height(shortSvg)).toBeLessThan(height(svg) - 300);
  });

  it("describes the sheet in its alternative text", () => {
    expect(sheetAlt(sheet)).toBe(
      "Fiche de révision SDD 161 – Douleur thoracique : définition, étiologies, signes de gravité et urgences à éliminer, interrogatoire, examen clinique, examens complémentaires de première intention, prise en charge initiale et orientation, pièges à l'ECOS, points clés.",
    );
  });
});

describe("package entry points", () => {
  it("keeps the renderers out of the main entry and exposes them as ./images", () => {
    expect(Object.keys(main)).not.toContain("renderCaseImageSvg");
    expect(Object.keys(main)).not.toContain("svgToPng");
    const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));
    expect(pkg.exports["./images"]).toBe("./src/images/index.ts");
    expect(pkg.exports["."]).toBe("./src/index.ts");
  });
});
