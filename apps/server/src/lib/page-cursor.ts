import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { invalidInput } from "../errors";

/**
 * Where a page of a list ordered by (created_at desc, id desc) stops: the last row's creation time, to
 * the microsecond (PostgreSQL's precision, which a JavaScript Date would round), and its id. Cursors
 * travel as opaque base64url strings.
 */
export interface PageCursor {
  /** ISO 8601 in UTC with microseconds: 2025-03-01T10:00:00.123456Z. */
  at: string;
  id: string;
}

const EXACT_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const encodeCursor = (cursor: PageCursor) => Buffer.from(`${cursor.at}|${cursor.id}`).toString("base64url");

/** The cursor of a query string, or null without one; a malformed one is ERR_INVALID_INPUT on `cursor`. */
export function decodeCursor(value: string | undefined): PageCursor | null {
  if (value === undefined) return null;
  const [at, id, ...rest] = Buffer.from(value, "base64url").toString("utf8").split("|");
  if (rest.length > 0 || !at || !id || !EXACT_TIME.test(at) || !UUID.test(id) || Number.isNaN(Date.parse(at))) {
    throw invalidInput(["cursor"], "Curseur de page invalide");
  }
  return { at, id };
}

/**
 * Splits the `limit + 1` rows a page query read into the page and the next page's cursor (null when the
 * extra row is absent: this was the last page).
 */
export function paginate<T extends { at: string; id: string }>(rows: T[], limit: number) {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { page, nextCursor: rows.length > limit && last ? encodeCursor({ at: last.at, id: last.id }) : null };
}

/** A timestamp to the microsecond, in UTC, as page cursors carry it (a JavaScript Date keeps only ms). */
export const exactTime = (column: SQL | AnyPgColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Rows strictly after the cursor in the order created_at desc, id desc. */
export const afterCursor = (createdAt: AnyPgColumn, id: AnyPgColumn, cursor: PageCursor) =>
  sql`(${createdAt}, ${id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`;
