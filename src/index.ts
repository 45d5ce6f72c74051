// The action's entry point; the action itself arrives with the GitHub integration.
import { run } from "./action.js";
import { withCleanup } from "./process/cleanup.js";
import { settleBeforeExit } from "./process/settle.js";

// SIGINT or SIGTERM (a cancelled job) ends what the run started and exits 130 or 143; nothing it marked outlives it.
await withCleanup(() => run());
// Node 20 can hang at exit while V8 still compiles the counting code (src/process/settle.ts).
await settleBeforeExit();
