import { lazy, Suspense, useEffect, useState } from "react";
import { TOASTER_NEEDED_EVENT } from "@/lib/notify";
import { LandingPage } from "./components/landing-page";

const Toaster = lazy(() => import("sonner").then((module) => ({ default: module.Toaster })));

/**
 * The landing page as prerendered and hydrated on its own (landing-main.tsx, scripts/prerender.ts):
 * no router, no session, no query library. Its toaster is loaded the first time a toast is asked for.
 */
export function StandaloneLanding() {
  const [toaster, setToaster] = useState(false);
  useEffect(() => {
    const mount = () => setToaster(true);
    window.addEventListener(TOASTER_NEEDED_EVENT, mount);
    return () => window.removeEventListener(TOASTER_NEEDED_EVENT, mount);
  }, []);
  return (
    <>
      <LandingPage standalone />
      {toaster ? (
        <Suspense fallback={null}>
          <Toaster position="top-right" duration={5000} richColors closeButton />
        </Suspense>
      ) : null}
    </>
  );
}
