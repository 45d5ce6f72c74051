/**
 * Claude Code 2.1.328's own request with no MCP server (claude -p "say ok", headless, a scratch HOME), captured
 * 2026-12-02: its system blocks, its built-in tools (each tool's JSON) and its message texts, counted per
 * encoding. The working directory, OS version and date lines vary by machine and day; the figures are of the
 * capture with those made fixed ("/home/user/project", "Linux", 2026-12-02), so a user's own figure differs by
 * the few tokens of their path. test/e2e/clients/client-profiles-real.test.ts recaptures and holds these figures exact.
 */
import type { ClientBase } from "./profile.js";

export const CLAUDE_CODE_BASE: ClientBase = {
  tokens: {
    // Tool search on (the default): ToolSearch and a list of deferred built-in tools.
    deferred: { o200k_base: 10612, cl100k_base: 10605 },
    // ENABLE_TOOL_SEARCH=false: every built-in tool goes loaded too.
    loaded: { o200k_base: 19839, cl100k_base: 19784 },
  },
  method:
    "system block texts + JSON of each built-in tool + message texts of Claude Code 2.1.328's first request with no MCP server, working directory, OS version and date made fixed",
};
