import type { ActivationRequest, LoginRequest } from "@ecos/contracts";
import type { AppContext } from "../context";
import { ApiError, invalidInput } from "../errors";
import { isUniqueViolation } from "../lib/db-errors";
import { checkPasswordStrength } from "../lib/password-policy";
import { hashSecret, verifyAgainstDummy, verifySecret } from "../lib/passwords";
import { beginLoginAttempt, endLoginAttemptSuccessfully, type LoginAttempt, loginKeys } from "../lib/throttle-login";
import { recordAudit } from "../repositories/audit";
import {
  findInvitationByEmail,
  giveBackCodeAttempt,
  markInvitationUsed,
  takeCodeAttempt,
} from "../repositories/invitations";
import { findUserByEmail, insertUser, type UserRow } from "../repositories/users";
import { MAX_CODE_ATTEMPTS } from "./invitations";

const invalidCredentials = () =>
  new ApiError(401, "ERR_INVALID_CREDENTIALS", "Identifiants invalides", ["email", "password"]);
const userExists = () => new ApiError(409, "ERR_USER_ALREADY_EXISTS", "L'utilisateur existe déjà", ["email"]);
const invalidCode = () => new ApiError(400, "ERR_INVALID_CODE", "Code ou e-mail invalide", ["email", "code"]);

/** Where a request comes from (Fastify's `request.ip`, shaped by TRUST_PROXY). */
export interface ClientInfo {
  ip: string;
}

/**
 * Checks an e-mail and password. Failures are throttled per (address, account) with growing refusals
 * and per account with an hourly ceiling (lib/throttle-login.ts): a stranger failing from one address
 * does not lock the owner out of other addresses.
 */
export async function authenticate(ctx: AppContext, request: LoginRequest, client: ClientInfo): Promise<UserRow> {
  const now = new Date();
  const keys = loginKeys(client.ip, request.email);
  const attempt = await beginLoginAttempt(ctx.throttle, ctx.config.rateLimits, keys, now);
  const user = await findUserByEmail(ctx.db, request.email);
  const valid = user
    ? await verifySecret(user.passwordHash, request.password)
    : await verifyAgainstDummy(request.password);
  if (!user || !valid) {
    await recordLoginFailure(ctx, request.email, client, attempt);
    throw invalidCredentials();
  }
  await endLoginAttemptSuccessfully(ctx.throttle, ctx.config.rateLimits, keys);
  await recordAudit(ctx.db, {
    action: "login",
    actorId: user.id,
    actorEmail: user.email,
    target: user.email,
    ip: client.ip,
  });
  return user;
}

async function recordLoginFailure(ctx: AppContext, email: string, client: ClientInfo, attempt: LoginAttempt) {
  const who = { actorEmail: email, target: email, ip: client.ip };
  await recordAudit(ctx.db, {
    action: "login_failed",
    ...who,
    details: { failures_from_address: attempt.address.count, failures_on_account: attempt.account.count },
  });
  for (const [scope, state] of [
    ["address", attempt.address],
    ["account", attempt.account],
  ] as const) {
    if (!state.blockedUntil) continue;
    await recordAudit(ctx.db, {
      action: "lockout",
      ...who,
      details: { scope, failures: state.count, blocked_until: state.blockedUntil.toISOString() },
    });
  }
}

/**
 * First connection: the invitation's code proves the e-mail; the account is created with the chosen
 * password. A code dies after MAX_CODE_ATTEMPTS wrong tries (counted in the database, so across
 * instances; the try is counted before the code is checked, so parallel guesses cannot exceed it) or
 * when it expires; a super admin inviting again issues a fresh code.
 */
export async function activateAccount(
  ctx: AppContext,
  request: ActivationRequest,
  client: ClientInfo,
): Promise<UserRow> {
  const weak = checkPasswordStrength(request.password, { email: request.email });
  if (weak) throw invalidInput(["password"], weak);
  const who = { actorEmail: request.email, target: request.email, ip: client.ip };
  const refuse = async (reason: string, details: Record<string, unknown> = {}) => {
    await recordAudit(ctx.db, { action: "activation_failed", ...who, details: { reason, ...details } });
    return invalidCode();
  };
  const invitation = await findInvitationByEmail(ctx.db, request.email);
  if (!invitation || invitation.expiresAt.getTime() <= Date.now()) {
    await verifyAgainstDummy(request.code);
    throw await refuse(invitation ? "expired" : "no_invitation");
  }
  const attempts = await takeCodeAttempt(ctx.db, invitation.id, MAX_CODE_ATTEMPTS);
  if (attempts === null) {
    await verifyAgainstDummy(request.code);
    throw await refuse("code_dead");
  }
  if (!(await verifySecret(invitation.codeHash, request.code))) {
    const error = await refuse("wrong_code", { failures: attempts });
    if (attempts >= MAX_CODE_ATTEMPTS) {
      await recordAudit(ctx.db, { action: "lockout", ...who, details: { scope: "invitation", failures: attempts } });
    }
    throw error;
  }
  await giveBackCodeAttempt(ctx.db, invitation.id);
  const passwordHash = await hashSecret(request.password);
  try {
    const user = await ctx.db.transaction(async (tx) => {
      if (invitation.usedAt || (await findUserByEmail(tx, request.email))) throw userExists();
      const created = await insertUser(tx, {
        email: request.email,
        passwordHash,
        firstName: invitation.firstName ?? "",
        lastName: invitation.lastName ?? "",
      });
      await markInvitationUsed(tx, invitation.id);
      await recordAudit(tx, { action: "activation", ...who, actorId: created.id });
      return created;
    });
    return user;
  } catch (error) {
    throw isUniqueViolation(error) ? userExists() : error;
  }
}
