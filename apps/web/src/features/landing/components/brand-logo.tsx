import { cn } from "@/lib/cn";

/** The product mark (same drawing as the favicon): a white cross on a teal tile. Decorative. */
export function BrandLogo({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={cn("h-8 w-8 shrink-0", className)} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" className="fill-brand-700" />
      <path d="M13 7h6v6h6v6h-6v6h-6v-6H7v-6h6z" fill="#fff" />
    </svg>
  );
}

/** Logo and name; the name is the accessible text. */
export function Brand({ inverted = false }: { inverted?: boolean }) {
  return (
    <span className="inline-flex items-center gap-2">
      <BrandLogo />
      <span className={cn("text-lg font-extrabold tracking-tight", inverted ? "text-white" : "text-ink")}>
        ECOS <span className={inverted ? "text-brand-200" : "text-brand-700"}>Academy</span>
      </span>
    </span>
  );
}
