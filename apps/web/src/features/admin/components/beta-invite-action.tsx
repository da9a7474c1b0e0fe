import { CheckCircle2, MailCheck, MailPlus } from "lucide-react";
import { toast } from "sonner";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useInviteApplicant } from "../api/tickets-api";
import { invitationStatus, type Ticket } from "../lib/tickets";

const optional = (value: string | null) => value?.trim() || undefined;

/** Where a beta applicant stands: "Invité" (a code was sent) or "Déjà inscrit" (an account exists). */
export function BetaInvitationBadge({ ticket }: { ticket: Ticket }) {
  const status = invitationStatus(ticket.entry);
  if (status === "member") {
    return (
      <Badge tone="slate">
        <CheckCircle2 className="h-3.5 w-3.5" aria-hidden="true" />
        Déjà inscrit
      </Badge>
    );
  }
  if (status === "invited") {
    return (
      <Badge tone="violet">
        <MailCheck className="h-3.5 w-3.5" aria-hidden="true" />
        Invité
      </Badge>
    );
  }
  return null;
}

/**
 * "Inviter" when no invitation was sent, "Réinviter" (a new code) once sent, nothing for a member:
 * POST /admin/invitations with the applicant's e-mail and names, then the list reloads.
 */
export function BetaInviteButton({ ticket, describedBy }: { ticket: Ticket; describedBy?: string }) {
  const invite = useInviteApplicant();
  const status = invitationStatus(ticket.entry);
  const email = ticket.entry.email?.trim();
  if (status === "member" || !email) return null;

  const send = () =>
    invite.mutate(
      { email, first_name: optional(ticket.entry.first_name), last_name: optional(ticket.entry.last_name) },
      {
        // The code is in the toast too: without SMTP it is the only way to pass it on (failures: the hook's).
        onSuccess: (result) => toast.success(`Invitation envoyée à ${result.email} (code : ${result.code})`),
      },
    );

  return (
    <Button
      size="sm"
      variant={status === "invited" ? "ghost" : "primary"}
      onClick={send}
      loading={invite.isPending}
      aria-describedby={describedBy}
    >
      {invite.isPending ? null : <MailPlus className="h-4 w-4" aria-hidden="true" />}
      {status === "invited" ? "Réinviter" : "Inviter"}
    </Button>
  );
}
