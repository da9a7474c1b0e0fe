/**
 * The spec's e-mail rule (section 5): a local part, "@", and a domain whose top-level part has at
 * least two letters, or a bracketed IPv4 address; case-insensitive. Shared by the client and server.
 */
const EMAIL_PATTERN =
  /^(([^<>()[\]\\.,;:\s@"]+(\.[^<>()[\]\\.,;:\s@"]+)*)|(".+"))@((\[[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\])|(([a-z\-0-9]+\.)+[a-z]{2,}))$/i;

export function isValidEmail(value: string): boolean {
  return value.length <= 254 && EMAIL_PATTERN.test(value);
}

/** Canonical form used for storage and look-ups. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}
