import type { ScenarioRecord } from "@ecos/contracts";
import { type CategoryDisplay, categoryDisplay, type ModeDisplay, modeDisplay } from "./catalog-display";
import { type LastTry, toLastTry } from "./last-try";

/** A scenario record as the screens show it (spec section 3, "Scenario / station"). */
export interface StationView {
  id: string;
  /** "Station N". */
  number: number;
  patientName: string;
  /** The starting situation. */
  situation: string;
  sddNumber: number;
  sddTitle: string;
  instructions: string;
  /** Reward XP, 0 by default. */
  rewardXp: number;
  category: CategoryDisplay;
  evaluationMode: ModeDisplay;
  lastTry: LastTry | null;
  record: ScenarioRecord;
}

export function toStationView(record: ScenarioRecord, now: Date = new Date()): StationView {
  return {
    id: record.id,
    number: record.number,
    patientName: record.label,
    situation: record.sdd,
    sddNumber: record.sdd_number,
    sddTitle: record.sdd_title,
    instructions: record.instructions,
    rewardXp: record.experience ?? 0,
    category: categoryDisplay(record.category_id),
    evaluationMode: modeDisplay(record.content_type),
    lastTry: toLastTry(record.user_stats, now),
    record,
  };
}

/** By id, numbers in order ("station-2" before "station-10"). */
export function sortScenarios(records: readonly ScenarioRecord[]): ScenarioRecord[] {
  return [...records].sort((a, b) => a.id.localeCompare(b.id, "fr", { numeric: true }));
}
