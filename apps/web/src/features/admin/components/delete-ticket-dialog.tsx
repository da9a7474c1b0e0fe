import * as RadixDialog from "@radix-ui/react-dialog";
import { Trash2, X } from "lucide-react";
import { useRef, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { useDeleteTicket } from "../api/tickets-api";
import { fullName, TICKET_KIND_LABELS, type Ticket } from "../lib/tickets";
import { useTicketFocus } from "./ticket-focus";

interface DeleteTicketDialogProps {
  ticket: Ticket;
  /** The card's author heading, which the trash button is about. */
  describedBy?: string;
}

/**
 * The card's trash button and its "Supprimer un ticket" dialog: Annuler (or Escape) closes and focus goes
 * back to the trash button; Supprimer deletes (DELETE /tickets/{id}), the list reloads, and focus goes to
 * the next card, since this one is gone. Radix primitives rather than the shared Dialog: the trash button
 * must be the dialog's trigger (Radix returns focus to it) and a successful delete must stop that return.
 */
export function DeleteTicketDialog({ ticket, describedBy }: DeleteTicketDialogProps) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteTicket();
  const focus = useTicketFocus();
  /** Set once deleted: focus then moves to another card, not back to this card's trash button. */
  const focusMoved = useRef(false);
  const author = fullName(ticket.entry) ?? ticket.entry.email ?? "un utilisateur anonyme";

  const confirm = () => {
    const refocus = focus.planAfter(ticket);
    remove.mutate(ticket.entry.id, {
      onSuccess: () => {
        toast.success("Le ticket a bien été supprimé");
        focusMoved.current = true;
        setOpen(false);
        refocus();
      },
      onError: () => toast.error("Une erreur interne est survenue"),
    });
  };

  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => (remove.isPending ? undefined : setOpen(next))}>
      <RadixDialog.Trigger asChild>
        <Button
          size="sm"
          variant="ghost"
          aria-label="Supprimer le ticket"
          title="Supprimer le ticket"
          aria-describedby={describedBy}
          className="ml-auto w-9 px-0 text-red-700 ring-1 ring-red-200 ring-inset hover:bg-red-50"
        >
          <Trash2 className="h-4 w-4" aria-hidden="true" />
        </Button>
      </RadixDialog.Trigger>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50 backdrop-blur-sm transition-opacity duration-200" />
        <RadixDialog.Content
          onCloseAutoFocus={(event) => {
            if (!focusMoved.current) return; // Annuler, Escape: back to the trash button
            focusMoved.current = false;
            event.preventDefault();
          }}
          className="fixed top-1/2 left-1/2 z-50 max-h-[92vh] w-[calc(100vw-1.5rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl duration-200"
        >
          <RadixDialog.Title className="pr-8 text-xl font-bold text-ink">Supprimer un ticket</RadixDialog.Title>
          <RadixDialog.Description className="mt-1 text-sm text-slate-600">
            {`Le ticket « ${TICKET_KIND_LABELS[ticket.kind]} » de ${author} sera définitivement supprimé.`}
          </RadixDialog.Description>
          <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => setOpen(false)} disabled={remove.isPending}>
              Annuler
            </Button>
            <Button variant="danger" onClick={confirm} loading={remove.isPending}>
              Supprimer
            </Button>
          </div>
          <RadixDialog.Close
            className="absolute top-4 right-4 rounded-full p-1.5 text-slate-600 hover:bg-slate-100"
            aria-label="Fermer"
          >
            <X className="h-5 w-5" aria-hidden="true" />
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
