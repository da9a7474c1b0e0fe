export const ACADEMIC_YEARS = ["D2", "D3", "D4"] as const;
export const PASSED_ECOS = [
  { value: "facultaire", label: "Oui - Facultaire" },
  { value: "national", label: "Oui - National" },
  { value: "non", label: "Non" },
] as const;
export const REFERRAL_SOURCES = ["Instagram", "Groupe Facebook de promotion", "Bouche à oreille", "Autres"] as const;
export const NB_CASES_CHOICES = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10"] as const;
export const BUG_TYPES = ["medical", "app"] as const;

/** Ticket kinds: backend id -> front id (spec section 3). */
export const TICKET_KINDS = {
  contact: "contact-us",
  bug: "bug-report",
  thread_reviews: "simulation-feedback",
  message_report: "message-report",
  beta: "beta-inscription-form",
  early: "earlyaccess-inscription-form",
} as const;
export type TicketKind = keyof typeof TICKET_KINDS;
export const TICKET_KIND_IDS = Object.keys(TICKET_KINDS) as TicketKind[];

/** The toast after marking tickets as read (spec section 8's "{n} ticket(s) a/ont été marqué(s) comme lu", agreed). */
export const ticketsSeenToast = (count: number) =>
  count <= 1 ? `${count} ticket marqué comme lu` : `${count} tickets marqués comme lus`;

/**
 * Beta applications in GET /api/forms/tickets also say where the applicant stands, so the inbox can
 * offer "Inviter" only when it makes sense: no invitation yet, invited (code sent), or already a member.
 */
export const BETA_INVITATION_STATUSES = ["none", "invited", "member"] as const;
export type BetaInvitationStatus = (typeof BETA_INVITATION_STATUSES)[number];
