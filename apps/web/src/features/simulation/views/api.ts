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
import { apiRequest, apiStream } from "@/lib/api-client";
import { type ReplyStreamHandlers, readReplyStream } from "./reply-stream";

const id = encodeURIComponent;

/** POST /simulation/messages/{threadId}: the patient's or the examiner's reply. */
export function sendChatMessage(threadId: string, body: SendMessageRequest, signal?: AbortSignal) {
  return apiRequest<SendMessageResponse>(`/simulation/messages/${id(threadId)}`, { method: "POST", body, signal });
}

/**
 * POST /simulation/messages/{threadId}/stream: the patient's reply written by the server's model, word
 * by word (`handlers`), then the stored exchange, exactly as `sendChatMessage` answers it. An error
 * found before the reply starts is an `ApiError` with its status, like the ordinary route's.
 */
export async function streamChatMessage(
  threadId: string,
  body: SendMessageRequest,
  handlers: ReplyStreamHandlers,
  signal?: AbortSignal,
): Promise<SendMessageResponse> {
  const response = await apiStream(`/simulation/messages/${id(threadId)}/stream`, { method: "POST", body, signal });
  return readReplyStream(response, handlers);
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
