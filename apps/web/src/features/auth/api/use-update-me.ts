import { useMutation, useQueryClient } from "@tanstack/react-query";
import { updateMe } from "./auth-calls";
import { meQueryKey } from "./get-me";

export const SAVE_ERROR_MESSAGE = "Une erreur est survenue";

/** PUT /users/me, then reload the user; the mutation stays pending until the reload is done. */
export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMe,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
