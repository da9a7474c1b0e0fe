import { z } from "zod";
import { emailField, nameField } from "./fields";

export const contactRequestSchema = z.object({
  first_name: nameField,
  last_name: nameField,
  email: emailField,
  message: z.string().trim().min(1).max(5000),
});
export type ContactRequest = z.infer<typeof contactRequestSchema>;

export const ACADEMIC_YEARS = ["D2", "D3", "D4"] as const;
export const PASSED_ECOS = [
  { value: "facultaire", label: "Oui - Facultaire" },
  { value: "national", label: "Oui - National" },
  { value: "non", label: "Non" },
] as const;
export const REFERRAL_SOURCES = ["Instagram", "Groupe Facebook de promotion", "Bouche à oreille", "Autres"] as const;
export const NB_CASES_CHOICES = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10"] as const;

export const betaSignupRequestSchema = z.object({
  first_name: nameField,
  last_name: nameField,
  email: emailField,
  academic_year: z.enum(ACADEMIC_YEARS),
  passed_ecos: z.enum(["facultaire", "national", "non"]),
  trial_reason: z.string().trim().max(2000).optional(),
  nb_cases: z.union([z.string(), z.number()]).transform(String).pipe(z.enum(NB_CASES_CHOICES)),
  wants_discord: z.boolean(),
  consent_interview: z.boolean(),
  notify_launch: z.boolean(),
  referral_source: z.enum(REFERRAL_SOURCES),
});
export type BetaSignupRequest = z.input<typeof betaSignupRequestSchema>;

export const earlyAccessRequestSchema = z.object({ email: emailField });
export type EarlyAccessRequest = z.infer<typeof earlyAccessRequestSchema>;

export const BUG_TYPES = ["medical", "app"] as const;
export const bugReportRequestSchema = z.object({
  bug_type: z.enum(BUG_TYPES),
  message: z.string().trim().min(1).max(5000),
});
export type BugReportRequest = z.infer<typeof bugReportRequestSchema>;

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

export const ticketEntrySchema = z
  .object({
    id: z.string(),
    created_at: z.string(),
    first_name: z.string().nullable(),
    last_name: z.string().nullable(),
    email: z.string().nullable(),
    seen: z.boolean(),
  })
  .catchall(z.unknown());
export type TicketEntry = z.infer<typeof ticketEntrySchema>;
export type TicketsResponse = Record<TicketKind, TicketEntry[]>;
