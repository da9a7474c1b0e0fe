import { Bot, Clock, SendHorizontal } from "lucide-react";
import { cn } from "@/lib/cn";

interface Bubble {
  from: "student" | "patient";
  text: string;
}

const BUBBLES: readonly Bubble[] = [
  {
    from: "student",
    text: "Bonjour Monsieur, je suis l'externe de garde. Qu'est-ce qui vous amène aujourd'hui\u00a0?",
  },
  { from: "patient", text: "Bonjour docteur… J'ai mal dans la poitrine depuis ce matin, ça me serre très fort." },
  { from: "student", text: "Est-ce que la douleur irradie quelque part\u00a0?" },
  { from: "patient", text: "Oui, dans le bras gauche et jusqu'à la mâchoire. Et je transpire beaucoup." },
];

/** A static picture of a station: a student questioning the AI patient about chest pain. */
export function MockChat() {
  return (
    <figure className="w-full overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-xl shadow-brand-900/10">
      <div className="flex items-center justify-between gap-3 border-b border-slate-200 bg-slate-50 px-4 py-3">
        <div className="flex min-w-0 items-center gap-3">
          <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-800">
            <Bot className="h-5 w-5" aria-hidden="true" />
          </span>
          <div className="min-w-0">
            <p className="truncate text-sm font-semibold text-ink">M. Martin, 58 ans</p>
            <p className="truncate text-xs text-slate-600">SDD 161 · Douleur thoracique</p>
          </div>
        </div>
        <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-white px-2.5 py-1 font-mono text-xs font-semibold text-brand-800 ring-1 ring-brand-200">
          <Clock className="h-3.5 w-3.5" aria-hidden="true" />
          <span className="sr-only">Temps restant :</span>
          06:42
        </span>
      </div>

      <ol className="space-y-3 px-4 py-5">
        {BUBBLES.map((bubble) => (
          <li key={bubble.text} className={cn("flex", bubble.from === "student" ? "justify-end" : "justify-start")}>
            <p
              className={cn(
                "max-w-[85%] rounded-2xl px-4 py-2.5 text-sm leading-relaxed",
                bubble.from === "student"
                  ? "rounded-br-md bg-brand-700 text-white"
                  : "rounded-bl-md bg-slate-100 text-slate-800",
              )}
            >
              <span className="sr-only">{bubble.from === "student" ? "Toi : " : "Patient : "}</span>
              {bubble.text}
            </p>
          </li>
        ))}
        <li className="flex justify-start" aria-hidden="true">
          <span className="inline-flex gap-1 rounded-2xl rounded-bl-md bg-slate-100 px-4 py-3">
            <span className="h-2 w-2 animate-bounce rounded-full bg-slate-400 motion-reduce:animate-none" />
            <span className="h-2 w-2 animate-bounce rounded-full bg-slate-400 [animation-delay:150ms] motion-reduce:animate-none" />
            <span className="h-2 w-2 animate-bounce rounded-full bg-slate-400 [animation-delay:300ms] motion-reduce:animate-none" />
          </span>
        </li>
      </ol>

      <div className="flex items-center gap-2 border-t border-slate-200 px-4 py-3" aria-hidden="true">
        <span className="flex-1 truncate rounded-full bg-slate-100 px-4 py-2 text-sm text-slate-600">
          Pose ta question au patient…
        </span>
        <span className="flex h-9 w-9 items-center justify-center rounded-full bg-brand-700 text-white">
          <SendHorizontal className="h-4 w-4" />
        </span>
      </div>
      <figcaption className="sr-only">Aperçu d'une station simulée : un étudiant interroge le patient IA.</figcaption>
    </figure>
  );
}
