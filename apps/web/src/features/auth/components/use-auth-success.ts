import { useCallback } from "react";
import { useLocation, useNavigate } from "react-router";
import { returnPathFrom } from "../lib/return-path";
import { useSession } from "../session";

/**
 * After login or activation: store the token and load the user, close the dialog, then go back to
 * the protected page the visitor was sent away from (see RequireAuth), or to /homepage.
 */
export function useAuthSuccess(close: () => void) {
  const { signIn } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const returnTo = returnPathFrom(location.state);
  return useCallback(
    async (accessToken: string) => {
      await signIn(accessToken);
      close();
      // Replace the landing page: going back should not return to it once signed in.
      navigate(returnTo ?? "/homepage", { replace: true });
    },
    [signIn, close, navigate, returnTo],
  );
}
