import type { ClinicalCase } from "@ecos/content";
import { CHALLENGE_STATIONS, type ChallengeBadge, type WeeklyChallengeResponse } from "@ecos/contracts";
import type { Db } from "@ecos/db";
import { storedLastGraded } from "../repositories/user-stats";
import { toScenarioRecord } from "../simulation/scenarios";
import {
  type CandidateWeek,
  candidateWeeks,
  type GradedInWeek,
  gradedInPeriod,
  listCompletions,
  recordCompletions,
} from "./challenge-queries";
import { parisWeek, weekStart } from "./paris-calendar";
import { weeklyStations } from "./weekly-draw";

const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * When a week's challenge was completed: the moment its last station was first graded that week, or
 * null if one of the drawn stations was not graded during the week.
 */
export function completionTime(drawn: readonly ClinicalCase[], graded: readonly GradedInWeek[]): Date | null {
  if (drawn.length < CHALLENGE_STATIONS) return null;
  let last = 0;
  for (const item of drawn) {
    const attempt = graded.find((entry) => entry.scenarioId === item.id);
    if (!attempt) return null;
    last = Math.max(last, attempt.firstAt);
  }
  return new Date(last);
}

/** The badges the candidate weeks hold (their drawn stations all graded during the week). */
function earnedBadges(candidates: CandidateWeek[]) {
  return candidates.flatMap((candidate) => {
    const completedAt = completionTime(weeklyStations(candidate.week), candidate.graded);
    return completedAt ? [{ week: candidate.week, completedAt }] : [];
  });
}

function toBadge(row: { week: string; completedAt: Date }): ChallengeBadge {
  return {
    week: row.week,
    starts_at: (weekStart(row.week) ?? row.completedAt).toISOString(),
    completed_at: row.completedAt.toISOString(),
  };
}

/**
 * GET /api/challenges/weekly: this week's three stations, which ones the student graded this week,
 * and their badges. A badge is recorded here, on read, for every week whose three stations were all
 * graded during that week (once: unique per student and week), this week included.
 */
export async function weeklyChallenge(db: Db, userId: string, now = new Date()): Promise<WeeklyChallengeResponse> {
  const week = parisWeek(now);
  const drawn = weeklyStations(week.id);
  const [graded, last, candidates] = await Promise.all([
    gradedInPeriod(
      db,
      userId,
      drawn.map((item) => item.id),
      week,
    ),
    storedLastGraded(db, userId),
    candidateWeeks(db, userId),
  ]);
  await recordCompletions(db, userId, earnedBadges(candidates));
  const badges = await listCompletions(db, userId);
  const current = badges.find((badge) => badge.week === week.id);
  return {
    week: week.id,
    starts_at: week.start.toISOString(),
    ends_at: week.end.toISOString(),
    stations: drawn.map((item) => {
      const attempt = graded.find((entry) => entry.scenarioId === item.id);
      return {
        scenario: toScenarioRecord(item, last.get(item.id)),
        done: Boolean(attempt),
        grade: attempt?.best === null || attempt?.best === undefined ? null : round1(attempt.best),
        graded_at: attempt ? new Date(attempt.firstAt).toISOString() : null,
      };
    }),
    completed_at: current ? current.completedAt.toISOString() : null,
    badges: badges.map(toBadge),
  };
}
