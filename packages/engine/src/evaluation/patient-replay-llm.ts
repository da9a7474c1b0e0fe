import type { ClinicalCase } from "@ecos/content";
import { writePatientReply } from "../llm/llm-patient";
import type { LlmProvider } from "../llm/provider";
import { type Classifier, sharedClassifier } from "../nlu/classifier";
import { replyAsPatient } from "../patient/reply";
import type { ChatTurn } from "../transcript";
import type { DialogueSection } from "./patient-replay";
import { announcedConcepts, leaksIn } from "./patient-replay";

/** A reply that asks the student to say it again, whoever wrote it. */
const ASKS_TO_REPHRASE =
  /reformul|pas (?:bien |tres bien )?compris|je ne comprends pas|je ne vois pas (?:bien |trop )?ce que|pardon \?|vous pouvez repeter/;

export interface ModelReplayedLine {
  text: string;
  /** What the patient said (the model's reply, or the embedded one when it was set aside). */
  reply: string;
  embedded: string;
  outcome: "llm" | "fallback";
  reason: string | null;
  detail: string | null;
  rephrase: boolean;
  leaks: string[];
  latencyMs: number;
  tokens: number;
}

const fold = (text: string) =>
  text
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[’']/g, " ");

/**
 * Plays a dialogue section against a model, as the platform does in LLM mode: the embedded engine
 * decides the facts, the model writes the reply, the grounding check may set it aside. Marks every
 * request to rephrase (in the words of either) and every leak of the diagnosis or plan.
 */
export async function replayDialogueWithModel(
  provider: LlmProvider,
  item: ClinicalCase,
  section: DialogueSection,
  classifier: Classifier = sharedClassifier(),
): Promise<ModelReplayedLine[]> {
  const chat: ChatTurn[] = [];
  const concepts = announcedConcepts(item);
  const saidByStudent = new Set<string>();
  const lines: ModelReplayedLine[] = [];
  for (const [index, line] of section.lines.entries()) {
    const embedded = replyAsPatient(item, chat, line.text, classifier);
    const written = await writePatientReply(provider, item, chat, line.text, embedded, { classifier });
    const rephrase =
      written.outcome === "llm" ? ASKS_TO_REPHRASE.test(fold(written.text)) : embedded.source === "rephrase";
    lines.push({
      text: line.text,
      reply: written.text,
      embedded: embedded.text,
      outcome: written.outcome,
      reason: written.reason,
      detail: written.detail,
      rephrase,
      leaks: leaksIn(concepts, saidByStudent, line.text, written.text, embedded),
      latencyMs: written.latencyMs,
      tokens: written.usage.total,
    });
    chat.push(
      { id: `s${index + 1}`, from: "student", text: line.text },
      { id: `p${index + 1}`, from: "patient", text: written.text },
    );
  }
  return lines;
}
