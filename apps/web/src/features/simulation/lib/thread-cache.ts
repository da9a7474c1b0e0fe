import type { GradeResponse, ThreadState, TimerState } from "@ecos/contracts";
import type { QueryClient } from "@tanstack/react-query";
import { queryKeys } from "@/lib/query-keys";

/** Updates the cached thread, if it is loaded (the views and the page share this cache entry). */
export function patchThread(client: QueryClient, threadId: string, update: (thread: ThreadState) => ThreadState): void {
  client.setQueryData<ThreadState>(queryKeys.thread(threadId), (thread) => (thread ? update(thread) : thread));
}

/** Stores a TimerState answered by the server: the countdown resyncs from it. */
export function applyTimer(client: QueryClient, threadId: string, timer: TimerState): void {
  patchThread(client, threadId, (thread) =>
    // A late answer never reopens a graded station.
    thread.grade
      ? thread
      : { ...thread, status: timer.status, step: timer.step, remaining_seconds: timer.remaining_seconds },
  );
}

export function storeGrade(client: QueryClient, threadId: string, grade: GradeResponse, diagnosis: string | null) {
  patchThread(client, threadId, (thread) => ({
    ...thread,
    grade,
    diagnosis,
    status: "corrected",
    step: "grading",
    remaining_seconds: 0,
  }));
}

export function markMessageReported(client: QueryClient, threadId: string, messageId: string): void {
  patchThread(client, threadId, (thread) => ({
    ...thread,
    messages: thread.messages.map((message) => (message.id === messageId ? { ...message, reported: true } : message)),
  }));
}

export function markReviewed(client: QueryClient, threadId: string): void {
  patchThread(client, threadId, (thread) => ({ ...thread, reviewed: true }));
}
