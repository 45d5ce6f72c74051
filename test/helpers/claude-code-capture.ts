/**
 * Captures of the real Claude Code (pinned in real-clients.ts) against the local recorder, and the plain reading
 * of them the client-profile tests compare with: the MCP tools it sent, the text it sent, and its own base counted
 * by js-tiktoken (independent of our counting).
 */
import { spawn } from "node:child_process";
import { mkdtempSync, realpathSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { getEncoding } from "js-tiktoken";
import type { McpServerConfig } from "../../src/capture/corpus-clients.js";
import { startRecorder } from "../../src/capture/recorder.js";
import { ensureRealClient } from "./real-clients.js";

export type { McpServerConfig };

export interface AnthropicBody {
  system: Array<{ type: string; text: string }>;
  tools: Array<Record<string, unknown> & { name: string }>;
  messages: Array<{ role: string; content: string | Array<{ type: string; text?: string }> }>;
}

export interface Capture {
  body: AnthropicBody;
  /** The request body exactly as the client sent it. */
  text: string;
  /** The scratch HOME and working directory of the run (in the client's environment lines). */
  workDir: string;
}

/** The pinned Claude Code builds: the current one and the earlier lines. */
export type ClaudeCodeBuild = "claude-code" | "claude-code@2.0.77" | "claude-code@1.0.128";

/** Whether a turn is the one answering the prompt (2.0 first sends "Warmup" turns for its agents). */
const answersPrompt = (body: string) =>
  (JSON.parse(body) as AnthropicBody).messages.some(
    (m) => typeof m.content !== "string" && m.content.some((c) => c.text === "say ok"),
  );

/**
 * Runs `claude -p "say ok"` with these servers (none: no --mcp-config) and returns its model turn for the prompt
 * (the first one for 2.1.328; 2.0 sends warm-up turns before it).
 */
export async function captureClaudeCode(
  servers: Record<string, McpServerConfig> | null,
  env: Record<string, string> = {},
  build: ClaudeCodeBuild = "claude-code",
): Promise<Capture> {
  const claude = ensureRealClient(build);
  const recorder = await startRecorder();
  const workDir = realpathSync(mkdtempSync(path.join(os.tmpdir(), "mtb-cc-home-")));
  const args = ["-p", "say ok", "--strict-mcp-config"];
  if (servers) {
    const config = path.join(workDir, "mcp.json");
    writeFileSync(config, JSON.stringify({ mcpServers: servers }));
    args.push("--mcp-config", config);
  }
  try {
    const child = spawn(claude, args, {
      cwd: workDir,
      env: {
        PATH: process.env.PATH,
        HOME: workDir,
        ANTHROPIC_BASE_URL: recorder.url,
        ANTHROPIC_API_KEY: "sk-ant-dummy",
        ...env,
      },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
    const turn = recorder.requests.find((r) => r.kind === "turn" && answersPrompt(r.body));
    if (code !== 0 || !turn) throw new Error(`claude exited ${code} without a turn: ${stderr}`);
    return { body: JSON.parse(turn.body) as AnthropicBody, text: turn.body, workDir };
  } finally {
    await recorder.close();
  }
}

/** Every text block of the messages, in order. */
export function messageTexts(body: AnthropicBody): string[] {
  return body.messages.flatMap((m) =>
    typeof m.content === "string" ? [m.content] : m.content.flatMap((c) => (c.text === undefined ? [] : [c.text])),
  );
}

/**
 * The lines of the client's text that depend on the machine and the day, made the same everywhere: the working
 * directory (also in its memory path), the OS version and today's date. Nothing else is touched.
 */
export function normalizeEnvironment(text: string, workDir: string): string {
  return text
    .replaceAll(workDir, "/home/user/project")
    .replaceAll(workDir.replaceAll("/", "-"), "-home-user-project")
    .replace(/^ - OS Version: .*$/m, " - OS Version: Linux")
    .replace(/^Today's date is \d{4}-\d{2}-\d{2}\.$/m, "Today's date is 2026-12-02.");
}

const encoders = new Map<string, ReturnType<typeof getEncoding>>();
/** js-tiktoken's count of text as ordinary text (special-token look-alikes included as text). */
export function tiktoken(encoding: "o200k_base" | "cl100k_base", text: string): number {
  let encoder = encoders.get(encoding);
  if (!encoder) {
    encoder = getEncoding(encoding);
    encoders.set(encoding, encoder);
  }
  return encoder.encode(text, [], []).length;
}

/** The client's own request counted: its system blocks, each tool's JSON and each message text, normalized. */
export function baseTokens(capture: Capture, encoding: "o200k_base" | "cl100k_base"): number {
  const { body, workDir } = capture;
  const texts = [...body.system.map((s) => s.text), ...body.tools.map((t) => JSON.stringify(t)), ...messageTexts(body)];
  return texts.reduce((sum, text) => sum + tiktoken(encoding, normalizeEnvironment(text, workDir)), 0);
}
