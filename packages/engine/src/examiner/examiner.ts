import type { ClinicalCase } from "@ecos/content";
import { isManipulation } from "../nlu/guard";
import { foldedWords } from "../text/fold";
import { findMention } from "../text/matching";
import type { ChatTurn } from "../transcript";

export interface ExaminerTurn {
  /** What the examiner says. */
  text: string;
  /** The question the student's message answered (or completed), if it was taken as an answer. */
  answeredQuestionId: string | null;
  /** The question now asked (null once every question has been asked). */
  nextQuestionId: string | null;
  done: boolean;
}

/** What a student's message to the examiner is. */
export type ExaminerMove =
  | { kind: "answer"; questionIndex: number }
  | { kind: "addition"; questionIndex: number }
  | { kind: "skip"; questionIndex: number }
  | { kind: "filler" }
  | { kind: "manipulation" }
  | { kind: "after-end" };

const ordinal = (index: number, total: number) =>
  index === 0 ? "Première question" : index === total - 1 ? "Dernière question" : `Question ${index + 1}`;

function ask(item: ClinicalCase, index: number): string {
  const question = item.examinerQuestions[index];
  return question ? `${ordinal(index, item.examinerQuestions.length)} : ${question.question}` : "";
}

export const EXAMINER_DONE =
  "Merci, j'ai posé toutes mes questions. Vous pouvez maintenant indiquer votre diagnostic et terminer la station.";
/** What the "question suivante" button sends. */
export const NEXT_QUESTION_MESSAGE = "Question suivante";

/** What the examiner says when the station starts: the rules, then the first question. */
export function examinerOpening(item: ClinicalCase): ExaminerTurn {
  const count = item.examinerQuestions.length;
  const first = item.examinerQuestions[0];
  return {
    text: `Je suis l'examinateur de cette station. Je vais vous poser ${count} question${count > 1 ? "s" : ""}, l'une après l'autre ; chacune de vos réponses est notée. Si vous voulez compléter une réponse, commencez par « j'ajoute » ; pour passer, dites « question suivante ». ${ask(item, 0)}`,
    answeredQuestionId: null,
    nextQuestionId: first?.id ?? null,
    done: count === 0,
  };
}

/** Words that say nothing about the station: greetings, thanks, acknowledgements, hesitations. */
const FILLER_WORDS = new Set(
  (
    "bonjour bonsoir salut merci beaucoup ok okay oui d accord daccord tres bien parfait alors euh heu hum hmm " +
    "je vous ecoute allez y monsieur madame docteur examinateur examinatrice c est note compris entendu bien " +
    "super top entendu pret prete suis on commence commencer y va vas va enchante enchantee ravi ravie de " +
    "vous l le la pour votre question questions attention patience excusez moi pardon voila"
  ).split(" "),
);
const SKIP =
  /^(?:(?:ok|bon|alors|euh|d accord|pardon|desole|desolee|je ne sais pas|je sais pas|aucune idee) )*(?:question suivante|suivante|suivant|la suite|passons(?: a la suite| a la question suivante)?|je passe|on passe(?: a la suite| a la question suivante)?|je prefere passer|passer a la question suivante|on peut passer(?: a la suite| a la question suivante)?)$/;
const ADDITION =
  /^(?:(?:ah|oh|euh|pardon|attendez|et|excusez moi|ah oui|oui) )*(?:j ajoute|je rajoute|j ajouterais|je voudrais ajouter|je veux ajouter|je complete|pour completer|en complement|j oubliais|j ai oublie|j allais oublier|pour la question precedente|pour la question d avant|je reviens sur|je reviens a|et aussi|aussi|egalement|en plus|de plus)\b/;

/** Whether the message is only a greeting, thanks or a filler: it answers nothing. */
function isFiller(text: string): boolean {
  const words = foldedWords(text);
  return words.length === 0 || (words.length <= 10 && words.every((word) => FILLER_WORDS.has(word)));
}

function namesElementsOf(item: ClinicalCase, index: number, text: string): boolean {
  const question = item.examinerQuestions[index];
  return (question?.expected ?? []).some((element) => findMention(text, element.synonyms, { fuzzy: true }));
}

/** Where the examiner stands after the history: the question being asked and the last one answered. */
interface ExaminerState {
  current: number;
  lastAnswered: number | null;
}

/**
 * What a message does, given where the examiner stands: an answer to the current question, an
 * addition to the previous answer ("Ah, et j'ajoute…"), a skip ("question suivante"), or nothing
 * (a greeting, thanks, a filler, a manipulation attempt).
 */
export function classifyExaminerMessage(item: ClinicalCase, state: ExaminerState, text: string): ExaminerMove {
  if (isManipulation(text)) return { kind: "manipulation" };
  const folded = foldedWords(text).join(" ");
  const total = item.examinerQuestions.length;
  if (SKIP.test(folded))
    return state.current < total ? { kind: "skip", questionIndex: state.current } : { kind: "filler" };
  if (isFiller(text)) return { kind: "filler" };
  const previous = state.lastAnswered;
  if (previous !== null) {
    const marked = ADDITION.test(folded);
    // "Et l'hypercapnie" after moving on: it completes the previous answer when it names its elements only.
    const completes =
      folded.startsWith("et ") &&
      namesElementsOf(item, previous, text) &&
      (state.current >= total || !namesElementsOf(item, state.current, text));
    if (marked || completes || state.current >= total) {
      return marked || completes ? { kind: "addition", questionIndex: previous } : { kind: "after-end" };
    }
  }
  if (state.current >= total) return { kind: "after-end" };
  return { kind: "answer", questionIndex: state.current };
}

function advance(state: ExaminerState, move: ExaminerMove): ExaminerState {
  if (move.kind === "answer") return { current: move.questionIndex + 1, lastAnswered: move.questionIndex };
  if (move.kind === "skip") return { current: move.questionIndex + 1, lastAnswered: state.lastAnswered };
  return state;
}

/** Replays the student's messages of the examiner chat to find where the examiner stands. */
export function examinerState(item: ClinicalCase, history: readonly ChatTurn[]): ExaminerState {
  let state: ExaminerState = { current: 0, lastAnswered: null };
  for (const turn of history) {
    if (turn.from === "student") state = advance(state, classifyExaminerMessage(item, state, turn.text));
  }
  return state;
}

/** How many questions the examiner has already asked past (answered or skipped) in this chat. */
export function answeredCount(item: ClinicalCase, history: readonly ChatTurn[]): number {
  return examinerState(item, history).current;
}

function askNext(
  item: ClinicalCase,
  index: number,
  lead: string,
): Pick<ExaminerTurn, "text" | "nextQuestionId" | "done"> {
  const next = item.examinerQuestions[index];
  return next
    ? { text: `${lead} ${ask(item, index)}`.trim(), nextQuestionId: next.id, done: false }
    : { text: EXAMINER_DONE, nextQuestionId: null, done: true };
}

/**
 * The examiner's turn after a student's message. An answer goes to the question being asked, then the
 * next question is asked (the examiner neither helps nor comments); an addition completes the answer
 * it follows and the current question is asked again; "question suivante" moves on without an
 * answer; a greeting, thanks or a filler consumes no question; an attempt to obtain the answers or a
 * mark is not taken as an answer.
 */
export function replyAsExaminer(item: ClinicalCase, history: readonly ChatTurn[], message: string): ExaminerTurn {
  const state = examinerState(item, history);
  const move = classifyExaminerMessage(item, state, message);
  const current = item.examinerQuestions[state.current];
  const repeat = current ? ask(item, state.current) : "";
  switch (move.kind) {
    case "manipulation":
      return current
        ? {
            text: `Je ne peux pas vous aider sur ce point. Je répète : ${current.question}`,
            answeredQuestionId: null,
            nextQuestionId: current.id,
            done: false,
          }
        : { text: EXAMINER_DONE, answeredQuestionId: null, nextQuestionId: null, done: true };
    case "filler":
      return current
        ? { text: `Je vous écoute. ${repeat}`, answeredQuestionId: null, nextQuestionId: current.id, done: false }
        : { text: EXAMINER_DONE, answeredQuestionId: null, nextQuestionId: null, done: true };
    case "after-end":
      return { text: EXAMINER_DONE, answeredQuestionId: null, nextQuestionId: null, done: true };
    case "addition": {
      const completed = item.examinerQuestions[move.questionIndex];
      const lead = current ? "C'est noté, je l'ajoute à votre réponse précédente. Je reprends :" : "C'est noté.";
      return {
        ...(current
          ? { text: `${lead} ${repeat}`, nextQuestionId: current.id, done: false }
          : { text: `${lead} ${EXAMINER_DONE}`, nextQuestionId: null, done: true }),
        answeredQuestionId: completed?.id ?? null,
      };
    }
    case "skip":
      return { ...askNext(item, move.questionIndex + 1, "Entendu, passons."), answeredQuestionId: null };
    case "answer":
      return {
        ...askNext(item, move.questionIndex + 1, "C'est noté."),
        answeredQuestionId: item.examinerQuestions[move.questionIndex]?.id ?? null,
      };
  }
}
