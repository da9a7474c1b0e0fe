const ROWS = [
  { step: "Lecture de la situation", national: "1 min", platform: "1 min (introduction)" },
  { step: "Interaction", national: "8 min", platform: "7 min (simulation)" },
  { step: "Durée de la station", national: "9 min, puis 2 min de pause", platform: "8 min" },
  { step: "Note", national: "sur 20, validation à 10/20 de moyenne", platform: "sur 20, d'après une grille explicite" },
] as const;

const NATIONAL = "ECOS nationaux";
const PLATFORM = "ECOS Academy";

/** The national station next to ours, row by row: a table, or stacked cards on a phone. */
export function PlatformComparison() {
  return (
    <>
      <div className="hidden overflow-hidden rounded-xl border border-slate-200 sm:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Une station des ECOS nationaux et une station d'ECOS Academy</caption>
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className="px-4 py-2.5 font-semibold">
                <span className="sr-only">Étape</span>
              </th>
              <th scope="col" className="px-4 py-2.5 font-semibold">
                {NATIONAL}
              </th>
              <th scope="col" className="px-4 py-2.5 font-semibold text-brand-800">
                {PLATFORM}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {ROWS.map((row) => (
              <tr key={row.step}>
                <th scope="row" className="px-4 py-2.5 font-medium text-ink">
                  {row.step}
                </th>
                <td className="px-4 py-2.5 text-slate-700">{row.national}</td>
                <td className="px-4 py-2.5 text-slate-700">{row.platform}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul aria-label="Comparaison avec les ECOS nationaux" className="space-y-2 sm:hidden">
        {ROWS.map((row) => (
          <li key={row.step} className="rounded-xl border border-slate-200 p-3 text-sm">
            <p className="font-semibold text-ink">{row.step}</p>
            <dl className="mt-1.5 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
              <dt className="text-slate-600">{NATIONAL}</dt>
              <dd className="text-slate-800">{row.national}</dd>
              <dt className="font-medium text-brand-800">{PLATFORM}</dt>
              <dd className="text-slate-800">{row.platform}</dd>
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}
