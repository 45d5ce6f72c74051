import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  ERROR_BODY_CHARS,
  capErrorText,
  overLimitMessage
} from "./chunk-AY22MO67.js";
import {
  isLeftOut
} from "./chunk-MQ2PVAKA.js";
import {
  stripTerminalControls
} from "./chunk-AY2GYRMS.js";
import {
  ToolError
} from "./chunk-5SZOHPIE.js";
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/mcp/errors.ts
var ServerError = class extends ToolError {
  constructor(message, stderrTail = []) {
    super("server", message);
    this.stderrTail = stderrTail;
    this.name = "ServerError";
  }
  stderrTail;
  static {
    __name(this, "ServerError");
  }
  /**
   * What listServer was doing when it failed ("starting the server", "listing tools", ...): set where the
   * error leaves listServer, so a caller (the survey) can tell a failed start from a failed listing.
   */
  stage;
  /**
   * The message with the stderr tail appended, as users should see it. Both may carry the server's
   * own text: no escape sequence or control character of it reaches a terminal or a log.
   */
  describe() {
    const message = stripTerminalControls(this.message);
    if (this.stderrTail.length === 0) return message;
    const tail = this.stderrTail.map((l) => `  | ${stripTerminalControls(l).replace(/\n/g, " ")}`);
    const what = this.stderrTail.some(isLeftOut) ? "the server's stderr, the lines that look like errors and the last ones" : "last lines of the server's stderr";
    return `${message}
${what}:
${tail.join("\n")}`;
  }
};

// src/mcp/bounded-fetch.ts
var NULL_BODY_STATUSES = /* @__PURE__ */ new Set([101, 204, 205, 304]);
function boundedFetch(runSignal, maxBytes) {
  let received = 0;
  let reject;
  const overLimit = new Promise((_, r) => {
    reject = r;
  });
  overLimit.catch(() => void 0);
  let tripped;
  const count = /* @__PURE__ */ __name((bytes) => {
    received += bytes;
    if (received <= maxBytes) return void 0;
    if (!tripped) {
      tripped = new ServerError(overLimitMessage("the server sent", maxBytes));
      reject(tripped);
    }
    return tripped;
  }, "count");
  const counted = /* @__PURE__ */ __name((body) => body.pipeThrough(
    new TransformStream({
      transform(chunk, controller) {
        const error = count(chunk.byteLength);
        if (error) controller.error(error);
        else controller.enqueue(chunk);
      }
    }),
    { signal: runSignal }
  ), "counted");
  const cappedErrorBody = /* @__PURE__ */ __name(async (body) => {
    const decoder = new TextDecoder();
    let text = "";
    let bytes = 0;
    for await (const chunk of counted(body)) {
      bytes += chunk.byteLength;
      if (text.length <= ERROR_BODY_CHARS) text += decoder.decode(chunk, { stream: true });
    }
    return capErrorText(text, bytes);
  }, "cappedErrorBody");
  const bounded = /* @__PURE__ */ __name(async (input, init) => {
    runSignal.throwIfAborted();
    if (tripped) throw tripped;
    const signal = init?.signal ? AbortSignal.any([runSignal, init.signal]) : runSignal;
    const response = await fetch(input, { ...init, signal });
    if (!response.body || NULL_BODY_STATUSES.has(response.status)) return response;
    const body = response.status >= 400 ? await cappedErrorBody(response.body) : counted(response.body);
    const wrapped = new Response(body, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers
    });
    Object.defineProperty(wrapped, "url", { value: response.url });
    return wrapped;
  }, "bounded");
  return { fetch: bounded, overLimit };
}
__name(boundedFetch, "boundedFetch");

export {
  ServerError,
  boundedFetch
};
//# sourceMappingURL=chunk-RUROCYBG.js.map
