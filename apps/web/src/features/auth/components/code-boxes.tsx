import { type ChangeEvent, type ClipboardEvent, type KeyboardEvent, type ReactNode, useEffect, useRef } from "react";
import { cn } from "@/lib/cn";

interface CodeBoxesProps {
  /** One entry per box: a single digit or "" when empty. */
  value: readonly string[];
  onChange(value: string[]): void;
  /** Called when the last box receives a digit (the dialog moves focus to its submit button). */
  onComplete?(): void;
  label?: ReactNode;
  invalid?: boolean;
  disabled?: boolean;
}

const onlyDigits = (text: string) => text.replace(/[^0-9]/g, "");

/**
 * The activation code in single-digit boxes. Only 0-9 are accepted; a digit moves focus to the
 * next box (then `onComplete`), Backspace clears the digit or, on an empty box, the previous one;
 * pasting or autofilling several digits spreads them over the boxes.
 */
export function CodeBoxes({
  value,
  onChange,
  onComplete,
  label = "Code à 4 chiffres",
  invalid,
  disabled,
}: CodeBoxesProps) {
  const refs = useRef<Array<HTMLInputElement | null>>([]);
  const length = value.length;
  const pendingFocus = useRef<number | "complete" | null>(null);

  // Focus moves after React has committed the new digits, so the next box shows the right value.
  useEffect(() => {
    const target = pendingFocus.current;
    if (target === null) return;
    pendingFocus.current = null;
    if (target === "complete") onComplete?.();
    else refs.current[target]?.focus();
  });

  /** Writes `digits` from box `start` on, then moves focus after the last written box. */
  function fill(start: number, digits: string) {
    const next = [...value];
    let index = start;
    for (const digit of digits) {
      if (index >= length) break;
      next[index] = digit;
      index += 1;
    }
    onChange(next);
    pendingFocus.current = index >= length ? "complete" : index;
  }

  function handleChange(index: number, event: ChangeEvent<HTMLInputElement>) {
    const raw = event.target.value;
    if (raw === "") {
      onChange(value.map((digit, i) => (i === index ? "" : digit)));
      return;
    }
    let digits = onlyDigits(raw);
    if (digits === "") return; // a letter or symbol: ignored, the controlled value stays as it was
    const previous = value[index] ?? "";
    // Typing into a filled box appends to its digit: keep only the new one.
    if (digits.length === 2 && previous !== "") {
      digits = digits.startsWith(previous) ? digits.slice(1) : digits.slice(0, 1);
    }
    fill(index, digits);
  }

  function handleKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Backspace") {
      event.preventDefault();
      if (value[index]) {
        onChange(value.map((digit, i) => (i === index ? "" : digit)));
      } else if (index > 0) {
        onChange(value.map((digit, i) => (i === index - 1 ? "" : digit)));
        refs.current[index - 1]?.focus();
      }
    } else if (event.key === "ArrowLeft" && index > 0) {
      event.preventDefault();
      refs.current[index - 1]?.focus();
    } else if (event.key === "ArrowRight" && index < length - 1) {
      event.preventDefault();
      refs.current[index + 1]?.focus();
    }
  }

  function handlePaste(index: number, event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    const digits = onlyDigits(event.clipboardData.getData("text"));
    if (digits === "") return;
    // A whole code fills every box, whatever box had the focus.
    fill(digits.length >= length ? 0 : index, digits);
  }

  return (
    <fieldset className="space-y-1.5">
      <legend className="mb-1.5 block text-sm font-medium text-slate-800">{label}</legend>
      <div className="flex gap-2 sm:gap-3">
        {value.map((digit, index) => (
          <input
            // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are fixed positions
            key={index}
            ref={(element) => {
              refs.current[index] = element;
            }}
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? "one-time-code" : "off"}
            aria-label={`Chiffre ${index + 1} du code`}
            aria-invalid={invalid || undefined}
            disabled={disabled}
            value={digit}
            onChange={(event) => handleChange(index, event)}
            onKeyDown={(event) => handleKeyDown(index, event)}
            onPaste={(event) => handlePaste(index, event)}
            onFocus={(event) => event.target.select()}
            className={cn(
              "h-14 w-12 rounded-xl border bg-white text-center text-2xl font-bold text-ink tabular-nums sm:h-14 sm:w-14",
              invalid ? "border-red-600 ring-1 ring-red-600" : "border-slate-300 focus:border-brand-600",
              disabled && "bg-slate-50 text-slate-500",
            )}
          />
        ))}
      </div>
    </fieldset>
  );
}
