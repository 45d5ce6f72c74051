import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/core/clients/count-on-models.ts
var BUILT_IN = {
  name: "read_file",
  description: "Reads a file.",
  inputSchema: { type: "object", properties: { path: { type: "string" } }, required: ["path"] }
};
var SYSTEM = "You are a coding assistant.";
function clientCache(onModel, upFrontO200k, clientBaseO200k, minTokens) {
  if (clientBaseO200k === null || minTokens === null) return void 0;
  const scale = upFrontO200k > 0 && onModel.upFront > 0 ? onModel.upFront / upFrontO200k : 1;
  const prefixAbout = Math.round(clientBaseO200k * scale) + onModel.upFront;
  return { cacheable: prefixAbout >= minTokens, minTokens, prefixAbout };
}
__name(clientCache, "clientCache");
function modelFacingOf(sent) {
  const inner = typeof sent.function === "object" && sent.function !== null ? sent.function : sent;
  const schema = inner.input_schema ?? inner.parametersJsonSchema ?? inner.parameters ?? inner.inputSchema ?? {};
  const tool = { name: String(inner.name ?? ""), inputSchema: schema };
  if (typeof inner.description === "string") tool.description = inner.description;
  return tool;
}
__name(modelFacingOf, "modelFacingOf");
var wholeCount = /* @__PURE__ */ __name((count) => count.tools + (count.instructions ?? 0), "wholeCount");
async function textOn(counter, bare, text) {
  if (text === null || text === "") return 0;
  return wholeCount(await counter.count([BUILT_IN], `${SYSTEM}${text}`)) - wholeCount(bare);
}
__name(textOn, "textOn");
async function countClientOnModel(request, counter) {
  const bare = await counter.count([BUILT_IN], SYSTEM);
  const instructions = await textOn(counter, bare, request.instructionsText);
  const names = await textOn(counter, bare, request.deferredText);
  const toolsOn = /* @__PURE__ */ __name(async (sent) => sent.length === 0 ? 0 : wholeCount(await counter.count([BUILT_IN, ...sent.map((t) => modelFacingOf(t.sent))], SYSTEM)) - wholeCount(bare), "toolsOn");
  const loaded = await toolsOn(request.loaded);
  const deferred = request.deferredText !== null;
  const upFrontNames = new Set(request.upFrontTools ?? []);
  const alwaysLoaded = deferred ? await toolsOn(request.loaded.filter((t) => upFrontNames.has(t.name))) : 0;
  return {
    fidelity: bare.fidelity,
    upFront: (deferred ? names + alwaysLoaded : loaded) + instructions,
    allLoaded: loaded + instructions + (request.deferredTextStays ? names : 0)
  };
}
__name(countClientOnModel, "countClientOnModel");

export {
  clientCache,
  modelFacingOf,
  wholeCount,
  countClientOnModel
};
//# sourceMappingURL=chunk-2GXS2UWE.js.map
