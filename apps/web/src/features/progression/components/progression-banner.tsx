import { TrendingUp } from "lucide-react";
import { PageBanner } from "@/components/page-banner";

/** The screen's header banner. */
export function ProgressionBanner() {
  return (
    <PageBanner icon={TrendingUp} title="Ma progression">
      <p>Ta moyenne, ton objectif, ton niveau et l'évolution de tes notes, station après station.</p>
    </PageBanner>
  );
}
