import { Link } from "react-router";
import { cn } from "@/lib/cn";

interface BrandLinkProps {
  onClick?(): void;
  className?: string;
  /** Only the mark on narrow phones (the top bar of a super admin has little room). */
  compact?: boolean;
}

/** The product name, linking to the signed-in home. */
export function BrandLink({ onClick, className, compact = false }: BrandLinkProps) {
  return (
    <Link
      to="/homepage"
      onClick={onClick}
      aria-label="ECOS Academy, accueil"
      className={cn(
        "inline-flex items-center gap-2 rounded-lg text-lg font-extrabold tracking-tight text-ink",
        className,
      )}
    >
      {/* Same mark as the favicon and the landing page: a white cross on a teal tile. */}
      <svg viewBox="0 0 32 32" className="h-8 w-8 shrink-0" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" className="fill-brand-700" />
        <path d="M13 7h6v6h6v6h-6v6h-6v-6H7v-6h6z" fill="#fff" />
      </svg>
      <span className={cn("whitespace-nowrap", compact && "max-[429px]:sr-only")}>
        ECOS <span className="text-brand-700">Academy</span>
      </span>
    </Link>
  );
}
