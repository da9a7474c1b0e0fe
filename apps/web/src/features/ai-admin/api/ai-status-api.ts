import type { AiStatusResponse } from "@ecos/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { api } from "@/lib/api-client";

export const aiStatusQueryKey = ["admin", "ai"] as const;

/** GET /admin/ai: the engine in use, whether the model answers (checked at most every 30 s) and today's tokens. */
export function useAiStatus() {
  return useQuery({
    queryKey: aiStatusQueryKey,
    queryFn: ({ signal }) => api.get<AiStatusResponse>("/admin/ai", signal),
  });
}

/** « Vérifier maintenant »: GET /admin/ai?refresh=1 asks the model at once; the page shows the new answer. */
export function useAiCheckNow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.get<AiStatusResponse>("/admin/ai?refresh=1"),
    onSuccess: (status) => queryClient.setQueryData(aiStatusQueryKey, status),
    onError: () => toast.error("La vérification n'a pas abouti : réessaie dans un instant."),
  });
}
