import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { formatClock } from "../../lib/format";
import { DialogActions } from "./dialog-actions";

/** Finishing early: warns that time remains before the station is graded. */
export function EndDialog({
  open,
  remaining,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  remaining: number;
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
      <DialogActions>
        <Button variant="secondary" onClick={onCancel}>
          Continuer la station
        </Button>
        <Button onClick={onConfirm}>Terminer et être évalué(e)</Button>
      </DialogActions>
    </Dialog>
  );
}
