import type { ProcedureReport, ProcedureState } from "@ecos/contracts";
import type { ModeMechanics } from "../types";
import { actInProcedure } from "./actions";
import { procedureReply } from "./consent";
import { procedureKeys } from "./keys";
import { evaluateProcedure, PROCEDURE_RULES, procedurePenalty } from "./rules";
import { procedureReport, procedureState } from "./view";

/**
 * The `procedure` mode's mechanics and grading rules: the student picks the material and puts the
 * steps of the gesture in order (actions), informs the patient and answers the examiner (chat).
 */
export const procedureMechanics: ModeMechanics<ProcedureState, ProcedureReport> = {
  id: "procedure",
  act: actInProcedure,
  keys: procedureKeys,
  state: procedureState,
  reply: procedureReply,
  evaluate: evaluateProcedure,
  rules: PROCEDURE_RULES,
  penalty: (context) => procedurePenalty(context),
  report: procedureReport,
};
