import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import type { ErrorCode } from "@ecos/contracts";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { ApiError } from "../errors";

/** Codes for the statuses that have one of their own; any other 4xx is an ERR_INVALID_INPUT. */
const CODE_BY_STATUS = new Map<number, ErrorCode>([
  [401, "ERR_UNAUTHORIZED"],
  [403, "ERR_FORBIDDEN"],
  [404, "ERR_NOT_FOUND"],
  [429, "ERR_TOO_MANY_REQUESTS"],
]);

/** What the user reads for framework errors (never the url or the body, which may be anything). */
const MESSAGE_BY_STATUS = new Map<number, string>([
  [401, "Authentification requise"],
  [403, "Accès refusé"],
  [404, "Route inconnue"],
  [405, "Méthode non autorisée"],
  [408, "La requête a mis trop de temps à arriver"],
  [413, "Requête trop volumineuse"],
  [414, "Adresse trop longue"],
  [415, "Type de contenu non pris en charge : envoie du JSON (application/json)"],
  [429, "Trop de tentatives, réessaie dans quelques minutes."],
  [431, "En-têtes de requête trop volumineux"],
]);

const INVALID_REQUEST = "Requête invalide";

function statusOf(error: unknown): number | undefined {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === "number" && Number.isInteger(status) ? status : undefined;
}

/**
 * Any error as an ApiError: ours as they are; a framework error (bad JSON, wrong content type, body too
 * large, bad url...) keeps its 4xx status with the matching code and a fixed French message; anything
 * else is a 500.
 */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const status = statusOf(error);
  if (status === undefined || status < 400 || status > 499) {
    return new ApiError(500, "ERR_INTERNAL", "Une erreur interne est survenue");
  }
  return new ApiError(
    status,
    CODE_BY_STATUS.get(status) ?? "ERR_INVALID_INPUT",
    MESSAGE_BY_STATUS.get(status) ?? INVALID_REQUEST,
  );
}

function send(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const apiError = toApiError(error);
  if (apiError.statusCode >= 500) request.log.error({ err: error }, "unhandled error");
  return reply.status(apiError.statusCode).send(apiError.toBody());
}

/** Every error leaves as `{ detail: { error_code, fields, message } }`. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => send(error, request, reply));
}

/** The 404 of an unknown API route, without repeating the path. */
export const apiNotFoundBody = () => new ApiError(404, "ERR_NOT_FOUND", "Route inconnue").toBody();

/**
 * Fastify's `frameworkErrors` option: errors raised before routing (a url that does not decode, a path
 * parameter over the length limit) answer in the same shape instead of Fastify's own, which repeats the url.
 */
export function frameworkErrors(error: Error, request: FastifyRequest, reply: FastifyReply): void {
  send(error, request, reply);
}

/**
 * Fastify's `clientErrorHandler` option: requests that Node's HTTP parser refuses (a url or headers over
 * the size limit, a malformed request line, a client too slow to send its request) get the same shape
 * on the raw socket, which is then closed.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const status = error.code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : error.code === "HPE_HEADER_OVERFLOW" ? 431 : 400;
  const body = JSON.stringify(toApiError({ statusCode: status }).toBody());
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        "Content-Type: application/json; charset=utf-8\r\n" +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        "Connection: close\r\n\r\n" +
        body,
    );
  }
  socket.destroy(error);
}
