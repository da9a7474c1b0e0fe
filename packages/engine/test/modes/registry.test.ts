import { CLINICAL_CASES, MODE_CONTENT, modeDataSchema } from "@ecos/content";
import { describe, expect, it } from "vitest";
import { ALL_MECHANICS, mechanicsFor } from "../../src/modes/registry";

describe("the registry of modes with mechanics of their own", () => {
  it("has the same modes in the content (data and checks) and in the engine (mechanics)", () => {
    const content = MODE_CONTENT.map((mode) => mode.id).sort();
    expect(ALL_MECHANICS.map((mode) => mode.id).sort()).toEqual(content);
    expect(modeDataSchema.options.map((option) => option.shape.mode.value).sort()).toEqual(content);
    expect(content).toEqual(["collaboration", "diagnostic", "education", "information", "procedure", "urgence"]);
  });

  it("grades every `mode` criterion of every station with a rule its mode knows", () => {
    for (const item of CLINICAL_CASES) {
      const rules = mechanicsFor(item.modeId)?.rules ?? [];
      for (const criterion of item.grid) {
        if (criterion.evidence.type !== "mode") continue;
        expect(rules, `${item.id} ${criterion.id}`).toContain(criterion.evidence.rule);
      }
    }
  });

  it("gives the modes without mechanics no action, order or mode criterion", () => {
    for (const item of CLINICAL_CASES.filter((c) => !mechanicsFor(c.modeId))) {
      const special = item.grid.filter((c) => ["action", "order", "mode"].includes(c.evidence.type));
      expect(special, item.id).toEqual([]);
    }
  });
});
