/** The super admin's inbox and audit log (issue 12): values the browser needs, without zod. */

/** Tickets per page of GET /api/forms/tickets. */
export const TICKETS_PAGE_SIZE = 50;
/** Entries per page of GET /api/admin/audit. */
export const AUDIT_PAGE_SIZE = 50;

/** What the audit log records, in the order of the log's filter. */
export const AUDIT_ACTIONS = [
  "login",
  "login_failed",
  "lockout",
  "activation",
  "activation_failed",
  "password_changed",
  "password_reset_requested",
  "password_reset",
  "email_change_requested",
  "email_changed",
  "invitation_created",
  "invitation_reissued",
  "ticket_deleted",
] as const;
export type AuditActionId = (typeof AUDIT_ACTIONS)[number];

/** French labels of the audit actions, as the log shows them. */
export const AUDIT_ACTION_LABELS: Record<AuditActionId, string> = {
  login: "Connexion",
  login_failed: "Échec de connexion",
  lockout: "Blocage",
  activation: "Activation",
  activation_failed: "Échec d'activation",
  password_changed: "Mot de passe modifié",
  password_reset_requested: "Réinitialisation demandée",
  password_reset: "Mot de passe réinitialisé",
  email_change_requested: "Changement d'e-mail demandé",
  email_changed: "E-mail modifié",
  invitation_created: "Invitation envoyée",
  invitation_reissued: "Invitation renvoyée",
  ticket_deleted: "Ticket supprimé",
};

export const isAuditAction = (value: string): value is AuditActionId =>
  (AUDIT_ACTIONS as readonly string[]).includes(value);
