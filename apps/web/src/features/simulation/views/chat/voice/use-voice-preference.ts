import type { User } from "@ecos/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { updateMe } from "@/features/auth/api/auth-calls";
import { getMe, meQueryKey } from "@/features/auth/api/get-me";

export const VOICE_SAVE_ERROR = "Une erreur est survenue : le mode vocal n'a pas été enregistré";

/**
 * The student's « Mode vocal » setting (GET /users/me `voice_enabled`), read from the session's
 * cache (never fetched here), and its change: shown at once, saved with PUT /users/me (two quick
 * changes one after the other, in order), undone with an error toast when the save fails.
 */
export function useVoicePreference() {
  const queryClient = useQueryClient();
  const { data: user } = useQuery({ queryKey: meQueryKey, queryFn: ({ signal }) => getMe(signal), enabled: false });
  const show = (enabled: boolean) => {
    const current = queryClient.getQueryData<User>(meQueryKey);
    if (current) queryClient.setQueryData<User>(meQueryKey, { ...current, voice_enabled: enabled });
  };
  const mutation = useMutation({
    scope: { id: "voice-preference" },
    mutationFn: (enabled: boolean) => updateMe({ voice_enabled: enabled }),
    onError: (_error, enabled) => {
      show(!enabled);
      toast.error(VOICE_SAVE_ERROR);
    },
  });
  return {
    enabled: user?.voice_enabled ?? false,
    setEnabled: (enabled: boolean) => {
      show(enabled);
      mutation.mutate(enabled);
    },
  };
}
