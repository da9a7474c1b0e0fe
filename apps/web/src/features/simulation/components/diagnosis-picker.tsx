import { forwardRef, useId } from "react";
import { SelectField } from "@/components/ui/select";

export const DIAGNOSIS_REQUIRED = "Veuillez sélectionner un diagnostic";

interface DiagnosisPickerProps {
  diagnoses: string[];
  value: string;
  onChange(value: string): void;
  /** Shown after trying to finish without a diagnosis. */
  missing: boolean;
}

/** "Diagnostic retenu": the differential offered by the station, chosen before finishing. */
export const DiagnosisPicker = forwardRef<HTMLSelectElement, DiagnosisPickerProps>(function DiagnosisPicker(
  { diagnoses, value, onChange, missing },
  ref,
) {
  const errorId = useId();
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <SelectField
        ref={ref}
        label="Diagnostic retenu"
        value={value}
        invalid={missing && !value}
        aria-describedby={missing && !value ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="" disabled>
          Choisis ton diagnostic
        </option>
        {diagnoses.map((diagnosis) => (
          <option key={diagnosis} value={diagnosis}>
            {diagnosis}
          </option>
        ))}
      </SelectField>
      {missing && !value ? (
        <p id={errorId} role="alert" className="mt-2 text-sm font-medium text-red-700">
          {DIAGNOSIS_REQUIRED}
        </p>
      ) : (
        <p className="mt-2 text-xs text-slate-600">Il sera pris en compte dans ta note à la fin de la station.</p>
      )}
    </section>
  );
});
