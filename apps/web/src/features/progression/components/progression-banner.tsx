import { TrendingUp } from "lucide-react";

/** The screen's header banner. */
export function ProgressionBanner() {
  return (
    <header className="flex items-center gap-4 rounded-3xl bg-linear-to-br from-brand-50 via-white to-sky-50 p-5 ring-1 ring-slate-200 sm:p-7">
      <span className="hidden h-14 w-14 shrink-0 place-items-center rounded-2xl bg-brand-700 text-white sm:grid">
        <TrendingUp className="h-7 w-7" aria-hidden="true" />
      </span>
      <div className="min-w-0">
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">Ma progression</h1>
        <p className="mt-1 text-slate-700">
          Ta moyenne, ton objectif, ton niveau et l'évolution de tes notes, station après station.
        </p>
      </div>
    </header>
  );
}
