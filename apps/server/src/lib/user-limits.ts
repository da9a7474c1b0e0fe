import type { TicketKind } from "@ecos/contracts";
import type { Db } from "@ecos/db";
import type { FastifyReply } from "fastify";
import { ApiError } from "../errors";
import { stationCounts } from "../repositories/threads";
import { recentTicketCount } from "../repositories/tickets";
import { lockUserRow } from "../repositories/users";

/**
 * Per-user limits (issue 12), counted from the data itself (threads, tickets) so that they hold across
 * instances and restarts, unlike a counter in one process's memory. Each check runs in the transaction
 * that writes, after locking the user's row, so two requests at once are counted one after the other.
 * The numbers are far above what a real student does (docs/decisions.md).
 */
export const USER_LIMITS = {
  /**
   * Stations not graded yet. The home page lists up to 50 of them, each with "Reprendre" and
   * "Abandonner"; a student rarely leaves more than a few.
   */
  openStations: 30,
  /** Stations opened in the last hour: a station takes 8 minutes, about 7 an hour. */
  stationOpeningsPerHour: 30,
  /** Contact messages, beta and early-access sign-ups and bug reports sent by one account in an hour. */
  formsPerHour: 20,
  /** AI messages reported by one account in an hour (one report per message at most anyway). */
  messageReportsPerHour: 60,
} as const;

/** The kinds counted by `formsPerHour`: questionnaires are once per station, reports have their own. */
export const FORM_TICKET_KINDS: readonly TicketKind[] = ["contact", "beta", "early", "bug"];

/** A 429 in the spec's error shape; Retry-After when we know when the oldest counted item expires. */
export function tooManyRequests(reply: FastifyReply, message: string, retryAfterSeconds?: number | null) {
  if (retryAfterSeconds && retryAfterSeconds > 0) reply.header("retry-after", String(retryAfterSeconds));
  return new ApiError(429, "ERR_TOO_MANY_REQUESTS", message);
}

/** In the transaction that opens a station: refuses one beyond the limits. */
export async function assertMayOpenStation(tx: Db, userId: string, reply: FastifyReply): Promise<void> {
  await lockUserRow(tx, userId);
  const counts = await stationCounts(tx, userId);
  if (counts.open >= USER_LIMITS.openStations) {
    throw tooManyRequests(
      reply,
      `Tu as déjà ${USER_LIMITS.openStations} stations en cours : termine ou abandonne l'une d'elles depuis l'accueil avant d'en ouvrir une nouvelle.`,
    );
  }
  if (counts.lastHour >= USER_LIMITS.stationOpeningsPerHour) {
    throw tooManyRequests(
      reply,
      `Tu as ouvert ${USER_LIMITS.stationOpeningsPerHour} stations en une heure : réessaie un peu plus tard.`,
      counts.retryAfter,
    );
  }
}

/** In the transaction that stores a form sent by a signed-in user: refuses one beyond the hourly limit. */
export async function assertMaySendForm(tx: Db, userId: string, reply: FastifyReply): Promise<void> {
  await lockUserRow(tx, userId);
  const recent = await recentTicketCount(tx, userId, FORM_TICKET_KINDS);
  if (recent.count >= USER_LIMITS.formsPerHour) {
    throw tooManyRequests(
      reply,
      `Tu as envoyé ${USER_LIMITS.formsPerHour} formulaires en une heure : réessaie un peu plus tard.`,
      recent.retryAfter,
    );
  }
}

/** In the transaction that stores a message report: refuses one beyond the hourly limit. */
export async function assertMayReport(tx: Db, userId: string, reply: FastifyReply): Promise<void> {
  await lockUserRow(tx, userId);
  const recent = await recentTicketCount(tx, userId, ["message_report"]);
  if (recent.count >= USER_LIMITS.messageReportsPerHour) {
    throw tooManyRequests(
      reply,
      `Tu as signalé ${USER_LIMITS.messageReportsPerHour} messages en une heure : réessaie un peu plus tard.`,
      recent.retryAfter,
    );
  }
}
