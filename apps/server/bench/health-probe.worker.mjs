// Asks /api/health every 100 ms until told to stop, from a thread of its own (as a load balancer's
// health check would, from another machine), and answers with every answer's latency.
import { parentPort, workerData } from "node:worker_threads";

const { url, everyMs } = workerData;
const latencies = [];
let failures = 0;
let running = true;
parentPort.once("message", () => {
  running = false;
});
while (running) {
  const sent = performance.now();
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(30_000) });
    await response.arrayBuffer();
    if (!response.ok) failures += 1;
  } catch {
    failures += 1;
  }
  latencies.push(performance.now() - sent);
  await new Promise((resolve) => setTimeout(resolve, everyMs));
}
parentPort.postMessage({ latencies, failures });
