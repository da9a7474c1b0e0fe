import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

interface PageBannerProps {
  icon: LucideIcon;
  /** The page's h1. */
  title: string;
  /** The tint of the banner's corner: sky for the student's own figures, amber for the games. */
  accent?: "sky" | "amber";
  /** Under the title: a sentence, or several blocks (then pass `align="start"`). */
  children?: ReactNode;
  align?: "center" | "start";
}

/** The header banner of a student screen: an icon, the page's title and what the page is for. */
export function PageBanner({ icon: Icon, title, accent = "sky", children, align = "center" }: PageBannerProps) {
  return (
    <header
      className={cn(
        "flex gap-4 rounded-3xl bg-linear-to-br from-brand-50 via-white p-5 ring-1 ring-slate-200 sm:p-7",
        accent === "sky" ? "to-sky-50" : "to-amber-50",
        align === "center" ? "items-center" : "items-start",
      )}
    >
      <span className="hidden h-14 w-14 shrink-0 place-items-center rounded-2xl bg-brand-700 text-white sm:grid">
        <Icon className="h-7 w-7" aria-hidden="true" />
      </span>
      <div className="min-w-0">
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">{title}</h1>
        {children ? <div className="mt-1 space-y-3 text-slate-700">{children}</div> : null}
      </div>
    </header>
  );
}
