import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { useDeleteTicket } from "../api/tickets-api";
import { fullName, TICKET_KIND_LABELS, type Ticket } from "../lib/tickets";

interface DeleteTicketDialogProps {
  ticket: Ticket;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** "Supprimer un ticket": Annuler closes, Supprimer deletes (DELETE /tickets/{id}) and the list reloads. */
export function DeleteTicketDialog({ ticket, open, onOpenChange }: DeleteTicketDialogProps) {
  const remove = useDeleteTicket();
  const author = fullName(ticket.entry) ?? ticket.entry.email ?? "un utilisateur anonyme";
  const confirm = () =>
    remove.mutate(ticket.entry.id, {
      onSuccess: () => {
        toast.success("Le ticket à bien été supprimé");
        onOpenChange(false);
      },
      onError: () => toast.error("Une erreur interne est survenue"),
    });
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (remove.isPending ? undefined : onOpenChange(next))}
      title="Supprimer un ticket"
      description={`Le ticket « ${TICKET_KIND_LABELS[ticket.kind]} » de ${author} sera définitivement supprimé.`}
    >
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={remove.isPending}>
          Annuler
        </Button>
        <Button variant="danger" onClick={confirm} loading={remove.isPending}>
          Supprimer
        </Button>
      </div>
    </Dialog>
  );
}
