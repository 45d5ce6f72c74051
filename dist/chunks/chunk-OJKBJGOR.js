import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  CLIENT_PROFILES
} from "./chunk-B2CE7BYW.js";
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/core/clients.ts
var WITH_LIMITS = ["cursor", "windsurf", "vscode", "claude-code"];
function limitOf(id) {
  const profile = CLIENT_PROFILES[id];
  const facts = profile.limit;
  if (!facts) throw new Error(`the ${id} profile has no limit`);
  return {
    id,
    client: profile.title,
    maxTools: facts.maxShareOfContext === null ? facts.maxTools ?? profile.maxTools : null,
    maxShareOfContext: facts.maxShareOfContext,
    models: facts.models,
    effect: facts.effect,
    source: facts.source,
    date: facts.date
  };
}
__name(limitOf, "limitOf");
var CLIENT_LIMITS = Object.fromEntries(
  WITH_LIMITS.map((id) => [id, limitOf(id)])
);
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
//# sourceMappingURL=chunk-OJKBJGOR.js.map
