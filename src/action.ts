import * as core from "@actions/core";

/** Placeholder door until the GitHub integration lands: fails clearly instead of passing silently. */
export async function run(): Promise<void> {
  core.setFailed("mcp-token-budget: the GitHub Action is not implemented yet; use the CLI (mcp-token-budget measure).");
}
