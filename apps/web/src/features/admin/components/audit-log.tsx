import type { AuditActionId, AuditEntryView } from "@ecos/contracts";
import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS } from "@ecos/contracts/constants";
import { ChevronsDown, ScrollText } from "lucide-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { LoadErrorAlert } from "@/components/load-error-alert";
import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/select";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/cn";
import { plural } from "@/lib/format";
import { useAuditLog } from "../api/audit-api";
import { auditActionLabel, auditActor, auditTarget } from "../lib/audit";
import { formatTicketDate } from "../lib/tickets";

const LOAD_ERROR = "Impossible de récupérer le journal d'audit";
const COLUMNS = ["Date", "Action", "Qui", "Cible", "Adresse"] as const;

/** Failures and blocks stand out from the routine events. */
const WARNING_ACTIONS = new Set<string>(["login_failed", "lockout", "activation_failed"]);

/**
 * The audit log (GET /admin/audit): security events, newest first, 50 at a time ("Charger plus"), one
 * action or all. A table on wide screens; on a phone each event is a block whose cells carry their label.
 */
export function AuditLog() {
  const [action, setAction] = useState<AuditActionId | null>(null);
  const log = useAuditLog(action);
  const entries = log.data;
  const tableRef = useRef<HTMLTableElement>(null);

  // "Charger plus": focus goes to the first event of the new page once it is shown.
  const [focusFrom, setFocusFrom] = useState<number | null>(null);
  useEffect(() => {
    if (focusFrom === null || !entries || entries.length <= focusFrom) return;
    setFocusFrom(null);
    tableRef.current?.querySelectorAll<HTMLElement>("tbody tr")[focusFrom]?.focus();
  }, [focusFrom, entries]);
  const loadMore = async () => {
    const before = entries?.length ?? 0;
    const result = await log.fetchNextPage();
    if (!result.isError) setFocusFrom(before);
  };

  return (
    <section aria-labelledby="audit-heading" className="space-y-4">
      <div className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h2 id="audit-heading" className="text-lg font-bold text-ink">
            Journal d'audit
          </h2>
          <p className="text-sm text-slate-600">
            Connexions, mots de passe, e-mails, invitations et suppressions de tickets : qui, quand, d'où.
          </p>
        </div>
        <SelectField
          label="Action"
          value={action ?? ""}
          onChange={(event) => setAction((event.target.value || null) as AuditActionId | null)}
          className="sm:w-64"
        >
          <option value="">Toutes les actions</option>
          {AUDIT_ACTIONS.map((id) => (
            <option key={id} value={id}>
              {AUDIT_ACTION_LABELS[id]}
            </option>
          ))}
        </SelectField>
      </div>

      {entries === undefined ? (
        log.isError ? (
          <LoadErrorAlert message={LOAD_ERROR} retrying={log.isFetching} onRetry={() => log.refetch()} />
        ) : (
          <div className="flex justify-center py-16">
            <Spinner label="Chargement du journal" size="lg" className="text-brand-700" />
          </div>
        )
      ) : entries.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center text-slate-600">
          <ScrollText className="h-8 w-8" aria-hidden="true" />
          <p className="font-medium text-slate-800">
            {action ? "Aucun événement de ce type pour le moment." : "Aucun événement pour le moment."}
          </p>
        </div>
      ) : (
        <>
          <AuditTable entries={entries} tableRef={tableRef} busy={log.isPlaceholderData} />
          {log.isError ? (
            <p role="alert" className="text-center text-sm font-medium text-red-800">
              {LOAD_ERROR}.
            </p>
          ) : null}
          {log.hasNextPage && !log.isPlaceholderData ? (
            <div className="flex flex-col items-center gap-2 pt-2">
              <p className="text-sm text-slate-600">
                {plural(entries.length, "événement affiché", "événements affichés")}
              </p>
              <Button
                variant="secondary"
                onClick={loadMore}
                loading={log.isFetchingNextPage}
                loadingLabel="Chargement des événements suivants"
              >
                {log.isFetchingNextPage ? null : <ChevronsDown className="h-4 w-4" aria-hidden="true" />}
                Charger plus
              </Button>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}

/**
 * The events as a table: columns on wide screens; on a phone each row is laid out as a block whose
 * cells write their column's name (the header row is then only for screen readers).
 */
function AuditTable({
  entries,
  tableRef,
  busy,
}: {
  entries: readonly AuditEntryView[];
  tableRef: React.RefObject<HTMLTableElement | null>;
  busy: boolean;
}) {
  return (
    <table
      ref={tableRef}
      aria-label="Événements du journal d'audit"
      aria-busy={busy || undefined}
      className={cn("block w-full text-left text-sm md:table", busy && "opacity-60")}
    >
      <thead className="sr-only md:not-sr-only md:table-header-group">
        <tr>
          {COLUMNS.map((column) => (
            <th
              key={column}
              scope="col"
              className="border-b border-slate-200 px-3 py-2 text-xs font-semibold tracking-wide text-slate-600 uppercase"
            >
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="block space-y-3 md:table-row-group md:space-y-0">
        {entries.map((entry) => (
          <AuditRow key={entry.id} entry={entry} />
        ))}
      </tbody>
    </table>
  );
}

function AuditRow({ entry }: { entry: AuditEntryView }) {
  const actor = auditActor(entry);
  const target = auditTarget(entry);
  const warning = WARNING_ACTIONS.has(entry.action);
  return (
    <tr
      tabIndex={-1}
      data-audit-id={entry.id}
      className="block rounded-2xl border border-slate-200 bg-white p-4 shadow-sm focus-visible:outline-2 focus-visible:outline-brand-600 md:table-row md:rounded-none md:border-0 md:border-b md:p-0 md:shadow-none"
    >
      <Cell label="Date">
        <time dateTime={entry.created_at} className="whitespace-nowrap">
          {formatTicketDate(entry.created_at)}
        </time>
      </Cell>
      <Cell label="Action">
        <span
          className={cn(
            "inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset",
            warning ? "bg-red-50 text-red-800 ring-red-200" : "bg-brand-50 text-brand-900 ring-brand-200",
          )}
        >
          {auditActionLabel(entry.action)}
        </span>
      </Cell>
      <Cell label="Qui">
        <span className="block font-medium [overflow-wrap:anywhere] text-ink">{actor.name}</span>
        {actor.email ? (
          <span className="block text-xs [overflow-wrap:anywhere] text-slate-600">{actor.email}</span>
        ) : null}
      </Cell>
      <Cell label="Cible">
        <span className="block [overflow-wrap:anywhere]">{target.text}</span>
        {target.detail ? (
          <span className="block font-mono text-xs [overflow-wrap:anywhere] text-slate-600">{target.detail}</span>
        ) : null}
      </Cell>
      <Cell label="Adresse">
        <span className="font-mono text-xs [overflow-wrap:anywhere]">{entry.ip ?? "—"}</span>
      </Cell>
    </tr>
  );
}

/** A cell; on a phone its column's name is written before it (screen readers read the column header). */
function Cell({ label, children }: { label: string; children: ReactNode }) {
  return (
    <td className="flex gap-3 py-1 align-top md:table-cell md:px-3 md:py-3">
      <span aria-hidden="true" className="w-20 shrink-0 text-xs font-semibold text-slate-500 uppercase md:hidden">
        {label}
      </span>
      <span className="min-w-0 flex-1">{children}</span>
    </td>
  );
}
