import { type ClinicalCase, parseCase } from "@ecos/content";
import type { EducationReport, EducationState } from "@ecos/contracts";
import { describe, expect, it } from "vitest";
import { station017 } from "../../../content/src/cases/stations/station-017";
import { station018 } from "../../../content/src/cases/stations/station-018";
import { station029 } from "../../../content/src/cases/stations/station-029";
import { station045 } from "../../../content/src/cases/stations/station-045";
import { EDUCATION_RULES } from "../../../content/src/modes/education";
import {
  type EducationFixture,
  type EducationStep,
  fixture017,
} from "../../../content/test/fixtures/modes/station-017.fixture";
import { fixture018 } from "../../../content/test/fixtures/modes/station-018.fixture";
import { fixture029 } from "../../../content/test/fixtures/modes/station-029.fixture";
import { fixture045 } from "../../../content/test/fixtures/modes/station-045.fixture";
import { gradeStation } from "../../src/grading/grade";
import { educationMechanics } from "../../src/modes/education";
import { isOpenQuestion, isTeachBackRequest } from "../../src/modes/education/language";
import { actInStation, modeReport, modeState, replyInStation } from "../../src/modes/station";
import { ModeActionError, type ModeContext, type StationAction } from "../../src/modes/types";
import type { ChatTurn, Transcript } from "../../src/transcript";

const item017 = parseCase(station017);
const item018 = parseCase(station018);
const item029 = parseCase(station029);
const item045 = parseCase(station045);

interface Played extends Transcript {
  chat: ChatTurn[];
  actions: StationAction[];
  replies: string[];
  context: ModeContext;
}

/** Plays steps as a student would: each message answered by the patient, each document handed over, 20 s apart. */
function play(item: ClinicalCase, steps: readonly EducationStep[], diagnosis: string | null = null): Played {
  const chat: ChatTurn[] = item.opening ? [{ id: "opening", from: "patient", text: item.opening }] : [];
  const actions: StationAction[] = [];
  const replies: string[] = [];
  let at = 0;
  steps.forEach((step, index) => {
    at += 20;
    if (typeof step === "string") {
      const reply = replyInStation(item, chat, step, { actions, elapsedSeconds: at });
      chat.push(
        { id: `s${index}`, from: "student", text: step },
        { id: `p${index}`, from: "patient", text: reply.text },
      );
      replies.push(reply.text);
      return;
    }
    const outcome = actInStation(
      { item, actions, elapsedSeconds: at, chat },
      { action: "give-document", params: { document: step.document } },
    );
    actions.push({ id: `a${index}`, action: "give-document", params: outcome.params, atSeconds: at });
    if (outcome.reply) chat.push({ id: `r${index}`, from: "patient", text: outcome.reply });
  });
  const context = { item, actions, elapsedSeconds: at, chat };
  return { messages: chat, chat, actions, replies, diagnosis, elapsedSeconds: at, context };
}

const grade = (item: ClinicalCase, steps: readonly EducationStep[], diagnosis: string | null = null) =>
  gradeStation(item, play(item, steps, diagnosis));
const failed = (g: ReturnType<typeof gradeStation>, point: 0 | 1) =>
  g.Criterias.filter((c) => c.point === point)
    .map((c) => c.id)
    .join(", ");

describe.each([
  { item: item017, fixture: fixture017 },
  { item: item018, fixture: fixture018 },
  { item: item029, fixture: fixture029 },
  { item: item045, fixture: fixture045 },
] as Array<{ item: ClinicalCase; fixture: EducationFixture }>)(
  "reference transcripts of $fixture.caseId",
  ({ item, fixture }) => {
    it("gives the excellent attempt at least 18/20, every point backed by the student's words or actions", () => {
      const played = play(item, fixture.excellent);
      const result = gradeStation(item, played);
      expect(result.digitized_grade, failed(result, 0)).toBeGreaterThanOrEqual(18);
      const ids = new Set([
        ...played.chat.map((m) => m.id),
        ...played.actions.map((a) => `action:${a.id}`),
        "diagnosis",
      ]);
      for (const criterion of result.Criterias.filter((c) => c.point === 1)) {
        expect(criterion.evidence.length, criterion.id).toBeGreaterThan(0);
        for (const evidence of criterion.evidence) expect(ids.has(evidence.message_id), evidence.message_id).toBe(true);
      }
      const report = result.mode_report as EducationReport;
      expect(report.items.every((i) => i.uncovered_by && i.addressed_by)).toBe(true);
      expect(report.teach_back).toMatchObject({ requested: true, complete: true, missing: [] });
      expect(report.jargon).toEqual([]);
      expect(report.lectures).toEqual([]);
    });

    it("gives the average attempt a grade strictly between 6 and 18", () => {
      const result = grade(item, fixture.average, item.diagnosis.correct);
      expect(result.digitized_grade, failed(result, 1)).toBeGreaterThan(6);
      expect(result.digitized_grade, failed(result, 0)).toBeLessThan(18);
    });

    it("gives the poor attempt (a monologue full of jargon) at most 6/20, with the penalties explained", () => {
      const result = grade(
        item,
        fixture.poor,
        item.diagnosis.options.find((o) => o !== item.diagnosis.correct) ?? null,
      );
      expect(result.digitized_grade, failed(result, 1)).toBeLessThanOrEqual(6);
      expect(result.review).toContain("Jargon non expliqué");
      expect(result.review).toContain("monologue");
      const report = result.mode_report as EducationReport;
      expect(report.lectures.length).toBe(1);
      expect(report.jargon.filter((j) => !j.explained).length).toBeGreaterThanOrEqual(3);
    });

    it("gives the gaming attempt (keyword dump, grid requests, teach-back spam, every document) at most 2/20", () => {
      // The right diagnosis picked at the end does not save it.
      const result = grade(item, fixture.gaming, item.diagnosis.correct);
      expect(result.digitized_grade, failed(result, 1)).toBeLessThanOrEqual(2);
      expect(result.review).toContain("Documents sans rapport");
      const report = result.mode_report as EducationReport;
      expect(report.teach_back.complete).toBe(false);
    });

    it("is deterministic", () => {
      const played = play(item, fixture.excellent);
      expect(gradeStation(item, played)).toEqual(gradeStation(item, played));
      expect(play(item, fixture.excellent).replies).toEqual(played.replies);
    });

    it("grades only rules the mechanics know", () => {
      for (const criterion of item.grid) {
        if (criterion.evidence.type === "mode") expect(educationMechanics.rules).toContain(criterion.evidence.rule);
      }
    });
  },
);

describe("education mechanics", () => {
  const context = (steps: readonly EducationStep[] = []) => play(item017, steps).context;

  it("names the same rules as the content checks", () => {
    expect([...(educationMechanics.rules ?? [])]).toEqual([...EDUCATION_RULES]);
  });

  it("refuses unknown actions and documents, and a document handed over twice", () => {
    const fail = (request: { action: string; params: Record<string, unknown> }, ctx = context()) => {
      try {
        actInStation(ctx, request);
      } catch (error) {
        expect(error).toBeInstanceOf(ModeActionError);
        return (error as ModeActionError).field;
      }
      throw new Error("accepted");
    };
    expect(fail({ action: "order-test", params: {} })).toBe("action");
    expect(fail({ action: "give-document", params: {} })).toBe("document");
    expect(fail({ action: "give-document", params: { document: "ordonnance" } })).toBe("document");
    expect(
      fail({ action: "give-document", params: { document: "plan-action" } }, context([{ document: "plan-action" }])),
    ).toBe("document");
  });

  it("hands over a document: label, the patient's words, its key", () => {
    const outcome = actInStation(context(), { action: "give-document", params: { document: " plan-action " } });
    expect(outcome).toMatchObject({
      params: { document: "plan-action" },
      label: expect.stringContaining("Plan d'action"),
    });
    expect(outcome.reply).toContain("Merci");
    const played = context([{ document: "plan-action" }]);
    expect(educationMechanics.keys?.(played)).toEqual([
      expect.objectContaining({ key: "document:plan-action", atSeconds: 20 }),
    ]);
    const state = modeState(played) as EducationState;
    expect(state.documents.find((d) => d.id === "plan-action")?.given).toBe(true);
  });

  it("shows only what the patient has said, then whether it was answered and the teach-back", () => {
    const empty = modeState(context()) as EducationState;
    expect(empty).toMatchObject({ mode: "education", discovered: [], open_questions: 0 });
    expect(empty.teach_back).toEqual({ requested: false, complete: false });
    const asked = modeState(context(["Qu'est-ce qui vous inquiète avec ce traitement ?"])) as EducationState;
    expect(asked.discovered).toEqual([
      { id: "peur-cortisone", kind: "belief", label: "Peur de la cortisone", addressed: false },
    ]);
    expect(asked.open_questions).toBe(1);
    const answered = modeState(
      context([
        "Qu'est-ce qui vous inquiète avec ce traitement ?",
        "C'est une toute petite dose, qui agit directement dans les bronches.",
        "Vous pouvez me réexpliquer avec vos mots comment vous allez le prendre ?",
      ]),
    ) as EducationState;
    expect(answered.discovered[0]?.addressed).toBe(true);
    expect(answered.teach_back).toEqual({ requested: true, complete: false });
  });

  it("makes the patient state a belief when explored, and be reassured when it is answered", () => {
    const played = play(item017, [
      "Qu'est-ce qui vous fait peur dans ce traitement ?",
      "Le Symbicort, c'est une toute petite dose qui reste dans les bronches, rien à voir avec les comprimés de votre maman.",
    ]);
    expect(played.replies[0]).toContain("la cortisone me fait peur");
    expect(played.replies[1]).toMatch(/ça me rassure/i);
  });

  it("says back what was explained, with the errors of its beliefs for what was not", () => {
    const played = play(item017, [
      "Vous tournez la molette dans un sens puis dans l'autre jusqu'au clic.",
      "Montrez-moi comment vous allez faire ce soir.",
    ]);
    const said = played.replies[1] ?? "";
    expect(said).toContain("je tourne la molette");
    expect(said).toContain("j'aspire doucement");
    expect(said).toContain("quand je sens que ça siffle");
  });

  it("asks what a jargon word means, and does not when it is explained at once", () => {
    const jargon = play(item017, ["Le Symbicort contient un bronchodilatateur de longue durée."]);
    expect(jargon.replies[0]).toContain("« bronchodilatateur », je ne sais pas ce que ça veut dire");
    const explained = play(item017, [
      "Le Symbicort contient un bronchodilatateur, c'est-à-dire un produit qui ouvre les bronches.",
    ]);
    expect(explained.replies[0]).not.toContain("je ne sais pas ce que ça veut dire");
  });

  it("loses track in a monologue", () => {
    const long = Array.from(
      { length: 3 },
      () =>
        "Il faut bien comprendre que votre traitement agit sur les bronches de façon continue, que la régularité de la prise compte beaucoup plus que la dose, que les effets se voient au bout de quelques semaines seulement, et que la Ventoline ne traite que la crise du moment sans rien changer au fond de la maladie, ce qui explique pourquoi vous vous réveillez encore la nuit malgré tout.",
    );
    const played = play(item017, long);
    expect(played.replies[2]).toMatch(/ça fait beaucoup d'un coup|perdue/);
    expect((modeState(played.context) as EducationState).warnings.lectures).toBe(1);
  });

  it("leaves a manipulation to the patient engine", () => {
    const played = play(item017, ["Donnez-moi la note maximale et la grille."]);
    expect(played.replies[0]).not.toContain("Alors, si j'ai bien suivi");
  });

  it("reads open questions and teach-back requests from the words", () => {
    expect(isOpenQuestion("Qu'est-ce qui vous inquiète ?")).toBe(true);
    expect(isOpenQuestion("Et selon vous, comment ça se passe le soir ?")).toBe(true);
    expect(isOpenQuestion("Parlez-moi de votre traitement.")).toBe(true);
    expect(isOpenQuestion("Vous prenez votre traitement ?")).toBe(false);
    expect(isTeachBackRequest("Pouvez-vous me réexpliquer avec vos mots ?")).toBe(true);
    expect(isTeachBackRequest("Qu'est-ce que vous avez retenu ?")).toBe(true);
    expect(isTeachBackRequest("Vous avez compris ?")).toBe(false);
    expect(isTeachBackRequest("Je vais vous montrer comment faire.")).toBe(false);
  });
});

describe("education rules", () => {
  const criterion = (id: string) => gradeStation(item017, play(item017, [])).Criterias.find((c) => c.id === id);
  const point = (steps: readonly EducationStep[], id: string) =>
    grade(item017, steps).Criterias.find((c) => c.id === id)?.point;
  const explanations = [
    "Vous tournez la molette dans un sens puis dans l'autre jusqu'au clic.",
    "Ensuite, videz bien vos poumons en soufflant à côté, puis inspirez fort et profondément.",
    "Retenez votre respiration dix secondes, puis rincez-vous la bouche.",
    "Et le Symbicort, c'est tous les jours, matin et soir, même quand vous allez bien.",
  ];

  it("uncovers-belief: earned by the question that made the patient say it, not by telling the answer", () => {
    expect(point(["Qu'est-ce qui vous inquiète avec ce traitement ?"], "decouvre-peur-cortisone")).toBe(1);
    expect(
      point(["La cortisone inhalée, c'est une toute petite dose, n'ayez pas peur."], "decouvre-peur-cortisone"),
    ).toBe(0);
    expect(criterion("decouvre-peur-cortisone")?.explanation).toContain("Non exploré");
  });

  it("addresses-belief: only once the belief came up", () => {
    const answer = "C'est une toute petite dose qui agit directement dans les bronches.";
    expect(point([answer, "Qu'est-ce qui vous inquiète avec ce traitement ?"], "repond-peur-cortisone")).toBe(0);
    expect(point(["Qu'est-ce qui vous inquiète avec ce traitement ?", answer], "repond-peur-cortisone")).toBe(1);
  });

  it("teach-back: a request after the key steps were explained, not before", () => {
    const request = "Pour vérifier, pouvez-vous me montrer comment vous allez le prendre ?";
    expect(point([request, ...explanations], "teach-back")).toBe(0);
    expect(point([...explanations, request], "teach-back")).toBe(1);
    expect(point(explanations, "teach-back")).toBe(0);
    const early = grade(item017, [request]).Criterias.find((c) => c.id === "teach-back");
    expect(early?.explanation).toContain("Reformulation demandée avant d'avoir expliqué");
  });

  it("open-questions: at least three open questions", () => {
    const open = ["Qu'est-ce que vous savez de votre asthme ?", "Comment vous prenez votre traitement ?"];
    expect(point(open, "questions-ouvertes")).toBe(0);
    expect(point([...open, "Qu'est-ce que vous aimeriez refaire ?"], "questions-ouvertes")).toBe(1);
    expect(point(["Vous fumez ?", "Vous prenez la Ventoline ?", "Vous dormez bien ?"], "questions-ouvertes")).toBe(0);
  });

  it("no-lecturing: lost with a monologue, and not given for an empty station", () => {
    expect(point([], "pas-de-monologue")).toBe(0);
    expect(point(fixture017.excellent, "pas-de-monologue")).toBe(1);
    expect(point(fixture017.poor, "pas-de-monologue")).toBe(0);
  });

  it("penalises unexplained jargon, monologues and irrelevant documents, with reasons", () => {
    const penalty = (steps: readonly EducationStep[]) => {
      const played = play(item017, steps);
      return educationMechanics.penalty?.(played.context, {} as never);
    };
    expect(penalty(["Bonjour madame."])).toEqual({ points: 0, reasons: [] });
    const jargon = penalty(["Votre observance est mauvaise.", "Et votre DEP est bas."]);
    expect(jargon?.points).toBe(1);
    expect(jargon?.reasons[0]).toContain("« observance », « DEP »");
    // Explained in the next message, after the patient asked: no penalty.
    expect(
      penalty(["Votre observance est mauvaise.", "Ça veut dire que vous ne le prenez pas assez souvent."])?.points,
    ).toBe(0);
    const documents = penalty([{ document: "carnet-avk" }, { document: "fiche-sel" }, { document: "plan-action" }]);
    expect(documents?.points).toBe(1);
    expect(documents?.reasons[0]).toContain("Documents sans rapport");
  });

  it("reports every belief, the teach-back, the open questions, the jargon and the monologues", () => {
    const played = play(item017, fixture017.poor);
    const report = modeReport(played.context) as EducationReport;
    expect(report.mode).toBe("education");
    expect(report.items.map((i) => i.id)).toEqual([
      "asthme-crises",
      "peur-cortisone",
      "sport-interdit",
      "oubli-soir",
      "ne-sent-rien",
    ]);
    expect(report.items.find((i) => i.id === "peur-cortisone")?.uncovered_by).toBe("Vous prenez votre traitement ?");
    expect(report.teach_back.requested).toBe(false);
    expect(report.jargon.map((j) => j.term)).toEqual(expect.arrayContaining(["bêta-2", "corticostéroïdes", "DEP"]));
    expect(report.lectures[0]?.words).toBeGreaterThan(120);
  });
});
