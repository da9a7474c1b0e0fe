import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { StrictMode } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { StandaloneLanding } from "@/features/landing/standalone-landing";
import { renderLanding } from "@/landing-ssr";

// The dialogs' chunk, loaded on demand by the page: imported once here, so that opening a dialog
// does not wait for its first transform under a busy test run.
beforeAll(async () => {
  await import("@/features/landing/components/landing-dialogs");
}, 30_000);

let root: Root | undefined;
let container: HTMLElement;
beforeEach(() => {
  localStorage.clear();
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response("{}", { status: 200 })),
  );
  container = document.createElement("div");
  container.id = "root";
  document.body.append(container);
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** What the build writes into index.html, hydrated as landing-main.tsx does. */
async function hydratePrerendered() {
  container.innerHTML = renderLanding();
  const heading = container.querySelector("h1");
  const errors = vi.spyOn(console, "error");
  const recoverable = vi.fn();
  await act(async () => {
    root = hydrateRoot(
      container,
      <StrictMode>
        <StandaloneLanding />
      </StrictMode>,
      { onRecoverableError: recoverable },
    );
  });
  return { heading, errors, recoverable };
}

describe("the prerendered landing page", () => {
  it("renders the landing's content to HTML (headings, texts, forms), without a title element", () => {
    const html = renderLanding();
    expect(html).toContain("Entraîne-toi aux ECOS");
    for (const heading of ["Tout pour préparer tes ECOS", "Questions fréquentes", "Nous contacter"]) {
      expect(html).toContain(heading);
    }
    expect(html).toContain('aria-label="Formulaire de contact"');
    expect(html).not.toContain("<title>");
  });

  it("hydrates in place, without a mismatch, and works without the router or the session", async () => {
    const { heading, errors, recoverable } = await hydratePrerendered();
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(container.querySelector("h1")).toBe(heading);

    const user = userEvent.setup();
    const nav = screen.getByRole("navigation", { name: "Navigation principale" });
    await user.click(within(nav).getAllByRole("button", { name: "Rejoindre la bêta" })[0] as HTMLElement);
    expect(await screen.findByRole("dialog", { name: "Rejoins la bêta d'ECOS Academy" })).toBeInTheDocument();
    await user.keyboard("{Escape}");
    await user.click(within(nav).getAllByRole("button", { name: "Se connecter" })[0] as HTMLElement);
    const dialog = await screen.findByRole("dialog", { name: "Connexion" });
    expect(within(dialog).getByLabelText("E-mail")).toBeInTheDocument();
  });

  it("enables the contact form's button once hydrated (never a native submit before)", async () => {
    const html = renderLanding();
    expect(html).toMatch(/<button type="submit"[^>]*disabled=""[^>]*>.*?Envoyer le message/s);
    await hydratePrerendered();
    expect(screen.getByRole("button", { name: /Envoyer le message/ })).toBeEnabled();
  });
});
