import { useState } from "react";
import { useLocation } from "react-router";
import { LoginDialog } from "@/features/auth/components/login-dialog";
import { returnPathFrom } from "@/features/auth/lib/return-path";
import { SECTION_IDS } from "../lib/content";
import { scrollToSection } from "../lib/scroll";
import { AboutUs } from "./about-us";
import { Banner } from "./banner";
import { BetaDialog } from "./beta-dialog/beta-dialog";
import { ContactSection } from "./contact-section";
import { EarlyAccessDialog } from "./early-access-dialog";
import { Faq } from "./faq";
import { FeaturesGrid } from "./features-grid";
import { Footer } from "./footer";
import { ForWhom } from "./for-whom";
import { Hero } from "./hero";
import { NavBar } from "./nav-bar";
import { Testimonials } from "./testimonials";

/** The landing's tab title, as in index.html. */
export const LANDING_TITLE = "ECOS Academy – Entraînement aux ECOS";

type OpenDialog = "beta" | "early-access" | "login" | null;

/**
 * The public landing page ("/") and its three dialogs. A visitor sent here from a protected page
 * (see RequireAuth) finds the login dialog already open.
 */
export function LandingPage() {
  const location = useLocation();
  const [dialog, setDialog] = useState<OpenDialog>(() => (returnPathFrom(location.state) ? "login" : null));
  const openDialog = (name: Exclude<OpenDialog, null>) => () => setDialog(name);
  const dialogProps = (name: Exclude<OpenDialog, null>) => ({
    open: dialog === name,
    onOpenChange: (open: boolean) => setDialog(open ? name : null),
  });

  return (
    <div id="top" className="min-h-screen bg-white text-ink">
      <title>{LANDING_TITLE}</title>
      <a
        href={`#${SECTION_IDS.main}`}
        className="sr-only rounded-lg bg-white px-4 py-2 font-semibold text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50"
      >
        Aller au contenu
      </a>
      <header className="sticky top-0 z-40">
        <Banner onJoinBeta={openDialog("beta")} />
        <NavBar
          onContact={() => scrollToSection(SECTION_IDS.contact, `${SECTION_IDS.contact}-titre`)}
          onJoinBeta={openDialog("beta")}
          onLogin={openDialog("login")}
        />
      </header>

      <main id={SECTION_IDS.main} tabIndex={-1} className="focus:outline-none">
        <Hero
          onJoinBeta={openDialog("beta")}
          onEarlyAccess={openDialog("early-access")}
          onDiagnostic={() => scrollToSection(SECTION_IDS.diagnostic, `${SECTION_IDS.diagnostic}-titre`)}
        />
        <FeaturesGrid />
        <ForWhom />
        <Testimonials />
        <AboutUs />
        <Faq />
        <ContactSection />
      </main>
      <Footer />

      <BetaDialog {...dialogProps("beta")} />
      <EarlyAccessDialog {...dialogProps("early-access")} />
      <LoginDialog {...dialogProps("login")} />
    </div>
  );
}
