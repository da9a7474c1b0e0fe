import { CLINICAL_CASES, type ClinicalCase, caseById, caseNumber } from "@ecos/content";
import {
  type CategoryId,
  EVALUATION_MODES,
  type EvaluationModeId,
  type ScenarioRecord,
  type ThreadBase,
} from "@ecos/contracts";
import { hasActions } from "@ecos/engine";

export interface LastGraded {
  closedAt: Date | null;
  grade: number | null;
}

/** The cases students can play in this version (the beta ones). */
export const PLAYABLE_CASES: readonly ClinicalCase[] = CLINICAL_CASES.filter((item) => item.beta);

export const playableCase = (id: string): ClinicalCase | undefined => {
  const item = caseById(id);
  return item?.beta ? item : undefined;
};

/** A case as GET /stations/scenarios shows it (spec section 7). */
export function toScenarioRecord(item: ClinicalCase, last?: LastGraded): ScenarioRecord {
  return {
    id: item.id,
    number: caseNumber(item.id),
    category_id: item.categoryId as CategoryId,
    content_type: item.modeId as EvaluationModeId,
    experience: item.rewardXp,
    label: `${item.patient.firstName} ${item.patient.lastName}`,
    sdd: item.situation,
    sdd_number: item.sdd.number,
    sdd_title: item.sdd.title,
    instructions: item.instructions,
    sheet_id: item.sheetId,
    user_stats:
      last?.closedAt && last.grade !== null
        ? { closed_at: last.closedAt.toISOString(), grade: Math.round(last.grade * 10) / 10 }
        : null,
  };
}

export const imagePath = (item: ClinicalCase, imageId: string) => `/api/stations/${item.id}/images/${imageId}.png`;

/** What the station shows besides the chat (spec "Simulation thread creation"). */
export function threadBase(item: ClinicalCase): ThreadBase {
  const modeName = EVALUATION_MODES.find((mode) => mode.id === item.modeId)?.name ?? item.modeId;
  const base: ThreadBase = {
    context: item.context,
    // Asked only where the grid grades it (two education stations do not: the diagnosis is not their point).
    asks_diagnosis: item.grid.some((criterion) => criterion.evidence.type === "diagnosis"),
    examiner: item.examinerQuestions.length > 0,
    patient: { sex: item.patient.sex, age: item.patient.age },
  };
  if (item.interlocutor) base.interlocutor = { ...item.interlocutor };
  if (hasActions(item)) base.actions = true;
  if (item.modeId === "clinical_exam" && item.staticBlock) base.static_block = { ...item.staticBlock };
  if (item.images.length > 0) {
    base.urls = item.images.map((image) => imagePath(item, image.id));
    base.images = item.images.map((image, index) => ({
      name: `Annexe ${modeName} ${index + 1}`,
      url: imagePath(item, image.id),
      alt: image.alt,
    }));
  }
  return base;
}
