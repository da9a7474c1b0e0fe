import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { StandaloneLanding } from "./features/landing/standalone-landing";

/** The landing page's HTML, rendered at build time (scripts/prerender.ts) exactly as landing-main.tsx hydrates it. */
export function renderLanding(): string {
  return renderToString(
    <StrictMode>
      <StandaloneLanding />
    </StrictMode>,
  );
}
