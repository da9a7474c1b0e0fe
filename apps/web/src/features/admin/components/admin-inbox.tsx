import * as Tabs from "@radix-ui/react-tabs";
import { Inbox, ShieldCheck } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { useSearchParams } from "react-router";
import { AuditLog } from "./audit-log";
import { InviteStudentCard } from "./invite-student-card";
import { TicketsHeader } from "./tickets-header";
import { TicketsInbox } from "./tickets-inbox";

/** The tab in the address (`?vue=journal`), so a reload or a shared link opens the same one. */
const VIEW_PARAM = "vue";
const VIEWS = { tickets: "tickets", audit: "journal" } as const;
type View = (typeof VIEWS)[keyof typeof VIEWS];

/**
 * The super admin's area at /homepage/tickets: the header (with the manual invitation), then two tabs:
 * the users' tickets and the audit log. The tickets tab stays mounted while hidden (filters and loaded
 * pages survive a switch); the audit log is fetched the first time its tab opens.
 */
export function AdminInbox() {
  const [params, setParams] = useSearchParams();
  const view: View = params.get(VIEW_PARAM) === VIEWS.audit ? VIEWS.audit : VIEWS.tickets;
  const [auditVisited, setAuditVisited] = useState(view === VIEWS.audit);
  const [inviteOpen, setInviteOpen] = useState(false);
  const inviteId = useId();

  const select = (next: string) => {
    const value = next === VIEWS.audit ? VIEWS.audit : VIEWS.tickets;
    if (value === VIEWS.audit) setAuditVisited(true);
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (value === VIEWS.audit) updated.set(VIEW_PARAM, VIEWS.audit);
        else updated.delete(VIEW_PARAM);
        return updated;
      },
      { replace: true },
    );
  };

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:px-8 sm:py-8">
      <TicketsHeader
        inviteOpen={inviteOpen}
        onToggleInvite={() => setInviteOpen((open) => !open)}
        inviteId={inviteId}
      />
      <div id={inviteId} hidden={!inviteOpen}>
        {inviteOpen ? <InviteStudentCard /> : null}
      </div>

      <Tabs.Root value={view} onValueChange={select}>
        <Tabs.List
          aria-label="Espace super admin"
          className="inline-flex max-w-full gap-1 overflow-x-auto rounded-xl bg-slate-100 p-1"
        >
          <Tab value={VIEWS.tickets} icon={<Inbox className="h-4 w-4" aria-hidden="true" />}>
            Tickets
          </Tab>
          <Tab value={VIEWS.audit} icon={<ShieldCheck className="h-4 w-4" aria-hidden="true" />}>
            Journal d'audit
          </Tab>
        </Tabs.List>
        <Tabs.Content value={VIEWS.tickets} forceMount hidden={view !== VIEWS.tickets} className="mt-6">
          <TicketsInbox />
        </Tabs.Content>
        <Tabs.Content value={VIEWS.audit} forceMount hidden={view !== VIEWS.audit} className="mt-6">
          {auditVisited || view === VIEWS.audit ? <AuditLog /> : null}
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}

function Tab({ value, icon, children }: { value: View; icon: ReactNode; children: ReactNode }) {
  return (
    <Tabs.Trigger
      value={value}
      className="inline-flex h-10 shrink-0 items-center gap-2 rounded-lg px-4 text-sm font-semibold text-slate-700 hover:text-ink data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm"
    >
      {icon}
      {children}
    </Tabs.Trigger>
  );
}
