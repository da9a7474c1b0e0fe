/** Passwords: at least 10 characters (issue 12; the spec's "longer than 4" was too weak), at most 256. */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 256;
export const ACTIVATION_CODE_LENGTH = 4;
/** A "mot de passe oublié" link is valid this long, once. */
export const PASSWORD_RESET_TTL_MINUTES = 30;
/** A link confirming a new e-mail address is valid this long, once. */
export const EMAIL_CHANGE_TTL_HOURS = 24;
/** The hint shown under every new-password field. */
export const PASSWORD_RULE_HINT = "Au moins 10 caractères. Évite les mots de passe courants, ton nom et ton e-mail.";
