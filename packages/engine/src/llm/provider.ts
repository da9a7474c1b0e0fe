import OpenAI from "openai";

/**
 * An OpenAI-compatible model server (OpenAI, Mistral, Ollama, vLLM, llama.cpp server…) reached
 * through the official `openai` package with its base URL. The only I/O of the engine.
 */
export interface LlmSettings {
  /** e.g. http://127.0.0.1:11434/v1 (Ollama), https://api.mistral.ai/v1 */
  baseUrl: string;
  /** Optional for a local server; never logged. */
  apiKey?: string;
  model: string;
  /** The longest a patient's reply may take, start to end (then the embedded reply is used). */
  timeoutMs: number;
  /** The longest a streamed reply may wait for its first words. */
  firstTokenTimeoutMs: number;
  /** Retries on a connection error, 429 or 5xx before the fallback (each within the timeout). */
  maxRetries: number;
  /** The longest the grading assist may take. */
  gradingTimeoutMs: number;
}

export type ChatRole = "system" | "user" | "assistant";
export interface PromptMessage {
  role: ChatRole;
  content: string;
}

export interface TokenUsage {
  prompt: number;
  completion: number;
  total: number;
  /** The server did not report usage: estimated from the text (4 characters a token). */
  estimated: boolean;
}

export interface Completion {
  text: string;
  usage: TokenUsage;
  model: string;
  latencyMs: number;
}

export type LlmFailure = "timeout" | "http" | "network" | "empty" | "aborted";

/** Why a call to the model gave nothing usable. */
export class LlmError extends Error {
  constructor(
    readonly kind: LlmFailure,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = "LlmError";
  }
}

export interface CallOptions {
  signal?: AbortSignal;
  /** Overrides the settings' timeout (the whole call). */
  timeoutMs?: number;
  maxTokens?: number;
  temperature?: number;
  /** Ask for a JSON object (response_format), for the grading assist. */
  json?: boolean;
}

/** What a model is answered with when it is pinged: whether it answers, and how fast. */
export type PingResult = { ok: true; latencyMs: number; model: string } | { ok: false; error: string };

const estimateTokens = (text: string) => Math.ceil(text.length / 4);

function usageOf(
  reported: { prompt_tokens?: number; completion_tokens?: number; total_tokens?: number } | null | undefined,
  prompt: readonly PromptMessage[],
  text: string,
): TokenUsage {
  if (reported && typeof reported.total_tokens === "number") {
    return {
      prompt: reported.prompt_tokens ?? 0,
      completion: reported.completion_tokens ?? 0,
      total: reported.total_tokens,
      estimated: false,
    };
  }
  const promptTokens = estimateTokens(prompt.map((m) => m.content).join("\n"));
  const completion = estimateTokens(text);
  return { prompt: promptTokens, completion, total: promptTokens + completion, estimated: true };
}

/** Turns whatever the client threw into an LlmError that says what went wrong (never the key). */
export function toLlmError(error: unknown, timedOut: boolean): LlmError {
  if (error instanceof LlmError) return error;
  if (timedOut || error instanceof OpenAI.APIConnectionTimeoutError) {
    return new LlmError("timeout", "le modèle n'a pas répondu à temps");
  }
  if (error instanceof OpenAI.APIUserAbortError) return new LlmError("aborted", "appel annulé");
  if (error instanceof OpenAI.APIConnectionError) return new LlmError("network", "modèle injoignable");
  if (error instanceof OpenAI.APIError) {
    return new LlmError("http", `le modèle a répondu ${error.status ?? "une erreur"}`, error.status);
  }
  return new LlmError("network", error instanceof Error ? error.message : String(error));
}

/** One deadline for a call, merged with the caller's signal. */
function deadline(timeoutMs: number, signal: AbortSignal | undefined) {
  const controller = new AbortController();
  let timedOut = false;
  const expire = () => {
    timedOut = true;
    controller.abort();
  };
  let timer = setTimeout(expire, timeoutMs);
  const onAbort = () => controller.abort();
  if (signal?.aborted) controller.abort();
  signal?.addEventListener("abort", onAbort, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    /** Restarts the clock with a new limit (a streamed reply: first words, then the rest). */
    extend(ms: number) {
      clearTimeout(timer);
      timer = setTimeout(expire, ms);
    },
    done() {
      clearTimeout(timer);
      signal?.removeEventListener("abort", onAbort);
    },
  };
}

export class LlmProvider {
  private readonly client: OpenAI;

  constructor(readonly settings: LlmSettings) {
    this.client = new OpenAI({
      baseURL: settings.baseUrl,
      // A local server (Ollama, llama.cpp) needs no key; the client requires a string.
      apiKey: settings.apiKey || "sans-cle",
      maxRetries: settings.maxRetries,
      timeout: settings.timeoutMs,
      // Browsers are never the client: the key stays on the server.
      dangerouslyAllowBrowser: false,
    });
  }

  get model(): string {
    return this.settings.model;
  }

  /** One whole reply. */
  async complete(messages: readonly PromptMessage[], options: CallOptions = {}): Promise<Completion> {
    const started = performance.now();
    const timeoutMs = options.timeoutMs ?? this.settings.timeoutMs;
    const limit = deadline(timeoutMs, options.signal);
    try {
      const response = await this.client.chat.completions.create(
        {
          model: this.settings.model,
          messages: messages.map((m) => ({ role: m.role, content: m.content })),
          ...(options.maxTokens ? { max_tokens: options.maxTokens } : {}),
          temperature: options.temperature ?? 0.4,
          ...(options.json ? { response_format: { type: "json_object" as const } } : {}),
        },
        // The client's own timeout is the patient's: a longer call (the grading assist) lifts it too.
        { signal: limit.signal, timeout: timeoutMs },
      );
      const text = response.choices[0]?.message?.content?.trim() ?? "";
      if (!text) throw new LlmError("empty", "réponse vide du modèle");
      return {
        text,
        usage: usageOf(response.usage, messages, text),
        model: response.model || this.settings.model,
        latencyMs: Math.round(performance.now() - started),
      };
    } catch (error) {
      throw toLlmError(error, limit.timedOut());
    } finally {
      limit.done();
    }
  }

  /**
   * A reply as it is written: yields each piece of text, returns the whole completion. The first
   * words must come within `firstTokenTimeoutMs`, the whole reply within the timeout.
   */
  async *stream(messages: readonly PromptMessage[], options: CallOptions = {}): AsyncGenerator<string, Completion> {
    const started = performance.now();
    const total = options.timeoutMs ?? this.settings.timeoutMs;
    const limit = deadline(Math.min(total, this.settings.firstTokenTimeoutMs), options.signal);
    let text = "";
    let usage: Parameters<typeof usageOf>[0];
    let model = this.settings.model;
    let first = true;
    try {
      const stream = await this.client.chat.completions.create(
        {
          model: this.settings.model,
          messages: messages.map((m) => ({ role: m.role, content: m.content })),
          stream: true,
          stream_options: { include_usage: true },
          ...(options.maxTokens ? { max_tokens: options.maxTokens } : {}),
          temperature: options.temperature ?? 0.4,
        },
        { signal: limit.signal, maxRetries: 0 },
      );
      for await (const chunk of stream) {
        if (chunk.usage) usage = chunk.usage;
        if (chunk.model) model = chunk.model;
        const piece = chunk.choices[0]?.delta?.content ?? "";
        if (!piece) continue;
        if (first) {
          first = false;
          limit.extend(Math.max(1, total - (performance.now() - started)));
        }
        text += piece;
        yield piece;
      }
      if (!text.trim()) throw new LlmError("empty", "réponse vide du modèle");
      return {
        text: text.trim(),
        usage: usageOf(usage, messages, text),
        model,
        latencyMs: Math.round(performance.now() - started),
      };
    } catch (error) {
      throw toLlmError(error, limit.timedOut());
    } finally {
      limit.done();
    }
  }

  /** Whether the model answers (a two-word completion), for the start-up line and the admin view. */
  async ping(timeoutMs = 5000): Promise<PingResult> {
    try {
      const result = await this.complete([{ role: "user", content: "Réponds seulement : OK" }], {
        timeoutMs,
        maxTokens: 5,
        temperature: 0,
      });
      return { ok: true, latencyMs: result.latencyMs, model: result.model };
    } catch (error) {
      return { ok: false, error: toLlmError(error, false).message };
    }
  }
}
