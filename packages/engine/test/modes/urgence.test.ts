import { type ClinicalCase, caseById } from "@ecos/content";
import type { UrgenceReport, UrgenceState } from "@ecos/contracts";
import { describe, expect, it } from "vitest";
import { fixture019 } from "../../../content/test/fixtures/modes/station-019.fixture";
import { fixture020 } from "../../../content/test/fixtures/modes/station-020.fixture";
import { fixture042 } from "../../../content/test/fixtures/modes/station-042.fixture";
import { gradeStation } from "../../src/grading/grade";
import { actionKeys } from "../../src/modes/evidence";
import { ALL_MECHANICS } from "../../src/modes/registry";
import { actInStation, modeReport, modeState, replyInStation } from "../../src/modes/station";
import { ModeActionError, type StationAction } from "../../src/modes/types";
import { urgenceData } from "../../src/modes/urgence/data";
import type { ChatTurn } from "../../src/transcript";
import { playUrgence } from "./urgence-play";

const byId = (id: string) => caseById(id) as ClinicalCase;
const missed = (grade: ReturnType<typeof gradeStation>) =>
  grade.Criterias.filter((c) => !c.point)
    .map((c) => c.id)
    .join(", ");
const earned = (grade: ReturnType<typeof gradeStation>) =>
  grade.Criterias.filter((c) => c.point)
    .map((c) => c.id)
    .join(", ");

describe.each([fixture019, fixture020, fixture042])("reference attempts at $caseId", (fixture) => {
  const item = byId(fixture.caseId);
  const play = (kind: "excellent" | "average" | "poor" | "gaming") =>
    gradeStation(item, playUrgence(item, fixture[kind]));

  it("grades the excellent attempt at least 18/20", () => {
    const grade = play("excellent");
    expect(grade.digitized_grade, missed(grade)).toBeGreaterThanOrEqual(18);
  });

  it("grades the average attempt strictly between 6 and 18", () => {
    const grade = play("average");
    expect(grade.digitized_grade, earned(grade)).toBeGreaterThan(6);
    expect(grade.digitized_grade, missed(grade)).toBeLessThan(18);
  });

  it("grades the poor attempt at most 6/20", () => {
    const grade = play("poor");
    expect(grade.digitized_grade, earned(grade)).toBeLessThanOrEqual(6);
  });

  it("grades the gaming attempt at most 2/20", () => {
    const grade = play("gaming");
    expect(grade.digitized_grade, earned(grade)).toBeLessThanOrEqual(2);
  });
});

const station019 = byId("station-019");
const station020 = byId("station-020");

type Step = { at: number; id: string; dose?: number; route?: string };
/** Actions validated one by one, as the server stores them. */
function actions(item: ClinicalCase, steps: readonly Step[]): StationAction[] {
  const done: StationAction[] = [];
  for (const [index, step] of steps.entries()) {
    const outcome = actInStation(
      { item, actions: done, elapsedSeconds: step.at, chat: [] },
      { action: "do", params: { action_id: step.id, dose: step.dose, route: step.route } },
    );
    done.push({ id: `a${index + 1}`, action: "do", params: outcome.params, atSeconds: step.at });
  }
  return done;
}
const context = (item: ClinicalCase, done: StationAction[], elapsedSeconds: number, chat: ChatTurn[] = []) => ({
  item,
  actions: done,
  elapsedSeconds,
  chat,
});
const stateOf = (item: ClinicalCase, done: StationAction[], elapsedSeconds: number) =>
  modeState(context(item, done, elapsedSeconds)) as UrgenceState;
const gradeOf = (
  item: ClinicalCase,
  done: StationAction[],
  messages: ChatTurn[] = [],
  diagnosis: string | null = null,
) => gradeStation(item, { messages, actions: done, elapsedSeconds: 420, diagnosis });
const point = (grade: ReturnType<typeof gradeStation>, id: string) => grade.Criterias.find((c) => c.id === id)?.point;

describe("urgence actions", () => {
  const act = (params: Record<string, unknown>, action = "do") =>
    actInStation(context(station019, [], 30), { action, params });
  const refused = (params: Record<string, unknown>, action = "do") => {
    try {
      act(params, action);
    } catch (error) {
      expect(error).toBeInstanceOf(ModeActionError);
      return error as ModeActionError;
    }
    throw new Error("the action was accepted");
  };

  it("refuses an unknown action, an unknown panel entry, a missing or out-of-range dose and a wrong route", () => {
    expect(refused({ action_id: "oxygene" }, "give").field).toBe("action");
    expect(refused({ action_id: "morphine" }).field).toBe("action_id");
    expect(refused({}).field).toBe("action_id");
    expect(refused({ action_id: "adrenaline", route: "im" }).field).toBe("dose");
    expect(refused({ action_id: "adrenaline", dose: "beaucoup", route: "im" }).field).toBe("dose");
    const tooMuch = refused({ action_id: "adrenaline", dose: 50, route: "im" });
    expect(tooMuch.field).toBe("dose");
    expect(tooMuch.message).toContain("entre 0,05 et 5 mg");
    expect(refused({ action_id: "adrenaline", dose: 0.5 }).field).toBe("route");
    expect(refused({ action_id: "adrenaline", dose: 0.5, route: "rectale" }).field).toBe("route");
  });

  it("normalises the parameters, labels the action in French and lets the nurse answer", () => {
    const outcome = act({ action_id: "adrenaline", dose: "0,5", route: "im", extra: "ignored" });
    expect(outcome.params).toEqual({ action_id: "adrenaline", dose: 0.5, route: "im" });
    expect(outcome.label).toBe("Adrénaline 0,5 mg IM");
    expect(outcome.reply).toContain("cuisse");
    expect(act({ action_id: "appel-aide", dose: 3 }).params).toEqual({ action_id: "appel-aide" });
  });

  it("does a plausible but wrong prescription without its effect, and the nurse questions it", () => {
    const sc = act({ action_id: "adrenaline", dose: 0.5, route: "sc" });
    expect(sc.reply).toMatch(/IM dans la cuisse/);
    const overdose = act({ action_id: "adrenaline", dose: 1, route: "im" });
    expect(overdose.reply).toMatch(/maximum 0,5 mg/);
    const done = actions(station019, [{ at: 30, id: "adrenaline", dose: 0.5, route: "sc" }]);
    expect(stateOf(station019, done, 90).log[0]).toMatchObject({ label: "Adrénaline 0,5 mg SC", effective: false });
    expect(actionKeys(context(station019, done, 90))).toEqual([]);
  });

  it("needs what an action requires first (the defibrillator before a rhythm check)", () => {
    const outcome = actInStation(context(station020, [], 10), { action: "do", params: { action_id: "analyse" } });
    expect(outcome.reply).toMatch(/brancher le défibrillateur/);
    const done = actions(station020, [{ at: 10, id: "analyse" }]);
    expect(actionKeys(context(station020, done, 60))).toEqual([]);
  });
});

describe("urgence monitor", () => {
  it("drifts each minute without treatment and worsens at each missed deadline, with its alarm", () => {
    const start = stateOf(station019, [], 30);
    expect(start).toMatchObject({ mode: "urgence", minute: 0, rhythm: "sinus_tachycardia", perfusing: true });
    expect(start.vitals).toMatchObject({ hr: 124, sbp: 82, spo2: 91 });
    expect(start.abnormal).toMatchObject({ hr: "high", sbp: "low", spo2: "low" });
    expect(start.alarms).toContain("Hypotension");
    const minute2 = stateOf(station019, [], 130);
    // Two minutes of drift (-4/min), the antibiotic still running at 1 min (-6), no oxygen at 2 min.
    expect(minute2.vitals).toMatchObject({ sbp: 82 - 8 - 6, spo2: 91 - 2 - 4 });
    expect(minute2.alarms).toEqual(
      expect.arrayContaining(["La perfusion d'antibiotique coule toujours", "Hypoxémie non corrigée"]),
    );
    expect(minute2.history.map((m) => m.minute)).toEqual([0, 1, 2]);
    const minute3 = stateOf(station019, [], 200);
    expect(minute3.vitals.gcs).toBe(12);
    expect(minute3.alarms).toContain("Collapsus profond : pas d'adrénaline à 3 minutes");
  });

  it("answers the right adrenaline from the next minute and stops the fall", () => {
    const done = actions(station019, [{ at: 30, id: "adrenaline", dose: 0.5, route: "im" }]);
    expect(stateOf(station019, done, 59).vitals.sbp).toBe(82);
    const after = stateOf(station019, done, 60);
    // Drift, the antibiotic still running at 1 min (-6 mmHg, +5/min), then the adrenaline's step.
    expect(after.vitals).toMatchObject({ sbp: 82 - 4 - 6 + 30, hr: 124 + 3 + 5 - 14 });
    expect(stateOf(station019, done, 290).vitals.sbp).toBe(after.vitals.sbp);
    // No fluids at 5 minutes: the pressure falls again.
    expect(stateOf(station019, done, 400).vitals.sbp).toBe((after.vitals.sbp ?? 0) - 6);
    expect(after.treatments).toEqual(["Adrénaline 0,5 mg IM"]);
    expect(after.log).toEqual([{ id: "a1", at_seconds: 30, label: "Adrénaline 0,5 mg IM", effective: true }]);
    expect(after.options.find((o) => o.id === "adrenaline")).toMatchObject({
      category: "drugs",
      dose: { unit: "mg", min: 0.05, max: 5 },
      routes: [
        { id: "im", label: "Intramusculaire (IM)" },
        { id: "iv", label: "Intraveineuse (IV)" },
        { id: "sc", label: "Sous-cutanée (SC)" },
      ],
    });
  });

  it("shows a cardiac arrest without pulse, pressure or SpO2, numbers the shocks and restores circulation", () => {
    const arrest = stateOf(station020, [], 10);
    expect(arrest).toMatchObject({ perfusing: false, rhythm: "vf", rhythm_label: "Fibrillation ventriculaire" });
    expect(arrest.vitals).toMatchObject({ hr: null, sbp: null, spo2: null, gcs: 3 });
    const steps: Step[] = [
      { at: 5, id: "mce" },
      { at: 10, id: "defibrillateur" },
      { at: 30, id: "analyse" },
      { at: 35, id: "choc", dose: 200 },
      { at: 38, id: "mce" },
      { at: 155, id: "analyse" },
      { at: 160, id: "choc", dose: 200 },
      { at: 163, id: "mce" },
      { at: 170, id: "adrenaline", dose: 1, route: "iv" },
      { at: 180, id: "amiodarone", dose: 300, route: "iv" },
      { at: 280, id: "analyse" },
    ];
    const done = actions(station020, steps);
    const keys = actionKeys(context(station020, done, 300)).map((k) => k.key);
    expect(keys).toEqual(
      expect.arrayContaining(["choc", "choc-2", "choc-3", "adrenaline-1mg", "amiodarone-300mg", "analyse"]),
    );
    expect(stateOf(station020, done, 299).perfusing).toBe(false);
    const rosc = stateOf(station020, done, 300);
    expect(rosc).toMatchObject({ perfusing: true, rhythm: "sinus_tachycardia" });
    expect(rosc.vitals).toMatchObject({ hr: 108, sbp: 94, dbp: 58 });
    const report = modeReport(context(station020, done, 420)) as UrgenceReport;
    expect(report.timeline.find((e) => e.kind === "event")).toMatchObject({ at_seconds: 280 });
    expect(report.vitals).toHaveLength(8);
    expect(report.outcome).toMatch(/^Reprise d'une activité circulatoire spontanée \(RACS\) à 4 min 40 s/);
  });

  it("keeps adrenaline and amiodarone for after the third shock, and turns an untreated fibrillation into asystole", () => {
    const early = actInStation(context(station020, [], 40), {
      action: "do",
      params: { action_id: "adrenaline", dose: 1, route: "iv" },
    });
    expect(early.reply).toMatch(/après le troisième choc/);
    const report = modeReport(context(station020, [], 420)) as UrgenceReport;
    expect(report.timeline.filter((e) => e.kind === "missed").map((e) => e.at_seconds)).toEqual([30, 90, 300]);
    expect(report.vitals.at(-1)?.rhythm).toBe("asystole");
    expect(report.outcome).toBe("Toujours en arrêt cardiaque à la fin de la station (asystolie).");
  });
});

describe("urgence nurse", () => {
  const reply = (item: ClinicalCase, text: string, done: StationAction[] = [], at = 30) =>
    replyInStation(item, [], text, { actions: done, elapsedSeconds: at }).text;

  it("reads a typed order back, asks for a missing dose, and sends the student to the panel", () => {
    expect(reply(station019, "Adrénaline 0,5 mg en IM, vite.")).toBe(
      "C'est noté : « Adrénaline 0,5 mg IM ». (Valide l'action dans le panneau pour qu'elle soit faite.)",
    );
    expect(reply(station019, "Fais-lui de l'adrénaline tout de suite !")).toMatch(
      /^Adrénaline : quelle dose et quelle voie \?/,
    );
    expect(reply(station020, "Préparez 1 mg d'adrénaline et 300 mg d'amiodarone.")).toContain(
      "« Adrénaline 1 mg », « Amiodarone 300 mg »",
    );
  });

  it("reads the monitor when asked, and answers from the script otherwise", () => {
    expect(reply(station019, "Il est à combien de tension ?")).toBe(
      "Au scope : FC 124/min, PA 82/46 mmHg, SpO2 91 %, FR 28/min, température 37,4 °C, Glasgow 15.",
    );
    expect(reply(station020, "Il a du pouls ?")).toMatch(/pas de pouls/);
    expect(reply(station019, "Il a des allergies connues ?")).toMatch(/allergie/);
    // Asked about the patient in the third person, the nurse answers from the script.
    expect(reply(station020, "Il a quels antécédents ?")).toMatch(/^Infarctus antérieur il y a deux jours/);
  });

  it("lets the conscious patient answer when the student speaks to him", () => {
    expect(reply(station019, "Monsieur Perrot, on s'occupe de vous, ça va aller.")).toMatch(/^\(M\. Perrot/);
  });
});

describe("urgence rules and penalties", () => {
  const msg = (id: string, text: string): ChatTurn => ({ id, from: "student", text });

  it("grades reassessment only after the treatment, and adrenaline before antihistamines", () => {
    const good = actions(station019, [
      { at: 30, id: "adrenaline", dose: 0.5, route: "im" },
      { at: 90, id: "reevaluer" },
      { at: 120, id: "antihistaminique", dose: 5, route: "iv" },
    ]);
    expect(point(gradeOf(station019, good), "reevaluation")).toBe(1);
    expect(point(gradeOf(station019, good), "premiere-intention")).toBe(1);
    const bad = actions(station019, [
      { at: 10, id: "reevaluer" },
      { at: 20, id: "corticoides", dose: 80, route: "iv" },
      { at: 30, id: "adrenaline", dose: 0.5, route: "im" },
    ]);
    const grade = gradeOf(station019, bad);
    expect(point(grade, "reevaluation")).toBe(0);
    expect(point(grade, "premiere-intention")).toBe(0);
    expect(grade.Criterias.find((c) => c.id === "premiere-intention")?.explanation).toContain("Corticoïde");
  });

  it("rewards closed-loop orders said with their dose and then done, quoting the student", () => {
    const done = actions(station019, [
      { at: 20, id: "arret-perfusion" },
      { at: 30, id: "adrenaline", dose: 0.5, route: "im" },
      { at: 40, id: "oxygene", dose: 15, route: "masque-hc" },
    ]);
    const said = [
      msg("m1", "Arrête la perfusion d'Augmentin."),
      msg("m2", "Adrénaline 0,5 mg en IM, s'il te plaît."),
      msg("m3", "Oxygène au masque à haute concentration à 15 litres."),
    ];
    const grade = gradeOf(station019, done, said);
    expect(point(grade, "boucle-fermee")).toBe(1);
    expect(grade.Criterias.find((c) => c.id === "boucle-fermee")?.evidence.map((e) => e.message_id)).toEqual([
      "m1",
      "m2",
      "m3",
    ]);
    const withoutDose = [said[0] as ChatTurn, msg("m2", "De l'adrénaline !"), said[2] as ChatTurn];
    expect(point(gradeOf(station019, done, withoutDose), "boucle-fermee")).toBe(0);
  });

  it("checks compressions after every shock and two-minute cycles between rhythm checks", () => {
    const base: Step[] = [
      { at: 5, id: "defibrillateur" },
      { at: 20, id: "analyse" },
      { at: 25, id: "choc", dose: 200 },
    ];
    const good = actions(station020, [
      ...base,
      { at: 30, id: "mce" },
      { at: 140, id: "analyse" },
      { at: 260, id: "analyse" },
    ]);
    expect(point(gradeOf(station020, good), "reprise-massage")).toBe(1);
    expect(point(gradeOf(station020, good), "cycles")).toBe(1);
    const late = actions(station020, [
      ...base,
      { at: 60, id: "mce" },
      { at: 80, id: "analyse" },
      { at: 200, id: "analyse" },
    ]);
    const grade = gradeOf(station020, late);
    expect(point(grade, "reprise-massage")).toBe(0);
    expect(point(grade, "cycles")).toBe(0);
    expect(grade.Criterias.find((c) => c.id === "cycles")?.explanation).toMatch(/trop rapprochées/);
  });

  it("costs a point per unindicated action and per harmful one, and fails the no-harm criterion", () => {
    const done = actions(station019, [
      { at: 20, id: "adrenaline", dose: 0.5, route: "iv" },
      { at: 30, id: "furosemide", dose: 40, route: "iv" },
      { at: 40, id: "furosemide", dose: 40, route: "iv" },
      { at: 50, id: "appel-aide" },
      { at: 60, id: "monitorage" },
    ]);
    const penalty = ALL_MECHANICS.find((m) => m.id === "urgence")?.penalty?.(context(station019, done, 420), {
      messages: [],
    } as never);
    expect(penalty?.points).toBe(2);
    expect(penalty?.reasons).toEqual([
      expect.stringMatching(/^Adrénaline 0,5 mg IV \(0 min 20 s\) : bolus IV d'adrénaline/),
      "Furosémide : geste non indiqué dans cette situation.",
    ]);
    expect(point(gradeOf(station019, done), "sans-erreur")).toBe(0);
    expect(gradeOf(station019, done).review).toContain("Furosémide : geste non indiqué");
  });

  it("voids every action fired wholesale or spammed", () => {
    const wholesale = actions(
      station019,
      urgenceData(station019).actions.map((def, index) => ({
        at: 5 + index,
        id: def.id,
        dose: def.dose?.min,
        route: def.routes?.[0],
      })),
    );
    expect(actionKeys(context(station019, wholesale, 420))).toEqual([]);
    expect(gradeOf(station019, wholesale).review).toMatch(/lancées en rafale/);
    const spam = actions(
      station019,
      Array.from({ length: 10 }, (_, index) => ({ at: 5 + index, id: "appel-aide" })),
    );
    expect(actionKeys(context(station019, spam, 420))).toEqual([]);
    expect(point(gradeOf(station019, spam), "appel-aide")).toBe(0);
  });

  it("knows every rule its grids use, and is deterministic", () => {
    const rules = ALL_MECHANICS.find((m) => m.id === "urgence")?.rules ?? [];
    for (const item of [station019, station020]) {
      for (const criterion of item.grid) {
        if (criterion.evidence.type === "mode") expect(rules, criterion.id).toContain(criterion.evidence.rule);
      }
      const transcript = playUrgence(item, (item === station019 ? fixture019 : fixture020).excellent);
      expect(gradeStation(item, transcript)).toEqual(gradeStation(item, transcript));
    }
  });
});
