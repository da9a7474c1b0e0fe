import { z } from "zod";
import { emailField, nameField } from "./fields";
import {
  ACADEMIC_YEARS,
  BUG_TYPES,
  NB_CASES_CHOICES,
  REFERRAL_SOURCES,
  TICKET_KIND_IDS,
  type TicketKind,
} from "./form-options";

export const contactRequestSchema = z.object({
  first_name: nameField,
  last_name: nameField,
  email: emailField,
  message: z.string().trim().min(1).max(5000),
});
export type ContactRequest = z.infer<typeof contactRequestSchema>;

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

export const bugReportRequestSchema = z.object({
  bug_type: z.enum(BUG_TYPES),
  message: z.string().trim().min(1).max(5000),
  /** The station the report was sent from, if any. */
  thread_id: z.uuid().optional(),
});
export type BugReportRequest = z.infer<typeof bugReportRequestSchema>;

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

/**
 * PATCH /api/forms/tickets/seen. ticket_type is the backend kind, except that the spec sends feedback
 * questionnaires as "thread_review" (singular); both spellings are accepted.
 */
export const TICKET_SEEN_TYPES = [...TICKET_KIND_IDS, "thread_review"] as const;
export const ticketsSeenRequestSchema = z.object({
  tickets: z
    .array(z.object({ ticket_type: z.enum(TICKET_SEEN_TYPES), ticket_id: z.uuid() }).strict())
    .min(1)
    .max(1000),
});
export type TicketsSeenRequest = z.infer<typeof ticketsSeenRequestSchema>;
export interface TicketsSeenResponse {
  /** Tickets that were unseen and are now seen. */
  updated: number;
}
