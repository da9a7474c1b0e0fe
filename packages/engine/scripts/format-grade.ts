import type { Grade } from "../src/grading/types";

/** A grade as text for the terminal: the mark, the review, then each criterion with its evidence. */
export function formatGrade(grade: Grade): string {
  const lines = [`Note : ${grade.digitized_grade.toLocaleString("fr-FR")}/20`, "", grade.review, ""];
  for (const criterion of grade.Criterias) {
    lines.push(`${criterion.point ? "✔" : "✘"} ${criterion.name} (${criterion.point}/1)`);
    lines.push(`    ${criterion.explanation}`);
    for (const evidence of criterion.evidence) lines.push(`    « ${evidence.quote} » [${evidence.message_id}]`);
  }
  if (grade.relevant_exams.length > 0) {
    lines.push("", "Examens pertinents :");
    for (const exam of grade.relevant_exams) lines.push(`  ${exam.completed ? "✔" : "✘"} ${exam.exam_id}`);
  }
  if (grade.irrelevant_exams.length > 0)
    lines.push(`Examens non pertinents demandés : ${grade.irrelevant_exams.join(", ")}`);
  return lines.join("\n");
}
