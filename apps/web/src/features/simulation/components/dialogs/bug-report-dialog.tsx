import type { BugReportRequest } from "@ecos/contracts";
import { useMutation } from "@tanstack/react-query";
import { Send } from "lucide-react";
import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { TextAreaField } from "@/components/ui/field";
import { SelectField } from "@/components/ui/select";
import { sendBugReport } from "../../api/simulation-calls";
import { DialogActions } from "./dialog-actions";

export const BUG_SUCCESS = "Formulaire bien envoyé. Merci pour ton retour !";
export const BUG_FAILURE = "Le formulaire n'est pas valide";

type BugType = BugReportRequest["bug_type"];
const BUG_TYPE_LABELS: Record<BugType, string> = {
  medical: "Erreur médicale",
  app: "Erreur de l'application",
};
const isBugType = (value: string): value is BugType => value in BUG_TYPE_LABELS;

/** The form; it is remounted (emptied) each time the dialog opens. */
function BugReportForm({ threadId, onSent }: { threadId: string; onSent(): void }) {
  const [bugType, setBugType] = useState<BugType | "">("");
  const [message, setMessage] = useState("");
  const mutation = useMutation({ mutationFn: sendBugReport });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Both fields are required: an incomplete form is not sent.
    if (!bugType || message.trim() === "") return;
    mutation.mutate(
      { bug_type: bugType, message: message.trim(), thread_id: threadId },
      {
        onSuccess: () => {
          toast.success(BUG_SUCCESS);
          onSent();
        },
        onError: (error) => {
          console.error(error);
          toast.error(BUG_FAILURE);
        },
      },
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-4">
      <SelectField
        label="Type de problème"
        required
        value={bugType}
        onChange={(event) => setBugType(isBugType(event.target.value) ? event.target.value : "")}
      >
        <option value="" disabled>
          Choisis un type
        </option>
        {Object.entries(BUG_TYPE_LABELS).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label="Description"
        required
        rows={5}
        placeholder="Décris ce qui s'est passé : une réponse médicalement fausse, un bouton qui ne marche pas…"
        value={message}
        onChange={(event) => setMessage(event.target.value)}
      />
      <DialogActions>
        <Button type="submit" loading={mutation.isPending}>
          {mutation.isPending ? null : <Send className="h-4 w-4" aria-hidden="true" />}
          Envoyer
        </Button>
      </DialogActions>
    </form>
  );
}

export function BugReportDialog({ open, threadId, onClose }: { open: boolean; threadId: string; onClose(): void }) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title="Signaler un bug"
      description="Une erreur dans le cas clinique ou un souci avec l'application ? Dis-le-nous."
    >
      <BugReportForm threadId={threadId} onSent={onClose} />
    </Dialog>
  );
}
