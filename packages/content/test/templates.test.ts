import { describe, expect, it } from "vitest";
import { parseCase } from "../src/cases";
import { CASE_TEMPLATES } from "../src/cases/templates";

describe("the station templates (one per evaluation mode)", () => {
  it("covers every evaluation mode", async () => {
    const { EVALUATION_MODES } = await import("@ecos/contracts");
    expect(Object.keys(CASE_TEMPLATES).sort()).toEqual(EVALUATION_MODES.map((m) => m.id).sort());
  });

  it.each(Object.entries(CASE_TEMPLATES))(
    "%s parses as a station of its mode, every field to fill marked",
    (mode, template) => {
      const parsed = parseCase(template);
      expect(parsed.modeId).toBe(mode);
      expect(JSON.stringify(template)).toContain("À compléter");
      expect(parsed.grid.length).toBeGreaterThanOrEqual(12);
    },
  );
});
