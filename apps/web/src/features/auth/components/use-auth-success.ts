import { useCallback } from "react";
import { useNavigate } from "react-router";
import { useSession } from "../session";

/** After login or activation: store the token and load the user, close the dialog, go to /homepage. */
export function useAuthSuccess(close: () => void) {
  const { signIn } = useSession();
  const navigate = useNavigate();
  return useCallback(
    async (accessToken: string) => {
      await signIn(accessToken);
      close();
      navigate("/homepage");
    },
    [signIn, close, navigate],
  );
}
