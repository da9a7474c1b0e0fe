import type { ExamResultEntry } from "@ecos/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { getExamResult } from "../api";
import { appendExams } from "../thread-cache";

export interface ExamineOutcome {
  results: ExamResultEntry[];
  /** The exams whose result could not be fetched. */
  failed: string[];
}

/** Fetches the result of each selected exam and adds the ones received to the thread cache. */
export function useExamine(threadId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (examIds: string[]): Promise<ExamineOutcome> => {
      const settled = await Promise.allSettled(examIds.map((examId) => getExamResult(threadId, examId)));
      const results: ExamResultEntry[] = [];
      const failed: string[] = [];
      settled.forEach((outcome, index) => {
        if (outcome.status === "fulfilled") results.push(outcome.value);
        else failed.push(examIds[index] ?? "");
      });
      return { results, failed };
    },
    onSuccess: ({ results }) => appendExams(queryClient, threadId, results),
  });
}
