import type { ClinicalCase } from "@ecos/content";
import type { GradedCriterion } from "./types";

export interface ReviewInput {
  item: ClinicalCase;
  grade: number;
  criteria: readonly GradedCriterion[];
  relevant: ReadonlyArray<{ exam_id: string; completed: boolean }>;
  irrelevant: readonly string[];
  diagnosis: string | null;
  ignored: number;
}

const frNumber = (value: number) => value.toLocaleString("fr-FR", { maximumFractionDigits: 1 });
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** The station summary shown above the criteria: the mark, strengths, what to work on, the diagnosis. */
export function writeReview({ item, grade, criteria, relevant, irrelevant, diagnosis, ignored }: ReviewInput): string {
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
  if (!diagnosis) lines.push(`Aucun diagnostic retenu : il fallait retenir « ${correct} ».`);
  else if (diagnosis.localeCompare(correct, "fr", { sensitivity: "base" }) === 0)
    lines.push(`Diagnostic retenu : « ${correct} », c'est le bon.`);
  else lines.push(`Diagnostic retenu : « ${diagnosis} » ; le diagnostic attendu était « ${correct} ».`);
  if (ignored > 0) {
    lines.push(
      `${ignored} message${ignored > 1 ? "s" : ""} demandant la note, la grille ou le diagnostic n'${ignored > 1 ? "ont" : "a"} pas été pris en compte.`,
    );
  }
  return lines.join("\n");
}
