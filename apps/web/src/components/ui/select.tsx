import { ChevronDown } from "lucide-react";
import { forwardRef, type ReactNode, type SelectHTMLAttributes, useId } from "react";
import { cn } from "@/lib/cn";

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: ReactNode;
  /** Shown right of the label, e.g. a spinner while the choice is saved. */
  status?: ReactNode;
  invalid?: boolean;
}

/** A labelled native select: accessible and comfortable on phones. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, status, invalid, className, id, children, ...rest },
  ref,
) {
  const autoId = useId();
  const selectId = id ?? autoId;
  return (
    <div className={cn("space-y-1.5", className)}>
      <div className="flex items-center justify-between gap-2">
        <label htmlFor={selectId} className="block text-sm font-medium text-slate-800">
          {label}
        </label>
        {status}
      </div>
      <div className="relative">
        <select
          ref={ref}
          id={selectId}
          aria-invalid={invalid || undefined}
          className={cn(
            "block w-full appearance-none truncate rounded-lg border bg-white py-2.5 pr-10 pl-3 text-base text-ink disabled:cursor-wait disabled:bg-slate-50 disabled:text-slate-500 sm:text-sm",
            invalid ? "border-red-600 ring-1 ring-red-600" : "border-slate-300 focus:border-brand-600",
          )}
          {...rest}
        >
          {children}
        </select>
        <ChevronDown
          className="pointer-events-none absolute top-1/2 right-3 h-4 w-4 -translate-y-1/2 text-slate-500"
          aria-hidden="true"
        />
      </div>
    </div>
  );
});
