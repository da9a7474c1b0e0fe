import type { PatientReply } from "../../patient/reply";
import { foldedWords } from "../../text/fold";
import type { ModeContext } from "../types";
import {
  addresses,
  answers,
  countedIn,
  educationData,
  exploreEntries,
  jargonUses,
  lectures,
  namedAgain,
  reveals,
  type Said,
  saidIn,
  stepsExplained,
  triggered,
} from "./analysis";
import { explainsAfter, isInvitation, isTeachBackRequest } from "./language";

const CURRENT = "education:current";
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

function lectureReaction(female: boolean, before: number): string {
  const variants = [
    `Pardon docteur, ça fait beaucoup d'un coup… Je ne suis pas ${female ? "sûre" : "sûr"} de tout suivre.`,
    `Excusez-moi, je suis un peu ${female ? "perdue" : "perdu"} avec tout ça… Je ne vais jamais retenir tout ça.`,
  ];
  return variants[before % variants.length] as string;
}

const ACKNOWLEDGEMENTS = ["D'accord, je note.", "D'accord.", "Entendu.", "Ah d'accord, je vois."];
const FAREWELL = /\b(?:au revoir|bonne (?:journee|soiree|fin de journee)|a bientot|a la prochaine)\b/;

/** A statement the patient engine answered from the script (a symptom, a closing): the patient should just listen. */
function listens(current: Said, base: PatientReply): boolean {
  if (current.question || isInvitation(current.text) || base.source === "acknowledge") return false;
  if (base.labels.includes("act.closing")) return !FAREWELL.test(foldedWords(current.text).join(" "));
  return base.labels.some((label) => !label.startsWith("act."));
}

function acknowledgement(context: ModeContext, statements: number): string {
  const last = context.chat.filter((turn) => turn.from === "patient").at(-1)?.text;
  const pool = ACKNOWLEDGEMENTS.filter((text) => text !== last);
  return pool[statements % pool.length] as string;
}

const jargonReaction = (term: string) => `Pardon, mais « ${term} », je ne sais pas ce que ça veut dire.`;

/**
 * The patient of an education session: says a belief or a barrier when a question explores it, is
 * reassured when the student then answers it, says back what was explained when asked (with the errors
 * of their beliefs for the steps nobody explained), asks what a jargon word means, and loses track in
 * a monologue. Otherwise the patient engine's reply stands.
 */
export function educationReply(context: ModeContext, text: string, base: PatientReply): PatientReply {
  const data = educationData(context.item);
  if (!data || base.manipulation) return base;
  const all = saidIn([...context.chat, { id: CURRENT, from: "student", text }]);
  const current = all.at(-1);
  if (!current) return base;
  // What counts (no keyword list, hedge or pasted text) is what the patient learns from.
  const counted = countedIn(context.item, [...context.chat, { id: CURRENT, from: "student", text }]);
  const history = counted.filter((m) => m.id !== CURRENT);
  const counts = counted.at(-1)?.id === CURRENT;
  const entries = exploreEntries(data);
  let said: string | undefined;

  if (isTeachBackRequest(text)) {
    const explained = stepsExplained(data, history);
    const steps = data.teachBack.steps.map((step) => (explained.has(step.id) ? step.recall : step.error));
    said = [data.teachBack.intro, ...steps, data.teachBack.outro].join(" ");
  } else if (counts) {
    const revealed = reveals(entries, history);
    const entry = triggered(entries, current, new Set(revealed.keys()));
    if (entry) said = entry.item.statement;
    else {
      const addressed = addresses(entries, history, revealed);
      const answered = entries.find(
        (e) => revealed.has(e.item.id) && !addressed.has(e.item.id) && answers(e.item, text),
      );
      if (answered) said = answered.item.relief;
      // Asked again about what the patient already said: the patient says it again rather than « je ne sais pas ».
      const again = base.source === "script" ? undefined : namedAgain(entries, current, new Set(revealed.keys()));
      if (!answered && again)
        said = `Je vous le disais : ${lowerFirst(again.item.statement.replace(/^Et (?:puis )?/, ""))}`;
    }
  }

  // An instruction is listened to, not answered as if it were a question about a symptom.
  if (said === undefined && listens(current, base)) said = acknowledgement(context, all.length);

  const found = lectures(data, all);
  if (found.at(-1)?.messages.at(-1)?.id === CURRENT) {
    said = lectureReaction(context.item.patient.sex === "F", found.length - 1);
  }

  const unexplained = jargonUses(data, all).find((use) => use.message.id === CURRENT && !explainsAfter(text, use.term));
  if (unexplained) {
    const reaction = data.jargon.find((j) => j.id === unexplained.id)?.reaction ?? jargonReaction(unexplained.term);
    const rest = said ?? (base.source === "acknowledge" ? undefined : base.text);
    return { ...base, text: rest ? `${reaction} ${rest}` : reaction, source: "script" };
  }
  return said === undefined ? base : { ...base, text: said, source: "script", answered: [] };
}
