import { type ActionKey, type ActionOutcome, type ActionRequest, ModeActionError, type ModeContext } from "../types";
import { diagnosticData, isShotgun, ORDER_TEST, orderedTests, testById } from "./data";

/**
 * Ordering one test: `order-test` with `test_id`, a catalogue id. An unknown test or one already
 * ordered is refused (the result is already there).
 */
export function orderTest(context: ModeContext, request: ActionRequest): ActionOutcome {
  if (request.action !== ORDER_TEST) {
    throw new ModeActionError("action", "Action inconnue : dans cette station, tu peux seulement demander un examen");
  }
  const raw = request.params.test_id;
  if (typeof raw !== "string" || raw.trim() === "") {
    throw new ModeActionError("test_id", "Choisis un examen du catalogue");
  }
  const id = raw.trim().toLowerCase();
  const test = testById(id);
  if (!test) throw new ModeActionError("test_id", `Examen inconnu du catalogue : « ${raw.trim().slice(0, 60)} »`);
  if (orderedTests(context).some((entry) => entry.test.id === id)) {
    throw new ModeActionError("test_id", `${test.name} : déjà demandé, le résultat est affiché`);
  }
  return { params: { test_id: id }, label: `Demande : ${test.name}` };
}

/**
 * The keys the orders satisfy (each test's id), for `action` and `order` evidence. A catalogue
 * ordered wholesale satisfies none: ordering everything is not a strategy.
 */
export function orderKeys(context: ModeContext): ActionKey[] {
  const ordered = orderedTests(context);
  if (isShotgun(diagnosticData(context.item), ordered)) return [];
  return ordered.map((entry) => ({
    key: entry.test.id,
    actionId: entry.actionId,
    atSeconds: entry.atSeconds,
    label: entry.test.name,
  }));
}
