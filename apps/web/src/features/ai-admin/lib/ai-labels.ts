import { formatInteger, plural } from "@/lib/format";

/**
 * Why the embedded AI's reply was used instead of the model's (the `reason` of a recent reply):
 * the budget, a failed call (packages/engine/src/llm/provider.ts) or a reply that did not stay
 * faithful to the case (packages/engine/src/llm/grounding.ts).
 */
const FALLBACK_REASONS: Record<string, string> = {
  budget: "budget du jour épuisé",
  timeout: "délai dépassé",
  http: "erreur du serveur du modèle",
  network: "serveur du modèle injoignable",
  empty: "réponse vide",
  aborted: "appel interrompu",
  length: "réponse trop longue",
  role: "sortie de son rôle",
  number: "chiffre absent du cas",
  drug: "médicament absent du cas",
  diagnosis: "maladie absente du cas ou diagnostic dévoilé",
  result: "examen ou résultat absent du cas",
  antecedent: "antécédent absent du cas",
};

/** A fallback's reason in French (an unknown one as the server wrote it). */
export const fallbackReasonLabel = (reason: string) => FALLBACK_REASONS[reason] ?? reason;

/** "12 345 jetons", "1 jeton". */
export const tokensLabel = (tokens: number) => `${formatInteger(tokens)} ${Math.abs(tokens) >= 2 ? "jetons" : "jeton"}`;

export const callsLabel = (calls: number) => plural(calls, "appel");

const clock = new Intl.DateTimeFormat("fr-FR", {
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
  timeZone: "Europe/Paris",
});

/** "14:05:09", in the team's time zone (as every admin date). */
export function formatCheckTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : clock.format(date);
}

const replyDate = new Intl.DateTimeFormat("fr-FR", {
  day: "numeric",
  month: "short",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: "Europe/Paris",
});

/** "4 mars, 09:05": a recent reply's date and time, short enough for a table cell. */
export function formatReplyDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : replyDate.format(date).replace(/(^|\s)1 (?=\p{L})/u, "$11er ");
}
