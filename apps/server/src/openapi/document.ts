import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { type Access, apiErrorSchema, type OperationDoc, ROUTE_DOCS } from "./route-docs";

type JsonSchema = Record<string, unknown>;

/** A zod schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect), as a client sends it. */
function jsonSchema(schema: z.ZodType): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
  return rest;
}

/** « /api/simulation/threads/:id » → « /api/simulation/threads/{id} », with its path parameters. */
function openApiPath(path: string): { path: string; parameters: JsonSchema[] } {
  const names: string[] = [];
  const templated = path.replace(/:([A-Za-z_]+)/g, (_match, name: string) => {
    names.push(name);
    return `{${name}}`;
  });
  return {
    path: templated,
    parameters: names.map((name) => ({ name, in: "path", required: true, schema: { type: "string" } })),
  };
}

/** Query parameters from an object schema: one parameter per property. */
function queryParameters(schema: z.ZodType | undefined): JsonSchema[] {
  if (!schema) return [];
  const json = jsonSchema(schema);
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: "query",
    required: required.has(name),
    schema: property,
  }));
}

const SECURITY: Record<Access, JsonSchema[] | undefined> = {
  public: [],
  user: [{ bearer: [] }],
  superadmin: [{ bearer: [] }],
};

const errorResponse = (description: string) => ({
  description,
  content: { "application/json": { schema: { $ref: "#/components/schemas/ApiError" } } },
});

function operation(method: string, route: string, doc: OperationDoc): JsonSchema {
  const { parameters } = openApiPath(doc.path ?? route);
  const success = doc.produces
    ? { description: "Succès", content: { [doc.produces]: {} } }
    : {
        description: "Succès",
        content: { "application/json": doc.response ? { schema: jsonSchema(doc.response) } : {} },
      };
  const responses: Record<string, unknown> = {
    [method === "POST" && doc.body && /\/(threads|circuits|invitations)$/.test(route) ? "201" : "200"]: success,
    "400": errorResponse("Entrée invalide (ERR_INVALID_INPUT), rien n'est modifié"),
  };
  if (doc.access !== "public") responses["401"] = errorResponse("Authentification requise (ERR_UNAUTHORIZED)");
  if (doc.access === "superadmin") responses["403"] = errorResponse("Réservé aux super admins (ERR_FORBIDDEN)");
  return {
    summary: doc.summary,
    tags: [doc.tag],
    operationId: `${method.toLowerCase()} ${doc.path ?? route}`,
    security: SECURITY[doc.access],
    parameters: [...parameters, ...queryParameters(doc.query)],
    ...(doc.body
      ? { requestBody: { required: true, content: { "application/json": { schema: jsonSchema(doc.body) } } } }
      : {}),
    responses,
  };
}

/** The OpenAPI 3.1 description of the API, built from the route table and the contracts' zod schemas. */
export function openApiDocument(): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const [key, docs] of Object.entries(ROUTE_DOCS)) {
    const [method = "GET", route = ""] = key.split(" ");
    for (const doc of Array.isArray(docs) ? docs : [docs]) {
      const path = openApiPath(doc.path ?? route).path;
      paths[path] ??= {};
      (paths[path] as Record<string, JsonSchema>)[method.toLowerCase()] = operation(method, route, doc);
    }
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "ECOS Academy API",
      version: "1.0.0",
      description:
        "L'API de la plateforme d'entraînement aux ECOS. Erreurs : { detail: { error_code, fields, message } }. " +
        "Détail des routes de la simulation : docs/simulation-api.md.",
    },
    servers: [{ url: "/" }],
    components: {
      securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } },
      schemas: { ApiError: jsonSchema(apiErrorSchema) },
    },
    paths,
  };
}

/**
 * GET /api/docs: the OpenAPI description (public: it says how to call the API, not what it holds).
 * Registered first, it also records every API route registered after it, for the test that keeps
 * the route table complete.
 */
export function registerOpenApi(app: FastifyInstance): { routes: string[] } {
  const routes: string[] = [];
  app.addHook("onRoute", (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method !== "HEAD" && route.url.startsWith("/api/")) routes.push(`${method} ${route.url}`);
    }
  });
  let document: JsonSchema | undefined;
  app.get("/api/docs", async (_request, reply) => {
    document ??= openApiDocument();
    reply.header("cache-control", "public, max-age=300");
    return document;
  });
  return { routes };
}
