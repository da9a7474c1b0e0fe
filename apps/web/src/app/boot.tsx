import { StrictMode } from "react";
import { createRoot, type Root } from "react-dom/client";

let current: Root | null = null;

/** The React root the page runs in (the landing page's, hydrated), so that `startApp` can replace it. */
export function rememberRoot(root: Root): void {
  current = root;
}

/**
 * Starts the signed-in app (router, session, query cache, toaster) in #root, replacing what is there:
 * the prerendered landing page loads it only when needed (a visitor with a session, a sign-in, or any
 * route other than "/" in development, where Vite serves the landing's HTML everywhere). `path` first
 * replaces the current address (after a sign-in on the landing page: /homepage).
 */
export async function startApp(path?: string): Promise<void> {
  const { App } = await import("./app");
  const container = document.getElementById("root");
  if (!container) throw new Error("#root is missing from index.html");
  if (path) window.history.replaceState(null, "", path);
  current?.unmount();
  container.replaceChildren();
  current = createRoot(container);
  current.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
