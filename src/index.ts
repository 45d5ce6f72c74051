// The action's entry point; the action itself arrives with the GitHub integration.
import { run } from "./action.js";
import { withCleanup } from "./process/cleanup.js";
import { settleBeforeExit } from "./process/settle.js";

// SIGINT or SIGTERM (a cancelled job) ends what the run started and exits 130 or 143; nothing it marked outlives it.
await withCleanup(() => run());
// Node can hang at exit while V8 still compiles the counting code: wait until its threads rest (src/process/settle.ts).
await settleBeforeExit();
