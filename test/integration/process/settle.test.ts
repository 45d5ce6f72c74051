/**
 * The wait before exit (src/process/settle.ts) on real threads: a worker thread that computes keeps it waiting
 * until the worker stops, and one that never stops ends it at its limit. Linux only: elsewhere the wait is fixed
 * (test/unit/process/settle.test.ts).
 */
import { Worker } from "node:worker_threads";
import { afterEach, describe, expect, it } from "vitest";
import { settleBeforeExit } from "../../../src/process/settle.js";

/** A worker that spins until the flag (Int32Array[0]) is set, then sets [1] and goes idle. */
const SPINNER = `
const { workerData, parentPort } = require("node:worker_threads");
const flags = new Int32Array(workerData);
let x = 0;
while (Atomics.load(flags, 0) === 0) x = (x * 31 + 7) | 0;
Atomics.store(flags, 1, 1);
parentPort.postMessage(x);
`;

let workers: Worker[] = [];
afterEach(async () => {
  await Promise.all(workers.map((worker) => worker.terminate()));
  workers = [];
});

function spinner(): { flags: Int32Array; running: Promise<void> } {
  const flags = new Int32Array(new SharedArrayBuffer(8));
  const worker = new Worker(SPINNER, { eval: true, workerData: flags.buffer });
  workers.push(worker);
  const running = new Promise<void>((resolve, reject) => {
    worker.once("online", () => resolve());
    worker.once("error", reject);
  });
  return { flags, running };
}

describe.runIf(process.platform === "linux")("settleBeforeExit on real threads", () => {
  it("waits while a worker thread computes and rests once it stops", async () => {
    const { flags, running } = spinner();
    await running;
    let stoppedBefore = false;
    const settled = settleBeforeExit({ limitMs: 120_000 }).then((how) => {
      stoppedBefore = Atomics.load(flags, 1) === 1;
      return how;
    });
    // Long enough for the wait to sample the spinning thread many times over.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(Atomics.load(flags, 1)).toBe(0);
    Atomics.store(flags, 0, 1);
    expect(await settled).toBe("rested");
    expect(stoppedBefore).toBe(true);
  });

  it("ends at its limit while a thread never rests", async () => {
    const { flags, running } = spinner();
    await running;
    expect(await settleBeforeExit({ limitMs: 200 })).toBe("limit");
    expect(Atomics.load(flags, 1)).toBe(0);
    Atomics.store(flags, 0, 1);
  });

  it("rests after hot code, once V8's background work is done", async () => {
    // Enough work for V8 to optimise on its background threads, as the counting does at the end of a run.
    const hot = (n: number) => {
      let s = 0;
      for (let i = 0; i < n; i++) s += JSON.stringify({ i, text: `tool ${i}` }).length;
      return s;
    };
    for (let i = 0; i < 200; i++) hot(500);
    expect(await settleBeforeExit({ limitMs: 120_000 })).toBe("rested");
  });
});
