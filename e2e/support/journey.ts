import type { Browser } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { launchBrowser } from "./browser";
import { type RunningServer, type ServerOptions, startServer } from "./server";

/**
 * One real server and one Chromium for the journeys of a file, started before them and stopped after.
 * `serverOptions` is read when the server starts (after the file's earlier `beforeAll` hooks).
 */
export function useJourneyEnvironment(serverOptions?: () => ServerOptions): {
  server: RunningServer;
  browser: Browser;
} {
  const env = {} as { server: RunningServer; browser: Browser };
  beforeAll(async () => {
    env.server = await startServer(serverOptions?.());
    env.browser = await launchBrowser();
  });
  afterAll(async () => {
    await env.browser?.close();
    await env.server?.stop();
  });
  return env;
}
