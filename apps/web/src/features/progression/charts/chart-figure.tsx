import { type ReactNode, useId, useState } from "react";
import { cn } from "@/lib/cn";

export interface ChartTable {
  columns: readonly string[];
  rows: ReadonlyArray<{ key: string; cells: readonly ReactNode[] }>;
}

interface ChartFigureProps {
  title: string;
  /** One or two sentences summing up the chart (the figure's caption). */
  summary: ReactNode;
  /** Every value of the chart: read by screen readers, shown on demand to everyone. */
  table: ChartTable;
  /** Height of the drawing in pixels. */
  height: number;
  children: ReactNode;
  className?: string;
}

/**
 * A chart with its text alternative: the figure is named by its title and described by its caption;
 * the drawing itself is hidden from assistive technology, whose users get the table of values
 * (visually hidden until "Afficher les valeurs").
 */
export function ChartFigure({ title, summary, table, height, children, className }: ChartFigureProps) {
  const titleId = useId();
  const captionId = useId();
  const tableId = useId();
  const [showValues, setShowValues] = useState(false);
  return (
    <figure
      aria-labelledby={titleId}
      aria-describedby={captionId}
      className={cn("min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5", className)}
    >
      <h3 id={titleId} className="font-bold text-ink">
        {title}
      </h3>
      <div aria-hidden="true" className="mt-3 w-full" style={{ height }}>
        {children}
      </div>
      <figcaption id={captionId} className="mt-2 text-sm text-slate-700">
        {summary}
      </figcaption>
      <button
        type="button"
        aria-expanded={showValues}
        aria-controls={tableId}
        onClick={() => setShowValues((shown) => !shown)}
        className="mt-2 -ml-2 rounded-lg px-2 py-1 text-sm font-semibold text-brand-800 hover:bg-brand-50"
      >
        {showValues ? "Masquer les valeurs" : "Afficher les valeurs"}
        <span className="sr-only"> : {title}</span>
      </button>
      <div id={tableId} className={showValues ? "mt-3 overflow-x-auto" : "sr-only"}>
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Valeurs : {title}</caption>
          <thead>
            <tr className="border-b border-slate-200 text-slate-600">
              {table.columns.map((column) => (
                <th key={column} scope="col" className="py-1.5 pr-3 font-semibold">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.key} className="border-b border-slate-100">
                {row.cells.map((cell, index) =>
                  index === 0 ? (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the cells of a row never move
                    <th key={index} scope="row" className="py-1.5 pr-3 font-medium text-ink">
                      {cell}
                    </th>
                  ) : (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the cells of a row never move
                    <td key={index} className="py-1.5 pr-3 tabular-nums">
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
