/**
 * npm run play -- <case-id>   (station-001, or just 1)
 * Plays a station in the terminal, for authors: the patient (or the examiner) answers, then the
 * station is graded with every criterion and its evidence. Type /aide for the commands.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { CLINICAL_CASES, caseById } from "@ecos/content";
import { renderCaseImagePng } from "@ecos/content/images";
import { examResult, searchExams } from "../src/clinical-exam";
import { examinerOpening, replyAsExaminer } from "../src/examiner/examiner";
import { gradeStation } from "../src/grading/grade";
import { replyAsPatient } from "../src/patient/reply";
import type { ChatTurn, Transcript } from "../src/transcript";
import { formatGrade } from "./format-grade";

const arg = process.argv[2] ?? "";
const id = /^\d+$/.test(arg) ? `station-${arg.padStart(3, "0")}` : arg;
const item = caseById(id);
if (!item) {
  console.error(`Cas inconnu « ${arg} ». Cas disponibles : ${CLINICAL_CASES.map((c) => c.id).join(", ")}`);
  process.exit(2);
}

const say = (who: string, text: string) => console.log(`${who} ${text}`);
const examinerMode = item.examinerQuestions.length > 0;
const chat: ChatTurn[] = [];
const examinerChat: ChatTurn[] = [];
const transcript: Transcript & {
  exams: string[];
  observations: Array<{ id: string; text: string }>;
  answers: Array<{ questionId: string; text: string; messageId: string }>;
} = { messages: chat, exams: [], observations: [], answers: [], diagnosis: null };

console.log(`\n=== ${item.id} · SDD ${item.sdd.number} ${item.sdd.title} · ${item.modeId} ===`);
console.log(`Situation : ${item.situation}`);
console.log(`Consignes : ${item.instructions}`);
console.log(`Contexte : ${item.context}\n`);
if (item.staticBlock) for (const [key, value] of Object.entries(item.staticBlock)) console.log(`  ${key} : ${value}`);
for (const image of item.images) {
  console.log(`Image « ${image.title} » : ${image.alt}`);
  if (image.spec.kind === "lab" || image.spec.kind === "blood_gas") {
    for (const row of image.spec.rows)
      console.log(
        `  ${row.name.padEnd(34)} ${row.value} ${row.unit}  (${row.reference})${row.flag !== "N" ? ` ${row.flag}` : ""}`,
      );
  }
}
if (item.opening) say("Patient :", item.opening);
if (examinerMode) say("Examinateur :", examinerOpening(item).text);
console.log("(/aide pour les commandes)\n");

const help = `Commandes : /fin (choisir le diagnostic et être noté), /examen <mots> (demander un examen clinique),
/note <texte> (noter une observation sur l'image), /image (écrire les images de la station en PNG), /patient <texte> (parler au patient dans une station avec examinateur),
tout autre texte est dit au ${examinerMode ? "examinateur (réponse à sa question)" : "patient"}.`;

const rl = createInterface({ input: process.stdin, crlfDelay: Number.POSITIVE_INFINITY });
const input = rl[Symbol.asyncIterator]();
let turn = 0;
/** Reads the next line (typed, or piped in by a test); null at the end of the input. */
const ask = async (prompt: string) => {
  process.stdout.write(prompt);
  const next = await input.next();
  if (!process.stdin.isTTY && !next.done) process.stdout.write(`${next.value}\n`);
  return next.done ? null : next.value;
};

function talkToPatient(text: string) {
  turn++;
  const reply = replyAsPatient(item as NonNullable<typeof item>, chat, text);
  chat.push({ id: `m${turn}`, from: "student", text }, { id: `p${turn}`, from: "patient", text: reply.text });
  say("Patient :", `${reply.text}   [${reply.labels.join(", ") || "—"}${reply.followUp ? ", suite" : ""}]`);
}

for (;;) {
  const line = await ask("Vous : ");
  if (line === null || line.trim() === "/fin") break;
  const text = line.trim();
  if (!text) continue;
  if (text === "/aide") console.log(help);
  else if (text === "/image") {
    const dir = mkdtempSync(join(tmpdir(), `${item.id}-`));
    for (const image of item.images) {
      const file = join(dir, `${image.id}.png`);
      writeFileSync(file, renderCaseImagePng(image));
      console.log(`${image.title} : ${file}`);
    }
    if (item.images.length === 0) console.log("Cette station n'a pas d'image.");
  } else if (text.startsWith("/examen ")) {
    const found = searchExams(text.slice(8));
    if (found.length !== 1)
      console.log(
        found.length === 0
          ? "Aucun examen trouvé."
          : `Précisez : ${found
              .slice(0, 8)
              .map((e) => e.name)
              .join(" | ")}`,
      );
    else {
      const exam = found[0] as { id: string; name: string };
      if (!transcript.exams.includes(exam.id)) transcript.exams.push(exam.id);
      say(`Résultat (${exam.name}) :`, examResult(item, exam.id) ?? "");
    }
  } else if (text.startsWith("/note ")) {
    transcript.observations.push({ id: `o${transcript.observations.length + 1}`, text: text.slice(6) });
    console.log("Observation notée.");
  } else if (examinerMode && !text.startsWith("/patient ")) {
    const answer = replyAsExaminer(item, examinerChat, text);
    const messageId = `a${examinerChat.length + 1}`;
    examinerChat.push(
      { id: messageId, from: "student", text },
      { id: `e${examinerChat.length + 1}`, from: "examiner", text: answer.text },
    );
    if (answer.answeredQuestionId) transcript.answers.push({ questionId: answer.answeredQuestionId, text, messageId });
    say("Examinateur :", answer.text);
  } else talkToPatient(text.replace(/^\/patient /, ""));
}

console.log("\nDiagnostic :");
for (const [index, option] of item.diagnosis.options.entries()) console.log(`  ${index + 1}. ${option}`);
const choice = await ask("Votre choix (numéro) : ");
transcript.diagnosis = item.diagnosis.options[Number(choice) - 1] ?? null;
rl.close();
console.log(`\n${formatGrade(gradeStation(item, transcript))}`);
