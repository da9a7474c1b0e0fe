import { randomInt } from "node:crypto";
import type { InvitationRequest, InvitationResponse } from "@ecos/contracts";
import type { AppContext } from "../context";
import { ApiError } from "../errors";
import { hashSecret } from "../lib/passwords";
import { REDACTED } from "../mail/templates";
import { recordAudit } from "../repositories/audit";
import { findInvitationByEmail, upsertInvitation } from "../repositories/invitations";
import { findUserByEmail } from "../repositories/users";

export const MAX_CODE_ATTEMPTS = 5;

export function generateActivationCode(): string {
  return randomInt(0, 10_000).toString().padStart(4, "0");
}

function invitationEmail(code: string, expiresAt: Date, firstName: string | undefined) {
  const date = expiresAt.toLocaleDateString("fr-FR", { day: "numeric", month: "long", year: "numeric" });
  return [
    `Bonjour${firstName ? ` ${firstName}` : ""},`,
    "",
    "Tu es invité(e) à rejoindre ECOS Academy pour t'entraîner aux ECOS.",
    `Ton code d'activation : ${code}`,
    "",
    `Sur la page d'accueil, clique sur « Se connecter », puis « Première connexion ? », saisis ton e-mail, choisis un mot de passe et entre ce code. Il est valable jusqu'au ${date}.`,
    "",
    "À très vite,",
    "L'équipe ECOS Academy",
  ].join("\n");
}

/**
 * Creates the invitation of an e-mail, or re-issues it (a fresh code, the failed attempts back to 0:
 * how a super admin revives a code killed by wrong tries), and sends its 4-digit code.
 */
export async function inviteStudent(
  ctx: AppContext,
  request: InvitationRequest,
  invitedBy: string | null,
  ip: string | null = null,
): Promise<InvitationResponse> {
  if (await findUserByEmail(ctx.db, request.email)) {
    throw new ApiError(409, "ERR_USER_ALREADY_EXISTS", "L'utilisateur existe déjà", ["email"]);
  }
  const code = generateActivationCode();
  const expiresAt = new Date(Date.now() + ctx.config.invitationTtlDays * 86_400_000);
  const codeHash = await hashSecret(code);
  await ctx.db.transaction(async (tx) => {
    const previous = await findInvitationByEmail(tx, request.email);
    await upsertInvitation(tx, {
      email: request.email,
      firstName: request.first_name ?? null,
      lastName: request.last_name ?? null,
      codeHash,
      expiresAt,
      invitedBy,
    });
    await recordAudit(tx, {
      action: previous ? "invitation_reissued" : "invitation_created",
      actorId: invitedBy,
      target: request.email,
      ip,
      details: previous ? { failed_attempts_before: previous.failedAttempts } : undefined,
    });
  });
  await ctx.mailer.send({
    to: request.email,
    subject: "Ton invitation à ECOS Academy",
    text: invitationEmail(code, expiresAt, request.first_name),
    redactedText: invitationEmail(REDACTED, expiresAt, request.first_name),
  });
  return { email: request.email, code, expires_at: expiresAt.toISOString() };
}
