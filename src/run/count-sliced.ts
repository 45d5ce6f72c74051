/**
 * Counting in slices. Counting is synchronous work on the one JavaScript thread: while it runs, no SIGTERM
 * or SIGINT handler and no timer can run, so a cancelled job or a deadline waited for the count to end (a
 * 100 KB word took 26 s before counting long runs became O(n log n), and the job's cancel was acted on
 * only after it). Here the count's steps (src/core/count.ts) run for at most SLICE_MS at a time, and
 * between slices the event loop turns: a signal stops the run as it does anywhere else (the cleanup
 * handler, then exit 130 / 143), and past the deadline counting ends with a one-line error (exit 3).
 * The model profiles' counters await the same pace between their renders (each render and its tokenizing
 * is one step: a chat template's whole prompt, then each tool alone), so profiles are stopped alike.
 */
import { ToolError } from "../core/errors.js";
import { haltIfStopping } from "../process/cleanup.js";

/** Counting ran past its deadline (exit 3 for the encodings; a profile past it is "not counted: too slow"). */
export class CountingTooSlow extends ToolError {
  constructor(message: string) {
    super("server", message);
    this.name = "CountingTooSlow";
  }
}

/** How long counting holds the thread before it lets signals and timers run. */
export const SLICE_MS = 20;

export interface SliceOptions {
  /** Counting must be done within this many milliseconds of its start. */
  limitMs: number;
  /** What is counted, for the message: "the tools of node server.mjs". */
  what?: string;
}

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The pace of one count: awaited between steps, it returns at once until SLICE_MS have passed since the
 * last turn, then lets the event loop turn, halts on a pending signal, and throws past the deadline
 * (options.limitMs from the pacer's creation). measure makes one for the encodings' count and one for the
 * model profiles' (src/run/measure.ts), each bounded by --timeout / timeout-seconds.
 */
export function pacer(options: SliceOptions): () => Promise<void> {
  const started = performance.now();
  let sliceEnd = started + SLICE_MS;
  return async () => {
    if (performance.now() < sliceEnd) return;
    await turn();
    // A signal arrived meanwhile: its cleanup ends the process; the count's result would be for nothing.
    await haltIfStopping();
    if (performance.now() - started > options.limitMs) {
      throw new CountingTooSlow(
        `counting ${options.what ?? "the tools"} took more than ${options.limitMs / 1000} s (the limit of --timeout / timeout-seconds, which also bounds counting) and was stopped: ` +
          "the listing is too large to count in that time; raise the timeout, or shorten the tools (a description of megabytes is sent to the model on every request)",
      );
    }
    sliceEnd = performance.now() + SLICE_MS;
  };
}

/** Drives a counting generator to its end in slices; see the file's comment. */
export async function countSliced<T>(
  steps: Generator<void, T, undefined>,
  options: SliceOptions,
  pace: () => Promise<void> = pacer(options),
): Promise<T> {
  let sliceEnd = performance.now() + SLICE_MS;
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    if (performance.now() < sliceEnd) continue;
    try {
      await pace();
    } catch (error) {
      steps.return(undefined as T);
      throw error;
    }
    sliceEnd = performance.now() + SLICE_MS;
  }
}
