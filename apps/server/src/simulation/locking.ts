import type { ClinicalCase } from "@ecos/content";
import type { Db } from "@ecos/db";
import { ApiError, notFound } from "../errors";
import { lockThread, type ThreadRow } from "../repositories/threads";
import { playableCase } from "./scenarios";

export const threadNotFound = () => notFound("Station introuvable");
export const wrongState = (message: string) => new ApiError(409, "ERR_THREAD_STATE", message);

/**
 * Runs `work` in a transaction holding the user's thread locked: concurrent calls on one station
 * (a double click, a retry racing the original) happen one after the other. Another user's thread
 * is not found, exactly like a missing one.
 */
export function withThread<T>(
  db: Db,
  userId: string,
  threadId: string,
  work: (tx: Db, row: ThreadRow, item: ClinicalCase) => Promise<T>,
): Promise<T> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const row = await lockThread(tx, userId, threadId);
    if (!row) throw threadNotFound();
    const item = playableCase(row.scenarioId);
    if (!item) throw threadNotFound();
    return work(tx, row, item);
  });
}

export const PAUSED_MESSAGE = "La station est en pause : reprends-la pour continuer";

/**
 * Messages (to the patient or the examiner), exams and notes belong to the simulation step of a station
 * being played: not before, not after, and not while it is paused (its clock is stopped, so work done
 * then would be time taken for free).
 */
export function assertPlaying(row: ThreadRow) {
  if (row.step !== "simulation" || row.status === "ended" || row.status === "corrected") {
    throw wrongState("La station n'est pas en cours");
  }
  if (row.status === "paused") throw wrongState(PAUSED_MESSAGE);
}
