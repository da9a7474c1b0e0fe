import { readFileSync } from "node:fs";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@ecos/contracts";
import { invalidInput } from "../errors";

/**
 * The password rule (issue 12), checked by the server on activation, password change, reset and by the
 * admin:create command: at least PASSWORD_MIN_LENGTH characters, not only spaces, not a common password
 * (common-passwords.txt: about 10,000 entries, French ones included), not built on the user's own name
 * or address, not one or two characters repeated. Composition rules (a digit, a capital…) are
 * deliberately absent: length and a blocklist resist guessing better (NIST SP 800-63B).
 */

export interface PasswordContext {
  email?: string;
  firstName?: string;
  lastName?: string;
}

export const PASSWORD_MESSAGES = {
  blank: "Le mot de passe ne peut pas être vide ni composé uniquement d'espaces.",
  tooShort: `Le mot de passe doit faire au moins ${PASSWORD_MIN_LENGTH} caractères.`,
  tooLong: `Le mot de passe doit faire au plus ${PASSWORD_MAX_LENGTH} caractères.`,
  common:
    "Ce mot de passe est trop courant : choisis-en un moins prévisible, par exemple une phrase de plusieurs mots.",
  personal: "Le mot de passe ne doit pas reprendre ton nom ou ton adresse e-mail.",
  repetitive: "Ce mot de passe est trop répétitif : utilise plus de caractères différents.",
} as const;

/** Entries shorter than this are only matched as a whole password, not as the "base" of a longer one. */
const MIN_BASE_LENGTH = 4;
const MIN_DISTINCT_CHARACTERS = 4;
const MIN_CONTEXT_WORD = 3;

let commonPasswords: Set<string> | undefined;

/** The blocklist, read once from the text file shipped beside this module. */
export function commonPasswordList(): ReadonlySet<string> {
  commonPasswords ??= new Set(
    readFileSync(new URL("./common-passwords.txt", import.meta.url), "utf8")
      .split("\n")
      .map((line) => line.trim())
      .filter((line) => line !== "" && !line.startsWith("#")),
  );
  return commonPasswords;
}

/** Lower case without accents, so that "MotDePassé" is "motdepasse". */
const fold = (value: string) =>
  value
    .normalize("NFKD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();
/** Without spaces and the usual separators: "mot de passe" and "mot-de-passe" are "motdepasse". */
const compact = (value: string) => value.replace(/[\s._\-+]/g, "");
/** Without the digits and symbols around it: "!soleil2024" is "soleil". */
const base = (value: string) => value.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, "");

function isCommon(folded: string): boolean {
  const list = commonPasswordList();
  const joined = compact(folded);
  const core = base(joined);
  if (list.has(folded) || list.has(joined) || (core.length >= MIN_BASE_LENGTH && list.has(core))) return true;
  // A common word said again and again: "azertyazerty", "soleilsoleil2024".
  const unit = /^(.+?)\1+$/.exec(core)?.[1];
  return unit !== undefined && unit.length >= MIN_BASE_LENGTH && list.has(unit);
}

/** One to three characters over and over, digits and symbols aside: "aaaaaaaaaa", "ababababab12". */
function isRepetitive(folded: string): boolean {
  const joined = compact(folded);
  if (new Set(joined).size < MIN_DISTINCT_CHARACTERS) return true;
  const unit = /^(.+?)\1+$/.exec(base(joined))?.[1];
  return unit !== undefined && unit.length <= 3;
}

/** True when nothing but digits and symbols is left once the user's own words are taken out. */
function isPersonal(folded: string, context: PasswordContext): boolean {
  const words = new Set<string>();
  const email = context.email ? fold(context.email.trim()) : "";
  const local = email.split("@")[0] ?? "";
  for (const part of [local, ...local.split(/[._\-+]/), context.firstName ?? "", context.lastName ?? ""]) {
    for (const word of [compact(fold(part.trim())), ...fold(part).split(/[\s'-]+/)]) {
      if (word.length >= MIN_CONTEXT_WORD) words.add(word);
    }
  }
  if (words.size === 0) return false;
  let rest = compact(folded);
  if (email && rest.includes(compact(email))) return true;
  // Longest first, so that "martin" goes before "mar".
  for (const word of [...words].sort((a, b) => b.length - a.length)) rest = rest.split(word).join("");
  return rest.length < compact(folded).length && !/\p{L}/u.test(rest);
}

/**
 * Checks a password against the rule; answers the French message to show, or null when it is
 * acceptable. `context` (the account's e-mail and names) refuses passwords built on them.
 */
export function checkPasswordStrength(password: string, context: PasswordContext = {}): string | null {
  if (password.trim() === "") return PASSWORD_MESSAGES.blank;
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.tooShort;
  if (length > PASSWORD_MAX_LENGTH) return PASSWORD_MESSAGES.tooLong;
  const folded = fold(password);
  if (isCommon(folded)) return PASSWORD_MESSAGES.common;
  if (isPersonal(folded, context)) return PASSWORD_MESSAGES.personal;
  if (isRepetitive(folded)) return PASSWORD_MESSAGES.repetitive;
  return null;
}

/** Refuses (400 ERR_INVALID_INPUT on `field`) a new password the policy rejects for this account. */
export function assertStrongPasswordFor(
  user: { email: string; firstName: string; lastName: string },
  password: string,
  field = "new_password",
): void {
  const weak = checkPasswordStrength(password, {
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
  });
  if (weak) throw invalidInput([field], weak);
}
