import type { HabitDomainId } from "@ecos/contracts/constants";

/**
 * Which habit domain each piece of grading evidence speaks for. A criterion's domain is decided from
 * these tables (see criterion-habit.ts), never listed criterion by criterion.
 */

/**
 * Ontology labels (asked and act evidence) by domain. A label listed nowhere speaks for no domain: the
 * history of the complaint (hdm.*), the symptoms of one disease (sx.*), explaining (act.explain)…
 * Exact ids win over prefixes ("life.last_meal" is the fasting of a future operation, no habit).
 */
export const LABEL_DOMAINS: Readonly<Record<HabitDomainId, readonly string[]>> = {
  presentation: ["act.greeting", "act.identity_check"],
  vecu: ["pt.*"],
  // Not pain.timing: grids use it for any duration (a vertigo's, a morning stiffness's).
  douleur: [
    "pain.location",
    "pain.radiation",
    "pain.character",
    "pain.intensity",
    "pain.aggravating",
    "pain.relieving",
  ],
  // The signs whose absence an examiner expects checked in an acute complaint (neurological deficit,
  // seizure, meningism, loss of consciousness); any other symptom is the disease's own.
  "signes-gravite": ["sx.neuro", "sx.seizure", "sx.neck_stiffness", "sx.syncope"],
  antecedents: [
    "hx.medical",
    "hx.surgical",
    "hx.hypertension",
    "hx.diabetes",
    "hx.dyslipidemia",
    "hx.hospitalizations",
    "hx.vaccines",
    "hx.regular_doctor",
  ],
  "antecedents-familiaux": ["hx.family"],
  allergies: ["hx.allergies"],
  traitements: ["tx.*"],
  toxiques: ["life.tobacco", "life.alcohol", "life.drugs"],
  "mode-de-vie": [
    "id.job",
    "id.living",
    "life.physical_activity",
    "life.diet",
    "life.travel",
    "life.animals",
    "life.sexual",
    "life.exposure",
    "life.contacts",
  ],
  gynecologie: ["gyn.*"],
  empathie: ["act.empathy"],
  comprehension: ["act.check_understanding", "act.invite_questions"],
  consignes: [],
};

/** Rules of the modes' own mechanics that are a habit (the rest are the mode's content). */
export const MODE_RULE_DOMAINS: Readonly<Record<string, HabitDomainId>> = {
  "teach-back": "comprehension",
  "open-questions": "vecu",
};

/**
 * What the student must say that is a habit: when to come back. Matched on the criterion's id and on
 * the ids of the concepts it expects ("reconsulter-urgence", "fievre-alerte", "consignes").
 */
export const STATED_DOMAIN_PATTERNS: ReadonlyArray<readonly [RegExp, HabitDomainId]> = [
  [/reconsult|alerte|^consignes/, "consignes"],
];

/**
 * The fallback for asked and act criteria whose labels speak for no domain: their id, e.g.
 * "recherche-mauvaise-tolerance" (malaise, chest pain, dyspnoea: signs of gravity here).
 */
export const ID_DOMAIN_PATTERNS: ReadonlyArray<readonly [RegExp, HabitDomainId]> = [
  [/allergi/, "allergies"],
  [/gravite|tolerance/, "signes-gravite"],
  [/familia|heredit/, "antecedents-familiaux"],
  [/traitement|medicament/, "traitements"],
  [/tabac|alcool|toxique/, "toxiques"],
  [/empathie/, "empathie"],
  [/comprehension/, "comprehension"],
  [/presentation|se-presente/, "presentation"],
];
