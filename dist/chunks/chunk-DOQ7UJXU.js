import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/core/verdict.ts
var NEAR_LIMIT_SHARE = 0.1;
var isNearLimit = /* @__PURE__ */ __name((r) => r.passed && (r.limit > 0 ? r.headroom < r.limit * NEAR_LIMIT_SHARE : r.headroom <= 0), "isNearLimit");
var groupKey = /* @__PURE__ */ __name((r) => JSON.stringify([r.rule, r.tool ?? null, r.model ?? null, r.client ?? null, r.call ?? null, r.view]), "groupKey");
function summarizeVerdict(verdict, primaryEncoding) {
  const byRule = /* @__PURE__ */ new Map();
  for (const r of verdict.results) {
    const group = byRule.get(groupKey(r));
    if (group) group.push(r);
    else byRule.set(groupKey(r), [r]);
  }
  const rules = [...byRule.values()].map((members) => {
    const broken2 = members.some((r) => !r.passed);
    const near = !broken2 && members.some(isNearLimit);
    const has = /* @__PURE__ */ __name((r) => broken2 ? !r.passed : near ? isNearLimit(r) : true, "has");
    const primary = members.filter((r) => r.encoding === primaryEncoding || r.encoding === null);
    const shown = primary.find(has) ?? members.find(has) ?? members[0];
    return { shown, members, broken: broken2, near };
  });
  const broken = rules.filter((g) => g.broken);
  return {
    rules,
    broken,
    near: rules.filter((g) => g.near),
    passing: rules.filter((g) => !g.broken && !g.near),
    checks: verdict.results.length,
    brokenChecks: verdict.results.filter((r) => !r.passed).length,
    passed: broken.length === 0
  };
}
__name(summarizeVerdict, "summarizeVerdict");
var count = /* @__PURE__ */ __name((n, one, many = `${one}s`) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`, "count");
function verdictPhrase(summary) {
  if (summary.rules.length === 0) return null;
  if (summary.broken.length > 0) return `${count(summary.broken.length, "budget rule")} broken`;
  if (summary.near.length > 0) return `budget passes, ${count(summary.near.length, "rule")} near the limit`;
  return "budget passes";
}
__name(verdictPhrase, "verdictPhrase");
function runVerdict(budget, failedCalls) {
  return {
    budget,
    failedCalls: [...failedCalls],
    passed: (budget?.passed ?? true) && failedCalls.length === 0
  };
}
__name(runVerdict, "runVerdict");
function runVerdictPhrase(verdict) {
  const calls = verdict.failedCalls.length;
  const parts = [
    calls > 0 ? `${count(calls, "tool call")} failed` : null,
    verdict.budget ? verdictPhrase(verdict.budget) : null
  ].filter((p) => p !== null);
  return parts.length > 0 ? parts.join(", ") : null;
}
__name(runVerdictPhrase, "runVerdictPhrase");

export {
  NEAR_LIMIT_SHARE,
  isNearLimit,
  summarizeVerdict,
  runVerdict,
  runVerdictPhrase
};
//# sourceMappingURL=chunk-DOQ7UJXU.js.map
