import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

export interface StackedColumn<Row> {
  label: string;
  cell(row: Row): ReactNode;
  /** Figures: right-aligned on wide screens. */
  numeric?: boolean;
}

/**
 * A table with columns on wide screens; on a phone each row is a block whose cells write their
 * column's name (the header row is then only for screen readers), so nothing scrolls sideways.
 */
export function StackedTable<Row>({
  label,
  columns,
  rows,
  rowKey,
}: {
  label: string;
  columns: readonly StackedColumn<Row>[];
  rows: readonly Row[];
  rowKey(row: Row): string;
}) {
  return (
    <table aria-label={label} className="block w-full text-left text-sm md:table">
      <thead className="sr-only md:not-sr-only md:table-header-group">
        <tr>
          {columns.map((column) => (
            <th
              key={column.label}
              scope="col"
              className={cn(
                "border-b border-slate-200 px-3 py-2 text-xs font-semibold tracking-wide text-slate-600 uppercase",
                column.numeric && "md:text-right",
              )}
            >
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="block space-y-3 md:table-row-group md:space-y-0">
        {rows.map((row) => (
          <tr
            key={rowKey(row)}
            className="block rounded-xl border border-slate-200 p-3 md:table-row md:rounded-none md:border-0 md:border-b md:p-0"
          >
            {columns.map((column) => (
              <td
                key={column.label}
                className={cn(
                  "flex gap-3 py-1 align-top md:table-cell md:px-3 md:py-2.5",
                  column.numeric && "md:text-right",
                )}
              >
                <span
                  aria-hidden="true"
                  className="w-20 shrink-0 text-xs font-semibold text-slate-500 uppercase md:hidden"
                >
                  {column.label}
                </span>
                <span className={cn("min-w-0 flex-1 [overflow-wrap:anywhere]", column.numeric && "tabular-nums")}>
                  {column.cell(row)}
                </span>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
