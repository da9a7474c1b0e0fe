/**
 * npm run play -- <case-id>   (station-001, or just 1)
 * Plays a station in the terminal, for authors: the patient (or the examiner) answers, then the
 * station is graded with every criterion and its evidence. Type /aide for the commands. Stations of
 * the modes with mechanics of their own take actions (/action) on a simulated clock (/temps).
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { CLINICAL_CASES, caseById } from "@ecos/content";
import { renderCaseImagePng } from "@ecos/content/images";
import { examResult, searchExams } from "../src/clinical-exam";
import { matchDiagnosis } from "../src/diagnosis";
import { examinerOpening, replyAsExaminer } from "../src/examiner/examiner";
import { gradeStation } from "../src/grading/grade";
import { actInStation, modeState, replyInStation } from "../src/modes/station";
import { ModeActionError, type StationAction } from "../src/modes/types";
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
  actions: StationAction[];
} = { messages: chat, exams: [], observations: [], answers: [], diagnosis: null, actions: [] };
const startedAt = Date.now();
/** Seconds added by /temps to the real time spent, so that a time-bound station can be tried quickly. */
let skipped = 0;
const elapsed = () => Math.floor((Date.now() - startedAt) / 1000) + skipped;
const interlocutor = item.interlocutor ? `${item.interlocutor.role} (${item.interlocutor.name}) :` : "Patient :";
const context = () => ({ item, actions: transcript.actions, elapsedSeconds: elapsed(), chat });

/** "test_id=nfs dose=0,5 step_ids=a,b" → parameters (lists for keys ending in _ids, numbers when numeric). */
function parseParams(words: readonly string[]): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const word of words) {
    const [key, raw = ""] = word.split("=");
    if (!key) continue;
    const numeric = raw.replace(",", ".");
    params[key] = key.endsWith("_ids")
      ? raw.split(",").filter(Boolean)
      : /^-?\d+(\.\d+)?$/.test(numeric)
        ? Number(numeric)
        : raw;
  }
  return params;
}

function act(text: string) {
  const [name = "", ...words] = text.split(/\s+/);
  try {
    const outcome = actInStation(context(), { action: name, params: parseParams(words) });
    const action = {
      id: `x${transcript.actions.length + 1}`,
      action: name,
      params: outcome.params,
      atSeconds: elapsed(),
    };
    transcript.actions.push(action);
    say("Action :", `${outcome.label} (${action.atSeconds} s)`);
    if (outcome.reply) {
      turn++;
      chat.push({ id: `r${turn}`, from: "patient", text: outcome.reply });
      say(interlocutor, outcome.reply);
    }
  } catch (error) {
    if (error instanceof ModeActionError) console.log(`Refusé (${error.field}) : ${error.message}`);
    else throw error;
  }
}

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
if (item.opening) say(interlocutor, item.opening);
if (examinerMode) say("Examinateur :", examinerOpening(item).text);
console.log("(/aide pour les commandes)\n");

const help = `Commandes : /fin (écrire le diagnostic et être noté), /examen <mots> (demander un examen clinique),
/note <texte> (noter une observation sur l'image), /image (écrire les images de la station en PNG), /patient <texte> (parler au patient dans une station avec examinateur),
/action <nom> clé=valeur… (une action du mode : order-test test_id=nfs, do action_id=oxygen dose=15, submit-steps step_ids=a,b,c),
/etat (l'état de la station : résultats, scope…), /temps <secondes> (avancer l'horloge de la station),
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
  const reply = replyInStation(item as NonNullable<typeof item>, chat, text, {
    actions: transcript.actions,
    elapsedSeconds: elapsed(),
  });
  chat.push({ id: `m${turn}`, from: "student", text }, { id: `p${turn}`, from: "patient", text: reply.text });
  say(interlocutor, `${reply.text}   [${reply.labels.join(", ") || "—"}${reply.followUp ? ", suite" : ""}]`);
}

for (;;) {
  const line = await ask("Vous : ");
  if (line === null || line.trim() === "/fin") break;
  const text = line.trim();
  if (!text) continue;
  if (text === "/aide") console.log(help);
  else if (text.startsWith("/action ")) act(text.slice(8).trim());
  else if (text === "/etat") console.log(JSON.stringify(modeState(context()), null, 2));
  else if (text.startsWith("/temps ")) {
    skipped += Math.max(0, Number.parseInt(text.slice(7), 10) || 0);
    console.log(`Horloge de la station : ${elapsed()} s`);
  } else if (text === "/image") {
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

// As in the station, the diagnosis is typed, not picked (a number still picks an option, for scripts).
const choice = ((await ask("\nDiagnostic retenu (en toutes lettres) : ")) ?? "").trim();
transcript.diagnosis = /^\d+$/.test(choice) ? (item.diagnosis.options[Number(choice) - 1] ?? null) : choice || null;
const reading = matchDiagnosis(item.diagnosis, transcript.diagnosis);
console.log(`Reconnu : ${reading.label ?? "aucun diagnostic de la liste"} (${reading.reason})`);
transcript.elapsedSeconds = elapsed();
rl.close();
console.log(`\n${formatGrade(gradeStation(item, transcript))}`);
