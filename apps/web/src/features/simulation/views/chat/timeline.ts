import type { ChatMessage } from "@ecos/contracts";
import type { Outgoing } from "./use-chat";

export type TimelineEntry =
  | { kind: "message"; key: string; message: ChatMessage }
  | { kind: "failed"; key: string; item: Outgoing; last: boolean }
  | { kind: "pending"; key: string; item: Outgoing };

/**
 * The chat in display order: each failed question stays after the message that was last when it
 * was sent, and the question awaiting its reply comes at the end. Only the last error can be retried.
 */
export function buildTimeline(messages: ChatMessage[], failed: Outgoing[], pending?: Outgoing): TimelineEntry[] {
  const lastFailed = failed.at(-1)?.clientId;
  const failedEntry = (item: Outgoing): TimelineEntry => ({
    kind: "failed",
    key: `failed-${item.clientId}`,
    item,
    last: item.clientId === lastFailed,
  });
  const ids = new Set(messages.map((m) => m.id));
  const entries: TimelineEntry[] = failed.filter((f) => f.after === null).map(failedEntry);
  for (const message of messages) {
    entries.push({ kind: "message", key: message.id, message });
    entries.push(...failed.filter((f) => f.after === message.id).map(failedEntry));
  }
  entries.push(...failed.filter((f) => f.after !== null && !ids.has(f.after)).map(failedEntry));
  if (pending) entries.push({ kind: "pending", key: `pending-${pending.clientId}`, item: pending });
  return entries;
}
