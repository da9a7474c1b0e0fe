import type { ClinicalCase } from "@ecos/content";
import type { Db } from "@ecos/db";
import { examinerOpening } from "@ecos/engine";
import type { FastifyReply } from "fastify";
import { assertMayOpenStation } from "../lib/user-limits";
import { insertMessages, insertThread, type ThreadRow } from "../repositories/threads";
import * as timer from "./timer";

/**
 * Opens a station for the user, in the caller's transaction: within the per-user limits, in its reading
 * step, with the patient's opening line and the examiner's first question. A station of a circuit
 * records its circuit and place (POST /simulation/threads and POST /circuits/{id}/next share this).
 */
export async function openStation(
  tx: Db,
  reply: FastifyReply,
  userId: string,
  item: ClinicalCase,
  circuit?: { id: string; position: number },
): Promise<ThreadRow> {
  await assertMayOpenStation(tx, userId, reply);
  const created = await insertThread(tx, {
    userId,
    scenarioId: item.id,
    modeId: item.modeId,
    categoryId: item.categoryId,
    remainingMs: timer.INTRODUCTION_MS,
    circuitId: circuit?.id ?? null,
    circuitPosition: circuit?.position ?? null,
  });
  const openings = [];
  if (item.opening) openings.push({ channel: "patient" as const, content: item.opening });
  if (item.examinerQuestions.length > 0) {
    openings.push({ channel: "examiner" as const, content: examinerOpening(item).text });
  }
  if (openings.length > 0) {
    await insertMessages(
      tx,
      openings.map((opening, index) => ({
        threadId: created.id,
        seq: index + 1,
        from: "bot" as const,
        ...opening,
      })),
    );
  }
  return created;
}
