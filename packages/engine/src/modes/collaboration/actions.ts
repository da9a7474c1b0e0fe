import { type ActionKey, type ActionOutcome, type ActionRequest, ModeActionError, type ModeContext } from "../types";

export const NOTE_ACTION = "note-in-record";
export const NOTE_MIN = 3;
/** The API takes parameters of at most 200 characters (stationActionRequestSchema). */
export const NOTE_MAX = 600;
/** A record holds a few notes per call; beyond, the student is spamming the action. */
export const MAX_NOTES = 8;

export interface RecordNote {
  id: string;
  text: string;
  atSeconds: number;
}

/** The notes written in the patient's record so far, in order. */
export const notesOf = (context: Pick<ModeContext, "actions">): RecordNote[] =>
  context.actions
    .filter((action) => action.action === NOTE_ACTION && typeof action.params.text === "string")
    .map((action) => ({ id: action.id, text: String(action.params.text), atSeconds: action.atSeconds }));

const preview = (text: string) => (text.length > 80 ? `${text.slice(0, 79).trimEnd()}…` : text);

/**
 * The one action of the mode: a note written in the patient's record (what was decided, with whom,
 * when). The colleague does not see it: it answers nothing in the chat.
 */
export function actCollaboration(context: ModeContext, request: ActionRequest): ActionOutcome {
  if (request.action !== NOTE_ACTION) {
    throw new ModeActionError("action", "Action inconnue : ici, tu peux seulement écrire une note au dossier.");
  }
  const raw = request.params.text;
  const text = typeof raw === "string" ? raw.replace(/\s+/g, " ").trim() : "";
  if (text.length < NOTE_MIN || text.length > NOTE_MAX) {
    throw new ModeActionError("text", `La note doit faire entre ${NOTE_MIN} et ${NOTE_MAX} caractères.`);
  }
  if (notesOf(context).length >= MAX_NOTES) {
    throw new ModeActionError("action", `Pas plus de ${MAX_NOTES} notes au dossier dans cette station.`);
  }
  return { params: { text }, label: `Note au dossier : « ${preview(text)} »` };
}

export const collaborationKeys = (context: ModeContext): ActionKey[] =>
  notesOf(context).map((note) => ({
    key: NOTE_ACTION,
    actionId: note.id,
    atSeconds: note.atSeconds,
    label: `Note au dossier : « ${preview(note.text)} »`,
  }));
