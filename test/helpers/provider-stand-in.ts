/**
 * Stand-ins for Anthropic's count_tokens, OpenAI's input token counting and Gemini's countTokens endpoints
 * on 127.0.0.1.
 * Each checks the request's shape as the provider documents it (path, headers, model, the fixed user
 * message, tools in the provider's own field names) and answers a known count: 10 for the bare request,
 * plus `toolTokens(tools)` when it carries tools, plus `instructionTokens(text)` when it carries a system
 * prompt / instructions. A request of the wrong shape gets HTTP 400 and is listed in `problems`.
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export type StandInKind = "anthropic" | "openai" | "google";

export interface StandInRequest {
  path: string;
  headers: IncomingMessage["headers"];
  body: Record<string, unknown>;
}

/** What the stand-in counts for tools: depends on every byte of the tools array as sent. */
export function toolTokens(tools: unknown[]): number {
  return 50 + Math.ceil(JSON.stringify(tools).length / 3);
}

export function instructionTokens(text: string): number {
  return 4 + Math.ceil(text.length / 2);
}

export interface StandInOptions {
  kind: StandInKind;
  apiKey: string;
  model: string;
  /** Answer every request with this status and body instead (e.g. 401 with a body that echoes the key). */
  fail?: { status: number; body: string };
}

const ALLOWED_KEYS: Record<StandInKind, string[]> = {
  anthropic: ["name", "description", "input_schema"],
  openai: ["type", "name", "description", "parameters", "strict"],
  google: ["name", "description", "parameters"],
};

/** What Gemini's `parameters` (an OpenAPI 3.0 subset) has no field for: the real API answers 400 "Unknown name". */
const GEMINI_UNKNOWN = ["$schema", "additionalProperties"];

export class ProviderStandIn {
  readonly requests: StandInRequest[] = [];
  readonly problems: string[] = [];
  url = "";
  private server: Server;

  constructor(readonly options: StandInOptions) {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", () => {
        const { status, body } = this.answer(req, Buffer.concat(chunks).toString("utf8"));
        res.writeHead(status, { "content-type": "application/json" });
        res.end(body);
      });
    });
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** The base URL the client is given: OpenAI's includes /v1, as OPENAI_BASE_URL does by convention. */
  get baseUrl(): string {
    return this.options.kind === "openai" ? `${this.url}/v1` : this.url;
  }

  private answer(req: IncomingMessage, text: string): { status: number; body: string } {
    let body: Record<string, unknown> = {};
    try {
      body = JSON.parse(text) as Record<string, unknown>;
    } catch {
      this.problems.push(`body is not JSON: ${text.slice(0, 80)}`);
    }
    this.requests.push({ path: req.url ?? "", headers: req.headers, body });
    if (this.options.fail) return this.options.fail;
    const problems = this.check(req, body);
    if (problems.length > 0) {
      this.problems.push(...problems);
      return { status: 400, body: JSON.stringify({ error: { message: `stand-in: ${problems.join("; ")}` } }) };
    }
    if (this.options.kind === "google") return this.geminiAnswer(body);
    const tools = body.tools as unknown[] | undefined;
    const instructions = (this.options.kind === "anthropic" ? body.system : body.instructions) as string | undefined;
    const count =
      10 + (tools ? toolTokens(tools) : 0) + (instructions !== undefined ? instructionTokens(instructions) : 0);
    return {
      status: 200,
      body: JSON.stringify(
        this.options.kind === "anthropic"
          ? { input_tokens: count }
          : { object: "response.input_tokens", input_tokens: count },
      ),
    };
  }

  /** countTokens with a generateContentRequest: 10 + the declarations' tokens + the system instruction's. */
  private geminiAnswer(body: Record<string, unknown>): { status: number; body: string } {
    const request = body.generateContentRequest as Record<string, unknown>;
    const tools = request.tools as Array<{ functionDeclarations: unknown[] }> | undefined;
    const system = request.systemInstruction as { parts: Array<{ text: string }> } | undefined;
    const count =
      10 +
      (tools ? toolTokens(tools[0]?.functionDeclarations ?? []) : 0) +
      (system ? instructionTokens(system.parts[0]?.text ?? "") : 0);
    return { status: 200, body: JSON.stringify({ totalTokens: count }) };
  }

  /** The request as Gemini's countTokens documents it, with the tools in a generateContentRequest. */
  private checkGemini(req: IncomingMessage, body: Record<string, unknown>): string[] {
    const { apiKey, model } = this.options;
    const problems: string[] = [];
    const expectPath = `/v1beta/models/${model}:countTokens`;
    if (req.method !== "POST") problems.push(`method ${req.method}`);
    if (req.url !== expectPath) problems.push(`path ${req.url}, expected ${expectPath}`);
    if (req.headers["x-goog-api-key"] !== apiKey) problems.push("x-goog-api-key is not the key");
    if (req.headers.authorization !== undefined || req.headers["x-api-key"] !== undefined)
      problems.push("another key header");
    for (const key of Object.keys(body)) if (key !== "generateContentRequest") problems.push(`unexpected field ${key}`);
    const request = (body.generateContentRequest ?? {}) as Record<string, unknown>;
    for (const key of Object.keys(request))
      if (!["model", "contents", "tools", "systemInstruction"].includes(key)) problems.push(`unexpected field ${key}`);
    if (request.model !== `models/${model}`) problems.push(`model ${JSON.stringify(request.model)}`);
    if (JSON.stringify(request.contents) !== JSON.stringify([{ role: "user", parts: [{ text: "hi" }] }]))
      problems.push(`contents ${JSON.stringify(request.contents)}`);
    const system = request.systemInstruction as { parts?: Array<{ text?: unknown }> } | undefined;
    if (system !== undefined && typeof system.parts?.[0]?.text !== "string") problems.push("systemInstruction");
    if (request.tools !== undefined) {
      const tools = request.tools as Array<{ functionDeclarations?: Record<string, unknown>[] }>;
      const declarations = tools[0]?.functionDeclarations;
      if (tools.length !== 1 || !Array.isArray(declarations) || declarations.length === 0)
        problems.push("tools is not [{ functionDeclarations: [...] }]");
      for (const declaration of declarations ?? []) {
        for (const key of Object.keys(declaration))
          if (!ALLOWED_KEYS.google.includes(key)) problems.push(`declaration field ${key}`);
        if (typeof declaration.name !== "string") problems.push("a declaration without a name");
        const text = JSON.stringify(declaration.parameters ?? {});
        for (const word of GEMINI_UNKNOWN)
          if (text.includes(`"${word}":`)) problems.push(`Unknown name "${word}" in ${declaration.name}`);
      }
    }
    return problems;
  }

  private check(req: IncomingMessage, body: Record<string, unknown>): string[] {
    const { kind, apiKey, model } = this.options;
    if (kind === "google") return this.checkGemini(req, body);
    const problems: string[] = [];
    const expectPath = kind === "anthropic" ? "/v1/messages/count_tokens" : "/v1/responses/input_tokens";
    if (req.method !== "POST") problems.push(`method ${req.method}`);
    if (req.url !== expectPath) problems.push(`path ${req.url}, expected ${expectPath}`);
    if (!String(req.headers["content-type"]).startsWith("application/json")) problems.push("content-type");
    if (kind === "anthropic") {
      if (req.headers["x-api-key"] !== apiKey) problems.push("x-api-key is not the key");
      if (req.headers["anthropic-version"] !== "2023-06-01") problems.push("anthropic-version");
      if (req.headers.authorization !== undefined) problems.push("an authorization header");
    } else {
      if (req.headers.authorization !== `Bearer ${apiKey}`) problems.push("authorization is not Bearer <key>");
      if (req.headers["x-api-key"] !== undefined) problems.push("an x-api-key header");
    }
    if (body.model !== model) problems.push(`model ${JSON.stringify(body.model)}, expected ${model}`);
    const messages = kind === "anthropic" ? body.messages : body.input;
    if (JSON.stringify(messages) !== JSON.stringify([{ role: "user", content: "hi" }])) {
      problems.push(`${kind === "anthropic" ? "messages" : "input"} ${JSON.stringify(messages)}`);
    }
    const known =
      kind === "anthropic" ? ["model", "messages", "tools", "system"] : ["model", "input", "tools", "instructions"];
    for (const key of Object.keys(body)) if (!known.includes(key)) problems.push(`unexpected field ${key}`);
    if (body.tools !== undefined) {
      if (!Array.isArray(body.tools) || body.tools.length === 0) problems.push("tools is not a non-empty array");
      else
        for (const tool of body.tools as Record<string, unknown>[]) {
          for (const key of Object.keys(tool))
            if (!ALLOWED_KEYS[kind].includes(key)) problems.push(`tool field ${key}`);
          if (typeof tool.name !== "string") problems.push("a tool without a name");
          const schema = kind === "anthropic" ? tool.input_schema : tool.parameters;
          if (typeof schema !== "object" || schema === null) problems.push(`tool ${tool.name} without its schema`);
          if (kind === "openai" && (tool.type !== "function" || tool.strict !== false))
            problems.push(`tool ${tool.name}: type ${tool.type}, strict ${tool.strict}`);
        }
    }
    return problems;
  }
}
