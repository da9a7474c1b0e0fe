import { BookOpenText, Coffee, MessagesSquare } from "lucide-react";
import { cn } from "@/lib/cn";

const STEPS = [
  {
    minutes: 1,
    title: "Lecture",
    text: "Tu lis la consigne et la situation de départ avant d'entrer dans la station.",
    icon: BookOpenText,
    tone: "bg-sky-200 text-sky-950",
  },
  {
    minutes: 8,
    title: "Interaction",
    text: "Tu interagis avec le patient standardisé ou l'examinateur : c'est le cœur de la station.",
    icon: MessagesSquare,
    tone: "bg-brand-700 text-white",
  },
  {
    minutes: 2,
    title: "Pause",
    text: "Tu souffles avant de passer à la station suivante.",
    icon: Coffee,
    tone: "bg-amber-200 text-amber-950",
  },
] as const;

const TOTAL = STEPS.reduce((sum, step) => sum + step.minutes, 0);

/** One station, minute by minute: a bar to scale (decorative) and the ordered steps. */
export function StationTimeline() {
  return (
    <div className="space-y-5">
      <div aria-hidden="true" className="flex h-9 gap-1">
        {STEPS.map((step) => (
          <div
            key={step.title}
            style={{ flexGrow: step.minutes, flexBasis: 0 }}
            className={cn("grid min-w-12 place-items-center rounded-lg text-xs font-bold whitespace-nowrap", step.tone)}
          >
            {step.minutes} min
          </div>
        ))}
      </div>
      <ol aria-label="Déroulement d'une station" className="grid gap-4 sm:grid-cols-3">
        {STEPS.map((step, index) => (
          <li key={step.title} className="flex gap-3">
            <span
              aria-hidden="true"
              className={cn("grid h-10 w-10 shrink-0 place-items-center rounded-full", step.tone)}
            >
              <step.icon className="h-5 w-5" />
            </span>
            <div>
              <p className="font-semibold text-ink">
                <span className="sr-only">Étape {index + 1} : </span>
                {step.title} : {step.minutes} min
              </p>
              <p className="text-sm text-slate-600">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
      <p className="text-sm text-slate-600">Soit {TOTAL} minutes par station, pause comprise.</p>
    </div>
  );
}
