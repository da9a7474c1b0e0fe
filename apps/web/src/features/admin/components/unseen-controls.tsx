import { BellDot, CheckCheck } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { plural } from "@/lib/format";
import { useMarkAllSeen } from "../api/tickets-api";
import { useTicketFocus } from "./ticket-focus";

/**
 * The count of new tickets (a toggle: unseen only) and "Tout marquer comme lu". Both come from the server:
 * the count covers the whole inbox, and marking covers every unseen ticket counted, loaded or not.
 */
export function UnseenControls({
  unseenCount,
  unseenLatestAt,
  unseenOnly,
  onToggleUnseen,
}: {
  unseenCount: number;
  /** When the newest unseen ticket counted was created: tickets arriving later stay new. */
  unseenLatestAt: string | null;
  unseenOnly: boolean;
  onToggleUnseen(): void;
}) {
  const markAll = useMarkAllSeen();
  const focus = useTicketFocus();
  // The toasts are the hook's; the button is then disabled (nothing left to mark): focus goes to the toolbar.
  const markAllSeen = () => {
    if (unseenLatestAt) markAll.mutate(unseenLatestAt, { onSuccess: focus.toToolbar });
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      <button
        type="button"
        aria-pressed={unseenOnly}
        onClick={onToggleUnseen}
        title={unseenOnly ? "Afficher tous les tickets" : "Afficher seulement les nouveaux tickets"}
        className={cn(
          "inline-flex h-9 items-center gap-2 rounded-full px-3.5 text-sm font-semibold ring-1 transition-colors ring-inset",
          unseenOnly
            ? "bg-brand-700 text-white ring-brand-700 hover:bg-brand-800"
            : "bg-brand-50 text-brand-900 ring-brand-200 hover:bg-brand-100",
        )}
      >
        <BellDot className="h-4 w-4" aria-hidden="true" />
        {plural(unseenCount, "nouveau ticket", "nouveaux tickets")}
      </button>
      <Button
        size="sm"
        variant="secondary"
        onClick={markAllSeen}
        loading={markAll.isPending}
        disabled={unseenCount === 0 || !unseenLatestAt}
      >
        {markAll.isPending ? null : <CheckCheck className="h-4 w-4" aria-hidden="true" />}
        Tout marquer comme lu
      </Button>
    </div>
  );
}
