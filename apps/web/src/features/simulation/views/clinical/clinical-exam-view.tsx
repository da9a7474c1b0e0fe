import type { ThreadState } from "@ecos/contracts";
import { useMemo, useState } from "react";
import { toast } from "sonner";
import { KeptTabContent, TabList, TabsRoot, TabTrigger } from "../tabs";
import { ExamPicker } from "./exam-picker";
import { ExamResults } from "./exam-results";
import { StaticData } from "./static-data";
import { useExamine } from "./use-examine";

export const EXAM_ERROR_MESSAGE = "Une erreur est survenue";

/** Clinical exam: the patient's static data, the exams to choose and their results (spec "Clinical exam"). */
export function ClinicalExamView({ thread, paused }: { thread: ThreadState; paused: boolean }) {
  const [tab, setTab] = useState("static");
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const done = useMemo(() => new Set(thread.exams.map((exam) => exam.exam_id)), [thread.exams]);
  const examine = useExamine(thread.thread_id);

  function toggle(examId: string, on: boolean) {
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(examId);
      else next.delete(examId);
      return next;
    });
  }

  function submit() {
    const examIds = [...selected].filter((examId) => !done.has(examId));
    if (examIds.length === 0 || paused || examine.isPending) return;
    examine.mutate(examIds, {
      onSuccess: ({ results, failed }) => {
        setSelected(new Set(failed));
        if (failed.length > 0) toast.error(EXAM_ERROR_MESSAGE);
        if (results.length > 0) setTab("results");
      },
      onError: () => toast.error(EXAM_ERROR_MESSAGE),
    });
  }

  const resultCount = thread.exams.length;
  return (
    <TabsRoot value={tab} onValueChange={setTab}>
      <TabList label="Examen clinique">
        <TabTrigger value="static">Données statiques</TabTrigger>
        <TabTrigger value="exams">Examens</TabTrigger>
        <TabTrigger value="results">
          Résultats
          {resultCount > 0 ? (
            <span className="rounded-full bg-brand-100 px-1.5 text-xs text-brand-800" aria-hidden="true">
              {resultCount}
            </span>
          ) : null}
        </TabTrigger>
      </TabList>
      <KeptTabContent value="static" current={tab}>
        <StaticData block={thread.base.static_block} />
      </KeptTabContent>
      <KeptTabContent value="exams" current={tab}>
        <ExamPicker
          selected={selected}
          done={done}
          paused={paused}
          submitting={examine.isPending}
          onToggle={toggle}
          onSubmit={submit}
        />
      </KeptTabContent>
      <KeptTabContent value="results" current={tab}>
        <ExamResults exams={thread.exams} />
      </KeptTabContent>
    </TabsRoot>
  );
}
