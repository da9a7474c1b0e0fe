import { useCurrentUser } from "@/features/auth/session";
import { DashboardSearch } from "@/features/search";

/** The title banner: greeting, then the search over cases and revision sheets. */
export function DashboardBanner() {
  const user = useCurrentUser();
  return (
    <header className="space-y-4 rounded-3xl bg-linear-to-br from-brand-50 via-white to-sky-50 p-5 ring-1 ring-slate-200 sm:p-7">
      <div>
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">
          {user.first_name ? `Bonjour ${user.first_name} !` : "Bonjour !"}
        </h1>
        <p className="mt-1 text-slate-700">Choisis un cas clinique et entraîne-toi dans les conditions des ECOS.</p>
      </div>
      <DashboardSearch />
    </header>
  );
}
