import { examById } from "../exams";
import { normalizeLeadName } from "../images/ecg-leads";
import { isSchematicFeature } from "../images/schematic-features";
import { modeContent } from "../modes";
import { isLabel } from "../ontology";
import { sheetById } from "../sheets";
import { type ClinicalCase, type ClinicalCaseInput, clinicalCaseSchema } from "./schema";

/**
 * Modes where the AI plays the examiner and asks questions in order. The modes with mechanics of
 * their own (src/modes) say themselves whether they need an examiner.
 */
export const EXAMINER_MODES = new Set(["prise-en-charge"]);
export const MIN_SCRIPTED_LABELS_INTERROGATION = 40;

function duplicates(values: string[]): string[] {
  return values.filter((value, index) => values.indexOf(value) !== index);
}

/** Every problem of a case that the schema alone cannot see: references and per-mode rules. */
export function crossCheck(item: ClinicalCase): string[] {
  const problems: string[] = [];
  for (const label of Object.keys(item.script)) {
    if (!isLabel(label)) problems.push(`script : label inconnu « ${label} »`);
  }
  const examIds = [...Object.keys(item.examResults), ...item.relevantExams, ...item.irrelevantExams];
  for (const id of examIds) if (!examById(id)) problems.push(`examen inconnu « ${id} »`);
  for (const id of item.relevantExams) {
    if (item.irrelevantExams.includes(id)) problems.push(`examen à la fois pertinent et non pertinent « ${id} »`);
  }
  if (!item.diagnosis.options.includes(item.diagnosis.correct)) {
    problems.push("diagnosis.correct doit figurer dans diagnosis.options");
  }
  for (const label of Object.keys(item.diagnosis.synonyms ?? {})) {
    if (!item.diagnosis.options.includes(label)) problems.push(`diagnosis.synonyms : option inconnue « ${label} »`);
  }
  if (item.sheetId !== null && !sheetById(item.sheetId)) problems.push(`fiche inconnue SDD ${item.sheetId}`);
  for (const id of duplicates(item.grid.map((c) => c.id))) problems.push(`critère en double « ${id} »`);
  for (const image of item.images) {
    const spec = image.spec;
    if (spec.kind === "schematic") {
      for (const feature of spec.features) {
        if (!isSchematicFeature(feature)) problems.push(`schematic : élément inconnu « ${feature} »`);
      }
    }
    if (spec.kind === "ecg") {
      for (const lead of [...spec.stElevation, ...spec.stDepression, ...spec.tWaveInversion]) {
        if (!normalizeLeadName(lead)) problems.push(`ecg : dérivation inconnue « ${lead} »`);
      }
    }
  }

  for (const criterion of item.grid) {
    const where = `critère « ${criterion.id} »`;
    const evidence = criterion.evidence;
    switch (evidence.type) {
      case "asked":
      case "act":
        for (const label of evidence.labels.flat()) {
          if (!isLabel(label)) problems.push(`${where} : label inconnu « ${label} »`);
          if (evidence.type === "act" && !label.startsWith("act."))
            problems.push(`${where} : « ${label} » n'est pas un acte`);
          if (evidence.type === "asked" && label.startsWith("act."))
            problems.push(`${where} : utiliser le type act pour « ${label} »`);
        }
        break;
      case "exam":
        for (const id of evidence.examIds) if (!examById(id)) problems.push(`${where} : examen inconnu « ${id} »`);
        break;
      case "finding": {
        const image = item.images.find((i) => i.id === evidence.imageId);
        if (!image) problems.push(`${where} : image inconnue « ${evidence.imageId} »`);
        for (const id of evidence.findingIds) {
          if (image && !image.expectedFindings.some((f) => f.id === id))
            problems.push(`${where} : constat inconnu « ${id} »`);
        }
        break;
      }
      case "answer": {
        const question = item.examinerQuestions.find((q) => q.id === evidence.questionId);
        if (!question) problems.push(`${where} : question inconnue « ${evidence.questionId} »`);
        for (const id of evidence.elementIds) {
          if (question && !question.expected.some((e) => e.id === id))
            problems.push(`${where} : élément attendu inconnu « ${id} »`);
        }
        break;
      }
      default:
        break;
    }
  }

  const mode = modeContent(item.modeId);
  if (item.modeData && item.modeData.mode !== item.modeId) {
    problems.push(`modeData : données du mode ${item.modeData.mode} dans une station ${item.modeId}`);
  }
  if (mode) {
    if (!item.modeData) problems.push(`${item.modeId} : modeData obligatoire`);
    problems.push(...mode.check(item));
  } else {
    for (const criterion of item.grid) {
      if (["action", "order", "mode"].includes(criterion.evidence.type)) {
        problems.push(`critère « ${criterion.id} » : le mode ${item.modeId} n'a pas d'actions ni de règles propres`);
      }
    }
  }
  if (item.sources.length === 0 && mode) problems.push("sources : citer au moins une source (HAS, collège)");

  const scripted = Object.keys(item.script).length;
  switch (item.modeId) {
    case "interrogation":
      if (!item.opening) problems.push("interrogatoire : opening obligatoire");
      if (scripted < MIN_SCRIPTED_LABELS_INTERROGATION) {
        problems.push(`interrogatoire : ${scripted} labels scriptés, ${MIN_SCRIPTED_LABELS_INTERROGATION} au moins`);
      }
      break;
    case "clinical_exam":
      if (!item.staticBlock) problems.push("examen clinique : staticBlock obligatoire");
      if (item.relevantExams.length < 3) problems.push("examen clinique : au moins 3 examens pertinents");
      if (!item.grid.some((c) => c.evidence.type === "exam"))
        problems.push("examen clinique : la grille doit porter sur les examens");
      break;
    case "paraclinical":
    case "iconography":
      if (item.images.length === 0) problems.push(`${item.modeId} : au moins une image`);
      if (!item.grid.some((c) => c.evidence.type === "finding"))
        problems.push(`${item.modeId} : la grille doit porter sur les constats`);
      break;
    default:
      if (EXAMINER_MODES.has(item.modeId) && item.examinerQuestions.length === 0) {
        problems.push(`${item.modeId} : au moins une question d'examinateur`);
      }
  }
  return problems;
}

/** Parses and cross-checks a case; throws one error listing every problem. */
export function parseCase(input: ClinicalCaseInput): ClinicalCase {
  const parsed = clinicalCaseSchema.safeParse(input);
  const id = typeof input === "object" && input && "id" in input ? String(input.id) : "?";
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `- ${issue.path.join(".")} : ${issue.message}`);
    throw new Error(`Cas ${id} invalide :\n${lines.join("\n")}`);
  }
  const problems = crossCheck(parsed.data);
  if (problems.length > 0) throw new Error(`Cas ${id} invalide :\n${problems.map((p) => `- ${p}`).join("\n")}`);
  return parsed.data;
}
