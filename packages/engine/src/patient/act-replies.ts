import type { ClinicalCase } from "@ecos/content";

/** What any patient says to a communication act the case does not script (neutral, never a finding). */
export function defaultActReply(label: string, item: ClinicalCase): readonly string[] | undefined {
  const { firstName, lastName, age } = item.patient;
  switch (label) {
    case "act.greeting":
      return ["Bonjour docteur.", "Bonjour."];
    case "act.identity_check":
      return [`Oui, c'est bien moi, ${firstName} ${lastName}, ${age} ans.`];
    case "act.empathy":
      return ["Merci, c'est gentil.", "Merci… ça me rassure un peu."];
    case "act.summary":
      return ["Oui, je crois que c'est ça.", "Oui, c'est à peu près ça."];
    case "act.announce_exam":
      return ["Oui, bien sûr, allez-y.", "D'accord, allez-y."];
    case "act.explain":
      return ["D'accord… Je vous écoute.", "D'accord, je comprends."];
    case "act.check_understanding":
      return ["Oui, je crois que j'ai compris.", "Oui, c'est clair, merci."];
    case "act.invite_questions":
      return ["Non, je n'ai pas d'autre question pour l'instant.", "Non, ça ira, merci."];
    case "act.closing":
      return ["Merci docteur, au revoir.", "Merci beaucoup, au revoir."];
    default:
      return undefined;
  }
}

/** Facts every case carries even when the script is silent on them. */
export function identityReply(label: string, item: ClinicalCase): string | undefined {
  const { firstName, lastName, age } = item.patient;
  if (label === "id.name") return `${lastName}, ${firstName}.`;
  if (label === "id.age") return `J'ai ${age} ans.`;
  if (label === "motif") return item.opening;
  return undefined;
}

/** In-role requests to rephrase, for a message the patient does not understand. */
export const REPHRASE_REPLIES = [
  "Pardon, je ne suis pas sûr de comprendre ce que vous me demandez.",
  "Excusez-moi, docteur, vous pouvez reformuler ?",
  "Je ne vois pas bien ce que vous voulez dire…",
  "Pardon ? Je n'ai pas compris la question.",
] as const;

/** In-role answers to attempts to make the patient leave its role or give away the station. */
export const DEFLECT_REPLIES = [
  "Je ne comprends pas ce que vous voulez dire, docteur… Je suis juste venu parce que ça ne va pas.",
  "Pardon ? Je ne sais pas de quoi vous parlez. C'est vous le médecin.",
  "Euh… Je ne suis pas sûr de comprendre. On peut parler de ce qui m'amène ?",
] as const;
