import { PageTitle } from "@/components/page-title";
import { RequireSuperAdmin } from "@/features/auth/components/require-auth";
import { NotFoundPage } from "@/features/errors/not-found-page";
import { AdminInbox } from "./components/admin-inbox";

/**
 * /homepage/tickets: super admins only (the server enforces it too); anyone else gets the not-found page.
 * The tickets, and the audit log in a second tab.
 */
export function TicketsPage() {
  return (
    <RequireSuperAdmin otherwise={<NotFoundPage />}>
      <PageTitle>Tickets</PageTitle>
      <AdminInbox />
    </RequireSuperAdmin>
  );
}
