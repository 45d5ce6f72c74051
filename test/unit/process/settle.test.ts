/**
 * The wait before exit (src/process/settle.ts): it ends once no thread but the main one ran over an interval,
 * never while one runs, at its limit when a thread never rests, and after a fixed wait where threads cannot be
 * watched. The sampler is scripted here; test/integration/process/settle.test.ts watches real threads.
 */
import { describe, expect, it } from "vitest";
import { sampleThreads, settleBeforeExit, type ThreadSample, threadsRested } from "../../../src/process/settle.js";

const threads = (entries: Record<string, [asleep: boolean, cpuNs: number]>) =>
  new Map<string, ThreadSample>(Object.entries(entries).map(([tid, [asleep, cpuNs]]) => [tid, { asleep, cpuNs }]));

/** A sampler that gives `samples` in turn (the last one again when they run out), and counts its calls. */
function scripted(samples: (Map<string, ThreadSample> | null)[]) {
  let calls = 0;
  const sample = () => samples[Math.min(calls++, samples.length - 1)] ?? null;
  return { sample, calls: () => calls };
}

describe("threadsRested", () => {
  it("is true when every thread slept at both ends and used no CPU between", () => {
    expect(
      threadsRested(threads({ 11: [true, 500], 12: [true, 9] }), threads({ 11: [true, 500], 12: [true, 9] })),
    ).toBe(true);
  });

  it("is false when a thread used CPU between, even asleep at both ends (it ran and slept again)", () => {
    expect(threadsRested(threads({ 11: [true, 500] }), threads({ 11: [true, 501] }))).toBe(false);
  });

  it("is false when a thread is running or runnable at either end", () => {
    expect(threadsRested(threads({ 11: [false, 500] }), threads({ 11: [true, 500] }))).toBe(false);
    expect(threadsRested(threads({ 11: [true, 500] }), threads({ 11: [false, 500] }))).toBe(false);
  });

  it("is false for a thread that started between, and ignores one that ended", () => {
    expect(threadsRested(threads({ 11: [true, 5] }), threads({ 11: [true, 5], 12: [true, 0] }))).toBe(false);
    expect(threadsRested(threads({ 11: [true, 5], 12: [false, 7] }), threads({ 11: [true, 5] }))).toBe(true);
  });

  it("is true for a process with no other thread", () => {
    expect(threadsRested(threads({}), threads({}))).toBe(true);
  });
});

describe("settleBeforeExit", () => {
  it("waits while a thread runs and ends at the first quiet interval", async () => {
    const busy = threads({ 11: [false, 100] });
    const ran = threads({ 11: [true, 200] });
    const { sample, calls } = scripted([busy, busy, ran, ran, threads({ 11: [false, 300] })]);
    expect(await settleBeforeExit({ sample, limitMs: 60_000 })).toBe("rested");
    // busy -> busy -> ran (CPU used) -> ran: rested at the fourth sample, never reaching the fifth.
    expect(calls()).toBe(4);
  });

  it("gives up at its limit when a thread never rests", async () => {
    let cpu = 0;
    const sample = () => threads({ 11: [true, cpu++] });
    expect(await settleBeforeExit({ sample, limitMs: 5 })).toBe("limit");
    expect(cpu).toBeGreaterThan(1);
  });

  it("waits the fixed time where threads cannot be read, from the start or later", async () => {
    expect(await settleBeforeExit({ sample: () => null, fixedMs: 1 })).toBe("fixed");
    const { sample } = scripted([threads({ 11: [false, 1] }), null]);
    expect(await settleBeforeExit({ sample, fixedMs: 1, limitMs: 60_000 })).toBe("fixed");
  });
});

describe("sampleThreads", () => {
  it.runIf(process.platform === "linux")("reads this process's threads from /proc, without the main one", () => {
    const seen = sampleThreads();
    expect(seen).not.toBeNull();
    expect(seen?.has(String(process.pid))).toBe(false);
    // Node runs V8's worker threads beside the main one.
    expect(seen?.size).toBeGreaterThan(0);
    for (const thread of seen?.values() ?? []) expect(Number.isInteger(thread.cpuNs) && thread.cpuNs >= 0).toBe(true);
  });
});
