import { CATEGORIES, EVALUATION_MODES } from "@ecos/contracts/constants";
import { ArrowLeft } from "lucide-react";
import { useId, useMemo } from "react";
import { Link, useParams } from "react-router";
import { PageTitle } from "@/components/page-title";
import { Spinner } from "@/components/ui/spinner";
import { NotFoundPage } from "@/features/errors/not-found-page";
import {
  categoryDisplay,
  ModeIcon,
  modeDisplay,
  toStationView,
  useScenarios,
  useStationLauncher,
} from "@/features/stations";
import { cn } from "@/lib/cn";
import { CaseCard } from "./components/case-card";

type Selection = { kind: "mode"; id: string } | { kind: "category"; id: string };

/** The stations of one evaluation mode (/homepage/mode/{slug}) or one category (/homepage/category/{id}). */
function CatalogPage({ selection }: { selection: Selection }) {
  const titleId = useId();
  const scenarios = useScenarios();
  const { openStation } = useStationLauncher();
  const stations = useMemo(
    () =>
      (scenarios.data ?? [])
        .filter((record) =>
          selection.kind === "mode" ? record.content_type === selection.id : record.category_id === selection.id,
        )
        .map((record) => toStationView(record)),
    [scenarios.data, selection],
  );
  const mode = selection.kind === "mode" ? modeDisplay(selection.id) : null;
  const category = selection.kind === "category" ? categoryDisplay(selection.id) : null;
  const Icon = (mode ?? category)?.icon;
  const title = mode?.name ?? category?.name ?? "";
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:px-8 sm:py-8">
      <PageTitle>{title}</PageTitle>
      <Link
        to="/homepage"
        className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-800 hover:underline"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        Retour à l'accueil
      </Link>
      <section aria-labelledby={titleId} className="space-y-4">
        <header className="flex items-start gap-4">
          {mode ? (
            <ModeIcon mode={mode} />
          ) : Icon ? (
            <span className={cn("grid h-12 w-12 shrink-0 place-items-center rounded-xl ring-1", category?.badgeClass)}>
              <Icon className="h-6 w-6" aria-hidden="true" />
            </span>
          ) : null}
          <div>
            <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
              {mode ? "Mode d'évaluation" : "Catégorie"}
            </p>
            <h1 id={titleId} className="text-2xl font-bold text-ink">
              {title}
            </h1>
            {mode?.description ? <p className="mt-1 max-w-2xl text-slate-700">{mode.description}</p> : null}
          </div>
        </header>
        {scenarios.isPending ? (
          <div className="grid place-items-center rounded-2xl border border-slate-200 bg-white p-10 text-brand-700">
            <Spinner size="lg" label="Chargement des stations" />
          </div>
        ) : scenarios.isError ? (
          <p role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-5 text-red-900">
            Impossible de charger les stations. Vérifie ta connexion puis recharge la page.
          </p>
        ) : stations.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-700">
            Aucune station dans {mode ? "ce mode" : "cette catégorie"} pour l'instant.
          </p>
        ) : (
          <>
            <p className="text-sm text-slate-700">
              {stations.length} station{stations.length > 1 ? "s" : ""}
            </p>
            <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {stations.map((station) => (
                <li key={station.id}>
                  <CaseCard station={station} onLaunch={() => openStation(station.record)} />
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </div>
  );
}

/** /homepage/mode/{slug}: the spec's mode routes (slugs of the modes table, e.g. "examen-clinique"). */
export function ModePage() {
  const { slug } = useParams();
  const mode = EVALUATION_MODES.find((item) => item.slug === slug);
  return mode ? <CatalogPage selection={{ kind: "mode", id: mode.id }} /> : <NotFoundPage />;
}

/** /homepage/category/{id}. */
export function CategoryPage() {
  const { id } = useParams();
  const category = CATEGORIES.find((item) => item.id === id);
  return category ? <CatalogPage selection={{ kind: "category", id: category.id }} /> : <NotFoundPage />;
}
