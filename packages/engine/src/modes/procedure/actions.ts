import { type ActionOutcome, type ActionRequest, ModeActionError, type ModeContext } from "../types";
import { CHOOSE_MATERIALS, materialName, procedureData, SUBMIT_STEPS, stepText } from "./data";

/** Ids sent by the view: a non-empty list of known, distinct ids (the error names the field). */
function checkedIds(
  value: unknown,
  field: string,
  known: readonly string[],
  what: { empty: string; unknown: string; twice: string },
): string[] {
  if (!Array.isArray(value) || value.length === 0) throw new ModeActionError(field, what.empty);
  const ids: string[] = [];
  for (const raw of value) {
    const id = typeof raw === "string" ? raw.trim() : "";
    if (!known.includes(id)) throw new ModeActionError(field, `${what.unknown} « ${String(raw)} »`);
    if (ids.includes(id)) throw new ModeActionError(field, `${what.twice} « ${id} »`);
    ids.push(id);
  }
  return ids;
}

/**
 * The two actions of a procedure station: `choose-materials` {material_ids} replaces the previous
 * choice; `submit-steps` {step_ids} is the ordered list of steps (the last one counts).
 */
export function actInProcedure(context: ModeContext, request: ActionRequest): ActionOutcome {
  const data = procedureData(context.item);
  switch (request.action) {
    case CHOOSE_MATERIALS: {
      const known = data.materials.map((m) => m.id);
      const ids = checkedIds(request.params.material_ids, "material_ids", known, {
        empty: "Choisis au moins un matériel",
        unknown: "Matériel inconnu",
        twice: "Matériel choisi deux fois",
      });
      // Stored in the order of the tray, whatever the order of the clicks.
      const ordered = known.filter((id) => ids.includes(id));
      return {
        params: { material_ids: ordered },
        label: `Matériel : ${ordered.map((id) => materialName(data, id)).join(", ")}`,
      };
    }
    case SUBMIT_STEPS: {
      const ids = checkedIds(
        request.params.step_ids,
        "step_ids",
        data.steps.map((s) => s.id),
        { empty: "Ajoute au moins une étape à ton ordre", unknown: "Étape inconnue", twice: "Étape placée deux fois" },
      );
      return {
        params: { step_ids: ids },
        label: `Ordre des étapes : ${ids.map((id, index) => `${index + 1}. ${stepText(data, id)}`).join(" ; ")}`,
      };
    }
    default:
      throw new ModeActionError("action", `Action inconnue dans une station de procédure : « ${request.action} »`);
  }
}
