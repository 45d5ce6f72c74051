import { spawn } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { classifyPath, type Recorder, sampleOf, startRecorder } from "../../../src/capture/recorder.js";
import { ensureRealClient } from "../../helpers/real-clients.js";

let recorder: Recorder | undefined;
afterEach(async () => {
  await recorder?.close();
  recorder = undefined;
});

/** The data lines of an event stream, parsed (the "[DONE]" sentinel kept as text). */
async function events(response: Response): Promise<unknown[]> {
  const text = await response.text();
  return text
    .split("\n")
    .filter((line) => line.startsWith("data: "))
    .map((line) => line.slice(6))
    .map((data) => (data === "[DONE]" ? data : JSON.parse(data)));
}

describe("the provider recorder", () => {
  it("listens on loopback only and records each request in order, credentials hidden", async () => {
    recorder = await startRecorder();
    expect(recorder.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const body = JSON.stringify({ model: "m", messages: [{ role: "user", content: "hi" }], tools: [] });
    const res = await fetch(`${recorder.url}/v1/messages?beta=true`, {
      method: "POST",
      headers: { "x-api-key": "sk-ant-real-looking-key", "content-type": "application/json" },
      body,
    });
    const reply = (await res.json()) as { content: { text: string }[]; stop_reason: string };
    expect(reply.content[0]?.text).toBe("ok");
    expect(reply.stop_reason).toBe("end_turn");
    await fetch(`${recorder.url}/api/hello`, { method: "HEAD" });
    expect(recorder.requests.map((r) => [r.seq, r.method, r.wire, r.kind])).toEqual([
      [1, "POST", "anthropic", "turn"],
      [2, "HEAD", null, "other"],
    ]);
    expect(recorder.requests[0]?.body).toBe(body);
    expect(recorder.requests[0]?.headers["x-api-key"]).toBe("***");
    expect(JSON.stringify(recorder.requests)).not.toContain("real-looking");
  });

  it("answers an Anthropic stream with a complete turn", async () => {
    recorder = await startRecorder({ answer: "fine" });
    const res = await fetch(`${recorder.url}/v1/messages`, {
      method: "POST",
      body: JSON.stringify({ stream: true, messages: [] }),
    });
    expect(res.headers.get("content-type")).toContain("text/event-stream");
    const data = (await events(res)) as { type: string; delta?: { text?: string } }[];
    expect(data.map((d) => d.type)).toEqual([
      "message_start",
      "content_block_start",
      "content_block_delta",
      "content_block_stop",
      "message_delta",
      "message_stop",
    ]);
    expect(data[2]?.delta?.text).toBe("fine");
    expect(recorder.requests[0]?.streamed).toBe(true);
  });

  it("answers OpenAI chat completions, streamed and not, ending with [DONE]", async () => {
    recorder = await startRecorder();
    const plain = await fetch(`${recorder.url}/v1/chat/completions`, {
      method: "POST",
      body: JSON.stringify({ messages: [] }),
    });
    const completion = (await plain.json()) as { choices: { message: { content: string } }[] };
    expect(completion.choices[0]?.message.content).toBe("ok");
    const streamed = await fetch(`${recorder.url}/v1/chat/completions`, {
      method: "POST",
      body: JSON.stringify({ stream: true, messages: [] }),
    });
    const data = await events(streamed);
    expect(data.at(-1)).toBe("[DONE]");
    expect((data[1] as { choices: { finish_reason: string }[] }).choices[0]?.finish_reason).toBe("stop");
  });

  it("answers the Responses API stream with numbered events ending in response.completed", async () => {
    recorder = await startRecorder();
    const res = await fetch(`${recorder.url}/v1/responses`, {
      method: "POST",
      body: JSON.stringify({ stream: true, input: [] }),
    });
    const data = (await events(res)) as { type: string; sequence_number: number; response?: { status: string } }[];
    expect(data[0]?.type).toBe("response.created");
    expect(data.at(-1)?.type).toBe("response.completed");
    expect(data.at(-1)?.response?.status).toBe("completed");
    expect(data.map((d) => d.sequence_number)).toEqual(data.map((_, i) => i));
  });

  it("answers the first Responses turn offering a namespaced tool with a call of it: custom (text) or function", async () => {
    // Codex offers its exec tool inside a namespace of an additional_tools input item.
    const codexLike = {
      stream: true,
      input: [
        {
          type: "additional_tools",
          role: "developer",
          tools: [{ type: "namespace", name: "functions", tools: [{ type: "custom", name: "exec" }] }],
        },
      ],
    };
    const js = 'text(JSON.stringify(ALL_TOOLS.filter((t) => t.name === "mcp__shop__x")))';
    recorder = await startRecorder({ toolCall: { name: "exec", input: js } });
    const post = (body: unknown) =>
      fetch(`${recorder?.url}/v1/responses`, { method: "POST", body: JSON.stringify(body) });
    // A turn that does not offer the tool is answered as usual.
    const plain = (await events(await post({ stream: true, input: [] }))) as { type: string }[];
    expect(plain.map((d) => d.type)).toContain("response.output_text.delta");
    const data = (await events(await post(codexLike))) as {
      type: string;
      sequence_number: number;
      item?: Record<string, unknown>;
      delta?: string;
    }[];
    const done = data.find((d) => d.type === "response.output_item.done")?.item;
    expect(done).toMatchObject({ type: "custom_tool_call", name: "exec", input: js, call_id: expect.any(String) });
    expect(data.find((d) => d.type === "response.custom_tool_call_input.delta")?.delta).toBe(js);
    expect(data.at(-1)?.type).toBe("response.completed");
    expect(data.map((d) => d.sequence_number)).toEqual(data.map((_, i) => i));
    // Only the first such turn: the next one is answered "ok".
    const again = (await events(await post(codexLike))) as { type: string }[];
    expect(again.map((d) => d.type)).not.toContain("response.custom_tool_call_input.delta");
    await recorder.close();

    // An object input is a function call, its arguments as JSON text (not streamed here).
    recorder = await startRecorder({ toolCall: { name: "lookup", input: { id: "A-1" } } });
    const res = await fetch(`${recorder.url}/v1/responses`, {
      method: "POST",
      body: JSON.stringify({ input: [], tools: [{ type: "function", name: "lookup" }] }),
    });
    const json = (await res.json()) as { output: Array<Record<string, unknown>> };
    expect(json.output).toEqual([
      expect.objectContaining({ type: "function_call", name: "lookup", arguments: '{"id":"A-1"}' }),
    ]);
  });

  it("answers a Chat Completions turn that offers the tool with one tool call (Qwen Code's tool_search)", async () => {
    const qwenLike = {
      stream: true,
      messages: [{ role: "user", content: "say ok" }],
      tools: [{ type: "function", function: { name: "tool_search", parameters: {} } }],
    };
    recorder = await startRecorder({ toolCall: { name: "tool_search", input: { query: "select:mcp__shop__x" } } });
    const post = (body: unknown) =>
      fetch(`${recorder?.url}/v1/chat/completions`, { method: "POST", body: JSON.stringify(body) });
    const data = (await events(await post(qwenLike))) as Array<
      | { choices: Array<{ delta: { tool_calls?: Array<Record<string, unknown>> }; finish_reason: string | null }> }
      | string
    >;
    expect(data.at(-1)).toBe("[DONE]");
    const chunks = data.filter((d) => typeof d !== "string");
    // The call's id and name first, its arguments after (as the API streams them), then finish_reason tool_calls.
    expect(chunks[0]?.choices[0]?.delta.tool_calls).toEqual([
      {
        index: 0,
        id: "call_Qm7XkR2vTb9NwLc3PzHs5J8d",
        type: "function",
        function: { name: "tool_search", arguments: "" },
      },
    ]);
    expect(chunks[1]?.choices[0]?.delta.tool_calls).toEqual([
      { index: 0, function: { arguments: '{"query":"select:mcp__shop__x"}' } },
    ]);
    expect(chunks.at(-1)?.choices[0]?.finish_reason).toBe("tool_calls");
    // Only the first such turn: the next one is answered "ok".
    const again = JSON.stringify(await events(await post(qwenLike)));
    expect(again).not.toContain("tool_calls");
    expect(again).toContain('"content":"ok"');
    await recorder.close();

    // Not streamed: one message with the call, its content null.
    recorder = await startRecorder({ toolCall: { name: "tool_search", input: { query: "select:y" } } });
    const res = await post({ ...qwenLike, stream: false });
    const json = (await res.json()) as { choices: Array<{ message: Record<string, unknown>; finish_reason: string }> };
    expect(json.choices[0]).toMatchObject({
      finish_reason: "tool_calls",
      message: {
        role: "assistant",
        content: null,
        tool_calls: [{ type: "function", function: { name: "tool_search", arguments: '{"query":"select:y"}' } }],
      },
    });
  });

  it("answers Gemini's streamGenerateContent and decodes a gzip body", async () => {
    recorder = await startRecorder();
    const body = JSON.stringify({ contents: [{ role: "user", parts: [{ text: "hi" }] }], tools: [] });
    const res = await fetch(`${recorder.url}/v1beta/models/gemini-2.5-pro:streamGenerateContent?alt=sse`, {
      method: "POST",
      headers: { "content-encoding": "gzip", "x-goog-api-key": "AIzaDummy" },
      body: gzipSync(body),
    });
    const data = (await events(res)) as { candidates: { content: { parts: { text: string }[] } }[] }[];
    expect(data[0]?.candidates[0]?.content.parts[0]?.text).toBe("ok");
    expect(recorder.requests[0]).toMatchObject({ wire: "gemini", kind: "turn", streamed: true, body });
  });

  it("answers a Gemini request for JSON with a value of its schema (Gemini CLI's routing call parses it)", async () => {
    recorder = await startRecorder();
    const schema = {
      type: "OBJECT",
      properties: { complexity_reasoning: { type: "STRING" }, complexity_score: { type: "INTEGER" } },
      required: ["complexity_reasoning", "complexity_score"],
    };
    const res = await fetch(`${recorder.url}/v1beta/models/gemini-3.5-flash-lite:generateContent`, {
      method: "POST",
      body: JSON.stringify({
        contents: [],
        generationConfig: { responseMimeType: "application/json", responseJsonSchema: schema },
      }),
    });
    const reply = (await res.json()) as { candidates: { content: { parts: { text: string }[] } }[] };
    const value = JSON.parse(reply.candidates[0]?.content.parts[0]?.text ?? "null");
    expect(value).toEqual({ complexity_reasoning: "ok", complexity_score: 1 });
    expect(sampleOf({ type: "string", enum: ["flash", "pro"] })).toBe("flash");
  });

  it("records an over-limit or undecodable body as such, with a reason, and refuses it", async () => {
    recorder = await startRecorder({ maxBodyBytes: 100 });
    const big = await fetch(`${recorder.url}/v1/messages`, { method: "POST", body: "x".repeat(500) });
    expect(big.status).toBe(413);
    const odd = await fetch(`${recorder.url}/v1/messages`, {
      method: "POST",
      headers: { "content-encoding": "zstd" },
      body: "abc",
    });
    expect(odd.status).toBe(200);
    expect(recorder.requests.map((r) => r.bodyError)).toEqual([
      "the body is over 100 bytes",
      "the body is in the zstd encoding, which this Node cannot decode",
    ]);
  });

  it("classifies the paths each client uses", () => {
    expect(classifyPath("POST", "/v1/messages/count_tokens?beta=true")).toEqual({ wire: "anthropic", kind: "count" });
    expect(classifyPath("POST", "/chat/completions")).toEqual({ wire: "openai-chat", kind: "turn" });
    expect(classifyPath("POST", "/v1beta/models/gemini-2.5-flash:generateContent")).toEqual({
      wire: "gemini",
      kind: "turn",
    });
    expect(classifyPath("POST", "/v1beta/models/gemini-2.5-flash:countTokens")).toEqual({
      wire: "gemini",
      kind: "count",
    });
    expect(classifyPath("GET", "/v1/models")).toEqual({ wire: null, kind: "models" });
  });
});

describe("the recorder with a real client", () => {
  it("receives Claude Code's first turn, with the MCP server's tools deferred by name, and lets it finish", async () => {
    const claude = ensureRealClient("claude-code");
    recorder = await startRecorder();
    const home = mkdtempSync(path.join(os.tmpdir(), "mtb-cc-home-"));
    const config = path.join(home, "mcp.json");
    const server = path.resolve("examples/example-server/server.mjs");
    writeFileSync(config, JSON.stringify({ mcpServers: { fx: { command: process.execPath, args: [server] } } }));
    const child = spawn(claude, ["-p", "say ok", "--mcp-config", config, "--strict-mcp-config"], {
      cwd: home,
      env: { PATH: process.env.PATH, HOME: home, ANTHROPIC_BASE_URL: recorder.url, ANTHROPIC_API_KEY: "sk-ant-dummy" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    child.stdout.on("data", (c) => {
      out += c;
    });
    const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
    expect(code).toBe(0);
    expect(out.trim()).toBe("ok");
    const turn = recorder.requests.find((r) => r.kind === "turn");
    expect(turn?.wire).toBe("anthropic");
    expect(turn?.headers["user-agent"]).toContain("claude-cli/2.1.328");
    const body = JSON.parse(turn?.body ?? "{}") as { tools: { name: string }[]; messages: unknown[] };
    // Deferred: no tool of the server goes with its schema, but its names are in the request's text.
    expect(body.tools.some((t) => t.name.startsWith("mcp__fx__"))).toBe(false);
    expect(turn?.body).toContain("mcp__fx__get_current_weather");
  }, 180_000);
});
