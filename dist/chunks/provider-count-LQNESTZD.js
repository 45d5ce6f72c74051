import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  functionDeclaration
} from "./chunk-G7T2Q4YE.js";
import {
  ToolError
} from "./chunk-5SZOHPIE.js";
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/models/provider-count.ts
var DEFAULT_BASE_URLS = {
  anthropic: "https://api.anthropic.com",
  openai: "https://api.openai.com/v1",
  google: "https://generativelanguage.googleapis.com"
};
var DEFAULT_TIMEOUT_MS = 3e4;
var PROVIDER_ANSWER_MAX_BYTES = 1024 * 1024;
var ANTHROPIC_VERSION = "2023-06-01";
var USER_MESSAGE = { role: "user", content: "hi" };
var NO_PARAMETERS = { type: "object", properties: {} };
function baseOf(provider, baseUrl) {
  return (baseUrl?.trim() || DEFAULT_BASE_URLS[provider]).replace(/\/+$/, "");
}
__name(baseOf, "baseOf");
function endpointUrl(provider, baseUrl) {
  const base = baseOf(provider, baseUrl);
  return provider === "anthropic" ? `${base}/v1/messages/count_tokens` : `${base}/responses/input_tokens`;
}
__name(endpointUrl, "endpointUrl");
function anthropicEndpoint(access, model) {
  return {
    name: "Anthropic's count_tokens endpoint",
    url: endpointUrl("anthropic", access.baseUrl),
    headers: { "x-api-key": access.apiKey, "anthropic-version": ANTHROPIC_VERSION },
    countField: "input_tokens",
    body: /* @__PURE__ */ __name((tools, instructions) => ({
      model,
      ...instructions !== null ? { system: instructions } : {},
      messages: [USER_MESSAGE],
      ...tools.length > 0 ? {
        tools: tools.map((tool) => ({
          name: tool.name,
          ...tool.description !== void 0 ? { description: tool.description } : {},
          input_schema: tool.inputSchema ?? NO_PARAMETERS
        }))
      } : {}
    }), "body")
  };
}
__name(anthropicEndpoint, "anthropicEndpoint");
function openaiEndpoint(access, model) {
  return {
    name: "OpenAI's input token counting endpoint",
    url: endpointUrl("openai", access.baseUrl),
    headers: { authorization: `Bearer ${access.apiKey}` },
    countField: "input_tokens",
    body: /* @__PURE__ */ __name((tools, instructions) => ({
      model,
      ...instructions !== null ? { instructions } : {},
      input: [USER_MESSAGE],
      ...tools.length > 0 ? {
        tools: tools.map((tool) => ({
          type: "function",
          name: tool.name,
          ...tool.description !== void 0 ? { description: tool.description } : {},
          parameters: tool.inputSchema ?? NO_PARAMETERS,
          // Strict mode (the Responses API's default) rejects most MCP schemas; clients send them as they are.
          strict: false
        }))
      } : {}
    }), "body")
  };
}
__name(openaiEndpoint, "openaiEndpoint");
function geminiEndpoint(access, model) {
  return {
    name: "Gemini API countTokens",
    url: `${baseOf("google", access.baseUrl)}/v1beta/models/${encodeURIComponent(model)}:countTokens`,
    headers: { "x-goog-api-key": access.apiKey },
    countField: "totalTokens",
    body: /* @__PURE__ */ __name((tools, instructions) => ({
      generateContentRequest: {
        model: `models/${model}`,
        contents: [{ role: "user", parts: [{ text: USER_MESSAGE.content }] }],
        ...instructions !== null ? { systemInstruction: { parts: [{ text: instructions }] } } : {},
        ...tools.length > 0 ? { tools: [{ functionDeclarations: tools.map(functionDeclaration) }] } : {}
      }
    }), "body"),
    // A key Google does not know is HTTP 400 with reason API_KEY_INVALID, not 401.
    refusedKey: /* @__PURE__ */ __name((status, text) => status === 400 && text.includes("API_KEY_INVALID"), "refusedKey")
  };
}
__name(geminiEndpoint, "geminiEndpoint");
var ProviderCountError = class extends ToolError {
  static {
    __name(this, "ProviderCountError");
  }
  constructor(message) {
    super("provider", message);
    this.name = "ProviderCountError";
  }
};
function shownUrl(url) {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}${parsed.pathname}`;
  } catch {
    return "the configured URL";
  }
}
__name(shownUrl, "shownUrl");
function shownOrigin(location, from) {
  if (!location) return "nowhere (no Location header)";
  try {
    return new URL(location, from).origin;
  } catch {
    return "an address that is not a URL";
  }
}
__name(shownOrigin, "shownOrigin");
var AnswerTooLarge = class extends Error {
  static {
    __name(this, "AnswerTooLarge");
  }
};
async function cappedText(response) {
  if (!response.body) return "";
  const reader = response.body.getReader();
  const chunks = [];
  let bytes = 0;
  for (; ; ) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
    if (bytes > PROVIDER_ANSWER_MAX_BYTES) {
      await reader.cancel().catch(() => void 0);
      throw new AnswerTooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}
__name(cappedText, "cappedText");
function providerMessage(text, apiKey) {
  let message = text;
  try {
    const parsed = JSON.parse(text);
    const inner = typeof parsed.error === "object" ? parsed.error?.message : parsed.error ?? parsed.message;
    if (typeof inner === "string") message = inner;
  } catch {
  }
  if (apiKey) message = message.split(apiKey).join("[key]");
  message = message.replace(/\s+/g, " ").trim();
  return message.length > 300 ? `${message.slice(0, 300)}\u2026` : message;
}
__name(providerMessage, "providerMessage");
async function inputTokens(endpoint, apiKey, model, body, options) {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const where = `${endpoint.name} (${shownUrl(endpoint.url)}, model ${model})`;
  let response;
  let text;
  try {
    response = await fetch(endpoint.url, {
      method: "POST",
      headers: { "content-type": "application/json", ...endpoint.headers },
      body: JSON.stringify(body),
      signal,
      redirect: "manual"
    });
    if (response.status >= 300 && response.status < 400) {
      await response.body?.cancel().catch(() => void 0);
      throw new ProviderCountError(
        `${where} answered a redirect (HTTP ${response.status}) to ${shownOrigin(response.headers.get("location"), endpoint.url)}; the key is sent to the configured address only, so set the base URL to the address that answers`
      );
    }
    text = await cappedText(response);
  } catch (error) {
    if (error instanceof ProviderCountError) throw error;
    if (error instanceof AnswerTooLarge) {
      throw new ProviderCountError(
        `${where} answered more than ${PROVIDER_ANSWER_MAX_BYTES / 1024 / 1024} MiB, which no count needs; check the base URL`
      );
    }
    if (timeout.aborted) {
      throw new ProviderCountError(`${where} did not answer within ${timeoutMs / 1e3} s; try again later`);
    }
    if (options.signal?.aborted) throw new ProviderCountError(`${where}: the request was cancelled`);
    const cause = error.cause;
    const reason = cause?.code ?? cause?.message ?? error.message;
    throw new ProviderCountError(
      `could not reach ${where}: ${providerMessage(String(reason), apiKey)}; check the network and the base URL`
    );
  }
  if (response.status === 401 || response.status === 403 || endpoint.refusedKey?.(response.status, text)) {
    throw new ProviderCountError(
      `${where}: the key was refused (HTTP ${response.status}); check the API key you gave for provider counting`
    );
  }
  if (response.status === 429) {
    const retry = response.headers.get("retry-after");
    throw new ProviderCountError(
      `${where}: rate limited (HTTP 429)${retry ? `, retry after ${providerMessage(retry, apiKey)} s` : ""}; try again later`
    );
  }
  if (!response.ok) {
    throw new ProviderCountError(
      `${where} answered HTTP ${response.status}: ${providerMessage(text, apiKey) || "(no message)"}`
    );
  }
  let count;
  try {
    count = JSON.parse(text)[endpoint.countField];
  } catch {
    count = void 0;
  }
  if (typeof count !== "number" || !Number.isInteger(count) || count < 0) {
    throw new ProviderCountError(
      `${where} answered without an ${endpoint.countField} count (not a token-count answer); check the base URL`
    );
  }
  return count;
}
__name(inputTokens, "inputTokens");
function providerCounter(endpoint, apiKey, model, options) {
  const count = /* @__PURE__ */ __name((tools, instructions) => inputTokens(endpoint, apiKey, model, endpoint.body(tools, instructions), options), "count");
  return {
    async count(tools, instructions) {
      const sent = instructions === "" ? null : instructions;
      const bare = await count([], null);
      const withInstructions = sent === null ? bare : await count([], sent);
      const withBoth = tools.length > 0 ? await count(tools, sent) : withInstructions;
      if (withInstructions < bare || withBoth < withInstructions) {
        throw new ProviderCountError(
          `${endpoint.name} (model ${model}) counted fewer tokens with the tools or instructions than without (${bare}, ${withInstructions}, ${withBoth})`
        );
      }
      return {
        fidelity: "provider-count",
        tools: withBoth - withInstructions,
        instructions: instructions === null ? null : withInstructions - bare,
        warnings: []
      };
    },
    noToolResult: "the provider count is of tool definitions; no result is sent to the provider's API in this version"
  };
}
__name(providerCounter, "providerCounter");
function providerCountCounter(provider, access, model, options = {}) {
  const endpoint = provider === "anthropic" ? anthropicEndpoint(access, model) : provider === "openai" ? openaiEndpoint(access, model) : geminiEndpoint(access, model);
  return providerCounter(endpoint, access.apiKey, model, options);
}
__name(providerCountCounter, "providerCountCounter");
export {
  DEFAULT_BASE_URLS,
  PROVIDER_ANSWER_MAX_BYTES,
  ProviderCountError,
  anthropicEndpoint,
  geminiEndpoint,
  openaiEndpoint,
  providerCountCounter
};
//# sourceMappingURL=provider-count-LQNESTZD.js.map
