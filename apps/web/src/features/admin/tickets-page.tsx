import { RequireSuperAdmin } from "@/features/auth/components/require-auth";
import { NotFoundPage } from "@/features/errors/not-found-page";
import { TicketsInbox } from "./components/tickets-inbox";

/** /homepage/tickets: super admins only (the server enforces it too); anyone else gets the not-found page. */
export function TicketsPage() {
  return (
    <RequireSuperAdmin otherwise={<NotFoundPage />}>
      <TicketsInbox />
    </RequireSuperAdmin>
  );
}
