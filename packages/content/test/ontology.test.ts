import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { isLabel, LABEL_IDS, ONTOLOGY_LABELS } from "../src/ontology";

const shared = fileURLToPath(new URL("../../../../shared/design/anamnesis-topics.json", import.meta.url));

describe("label ontology", () => {
  it("has unique dotted lower-case ids with a French description", () => {
    expect(ONTOLOGY_LABELS.length).toBeGreaterThanOrEqual(80);
    expect(LABEL_IDS.size).toBe(ONTOLOGY_LABELS.length);
    for (const label of ONTOLOGY_LABELS) {
      expect(label.id).toMatch(/^[a-z]+(\.[a-z_]+)?$/);
      expect(label.fr.length).toBeGreaterThan(3);
    }
    expect(isLabel("life.tobacco")).toBe(true);
    expect(isLabel("life.smoking")).toBe(false);
  });

  it.skipIf(!existsSync(shared))("keeps every id of the shared contract", () => {
    const contract = JSON.parse(readFileSync(shared, "utf8")) as { labels: Array<{ id: string }> };
    for (const { id } of contract.labels) expect(LABEL_IDS.has(id), id).toBe(true);
  });
});
