import { PROGRESSION_MIN_SCENARIOS } from "@ecos/contracts/constants";
import { Lock } from "lucide-react";
import { type ReactNode, useId } from "react";
import { Link } from "react-router";
import { cn } from "@/lib/cn";
import { plural } from "../lib/format";

/**
 * Spec: the progression is shown once more than PROGRESSION_MIN_SCENARIOS different stations were
 * met. Until then the content stays behind a blur, out of reach (inert, hidden from assistive
 * technology), under a message saying how many are missing.
 */
export function LockedArea({
  locked,
  encountered,
  children,
}: {
  locked: boolean;
  encountered: number;
  children: ReactNode;
}) {
  const titleId = useId();
  if (!locked) return <>{children}</>;
  const missing = PROGRESSION_MIN_SCENARIOS + 1 - encountered;
  return (
    <div className="relative">
      <div inert aria-hidden="true" className={cn("pointer-events-none blur-sm select-none")}>
        {children}
      </div>
      <div className="absolute inset-0 flex items-start justify-center bg-slate-50/40 px-3 pt-10 sm:pt-16">
        <section
          aria-labelledby={titleId}
          className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-5 text-center shadow-lg sm:p-6"
        >
          <span className="mx-auto grid h-12 w-12 place-items-center rounded-full bg-brand-50 text-brand-700">
            <Lock className="h-6 w-6" aria-hidden="true" />
          </span>
          <h2 id={titleId} className="mt-3 text-lg font-bold text-ink">
            Progression à débloquer
          </h2>
          <p className="mt-2 text-slate-700">
            Entraîne-toi sur plus de {PROGRESSION_MIN_SCENARIOS} stations différentes pour débloquer ta progression.
          </p>
          <p className="mt-2 text-sm text-slate-700">
            Stations différentes rencontrées : <span className="font-bold text-ink">{encountered}</span>. Encore{" "}
            {plural(missing, "station différente", "stations différentes")} à découvrir.
          </p>
          <Link
            to="/homepage"
            className="mt-4 inline-flex h-11 items-center justify-center rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
          >
            Choisir une station
          </Link>
        </section>
      </div>
    </div>
  );
}
