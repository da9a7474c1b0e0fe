import type { HabitDomainId } from "@ecos/contracts/constants";
import type { ClinicalCase, Criterion } from "../cases/schema";
import { ID_DOMAIN_PATTERNS, LABEL_DOMAINS, MODE_RULE_DOMAINS, STATED_DOMAIN_PATTERNS } from "./domain-rules";

const DOMAIN_ENTRIES = Object.entries(LABEL_DOMAINS) as Array<[HabitDomainId, readonly string[]]>;

/** The domain an ontology label speaks for: an exact id first, then a prefix ("pain.*"); or null. */
export function labelHabit(label: string): HabitDomainId | null {
  let byPrefix: HabitDomainId | null = null;
  for (const [domain, entries] of DOMAIN_ENTRIES) {
    for (const entry of entries) {
      if (entry === label) return domain;
      if (byPrefix === null && entry.endsWith(".*") && label.startsWith(entry.slice(0, -1))) byPrefix = domain;
    }
  }
  return byPrefix;
}

/**
 * Each label (alternatives included) votes for its domain, "no domain" being a vote too; the most voted
 * wins and a tie goes to the domain of the earliest label. "Recherche les facteurs de risque
 * cardiovasculaire" (tobacco and three medical histories) is a medical history; a question any of
 * fourteen labels answers (station-041's violence) is no habit.
 */
function labelsHabit(labels: ReadonlyArray<string | readonly string[]>): HabitDomainId | null {
  const votes = new Map<HabitDomainId | null, number>();
  for (const label of labels.flat()) {
    const domain = labelHabit(label);
    votes.set(domain, (votes.get(domain) ?? 0) + 1);
  }
  let best: HabitDomainId | null = null;
  let bestVotes = 0;
  // A Map iterates in insertion order, the order of the labels: ">" keeps the earliest on a tie.
  for (const [domain, count] of votes) {
    if (count > bestVotes) {
      best = domain;
      bestVotes = count;
    }
  }
  return best;
}

const firstMatch = (
  patterns: ReadonlyArray<readonly [RegExp, HabitDomainId]>,
  ids: readonly string[],
): HabitDomainId | null => patterns.find(([pattern]) => ids.some((id) => pattern.test(id)))?.[1] ?? null;

/**
 * The habit domain a grid criterion belongs to, or null (a diagnosis, an exam, a finding, a station's
 * own content). Asked and act criteria by their labels, then by their id; mode rules by the rule;
 * stated criteria by their id and concepts (when to come back).
 */
export function criterionHabit(criterion: Criterion): HabitDomainId | null {
  const { evidence } = criterion;
  switch (evidence.type) {
    case "asked":
    case "act":
      return labelsHabit(evidence.labels) ?? firstMatch(ID_DOMAIN_PATTERNS, [criterion.id]);
    case "mode":
      return MODE_RULE_DOMAINS[evidence.rule] ?? null;
    case "stated":
      return firstMatch(STATED_DOMAIN_PATTERNS, [criterion.id, ...evidence.concepts.map((concept) => concept.id)]);
    default:
      return null;
  }
}

const byCase = new WeakMap<ClinicalCase, ReadonlyMap<string, HabitDomainId>>();

/** The criteria of a station's grid that belong to a habit domain: criterion id -> domain. */
export function caseHabits(item: ClinicalCase): ReadonlyMap<string, HabitDomainId> {
  let habits = byCase.get(item);
  if (!habits) {
    habits = new Map(
      item.grid.flatMap((criterion) => {
        const domain = criterionHabit(criterion);
        return domain ? [[criterion.id, domain] as const] : [];
      }),
    );
    byCase.set(item, habits);
  }
  return habits;
}

/** How many criteria of this domain the station's grid has (0: the station does not practise it). */
export function habitWeight(item: ClinicalCase, domain: HabitDomainId): number {
  let count = 0;
  for (const criterionDomain of caseHabits(item).values()) if (criterionDomain === domain) count += 1;
  return count;
}
