// biome-ignore-all lint/suspicious/noTemplateCurlyInString: these strings are configuration variables, not templates
/** The pure parts of measuring a client setup, with plain data: formats, variables, locations, the summary. */
import { describe, expect, it } from "vitest";
import {
  CLIENT_FORMATS,
  ConfigFileError,
  type ConfiguredServer,
  formatForContent,
  formatForPath,
  mergeServers,
  readConfig,
} from "../../../../src/core/config/formats.js";
import type { InterpolationContext } from "../../../../src/core/config/interpolate.js";
import { configLocations } from "../../../../src/core/config/locations.js";
import { renderSetupMarkdown, renderSetupText } from "../../../../src/core/config/render.js";
import { type SetupServer, summarizeSetup } from "../../../../src/core/config/summary.js";
import type { ModelEntry } from "../../../../src/core/models/entry.js";
import type { Report } from "../../../../src/core/report.js";

const context: InterpolationContext = {
  env: { SET: "value", EMPTY: "" },
  home: "/home/u",
  workspace: "/work/proj",
  pathSeparator: "/",
  platform: "linux",
  inputs: { "api-key": "k1" },
  readText: (file) => {
    if (file === "token.txt") return "from-file\n";
    if (file === "crlf.txt") return "from-file\r\n";
    throw new Error("ENOENT");
  },
};

/** The first arg of a one-server stdio config after the client's interpolation, or its error. */
function arg(client: keyof typeof CLIENT_FORMATS, value: string): string {
  const key = CLIENT_FORMATS[client].key;
  const text = JSON.stringify({ [key]: { s: { command: "node", args: [value] } } });
  const [server] = readConfig(text, CLIENT_FORMATS[client], "f.json", "project", context).servers;
  if (!server) throw new Error("no server");
  if (server.launch?.kind === "stdio") return server.launch.args[0] ?? "";
  return `error: ${server.error}`;
}

describe("each client's variables", () => {
  it.each([
    ["claude-desktop", "${SET} $SET ${env:SET}", "${SET} $SET ${env:SET}"],
    ["claude-code", "${SET}/${UNSET:-dflt}/${EMPTY:-dflt}", "value/dflt/dflt"],
    ["claude-code", "${UNSET}", "error: ${UNSET}: the environment variable UNSET is not set and has no default"],
    ["claude-code", "$SET ${env:SET}", "$SET ${env:SET}"],
    [
      "cursor",
      "${env:SET}|${env:UNSET}|${userHome}|${workspaceFolder}|${workspaceFolderBasename}|${/}",
      "value||/home/u|/work/proj|proj|/",
    ],
    ["cursor", "${input:api-key}", "error: ${input:api-key} is not a variable that can be resolved outside Cursor"],
    ["vscode", "${input:api-key}-${pathSeparator}", "k1-/"],
    [
      "vscode",
      "${input:other}",
      "error: ${input:other} needs a value that VS Code would prompt for; give it with --input other=VALUE",
    ],
    [
      "vscode",
      "${config:editor.tabSize}",
      "error: ${config:editor.tabSize} is not a variable that can be resolved outside VS Code",
    ],
    ["windsurf", "${env:SET}:${file:token.txt}:${SET}", "value:from-file:${SET}"],
    // VS Code's resolver returns a variable it does not know as written; Cursor's unknown ones stay errors.
    ["vscode", "${NAME}-${unknown:x}-${a${b}}", "${NAME}-${unknown:x}-${a${b}}"],
    ["vscode", "${workspaceRoot}|${cwd}|${workspaceRootFolderName}", "/work/proj|/work/proj|proj"],
    ["vscode", "${file}", "error: ${file} is not a variable that can be resolved outside VS Code"],
    ["cursor", "${NAME}", "error: ${NAME} is not a variable that can be resolved outside Cursor"],
    ["windsurf", "${file:missing}", "error: ${file:missing}: could not read the file (ENOENT)"],
    ["gemini", "$SET-${SET}-$UNSET-%SET%", "value-value--%SET%"],
    // A file written on Windows ends in CRLF: the whole line end goes, not only its \n.
    ["windsurf", "${file:crlf.txt}|", "from-file|"],
    // VS Code keeps a variable that nests "${" as written, even when it starts like one it knows.
    ["vscode", "${env:${SET}}", "${env:${SET}}"],
    // ${cwd} is VS Code's; Cursor documents no such variable.
    ["cursor", "${cwd}", "error: ${cwd} is not a variable that can be resolved outside Cursor"],
  ] as const)("%s: %s", (client, value, expected) => {
    expect(arg(client, value)).toBe(expected);
  });

  it("${workspaceFolderBasename} of a Windows folder is its last part", () => {
    const text = JSON.stringify({ mcpServers: { s: { command: "${workspaceFolderBasename}" } } });
    const windows = { ...context, workspace: "C:\\Users\\u\\proj\\", platform: "win32" };
    const [server] = readConfig(text, CLIENT_FORMATS.cursor, "f", "project", windows).servers;
    expect(server?.launch?.kind === "stdio" && server.launch.command).toBe("proj");
  });

  it("Gemini CLI reads %VAR% on Windows only", () => {
    const text = JSON.stringify({ mcpServers: { s: { command: "%SET%" } } });
    const [server] = readConfig(text, CLIENT_FORMATS.gemini, "f", "project", { ...context, platform: "win32" }).servers;
    expect(server?.launch?.kind === "stdio" && server.launch.command).toBe("value");
  });
});

describe("entries", () => {
  it("reads remote entries by each client's URL keys and type", () => {
    const text = (key: string, entry: object) => JSON.stringify({ [key]: { r: entry } });
    const launch = (client: keyof typeof CLIENT_FORMATS, entry: object) =>
      readConfig(text(CLIENT_FORMATS[client].key, entry), CLIENT_FORMATS[client], "f", "project", context).servers[0]
        ?.launch;
    expect(launch("windsurf", { serverUrl: "http://a/mcp" })).toEqual({
      kind: "http",
      url: "http://a/mcp",
      headers: {},
      transport: "auto",
    });
    expect(launch("gemini", { httpUrl: "http://a/mcp" })).toMatchObject({ kind: "http", transport: "http" });
    // Gemini CLI 0.61.0: a url with no type is Streamable HTTP and then SSE; its type, when given, is the one transport.
    expect(launch("gemini", { url: "http://a/mcp" })).toMatchObject({ kind: "http", transport: "auto" });
    expect(launch("gemini", { url: "http://a/sse", type: "sse" })).toMatchObject({ kind: "http", transport: "sse" });
    expect(launch("gemini", { url: "http://a/mcp", type: "http" })).toMatchObject({ kind: "http", transport: "http" });
    expect(launch("vscode", { type: "sse", url: "http://a/sse", headers: { A: "${env:SET}" } })).toEqual({
      kind: "http",
      url: "http://a/sse",
      headers: { A: "value" },
      transport: "sse",
    });
    expect(launch("claude-desktop", { command: "node", env: { PORT: 3000 }, cwd: "sub" })).toEqual({
      kind: "stdio",
      command: "node",
      args: [],
      env: { PORT: "3000" },
      cwd: "sub",
    });
  });

  it("makes a bad entry a failed server, and a bad file an error naming its line", () => {
    const { servers } = readConfig(
      JSON.stringify({
        mcpServers: { a: { args: [] }, b: "x", c: { command: 1 }, d: { command: "node", args: ["x", 3] } },
      }),
      CLIENT_FORMATS.cursor,
      "f",
      "project",
      context,
    );
    expect(servers.map((s) => s.error)).toEqual([
      'neither "command" nor url is given',
      "the entry is not an object",
      '"command" must be a string',
      // The client refuses a number in args; it is not turned into text.
      '"args[1]" must be a string, got the number 3 (write "3"); Cursor refuses it',
    ]);
    const commented = '{\n  // a comment\n  "mcpServers": {}\n}';
    expect(() => readConfig(commented, CLIENT_FORMATS["claude-desktop"], "cfg.json", "project", context)).toThrow(
      new ConfigFileError(
        "cfg.json",
        "line 2, column 3: a comment (Claude Desktop reads this file as strict JSON: comments are not allowed)",
      ),
    );
    expect(readConfig(commented, CLIENT_FORMATS.vscode, "cfg.json", "project", context).servers).toEqual([]);
  });

  it("tells the client from the documented file names, and otherwise from the content", () => {
    expect(
      [
        "/u/Library/Application Support/Claude/claude_desktop_config.json",
        "/p/.mcp.json",
        "/u/.claude.json",
        "C:\\Users\\u\\.cursor\\mcp.json",
        "/p/.vscode/mcp.json",
        "/u/.codeium/windsurf/mcp_config.json",
        "/p/.gemini/settings.json",
        "/p/settings.json",
        "/p/mcp.json",
      ].map(formatForPath),
    ).toEqual(["claude-desktop", "claude-code", "claude-code", "cursor", "vscode", "windsurf", "gemini", null, null]);
    expect(formatForContent('{ "servers": {} }')).toBe("vscode");
    expect(formatForContent('{ "mcpServers": {} }')).toBe("claude-desktop");
  });

  it("lets a later scope of the same client replace a server, and qualifies names two clients use", () => {
    const s = (name: string, client: ConfiguredServer["client"], file: string): ConfiguredServer => ({
      name,
      client,
      file,
      launch: null,
      error: "x",
    });
    const merged = mergeServers([
      [s("a", "cursor", "user"), s("b", "cursor", "user")],
      [s("a", "cursor", "project")],
      [s("a", "gemini", "user")],
    ]);
    expect(merged.map((m) => [m.name, m.file])).toEqual([
      ["a (cursor)", "project"],
      ["b", "user"],
      ["a (gemini)", "user"],
    ]);
  });
});

describe("documented locations per platform", () => {
  const files = (platform: string, home: string, project: string, appData?: string) =>
    configLocations({ home, project, platform, ...(appData ? { appData } : {}) }).map(
      (l) => `${l.client}/${l.scope}: ${l.file}`,
    );

  it("macOS", () => {
    expect(files("darwin", "/Users/u", "/p")).toEqual([
      "claude-desktop/user: /Users/u/Library/Application Support/Claude/claude_desktop_config.json",
      "claude-code/user: /Users/u/.claude.json",
      "claude-code/project: /p/.mcp.json",
      "claude-code/local: /Users/u/.claude.json",
      "cursor/user: /Users/u/.cursor/mcp.json",
      "cursor/project: /p/.cursor/mcp.json",
      "vscode/user: /Users/u/Library/Application Support/Code/User/mcp.json",
      "vscode/project: /p/.vscode/mcp.json",
      "windsurf/user: /Users/u/.codeium/windsurf/mcp_config.json",
      "gemini/user: /Users/u/.gemini/settings.json",
      "gemini/project: /p/.gemini/settings.json",
      "jan/user: /Users/u/Library/Application Support/Jan/data/mcp_config.json",
      "lmstudio/user: /Users/u/.lmstudio/mcp.json",
      "cline/user: /Users/u/Library/Application Support/Code/User/globalStorage/saoudrizwan.claude-dev/settings/cline_mcp_settings.json",
      "cline/user: /Users/u/.cline/data/settings/cline_mcp_settings.json",
      "codex/user: /Users/u/.codex/config.toml",
      "codex/project: /p/.codex/config.toml",
    ]);
  });

  it("Windows and Linux", () => {
    const win = files("win32", "C:\\Users\\u", "D:\\p", "C:\\Users\\u\\AppData\\Roaming");
    expect(win[0]).toBe("claude-desktop/user: C:\\Users\\u\\AppData\\Roaming\\Claude\\claude_desktop_config.json");
    expect(win[8]).toBe("windsurf/user: C:\\Users\\u\\.codeium\\windsurf\\mcp_config.json");
    const linux = files("linux", "/home/u", "/p");
    expect(linux[0]).toBe("claude-desktop/user: /home/u/.config/Claude/claude_desktop_config.json");
    expect(linux[6]).toBe("vscode/user: /home/u/.config/Code/User/mcp.json");
    // Jan: the platform's data directory + Jan/data (Roaming on Windows, XDG data on Linux); LM Studio and
    // Codex: in the home folder (Codex's moves with $CODEX_HOME).
    expect(win.slice(11)).toEqual([
      "jan/user: C:\\Users\\u\\AppData\\Roaming\\Jan\\data\\mcp_config.json",
      "lmstudio/user: C:\\Users\\u\\.lmstudio\\mcp.json",
      "cline/user: C:\\Users\\u\\AppData\\Roaming\\Code\\User\\globalStorage\\saoudrizwan.claude-dev\\settings\\cline_mcp_settings.json",
      "cline/user: C:\\Users\\u\\.cline\\data\\settings\\cline_mcp_settings.json",
      "codex/user: C:\\Users\\u\\.codex\\config.toml",
      "codex/project: D:\\p\\.codex\\config.toml",
    ]);
    expect(linux[11]).toBe("jan/user: /home/u/.local/share/Jan/data/mcp_config.json");
    const moved = configLocations({
      home: "/home/u",
      project: "/p",
      platform: "linux",
      xdgDataHome: "/data",
      codexHome: "/c",
    });
    expect(moved.filter((l) => l.client === "jan" || l.client === "codex").map((l) => l.file)).toEqual([
      "/data/Jan/data/mcp_config.json",
      "/c/config.toml",
      "/p/.codex/config.toml",
    ]);
  });

  it("follow a moved XDG_CONFIG_HOME and APPDATA, and a home given with a trailing separator", () => {
    const linux = configLocations({ home: "/home/u/", project: "/p/", platform: "linux", xdgConfigHome: "/cfg" });
    expect(linux.slice(0, 3).map((l) => l.file)).toEqual([
      "/cfg/Claude/claude_desktop_config.json",
      "/home/u/.claude.json",
      "/p/.mcp.json",
    ]);
    const win = configLocations({ home: "C:\\Users\\u", project: "D:\\p", platform: "win32", appData: "E:\\Roam" });
    expect(win[0]?.file).toBe("E:\\Roam\\Claude\\claude_desktop_config.json");
  });
});

function report(tools: string[], modelTools?: number, modelId = "gpt-oss"): Report {
  return {
    schemaVersion: 1,
    generator: { name: "mcp-token-budget", version: "0" },
    method: {
      views: { model: "", raw: "" },
      total: "",
      json: "compact",
      encodings: ["o200k_base"],
      tokenizer: { name: "gpt-tokenizer", version: "0" },
    },
    server: { name: null, version: null, protocolVersion: null },
    totals: { o200k_base: { model: tools.length * 10, raw: tools.length * 12 } },
    tools: tools.map((name, index) => ({
      name,
      index,
      tokens: { o200k_base: { model: 10, raw: 12, fields: { structure: 12 } } },
    })),
    prompts: null,
    resources: null,
    warnings: [],
    ...(modelTools === undefined
      ? {}
      : {
          models: {
            [modelId]: {
              profile: modelId,
              fidelity: "exact",
              tools: modelTools,
              instructions: null,
              contextWindow: 100_000,
              shareOfContext: modelTools / 100_000,
              inputPricePerMTok: null,
              costPer1kRequests: null,
              data: null,
              warnings: [],
            },
          },
        }),
  } as Report;
}

describe("the setup summary", () => {
  const names = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i}`);

  it("crosses Cursor's 80 tools (where it warns) only with the Cursor file's servers, and says a partial setup is incomplete", () => {
    const servers: SetupServer[] = [
      { name: "a", client: "cursor", status: "measured", report: report(names("a", 45)) },
      { name: "b", client: "cursor", status: "measured", report: report([...names("b", 35), "a0"]) },
      { name: "c", client: "claude-desktop", status: "measured", report: report(names("c", 60)) },
      { name: "d|`x`", client: "cursor", status: "failed", error: "spawn nope ENOENT" },
    ];
    const setup = summarizeSetup(servers, ["o200k_base"]);
    expect(setup.totals).toEqual({ o200k_base: { model: 1410, raw: 1692 } });
    expect([setup.measured, setup.failed]).toEqual([3, 1]);
    expect(setup.duplicateToolNames).toEqual([{ name: "a0", servers: ["a", "b"] }]);
    expect(setup.clientLimits.map((l) => [l.client, l.kind, l.limit, l.actual])).toEqual([["Cursor", "tools", 80, 81]]);
    const text = renderSetupText(setup);
    expect(text).toContain("MCP setup: 3 of 4 servers measured, 1 failed: the totals are incomplete");
    expect(text).toContain("Cursor: 81 tools, over its 80");
    expect(text).toContain("Share of a context window: none computed (no model asked for");
    expect(renderSetupMarkdown(setup)).toContain("d\\|\\`x\\`");
  });

  it("takes each model's figures from the setup's one request; Claude Code's 10% from its own servers' request, on Claude models only", () => {
    const C = "claude-sonnet-4.6";
    const servers = (id: string): SetupServer[] => [
      { name: "a", client: "claude-code", status: "measured", report: report(["x"], 6000, id) },
      { name: "b", client: "claude-code", status: "measured", report: report(["y"], 5000, id) },
      { name: "c", client: "cursor", status: "measured", report: report(["z"], 50_000, id) },
    ];
    // The requests as countRequest gives them: fewer than the rows' sums (61,000 and 11,000), the frame once.
    const entry = (id: string, tools: number) => ({
      ...(report(["e"], tools, id).models?.[id] as ModelEntry),
      instructions: 40,
      contextSource: "test window",
      fits: true,
      minContextToFit: tools + 40,
    });
    const setup = summarizeSetup(servers(C), ["o200k_base"], [C], {
      total: { [C]: entry(C, 60_900) },
      byClient: { "claude-code": { [C]: entry(C, 10_950) } },
    });
    expect(setup.models?.[C]).toEqual({
      profile: C,
      fidelity: "exact",
      tools: 60_900,
      instructions: 40,
      contextWindow: 100_000,
      contextSource: "test window",
      shareOfContext: 0.6094,
      fits: true,
      minContextToFit: 60_940,
    });
    expect(setup.clientLimits.map((l) => [l.client, l.kind, l.actual, l.model])).toEqual([
      ["Claude Code", "share", 0.1095, C],
    ]);
    const text = renderSetupText(setup);
    expect(text).toContain(`Share of ${C}'s 100,000-token context window: 60.9%`);
    expect(text).toContain(`fits: 39,060 of 100,000 tokens left for the conversation (window: test window)`);
    expect(text).toContain(`so the rows do not add up to the total on ${C}`);
    // Claude Code does not run gpt-oss: the same share on it crosses no Claude Code limit.
    const other = summarizeSetup(servers("gpt-oss"), ["o200k_base"], ["gpt-oss"], {
      total: { "gpt-oss": entry("gpt-oss", 60_900) },
      byClient: { "claude-code": { "gpt-oss": entry("gpt-oss", 10_950) } },
    });
    expect(other.clientLimits).toEqual([]);
  });
});

describe("the local-model clients' formats", () => {
  it("reads Cline's streamableHttp and sse entries as remote servers, and knows each client's file by its name", () => {
    const text = JSON.stringify({
      mcpServers: {
        a: { type: "streamableHttp", url: "https://a.example/mcp", headers: { Authorization: "Bearer x" } },
        b: { type: "sse", url: "https://b.example/sse" },
      },
    });
    const { servers } = readConfig(text, CLIENT_FORMATS.cline, "cline_mcp_settings.json", "user", context);
    expect(servers.map((s) => s.launch)).toEqual([
      { kind: "http", url: "https://a.example/mcp", headers: { Authorization: "Bearer x" }, transport: "http" },
      { kind: "http", url: "https://b.example/sse", headers: {}, transport: "sse" },
    ]);
    // Cline CLI 3.x's nested form, transportType, and a URL with no type (SSE to Cline, read in its schema).
    const cli = JSON.stringify({
      mcpServers: {
        s: { transport: { type: "stdio", command: "node", args: ["s.js"], env: { K: "v" } } },
        h: { transport: { type: "streamableHttp", url: "https://h.example/mcp" } },
        t: { transportType: "http", url: "https://t.example/mcp" },
        u: { url: "https://u.example/sse" },
        bad: { transport: { type: "websocket", url: "wss://x" } },
      },
    });
    const read = readConfig(cli, CLIENT_FORMATS.cline, "cline_mcp_settings.json", "user", context).servers;
    expect(read.map((s) => s.launch)).toEqual([
      { kind: "stdio", command: "node", args: ["s.js"], env: { K: "v" }, cwd: null },
      { kind: "http", url: "https://h.example/mcp", headers: {}, transport: "http" },
      { kind: "http", url: "https://t.example/mcp", headers: {}, transport: "http" },
      { kind: "http", url: "https://u.example/sse", headers: {}, transport: "sse" },
      null,
    ]);
    expect(read[4]?.error).toBe('"transport.type" must be "stdio", "sse" or "streamableHttp", got "websocket"');
    expect(
      [
        "/h/.local/share/Jan/data/mcp_config.json",
        "/h/.codeium/windsurf/mcp_config.json",
        "/h/.lmstudio/mcp.json",
        "/h/.codex/config.toml",
        "/x/settings/cline_mcp_settings.json",
      ].map(formatForPath),
    ).toEqual(["jan", "windsurf", "lmstudio", "codex", "cline"]);
  });
});
