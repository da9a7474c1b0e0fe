import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { rememberRoot, startApp } from "./app/boot";
import { StandaloneLanding } from "./features/landing/standalone-landing";
import { hasValidToken } from "./lib/token-storage";
import "./styles.css";

/**
 * The landing page's entry (index.html, prerendered at build time by scripts/prerender.ts): a visitor
 * without a session on "/" gets the landing page hydrated, without the router, the session or the query
 * library; anyone else gets the signed-in app, loaded on demand (see app/boot.tsx).
 */
const container = document.getElementById("root");
if (!container) throw new Error("#root is missing from index.html");
if (window.location.pathname === "/" && !hasValidToken()) {
  const page = (
    <StrictMode>
      <StandaloneLanding />
    </StrictMode>
  );
  if (container.firstElementChild) {
    rememberRoot(hydrateRoot(container, page));
  } else {
    const root = createRoot(container);
    root.render(page);
    rememberRoot(root);
  }
} else {
  void startApp();
}
