import { LlmProvider, type PingResult } from "@ecos/engine";
import type { LlmConfig } from "../config";

/** How long a check of the model stays fresh for the admin view. */
const STATUS_TTL_MS = 30_000;

/** The part of the server's logger the AI uses. */
export interface AiLog {
  info(object: Record<string, unknown>, message: string): void;
  warn(object: Record<string, unknown>, message: string): void;
}

export interface AiCheck {
  result: PingResult;
  checkedAt: Date;
}

/** The model server address as shown to admins and in logs: no credentials, no query. */
export function displayUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}${parsed.pathname.replace(/\/$/, "")}`;
  } catch {
    return "(adresse invalide)";
  }
}

/**
 * The AI besides the embedded engine: the configured model (if any), what it is used for, and the
 * last check of whether it answers. One per app instance.
 */
export class AiService {
  readonly provider: LlmProvider | null;
  private lastCheck: AiCheck | null = null;
  private checking: Promise<AiCheck> | null = null;

  /** Where fallbacks are logged (the server's logger). */
  log?: AiLog;

  constructor(readonly config: LlmConfig | undefined) {
    this.provider = config ? new LlmProvider(config) : null;
  }

  /** The model writes the patient's replies. */
  get patient(): LlmProvider | null {
    return this.config?.patient ? this.provider : null;
  }

  /** The model judges the statement criteria. */
  get grading(): LlmProvider | null {
    return this.config?.grading ? this.provider : null;
  }

  get dailyTokens(): number {
    return this.config?.dailyTokens ?? 0;
  }

  /** Whether the model answers, checked at most every 30 s (`force` checks now). */
  async check(force = false): Promise<AiCheck | null> {
    const provider = this.provider;
    if (!provider) return null;
    if (!force && this.lastCheck && Date.now() - this.lastCheck.checkedAt.getTime() < STATUS_TTL_MS) {
      return this.lastCheck;
    }
    this.checking ??= provider
      .ping()
      .then((result) => {
        this.lastCheck = { result, checkedAt: new Date() };
        return this.lastCheck;
      })
      .finally(() => {
        this.checking = null;
      });
    return this.checking;
  }

  /** The start-up line: which AI answers, and whether the model does. */
  async describe(): Promise<string> {
    if (!this.config) return "IA embarquée seule (aucun modèle configuré : LLM_BASE_URL, LLM_MODEL)";
    const check = await this.check(true);
    const uses = [this.config.patient ? "patient" : null, this.config.grading ? "notation" : null].filter(Boolean);
    const where = `${this.config.model} sur ${displayUrl(this.config.baseUrl)}`;
    const role = uses.length > 0 ? uses.join(" + ") : "aucun usage activé";
    return check?.result.ok
      ? `Modèle ${where} (${role}) : répond en ${check.result.latencyMs} ms ; l'IA embarquée reste le recours`
      : `Modèle ${where} (${role}) : NE RÉPOND PAS (${check?.result.ok === false ? check.result.error : "?"}) ; l'IA embarquée répond à sa place`;
  }
}
