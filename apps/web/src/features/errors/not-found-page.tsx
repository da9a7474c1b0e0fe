import { Link } from "react-router";
import { PageTitle } from "@/components/page-title";

export function NotFoundPage() {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 px-6 text-center">
      <PageTitle>Page introuvable</PageTitle>
      <p className="text-6xl font-black text-brand-700">404</p>
      <h1 className="text-2xl font-bold">Page introuvable</h1>
      <p className="max-w-md text-slate-600">La page que tu cherches n'existe pas ou a été déplacée.</p>
      <Link to="/homepage" className="rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800">
        Retour à l'accueil
      </Link>
    </main>
  );
}
