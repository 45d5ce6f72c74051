/**
 * A short wait before the process ends on its own, so that Node 20 does not hang at exit.
 *
 * Node 20's shutdown can deadlock (nodejs/node#54918): when the event loop runs dry, the main thread waits
 * for V8's background jobs, and a background optimising compile that needs a garbage collection waits for
 * the main thread. The process then never exits and, stuck outside JavaScript, ignores SIGTERM and Ctrl-C.
 * The counting code is hot at the very end of a run, so a compile job is often in flight then: three
 * `measure -m claude,...` loops side by side hung in 6 of 120 runs. Keeping the loop alive a moment lets those
 * jobs finish while the main thread still answers them; with 30 ms the same loops hung in 0 of 120.
 * (Measured on the 2-core machine, Node 20.20.2; see docs/development.md.) A wait, not a fix: only a Node
 * release with the fix removes the cause. `v8.setFlagsFromString("--no-concurrent-recompilation")` at run time
 * does not (the compile thread exists by then), and process.exit() joins the same threads; `node
 * bench/exit-hang.mjs` runs the case above with and without the wait (docs/development.md, issue 36).
 */
export const SETTLE_MS = 30;

export function settleBeforeExit(ms: number = SETTLE_MS): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
