import { type Ref, useId } from "react";
import { cn } from "@/lib/cn";

interface ChoiceGroupProps<T extends string> {
  legend: string;
  name: string;
  options: readonly { value: T; label: string }[];
  value: T | "";
  onChange(value: T): void;
  invalid?: boolean;
  errorText?: string;
  /** Receives the first radio, so that the form can focus the group when it is missing. */
  firstInputRef?: Ref<HTMLInputElement>;
  className?: string;
}

/** A required single choice: native radios in a fieldset with a legend (arrow keys move between options). */
export function ChoiceGroup<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  invalid = false,
  errorText = "Choisis une réponse.",
  firstInputRef,
  className,
}: ChoiceGroupProps<T>) {
  const errorId = useId();
  return (
    <fieldset
      aria-invalid={invalid || undefined}
      aria-describedby={invalid ? errorId : undefined}
      className={cn("space-y-2", className)}
    >
      <legend className="mb-2 text-sm font-medium text-slate-800">{legend}</legend>
      <div className={cn("flex flex-wrap gap-2 rounded-xl", invalid && "ring-2 ring-red-600 ring-offset-4")}>
        {options.map((option, index) => (
          <label
            key={option.value}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-800 hover:border-brand-600 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:checked]:font-semibold has-[:checked]:text-brand-900 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600"
          >
            <input
              ref={index === 0 ? firstInputRef : undefined}
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="h-4 w-4 accent-brand-700 focus:outline-none"
            />
            {option.label}
          </label>
        ))}
      </div>
      {invalid ? (
        <p id={errorId} className="pt-1 text-sm font-medium text-red-700">
          {errorText}
        </p>
      ) : null}
    </fieldset>
  );
}
