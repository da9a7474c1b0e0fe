import type { ClinicalCase } from "@ecos/content";
import type { Db } from "@ecos/db";
import { type ChatTurn, type PatientReply, writePatientReply } from "@ecos/engine";
import type { AiService } from "./ai-service";
import { recordUsage, withinBudget } from "./usage";

/** The embedded engine's reply to a message (the patient's carries what it understood). */
export interface EngineReply {
  text: string;
  meta: Record<string, unknown>;
  done: boolean | undefined;
  patient?: PatientReply;
}

/** The reply that is stored: its text, its meta, and the model's tokens (null: the embedded AI alone). */
export interface WrittenReply {
  text: string;
  meta: Record<string, unknown>;
  llmTokens: number | null;
}

/** Where a streamed reply goes as it is written (the SSE route). */
export interface ReplyStream {
  /** The message passed every check: the reply is coming. */
  onAccepted?(): void;
  onDelta(text: string): void;
  /** Forget what was sent: another reply follows. */
  onReset(): void;
}

/**
 * The patient's reply written by the configured model from the embedded engine's decision, within
 * the student's daily token budget; the embedded reply when the budget is spent or the model's reply
 * is set aside (failure, invented fact, diagnosis, role). Tokens are stored with the message and
 * counted in the user's day; every fallback is logged, without the student's words.
 */
export async function writeWithModel(
  db: Db,
  ai: AiService,
  userId: string,
  item: ClinicalCase,
  history: ChatTurn[],
  utterance: string,
  engine: EngineReply & { patient: PatientReply },
  stream?: ReplyStream,
): Promise<WrittenReply> {
  const provider = ai.patient;
  if (!provider || !(await withinBudget(db, userId, ai.dailyTokens))) {
    stream?.onDelta(engine.text);
    if (provider) await recordUsage(db, userId, { tokens: 0, called: false, fallback: true });
    ai.log?.info({ station: item.id, reason: "budget" }, "patient reply: daily token budget spent, embedded AI");
    return {
      text: engine.text,
      meta: { ...engine.meta, llm: { model: provider?.model ?? null, outcome: "fallback", reason: "budget" } },
      llmTokens: 0,
    };
  }
  const outcome = await writePatientReply(provider, item, history, utterance, engine.patient, {
    stream: stream !== undefined,
    onDelta: (text) => stream?.onDelta(text),
    onReset: () => stream?.onReset(),
  });
  const fallback = outcome.outcome === "fallback";
  await recordUsage(db, userId, { tokens: outcome.usage.total, called: true, fallback });
  if (fallback) {
    ai.log?.warn(
      { station: item.id, reason: outcome.reason, detail: outcome.detail, ms: outcome.latencyMs },
      "patient reply: model reply set aside, embedded AI",
    );
  }
  return {
    text: outcome.text,
    meta: {
      ...engine.meta,
      llm: {
        model: outcome.model,
        outcome: outcome.outcome,
        reason: outcome.reason,
        detail: outcome.detail,
        latency_ms: outcome.latencyMs,
        tokens: outcome.usage.total,
        estimated: outcome.usage.estimated,
      },
    },
    llmTokens: outcome.usage.total,
  };
}
