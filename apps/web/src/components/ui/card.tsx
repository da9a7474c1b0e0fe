import { type ReactNode, useId } from "react";
import { cn } from "@/lib/cn";

interface CardProps {
  title: ReactNode;
  description?: ReactNode;
  /** Controls shown at the right of the title (below it on narrow screens). */
  actions?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** A titled white section (a region named by its title); the title is an h2 so the page outline stays meaningful. */
export function Card({ title, description, actions, children, className }: CardProps) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className={cn("rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6", className)}
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 id={titleId} className="text-lg font-bold text-ink">
            {title}
          </h2>
          {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
        </div>
        {actions ? <div className="flex shrink-0 items-center gap-2">{actions}</div> : null}
      </div>
      {children ? <div className="mt-5">{children}</div> : null}
    </section>
  );
}
