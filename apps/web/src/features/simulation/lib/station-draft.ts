/**
 * Text being typed during a station (an analysis note, the diagnosis), kept per station in the
 * browser's storage so that a reload, or a phone that drops the tab between shifts, does not lose it.
 * Storage full or disabled: the draft lives in the page only.
 */
export interface StationDraft {
  read(threadId: string): string;
  write(threadId: string, text: string): void;
  clear(threadId: string): void;
}

export function stationDraft(kind: string): StationDraft {
  const key = (threadId: string) => `ecos:${kind}-draft:${threadId}`;
  const write = (threadId: string, text: string) => {
    try {
      if (text.trim()) localStorage.setItem(key(threadId), text);
      else localStorage.removeItem(key(threadId));
    } catch {
      // The page keeps it in memory.
    }
  };
  return {
    read(threadId) {
      try {
        return localStorage.getItem(key(threadId)) ?? "";
      } catch {
        return "";
      }
    },
    write,
    clear: (threadId) => write(threadId, ""),
  };
}

/** The analysis note being typed, until it is added or the station is graded. */
export const noteDraft = stationDraft("note");
/** The diagnosis being typed, until the station is graded. */
export const diagnosisDraft = stationDraft("diagnosis");
