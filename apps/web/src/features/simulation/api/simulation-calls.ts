import type {
  BugReportRequest,
  CreateThreadRequest,
  GradeResponse,
  ReviewRequest,
  ScenarioRecord,
  ThreadState,
  TimerState,
} from "@ecos/contracts";
import { API_BASE, api } from "@/lib/api-client";
import { readToken } from "@/lib/token-storage";

const threadPath = (threadId: string) => `/simulation/threads/${encodeURIComponent(threadId)}`;

export const getThread = (threadId: string, signal?: AbortSignal) => api.get<ThreadState>(threadPath(threadId), signal);

/** The timer calls: each answers the thread's new TimerState. */
export type TimerCall = "start" | "pause" | "resume" | "heartbeat";
export const callTimer = (threadId: string, call: TimerCall) => api.post<TimerState>(`${threadPath(threadId)}/${call}`);

export const gradeThread = (threadId: string, diagnostic: string | null) =>
  api.post<GradeResponse>(`${threadPath(threadId)}/grade`, { thread_id: threadId, diagnostic });

export const reportMessage = (messageId: string) =>
  api.post<{ id: string; reported: true }>(`/simulation/messages/${encodeURIComponent(messageId)}/report`);

export const sendReview = (threadId: string, body: ReviewRequest) =>
  api.post<{ ok: true }>(`/simulation/${encodeURIComponent(threadId)}/review`, body);

/** docs/simulation-api.md: the bug report may name the thread it was sent from. */
export type SimulationBugReport = BugReportRequest & { thread_id: string };
export const sendBugReport = (body: SimulationBugReport) =>
  api.post<{ id: string; created_at: string }>("/forms/bug-report", body);

export const getRandomStation = () => api.get<ScenarioRecord>("/stations/random");
export const createThread = (body: CreateThreadRequest) => api.post<ThreadState>("/simulation/threads", body);

/**
 * Pauses the station while the page goes away (tab closed, reload): a keepalive request outlives the
 * page, so it cannot go through the API client (no refresh, no timeout).
 */
export function sendPauseOnLeave(threadId: string): void {
  const token = readToken();
  const headers: Record<string, string> = { Accept: "application/json", "Content-Type": "application/json" };
  if (token) headers.Authorization = `Bearer ${token}`;
  fetch(`${API_BASE}${threadPath(threadId)}/pause`, {
    method: "POST",
    headers,
    body: "{}",
    credentials: "include",
    keepalive: true,
  }).catch(() => undefined);
}
