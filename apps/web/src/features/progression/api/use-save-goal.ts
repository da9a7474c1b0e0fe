import { useMutation, useQueryClient } from "@tanstack/react-query";
import { updateMe } from "@/features/auth/api/auth-calls";
import { queryKeys } from "@/lib/query-keys";

/** PUT /users/me {target_grade}, then reload the user; pending until the reload is done. */
export function useSaveGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (targetGrade: number) => updateMe({ target_grade: targetGrade }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.me }),
  });
}
