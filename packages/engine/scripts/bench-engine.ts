/**
 * npm run bench:engine
 * Times the embedded engine on this machine and prints the figures (never asserted in tests):
 * training at start-up, classify + patient reply per utterance (p50, p95, p99), and grading a
 * 40-message transcript.
 */
import { CLINICAL_CASES, type ClinicalCase } from "@ecos/content";
import { STATIONS } from "../../content/test/stations/expectations";
import { gradeStation } from "../src/grading/grade";
import { sharedClassifier } from "../src/nlu/classifier";
import { replyAsPatient } from "../src/patient/reply";
import type { ChatTurn, Transcript } from "../src/transcript";

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
const ms = (value: number) => `${value.toFixed(3)} ms`;

let started = performance.now();
const classifier = sharedClassifier();
console.log(`Entraînement du classifieur au démarrage : ${(performance.now() - started).toFixed(0)} ms`);

// Every student message of the scripted attempts, in conversation order, through the real patient.
// The engine memoises what a text says (a reply reads the history again); a student's new message is
// never in those memos, so each round pads every text with its own trailing spaces: same meaning, new text.
// The per-case indexes (built once per case at its first message) are warmed first.
const conversations = STATIONS.flatMap(({ fixture }) => {
  const item = CLINICAL_CASES.find((c) => c.id === fixture.caseId) as ClinicalCase;
  return [fixture.good.messages, fixture.poor.messages].map((messages) => ({ item, messages }));
});
for (const { item } of conversations) replyAsPatient(item, [], "Bonjour", classifier);
const timings: number[] = [];
const ROUNDS = 20;
for (let round = 0; round < ROUNDS; round++) {
  for (const { item, messages } of conversations) {
    const chat: ChatTurn[] = [];
    for (const [index, original] of messages.entries()) {
      const text = `${original}${" ".repeat(round)}`;
      started = performance.now();
      const reply = replyAsPatient(item, chat, text, classifier);
      if (round > 0) timings.push(performance.now() - started);
      chat.push({ id: `s${index}`, from: "student", text }, { id: `p${index}`, from: "patient", text: reply.text });
    }
  }
}
timings.sort((a, b) => a - b);
console.log(
  `Compréhension + réponse du patient, ${timings.length} messages jamais vus : p50 ${ms(percentile(timings, 50))}, p95 ${ms(percentile(timings, 95))}, p99 ${ms(percentile(timings, 99))}, max ${ms(timings.at(-1) ?? 0)}`,
);

// A 40-message interrogation transcript (20 questions, 20 answers), graded repeatedly.
const longest = STATIONS.map((s) => s.fixture).sort((a, b) => b.good.messages.length - a.good.messages.length)[0];
const item = CLINICAL_CASES.find((c) => c.id === longest?.caseId) as ClinicalCase;
const questions = (longest?.good.messages ?? []).slice(0, 20);
const chat: ChatTurn[] = [];
for (const [index, text] of questions.entries()) {
  chat.push({ id: `s${index}`, from: "student", text });
  chat.push({ id: `p${index}`, from: "patient", text: replyAsPatient(item, chat.slice(0, -1), text, classifier).text });
}
const transcript: Transcript = { messages: chat, diagnosis: item.diagnosis.correct };
const grading: number[] = [];
for (let i = 0; i < 200; i++) {
  started = performance.now();
  gradeStation(item, transcript, classifier);
  if (i >= 10) grading.push(performance.now() - started);
}
grading.sort((a, b) => a - b);
console.log(
  `Notation d'une transcription de ${chat.length} messages (${item.id}) : p50 ${ms(percentile(grading, 50))}, p99 ${ms(percentile(grading, 99))}, max ${ms(grading.at(-1) ?? 0)}`,
);
