import type { LucideIcon } from "lucide-react";
import { type ReactNode, useId } from "react";

/** A titled block of the guide: an icon, an h2 and its content. */
export function GuideSection({
  icon: Icon,
  title,
  children,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7">
      <div className="flex items-center gap-3">
        <span className="grid h-10 w-10 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
          <Icon className="h-5 w-5" aria-hidden="true" />
        </span>
        <h2 id={titleId} className="text-lg font-bold text-ink sm:text-xl">
          {title}
        </h2>
      </div>
      <div className="mt-4 space-y-4 text-slate-700">{children}</div>
    </section>
  );
}
