import { Check, Clock } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { useMarkSeen } from "../api/tickets-api";
import { formatTicketDate, fullName, type Ticket } from "../lib/tickets";
import { BetaInvitationBadge, BetaInviteButton } from "./beta-invite-action";
import { DeleteTicketDialog } from "./delete-ticket-dialog";
import { TicketBody } from "./ticket-body";
import { useTicketFocus } from "./ticket-focus";
import { KindBadge } from "./ticket-kind";

/**
 * One ticket: type, author, e-mail, its fields, the date and its actions. Unseen: highlighted and "Nouveau".
 * The card takes focus (not in the Tab order) when an action removed the control that had it.
 */
export function TicketCard({ ticket }: { ticket: Ticket }) {
  const kindId = useId();
  const nameId = useId();
  const markSeen = useMarkSeen();
  const focus = useTicketFocus();
  const { entry } = ticket;
  const unseen = !entry.seen;
  const name = fullName(entry);

  // The toasts are the hook's; "Marquer comme lu" then vanishes (or the whole card, unseen only): focus moves on.
  const markOne = () => markSeen.mutate([ticket], { onSuccess: focus.planAfter(ticket) });

  return (
    <article
      aria-labelledby={`${kindId} ${nameId}`}
      tabIndex={-1}
      data-ticket-id={entry.id}
      data-ticket-kind={ticket.kind}
      className={cn(
        "min-w-0 rounded-2xl border-2 bg-white p-4 shadow-sm sm:p-5",
        unseen ? "border-brand-600 shadow-brand-100" : "border-slate-200",
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        <KindBadge kind={ticket.kind} id={kindId} />
        {unseen ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-brand-700 px-2.5 py-1 text-xs font-bold text-white">
            <span className="h-1.5 w-1.5 rounded-full bg-white" aria-hidden="true" />
            Nouveau
          </span>
        ) : null}
        {ticket.kind === "beta" ? <BetaInvitationBadge ticket={ticket} /> : null}
      </div>

      <h3 id={nameId} className="mt-3 text-base font-bold [overflow-wrap:anywhere] text-ink">
        {name ?? (entry.email || "Utilisateur anonyme")}
      </h3>
      {name ? (
        <p className="text-sm [overflow-wrap:anywhere]">
          {entry.email ? (
            <a href={`mailto:${entry.email}`} className="text-brand-800 underline-offset-2 hover:underline">
              {entry.email}
            </a>
          ) : (
            <span className="text-slate-600 italic">E-mail non renseigné</span>
          )}
        </p>
      ) : null}
      <p className="mt-1 flex items-center gap-1.5 text-xs text-slate-600">
        <Clock className="h-3.5 w-3.5" aria-hidden="true" />
        <time dateTime={entry.created_at}>{formatTicketDate(entry.created_at)}</time>
      </p>

      <div className="mt-4">
        <TicketBody ticket={ticket} />
      </div>

      <div className="mt-4 flex flex-wrap items-center gap-2 border-t border-slate-100 pt-3">
        {unseen ? (
          <Button
            size="sm"
            variant="secondary"
            onClick={markOne}
            loading={markSeen.isPending}
            aria-describedby={nameId}
          >
            {markSeen.isPending ? null : <Check className="h-4 w-4" aria-hidden="true" />}
            Marquer comme lu
          </Button>
        ) : null}
        {ticket.kind === "beta" ? <BetaInviteButton ticket={ticket} describedBy={nameId} /> : null}
        <DeleteTicketDialog ticket={ticket} describedBy={nameId} />
      </div>
    </article>
  );
}
