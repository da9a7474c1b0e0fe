import { Dumbbell, Mail } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useCurrentUser } from "@/features/auth/session";
import { useStationLauncher } from "@/features/stations";
import { ADMIN_MENU_ITEMS, MENU_ITEMS } from "../menu-items";
import { BrandLink } from "./brand-link";
import { MenuList } from "./menu-list";
import { UserCard } from "./user-card";

interface SideMenuProps {
  onContact(): void;
  /** Called when a link is followed (the mobile drawer closes). */
  onNavigate?(): void;
}

/** Brand, user card, "S'entraîner", the menu and the contact button. */
export function SideMenu({ onContact, onNavigate }: SideMenuProps) {
  const user = useCurrentUser();
  const { trainRandom, randomPending } = useStationLauncher();

  async function train() {
    // In the drawer, the menu gives way to the start dialog once the station is there.
    if (await trainRandom()) onNavigate?.();
  }

  return (
    <div className="flex h-full flex-col gap-5 overflow-y-auto p-4">
      <BrandLink onClick={onNavigate} className="px-1" />
      <UserCard user={user} />
      <Button size="lg" className="w-full" loading={randomPending} onClick={train}>
        {randomPending ? null : <Dumbbell className="h-5 w-5" aria-hidden="true" />}
        S'entraîner
      </Button>
      <nav aria-label="Menu principal" className="flex-1 space-y-4">
        <MenuList items={MENU_ITEMS} onNavigate={onNavigate} />
        {user.role === "SUPERADMIN" ? (
          <div className="border-t border-slate-200 pt-4">
            <p className="px-3 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase">Administration</p>
            <MenuList items={ADMIN_MENU_ITEMS} onNavigate={onNavigate} />
          </div>
        ) : null}
      </nav>
      <Button variant="ghost" className="w-full justify-start" onClick={onContact}>
        <Mail className="h-5 w-5 text-slate-500" aria-hidden="true" />
        Nous contacter
      </Button>
    </div>
  );
}
