import type { ClinicalCase, Criterion } from "@ecos/content";
import type { CriterionResult } from "../grading/criteria";
import type { GradingMaterial } from "../grading/material";
import type { PatientReply } from "../patient/reply";
import type { ChatTurn } from "../transcript";

/** Something the student did in a station besides talking: a test ordered, a drug given, a material chosen. */
export interface StationAction {
  id: string;
  /** The action's name in its mode ("order-test", "give", "choose-material", "submit-order", "silence"). */
  action: string;
  /** As the mode's `act` normalised them when the action was taken. */
  params: Record<string, unknown>;
  /** Seconds since the start of the simulation step when the action was taken. */
  atSeconds: number;
}

/** What a mode's mechanics read: the case, what was done, and when. */
export interface ModeContext {
  item: ClinicalCase;
  /** Every action so far, in order. */
  actions: readonly StationAction[];
  /** Seconds since the start of the simulation step (the station's clock). */
  elapsedSeconds: number;
  /** The chat with the patient or interlocutor so far (student and bot turns, in order). */
  chat: readonly ChatTurn[];
}

export interface ActionRequest {
  action: string;
  params: Record<string, unknown>;
}

/** The outcome of a valid action. */
export interface ActionOutcome {
  /** The parameters to store (normalised: ids checked, doses parsed). */
  params: Record<string, unknown>;
  /** How the action log shows it, in French ("Oxygène 15 L/min au masque à haute concentration"). */
  label: string;
  /** What the interlocutor says in the chat in answer (the nurse: « C'est posé. »), if anything. */
  reply?: string;
}

/** An action the mode refuses (unknown test, missing dose): answered as ERR_INVALID_INPUT on `field`. */
export class ModeActionError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = "ModeActionError";
  }
}

/** One key an action satisfies, with when: what `action` and `order` evidence read. */
export interface ActionKey {
  key: string;
  actionId: string;
  atSeconds: number;
  /** How the grade page quotes it. */
  label: string;
}

/** Points a mode takes off (irrelevant tests, jargon, lecturing), with the reason shown in the review. */
export interface ModePenalty {
  points: number;
  reasons: string[];
}

/**
 * A mode with mechanics of its own (issue 13). Every hook is optional: a mode implements what it
 * needs. Everything is deterministic: the same context always gives the same state, reply and grade.
 */
export interface ModeMechanics<State = unknown, Report = unknown> {
  id: string;
  /** Validates and interprets one action; throws ModeActionError when it is not valid. */
  act?(context: ModeContext, request: ActionRequest): ActionOutcome;
  /** The keys the actions so far satisfy, in order (for `action` and `order` evidence). */
  keys?(context: ModeContext): ActionKey[];
  /** How a key is named when it was not done ("Non fait : D-dimères"); the key itself otherwise. */
  keyLabel?(context: ModeContext, key: string): string | undefined;
  /** The live state the station's view shows (ordered results, the monitor, the chosen materials). */
  state?(context: ModeContext): State;
  /** Adjusts the interlocutor's reply (a scripted question at its moment, a reaction to jargon). */
  reply?(context: ModeContext, studentText: string, base: PatientReply): PatientReply;
  /** Grades a `mode` criterion; undefined for a rule the mode does not know. */
  evaluate?(context: ModeContext, criterion: Criterion, material: GradingMaterial): CriterionResult | undefined;
  /** The rules `evaluate` knows (checked against every grid by the tests). */
  rules?: readonly string[];
  /** Points taken off the grade, with the reasons. */
  penalty?(context: ModeContext, material: GradingMaterial): ModePenalty;
  /** What the grade page shows besides the criteria (the timeline of an emergency, the tests ordered). */
  report?(context: ModeContext): Report;
}
