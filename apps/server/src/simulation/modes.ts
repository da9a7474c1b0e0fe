import type { ClinicalCase } from "@ecos/content";
import type { ModeState, StationActionEntry } from "@ecos/contracts";
import { type ChatTurn, type ModeContext, modeState, type StationAction } from "@ecos/engine";
import type { ActionRow, MessageRow, ThreadRow } from "../repositories/threads";
import { rawRemainingMs, SIMULATION_MS } from "./timer";

/** Seconds of simulation played: the station's clock, counted from the start of the simulation step. */
export function elapsedSeconds(row: ThreadRow, now = new Date()): number {
  if (row.step === "introduction") return 0;
  if (row.step === "grading") return Math.floor(SIMULATION_MS / 1000);
  return Math.max(0, Math.floor((SIMULATION_MS - Math.max(0, rawRemainingMs(row, now))) / 1000));
}

export const toStationAction = (row: ActionRow): StationAction => ({
  id: row.id,
  action: row.action,
  params: row.params,
  atSeconds: Math.floor(row.atMs / 1000),
});

export const toActionEntry = (row: ActionRow): StationActionEntry => ({
  id: row.id,
  action: row.action,
  params: row.params,
  label: row.label,
  at_seconds: Math.floor(row.atMs / 1000),
  created_at: row.createdAt.toISOString(),
});

/** The patient (or interlocutor) chat as the engine reads it. */
export const patientChat = (messages: readonly MessageRow[]): ChatTurn[] =>
  messages
    .filter((message) => message.channel === "patient")
    .map((message) => ({
      id: message.id,
      from: message.from === "user" ? "student" : "patient",
      text: message.content,
    }));

export function modeContextFor(
  item: ClinicalCase,
  row: ThreadRow,
  actions: readonly ActionRow[],
  messages: readonly MessageRow[],
  now = new Date(),
): ModeContext {
  return {
    item,
    actions: actions.map(toStationAction),
    elapsedSeconds: elapsedSeconds(row, now),
    chat: patientChat(messages),
  };
}

/** The live state of the station's mode (null for a mode without one). */
export const modeStateFor = (context: ModeContext) => modeState(context) as ModeState | null;
