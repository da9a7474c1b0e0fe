import { useId } from "react";
import { cn } from "@/lib/cn";

interface ChoiceQuestionProps<T extends string> {
  legend: string;
  name: string;
  options: readonly { value: T; label: string }[];
  value: T | "";
  onChange(value: T): void;
  error?: string;
}

/** One required question: native radios in a fieldset (arrow keys move between the answers). */
export function ChoiceQuestion<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  error,
}: ChoiceQuestionProps<T>) {
  const errorId = useId();
  return (
    <fieldset aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 text-sm font-medium text-slate-800">{legend}</legend>
      <div className={cn("flex flex-wrap gap-2 rounded-xl", error && "ring-2 ring-red-600 ring-offset-4")}>
        {options.map((option) => (
          <label
            key={option.value}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-800 hover:border-brand-600 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:checked]:font-semibold has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600"
          >
            <input
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
      {error ? (
        <p id={errorId} className="pt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
