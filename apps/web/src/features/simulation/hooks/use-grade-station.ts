import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { queryKeys } from "@/lib/query-keys";
import { gradeThread } from "../api/simulation-calls";
import { diagnosisDraft, noteDraft } from "../lib/station-draft";
import { storeGrade } from "../lib/thread-cache";

export const INTERNAL_ERROR = "Une erreur interne est survenue";

/**
 * POST /grade with the chosen diagnosis (or null), once the pending timer calls are answered. The grade
 * goes into the thread cache; the user's XP, the station list and the open stations are reloaded.
 */
export function useGradeStation(threadId: string, options: { whenIdle(): Promise<void>; onFailed(): void }) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (diagnostic: string | null) => {
      await options.whenIdle();
      return gradeThread(threadId, diagnostic);
    },
    onSuccess: (grade, diagnostic) => {
      storeGrade(client, threadId, grade, diagnostic);
      // A graded station takes no more notes, and its diagnosis is stored with the grade.
      noteDraft.clear(threadId);
      diagnosisDraft.clear(threadId);
      for (const queryKey of [queryKeys.me, queryKeys.scenarios, queryKeys.openThreads, queryKeys.statistics]) {
        void client.invalidateQueries({ queryKey });
      }
    },
    onError: (error) => {
      console.error(error);
      toast.error(INTERNAL_ERROR);
      options.onFailed();
    },
  });
}
