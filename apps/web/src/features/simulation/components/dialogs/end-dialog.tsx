import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { formatClock } from "../../lib/format";
import { DialogActions } from "./dialog-actions";

export const UNSAVED_NOTE_WARNING =
  "Ta note en cours n'a pas été ajoutée : elle ne sera pas prise en compte. Reviens l'ajouter avec « Ajouter » si tu veux qu'elle compte.";

/** Finishing early: warns that time remains before the station is graded, and of a note not added. */
export function EndDialog({
  open,
  remaining,
  unsavedNote = false,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  remaining: number;
  /** A note is still in the box, not added to the analysis. */
  unsavedNote?: boolean;
  onCancel(): void;
  onConfirm(): void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onCancel())}
      title="Terminer la station ?"
      description={`Il te reste ${formatClock(remaining)} avant la fin de la station. Une fois terminée, elle est corrigée et tu ne pourras plus la modifier.`}
    >
      {unsavedNote ? (
        <p role="alert" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
          {UNSAVED_NOTE_WARNING}
        </p>
      ) : null}
      <DialogActions>
        <Button variant="secondary" onClick={onCancel}>
          Continuer la station
        </Button>
        <Button onClick={onConfirm}>Terminer et être évalué(e)</Button>
      </DialogActions>
    </Dialog>
  );
}
