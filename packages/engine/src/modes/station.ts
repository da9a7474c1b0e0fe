import type { ClinicalCase } from "@ecos/content";
import type { GradingMaterial } from "../grading/material";
import { type PatientReply, replyAsPatient } from "../patient/reply";
import type { ChatTurn, Transcript } from "../transcript";
import { mechanicsFor } from "./registry";
import { type ActionOutcome, type ActionRequest, ModeActionError, type ModeContext, type ModePenalty } from "./types";

/** The context a graded transcript gives the mode's mechanics. */
export function modeContextOf(item: ClinicalCase, transcript: Transcript): ModeContext {
  const actions = transcript.actions ?? [];
  return {
    item,
    actions,
    elapsedSeconds: transcript.elapsedSeconds ?? Math.max(0, ...actions.map((action) => action.atSeconds)),
    chat: transcript.messages,
  };
}

/** Whether the station's mode takes actions (tests, drugs, materials) besides the chat. */
export const hasActions = (item: ClinicalCase) => mechanicsFor(item.modeId)?.act !== undefined;

/** Runs one action through the station's mode; a mode without actions refuses every action. */
export function actInStation(context: ModeContext, request: ActionRequest): ActionOutcome {
  const act = mechanicsFor(context.item.modeId)?.act;
  if (!act) throw new ModeActionError("action", "Cette station ne propose pas d'action");
  return act(context, request);
}

/** What the station's view shows besides the chat, or null for a mode without a state of its own. */
export function modeState(context: ModeContext): unknown {
  return mechanicsFor(context.item.modeId)?.state?.(context) ?? null;
}

/** The report the grade page shows besides the criteria, or null. */
export function modeReport(context: ModeContext): unknown {
  return mechanicsFor(context.item.modeId)?.report?.(context) ?? null;
}

export function modePenalty(context: ModeContext, material: GradingMaterial): ModePenalty {
  return mechanicsFor(context.item.modeId)?.penalty?.(context, material) ?? { points: 0, reasons: [] };
}

/**
 * What the patient (or the station's interlocutor) answers: the patient engine's reply, then the
 * mode's own adjustments (a question asked at its moment, a reaction to jargon).
 */
export function replyInStation(
  item: ClinicalCase,
  history: readonly ChatTurn[],
  text: string,
  context: Omit<ModeContext, "item" | "chat">,
): PatientReply {
  const base = replyAsPatient(item, history, text);
  const adjust = mechanicsFor(item.modeId)?.reply;
  return adjust ? adjust({ ...context, item, chat: history }, text, base) : base;
}
