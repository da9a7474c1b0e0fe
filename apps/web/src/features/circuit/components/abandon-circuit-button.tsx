import { Flag } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { useAbandonCircuit } from "../api/circuit-api";

/**
 * "Abandonner le circuit", after a confirmation: the station in progress is deleted; the stations
 * already graded stay in the progression, and their grades show at once.
 */
export function AbandonCircuitButton({
  circuitId,
  onAbandoned,
  onDialogChange,
}: {
  circuitId: string;
  onAbandoned?(): void;
  /** Told when the confirmation opens and closes (the transition's countdown waits meanwhile). */
  onDialogChange?(open: boolean): void;
}) {
  const [open, setOpenState] = useState(false);
  const setOpen = (next: boolean) => {
    setOpenState(next);
    onDialogChange?.(next);
  };
  const abandon = useAbandonCircuit(circuitId);
  const confirm = () =>
    abandon.mutate(undefined, {
      onSuccess: () => {
        setOpen(false);
        toast.success("Circuit abandonné");
        onAbandoned?.();
      },
      onError: () => toast.error("Le circuit n'a pas pu être abandonné. Réessaie dans un instant."),
    });
  return (
    <>
      <Button variant="ghost" onClick={() => setOpen(true)}>
        <Flag className="h-4 w-4" aria-hidden="true" />
        Abandonner le circuit
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => (abandon.isPending ? undefined : setOpen(next))}
        title="Abandonner ce circuit ?"
        description="La station en cours sera supprimée. Les stations déjà terminées restent dans ta progression, et tu verras leurs notes."
      >
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setOpen(false)} disabled={abandon.isPending}>
            Continuer le circuit
          </Button>
          <Button variant="danger" onClick={confirm} loading={abandon.isPending}>
            Abandonner
          </Button>
        </div>
      </Dialog>
    </>
  );
}
