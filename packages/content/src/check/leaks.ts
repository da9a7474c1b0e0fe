import type { ClinicalCase } from "../cases/schema";
import { plain } from "./text";
import { type ContentFinding, error } from "./types";

/** Modes where finding the diagnosis is the student's task: their texts must not give it away. */
const DIAGNOSIS_IS_THE_TASK = new Set([
  "interrogation",
  "clinical_exam",
  "paraclinical",
  "iconography",
  "prise-en-charge",
  "diagnostic",
]);

/** Link words that a diagnosis may contain without them being part of its name. */
const LINKS = new Set(["avec", "dans", "sans", "sous", "pour", "chez", "apres", "origine", "probable", "suspicion"]);

/** The words that name a diagnosis: 4 letters or more, link words left out, plural « s » dropped. */
export function distinctiveWords(diagnosis: string): string[] {
  return plain(diagnosis)
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length >= 4 && !LINKS.has(word))
    .map((word) => word.replace(/s$/, ""));
}

/**
 * The expected diagnosis spelled out in what the student reads before typing it: the situation, the
 * instructions, the context, the opening line, the examiner's first question (shown as the station
 * starts), the images' descriptions, the static block and the patient's reaction to an announced
 * diagnosis (said after any hypothesis, it must not confirm one).
 */
export function answerLeaks(item: ClinicalCase): ContentFinding[] {
  if (!DIAGNOSIS_IS_THE_TASK.has(item.modeId)) return [];
  const words = distinctiveWords(item.diagnosis.correct);
  const findings: ContentFinding[] = [];
  const firstQuestion = item.examinerQuestions[0]?.question;
  const texts = [
    { where: "la situation", text: item.situation },
    { where: "les consignes", text: item.instructions },
    { where: "le contexte", text: item.context },
    ...(item.opening ? [{ where: "la phrase d'ouverture", text: item.opening }] : []),
    ...(firstQuestion ? [{ where: "la première question de l'examinateur", text: firstQuestion }] : []),
    ...item.images.map((image) => ({ where: `la description de l'image « ${image.id} »`, text: image.alt })),
    ...Object.entries(item.staticBlock ?? {}).map(([key, value]) => ({
      where: `le bloc statique (${key})`,
      text: String(value),
    })),
    ...[item.announcementReaction ?? []]
      .flat()
      .map((reaction) => ({ where: "la réaction à l'annonce", text: reaction })),
  ];
  for (const { where, text } of texts) {
    const tokens = new Set(
      plain(text)
        .split(/[^a-z0-9]+/)
        .map((word) => word.replace(/s$/, "")),
    );
    // Leaked when the text spells the whole diagnosis out (« asthme » alone is a history, not the answer).
    const leaked = words.length > 0 && words.every((word) => tokens.has(word)) ? words : [];
    if (leaked.length > 0) {
      findings.push(
        error(
          item.id,
          "answer-leak",
          `${where} contient « ${leaked.join(", ")} » du diagnostic attendu « ${item.diagnosis.correct} »`,
        ),
      );
    }
  }
  return findings;
}
