import { type ClinicalCase, caseById } from "@ecos/content";
import { describe, expect, it } from "vitest";
import { gradeStation } from "../src/grading/grade";
import { judgeText } from "../src/grading/integrity";
import { sharedClassifier } from "../src/nlu/classifier";
import { findMention } from "../src/text/matching";

const byId = (id: string) => caseById(id) as ClinicalCase;

describe("reading a lab note: the value between the analyte and its qualifier", () => {
  const gap = (text: string, phrase: string) => findMention(text, [phrase], { fuzzy: true, valueGap: true })?.words;

  it("finds the qualifier after the value, a unit, a formula or a colon", () => {
    expect(gap("Fer sérique 5,9 µmol/L : bas.", "fer sérique bas")).toBe("Fer sérique 5,9 µmol/L : bas");
    expect(gap("transferrine 3,9 haute, CTF 98 haute", "transferrine haute")).toBe("transferrine 3,9 haute");
    expect(gap("Trou anionique = Na − (Cl + HCO3-) = 26 mmol/L → augmenté", "trou anionique augmenté")).toBeDefined();
  });

  it("stays in the clause: a comma, a full stop or a negation ends the search", () => {
    expect(gap("Fer sérique 12, transferrine basse", "fer sérique basse")).toBeUndefined();
    expect(gap("Fer sérique 12. Transferrine basse", "fer sérique basse")).toBeUndefined();
    expect(gap("Fer sérique 12 pas bas", "fer sérique bas")).toBeUndefined();
    expect(
      findMention("pas de rythme irrégulier", ["rythme irrégulier"], {
        fuzzy: true,
        negationAware: true,
        valueGap: true,
      }),
    ).toBeUndefined();
    // Only notes read this way: a chat or an answer keeps the words together.
    expect(findMention("Fer sérique 5,9 : bas", ["fer sérique bas"], { fuzzy: true })).toBeUndefined();
  });

  it("earns the finding criterion from such a note, and not from the opposite value", () => {
    const item = byId("station-008");
    const criterion = item.grid.find(
      (c) => c.evidence.type === "finding" && c.evidence.findingIds.includes("fer-serique-bas"),
    );
    expect(criterion).toBeDefined();
    const point = (text: string) =>
      gradeStation(item, { messages: [], observations: [{ id: "o1", text }], diagnosis: null }).Criterias.find(
        (c) => c.id === criterion?.id,
      )?.point;
    expect(point("Fer sérique 5,9 µmol/L : bas")).toBe(1);
    expect(point("Fer sérique 5,9 µmol/L : normal")).toBe(0);
  });
});

describe("a statement closed by a confirmation tag is a statement", () => {
  const classifier = sharedClassifier();

  it("reads '…, d'accord ?' as telling, a bare 'D'accord ?' or a real question as asking", () => {
    expect(classifier.understand("Si ça recommence, vous appelez le 15 direct, d'accord ?").question).toBe(false);
    expect(classifier.understand("Vous prenez le traitement tous les jours, ok ?").question).toBe(false);
    expect(classifier.understand("D'accord ?").question).toBe(true);
    expect(classifier.understand("Vous fumez ?").question).toBe(true);
    expect(classifier.understand("Vous fumez, n'est-ce pas ?").question).toBe(true);
  });

  it("earns advice given that way (station 010: when to call the 15)", () => {
    const item = byId("station-010");
    const point = (text: string) =>
      gradeStation(item, {
        messages: [{ id: "s1", from: "student", text }],
        diagnosis: null,
      }).Criterias.find((c) => c.id === "consignes-reconsultation")?.point;
    expect(point("Si ça recommence et que la Ventoline ne fait rien, vous appelez le 15 direct, d'accord ?")).toBe(1);
    expect(point("Vous avez déjà appelé le 15 pour une crise ?")).toBe(0);
  });
});

describe("a question after a preamble and a colon", () => {
  it("is understood from what follows the colon when the whole sentence says nothing", () => {
    const classifier = sharedClassifier();
    expect(classifier.understand("Vous m'avez parlé d'une douleur : où se situe-t-elle exactement ?").labels).toEqual([
      "pain.location",
    ]);
  });
});

describe("recitation: an answer's own words are not another question's", () => {
  const item = byId("station-010");

  it("lets a discharge answer name the SpO2, the DEP and the treatment it is about", () => {
    const answer =
      "S'il est stable après quelques heures de surveillance, sans signe de gravité, avec une SpO2 normale en air ambiant et un DEP supérieur à 70 % de la théorique. Sur l'ordonnance : prednisolone 1 mg/kg par jour pendant 5 jours, salbutamol à la demande, et la reprise du traitement de fond.";
    expect(judgeText(item, answer, "answer", "conditions-sortie").reason).toBeNull();
  });

  it("still voids an answer that recites the other questions", () => {
    const recital =
      "Il parle par mots avec un tirage, on fait des gaz du sang, de l'oxygène et du salbutamol, on appelle le réanimateur s'il s'épuise, et on lui apprend la technique d'inhalation avec un plan d'action.";
    expect(judgeText(item, recital, "answer", "conditions-sortie").reason).toBe("recitation");
  });
});
