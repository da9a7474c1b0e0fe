import { PageTitle } from "@/components/page-title";
import { RequireSuperAdmin } from "@/features/auth/components/require-auth";
import { NotFoundPage } from "@/features/errors/not-found-page";
import { AiStatusView } from "./components/ai-status-view";

/**
 * /homepage/ai: super admins only (the server enforces it too); anyone else gets the not-found page.
 * Which AI answers the students, whether the model answers, and the tokens it costs.
 */
export function AiAdminPage() {
  return (
    <RequireSuperAdmin otherwise={<NotFoundPage />}>
      <PageTitle>IA</PageTitle>
      <AiStatusView />
    </RequireSuperAdmin>
  );
}
