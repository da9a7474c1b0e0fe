import type { Ticket } from "../lib/tickets";
import { Missing } from "./detail-list";
import { BetaTicketBody } from "./ticket-body-beta";
import { ReviewTicketBody } from "./ticket-body-review";
import { BugTicketBody, ContactTicketBody, EarlyTicketBody, MessageReportTicketBody } from "./ticket-body-simple";

/** The fields of a ticket that belong to its kind. */
export function TicketBody({ ticket }: { ticket: Ticket }) {
  switch (ticket.kind) {
    case "contact":
      return <ContactTicketBody entry={ticket.entry} />;
    case "bug":
      return <BugTicketBody entry={ticket.entry} />;
    case "thread_reviews":
      return <ReviewTicketBody entry={ticket.entry} />;
    case "message_report":
      return <MessageReportTicketBody entry={ticket.entry} />;
    case "beta":
      return <BetaTicketBody entry={ticket.entry} />;
    case "early":
      return <EarlyTicketBody />;
    default:
      return <Missing>Type de ticket inconnu</Missing>;
  }
}
