import {
  CalendarDays,
  ClipboardList,
  Clock,
  Gift,
  type LucideIcon,
  Mail,
  MessagesSquare,
  Stethoscope,
  Video,
} from "lucide-react";
import { useEffect, useRef } from "react";
import { Button } from "@/components/ui/button";
import { BETA } from "../../lib/content";

const POINTS: readonly { icon: LucideIcon; text: string }[] = [
  { icon: Gift, text: `100 % gratuite, limitée à ${BETA.places} places.` },
  { icon: CalendarDays, text: `Elle se déroule ${BETA.period}.` },
  { icon: Stethoscope, text: `${BETA.cases} cas cliniques à faire, environ 10 à 15 minutes chacun.` },
  { icon: ClipboardList, text: "Un court questionnaire de 5 questions après chaque cas." },
  { icon: MessagesSquare, text: "Une communauté Discord privée entre testeurs (facultatif)." },
  { icon: Video, text: "Un entretien de 20 minutes pour nous partager ton avis (facultatif)." },
  { icon: Mail, text: "Si ta candidature est retenue, tu reçois un e-mail sous 48 h." },
];

/** First view: what the beta is, then the way into the form. */
export function BetaIntro({ onStart }: { onStart(): void }) {
  const startRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    startRef.current?.focus();
  }, []);
  return (
    <div className="space-y-5">
      <p className="text-slate-700">
        Teste la plateforme avant tout le monde et aide-nous à la construire : ton avis compte vraiment.
      </p>
      <ul className="space-y-3">
        {POINTS.map(({ icon: Icon, text }) => (
          <li key={text} className="flex items-start gap-3 text-sm text-slate-800">
            <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700 ring-1 ring-brand-100">
              <Icon className="h-4 w-4" aria-hidden="true" />
            </span>
            <span className="pt-1.5">{text}</span>
          </li>
        ))}
      </ul>
      <p className="flex items-center gap-2 text-sm text-slate-600">
        <Clock className="h-4 w-4 shrink-0" aria-hidden="true" />
        Le formulaire prend environ 2 minutes.
      </p>
      <Button ref={startRef} size="lg" className="w-full" onClick={onStart}>
        Commencer le formulaire
      </Button>
    </div>
  );
}
