import type { User } from "@ecos/contracts";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { toast } from "sonner";
import { LOGOUT_EVENT } from "@/lib/api-client";
import { readToken, removeToken, writeToken } from "@/lib/token-storage";
import { logoutCall } from "./api/auth-calls";
import { getMe, meQueryKey } from "./api/get-me";

export type SessionStatus = "loading" | "authenticated" | "anonymous";

interface SessionValue {
  status: SessionStatus;
  user: User | undefined;
  /**
   * The session ended because the user signed out (not an expired session): the guard then sends
   * them to "/" without remembering the page, so the login dialog does not open by itself.
   */
  signedOut: boolean;
  /** Stores the token and loads the user (login or activation). */
  signIn(token: string): Promise<User | undefined>;
  /** Calls the API, then clears the session; throws when the call fails. */
  signOut(): Promise<void>;
}

/** The spec's "Error when loading user data", in French. */
export const USER_LOAD_ERROR = "Impossible de charger ton profil. Reconnecte-toi.";

const SessionContext = createContext<SessionValue | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [hasToken, setHasToken] = useState(() => readToken() !== null);
  const [signedOut, setSignedOut] = useState(false);
  const me = useQuery({
    queryKey: meQueryKey,
    queryFn: ({ signal }) => getMe(signal),
    enabled: hasToken,
    retry: false,
    staleTime: 30_000,
  });

  const clear = useCallback(() => {
    removeToken();
    setHasToken(false);
    queryClient.removeQueries();
  }, [queryClient]);

  useEffect(() => {
    const onLogout = () => clear();
    window.addEventListener(LOGOUT_EVENT, onLogout);
    return () => window.removeEventListener(LOGOUT_EVENT, onLogout);
  }, [clear]);

  useEffect(() => {
    if (me.isError) {
      console.error("Error when loading user data", me.error);
      toast.error(USER_LOAD_ERROR);
      clear();
    }
  }, [me.isError, me.error, clear]);

  const signIn = useCallback(
    async (token: string) => {
      writeToken(token);
      setSignedOut(false);
      setHasToken(true);
      return queryClient.fetchQuery({ queryKey: meQueryKey, queryFn: ({ signal }) => getMe(signal) });
    },
    [queryClient],
  );

  const signOut = useCallback(async () => {
    await logoutCall();
    setSignedOut(true);
    clear();
  }, [clear]);

  const status: SessionStatus = !hasToken
    ? "anonymous"
    : me.data
      ? "authenticated"
      : me.isError
        ? "anonymous"
        : "loading";

  const value = useMemo(
    () => ({ status, user: me.data, signedOut, signIn, signOut }),
    [status, me.data, signedOut, signIn, signOut],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error("useSession must be used inside <SessionProvider>");
  return value;
}

/** The signed-in user; only for components rendered behind <RequireAuth>. */
export function useCurrentUser(): User {
  const { user } = useSession();
  if (!user) throw new Error("useCurrentUser needs a signed-in user");
  return user;
}
