/** Query keys shared between features (features never import each other; they share these keys). */
export const queryKeys = {
  me: ["users", "me"] as const,
  scenarios: ["stations", "scenarios"] as const,
  openThreads: ["simulation", "threads", "open"] as const,
  thread: (threadId: string) => ["simulation", "thread", threadId] as const,
  examCatalogue: ["stations", "exam-catalogue"] as const,
  statistics: ["simulation", "statistics"] as const,
  sheets: ["sheets"] as const,
  tickets: ["forms", "tickets"] as const,
};

/** Where a launched station is played: the thread id travels in the URL so a reload resumes it. */
export const simulationPath = (threadId: string) => `/simulation?thread=${encodeURIComponent(threadId)}`;
