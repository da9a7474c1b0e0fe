import { WAIT_TIPS } from "@ecos/contracts/constants";
import { Lightbulb } from "lucide-react";
import { useId, useState } from "react";
import { Spinner } from "@/components/ui/spinner";

/** While the station is graded: a spinner and one random tip. */
export function GradingPending() {
  const [tip] = useState(() => WAIT_TIPS[Math.floor(Math.random() * WAIT_TIPS.length)]);
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      aria-busy="true"
      className="flex flex-col items-center rounded-2xl border border-slate-200 bg-white px-5 py-12 text-center shadow-sm"
    >
      <Spinner size="lg" label="Évaluation en cours" className="text-brand-700" />
      <h2 id={titleId} className="mt-5 text-2xl font-bold text-ink">
        Évaluation en cours
      </h2>
      <p className="mt-1 text-slate-600">Ta station est en train d'être corrigée, ça ne prend que quelques secondes.</p>
      <figure className="mt-8 max-w-xl rounded-xl bg-amber-50 p-5 text-left ring-1 ring-amber-200">
        <figcaption className="flex items-center gap-2 text-sm font-semibold text-amber-900">
          <Lightbulb className="h-4 w-4" aria-hidden="true" />
          Le conseil du jour
        </figcaption>
        <p className="mt-2 text-slate-800">{tip}</p>
      </figure>
    </section>
  );
}
