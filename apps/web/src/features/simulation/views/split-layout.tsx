import { type ReactNode, useState } from "react";
import { cn } from "@/lib/cn";

interface SplitLayoutProps {
  main: ReactNode;
  mainLabel: string;
  conversation: ReactNode;
  conversationLabel: string;
}

const toggle =
  "flex-1 rounded-lg px-3 py-2 text-sm font-semibold text-slate-700 aria-pressed:bg-white aria-pressed:text-brand-800 aria-pressed:shadow-sm";

/**
 * The mode's own view beside the conversation on a wide screen; on a phone one at a time, with a
 * toggle. Both stay mounted (hidden by CSS) so nothing typed or awaited is lost.
 */
export function SplitLayout({ main, mainLabel, conversation, conversationLabel }: SplitLayoutProps) {
  const [pane, setPane] = useState<"main" | "conversation">("main");
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
      <fieldset className="flex gap-1 rounded-xl bg-slate-100 p-1 lg:hidden">
        <legend className="sr-only">Affichage</legend>
        <button type="button" aria-pressed={pane === "main"} onClick={() => setPane("main")} className={toggle}>
          {mainLabel}
        </button>
        <button
          type="button"
          aria-pressed={pane === "conversation"}
          onClick={() => setPane("conversation")}
          className={toggle}
        >
          {conversationLabel}
        </button>
      </fieldset>
      <div className={cn("min-w-0", pane === "main" ? "block" : "hidden lg:block")}>{main}</div>
      <div
        className={cn(
          "h-[70vh] min-h-[24rem] lg:sticky lg:top-4",
          pane === "conversation" ? "block" : "hidden lg:block",
        )}
      >
        {conversation}
      </div>
    </div>
  );
}
