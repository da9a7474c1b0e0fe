import { isRouteErrorResponse, useRouteError } from "react-router";
import { PageTitle } from "@/components/page-title";

/** The router's error screen (the spec's "Unexpected Application Error!", in French). */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 px-6 text-center">
      <PageTitle>Erreur</PageTitle>
      <h1 className="text-2xl font-bold text-red-800">Une erreur inattendue est survenue</h1>
      <p className="max-w-xl break-words text-slate-700">{detail}</p>
      <a href="/homepage" className="rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800">
        Retour à l'accueil
      </a>
    </main>
  );
}
