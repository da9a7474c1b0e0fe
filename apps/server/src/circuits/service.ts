import type { CircuitNextResponse, CircuitSize, CircuitState } from "@ecos/contracts";
import type { Db } from "@ecos/db";
import type { FastifyReply } from "fastify";
import { ApiError, notFound } from "../errors";
import {
  activeCircuit,
  type CircuitRow,
  circuitThreads,
  deleteCircuit,
  insertCircuit,
  lockCircuit,
  lockCircuitById,
  playCounts,
  updateCircuit,
} from "../repositories/circuits";
import { deleteThread, type ThreadRow } from "../repositories/threads";
import { lockUserRow } from "../repositories/users";
import { openStation } from "../simulation/open-station";
import { PLAYABLE_CASES, playableCase } from "../simulation/scenarios";
import { drawCircuit } from "./draw";
import { circuitState, isGraded, threadsByPosition } from "./view";

export const circuitNotFound = () => notFound("Circuit introuvable");
export const circuitConflict = (message: string) => new ApiError(409, "ERR_CIRCUIT_STATE", message);

const OVER = "Ce circuit est terminé.";

/** Runs `work` in a transaction holding the user's circuit (and its stations) locked. */
function withCircuit<T>(db: Db, userId: string, circuitId: string, work: (tx: Db, circuit: CircuitRow) => Promise<T>) {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const circuit = await lockCircuit(tx, userId, circuitId);
    if (!circuit) throw circuitNotFound();
    return work(tx, circuit);
  });
}

const isOver = (circuit: CircuitRow) => circuit.status === "finished" || circuit.status === "abandoned";

/** The station opened at the circuit's current place and not graded yet, if any. */
async function stationInProgress(tx: Db, circuit: CircuitRow): Promise<ThreadRow | undefined> {
  const current = threadsByPosition(await circuitThreads(tx, circuit.id)).get(circuit.position);
  return current && !isGraded(current) ? current : undefined;
}

/** POST /circuits: draws the stations of a new circuit; one running or paused circuit at a time. */
export async function createCircuit(
  db: Db,
  userId: string,
  size: CircuitSize,
  random: () => number = Math.random,
): Promise<CircuitState> {
  const circuit = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await lockUserRow(tx, userId); // two creations at once: the second sees the first
    if (await activeCircuit(tx, userId)) {
      throw circuitConflict(
        "Tu as déjà un circuit en cours : reprends-le ou abandonne-le avant d'en commencer un autre.",
      );
    }
    const drawn = drawCircuit(PLAYABLE_CASES, await playCounts(tx, userId), size, random);
    return insertCircuit(tx, { userId, scenarioIds: drawn.map((item) => item.id) });
  });
  return circuitState(db, circuit);
}

/**
 * POST /circuits/{id}/next: the station to play now. The one in progress if there is one (a retry, or
 * coming back to it), else the next station, opened at once with its circuit and place.
 */
export async function nextStation(
  db: Db,
  userId: string,
  circuitId: string,
  reply: FastifyReply,
): Promise<CircuitNextResponse> {
  return withCircuit(db, userId, circuitId, async (tx, circuit) => {
    if (isOver(circuit)) throw circuitConflict(OVER);
    if (circuit.status === "paused") throw circuitConflict("Le circuit est en pause : reprends-le d'abord.");
    const current = threadsByPosition(await circuitThreads(tx, circuit.id)).get(circuit.position);
    if (current && !isGraded(current)) return { thread_id: current.id, circuit: await circuitState(tx, circuit) };
    const position = current ? circuit.position + 1 : circuit.position;
    const scenarioId = circuit.scenarioIds[position];
    if (scenarioId === undefined) throw circuitConflict(OVER);
    const item = playableCase(scenarioId);
    if (!item) {
      throw circuitConflict("Cette station n'est plus disponible : abandonne le circuit et commences-en un autre.");
    }
    const opened = await openStation(tx, reply, userId, item, { id: circuit.id, position });
    const moved = await updateCircuit(tx, circuit.id, { position });
    return { thread_id: opened.id, circuit: await circuitState(tx, moved) };
  });
}

/** POST /circuits/{id}/pause: only between two stations (a station has its own pause). */
export async function pauseCircuit(db: Db, userId: string, circuitId: string): Promise<CircuitState> {
  return withCircuit(db, userId, circuitId, async (tx, circuit) => {
    if (isOver(circuit)) throw circuitConflict(OVER);
    if (circuit.status === "paused") return circuitState(tx, circuit);
    if (await stationInProgress(tx, circuit)) {
      throw circuitConflict("Termine d'abord la station en cours : un circuit se met en pause entre deux stations.");
    }
    return circuitState(tx, await updateCircuit(tx, circuit.id, { status: "paused" }));
  });
}

/** POST /circuits/{id}/resume: back to the transition before the next station. */
export async function resumeCircuit(db: Db, userId: string, circuitId: string): Promise<CircuitState> {
  return withCircuit(db, userId, circuitId, async (tx, circuit) => {
    if (isOver(circuit)) throw circuitConflict(OVER);
    if (circuit.status === "running") return circuitState(tx, circuit);
    return circuitState(tx, await updateCircuit(tx, circuit.id, { status: "running" }));
  });
}

/**
 * POST /circuits/{id}/abandon: the station in progress is removed (like an abandoned station); a circuit
 * with graded stations stays in the history as abandoned, with its grades revealed; one without any is
 * removed altogether.
 */
export async function abandonCircuit(db: Db, userId: string, circuitId: string): Promise<void> {
  await withCircuit(db, userId, circuitId, async (tx, circuit) => {
    if (isOver(circuit)) throw circuitConflict(OVER);
    const rows = await circuitThreads(tx, circuit.id);
    for (const row of rows) if (!isGraded(row)) await deleteThread(tx, row.id);
    if (rows.some(isGraded)) await updateCircuit(tx, circuit.id, { status: "abandoned" });
    else await deleteCircuit(tx, circuit.id);
  });
}

/**
 * After a station of a circuit is graded (in the grading transaction, the station locked): the circuit
 * is finished once all its stations are graded, with the mean of their grades.
 */
export async function onCircuitStationGraded(tx: Db, circuitId: string): Promise<void> {
  const circuit = await lockCircuitById(tx, circuitId);
  if (!circuit || isOver(circuit)) return;
  const graded = [...threadsByPosition(await circuitThreads(tx, circuit.id)).values()].filter(isGraded);
  if (graded.length < circuit.scenarioIds.length) return;
  const mean = graded.reduce((sum, row) => sum + (row.digitizedGrade ?? 0), 0) / graded.length;
  const now = new Date();
  await updateCircuit(tx, circuit.id, {
    status: "finished",
    position: circuit.scenarioIds.length,
    meanGrade: mean,
    finishedAt: now,
  });
}
