import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";

const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));

const envSchema = z.object({
  NODE_ENV: z.string().default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default(join(repoRoot, "data")),
  DATABASE_URL: z.string().optional(),
  JWT_SECRET: z.string().min(32, "JWT_SECRET must be at least 32 characters").optional(),
  ECOS_DEMO: z.string().optional(),
  COOKIE_SECURE: z.string().optional(),
  TRUST_PROXY: z.string().optional(),
  LOG_LEVEL: z.string().default("info"),
  WEB_DIST: z.string().default(join(repoRoot, "apps/web/dist")),
  INVITATION_TTL_DAYS: z.coerce.number().int().min(1).max(90).default(14),
  SMTP_URL: z.string().optional(),
  SMTP_HOST: z.string().optional(),
  SMTP_PORT: z.coerce.number().int().optional(),
  SMTP_USER: z.string().optional(),
  SMTP_PASS: z.string().optional(),
  SMTP_SECURE: z.string().optional(),
  MAIL_FROM: z.string().default("ECOS Academy <no-reply@ecos.local>"),
});

const truthy = (value: string | undefined) => value === "1" || value === "true";

export interface RateLimits {
  /**
   * Requests per minute and per IP on login and activation. Generous on purpose: a whole faculty can
   * share one NAT address; brute force is stopped per e-mail and per invitation code instead.
   */
  authPerIpPerMinute: number;
  /** Requests per minute and per IP on token refresh (a valid cookie is needed anyway). */
  refreshPerIpPerMinute: number;
  /** Failed attempts per e-mail in a 15-minute window before login/activation are refused. */
  failuresPerEmail: number;
  /** Requests per minute and per IP on the public forms. */
  formsPerIpPerMinute: number;
}

export interface SmtpConfig {
  url?: string;
  host?: string;
  port?: number;
  user?: string;
  pass?: string;
  secure: boolean;
}

export interface AppConfig {
  production: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string;
  demoData: boolean;
  cookieSecure: boolean;
  trustProxy: boolean;
  logLevel: string;
  webDist: string;
  invitationTtlDays: number;
  smtp: SmtpConfig | undefined;
  mailFrom: string;
  rateLimits: RateLimits;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  authPerIpPerMinute: 120,
  refreshPerIpPerMinute: 600,
  failuresPerEmail: 10,
  formsPerIpPerMinute: 20,
};

/**
 * Embedded mode keeps a generated JWT secret in the data directory; with DATABASE_URL (several
 * instances) or in production the secret must come from the environment.
 */
function resolveJwtSecret(env: z.infer<typeof envSchema>, production: boolean): string {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  if (production || env.DATABASE_URL) {
    throw new Error("JWT_SECRET is required in production and whenever DATABASE_URL is set (32+ characters).");
  }
  const dataDir = resolve(env.DATA_DIR);
  const file = join(dataDir, "jwt-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const env = envSchema.parse(source);
  const production = env.NODE_ENV === "production";
  const smtpConfigured = Boolean(env.SMTP_URL || env.SMTP_HOST);
  return {
    production,
    port: env.PORT,
    host: env.HOST,
    dataDir: resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    jwtSecret: resolveJwtSecret(env, production),
    demoData: env.DATABASE_URL ? truthy(env.ECOS_DEMO) : env.ECOS_DEMO !== "0",
    cookieSecure: env.COOKIE_SECURE ? truthy(env.COOKIE_SECURE) : production,
    trustProxy: truthy(env.TRUST_PROXY),
    logLevel: env.LOG_LEVEL,
    webDist: resolve(env.WEB_DIST),
    invitationTtlDays: env.INVITATION_TTL_DAYS,
    smtp: smtpConfigured
      ? {
          url: env.SMTP_URL,
          host: env.SMTP_HOST,
          port: env.SMTP_PORT,
          user: env.SMTP_USER,
          pass: env.SMTP_PASS,
          secure: truthy(env.SMTP_SECURE),
        }
      : undefined,
    mailFrom: env.MAIL_FROM,
    rateLimits: DEFAULT_RATE_LIMITS,
  };
}
