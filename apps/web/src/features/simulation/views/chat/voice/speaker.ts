import type { ThreadState } from "@ecos/contracts";
import type { Channel } from "../use-chat";
import type { Speaker } from "./voice-picker";

/** A feminine role ("Infirmière de nuit", "Aide-soignante", "Sage-femme"), to give the colleague a woman's voice. */
const FEMININE_ROLE = /^(\S+(ière|ienne|euse|trice|ante|ente)|sage-femme)\b/i;
const MASCULINE_ROLE = /^(\S+(ier|ien|eur)|médecin|docteur|dr)\b/i;

/** Who reads a channel's replies aloud: the patient as the case describes them, a colleague, or the examiner. */
export function speakerOf(thread: ThreadState, channel: Channel): Speaker {
  if (channel === "examiner") return { neutral: true };
  const interlocutor = thread.base.interlocutor;
  if (interlocutor) {
    const role = interlocutor.role.trim();
    const sex = FEMININE_ROLE.test(role) ? "F" : MASCULINE_ROLE.test(role) ? "M" : undefined;
    return sex ? { sex } : {};
  }
  const patient = thread.base.patient;
  return patient ? { sex: patient.sex, age: patient.age } : {};
}
