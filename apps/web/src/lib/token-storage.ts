/** The access token lives in localStorage under "access_token" (spec section 4). */
export const ACCESS_TOKEN_KEY = "access_token";

export function readToken(): string | null {
  try {
    const value = window.localStorage.getItem(ACCESS_TOKEN_KEY);
    return value && value.trim() !== "" ? value : null;
  } catch (error) {
    console.warn("Unable to read the access token", error);
    return null;
  }
}

export function writeToken(token: string): void {
  try {
    window.localStorage.setItem(ACCESS_TOKEN_KEY, token);
  } catch (error) {
    console.warn("Unable to store the access token", error);
  }
}

export function removeToken(): void {
  try {
    window.localStorage.removeItem(ACCESS_TOKEN_KEY);
  } catch (error) {
    console.warn("Unable to remove the access token", error);
  }
}

export function hasValidToken(): boolean {
  return readToken() !== null;
}
