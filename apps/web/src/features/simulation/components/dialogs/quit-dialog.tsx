import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { DialogActions } from "./dialog-actions";

/** Leaving mid-station: it stays paused and can be resumed from the home page. */
export function QuitDialog({ open, onCancel, onConfirm }: { open: boolean; onCancel(): void; onConfirm(): void }) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onCancel())}
      title="Quitter la simulation ?"
      description="Ta simulation est mise en pause. Les simulations en pause restent accessibles depuis la page d'accueil : tu pourras la reprendre plus tard là où tu t'es arrêté(e)."
    >
      <DialogActions>
        <Button variant="secondary" onClick={onCancel}>
          Continuer la simulation
        </Button>
        <Button variant="danger" onClick={onConfirm}>
          Quitter
        </Button>
      </DialogActions>
    </Dialog>
  );
}
