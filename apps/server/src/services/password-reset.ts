import { PASSWORD_RESET_TTL_MINUTES, type PasswordReset } from "@ecos/contracts";
import type { AppContext } from "../context";
import { ApiError } from "../errors";
import { hashLinkToken, newLinkToken } from "../lib/link-tokens";
import { assertStrongPasswordFor } from "../lib/password-policy";
import { hashSecret } from "../lib/passwords";
import { loginKeys } from "../lib/throttle-login";
import { LINK_PAGES, linkTo } from "../mail/links";
import { sendNotice } from "../mail/mailer";
import { passwordChangedEmail, passwordResetEmail } from "../mail/templates";
import {
  expirePasswordResets,
  findLivePasswordReset,
  insertPasswordReset,
  recentPasswordResetCount,
  revokeUserSessions,
  usePasswordReset,
} from "../repositories/account-links";
import { recordAudit } from "../repositories/audit";
import { findUserByEmail, lockUserRow, updateUser } from "../repositories/users";

/** Reset e-mails one account may receive per hour; further requests are silently dropped. */
export const RESET_REQUESTS_PER_HOUR = 3;

export const invalidLink = () =>
  new ApiError(400, "ERR_INVALID_CODE", "Ce lien n'est plus valable : il a déjà servi ou il a expiré.", ["token"]);

/**
 * "Mot de passe oublié": run after the neutral 202 has been answered (lib/after-response.ts), so
 * neither the answer nor its timing says whether the address has an account. An account gets a
 * single-use link valid PASSWORD_RESET_TTL_MINUTES, at most RESET_REQUESTS_PER_HOUR an hour; a new
 * link ends the previous ones.
 */
export async function requestPasswordReset(ctx: AppContext, email: string, ip: string): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user) {
    await recordAudit(ctx.db, {
      action: "password_reset_requested",
      actorEmail: email,
      target: email,
      ip,
      details: { account: false },
    });
    return;
  }
  const token = newLinkToken();
  const sent = await ctx.db.transaction(async (tx) => {
    await lockUserRow(tx, user.id);
    const recent = await recentPasswordResetCount(tx, user.id, 3_600_000);
    const allowed = recent < RESET_REQUESTS_PER_HOUR;
    if (allowed) {
      await expirePasswordResets(tx, user.id);
      await insertPasswordReset(tx, {
        userId: user.id,
        tokenHash: hashLinkToken(token),
        expiresAt: new Date(Date.now() + PASSWORD_RESET_TTL_MINUTES * 60_000),
      });
    }
    await recordAudit(tx, {
      action: "password_reset_requested",
      actorId: user.id,
      actorEmail: user.email,
      target: user.email,
      ip,
      details: allowed ? { account: true } : { account: true, throttled: true, recent_requests: recent },
    });
    return allowed;
  });
  if (sent) {
    await ctx.mailer.send(
      passwordResetEmail(user.email, user.firstName, linkTo(ctx.config, LINK_PAGES.passwordReset, token)),
    );
  }
}

/**
 * Sets a new password from a reset link: the link is used once (a conditional update, so two requests
 * at once cannot both succeed), every session of the account is revoked, the other links end.
 */
export async function resetPassword(ctx: AppContext, request: PasswordReset, ip: string): Promise<void> {
  const tokenHash = hashLinkToken(request.token);
  const found = await findLivePasswordReset(ctx.db, tokenHash);
  if (!found) throw invalidLink();
  const { reset, user } = found;
  // A refused password does not spend the link: the user tries another one.
  assertStrongPasswordFor(user, request.new_password);
  const passwordHash = await hashSecret(request.new_password);
  await ctx.db.transaction(async (tx) => {
    if (!(await usePasswordReset(tx, reset.id))) throw invalidLink();
    await updateUser(tx, user.id, { passwordHash });
    await expirePasswordResets(tx, user.id);
    const revoked = await revokeUserSessions(tx, user.id);
    await recordAudit(tx, {
      action: "password_reset",
      actorId: user.id,
      actorEmail: user.email,
      target: user.email,
      ip,
      details: { sessions_revoked: revoked },
    });
  });
  // Whoever holds the mailbox may sign in again at once, even after a lockout.
  const keys = loginKeys(ip, user.email);
  await ctx.throttle.reset(keys.address);
  await ctx.throttle.reset(keys.account);
  await sendNotice(ctx.mailer, passwordChangedEmail(user.email, user.firstName, "reset"));
}
