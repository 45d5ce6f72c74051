/**
 * `capture` through the bundled CLI with the real clients from npm (pinned, installed by the helper): what each
 * sends is checked against the request it really sent (its --save copy), counted again with js-tiktoken, and
 * against the server's own tools/list (from `measure`).
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Ajv2020 } from "ajv/dist/2020.js";
import { describe, expect, it } from "vitest";
import type { CountedPart } from "../../../src/core/capture/parts.js";
import type { CaptureReport } from "../../../src/run/capture.js";
import { PROJECT_ROOT, runCli, runCliJson } from "../../helpers/cli-process.js";
import { loadHarmonyOracle } from "../../helpers/harmony-oracle.js";
import { oracleCount } from "../../helpers/oracle.js";
import { ensureRealClient } from "../../helpers/real-clients.js";

const EXAMPLE = path.join(PROJECT_ROOT, "examples/example-server/server.mjs");
const EVERYTHING = path.join(PROJECT_ROOT, "node_modules/@modelcontextprotocol/server-everything/dist/index.js");
const ENCODINGS = ["o200k_base", "cl100k_base"];
const validReport = new Ajv2020({ strict: true }).compile(
  JSON.parse(readFileSync(path.join(PROJECT_ROOT, "schemas/capture.schema.json"), "utf8")),
);
const REAL_SECRET = "sk-ant-api03-REALSECRET-0123456789abcdef";

interface Saved {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string;
}

const scratch = () => mkdtempSync(path.join(os.tmpdir(), "mtb-capture-test-"));

async function serverListing(server: string): Promise<{ names: string[]; instructions: Record<string, number> }> {
  const run = await runCliJson<{ tools: { name: string }[]; instructions?: { tokens: Record<string, number> } }>(
    ["measure", "--", process.execPath, server],
    PROJECT_ROOT,
  );
  return { names: run.json.tools.map((t) => t.name), instructions: run.json.instructions?.tokens ?? {} };
}

function part(report: CaptureReport, kind: CountedPart["kind"], server?: string): CountedPart | undefined {
  return report.parts.find((p) => p.kind === kind && p.server === server);
}

function expectCounts(counted: CountedPart | undefined, texts: string[]): void {
  expect(counted).toBeDefined();
  for (const e of ENCODINGS) {
    expect(counted?.tokens[e]).toBe(texts.reduce((n, t) => n + oracleCount(t, e), 0));
  }
}

describe("capture with the real Claude Code", () => {
  it("reports the system prompt, built-in tools, each server's deferred names and instructions, as sent", async () => {
    const claude = ensureRealClient("claude-code");
    const dir = scratch();
    const config = path.join(dir, "mcp.json");
    writeFileSync(
      config,
      JSON.stringify({
        mcpServers: {
          fx: { command: process.execPath, args: [EXAMPLE] },
          everything: { command: process.execPath, args: [EVERYTHING] },
        },
      }),
    );
    const save = path.join(dir, "saved.json");
    const run = await runCliJson<CaptureReport>(
      [
        "capture",
        "--save",
        save,
        "--",
        claude,
        "-p",
        `say ok ${REAL_SECRET}`,
        "--mcp-config",
        config,
        "--strict-mcp-config",
      ],
      dir,
      { env: { ANTHROPIC_API_KEY: REAL_SECRET, MY_SERVICE_TOKEN: "tok-real-service-secret-42" } },
    );
    expect(run.code).toBe(0);
    const report = run.json;
    expect(validReport(report), JSON.stringify(validReport.errors)).toBe(true);
    expect(report.turn.wire).toBe("anthropic");
    expect(report.client.userAgent).toContain("claude-cli/2.1.328");

    const saved = JSON.parse(readFileSync(save, "utf8")) as Saved;
    const written = readFileSync(save, "utf8") + run.stdout;
    // The real key was put into the prompt on purpose: it reached the recorder and must not reach the file.
    expect(written).not.toContain("REALSECRET");
    expect(written).not.toContain("mtb-dummy-");
    expect(saved.body).toContain("***");
    const body = JSON.parse(saved.body) as {
      system: { text: string }[];
      tools: Record<string, unknown>[];
      messages: { content: { type: string; text?: string }[] | string }[];
    };

    // Built-in tools: each counted as its exact JSON text, which is in the body as sent.
    const builtin = body.tools.map((t) => JSON.stringify(t));
    for (const text of builtin) expect(saved.body).toContain(text);
    expectCounts(part(report, "builtin-tools"), builtin);
    expect(part(report, "builtin-tools")?.names).toEqual(body.tools.map((t) => t.name));
    // The system blocks hold neither deferred names nor instructions in this version: all of them are the prompt.
    expectCounts(
      part(report, "system"),
      body.system.map((s) => s.text),
    );

    // Deferred by default: each server's tools are only names, mcp__<server>__<tool>, those of its tools/list.
    const texts = body.messages.flatMap((m) =>
      Array.isArray(m.content) ? m.content.map((c) => c.text ?? "") : [m.content],
    );
    for (const [server, file] of [
      ["fx", EXAMPLE],
      ["everything", EVERYTHING],
    ] as const) {
      const listing = await serverListing(file);
      const listed = listing.names.map((n) => `mcp__${server}__${n}`);
      const deferred = part(report, "deferred-names", server);
      const names = deferred?.names ?? [];
      // server-everything lists more tools to a client that offers more capabilities (Claude Code offers
      // roots and elicitation; measure's client none): every tool measure saw is there, each in the mcp__ form.
      if (server === "fx") expect(names).toEqual(listed);
      else expect(names).toEqual(expect.arrayContaining(listed));
      expect(names.every((n) => n.startsWith(`mcp__${server}__`))).toBe(true);
      expect(texts.some((t) => t.includes(names.join("\n")))).toBe(true);
      expectCounts(deferred, [names.join("\n")]);
      expect(part(report, "mcp-tools", server)).toBeUndefined();
      if (server === "everything") {
        // Its instructions are counted as measure counts the server's own instructions string.
        expect(part(report, "instructions", server)?.tokens).toEqual(listing.instructions);
      } else expect(part(report, "instructions", server)).toBeUndefined();
    }
    expect(run.stdout).not.toContain("REALSECRET");
  }, 240_000);

  it("with ENABLE_TOOL_SEARCH=false (--env), the server's tools go loaded: names of its tools/list, counted as sent", async () => {
    const claude = ensureRealClient("claude-code");
    const dir = scratch();
    const config = path.join(dir, "mcp.json");
    writeFileSync(config, JSON.stringify({ mcpServers: { fx: { command: process.execPath, args: [EXAMPLE] } } }));
    const save = path.join(dir, "saved.json");
    const run = await runCliJson<CaptureReport>(
      ["capture", "--env", "ENABLE_TOOL_SEARCH=false", "--save", save, "--", claude, "-p", "say ok"].concat([
        "--mcp-config",
        config,
        "--strict-mcp-config",
      ]),
      dir,
    );
    expect(run.code).toBe(0);
    const saved = JSON.parse(readFileSync(save, "utf8")) as Saved;
    const tools = (JSON.parse(saved.body) as { tools: { name: string }[] }).tools.filter((t) =>
      t.name.startsWith("mcp__fx__"),
    );
    const listing = await serverListing(EXAMPLE);
    const loaded = part(run.json, "mcp-tools", "fx");
    expect(loaded?.names).toEqual(listing.names.map((n) => `mcp__fx__${n}`));
    expect(tools.map((t) => t.name)).toEqual(loaded?.names);
    for (const t of tools) expect(saved.body).toContain(JSON.stringify(t));
    expectCounts(
      loaded,
      tools.map((t) => JSON.stringify(t)),
    );
    expect(part(run.json, "deferred-names", "fx")).toBeUndefined();
    // The table says what the server added.
    const table = await runCli(
      ["capture", "--env", "ENABLE_TOOL_SEARCH=false", "--", claude, "-p", "say ok", "--mcp-config", config],
      dir,
    );
    expect(table.code).toBe(0);
    expect(table.stdout).toMatch(/MCP tools \(fx\), 5/);
    expect(table.stdout).toContain(`MCP server fx added ${loaded?.tokens.o200k_base?.toLocaleString("en-US")} tokens`);
  }, 240_000);
});

describe("capture -m: the parts on a model", () => {
  it("on gpt-oss, the MCP server's tools and the built-ins are what the official harmony renderer says they add", async () => {
    const claude = ensureRealClient("claude-code");
    const dir = scratch();
    const config = path.join(dir, "mcp.json");
    writeFileSync(config, JSON.stringify({ mcpServers: { fx: { command: process.execPath, args: [EXAMPLE] } } }));
    const save = path.join(dir, "saved.json");
    const args = ["--env", "ENABLE_TOOL_SEARCH=false", "-m", "gpt-oss", "--save", save, "--", claude, "-p", "say ok"];
    const run = await runCliJson<CaptureReport>(
      ["capture", ...args, "--mcp-config", config, "--strict-mcp-config"],
      dir,
    );
    expect(run.code, run.stderr).toBe(0);
    expect(validReport(run.json), JSON.stringify(validReport.errors)).toBe(true);
    const body = JSON.parse((JSON.parse(readFileSync(save, "utf8")) as Saved).body) as {
      tools: { name: string; description?: string; input_schema: unknown }[];
      system: { text: string }[];
      messages: { content: string | { type: string; text?: string }[] }[];
    };
    // The request as the harmony renderer takes it, built here from the saved body: its tools, and one system
    // prompt of its texts in order (the system blocks, then the messages' texts).
    const tool = (t: (typeof body.tools)[number]) => ({
      name: t.name,
      inputSchema: t.input_schema,
      ...(typeof t.description === "string" ? { description: t.description } : {}),
    });
    const texts = [
      ...body.system.map((b) => b.text),
      ...body.messages.flatMap((m) =>
        typeof m.content === "string"
          ? [m.content]
          : m.content.flatMap((c) => (c.type === "text" ? [c.text ?? ""] : [])),
      ),
    ].filter((t) => t !== "");
    const system = texts.join("\n\n");
    const oracle = await loadHarmonyOracle();
    try {
      const all = body.tools.map(tool);
      const mcp = (t: { name: string }) => t.name.startsWith("mcp__fx__");
      const full = oracle.render(all, system).tokens;
      expect(part(run.json, "mcp-tools", "fx")?.models?.["gpt-oss"]).toBe(
        full -
          oracle.render(
            all.filter((t) => !mcp(t)),
            system,
          ).tokens,
      );
      expect(part(run.json, "builtin-tools")?.models?.["gpt-oss"]).toBe(
        full - oracle.render(all.filter(mcp), system).tokens,
      );
    } finally {
      await oracle.close();
    }
    expect(run.json.models?.["gpt-oss"]?.fidelity).toBe("exact");
  }, 240_000);
});

describe("capture with Claude Code 2.0.77", () => {
  it("reports the turn that answers the prompt (the most tools), not an agent's warm-up turn before it", async () => {
    const claude = ensureRealClient("claude-code@2.0.77");
    const dir = scratch();
    const config = path.join(dir, "mcp.json");
    writeFileSync(config, JSON.stringify({ mcpServers: { fx: { command: process.execPath, args: [EXAMPLE] } } }));
    const save = path.join(dir, "saved.json");
    const run = await runCliJson<CaptureReport>(
      ["capture", "--save", save, "--", claude, "-p", "say ok", "--mcp-config", config, "--strict-mcp-config"],
      dir,
    );
    expect(run.code, run.stderr).toBe(0);
    // It sent other turns with tools first (its agents' warm-ups); the reported one is not the first of them.
    expect(run.json.requests.filter((r) => r.kind === "turn").length).toBeGreaterThan(1);
    const saved = JSON.parse(readFileSync(save, "utf8")) as Saved;
    const body = JSON.parse(saved.body) as { tools: { name: string }[]; messages: unknown[] };
    expect(JSON.stringify(body.messages)).toContain("say ok");
    const listing = await serverListing(EXAMPLE);
    const loaded = part(run.json, "mcp-tools", "fx");
    // 2.0 defers nothing: every tool loaded, in listed order.
    expect(loaded?.names).toEqual(listing.names.map((n) => `mcp__fx__${n}`));
    expectCounts(
      loaded,
      body.tools.filter((t) => t.name.startsWith("mcp__fx__")).map((t) => JSON.stringify(t)),
    );
  }, 240_000);
});

describe("capture with the real Gemini CLI, Codex and opencode", () => {
  it("Gemini CLI: its MCP tools go as function declarations named mcp_<server>_<tool>", async () => {
    const gemini = ensureRealClient("gemini-cli");
    const dir = scratch();
    mkdirSync(path.join(dir, ".gemini"));
    writeFileSync(
      path.join(dir, ".gemini", "settings.json"),
      JSON.stringify({
        security: { auth: { selectedType: "gemini-api-key" } },
        mcpServers: { fx: { command: process.execPath, args: [EXAMPLE], trust: true } },
      }),
    );
    const save = path.join(dir, "saved.json");
    const run = await runCliJson<CaptureReport>(
      [
        "capture",
        "--cwd",
        dir,
        "--env",
        "GEMINI_CLI_TRUST_WORKSPACE=true",
        "--save",
        save,
        "--",
        gemini,
        "-p",
        "say ok",
      ],
      dir,
    );
    expect(run.code, run.stderr).toBe(0);
    expect(run.json.turn.wire).toBe("gemini");
    const saved = JSON.parse(readFileSync(save, "utf8")) as Saved;
    const declarations = (
      JSON.parse(saved.body) as { tools: { functionDeclarations: { name: string }[] }[] }
    ).tools.flatMap((t) => t.functionDeclarations);
    const mine = declarations.filter((d) => d.name.startsWith("mcp_fx_"));
    const listing = await serverListing(EXAMPLE);
    expect(part(run.json, "mcp-tools", "fx")?.names).toEqual(listing.names.map((n) => `mcp_fx_${n}`));
    expectCounts(
      part(run.json, "mcp-tools", "fx"),
      mine.map((d) => JSON.stringify(d)),
    );
  }, 240_000);

  it("Codex: pointed at the recorder with -c overrides ({recorder}), its Responses request is split", async () => {
    const codex = ensureRealClient("codex");
    const dir = scratch();
    const provider = [
      "model_provider=rec",
      'model_providers.rec.name="rec"',
      'model_providers.rec.base_url="{recorder}/v1"',
      'model_providers.rec.env_key="OPENAI_API_KEY"',
      'model_providers.rec.wire_api="responses"',
      'mcp_servers.fx.command="node"',
      `mcp_servers.fx.args=[${JSON.stringify(EXAMPLE)}]`,
    ].flatMap((c) => ["-c", c]);
    const save = path.join(dir, "saved.json");
    const run = await runCliJson<CaptureReport>(
      ["capture", "--save", save, "--", codex, "exec", "--skip-git-repo-check", ...provider, "say ok"],
      dir,
    );
    expect(run.code, run.stderr).toBe(0);
    expect(run.json.turn.wire).toBe("openai-responses");
    expect(run.json.client.userAgent).toContain("codex_exec/0.171.0");
    const saved = JSON.parse(readFileSync(save, "utf8")) as Saved;
    const input = (JSON.parse(saved.body) as { input: { role?: string; content?: { text?: string }[] }[] }).input;
    const developer = input.filter((m) => m.role === "developer" && m.content).flatMap((m) => m.content ?? []);
    // Without `required = true` the server is in the first request only when it connected within Codex's grace:
    // then its deferred namespace block is the server's part, and the rest of the developer text is the prompt.
    const block = "<tools>\nDeferred tool namespaces:\n- mcp__fx\n</tools>";
    const texts = developer.map((c) => c.text ?? "");
    const withBlock = texts.some((t) => t.includes(block));
    expectCounts(
      part(run.json, "system"),
      texts.map((t) => t.replace(block, "")),
    );
    if (withBlock) expectCounts(part(run.json, "deferred-names", "fx"), [block]);
    else expect(part(run.json, "deferred-names", "fx")).toBeUndefined();
  }, 240_000);

  it("opencode (OpenAI-compatible): tools named <server>_<tool>, told apart with --mcp-server", async () => {
    const opencode = ensureRealClient("opencode");
    const dir = scratch();
    const config = {
      provider: {
        rec: {
          npm: "@ai-sdk/openai-compatible",
          name: "rec",
          options: { baseURL: "{recorder}/v1" },
          models: { m: { name: "m" } },
        },
      },
      model: "rec/m",
      mcp: { fx: { type: "local", command: [process.execPath, EXAMPLE] } },
    };
    const save = path.join(dir, "saved.json");
    const run = await runCliJson<CaptureReport>(
      [
        "capture",
        "--mcp-server",
        "fx",
        "--env",
        `OPENCODE_CONFIG_CONTENT=${JSON.stringify(config)}`,
        "--save",
        save,
      ].concat(["--", opencode, "run", "say ok"]),
      dir,
    );
    expect(run.code, run.stderr).toBe(0);
    expect(run.json.turn.wire).toBe("openai-chat");
    // Its first request is a title call with no tools; the reported one is the turn that carries them.
    expect(run.json.requests.length).toBeGreaterThan(1);
    const saved = JSON.parse(readFileSync(save, "utf8")) as Saved;
    const tools = (JSON.parse(saved.body) as { tools: { function: { name: string } }[] }).tools.filter((t) =>
      t.function.name.startsWith("fx_"),
    );
    const listing = await serverListing(EXAMPLE);
    expect(part(run.json, "mcp-tools", "fx")?.names).toEqual(listing.names.map((n) => `fx_${n}`));
    expectCounts(
      part(run.json, "mcp-tools", "fx"),
      tools.map((t) => JSON.stringify(t)),
    );
  }, 240_000);
});

describe("capture with the real Copilot CLI and Cline (bring your own key)", () => {
  /** The saved request's tools named with this prefix, as sent. */
  const savedTools = (save: string, prefix: string) =>
    (
      JSON.parse((JSON.parse(readFileSync(save, "utf8")) as Saved).body) as { tools: { function: { name: string } }[] }
    ).tools.filter((t) => t.function.name.startsWith(prefix));

  it("Copilot CLI: capture sets its BYOK provider (offline, the recorder); given a model, tools named <server>-<tool>, counted as sent", async () => {
    const copilot = ensureRealClient("copilot-cli");
    const dir = scratch();
    const save = path.join(dir, "saved.json");
    const mcp = { mcpServers: { fx: { type: "local", command: process.execPath, args: [EXAMPLE], tools: ["*"] } } };
    const run = await runCliJson<CaptureReport>(
      ["capture", "--mcp-server", "fx", "--save", save, "--", copilot, "-p", "say ok", "--model", "gpt-4.1"].concat([
        "--allow-all-tools",
        "--no-auto-update",
        "--additional-mcp-config",
        JSON.stringify(mcp),
      ]),
      dir,
    );
    expect(run.code, run.stderr).toBe(0);
    expect(run.json.turn.wire).toBe("openai-chat");
    const listing = await serverListing(EXAMPLE);
    // It sorts its MCP tools by name; the example server lists them in that order already.
    expect(part(run.json, "mcp-tools", "fx")?.names).toEqual(listing.names.map((n) => `fx-${n}`));
    expectCounts(
      part(run.json, "mcp-tools", "fx"),
      savedTools(save, "fx-").map((t) => JSON.stringify(t)),
    );
  }, 240_000);

  it("Copilot CLI with no model: exit 3, its own words, and what to give it", async () => {
    const copilot = ensureRealClient("copilot-cli");
    const run = await runCli(
      ["capture", "--", copilot, "-p", "say ok", "--allow-all-tools", "--no-auto-update"],
      scratch(),
    );
    expect(run.code).toBe(3);
    expect(run.stderr).toContain("BYOK providers require an explicit model");
    expect(run.stderr).toContain("--env COPILOT_MODEL=<model>");
  }, 240_000);

  it("Cline: set up by its own auth and mcp commands in one shell line ($MTB_RECORDER_URL), tools named <server>__<tool>", async () => {
    const cline = ensureRealClient("cline");
    const dir = scratch();
    const save = path.join(dir, "saved.json");
    const script = [
      `"${cline}" auth -p openai-compatible -k dummy -b "$MTB_RECORDER_URL/v1" -m m >/dev/null`,
      `"${cline}" mcp add fx --yes -- "${process.execPath}" "${EXAMPLE}" >/dev/null`,
      `exec "${cline}" "say ok"`,
    ].join(" && ");
    const run = await runCliJson<CaptureReport>(
      ["capture", "--mcp-server", "fx", "--save", save, "--", "sh", "-c", script],
      dir,
    );
    expect(run.code, run.stderr).toBe(0);
    expect(run.json.turn.wire).toBe("openai-chat");
    const listing = await serverListing(EXAMPLE);
    expect(part(run.json, "mcp-tools", "fx")?.names).toEqual(listing.names.map((n) => `fx__${n}`));
    expectCounts(
      part(run.json, "mcp-tools", "fx"),
      savedTools(save, "fx__").map((t) => JSON.stringify(t)),
    );
  }, 240_000);
});

describe("a client capture cannot drive", () => {
  it("one that exits before any model request: exit 3, what it did, and what is probably missing", async () => {
    const run = await runCli(
      ["capture", "--", process.execPath, "-e", "console.error('no key'); process.exit(3)"],
      scratch(),
    );
    expect(run.code).toBe(3);
    expect(run.stderr).toContain("the client made no model request");
    expect(run.stderr).toContain("exited with code 3");
    expect(run.stderr).toContain("it never called the recorder");
    expect(run.stderr).toContain("no key");
    expect(run.stderr).toContain("did not use the base URL");
  });

  it("one that never calls the base URL and hangs: ended at --timeout with everything it started", async () => {
    const dir = scratch();
    const pids = path.join(dir, "pids");
    const script = `const { spawn } = require("node:child_process"); const c = spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], { stdio: "ignore" }); require("node:fs").writeFileSync(${JSON.stringify(pids)}, process.pid + " " + c.pid); setInterval(() => {}, 1000);`;
    const run = await runCli(["capture", "--timeout", "3", "--", process.execPath, "-e", script], dir);
    expect(run.code).toBe(3);
    expect(run.stderr).toContain("was still running after 3 s");
    expect(existsSync(pids)).toBe(true);
    // Gone, or a zombie (dead, waiting to be reaped by whoever inherited it).
    const running = (pid: number) => {
      try {
        process.kill(pid, 0);
      } catch {
        return false;
      }
      const stat = existsSync(`/proc/${pid}/stat`) ? readFileSync(`/proc/${pid}/stat`, "utf8") : "";
      return !/^\d+ \(.*\) Z/.test(stat);
    };
    for (const pid of readFileSync(pids, "utf8").split(" ").map(Number)) expect(running(pid)).toBe(false);
  });

  it("the client gets the recorder as every base URL, a dummy key, a scratch HOME, and none of the real keys", async () => {
    const dir = scratch();
    const script = `const e = process.env; const seen = { anthropic: e.ANTHROPIC_BASE_URL, gemini: e.GOOGLE_GEMINI_BASE_URL, openai: e.OPENAI_BASE_URL, copilot: [e.COPILOT_PROVIDER_BASE_URL, e.COPILOT_OFFLINE], dummy: [e.ANTHROPIC_API_KEY, e.OPENAI_API_KEY, e.GEMINI_API_KEY, e.COPILOT_PROVIDER_API_KEY].every((k) => k && k.startsWith("mtb-dummy-")), google: e.GOOGLE_API_KEY ?? null, home: e.HOME }; fetch(e.ANTHROPIC_BASE_URL + "/v1/messages", { method: "POST", body: JSON.stringify({ messages: [{ role: "user", content: JSON.stringify(seen) }] }) }).then(() => process.exit(0));`;
    const save = path.join(dir, "saved.json");
    const run = await runCliJson<CaptureReport>(
      ["capture", "--save", save, "--", process.execPath, "-e", script],
      dir,
      {
        env: {
          ANTHROPIC_API_KEY: REAL_SECRET,
          GOOGLE_API_KEY: "AIza-real-google-key-0000",
          COPILOT_PROVIDER_API_KEY: REAL_SECRET,
        },
      },
    );
    expect(run.code, run.stderr).toBe(0);
    expect(validReport(run.json), JSON.stringify(validReport.errors)).toBe(true);
    const saved = JSON.parse(readFileSync(save, "utf8")) as Saved;
    const seen = JSON.parse((JSON.parse(saved.body) as { messages: { content: string }[] }).messages[0]?.content ?? "");
    expect(seen.anthropic).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(seen.gemini).toBe(seen.anthropic);
    expect(seen.openai).toBe(`${seen.anthropic}/v1`);
    expect(seen.copilot).toEqual([`${seen.anthropic}/v1`, "true"]);
    expect(seen.dummy).toBe(true);
    expect(seen.google).toBeNull();
    expect(seen.home).not.toBe(os.homedir());
    expect(seen.home).toContain("mtb-capture-home-");
    expect(existsSync(seen.home)).toBe(false);
  });
});
