/**
 * A wait before the process ends on its own, so that Node does not hang at exit.
 *
 * Node's shutdown can deadlock (nodejs/node#54918, open on Node 20 to 26): when the event loop runs dry, the
 * main thread waits for V8's background jobs, and a background optimising compile that needs a garbage
 * collection waits for the main thread. The process then never exits and, stuck outside JavaScript, ignores
 * SIGTERM and Ctrl-C. The counting code is hot at the very end of a run, so a compile job is often in flight
 * then: three `measure -m claude,...` loops side by side hung in 6 of 120 runs without a wait. While the loop
 * is alive those jobs finish, since the main thread still runs the collection they ask for.
 *
 * So the wait lasts until V8's threads are idle. On Linux it watches them (`/proc/self/task`): it ends after an
 * interval of at least QUIET_MS in which no thread but the main one ran (each asleep at both ends, no CPU time
 * used between). A job waiting for a collection cannot stay asleep through that interval: the collection it
 * asked for is a task on the main thread's loop, which the interval's turn of the loop runs, and that wakes
 * it. On a quiet machine that is about 3 ms after a run; on a busy one, up to 35 ms were seen while compile jobs
 * were still going.
 * It waits at most SETTLE_LIMIT_MS (a thread that never rests). Where threads cannot be read (not Linux, no
 * schedstat), it waits a fixed SETTLE_MS, which held 0 hangs in 270 runs of the same loops. A wait, not a fix:
 * only a Node release with the fix removes the cause (docs/development.md, "Node's hang at exit";
 * `node bench/exit-hang.mjs` runs the case with and without the wait).
 */
import { readdirSync, readFileSync, readlinkSync } from "node:fs";

/** The fixed wait where the threads cannot be watched. */
export const SETTLE_MS = 30;
/** How long the threads must stay idle: one turn of the loop, at least. */
export const QUIET_MS = 1;
/**
 * The longest wait for the threads to rest: for a thread that never does. V8's own jobs are waited for at exit
 * anyway (node drains them), so the limit is generous: on a loaded machine they can take a few hundred ms.
 */
export const SETTLE_LIMIT_MS = 2_000;
/** Watch the threads where /proc shows them (bench/exit-hang.mjs turns this off in its copy). */
const WATCH_THREADS = true;

/** One thread as /proc shows it: whether it is asleep, and the CPU time it has used (ns). */
export interface ThreadSample {
  asleep: boolean;
  cpuNs: number;
}

/** Every thread of this process but the main one, by id; null where /proc/self/task cannot be read. */
export function sampleThreads(): Map<string, ThreadSample> | null {
  const main = mainThread();
  if (main === null) return null;
  let tids: string[];
  try {
    tids = readdirSync("/proc/self/task");
  } catch {
    return null;
  }
  const threads = new Map<string, ThreadSample>();
  for (const tid of tids) {
    if (tid === main) continue;
    let stat: string;
    let schedstat: string;
    try {
      stat = readFileSync(`/proc/self/task/${tid}/stat`, "latin1");
      schedstat = readFileSync(`/proc/self/task/${tid}/schedstat`, "latin1");
    } catch {
      // A thread that ended since the listing is not running; a kernel without schedstat cannot be watched.
      if (tidGone(tid)) continue;
      return null;
    }
    // "tid (name) S ...": the name may hold ") ", so the state follows the last one.
    const state = stat.charAt(stat.lastIndexOf(")") + 2);
    const cpuNs = Number(schedstat.split(" ")[0]);
    if (!Number.isFinite(cpuNs)) return null;
    // S: waiting (a condition, a lock, a futex). Z and X: ending. R, D (uninterruptible) and T (stopped) are not idle.
    threads.set(tid, { asleep: state === "S" || state === "Z" || state === "X", cpuNs });
  }
  return threads;
}

let main: string | null | undefined;

/**
 * The main thread's id, found once: the process's id as this /proc sees it (another PID namespace than
 * process.pid's when /proc was mounted from outside a container's). Null where the threads cannot be watched:
 * no /proc, or a kernel whose schedstat counts nothing (zeros: a thread that ran and slept again between two
 * samples would look idle; the main thread has surely run).
 */
function mainThread(): string | null {
  if (main === undefined) {
    try {
      const counts = Number(readFileSync("/proc/self/schedstat", "latin1").split(" ")[0]) > 0;
      main = counts ? readlinkSync("/proc/self") : null;
    } catch {
      main = null;
    }
  }
  return main;
}

function tidGone(tid: string): boolean {
  try {
    readdirSync(`/proc/self/task/${tid}`);
    return false;
  } catch {
    return true;
  }
}

/**
 * Whether no thread ran from `before` to `after`: each asleep at both ends with the same CPU time, and no
 * thread new since. A thread gone since is not running.
 */
export function threadsRested(before: ReadonlyMap<string, ThreadSample>, after: ReadonlyMap<string, ThreadSample>) {
  for (const [tid, now] of after) {
    const then = before.get(tid);
    if (!then?.asleep || !now.asleep || then.cpuNs !== now.cpuNs) return false;
  }
  return true;
}

/** How the wait ended: the threads rested, the limit came first, or they could not be watched. */
export type Settled = "rested" | "limit" | "fixed";

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function settleBeforeExit(
  options: { limitMs?: number; fixedMs?: number; sample?: () => Map<string, ThreadSample> | null } = {},
): Promise<Settled> {
  const { limitMs = SETTLE_LIMIT_MS, fixedMs = SETTLE_MS, sample = sampleThreads } = options;
  let before = WATCH_THREADS ? sample() : null;
  if (!before) {
    await sleep(fixedMs);
    return "fixed";
  }
  const start = performance.now();
  for (;;) {
    await sleep(QUIET_MS);
    const after = sample();
    if (!after) {
      await sleep(Math.max(0, fixedMs - (performance.now() - start)));
      return "fixed";
    }
    if (threadsRested(before, after)) return "rested";
    if (performance.now() - start >= limitMs) return "limit";
    before = after;
  }
}
