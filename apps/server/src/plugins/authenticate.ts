import type { FastifyReply, FastifyRequest } from "fastify";
import type { AppContext } from "../context";
import { forbidden, unauthorized } from "../errors";
import { findUserById, type UserRow } from "../repositories/users";

declare module "fastify" {
  interface FastifyRequest {
    currentUser: UserRow | null;
  }
}

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith("Bearer ")) return null;
  const token = header.slice(7).trim();
  return token === "" ? null : token;
}

/** The user behind a valid bearer token (re-read from the database), or null. */
export async function resolveUser(ctx: AppContext, request: FastifyRequest): Promise<UserRow | null> {
  const token = bearer(request);
  if (!token) return null;
  const claims = await ctx.accessTokens.verify(token);
  if (!claims) return null;
  return (await findUserById(ctx.db, claims.userId)) ?? null;
}

export type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

export function guards(ctx: AppContext) {
  /** Attaches the user when a valid token is sent; anonymous otherwise. */
  const optionalUser: Guard = async (request) => {
    request.currentUser = await resolveUser(ctx, request);
  };
  const loadRequiredUser = async (request: FastifyRequest) => {
    request.currentUser = await resolveUser(ctx, request);
    if (!request.currentUser) throw unauthorized();
    return request.currentUser;
  };
  const requireUser: Guard = async (request) => {
    await loadRequiredUser(request);
  };
  const requireSuperAdmin: Guard = async (request) => {
    if ((await loadRequiredUser(request)).role !== "SUPERADMIN") throw forbidden();
  };
  return { optionalUser, requireUser, requireSuperAdmin };
}

/** The signed-in user inside a handler behind requireUser. */
export function userOf(request: FastifyRequest): UserRow {
  if (!request.currentUser) throw unauthorized();
  return request.currentUser;
}
