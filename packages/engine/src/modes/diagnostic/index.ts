import type { DiagnosticReport, DiagnosticState } from "@ecos/contracts";
import type { ModeMechanics } from "../types";
import { orderKeys, orderTest } from "./actions";
import { testById } from "./data";
import { DIAGNOSTIC_RULES, diagnosticPenalty, evaluateRule } from "./rules";
import { diagnosticReport, diagnosticState } from "./view";

/**
 * The `diagnostic` mode (stratégie diagnostique): the student orders tests from the paraclinical
 * catalogue, receives the case's results (or the catalogue's normal ones), interprets them for the
 * examiner and concludes. The grid rewards the relevant tests, their priority and the interpretation;
 * irrelevant tests cost points, and a catalogue ordered wholesale earns no test criterion.
 */
export const diagnosticMechanics: ModeMechanics<DiagnosticState, DiagnosticReport> = {
  id: "diagnostic",
  act: orderTest,
  keys: orderKeys,
  keyLabel: (_context, key) => testById(key)?.name,
  state: diagnosticState,
  evaluate: evaluateRule,
  rules: DIAGNOSTIC_RULES,
  penalty: diagnosticPenalty,
  report: diagnosticReport,
};
