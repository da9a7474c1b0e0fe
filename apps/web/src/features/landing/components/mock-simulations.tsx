import { Eye, FlaskConical } from "lucide-react";
import { ChestXray } from "./chest-xray";
import { NoteComposer } from "./note-composer";

/** "Pour qui ?" demo: an iconography station on a schematic chest X-ray. */
export function IconographyMock({ headingId }: { headingId: string }) {
  return (
    <div className="min-w-0 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Essaie : station d'iconographie</p>
      <h3 id={headingId} tabIndex={-1} className="mt-1 text-xl font-bold text-ink focus:outline-none">
        Que vois-tu sur cette radiographie ?
      </h3>
      <p className="mt-2 text-slate-700">
        Mme Leroy, 72 ans, tousse et a de la fièvre depuis 3 jours. Décris ce que tu observes, une observation à la
        fois.
      </p>
      <div className="mt-5 grid gap-5 grid-cols-1 md:grid-cols-[minmax(0,220px)_minmax(0,1fr)] md:items-start">
        <ChestXray className="mx-auto w-full max-w-[220px] rounded-xl ring-1 ring-slate-300" />
        <NoteComposer
          inputLabel="Ton observation"
          placeholder="Ex. : opacité de la base droite"
          buttonLabel="Faire une observation"
          buttonIcon={<Eye className="h-4 w-4" aria-hidden="true" />}
          listTitle="Tes observations"
          emptyText="Aucune observation pour l'instant."
        />
      </div>
    </div>
  );
}

interface LabRow {
  name: string;
  value: string;
  range: string;
  high?: boolean;
}

const LAB_ROWS: readonly LabRow[] = [
  { name: "Troponine I hs", value: "245 ng/L", range: "< 34", high: true },
  { name: "Hémoglobine", value: "14,1 g/dL", range: "13 – 17" },
  { name: "Leucocytes", value: "9,8 G/L", range: "4 – 10" },
  { name: "Potassium", value: "4,2 mmol/L", range: "3,5 – 5" },
  { name: "Créatinine", value: "88 µmol/L", range: "60 – 110" },
  { name: "LDL-cholestérol", value: "1,9 g/L", range: "< 1,6", high: true },
];

/** "Qui sommes-nous ?" demo: a paraclinical station on a small lab report. */
export function ParaclinicalMock({ headingId }: { headingId: string }) {
  return (
    <div className="min-w-0 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Essaie : station paraclinique</p>
      <h3 id={headingId} className="mt-1 text-xl font-bold text-ink">
        Interprète ce bilan biologique
      </h3>
      <p className="mt-2 text-slate-700">M. Martin, 58 ans, douleur thoracique depuis ce matin.</p>
      <div className="mt-4 overflow-x-auto rounded-xl ring-1 ring-slate-200">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Bilan biologique de M. Martin</caption>
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className="px-2.5 py-2 sm:px-3 font-semibold">
                Examen
              </th>
              <th scope="col" className="px-2.5 py-2 sm:px-3 font-semibold">
                Résultat
              </th>
              <th scope="col" className="px-2.5 py-2 sm:px-3 font-semibold">
                Normes
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {LAB_ROWS.map((row) => (
              <tr key={row.name}>
                <th scope="row" className="px-2.5 py-2 sm:px-3 font-medium text-ink">
                  {row.name}
                </th>
                <td
                  className={
                    row.high
                      ? "px-2.5 py-2 sm:px-3 font-bold whitespace-nowrap text-red-700"
                      : "px-2.5 py-2 sm:px-3 whitespace-nowrap text-slate-800"
                  }
                >
                  {row.value}
                  {row.high ? (
                    <>
                      <span aria-hidden="true"> ↑</span>
                      <span className="sr-only"> (élevé)</span>
                    </>
                  ) : null}
                </td>
                <td className="px-2.5 py-2 sm:px-3 whitespace-nowrap text-slate-600">{row.range}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="mt-5">
        <NoteComposer
          inputLabel="Ton analyse"
          placeholder="Ex. : troponine très élevée"
          buttonLabel="Faire une analyse"
          buttonIcon={<FlaskConical className="h-4 w-4" aria-hidden="true" />}
          listTitle="Tes analyses"
          emptyText="Aucune analyse pour l'instant."
        />
      </div>
    </div>
  );
}
