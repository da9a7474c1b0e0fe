/** The 13 static fields of a clinical exam station, in the spec's order. */
export const STATIC_FIELDS = [
  { key: "first_name", label: "Prénom" },
  { key: "last_name", label: "Nom" },
  { key: "age", label: "Âge" },
  { key: "sex", label: "Sexe" },
  { key: "consultation_reason", label: "Motif de consultation" },
  { key: "patient_position", label: "Position du patient" },
  { key: "outfit", label: "Tenue" },
  { key: "general_attitude", label: "Attitude générale" },
  { key: "skin_colour", label: "Couleur de la peau" },
  { key: "skin_aspect", label: "Aspect de la peau" },
  { key: "visible_equipment", label: "Matériel visible" },
  { key: "spontaneous_language", label: "Langage spontané" },
  { key: "fever", label: "Fièvre" },
] as const;

/** What the student sees of the patient before examining (spec "Clinical exam"). */
export function StaticData({ block }: { block: Record<string, string> | undefined }) {
  return (
    <dl className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
      {STATIC_FIELDS.map(({ key, label }) => (
        <div key={key} className="grid gap-1 px-4 py-3 sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-4">
          <dt className="text-sm font-semibold text-slate-700">{label}</dt>
          <dd className="text-sm text-ink">{block?.[key]?.trim() || "—"}</dd>
        </div>
      ))}
    </dl>
  );
}
