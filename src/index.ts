// The action's entry point; the action itself arrives with the GitHub integration.
import { run } from "./action.js";

await run();
