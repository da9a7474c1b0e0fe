import type { Criterion } from "@ecos/content";
import type { CriterionResult } from "../grading/criteria";
import type { GradingMaterial } from "../grading/material";
import { mechanicsFor } from "./registry";
import type { ActionKey, ModeContext } from "./types";

const minutes = (seconds: number) => {
  const whole = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return rest === 0 ? `${whole} min` : `${whole} min ${String(rest).padStart(2, "0")} s`;
};

/** One grading reads the keys for every action and order criterion: computed once per context. */
const keysByContext = new WeakMap<ModeContext, ActionKey[]>();

/** The keys the station's actions satisfy, first occurrence of each, in order. */
export function actionKeys(context: ModeContext): ActionKey[] {
  const cached = keysByContext.get(context);
  if (cached) return cached;
  const keys = mechanicsFor(context.item.modeId)?.keys?.(context) ?? [];
  const seen = new Set<string>();
  const first = keys.filter((entry) => {
    if (seen.has(entry.key)) return false;
    seen.add(entry.key);
    return true;
  });
  keysByContext.set(context, first);
  return first;
}

const alternatives = (entry: string | readonly string[]) => (typeof entry === "string" ? [entry] : entry);

/**
 * `action` evidence: the keys (or one of each entry's alternatives) were done, within the time
 * limit when there is one. `order` evidence: the first occurrences came in the given order. `mode`
 * evidence: the mode's own rule.
 */
export function evaluateModeEvidence(
  context: ModeContext,
  criterion: Criterion,
  material: GradingMaterial,
): CriterionResult {
  const evidence = criterion.evidence;
  const keys = actionKeys(context);
  const find = (key: string) => keys.find((entry) => entry.key === key);
  const mechanics = mechanicsFor(context.item.modeId);
  const nameOf = (key: string) => find(key)?.label ?? mechanics?.keyLabel?.(context, key) ?? key;
  switch (evidence.type) {
    case "action": {
      const limit = evidence.withinSeconds;
      const results = evidence.ids.map((entry) => {
        const options = alternatives(entry);
        const done = options.map(find).find((found) => found !== undefined);
        const inTime = done && (limit === undefined || done.atSeconds <= limit);
        return { options, done, inTime };
      });
      const ok = results.filter((r) => r.inTime);
      const earned = evidence.match === "all" ? ok.length === results.length : ok.length > 0;
      const late = results.filter((r) => r.done && !r.inTime);
      const absent = results.filter((r) => !r.done);
      const missing = [
        absent.length > 0 ? `Non fait : ${absent.map((r) => r.options.map(nameOf).join(" ou ")).join(", ")}` : "",
        late.length > 0 && limit !== undefined
          ? `Trop tard (attendu avant ${minutes(limit)}) : ${late
              .map((r) => `${r.done?.label} à ${minutes(r.done?.atSeconds ?? 0)}`)
              .join(", ")}`
          : "",
      ]
        .filter(Boolean)
        .join(" ; ");
      return {
        earned,
        evidence: ok.slice(0, 3).map((r) => ({
          message_id: `action:${r.done?.actionId}`,
          quote: `${r.done?.label} (${minutes(r.done?.atSeconds ?? 0)})`,
        })),
        missing: earned ? "" : missing || "Non fait",
      };
    }
    case "order": {
      const positions = evidence.ids.map((key) => keys.findIndex((entry) => entry.key === key));
      const allDone = positions.every((position) => position >= 0);
      const inOrder =
        allDone && positions.every((position, index) => index === 0 || position > (positions[index - 1] ?? -1));
      return {
        earned: inOrder,
        evidence: inOrder ? [{ message_id: "order", quote: evidence.ids.map(nameOf).join(" → ") }] : [],
        missing: inOrder
          ? ""
          : allDone
            ? `Ordre attendu : ${evidence.ids.map(nameOf).join(" → ")}`
            : `Non fait : ${evidence.ids
                .filter((key) => !find(key))
                .map(nameOf)
                .join(", ")}`,
      };
    }
    case "mode": {
      const result = mechanicsFor(context.item.modeId)?.evaluate?.(context, criterion, material);
      return result ?? { earned: false, evidence: [], missing: `Règle inconnue « ${evidence.rule} »` };
    }
    default:
      return { earned: false, evidence: [], missing: "Critère non évaluable" };
  }
}
