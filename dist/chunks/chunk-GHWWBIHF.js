import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/core/clients.ts
var SOURCE = "reports on the clients' issue trackers, 2025-2026";
var DATE = "2026-11-30";
var CLIENT_LIMITS = {
  cursor: {
    id: "cursor",
    client: "Cursor",
    maxTools: 40,
    maxShareOfContext: null,
    models: null,
    effect: "sends only the first 40 tools to the model (later versions warn at 80)",
    source: SOURCE,
    date: DATE
  },
  windsurf: {
    id: "windsurf",
    client: "Windsurf",
    maxTools: 100,
    maxShareOfContext: null,
    models: null,
    effect: "gives Cascade at most 100 tools at a time",
    source: "Windsurf's Cascade MCP documentation (a limit of 100 total tools); 50 before, from issue reports",
    date: "2026-12-02"
  },
  vscode: {
    id: "vscode",
    client: "VS Code / Copilot",
    maxTools: 128,
    maxShareOfContext: null,
    models: null,
    effect: "fails a request with more than 128 tools",
    source: SOURCE,
    date: DATE
  },
  "claude-code": {
    id: "claude-code",
    client: "Claude Code",
    maxTools: null,
    maxShareOfContext: 0.1,
    models: ["claude"],
    effect: "defers the MCP tools (names only up front) past 10% of the context window with ENABLE_TOOL_SEARCH=auto, and at any size by default",
    source: "Claude Code 2.1.328's bundled source: ENABLE_TOOL_SEARCH unset defers every MCP tool, auto (or auto:N) past 10% (N%) of the window, false never; its docs spoke of 10% alone",
    date: "2026-12-04"
  }
};
var CLIENT_IDS = Object.keys(CLIENT_LIMITS);
function clientRunsModel(limit, modelId) {
  return limit.models === null || limit.models.some((prefix) => modelId.startsWith(prefix));
}
__name(clientRunsModel, "clientRunsModel");
function crossedClientLimits(toolCount, models = {}) {
  const crossed = [];
  for (const limit of Object.values(CLIENT_LIMITS)) {
    if (limit.maxTools !== null && toolCount > limit.maxTools) crossed.push({ limit, actual: toolCount });
    if (limit.maxShareOfContext === null) continue;
    for (const [model, figures] of Object.entries(models)) {
      if (!figures.contextWindow || !clientRunsModel(limit, model)) continue;
      const share = figures.tools / figures.contextWindow;
      if (share > limit.maxShareOfContext) crossed.push({ limit, model, actual: share });
    }
  }
  return crossed;
}
__name(crossedClientLimits, "crossedClientLimits");
var TOOL_SEARCH = {
  /** Approximate: Anthropic's own round figure, not a count of ours. */
  tokens: 500,
  approximate: true,
  source: 'Anthropic, "Introducing advanced tool use on the Claude Developer Platform" (anthropic.com/engineering/advanced-tool-use, 2025-11-24): the Tool Search Tool loaded up front, ~500 tokens',
  /** YYYY-MM-DD: when the figure was read from the source. */
  date: "2026-12-01"
};
var isClaudeModel = /* @__PURE__ */ __name((modelId) => modelId.startsWith("claude"), "isClaudeModel");

export {
  CLIENT_LIMITS,
  CLIENT_IDS,
  clientRunsModel,
  crossedClientLimits,
  TOOL_SEARCH,
  isClaudeModel
};
//# sourceMappingURL=chunk-GHWWBIHF.js.map
