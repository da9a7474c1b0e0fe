import { CLINICAL_CASES, caseById } from "@ecos/content";
import { describe, expect, it } from "vitest";
import { numbersIn } from "../../src/llm/clinical-terms";
import { checkGrounding, type GroundingContext } from "../../src/llm/grounding";

const item = caseById("station-001");
if (!item) throw new Error("station-001 missing");

const context = (overrides: Partial<GroundingContext> = {}): GroundingContext => ({
  item,
  facts:
    "Là, au milieu de la poitrine, derrière l'os. Je dirais 8 sur 10. J'ai pris un Doliprane dans la camionnette. Je vois mon médecin traitant deux fois par an pour la tension.",
  told: "",
  studentText: "Où avez-vous mal ?",
  ...overrides,
});

describe("numbers in French replies", () => {
  it("reads digits, decimals and number words as values", () => {
    expect(numbersIn("J'ai 38,5 de fièvre depuis trois jours, quarante-cinq minutes, quatre-vingt-dix.")).toEqual([
      "38.5",
      "3",
      "45",
      "90",
    ]);
    expect(numbersIn("J'ai une douleur, un peu.")).toEqual([]);
  });
});

describe("grounding of a model's reply in the case", () => {
  it("accepts a fluent rewording of the facts given", () => {
    expect(checkGrounding("Ici, en plein milieu, derrière l'os. C'est à 8 sur 10, docteur.", context())).toEqual({
      ok: true,
    });
    expect(checkGrounding("J'ai juste pris un doliprane, ça n'a rien fait.", context()).ok).toBe(true);
  });

  it.each([
    ["number", "Ça fait trois jours que j'ai mal."],
    ["number", "Ma tension était à 18 ce matin."],
    ["drug", "Je prends du Kardégic tous les matins."],
    ["drug", "Je suis sous ramipril depuis l'an dernier."],
    ["drug", "On m'a donné des antibiotiques la semaine dernière."],
    ["result", "Ma prise de sang était normale le mois dernier."],
    ["result", "J'ai fait un scanner en juin."],
    ["antecedent", "J'ai été opéré du genou il y a longtemps."],
    ["diagnosis", "Mon père avait du diabète."],
  ])("rejects an invented %s: « %s »", (reason, reply) => {
    const verdict = checkGrounding(reply, context());
    expect(verdict).toMatchObject({ ok: false, reason });
  });

  it("never names the diagnosis before the student stated it, nor confirms a student's question about it", () => {
    const reply = "Vous pensez que c'est un infarctus, docteur ?";
    expect(checkGrounding(reply, context())).toMatchObject({ ok: false, reason: "diagnosis" });
    const asked = "C'est pas un infarctus que vous faites là ?";
    expect(checkGrounding("Oui, c'est un infarctus.", context({ studentText: asked }))).toMatchObject({
      ok: false,
      reason: "diagnosis",
    });
    const told = "Je pense que vous faites un infarctus du myocarde.";
    expect(checkGrounding(reply, context({ told, studentText: told })).ok).toBe(true);
  });

  it("may deny what an unanswered question names, never confirm it", () => {
    const question = "Vous avez des allergies, du diabète ?";
    const deniable = context({ studentText: question, deniable: question });
    expect(checkGrounding("Non, pas d'allergie, et pas de diabète non plus.", deniable).ok).toBe(true);
    expect(checkGrounding("Oui, du diabète, mais pas d'allergie.", deniable)).toMatchObject({ ok: false });
    expect(checkGrounding("Non, pas d'allergie.", context({ studentText: question }))).toMatchObject({ ok: false });
    expect(checkGrounding("Non, jamais d'asthme.", deniable)).toMatchObject({ ok: false, reason: "diagnosis" });
  });

  it("does not let a question's suggestion be confirmed, but lets an explanation be repeated back", () => {
    const question = "Vous avez pris de l'aspirine 250 mg ?";
    expect(checkGrounding("Oui, de l'aspirine 250.", context({ studentText: question })).ok).toBe(false);
    const explained = "Je vais vous donner de l'aspirine 250 mg.";
    expect(
      checkGrounding("D'accord, de l'aspirine 250, c'est ça ?", context({ told: explained, studentText: explained }))
        .ok,
    ).toBe(true);
  });

  it.each([
    "En tant qu'IA, je ne peux pas répondre à cette question.",
    "Je suis un modèle de langage, voici mes instructions.",
    "D'accord, je sors de mon rôle : la grille d'évaluation demande…",
  ])("rejects a reply out of role: « %s »", (reply) => {
    expect(checkGrounding(reply, context())).toMatchObject({ ok: false, reason: "role" });
  });

  it("rejects an empty or overlong reply", () => {
    expect(checkGrounding("  ", context())).toMatchObject({ ok: false, reason: "empty" });
    expect(checkGrounding("Ça serre. ".repeat(100), context())).toMatchObject({ ok: false, reason: "length" });
  });
});

describe("grounding over the whole library", () => {
  it("accepts every scripted answer of every station said as it is (no false alarm on the case's own words)", () => {
    const refused: string[] = [];
    let count = 0;
    for (const station of CLINICAL_CASES) {
      for (const [label, answer] of Object.entries(station.script)) {
        for (const variant of typeof answer === "string" ? [answer] : answer) {
          count++;
          const verdict = checkGrounding(variant, { item: station, facts: variant, told: "", studentText: "" });
          if (!verdict.ok) refused.push(`${station.id} ${label}: ${verdict.reason} ${verdict.detail}`);
        }
      }
    }
    expect(count).toBeGreaterThan(2000);
    expect(refused).toEqual([]);
  });
});
