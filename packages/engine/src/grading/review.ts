import type { ClinicalCase } from "@ecos/content";
import { matchDiagnosis } from "../diagnosis";
import type { GradingMaterial } from "./material";
import type { GradedCriterion } from "./types";

export interface ReviewInput {
  item: ClinicalCase;
  grade: number;
  criteria: readonly GradedCriterion[];
  relevant: ReadonlyArray<{ exam_id: string; completed: boolean }>;
  irrelevant: readonly string[];
  diagnosis: string | null;
  voided: GradingMaterial["voided"];
  penalty: number;
  examShotgun: boolean;
  /** Why the station's mode took points off (irrelevant tests, jargon, lecturing), one sentence each. */
  modePenalties?: readonly string[];
}

const plural = (count: number, one: string, many: string) => `${count} ${count > 1 ? many : one}`;

/** Why some of the work earned nothing, in one sentence per reason. */
function voidedLines(voided: ReviewInput["voided"]): string[] {
  const count = (reasons: readonly string[]) => voided.filter((v) => reasons.includes(v.reason)).length;
  const lines: string[] = [];
  const manipulation = count(["manipulation"]);
  if (manipulation > 0) {
    lines.push(
      `${plural(manipulation, "message demandant la note, la grille ou le diagnostic n'a", "messages demandant la note, la grille ou le diagnostic n'ont")} pas été pris en compte.`,
    );
  }
  const lists = count(["dump", "recitation"]);
  if (lists > 0) {
    lines.push(
      `${plural(lists, "message ou réponse qui énumère", "messages ou réponses qui énumèrent")} des mots-clés sans les adresser au patient ni répondre à la question posée ne rapporte${lists > 1 ? "nt" : ""} aucun point.`,
    );
  }
  const hedges = count(["hedge"]);
  if (hedges > 0) {
    lines.push(
      `${plural(hedges, "texte qui propose", "textes qui proposent")} un résultat et son contraire (ou tous les diagnostics à la fois) ne rapporte${hedges > 1 ? "nt" : ""} aucun point.`,
    );
  }
  const copied = count(["copied"]);
  if (copied > 0) {
    lines.push(
      `${plural(copied, "texte recopié", "textes recopiés")} de l'énoncé de la station ne rapporte${copied > 1 ? "nt" : ""} aucun point.`,
    );
  }
  return lines;
}

const IRRELEVANT_PENALTY_TEXT = "un demi-point par examen non pertinent, trois points au plus";
const frNumber = (value: number) => value.toLocaleString("fr-FR", { maximumFractionDigits: 1 });
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** The station summary shown above the criteria: the mark, strengths, what to work on, the diagnosis. */
export function writeReview({
  item,
  grade,
  criteria,
  relevant,
  irrelevant,
  diagnosis,
  voided,
  penalty,
  examShotgun,
  modePenalties = [],
}: ReviewInput): string {
  const earned = criteria.filter((c) => c.point === 1);
  const missed = criteria.filter((c) => c.point === 0);
  const verdict =
    grade >= 16
      ? "Très bonne station."
      : grade >= 12
        ? "Station correcte."
        : grade >= 8
          ? "Station insuffisante."
          : "Station à reprendre.";
  const lines = [
    `${verdict} Note : ${frNumber(grade)}/20, ${criteria.length - missed.length} critère${criteria.length - missed.length > 1 ? "s" : ""} validé${criteria.length - missed.length > 1 ? "s" : ""} sur ${criteria.length}.`,
  ];
  if (earned.length > 0) {
    lines.push(
      `Points forts : ${earned
        .slice(0, 3)
        .map((c) => lowerFirst(c.name))
        .join(" ; ")}.`,
    );
  }
  if (missed.length > 0) {
    const moreCriteria = (more: number) =>
      more <= 0 ? "" : more === 1 ? " et 1 autre critère" : ` et ${more} autres critères`;
    lines.push(
      `À retravailler : ${missed
        .slice(0, 4)
        .map((c) => lowerFirst(c.name))
        .join(" ; ")}${moreCriteria(missed.length - 4)}.`,
    );
  }
  if (item.modeId === "clinical_exam") {
    const done = relevant.filter((r) => r.completed).length;
    lines.push(
      `Examens pertinents réalisés : ${done} sur ${relevant.length}${irrelevant.length > 0 ? ` ; examens non pertinents demandés : ${irrelevant.length}` : ""}.`,
    );
  }
  const correct = item.diagnosis.correct;
  const match = matchDiagnosis(item.diagnosis, diagnosis);
  if (!match.typed) lines.push(`Aucun diagnostic retenu : il fallait retenir « ${correct} ».`);
  else if (match.correct && match.reason === "exact") lines.push(`Diagnostic retenu : « ${correct} », c'est le bon.`);
  else if (match.correct)
    lines.push(`Diagnostic retenu : « ${match.typed} », reconnu comme « ${correct} » : c'est le bon.`);
  else lines.push(`Diagnostic retenu : « ${match.typed} » ; le diagnostic attendu était « ${correct} ».`);
  if (examShotgun) {
    lines.push(
      "Examens demandés en bloc, bien au-delà de ce que le cas justifie : aucun critère d'examen n'est validé. Choisissez les examens orientés par la plainte.",
    );
  }
  if (penalty > 0) {
    lines.push(
      `Examens non pertinents : ${penalty.toLocaleString("fr-FR")} point${penalty > 1 ? "s" : ""} retiré${penalty > 1 ? "s" : ""} (${IRRELEVANT_PENALTY_TEXT}).`,
    );
  }
  lines.push(...modePenalties);
  lines.push(...voidedLines(voided));
  const assisted = criteria.filter((c) => c.judged_by === "llm").length;
  if (assisted > 0) {
    lines.push(
      `${plural(assisted, "critère reconnu", "critères reconnus")} par le modèle d'IA dans tes propres mots, cités et vérifiés dans la transcription.`,
    );
  }
  return lines.join("\n");
}
