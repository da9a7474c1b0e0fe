import { CalendarDays, Gift, Stethoscope, Users } from "lucide-react";
import { Button } from "@/components/ui/button";
import { BETA, CATALOGUE_CASES } from "../lib/content";
import { MockChat } from "./mock-chat";

interface HeroProps {
  onJoinBeta(): void;
  onEarlyAccess(): void;
  onDiagnostic(): void;
}

const BADGES = [
  { icon: Gift, label: "100% gratuit" },
  { icon: Users, label: `${BETA.places} places` },
  { icon: CalendarDays, label: `Jusqu'au ${BETA.signupDeadline}` },
] as const;

export function Hero({ onJoinBeta, onEarlyAccess, onDiagnostic }: HeroProps) {
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white"
    >
      <div className="mx-auto grid max-w-6xl grid-cols-1 items-center gap-12 px-4 pt-12 pb-16 sm:px-6 lg:grid-cols-[minmax(0,1fr)_420px] lg:pt-20 lg:pb-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-medium text-brand-800 ring-1 ring-brand-200">
            <Stethoscope className="h-4 w-4" aria-hidden="true" />
            Prépa ECOS · de la D2 à la D4
          </p>
          <h1
            id="hero-title"
            className="mt-5 text-4xl leading-tight font-extrabold tracking-tight text-balance text-ink sm:text-5xl"
          >
            Entraîne-toi aux ECOS face à un <span className="text-brand-700">patient simulé par IA</span>
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-slate-700">
            Interroge, examine, analyse : chaque station est corrigée sur 20 avec un feedback personnalisé. À terme,{" "}
            {CATALOGUE_CASES} ; la bêta gratuite démarre avec {BETA.cases} cas.
          </p>

          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <Button size="lg" onClick={onJoinBeta}>
              Rejoindre la bêta
            </Button>
            <Button size="lg" variant="secondary" onClick={onEarlyAccess}>
              Early Access
            </Button>
            <Button size="lg" variant="ghost" className="ring-1 ring-inset ring-slate-300" onClick={onDiagnostic}>
              Faire un diagnostic
            </Button>
          </div>

          <ul className="mt-8 flex flex-wrap gap-2" aria-label="La bêta en bref">
            {BADGES.map(({ icon: Icon, label }) => (
              <li
                key={label}
                className="inline-flex items-center gap-1.5 rounded-full bg-brand-100 px-3 py-1.5 text-sm font-semibold text-brand-900"
              >
                <Icon className="h-4 w-4" aria-hidden="true" />
                {label}
              </li>
            ))}
          </ul>
        </div>

        <div className="mx-auto w-full max-w-md lg:max-w-none">
          <MockChat />
        </div>
      </div>
    </section>
  );
}
