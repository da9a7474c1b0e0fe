import { caseImages, EXAM_CATEGORIES, EXAMS } from "@ecos/content";
import { renderCaseImagePng } from "@ecos/content/images";
import type { ExamCatalogue } from "@ecos/contracts";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { notFound } from "../../errors";
import { type Guard, userOf } from "../../plugins/authenticate";
import { storedLastGraded } from "../../repositories/user-stats";
import { PLAYABLE_CASES, playableCase, toScenarioRecord } from "../../simulation/scenarios";

const catalogue: ExamCatalogue = {
  categories: EXAM_CATEGORIES.map((category) => ({ id: category.id, name: category.name })),
  exams: EXAMS.map((exam) => ({ id: exam.id, name: exam.name, category_id: exam.categoryId, keywords: exam.keywords })),
};

/** PNGs are drawn once per process and kept (ten stations, a handful of images). */
const pngCache = new Map<string, Buffer>();

/** Stations: the list with the user's last grades, a random pick, the exam catalogue and the case images. */
export function stationsRoutes(ctx: AppContext, requireUser: Guard) {
  return async (app: FastifyInstance) => {
    app.get("/stations/scenarios", { onRequest: requireUser }, async (request) => {
      const last = await storedLastGraded(ctx.db, userOf(request).id);
      return PLAYABLE_CASES.map((item) => toScenarioRecord(item, last.get(item.id)));
    });

    app.get("/stations/random", { onRequest: requireUser }, async (request) => {
      const last = await storedLastGraded(ctx.db, userOf(request).id);
      const fresh = PLAYABLE_CASES.filter((item) => !last.has(item.id));
      const pool = fresh.length > 0 ? fresh : PLAYABLE_CASES;
      const item = pool[Math.floor(Math.random() * pool.length)];
      if (!item) throw notFound("Aucune station disponible");
      return toScenarioRecord(item, last.get(item.id));
    });

    app.get("/stations/exam-catalogue", { onRequest: requireUser }, async (_request, reply) => {
      reply.header("cache-control", "private, max-age=3600");
      return catalogue;
    });

    app.get<{ Params: { scenarioId: string; file: string } }>(
      "/stations/:scenarioId/images/:file",
      async (request, reply) => {
        const item = playableCase(request.params.scenarioId);
        const imageId = request.params.file.replace(/\.png$/, "");
        const image = item && caseImages(item).find((candidate) => candidate.id === imageId);
        if (!item || !image || !request.params.file.endsWith(".png")) throw notFound("Image introuvable");
        const key = `${item.id}/${image.id}`;
        let png = pngCache.get(key);
        if (!png) {
          png = renderCaseImagePng(image);
          pngCache.set(key, png);
        }
        return reply.header("content-type", "image/png").header("cache-control", "public, max-age=86400").send(png);
      },
    );
  };
}
