import type { ActionKey, ModeContext } from "../types";
import {
  analyseMaterials,
  analyseSteps,
  isShotgun,
  lastChoice,
  lastSubmission,
  materialName,
  procedureData,
  stepText,
} from "./data";

/**
 * `material:<id>` for each material of the last choice, `step:<id>` for each step of the last order
 * (in that order), each at the time of its action; a choice or an order that takes in most of the
 * distractors gives none (choosing everything is not choosing).
 */
export function procedureKeys(context: ModeContext): ActionKey[] {
  const data = procedureData(context.item);
  const groups: Array<{ index: number; keys: ActionKey[] }> = [];
  const choice = lastChoice(context);
  if (choice) {
    const taken = analyseMaterials(data, choice.ids).unnecessary.length;
    const offered = data.materials.filter((m) => !m.needed).length;
    if (!isShotgun(taken, offered)) {
      groups.push({
        index: context.actions.indexOf(choice.action),
        keys: choice.ids.map((id) => ({
          key: `material:${id}`,
          actionId: choice.action.id,
          atSeconds: choice.action.atSeconds,
          label: materialName(data, id),
        })),
      });
    }
  }
  const order = lastSubmission(context);
  if (order) {
    const taken = analyseSteps(data, order.ids).distractors.length;
    const offered = data.steps.filter((s) => s.distractor).length;
    if (!isShotgun(taken, offered)) {
      groups.push({
        index: context.actions.indexOf(order.action),
        keys: order.ids.map((id, position) => ({
          key: `step:${id}`,
          actionId: order.action.id,
          atSeconds: order.action.atSeconds,
          label: `étape ${position + 1} « ${stepText(data, id)} »`,
        })),
      });
    }
  }
  return groups.sort((a, b) => a.index - b.index).flatMap((group) => group.keys);
}
