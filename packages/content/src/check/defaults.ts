import type { ClinicalCase } from "../cases/schema";
import { affirms } from "./text";
import { type ContentFinding, error } from "./types";

/**
 * Symptoms a student asks about by label, and how the case's own texts say the patient has them. When
 * the case says so (its situation, context, opening, another scripted answer, an exam result) but the
 * label has no scripted answer, the patient would answer it with the unscripted default, a negative:
 * the patient would contradict the case.
 */
const SYMPTOMS: ReadonlyArray<{ label: string; pattern: RegExp; what: string }> = [
  { label: "sx.fever", pattern: /\bfievre|\bfebrile|\b(38|39|40|41)([,.]\d)? ?°c/, what: "une fièvre" },
  { label: "sx.nausea_vomiting", pattern: /\bvomi|\bnausee/, what: "des nausées ou vomissements" },
  { label: "sx.cough", pattern: /\btoux\b|\btousse/, what: "une toux" },
  { label: "sx.dyspnea", pattern: /\bdyspn|essouffl|\bsouffle court/, what: "une dyspnée" },
  { label: "sx.hemoptysis", pattern: /hemoptys|crach\w* du sang/, what: "une hémoptysie" },
  { label: "sx.palpitations", pattern: /palpitation/, what: "des palpitations" },
  { label: "sx.syncope", pattern: /\bsyncop|perte de connaissance|\bevanoui/, what: "une syncope" },
  { label: "sx.headache", pattern: /\bcephal|mal a la tete|maux de tete/, what: "des céphalées" },
  { label: "sx.gi_bleeding", pattern: /\bmelena|rectorragi|hematemes/, what: "un saignement digestif" },
  { label: "sx.night_sweats", pattern: /sueurs nocturnes/, what: "des sueurs nocturnes" },
];

/** The texts in which the case states what the patient has. */
function statements(item: ClinicalCase): Array<{ where: string; text: string }> {
  const texts = [
    { where: "la situation", text: item.situation },
    { where: "le contexte", text: item.context },
    ...(item.opening ? [{ where: "la phrase d'ouverture", text: item.opening }] : []),
  ];
  for (const [label, answer] of Object.entries(item.script)) {
    const variants = Array.isArray(answer) ? answer : [answer];
    for (const variant of variants) {
      if (typeof variant === "string") texts.push({ where: `la réponse à ${label}`, text: variant });
    }
  }
  return texts;
}

/** Unscripted symptom labels whose negative default would contradict what the case says. */
export function defaultContradictions(item: ClinicalCase): ContentFinding[] {
  const findings: ContentFinding[] = [];
  const texts = statements(item);
  for (const symptom of SYMPTOMS) {
    if (symptom.label in item.script) continue;
    const source = texts.find((entry) => affirms(entry.text, symptom.pattern));
    if (!source) continue;
    findings.push(
      error(
        item.id,
        "default-contradiction",
        `${source.where} dit ${symptom.what}, mais ${symptom.label} n'a pas de réponse scriptée : le patient répondrait « ${item.unscriptedDefault[0]} »`,
      ),
    );
  }
  return findings;
}
