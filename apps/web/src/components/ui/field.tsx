import { forwardRef, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes, useId } from "react";
import { cn } from "@/lib/cn";

const inputClass = (invalid?: boolean) =>
  cn(
    "block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-ink placeholder:text-slate-500 sm:text-sm",
    invalid ? "border-red-600 ring-1 ring-red-600" : "border-slate-300 focus:border-brand-600",
  );

interface FieldProps {
  label: ReactNode;
  /** Red styling when the API names this field in an error. */
  invalid?: boolean;
  hint?: ReactNode;
}

export const TextField = forwardRef<HTMLInputElement, FieldProps & InputHTMLAttributes<HTMLInputElement>>(
  function TextField({ label, invalid, hint, className, id, ...rest }, ref) {
    const autoId = useId();
    const inputId = id ?? autoId;
    return (
      <div className={cn("space-y-1.5", className)}>
        <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
          {label}
        </label>
        <input ref={ref} id={inputId} aria-invalid={invalid || undefined} className={inputClass(invalid)} {...rest} />
        {hint ? <p className="text-xs text-slate-600">{hint}</p> : null}
      </div>
    );
  },
);

export const TextAreaField = forwardRef<HTMLTextAreaElement, FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>>(
  function TextAreaField({ label, invalid, hint, className, id, ...rest }, ref) {
    const autoId = useId();
    const inputId = id ?? autoId;
    return (
      <div className={cn("space-y-1.5", className)}>
        <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
          {label}
        </label>
        <textarea
          ref={ref}
          id={inputId}
          aria-invalid={invalid || undefined}
          className={inputClass(invalid)}
          {...rest}
        />
        {hint ? <p className="text-xs text-slate-600">{hint}</p> : null}
      </div>
    );
  },
);
