import { useSyncExternalStore } from "react";
import { splitIntoColumns } from "../lib/filters";
import type { Ticket } from "../lib/tickets";
import { TicketCard } from "./ticket-card";

const TWO_COLUMNS = "(min-width: 768px)";

function subscribe(onChange: () => void) {
  if (typeof window.matchMedia !== "function") return () => undefined;
  const query = window.matchMedia(TWO_COLUMNS);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}
/** Two columns from 768 px, one on phones (without matchMedia: two). */
const columnCount = () => (typeof window.matchMedia !== "function" || window.matchMedia(TWO_COLUMNS).matches ? 2 : 1);

/**
 * The masonry: tickets (already newest first) dealt alternately into two columns, each column stacking
 * its cards at their own heights. One column on a phone, in date order, so reading and Tab order
 * follow the dates there too.
 */
export function TicketsMasonry({ tickets }: { tickets: readonly Ticket[] }) {
  const count = useSyncExternalStore(subscribe, columnCount, () => 2);
  const columns = splitIntoColumns(tickets, count);
  return (
    <div className={count === 2 ? "grid grid-cols-2 items-start gap-4 lg:gap-6" : "grid gap-4"}>
      {columns.map((column, index) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: the columns are positional
          key={index}
          data-testid="tickets-column"
          className="flex min-w-0 flex-col gap-4 lg:gap-6"
        >
          {column.map((ticket) => (
            <TicketCard key={`${ticket.kind}-${ticket.entry.id}`} ticket={ticket} />
          ))}
        </div>
      ))}
    </div>
  );
}
