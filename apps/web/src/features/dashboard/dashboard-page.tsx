import { BETA_VERSION } from "@ecos/contracts/constants";
import { PageTitle } from "@/components/page-title";
import { CaseList } from "./components/case-list";
import { CategoryGrid, ModeGrid } from "./components/catalog-grids";
import { DashboardBanner } from "./components/dashboard-banner";
import { OnboardingGuide } from "./components/onboarding-guide";
import { PausedStations } from "./components/paused-stations";
import { ProgressOverview } from "./components/progress-overview";

/**
 * Home: the banner (greeting and search), the first-run guide of a new student, the progression
 * block, the stations left in pause, then the beta's flat list of cases and the evaluation modes,
 * each leading to its stations (outside the beta: the category and evaluation mode grids).
 */
export function DashboardPage() {
  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-6 sm:px-8 sm:py-8">
      <PageTitle>Tableau de bord</PageTitle>
      <DashboardBanner />
      <OnboardingGuide />
      <ProgressOverview />
      <PausedStations />
      {BETA_VERSION ? (
        <>
          <CaseList />
          <ModeGrid />
        </>
      ) : (
        <>
          <CategoryGrid />
          <ModeGrid />
        </>
      )}
    </div>
  );
}
