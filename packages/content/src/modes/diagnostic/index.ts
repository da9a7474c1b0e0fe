import { z } from "zod";
import { imageSpecSchema, kebab, text } from "../../cases/primitives";
import type { CaseImage, ClinicalCase } from "../../cases/schema";
import type { ModeContent } from "../types";
import { paraclinicalTestById } from "./catalogue";

export {
  PARACLINICAL_TESTS,
  type ParaclinicalTest,
  paraclinicalTestById,
  TEST_FAMILIES,
  type TestFamily,
} from "./catalogue";

/** The points an irrelevant test costs by default, and the most they may cost in all. */
export const IRRELEVANT_TEST_PENALTY = 0.5;
export const IRRELEVANT_TEST_PENALTY_MAX = 3;

/** A test's result in this case: its report, and the document (lab sheet, ECG, X-ray) drawn by our code. */
const testResultSchema = z.object({
  testId: kebab,
  /** The report as the student reads it, in French, without interpreting it for them. */
  text,
  /** Served at /api/stations/{caseId}/images/{id}.png once the test is ordered, never before. */
  image: z.object({ id: kebab, title: text, alt: text, spec: imageSpecSchema }).optional(),
});

/** A test the case does not need, with why (shown on the grade page). */
const irrelevantTestSchema = z.object({ testId: kebab, why: text });

/** What a `diagnostic` station adds to the common case format (`modeData`). */
export const diagnosticModeSchema = z.object({
  mode: z.literal("diagnostic"),
  /** The case's results; any other test ordered gets the catalogue's normal result. */
  results: z.array(testResultSchema).default([]),
  /** The tests to order first (the grid's first priority). */
  firstLine: z.array(kebab).min(1),
  /** Tests the case needs once the first-line results are in (e.g. the CT angiogram after the D-dimers). */
  secondLine: z.array(kebab).default([]),
  /** Tests that are defensible here: neither rewarded nor penalised. */
  accepted: z.array(kebab).default([]),
  /**
   * Classic mistakes, with why. Every catalogue test that is in none of the lists above is irrelevant
   * too (and costs the same); these have their reason shown on the grade page.
   */
  irrelevant: z.array(irrelevantTestSchema).min(1),
  /** Points each irrelevant test costs, and the most they may cost together. */
  irrelevantPenalty: z.number().min(0).max(2).default(IRRELEVANT_TEST_PENALTY),
  penaltyMax: z.number().min(0).max(10).default(IRRELEVANT_TEST_PENALTY_MAX),
  /** More tests than this is ordering wholesale (default: first- and second-line tests + 8). */
  shotgunAbove: z.number().int().positive().optional(),
});
export type DiagnosticModeData = z.infer<typeof diagnosticModeSchema>;

/** The station's `diagnostic` data, if it has some. */
export function diagnosticData(item: ClinicalCase): DiagnosticModeData | undefined {
  return item.modeData?.mode === "diagnostic" ? (item.modeData as DiagnosticModeData) : undefined;
}

/** The result images of a station: each test's document, revealed once the test is ordered. */
function resultImages(item: ClinicalCase): CaseImage[] {
  const data = diagnosticData(item);
  if (!data) return [];
  return data.results.flatMap((result) =>
    result.image
      ? [
          {
            ...result.image,
            expectedFindings: [{ id: "lecture", label: result.image.title, synonyms: [result.image.title] }],
          },
        ]
      : [],
  );
}

const duplicates = (values: readonly string[]) => [...new Set(values.filter((v, i) => values.indexOf(v) !== i))];

/** Cross-checks a station's tests against the catalogue, its lists against each other and its grid. */
function check(item: ClinicalCase): string[] {
  const data = diagnosticData(item);
  if (!data) return [];
  const problems: string[] = [];
  const unknown = (where: string, id: string) => {
    if (!paraclinicalTestById(id)) problems.push(`diagnostic : examen inconnu « ${id} » (${where})`);
  };
  for (const result of data.results) unknown("results", result.testId);
  for (const id of data.firstLine) unknown("firstLine", id);
  for (const id of data.secondLine) unknown("secondLine", id);
  for (const id of data.accepted) unknown("accepted", id);
  for (const entry of data.irrelevant) unknown("irrelevant", entry.testId);

  const listed = [...data.firstLine, ...data.secondLine, ...data.accepted, ...data.irrelevant.map((e) => e.testId)];
  for (const id of duplicates(listed)) problems.push(`diagnostic : examen « ${id} » classé deux fois`);
  for (const id of duplicates(data.results.map((r) => r.testId)))
    problems.push(`diagnostic : deux résultats pour « ${id} »`);
  const imageIds = [...item.images.map((i) => i.id), ...data.results.flatMap((r) => (r.image ? [r.image.id] : []))];
  for (const id of duplicates(imageIds)) problems.push(`diagnostic : image en double « ${id} »`);
  // A test the grid rewards must have its result written for this case, not the catalogue's normal one.
  for (const id of [...data.firstLine, ...data.secondLine]) {
    if (!data.results.some((r) => r.testId === id))
      problems.push(`diagnostic : résultat du cas manquant pour « ${id} »`);
  }
  if (item.examinerQuestions.length < 2) problems.push("diagnostic : au moins deux questions d'examinateur");
  const needed = new Set([...data.firstLine, ...data.secondLine]);
  if (data.shotgunAbove !== undefined && data.shotgunAbove < needed.size)
    problems.push("diagnostic : shotgunAbove inférieur au nombre d'examens attendus");

  let tests = 0;
  for (const criterion of item.grid) {
    const evidence = criterion.evidence;
    const where = `critère « ${criterion.id} »`;
    if (evidence.type === "action" || evidence.type === "order") {
      tests++;
      for (const id of evidence.ids.flat()) {
        if (!needed.has(id)) problems.push(`${where} : « ${id} » n'est ni de première ni de deuxième intention`);
      }
    }
    if (evidence.type === "mode") {
      tests++;
      problems.push(...checkRule(item, where, evidence.rule, evidence.params, needed));
    }
  }
  if (tests < 3) problems.push("diagnostic : la grille doit porter sur au moins trois critères d'examens");
  return problems;
}

const stringList = (value: unknown): string[] | undefined =>
  Array.isArray(value) && value.every((entry) => typeof entry === "string") ? value : undefined;

/** The rules the engine knows for this mode and what their params must name. */
function checkRule(
  item: ClinicalCase,
  where: string,
  rule: string,
  params: Record<string, unknown>,
  needed: ReadonlySet<string>,
): string[] {
  const problems: string[] = [];
  const tests = (key: string, required: boolean) => {
    const value = params[key];
    if (value === undefined && !required) return;
    const list = stringList(value);
    if (!list || list.length === 0) problems.push(`${where} : params.${key} doit lister des examens`);
    for (const id of list ?? []) if (!needed.has(id)) problems.push(`${where} : « ${id} » n'est pas un examen attendu`);
  };
  switch (rule) {
    case "targeted-strategy":
      for (const key of ["maxIrrelevant", "minRelevant"]) {
        const value = params[key];
        if (value !== undefined && (typeof value !== "number" || value < 0))
          problems.push(`${where} : params.${key} doit être un nombre positif`);
      }
      break;
    case "first-line-first":
      tests("first", false);
      tests("after", false);
      break;
    case "interprets-result": {
      tests("tests", true);
      const question = item.examinerQuestions.find((q) => q.id === params.questionId);
      if (!question) problems.push(`${where} : question inconnue « ${String(params.questionId)} »`);
      const elements = stringList(params.elementIds);
      if (!elements || elements.length === 0) problems.push(`${where} : params.elementIds obligatoire`);
      for (const id of elements ?? []) {
        if (question && !question.expected.some((e) => e.id === id))
          problems.push(`${where} : élément attendu inconnu « ${id} »`);
      }
      break;
    }
    default:
      problems.push(`${where} : règle inconnue « ${rule} »`);
  }
  return problems;
}

/**
 * The `diagnostic` mode's content: its data, the cross-checks a station of this mode must pass and its
 * result images (the paraclinical catalogue is exported beside it, a contract with the engine).
 */
export const diagnosticMode: ModeContent<"diagnostic"> = {
  id: "diagnostic",
  check,
  images: resultImages,
};
