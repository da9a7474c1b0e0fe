import type { ExamResultEntry } from "@ecos/contracts";

/** The exam results, grouped by category in the order they first came. */
export function groupByCategory(exams: ExamResultEntry[]) {
  const groups = new Map<string, { name: string; exams: ExamResultEntry[] }>();
  for (const exam of exams) {
    const group = groups.get(exam.category_id);
    if (group) group.exams.push(exam);
    else groups.set(exam.category_id, { name: exam.category_name, exams: [exam] });
  }
  return [...groups.entries()].map(([id, group]) => ({ id, ...group }));
}

export function ExamResults({ exams }: { exams: ExamResultEntry[] }) {
  if (exams.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-center text-sm text-slate-600">
        Aucun examen réalisé pour l'instant : choisis-en dans l'onglet « Examens ».
      </p>
    );
  }
  return (
    <div className="space-y-4">
      {groupByCategory(exams).map((group) => (
        <section key={group.id} aria-label={group.name} className="rounded-2xl border border-slate-200 bg-white p-4">
          <h3 className="text-sm font-bold tracking-wide text-brand-800 uppercase">{group.name}</h3>
          <dl className="mt-2 divide-y divide-slate-100">
            {group.exams.map((exam) => (
              <div key={exam.exam_id} className="py-2">
                <dt className="text-sm font-semibold text-ink">{exam.name}</dt>
                <dd className="mt-0.5 text-sm whitespace-pre-wrap text-slate-700">{exam.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
