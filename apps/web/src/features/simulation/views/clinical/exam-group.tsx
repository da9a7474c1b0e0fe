import type { ExamCatalogue } from "@ecos/contracts";
import * as Accordion from "@radix-ui/react-accordion";
import { ChevronDown, CircleCheck } from "lucide-react";
import { useId } from "react";
import { Badge } from "@/components/ui/badge";

type Exam = ExamCatalogue["exams"][number];

interface ExamGroupProps {
  id: string;
  name: string;
  exams: Exam[];
  selected: ReadonlySet<string>;
  done: ReadonlySet<string>;
  disabled: boolean;
  onToggle(examId: string, on: boolean): void;
}

/** One category of the catalogue: a collapsible list of exams to tick. */
export function ExamGroup({ id, name, exams, selected, done, disabled, onToggle }: ExamGroupProps) {
  const count = exams.filter((exam) => selected.has(exam.id)).length;
  return (
    <Accordion.Item value={id} className="overflow-hidden rounded-xl border border-slate-200 bg-white">
      <Accordion.Header asChild>
        <h3>
          <Accordion.Trigger className="group flex w-full items-center justify-between gap-3 px-4 py-3 text-left text-sm font-semibold text-ink hover:bg-slate-50">
            <span className="flex items-center gap-2">
              {name}
              {count > 0 ? <Badge>{count === 1 ? "1 sélectionné" : `${count} sélectionnés`}</Badge> : null}
            </span>
            <ChevronDown
              className="h-4 w-4 shrink-0 text-slate-600 transition-transform group-data-[state=open]:rotate-180"
              aria-hidden="true"
            />
          </Accordion.Trigger>
        </h3>
      </Accordion.Header>
      <Accordion.Content>
        <ul className="grid gap-1 border-t border-slate-100 p-2 sm:grid-cols-2">
          {exams.map((exam) => (
            <ExamOption
              key={exam.id}
              exam={exam}
              checked={selected.has(exam.id)}
              done={done.has(exam.id)}
              disabled={disabled}
              onToggle={onToggle}
            />
          ))}
        </ul>
      </Accordion.Content>
    </Accordion.Item>
  );
}

function ExamOption({
  exam,
  checked,
  done,
  disabled,
  onToggle,
}: {
  exam: Exam;
  checked: boolean;
  done: boolean;
  disabled: boolean;
  onToggle(examId: string, on: boolean): void;
}) {
  const inputId = useId();
  return (
    <li className="flex items-center justify-between gap-2 rounded-lg px-2 py-1.5 hover:bg-slate-50">
      <label htmlFor={inputId} className="flex min-h-8 flex-1 cursor-pointer items-center gap-2.5 text-sm text-ink">
        <input
          id={inputId}
          type="checkbox"
          checked={checked || done}
          disabled={disabled || done}
          aria-describedby={done ? `${inputId}-done` : undefined}
          onChange={(event) => onToggle(exam.id, event.target.checked)}
          className="h-4 w-4 shrink-0 accent-brand-700"
        />
        {exam.name}
      </label>
      {done ? (
        <Badge tone="slate">
          <CircleCheck className="h-3.5 w-3.5" aria-hidden="true" />
          <span id={`${inputId}-done`}>Réalisé</span>
        </Badge>
      ) : null}
    </li>
  );
}
