import { caseById, caseNumber } from "@ecos/content";
import type {
  CategoryId,
  CircuitScenario,
  CircuitSize,
  CircuitState,
  CircuitStationView,
  CircuitSummary,
  EvaluationModeId,
  GradeResponse,
  ThreadCircuitRef,
} from "@ecos/contracts";
import type { Db } from "@ecos/db";
import {
  activeCircuit,
  type CircuitRow,
  circuitThreads,
  findCircuitById,
  finishedCircuitAreas,
  finishedCircuits,
  listCircuits,
} from "../repositories/circuits";
import type { ThreadRow } from "../repositories/threads";
import { buildReport, round1 } from "./report";

/** Grades are revealed once the circuit is over: finished, or abandoned (then it is no exam any more). */
export const gradesRevealed = (circuit: Pick<CircuitRow, "status">) =>
  circuit.status === "finished" || circuit.status === "abandoned";

export function toCircuitScenario(scenarioId: string): CircuitScenario | null {
  const item = caseById(scenarioId);
  if (!item) return null;
  return {
    id: item.id,
    number: caseNumber(item.id),
    label: `${item.patient.firstName} ${item.patient.lastName}`,
    content_type: item.modeId as EvaluationModeId,
    category_id: item.categoryId as CategoryId,
    sdd: item.situation,
    sheet_id: item.sheetId,
  };
}

/** The thread of each place of the circuit (the latest one opened there). */
export function threadsByPosition(rows: ThreadRow[]): Map<number, ThreadRow> {
  const byPosition = new Map<number, ThreadRow>();
  for (const row of rows) if (row.circuitPosition !== null) byPosition.set(row.circuitPosition, row);
  return byPosition;
}

export const isGraded = (row: ThreadRow | undefined) => row?.status === "corrected" && row.digitizedGrade !== null;

function stationView(circuit: CircuitRow, position: number, row: ThreadRow | undefined): CircuitStationView {
  const reveal = gradesRevealed(circuit) && isGraded(row);
  const grade = reveal ? (row?.grade as unknown as GradeResponse | null) : null;
  return {
    position,
    state: !row ? "upcoming" : isGraded(row) ? "done" : "in_progress",
    // A station is discovered when it starts, as in the exam.
    scenario: row ? toCircuitScenario(row.scenarioId) : null,
    thread_id: row?.id ?? null,
    grade: reveal && row?.digitizedGrade != null ? round1(row.digitizedGrade) : null,
    criteria: grade?.Criterias ?? null,
  };
}

/** GET /circuits/{id}: the circuit's state, and its report once finished. */
export async function circuitState(db: Db, circuit: CircuitRow): Promise<CircuitState> {
  const byPosition = threadsByPosition(await circuitThreads(db, circuit.id));
  const stations = circuit.scenarioIds.map((_, position) => stationView(circuit, position, byPosition.get(position)));
  let report: CircuitState["report"] = null;
  if (circuit.status === "finished") {
    const graded = [...byPosition.values()].filter(isGraded).map((row) => ({
      modeId: row.modeId,
      categoryId: row.categoryId,
      grade: row.digitizedGrade ?? 0,
    }));
    if (graded.length > 0) {
      report = buildReport(
        circuit.id,
        graded,
        await finishedCircuits(db, circuit.userId),
        await finishedCircuitAreas(db, circuit.userId),
      );
    }
  }
  return {
    id: circuit.id,
    size: circuit.scenarioIds.length as CircuitSize,
    status: circuit.status,
    position: circuit.position,
    done: stations.filter((station) => station.state === "done").length,
    stations,
    mean: circuit.status === "finished" && circuit.meanGrade !== null ? round1(circuit.meanGrade) : null,
    report,
    created_at: circuit.createdAt.toISOString(),
    updated_at: circuit.updatedAt.toISOString(),
    finished_at: circuit.finishedAt?.toISOString() ?? null,
  };
}

/** GET /circuits: the history, newest first, with the figures of the finished circuits. */
export async function circuitHistory(db: Db, userId: string, limit: number) {
  const rows = await listCircuits(db, userId, limit);
  const finished = await finishedCircuits(db, userId);
  const active = await activeCircuit(db, userId);
  const means = finished.map((circuit) => circuit.mean);
  const circuits: CircuitSummary[] = rows.map((row) => ({
    id: row.id,
    size: row.scenarioIds.length as CircuitSize,
    status: row.status,
    done: row.done,
    mean: row.status === "finished" && row.meanGrade !== null ? round1(row.meanGrade) : null,
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
  }));
  return {
    circuits,
    active_id: active?.id ?? null,
    finished: finished.length,
    average: means.length > 0 ? round1(means.reduce((sum, mean) => sum + mean, 0) / means.length) : null,
    best: means.length > 0 ? round1(Math.max(...means)) : null,
  };
}

/** ThreadState.circuit: what a station knows of its circuit. */
export const toThreadCircuitRef = (circuit: CircuitRow, position: number): ThreadCircuitRef => ({
  id: circuit.id,
  position,
  size: circuit.scenarioIds.length as CircuitSize,
  status: circuit.status,
});

/** The circuit of a station played inside one (ThreadState.circuit), or undefined. */
export async function threadCircuit(
  db: Db,
  row: Pick<ThreadRow, "circuitId" | "circuitPosition">,
): Promise<ThreadCircuitRef | undefined> {
  if (!row.circuitId || row.circuitPosition === null) return undefined;
  const circuit = await findCircuitById(db, row.circuitId);
  return circuit ? toThreadCircuitRef(circuit, row.circuitPosition) : undefined;
}
