/**
 * The grading assist (LLM_GRADING=1, docs/decisions.md « Grading assist »): a model judges the
 * statement criteria the keyword matcher missed, quoting the student's words; a quote is checked
 * verbatim against the transcript before it earns anything, and the grade is always computed from
 * the grid by the embedded engine. The integrity rules come first: only the chat statements that
 * survive them are ever sent, so a voided message can never earn.
 */
import type { ClinicalCase, Criterion } from "@ecos/content";
import { statingMessages } from "../grading/criteria";
import { type EmbeddedGrading, gradeCriteria, gradeFromCriteria } from "../grading/grade";
import type { EvidenceItem, Grade, GradedCriterion } from "../grading/types";
import { type Classifier, sharedClassifier } from "../nlu/classifier";
import type { Transcript } from "../transcript";
import { gradingPrompt, parseJudgments, type SentStatement } from "./grading-prompt";
import type { LlmProvider, TokenUsage } from "./provider";
import { cleanQuote, findVerbatim, quoteLongEnough } from "./quotes";

export { AssistFormatError } from "./grading-prompt";

/** What the model said of one criterion, its short message id turned back into the chat message's id. */
export interface StatementJudgment {
  criterionId: string;
  met: boolean;
  quote: string | null;
  /** The chat message the model cited, or null (an unknown short id, or none). */
  messageId: string | null;
}

export interface JudgeOptions {
  /** The whole call (default: the provider's grading timeout). */
  timeoutMs?: number;
  signal?: AbortSignal;
  classifier?: Classifier;
  maxTokens?: number;
}

export interface StatementsJudged {
  judgments: StatementJudgment[];
  usage: TokenUsage;
  model: string;
  latencyMs: number;
  /** False when there was nothing to ask (no statement criterion missed, or no statement): no call made. */
  called: boolean;
  sent: { criteria: number; statements: number };
}

/** Why a "met" earned nothing. */
export type RejectedReason = "no-quote" | "too-short" | "not-verbatim";

export interface AssistedGrading {
  grade: Grade;
  /** Criteria the model earned, with a verified quote. */
  earned: string[];
  /** Criteria the model said met whose quote failed the check. */
  rejected: Array<{ criterionId: string; reason: RejectedReason }>;
}

const NO_USAGE: TokenUsage = { prompt: 0, completion: 0, total: 0, estimated: false };
/** Tokens the reply may take: an entry of JSON with its quote per criterion, and some room. */
const TOKENS_PER_CRITERION = 150;
const MAX_TOKENS = 4000;

/** The student statements that may be sent: chat messages kept by the integrity rules, stating something. */
function statementsOf(embedded: EmbeddedGrading): SentStatement[] {
  return statingMessages(embedded.material.messages).map((message, index) => ({
    id: `s${index + 1}`,
    messageId: message.turn.id,
    text: message.countable,
  }));
}

/** The statement criteria the embedded grader did not earn: the only ones the model can add. */
function missedStatementCriteria(item: ClinicalCase, embedded: EmbeddedGrading): Criterion[] {
  const missed = new Set(embedded.criteria.filter((c) => c.point === 0).map((c) => c.id));
  return item.grid.filter((criterion) => criterion.evidence.type === "stated" && missed.has(criterion.id));
}

/** What the grading assist would send for a transcript: the criteria to judge and the statements. */
export function assistRequest(item: ClinicalCase, transcript: Transcript, classifier = sharedClassifier()) {
  const embedded = gradeCriteria(item, transcript, classifier);
  return { criteria: missedStatementCriteria(item, embedded), statements: statementsOf(embedded) };
}

/**
 * Asks the model to judge the statement criteria the embedded grader missed, on the statements that
 * survive the integrity rules. Throws LlmError (timeout, HTTP, network) or AssistFormatError (a reply
 * that is not the JSON asked for); the caller falls back to the embedded grade.
 */
export async function judgeStatements(
  provider: LlmProvider,
  item: ClinicalCase,
  transcript: Transcript,
  options: JudgeOptions = {},
): Promise<StatementsJudged> {
  const { criteria, statements } = assistRequest(item, transcript, options.classifier);
  const sent = { criteria: criteria.length, statements: statements.length };
  if (criteria.length === 0 || statements.length === 0) {
    return { judgments: [], usage: NO_USAGE, model: provider.model, latencyMs: 0, called: false, sent };
  }
  const completion = await provider.complete(gradingPrompt(criteria, statements), {
    json: true,
    temperature: 0,
    timeoutMs: options.timeoutMs ?? provider.settings.gradingTimeoutMs,
    maxTokens: options.maxTokens ?? Math.min(MAX_TOKENS, 200 + TOKENS_PER_CRITERION * criteria.length),
    signal: options.signal,
  });
  const asked = new Set(criteria.map((criterion) => criterion.id));
  const messageOf = new Map(statements.map((statement) => [statement.id, statement.messageId]));
  const judgments = parseJudgments(completion.text)
    .filter((raw) => asked.has(raw.id))
    .map((raw) => ({
      criterionId: raw.id,
      met: raw.met,
      quote: raw.quote?.trim() ? raw.quote : null,
      messageId: (raw.message && messageOf.get(raw.message.trim())) || null,
    }));
  return {
    judgments,
    usage: completion.usage,
    model: completion.model,
    latencyMs: completion.latencyMs,
    called: true,
    sent,
  };
}

type Verification = { ok: true; evidence: EvidenceItem } | { ok: false; reason: RejectedReason };

/** The quote found verbatim in a statement (the cited one first), or why it earns nothing. */
function verify(judgment: StatementJudgment, statements: readonly SentStatement[]): Verification {
  if (!judgment.quote) return { ok: false, reason: "no-quote" };
  if (!quoteLongEnough(cleanQuote(judgment.quote))) return { ok: false, reason: "too-short" };
  const ordered = [
    ...statements.filter((s) => s.messageId === judgment.messageId),
    ...statements.filter((s) => s.messageId !== judgment.messageId),
  ];
  for (const statement of ordered) {
    const found = findVerbatim(statement.text, judgment.quote);
    if (found) return { ok: true, evidence: { message_id: statement.messageId, quote: found } };
  }
  return { ok: false, reason: "not-verbatim" };
}

const MAX_EVIDENCE = 3;
const JUDGED_BY_MODEL = "Point reconnu par le modèle d'IA dans tes propres mots (citation vérifiée).";

/**
 * The grade with the model's judgments: a statement criterion is earned if the embedded grader earned
 * it OR the model said met with a quote found verbatim in a statement that was sent. The model never
 * removes a point and never touches other criteria; the grade is computed from the grid, with the same
 * penalties as gradeStation. Null judgments: exactly the embedded grade.
 */
export function assistedGrading(
  item: ClinicalCase,
  transcript: Transcript,
  judgments: readonly StatementJudgment[] | null,
  classifier: Classifier = sharedClassifier(),
): AssistedGrading {
  const embedded = gradeCriteria(item, transcript, classifier);
  if (!judgments) return { grade: gradeFromCriteria(item, transcript, embedded), earned: [], rejected: [] };
  const statements = statementsOf(embedded);
  const missed = new Set(missedStatementCriteria(item, embedded).map((criterion) => criterion.id));
  const earned: string[] = [];
  const rejected: AssistedGrading["rejected"] = [];
  const criteria = embedded.criteria.map((graded): GradedCriterion => {
    if (!missed.has(graded.id)) return graded;
    const claims = judgments.filter((j) => j.criterionId === graded.id && j.met);
    let reason: RejectedReason | null = null;
    for (const claim of claims) {
      const verdict = verify(claim, statements);
      if (!verdict.ok) {
        reason ??= verdict.reason;
        continue;
      }
      earned.push(graded.id);
      const rationale = graded.rationale ?? "";
      return {
        id: graded.id,
        name: graded.name,
        point: 1,
        explanation: `${rationale} ${JUDGED_BY_MODEL}`.trim(),
        evidence: [verdict.evidence, ...graded.evidence].slice(0, MAX_EVIDENCE),
        rationale,
        judged_by: "llm",
      };
    }
    if (reason) rejected.push({ criterionId: graded.id, reason });
    return graded;
  });
  return {
    grade: gradeFromCriteria(item, transcript, { ...embedded, criteria }),
    earned,
    rejected,
  };
}

/** The grade of record with the model's judgments (null: the embedded grade, unchanged). */
export function gradeStationAssisted(
  item: ClinicalCase,
  transcript: Transcript,
  judgments: readonly StatementJudgment[] | null,
  classifier: Classifier = sharedClassifier(),
): Grade {
  return assistedGrading(item, transcript, judgments, classifier).grade;
}
