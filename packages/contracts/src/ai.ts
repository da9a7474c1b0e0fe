import { z } from "zod";
import type { SendMessageResponse } from "./simulation";

/** GET /api/admin/ai?refresh=1: check now whether the model answers (otherwise at most every 30 s). */
export const aiStatusQuerySchema = z.object({ refresh: z.enum(["0", "1"]).optional() }).strict();

/**
 * POST /simulation/messages/{threadId}/stream (issue 16): the same body and the same rules as
 * POST /simulation/messages/{threadId} (validation, client id retries, timer), answered as
 * server-sent events once the message is accepted (errors found before that are ordinary JSON errors
 * with their status). Events, in order:
 * - `delta` `{ text }`: the next words of the reply, to append;
 * - `reset` `{}`: forget the words shown so far (the model's reply was set aside); the reply that
 *   replaces it follows as `delta` events;
 * - `done`: the stored exchange, exactly what the non-streamed route answers;
 * - `error` `{ detail }`: the exchange could not be stored (the API's error shape); nothing was kept.
 */
export type ReplyStreamEvent =
  | { event: "delta"; data: { text: string } }
  | { event: "reset"; data: Record<string, never> }
  | { event: "done"; data: SendMessageResponse }
  | { event: "error"; data: { detail: { error_code: string; message: string; fields?: string[] } } };

/** Who writes the patient's replies and grades: the embedded engine, or a configured model besides it. */
export type AiEngine = "embedded" | "llm";

/** GET /api/admin/ai (super admins): the model in use, whether it answers, and the tokens spent. */
export interface AiStatusResponse {
  engine: AiEngine;
  /** The configured model (LLM_MODEL), or null in embedded mode. */
  model: string | null;
  /** The model server's address without credentials, or null. */
  base_url: string | null;
  /** LLM_PATIENT: the model writes the patient's replies. */
  patient: boolean;
  /** LLM_GRADING: the model judges the statement criteria. */
  grading: boolean;
  /** Whether the model answered the last check (null in embedded mode). */
  reachable: boolean | null;
  latency_ms: number | null;
  /** What went wrong at the last check, in French. */
  error: string | null;
  checked_at: string | null;
  /** Tokens a student may spend per day (Paris time) before the embedded AI answers alone. */
  daily_token_budget: number;
  today: { tokens: number; calls: number; fallbacks: number; users: number };
  /** The students who spent the most tokens today. */
  top_users: Array<{ user_id: string; email: string; name: string; tokens: number; calls: number }>;
  /** The latest replies the model was asked for, with their tokens. */
  recent: Array<{
    message_id: string;
    thread_id: string;
    created_at: string;
    email: string;
    /** "llm": the model's reply was kept; "fallback": the embedded reply was used. */
    outcome: "llm" | "fallback";
    /** Why the embedded reply was used (timeout, budget, grounding…), or null. */
    reason: string | null;
    tokens: number;
    model: string | null;
  }>;
}
