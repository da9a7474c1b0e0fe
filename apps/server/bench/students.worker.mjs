// The simulated students, in their own thread so that the load they make does not share the
// server's event loop (as real students, on other machines, would not). Plain JS: no loader needed.
import { randomUUID } from "node:crypto";
import { parentPort, workerData } from "node:worker_threads";

const { base, students, messages, paceMs } = workerData;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const pause = () => (paceMs[1] > 0 ? paceMs[0] + Math.random() * (paceMs[1] - paceMs[0]) : 0);

const latencies = [];
const started = performance.now();
await Promise.all(
  students.map(async (student) => {
    await sleep(Math.random() * paceMs[1]); // students do not all start on the same millisecond
    for (let i = 0; i < messages; i++) {
      const text = student.script[i % student.script.length];
      const sent = performance.now();
      const response = await fetch(`${base}/simulation/messages/${student.threadId}`, {
        method: "POST",
        headers: { authorization: `Bearer ${student.token}`, "content-type": "application/json" },
        body: JSON.stringify({ message: text, client_id: randomUUID() }),
      });
      if (!response.ok) throw new Error(`message: ${response.status} ${await response.text()}`);
      await response.json();
      latencies.push(performance.now() - sent);
      await sleep(pause());
    }
  }),
);
parentPort.postMessage({ latencies, seconds: (performance.now() - started) / 1000 });
