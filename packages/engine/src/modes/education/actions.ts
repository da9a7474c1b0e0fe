import type { ActionKey, ActionOutcome, ActionRequest, ModeContext } from "../types";
import { ModeActionError } from "../types";
import { educationData } from "./analysis";
import { documentsGiven } from "./view";

/** The one action of an education session: handing over a written document (an action plan, a leaflet). */
export const GIVE_DOCUMENT = "give-document";

export function educationAct(context: ModeContext, request: ActionRequest): ActionOutcome {
  const data = educationData(context.item);
  if (!data || data.documents.length === 0) {
    throw new ModeActionError("action", "Cette station ne propose pas de document à remettre");
  }
  if (request.action !== GIVE_DOCUMENT) {
    throw new ModeActionError(
      "action",
      `Action inconnue « ${request.action} » : seule la remise d'un document est possible`,
    );
  }
  const id = request.params.document;
  if (typeof id !== "string" || id.trim() === "")
    throw new ModeActionError("document", "Choisis le document à remettre");
  const document = data.documents.find((d) => d.id === id.trim());
  if (!document) throw new ModeActionError("document", `Document inconnu « ${id} »`);
  if (documentsGiven(context).has(document.id)) {
    throw new ModeActionError("document", `« ${document.title} » a déjà été remis`);
  }
  const female = context.item.patient.sex === "F";
  return {
    params: { document: document.id },
    label: `Document remis : ${document.title}`,
    reply: document.relevant
      ? "Merci, je le garde précieusement. Je le mettrai en évidence à la maison."
      : `Merci… Mais je ne suis pas ${female ? "sûre" : "sûr"} que ça me concerne, ça.`,
  };
}

/** `document:<id>` for every document handed over (what `action` evidence reads). */
export function educationKeys(context: ModeContext): ActionKey[] {
  const data = educationData(context.item);
  if (!data) return [];
  return context.actions.flatMap((action) => {
    if (action.action !== GIVE_DOCUMENT) return [];
    const document = data.documents.find((d) => d.id === action.params.document);
    return document
      ? [{ key: `document:${document.id}`, actionId: action.id, atSeconds: action.atSeconds, label: document.title }]
      : [];
  });
}
