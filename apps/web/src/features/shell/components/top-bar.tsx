import { Bell, Menu, Settings, ShieldCheck } from "lucide-react";
import { Link, useLocation } from "react-router";
import { Badge } from "@/components/ui/badge";
import { useCurrentUser } from "@/features/auth/session";
import { cn } from "@/lib/cn";
import { showComingSoon } from "@/lib/coming-soon";
import { isMenuItemActive } from "../menu-items";
import { BrandLink } from "./brand-link";

const iconButton =
  "grid h-10 w-10 place-items-center rounded-xl text-slate-600 transition-colors hover:bg-slate-100 hover:text-ink";

/** Menu button (mobile), super-admin badge, notifications (not available yet) and settings. */
export function TopBar({ onOpenMenu }: { onOpenMenu(): void }) {
  const user = useCurrentUser();
  const { pathname } = useLocation();
  const onSettings = isMenuItemActive("/homepage/settings", pathname);
  return (
    <header className="sticky top-0 z-30 flex h-16 items-center gap-2 border-b border-slate-200 bg-white/90 px-3 backdrop-blur sm:px-6">
      <button type="button" onClick={onOpenMenu} aria-label="Ouvrir le menu" className={cn(iconButton, "lg:hidden")}>
        <Menu className="h-6 w-6" aria-hidden="true" />
      </button>
      <BrandLink className="text-base lg:hidden" compact={user.role === "SUPERADMIN"} />
      <div className="ml-auto flex items-center gap-1 sm:gap-2">
        {user.role === "SUPERADMIN" ? (
          <Badge tone="violet" className="mr-1">
            <ShieldCheck className="h-3.5 w-3.5" aria-hidden="true" />
            Super admin
          </Badge>
        ) : null}
        <button
          type="button"
          aria-disabled="true"
          aria-label="Notifications"
          onClick={showComingSoon}
          className={cn(iconButton, "cursor-not-allowed text-slate-500")}
        >
          <Bell className="h-5 w-5" aria-hidden="true" />
        </button>
        <Link
          to="/homepage/settings"
          aria-label="Paramètres"
          aria-current={onSettings ? "page" : undefined}
          className={cn(
            iconButton,
            onSettings && "bg-brand-50 text-brand-800 ring-1 ring-brand-200 hover:bg-brand-100",
          )}
        >
          <Settings className="h-5 w-5" aria-hidden="true" />
        </Link>
      </div>
    </header>
  );
}
