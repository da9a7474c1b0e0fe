import { Route } from "lucide-react";

/** The circuit screens' header banner. */
export function CircuitBanner({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <header className="flex items-center gap-4 rounded-3xl bg-linear-to-br from-brand-50 via-white to-sky-50 p-5 ring-1 ring-slate-200 sm:p-7">
      <span className="hidden h-14 w-14 shrink-0 place-items-center rounded-2xl bg-brand-700 text-white sm:grid">
        <Route className="h-7 w-7" aria-hidden="true" />
      </span>
      <div className="min-w-0">
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">{title}</h1>
        <div className="mt-1 text-slate-700">{children}</div>
      </div>
    </header>
  );
}
