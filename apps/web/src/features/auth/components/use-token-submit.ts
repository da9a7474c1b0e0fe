import type { ErrorCode, TokenResponse } from "@ecos/contracts";
import { useState } from "react";
import { type FormError, toFormError } from "./auth-error";

/**
 * The submit flow shared by sign-in and activation: one request at a time, the spec's message and
 * red fields on a known error code, then the session is opened with the token.
 */
export function useTokenSubmit(
  messages: Partial<Record<ErrorCode, string>>,
  onAuthenticated: (accessToken: string) => Promise<void>,
) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<FormError | null>(null);

  async function submit(request: () => Promise<TokenResponse>) {
    if (pending) return;
    setPending(true);
    setError(null);
    let token: string;
    try {
      token = (await request()).access_token;
    } catch (caught) {
      setError(toFormError(caught, messages));
      setPending(false);
      return;
    }
    try {
      await onAuthenticated(token);
    } catch (caught) {
      // The session already tells the user that their data could not be loaded.
      console.error(caught);
      setPending(false);
    }
  }

  const invalid = (field: string) => error?.fields.includes(field) ?? false;
  return { pending, error, invalid, submit };
}
