import type { ClinicalCase } from "@ecos/content";
import { type Classifier, sharedClassifier } from "../nlu/classifier";
import type { PatientReply } from "../patient/reply";
import type { ChatTurn } from "../transcript";
import { checkGrounding, type GroundingContext, type GroundingReason } from "./grounding";
import { groundingContext, patientPrompt } from "./patient-prompt";
import { type LlmFailure, type LlmProvider, type PromptMessage, type TokenUsage, toLlmError } from "./provider";

/** The most a patient's reply may cost in written tokens. */
export const PATIENT_MAX_TOKENS = 220;

export interface LlmPatientOptions {
  /** Stream the reply: `onDelta` gets each verified piece as it is written. */
  stream?: boolean;
  onDelta?: (text: string) => void;
  /** The pieces given so far are to be forgotten (the embedded reply follows through `onDelta`). */
  onReset?: () => void;
  signal?: AbortSignal;
  classifier?: Classifier;
}

export interface LlmPatientOutcome {
  /** What the patient says: the model's reply, or the embedded one when it was set aside. */
  text: string;
  outcome: "llm" | "fallback";
  /** Why the embedded reply was used: a grounding rule broken, or a failure of the call. */
  reason: GroundingReason | LlmFailure | null;
  detail: string | null;
  /** Tokens spent (estimated when the server says nothing, or when the reply was cut). */
  usage: TokenUsage;
  model: string;
  latencyMs: number;
}

/** Removes what is not speech: a speaker's name before a colon, quotation marks around the reply. */
export function tidyReply(text: string, item: ClinicalCase, final: boolean): string {
  const names = [item.patient.firstName, item.interlocutor?.name ?? "", "patient", "patiente", "réponse"]
    .filter(Boolean)
    .map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  let tidy = text
    .replace(new RegExp(`^\\s*(?:${names.join("|")})[^:\\n]{0,30}:\\s*`, "i"), "")
    .replace(/^\s*[«"]\s*/, "");
  if (final) tidy = tidy.replace(/\s*[»"]\s*$/, "").trim();
  return tidy;
}

const SENTENCE_END = /[.!?…](?=\s)/g;

/** Where the last whole sentence of a text being written ends (0 if none yet). */
function lastSentenceEnd(text: string): number {
  let end = 0;
  for (const match of text.matchAll(SENTENCE_END)) end = (match.index ?? 0) + match[0].length;
  return end;
}

function estimate(prompt: readonly PromptMessage[], text: string): TokenUsage {
  const promptTokens = Math.ceil(prompt.map((m) => m.content).join("\n").length / 4);
  const completion = Math.ceil(text.length / 4);
  return { prompt: promptTokens, completion, total: promptTokens + completion, estimated: true };
}

interface Attempt {
  text: string;
  usage: TokenUsage;
  model: string;
}

class Rejected extends Error {
  constructor(
    readonly reason: GroundingReason,
    readonly detail: string,
    readonly spent: Attempt,
  ) {
    super(detail);
  }
}

/** Streams the reply, giving out only sentences that pass the grounding check. */
async function streamChecked(
  provider: LlmProvider,
  prompt: PromptMessage[],
  item: ClinicalCase,
  context: GroundingContext,
  options: LlmPatientOptions,
  shown: { length: number },
): Promise<Attempt> {
  const stream = provider.stream(prompt, { maxTokens: PATIENT_MAX_TOKENS, temperature: 0.5, signal: options.signal });
  let raw = "";
  try {
    let next = await stream.next();
    while (!next.done) {
      raw += next.value;
      const text = tidyReply(raw, item, false);
      const end = lastSentenceEnd(text);
      if (end > shown.length) {
        const verdict = checkGrounding(text.slice(0, end), context);
        if (!verdict.ok) throw new Rejected(verdict.reason, verdict.detail, attemptOf(prompt, raw, provider));
        options.onDelta?.(text.slice(shown.length, end));
        shown.length = end;
      }
      next = await stream.next();
    }
    const text = tidyReply(next.value.text, item, true);
    const verdict = checkGrounding(text, context);
    if (!verdict.ok) throw new Rejected(verdict.reason, verdict.detail, { ...next.value, text });
    if (text.length > shown.length) options.onDelta?.(text.slice(shown.length));
    shown.length = text.length;
    return { text, usage: next.value.usage, model: next.value.model };
  } finally {
    // Stops the model when a sentence was refused (the generator aborts its request).
    await stream.return(undefined as never).catch(() => undefined);
  }
}

const attemptOf = (prompt: PromptMessage[], text: string, provider: LlmProvider): Attempt => ({
  text,
  usage: estimate(prompt, text),
  model: provider.model,
});

/**
 * The patient's reply written by a model from what the embedded engine decided: the facts of the
 * case this message touches, the persona, the emotional state and the conversation. A reply that
 * states a clinical fact absent from those facts, names the diagnosis first or leaves the role is
 * set aside, and so is any failure of the call (timeout, error, empty): the embedded reply is used.
 */
export async function writePatientReply(
  provider: LlmProvider,
  item: ClinicalCase,
  history: readonly ChatTurn[],
  utterance: string,
  embedded: PatientReply,
  options: LlmPatientOptions = {},
): Promise<LlmPatientOutcome> {
  const started = performance.now();
  const classifier = options.classifier ?? sharedClassifier();
  const prompt = patientPrompt(item, history, utterance, embedded);
  const context = groundingContext(item, history, utterance, embedded, classifier);
  const shown = { length: 0 };
  const elapsed = () => Math.round(performance.now() - started);
  const fallback = (
    reason: LlmPatientOutcome["reason"],
    detail: string,
    usage: TokenUsage,
    model: string,
  ): LlmPatientOutcome => {
    if (options.stream) {
      if (shown.length > 0) options.onReset?.();
      options.onDelta?.(embedded.text);
    }
    return { text: embedded.text, outcome: "fallback", reason, detail, usage, model, latencyMs: elapsed() };
  };
  try {
    const attempt = options.stream
      ? await streamChecked(provider, prompt, item, context, options, shown)
      : await provider
          .complete(prompt, { maxTokens: PATIENT_MAX_TOKENS, temperature: 0.5, signal: options.signal })
          .then((completion) => {
            const text = tidyReply(completion.text, item, true);
            const verdict = checkGrounding(text, context);
            if (!verdict.ok) throw new Rejected(verdict.reason, verdict.detail, { ...completion, text });
            return { text, usage: completion.usage, model: completion.model };
          });
    return { ...attempt, outcome: "llm", reason: null, detail: null, latencyMs: elapsed() };
  } catch (error) {
    if (error instanceof Rejected) return fallback(error.reason, error.detail, error.spent.usage, error.spent.model);
    const failure = toLlmError(error, false);
    return fallback(failure.kind, failure.message, estimate(prompt, ""), provider.model);
  }
}
