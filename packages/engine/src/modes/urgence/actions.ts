import { type ActionOutcome, type ActionRequest, ModeActionError, type ModeContext } from "../types";
import { actionLabel, frNumber, ROUTE_LABELS, type Route, urgenceData } from "./data";
import { simulate } from "./simulate";

/** The one action of this mode: do something from the panel (`{action_id, dose?, route?}`). */
export const DO_ACTION = "do";

/** A dose typed as a number or as French text ("0,5"). */
function parseDose(value: unknown): number | undefined {
  if (typeof value === "number") return Number.isFinite(value) ? value : undefined;
  if (typeof value === "string" && /^\s*\d+(?:[.,]\d+)?\s*$/.test(value)) return Number(value.trim().replace(",", "."));
  return undefined;
}

/**
 * Validates one action of the panel and says what the nurse answers: an unknown action, a missing or
 * out-of-range dose or an unknown route is refused; a plausible but wrong one (the wrong route, too
 * small a dose, too early) is done and stored, without its effect, and the nurse questions it.
 */
export function actUrgence(context: ModeContext, request: ActionRequest): ActionOutcome {
  const data = urgenceData(context.item);
  if (request.action !== DO_ACTION) throw new ModeActionError("action", "Action inconnue dans cette station");
  const id = request.params.action_id;
  const def = typeof id === "string" ? data.actions.find((entry) => entry.id === id) : undefined;
  if (!def) throw new ModeActionError("action_id", "Choisis une action du panneau");
  const params: Record<string, unknown> = { action_id: def.id };
  if (def.dose) {
    const dose = parseDose(request.params.dose);
    if (dose === undefined) throw new ModeActionError("dose", `Indique la dose en ${def.dose.unit}`);
    if (dose < def.dose.min || dose > def.dose.max) {
      throw new ModeActionError(
        "dose",
        `Dose de ${def.label.toLowerCase()} entre ${frNumber(def.dose.min)} et ${frNumber(def.dose.max)} ${def.dose.unit}`,
      );
    }
    params.dose = dose;
  }
  if (def.routes) {
    const route = request.params.route;
    if (typeof route !== "string" || !def.routes.includes(route as Route)) {
      const choices = def.routes.map((entry) => ROUTE_LABELS[entry]).join(", ");
      throw new ModeActionError("route", `Choisis la voie de ${def.label.toLowerCase()} : ${choices}`);
    }
    params.route = route;
  }
  const action = { id: "pending", action: DO_ACTION, params, atSeconds: context.elapsedSeconds };
  const course = simulate(data, [...context.actions, action], context.elapsedSeconds);
  const done = course.applied.find((entry) => entry.action === action);
  return {
    params,
    label: actionLabel(def, params.dose as number | undefined, params.route as Route | undefined),
    reply: done?.reply ?? def.reply,
  };
}
