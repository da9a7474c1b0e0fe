import { useCurrentUser } from "@/features/auth/session";
import { CaseList } from "./components/case-list";
import { PausedStations } from "./components/paused-stations";

/** Home (beta): the greeting, the stations left in pause, then the flat list of clinical cases. */
export function DashboardPage() {
  const user = useCurrentUser();
  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-6 sm:px-8 sm:py-8">
      <header>
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">
          {user.first_name ? `Bonjour ${user.first_name} !` : "Bonjour !"}
        </h1>
        <p className="mt-1 text-slate-600">Choisis un cas clinique et entraîne-toi dans les conditions des ECOS.</p>
      </header>
      {/* The search box and the progression cards (a later issue) take their place here. */}
      <PausedStations />
      <CaseList />
    </div>
  );
}
