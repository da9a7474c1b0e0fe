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
  /** Stores the token and loads the user (login or activation). */
  signIn(token: string): Promise<User | undefined>;
  /** Calls the API, then clears the session; throws when the call fails. */
  signOut(): Promise<void>;
}

const SessionContext = createContext<SessionValue | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [hasToken, setHasToken] = useState(() => readToken() !== null);
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
      toast.error("Error when loading user data");
      clear();
    }
  }, [me.isError, me.error, clear]);

  const signIn = useCallback(
    async (token: string) => {
      writeToken(token);
      setHasToken(true);
      return queryClient.fetchQuery({ queryKey: meQueryKey, queryFn: ({ signal }) => getMe(signal) });
    },
    [queryClient],
  );

  const signOut = useCallback(async () => {
    await logoutCall();
    clear();
  }, [clear]);

  const status: SessionStatus = !hasToken
    ? "anonymous"
    : me.data
      ? "authenticated"
      : me.isError
        ? "anonymous"
        : "loading";

  const value = useMemo(() => ({ status, user: me.data, signIn, signOut }), [status, me.data, signIn, signOut]);
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
