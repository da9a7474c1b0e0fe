import type { UrgenceActionOption, UrgenceState } from "@ecos/contracts";
import { Check, X } from "lucide-react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { CATEGORY_LABELS, CATEGORY_ORDER } from "./format";

export interface PanelChoice {
  action_id: string;
  dose?: number;
  route?: string;
}

interface ActionPanelProps {
  state: UrgenceState;
  disabled: boolean;
  pending: boolean;
  onDo(choice: PanelChoice): void;
}

/** The dose and route of the selected action, then "Valider". */
function PrescriptionForm({
  option,
  disabled,
  pending,
  onSubmit,
  onCancel,
}: {
  option: UrgenceActionOption;
  disabled: boolean;
  pending: boolean;
  onSubmit(choice: PanelChoice): void;
  onCancel(): void;
}) {
  const id = useId();
  const [dose, setDose] = useState("");
  const [route, setRoute] = useState("");
  const first = useRef<HTMLInputElement & HTMLSelectElement>(null);
  useEffect(() => first.current?.focus(), []);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (disabled || pending) return;
    const value = Number(dose.replace(",", "."));
    if (option.dose && (!dose.trim() || !Number.isFinite(value))) return;
    if (option.routes.length > 0 && !route) return;
    onSubmit({
      action_id: option.id,
      ...(option.dose ? { dose: value } : {}),
      ...(option.routes.length > 0 ? { route } : {}),
    });
  }

  return (
    <form
      onSubmit={submit}
      aria-label={`Prescription : ${option.label}`}
      className="mt-2 space-y-3 rounded-xl border border-brand-200 bg-brand-50 p-3"
    >
      <p className="text-sm font-semibold text-ink">{option.label}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        {option.dose ? (
          <div>
            <label htmlFor={`${id}-dose`} className="block text-sm font-medium text-slate-800">
              Dose ({option.dose.unit})
            </label>
            <input
              id={`${id}-dose`}
              ref={first}
              type="text"
              inputMode="decimal"
              required
              autoComplete="off"
              value={dose}
              onChange={(event) => setDose(event.target.value)}
              aria-describedby={`${id}-range`}
              className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-ink focus:border-brand-600 sm:text-sm"
            />
            <p id={`${id}-range`} className="mt-1 text-xs text-slate-600">
              Entre {String(option.dose.min).replace(".", ",")} et {String(option.dose.max).replace(".", ",")}{" "}
              {option.dose.unit}
            </p>
          </div>
        ) : null}
        {option.routes.length > 0 ? (
          <div>
            <label htmlFor={`${id}-route`} className="block text-sm font-medium text-slate-800">
              Voie
            </label>
            <select
              id={`${id}-route`}
              ref={option.dose ? undefined : first}
              required
              value={route}
              onChange={(event) => setRoute(event.target.value)}
              className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-ink focus:border-brand-600 sm:text-sm"
            >
              <option value="">Choisir…</option>
              {option.routes.map((entry) => (
                <option key={entry.id} value={entry.id}>
                  {entry.label}
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="ghost" size="sm" onClick={onCancel}>
          <X className="h-4 w-4" aria-hidden="true" />
          Annuler
        </Button>
        <Button type="submit" size="sm" disabled={disabled} loading={pending}>
          {pending ? null : <Check className="h-4 w-4" aria-hidden="true" />}
          Valider
        </Button>
      </div>
    </form>
  );
}

/**
 * The action panel, grouped by airway, breathing, circulation, drugs and the rest. An action without
 * a dose or a route is done at once; the others open a small form under their group.
 */
export function ActionPanel({ state, disabled, pending, onDo }: ActionPanelProps) {
  const titleId = useId();
  const [selected, setSelected] = useState<string | null>(null);
  const groups = CATEGORY_ORDER.map((category) => ({
    category,
    options: state.options.filter((option) => option.category === category),
  })).filter((group) => group.options.length > 0);

  function choose(option: UrgenceActionOption) {
    if (disabled) return;
    if (!option.dose && option.routes.length === 0) {
      setSelected(null);
      onDo({ action_id: option.id });
      return;
    }
    setSelected((current) => (current === option.id ? null : option.id));
  }

  return (
    <section aria-labelledby={titleId} className="rounded-2xl border border-slate-200 bg-white p-4">
      <h3 id={titleId} className="text-base font-bold text-ink">
        Actions
      </h3>
      <p className="mt-1 text-sm text-slate-600">
        Tu peux aussi donner tes ordres à l'infirmière dans la conversation : elle les relit, puis tu les valides ici.
      </p>
      <div className="mt-3 space-y-4">
        {groups.map((group) => {
          const open = group.options.find((option) => option.id === selected);
          return (
            <fieldset key={group.category} className="min-w-0">
              <legend className="mb-2 text-sm font-semibold text-slate-700">{CATEGORY_LABELS[group.category]}</legend>
              <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
                {group.options.map((option) => {
                  const form = Boolean(option.dose || option.routes.length > 0);
                  return (
                    <Button
                      key={option.id}
                      variant="secondary"
                      size="sm"
                      disabled={disabled}
                      aria-expanded={form ? selected === option.id : undefined}
                      onClick={() => choose(option)}
                      className={cn(
                        "h-auto min-h-9 justify-start py-1.5 text-left leading-snug",
                        selected === option.id && "bg-brand-50",
                      )}
                    >
                      {option.label}
                      {form ? <span className="sr-only"> (dose ou voie à préciser)</span> : null}
                    </Button>
                  );
                })}
              </div>
              {open ? (
                <PrescriptionForm
                  key={open.id}
                  option={open}
                  disabled={disabled}
                  pending={pending}
                  onCancel={() => setSelected(null)}
                  onSubmit={(choice) => {
                    onDo(choice);
                    setSelected(null);
                  }}
                />
              ) : null}
            </fieldset>
          );
        })}
      </div>
    </section>
  );
}
