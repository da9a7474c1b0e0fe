import type { ClinicalCase } from "@ecos/content";
import type { PatientReply } from "../../patient/reply";
import type { ChatTurn } from "../../transcript";
import { type ActionOutcome, type ActionRequest, ModeActionError, type ModeContext } from "../types";
import {
  askedQuestions,
  type Emotion,
  emotionPath,
  explains,
  informationData,
  isQuestion,
  type Jargon,
  jargonAsked,
  jargonIn,
  jargonLine,
  pickVariant,
  probes,
  type Question,
  saysAny,
  studentTurns,
  triggers,
  variantsOf,
} from "./chat";

/**
 * A question the student answered before the patient asked it: a statement naming its topic and an
 * answer together (« pour vos enfants, une coloscopie dès 45 ans »). Without a topic, never.
 */
export function anticipates(text: string, question: Question): boolean {
  return (
    question.topic !== undefined &&
    !isQuestion(text) &&
    probes(text, question.topic) !== undefined &&
    saysAny(text, question.answers) !== undefined
  );
}

/** The longest silence the view may report (the station lasts 7 minutes). */
const MAX_SILENCE_SECONDS = 420;

/** The state the student's message moves the patient to, if any (each state once unless repeatable). */
export function nextEmotion(item: ClinicalCase, chat: readonly ChatTurn[], text: string, labels: readonly string[]) {
  const data = informationData(item);
  const path = emotionPath(item, chat);
  const current = path.at(-1);
  const statement = !isQuestion(text);
  return data.emotions.slice(1).find((emotion: Emotion) => {
    if (emotion.id === current?.id) return false;
    if (!emotion.repeatable && path.some((passed) => passed.id === emotion.id)) return false;
    if (emotion.from && !(current && emotion.from.includes(current.id))) return false;
    const byConcept = statement && triggers(text, emotion.concepts);
    return byConcept || emotion.acts.some((act) => labels.includes(act));
  });
}

/** The first jargon word of a message that it does not explain and that the patient has not asked about yet. */
function newJargon(
  item: ClinicalCase,
  chat: readonly ChatTurn[],
  text: string,
): { entry: Jargon; words: string } | undefined {
  const asked = new Set(jargonAsked(item, chat).map((entry) => entry.id));
  for (const entry of informationData(item).jargon) {
    if (asked.has(entry.id)) continue;
    const match = jargonIn(text, entry);
    if (match && !explains(text, entry)) return { entry, words: match.words };
  }
  return undefined;
}

/**
 * The question the patient asks by itself now, if one is due: not asked yet, not already answered
 * by the student, and at its moment (`said`: the student's messages so far, the current one
 * included; `current`: the one being answered, whose concepts only count from the next reply on).
 */
export function dueQuestion(
  item: ClinicalCase,
  chat: readonly ChatTurn[],
  current: string | null,
  elapsedSeconds: number,
): Question | undefined {
  const asked = new Set(askedQuestions(item, chat).map((entry) => entry.question.id));
  const earlier = studentTurns(chat).map((turn) => turn.text);
  const said = current === null ? earlier : [...earlier, current];
  const path = emotionPath(item, chat).map((emotion) => emotion.id);
  return informationData(item).spontaneousQuestions.find((question) => {
    if (asked.has(question.id)) return false;
    if (said.some((text) => anticipates(text, question))) return false;
    return (
      (question.afterStudentMessages !== undefined && said.length >= question.afterStudentMessages) ||
      (question.afterConcepts !== undefined &&
        earlier.some((text) => !isQuestion(text) && triggers(text, question.afterConcepts ?? []))) ||
      (question.afterEmotion !== undefined && path.includes(question.afterEmotion)) ||
      (question.afterSeconds !== undefined && elapsedSeconds >= question.afterSeconds)
    );
  });
}

/** Sources whose text the patient's own reaction may replace (nothing specific was answered). */
const REPLACEABLE = new Set<PatientReply["source"]>(["acknowledge", "unscripted", "rephrase"]);

/**
 * The patient's reply in an information station: the reaction of a new emotional state (or the
 * answer to a probe the script had nothing for), then the question about a word it did not
 * understand (once per word), then a question of its own when one is due.
 */
export function replyInformation(context: ModeContext, studentText: string, base: PatientReply): PatientReply {
  if (base.manipulation) return base;
  const { item, chat } = context;
  const data = informationData(item);
  const parts: string[] = [];
  const emotion = nextEmotion(item, chat, studentText, base.labels);
  const jargon = newJargon(item, chat, studentText);
  // A probe said in so many words answers whatever the script found; one read from its labels only
  // answers when the script had nothing. The patient gives a probe's answer once.
  const fresh = data.probes.filter(
    (candidate) =>
      candidate.reply !== undefined &&
      !variantsOf(candidate.reply).some((reply) =>
        chat.some((turn) => turn.from === "patient" && turn.text.includes(reply)),
      ),
  );
  const probe =
    fresh.find((candidate) => probes(studentText, candidate)) ??
    (REPLACEABLE.has(base.source)
      ? fresh.find((candidate) => candidate.labels.some((label) => base.labels.includes(label)))
      : undefined);
  if (emotion) parts.push(pickVariant(variantsOf(emotion.reaction), chat));
  else if (probe) parts.push(pickVariant(variantsOf(probe.reply), chat));
  else if (!(jargon && REPLACEABLE.has(base.source))) parts.push(base.text);
  if (jargon) parts.push(jargonLine(jargon.words));
  else {
    const question = dueQuestion(item, chat, studentText, context.elapsedSeconds);
    if (question) parts.push(question.question);
  }
  const text = parts.join(" ");
  return text === base.text
    ? base
    : { ...base, text, source: base.source === "rephrase" ? "acknowledge" : base.source };
}

/** What the patient says when the student stays silent: a question of its own if one is due, else its state's words. */
export function silenceReply(context: ModeContext): string {
  const { item, chat } = context;
  const question = dueQuestion(item, chat, null, context.elapsedSeconds);
  if (question) return question.question;
  const current = emotionPath(item, chat).at(-1);
  const own = variantsOf(current?.silence);
  return pickVariant(own.length > 0 ? own : informationData(item).silenceReplies, chat);
}

/** The number of student messages before the last silence (-1 without one). */
function lastSilenceAfter(context: ModeContext): number {
  const last = context.actions.filter((action) => action.action === "silence").at(-1);
  return last ? Number(last.params.afterStudentMessages ?? -1) : -1;
}

export const silenceAllowed = (context: ModeContext) => lastSilenceAfter(context) !== studentTurns(context.chat).length;

/** The only action of the mode: the student leaves a silence (the view posts it after 20 s without typing). */
export function actInformation(context: ModeContext, request: ActionRequest): ActionOutcome {
  if (request.action !== "silence")
    throw new ModeActionError("action", "Action inconnue : cette station ne propose que le silence");
  const raw = request.params.seconds;
  if (raw !== undefined && (typeof raw !== "number" || !Number.isInteger(raw) || raw < 0 || raw > MAX_SILENCE_SECONDS))
    throw new ModeActionError(
      "seconds",
      `La durée du silence doit être un nombre entier de secondes (0 à ${MAX_SILENCE_SECONDS})`,
    );
  if (!silenceAllowed(context))
    throw new ModeActionError("action", "Le patient vient déjà de rompre ce silence : reprends la parole");
  const students = studentTurns(context.chat);
  const seconds = typeof raw === "number" ? raw : 0;
  return {
    params: {
      seconds,
      afterStudentMessages: students.length,
      afterMessageId: students.at(-1)?.id ?? null,
    },
    label: seconds > 0 ? `Silence laissé au patient (${seconds} s)` : "Silence laissé au patient",
    reply: silenceReply(context),
  };
}
