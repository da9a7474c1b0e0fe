import { sql } from "drizzle-orm";
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    role: text("role", { enum: ["STUDENT", "SUPERADMIN"] })
      .notNull()
      .default("STUDENT"),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    collegeLabel: text("college_label"),
    collegeYear: text("college_year"),
    avatarId: integer("avatar_id").notNull().default(1),
    targetGrade: real("target_grade").notNull().default(14),
    xp: integer("xp").notNull().default(0),
    /** The chat speaks and listens (voice mode, issue 15). */
    voiceEnabled: boolean("voice_enabled").notNull().default(false),
    /** When the first-run guide was finished or skipped (null: show it). */
    onboardedAt: timestamp("onboarded_at", { withTimezone: true }),
    /** The name shown in the ranking, only when ranking_opt_in (nothing public without opt-in). */
    pseudonym: text("pseudonym"),
    rankingOptIn: boolean("ranking_opt_in").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("users_email_key").on(t.email),
    uniqueIndex("users_pseudonym_key").on(sql`lower(${t.pseudonym})`),
  ],
);

export const invitations = pgTable(
  "invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    firstName: text("first_name"),
    lastName: text("last_name"),
    codeHash: text("code_hash").notNull(),
    failedAttempts: integer("failed_attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    invitedBy: uuid("invited_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("invitations_email_key").on(t.email)],
);

export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    familyId: uuid("family_id").notNull(),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    rotatedAt: timestamp("rotated_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("refresh_tokens_hash_key").on(t.tokenHash), index("refresh_tokens_family_idx").on(t.familyId)],
);

export const tickets = pgTable(
  "tickets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").notNull(),
    payload: jsonb("payload").notNull().$type<Record<string, unknown>>(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    seen: boolean("seen").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index("tickets_created_idx").on(t.createdAt),
    // Per-user limits count a user's tickets of the last hour (issue 12).
    index("tickets_user_created_idx").on(t.userId, t.createdAt),
    index("tickets_unseen_idx").on(t.seen).where(sql`${t.seen} = false`),
  ],
);

export const outboxEmails = pgTable("outbox_emails", {
  id: uuid("id").primaryKey().defaultRandom(),
  recipient: text("recipient").notNull(),
  subject: text("subject").notNull(),
  body: text("body").notNull(),
  transport: text("transport", { enum: ["outbox", "smtp"] }).notNull(),
  error: text("error"),
  createdAt: createdAt(),
});

/**
 * A mock ECOS (circuit mode, issue 15): 5 or 10 stations played back to back with the exam's timing
 * and no feedback until the end. `scenario_ids` is the drawn order; `position` the station being
 * played (or next to play); each station's thread points back here.
 */
export const circuits = pgTable(
  "circuits",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    scenarioIds: jsonb("scenario_ids").$type<string[]>().notNull(),
    position: integer("position").notNull().default(0),
    status: text("status", { enum: ["running", "paused", "finished", "abandoned"] })
      .notNull()
      .default("running"),
    meanGrade: real("mean_grade"),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("circuits_user_created_idx").on(t.userId, t.createdAt)],
);

/** A weekly challenge completed (its badge): the three stations of ISO week `week` ("2026-W48") graded. */
export const challengeCompletions = pgTable(
  "challenge_completions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    week: text("week").notNull(),
    completedAt: timestamp("completed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("challenge_completions_user_week_key").on(t.userId, t.week)],
);

/**
 * One simulated station. The case itself lives in @ecos/content (by scenario_id); its mode and
 * category are copied here so that statistics are plain SQL aggregates.
 */
export const threads = pgTable(
  "threads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    scenarioId: text("scenario_id").notNull(),
    modeId: text("mode_id").notNull(),
    categoryId: text("category_id").notNull(),
    status: text("status", { enum: ["start", "running", "paused", "ended", "corrected"] })
      .notNull()
      .default("start"),
    step: text("step", { enum: ["introduction", "simulation", "grading"] })
      .notNull()
      .default("introduction"),
    /** Milliseconds left in the step as of timer_at. */
    remainingMs: integer("remaining_ms").notNull(),
    timerAt: timestamp("timer_at", { withTimezone: true }).notNull().defaultNow(),
    diagnosis: text("diagnosis"),
    grade: jsonb("grade").$type<Record<string, unknown>>(),
    digitizedGrade: real("digitized_grade"),
    xpAwarded: integer("xp_awarded"),
    /** When the station was graded. */
    closedAt: timestamp("closed_at", { withTimezone: true }),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    /** Set when the station is played inside a circuit (its place in the circuit in circuit_position). */
    circuitId: uuid("circuit_id").references(() => circuits.id, { onDelete: "set null" }),
    circuitPosition: integer("circuit_position"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("threads_user_open_idx").on(t.userId, t.updatedAt).where(sql`${t.status} <> 'corrected'`),
    index("threads_user_closed_idx").on(t.userId, t.closedAt).where(sql`${t.status} = 'corrected'`),
    index("threads_user_scenario_idx").on(t.userId, t.scenarioId),
    index("threads_circuit_idx").on(t.circuitId).where(sql`${t.circuitId} is not null`),
  ],
);

/** One group of a user's graded stations in `user_stats.groups`, as the progression screen reads it. */
export interface UserStatsGroup {
  /** all, category, mode, scenario or month (year * 12 + month index, in Europe/Paris). */
  d: "all" | "category" | "mode" | "scenario" | "month";
  /** The category, mode or scenario id, the month key, or null for "all". */
  k: string | number | null;
  /** The exact average grade of the group (avg of the real grades, double precision). */
  avg: number | null;
  n: number;
}

/**
 * Per-user aggregates of the graded stations whose grade is visible (issue 17): what the statistics,
 * GET /users/me and the station list read, one row per user instead of a scan of their stations.
 * Kept by the database itself (migration 0007: triggers on threads and circuits call
 * user_stats_refresh(user), which recomputes the row from the user's stations in the transaction
 * that changed them, the user's row locked), so every write path keeps it right.
 */
export const userStats = pgTable("user_stats", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** Graded stations (status corrected) whose grade is visible, with or without a grade. */
  corrected: integer("corrected").notNull(),
  /** The average of their grades (null without any). */
  average: doublePrecision("average"),
  /** The GROUPING SETS of the statistics: all, per category, per mode, per scenario, per month. */
  groups: jsonb("groups").$type<UserStatsGroup[]>().notNull(),
  /** Per scenario, the last graded attempt: [closed_at in epoch milliseconds, grade or null]. */
  lastGraded: jsonb("last_graded").$type<Record<string, [number, number | null]>>().notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const messages = pgTable(
  "messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    threadId: uuid("thread_id")
      .notNull()
      .references(() => threads.id, { onDelete: "cascade" }),
    /** Order within the thread. */
    seq: integer("seq").notNull(),
    from: text("from", { enum: ["user", "bot"] }).notNull(),
    channel: text("channel", { enum: ["patient", "examiner"] })
      .notNull()
      .default("patient"),
    content: text("content").notNull(),
    /** The client's id for a student message: a retry with the same id is not stored twice. */
    clientId: uuid("client_id"),
    /** For a bot message, the student message it answers. */
    replyTo: uuid("reply_to"),
    /** What the engine understood (labels, source) or, for the examiner, the question answered. */
    meta: jsonb("meta").$type<Record<string, unknown>>(),
    reported: boolean("reported").notNull().default(false),
    /**
     * For a reply a model was asked for (issue 16): the tokens it cost (0 when no call was made, e.g.
     * past the daily budget); null for a reply of the embedded AI alone. `meta.llm` says what happened.
     */
    llmTokens: integer("llm_tokens"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("messages_thread_seq_key").on(t.threadId, t.seq),
    uniqueIndex("messages_thread_client_key").on(t.threadId, t.clientId),
    // The admin view lists the latest replies a model was asked for.
    index("messages_llm_recent_idx").on(t.createdAt).where(sql`${t.llmTokens} is not null`),
  ],
);

/** Tokens a user spent on the model per day (Paris time), against the daily budget (issue 16). */
export const llmUsage = pgTable(
  "llm_usage",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The Paris day, YYYY-MM-DD. */
    day: text("day").notNull(),
    tokens: integer("tokens").notNull().default(0),
    calls: integer("calls").notNull().default(0),
    /** Replies where the embedded AI answered instead (timeout, error, grounding, budget). */
    fallbacks: integer("fallbacks").notNull().default(0),
  },
  (t) => [uniqueIndex("llm_usage_user_day_key").on(t.userId, t.day), index("llm_usage_day_idx").on(t.day)],
);

export const examRequests = pgTable(
  "exam_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    threadId: uuid("thread_id")
      .notNull()
      .references(() => threads.id, { onDelete: "cascade" }),
    examId: text("exam_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("exam_requests_thread_exam_key").on(t.threadId, t.examId)],
);

export const observations = pgTable(
  "observations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    threadId: uuid("thread_id")
      .notNull()
      .references(() => threads.id, { onDelete: "cascade" }),
    content: text("content").notNull(),
    clientId: uuid("client_id"),
    createdAt: createdAt(),
  },
  (t) => [
    index("observations_thread_idx").on(t.threadId, t.createdAt),
    uniqueIndex("observations_thread_client_key").on(t.threadId, t.clientId),
  ],
);

/**
 * What a student did in a station besides talking, for the modes with mechanics of their own (issue
 * 13): a test ordered, a drug given, a material chosen, the steps put in order. `params` as the mode
 * normalised them; `at_ms` is the time since the start of the simulation step.
 */
export const stationActions = pgTable(
  "station_actions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    threadId: uuid("thread_id")
      .notNull()
      .references(() => threads.id, { onDelete: "cascade" }),
    seq: integer("seq").notNull(),
    action: text("action").notNull(),
    params: jsonb("params").$type<Record<string, unknown>>().notNull(),
    label: text("label").notNull(),
    atMs: integer("at_ms").notNull(),
    clientId: uuid("client_id"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("station_actions_thread_seq_key").on(t.threadId, t.seq),
    uniqueIndex("station_actions_thread_client_key").on(t.threadId, t.clientId),
  ],
);

/**
 * Counters behind login throttling and activation limits (issue 12). With DATABASE_URL every
 * instance shares them here; in embedded mode they live in memory and this table stays empty.
 * `key` says what is counted ("login:ip-account:…", "login:account:…").
 */
export const rateCounters = pgTable(
  "rate_counters",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull().default(0),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull().defaultNow(),
    blockedUntil: timestamp("blocked_until", { withTimezone: true }),
  },
  (t) => [index("rate_counters_window_idx").on(t.windowStart)],
);

/** A single-use "mot de passe oublié" link (only its hash is stored), valid 30 minutes. */
export const passwordResets = pgTable(
  "password_resets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("password_resets_hash_key").on(t.tokenHash), index("password_resets_user_idx").on(t.userId)],
);

/** An e-mail change waiting for the link sent to the new address (only its hash is stored). */
export const emailChanges = pgTable(
  "email_changes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    newEmail: text("new_email").notNull(),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("email_changes_hash_key").on(t.tokenHash), index("email_changes_user_idx").on(t.userId)],
);

/**
 * Security-relevant events, read by super admins: logins, failed logins, lockouts, password and
 * e-mail changes, invitations, ticket deletions. Who (actor), on what (target), from which address.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    action: text("action").notNull(),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    actorEmail: text("actor_email"),
    target: text("target"),
    ip: text("ip"),
    details: jsonb("details").$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index("audit_log_created_idx").on(t.createdAt, t.id), index("audit_log_action_idx").on(t.action)],
);
