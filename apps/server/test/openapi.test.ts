import { describe, expect, it } from "vitest";
import { ROUTE_DOCS } from "../src/openapi/route-docs";
import { useTestApp } from "./helpers";

type Operation = {
  security: unknown[];
  requestBody?: {
    content: { "application/json": { schema: { properties?: Record<string, unknown>; required?: string[] } } };
  };
  parameters: Array<{ name: string; in: string }>;
  responses: Record<string, unknown>;
};

describe("GET /api/docs", () => {
  const ctx = useTestApp("pglite");

  it("documents every route the app registers, and no route that does not exist", () => {
    const registered = [...new Set(ctx.app.routes)].sort();
    expect(registered.length).toBeGreaterThan(50);
    expect(Object.keys(ROUTE_DOCS).sort()).toEqual(registered);
  });

  it("serves an OpenAPI 3.1 description built from the contracts' zod schemas, to anyone", async () => {
    const response = await ctx.app.server.inject({ url: "/api/docs" });
    expect(response.statusCode).toBe(200);
    const document = response.json() as {
      openapi: string;
      paths: Record<string, Record<string, Operation>>;
      components: { schemas: Record<string, { properties: Record<string, unknown> }> };
    };
    expect(document.openapi).toBe("3.1.0");
    const login = document.paths["/api/auth/token"]?.post;
    expect(login?.security).toEqual([]);
    expect(login?.requestBody?.content["application/json"].schema.required).toEqual(["email", "password"]);

    const message = document.paths["/api/simulation/messages/{threadId}/stream"]?.post;
    expect(message?.security).toEqual([{ bearer: [] }]);
    expect(message?.parameters).toEqual([{ name: "threadId", in: "path", required: true, schema: { type: "string" } }]);
    expect(Object.keys(message?.requestBody?.content["application/json"].schema.properties ?? {})).toEqual([
      "message",
      "client_id",
      "channel",
    ]);
    expect(message?.responses["200"]).toEqual({ description: "Succès", content: { "text/event-stream": {} } });

    const ai = document.paths["/api/admin/ai"]?.get;
    expect(ai?.parameters.map((p) => `${p.in}:${p.name}`)).toEqual(["query:refresh"]);
    expect(Object.keys(ai?.responses ?? {})).toEqual(["200", "400", "401", "403"]);
    // One route serving two shapes is documented as both.
    expect(document.paths["/api/simulation/{threadId}/review"]?.post).toBeDefined();
    expect(document.paths["/api/simulation/{mode}/{threadId}"]?.post).toBeDefined();
    expect(Object.keys(document.components.schemas.ApiError?.properties ?? {})).toEqual(["detail"]);
  });
});
