import type { GradedCriterionView, ThreadState } from "@ecos/contracts";
import { formatClock } from "../../lib/format";

export type Evidence = GradedCriterionView["evidence"][number];

/** What a piece of evidence points at: the student's words (chat, note, answer) or something done. */
export type EvidenceKind = "words" | "exam" | "action" | "diagnosis" | "order";

export function evidenceKind(evidence: Evidence): EvidenceKind {
  if (evidence.message_id.startsWith("exam:")) return "exam";
  if (evidence.message_id.startsWith("action:")) return "action";
  if (evidence.message_id === "diagnosis") return "diagnosis";
  if (evidence.message_id === "order") return "order";
  return "words";
}

/** The id of the transcript entry a piece of evidence points at ("exam:otoscopie" -> "transcript-exam-otoscopie"). */
export const transcriptAnchor = (evidenceId: string) => `transcript-${evidenceId.replace(/[^A-Za-z0-9_-]/g, "-")}`;

const normalize = (quote: string) => quote.replace(/…$/, "").replace(/\s+/g, " ").trim().toLocaleLowerCase("fr");

/**
 * Each quote once: identical quotes (the same words matched for several labels, or said twice) are shown
 * once, and a quote contained in another one from the same message goes with it.
 */
export function dedupeEvidence(evidence: readonly Evidence[]): Evidence[] {
  const kept: Evidence[] = [];
  for (const item of evidence) {
    const text = normalize(item.quote);
    const covered = kept.some((other) => {
      const otherText = normalize(other.quote);
      return otherText === text || (other.message_id === item.message_id && otherText.includes(text));
    });
    if (covered) continue;
    // A longer quote of the same message replaces the shorter one already kept.
    const shorter = kept.findIndex(
      (other) => other.message_id === item.message_id && text.includes(normalize(other.quote)),
    );
    if (shorter >= 0) kept.splice(shorter, 1, item);
    else kept.push(item);
  }
  return kept;
}

export interface TranscriptEntry {
  anchor: string;
  speaker: string;
  fromStudent: boolean;
  text: string;
  /** Shown after the text: an exam's result, an action's time. */
  detail?: string;
}

export interface TranscriptSection {
  id: "patient" | "examiner" | "notes" | "exams" | "actions";
  title: string;
  entries: TranscriptEntry[];
}

export const EXAMINER_LABEL = "Examinateur";

/** Everything the student did in the station, by channel, as the grade page lets them re-read it. */
export function buildTranscript(thread: ThreadState): TranscriptSection[] {
  const partner = thread.base.interlocutor?.name ?? thread.scenario.label;
  const chat = (channel: "patient" | "examiner", bot: string): TranscriptEntry[] =>
    thread.messages
      .filter((message) => message.channel === channel)
      .map((message) => ({
        anchor: transcriptAnchor(message.id),
        speaker: message.from === "user" ? "Toi" : bot,
        fromStudent: message.from === "user",
        text: message.message,
      }));
  const sections: TranscriptSection[] = [
    { id: "patient", title: `Avec ${partner}`, entries: chat("patient", partner) },
    { id: "examiner", title: "Avec l'examinateur", entries: chat("examiner", EXAMINER_LABEL) },
    {
      id: "notes",
      title: "Tes notes",
      entries: thread.observations.map((note) => ({
        anchor: transcriptAnchor(note.id),
        speaker: "Ta note",
        fromStudent: true,
        text: note.observation,
      })),
    },
    {
      id: "exams",
      title: "Examens demandés",
      entries: thread.exams.map((exam) => ({
        anchor: transcriptAnchor(`exam:${exam.exam_id}`),
        speaker: exam.name,
        fromStudent: false,
        text: exam.value,
      })),
    },
    {
      id: "actions",
      title: "Tes actions",
      entries: thread.actions.map((action) => ({
        anchor: transcriptAnchor(`action:${action.id}`),
        speaker: "Toi",
        fromStudent: true,
        text: action.label,
        detail: formatClock(action.at_seconds),
      })),
    },
  ];
  return sections.filter((section) => section.entries.length > 0);
}

/** The quotes that earned points, by transcript entry: what to highlight when re-reading it. */
export function quotesByAnchor(criteria: readonly GradedCriterionView[]): Map<string, string[]> {
  const quotes = new Map<string, string[]>();
  for (const criterion of criteria) {
    if (criterion.point !== 1) continue;
    for (const evidence of criterion.evidence) {
      const anchor = transcriptAnchor(evidence.message_id);
      quotes.set(anchor, [...(quotes.get(anchor) ?? []), evidence.quote]);
    }
  }
  return quotes;
}

export interface TextPart {
  text: string;
  marked: boolean;
}

/**
 * The text cut into plain and highlighted parts: every quote found in it (case ignored; a quote shortened
 * with "…" by its start). Evidence whose words cannot be found (an exam's name) highlights the whole text.
 */
export function markQuotes(text: string, quotes: readonly string[]): TextPart[] {
  if (quotes.length === 0) return [{ text, marked: false }];
  const lower = text.toLocaleLowerCase("fr");
  const ranges: Array<[number, number]> = [];
  for (const quote of quotes) {
    const wanted = quote.replace(/…$/, "").trim().toLocaleLowerCase("fr");
    const start = wanted ? lower.indexOf(wanted) : -1;
    ranges.push(start >= 0 ? [start, start + wanted.length] : [0, text.length]);
  }
  ranges.sort((a, b) => a[0] - b[0]);
  const merged: Array<[number, number]> = [];
  for (const range of ranges) {
    const last = merged.at(-1);
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([...range]);
  }
  const parts: TextPart[] = [];
  let at = 0;
  for (const [start, end] of merged) {
    if (start > at) parts.push({ text: text.slice(at, start), marked: false });
    parts.push({ text: text.slice(start, end), marked: true });
    at = end;
  }
  if (at < text.length) parts.push({ text: text.slice(at), marked: false });
  return parts;
}
