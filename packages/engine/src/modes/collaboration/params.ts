/**
 * The parameters of the mode's rules, read with their defaults (the content checks them against its
 * schema when the station loads: here they are known to be valid).
 */
type Part = "acknowledge" | "argue" | "compromise";

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === "string") : [];
const matchOf = (value: unknown): "all" | "any" => (value === "any" ? "any" : "all");

/** The rules this mode grades: the content's list (its checks refuse any other in a grid). */
export { COLLABORATION_RULES } from "@ecos/content";

export function closedLoopKind(params: Record<string, unknown>): "read-back" | "reformulation" | "any" {
  const kind = params.kind;
  return kind === "read-back" || kind === "reformulation" ? kind : "any";
}

export function disagreementParts(params: Record<string, unknown>): Part[] {
  const parts = strings(params.parts).filter((p): p is Part => ["acknowledge", "argue", "compromise"].includes(p));
  return parts.length > 0 ? parts : ["acknowledge", "argue"];
}

export const listParams = (params: Record<string, unknown>, key: "orders" | "facts") => ({
  ids: strings(params[key]),
  match: matchOf(params.match),
});
