import { connect } from "node:net";
import type { App } from "../../src/app";
import { type FuzzReport, inspect } from "./run";

/**
 * Requests that only a real socket can carry, because Node's HTTP parser refuses them before Fastify
 * routes anything: a url longer than the header limit, broken header lines, contradictory lengths.
 */
const RAW_REQUESTS: ReadonlyArray<{ label: string; text: string }> = [
  { label: "url over the header limit", text: `GET /api/${"x".repeat(20_000)}fuzzmarker HTTP/1.1\r\nHost: a\r\n\r\n` },
  { label: "header line without colon", text: "GET /api/health HTTP/1.1\r\nHost: a\r\nfuzzmarker\r\n\r\n" },
  {
    label: "non-numeric content-length",
    text: "POST /api/forms/contact-us HTTP/1.1\r\nHost: a\r\nContent-Length: abc\r\n\r\n{}",
  },
  {
    label: "length and chunked together",
    text: "POST /api/forms/contact-us HTTP/1.1\r\nHost: a\r\nContent-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n",
  },
  { label: "nul in the request line", text: "GET /api/health\u0000fuzzmarker HTTP/1.1\r\nHost: a\r\n\r\n" },
  { label: "unknown protocol", text: "GET /api/health FUZZ/9.9\r\nHost: a\r\n\r\n" },
];

function exchange(port: number, text: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    socket.setTimeout(5_000, () => socket.destroy());
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", () => undefined);
    socket.on("close", () => resolve(Buffer.concat(chunks).toString("latin1")));
    socket.write(text, "latin1");
    // Let the server answer, then close our side so that a kept-alive connection ends too.
    setTimeout(() => socket.end(), 500);
  });
}

/** Sends the raw requests to the app listening on a free local port; answers are inspected like others. */
export async function fuzzRawHttp(app: App, report: FuzzReport): Promise<void> {
  await app.server.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  for (const { label, text } of RAW_REQUESTS) {
    const answer = await exchange(port, text);
    const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(answer)?.[1] ?? 0);
    const body = answer.slice(answer.indexOf("\r\n\r\n") + 4);
    report.requests++;
    const request = { label: `raw ${label}`, method: "RAW", url: "/api/", payload: text };
    if (status === 0) report.unsent.push({ ...request, status, body: "no answer" });
    else inspect(request, status, body, report);
  }
}
