import { REVISION_SHEETS } from "@ecos/content";
import type { SheetSummary } from "@ecos/contracts";
import { describe, expect, it } from "vitest";
import { DB_KINDS, signedInUser, useTestApp } from "./helpers";

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe.each(DB_KINDS)("revision sheets on %s", (kind) => {
  const ctx = useTestApp(kind);

  it("lists every sheet sorted by number, with the playable case they link to", async () => {
    const student = await signedInUser(ctx);
    const response = await ctx.app.server.inject({ url: "/api/sheets", headers: student.headers });
    expect(response.statusCode).toBe(200);
    const sheets = response.json() as SheetSummary[];
    expect(sheets.map((sheet) => sheet.id)).toEqual(REVISION_SHEETS.map((sheet) => sheet.id));
    const ids = sheets.map((sheet) => sheet.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.slice(0, 3)).toEqual([4, 21, 27]);
    for (const sheet of sheets) expect(sheet.case_id, `SDD ${sheet.id}`).toMatch(/^station-\d{3}$/);
    const chestPain = sheets.find((sheet) => sheet.id === 161);
    expect(chestPain).toMatchObject({
      case_id: "station-001",
      image_url: "/api/sheets/161.png",
      file_name: expect.stringMatching(/^SDD-161-[a-z0-9-]+\.png$/),
    });
    expect(chestPain?.title).toMatch(/thoracique/i);
    expect(chestPain?.image_alt).toContain("SDD 161");
    for (const sheet of sheets) expect(sheet.summary.length).toBeGreaterThan(20);
  });

  it("serves a sheet as a PNG without a token (for <img>), and 404 for anything else", async () => {
    const response = await ctx.app.server.inject({ url: "/api/sheets/161.png" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/png");
    expect(response.rawPayload.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    expect(response.rawPayload.readUInt32BE(16)).toBe(1240); // IHDR width
    expect(response.rawPayload.length).toBeGreaterThan(50_000);
    for (const url of ["/api/sheets/999.png", "/api/sheets/161.jpg", "/api/sheets/..%2F161.png"]) {
      const missing = await ctx.app.server.inject({ url });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().detail.error_code).toBe("ERR_NOT_FOUND");
    }
  });

  it("the list needs a signed-in user", async () => {
    const response = await ctx.app.server.inject({ url: "/api/sheets" });
    expect(response.statusCode).toBe(401);
  });
});
