/**
 * The analysis note being typed, kept per station in the browser's storage so that a reload (or a
 * phone that drops the tab between shifts) does not lose it, until it is added or the station ends.
 */
const key = (threadId: string) => `ecos:note-draft:${threadId}`;

export function readNoteDraft(threadId: string): string {
  try {
    return localStorage.getItem(key(threadId)) ?? "";
  } catch {
    return "";
  }
}

export function writeNoteDraft(threadId: string, text: string): void {
  try {
    if (text.trim()) localStorage.setItem(key(threadId), text);
    else localStorage.removeItem(key(threadId));
  } catch {
    // Storage full or disabled: the draft lives in the page only.
  }
}

export const clearNoteDraft = (threadId: string) => writeNoteDraft(threadId, "");
