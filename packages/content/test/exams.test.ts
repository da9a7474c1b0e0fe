import { describe, expect, it } from "vitest";
import {
  EXAM_CATEGORIES,
  EXAM_ID_PATTERN,
  EXAMS,
  type Exam,
  examById,
  examCategorySchema,
  examSchema,
  examsByCategory,
  validateExamCatalogue,
} from "../src/exams";

function exam(id: string): Exam {
  const found = examById(id);
  if (!found) throw new Error(`exam ${id} missing`);
  return found;
}

/** Lower case, accents and ligatures removed: to look for a sign's name whatever its spelling. */
function plain(text: string): string {
  return text.replace(/œ/g, "oe").normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

function examMentioning(categoryId: string, sign: string): Exam | undefined {
  return examsByCategory(categoryId).find((entry) => plain(`${entry.name} ${entry.defaultResult}`).includes(sign));
}

describe("exam categories", () => {
  it("has exactly 21 categories with unique kebab-case ids and orders 1 to 21", () => {
    expect(EXAM_CATEGORIES).toHaveLength(21);
    const ids = EXAM_CATEGORIES.map((category) => category.id);
    expect(new Set(ids).size).toBe(21);
    for (const id of ids) expect(id).toMatch(EXAM_ID_PATTERN);
    expect(EXAM_CATEGORIES.map((category) => category.order)).toEqual(Array.from({ length: 21 }, (_, i) => i + 1));
  });

  it("covers the categories of the spec", () => {
    expect(EXAM_CATEGORIES.map((category) => category.id)).toEqual([
      "constantes",
      "general",
      "cardio-vasculaire",
      "respiratoire",
      "digestif-hepatique",
      "gyneco-uro-genital",
      "locomoteur-epaule",
      "locomoteur-coude",
      "locomoteur-poignet-main",
      "locomoteur-hanche",
      "locomoteur-genou",
      "locomoteur-cheville-pied",
      "locomoteur-rachis",
      "neuro-conscience-fonctions-superieures",
      "neuro-paires-craniennes",
      "neuro-motricite",
      "neuro-sensibilite",
      "neuro-coordination-reflexes",
      "dermatologie",
      "ophtalmo-orl",
      "endocrino",
    ]);
  });

  it("has French display names with their accents", () => {
    const names = new Map(EXAM_CATEGORIES.map((category) => [category.id, category.name]));
    expect(names.get("general")).toBe("Examen général");
    expect(names.get("neuro-paires-craniennes")).toContain("crâniennes");
    expect(names.get("digestif-hepatique")).toContain("hépatique");
    for (const category of EXAM_CATEGORIES) expect(() => examCategorySchema.parse(category)).not.toThrow();
  });

  it("gives every category at least 3 exams", () => {
    for (const category of EXAM_CATEGORIES) {
      expect(examsByCategory(category.id).length, category.id).toBeGreaterThanOrEqual(3);
    }
  });
});

describe("exams", () => {
  it("has between 145 and 160 exams", () => {
    expect(EXAMS.length).toBeGreaterThanOrEqual(145);
    expect(EXAMS.length).toBeLessThanOrEqual(160);
  });

  it("has unique kebab-case ids", () => {
    const ids = EXAMS.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(EXAM_ID_PATTERN);
  });

  it("puts every exam in an existing category, grouped in category order", () => {
    const order = new Map(EXAM_CATEGORIES.map((category) => [category.id, category.order]));
    for (const entry of EXAMS) expect(order.has(entry.categoryId), entry.id).toBe(true);
    const orders = EXAMS.map((entry) => order.get(entry.categoryId) ?? 0);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect(EXAM_CATEGORIES.reduce((sum, category) => sum + examsByCategory(category.id).length, 0)).toBe(EXAMS.length);
  });

  it("has unique names within a category", () => {
    for (const category of EXAM_CATEGORIES) {
      const names = examsByCategory(category.id).map((entry) => plain(entry.name));
      expect(new Set(names).size, category.id).toBe(names.length);
    }
  });

  it("gives every exam a full French sentence as its default result", () => {
    for (const entry of EXAMS) {
      const result = entry.defaultResult;
      expect(result.length, entry.id).toBeGreaterThanOrEqual(25);
      expect(result, entry.id).toMatch(/^\p{Lu}/u);
      expect(result.endsWith("."), entry.id).toBe(true);
      expect(result, entry.id).not.toMatch(/^\s*(examen\s+)?normale?s?\s*\.?\s*$/i);
      expect(result, entry.id).not.toMatch(/\s[,.]|\s{2}/);
    }
  });

  it("has lower-case keywords and passes the exam schema", () => {
    for (const entry of EXAMS) {
      expect(entry.keywords.length, entry.id).toBeGreaterThan(0);
      for (const keyword of entry.keywords) expect(keyword, entry.id).toBe(keyword.toLowerCase());
      expect(() => examSchema.parse(entry), entry.id).not.toThrow();
    }
  });
});

describe("lookups", () => {
  it("finds an exam by id and returns undefined for an unknown one", () => {
    expect(examById("auscultation-cardiaque")?.name).toBe("Auscultation cardiaque");
    expect(examById("inconnu")).toBeUndefined();
  });

  it("lists a category's exams and nothing for an unknown category", () => {
    expect(examsByCategory("constantes").every((entry) => entry.categoryId === "constantes")).toBe(true);
    expect(examsByCategory("inconnue")).toEqual([]);
  });

  it("exposes a frozen catalogue", () => {
    expect(Object.isFrozen(EXAMS)).toBe(true);
    expect(Object.isFrozen(exam("temperature"))).toBe(true);
  });
});

describe("medical content", () => {
  it("reports vital signs with their units and normal adult values", () => {
    expect(exam("pression-arterielle").defaultResult).toContain("mmHg");
    expect(plain(exam("pression-arterielle").defaultResult)).toContain("bras gauche");
    expect(exam("temperature").defaultResult).toMatch(/3[67],\d °C/);
    expect(exam("saturation-oxygene").defaultResult).toMatch(/9[5-9] %/);
    expect(exam("frequence-cardiaque").defaultResult).toMatch(/\b(6\d|7\d|8\d)\b/);
    expect(exam("glycemie-capillaire").defaultResult).toContain("g/L");
    expect(exam("poids-taille-imc").defaultResult).toContain("kg/m²");
    for (const entry of examsByCategory("constantes")) expect(entry.defaultResult, entry.id).toMatch(/\d/);
  });

  it.each([
    ["locomoteur-rachis", "lasegue"],
    ["locomoteur-rachis", "schober"],
    ["locomoteur-rachis", "leri"],
    ["locomoteur-genou", "lachman"],
    ["locomoteur-genou", "mcmurray"],
    ["locomoteur-genou", "choc rotulien"],
    ["locomoteur-epaule", "jobe"],
    ["locomoteur-epaule", "patte"],
    ["locomoteur-epaule", "yergason"],
    ["locomoteur-epaule", "palm-up"],
    ["locomoteur-epaule", "neer"],
    ["locomoteur-epaule", "hawkins"],
    ["locomoteur-poignet-main", "finkelstein"],
    ["locomoteur-poignet-main", "phalen"],
    ["locomoteur-poignet-main", "tinel"],
    ["locomoteur-hanche", "faber"],
    ["locomoteur-hanche", "trendelenburg"],
    ["digestif-hepatique", "murphy"],
    ["digestif-hepatique", "mcburney"],
    ["digestif-hepatique", "toucher rectal"],
    ["cardio-vasculaire", "reflux hepato-jugulaire"],
    ["cardio-vasculaire", "godet"],
    ["respiratoire", "vibrations vocales"],
    ["neuro-conscience-fonctions-superieures", "glasgow"],
    ["neuro-conscience-fonctions-superieures", "kernig"],
    ["neuro-conscience-fonctions-superieures", "brudzinski"],
    ["neuro-motricite", "mingazzini"],
    ["neuro-motricite", "barre"],
    ["neuro-coordination-reflexes", "babinski"],
    ["neuro-coordination-reflexes", "romberg"],
    ["neuro-coordination-reflexes", "doigt-nez"],
    ["neuro-coordination-reflexes", "talon-genou"],
    ["ophtalmo-orl", "otoscopie"],
    ["ophtalmo-orl", "photomoteurs"],
    ["endocrino", "monofilament"],
    ["gyneco-uro-genital", "toucher vaginal"],
    ["gyneco-uro-genital", "ebranlement"],
  ])("has an exam in %s about %s", (categoryId, sign) => {
    expect(examMentioning(categoryId, sign)).toBeDefined();
  });

  it("reports the normal finding of the signs it names", () => {
    expect(exam("rachis-signe-lasegue").defaultResult).toContain("négatif");
    expect(exam("genou-test-lachman").defaultResult).toMatch(/arrêt dur/);
    expect(exam("signe-de-murphy").defaultResult).toContain("négatif");
    expect(exam("score-de-glasgow").defaultResult).toContain("15");
    expect(exam("reflexe-cutane-plantaire").defaultResult).toContain("flexion");
    expect(exam("auscultation-cardiaque").defaultResult).toContain("pas de souffle");
  });
});

describe("validateExamCatalogue", () => {
  const category = { id: "constantes", name: "Constantes", order: 1 };
  const valid = {
    id: "temperature",
    name: "Température",
    categoryId: "constantes",
    defaultResult: "Température 36,8 °C, mesurée par voie tympanique.",
    keywords: ["temperature"],
  };

  it("accepts a valid catalogue", () => {
    expect(validateExamCatalogue({ categories: [category], exams: [valid] }).exams).toHaveLength(1);
  });

  it("names the faulty exam and field", () => {
    const bad = { ...valid, id: "Temperature_Bad", defaultResult: "Normal." };
    expect(() => validateExamCatalogue({ categories: [category], exams: [bad] })).toThrow(
      /exams\[0\] « Temperature_Bad » › id : doit être en kebab-case/,
    );
    expect(() => validateExamCatalogue({ categories: [category], exams: [bad] })).toThrow(/› defaultResult/);
  });

  it("refuses a bare 'normal' result, a missing full stop and upper-case keywords", () => {
    const check = (entry: object) => () => validateExamCatalogue({ categories: [category], exams: [entry] });
    expect(check({ ...valid, defaultResult: "Examen normal, rien à signaler du tout" })).toThrow(/point/);
    expect(check({ ...valid, defaultResult: "Rien à signaler." })).toThrow(/au moins 25/);
    expect(check({ ...valid, keywords: ["Température"] })).toThrow(/minuscules/);
    expect(check({ ...valid, extra: true })).toThrow(/extra/);
  });

  it("refuses duplicate ids, unknown categories and duplicate names within a category", () => {
    expect(() => validateExamCatalogue({ categories: [category], exams: [valid, valid] })).toThrow(
      /exams\[1\] « temperature » › id : id « temperature » en double/,
    );
    expect(() => validateExamCatalogue({ categories: [category], exams: [{ ...valid, categoryId: "autre" }] })).toThrow(
      /catégorie inconnue « autre »/,
    );
    expect(() =>
      validateExamCatalogue({ categories: [category], exams: [valid, { ...valid, id: "temperature-bis" }] }),
    ).toThrow(/nom « Température » déjà utilisé/);
  });
});
