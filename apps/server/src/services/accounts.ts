import type { ActivationRequest, LoginRequest } from "@ecos/contracts";
import type { AppContext } from "../context";
import { ApiError, tooManyRequests } from "../errors";
import { isUniqueViolation } from "../lib/db-errors";
import { hashSecret, verifyAgainstDummy, verifySecret } from "../lib/passwords";
import { findInvitationByEmail, markInvitationUsed, recordFailedAttempt } from "../repositories/invitations";
import { findUserByEmail, insertUser, type UserRow } from "../repositories/users";
import { MAX_CODE_ATTEMPTS } from "./invitations";

const invalidCredentials = () =>
  new ApiError(401, "ERR_INVALID_CREDENTIALS", "Identifiants invalides", ["email", "password"]);
const userExists = () => new ApiError(409, "ERR_USER_ALREADY_EXISTS", "L'utilisateur existe déjà", ["email"]);
const invalidCode = () => new ApiError(400, "ERR_INVALID_CODE", "Code ou e-mail invalide", ["email", "code"]);

/** Checks an e-mail and password; repeated failures for one e-mail are refused for a while. */
export async function authenticate(ctx: AppContext, request: LoginRequest): Promise<UserRow> {
  const key = `login:${request.email}`;
  if (ctx.emailFailures.isBlocked(key)) throw tooManyRequests();
  const user = await findUserByEmail(ctx.db, request.email);
  const valid = user
    ? await verifySecret(user.passwordHash, request.password)
    : await verifyAgainstDummy(request.password);
  if (!user || !valid) {
    ctx.emailFailures.record(key);
    throw invalidCredentials();
  }
  ctx.emailFailures.reset(key);
  return user;
}

/**
 * First connection: the invitation's code proves the e-mail; the account is created with the chosen
 * password. A code dies after MAX_CODE_ATTEMPTS wrong tries or when it expires.
 */
export async function activateAccount(ctx: AppContext, request: ActivationRequest): Promise<UserRow> {
  const key = `activate:${request.email}`;
  if (ctx.emailFailures.isBlocked(key)) throw tooManyRequests();
  const invitation = await findInvitationByEmail(ctx.db, request.email);
  const usable =
    invitation && invitation.failedAttempts < MAX_CODE_ATTEMPTS && invitation.expiresAt.getTime() > Date.now();
  if (!invitation || !usable) {
    await verifyAgainstDummy(request.code);
    ctx.emailFailures.record(key);
    throw invalidCode();
  }
  if (!(await verifySecret(invitation.codeHash, request.code))) {
    await recordFailedAttempt(ctx.db, invitation.id);
    ctx.emailFailures.record(key);
    throw invalidCode();
  }
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
      return created;
    });
    ctx.emailFailures.reset(key);
    return user;
  } catch (error) {
    throw isUniqueViolation(error) ? userExists() : error;
  }
}
