import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/core/models/window.ts
function chooseWindow(model, global, standard) {
  if (model.slotsInId) {
    const { tokens, how, slots } = model.slotsInId;
    return {
      tokens,
      source: `asked for in the model id ${JSON.stringify(model.id)}: ${how}`,
      ...slots !== void 0 ? { slots } : {}
    };
  }
  if (model.inId !== null) {
    return { tokens: model.inId, source: `asked for in the model id ${JSON.stringify(model.id)}` };
  }
  if (model.extendedInId) return standard;
  if (global && takesGlobal(model)) return { tokens: global.tokens, source: `asked for with ${global.how}` };
  return standard;
}
__name(chooseWindow, "chooseWindow");
function takesGlobal(model) {
  return model.local && model.inId === null && !model.extendedInId;
}
__name(takesGlobal, "takesGlobal");
var int = /* @__PURE__ */ __name((n) => n.toLocaleString("en-US"), "int");
function keepsOwn(model, window, global) {
  if (model.inId !== null || model.extendedInId) {
    const size = window.tokens === null ? "" : ` (${int(window.tokens)})`;
    return `${model.id} keeps the window written in its id${size}`;
  }
  const write = `write ${model.id}:${global.tokens}`;
  if (window.tokens === null) return `${model.id} has no known window (${write} to give it one)`;
  return `${model.id} keeps its ${int(window.tokens)}-token window (${write} to change it)`;
}
__name(keepsOwn, "keepsOwn");
function unusedGlobalWindow(global, models) {
  if (global === null || models.some((m) => takesGlobal(m.ask))) return null;
  const kept = models.map((m) => keepsOwn(m.ask, m.window, global));
  return `${global.how} applies to local models only; ${kept.join("; ")}`;
}
__name(unusedGlobalWindow, "unusedGlobalWindow");
function fitIn(tokens, window) {
  if (window === null) return { fits: null, minContextToFit: tokens, left: null };
  return { fits: tokens <= window, minContextToFit: tokens, left: window - tokens };
}
__name(fitIn, "fitIn");
function windowKnob({ runtime }) {
  if (runtime === "ollama") return "num_ctx";
  if (runtime === "llama.cpp") return "-c";
  return "a window of";
}
__name(windowKnob, "windowKnob");
function neededSetting(m, need, more) {
  if (m.runtime === "llama.cpp" && m.slots !== void 0 && m.slots > 1) {
    return `-c ${int(need * m.slots)}${more} with -np ${m.slots}`;
  }
  return `${windowKnob(m)} ${int(need)}${more}`;
}
__name(neededSetting, "neededSetting");

export {
  chooseWindow,
  unusedGlobalWindow,
  fitIn,
  neededSetting
};
//# sourceMappingURL=chunk-YWEAVKN7.js.map
