import { type ClinicalCase, type ModeDataOf, PARACLINICAL_TESTS, TEST_FAMILIES } from "@ecos/content";
import type { DiagnosticFamily, DiagnosticTest, DiagnosticTestStatus } from "@ecos/contracts";
import type { ModeContext } from "../types";

export type DiagnosticData = ModeDataOf<"diagnostic">;
/** A catalogue entry as the content package holds it: the contract's test and its normal result. */
export type CatalogueTest = DiagnosticTest & { normal: string };

/** The one action of the mode: ordering a test of the catalogue. */
export const ORDER_TEST = "order-test";
/** Tests ordered beyond everything the case needs plus this many are ordered wholesale (a shotgun). */
export const SHOTGUN_MARGIN = 8;

/** The paraclinical catalogue, a contract of the content package (packages/content/src/modes/diagnostic). */
export const catalogue = (): readonly CatalogueTest[] => PARACLINICAL_TESTS;
export const families = (): ReadonlyArray<{ id: DiagnosticFamily; name: string }> => TEST_FAMILIES;
export const testById = (id: string): CatalogueTest | undefined => catalogue().find((entry) => entry.id === id);

/** The station's diagnostic data; a diagnostic station without it is a content error caught at load time. */
export function diagnosticData(item: ClinicalCase): DiagnosticData {
  const data = item.modeData;
  if (data?.mode !== "diagnostic") throw new Error(`${item.id} : données de stratégie diagnostique absentes`);
  return data;
}

/** One test the student ordered. */
export interface OrderedTest {
  test: CatalogueTest;
  actionId: string;
  atSeconds: number;
}

/** The tests ordered so far, in order (each once: the mode refuses a second order). */
export function orderedTests(context: Pick<ModeContext, "actions">): OrderedTest[] {
  const seen = new Set<string>();
  const result: OrderedTest[] = [];
  for (const action of context.actions) {
    if (action.action !== ORDER_TEST) continue;
    const test = typeof action.params.test_id === "string" ? testById(action.params.test_id) : undefined;
    if (!test || seen.has(test.id)) continue;
    seen.add(test.id);
    result.push({ test, actionId: action.id, atSeconds: action.atSeconds });
  }
  return result;
}

/** What the case needs: its first- and second-line tests. */
export const neededTests = (data: DiagnosticData) => new Set([...data.firstLine, ...data.secondLine]);

/** Where a test stands in the case's strategy. */
export function statusOf(data: DiagnosticData, testId: string): DiagnosticTestStatus {
  if (data.firstLine.includes(testId)) return "first-line";
  if (data.secondLine.includes(testId)) return "second-line";
  if (data.accepted.includes(testId)) return "accepted";
  return "irrelevant";
}

/** Whether the catalogue was ordered wholesale: then no test criterion counts. */
export function isShotgun(data: DiagnosticData, ordered: readonly OrderedTest[]): boolean {
  const limit = data.shotgunAbove ?? neededTests(data).size + SHOTGUN_MARGIN;
  return ordered.length > limit;
}

/** The irrelevant tests ordered. */
export const irrelevantOrdered = (data: DiagnosticData, ordered: readonly OrderedTest[]) =>
  ordered.filter((entry) => statusOf(data, entry.test.id) === "irrelevant");

/** Where the server serves a case image. */
export const imageUrl = (item: ClinicalCase, imageId: string) => `/api/stations/${item.id}/images/${imageId}.png`;

const minutes = (seconds: number) => {
  const whole = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return rest === 0 ? `${whole} min` : `${whole} min ${String(rest).padStart(2, "0")} s`;
};

/** "D-dimères (1 min 20 s)": how the grade page quotes an ordered test. */
export const quoteOrdered = (entry: OrderedTest) => `${entry.test.name} (${minutes(entry.atSeconds)})`;

/** French list: "a, b et c". */
export const listFr = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} et ${items.at(-1)}`;
