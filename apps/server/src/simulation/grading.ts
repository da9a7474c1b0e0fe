import { type ClinicalCase, examById } from "@ecos/content";
import { type GradeResponse, xpForGrade } from "@ecos/contracts";
import { type Db, threads, users } from "@ecos/db";
import { gradeStationAssisted, type Transcript } from "@ecos/engine";
import { and, eq, isNotNull, max, ne, sql } from "drizzle-orm";
import { gradeIsVisible } from "../repositories/circuit-visibility";
import {
  type ThreadRow,
  threadActions,
  threadExamIds,
  threadMessages,
  threadObservations,
  updateThread,
  xpEarnedOnScenario,
} from "../repositories/threads";
import { lockUserRow } from "../repositories/users";
import type { GradingAssist } from "./grading-assist";
import { wrongState } from "./locking";
import { elapsedSeconds, toStationAction } from "./modes";
import { storedGrade } from "./thread-view";

/** Everything the student did in the station, as the graders read it. */
export async function loadTranscript(tx: Db, row: ThreadRow, diagnosis: string | null): Promise<Transcript> {
  const all = await threadMessages(tx, row.id);
  const byId = new Map(all.map((message) => [message.id, message]));
  const answers: Array<{ questionId: string; text: string; messageId: string }> = [];
  for (const message of all) {
    const questionId = message.meta?.answeredQuestionId;
    const student = message.replyTo ? byId.get(message.replyTo) : undefined;
    if (message.channel === "examiner" && typeof questionId === "string" && student) {
      answers.push({ questionId, text: student.content, messageId: student.id });
    }
  }
  const actions = await threadActions(tx, row.id);
  return {
    actions: actions.map(toStationAction),
    elapsedSeconds: elapsedSeconds(row),
    messages: all
      .filter((message) => message.channel === "patient")
      .map((message) => ({
        id: message.id,
        from: message.from === "user" ? "student" : "patient",
        text: message.content,
      })),
    exams: (await threadExamIds(tx, row.id)).map((exam) => exam.examId),
    observations: (await threadObservations(tx, row.id)).map((note) => ({ id: note.id, text: note.content })),
    answers,
    diagnosis,
  };
}

/**
 * XP for a graded station: the case's reward scaled by the grade. Repeating a case earns only the
 * improvement over the best grade already rewarded on it, so XP measures what was learnt and a case
 * cannot be farmed (docs/decisions.md). The user's row is locked first: two attempts of one case graded
 * at the same moment (two tabs) each lock only their own thread, so without it both would read the XP
 * earned before either committed and both would be rewarded in full.
 */
export async function awardXp(tx: Db, row: ThreadRow, item: ClinicalCase, grade: number) {
  await lockUserRow(tx, row.userId);
  const earned = await xpEarnedOnScenario(tx, row.userId, row.scenarioId);
  const awarded = Math.max(0, xpForGrade(item.rewardXp, grade) - earned);
  const [user] = await tx
    .update(users)
    .set({ xp: sql`${users.xp} + ${awarded}` })
    .where(eq(users.id, row.userId))
    .returning({ xp: users.xp });
  return { awarded, userXp: user?.xp ?? 0 };
}

/** The user's best grade on a station over the attempts graded before this one, or null if none. */
export async function previousBestGrade(tx: Db, row: ThreadRow): Promise<number | null> {
  const [best] = await tx
    .select({ grade: max(threads.digitizedGrade) })
    .from(threads)
    .where(
      and(
        eq(threads.userId, row.userId),
        eq(threads.scenarioId, row.scenarioId),
        ne(threads.id, row.id),
        eq(threads.status, "corrected"),
        isNotNull(threads.digitizedGrade),
        gradeIsVisible, // a circuit still being played keeps its grades, records included
      ),
    );
  return best?.grade ?? null;
}

/**
 * Ends the station and grades it, once: grading a graded station returns the stored grade. The grade
 * keeps what the grade page celebrates (the XP before it, the best grade before it on this station), so
 * that reloading the page shows the same moments. `assist`: what the model said of the statement
 * criteria (LLM_GRADING), checked here against the transcript read in this transaction; null: the
 * embedded grade alone.
 */
export async function gradeThread(
  tx: Db,
  row: ThreadRow,
  item: ClinicalCase,
  diagnostic: string | null | undefined,
  assist: GradingAssist | null = null,
  /** Receives the seconds the engine took to grade (for /api/metrics). */
  onEngineTime?: (seconds: number) => void,
): Promise<GradeResponse> {
  const stored = storedGrade(row);
  if (stored) return stored;
  if (row.step === "introduction") throw wrongState("La station n'a pas encore commencé");
  // Typed in free text: the engine reads it against the differential (issue 15), whatever the wording.
  const diagnosis = diagnostic?.trim() ? diagnostic.trim().replace(/\s+/g, " ") : null;
  const transcript = await loadTranscript(tx, row, diagnosis);
  const started = performance.now();
  const grade = gradeStationAssisted(item, transcript, assist?.judgments ?? null);
  onEngineTime?.((performance.now() - started) / 1000);
  const { awarded, userXp } = await awardXp(tx, row, item, grade.digitized_grade);
  // Read after awardXp has locked the user's row: two attempts graded at once see each other's grade.
  const previousBest = await previousBestGrade(tx, row);
  const examIds = [...grade.relevant_exams.map((exam) => exam.exam_id), ...grade.irrelevant_exams];
  const response: GradeResponse = {
    ...grade,
    xp_awarded: awarded,
    user_xp: userXp,
    previous_xp: userXp - awarded,
    previous_best: previousBest,
    exam_names: Object.fromEntries(examIds.map((id) => [id, examById(id)?.name ?? id])),
    mode_report: grade.mode_report as GradeResponse["mode_report"],
    assist: assist ? { model: assist.model, tokens: assist.tokens } : null,
  };
  const now = new Date();
  await updateThread(tx, row.id, {
    status: "corrected",
    step: "grading",
    remainingMs: 0,
    timerAt: now,
    diagnosis,
    grade: response as unknown as Record<string, unknown>,
    digitizedGrade: grade.digitized_grade,
    xpAwarded: awarded,
    closedAt: now,
  });
  return response;
}
