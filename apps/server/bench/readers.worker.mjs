// The reads' clients (reads-phase.ts), in their own thread so that the load they make does not share
// the server's event loop (as real students, on other machines, would not). Plain JS: no loader needed.
// `clients` loops, each sending the next GET as soon as the previous answer is read: `requests` in
// all, cycling through `paths`, each for a random student's token.
import { parentPort, workerData } from "node:worker_threads";

const { base, paths, tokens, clients, requests } = workerData;
const timings = [];
let next = 0;
const started = performance.now();
await Promise.all(
  Array.from({ length: clients }, async () => {
    while (next < requests) {
      const path = paths[next % paths.length];
      next++;
      const token = tokens[Math.floor(Math.random() * tokens.length)];
      const sent = performance.now();
      const response = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
      const body = await response.text();
      if (!response.ok) throw new Error(`${path}: ${response.status} ${body}`);
      timings.push(performance.now() - sent);
    }
  }),
);
parentPort.postMessage({ timings, seconds: (performance.now() - started) / 1000 });
