import { cn } from "@/lib/cn";

/** Stands in for the charts while their module (and Recharts) loads, or, still, behind the locked overlay. */
export function ChartsSkeleton({ loading = true }: { loading?: boolean }) {
  return (
    <div
      {...(loading ? { role: "status", "aria-label": "Chargement des graphiques" } : {})}
      className="grid gap-4 lg:grid-cols-2"
    >
      {["monthly", "radar", "bars-1", "bars-2"].map((key) => (
        <div
          key={key}
          className={cn("h-80 rounded-2xl border border-slate-200 bg-white p-5", loading && "animate-pulse")}
        >
          <div className="h-4 w-1/2 rounded bg-slate-200" />
          <div className="mt-6 h-56 rounded-xl bg-slate-100" />
        </div>
      ))}
    </div>
  );
}
