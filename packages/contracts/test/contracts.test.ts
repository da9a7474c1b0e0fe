import { describe, expect, it } from "vitest";
import {
  activationRequestSchema,
  betaSignupRequestSchema,
  CATEGORIES,
  currentLevel,
  EVALUATION_MODES,
  isValidEmail,
  LEVELS,
  loginRequestSchema,
  nextLevel,
  splitInstructions,
  UNIVERSITIES,
  updateMeSchema,
} from "../src";

describe("e-mail rule (spec section 5)", () => {
  it.each([
    "etudiant@ecos.local",
    "Prenom.Nom@Univ-Lille.FR",
    "a+b@sub.domain.org",
    "x@[192.168.0.1]",
    '"quoted name"@exemple.fr',
  ])("accepts %s", (email) => expect(isValidEmail(email)).toBe(true));

  it.each(["", "plain", "a@b", "a@b.c", "a@.fr", "a b@exemple.fr", "a@exemple.f1", "@exemple.fr", "a@@exemple.fr"])(
    "rejects %j",
    (email) => expect(isValidEmail(email)).toBe(false),
  );
});

describe("levels (spec section 9)", () => {
  it("has the ten levels with their thresholds", () => {
    expect(LEVELS.map((l) => [l.level, l.title, l.xpRequired])).toEqual([
      [1, "Novice en Médecine", 0],
      [2, "Étudiant en Médecine", 90],
      [3, "Externe", 300],
      [4, "Interne", 900],
      [5, "Docteur Junior", 1500],
      [6, "Chef de Clinique", 3000],
      [7, "MCU-PH", 5000],
      [8, "PU-PH", 7800],
      [9, "Chef de Service", 9000],
      [10, "Doyen", 10000],
    ]);
  });
  it.each([
    [0, 1, 2],
    [89, 1, 2],
    [90, 2, 3],
    [899, 3, 4],
    [9999, 9, 10],
    [10000, 10, undefined],
    [50000, 10, undefined],
  ])("xp %i is level %i, next %s", (xp, level, next) => {
    expect(currentLevel(xp).level).toBe(level);
    expect(nextLevel(xp)?.level).toBe(next);
  });
});

describe("catalogue constants", () => {
  it("has the 11 evaluation modes and the 20 categories of the spec", () => {
    expect(EVALUATION_MODES).toHaveLength(11);
    expect(EVALUATION_MODES.find((m) => m.id === "clinical_exam")).toEqual({
      id: "clinical_exam",
      slug: "examen-clinique",
      name: "Examen clinique",
    });
    expect(CATEGORIES).toHaveLength(20);
    expect(CATEGORIES.find((c) => c.id === "ent")?.name).toBe("ORL");
  });
  it("offers 33 universities ending with Autre", () => {
    expect(UNIVERSITIES).toHaveLength(33);
    expect(UNIVERSITIES.at(-1)).toBe("Autre");
    expect(new Set(UNIVERSITIES).size).toBe(33);
  });
});

describe("request schemas", () => {
  it("normalises the login e-mail", () => {
    expect(loginRequestSchema.parse({ email: "  Lea@Exemple.FR ", password: "x" }).email).toBe("lea@exemple.fr");
  });
  it("activation bounds the password's length (its strength is the server's policy) and needs a 4-digit code", () => {
    const base = { email: "a@exemple.fr", password: "abcde", code: "0042" };
    expect(activationRequestSchema.safeParse(base).success).toBe(true);
    expect(activationRequestSchema.safeParse({ ...base, password: "" }).success).toBe(false);
    expect(activationRequestSchema.safeParse({ ...base, password: "x".repeat(257) }).success).toBe(false);
    expect(activationRequestSchema.safeParse({ ...base, code: "042" }).success).toBe(false);
    expect(activationRequestSchema.safeParse({ ...base, code: "04a2" }).success).toBe(false);
  });
  it("PUT /users/me accepts exactly one shape", () => {
    expect(updateMeSchema.safeParse({ avatar_id: 10 }).success).toBe(true);
    expect(updateMeSchema.safeParse({ avatar_id: 0 }).success).toBe(false);
    expect(updateMeSchema.safeParse({ first_name: "A", last_name: "B" }).success).toBe(true);
    expect(updateMeSchema.safeParse({ college_year: "Interne" }).success).toBe(true);
    expect(updateMeSchema.safeParse({ target_grade: 20 }).success).toBe(true);
    expect(updateMeSchema.safeParse({ target_grade: 21 }).success).toBe(false);
    expect(updateMeSchema.safeParse({ avatar_id: 1, college_year: "Interne" }).success).toBe(false);
  });
  it("beta signup turns nb_cases into text between 1 and 10", () => {
    const base = {
      first_name: "A",
      last_name: "B",
      email: "a@exemple.fr",
      academic_year: "D3",
      passed_ecos: "non",
      nb_cases: 10,
      wants_discord: false,
      consent_interview: true,
      notify_launch: false,
      referral_source: "Bouche à oreille",
    };
    expect(betaSignupRequestSchema.parse(base).nb_cases).toBe("10");
    expect(betaSignupRequestSchema.safeParse({ ...base, nb_cases: 0 }).success).toBe(false);
  });
});

describe("splitInstructions", () => {
  it("makes one paragraph a sentence, but not after « M. » or « Dr. »", () => {
    expect(
      splitInstructions(
        "Vous êtes interne aux urgences. Réalisez l'examen clinique orienté de M. Roussel. Appelez le Dr. Martin si besoin",
      ),
    ).toEqual([
      "Vous êtes interne aux urgences.",
      "Réalisez l'examen clinique orienté de M. Roussel.",
      "Appelez le Dr. Martin si besoin",
    ]);
    expect(splitInstructions("Examinez Mme Dupont. Mme. Durand attend.")).toEqual([
      "Examinez Mme Dupont.",
      "Mme. Durand attend.",
    ]);
  });
});
