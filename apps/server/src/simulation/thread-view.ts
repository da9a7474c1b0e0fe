import { type ClinicalCase, EXAM_CATEGORIES, examById } from "@ecos/content";
import type {
  CategoryId,
  ChatMessage,
  EvaluationModeId,
  ExamResultEntry,
  GradeResponse,
  ObservationEntry,
  OpenThreadSummary,
  ThreadState,
  TimerState,
} from "@ecos/contracts";
import { examResult } from "@ecos/engine";
import type { ActionRow, MessageRow, ObservationRow, ThreadRow } from "../repositories/threads";
import { modeContextFor, modeStateFor, toActionEntry } from "./modes";
import { type LastGraded, threadBase, toScenarioRecord } from "./scenarios";
import { remainingSeconds } from "./timer";

export const timerState = (row: ThreadRow, now = new Date()): TimerState => ({
  status: row.status,
  step: row.step,
  remaining_seconds: remainingSeconds(row, now),
});

export const toChatMessage = (row: MessageRow): ChatMessage => ({
  id: row.id,
  from: row.from,
  channel: row.channel,
  message: row.content,
  reported: row.reported,
  created_at: row.createdAt.toISOString(),
});

export const toObservation = (row: ObservationRow): ObservationEntry => ({
  id: row.id,
  observation: row.content,
  created_at: row.createdAt.toISOString(),
});

const categoryNames = new Map(EXAM_CATEGORIES.map((category) => [category.id, category.name]));

/** An exam's result in this case (the case's finding, or the catalogue's normal result). */
export function examEntry(item: ClinicalCase, examId: string): ExamResultEntry | undefined {
  const exam = examById(examId);
  const value = examResult(item, examId);
  if (!exam || value === undefined) return undefined;
  return {
    exam_id: exam.id,
    name: exam.name,
    category_id: exam.categoryId,
    category_name: categoryNames.get(exam.categoryId) ?? exam.categoryId,
    value,
  };
}

export function storedGrade(row: ThreadRow): GradeResponse | null {
  return row.status === "corrected" && row.grade ? (row.grade as unknown as GradeResponse) : null;
}

export function toThreadState(
  item: ClinicalCase,
  row: ThreadRow,
  parts: {
    messages: MessageRow[];
    examIds: string[];
    observations: ObservationRow[];
    actions: ActionRow[];
    last?: LastGraded;
  },
): ThreadState {
  return {
    thread_id: row.id,
    ...timerState(row),
    scenario: toScenarioRecord(item, parts.last),
    base: threadBase(item),
    messages: parts.messages.map(toChatMessage),
    exams: parts.examIds.flatMap((id) => examEntry(item, id) ?? []),
    observations: parts.observations.map(toObservation),
    actions: parts.actions.map(toActionEntry),
    mode_state: modeStateFor(modeContextFor(item, row, parts.actions, parts.messages)),
    diagnosis: row.diagnosis,
    grade: storedGrade(row),
    reviewed: row.reviewedAt !== null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toOpenSummary(item: ClinicalCase, row: ThreadRow): OpenThreadSummary {
  return {
    thread_id: row.id,
    ...timerState(row),
    scenario_id: row.scenarioId,
    label: `${item.patient.firstName} ${item.patient.lastName}`,
    content_type: row.modeId as EvaluationModeId,
    category_id: row.categoryId as CategoryId,
    updated_at: row.updatedAt.toISOString(),
  };
}
