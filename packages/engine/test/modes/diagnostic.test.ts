import {
  type ClinicalCase,
  type ClinicalCaseInput,
  type Criterion,
  caseById,
  caseImages,
  modeContent,
  parseCase,
} from "@ecos/content";
import type { DiagnosticReport, DiagnosticState } from "@ecos/contracts";
import { describe, expect, it } from "vitest";
import { station011 } from "../../../content/src/cases/stations/station-011";
import { fixture011 } from "../../../content/test/fixtures/modes/station-011.fixture";
import { fixture012 } from "../../../content/test/fixtures/modes/station-012.fixture";
import { fixture033 } from "../../../content/test/fixtures/modes/station-033.fixture";
import { gradeStation } from "../../src/grading/grade";
import { actionKeys } from "../../src/modes/evidence";
import { mechanicsFor } from "../../src/modes/registry";
import { actInStation, modeReport, modeState } from "../../src/modes/station";
import { ModeActionError, type ModeContext, type StationAction } from "../../src/modes/types";
import { catalogueIds, playDiagnostic } from "./diagnostic-play";

const byId = (id: string) => {
  const item = caseById(id);
  if (!item) throw new Error(`${id} is not loaded`);
  return item;
};
const PE = () => byId("station-011");
const MALARIA = () => byId("station-012");

/** A context where these tests were ordered, one every ten seconds. */
function ordered(item: ClinicalCase, testIds: readonly string[]): ModeContext {
  const actions: StationAction[] = testIds.map((id, index) => ({
    id: `a${index + 1}`,
    action: "order-test",
    params: { test_id: id },
    atSeconds: (index + 1) * 10,
  }));
  return { item, actions, elapsedSeconds: testIds.length * 10, chat: [] };
}
const refusal = (context: ModeContext, action: string, params: Record<string, unknown>) => {
  try {
    actInStation(context, { action, params });
  } catch (error) {
    if (error instanceof ModeActionError) return { field: error.field, message: error.message };
    throw error;
  }
  throw new Error("the action was accepted");
};
const gradeOf = (item: ClinicalCase, testIds: readonly string[], answers: Array<[string, string]> = []) =>
  gradeStation(item, {
    messages: [],
    actions: ordered(item, testIds).actions,
    answers: answers.map(([questionId, text], index) => ({ questionId, text, messageId: `r${index}` })),
    diagnosis: null,
  });
const point = (grade: ReturnType<typeof gradeStation>, id: string) => grade.Criterias.find((c) => c.id === id)?.point;
const FIRST_LINE_PE = ["ecg", "radiographie-thoracique", "d-dimeres", "beta-hcg", "creatinine", "nfs", "hemostase"];

describe.each([fixture011, fixture012, fixture033])("reference transcripts of $caseId", (fixture) => {
  const item = byId(fixture.caseId);
  const grade = (kind: "excellent" | "average" | "poor" | "gaming") =>
    gradeStation(item, playDiagnostic(item, fixture[kind]));
  const failed = (g: ReturnType<typeof gradeStation>) =>
    g.Criterias.filter((c) => !c.point)
      .map((c) => c.id)
      .join(", ");
  const earned = (g: ReturnType<typeof gradeStation>) =>
    g.Criterias.filter((c) => c.point)
      .map((c) => c.id)
      .join(", ");

  it("gives an excellent attempt at least 18/20", () => {
    const g = grade("excellent");
    expect(g.digitized_grade, failed(g)).toBeGreaterThanOrEqual(18);
  });

  it("gives an average attempt a grade strictly between the poor and the excellent ones", () => {
    const average = grade("average").digitized_grade;
    expect(average).toBeGreaterThan(grade("poor").digitized_grade);
    expect(average).toBeLessThan(grade("excellent").digitized_grade);
    expect(average).toBeGreaterThan(6);
    expect(average).toBeLessThan(18);
  });

  it("gives a poor attempt at most 6/20 and a gaming one at most 2/20", () => {
    const poor = grade("poor");
    expect(poor.digitized_grade, earned(poor)).toBeLessThanOrEqual(6);
    const gaming = grade("gaming");
    expect(gaming.digitized_grade, earned(gaming)).toBeLessThanOrEqual(2);
    expect(gaming.review).toMatch(/examens/);
    expect((gaming.mode_report as DiagnosticReport).shotgun).toBe(true);
  });

  it("backs every earned point with evidence from the transcript or the actions", () => {
    const transcript = playDiagnostic(item, fixture.excellent);
    const g = gradeStation(item, transcript);
    const ids = new Set([
      ...transcript.messages.map((m) => m.id),
      ...(transcript.answers ?? []).map((a) => a.messageId),
      ...(transcript.actions ?? []).map((a) => `action:${a.id}`),
      "order",
      "diagnosis",
    ]);
    for (const criterion of g.Criterias) {
      if (!criterion.point) continue;
      expect(criterion.evidence.length, criterion.id).toBeGreaterThan(0);
      for (const evidence of criterion.evidence) {
        expect(ids.has(evidence.message_id), `${criterion.id}: ${evidence.message_id}`).toBe(true);
        expect(evidence.quote.length).toBeGreaterThan(0);
      }
    }
  });

  it("is deterministic", () => {
    const transcript = playDiagnostic(item, fixture.average);
    expect(gradeStation(item, transcript)).toEqual(gradeStation(item, transcript));
  });

  it("uses only rules the mechanics know, and reports the tests ordered", () => {
    const rules = mechanicsFor("diagnostic")?.rules ?? [];
    for (const criterion of item.grid) {
      if (criterion.evidence.type === "mode") expect(rules).toContain(criterion.evidence.rule);
    }
    const report = grade("excellent").mode_report as DiagnosticReport;
    expect(report.mode).toBe("diagnostic");
    expect(report.missed).toEqual([]);
    expect(report.shotgun).toBe(false);
    expect(report.ordered.every((entry) => entry.status !== "irrelevant")).toBe(true);
  });
});

describe("diagnostic mode: actions", () => {
  it("refuses an unknown action, a missing or unknown test and a test already ordered, on their field", () => {
    const context = ordered(PE(), ["d-dimeres"]);
    expect(refusal(context, "give-drug", { test_id: "nfs" }).field).toBe("action");
    expect(refusal(context, "order-test", {}).field).toBe("test_id");
    expect(refusal(context, "order-test", { test_id: 42 }).field).toBe("test_id");
    const unknown = refusal(context, "order-test", { test_id: "irm-du-genou" });
    expect(unknown).toEqual({ field: "test_id", message: "Examen inconnu du catalogue : « irm-du-genou »" });
    const twice = refusal(context, "order-test", { test_id: "d-dimeres" });
    expect(twice.field).toBe("test_id");
    expect(twice.message).toMatch(/déjà demandé/);
  });

  it("normalises the test id and labels the order in French", () => {
    const outcome = actInStation(ordered(PE(), []), { action: "order-test", params: { test_id: " D-Dimeres ", x: 1 } });
    expect(outcome).toEqual({ params: { test_id: "d-dimeres" }, label: "Demande : D-dimères" });
  });

  it("lists each ordered test as a key, none when the catalogue is ordered wholesale", () => {
    const item = PE();
    expect(actionKeys(ordered(item, ["ecg", "d-dimeres"])).map((k) => [k.key, k.atSeconds, k.label])).toEqual([
      ["ecg", 10, "Électrocardiogramme 12 dérivations"],
      ["d-dimeres", 20, "D-dimères"],
    ]);
    expect(actionKeys(ordered(item, catalogueIds(item)))).toEqual([]);
  });
});

describe("diagnostic mode: state", () => {
  it("carries the catalogue (about 80 tests in five families) and no result before any order", () => {
    const state = modeState(ordered(PE(), [])) as DiagnosticState;
    expect(state.mode).toBe("diagnostic");
    expect(state.families.map((f) => f.id)).toEqual(["biology", "microbiology", "imaging", "ecg", "function"]);
    expect(state.catalogue.length).toBeGreaterThanOrEqual(75);
    expect(new Set(state.catalogue.map((t) => t.id)).size).toBe(state.catalogue.length);
    for (const test of state.catalogue) {
      expect(test.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(state.families.some((f) => f.id === test.family)).toBe(true);
      expect(test).not.toHaveProperty("normal");
    }
    expect(state.results).toEqual([]);
  });

  it("shows each result once ordered, in order: the case's (with its document) or the catalogue's normal one", () => {
    const item = PE();
    const state = modeState(ordered(item, ["d-dimeres", "tsh", "angioscanner-thoracique"])) as DiagnosticState;
    expect(state.results.map((r) => [r.test_id, r.at_seconds, r.action_id])).toEqual([
      ["d-dimeres", 10, "a1"],
      ["tsh", 20, "a2"],
      ["angioscanner-thoracique", 30, "a3"],
    ]);
    const [dimers, tsh, ct] = state.results;
    expect(dimers?.text).toContain("1 480");
    expect(dimers?.image).toEqual({
      url: "/api/stations/station-011/images/d-dimeres.png",
      title: "D-dimères",
      alt: expect.stringContaining("D-dimères"),
    });
    expect(tsh?.text).toBe("TSH 1,6 mUI/L (0,4 – 4,0).");
    expect(tsh?.image).toBeNull();
    expect(ct?.text).toMatch(/Défects endoluminaux/);
  });

  it("keeps the result documents out of the station's images, but serves them", () => {
    for (const item of [PE(), MALARIA()]) {
      expect(item.images).toEqual([]);
      const served = caseImages(item).map((image) => image.id);
      expect(served.length).toBeGreaterThan(0);
      expect(served).toEqual(
        modeContent("diagnostic")
          ?.images?.(item)
          .map((image) => image.id),
      );
    }
    expect(caseImages(MALARIA()).map((image) => image.id)).toContain("recherche-plasmodium");
  });
});

describe("diagnostic mode: rules and penalties", () => {
  const item = PE;

  it("targeted-strategy: the first-line tests with at most one irrelevant test", () => {
    expect(point(gradeOf(item(), FIRST_LINE_PE), "examens-cibles")).toBe(1);
    expect(point(gradeOf(item(), [...FIRST_LINE_PE, "thrombophilie"]), "examens-cibles")).toBe(1);
    const two = gradeOf(item(), [...FIRST_LINE_PE, "thrombophilie", "scintigraphie-pulmonaire"]);
    expect(point(two, "examens-cibles")).toBe(0);
    expect(two.Criterias.find((c) => c.id === "examens-cibles")?.explanation).toMatch(/^Examens non pertinents : /);
    expect(point(gradeOf(item(), FIRST_LINE_PE.slice(0, 5)), "examens-cibles")).toBe(0);
    // Accepted tests neither earn nor cost.
    const accepted = gradeOf(item(), [...FIRST_LINE_PE, "troponine", "bnp", "gaz-du-sang"]);
    expect(point(accepted, "examens-cibles")).toBe(1);
    expect((accepted.mode_report as DiagnosticReport).penalty).toBe(0);
  });

  it("first-line-first: the CT angiogram only after the D-dimers, β-hCG and creatinine", () => {
    const rule = "priorite-angioscanner";
    expect(point(gradeOf(item(), ["d-dimeres", "beta-hcg", "creatinine", "angioscanner-thoracique"]), rule)).toBe(1);
    const early = gradeOf(item(), ["d-dimeres", "angioscanner-thoracique", "beta-hcg", "creatinine"]);
    expect(point(early, rule)).toBe(0);
    expect(early.Criterias.find((c) => c.id === rule)?.explanation).toMatch(/^Demandé avant la fin du bilan/);
    expect(point(gradeOf(item(), ["d-dimeres", "beta-hcg", "creatinine"]), rule)).toBe(0);
    expect(point(gradeOf(item(), ["d-dimeres", "creatinine", "angioscanner-thoracique"]), rule)).toBe(0);
  });

  it("interprets-result: counts a result read only when the test was ordered, never a pasted report", () => {
    const answer: Array<[string, string]> = [["interpretation", "Les D-dimères sont positifs, à 1 480."]];
    expect(point(gradeOf(item(), ["d-dimeres"], answer), "interprete-ddimeres")).toBe(1);
    const guessed = gradeOf(item(), ["ecg"], answer);
    expect(point(guessed, "interprete-ddimeres")).toBe(0);
    expect(guessed.Criterias.find((c) => c.id === "interprete-ddimeres")?.explanation).toMatch(/^Examen non demandé/);
    const report = item().modeData?.mode === "diagnostic" ? item().modeData : undefined;
    const ctReport = (report as { results: Array<{ testId: string; text: string }> }).results.find(
      (r) => r.testId === "angioscanner-thoracique",
    )?.text;
    const pasted = gradeOf(item(), ["angioscanner-thoracique"], [["interpretation", ctReport ?? ""]]);
    expect(point(pasted, "interprete-angioscanner")).toBe(0);
    expect(pasted.Criterias.find((c) => c.id === "interprete-angioscanner")?.explanation).toMatch(/recopiée/);
    const negated = gradeOf(item(), ["d-dimeres"], [["interpretation", "Les D-dimères ne sont pas élevés."]]);
    expect(point(negated, "interprete-ddimeres")).toBe(0);
  });

  it("costs 0.5 point an irrelevant test, 3 at most, with the reason on the grade page", () => {
    const one = gradeOf(item(), [...FIRST_LINE_PE, "thrombophilie"]);
    const report = one.mode_report as DiagnosticReport;
    expect(report.penalty).toBe(0.5);
    expect(report.ordered.find((t) => t.test_id === "thrombophilie")).toMatchObject({
      status: "irrelevant",
      note: expect.stringMatching(/^Jamais en urgence/),
    });
    expect(one.review).toMatch(/1 examen non pertinent \(Bilan de thrombophilie \(1 min 20 s\)\) : −0,5 point\./);
    const points = one.Criterias.reduce((sum, c) => sum + c.point, 0);
    expect(one.digitized_grade).toBe(Math.round(((points - 0.5) / item().grid.length) * 200) / 10);
    const many = gradeOf(item(), [
      "thrombophilie",
      "lipase",
      "tsh",
      "marqueurs-tumoraux",
      "coronarographie",
      "eeg",
      "fogd",
      "coloscopie",
    ]);
    expect((many.mode_report as DiagnosticReport).penalty).toBe(3);
    // An unlisted test is irrelevant too, with a generic reason.
    expect((many.mode_report as DiagnosticReport).ordered.find((t) => t.test_id === "eeg")?.note).toMatch(
      /Sans apport/,
    );
  });

  it("earns no test criterion for a catalogue ordered wholesale, and says so", () => {
    const all = gradeOf(item(), catalogueIds(item()), [["interpretation", "Les D-dimères sont positifs."]]);
    const testCriteria = item().grid.filter((c: Criterion) => ["action", "order", "mode"].includes(c.evidence.type));
    for (const criterion of testCriteria) expect(point(all, criterion.id), criterion.id).toBe(0);
    expect(all.review).toMatch(/Tu as demandé \d+ examens, bien plus que ce que le cas justifie/);
    expect((all.mode_report as DiagnosticReport).shotgun).toBe(true);
  });

  it("reports the tests ordered in order with their status, and the needed ones missed", () => {
    const report = modeReport(ordered(item(), ["ecg", "angioscanner-thoracique", "troponine"])) as DiagnosticReport;
    expect(report.ordered.map((t) => [t.test_id, t.status])).toEqual([
      ["ecg", "first-line"],
      ["angioscanner-thoracique", "second-line"],
      ["troponine", "accepted"],
    ]);
    expect(report.missed.map((t) => t.test_id)).toEqual(FIRST_LINE_PE.slice(1));
    expect(report.missed.every((t) => t.status === "first-line")).toBe(true);
  });
});

describe("diagnostic mode: content checks", () => {
  const variant = (change: (input: ClinicalCaseInput) => void) => {
    const input = structuredClone(station011) as ClinicalCaseInput;
    change(input);
    return () => parseCase(input);
  };
  const data = (input: ClinicalCaseInput) => input.modeData as { firstLine: string[]; results: unknown[] };

  it("accepts the station as authored", () => {
    expect(parseCase(structuredClone(station011)).id).toBe("station-011");
  });

  it.each<[string, (input: ClinicalCaseInput) => void, RegExp]>([
    ["an unknown test", (c) => data(c).firstLine.push("irm-du-genou"), /examen inconnu « irm-du-genou »/],
    ["a test listed twice", (c) => data(c).firstLine.push("angioscanner-thoracique"), /classé deux fois/],
    ["a needed test without its result", (c) => data(c).firstLine.push("tsh"), /résultat du cas manquant pour « tsh »/],
    [
      "a grid test that is not needed",
      (c) => c.grid.push({ id: "x", name: "X", explanation: "Y.", evidence: { type: "action", ids: ["tsh"] } }),
      /« tsh » n'est ni de première ni de deuxième intention/,
    ],
    [
      "an unknown rule",
      (c) =>
        c.grid.push({ id: "x", name: "X", explanation: "Y.", evidence: { type: "mode", rule: "magic", params: {} } }),
      /règle inconnue « magic »/,
    ],
    ["no sources", (c) => Object.assign(c, { sources: [] }), /sources/],
    ["no modeData", (c) => Object.assign(c, { modeData: undefined }), /modeData obligatoire/],
  ])("refuses %s", (_name, change, message) => {
    expect(variant(change)).toThrow(message);
  });
});
