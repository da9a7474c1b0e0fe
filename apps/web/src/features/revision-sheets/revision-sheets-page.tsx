import { RefreshCw } from "lucide-react";
import { type RefObject, useLayoutEffect, useRef } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { PageTitle } from "@/components/page-title";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useSheets } from "./api/sheets-api";
import { sheetCardLinkId } from "./components/sheet-card";
import { SheetDetail, SheetNotFound } from "./components/sheet-detail";
import { SheetList } from "./components/sheet-list";
import { scrollPageToTop } from "./lib/scroll";

const SHEET_PARAM = "sheet";
const QUERY_PARAM = "q";

/** The open sheet's number from ?sheet=, or null on the list. */
function sheetParam(params: URLSearchParams): number | null {
  const value = params.get(SHEET_PARAM);
  return value && /^\d+$/.test(value) ? Number(value) : value ? Number.NaN : null;
}

/**
 * "Support Pédagogique": the revision sheets as a filterable grid, and one sheet's detail. The open
 * sheet (?sheet=) and the filter (?q=) live in the URL, so links open a sheet and the back button works.
 */
export function RevisionSheetsPage() {
  const sheets = useSheets();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const openId = sheetParam(params);
  const query = params.get(QUERY_PARAM) ?? "";
  const titleRef = useRef<HTMLHeadingElement>(null);
  const returnToTop = useRef(false);
  useFocusOnReturn(openId, returnToTop, titleRef);

  function linkTo(id: number) {
    const next = new URLSearchParams(params);
    next.set(SHEET_PARAM, String(id));
    return `?${next.toString()}`;
  }

  function setQuery(value: string) {
    const next = new URLSearchParams(params);
    if (value) next.set(QUERY_PARAM, value);
    else next.delete(QUERY_PARAM);
    setParams(next, { replace: true });
  }

  function backToList() {
    // Opened from the grid: step back in history (the filter comes back too); opened by a link: replace.
    if ((location.state as { fromList?: boolean } | null)?.fromList) {
      void navigate(-1);
      return;
    }
    returnToTop.current = true;
    const next = new URLSearchParams(params);
    next.delete(SHEET_PARAM);
    setParams(next, { replace: true });
  }

  const sheet = openId === null ? undefined : sheets.data?.find((item) => item.id === openId);
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:px-8 sm:py-8">
      <PageTitle>Fiches de révision</PageTitle>
      <header>
        <h1 ref={titleRef} tabIndex={-1} className="text-2xl font-bold text-ink focus:outline-none sm:text-3xl">
          Support Pédagogique
        </h1>
        <p className="mt-1 text-slate-600">
          Une fiche de révision par situation de départ (SDD), à consulter ou télécharger.
        </p>
      </header>
      {sheets.data ? (
        openId === null ? (
          <SheetList sheets={sheets.data} query={query} onQueryChange={setQuery} cardLink={linkTo} />
        ) : sheet ? (
          <SheetDetail key={sheet.id} sheet={sheet} onBack={backToList} />
        ) : (
          <SheetNotFound onBack={backToList} />
        )
      ) : sheets.isError ? (
        <div
          role="alert"
          className="flex flex-col items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-5 text-red-900"
        >
          <p className="font-medium">
            Impossible de charger les fiches de révision. Vérifie ta connexion puis réessaie.
          </p>
          <Button
            variant="secondary"
            loading={sheets.isFetching}
            loadingLabel="Chargement en cours"
            onClick={() => void sheets.refetch()}
          >
            {sheets.isFetching ? null : <RefreshCw className="h-4 w-4" aria-hidden="true" />}
            Réessayer
          </Button>
        </div>
      ) : (
        <div className="grid place-items-center rounded-2xl border border-slate-200 bg-white p-10 text-brand-700">
          <Spinner size="lg" label="Chargement des fiches" />
        </div>
      )}
    </div>
  );
}

/**
 * Back on the grid after a sheet: the focus goes to that sheet's card, scrolled into view (the grid was
 * left there), or, when the sheet was opened by a link, to the page title at the top.
 */
function useFocusOnReturn(
  openId: number | null,
  returnToTop: RefObject<boolean>,
  titleRef: RefObject<HTMLHeadingElement | null>,
) {
  const previous = useRef<number | null>(openId);
  // Layout effect: the focus moves in the same commit as the grid comes back, never a frame later.
  useLayoutEffect(() => {
    const closed = previous.current;
    previous.current = openId;
    if (openId !== null || closed === null) return;
    const card = Number.isNaN(closed) ? null : document.getElementById(sheetCardLinkId(closed));
    if (returnToTop.current || !card) {
      returnToTop.current = false;
      scrollPageToTop();
      titleRef.current?.focus({ preventScroll: true });
      return;
    }
    card.focus({ preventScroll: true });
    card.closest("article")?.scrollIntoView?.({ block: "center", behavior: "instant" });
  }, [openId, returnToTop, titleRef]);
}
