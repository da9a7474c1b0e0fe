import type {
  ExamCatalogue,
  ExamResultEntry,
  ModeState,
  ObservationEntry,
  ObservationRequest,
  SendMessageRequest,
  SendMessageResponse,
  StationActionRequest,
  StationActionResponse,
} from "@ecos/contracts";
import { apiRequest } from "@/lib/api-client";

const id = encodeURIComponent;

/** POST /simulation/messages/{threadId}: the patient's or the examiner's reply. */
export function sendChatMessage(threadId: string, body: SendMessageRequest, signal?: AbortSignal) {
  return apiRequest<SendMessageResponse>(`/simulation/messages/${id(threadId)}`, { method: "POST", body, signal });
}

/** GET /stations/exam-catalogue: the categories (in display order) and their exams. */
export function getExamCatalogue(signal?: AbortSignal) {
  return apiRequest<ExamCatalogue>("/stations/exam-catalogue", { signal });
}

/** GET /simulation/clinical/{threadId}/{examId}: the result of one exam. */
export function getExamResult(threadId: string, examId: string) {
  return apiRequest<ExamResultEntry>(`/simulation/clinical/${id(threadId)}/${id(examId)}`);
}

/** POST /simulation/{mode}/{threadId}: one analysis note on the station's documents. */
export function addObservation(mode: string, threadId: string, body: ObservationRequest) {
  return apiRequest<ObservationEntry>(`/simulation/${id(mode)}/${id(threadId)}`, { method: "POST", body });
}

/** POST /simulation/threads/{id}/actions: a test ordered, a drug given, a material chosen… */
export function postStationAction(threadId: string, body: StationActionRequest) {
  return apiRequest<StationActionResponse>(`/simulation/threads/${id(threadId)}/actions`, { method: "POST", body });
}

/** GET /simulation/threads/{id}/mode-state: the station's live state (an emergency's monitor). */
export function getModeState(threadId: string, signal?: AbortSignal) {
  return apiRequest<{ mode_state: ModeState | null }>(`/simulation/threads/${id(threadId)}/mode-state`, { signal });
}
