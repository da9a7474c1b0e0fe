import { EMAIL_CHANGE_TTL_HOURS, type EmailChangeRequest } from "@ecos/contracts";
import type { AppContext } from "../context";
import { ApiError, invalidInput } from "../errors";
import { isUniqueViolation } from "../lib/db-errors";
import { hashLinkToken, newLinkToken } from "../lib/link-tokens";
import { LINK_PAGES, linkTo } from "../mail/links";
import { sendNotice } from "../mail/mailer";
import { emailChangeConfirmationEmail, emailChangedNoticeEmail } from "../mail/templates";
import {
  expireEmailChanges,
  expirePasswordResets,
  hasPendingInvitation,
  insertEmailChange,
  recentAuditCount,
  useEmailChange,
} from "../repositories/account-links";
import { recordAudit } from "../repositories/audit";
import { findUserByEmail, findUserById, lockUserRow, type UserRow, updateUser } from "../repositories/users";
import { verifyCurrentPassword } from "./password-change";
import { invalidLink } from "./password-reset";

/** E-mail change requests one account may make per hour (every request counts, whatever the address). */
export const EMAIL_CHANGE_REQUESTS_PER_HOUR = 5;

const unavailable = () =>
  new ApiError(409, "ERR_USER_ALREADY_EXISTS", "Cette adresse e-mail n'est plus disponible.", ["email"]);

/** An address another account uses, or that an invitation not yet activated holds. */
async function isTaken(ctx: AppContext, email: string): Promise<boolean> {
  return Boolean(await findUserByEmail(ctx.db, email)) || (await hasPendingInvitation(ctx.db, email));
}

/**
 * First half of an e-mail change, answered before the address is even looked at: the current password,
 * a different address, and the hourly limit (counted from the audit log, where every request is
 * recorded whatever the address, so the limit tells nothing either). Returns the work to do after the
 * neutral 202 (`sendEmailChangeLink`).
 */
export async function acceptEmailChangeRequest(
  ctx: AppContext,
  user: UserRow,
  request: EmailChangeRequest,
  ip: string,
): Promise<void> {
  await verifyCurrentPassword(ctx, user, request.current_password);
  if (request.new_email === user.email) {
    throw invalidInput(["new_email"], "C'est déjà l'adresse de ton compte.");
  }
  await ctx.db.transaction(async (tx) => {
    await lockUserRow(tx, user.id);
    const recent = await recentAuditCount(tx, user.id, "email_change_requested", 3_600_000);
    if (recent >= EMAIL_CHANGE_REQUESTS_PER_HOUR) {
      throw new ApiError(
        429,
        "ERR_TOO_MANY_REQUESTS",
        `Tu as demandé ${EMAIL_CHANGE_REQUESTS_PER_HOUR} changements d'adresse en une heure : réessaie un peu plus tard.`,
      );
    }
    await recordAudit(tx, {
      action: "email_change_requested",
      actorId: user.id,
      actorEmail: user.email,
      target: request.new_email,
      ip,
    });
  });
}

/**
 * Second half, after the 202: a link to the new address when nobody uses it and no invitation holds
 * it; nothing otherwise (the requester cannot tell). A new link ends the previous ones.
 */
export async function sendEmailChangeLink(ctx: AppContext, user: UserRow, newEmail: string): Promise<void> {
  if (await isTaken(ctx, newEmail)) return;
  const token = newLinkToken();
  await ctx.db.transaction(async (tx) => {
    await expireEmailChanges(tx, user.id);
    await insertEmailChange(tx, {
      userId: user.id,
      newEmail,
      tokenHash: hashLinkToken(token),
      expiresAt: new Date(Date.now() + EMAIL_CHANGE_TTL_HOURS * 3_600_000),
    });
  });
  await ctx.mailer.send(
    emailChangeConfirmationEmail(newEmail, user.firstName, linkTo(ctx.config, LINK_PAGES.emailChange, token)),
  );
}

/**
 * The link sent to the new address was opened: the address becomes the account's if it is still free
 * and no invitation holds it. The link is used in the same transaction (once, even with two requests
 * at once); the old address gets a notice; reset links sent to the old address end.
 */
export async function confirmEmailChange(ctx: AppContext, token: string, ip: string): Promise<{ email: string }> {
  let change: { user: UserRow; previous: string; email: string };
  try {
    change = await ctx.db.transaction(async (tx) => {
      const row = await useEmailChange(tx, hashLinkToken(token));
      if (!row) throw invalidLink();
      const user = await findUserById(tx, row.userId);
      if (!user) throw invalidLink();
      if ((await findUserByEmail(tx, row.newEmail)) || (await hasPendingInvitation(tx, row.newEmail))) {
        throw unavailable();
      }
      const updated = await updateUser(tx, user.id, { email: row.newEmail });
      if (!updated) throw invalidLink();
      await expirePasswordResets(tx, user.id);
      await recordAudit(tx, {
        action: "email_changed",
        actorId: user.id,
        actorEmail: row.newEmail,
        target: row.newEmail,
        ip,
        details: { previous_email: user.email },
      });
      return { user: updated, previous: user.email, email: row.newEmail };
    });
  } catch (error) {
    // Another account took the address between the check and the update.
    throw isUniqueViolation(error) ? unavailable() : error;
  }
  await sendNotice(ctx.mailer, emailChangedNoticeEmail(change.previous, change.user.firstName, change.email));
  return { email: change.email };
}
