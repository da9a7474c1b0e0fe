/**
 * Writes PNG previews of every generated image, to check them by eye:
 * every case image of every station, one chest X-ray per schematic feature,
 * a gallery of ECG rhythms and modifiers, and the nine revision sheets.
 *
 *   npx tsx packages/content/scripts/render-previews.ts /tmp/previews
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { type CaseImage, CLINICAL_CASES, REVISION_SHEETS, sheetFileName } from "../src";
import {
  type EcgSpecInput,
  renderCaseImagePng,
  renderCaseImageSvg,
  renderSheetPng,
  SCHEMATIC_FEATURES,
  sheetAlt,
} from "../src/images";

const outDir = resolve(process.argv[2] ?? "previews");
mkdirSync(outDir, { recursive: true });
const written: string[] = [];

function write(name: string, png: Buffer): void {
  const path = join(outDir, name);
  writeFileSync(path, png);
  written.push(path);
}

function timed<T>(label: string, fn: () => T): T {
  const start = performance.now();
  const result = fn();
  console.log(`${label.padEnd(48)} ${(performance.now() - start).toFixed(0).padStart(5)} ms`);
  return result;
}

function image(id: string, title: string, spec: CaseImage["spec"]): CaseImage {
  return { id, title, alt: title, spec, expectedFindings: [{ id: "x", label: "x", synonyms: ["x"] }] };
}

for (const station of CLINICAL_CASES) {
  for (const item of station.images) {
    const png = timed(`${station.id} ${item.id}`, () => renderCaseImagePng(item));
    write(`${station.id}-${item.id}.png`, png);
  }
}

for (const feature of SCHEMATIC_FEATURES) {
  const spec = { kind: "schematic", modality: "Radiographie thoracique de face", features: [feature] } as const;
  write(
    `schematic-${feature}.png`,
    timed(`schematic ${feature}`, () => renderCaseImagePng(image(feature, feature, { ...spec, features: [feature] }))),
  );
}

const ecgGallery: Record<string, EcgSpecInput> = {
  sinus: { rhythm: "sinus", rate: 72 },
  "sinus-tachycardia": { rhythm: "sinus_tachycardia", rate: 125 },
  "sinus-bradycardia": { rhythm: "sinus_bradycardia", rate: 45 },
  "atrial-flutter": { rhythm: "atrial_flutter", rate: 150 },
  "av-block-3": { rhythm: "av_block_3", rate: 35 },
  "stemi-inferior": { rhythm: "sinus", rate: 85, stElevation: ["D2", "D3", "aVF"], stDepression: ["D1", "aVL"] },
  "stemi-anterior": { rhythm: "sinus", rate: 95, stElevation: ["V1", "V2", "V3", "V4"], tWaveInversion: ["D3"] },
  hyperkalaemia: { rhythm: "sinus", rate: 70, peakedT: true, qrsWide: true },
  "t-inversion-lateral": { rhythm: "sinus", rate: 65, tWaveInversion: ["D1", "aVL", "V4", "V5", "V6"] },
};
for (const [name, spec] of Object.entries(ecgGallery)) {
  const item = image(name, name, {
    kind: "ecg",
    rhythm: spec.rhythm,
    rate: spec.rate,
    stElevation: [...(spec.stElevation ?? [])],
    stDepression: [...(spec.stDepression ?? [])],
    tWaveInversion: [...(spec.tWaveInversion ?? [])],
    qrsWide: spec.qrsWide ?? false,
    peakedT: spec.peakedT ?? false,
  });
  timed(`ecg ${name} (svg)`, () => renderCaseImageSvg(item));
  write(
    `ecg-${name}.png`,
    timed(`ecg ${name} (png)`, () => renderCaseImagePng(item)),
  );
}

for (const sheet of REVISION_SHEETS) {
  const start = performance.now();
  write(sheetFileName(sheet), await renderSheetPng(sheet));
  console.log(
    `${`sheet ${sheet.id}`.padEnd(48)} ${(performance.now() - start).toFixed(0).padStart(5)} ms  ${sheetAlt(sheet)}`,
  );
}

console.log(`\n${written.length} images written to ${outDir}`);
