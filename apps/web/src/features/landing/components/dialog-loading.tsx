import { Spinner } from "@/components/ui/spinner";

/** While a dialog's code loads (on a slow network): a spinner over the page, announced. */
export function DialogLoading() {
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-slate-900/30">
      <Spinner label="Chargement" size="lg" className="text-white" />
    </div>
  );
}
