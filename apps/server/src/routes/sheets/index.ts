import { REVISION_SHEETS, type RevisionSheet, sheetById, sheetFileName } from "@ecos/content";
import { renderSheetPng, sheetAlt } from "@ecos/content/images";
import type { SheetSummary } from "@ecos/contracts";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { notFound } from "../../errors";
import type { Guard } from "../../plugins/authenticate";
import { playableCase } from "../../simulation/scenarios";

export const sheetImagePath = (sheet: Pick<RevisionSheet, "id">) => `/api/sheets/${sheet.id}.png`;

function toSummary(sheet: RevisionSheet): SheetSummary {
  return {
    id: sheet.id,
    title: sheet.title,
    summary: sheet.summary,
    // A sheet links to a case only when students can play it in this version.
    case_id: sheet.caseId && playableCase(sheet.caseId) ? sheet.caseId : null,
    image_url: sheetImagePath(sheet),
    image_alt: sheetAlt(sheet),
    file_name: sheetFileName(sheet),
  };
}

const SUMMARIES: readonly SheetSummary[] = REVISION_SHEETS.map(toSummary);

/** Rendering a sheet takes a few hundred milliseconds: each one is drawn once per process. */
const pngs = new Map<number, Promise<Buffer>>();
function sheetPng(sheet: RevisionSheet): Promise<Buffer> {
  let png = pngs.get(sheet.id);
  if (!png) {
    png = renderSheetPng(sheet);
    png.catch(() => pngs.delete(sheet.id));
    pngs.set(sheet.id, png);
  }
  return png;
}

/** Revision sheets ("Support Pédagogique"): the list for signed-in students and each sheet as a PNG. */
export function sheetsRoutes(_ctx: AppContext, requireUser: Guard) {
  return async (app: FastifyInstance) => {
    app.get("/sheets", { onRequest: requireUser }, async (_request, reply) => {
      reply.header("cache-control", "private, max-age=300");
      return SUMMARIES;
    });

    // Public like the case images, so that <img> and the download need no bearer token.
    app.get<{ Params: { file: string } }>("/sheets/:file", async (request, reply) => {
      const match = /^(\d{1,3})\.png$/.exec(request.params.file);
      const sheet = match ? sheetById(Number(match[1])) : undefined;
      if (!sheet) throw notFound("Fiche introuvable");
      const png = await sheetPng(sheet);
      return reply
        .header("content-type", "image/png")
        .header("cache-control", "public, max-age=86400")
        .header("content-disposition", `inline; filename="${sheetFileName(sheet)}"`)
        .send(png);
    });
  };
}
