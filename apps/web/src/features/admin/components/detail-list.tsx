import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

export interface Detail {
  term: string;
  value: ReactNode;
  /** Free text: kept on its own lines, long words broken. */
  long?: boolean;
}

/**
 * The body fields of a ticket as a description list (term above its value); with `columns`, short
 * answers sit two by two and free texts take the whole width.
 */
export function DetailList({ details, columns = false }: { details: readonly Detail[]; columns?: boolean }) {
  return (
    <dl className={columns ? "grid grid-cols-2 gap-x-4 gap-y-3" : "space-y-3"}>
      {details.map((detail) => (
        <div key={detail.term} className={cn("min-w-0", columns && detail.long && "col-span-2")}>
          <dt className="text-xs font-semibold text-slate-600">{detail.term}</dt>
          <dd
            className={cn(
              "mt-0.5 text-sm text-ink [overflow-wrap:anywhere]",
              detail.long && "rounded-lg bg-slate-50 px-3 py-2 whitespace-pre-wrap",
            )}
          >
            {detail.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A missing answer, said in words. */
export const Missing = ({ children = "Non renseigné" }: { children?: ReactNode }) => (
  <span className="text-slate-600 italic">{children}</span>
);

export const yesNo = (value: boolean | null) => (value === null ? <Missing /> : value ? "Oui" : "Non");

/** A thread id: monospace, breakable anywhere on a phone. */
export const Identifier = ({ value }: { value: string | null }) =>
  value ? <code className="font-mono text-xs break-all text-slate-800">{value}</code> : <Missing />;
