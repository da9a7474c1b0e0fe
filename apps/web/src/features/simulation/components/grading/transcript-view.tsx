import { ChevronDown } from "lucide-react";
import { useEffect, useId, useMemo, useRef } from "react";
import { cn } from "@/lib/cn";
import { markQuotes, type TranscriptEntry, type TranscriptSection } from "./transcript-model";

/** A request to show one entry: the nonce makes a second click on the same link scroll again. */
export interface TranscriptTarget {
  anchor: string;
  nonce: number;
}

function EntryText({ text, quotes }: { text: string; quotes: readonly string[] }) {
  return (
    <>
      {markQuotes(text, quotes).map((part, index) =>
        part.marked ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, in order
          <mark key={index} className="rounded bg-amber-100 px-0.5 text-ink">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}

function Entry({ entry, quotes, targeted }: { entry: TranscriptEntry; quotes: readonly string[]; targeted: boolean }) {
  return (
    <li
      id={entry.anchor}
      tabIndex={-1}
      aria-current={targeted ? "true" : undefined}
      className={cn(
        "scroll-mt-24 rounded-xl px-3 py-2 text-sm outline-none",
        entry.fromStudent ? "ml-6 bg-brand-50 sm:ml-12" : "mr-6 border border-slate-200 bg-white sm:mr-12",
        quotes.length > 0 && "border-l-4 border-l-amber-400",
        targeted && "ring-2 ring-amber-500 ring-offset-2",
      )}
    >
      <p className="text-xs font-semibold text-slate-700">
        {entry.speaker}
        {entry.detail ? <span className="ml-2 font-normal text-slate-600 tabular-nums">{entry.detail}</span> : null}
      </p>
      <p className="mt-0.5 break-words whitespace-pre-wrap text-ink">
        <EntryText text={entry.text} quotes={quotes} />
      </p>
    </li>
  );
}

/**
 * Everything said and done in the station, by channel, with the words that earned points highlighted.
 * Folded on a phone; a criterion's « Voir dans la transcription » unfolds it, scrolls to the entry and
 * moves the focus there.
 */
export function TranscriptView({
  sections,
  quotes,
  open,
  onOpenChange,
  target,
}: {
  sections: readonly TranscriptSection[];
  quotes: ReadonlyMap<string, readonly string[]>;
  open: boolean;
  onOpenChange(open: boolean): void;
  target: TranscriptTarget | null;
}) {
  const titleId = useId();
  const bodyId = useId();
  const bodyRef = useRef<HTMLElement>(null);
  const count = useMemo(() => sections.reduce((sum, section) => sum + section.entries.length, 0), [sections]);
  const anyHighlight = sections.some((section) => section.entries.some((entry) => quotes.has(entry.anchor)));

  useEffect(() => {
    if (!open || !target) return;
    const element = bodyRef.current?.querySelector<HTMLElement>(`#${CSS.escape(target.anchor)}`);
    // Optional calls: jsdom has no scrollIntoView.
    element?.scrollIntoView?.({ block: "center", behavior: "smooth" });
    element?.focus({ preventScroll: true });
  }, [open, target]);

  return (
    <section aria-labelledby={titleId} className="rounded-2xl border border-slate-200 bg-white shadow-sm">
      <h3 id={titleId}>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={open ? bodyId : undefined}
          onClick={() => onOpenChange(!open)}
          className="flex min-h-12 w-full items-center justify-between gap-3 rounded-2xl px-5 py-3 text-left text-lg font-bold text-ink hover:bg-slate-50 sm:px-6"
        >
          <span>
            Transcription <span className="text-sm font-normal text-slate-600">({count})</span>
          </span>
          <ChevronDown
            className={cn("h-5 w-5 shrink-0 text-slate-500 transition-transform", open && "rotate-180")}
            aria-hidden="true"
          />
        </button>
      </h3>
      {open ? (
        // On a wide screen the transcript scrolls in its own box, which keeps the page short.
        <section
          id={bodyId}
          ref={bodyRef}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the box scrolls, so the keyboard must reach it
          tabIndex={0}
          aria-label="Transcription (zone défilante)"
          className="space-y-5 px-3 pb-5 sm:px-6 lg:max-h-[28rem] lg:overflow-y-auto"
        >
          <p className="px-2 text-sm text-slate-700 sm:px-0">
            Les mots qui t'ont rapporté des points sont <mark className="rounded bg-amber-100 px-0.5">surlignés</mark>
            {anyHighlight ? "." : " (aucun ici)."}
          </p>
          {sections.map((section) => (
            <TranscriptPart key={section.id} section={section} quotes={quotes} target={target} />
          ))}
        </section>
      ) : null}
    </section>
  );
}

function TranscriptPart({
  section,
  quotes,
  target,
}: {
  section: TranscriptSection;
  quotes: ReadonlyMap<string, readonly string[]>;
  target: TranscriptTarget | null;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h4 id={headingId} className="px-2 text-sm font-bold tracking-wide text-slate-700 uppercase sm:px-0">
        {section.title}
      </h4>
      <ol className="mt-2 space-y-2">
        {section.entries.map((entry) => (
          <Entry
            key={entry.anchor}
            entry={entry}
            quotes={quotes.get(entry.anchor) ?? []}
            targeted={target?.anchor === entry.anchor}
          />
        ))}
      </ol>
    </section>
  );
}
