import {
  pseudonymIdentityProblem,
  type RankingParticipation,
  type RankingPeriod,
  type RankingResponse,
  rankingParticipationRequestSchema,
} from "@ecos/contracts";
import type { Db } from "@ecos/db";
import { ApiError, invalidInput, zodFields } from "../errors";
import { isUniqueViolation } from "../lib/db-errors";
import { type UserRow, updateUser } from "../repositories/users";
import { parisMonth, parisWeek } from "./paris-calendar";
import { rankingRows } from "./ranking-queries";

export const pseudonymTaken = () =>
  new ApiError(409, "ERR_PSEUDONYM_TAKEN", "Ce pseudonyme est déjà pris, choisis-en un autre.", ["pseudonym"]);

export const participationOf = (user: Pick<UserRow, "rankingOptIn" | "pseudonym">): RankingParticipation => ({
  opt_in: user.rankingOptIn && user.pseudonym !== null,
  pseudonym: user.pseudonym,
});

/**
 * GET /api/ranking: the opted-in students of the period by XP (pseudonym and avatar only), and the
 * reader's own XP and place, which only they receive. Nothing about a student who did not opt in is
 * ever sent to anyone else.
 */
export async function ranking(
  db: Db,
  user: UserRow,
  period: RankingPeriod,
  now = new Date(),
): Promise<RankingResponse> {
  const bounds = period === "week" ? parisWeek(now) : parisMonth(now);
  const rows = await rankingRows(db, user.id, bounds);
  const me = rows.find((row) => row.kind === "me");
  const entries = rows
    .filter((row) => row.kind === "entry")
    .sort((a, b) => (a.rank ?? 0) - (b.rank ?? 0) || String(a.pseudonym).localeCompare(String(b.pseudonym), "fr"))
    .map((row) => ({
      rank: row.rank ?? 0,
      pseudonym: row.pseudonym ?? "",
      avatar_id: row.avatar_id,
      xp: row.xp,
      is_me: row.is_me,
    }));
  return {
    period,
    starts_at: bounds.start.toISOString(),
    ends_at: bounds.end.toISOString(),
    entries,
    participants: me?.participants ?? entries.length,
    me: { xp: me?.xp ?? 0, rank: me?.rank ?? null, participation: participationOf(user) },
  };
}

/**
 * PUT /api/ranking/participation: joins the ranking under a pseudonym (unique whatever the case, not
 * revealing the student's name or e-mail) or leaves it (the pseudonym is kept, hidden, for a return).
 */
export async function updateParticipation(db: Db, user: UserRow, body: unknown): Promise<RankingParticipation> {
  const parsed = rankingParticipationRequestSchema.safeParse(body ?? {});
  if (!parsed.success) {
    const custom = parsed.error.issues.find((issue) => issue.code === "custom");
    throw invalidInput(zodFields(parsed.error), custom?.message);
  }
  if (!parsed.data.opt_in) {
    const updated = await updateUser(db, user.id, { rankingOptIn: false });
    return participationOf(updated ?? { ...user, rankingOptIn: false });
  }
  const { pseudonym } = parsed.data;
  const identity = pseudonymIdentityProblem(pseudonym, { email: user.email, last_name: user.lastName });
  if (identity) throw invalidInput(["pseudonym"], identity);
  try {
    const updated = await updateUser(db, user.id, { rankingOptIn: true, pseudonym });
    return participationOf(updated ?? { rankingOptIn: true, pseudonym });
  } catch (error) {
    if (isUniqueViolation(error)) throw pseudonymTaken();
    throw error;
  }
}
