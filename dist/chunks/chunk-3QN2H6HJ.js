import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/run/counting.ts
function countingOf(settings, calls) {
  return {
    encodings: settings.encodings,
    models: settings.models,
    clients: settings.clients,
    clientServerKey: settings.clientServerKey,
    calls: calls ?? null,
    checkStable: settings.checkStable
  };
}
__name(countingOf, "countingOf");
function measureCounting(counting) {
  return {
    encodings: counting.encodings,
    models: counting.models ?? [],
    ...counting.clients && counting.clients.length > 0 ? { clients: counting.clients } : {},
    ...counting.clientServerKey ? { clientServerKey: counting.clientServerKey } : {},
    ...counting.calls ? { calls: counting.calls } : {},
    ...counting.checkStable ? { checkStable: true } : {}
  };
}
__name(measureCounting, "measureCounting");
function countingKey(counting) {
  const clients = counting.clients ?? [];
  return {
    encodings: counting.encodings,
    // A provider's count and an estimate of the same model are different measurements.
    models: (counting.models ?? []).map(
      (profile) => profile.fidelity === "provider-count" ? `${profile.id} (provider-count)` : profile.id
    ),
    ...counting.checkStable ? { checkStable: true } : {},
    // A report without the clients' figures must not stand in for one with them.
    ...clients.length > 0 ? { clients: clients.map((c) => c.asked) } : {},
    // The clients' figures are counted under this key: a report under another must not stand in for it.
    ...clients.length > 0 && counting.clientServerKey ? { clientServerKey: counting.clientServerKey } : {}
  };
}
__name(countingKey, "countingKey");

export {
  countingOf,
  measureCounting,
  countingKey
};
//# sourceMappingURL=chunk-3QN2H6HJ.js.map
