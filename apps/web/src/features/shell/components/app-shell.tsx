import { useState } from "react";
import { Outlet, useLocation } from "react-router";
import { StationLauncherProvider } from "@/features/stations";
import { ContactDialog } from "./contact-dialog";
import { MobileDrawer } from "./mobile-drawer";
import { SideMenu } from "./side-menu";
import { TopBar } from "./top-bar";

/**
 * The signed-in layout: side menu (a drawer below 1024 px), top bar and the routed page, under the
 * station launcher (the simulation start dialog any page can open).
 */
export function AppShell() {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [contactOpen, setContactOpen] = useState(false);
  const { pathname } = useLocation();
  const [lastPath, setLastPath] = useState(pathname);
  if (pathname !== lastPath) {
    // Any navigation (menu link, brand, settings, browser back) closes the drawer.
    setLastPath(pathname);
    setDrawerOpen(false);
  }

  function openContact() {
    setDrawerOpen(false);
    setContactOpen(true);
  }

  return (
    <StationLauncherProvider>
      <div className="min-h-screen bg-slate-50">
        <title>Mon espace – ECOS Academy</title>
        <a
          href="#contenu"
          className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Aller au contenu
        </a>
        <aside className="fixed inset-y-0 left-0 z-20 hidden w-72 border-r border-slate-200 bg-white lg:block">
          <SideMenu onContact={openContact} />
        </aside>
        <MobileDrawer open={drawerOpen} onOpenChange={setDrawerOpen}>
          <SideMenu onContact={openContact} onNavigate={() => setDrawerOpen(false)} />
        </MobileDrawer>
        <div className="flex min-h-screen flex-col lg:pl-72">
          <TopBar onOpenMenu={() => setDrawerOpen(true)} />
          <main id="contenu" tabIndex={-1} className="flex-1 focus:outline-none">
            <Outlet />
          </main>
        </div>
        <ContactDialog open={contactOpen} onOpenChange={setContactOpen} />
      </div>
    </StationLauncherProvider>
  );
}
