import { z } from "zod";
import { conceptSchema, kebab, text } from "../../cases/primitives";
import type { ClinicalCase } from "../../cases/schema";
import { isLabel } from "../../ontology";
import type { ModeContent } from "../types";

/**
 * Éducation thérapeutique / entretien motivationnel (HAS, ETP 2007; HAS, arrêt du tabac 2014): the
 * patient holds beliefs and meets barriers the student has to uncover by asking (open questions,
 * pt.ideas / pt.concerns / pt.expectations), then answer; the student checks what the patient
 * understood by asking them to say or show it back (teach-back); jargon and lecturing are penalised.
 */

/** The rules the engine's mechanics grade (`mode` evidence), kept in step with the engine by a test. */
export const EDUCATION_RULES = [
  "uncovers-belief",
  "addresses-belief",
  "teach-back",
  "open-questions",
  "no-lecturing",
] as const;
export type EducationRule = (typeof EDUCATION_RULES)[number];

/** What makes the patient state a belief or a barrier: a question on these labels, or naming these concepts. */
const triggerSchema = z.object({
  labels: z.array(z.string()).default([]),
  concepts: z.array(conceptSchema).default([]),
});

/** A belief (« la cortisone, c'est dangereux ») or a barrier (« j'oublie le soir ») to uncover, then answer. */
export const exploreItemSchema = z.object({
  id: kebab,
  /** How the view and the report name it once discovered, neutrally (« Peur de la cortisone »). */
  label: text,
  /** What the patient says when the student explores it (first person, lay French). */
  statement: text,
  triggers: triggerSchema,
  /** What a good answer to it addresses: `addressMin` of these concepts in one message after it came up. */
  addressedBy: z.array(conceptSchema).min(1),
  addressMin: z.number().int().min(1).default(1),
  /** What the patient says once the student has answered it. */
  relief: text,
});
export type EducationExploreItem = z.infer<typeof exploreItemSchema>;

/** A key step of what is taught: explained by the student (its synonyms), then said back by the patient. */
export const teachBackStepSchema = conceptSchema.extend({
  /** How the patient says this step back when the student explained it. */
  recall: text,
  /** What the patient says (or does) instead when it was not explained: the error its belief leads to. */
  error: text,
});
export type EducationTeachBackStep = z.infer<typeof teachBackStepSchema>;

export const educationModeSchema = z.object({
  mode: z.literal("education"),
  /** What the session teaches, as the view titles it (« Traitement de fond et technique d'inhalation »). */
  topic: text,
  beliefs: z.array(exploreItemSchema).min(1),
  barriers: z.array(exploreItemSchema).min(1),
  teachBack: z.object({
    /** How the patient starts saying it back (« Alors, si j'ai bien suivi… »). */
    intro: text,
    steps: z.array(teachBackStepSchema).min(3),
    /** How the patient closes a reformulation (« C'est bien ça ? »). */
    outro: text,
  }),
  /** Words the patient does not understand; the patient asks what they mean. */
  jargon: z.array(z.object({ id: kebab, terms: z.array(text).min(1), reaction: text.optional() })).min(3),
  /**
   * A lecture: `consecutive` student messages in a row of more than `words` words with no question,
   * or one message of more than `single` words with no question.
   */
  lecturing: z
    .object({
      consecutive: z.number().int().min(2).max(6).default(3),
      words: z.number().int().min(30).max(200).default(60),
      single: z.number().int().min(60).max(400).default(120),
    })
    .default({ consecutive: 3, words: 60, single: 120 }),
  /** Written material the student may hand over (an action: « give-document »); the irrelevant ones cost points. */
  documents: z.array(z.object({ id: kebab, title: text, relevant: z.boolean() })).default([]),
});
export type EducationModeData = z.infer<typeof educationModeSchema>;

const folded = (value: string) =>
  ` ${value
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim()} `;

function duplicates(values: readonly string[]): string[] {
  return [...new Set(values.filter((value, index) => values.indexOf(value) !== index))];
}

/** Problems of the mode's data alone: ids, triggers, the patient's own words. */
function dataProblems(data: EducationModeData): string[] {
  const problems: string[] = [];
  const items = [...data.beliefs, ...data.barriers];
  const ids = [...items.map((i) => i.id), ...data.teachBack.steps.map((s) => s.id), ...data.jargon.map((j) => j.id)];
  for (const id of duplicates(ids)) problems.push(`education : identifiant en double « ${id} »`);
  for (const id of duplicates(data.documents.map((d) => d.id)))
    problems.push(`education : document en double « ${id} »`);
  for (const item of items) {
    if (item.triggers.labels.length + item.triggers.concepts.length === 0)
      problems.push(`education : « ${item.id} » n'a aucun déclencheur (labels ou concepts)`);
    for (const label of item.triggers.labels) {
      if (!isLabel(label)) problems.push(`education : « ${item.id} » : label inconnu « ${label} »`);
      if (label.startsWith("act."))
        problems.push(`education : « ${item.id} » : un acte ne peut pas déclencher « ${label} »`);
    }
    if (item.addressMin > item.addressedBy.length)
      problems.push(`education : « ${item.id} » : addressMin dépasse le nombre de concepts`);
  }
  // The patient never speaks the jargon it does not understand.
  const patientWords = [
    ...items.flatMap((i) => [i.statement, i.relief]),
    ...data.teachBack.steps.flatMap((s) => [s.recall, s.error]),
    data.teachBack.intro,
    data.teachBack.outro,
  ].map(folded);
  for (const entry of data.jargon) {
    for (const term of entry.terms) {
      if (patientWords.some((words) => words.includes(folded(term))))
        problems.push(`education : le patient emploie le jargon « ${term} »`);
    }
  }
  if (!data.documents.some((d) => d.relevant) && data.documents.length > 0)
    problems.push("education : au moins un document pertinent");
  return problems;
}

/** Problems of the grid against the data: rules known, beliefs named, the minimums a station needs. */
function gridProblems(item: ClinicalCase, data: EducationModeData): string[] {
  const problems: string[] = [];
  const itemIds = new Set([...data.beliefs, ...data.barriers].map((i) => i.id));
  const documentKeys = new Set(data.documents.map((d) => `document:${d.id}`));
  const rulesUsed = new Set<string>();
  const uncovered = new Set<string>();
  for (const criterion of item.grid) {
    const where = `critère « ${criterion.id} »`;
    const evidence = criterion.evidence;
    if (evidence.type === "action" || evidence.type === "order") {
      for (const key of evidence.ids.flat()) {
        if (!documentKeys.has(key)) problems.push(`${where} : action inconnue « ${key} »`);
      }
    }
    if (evidence.type !== "mode") continue;
    const rule = evidence.rule;
    if (!(EDUCATION_RULES as readonly string[]).includes(rule)) {
      problems.push(`${where} : règle inconnue « ${rule} »`);
      continue;
    }
    rulesUsed.add(rule);
    const params = evidence.params;
    if (rule === "uncovers-belief" || rule === "addresses-belief") {
      const belief = params.belief;
      if (typeof belief !== "string" || !itemIds.has(belief))
        problems.push(`${where} : croyance ou obstacle inconnu « ${String(belief)} »`);
      else if (rule === "uncovers-belief") uncovered.add(belief);
    }
    if (rule === "open-questions" && !(Number.isInteger(params.min) && Number(params.min) >= 1))
      problems.push(`${where} : open-questions demande un entier params.min ≥ 1`);
    if (rule === "teach-back" && params.min !== undefined) {
      const min = Number(params.min);
      if (!Number.isInteger(min) || min < 1 || min > data.teachBack.steps.length)
        problems.push(`${where} : teach-back params.min entre 1 et ${data.teachBack.steps.length}`);
    }
  }
  for (const rule of ["uncovers-belief", "addresses-belief", "teach-back", "open-questions", "no-lecturing"]) {
    if (!rulesUsed.has(rule)) problems.push(`education : la grille doit comporter un critère « ${rule} »`);
  }
  for (const id of itemIds) {
    if (!uncovered.has(id)) problems.push(`education : « ${id} » n'est évalué par aucun critère uncovers-belief`);
  }
  return problems;
}

/** The `education` mode's content: its data and the cross-checks a station of this mode must pass. */
export const educationMode: ModeContent<"education"> = {
  id: "education",
  check(item) {
    const data = item.modeData;
    if (data?.mode !== "education") return [];
    const problems = [...dataProblems(data), ...gridProblems(item, data)];
    if (!item.interlocutor && !item.opening)
      problems.push("education : opening obligatoire (le patient parle en premier)");
    return problems;
  },
};
