/**
 * Renders of a chat template nothing has checked (an "unverified" copy of model data, a user's own version) in a
 * worker thread. One render is synchronous work of up to its bounds (core/models/chat-template.ts: 60 s, 2 M
 * steps); on the main thread no SIGTERM handler and no deadline can act until it ends. Here the main thread waits,
 * awaiting the count's pace every SLICE_MS: a signal stops the run at once (its cleanup, then exit 143), and past
 * --timeout the worker is terminated and the profile is "not counted: too slow". The pinned templates render on
 * the main thread (their renders are known to be short).
 *
 * The worker is this module's own file, started again (`new Worker(import.meta.url)`) and recognised by its
 * workerData. Run from the TypeScript sources (the unit tests), there is no JavaScript file to start: renders
 * stay on the main thread there.
 */
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";
import { ToolError } from "../core/errors.js";
import { numberText, parseAsSent } from "../core/json-as-sent.js";
import {
  type ChatTemplateModel,
  ChatTemplateRenderer,
  type TemplateMessage,
  type TemplateRender,
  type TemplateTool,
} from "../core/models/chat-template.js";
import type { FloatStyle } from "../core/models/jinja-json.js";
import type { ValueText } from "../core/models/jinja-python.js";
import { TooLargeToCount } from "../core/models/types.js";
import { onCleanup } from "../process/cleanup.js";

const WORKER_KIND = "mcp-token-budget/template-render";
/** How often the main thread lets the count's pace act while a render runs. */
const WAIT_MS = 20;

interface WorkerModel {
  id: string;
  template: string;
  templateSource: string;
  variables: Record<string, unknown>;
  floats?: FloatStyle;
  valueText?: ValueText;
}

type Reply =
  | { id: number; text: string }
  | { id: number; error: { kind: "too-large" | "tool" | "other"; toolKind?: string; message: string } };

/**
 * JSON text of `value` that parseAsSent reads back to the same value as sent: its keys in their order (an
 * ordering Proxy lists them so) and each number's text as the server wrote it (`1.0` stays `1.0`).
 */
function textAsSent(value: unknown, container?: object, key?: string | number): string {
  if (typeof value === "number") {
    const sent = container !== undefined && key !== undefined ? numberText(container, key) : undefined;
    return sent ?? JSON.stringify(value);
  }
  if (Array.isArray(value)) return `[${value.map((v, i) => textAsSent(v, value, i)).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const parts = Object.keys(value).map(
      (k) => `${JSON.stringify(k)}:${textAsSent((value as Record<string, unknown>)[k], value, k)}`,
    );
    return `{${parts.join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

if (!isMainThread && (workerData as { kind?: string } | null)?.kind === WORKER_KIND) {
  const model = (workerData as { model: WorkerModel }).model;
  const renderer = new ChatTemplateRenderer({ ...model, countTokens: () => 0 });
  parentPort?.on("message", (message: { id: number; messages: TemplateMessage[]; tools: string | null }) => {
    let reply: Reply;
    try {
      const tools = message.tools === null ? null : (parseAsSent(message.tools) as TemplateTool[]);
      reply = { id: message.id, text: renderer.render(message.messages, tools) };
    } catch (error) {
      const kind = error instanceof TooLargeToCount ? "too-large" : error instanceof ToolError ? "tool" : "other";
      reply = {
        id: message.id,
        error: {
          kind,
          ...(error instanceof ToolError ? { toolKind: error.kind } : {}),
          message: error instanceof Error ? error.message : String(error),
        },
      };
    }
    parentPort?.postMessage(reply);
  });
}

/** Whether this module runs as JavaScript (the bundle), where it can start itself as a worker. */
const canStartWorker = () => /\.m?js$/.test(new URL(import.meta.url).pathname);

/**
 * A TemplateRender for `model` in a worker thread of its own (started at the first render, ended when a render
 * is stopped or the run ends), or undefined where none can be started (the sources run by the tests).
 */
export function workerTemplateRender(model: ChatTemplateModel): TemplateRender | undefined {
  if (!canStartWorker()) return undefined;
  const data: WorkerModel = {
    id: model.id,
    template: model.template,
    templateSource: model.templateSource,
    variables: { ...model.variables },
    ...(model.floats ? { floats: model.floats } : {}),
    ...(model.valueText ? { valueText: model.valueText } : {}),
  };
  let worker: Worker | null = null;
  let release: (() => void) | null = null;
  let next = 0;
  const pending = new Map<number, { resolve: (text: string) => void; reject: (error: Error) => void }>();
  const stop = () => {
    release?.();
    release = null;
    const stopping = worker;
    worker = null;
    for (const { reject } of pending.values()) reject(new Error("the template's render was stopped"));
    pending.clear();
    return stopping ? stopping.terminate().then(() => undefined) : Promise.resolve();
  };
  const start = (): Worker => {
    const started = new Worker(new URL(import.meta.url), { workerData: { kind: WORKER_KIND, model: data } });
    started.on("message", (reply: Reply) => {
      const waiting = pending.get(reply.id);
      if (!waiting) return;
      pending.delete(reply.id);
      if ("text" in reply) waiting.resolve(reply.text);
      else if (reply.error.kind === "too-large") waiting.reject(new TooLargeToCount(reply.error.message));
      else if (reply.error.kind === "tool")
        waiting.reject(new ToolError((reply.error.toolKind ?? "input") as ToolError["kind"], reply.error.message));
      else waiting.reject(new Error(reply.error.message));
      // Idle between renders, the worker keeps nothing alive.
      if (pending.size === 0) started.unref();
    });
    started.on("error", (error) => {
      for (const { reject } of pending.values()) reject(error);
      pending.clear();
      void stop();
    });
    release = onCleanup({ kind: "processes", run: () => stop(), atExit: () => void stop() });
    return started;
  };
  return async (messages, tools, pace) => {
    worker ??= start();
    const id = next++;
    const result = new Promise<string>((resolve, reject) => pending.set(id, { resolve, reject }));
    worker.ref();
    worker.postMessage({ id, messages, tools: tools === null ? null : textAsSent(tools) });
    let done = false;
    result.then(
      () => {
        done = true;
      },
      () => {
        done = true;
      },
    );
    while (!done) {
      await Promise.race([result.catch(() => undefined), new Promise((r) => setTimeout(r, WAIT_MS))]);
      if (done) break;
      try {
        await pace();
      } catch (error) {
        // Past the deadline, or the run is stopping: the render goes with its worker.
        await stop();
        throw error;
      }
    }
    return result;
  };
}
