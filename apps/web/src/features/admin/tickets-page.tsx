import { RequireSuperAdmin } from "@/features/auth/components/require-auth";
import { NotFoundPage } from "@/features/errors/not-found-page";
import { InviteStudentCard } from "./components/invite-student-card";

/** /homepage/tickets: super admins only (the server enforces it too). The inbox itself comes later. */
export function TicketsPage() {
  return (
    <RequireSuperAdmin otherwise={<NotFoundPage />}>
      <section className="mx-auto max-w-5xl space-y-6 p-4 sm:p-8">
        <h1 className="text-2xl font-bold text-ink">Tickets utilisateurs</h1>
        <InviteStudentCard />
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-slate-700">
          La boîte de réception des tickets arrive bientôt.
        </p>
      </section>
    </RequireSuperAdmin>
  );
}
