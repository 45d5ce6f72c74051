// The action's entry point; the action itself arrives with the GitHub integration.
import { run } from "./action.js";
import { withCleanup } from "./process/cleanup.js";

// SIGINT or SIGTERM (a cancelled job) ends what the run started and exits 130 or 143; nothing it marked outlives it.
await withCleanup(() => run());
