import type { FastifyError, FastifyInstance } from "fastify";
import { ApiError } from "../errors";

/** Every error leaves as `{ detail: { error_code, fields, message } }`. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) return reply.status(error.statusCode).send(error.toBody());
    if (error.statusCode === 429) {
      return reply
        .status(429)
        .send(
          new ApiError(429, "ERR_TOO_MANY_REQUESTS", "Trop de tentatives, réessaie dans quelques minutes.").toBody(),
        );
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Malformed JSON, wrong content type, body too large...
      return reply.status(400).send(new ApiError(400, "ERR_INVALID_INPUT", "Requête invalide").toBody());
    }
    request.log.error({ err: error }, "unhandled error");
    return reply.status(500).send(new ApiError(500, "ERR_INTERNAL", "Une erreur interne est survenue").toBody());
  });
}
