import type { EducationReport, EducationState } from "@ecos/contracts";
import type { ModeContext } from "../types";
import {
  addresses,
  countedIn,
  educationData,
  exploreEntries,
  jargonUses,
  lectures,
  openQuestions,
  reveals,
  saidIn,
  teachBacks,
} from "./analysis";
import { shortQuote } from "./language";

/** The documents handed over so far, by id. */
export function documentsGiven(context: ModeContext): Set<string> {
  return new Set(
    context.actions
      .filter((action) => action.action === "give-document")
      .map((action) => String(action.params.document)),
  );
}

/** The teach-back criterion's minimum (the grid's `teach-back` rule), so that the view agrees with the grade. */
function teachBackMin(context: ModeContext): unknown {
  const criterion = context.item.grid.find((c) => c.evidence.type === "mode" && c.evidence.rule === "teach-back");
  return criterion?.evidence.type === "mode" ? criterion.evidence.params.min : undefined;
}

/** What the view shows: only what the patient has said, never what is still to be found. */
export function educationState(context: ModeContext): EducationState | null {
  const data = educationData(context.item);
  if (!data) return null;
  const said = countedIn(context.item, context.chat);
  const all = saidIn(context.chat);
  const entries = exploreEntries(data);
  const revealed = reveals(entries, said);
  const addressed = addresses(entries, said, revealed);
  const order = [...revealed.keys()];
  const attempts = teachBacks(data, said, teachBackMin(context));
  const given = documentsGiven(context);
  return {
    mode: "education",
    topic: data.topic,
    patient_sex: context.item.patient.sex,
    discovered: entries
      .filter((entry) => revealed.has(entry.item.id))
      .sort((a, b) => order.indexOf(a.item.id) - order.indexOf(b.item.id))
      .map((entry) => ({
        id: entry.item.id,
        kind: entry.kind,
        label: entry.item.label,
        addressed: addressed.has(entry.item.id),
      })),
    teach_back: { requested: attempts.length > 0, complete: attempts.at(-1)?.complete ?? false },
    open_questions: openQuestions(said).length,
    warnings: {
      jargon: jargonUses(data, all)
        .filter((use) => !use.explained)
        .map((use) => use.term),
      lectures: lectures(data, all).length,
    },
    documents: data.documents.map((d) => ({ id: d.id, title: d.title, given: given.has(d.id) })),
  };
}

/** The grade page's extras: every belief and barrier, the teach-back, the open questions, jargon and monologues. */
export function educationReport(context: ModeContext): EducationReport | null {
  const data = educationData(context.item);
  if (!data) return null;
  const said = countedIn(context.item, context.chat);
  const all = saidIn(context.chat);
  const entries = exploreEntries(data);
  const revealed = reveals(entries, said);
  const addressed = addresses(entries, said, revealed);
  const attempts = teachBacks(data, said, teachBackMin(context));
  const best = attempts.find((a) => a.complete) ?? attempts.at(-1);
  const open = openQuestions(said);
  const given = documentsGiven(context);
  const quote = (text: string | undefined) => (text === undefined ? null : shortQuote(text));
  return {
    mode: "education",
    topic: data.topic,
    items: entries.map((entry) => ({
      id: entry.item.id,
      kind: entry.kind,
      label: entry.item.label,
      statement: entry.item.statement,
      uncovered_by: quote(revealed.get(entry.item.id)?.text),
      addressed_by: quote(addressed.get(entry.item.id)?.text),
    })),
    teach_back: {
      requested: attempts.length > 0,
      complete: best?.complete ?? false,
      quote: quote(best?.request.text),
      missing: data.teachBack.steps.filter((step) => !best?.explained.has(step.id)).map((step) => step.label),
    },
    open_questions: { count: open.length, quotes: open.slice(0, 5).map((m) => shortQuote(m.text, 120)) },
    jargon: jargonUses(data, all).map((use) => ({
      term: use.term,
      quote: shortQuote(use.message.text),
      explained: use.explained,
    })),
    lectures: lectures(data, all).map((lecture) => ({
      quote: shortQuote(lecture.messages[0]?.text ?? ""),
      words: lecture.words,
    })),
    documents: data.documents.filter((d) => given.has(d.id)).map((d) => ({ title: d.title, relevant: d.relevant })),
  };
}
