import type { OpenThreadSummary, ScenarioRecord, ThreadState } from "@ecos/contracts";

/** A scenario as GET /api/stations/scenarios answers it; override what a test needs. */
export function makeScenario(overrides: Partial<ScenarioRecord> = {}): ScenarioRecord {
  return {
    id: "station-001",
    number: 1,
    category_id: "cardiology",
    content_type: "interrogation",
    experience: 80,
    label: "Michel Garnier",
    sdd: "Un homme de 58 ans consulte aux urgences pour une douleur thoracique apparue il y a 45 minutes.",
    sdd_number: 161,
    sdd_title: "Douleur thoracique",
    instructions: "Vous êtes interne aux urgences. Menez l'interrogatoire du patient. Rassurez le patient.",
    sheet_id: 161,
    user_stats: null,
    ...overrides,
  };
}

/** A date at noon, `days` calendar days before today (local time). */
export function daysAgo(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() - days);
  date.setHours(12, 0, 0, 0);
  return date.toISOString();
}

/** The ThreadState answered by POST /api/simulation/threads. */
export function makeThreadState(scenario: ScenarioRecord, threadId = "thread-42"): ThreadState {
  return {
    thread_id: threadId,
    status: "start",
    step: "introduction",
    remaining_seconds: 60,
    scenario,
    base: { context: "Le patient est installé en box.", asks_diagnosis: false, examiner: false },
    messages: [],
    exams: [],
    observations: [],
    actions: [],
    mode_state: null,
    diagnosis: null,
    grade: null,
    reviewed: false,
    created_at: "2025-06-20T10:00:00.000Z",
    updated_at: "2025-06-20T10:00:00.000Z",
  };
}

export function makeOpenThread(overrides: Partial<OpenThreadSummary> = {}): OpenThreadSummary {
  return {
    thread_id: "thread-7",
    scenario_id: "station-002",
    label: "Jeanne Petit",
    content_type: "clinical_exam",
    category_id: "pneumology",
    status: "paused",
    step: "simulation",
    remaining_seconds: 312,
    updated_at: "2025-06-20T10:00:00.000Z",
    ...overrides,
  };
}

/** A promise a test resolves when it wants (a request kept in flight). */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
