import { cn } from "@/lib/cn";
import type { CategoryDisplay, ModeDisplay } from "../lib/catalog-display";

/** The category pill: its colour, icon and name. */
export function CategoryBadge({ category, className }: { category: CategoryDisplay; className?: string }) {
  const Icon = category.icon;
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset",
        category.badgeClass,
        className,
      )}
    >
      <Icon className="h-3.5 w-3.5" aria-hidden="true" />
      {category.name}
    </span>
  );
}

/** The mode's icon on its coloured tile. */
export function ModeIcon({ mode, size = "md" }: { mode: ModeDisplay; size?: "sm" | "md" }) {
  const Icon = mode.icon;
  return (
    <span
      className={cn(
        "grid shrink-0 place-items-center rounded-lg",
        size === "sm" ? "h-7 w-7" : "h-10 w-10 rounded-xl",
        mode.tileClass,
      )}
      aria-hidden="true"
    >
      <Icon className={size === "sm" ? "h-4 w-4" : "h-5 w-5"} />
    </span>
  );
}
