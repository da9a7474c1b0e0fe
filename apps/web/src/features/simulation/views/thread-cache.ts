import type {
  ChatMessage,
  ExamResultEntry,
  ObservationEntry,
  StationActionResponse,
  ThreadState,
} from "@ecos/contracts";
import type { QueryClient } from "@tanstack/react-query";
import { queryKeys } from "@/lib/query-keys";

/** Appends to a list what it does not hold yet (a retried call may answer what is already there). */
function appendNew<T>(list: T[], added: T[], key: (item: T) => string): T[] {
  const known = new Set(list.map(key));
  const fresh = added.filter((item) => {
    const k = key(item);
    if (known.has(k)) return false;
    known.add(k);
    return true;
  });
  return fresh.length > 0 ? [...list, ...fresh] : list;
}

function updateThread(client: QueryClient, threadId: string, update: (thread: ThreadState) => ThreadState) {
  client.setQueryData<ThreadState>(queryKeys.thread(threadId), (thread) => (thread ? update(thread) : thread));
}

export function appendMessages(client: QueryClient, threadId: string, messages: ChatMessage[]) {
  updateThread(client, threadId, (t) => ({ ...t, messages: appendNew(t.messages, messages, (m) => m.id) }));
}

export function appendExams(client: QueryClient, threadId: string, exams: ExamResultEntry[]) {
  updateThread(client, threadId, (t) => ({ ...t, exams: appendNew(t.exams, exams, (e) => e.exam_id) }));
}

export function appendObservation(client: QueryClient, threadId: string, entry: ObservationEntry) {
  updateThread(client, threadId, (t) => ({ ...t, observations: appendNew(t.observations, [entry], (o) => o.id) }));
}

/** Stores an action answered by the server: the action, the mode's new state and the interlocutor's words. */
export function applyStationAction(client: QueryClient, threadId: string, response: StationActionResponse) {
  updateThread(client, threadId, (t) => ({
    ...t,
    actions: appendNew(t.actions, [response.action], (a) => a.id),
    mode_state: response.mode_state,
    messages: response.reply ? appendNew(t.messages, [response.reply], (m) => m.id) : t.messages,
  }));
}

/** Stores a fresh state of the station's mode (the monitor, polled while an emergency runs). */
export function applyModeState(client: QueryClient, threadId: string, state: ThreadState["mode_state"]) {
  updateThread(client, threadId, (t) => ({ ...t, mode_state: state }));
}
