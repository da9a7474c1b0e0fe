import { circuits, threads } from "@ecos/db";
import { sql } from "drizzle-orm";

/**
 * SQL condition on `threads`: the station's grade may be shown, i.e. it is not part of a circuit still
 * being played. Circuit mode gives no feedback before its end, not even through the station cards or
 * the progression; the grades appear everywhere once the circuit is finished or abandoned.
 */
export const gradeIsVisible = sql`(${threads.circuitId} is null or not exists (
  select 1 from ${circuits} where ${circuits.id} = ${threads.circuitId} and ${circuits.status} in ('running', 'paused')))`;
