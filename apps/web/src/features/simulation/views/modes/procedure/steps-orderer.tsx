import type { ProcedureState } from "@ecos/contracts";
import { ArrowDown, ArrowUp, ListChecks, Plus, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { count, sameList } from "./state";

interface StepsOrdererProps {
  state: ProcedureState;
  paused: boolean;
  pending: boolean;
  onValidate(ids: string[]): void;
}

const iconButton =
  "inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-lg text-slate-700 ring-1 ring-inset ring-slate-300 hover:bg-slate-100 disabled:cursor-not-allowed disabled:text-slate-300 disabled:ring-slate-200";

/** Where to put the focus after a change: a button of a step ("up", "down", "remove", "add"), or a list. */
type Focus = { id: string; control: "up" | "down" | "remove" | "add" } | { list: "order" | "available" } | null;

/**
 * « Étapes » : the steps available, each added in turn to « Mon ordre », an ordered list whose items
 * move up and down with buttons (keyboard and screen reader friendly, every move announced); the
 * order is validated as a whole (the last validation counts).
 */
export function StepsOrderer({ state, paused, pending, onValidate }: StepsOrdererProps) {
  const titleId = useId();
  const availableId = useId();
  const orderId = useId();
  const [order, setOrder] = useState<string[]>(() => state.submitted_steps ?? []);
  const [announce, setAnnounce] = useState("");
  const [focus, setFocus] = useState<Focus>(null);
  const controls = useRef(new Map<string, HTMLElement | null>());
  const textOf = (id: string) => state.steps.find((s) => s.id === id)?.text ?? id;
  const available = state.steps.filter((s) => !order.includes(s.id));
  const validated = state.submitted_steps;
  const changed = validated === null || !sameList(order, validated);

  useEffect(() => {
    if (!focus) return;
    const key = "list" in focus ? `list:${focus.list}` : `${focus.control}:${focus.id}`;
    controls.current.get(key)?.focus();
    setFocus(null);
  }, [focus]);

  const register = (key: string) => (element: HTMLElement | null) => {
    controls.current.set(key, element);
  };

  function add(id: string) {
    const index = available.findIndex((s) => s.id === id);
    const next = available[index + 1] ?? available[index - 1];
    setOrder((current) => [...current, id]);
    setAnnounce(`« ${textOf(id)} » ajoutée en position ${order.length + 1}.`);
    setFocus(next ? { id: next.id, control: "add" } : { list: "order" });
  }

  function remove(id: string) {
    const index = order.indexOf(id);
    const next = order[index + 1] ?? order[index - 1];
    setOrder((current) => current.filter((step) => step !== id));
    setAnnounce(`« ${textOf(id)} » retirée de ton ordre.`);
    setFocus(next ? { id: next, control: "remove" } : { list: "available" });
  }

  function move(id: string, by: -1 | 1) {
    const from = order.indexOf(id);
    const to = from + by;
    if (from < 0 || to < 0 || to >= order.length) return;
    const next = [...order];
    next.splice(from, 1);
    next.splice(to, 0, id);
    setOrder(next);
    setAnnounce(`« ${textOf(id)} » déplacée en position ${to + 1} sur ${order.length}.`);
    const edge = (by < 0 && to === 0) || (by > 0 && to === order.length - 1);
    setFocus({ id, control: edge ? (by < 0 ? "down" : "up") : by < 0 ? "up" : "down" });
  }

  return (
    <section aria-labelledby={titleId} className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
      <h3 id={titleId} className="text-base font-bold text-ink">
        Étapes
      </h3>
      <p className="mt-1 text-sm text-slate-700">
        Ajoute les étapes du geste dans l'ordre où tu les fais, sans celles qu'il ne faut pas faire, puis valide.
      </p>
      <p className="sr-only" aria-live="polite">
        {announce}
      </p>
      <div className="mt-3 space-y-4">
        <section aria-labelledby={orderId}>
          <h4 id={orderId} ref={register("list:order")} tabIndex={-1} className="text-sm font-semibold text-slate-800">
            Mon ordre ({order.length})
          </h4>
          {order.length === 0 ? (
            <p className="mt-2 rounded-lg border border-dashed border-slate-300 p-3 text-sm text-slate-600">
              Aucune étape pour l'instant : ajoute-les une à une.
            </p>
          ) : (
            <ol aria-labelledby={orderId} className="mt-2 space-y-2">
              {order.map((id, index) => {
                const text = textOf(id);
                return (
                  <li
                    key={id}
                    className="grid grid-cols-[1.5rem_minmax(0,1fr)] items-start gap-x-2 gap-y-1.5 rounded-lg border border-brand-200 bg-brand-50 px-3 py-2 sm:grid-cols-[1.5rem_minmax(0,1fr)_auto]"
                  >
                    <span className="mt-0.5 text-sm font-bold text-brand-800" aria-hidden="true">
                      {index + 1}.
                    </span>
                    <span className="mt-0.5 min-w-0 text-sm break-words text-ink">{text}</span>
                    <span className="col-start-2 flex justify-end gap-1 sm:col-start-3">
                      <button
                        type="button"
                        ref={register(`up:${id}`)}
                        className={iconButton}
                        disabled={paused || index === 0}
                        aria-label={`Monter « ${text} »`}
                        title="Monter"
                        onClick={() => move(id, -1)}
                      >
                        <ArrowUp className="h-4 w-4" aria-hidden="true" />
                      </button>
                      <button
                        type="button"
                        ref={register(`down:${id}`)}
                        className={iconButton}
                        disabled={paused || index === order.length - 1}
                        aria-label={`Descendre « ${text} »`}
                        title="Descendre"
                        onClick={() => move(id, 1)}
                      >
                        <ArrowDown className="h-4 w-4" aria-hidden="true" />
                      </button>
                      <button
                        type="button"
                        ref={register(`remove:${id}`)}
                        className={iconButton}
                        disabled={paused}
                        aria-label={`Retirer « ${text} »`}
                        title="Retirer de mon ordre"
                        onClick={() => remove(id)}
                      >
                        <X className="h-4 w-4" aria-hidden="true" />
                      </button>
                    </span>
                  </li>
                );
              })}
            </ol>
          )}
        </section>
        <section aria-labelledby={availableId}>
          <h4
            id={availableId}
            ref={register("list:available")}
            tabIndex={-1}
            className="text-sm font-semibold text-slate-800"
          >
            Étapes disponibles ({available.length})
          </h4>
          {available.length === 0 ? (
            <p className="mt-2 text-sm text-slate-600">Toutes les étapes sont dans ton ordre.</p>
          ) : (
            <ul className="mt-2 space-y-2">
              {available.map((step) => (
                <li
                  key={step.id}
                  className="flex items-start gap-2 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2"
                >
                  <span className="min-w-0 flex-1 text-sm break-words text-ink">{step.text}</span>
                  <button
                    type="button"
                    ref={register(`add:${step.id}`)}
                    className={iconButton}
                    disabled={paused}
                    aria-label={`Ajouter « ${step.text} »`}
                    title="Ajouter à mon ordre"
                    onClick={() => add(step.id)}
                  >
                    <Plus className="h-4 w-4" aria-hidden="true" />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-700" aria-live="polite">
          {validated === null
            ? "Ordre non validé"
            : changed
              ? `Ordre validé : ${count(validated.length, "étape")} (modifications non validées)`
              : `Ordre validé : ${count(validated.length, "étape")}`}
        </p>
        <Button onClick={() => onValidate(order)} disabled={paused || order.length === 0 || !changed} loading={pending}>
          {pending ? null : <ListChecks className="h-4 w-4" aria-hidden="true" />}
          Valider l'ordre
        </Button>
      </div>
    </section>
  );
}
