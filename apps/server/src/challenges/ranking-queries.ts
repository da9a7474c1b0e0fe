import { RANKING_TOP } from "@ecos/contracts";
import type { Db } from "@ecos/db";
import { sql } from "drizzle-orm";
import type { Period } from "./paris-calendar";
import { rowsOf } from "./sql-rows";

/** A row of the ranking query: a listed student (`entry`) or the reader (`me`). */
export interface RankingRow {
  kind: "entry" | "me";
  is_me: boolean;
  pseudonym: string | null;
  avatar_id: number;
  xp: number;
  rank: number | null;
  participants: number;
  opt_in: boolean;
}

/**
 * The ranking of a period in one statement. Only opted-in students with a pseudonym are scored, plus
 * the reader: for each, the XP of their stations graded in the period is summed through the index
 * threads_user_closed_idx (user_id, closed_at, status = 'corrected'), so the cost follows the number
 * of listed students and their stations of the period, never the whole threads table.
 * The board ranks listed students with XP (same XP, same place: rank()); the reader's own place is
 * 1 + the listed students with more XP than them, whether or not they are listed themself.
 */
export async function rankingRows(db: Db, userId: string, period: Period): Promise<RankingRow[]> {
  const result = await db.execute(sql`
    with scores as (
      select u.id, u.pseudonym, u.avatar_id, u.ranking_opt_in,
             (u.ranking_opt_in and u.pseudonym is not null) as listed, s.xp
      from users u
      cross join lateral (
        select coalesce(sum(t.xp_awarded), 0)::int as xp
        from threads t
        where t.user_id = u.id and t.status = 'corrected'
          and t.closed_at >= ${period.start.toISOString()}::timestamptz
          and t.closed_at < ${period.end.toISOString()}::timestamptz
      ) s
      where (u.ranking_opt_in and u.pseudonym is not null) or u.id = ${userId}::uuid
    ),
    board as (
      select id, pseudonym, avatar_id, xp, (rank() over (order by xp desc))::int as rank
      from scores
      where listed and xp > 0
    ),
    total as (select count(*)::int as participants from board)
    select 'entry' as kind, board.id = ${userId}::uuid as is_me, board.pseudonym, board.avatar_id, board.xp,
           board.rank, total.participants, true as opt_in
    from board cross join total
    where board.rank <= ${RANKING_TOP}
    union all
    select 'me', true, me.pseudonym, me.avatar_id, me.xp,
           case when me.xp > 0
             then (select count(*)::int from board where board.xp > me.xp) + 1
           end,
           total.participants, me.ranking_opt_in
    from scores me cross join total
    where me.id = ${userId}::uuid`);
  return rowsOf<RankingRow>(result).map((row) => ({
    ...row,
    avatar_id: Number(row.avatar_id),
    xp: Number(row.xp),
    rank: row.rank === null ? null : Number(row.rank),
    participants: Number(row.participants),
  }));
}
