import { forwardRef, useId } from "react";
import { cn } from "@/lib/cn";

/** Shown when the student ends the station with the box empty (the spec's message, for a typed field). */
export const DIAGNOSIS_REQUIRED = "Veuillez saisir un diagnostic";
/** The longest diagnosis the server takes (POST /grade, `diagnostic`). */
export const DIAGNOSIS_MAX_LENGTH = 200;

interface DiagnosisFieldProps {
  value: string;
  onChange(value: string): void;
  /** Shown after trying to finish without a diagnosis. */
  missing: boolean;
  disabled?: boolean;
}

/**
 * "Diagnostic retenu", typed in the student's own words as they would say it to the examiner: the
 * engine reads it against the station's differential (synonyms, abbreviations, typos), which is never
 * shown, so that nothing on the page hands over the answer.
 */
export const DiagnosisField = forwardRef<HTMLInputElement, DiagnosisFieldProps>(function DiagnosisField(
  { value, onChange, missing, disabled },
  ref,
) {
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const showError = missing && !value.trim();
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <label htmlFor={inputId} className="block text-sm font-semibold text-ink">
        Diagnostic retenu
      </label>
      <input
        ref={ref}
        id={inputId}
        type="text"
        value={value}
        maxLength={DIAGNOSIS_MAX_LENGTH}
        disabled={disabled}
        autoComplete="off"
        autoCapitalize="sentences"
        enterKeyHint="done"
        placeholder="Ton diagnostic, en toutes lettres ou en abrégé"
        aria-invalid={showError || undefined}
        aria-describedby={showError ? `${errorId} ${hintId}` : hintId}
        onChange={(event) => onChange(event.target.value)}
        className={cn(
          "mt-1.5 block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-ink placeholder:text-slate-500 disabled:cursor-not-allowed disabled:bg-slate-100 sm:text-sm",
          showError ? "border-red-600 ring-1 ring-red-600" : "border-slate-300 focus:border-brand-600",
        )}
      />
      {showError ? (
        <p id={errorId} role="alert" className="mt-2 text-sm font-medium text-red-700">
          {DIAGNOSIS_REQUIRED}
        </p>
      ) : null}
      <p id={hintId} className="mt-2 text-xs text-slate-600">
        Écris-le comme tu l'annoncerais à l'examinateur : synonymes, abréviations et fautes de frappe sont compris. Il
        compte dans ta note à la fin de la station.
      </p>
    </section>
  );
});
