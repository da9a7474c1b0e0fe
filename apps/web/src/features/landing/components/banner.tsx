import { Sparkles } from "lucide-react";
import { BETA } from "../lib/content";

/** The thin announcement strip at the very top of the sticky header. */
export function Banner({ onJoinBeta }: { onJoinBeta(): void }) {
  return (
    <section aria-label="Annonce de la bêta" className="bg-brand-900 text-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-center gap-x-3 gap-y-1 px-4 py-2 text-center text-xs sm:text-sm">
        <p className="inline-flex items-center gap-1.5">
          <Sparkles className="h-4 w-4 shrink-0 text-brand-200" aria-hidden="true" />
          <span>
            <strong className="font-semibold">Bêta ouverte</strong> · {BETA.places} places max · jusqu'au{" "}
            {BETA.signupDeadline}
          </span>
        </p>
        <button
          type="button"
          onClick={onJoinBeta}
          className="rounded-full px-2 py-0.5 font-semibold text-brand-100 underline underline-offset-2 hover:text-white"
        >
          Je m'inscris
        </button>
      </div>
    </section>
  );
}
