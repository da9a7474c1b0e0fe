import type { AuditEntryView, TicketKind } from "@ecos/contracts";
import { AUDIT_ACTION_LABELS, TICKET_KIND_IDS } from "@ecos/contracts/constants";
import { TICKET_KIND_LABELS } from "./tickets";

/** The action's French label; an action this client does not know yet is shown as sent. */
export const auditActionLabel = (action: string) =>
  (AUDIT_ACTION_LABELS as Record<string, string | undefined>)[action] ?? action;

/** Who did it: the account's name and e-mail, an e-mail typed by a visitor, or nobody known. */
export function auditActor(entry: AuditEntryView): { name: string; email: string | null } {
  if (entry.actor_name) return { name: entry.actor_name, email: entry.actor_email };
  if (entry.actor_email) return { name: entry.actor_email, email: null };
  return { name: entry.actor_id ? "Compte supprimé" : "Visiteur anonyme", email: null };
}

const isTicketKind = (value: unknown): value is TicketKind =>
  typeof value === "string" && (TICKET_KIND_IDS as readonly string[]).includes(value);

/** What it was done to, in words: a deleted ticket says its type; anything else its target (an e-mail…). */
export function auditTarget(entry: AuditEntryView): { text: string; detail: string | null } {
  if (entry.action === "ticket_deleted") {
    const kind = entry.details?.kind;
    return {
      text: isTicketKind(kind) ? `Ticket « ${TICKET_KIND_LABELS[kind]} »` : "Ticket",
      detail: entry.target,
    };
  }
  return { text: entry.target ?? "—", detail: null };
}
