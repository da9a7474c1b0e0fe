import { lazy, Suspense, useState } from "react";
import { SECTION_IDS } from "../lib/content";
import { scrollToSection } from "../lib/scroll";
import { AboutUs } from "./about-us";
import { Banner } from "./banner";
import { ContactSection } from "./contact-section";
import { DialogLoading } from "./dialog-loading";
import { Faq } from "./faq";
import { FeaturesGrid } from "./features-grid";
import { Footer } from "./footer";
import { ForWhom } from "./for-whom";
import { Hero } from "./hero";
import type { LandingDialogName } from "./landing-dialogs";
import { NavBar } from "./nav-bar";
import { Testimonials } from "./testimonials";

/** The landing's tab title, as in index.html. */
export const LANDING_TITLE = "ECOS Academy – Entraînement aux ECOS";

const LandingDialogs = lazy(() => import("./landing-dialogs"));

interface LandingPageProps {
  /** A visitor sent here from a protected page (see RequireAuth) finds the login dialog already open. */
  loginOpen?: boolean;
  /** Prerendered and hydrated on its own, without the router and the session (StandaloneLanding). */
  standalone?: boolean;
}

/**
 * The public landing page ("/") and its three dialogs, whose code loads the first time one opens
 * (the page itself is prerendered at build time and must stay light: docs/decisions.md, issue 17).
 */
export function LandingPage({ loginOpen = false, standalone = false }: LandingPageProps) {
  const [dialog, setDialog] = useState<LandingDialogName | null>(loginOpen ? "login" : null);
  const [dialogsLoaded, setDialogsLoaded] = useState(loginOpen);
  const openDialog = (name: LandingDialogName) => () => {
    setDialogsLoaded(true);
    setDialog(name);
  };

  return (
    <div id="top" className="min-h-screen bg-white text-ink">
      {/* The prerendered page has it in index.html already. */}
      {standalone ? null : <title>{LANDING_TITLE}</title>}
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

      {dialogsLoaded ? (
        <Suspense fallback={<DialogLoading />}>
          <LandingDialogs open={dialog} onOpenChange={setDialog} standalone={standalone} />
        </Suspense>
      ) : null}
    </div>
  );
}
