import type { StationActionRequest, StationActionResponse, ThreadState } from "@ecos/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef } from "react";
import { toast } from "sonner";
import { ApiError } from "@/lib/api-client";
import { postStationAction } from "../api";
import { applyStationAction } from "../thread-cache";

export const ACTION_ERROR_MESSAGE = "L'action n'a pas pu être enregistrée, réessaie.";

type Action = Omit<StationActionRequest, "client_id">;

/**
 * Sends one action of the station's mode (a test, a drug, a material, the steps in order) and stores
 * the answer in the thread cache. A retry of the same action keeps its client id, so the server
 * stores it once. A refused action shows the server's reason.
 */
export function useStationAction(thread: ThreadState) {
  const queryClient = useQueryClient();
  const pending = useRef<{ key: string; clientId: string } | null>(null);
  const mutation = useMutation({
    mutationFn: (body: StationActionRequest) => postStationAction(thread.thread_id, body),
    onSuccess: (response: StationActionResponse) => {
      pending.current = null;
      applyStationAction(queryClient, thread.thread_id, response);
    },
    onError: (error) => {
      toast.error(error instanceof ApiError && error.status === 400 ? error.message : ACTION_ERROR_MESSAGE);
    },
  });
  function send(action: Action, options?: { onSuccess?: (response: StationActionResponse) => void }) {
    const key = JSON.stringify(action);
    if (pending.current?.key !== key) pending.current = { key, clientId: crypto.randomUUID() };
    return mutation.mutate({ ...action, client_id: pending.current.clientId }, { onSuccess: options?.onSuccess });
  }
  return { send, isPending: mutation.isPending, variables: mutation.variables };
}
