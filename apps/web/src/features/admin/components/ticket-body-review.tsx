import type { TicketEntry } from "@ecos/contracts";
import { AMELIORATIONS, REVIEW_QUESTIONS } from "@ecos/contracts/constants";
import { listField, textField } from "../lib/tickets";
import { type Detail, DetailList, Identifier, Missing } from "./detail-list";

const QUESTION_KEYS = Object.keys(REVIEW_QUESTIONS) as Array<keyof typeof REVIEW_QUESTIONS>;

function answerLabel(key: keyof typeof REVIEW_QUESTIONS, value: string | null) {
  if (value === null) return <Missing>Sans réponse</Missing>;
  const options: ReadonlyArray<{ value: string; label: string }> = REVIEW_QUESTIONS[key].options;
  return options.find((option) => option.value === value)?.label ?? value;
}

const ameliorationLabel = (value: string) => AMELIORATIONS.find((item) => item.value === value)?.label ?? value;

/** A feedback questionnaire: each question with its answer, what to improve, the comment. */
export function ReviewTicketBody({ entry }: { entry: TicketEntry }) {
  const ameliorations = listField(entry, "ameliorations");
  const commentary = textField(entry, "commentary")?.trim();
  const details: Detail[] = [
    { term: "Station", value: textField(entry, "scenario_id") ?? <Missing /> },
    ...QUESTION_KEYS.map((key) => ({
      term: REVIEW_QUESTIONS[key].label,
      value: answerLabel(key, textField(entry, key)),
    })),
    {
      term: "Ce qui pourrait être amélioré",
      value:
        ameliorations.length === 0 ? (
          <Missing>Rien de coché</Missing>
        ) : (
          <ul className="list-inside list-disc space-y-0.5">
            {ameliorations.map((value) => (
              <li key={value}>{ameliorationLabel(value)}</li>
            ))}
          </ul>
        ),
    },
    { term: "Commentaire", value: commentary ? commentary : <Missing>Aucun commentaire</Missing>, long: !!commentary },
    { term: "Identifiant de la simulation", value: <Identifier value={textField(entry, "thread_id")} /> },
  ];
  return <DetailList details={details} />;
}
