import { z } from "zod";
import { answer, conceptSchema, kebab, text } from "../../cases/primitives";
import type { ClinicalCase } from "../../cases/schema";
import type { ModeContent } from "../types";

/**
 * An emotional state the patient goes through. The first of the list is the state at the start (no
 * trigger); every other one is entered when the student says one of its `concepts` (« cancer »,
 * « erreur ») or performs one of its `acts` (act.empathy), from one of the `from` states when set.
 * Entering it, the patient says its `reaction` (so the chat shows it); `silence` is what the patient
 * says in this state when the student stays silent.
 */
export const emotionSchema = z.object({
  id: kebab,
  /** As the station's view shows it (« Sidération »). */
  label: text,
  /** What the student sees of it, in a sentence (« Il se fige, le regard dans le vide. »). */
  description: text,
  concepts: z.array(conceptSchema).default([]),
  acts: z.array(z.string().startsWith("act.")).default([]),
  /** The states this one can follow (any when absent). */
  from: z.array(kebab).optional(),
  /** May be entered again later (a relief after each reassurance); otherwise once per station. */
  repeatable: z.boolean().default(false),
  reaction: answer.optional(),
  silence: answer.optional(),
});
export type InformationEmotion = z.infer<typeof emotionSchema>;

/**
 * A question the patient asks by itself, once, at the first of its moments: on the reply to the
 * n-th student message, on the reply after a message naming one of `afterConcepts`, once the
 * patient has gone through `afterEmotion`, or once `afterSeconds` of the station have passed
 * (also when the student stays silent). `answers`: what a later student message must say to answer
 * it. A question the student answered before its moment (a statement naming its `topic` and an
 * answer) is not asked.
 */
export const spontaneousQuestionSchema = z.object({
  id: kebab,
  question: text,
  afterStudentMessages: z.number().int().min(1).optional(),
  afterConcepts: z.array(conceptSchema).optional(),
  afterEmotion: kebab.optional(),
  afterSeconds: z.number().int().positive().max(420).optional(),
  /** What the question is about (« enfants »): with an answer in the same statement, it anticipates the question. */
  topic: conceptSchema.optional(),
  answers: z.array(conceptSchema).min(1),
});
export type SpontaneousQuestion = z.infer<typeof spontaneousQuestionSchema>;

/** A word the patient does not understand (`synonyms`: its forms), and the plain words that explain it. */
export const jargonSchema = z.object({
  id: kebab,
  term: text,
  synonyms: z.array(text).min(1),
  plain: z.array(text).min(1),
});
export type InformationJargon = z.infer<typeof jargonSchema>;

/**
 * Something the student asks or does in the conversation, recognised in questions as well as in
 * statements (the setting, what the patient knows, what they want to know, a warning shot): its
 * concept's synonyms, or one of its labels. `reply` is what the patient answers when the patient
 * engine had nothing scripted for the message.
 */
export const probeSchema = conceptSchema.extend({
  labels: z.array(z.string()).default([]),
  reply: answer.optional(),
});
export type InformationProbe = z.infer<typeof probeSchema>;

/** A step of the announcement as the grade page's timeline shows it, covered by any of its grid criteria. */
export const stepSchema = z.object({ id: kebab, label: text, criteria: z.array(kebab).min(1) });

/** What a `information` station adds to the common case format (`modeData`). */
export const informationModeSchema = z.object({
  mode: z.literal("information"),
  /** The news itself, in the words that say it (« cancer », « erreur »): the moment of the announcement. */
  announcement: conceptSchema,
  emotions: z.array(emotionSchema).min(2),
  spontaneousQuestions: z.array(spontaneousQuestionSchema).min(1),
  jargon: z.array(jargonSchema).min(1),
  /** What the patient says when the student stays silent (in turn), when the state has nothing of its own. */
  silenceReplies: z.array(text).min(2),
  probes: z.array(probeSchema).default([]),
  /** The steps of a structured announcement, in the expected order (SPIKES, HAS). */
  steps: z.array(stepSchema).min(3),
});
export type InformationModeData = z.infer<typeof informationModeSchema>;

/** The rules an `information` grid may use (the engine implements them). */
export const INFORMATION_RULES = ["probe", "respects-silence", "answers-spontaneous-questions", "plain-words"] as const;

function duplicated(ids: readonly string[]): string[] {
  return [...new Set(ids.filter((id, index) => ids.indexOf(id) !== index))];
}

function checkRule(data: InformationModeData, rule: string, params: Record<string, unknown>, where: string): string[] {
  const problems: string[] = [];
  if (!(INFORMATION_RULES as readonly string[]).includes(rule)) return [`${where} : règle inconnue « ${rule} »`];
  if (rule === "probe") {
    const id = params.probe;
    if (typeof id !== "string" || !data.probes.some((probe) => probe.id === id))
      problems.push(`${where} : params.probe doit nommer une sonde de modeData.probes`);
    if (params.beforeAnnouncement !== undefined && typeof params.beforeAnnouncement !== "boolean")
      problems.push(`${where} : params.beforeAnnouncement doit être un booléen`);
  }
  if (rule === "respects-silence" && params.probe !== undefined) {
    if (!data.probes.some((probe) => probe.id === params.probe))
      problems.push(`${where} : params.probe doit nommer une sonde de modeData.probes`);
  }
  if (rule === "answers-spontaneous-questions" && params.questions !== undefined) {
    const ids = params.questions;
    if (!Array.isArray(ids) || ids.length === 0) problems.push(`${where} : params.questions doit être une liste d'ids`);
    else
      for (const id of ids)
        if (!data.spontaneousQuestions.some((question) => question.id === id))
          problems.push(`${where} : question spontanée inconnue « ${String(id)} »`);
  }
  return problems;
}

/** What the schema alone cannot see: references between the mode's data and the grid, minimums. */
function check(item: ClinicalCase): string[] {
  const data = item.modeData;
  if (data?.mode !== "information") return [];
  const problems: string[] = [];
  const emotionIds = data.emotions.map((emotion) => emotion.id);
  for (const id of duplicated(emotionIds)) problems.push(`émotion en double « ${id} »`);
  const [initial, ...others] = data.emotions;
  if (initial && (initial.concepts.length > 0 || initial.acts.length > 0))
    problems.push(`émotion initiale « ${initial.id} » : pas de déclencheur`);
  for (const emotion of others) {
    if (emotion.concepts.length === 0 && emotion.acts.length === 0)
      problems.push(`émotion « ${emotion.id} » : un concept ou un acte déclencheur au moins`);
    if (!emotion.reaction) problems.push(`émotion « ${emotion.id} » : réaction du patient obligatoire`);
    for (const from of emotion.from ?? [])
      if (!emotionIds.includes(from)) problems.push(`émotion « ${emotion.id} » : état d'origine inconnu « ${from} »`);
  }
  for (const id of duplicated(data.spontaneousQuestions.map((question) => question.id)))
    problems.push(`question spontanée en double « ${id} »`);
  for (const question of data.spontaneousQuestions) {
    const moments = [
      question.afterStudentMessages,
      question.afterConcepts,
      question.afterEmotion,
      question.afterSeconds,
    ].filter((moment) => moment !== undefined);
    if (moments.length === 0) problems.push(`question spontanée « ${question.id} » : aucun moment défini`);
    if (question.afterEmotion && !emotionIds.includes(question.afterEmotion))
      problems.push(`question spontanée « ${question.id} » : émotion inconnue « ${question.afterEmotion} »`);
  }
  for (const id of duplicated(data.jargon.map((entry) => entry.id))) problems.push(`jargon en double « ${id} »`);
  for (const id of duplicated(data.probes.map((probe) => probe.id))) problems.push(`sonde en double « ${id} »`);
  const criterionIds = item.grid.map((criterion) => criterion.id);
  for (const step of data.steps)
    for (const id of step.criteria)
      if (!criterionIds.includes(id)) problems.push(`étape « ${step.id} » : critère inconnu « ${id} »`);
  const rules = new Set<string>();
  for (const criterion of item.grid) {
    const evidence = criterion.evidence;
    if (evidence.type === "mode") {
      rules.add(evidence.rule);
      problems.push(...checkRule(data, evidence.rule, evidence.params, `critère « ${criterion.id} »`));
    }
    if (evidence.type === "action" || evidence.type === "order")
      problems.push(`critère « ${criterion.id} » : le mode information n'a pas d'actions à ordonner`);
  }
  for (const rule of ["answers-spontaneous-questions", "plain-words"])
    if (!rules.has(rule)) problems.push(`information : la grille doit utiliser la règle « ${rule} »`);
  if (
    !item.grid.some(
      (criterion) => criterion.evidence.type === "act" && criterion.evidence.labels.flat().includes("act.empathy"),
    )
  )
    problems.push("information : la grille doit porter sur l'empathie (act.empathy)");
  return problems;
}

/** The `information` mode's content: its data and the cross-checks a station of this mode must pass. */
export const informationMode: ModeContent<"information"> = {
  id: "information",
  check,
};
