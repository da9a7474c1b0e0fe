import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// findBy*/waitFor give up after 1 s by default; on a two-core CI running a browser journey beside the
// jsdom tests, a render can take longer than that without anything being wrong.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => cleanup());
