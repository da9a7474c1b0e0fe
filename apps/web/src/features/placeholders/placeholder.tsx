import type { ReactNode } from "react";

/** A page a later issue fills in: says so honestly instead of showing fake data. */
export function Placeholder({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className="mx-auto max-w-4xl p-4 sm:p-8">
      <h1 className="text-2xl font-bold text-ink">{title}</h1>
      <div className="mt-4 rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-slate-700">
        {children ?? "Cette page arrive bientôt."}
      </div>
    </section>
  );
}
