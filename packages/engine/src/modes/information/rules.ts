import type { ClinicalCase, Criterion } from "@ecos/content";
import type { CriterionResult } from "../../grading/criteria";
import type { GradingMaterial } from "../../grading/material";
import type { UnderstoodMessage } from "../../grading/student-messages";
import { foldedWords } from "../../text/fold";
import type { ChatTurn } from "../../transcript";
import type { ModeContext, ModePenalty } from "../types";
import {
  askedQuestions,
  explains,
  informationData,
  isQuestion,
  type Jargon,
  jargonIn,
  type Probe,
  probes,
  type Question,
  says,
  saysAny,
  studentTurns,
} from "./chat";
import { anticipates } from "./reply";

/** Points an unexplained jargon word costs, and the most jargon can cost. */
export const JARGON_PENALTY = 0.5;
export const JARGON_PENALTY_MAX = 2;
/** A message longer than this is a lecture, not a conversation; each costs this much, up to the maximum. */
export const LECTURE_WORDS = 100;
export const LECTURE_PENALTY = 0.5;
export const LECTURE_PENALTY_MAX = 1;

const QUOTE_LIMIT = 180;
const shorten = (text: string) => (text.length > QUOTE_LIMIT ? `${text.slice(0, QUOTE_LIMIT - 1).trimEnd()}…` : text);

/** Where each message stands in the chat. */
const positionOf = (chat: readonly ChatTurn[], id: string) => chat.findIndex((turn) => turn.id === id);

/** The message that announces the news, among those that count: a statement naming it (not a question). */
export function announcementMessage(item: ClinicalCase, material: GradingMaterial): UnderstoodMessage | undefined {
  const concept = informationData(item).announcement;
  return material.messages.find((message) => !isQuestion(message.countable) && says(message.countable, concept));
}

/** The first countable message carrying a probe (its words or one of its labels). */
export function probeMessage(material: GradingMaterial, probe: Probe): UnderstoodMessage | undefined {
  return material.messages.find(
    (message) =>
      probes(message.countable, probe) !== undefined || probe.labels.some((label) => message.labels.includes(label)),
  );
}

const quoteOf = (message: UnderstoodMessage) => ({ message_id: message.turn.id, quote: shorten(message.turn.text) });

function probeRule(context: ModeContext, material: GradingMaterial, params: Record<string, unknown>): CriterionResult {
  const probe = informationData(context.item).probes.find((candidate) => candidate.id === params.probe);
  if (!probe) return { earned: false, evidence: [], missing: `Sonde inconnue « ${String(params.probe)} »` };
  const found = probeMessage(material, probe);
  if (!found) return { earned: false, evidence: [], missing: `Non fait : ${probe.label}` };
  if (params.beforeAnnouncement === true) {
    const announcement = announcementMessage(context.item, material);
    const before =
      announcement && positionOf(context.chat, found.turn.id) < positionOf(context.chat, announcement.turn.id);
    if (!before) return { earned: false, evidence: [], missing: `Fait trop tard (après l'annonce) : ${probe.label}` };
  }
  return { earned: true, evidence: [quoteOf(found)], missing: "" };
}

/** A silence (or words that leave room) right after the announcement. */
export function silenceAfterAnnouncement(
  context: ModeContext,
  material: GradingMaterial,
  params: Record<string, unknown>,
) {
  const announcement = announcementMessage(context.item, material);
  if (!announcement) return { announcement, evidence: undefined };
  const within = typeof params.withinMessages === "number" ? params.withinMessages : 1;
  const students = studentTurns(context.chat);
  const rank = students.findIndex((turn) => turn.id === announcement.turn.id) + 1;
  const silence = context.actions.find((action) => {
    const after = Number(action.params.afterStudentMessages ?? -1);
    return action.action === "silence" && after >= rank && after <= rank + within;
  });
  if (silence) {
    return {
      announcement,
      evidence: { message_id: `action:${silence.id}`, quote: "Silence laissé au patient après l'annonce" },
    };
  }
  const probe = informationData(context.item).probes.find((candidate) => candidate.id === params.probe);
  const next = students.slice(rank, rank + within).map((turn) => turn.id);
  const pause =
    probe && material.messages.find((message) => next.includes(message.turn.id) && probes(message.countable, probe));
  return { announcement, evidence: pause ? quoteOf(pause) : undefined };
}

function silenceRule(
  context: ModeContext,
  material: GradingMaterial,
  params: Record<string, unknown>,
): CriterionResult {
  const { announcement, evidence } = silenceAfterAnnouncement(context, material, params);
  if (!announcement) return { earned: false, evidence: [], missing: "Aucune annonce faite au patient" };
  if (!evidence)
    return { earned: false, evidence: [], missing: "Pas de silence laissé au patient juste après l'annonce" };
  return { earned: true, evidence: [evidence], missing: "" };
}

export interface QuestionOutcome {
  question: Question;
  asked: boolean;
  /** The countable message that answered it (after it was asked, or before when it was anticipated). */
  answer: UnderstoodMessage | undefined;
}

/** Each spontaneous question: asked or not, and the student's message that answered it. */
export function questionOutcomes(context: ModeContext, material: GradingMaterial): QuestionOutcome[] {
  const asked = askedQuestions(context.item, context.chat);
  return informationData(context.item).spontaneousQuestions.map((question) => {
    const at = asked.find((entry) => entry.question.id === question.id)?.at;
    const answer = material.messages.find((message) =>
      at === undefined
        ? anticipates(message.countable, question)
        : positionOf(context.chat, message.turn.id) > at && saysAny(message.countable, question.answers),
    );
    return { question, asked: at !== undefined, answer };
  });
}

function questionsRule(
  context: ModeContext,
  material: GradingMaterial,
  params: Record<string, unknown>,
): CriterionResult {
  const ids = Array.isArray(params.questions) ? params.questions.map(String) : undefined;
  const outcomes = questionOutcomes(context, material).filter((outcome) => !ids || ids.includes(outcome.question.id));
  const unanswered = outcomes.filter((outcome) => !outcome.answer);
  const evidence = outcomes.flatMap((outcome) => (outcome.answer ? [quoteOf(outcome.answer)] : [])).slice(0, 3);
  if (unanswered.length === 0 && outcomes.length > 0) return { earned: true, evidence, missing: "" };
  const missing = unanswered
    .map((outcome) =>
      outcome.asked
        ? `Sans réponse : « ${outcome.question.question} »`
        : `Question jamais venue (annonce non faite ou trop tardive) : « ${outcome.question.question} »`,
    )
    .join(" ; ");
  return { earned: false, evidence, missing };
}

export interface JargonUse {
  entry: Jargon;
  words: string;
  messageId: string;
  explained: boolean;
}

/** Every jargon word the student said (first use of each), explained in the same or the next message or not. */
export function jargonUses(item: ClinicalCase, chat: readonly ChatTurn[]): JargonUse[] {
  const students = studentTurns(chat);
  const uses: JargonUse[] = [];
  students.forEach((turn, index) => {
    for (const entry of informationData(item).jargon) {
      const match = jargonIn(turn.text, entry);
      if (!match) continue;
      const next = students[index + 1]?.text ?? "";
      const explained = explains(turn.text, entry) || explains(next, entry);
      const known = uses.find((use) => use.entry.id === entry.id);
      if (!known) uses.push({ entry, words: match.words, messageId: turn.id, explained });
      else if (!explained) known.explained = false;
    }
  });
  return uses;
}

function plainWordsRule(context: ModeContext, material: GradingMaterial): CriterionResult {
  const announcement = announcementMessage(context.item, material);
  const unexplained = jargonUses(context.item, context.chat).filter((use) => !use.explained);
  if (unexplained.length > 0) {
    return {
      earned: false,
      evidence: [],
      missing: `Jargon non expliqué : ${unexplained.map((use) => `« ${use.words} »`).join(", ")}`,
    };
  }
  if (!announcement) return { earned: false, evidence: [], missing: "Aucune annonce en mots simples" };
  return { earned: true, evidence: [quoteOf(announcement)], missing: "" };
}

/** Grades the mode's own rules. */
export function evaluateInformation(
  context: ModeContext,
  criterion: Criterion,
  material: GradingMaterial,
): CriterionResult | undefined {
  const evidence = criterion.evidence;
  if (evidence.type !== "mode") return undefined;
  switch (evidence.rule) {
    case "probe":
      return probeRule(context, material, evidence.params);
    case "respects-silence":
      return silenceRule(context, material, evidence.params);
    case "answers-spontaneous-questions":
      return questionsRule(context, material, evidence.params);
    case "plain-words":
      return plainWordsRule(context, material);
    default:
      return undefined;
  }
}

/** Jargon left unexplained and lectures cost points. */
export function penaltyInformation(context: ModeContext): ModePenalty {
  const reasons: string[] = [];
  const unexplained = jargonUses(context.item, context.chat).filter((use) => !use.explained);
  const jargon = Math.min(JARGON_PENALTY_MAX, unexplained.length * JARGON_PENALTY);
  if (jargon > 0) {
    reasons.push(
      `Jargon non expliqué au patient (${unexplained.map((use) => `« ${use.words} »`).join(", ")}) : −${String(jargon).replace(".", ",")} point${jargon > 1 ? "s" : ""}.`,
    );
  }
  const lectures = studentTurns(context.chat).filter((turn) => foldedWords(turn.text).length > LECTURE_WORDS).length;
  const lecture = Math.min(LECTURE_PENALTY_MAX, lectures * LECTURE_PENALTY);
  if (lecture > 0) {
    reasons.push(
      `Monologue : ${lectures} message${lectures > 1 ? "s" : ""} de plus de ${LECTURE_WORDS} mots, le patient n'a pas pu réagir : −${String(lecture).replace(".", ",")} point${lecture > 1 ? "s" : ""}.`,
    );
  }
  return { points: jargon + lecture, reasons };
}
