import type { ReactNode } from "react";
import { Link } from "react-router";
import { PageTitle } from "@/components/page-title";

/** The frame of the pages opened from an e-mail: the product name, a title and a card. */
export function LinkPageLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <PageTitle>{title}</PageTitle>
      <header className="px-4 py-4 sm:px-8">
        <Link to="/" className="text-lg font-extrabold tracking-tight text-ink">
          ECOS <span className="text-brand-700">Academy</span>
        </Link>
      </header>
      <main className="flex flex-1 items-start justify-center px-4 pt-6 pb-12 sm:items-center sm:pt-0">
        <section className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
          <h1 className="text-2xl font-bold text-ink">{title}</h1>
          <div className="mt-5">{children}</div>
        </section>
      </main>
    </div>
  );
}
