import type { Database } from "@ecos/db";
import fastifyCookie from "@fastify/cookie";
import fastifyRateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyInstance } from "fastify";
import { AiService } from "./ai/ai-service";
import type { AppConfig } from "./config";
import type { AppContext } from "./context";
import { AccessTokens } from "./lib/access-tokens";
import type { ThrottleStore } from "./lib/throttle";
import { DatabaseThrottleStore } from "./lib/throttle-database";
import { MemoryThrottleStore } from "./lib/throttle-memory";
import { createMailer, type Mailer } from "./mail/mailer";
import { registerOpenApi } from "./openapi/document";
import { guards } from "./plugins/authenticate";
import { clientErrorHandler, frameworkErrors, registerErrorHandling } from "./plugins/error-handler";
import { registerInputGuard } from "./plugins/input-guard";
import { registerMetrics } from "./plugins/metrics";
import { registerSecurityHeaders } from "./plugins/security-headers";
import { registerSpa } from "./plugins/spa";
import { aiAdminRoutes } from "./routes/admin/ai";
import { auditRoutes } from "./routes/admin/audit";
import { adminRoutes } from "./routes/admin/invitations";
import { authRoutes } from "./routes/auth";
import { challengeRoutes } from "./routes/challenges";
import { circuitRoutes } from "./routes/circuits";
import { formsRoutes } from "./routes/forms";
import { sheetsRoutes } from "./routes/sheets";
import { actionRoutes } from "./routes/simulation/actions";
import { activityRoutes } from "./routes/simulation/activity";
import { statisticsRoutes } from "./routes/simulation/statistics";
import { threadRoutes } from "./routes/simulation/threads";
import { stationsRoutes } from "./routes/stations";
import { ticketRoutes } from "./routes/tickets";
import { usersRoutes } from "./routes/users";

export interface BuildAppOptions {
  config: AppConfig;
  database: Database;
  mailer?: Mailer;
  /** Pino logger options; false for silence (tests). */
  logger?: boolean | { level: string };
}

export interface App {
  server: FastifyInstance;
  ctx: AppContext;
  /** Every API route registered (METHOD /api/path), as /api/docs must describe them. */
  routes: string[];
}

/** Login counters: shared through PostgreSQL across instances, in memory on the embedded database. */
function throttleStoreFor(database: Database): ThrottleStore {
  return database.kind === "postgres" ? new DatabaseThrottleStore(database.db) : new MemoryThrottleStore();
}

/** The whole HTTP application: API under /api and the SPA. The database is migrated by the caller. */
export async function buildApp(options: BuildAppOptions): Promise<App> {
  const { config, database } = options;
  const server = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 256 * 1024,
    // A client gets 30 s to send its whole request and may stay silent 30 s at most (slow-loris).
    requestTimeout: 30_000,
    connectionTimeout: 30_000,
    // Errors raised before routing, or by Node's HTTP parser, answer in the API's error shape too.
    frameworkErrors,
    clientErrorHandler,
  });
  const ctx: AppContext = {
    db: database.db,
    config,
    mailer:
      options.mailer ??
      createMailer({
        db: database.db,
        log: server.log as never,
        from: config.mailFrom,
        smtp: config.smtp,
        // The outbox keeps codes and links only on the embedded database (development, tests).
        keepSecrets: !config.databaseUrl,
      }),
    accessTokens: new AccessTokens(config.jwtSecret),
    throttle: throttleStoreFor(database),
    ai: new AiService(config.llm),
    // Replaced by the real one once the hooks are registered (below); a no-op until then.
    metrics: { observeEngine: () => undefined },
  };

  ctx.ai.log = server.log;

  // An empty JSON body (e.g. POST /auth/refresh from a plain client) is an empty object.
  server.removeContentTypeParser("application/json");
  server.addContentTypeParser("application/json", { parseAs: "string" }, (_request, body, done) => {
    const text = typeof body === "string" ? body : body.toString("utf8");
    if (text.trim() === "") return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch {
      const error = new Error("Invalid JSON body") as Error & { statusCode: number };
      error.statusCode = 400;
      done(error, undefined);
    }
  });

  registerErrorHandling(server);
  registerInputGuard(server);
  await registerSecurityHeaders(server, { https: config.cookieSecure });
  await server.register(fastifyCookie);
  await server.register(fastifyRateLimit, { global: false });

  const { optionalUser, requireUser, requireSuperAdmin } = guards(ctx);
  const openApi = registerOpenApi(server);
  ctx.metrics = registerMetrics(server, { database, token: config.metricsToken, requireSuperAdmin });
  await server.register(
    async (api) => {
      api.get("/health", async () => ({ status: "ok", database: database.kind }));
      await api.register(authRoutes(ctx));
      await api.register(usersRoutes(ctx, requireUser));
      await api.register(adminRoutes(ctx, requireSuperAdmin));
      await api.register(auditRoutes(ctx, requireSuperAdmin));
      await api.register(aiAdminRoutes(ctx, requireSuperAdmin));
      await api.register(formsRoutes(ctx, { optionalUser, requireUser }));
      await api.register(ticketRoutes(ctx, requireSuperAdmin));
      await api.register(sheetsRoutes(ctx, requireUser));
      await api.register(statisticsRoutes(ctx, requireUser));
      await api.register(stationsRoutes(ctx, requireUser));
      await api.register(threadRoutes(ctx, requireUser));
      await api.register(circuitRoutes(ctx, requireUser));
      await api.register(activityRoutes(ctx, requireUser));
      await api.register(actionRoutes(ctx, requireUser));
      await api.register(challengeRoutes(ctx, requireUser));
    },
    { prefix: "/api" },
  );
  await registerSpa(server, config.webDist);
  return { server, ctx, routes: openApi.routes };
}
