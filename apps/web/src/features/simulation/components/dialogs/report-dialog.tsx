import type { ChatMessage } from "@ecos/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { reportMessage } from "../../api/simulation-calls";
import { INTERNAL_ERROR } from "../../hooks/use-grade-station";
import { previewMessage } from "../../lib/format";
import { markMessageReported } from "../../lib/thread-cache";
import { DialogActions } from "./dialog-actions";

/** Reports one of the AI's messages; the preview is cut at 80 characters. */
export function ReportDialog({
  threadId,
  message,
  onClose,
}: {
  threadId: string;
  message: ChatMessage | null;
  onClose(): void;
}) {
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: (target: ChatMessage) => reportMessage(target.id),
    onSuccess: (_answer, target) => markMessageReported(client, threadId, target.id),
  });

  function confirm() {
    if (!message) return;
    mutation.mutate(message, {
      onSuccess: () => {
        toast.success("Message signalé. Merci, on va le vérifier !");
        onClose();
      },
      onError: (error) => {
        console.error(error);
        toast.error(INTERNAL_ERROR);
      },
    });
  }

  return (
    <Dialog
      open={message !== null}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title="Signaler ce message"
      description="Une réponse fausse, incohérente ou déplacée ? Signale-la : l'équipe la relira."
    >
      <blockquote className="rounded-lg border-l-4 border-slate-300 bg-slate-50 px-4 py-3 text-sm text-slate-800">
        « {message ? previewMessage(message.message) : ""} »
      </blockquote>
      <DialogActions>
        <Button variant="secondary" onClick={onClose}>
          Annuler
        </Button>
        <Button variant="danger" onClick={confirm} loading={mutation.isPending}>
          Signaler
        </Button>
      </DialogActions>
    </Dialog>
  );
}
