import { Pause, Play } from "lucide-react";
import { Button } from "@/components/ui/button";

/** Covers the blurred, inert station while it is paused. */
export function PauseOverlay({ onResume, busy }: { onResume(): void; busy: boolean }) {
  return (
    <section
      aria-label="Simulation en pause"
      className="absolute inset-0 z-10 flex items-start justify-center rounded-2xl bg-white/40 p-4"
    >
      <div className="sticky top-24 mt-10 w-full max-w-sm rounded-2xl bg-white p-6 text-center shadow-xl ring-1 ring-slate-200">
        <Pause className="mx-auto h-10 w-10 text-brand-700" aria-hidden="true" />
        <p className="mt-3 text-lg font-bold text-ink">Simulation en pause</p>
        <p className="mt-1 text-sm text-slate-600">Le chrono est arrêté. Reprends quand tu es prêt(e).</p>
        <Button className="mt-5 w-full" onClick={onResume} disabled={busy}>
          <Play className="h-4 w-4" aria-hidden="true" />
          Reprendre
        </Button>
      </div>
    </section>
  );
}
