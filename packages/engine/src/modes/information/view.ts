import type { Criterion } from "@ecos/content";
import type { InformationReport, InformationState, InformationStepView } from "@ecos/contracts";
import { type GradingMaterial, gradingMaterial } from "../../grading/material";
import { sharedClassifier } from "../../nlu/classifier";
import { findMention } from "../../text/matching";
import type { ModeContext } from "../types";
import { askedQuestions, emotionPath, informationData, jargonAsked, studentTurns } from "./chat";
import { silenceAllowed } from "./reply";
import {
  announcementMessage,
  evaluateInformation,
  jargonUses,
  probeMessage,
  questionOutcomes,
  silenceAfterAnnouncement,
} from "./rules";

/** The live view: the patient's state, its questions, the words it did not understand, the silences. */
export function informationState(context: ModeContext): InformationState {
  const path = emotionPath(context.item, context.chat);
  const current = path.at(-1) ?? informationData(context.item).emotions[0];
  return {
    mode: "information",
    emotion: { id: current?.id ?? "", label: current?.label ?? "", description: current?.description ?? "" },
    path: path.map((emotion) => ({ id: emotion.id, label: emotion.label })),
    questions: askedQuestions(context.item, context.chat).map(({ question }) => ({
      id: question.id,
      question: question.question,
    })),
    jargon: jargonAsked(context.item, context.chat).map((entry) => entry.term),
    silences: context.actions.filter((action) => action.action === "silence").length,
    silence_allowed: silenceAllowed(context),
  };
}

const QUOTE_LIMIT = 140;
const shorten = (text: string) => (text.length > QUOTE_LIMIT ? `${text.slice(0, QUOTE_LIMIT - 1).trimEnd()}…` : text);

/** The first countable message that gives a criterion its evidence (the grid's common types, and the mode's rules). */
function firstEvidence(
  context: ModeContext,
  criterion: Criterion,
  material: GradingMaterial,
  evaluate: (criterion: Criterion) => { earned: boolean; evidence: Array<{ message_id: string; quote: string }> },
): { messageId: string; quote: string } | undefined {
  const evidence = criterion.evidence;
  const messages = material.messages;
  const data = informationData(context.item);
  switch (evidence.type) {
    case "act":
    case "asked": {
      const labels = evidence.labels.flat();
      const found = messages.find(
        (message) =>
          labels.some((label) => message.labels.includes(label)) &&
          (evidence.mentions ?? []).every((concept) =>
            findMention(message.countable, concept.synonyms, { fuzzy: true }),
          ),
      );
      return found && { messageId: found.turn.id, quote: found.turn.text };
    }
    case "stated": {
      const found = messages.find(
        (message) =>
          (!message.question || message.labels.includes("act.explain")) &&
          evidence.concepts.some((concept) =>
            findMention(message.countable, concept.synonyms, { fuzzy: true, negationAware: true }),
          ),
      );
      return found && { messageId: found.turn.id, quote: found.turn.text };
    }
    case "mode": {
      // A probe made too late still happened: the timeline shows it, out of order.
      const probe = data.probes.find((candidate) => candidate.id === evidence.params.probe);
      if (evidence.rule === "probe" && probe) {
        const found = probeMessage(material, probe);
        return found && { messageId: found.turn.id, quote: found.turn.text };
      }
      const result = evaluate(criterion);
      const first = result.earned ? result.evidence[0] : undefined;
      return first && { messageId: first.message_id, quote: first.quote };
    }
    default:
      return undefined;
  }
}

/** Where a piece of evidence stands among the student's messages (a silence stands just after its message). */
function rankOf(context: ModeContext, messageId: string): number {
  const students = studentTurns(context.chat);
  if (messageId.startsWith("action:")) {
    const action = context.actions.find((entry) => `action:${entry.id}` === messageId);
    return Number(action?.params.afterStudentMessages ?? 0) + 0.5;
  }
  return students.findIndex((turn) => turn.id === messageId) + 1;
}

/** The grade page's extras: the steps on a timeline, the patient's questions, the jargon, the emotions. */
export function informationReport(context: ModeContext): InformationReport {
  const { item } = context;
  const data = informationData(item);
  const material = gradingMaterial(
    item,
    { messages: context.chat, actions: context.actions, diagnosis: null },
    sharedClassifier(),
  );
  const evaluate = (criterion: Criterion) =>
    evaluateInformation(context, criterion, material) ?? { earned: false, evidence: [], missing: "" };
  const found = data.steps.map((step, order) => {
    const hits = step.criteria.flatMap((id) => {
      const criterion = item.grid.find((entry) => entry.id === id);
      const hit = criterion && firstEvidence(context, criterion, material, evaluate);
      return hit ? [{ ...hit, rank: rankOf(context, hit.messageId) }] : [];
    });
    const first = hits.sort((a, b) => a.rank - b.rank)[0];
    return { step, order, first };
  });
  // What SPIKES orders is what comes before the news: a step listed before the announcement's own
  // step but first covered after the announcement came too late.
  const announcement = announcementMessage(item, material);
  const announced = found.findIndex((entry) => announcement && entry.first?.messageId === announcement.turn.id);
  const announcedRank = announcement ? rankOf(context, announcement.turn.id) : Number.POSITIVE_INFINITY;
  const steps: InformationStepView[] = found.map(({ step, order, first }) => ({
    id: step.id,
    label: step.label,
    covered: first !== undefined,
    message_number: first ? Math.max(1, Math.floor(first.rank)) : null,
    // A silence has no words to quote: the timeline says after which message it came.
    quote: first && !first.messageId.startsWith("action:") ? shorten(first.quote) : null,
    out_of_order: first !== undefined && order < announced && first.rank > announcedRank,
  }));
  const rank = (view: InformationStepView) =>
    found.find((entry) => entry.step.id === view.id)?.first?.rank ?? Number.POSITIVE_INFINITY;
  const ordered = [...steps].sort((a, b) => rank(a) - rank(b));
  const silenceCriterion = item.grid.find(
    (criterion) => criterion.evidence.type === "mode" && criterion.evidence.rule === "respects-silence",
  );
  const silenceParams = silenceCriterion?.evidence.type === "mode" ? silenceCriterion.evidence.params : {};
  return {
    mode: "information",
    steps: ordered,
    questions: questionOutcomes(context, material).map((outcome) => ({
      id: outcome.question.id,
      question: outcome.question.question,
      asked: outcome.asked,
      answered: outcome.answer !== undefined,
      answer: outcome.answer ? shorten(outcome.answer.turn.text) : null,
    })),
    jargon: jargonUses(item, context.chat).map((use) => ({
      term: use.entry.term,
      words: use.words,
      explained: use.explained,
    })),
    emotions: emotionPath(item, context.chat).map((emotion) => ({ id: emotion.id, label: emotion.label })),
    silences: {
      count: context.actions.filter((action) => action.action === "silence").length,
      after_announcement:
        announcement !== undefined && silenceAfterAnnouncement(context, material, silenceParams).evidence !== undefined,
    },
  };
}
