import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { JourneysFirstSequencer } from "./vitest.sequencer";

const web = fileURLToPath(new URL("./apps/web/src", import.meta.url));

export default defineConfig({
  test: {
    // Vitest's default (cores - 1) runs one file at a time on a two-core machine; the API and browser
    // tests mostly wait on PostgreSQL, PGlite or Chromium, so one worker per core keeps both busy.
    // Every file has its own database, so files never share state.
    maxWorkers: Math.max(2, availableParallelism()),
    // Each journey file has its own server, database and Chromium, so journeys run beside the other
    // files (a project with fileParallelism off would run alone, after everything else).
    sequence: { sequencer: JourneysFirstSequencer },
    projects: [
      {
        test: {
          name: "contracts",
          include: ["packages/*/test/**/*.test.ts"],
          environment: "node",
          // The engine's test files each train the classifier once (about 3 s on two cores).
          testTimeout: 30_000,
          // These files mock nothing and restore what they change (an environment variable): the files of
          // one worker share the loaded engine and its 50 stations instead of importing them again.
          isolate: false,
        },
      },
      {
        test: {
          name: "server",
          include: ["apps/server/test/**/*.test.ts"],
          environment: "node",
          // Each file builds its own app on its own database and mocks nothing: the files of one worker
          // can share the loaded modules (the app, the engine, the cases), which each used to import
          // again (about 5 s apiece on two cores).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        resolve: { alias: { "@": web } },
        test: {
          name: "web",
          include: ["apps/web/test/**/*.test.{ts,tsx}"],
          environment: "jsdom",
          setupFiles: ["apps/web/test/setup.ts"],
          // jsdom renders are CPU-bound: with a browser journey on the other core, 5 s is too tight.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: "e2e",
          include: ["e2e/**/*.e2e.ts"],
          environment: "node",
          // Each journey file starts its own server, database and Chromium and mocks nothing (as the API
          // tests): the files of one worker share the loaded server modules instead of importing them again.
          isolate: false,
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // A page waits on a debounce, the server and a render: 1 s (Vitest's default) is too tight
          // when the other core runs a browser too. A failing poll still fails, 10 s later.
          expect: { poll: { timeout: 10_000 } },
          globalSetup: ["e2e/global-setup.ts"],
        },
      },
    ],
  },
});
