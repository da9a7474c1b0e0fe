import type { Amelioration, ReviewRequest } from "@ecos/contracts";
import { AMELIORATIONS, REVIEW_COMMENTARY_MAX, REVIEW_QUESTIONS } from "@ecos/contracts/constants";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Send } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { ChoiceGroup } from "@/components/ui/choice-group";
import { Dialog } from "@/components/ui/dialog";
import { TextAreaField } from "@/components/ui/field";
import { cn } from "@/lib/cn";
import { sendReview } from "../../api/simulation-calls";
import { INTERNAL_ERROR } from "../../hooks/use-grade-station";
import { markReviewed } from "../../lib/thread-cache";
import { DialogActions } from "../dialogs/dialog-actions";

export const REVIEW_SUCCESS = "Questionnaire bien envoyé ! Merci beaucoup pour ton retour :)";

type QuestionId = keyof typeof REVIEW_QUESTIONS;
type Answers = { [Q in QuestionId]: (typeof REVIEW_QUESTIONS)[Q]["options"][number]["value"] | "" };
type Errors = Partial<Record<QuestionId | "commentary", string>>;
const QUESTION_IDS = Object.keys(REVIEW_QUESTIONS) as QuestionId[];

function validate(answers: Answers, commentary: string): Errors {
  const errors: Errors = {};
  for (const id of QUESTION_IDS) if (!answers[id]) errors[id] = "Choisis une réponse.";
  if (commentary.trim() === "") errors.commentary = "Écris un commentaire.";
  else if (commentary.length > REVIEW_COMMENTARY_MAX)
    errors.commentary = `${REVIEW_COMMENTARY_MAX} caractères maximum.`;
  return errors;
}

/** The questionnaire; remounted (emptied) each time the dialog opens. */
function FeedbackForm({ threadId, onSent }: { threadId: string; onSent(): void }) {
  const client = useQueryClient();
  const counterId = useId();
  const commentErrorId = useId();
  const [answers, setAnswers] = useState<Answers>({ progress: "", simulation: "", grading: "" });
  const [ameliorations, setAmeliorations] = useState<Amelioration[]>([]);
  const [commentary, setCommentary] = useState("");
  const [showErrors, setShowErrors] = useState(false);
  const mutation = useMutation({
    mutationFn: (body: ReviewRequest) => sendReview(threadId, body),
    onSuccess: () => markReviewed(client, threadId),
  });
  const errors = showErrors ? validate(answers, commentary) : {};
  const tooLong = commentary.length > REVIEW_COMMENTARY_MAX;

  function toggle(value: Amelioration, checked: boolean) {
    setAmeliorations((current) => (checked ? [...current, value] : current.filter((item) => item !== value)));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setShowErrors(true);
    const { progress, simulation, grading } = answers;
    if (Object.keys(validate(answers, commentary)).length > 0 || !progress || !simulation || !grading) return;
    mutation.mutate(
      { progress, simulation, grading, ameliorations, commentary: commentary.trim() },
      {
        onSuccess: () => {
          toast.success(REVIEW_SUCCESS);
          onSent();
        },
        onError: (error) => {
          console.error(error);
          toast.error(INTERNAL_ERROR);
        },
      },
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-5">
      {QUESTION_IDS.map((id) => (
        <ChoiceGroup
          key={id}
          name={id}
          legend={REVIEW_QUESTIONS[id].label}
          options={REVIEW_QUESTIONS[id].options}
          value={answers[id]}
          onChange={(value) => setAnswers((current) => ({ ...current, [id]: value }))}
          invalid={Boolean(errors[id])}
          errorText={errors[id]}
        />
      ))}
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-800">
          Qu'est-ce qu'on pourrait améliorer ? <span className="font-normal text-slate-600">(facultatif)</span>
        </legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {AMELIORATIONS.map((item) => (
            <label key={item.value} className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                checked={ameliorations.includes(item.value)}
                onChange={(event) => toggle(item.value, event.target.checked)}
                className="h-4 w-4 accent-brand-700"
              />
              {item.label}
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <TextAreaField
          label="Ton commentaire"
          required
          rows={4}
          value={commentary}
          invalid={Boolean(errors.commentary)}
          aria-describedby={errors.commentary ? `${commentErrorId} ${counterId}` : counterId}
          placeholder="Ce qui t'a plu, ce qui t'a gêné(e)…"
          onChange={(event) => setCommentary(event.target.value)}
        />
        <div className="mt-1 flex justify-between gap-3 text-xs">
          <p id={commentErrorId} className="font-medium text-red-700">
            {errors.commentary}
          </p>
          <p
            id={counterId}
            className={cn("shrink-0 tabular-nums", tooLong ? "font-semibold text-red-700" : "text-slate-600")}
          >
            {commentary.length}/{REVIEW_COMMENTARY_MAX} caractères
          </p>
        </div>
      </div>
      <DialogActions>
        <Button type="submit" loading={mutation.isPending}>
          {mutation.isPending ? null : <Send className="h-4 w-4" aria-hidden="true" />}
          Envoyer
        </Button>
      </DialogActions>
    </form>
  );
}

export function FeedbackDialog({
  threadId,
  open,
  onOpenChange,
}: {
  threadId: string;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Ton avis sur la station"
      description="Quelques questions rapides pour nous aider à améliorer les stations."
    >
      <FeedbackForm threadId={threadId} onSent={() => onOpenChange(false)} />
    </Dialog>
  );
}
