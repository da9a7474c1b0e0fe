import type { ClinicalCase } from "../cases/schema";
import { modeContent } from "../modes";
import { SDD_TITLES, sddTitle } from "../sdd/official-list";
import type { RevisionSheet } from "../sheets/schema";
import { defaultContradictions } from "./defaults";
import { labNumberFindings } from "./lab-numbers";
import { answerLeaks } from "./leaks";
import { type ContentFinding, error, warning } from "./types";

export { defaultContradictions } from "./defaults";
export { frenchNumber, labNumberFindings, referenceInterval } from "./lab-numbers";
export { answerLeaks, distinctiveWords } from "./leaks";
export type { ContentFinding } from "./types";

const same = (a: string, b: string) => a.replace(/\s+/g, " ").trim() === b.replace(/\s+/g, " ").trim();

/** The starting situation's number and title agree with the official list. */
function sddFindings(subject: string, number: number, title: string): ContentFinding[] {
  const official = sddTitle(number);
  if (official === undefined)
    return [error(subject, "sdd-unknown", `SDD ${number} n'existe pas (1 à ${SDD_TITLES.length})`)];
  if (!same(official, title)) {
    return [error(subject, "sdd-title", `SDD ${number} s'intitule « ${official} », pas « ${title} »`)];
  }
  return [];
}

/** Labels the grid asks about that the script does not answer (the patient would give the default). */
function unscriptedGridLabels(item: ClinicalCase): ContentFinding[] {
  const findings: ContentFinding[] = [];
  for (const criterion of item.grid) {
    if (criterion.evidence.type !== "asked") continue;
    for (const entry of criterion.evidence.labels) {
      const alternatives = typeof entry === "string" ? [entry] : entry;
      if (!alternatives.some((label) => label in item.script)) {
        findings.push(
          error(
            item.id,
            "grid-label-unscripted",
            `${criterion.id} demande ${alternatives.join(" | ")}, sans réponse scriptée`,
          ),
        );
      }
    }
  }
  return findings;
}

/** Everything `npm run content:check` verifies without playing the stations. */
export function checkContent(cases: readonly ClinicalCase[], sheets: readonly RevisionSheet[]): ContentFinding[] {
  const findings: ContentFinding[] = [];
  const sheetIds = new Set(sheets.map((sheet) => sheet.id));
  for (const item of cases) {
    findings.push(...sddFindings(item.id, item.sdd.number, item.sdd.title));
    if (item.sources.length === 0)
      findings.push(error(item.id, "sources-missing", "aucune source citée (HAS, collèges)"));
    if (!sheetIds.has(item.sdd.number)) {
      findings.push(error(item.id, "sheet-missing", `pas de fiche de révision pour SDD ${item.sdd.number}`));
    }
    if (item.sheetId === null) findings.push(error(item.id, "sheet-unlinked", "la station n'est liée à aucune fiche"));
    else if (!sheetIds.has(item.sheetId)) {
      findings.push(
        error(item.id, "sheet-link", `la station renvoie à la fiche SDD ${item.sheetId}, qui n'existe pas`),
      );
    }
    findings.push(...unscriptedGridLabels(item));
    findings.push(...defaultContradictions(item));
    findings.push(...answerLeaks(item));
    const revealed = item.modeData ? (modeContent(item.modeData.mode)?.images?.(item) ?? []) : [];
    for (const image of [...item.images, ...revealed]) findings.push(...labNumberFindings(item.id, image.spec));
    if (item.grid.length < 12 || item.grid.length > 20) {
      findings.push(error(item.id, "grid-size", `${item.grid.length} critères (12 à 20 attendus)`));
    }
  }
  for (const sheet of sheets) {
    const subject = `SDD ${sheet.id}`;
    findings.push(...sddFindings(subject, sheet.id, sheet.title));
    if (sheet.sources.length === 0) findings.push(error(subject, "sources-missing", "aucune source citée"));
    if (sheet.caseId !== null && !cases.some((item) => item.id === sheet.caseId)) {
      findings.push(error(subject, "sheet-case", `la fiche renvoie à ${sheet.caseId}, qui n'existe pas`));
    } else if (sheet.caseId === null && cases.some((item) => item.sdd.number === sheet.id)) {
      findings.push(warning(subject, "sheet-case", "des stations existent pour cette situation : lier l'une d'elles"));
    }
  }
  return findings;
}
