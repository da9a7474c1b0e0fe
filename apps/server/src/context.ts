import type { Db } from "@ecos/db";
import type { AiService } from "./ai/ai-service";
import type { AppConfig } from "./config";
import type { AccessTokens } from "./lib/access-tokens";
import type { ThrottleStore } from "./lib/throttle";
import type { Mailer } from "./mail/mailer";
import type { AppMetrics } from "./plugins/metrics";

/** What route handlers and services need; built once per app instance. */
export interface AppContext {
  db: Db;
  config: AppConfig;
  mailer: Mailer;
  accessTokens: AccessTokens;
  /** Login attempt counters (per address and account, per account): see lib/throttle-login.ts. */
  throttle: ThrottleStore;
  /** The configured model besides the embedded AI (issue 16), if any. */
  ai: AiService;
  /** What /api/metrics reports besides HTTP (issue 17). */
  metrics: AppMetrics;
}
