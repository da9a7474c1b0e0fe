import { Lock } from "lucide-react";
import { Link, useLocation } from "react-router";
import { cn } from "@/lib/cn";
import { showComingSoon } from "@/lib/coming-soon";
import { isMenuItemActive, type MenuItem } from "../menu-items";

const itemClass = "flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-medium transition-colors";

/** Menu entries: links for available screens, greyed buttons (with an info toast) for the others. */
export function MenuList({ items, onNavigate }: { items: readonly MenuItem[]; onNavigate?(): void }) {
  const { pathname } = useLocation();
  return (
    <ul className="space-y-1">
      {items.map(({ label, to, icon: Icon }) => {
        if (!to) {
          return (
            <li key={label}>
              <button
                type="button"
                aria-disabled="true"
                onClick={showComingSoon}
                className={cn(itemClass, "cursor-not-allowed text-slate-500 hover:bg-slate-50")}
              >
                <Icon className="h-5 w-5 shrink-0" aria-hidden="true" />
                <span className="flex-1 text-left">{label}</span>
                <Lock className="h-3.5 w-3.5" aria-hidden="true" />
              </button>
            </li>
          );
        }
        const active = isMenuItemActive(to, pathname);
        return (
          <li key={label}>
            <Link
              to={to}
              onClick={onNavigate}
              aria-current={active ? "page" : undefined}
              className={cn(
                itemClass,
                active
                  ? "bg-brand-50 font-semibold text-brand-800"
                  : "text-slate-700 hover:bg-slate-100 hover:text-ink",
              )}
            >
              <Icon
                className={cn("h-5 w-5 shrink-0", active ? "text-brand-700" : "text-slate-500")}
                aria-hidden="true"
              />
              <span className="flex-1">{label}</span>
              {active ? <span className="h-1.5 w-1.5 rounded-full bg-brand-700" aria-hidden="true" /> : null}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
