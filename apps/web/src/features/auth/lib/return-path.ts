/**
 * Where to go after signing in: the protected page the visitor was sent away from (RequireAuth puts
 * it in the navigation state as `from`), when it is a path of this site. Anything else (another
 * origin, "//host", a backslash that browsers read as a slash, control characters, the landing page
 * itself) gives null, and the caller falls back to /homepage.
 */
export function returnPathFrom(state: unknown): string | null {
  const from = typeof state === "object" && state !== null ? (state as { from?: unknown }).from : undefined;
  return isSafeReturnPath(from) ? from : null;
}

const BASE = "https://ecos.invalid";

export function isSafeReturnPath(path: unknown): path is string {
  if (typeof path !== "string" || path.length > 2048) return false;
  if (!path.startsWith("/") || path.startsWith("//")) return false;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/[\\\u0000-\u001f\u007f]/.test(path)) return false;
  let url: URL;
  try {
    url = new URL(path, BASE);
  } catch {
    return false;
  }
  return url.origin === BASE && url.pathname !== "/";
}
