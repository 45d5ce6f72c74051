import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  summarizeVerdict
} from "./chunk-DOQ7UJXU.js";
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/core/config-comparison.ts
var SETUP_COMPARISON_KIND = "mcp-token-budget/setup-comparison";
var SETUP_COMPARISON_SCHEMA_VERSION = 1;
var ZERO = { model: 0, raw: 0 };
function sidesOf(server, encoding) {
  switch (server.status) {
    case "failed":
      return { base: null, head: null };
    case "removed":
      return { base: server.base?.totals[encoding] ?? null, head: ZERO };
    case "new":
      return { base: ZERO, head: server.comparison.totals[encoding]?.head ?? null };
    case "compared": {
      const total = server.comparison.totals[encoding];
      return { base: total?.base ?? null, head: total?.head ?? null };
    }
  }
}
__name(sidesOf, "sidesOf");
var add = /* @__PURE__ */ __name((a, b) => ({ model: a.model + b.model, raw: a.raw + b.raw }), "add");
var minus = /* @__PURE__ */ __name((a, b) => ({ model: a.model - b.model, raw: a.raw - b.raw }), "minus");
function setupTotals(servers, encodings) {
  const totals = {};
  for (const encoding of encodings) {
    let base = ZERO;
    let head = ZERO;
    let delta = ZERO;
    for (const server of servers) {
      const sides = sidesOf(server, encoding);
      if (sides.base) base = add(base, sides.base);
      if (sides.head) head = add(head, sides.head);
      if (sides.base && sides.head) delta = add(delta, minus(sides.head, sides.base));
    }
    totals[encoding] = { base, head, delta };
  }
  return totals;
}
__name(setupTotals, "setupTotals");
function isComplete(servers, encodings) {
  return servers.every(
    (server) => encodings.every((encoding) => {
      const sides = sidesOf(server, encoding);
      return sides.base !== null && sides.head !== null;
    })
  );
}
__name(isComplete, "isComplete");
function buildSetupComparison(input) {
  const measured = input.servers.filter((s) => s.status === "compared" || s.status === "new").length;
  const failed = input.servers.filter((s) => s.status === "failed").length;
  const verdicts = input.servers.flatMap(
    (s) => (s.status === "compared" || s.status === "new") && s.comparison.verdict ? [s.comparison.verdict] : []
  );
  return {
    schemaVersion: SETUP_COMPARISON_SCHEMA_VERSION,
    kind: SETUP_COMPARISON_KIND,
    config: input.config,
    base: input.base,
    head: input.head,
    encodings: input.encodings,
    servers: input.servers,
    totals: setupTotals(input.servers, input.encodings),
    measured,
    failed,
    complete: isComplete(input.servers, input.encodings),
    budget: input.budget ? {
      file: input.budget.file,
      passed: verdicts.every((v) => v.passed),
      notes: input.budget.notes,
      ...input.budget.fromRoot ? { fromRoot: input.budget.fromRoot } : {}
    } : null,
    ...input.models ? { models: input.models } : {},
    ...input.modelsNotCounted && Object.keys(input.modelsNotCounted).length > 0 ? { modelsNotCounted: input.modelsNotCounted } : {},
    ...input.clients && Object.keys(input.clients).length > 0 ? { clients: input.clients } : {}
  };
}
__name(buildSetupComparison, "buildSetupComparison");
function brokenRules(setup) {
  return setup.servers.flatMap((s) => {
    if (s.status !== "compared" && s.status !== "new" || !s.comparison.verdict) return [];
    const summary = summarizeVerdict(s.comparison.verdict, s.comparison.encodings[0] ?? "");
    const messages = s.comparison.verdict.results.filter((r) => !r.passed).map((r) => r.message);
    return summary.broken.length > 0 ? [{ server: s.name, rules: summary.broken.length, messages }] : [];
  });
}
__name(brokenRules, "brokenRules");
function serializeSetupComparison(setup) {
  return `${JSON.stringify(setup, null, 2)}
`;
}
__name(serializeSetupComparison, "serializeSetupComparison");

export {
  SETUP_COMPARISON_KIND,
  SETUP_COMPARISON_SCHEMA_VERSION,
  sidesOf,
  setupTotals,
  isComplete,
  buildSetupComparison,
  brokenRules,
  serializeSetupComparison
};
//# sourceMappingURL=chunk-7JIIC6KX.js.map
