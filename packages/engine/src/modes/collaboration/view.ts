import type {
  CollaborationPhase,
  CollaborationReport,
  CollaborationSbarEntry,
  CollaborationState,
  SbarPartId,
} from "@ecos/contracts";
import type { ChatTurn } from "../../transcript";
import type { ModeContext } from "../types";
import { notesOf } from "./actions";
import { disagreementCourse } from "./conversation";
import { type CollaborationData, conceptIn, dataOf, factIn, orderIn, SBAR_IDS, SBAR_LABELS } from "./data";
import { asksReadBack, reformulates } from "./detect";

const studentTurns = (chat: readonly ChatTurn[]) => chat.filter((turn) => turn.from === "student");

/** Where each SBAR part first came in the student's messages (message rank and offset), for the view and the report. */
function sbarCourse(data: CollaborationData, chat: readonly ChatTurn[]) {
  const turns = studentTurns(chat);
  return SBAR_IDS.map((id) => {
    for (const [index, turn] of turns.entries()) {
      const found = conceptIn(turn.text, data.sbar[id].concepts);
      if (found) return { id, index, offset: found.start, quote: found.quote };
    }
    return { id, index: -1, offset: -1, quote: null as string | null };
  });
}

/** The student asked for a read-back after an order, or reformulated what the colleague said. */
function closedLoopTurn(data: CollaborationData, chat: readonly ChatTurn[]): ChatTurn | undefined {
  const turns = studentTurns(chat);
  return turns.find(
    (turn, index) =>
      (asksReadBack(turn.text) &&
        turns.slice(0, index + 1).some((t) => data.orders.some((order) => orderIn(order, t.text)))) ||
      (reformulates(turn.text) && data.facts.some((fact) => factIn(fact, turn.text))),
  );
}

const notes = (context: ModeContext) =>
  notesOf(context).map((note) => ({ id: note.id, text: note.text, at_seconds: note.atSeconds }));

const interlocutorOf = (context: ModeContext) =>
  context.item.interlocutor ? { name: context.item.interlocutor.name, role: context.item.interlocutor.role } : null;

/** The live view: the SBAR parts covered and the current one, the objection, the closed loop, the notes. */
export function collaborationState(context: ModeContext): CollaborationState {
  const data = dataOf(context.item);
  const course = data ? sbarCourse(data, context.chat) : [];
  const phases: CollaborationPhase[] = SBAR_IDS.map((id) => ({
    id,
    label: SBAR_LABELS[id],
    guidance: data?.sbar[id].guidance ?? "",
    done: course.some((part) => part.id === id && part.index >= 0),
  }));
  // The part of the latest student message that named one (the furthest part when a message names several).
  let current: SbarPartId | null = null;
  let latest = { index: -1, offset: -1 };
  for (const part of course) {
    if (part.index > latest.index || (part.index === latest.index && part.offset > latest.offset)) {
      latest = { index: part.index, offset: part.offset };
      current = part.id;
    }
  }
  const disagreement = data ? disagreementCourse(data, context.chat) : undefined;
  return {
    mode: "collaboration",
    direction: data?.direction ?? "incoming",
    interlocutor: interlocutorOf(context),
    phases,
    current: latest.index >= 0 ? current : null,
    objection: {
      raised: (disagreement?.raisedAt ?? -1) >= 0,
      resolved: (disagreement?.resolvedAt ?? -1) >= 0,
    },
    closed_loop: data ? closedLoopTurn(data, context.chat) !== undefined : false,
    notes: notes(context),
  };
}

/** The grade page's extras: the SBAR sequence as said, the disagreement, the closed loop, the notes. */
export function collaborationReport(context: ModeContext): CollaborationReport {
  const data = dataOf(context.item);
  const course = data ? sbarCourse(data, context.chat) : [];
  const said = course.filter((part) => part.index >= 0).sort((a, b) => a.index - b.index || a.offset - b.offset);
  const sbar: CollaborationSbarEntry[] = SBAR_IDS.map((id) => {
    const rank = said.findIndex((part) => part.id === id);
    return {
      id,
      label: SBAR_LABELS[id],
      rank: rank >= 0 ? rank + 1 : null,
      quote: course.find((part) => part.id === id)?.quote ?? null,
    };
  });
  const inOrder = said.length === SBAR_IDS.length && said.every((part, index) => part.id === SBAR_IDS[index]);
  const disagreement = data ? disagreementCourse(data, context.chat) : undefined;
  const raisedAt = disagreement?.raisedAt ?? -1;
  const answer =
    raisedAt >= 0 ? context.chat.find((turn, index) => index > raisedAt && turn.from === "student") : undefined;
  const trigger = disagreement && disagreement.triggerAt >= 0 ? context.chat[disagreement.triggerAt] : undefined;
  return {
    mode: "collaboration",
    direction: data?.direction ?? "incoming",
    interlocutor: interlocutorOf(context),
    sbar,
    sbar_in_order: inOrder,
    disagreement: {
      raised: raisedAt >= 0,
      objection: data?.objection.text ?? "",
      trigger_quote: trigger?.text ?? null,
      answer_quote: answer?.text ?? null,
      resolved: (disagreement?.resolvedAt ?? -1) >= 0,
    },
    closed_loop_quote: data ? (closedLoopTurn(data, context.chat)?.text ?? null) : null,
    notes: notes(context),
  };
}
