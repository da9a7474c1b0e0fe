import { BellDot, CheckCheck } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { plural } from "@/lib/format";
import { useMarkSeen } from "../api/tickets-api";
import type { Ticket } from "../lib/tickets";
import { useTicketFocus } from "./ticket-focus";

/** The count of new tickets (a toggle: unseen only) and "Tout marquer comme lu" (every unseen ticket loaded). */
export function UnseenControls({
  unseen,
  unseenOnly,
  onToggleUnseen,
}: {
  unseen: readonly Ticket[];
  unseenOnly: boolean;
  onToggleUnseen(): void;
}) {
  const markAll = useMarkSeen();
  const focus = useTicketFocus();
  // The toasts are the hook's; the button is then disabled (nothing left to mark): focus goes to the toolbar.
  const markAllSeen = () => markAll.mutate(unseen, { onSuccess: focus.toToolbar });
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
        {plural(unseen.length, "nouveau ticket", "nouveaux tickets")}
      </button>
      <Button
        size="sm"
        variant="secondary"
        onClick={markAllSeen}
        loading={markAll.isPending}
        disabled={unseen.length === 0}
      >
        {markAll.isPending ? null : <CheckCheck className="h-4 w-4" aria-hidden="true" />}
        Tout marquer comme lu
      </Button>
    </div>
  );
}
