/**
 * Provider counting: the tools counted by the provider's own token-counting endpoint, with the key the
 * user gave for it. The figure is the request with the tools minus the same request without them; the
 * server's instructions are the request with them as the system prompt minus the request without.
 *
 * - Anthropic: POST {ANTHROPIC_BASE_URL or https://api.anthropic.com}/v1/messages/count_tokens, headers
 *   `x-api-key` and `anthropic-version: 2023-06-01`, tools as `{ name, description, input_schema }`.
 * - OpenAI: POST {OPENAI_BASE_URL or https://api.openai.com/v1}/responses/input_tokens (the Responses
 *   API), `Authorization: Bearer`, tools as `{ type: "function", name, description, parameters, strict }`.
 * Both answer `{ "input_tokens": N }`.
 * - Google: POST {GOOGLE_GEMINI_BASE_URL or https://generativelanguage.googleapis.com}/v1beta/models/<model>:countTokens,
 *   header `x-goog-api-key`, the request as `generateContentRequest` (countTokens' own `contents` cannot carry
 *   tools or a system instruction), tools as `[{ functionDeclarations }]`; it answers `{ "totalTokens": N }`.
 *
 * The key goes in a header and nowhere else: error messages never quote it, nor a provider's answer to a
 * refused key (OpenAI's echoes part of it). It goes to the configured origin only: a redirect is refused,
 * not followed (fetch would carry `x-api-key` to wherever a 307 points). An answer is read up to
 * PROVIDER_ANSWER_MAX_BYTES. Whatever goes wrong with the endpoint is one error kind, `provider`.
 */
import { ToolError } from "../core/errors.js";
import { functionDeclaration } from "../core/models/gemini.js";
import type { ModelCounter, ModelFacingTool, ProfileCount } from "../core/models/types.js";

export type Provider = "anthropic" | "openai" | "google";

export interface ProviderAccess {
  apiKey: string;
  /** ANTHROPIC_BASE_URL / OPENAI_BASE_URL / GOOGLE_GEMINI_BASE_URL, when set (from the environment, never a repository file). */
  baseUrl?: string;
}

export interface ProviderCountOptions {
  /** Per request; default 30 s. */
  timeoutMs?: number;
  /** Ends every request at once (the run's deadline, a signal). */
  signal?: AbortSignal;
}

export const DEFAULT_BASE_URLS: Readonly<Record<Provider, string>> = {
  anthropic: "https://api.anthropic.com",
  openai: "https://api.openai.com/v1",
  google: "https://generativelanguage.googleapis.com",
};

const DEFAULT_TIMEOUT_MS = 30_000;
/** A count is a few bytes of JSON; an error a few hundred. */
export const PROVIDER_ANSWER_MAX_BYTES = 1024 * 1024;
const ANTHROPIC_VERSION = "2023-06-01";
/** The one message both requests carry, so that it cancels out exactly. */
const USER_MESSAGE = { role: "user", content: "hi" } as const;

/** An object schema with no properties: what a tool without an inputSchema takes (both APIs require one). */
const NO_PARAMETERS = { type: "object", properties: {} };

interface Endpoint {
  /** "Anthropic's count_tokens endpoint", for messages. */
  name: string;
  url: string;
  headers: Record<string, string>;
  body(tools: readonly ModelFacingTool[], instructions: string | null): unknown;
  /** The answer's field that holds the count. */
  countField: "input_tokens" | "totalTokens";
  /** Whether a refusal that is not a 401/403 is one of the key (Google answers a bad key with HTTP 400). */
  refusedKey?(status: number, text: string): boolean;
}

function baseOf(provider: Provider, baseUrl: string | undefined): string {
  return (baseUrl?.trim() || DEFAULT_BASE_URLS[provider]).replace(/\/+$/, "");
}

function endpointUrl(provider: "anthropic" | "openai", baseUrl: string | undefined): string {
  const base = baseOf(provider, baseUrl);
  return provider === "anthropic" ? `${base}/v1/messages/count_tokens` : `${base}/responses/input_tokens`;
}

export function anthropicEndpoint(access: ProviderAccess, model: string): Endpoint {
  return {
    name: "Anthropic's count_tokens endpoint",
    url: endpointUrl("anthropic", access.baseUrl),
    headers: { "x-api-key": access.apiKey, "anthropic-version": ANTHROPIC_VERSION },
    countField: "input_tokens",
    body: (tools, instructions) => ({
      model,
      ...(instructions !== null ? { system: instructions } : {}),
      messages: [USER_MESSAGE],
      ...(tools.length > 0
        ? {
            tools: tools.map((tool) => ({
              name: tool.name,
              ...(tool.description !== undefined ? { description: tool.description } : {}),
              input_schema: tool.inputSchema ?? NO_PARAMETERS,
            })),
          }
        : {}),
    }),
  };
}

export function openaiEndpoint(access: ProviderAccess, model: string): Endpoint {
  return {
    name: "OpenAI's input token counting endpoint",
    url: endpointUrl("openai", access.baseUrl),
    headers: { authorization: `Bearer ${access.apiKey}` },
    countField: "input_tokens",
    body: (tools, instructions) => ({
      model,
      ...(instructions !== null ? { instructions } : {}),
      input: [USER_MESSAGE],
      ...(tools.length > 0
        ? {
            tools: tools.map((tool) => ({
              type: "function",
              name: tool.name,
              ...(tool.description !== undefined ? { description: tool.description } : {}),
              parameters: tool.inputSchema ?? NO_PARAMETERS,
              // Strict mode (the Responses API's default) rejects most MCP schemas; clients send them as they are.
              strict: false,
            })),
          }
        : {}),
    }),
  };
}

/**
 * Gemini's countTokens. The tools go as the estimate sends them (core/models/gemini.ts: `parameters` without
 * `$schema` and `additionalProperties`, which that field refuses), so the two figures are of the same request.
 */
export function geminiEndpoint(access: ProviderAccess, model: string): Endpoint {
  return {
    name: "Gemini API countTokens",
    url: `${baseOf("google", access.baseUrl)}/v1beta/models/${encodeURIComponent(model)}:countTokens`,
    headers: { "x-goog-api-key": access.apiKey },
    countField: "totalTokens",
    body: (tools, instructions) => ({
      generateContentRequest: {
        model: `models/${model}`,
        contents: [{ role: "user", parts: [{ text: USER_MESSAGE.content }] }],
        ...(instructions !== null ? { systemInstruction: { parts: [{ text: instructions }] } } : {}),
        ...(tools.length > 0 ? { tools: [{ functionDeclarations: tools.map(functionDeclaration) }] } : {}),
      },
    }),
    // A key Google does not know is HTTP 400 with reason API_KEY_INVALID, not 401.
    refusedKey: (status, text) => status === 400 && text.includes("API_KEY_INVALID"),
  };
}

export class ProviderCountError extends ToolError {
  constructor(message: string) {
    super("provider", message);
    this.name = "ProviderCountError";
  }
}

/** Where the request went, for messages: no credentials or query string, even if the base URL had them. */
function shownUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}${parsed.pathname}`;
  } catch {
    return "the configured URL";
  }
}

/** Where a redirect pointed, without credentials, path or query (they may carry anything). */
function shownOrigin(location: string | null, from: string): string {
  if (!location) return "nowhere (no Location header)";
  try {
    return new URL(location, from).origin;
  } catch {
    return "an address that is not a URL";
  }
}

class AnswerTooLarge extends Error {}

/** The body as text, or AnswerTooLarge once it passes the cap (the rest is not read). */
async function cappedText(response: Response): Promise<string> {
  if (!response.body) return "";
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
    if (bytes > PROVIDER_ANSWER_MAX_BYTES) {
      await reader.cancel().catch(() => undefined);
      throw new AnswerTooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** A provider's error text, short, on one line, and without the key in any form. */
function providerMessage(text: string, apiKey: string): string {
  let message = text;
  try {
    const parsed = JSON.parse(text) as { error?: { message?: unknown } | string; message?: unknown };
    const inner = typeof parsed.error === "object" ? parsed.error?.message : (parsed.error ?? parsed.message);
    if (typeof inner === "string") message = inner;
  } catch {
    // Not JSON: quote the text itself.
  }
  if (apiKey) message = message.split(apiKey).join("[key]");
  message = message.replace(/\s+/g, " ").trim();
  return message.length > 300 ? `${message.slice(0, 300)}…` : message;
}

async function inputTokens(
  endpoint: Endpoint,
  apiKey: string,
  model: string,
  body: unknown,
  options: ProviderCountOptions,
): Promise<number> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const where = `${endpoint.name} (${shownUrl(endpoint.url)}, model ${model})`;
  let response: Response;
  let text: string;
  try {
    response = await fetch(endpoint.url, {
      method: "POST",
      headers: { "content-type": "application/json", ...endpoint.headers },
      body: JSON.stringify(body),
      signal,
      redirect: "manual",
    });
    if (response.status >= 300 && response.status < 400) {
      await response.body?.cancel().catch(() => undefined);
      throw new ProviderCountError(
        `${where} answered a redirect (HTTP ${response.status}) to ${shownOrigin(response.headers.get("location"), endpoint.url)}; the key is sent to the configured address only, so set the base URL to the address that answers`,
      );
    }
    text = await cappedText(response);
  } catch (error) {
    if (error instanceof ProviderCountError) throw error;
    if (error instanceof AnswerTooLarge) {
      throw new ProviderCountError(
        `${where} answered more than ${PROVIDER_ANSWER_MAX_BYTES / 1024 / 1024} MiB, which no count needs; check the base URL`,
      );
    }
    if (timeout.aborted) {
      throw new ProviderCountError(`${where} did not answer within ${timeoutMs / 1000} s; try again later`);
    }
    if (options.signal?.aborted) throw new ProviderCountError(`${where}: the request was cancelled`);
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    const reason = cause?.code ?? cause?.message ?? (error as Error).message;
    throw new ProviderCountError(
      `could not reach ${where}: ${providerMessage(String(reason), apiKey)}; check the network and the base URL`,
    );
  }
  if (response.status === 401 || response.status === 403 || endpoint.refusedKey?.(response.status, text)) {
    // The body is not quoted: some providers echo part of the key in it.
    throw new ProviderCountError(
      `${where}: the key was refused (HTTP ${response.status}); check the API key you gave for provider counting`,
    );
  }
  if (response.status === 429) {
    const retry = response.headers.get("retry-after");
    throw new ProviderCountError(
      `${where}: rate limited (HTTP 429)${retry ? `, retry after ${providerMessage(retry, apiKey)} s` : ""}; try again later`,
    );
  }
  if (!response.ok) {
    throw new ProviderCountError(
      `${where} answered HTTP ${response.status}: ${providerMessage(text, apiKey) || "(no message)"}`,
    );
  }
  let count: unknown;
  try {
    count = (JSON.parse(text) as Record<string, unknown>)[endpoint.countField];
  } catch {
    count = undefined;
  }
  if (typeof count !== "number" || !Number.isInteger(count) || count < 0) {
    throw new ProviderCountError(
      `${where} answered without an ${endpoint.countField} count (not a token-count answer); check the base URL`,
    );
  }
  return count;
}

/**
 * With minus without, for the instructions and then for the tools, as every profile measures them
 * (docs/models.md, "What tools means"): instructions = the request with them as the system prompt minus the
 * bare request; tools = the request with both minus the request with the instructions alone.
 */
function providerCounter(
  endpoint: Endpoint,
  apiKey: string,
  model: string,
  options: ProviderCountOptions,
): ModelCounter {
  const count = (tools: readonly ModelFacingTool[], instructions: string | null) =>
    inputTokens(endpoint, apiKey, model, endpoint.body(tools, instructions), options);
  return {
    async count(tools, instructions): Promise<ProfileCount> {
      // Empty instructions add nothing: a client has no system prompt to write.
      const sent = instructions === "" ? null : instructions;
      const bare = await count([], null);
      const withInstructions = sent === null ? bare : await count([], sent);
      const withBoth = tools.length > 0 ? await count(tools, sent) : withInstructions;
      if (withInstructions < bare || withBoth < withInstructions) {
        throw new ProviderCountError(
          `${endpoint.name} (model ${model}) counted fewer tokens with the tools or instructions than without (${bare}, ${withInstructions}, ${withBoth})`,
        );
      }
      return {
        fidelity: "provider-count",
        tools: withBoth - withInstructions,
        instructions: instructions === null ? null : withInstructions - bare,
        warnings: [],
      };
    },
    noToolResult: "the provider count is of tool definitions; no result is sent to the provider's API in this version",
  };
}

export function providerCountCounter(
  provider: Provider,
  access: ProviderAccess,
  model: string,
  options: ProviderCountOptions = {},
): ModelCounter {
  const endpoint =
    provider === "anthropic"
      ? anthropicEndpoint(access, model)
      : provider === "openai"
        ? openaiEndpoint(access, model)
        : geminiEndpoint(access, model);
  return providerCounter(endpoint, access.apiKey, model, options);
}
