import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/core/calls/compare.ts
function partTotals(parts, encoding) {
  const out = {};
  for (const part of parts) {
    const n = part.counted ? part.tokens[encoding] : void 0;
    if (n !== void 0) out[part.type] = (out[part.type] ?? 0) + n;
  }
  return out;
}
__name(partTotals, "partTotals");
var sideOf = /* @__PURE__ */ __name((call, encoding) => ({
  status: call.status,
  tool: call.tool,
  tokens: { ...call.tokens },
  parts: partTotals(call.parts, encoding),
  ...call.status !== "ok" && call.message !== void 0 ? { message: call.message } : {}
}), "sideOf");
function failedAtHead(calls) {
  return (calls ?? []).filter((c) => c.head !== null && c.head.status !== "ok");
}
__name(failedAtHead, "failedAtHead");
function compareCalls(base, head, encodings) {
  if (!head.calls && !base?.calls) return void 0;
  const primary = encodings[0] ?? "";
  const baseByName = new Map((base?.calls ?? []).map((c) => [c.name, c]));
  const out = [];
  for (const call of head.calls ?? []) {
    const before = baseByName.get(call.name);
    const headSide = sideOf(call, primary);
    const baseSide = before ? sideOf(before, primary) : null;
    const common = encodings.filter((e) => call.tokens[e] !== void 0 && before?.tokens[e] !== void 0);
    const diff = {
      name: call.name,
      status: "unchanged",
      base: baseSide,
      head: headSide,
      delta: null,
      percent: null,
      grew: null,
      checks: call.checks
    };
    if (!base) diff.status = "no-baseline";
    else if (!before) diff.status = "added";
    else if (before.status !== "ok" && before.status !== "error") diff.status = "not-at-base";
    else if (common.length === 0) diff.status = call.tokens[primary] === void 0 ? "unchanged" : "not-at-base";
    else {
      diff.delta = Object.fromEntries(common.map((e) => [e, (call.tokens[e] ?? 0) - (before.tokens[e] ?? 0)]));
      diff.percent = Object.fromEntries(
        common.map((e) => {
          const b = before.tokens[e] ?? 0;
          return [e, b === 0 ? null : ((call.tokens[e] ?? 0) - b) / b];
        })
      );
      diff.status = Object.values(diff.delta).some((d) => d !== 0) || before.status !== call.status ? "changed" : "unchanged";
      if ((diff.delta[primary] ?? 0) > 0 && baseSide) {
        let best = null;
        for (const [type, n] of Object.entries(headSide.parts)) {
          const growth = n - (baseSide.parts[type] ?? 0);
          if (growth > 0 && (best === null || growth > best[1])) best = [type, growth];
        }
        diff.grew = best?.[0] ?? null;
      }
    }
    out.push(diff);
  }
  const headNames = new Set((head.calls ?? []).map((c) => c.name));
  for (const call of base?.calls ?? []) {
    if (headNames.has(call.name)) continue;
    out.push({
      name: call.name,
      status: "removed",
      base: sideOf(call, primary),
      head: null,
      delta: null,
      percent: null,
      grew: null,
      checks: []
    });
  }
  return out;
}
__name(compareCalls, "compareCalls");

export {
  failedAtHead,
  compareCalls
};
//# sourceMappingURL=chunk-QZTG4LHG.js.map
