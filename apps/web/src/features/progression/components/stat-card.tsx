import type { LucideIcon } from "lucide-react";
import { type ReactNode, useId } from "react";
import { cn } from "@/lib/cn";

interface StatCardProps {
  title: string;
  icon: LucideIcon;
  /** h2 on the progression screen, h3 inside the dashboard's "Ma progression" section. */
  headingLevel?: 2 | 3;
  children: ReactNode;
  className?: string;
}

/** A white card of the progression block: a region named by its title. */
export function StatCard({ title, icon: Icon, headingLevel = 2, children, className }: StatCardProps) {
  const titleId = useId();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section
      aria-labelledby={titleId}
      className={cn(
        "flex min-w-0 flex-col rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5",
        className,
      )}
    >
      <Heading id={titleId} className="flex items-center gap-2 text-base font-bold text-ink">
        <span className="grid h-8 w-8 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-700">
          <Icon className="h-4 w-4" aria-hidden="true" />
        </span>
        {title}
      </Heading>
      <div className="mt-4 flex flex-1 flex-col">{children}</div>
    </section>
  );
}
