import { type ClinicalCase, type Criterion, parseCase } from "@ecos/content";
import type { InformationReport, InformationState } from "@ecos/contracts";
import { describe, expect, it } from "vitest";
import { station015 } from "../../../content/src/cases/stations/station-015";
import { station016 } from "../../../content/src/cases/stations/station-016";
import { station047 } from "../../../content/src/cases/stations/station-047";
import { INFORMATION_RULES } from "../../../content/src/modes/information";
import {
  fixture015,
  type InformationAttempt,
  type InformationFixture,
} from "../../../content/test/fixtures/modes/station-015.fixture";
import { fixture016 } from "../../../content/test/fixtures/modes/station-016.fixture";
import { fixture047 } from "../../../content/test/fixtures/modes/station-047.fixture";
import { gradeStation } from "../../src/grading/grade";
import { informationMechanics } from "../../src/modes/information";
import { actInStation, modeReport, modeState, replyInStation } from "../../src/modes/station";
import { ModeActionError, type ModeContext, type StationAction } from "../../src/modes/types";
import type { ChatTurn } from "../../src/transcript";

const CASES: Record<string, ClinicalCase> = {
  "station-015": parseCase(station015),
  "station-016": parseCase(station016),
  "station-047": parseCase(station047),
};

/** A station played as the server plays it: replies through the mode, silences through its action. */
class Play {
  readonly chat: ChatTurn[] = [];
  readonly actions: StationAction[] = [];
  readonly refused: string[] = [];
  elapsed = 0;
  constructor(readonly item: ClinicalCase) {}

  context(): ModeContext {
    return { item: this.item, actions: this.actions, elapsedSeconds: this.elapsed, chat: this.chat };
  }

  say(text: string, at = this.elapsed + 20): string {
    this.elapsed = at;
    const reply = replyInStation(this.item, this.chat, text, { actions: this.actions, elapsedSeconds: at });
    const n = this.chat.length;
    this.chat.push({ id: `s${n}`, from: "student", text }, { id: `p${n + 1}`, from: "patient", text: reply.text });
    return reply.text;
  }

  silence(at = this.elapsed + 20, params: Record<string, unknown> = { seconds: 20 }): string | undefined {
    this.elapsed = at;
    try {
      const outcome = actInStation(this.context(), { action: "silence", params });
      const id = `a${this.actions.length + 1}`;
      this.actions.push({ id, action: "silence", params: outcome.params, atSeconds: at });
      if (outcome.reply) this.chat.push({ id: `p-${id}`, from: "patient", text: outcome.reply });
      return outcome.reply;
    } catch (error) {
      if (!(error instanceof ModeActionError)) throw error;
      this.refused.push(error.field);
      return undefined;
    }
  }

  grade(diagnosis: string | null = null) {
    return gradeStation(this.item, {
      messages: this.chat,
      actions: this.actions,
      elapsedSeconds: this.elapsed,
      diagnosis,
    });
  }

  state = () => modeState(this.context()) as InformationState;
  report = () => modeReport(this.context()) as InformationReport;
}

function play(item: ClinicalCase, attempt: InformationAttempt): Play {
  const run = new Play(item);
  for (const turn of attempt.turns) {
    if ("say" in turn) run.say(turn.say, turn.at);
    else run.silence(turn.at);
  }
  return run;
}

const FIXTURES: InformationFixture[] = [fixture015, fixture016, fixture047];
const points = (grade: ReturnType<Play["grade"]>, earned: boolean) =>
  grade.Criterias.filter((c) => (c.point === 1) === earned)
    .map((c) => c.id)
    .join(", ");

describe.each(FIXTURES)("information reference transcripts of $caseId", (fixture) => {
  const item = CASES[fixture.caseId] as ClinicalCase;

  it("grades the excellent attempt at least 18/20, every point backed by the student's own words", () => {
    const run = play(item, fixture.excellent);
    const grade = run.grade(fixture.excellent.diagnosis);
    expect(grade.digitized_grade, points(grade, false)).toBeGreaterThanOrEqual(18);
    const ids = new Set([
      ...run.chat.map((turn) => turn.id),
      ...run.actions.map((action) => `action:${action.id}`),
      "diagnosis",
    ]);
    for (const criterion of grade.Criterias.filter((c) => c.point === 1)) {
      expect(criterion.evidence.length, criterion.id).toBeGreaterThan(0);
      for (const evidence of criterion.evidence) expect(ids.has(evidence.message_id), evidence.message_id).toBe(true);
    }
  });

  it("grades the average attempt strictly between 6 and 18, the poor one at most 6, the gaming one at most 2", () => {
    const average = play(item, fixture.average).grade(fixture.average.diagnosis);
    expect(average.digitized_grade, points(average, true)).toBeGreaterThan(6);
    expect(average.digitized_grade, points(average, false)).toBeLessThan(18);
    const poor = play(item, fixture.poor).grade(fixture.poor.diagnosis);
    expect(poor.digitized_grade, points(poor, true)).toBeLessThanOrEqual(6);
    const gaming = play(item, fixture.gaming);
    const graded = gaming.grade(fixture.gaming.diagnosis);
    expect(graded.digitized_grade, points(graded, true)).toBeLessThanOrEqual(2);
    expect(gaming.refused).toEqual(["action", "action"]); // silences spammed without a word in between
  });

  it("is deterministic, and the grade page report follows the excellent attempt", () => {
    const run = play(item, fixture.excellent);
    expect(run.grade()).toEqual(run.grade());
    const report = run.report();
    expect(report.mode).toBe("information");
    expect(report.steps.every((step) => step.covered)).toBe(true);
    expect(report.steps.some((step) => step.out_of_order)).toBe(false);
    const silence = report.steps.find((step) => step.id === "silence");
    if (silence) expect(silence).toMatchObject({ covered: true, quote: null, message_number: 6 });
    expect(report.questions.every((question) => question.answered)).toBe(true);
    expect(report.jargon.filter((use) => !use.explained)).toEqual([]);
    expect(report.emotions.length).toBeGreaterThanOrEqual(3);
    expect(report.silences).toEqual({ count: 1, after_announcement: true });
  });

  it("uses only rules the mechanics know", () => {
    for (const criterion of item.grid) {
      if (criterion.evidence.type === "mode") expect(informationMechanics.rules).toContain(criterion.evidence.rule);
    }
    expect([...(informationMechanics.rules ?? [])].sort()).toEqual([...INFORMATION_RULES].sort());
  });
});

describe("information mechanics (station 015)", () => {
  const item = CASES["station-015"] as ClinicalCase;
  const criterion = (id: string) => item.grid.find((c) => c.id === id) as Criterion;
  const point = (run: Play, id: string) => run.grade().Criterias.find((c) => c.id === id)?.point;

  it("refuses unknown actions, bad durations and a second silence before the student speaks again", () => {
    const run = new Play(item);
    const context = run.context();
    expect(() => actInStation(context, { action: "give", params: {} })).toThrow(
      expect.objectContaining({ field: "action" }),
    );
    for (const seconds of [-1, 1.5, "20", 10_000]) {
      expect(() => actInStation(context, { action: "silence", params: { seconds } })).toThrow(
        expect.objectContaining({ field: "seconds" }),
      );
    }
    expect(run.silence(20)).toMatch(/Docteur|dites-moi/);
    expect(run.silence(40)).toBeUndefined();
    expect(run.refused).toEqual(["action"]);
    expect(run.state().silence_allowed).toBe(false);
    run.say("Bonjour monsieur, je suis l'interne.");
    expect(run.state().silence_allowed).toBe(true);
    expect(run.silence()).toBeDefined();
    expect(run.actions.map((action) => action.params)).toEqual([
      { seconds: 20, afterStudentMessages: 0, afterMessageId: null },
      { seconds: 20, afterStudentMessages: 1, afterMessageId: "s1" },
    ]);
    expect(informationMechanics.keys?.(run.context()).map((key) => key.key)).toEqual(["silence", "silence"]);
  });

  it("moves the patient through its emotions, read back from the chat", () => {
    const run = new Play(item);
    expect(run.state()).toMatchObject({ emotion: { id: "inquiet" }, path: [{ id: "inquiet" }], questions: [] });
    expect(run.say("Vous pensez que c'est un cancer ?")).not.toContain("Un cancer. J'ai un cancer");
    expect(run.say("Rassurez-vous, ce n'est pas un cancer.")).not.toContain("Un cancer. J'ai un cancer");
    expect(run.say("Voulez-vous qu'un proche soit présent ?")).not.toContain("Une opération");
    expect(run.state().emotion.id).toBe("inquiet");
    expect(run.say("Les analyses montrent un cancer de l'intestin.")).toContain("J'ai un cancer");
    expect(run.state()).toMatchObject({ emotion: { id: "sidere", label: "Sidéré" } });
    expect(run.say("Je comprends que ce soit un choc pour vous.")).toMatch(/Merci|Ça me fait du bien/);
    expect(run.say("Il faudra une opération.")).toContain("Une opération");
    expect(run.state().path.map((emotion) => emotion.id)).toEqual(["inquiet", "sidere", "apaise", "peur"]);
    expect(run.state().emotion.description).toMatch(/casquette/);
  });

  it("asks each of its questions once, at its moment, and not when the student answered it first", () => {
    const run = new Play(item);
    run.say("Bonjour, je suis l'interne.", 10);
    const announced = run.say("C'est malheureusement un cancer du côlon.", 30);
    expect(announced).not.toContain("mourir"); // the same reply is the shock
    expect(run.say("Je suis là.", 50)).toContain("est-ce que je vais mourir ?");
    expect(run.say("Je comprends.", 70)).not.toContain("mourir");
    expect(run.state().questions.map((q) => q.id)).toEqual(["mourir"]);
    // « enfants » comes after 270 s; here it was answered before (topic and answer in one statement).
    const early = new Play(item);
    early.say("Pour vos enfants, une coloscopie de dépistage sera proposée dès 45 ans.", 20);
    expect(early.say("Autre chose ?", 280)).not.toContain("mes enfants");
    const late = new Play(item);
    late.say("Bonjour.", 20);
    expect(late.say("Je vous écoute.", 280)).toContain("Et mes enfants");
    // The silence breaks with a question that is due.
    const silent = new Play(item);
    silent.say("Je vais être direct : vous avez un cancer.", 20);
    expect(silent.silence(45)).toBe("Docteur… est-ce que je vais mourir ?");
  });

  it("says once per word that it does not understand the jargon, unless the word is explained", () => {
    const run = new Play(item);
    expect(run.say("C'est un adénocarcinome.")).toBe(
      "Pardon, docteur… je ne comprends pas ce que veut dire « adénocarcinome ».",
    );
    expect(run.say("Un adénocarcinome, voilà.")).not.toContain("adénocarcinome");
    expect(run.say("Il n'y a pas de métastase, rien ailleurs dans le corps.")).not.toContain("je ne comprends pas");
    expect(run.state().jargon).toEqual(["adénocarcinome"]);
  });

  it("rewards a probe only before the announcement when the grid says so", () => {
    const before = new Play(item);
    before.say("Qu'est-ce qu'on vous a dit après la coloscopie ?");
    before.say("Malheureusement, c'est un cancer.");
    expect(point(before, "perception")).toBe(1);
    const after = new Play(item);
    after.say("Malheureusement, c'est un cancer.");
    after.say("Qu'est-ce qu'on vous a dit après la coloscopie ?");
    const result = after.grade().Criterias.find((c) => c.id === "perception");
    expect(result?.point).toBe(0);
    expect(result?.explanation).toMatch(/après l'annonce/);
    expect(point(after, "avertissement")).toBe(0); // « malheureusement » in the announcement itself
  });

  it("rewards a silence left right after the announcement, not a late one", () => {
    const right = new Play(item);
    right.say("Les résultats montrent un cancer de l'intestin.");
    right.silence();
    expect(point(right, "silence")).toBe(1);
    const words = new Play(item);
    words.say("Les résultats montrent un cancer de l'intestin.");
    words.say("Prenez votre temps.");
    expect(point(words, "silence")).toBe(1);
    const late = new Play(item);
    late.say("Les résultats montrent un cancer de l'intestin.");
    late.say("Il faudra une opération, une chimiothérapie peut-être.");
    late.say("Et un scanner de contrôle.");
    late.silence();
    expect(point(late, "silence")).toBe(0);
    const none = new Play(item);
    none.silence();
    expect(none.grade().Criterias.find((c) => c.id === "silence")?.explanation).toMatch(/Aucune annonce/);
  });

  it("counts an answer to a spontaneous question only after it was asked", () => {
    const run = new Play(item);
    run.say("Le traitement sera discuté avec toute l'équipe.");
    run.say("C'est un cancer de l'intestin.");
    run.silence(); // « Est-ce que je vais mourir ? »
    expect(point(run, "q-mourir")).toBe(0);
    run.say("La maladie est localisée, on a de bonnes chances de vous guérir.");
    expect(point(run, "q-mourir")).toBe(1);
    // Said before the patient could ask it, the answer counts and the question is not asked.
    const before = new Play(item);
    before.say("C'est un cancer de l'intestin, mais il est localisé : on a de bonnes chances de vous guérir.");
    expect(point(before, "q-mourir")).toBe(1);
    const never = new Play(item);
    never.say("Bonjour.");
    expect(never.grade().Criterias.find((c) => c.id === "q-poche")?.explanation).toMatch(/jamais venue/);
  });

  it("grades plain words: jargon explained in the same or the next message is fine, otherwise not", () => {
    const explained = new Play(item);
    explained.say("Vous avez un adénocarcinome.");
    explained.say("C'est-à-dire un cancer de l'intestin.");
    expect(point(explained, "mots-simples")).toBe(1);
    expect(explained.grade().review).not.toMatch(/Jargon/);
    const unexplained = new Play(item);
    unexplained.say("Vous avez un cancer.");
    unexplained.say("Le dossier passera en RCP.");
    unexplained.say("On vous fera une colectomie.");
    const grade = unexplained.grade();
    expect(grade.Criterias.find((c) => c.id === "mots-simples")?.explanation).toMatch(/« RCP », « colectomie »/);
    const silent = new Play(item);
    silent.say("Bonjour.");
    expect(point(silent, "mots-simples")).toBe(0);
  });

  it("takes off half a point per unexplained word (two at most) and for each lecture", () => {
    const context = (texts: string[]): ModeContext => ({
      item,
      actions: [],
      elapsedSeconds: 100,
      chat: texts.map((text, index) => ({ id: `s${index}`, from: "student", text })),
    });
    expect(informationMechanics.penalty?.(context(["Un cancer, le dossier ira en RCP."]), {} as never)).toEqual({
      points: 0.5,
      reasons: [expect.stringContaining("« RCP »")],
    });
    const many = context(["adénocarcinome, métastase, RCP, colectomie, sigmoïde, stomie"]);
    expect(informationMechanics.penalty?.(many, {} as never).points).toBe(2);
    const lecture = context([Array.from({ length: 120 }, () => "mot").join(" ")]);
    expect(informationMechanics.penalty?.(lecture, {} as never)).toEqual({
      points: 0.5,
      reasons: [expect.stringContaining("Monologue")],
    });
  });

  it("leaves the other grid evidence to the common grader and knows none but its rules", () => {
    expect(
      informationMechanics.evaluate?.(new Play(item).context(), criterion("annonce"), {} as never),
    ).toBeUndefined();
    const unknown = { ...criterion("silence"), evidence: { type: "mode" as const, rule: "autre", params: {} } };
    expect(informationMechanics.evaluate?.(new Play(item).context(), unknown, {} as never)).toBeUndefined();
  });

  it("reports the steps in the order they came, flagging one that came too late", () => {
    const run = new Play(item);
    run.say("Bonjour, je suis l'interne de gastro-entérologie.");
    run.say("Vous avez un cancer de l'intestin.");
    run.say("Qu'est-ce qu'on vous avait dit après la coloscopie ?");
    const report = run.report();
    const ids = report.steps.map((step) => step.id);
    expect(ids.slice(0, 3)).toEqual(["accueil", "annonce", "perception"]);
    expect(report.steps.find((step) => step.id === "perception")).toMatchObject({
      covered: true,
      message_number: 3,
      out_of_order: true,
    });
    expect(report.steps.find((step) => step.id === "accueil")?.out_of_order).toBe(false);
    expect(report.steps.find((step) => step.id === "plan")).toMatchObject({ covered: false, message_number: null });
    expect(report.emotions.map((emotion) => emotion.id)).toEqual(["inquiet", "sidere"]);
  });
});

describe("information content checks", () => {
  it("names what a station of the mode gets wrong", () => {
    const broken = structuredClone(station015) as typeof station015 & { modeData: { steps: unknown[] } };
    const data = broken.modeData as NonNullable<typeof station015.modeData> & { mode: "information" };
    data.steps = [...data.steps, { id: "fin", label: "Fin", criteria: ["inexistant"] }];
    data.emotions = data.emotions.map((emotion, index) =>
      index === 1 ? { ...emotion, from: ["nulle-part"] } : emotion,
    );
    broken.grid = broken.grid.map((c) =>
      c.id === "cadre" ? { ...c, evidence: { type: "mode", rule: "probe", params: { probe: "inconnue" } } } : c,
    );
    expect(() => parseCase(broken)).toThrow(/critère inconnu « inexistant »[\s\S]*/);
    expect(() => parseCase(broken)).toThrow(/état d'origine inconnu « nulle-part »/);
    expect(() => parseCase(broken)).toThrow(/params.probe doit nommer une sonde/);
  });
});
