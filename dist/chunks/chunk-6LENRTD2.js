import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  cacheEntry
} from "./chunk-7QJCO2EM.js";
import {
  fitIn
} from "./chunk-YWEAVKN7.js";
import {
  shapeRequest
} from "./chunk-AARTTLEF.js";
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/core/clients/as-sent.ts
var TOOLS_AS_SENT = {
  maxTools: null,
  truncateBytes: null,
  name: /* @__PURE__ */ __name((_server, tool) => tool, "name"),
  // The schema as listed, even when it is missing or not an object (the model's counter says what it renders).
  toolObject: /* @__PURE__ */ __name((name, description, tool) => {
    const facing = { name, inputSchema: tool.listedSchema };
    if (description !== void 0) facing.description = description;
    return facing;
  }, "toolObject"),
  instructionsText: /* @__PURE__ */ __name((_server, instructions) => instructions, "instructionsText"),
  deferredText: null,
  sortsByName: false,
  keepsEmptyNames: true
};
var shapeAsSent = /* @__PURE__ */ __name((listing) => shapeRequest(listing, TOOLS_AS_SENT), "shapeAsSent");

// src/core/models/entry.ts
function round(value) {
  return Number(value.toPrecision(6));
}
__name(round, "round");
function dataWindow(data) {
  return data?.contextWindow ? { tokens: data.contextWindow, source: `the model's data: ${data.source} (${data.date})` } : { tokens: null, source: "no context window is known for this model" };
}
__name(dataWindow, "dataWindow");
function modelEntry(profile, runtime, count, data, contextWindow = dataWindow(data), hosted, cacheAssumption) {
  const perRequest = count.tools + (count.instructions ?? 0);
  const window = contextWindow.tokens;
  const fit = fitIn((count.range?.high ?? count.tools) + (count.instructions ?? 0) + (count.frame ?? 0), window);
  const price = data?.inputPricePerMTok ?? null;
  const entry = {
    profile,
    runtime,
    ...hosted ? { provider: hosted.provider, providerModel: hosted.model } : {},
    fidelity: count.fidelity,
    tools: count.tools,
    instructions: count.instructions,
    contextWindow: window,
    contextSource: contextWindow.source,
    shareOfContext: window ? round(perRequest / window) : null,
    fits: fit.fits,
    minContextToFit: fit.minContextToFit,
    inputPricePerMTok: price,
    costPer1kRequests: price === null ? null : round(perRequest * price * 1e3 / 1e6),
    data: data ? { source: data.source, date: data.date } : null,
    cache: cacheEntry(perRequest, price, data?.cache, cacheAssumption),
    warnings: count.warnings
  };
  if (count.range) entry.range = count.range;
  if (count.perTool) entry.perTool = count.perTool;
  if (count.hiddenParameters && count.hiddenParameters.length > 0) entry.hiddenParameters = count.hiddenParameters;
  if (count.notSeen) entry.notSeen = count.notSeen;
  if (count.frame !== void 0) entry.frame = count.frame;
  if (contextWindow.slots !== void 0 && contextWindow.slots > 1) entry.slots = contextWindow.slots;
  return entry;
}
__name(modelEntry, "modelEntry");

// src/core/models/request.ts
function modelFacingTools(listed) {
  return toModelTools(shapeAsSent({ server: "", tools: listed, instructions: null }));
}
__name(modelFacingTools, "modelFacingTools");
function toModelTools(request) {
  return request.loaded.map((t) => t.sent);
}
__name(toModelTools, "toModelTools");
var INSTRUCTIONS_SEPARATOR = "\n\n";
function setupRequest(servers) {
  const shaped = servers.map((s) => shapeAsSent({ server: "", tools: s.tools, instructions: s.instructions }));
  const instructions = shaped.map((r) => r.instructionsText).filter((text) => !!text);
  return {
    tools: shaped.flatMap(toModelTools),
    instructions: instructions.length > 0 ? instructions.join(INSTRUCTIONS_SEPARATOR) : null
  };
}
__name(setupRequest, "setupRequest");
async function countRequest(counter, profile, request, pace) {
  const count = await counter.count(request.tools, request.instructions, pace);
  return modelEntry(
    profile.title,
    profile.runtime,
    count,
    profile.data,
    profile.window,
    profile.hosted,
    profile.cacheAssumption
  );
}
__name(countRequest, "countRequest");

export {
  modelFacingTools,
  INSTRUCTIONS_SEPARATOR,
  setupRequest,
  countRequest
};
//# sourceMappingURL=chunk-6LENRTD2.js.map
