import { ChevronDown } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { cn } from "@/lib/cn";

/** A titled card whose body folds away; the title is a button announcing whether it is expanded. */
export function Collapsible({
  title,
  defaultOpen = true,
  children,
}: {
  title: string;
  defaultOpen?: boolean;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const bodyId = useId();
  return (
    <section className="rounded-2xl border border-slate-200 bg-white shadow-sm">
      <h2>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={open ? bodyId : undefined}
          onClick={() => setOpen((value) => !value)}
          className="flex min-h-12 w-full items-center justify-between gap-3 rounded-2xl px-4 py-3 text-left text-base font-bold text-ink hover:bg-slate-50"
        >
          {title}
          <ChevronDown
            className={cn("h-5 w-5 shrink-0 text-slate-500 transition-transform", open && "rotate-180")}
            aria-hidden="true"
          />
        </button>
      </h2>
      {open ? (
        <div id={bodyId} className="space-y-3 px-4 pb-4 text-sm leading-relaxed text-slate-700">
          {children}
        </div>
      ) : null}
    </section>
  );
}
