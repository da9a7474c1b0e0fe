import { NB_CASES_CHOICES } from "@ecos/contracts/constants";
import { type Ref, useId } from "react";
import { cn } from "@/lib/cn";
import type { NbCases } from "./beta-form-model";

interface NbCasesPickerProps {
  value: NbCases | "";
  onChange(value: NbCases): void;
  invalid?: boolean;
  firstButtonRef?: Ref<HTMLButtonElement>;
}

/** Ten toggle buttons (1 to 10); the chosen one is pressed. */
export function NbCasesPicker({ value, onChange, invalid = false, firstButtonRef }: NbCasesPickerProps) {
  const errorId = useId();
  return (
    <fieldset aria-invalid={invalid || undefined} aria-describedby={invalid ? errorId : undefined}>
      <legend className="mb-2 text-sm font-medium text-slate-800">
        Combien de cas penses-tu faire pendant la bêta ?
      </legend>
      <div className={cn("grid grid-cols-5 gap-2 rounded-xl", invalid && "ring-2 ring-red-600 ring-offset-4")}>
        {NB_CASES_CHOICES.map((choice, index) => {
          const pressed = value === choice;
          return (
            <button
              key={choice}
              ref={index === 0 ? firstButtonRef : undefined}
              type="button"
              aria-pressed={pressed}
              aria-label={`${choice} cas`}
              onClick={() => onChange(choice)}
              className={cn(
                "h-11 rounded-lg border text-sm font-semibold transition-colors",
                pressed
                  ? "border-brand-700 bg-brand-700 text-white"
                  : "border-slate-300 bg-white text-slate-800 hover:border-brand-600 hover:bg-brand-50",
              )}
            >
              {choice}
            </button>
          );
        })}
      </div>
      {invalid ? (
        <p id={errorId} className="mt-3 text-sm font-medium text-red-700">
          Choisis un nombre de cas.
        </p>
      ) : null}
    </fieldset>
  );
}
