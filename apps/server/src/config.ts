import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { isIP } from "node:net";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { LlmSettings } from "@ecos/engine";
import { z } from "zod";

const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));

/** A variable set to "" (compose's `${X:-}`) counts as unset. */
const unsetIfEmpty = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? undefined : value), schema);

const envSchema = z.object({
  NODE_ENV: z.string().default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default(join(repoRoot, "data")),
  DATABASE_URL: z.string().optional(),
  JWT_SECRET: z.string().min(32, "JWT_SECRET must be at least 32 characters").optional(),
  ECOS_DEMO: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z
      .enum(["0", "1", "false", "true"], { error: "ECOS_DEMO doit valoir 1 (comptes de démonstration) ou 0." })
      .optional(),
  ),
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
  /** Where users reach the platform (e.g. https://ecos.exemple.fr): the origin of e-mailed links. */
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** An OpenAI-compatible model server (issue 16): both, or none (the embedded AI alone); "" is unset. */
  LLM_BASE_URL: unsetIfEmpty(
    z.url({ protocol: /^https?$/, error: "LLM_BASE_URL doit être une adresse http(s)://…/v1" }).optional(),
  ),
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: unsetIfEmpty(z.string().trim().min(1).optional()),
  LLM_PATIENT: unsetIfEmpty(z.enum(["0", "1", "false", "true"]).optional()),
  LLM_GRADING: unsetIfEmpty(z.enum(["0", "1", "false", "true"]).optional()),
  LLM_TIMEOUT_MS: unsetIfEmpty(z.coerce.number().int().min(500).max(60_000).default(8000)),
  LLM_FIRST_TOKEN_TIMEOUT_MS: unsetIfEmpty(z.coerce.number().int().min(200).max(60_000).default(4000)),
  LLM_MAX_RETRIES: unsetIfEmpty(z.coerce.number().int().min(0).max(5).default(1)),
  LLM_GRADING_TIMEOUT_MS: unsetIfEmpty(z.coerce.number().int().min(1000).max(120_000).default(30_000)),
  LLM_DAILY_TOKENS: unsetIfEmpty(z.coerce.number().int().min(0).default(300_000)),
  /** A scraper's bearer token for GET /api/metrics (super admins need none); "" is unset. */
  METRICS_TOKEN: unsetIfEmpty(z.string().min(24, "METRICS_TOKEN : au moins 24 caractères").optional()),
});

const truthy = (value: string | undefined) => value === "1" || value === "true";

export interface RateLimits {
  /**
   * Requests per minute and per IP on login and activation. Generous on purpose: a whole faculty can
   * share one NAT address; brute force is stopped per (address, account) and per invitation instead.
   */
  authPerIpPerMinute: number;
  /** Requests per minute and per IP on token refresh (a valid cookie is needed anyway). */
  refreshPerIpPerMinute: number;
  /**
   * Failed logins for one account from one address before that pair is refused (429) for
   * `loginFirstBlockSeconds`; each further failure doubles the refusal, up to `loginMaxBlockSeconds`.
   * Other addresses are not affected, so a stranger cannot lock the owner out.
   */
  loginFailuresPerAddress: number;
  loginFirstBlockSeconds: number;
  loginMaxBlockSeconds: number;
  /** A pair's failures are forgotten this long after its last refusal ended (or its first failure). */
  loginForgetAfterSeconds: number;
  /**
   * Failed logins for one account per hour, all addresses together, before every address is refused
   * until the hour ends: a ceiling against distributed guessing, far above what one address can reach.
   */
  loginFailuresPerAccountPerHour: number;
  /** Requests per minute and per IP on the public forms. */
  formsPerIpPerMinute: number;
}

/**
 * Fastify's `trustProxy`: false (the socket address is the client), the proxies' addresses/CIDRs, or a
 * hop count as a trust function (Fastify 5.12 treats a plain number as "trust nobody"). Never `true` ("trust
 * everyone"): a client would then choose its own address.
 */
export type TrustProxy = false | string[] | ((address: string, hop: number) => boolean);

export interface SmtpConfig {
  url?: string;
  host?: string;
  port?: number;
  user?: string;
  pass?: string;
  secure: boolean;
}

/** The model server and what it is used for (issue 16); absent: the embedded AI alone. */
export interface LlmConfig extends LlmSettings {
  /** The model writes the patient's replies (LLM_PATIENT, on by default once a model is configured). */
  patient: boolean;
  /** The model judges the statement criteria with quotes (LLM_GRADING, off by default). */
  grading: boolean;
  /** Tokens one student may spend per day (Paris time); past it the embedded AI answers alone. */
  dailyTokens: number;
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
  trustProxy: TrustProxy;
  logLevel: string;
  webDist: string;
  invitationTtlDays: number;
  smtp: SmtpConfig | undefined;
  mailFrom: string;
  /** PUBLIC_URL: origin of the links in e-mails; http://localhost:<port> when unset (mail/links.ts). */
  publicUrl?: string;
  rateLimits: RateLimits;
  /** LLM_BASE_URL and LLM_MODEL set: a model besides the embedded AI. */
  llm?: LlmConfig;
  /** METRICS_TOKEN: lets a Prometheus scraper read /api/metrics without a super admin's session. */
  metricsToken?: string;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  authPerIpPerMinute: 120,
  refreshPerIpPerMinute: 600,
  loginFailuresPerAddress: 5,
  loginFirstBlockSeconds: 60,
  loginMaxBlockSeconds: 15 * 60,
  loginForgetAfterSeconds: 60 * 60,
  loginFailuresPerAccountPerHour: 100,
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

/**
 * Demo accounts (public passwords) only when asked for (ECOS_DEMO=1) or in development on the embedded
 * database; production refuses them at start-up (services/startup-checks.ts).
 */
function resolveDemoData(env: z.infer<typeof envSchema>): boolean {
  if (env.ECOS_DEMO !== undefined) return truthy(env.ECOS_DEMO);
  return env.NODE_ENV === "development" && !env.DATABASE_URL;
}

const NAMED_RANGES = new Set(["loopback", "linklocal", "uniquelocal"]);

function isAddressOrCidr(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: the number of proxies in front of the server (the client address is the right-most
 * X-Forwarded-For entry not added by them), or a comma-separated list of proxy addresses/CIDRs.
 * With a hop count the server must only be reachable through the proxies: whoever connects directly
 * counts as the first proxy.
 */
export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = raw?.trim() ?? "";
  if (value === "" || value === "0" || value === "false") return false;
  if (["true", "*", "all"].includes(value.toLowerCase())) {
    throw new Error(
      `TRUST_PROXY=${value} est refusé : faire confiance à tous les relais laisse le client choisir son adresse IP ` +
        "(X-Forwarded-For) et contourner les limites par IP. Indiquez le nombre de relais devant le serveur " +
        "(TRUST_PROXY=1) ou leurs adresses (TRUST_PROXY=127.0.0.1,10.0.0.0/8).",
    );
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > 10) throw new Error(`TRUST_PROXY=${value} : au plus 10 relais.`);
    return (_address: string, hop: number) => hop < hops;
  }
  const entries = value.split(",").map((entry) => entry.trim());
  const invalid = entries.filter((entry) => !isAddressOrCidr(entry));
  if (invalid.length > 0) {
    throw new Error(
      `TRUST_PROXY : ${invalid.map((entry) => `« ${entry} »`).join(", ")} n'est ni un nombre de relais ni une ` +
        "adresse IP ou un CIDR (exemples : TRUST_PROXY=1, TRUST_PROXY=127.0.0.1,10.0.0.0/8).",
    );
  }
  return entries;
}

/** LLM_*: the model server, or undefined when none is configured (LLM_BASE_URL and LLM_MODEL go together). */
export function parseLlmConfig(env: z.infer<typeof envSchema>): LlmConfig | undefined {
  if (!env.LLM_BASE_URL && !env.LLM_MODEL) return undefined;
  if (!env.LLM_BASE_URL || !env.LLM_MODEL) {
    throw new Error(
      "LLM_BASE_URL et LLM_MODEL vont ensemble (exemple : LLM_BASE_URL=http://127.0.0.1:11434/v1 LLM_MODEL=mistral).",
    );
  }
  return {
    baseUrl: env.LLM_BASE_URL,
    apiKey: env.LLM_API_KEY || undefined,
    model: env.LLM_MODEL,
    timeoutMs: env.LLM_TIMEOUT_MS,
    firstTokenTimeoutMs: Math.min(env.LLM_FIRST_TOKEN_TIMEOUT_MS, env.LLM_TIMEOUT_MS),
    maxRetries: env.LLM_MAX_RETRIES,
    gradingTimeoutMs: env.LLM_GRADING_TIMEOUT_MS,
    patient: env.LLM_PATIENT === undefined ? true : truthy(env.LLM_PATIENT),
    grading: truthy(env.LLM_GRADING),
    dailyTokens: env.LLM_DAILY_TOKENS,
  };
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
    demoData: resolveDemoData(env),
    cookieSecure: env.COOKIE_SECURE ? truthy(env.COOKIE_SECURE) : production,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
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
    publicUrl: env.PUBLIC_URL,
    rateLimits: DEFAULT_RATE_LIMITS,
    llm: parseLlmConfig(env),
    metricsToken: env.METRICS_TOKEN,
  };
}
