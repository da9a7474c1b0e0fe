import {
  BookOpen,
  Bot,
  Info,
  LayoutDashboard,
  type LucideIcon,
  Route,
  ShieldCheck,
  Swords,
  TrendingUp,
  Trophy,
} from "lucide-react";

export interface MenuItem {
  label: string;
  icon: LucideIcon;
  /** Absent for features that are not available yet (shown greyed, last). */
  to?: string;
}

export const MENU_ITEMS: readonly MenuItem[] = [
  { label: "Tableau de bord", to: "/homepage/dashboard", icon: LayoutDashboard },
  { label: "Progression", to: "/homepage/progression", icon: TrendingUp },
  { label: "Support pédagogique", to: "/homepage/revision-cards", icon: BookOpen },
  { label: "À propos des ECOS", to: "/homepage/about-ecos", icon: Info },
  { label: "Mode circuit", to: "/homepage/circuit", icon: Route },
  { label: "Défis", to: "/homepage/challenges", icon: Swords },
  { label: "Classement", to: "/homepage/ranking", icon: Trophy },
];

export const ADMIN_MENU_ITEMS: readonly MenuItem[] = [
  { label: "Tickets", to: "/homepage/tickets", icon: ShieldCheck },
  { label: "IA", to: "/homepage/ai", icon: Bot },
];

/** The dashboard is also the shell's index route (/homepage). */
export function isMenuItemActive(to: string, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, "");
  if (to === "/homepage/dashboard" && path === "/homepage") return true;
  return path === to || path.startsWith(`${to}/`);
}
