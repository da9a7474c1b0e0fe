import type { ThreadState } from "@ecos/contracts";
import { Play } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { Instructions } from "./instructions";

/** The reading minute: the starting situation, its context and the instructions, then "Commencer". */
export function IntroductionStep({ thread, onStart, busy }: { thread: ThreadState; onStart(): void; busy: boolean }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
      <h2 id={titleId} className="text-2xl font-bold text-ink">
        Prends connaissance de la situation
      </h2>
      <p className="mt-2 text-slate-600">
        Tu as une minute de lecture. La station démarre d'elle-même à la fin du temps, ou dès que tu cliques sur «
        Commencer ».
      </p>
      <div className="mt-6 space-y-6 leading-relaxed text-slate-800">
        <div>
          <h3 className="text-sm font-semibold tracking-wide text-brand-800 uppercase">Situation de départ</h3>
          <p className="mt-1 font-medium">{thread.scenario.sdd}</p>
        </div>
        <div>
          <h3 className="text-sm font-semibold tracking-wide text-brand-800 uppercase">Contexte</h3>
          <p className="mt-1">{thread.base.context}</p>
        </div>
        <div>
          <h3 className="text-sm font-semibold tracking-wide text-brand-800 uppercase">Consignes</h3>
          <div className="mt-1">
            <Instructions text={thread.scenario.instructions} />
          </div>
        </div>
      </div>
      <Button size="lg" className="mt-8 w-full sm:w-auto" onClick={onStart} loading={busy}>
        {busy ? null : <Play className="h-5 w-5" aria-hidden="true" />}
        Commencer
      </Button>
    </section>
  );
}
