import { HABIT_DOMAIN_IDS } from "@ecos/contracts/constants";
import { describe, expect, it } from "vitest";
import {
  CLINICAL_CASES,
  caseById,
  caseHabits,
  criterionHabit,
  habitWeight,
  isLabel,
  LABEL_IDS,
  labelHabit,
} from "../src";
import { LABEL_DOMAINS, MODE_RULE_DOMAINS } from "../src/habits/domain-rules";

function habitOf(caseId: string, criterionId: string) {
  const criterion = caseById(caseId)?.grid.find((item) => item.id === criterionId);
  if (!criterion) throw new Error(`${caseId} has no criterion ${criterionId}`);
  return criterionHabit(criterion);
}

describe("anamnesis habit domains", () => {
  it("reaches every domain through at least three stations, playable ones included", () => {
    for (const domain of HABIT_DOMAIN_IDS) {
      const stations = CLINICAL_CASES.filter((item) => habitWeight(item, domain) > 0);
      expect(stations.length, domain).toBeGreaterThanOrEqual(3);
      expect(stations.filter((item) => item.beta).length, domain).toBeGreaterThanOrEqual(3);
    }
  });

  it("maps criteria by their evidence, then by their id", () => {
    expect(habitOf("station-001", "allergies")).toBe("allergies");
    expect(habitOf("station-001", "heredite")).toBe("antecedents-familiaux");
    // Tobacco, hypertension, diabetes, dyslipidaemia: three medical histories out of four labels.
    expect(habitOf("station-001", "facteurs-risque-cv")).toBe("antecedents");
    expect(habitOf("station-001", "siege-type-douleur")).toBe("douleur");
    expect(habitOf("station-001", "presentation")).toBe("presentation");
    expect(habitOf("station-005", "verifie-identite")).toBe("presentation");
    expect(habitOf("station-002", "contraception")).toBe("gynecologie");
    expect(habitOf("station-050", "alcool-tabac")).toBe("toxiques");
    expect(habitOf("station-046", "autonomie")).toBe("mode-de-vie");
    expect(habitOf("station-003", "vecu-patiente")).toBe("vecu");
    expect(habitOf("station-048", "signes-neurologiques")).toBe("signes-gravite");
    // Its labels (malaise, chest pain, dyspnoea) say nothing; its id says gravity.
    expect(habitOf("station-009", "recherche-mauvaise-tolerance")).toBe("signes-gravite");
    // A tie between the labels goes to the first one.
    expect(habitOf("station-003", "traitements-toxiques")).toBe("traitements");
    expect(habitOf("station-017", "teach-back")).toBe("comprehension");
    expect(habitOf("station-018", "questions-ouvertes")).toBe("vecu");
    expect(habitOf("station-004", "signes-alerte")).toBe("consignes");
    expect(habitOf("station-039", "urgence-visuelle")).toBe("consignes");
  });

  it("leaves what is no habit without a domain", () => {
    expect(habitOf("station-001", "debut-duree")).toBeNull(); // the history of the complaint
    expect(habitOf("station-001", "annonce-hypothese")).toBeNull(); // the station's own content
    expect(habitOf("station-043", "duree-evolution")).toBeNull(); // a vertigo's timing is no pain
    // Any of fourteen labels will do: a question about violence, not a habit.
    expect(habitOf("station-041", "question-directe-violences")).toBeNull();
    expect(habitOf("station-013", "arret-medicaments")).toBeNull(); // an order given, not a question
    const neverHabits = new Set(["diagnosis", "exam", "finding", "answer", "action", "order"]);
    for (const item of CLINICAL_CASES) {
      for (const criterion of item.grid) {
        if (neverHabits.has(criterion.evidence.type)) expect(criterionHabit(criterion), criterion.id).toBeNull();
      }
    }
  });

  it("keeps habits a minority of every grid", () => {
    for (const item of CLINICAL_CASES) expect(caseHabits(item).size, item.id).toBeLessThan(item.grid.length);
  });

  it("names only labels of the ontology and rules the grids use", () => {
    for (const entries of Object.values(LABEL_DOMAINS)) {
      for (const entry of entries) {
        if (entry.endsWith(".*")) {
          const prefix = entry.slice(0, -1);
          expect(
            [...LABEL_IDS].some((id) => id.startsWith(prefix)),
            entry,
          ).toBe(true);
        } else expect(isLabel(entry), entry).toBe(true);
      }
    }
    const rules = new Set(
      CLINICAL_CASES.flatMap((item) =>
        item.grid.flatMap((criterion) => (criterion.evidence.type === "mode" ? [criterion.evidence.rule] : [])),
      ),
    );
    for (const rule of Object.keys(MODE_RULE_DOMAINS)) expect(rules.has(rule), rule).toBe(true);
    expect(labelHabit("pain.radiation")).toBe("douleur");
    expect(labelHabit("tx.self_medication")).toBe("traitements");
    expect(labelHabit("life.last_meal")).toBeNull();
  });
});
