import type { PasswordChange } from "@ecos/contracts";
import type { AppContext } from "../context";
import { ApiError, invalidInput } from "../errors";
import { hashLinkToken } from "../lib/link-tokens";
import { assertStrongPasswordFor } from "../lib/password-policy";
import { hashSecret, verifySecret } from "../lib/passwords";
import type { ThrottlePolicy } from "../lib/throttle";
import { sendNotice } from "../mail/mailer";
import { passwordChangedEmail } from "../mail/templates";
import { expirePasswordResets, revokeUserSessions } from "../repositories/account-links";
import { recordAudit } from "../repositories/audit";
import { findRefreshToken } from "../repositories/refresh-tokens";
import { type UserRow, updateUser } from "../repositories/users";

/**
 * Wrong current passwords one account may type (password change, e-mail change) per 15 minutes: a stolen
 * access token must not become a way to guess the password.
 */
export const CURRENT_PASSWORD_POLICY: ThrottlePolicy = { kind: "window", limit: 10, windowMs: 15 * 60_000 };

const wrongCurrentPassword = () =>
  new ApiError(400, "ERR_INVALID_CREDENTIALS", "Mot de passe actuel incorrect", ["current_password"]);

/**
 * Checks the signed-in user's current password, counting the attempt first (so that parallel guesses
 * cannot slip under the limit) and giving it back when it was right. 400, not 401: the session is fine.
 */
export async function verifyCurrentPassword(ctx: AppContext, user: UserRow, password: string): Promise<void> {
  const key = `current-password:${user.id}`;
  const state = await ctx.throttle.consume(key, CURRENT_PASSWORD_POLICY, new Date());
  if (!state) {
    throw new ApiError(429, "ERR_TOO_MANY_REQUESTS", "Trop de mots de passe erronés, réessaie dans quelques minutes.");
  }
  if (!(await verifySecret(user.passwordHash, password))) throw wrongCurrentPassword();
  await ctx.throttle.release(key, CURRENT_PASSWORD_POLICY);
}

/**
 * Password change from the settings: the current password is required, the new one follows the policy.
 * Every other session is signed out: the refresh tokens of other families are revoked, the family of
 * the refresh cookie sent with the request (this browser) is kept. Unused reset links end too.
 */
export async function changePassword(
  ctx: AppContext,
  user: UserRow,
  request: PasswordChange,
  presentedRefreshToken: string | undefined,
  ip: string,
): Promise<void> {
  await verifyCurrentPassword(ctx, user, request.current_password);
  if (request.new_password === request.current_password) {
    throw invalidInput(["new_password"], "Le nouveau mot de passe doit être différent de l'actuel.");
  }
  assertStrongPasswordFor(user, request.new_password);
  const passwordHash = await hashSecret(request.new_password);
  const current = presentedRefreshToken
    ? await findRefreshToken(ctx.db, hashLinkToken(presentedRefreshToken))
    : undefined;
  const keepFamilyId = current && current.userId === user.id && !current.revokedAt ? current.familyId : undefined;
  await ctx.db.transaction(async (tx) => {
    await updateUser(tx, user.id, { passwordHash });
    await expirePasswordResets(tx, user.id);
    const revoked = await revokeUserSessions(tx, user.id, keepFamilyId);
    await recordAudit(tx, {
      action: "password_changed",
      actorId: user.id,
      actorEmail: user.email,
      target: user.email,
      ip,
      details: { other_sessions_revoked: revoked, current_session_kept: Boolean(keepFamilyId) },
    });
  });
  await sendNotice(ctx.mailer, passwordChangedEmail(user.email, user.firstName, "change"));
}
