import type { ProcedureState } from "@ecos/contracts";
import { PackageCheck } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { count, sameSet } from "./state";

interface MaterialsPickerProps {
  state: ProcedureState;
  paused: boolean;
  pending: boolean;
  onValidate(ids: string[]): void;
}

/** « Matériel » : the tray as a checkbox list, validated as a whole (the last validation counts). */
export function MaterialsPicker({ state, paused, pending, onValidate }: MaterialsPickerProps) {
  const titleId = useId();
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set(state.chosen_materials ?? []));
  const ordered = state.materials.filter((m) => selected.has(m.id)).map((m) => m.id);
  const validated = state.chosen_materials;
  const changed = validated === null || !sameSet(ordered, validated);

  function toggle(id: string, on: boolean) {
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  return (
    <section aria-labelledby={titleId} className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
      <h3 id={titleId} className="text-base font-bold text-ink">
        Matériel
      </h3>
      <p className="mt-1 text-sm text-slate-700">Coche ce que tu prépares sur ton plateau, puis valide.</p>
      <fieldset className="mt-3" disabled={paused}>
        <legend className="sr-only">Matériel à préparer</legend>
        <ul className="grid gap-2 sm:grid-cols-2">
          {state.materials.map((material) => (
            <li key={material.id}>
              <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-slate-200 px-3 py-2 text-sm text-ink hover:bg-slate-50 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
                <input
                  type="checkbox"
                  checked={selected.has(material.id)}
                  onChange={(event) => toggle(material.id, event.target.checked)}
                  className="mt-0.5 h-4 w-4 shrink-0 accent-brand-700"
                />
                <span className="min-w-0 break-words">{material.name}</span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-700" aria-live="polite">
          {validated === null
            ? `${count(selected.size, "élément")} coché${selected.size > 1 ? "s" : ""}, matériel non validé`
            : changed
              ? `Matériel validé : ${count(validated.length, "élément")} (modifications non validées)`
              : `Matériel validé : ${count(validated.length, "élément")}`}
        </p>
        <Button
          onClick={() => onValidate(ordered)}
          disabled={paused || ordered.length === 0 || !changed}
          loading={pending}
        >
          {pending ? null : <PackageCheck className="h-4 w-4" aria-hidden="true" />}
          Valider le matériel
        </Button>
      </div>
    </section>
  );
}
