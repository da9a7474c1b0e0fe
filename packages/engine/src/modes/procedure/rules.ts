import type { Criterion } from "@ecos/content";
import type { CriterionResult } from "../../grading/criteria";
import type { GradingMaterial } from "../../grading/material";
import type { ModeContext, ModePenalty } from "../types";
import { consentInformed } from "./consent";
import {
  analyseMaterials,
  analyseSteps,
  CHOOSE_MATERIALS,
  countOf,
  lastChoice,
  lastSubmission,
  listFr,
  materialName,
  type ProcedureData,
  procedureData,
  SUBMIT_STEPS,
  stepText,
} from "./data";

/** The rules this mode grades: the content's list (its checks refuse any other in a grid). */
export { PROCEDURE_RULES } from "@ecos/content";

/** Points a distractor (material or step) costs, the most they cost, and the cost of trial-and-error. */
export const DISTRACTOR_PENALTY = 0.5;
export const DISTRACTOR_PENALTY_MAX = 2;
/** Validating the materials or the order more than this many times is guessing, not preparing. */
export const MAX_VALIDATIONS = 6;
export const GUESSING_PENALTY = 1;

const tolerance = (criterion: Criterion) => {
  const value = criterion.evidence.type === "mode" ? criterion.evidence.params.tolerance : undefined;
  return typeof value === "number" && value >= 0 ? Math.floor(value) : 0;
};

const quoted = (items: readonly string[]) => listFr(items.map((item) => `« ${item} »`));

function materialsExact(context: ModeContext, data: ProcedureData, allowed: number): CriterionResult {
  const choice = lastChoice(context);
  if (!choice) return { earned: false, evidence: [], missing: "Aucun matériel validé" };
  const { missing, unnecessary } = analyseMaterials(data, choice.ids);
  const errors = missing.length + unnecessary.length;
  const problems = [
    missing.length > 0 ? `Manquant : ${missing.map((m) => m.name).join(", ")}` : "",
    unnecessary.length > 0 ? `Inutile ou inadapté : ${unnecessary.map((m) => m.name).join(", ")}` : "",
  ].filter(Boolean);
  const earned = errors <= allowed;
  return {
    earned,
    evidence: earned
      ? [{ message_id: `action:${choice.action.id}`, quote: choice.ids.map((id) => materialName(data, id)).join(", ") }]
      : [],
    missing: earned ? "" : problems.join(" ; "),
  };
}

function stepsOrder(context: ModeContext, data: ProcedureData, allowed: number): CriterionResult {
  const order = lastSubmission(context);
  if (!order) return { earned: false, evidence: [], missing: "Aucun ordre d'étapes validé" };
  const analysis = analyseSteps(data, order.ids);
  const errors = analysis.missing.length + analysis.misplaced.length + analysis.distractors.length;
  const text = (ids: readonly string[]) => quoted(ids.map((id) => stepText(data, id)));
  const problems = [
    analysis.missing.length > 0 ? `Étapes oubliées : ${text(analysis.missing)}` : "",
    analysis.misplaced.length > 0 ? `Étapes mal placées : ${text(analysis.misplaced)}` : "",
    analysis.distractors.length > 0 ? `Étapes à ne pas faire : ${text(analysis.distractors)}` : "",
  ].filter(Boolean);
  const earned = errors <= allowed;
  return {
    earned,
    evidence: earned
      ? [
          {
            message_id: `action:${order.action.id}`,
            quote: order.ids.map((id, index) => `${index + 1}. ${stepText(data, id)}`).join(" ; "),
          },
        ]
      : [],
    missing: earned ? "" : problems.join(" ; "),
  };
}

/** Hand hygiene, gloves, antisepsis, field… each in order, all before the puncture, and no break of asepsis. */
function asepsisChain(context: ModeContext, data: ProcedureData): CriterionResult {
  const order = lastSubmission(context);
  const asepsis = data.asepsis;
  if (!asepsis) return { earned: false, evidence: [], missing: "Chaîne d'asepsie non définie pour cette station" };
  if (!order) return { earned: false, evidence: [], missing: "Aucun ordre d'étapes validé" };
  const chain = [...asepsis.chain, asepsis.before];
  const positions = chain.map((id) => order.ids.indexOf(id));
  const absent = chain.filter((_, index) => (positions[index] ?? -1) < 0);
  const inOrder = absent.length === 0 && positions.every((p, i) => i === 0 || p > (positions[i - 1] ?? -1));
  const breaking = order.ids.filter((id) => data.steps.find((s) => s.id === id)?.breaksAsepsis);
  const earned = inOrder && breaking.length === 0;
  const text = (ids: readonly string[]) => quoted(ids.map((id) => stepText(data, id)));
  return {
    earned,
    evidence: earned
      ? [{ message_id: `action:${order.action.id}`, quote: chain.map((id) => stepText(data, id)).join(" → ") }]
      : [],
    missing: earned
      ? ""
      : absent.length > 0
        ? `Absent de la chaîne d'asepsie : ${text(absent)}`
        : breaking.length > 0
          ? `Rupture d'asepsie : ${text(breaking)}`
          : `Ordre attendu : ${chain.map((id) => stepText(data, id)).join(" → ")}`,
  };
}

/** Grades a `mode` criterion of a procedure station; undefined for a rule it does not know. */
export function evaluateProcedure(
  context: ModeContext,
  criterion: Criterion,
  material: GradingMaterial,
): CriterionResult | undefined {
  if (criterion.evidence.type !== "mode") return undefined;
  const data = procedureData(context.item);
  switch (criterion.evidence.rule) {
    case "materials-exact":
      return materialsExact(context, data, tolerance(criterion));
    case "steps-order":
      return stepsOrder(context, data, tolerance(criterion));
    case "asepsis-chain":
      return asepsisChain(context, data);
    case "consent-informed":
      return consentInformed(context.item, criterion, material);
    default:
      return undefined;
  }
}

const points = (value: number) => String(value).replace(".", ",");

/**
 * Points off: each distractor material or step kept in the last choice or order (0.5 each, 2 at
 * most), and validating again and again (guessing the order by trial and error).
 */
export function procedurePenalty(context: ModeContext): ModePenalty {
  const data = procedureData(context.item);
  const reasons: string[] = [];
  const choice = lastChoice(context);
  const order = lastSubmission(context);
  const wrongMaterials = choice ? analyseMaterials(data, choice.ids).unnecessary.map((m) => m.name) : [];
  const wrongSteps = order ? analyseSteps(data, order.ids).distractors.map((id) => stepText(data, id)) : [];
  const count = wrongMaterials.length + wrongSteps.length;
  const distractorPoints = Math.min(DISTRACTOR_PENALTY_MAX, count * DISTRACTOR_PENALTY);
  if (wrongMaterials.length > 0) reasons.push(`Matériel inutile ou inadapté retenu : ${wrongMaterials.join(", ")}.`);
  if (wrongSteps.length > 0) reasons.push(`Étapes à ne pas faire placées dans le geste : ${quoted(wrongSteps)}.`);
  if (count > 0)
    reasons.push(
      `${points(DISTRACTOR_PENALTY)} point par élément inadapté, soit ${points(distractorPoints)} point${distractorPoints >= 2 ? "s" : ""} retiré${distractorPoints >= 2 ? "s" : ""}.`,
    );
  const validations = Math.max(countOf(context, CHOOSE_MATERIALS), countOf(context, SUBMIT_STEPS));
  const guessing = validations > MAX_VALIDATIONS ? GUESSING_PENALTY : 0;
  if (guessing > 0)
    reasons.push(
      `Matériel ou ordre validé ${validations} fois : un geste se prépare, il ne se devine pas par essais successifs (${points(GUESSING_PENALTY)} point retiré).`,
    );
  return { points: distractorPoints + guessing, reasons };
}
