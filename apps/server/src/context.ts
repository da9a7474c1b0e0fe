import type { Db } from "@ecos/db";
import type { AppConfig } from "./config";
import type { AccessTokens } from "./lib/access-tokens";
import type { AttemptLimiter } from "./lib/attempt-limiter";
import type { Mailer } from "./mail/mailer";

/** What route handlers and services need; built once per app instance. */
export interface AppContext {
  db: Db;
  config: AppConfig;
  mailer: Mailer;
  accessTokens: AccessTokens;
  /** Failed logins or activations per e-mail. */
  emailFailures: AttemptLimiter;
}
