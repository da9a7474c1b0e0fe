import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { AppContext } from "../context";
import { unauthorized } from "../errors";
import { ACCESS_TOKEN_TTL_SECONDS } from "../lib/access-tokens";
import {
  findRefreshToken,
  insertRefreshToken,
  markRotated,
  type RefreshTokenRow,
  revokeFamily,
} from "../repositories/refresh-tokens";
import { findUserById, type UserRow } from "../repositories/users";

export const REFRESH_COOKIE = "refresh_token";
export const REFRESH_COOKIE_PATH = "/api/auth";
export const REFRESH_TTL_DAYS = 30;

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export interface IssuedSession {
  accessToken: string;
  refreshToken: string;
  refreshExpiresAt: Date;
}

async function issueRefreshToken(ctx: AppContext, userId: string, familyId: string) {
  const refreshToken = randomBytes(32).toString("base64url");
  const refreshExpiresAt = new Date(Date.now() + REFRESH_TTL_DAYS * 86_400_000);
  await insertRefreshToken(ctx.db, {
    userId,
    familyId,
    tokenHash: hashToken(refreshToken),
    expiresAt: refreshExpiresAt,
  });
  return { refreshToken, refreshExpiresAt };
}

/** A new session (new token family) for a user who just proved who they are. */
export async function startSession(ctx: AppContext, user: UserRow): Promise<IssuedSession> {
  const accessToken = await ctx.accessTokens.sign({ userId: user.id, role: user.role });
  return { accessToken, ...(await issueRefreshToken(ctx, user.id, randomUUID())) };
}

/**
 * A token rotated less than this long ago may be presented again (two tabs refreshing at once, or a
 * response lost on the way): the client gets a fresh token of the same family instead of a 401 that
 * would log it out. Later, the reuse counts as a replay.
 */
export const REFRESH_REUSE_GRACE_MS = 30_000;

const withinGrace = (row: RefreshTokenRow, now: number) =>
  row.rotatedAt !== null && row.revokedAt === null && now - row.rotatedAt.getTime() <= REFRESH_REUSE_GRACE_MS;

/**
 * Rotates a refresh token. A token rotated within REFRESH_REUSE_GRACE_MS gets another successor in
 * its family; one rotated earlier (or revoked) revokes its whole family: somebody replayed a stolen
 * or stale token.
 */
export async function rotateSession(ctx: AppContext, presented: string | undefined): Promise<IssuedSession> {
  if (!presented) throw unauthorized("Session expirée");
  const hash = hashToken(presented);
  let row = await findRefreshToken(ctx.db, hash);
  if (!row) throw unauthorized("Session expirée");
  const live = !row.rotatedAt && !row.revokedAt;
  if (live && row.expiresAt.getTime() <= Date.now()) throw unauthorized("Session expirée");
  if (live && !(await markRotated(ctx.db, row.id))) {
    // A concurrent refresh of the same token won the rotation: read what it did.
    row = await findRefreshToken(ctx.db, hash);
    if (!row) throw unauthorized("Session expirée");
  }
  const spent = Boolean(row.rotatedAt || row.revokedAt);
  if (spent && !withinGrace(row, Date.now())) {
    await revokeFamily(ctx.db, row.familyId);
    throw unauthorized("Session révoquée");
  }
  const user = await findUserById(ctx.db, row.userId);
  if (!user) throw unauthorized("Session expirée");
  const accessToken = await ctx.accessTokens.sign({ userId: user.id, role: user.role });
  return { accessToken, ...(await issueRefreshToken(ctx, user.id, row.familyId)) };
}

/** Revokes the presented token's family (logout). Unknown tokens are ignored. */
export async function endSession(ctx: AppContext, presented: string | undefined): Promise<void> {
  if (!presented) return;
  const row = await findRefreshToken(ctx.db, hashToken(presented));
  if (row) await revokeFamily(ctx.db, row.familyId);
}

export const tokenResponse = (accessToken: string) => ({
  access_token: accessToken,
  token_type: "bearer" as const,
  expires_in: ACCESS_TOKEN_TTL_SECONDS,
});
