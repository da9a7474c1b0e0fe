/** Error codes of the API (product spec, section 8), plus the few the server needs beyond them. */
export const ERROR_CODES = [
  "ERR_INVALID_INPUT",
  "ERR_INVALID_CREDENTIALS",
  "ERR_INVALID_CODE",
  "ERR_USER_ALREADY_EXISTS",
  "ERR_UNAUTHORIZED",
  "ERR_FORBIDDEN",
  "ERR_NOT_FOUND",
  "ERR_TOO_MANY_REQUESTS",
  "ERR_INTERNAL",
  /** The station is not in a step that allows this action (e.g. a message after the end). */
  "ERR_THREAD_STATE",
  /** The circuit does not allow this now (another one is active, a station is being played, it is over). */
  "ERR_CIRCUIT_STATE",
  /** The pseudonym asked for the ranking is already someone else's (case-insensitive). */
  "ERR_PSEUDONYM_TAKEN",
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** French messages the client shows for login and activation codes (spec section 8). */
export const LOGIN_ERROR_MESSAGES: Partial<Record<ErrorCode, string>> = {
  ERR_INVALID_INPUT: "Champs invalides",
  ERR_INVALID_CREDENTIALS: "Identifiants invalides",
};
export const ACTIVATION_ERROR_MESSAGES: Partial<Record<ErrorCode, string>> = {
  ERR_INVALID_CODE: "Code ou e-mail invalide",
  ERR_INVALID_INPUT: "Mot de passe trop faible : au moins 10 caractères, et pas un mot de passe courant.",
  ERR_USER_ALREADY_EXISTS: "L'utilisateur existe déjà",
};
