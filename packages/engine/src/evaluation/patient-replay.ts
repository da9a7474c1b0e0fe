import type { ClinicalCase, Concept } from "@ecos/content";
import { type Classifier, sharedClassifier } from "../nlu/classifier";
import { type PatientReply, replyAsPatient } from "../patient/reply";
import { findMention } from "../text/matching";
import type { ChatTurn } from "../transcript";

/** One section of a dialogue file (`### station persona`, then `expected-labels :: question` lines). */
export interface DialogueSection {
  station: string;
  persona: string;
  lines: Array<{ expected: string; text: string }>;
}

/** Parses the format of shared/eval/realism-dev.txt. */
export function parseDialogues(source: string): DialogueSection[] {
  const sections: DialogueSection[] = [];
  for (const raw of source.split("\n")) {
    const line = raw.trim();
    if (!line || (line.startsWith("#") && !line.startsWith("###"))) continue;
    const heading = /^###\s+(\S+)\s+(.+)$/.exec(line);
    if (heading) {
      sections.push({ station: heading[1] as string, persona: (heading[2] as string).trim(), lines: [] });
      continue;
    }
    const at = line.indexOf("::");
    const section = sections.at(-1);
    if (at < 0 || !section) continue;
    section.lines.push({ expected: line.slice(0, at).trim(), text: line.slice(at + 2).trim() });
  }
  return sections;
}

export interface ReplayedLine {
  text: string;
  expected: string;
  reply: PatientReply;
  rephrase: boolean;
  /**
   * The patient answered from the script under a topic the line does not expect (a wrong answer
   * found by the case's words, or a misunderstood question).
   */
  offTopic: boolean;
  /** Plan or diagnosis concepts the patient named before the student did. */
  leaks: string[];
}

/** The concepts a student must announce (grid `stated` criteria) and the diagnosis itself. */
export function announcedConcepts(item: ClinicalCase): Concept[] {
  const concepts: Concept[] = [{ id: "diagnostic", label: item.diagnosis.correct, synonyms: [item.diagnosis.correct] }];
  for (const criterion of item.grid) {
    if (criterion.evidence.type === "stated") concepts.push(...criterion.evidence.concepts);
  }
  return concepts;
}

/**
 * The diagnosis or plan concepts a reply names before the student did (`saidByStudent` grows with
 * the student's line). A scripted answer to a history question may name a word of the diagnosis
 * ("mon père est mort d'une crise cardiaque"): that is the case. A leak is the patient stating the
 * diagnosis or the plan in reply to a communication act or to anything the script did not answer.
 */
export function leaksIn(
  concepts: readonly Concept[],
  saidByStudent: Set<string>,
  question: string,
  replyText: string,
  engine: Pick<PatientReply, "source" | "answered">,
): string[] {
  for (const concept of concepts) {
    if (findMention(question, concept.synonyms, { fuzzy: true })) saidByStudent.add(concept.id);
  }
  const answersHistory = engine.source === "script" && engine.answered.some((label) => !label.startsWith("act."));
  if (answersHistory) return [];
  return concepts
    .filter(
      (concept) => !saidByStudent.has(concept.id) && findMention(replyText, concept.synonyms, { negationAware: true }),
    )
    .map((concept) => concept.label);
}

/** Plays a section as one conversation and marks every request to rephrase and every leak. */
export function replayDialogue(
  item: ClinicalCase,
  section: DialogueSection,
  classifier: Classifier = sharedClassifier(),
): ReplayedLine[] {
  const chat: ChatTurn[] = [];
  const concepts = announcedConcepts(item);
  const saidByStudent = new Set<string>();
  return section.lines.map((line, index) => {
    const reply = replyAsPatient(item, chat, line.text, classifier);
    const leaks = leaksIn(concepts, saidByStudent, line.text, reply.text, reply);
    chat.push(
      { id: `s${index + 1}`, from: "student", text: line.text },
      { id: `p${index + 1}`, from: "patient", text: reply.text },
    );
    const expected = line.expected
      .split(/[|,]/)
      .map((label) => label.trim())
      .filter((label) => label && label !== "-");
    const answeredTopics = [...reply.labels, ...reply.answered].filter((label) => !label.startsWith("act."));
    const offTopic =
      expected.length > 0 &&
      reply.answered.length > 0 &&
      !line.expected.split("|").some((alternative) => alternative.trim() === "-") &&
      !answeredTopics.some((label) => expected.includes(label)) &&
      !reply.labels.some((label) => expected.includes(label));
    return {
      text: line.text,
      expected: line.expected,
      reply,
      rephrase: reply.source === "rephrase",
      offTopic,
      leaks,
    };
  });
}
