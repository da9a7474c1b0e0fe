import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// findBy*/waitFor give up after 1 s by default; on a two-core CI running a browser journey beside the
// jsdom tests, a render can take longer than that without anything being wrong.
configure({ asyncUtilTimeout: 5_000 });

// Each test starts with an empty storage (drafts, preferences), as a new browser would.
afterEach(() => {
  cleanup();
  localStorage.clear();
});
