import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  onCleanup
} from "./chunk-CDRE7MMI.js";
import "./chunk-UKVGHDFS.js";
import {
  ChatTemplateRenderer
} from "./chunk-I67RZRI2.js";
import {
  TooLargeToCount
} from "./chunk-2FVBJ6RF.js";
import {
  numberText,
  parseAsSent
} from "./chunk-FSDW3AHK.js";
import {
  ToolError
} from "./chunk-5SZOHPIE.js";
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/models/template-worker.ts
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";
var WORKER_KIND = "mcp-token-budget/template-render";
var WAIT_MS = 20;
function textAsSent(value, container, key) {
  if (typeof value === "number") {
    const sent = container !== void 0 && key !== void 0 ? numberText(container, key) : void 0;
    return sent ?? JSON.stringify(value);
  }
  if (Array.isArray(value)) return `[${value.map((v, i) => textAsSent(v, value, i)).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const parts = Object.keys(value).map(
      (k) => `${JSON.stringify(k)}:${textAsSent(value[k], value, k)}`
    );
    return `{${parts.join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}
__name(textAsSent, "textAsSent");
if (!isMainThread && workerData?.kind === WORKER_KIND) {
  const model = workerData.model;
  const renderer = new ChatTemplateRenderer({ ...model, countTokens: /* @__PURE__ */ __name(() => 0, "countTokens") });
  parentPort?.on("message", (message) => {
    let reply;
    try {
      const tools = message.tools === null ? null : parseAsSent(message.tools);
      reply = { id: message.id, text: renderer.render(message.messages, tools) };
    } catch (error) {
      const kind = error instanceof TooLargeToCount ? "too-large" : error instanceof ToolError ? "tool" : "other";
      reply = {
        id: message.id,
        error: {
          kind,
          ...error instanceof ToolError ? { toolKind: error.kind } : {},
          message: error instanceof Error ? error.message : String(error)
        }
      };
    }
    parentPort?.postMessage(reply);
  });
}
var canStartWorker = /* @__PURE__ */ __name(() => /\.m?js$/.test(new URL(import.meta.url).pathname), "canStartWorker");
function workerTemplateRender(model) {
  if (!canStartWorker()) return void 0;
  const data = {
    id: model.id,
    template: model.template,
    templateSource: model.templateSource,
    variables: { ...model.variables },
    ...model.floats ? { floats: model.floats } : {},
    ...model.valueText ? { valueText: model.valueText } : {}
  };
  let worker = null;
  let release = null;
  let next = 0;
  const pending = /* @__PURE__ */ new Map();
  const stop = /* @__PURE__ */ __name(() => {
    release?.();
    release = null;
    const stopping = worker;
    worker = null;
    for (const { reject } of pending.values()) reject(new Error("the template's render was stopped"));
    pending.clear();
    return stopping ? stopping.terminate().then(() => void 0) : Promise.resolve();
  }, "stop");
  const start = /* @__PURE__ */ __name(() => {
    const started = new Worker(new URL(import.meta.url), { workerData: { kind: WORKER_KIND, model: data } });
    started.on("message", (reply) => {
      const waiting = pending.get(reply.id);
      if (!waiting) return;
      pending.delete(reply.id);
      if ("text" in reply) waiting.resolve(reply.text);
      else if (reply.error.kind === "too-large") waiting.reject(new TooLargeToCount(reply.error.message));
      else if (reply.error.kind === "tool")
        waiting.reject(new ToolError(reply.error.toolKind ?? "input", reply.error.message));
      else waiting.reject(new Error(reply.error.message));
      if (pending.size === 0) started.unref();
    });
    started.on("error", (error) => {
      for (const { reject } of pending.values()) reject(error);
      pending.clear();
      void stop();
    });
    release = onCleanup({ kind: "processes", run: /* @__PURE__ */ __name(() => stop(), "run"), atExit: /* @__PURE__ */ __name(() => void stop(), "atExit") });
    return started;
  }, "start");
  return async (messages, tools, pace) => {
    worker ??= start();
    const id = next++;
    const result = new Promise((resolve, reject) => pending.set(id, { resolve, reject }));
    worker.ref();
    worker.postMessage({ id, messages, tools: tools === null ? null : textAsSent(tools) });
    let done = false;
    result.then(
      () => {
        done = true;
      },
      () => {
        done = true;
      }
    );
    while (!done) {
      await Promise.race([result.catch(() => void 0), new Promise((r) => setTimeout(r, WAIT_MS))]);
      if (done) break;
      try {
        await pace();
      } catch (error) {
        await stop();
        throw error;
      }
    }
    return result;
  };
}
__name(workerTemplateRender, "workerTemplateRender");
export {
  workerTemplateRender
};
//# sourceMappingURL=template-worker-4XVNO6LY.js.map
