/** The rows of a raw `db.execute`, whichever driver answered (node-postgres and PGlite wrap them in `rows`). */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
