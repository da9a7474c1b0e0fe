import { CLINICAL_CASES, type ClinicalCase, caseById } from "@ecos/content";
import { describe, expect, it } from "vitest";
import {
  excellentTranscriptFindings,
  excellentTranscriptsOf,
  modeRuleFindings,
} from "../src/evaluation/content-reachability";

describe("npm run content:check, playing the reference transcripts", () => {
  it.each(CLINICAL_CASES.map((item) => [item.id, item] as const))("%s: the grid is reachable", (_, item) => {
    const findings = item.modeData
      ? modeRuleFindings(item)
      : excellentTranscriptFindings(item, excellentTranscriptsOf(item.id));
    expect(findings.map((finding) => finding.message)).toEqual([]);
  });

  it("reports the criteria an excellent transcript no longer reaches, and a grade under 18", () => {
    const item = caseById("station-001") as ClinicalCase;
    const [first] = excellentTranscriptsOf(item.id).filter(({ file }) => file.persona === "excellent");
    if (!first) throw new Error("station-001 has an excellent transcript");
    const truncated = { ...first.file, messages: first.file.messages.slice(0, 5) };
    const findings = excellentTranscriptFindings(item, [{ name: "tronquée", file: truncated }]);
    expect(findings.map((finding) => finding.code)).toContain("excellent-grade");
    expect(findings.filter((finding) => finding.code === "criterion-unreached").length).toBeGreaterThan(5);
    expect(excellentTranscriptFindings(item, []).map((finding) => finding.code)).toEqual(["excellent-missing"]);
  });
});
