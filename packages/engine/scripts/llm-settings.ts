import type { LlmSettings } from "../src/llm/provider";

/**
 * The model the eval tools talk to, from the same variables as the server (LLM_BASE_URL, LLM_API_KEY,
 * LLM_MODEL, LLM_TIMEOUT_MS…); a clear message and exit code 2 when none is configured.
 */
export function llmSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): LlmSettings {
  const baseUrl = env.LLM_BASE_URL?.trim();
  const model = env.LLM_MODEL?.trim();
  if (!baseUrl || !model) {
    console.error(
      "--llm : indiquez le modèle par LLM_BASE_URL et LLM_MODEL (et LLM_API_KEY si le serveur en demande une), " +
        "par exemple LLM_BASE_URL=http://127.0.0.1:11434/v1 LLM_MODEL=mistral pour un Ollama local.",
    );
    process.exit(2);
  }
  const number = (value: string | undefined, fallback: number, min = 1) => {
    const parsed = value?.trim() ? Number(value) : Number.NaN;
    return Number.isFinite(parsed) && parsed >= min ? parsed : fallback;
  };
  const timeoutMs = number(env.LLM_TIMEOUT_MS, 8000);
  return {
    baseUrl,
    apiKey: env.LLM_API_KEY || undefined,
    model,
    timeoutMs,
    firstTokenTimeoutMs: Math.min(timeoutMs, number(env.LLM_FIRST_TOKEN_TIMEOUT_MS, 4000)),
    maxRetries: number(env.LLM_MAX_RETRIES, 1, 0),
    gradingTimeoutMs: number(env.LLM_GRADING_TIMEOUT_MS, 30_000),
  };
}
