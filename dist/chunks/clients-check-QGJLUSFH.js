import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  startRecorder
} from "./chunk-INOFG632.js";
import {
  checkStatus,
  compareGolden,
  goldenName,
  goldenOf,
  parseCorpus,
  refusalOf
} from "./chunk-UWH7XHW2.js";
import "./chunk-B2CE7BYW.js";
import "./chunk-AARTTLEF.js";
import {
  loadEncoders
} from "./chunk-DJ2EGANE.js";
import {
  OWN_GROUP,
  endOnExit,
  killGroup
} from "./chunk-KZRILCG4.js";
import "./chunk-CDRE7MMI.js";
import "./chunk-UKVGHDFS.js";
import {
  ToolError
} from "./chunk-5SZOHPIE.js";
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/run/clients-check.ts
import { existsSync as existsSync3, readdirSync as readdirSync2, readFileSync as readFileSync2, statSync } from "node:fs";
import path3 from "node:path";

// src/capture/corpus-clients.ts
import { execFile, spawn } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeFileSync
} from "node:fs";
import os from "node:os";
import path from "node:path";
var platformPackage = /* @__PURE__ */ __name((prefix) => `${prefix}-${process.platform}-${process.arch}`, "platformPackage");
function mostTools(turns, all = false) {
  const withTools = all ? turns : turns.filter((r) => /"tools"\s*:\s*\[\s*\{/.test(r.body));
  const size = /* @__PURE__ */ __name((body) => {
    try {
      return (JSON.parse(body).tools ?? []).length;
    } catch {
      return -1;
    }
  }, "size");
  return withTools.reduce(
    (best, r) => best === void 0 || size(r.body) > size(best.body) ? r : best,
    void 0
  );
}
__name(mostTools, "mostTools");
function dirs(workDir) {
  const cwd = path.join(workDir, "project");
  const home = path.join(workDir, "home");
  mkdirSync(cwd, { recursive: true });
  mkdirSync(home, { recursive: true });
  return { cwd, home };
}
__name(dirs, "dirs");
var PROMPT = "say ok";
var CORPUS_CLIENTS = [
  {
    id: "claude-code",
    title: "Claude Code",
    pkg: "@anthropic-ai/claude-code",
    bin: `node_modules/${platformPackage("@anthropic-ai/claude-code")}/claude`,
    settings: [{ ENABLE_TOOL_SEARCH: "false" }],
    launch: /* @__PURE__ */ __name((url, servers, workDir) => {
      const args = ["-p", PROMPT, "--strict-mcp-config"];
      if (Object.keys(servers).length > 0) {
        const config = path.join(workDir, "mcp.json");
        writeFileSync(config, JSON.stringify({ mcpServers: servers }));
        args.push("--mcp-config", config);
      }
      return {
        args,
        cwd: workDir,
        env: {
          PATH: process.env.PATH ?? "",
          HOME: workDir,
          ANTHROPIC_BASE_URL: url,
          ANTHROPIC_API_KEY: "sk-ant-dummy",
          // It waits for every server before its first request (otherwise a slow one is "still connecting").
          MCP_CONNECTION_NONBLOCKING: "0"
        }
      };
    }, "launch"),
    // The turn that answers the prompt (2.0 sent "Warmup" turns first).
    pick: /* @__PURE__ */ __name((turns) => turns.find((r) => {
      try {
        const messages = JSON.parse(r.body).messages ?? [];
        return messages.some(
          (m) => Array.isArray(m.content) && m.content.some((c) => c?.text === PROMPT)
        );
      } catch {
        return false;
      }
    }), "pick")
  },
  {
    id: "gemini-cli",
    title: "Gemini CLI",
    pkg: "@google/gemini-cli",
    bin: "node_modules/.bin/gemini",
    settings: [],
    launch: /* @__PURE__ */ __name((url, servers, workDir) => {
      const { cwd, home } = dirs(workDir);
      const mcpServers = Object.fromEntries(Object.entries(servers).map(([k, s]) => [k, { ...s, trust: true }]));
      mkdirSync(path.join(cwd, ".gemini"));
      writeFileSync(
        path.join(cwd, ".gemini", "settings.json"),
        JSON.stringify({ security: { auth: { selectedType: "gemini-api-key" } }, mcpServers })
      );
      return {
        args: ["-p", PROMPT],
        cwd,
        env: {
          PATH: process.env.PATH ?? "",
          HOME: home,
          GEMINI_API_KEY: "dummy",
          GOOGLE_GEMINI_BASE_URL: url,
          GEMINI_CLI_TRUST_WORKSPACE: "true"
        }
      };
    }, "launch"),
    // Its routing call carries no tools.
    pick: /* @__PURE__ */ __name((turns) => mostTools(turns), "pick")
  },
  {
    id: "opencode",
    title: "opencode",
    pkg: "opencode-ai",
    bin: `node_modules/opencode-${process.platform}-${process.arch}/bin/opencode`,
    settings: [],
    launch: /* @__PURE__ */ __name((url, servers, workDir) => {
      const { cwd, home } = dirs(workDir);
      const mcp = Object.fromEntries(
        Object.entries(servers).map(([k, s]) => [
          k,
          { type: "local", command: [s.command, ...s.args], ...s.env ? { environment: s.env } : {} }
        ])
      );
      const config = {
        provider: {
          rec: {
            npm: "@ai-sdk/openai-compatible",
            name: "rec",
            options: { baseURL: `${url}/v1` },
            models: { m: { name: "m" } }
          }
        },
        model: "rec/m",
        mcp
      };
      return {
        args: ["run", PROMPT],
        cwd,
        env: {
          PATH: process.env.PATH ?? "",
          HOME: home,
          OPENAI_API_KEY: "dummy",
          OPENCODE_CONFIG_CONTENT: JSON.stringify(config)
        }
      };
    }, "launch"),
    // Its title call carries no tools.
    pick: /* @__PURE__ */ __name((turns) => mostTools(turns), "pick")
  },
  {
    id: "codex",
    title: "Codex",
    pkg: "@openai/codex",
    bin: "node_modules/.bin/codex",
    settings: [],
    launch: /* @__PURE__ */ __name((url, servers, workDir) => {
      const { cwd, home } = dirs(workDir);
      const provider = [
        "model_provider=rec",
        'model_providers.rec.name="rec"',
        `model_providers.rec.base_url=${JSON.stringify(`${url}/v1`)}`,
        'model_providers.rec.env_key="OPENAI_API_KEY"',
        'model_providers.rec.wire_api="responses"'
      ];
      const toml = /* @__PURE__ */ __name((value) => JSON.stringify(value), "toml");
      const mcp = Object.entries(servers).flatMap(([k, s]) => [
        `[mcp_servers.${toml(k)}]`,
        `command = ${toml(s.command)}`,
        `args = ${toml(s.args)}`,
        // Without it Codex waits only its short startup grace for a server, and a node server misses the request.
        "required = true",
        // Its default startup timeout (10 s) is short for a slow server on a busy machine.
        "startup_timeout_sec = 120",
        ...s.env ? [
          `env = { ${Object.entries(s.env).map(([n, v]) => `${toml(n)} = ${toml(v)}`).join(", ")} }`
        ] : [],
        ""
      ]);
      mkdirSync(path.join(home, ".codex"));
      writeFileSync(path.join(home, ".codex", "config.toml"), mcp.join("\n"));
      return {
        args: ["exec", "--skip-git-repo-check", ...provider.flatMap((c) => ["-c", c]), PROMPT],
        cwd,
        env: { PATH: process.env.PATH ?? "", HOME: home, OPENAI_API_KEY: "dummy" }
      };
    }, "launch"),
    // Its deferred namespaces go as text, so a turn may carry no tool object of the servers'.
    pick: /* @__PURE__ */ __name((turns) => mostTools(turns, true), "pick")
  },
  {
    id: "copilot-cli",
    title: "Copilot CLI",
    pkg: "@github/copilot",
    bin: `node_modules/${platformPackage("@github/copilot")}/copilot`,
    // Its Anthropic provider (a Claude model), on which it defers the MCP tools past 30 in the request.
    settings: [{ COPILOT_PROVIDER_TYPE: "anthropic" }],
    launch: /* @__PURE__ */ __name((url, servers, workDir, setting) => {
      const { cwd, home } = dirs(workDir);
      const mcpServers = Object.fromEntries(
        Object.entries(servers).map(([k, s]) => [k, { type: "local", ...s, tools: ["*"] }])
      );
      return {
        // Its BYOK provider is OpenAI-compatible Chat Completions by default; offline, it makes no GitHub call.
        args: [
          "-p",
          PROMPT,
          "--allow-all-tools",
          "--no-auto-update",
          "--additional-mcp-config",
          JSON.stringify({ mcpServers })
        ],
        cwd,
        env: {
          PATH: process.env.PATH ?? "",
          HOME: home,
          COPILOT_OFFLINE: "true",
          COPILOT_PROVIDER_BASE_URL: `${url}/v1`,
          COPILOT_PROVIDER_API_KEY: "dummy",
          COPILOT_MODEL: setting.COPILOT_PROVIDER_TYPE === "anthropic" ? "claude-sonnet-4.5" : "gpt-4.1"
        }
      };
    }, "launch"),
    pick: /* @__PURE__ */ __name((turns) => mostTools(turns), "pick")
  },
  {
    id: "cline",
    title: "Cline CLI",
    pkg: "cline",
    bin: `node_modules/@cline/cli-${process.platform}-${process.arch}/bin/cline`,
    settings: [],
    launch: /* @__PURE__ */ __name((url, servers, workDir) => {
      const { cwd, home } = dirs(workDir);
      const mcpServers = Object.fromEntries(
        // Its timeout (seconds) is also how long it waits for a server to connect (3 s when unset): a slow real
        // server on a busy machine missed the first request without it.
        Object.entries(servers).map(([k, s]) => [k, { transport: { type: "stdio", ...s }, timeout: 120 }])
      );
      const settings = path.join(home, ".cline", "data", "settings");
      mkdirSync(settings, { recursive: true });
      writeFileSync(path.join(settings, "cline_mcp_settings.json"), JSON.stringify({ mcpServers }));
      return {
        // Its provider settings are written by its own `auth` command (a file written by hand is replaced).
        before: [["auth", "-p", "openai-compatible", "-k", "dummy", "-b", `${url}/v1`, "-m", "m"]],
        args: [PROMPT],
        cwd,
        env: { PATH: process.env.PATH ?? "", HOME: home }
      };
    }, "launch"),
    pick: /* @__PURE__ */ __name((turns) => mostTools(turns), "pick")
  },
  {
    id: "continue",
    title: "Continue CLI",
    pkg: "@continuedev/cli",
    bin: "node_modules/.bin/cn",
    settings: [],
    launch: /* @__PURE__ */ __name((url, servers, workDir) => {
      const { cwd, home } = dirs(workDir);
      const config = path.join(workDir, "config.yaml");
      const mcpServers = Object.entries(servers).map(([name, s]) => ({ name, ...s }));
      writeFileSync(
        config,
        JSON.stringify({
          name: "corpus",
          version: "0.0.1",
          schema: "v1",
          models: [
            {
              name: "m",
              provider: "openai",
              model: "gpt-4.1",
              apiBase: `${url}/v1`,
              apiKey: "dummy",
              roles: ["chat"]
            }
          ],
          mcpServers
        })
      );
      return {
        args: ["-p", PROMPT, "--config", config, "--auto"],
        cwd,
        env: { PATH: process.env.PATH ?? "", HOME: home }
      };
    }, "launch"),
    pick: /* @__PURE__ */ __name((turns) => mostTools(turns), "pick")
  },
  {
    id: "qwen-code",
    title: "Qwen Code",
    pkg: "@qwen-code/qwen-code",
    bin: "node_modules/@qwen-code/qwen-code/cli-entry.js",
    // It needs Node 22 (engines: >=22.0.0): the official build from the npm registry, one package per platform.
    runtime: {
      pkg: `node-${process.platform}-${process.arch}`,
      version: "22.22.0",
      bin: `node_modules/node-${process.platform}-${process.arch}/bin/node`
    },
    settings: [{ "tools.toolSearch.enabled": "false" }],
    settingsIn: "file",
    launch: /* @__PURE__ */ __name((url, servers, workDir, setting) => {
      const { cwd, home } = dirs(workDir);
      const settings = {
        security: { auth: { selectedType: "openai" } },
        model: { name: "m" },
        mcpServers: servers
      };
      for (const [dotted, value] of Object.entries(setting)) {
        const keys = dotted.split(".");
        let at = settings;
        for (const key of keys.slice(0, -1)) {
          at[key] ??= {};
          at = at[key];
        }
        at[keys.at(-1)] = value === "true" ? true : value === "false" ? false : value;
      }
      mkdirSync(path.join(home, ".qwen"));
      writeFileSync(path.join(home, ".qwen", "settings.json"), JSON.stringify(settings));
      return {
        args: ["-p", PROMPT],
        cwd,
        env: {
          PATH: process.env.PATH ?? "",
          HOME: home,
          OPENAI_API_KEY: "dummy",
          OPENAI_BASE_URL: `${url}/v1`,
          OPENAI_MODEL: "m"
        }
      };
    }, "launch"),
    pick: /* @__PURE__ */ __name((turns) => mostTools(turns), "pick")
  }
];
var NoTurnError = class extends Error {
  constructor(message, exitCode) {
    super(message);
    this.exitCode = exitCode;
  }
  exitCode;
  static {
    __name(this, "NoTurnError");
  }
};
var run = /* @__PURE__ */ __name((bin, args, options) => new Promise((resolve, reject) => {
  execFile(
    bin,
    args,
    { ...options, timeout: options.timeoutMs, windowsHide: true },
    (error) => error ? reject(error) : resolve()
  );
}), "run");
async function captureCorpusClient(client, bin, servers, setting = {}, timeoutMs = 24e4, runtimeBin) {
  if (client.runtime && !runtimeBin)
    throw new Error(`${client.id} is run by ${client.runtime.pkg}: give its executable`);
  const recorder = await startRecorder();
  const workDir = realpathSync(mkdtempSync(path.join(os.tmpdir(), "mtb-client-")));
  const { args, env, cwd, before } = client.launch(recorder.url, servers, workDir, { ...setting });
  const environment = client.settingsIn === "file" ? env : { ...env, ...setting };
  const [program, programArgs] = runtimeBin ? [runtimeBin, [bin, ...args]] : [bin, args];
  try {
    for (const command of before ?? [])
      await run(program, runtimeBin ? [bin, ...command] : command, { cwd, env: environment, timeoutMs: 18e4 });
    const child = spawn(program, programArgs, {
      cwd,
      env: environment,
      stdio: ["ignore", "ignore", "pipe"],
      detached: OWN_GROUP
    });
    const release = endOnExit(child);
    let stderr = "";
    child.stderr?.on("data", (chunk) => {
      stderr = (stderr + chunk).slice(-8e3);
    });
    const timer = setTimeout(() => killGroup(child, "SIGKILL"), timeoutMs);
    const code = await new Promise((resolve) => {
      child.once("error", (error) => {
        stderr += error.message;
        resolve(null);
      });
      child.once("close", resolve);
    });
    clearTimeout(timer);
    killGroup(child, "SIGKILL");
    release();
    const turns = recorder.requests.filter((r) => r.kind === "turn" && r.body !== "");
    const turn = client.pick(turns);
    if (!turn) throw new NoTurnError(`${client.id} exited ${code} without a turn: ${stderr.slice(-2e3)}`, code);
    return { text: turn.body, body: JSON.parse(turn.body), workDir };
  } finally {
    if (environment.HOME) await endLeftBehind(environment.HOME);
    await recorder.close();
    rmSync(workDir, { recursive: true, force: true });
  }
}
__name(captureCorpusClient, "captureCorpusClient");
function leftBehind(home) {
  if (!existsSync("/proc")) return [];
  const mark = `\0HOME=${home}\0`;
  const pids = [];
  for (const entry of readdirSync("/proc")) {
    const pid = Number(entry);
    if (!Number.isInteger(pid) || pid === process.pid) continue;
    try {
      if (`\0${readFileSync(`/proc/${pid}/environ`, "latin1")}`.includes(mark)) pids.push(pid);
    } catch {
    }
  }
  return pids;
}
__name(leftBehind, "leftBehind");
async function endLeftBehind(home) {
  const signal = /* @__PURE__ */ __name((pids, name) => {
    for (const pid of pids) {
      try {
        process.kill(pid, name);
      } catch {
      }
    }
  }, "signal");
  if (leftBehind(home).length === 0) return;
  signal(leftBehind(home), "SIGTERM");
  await new Promise((resolve) => setTimeout(resolve, 1e3));
  signal(leftBehind(home), "SIGKILL");
}
__name(endLeftBehind, "endLeftBehind");

// src/capture/npm-install.ts
import { execFile as execFile2 } from "node:child_process";
import { existsSync as existsSync2, mkdirSync as mkdirSync2, mkdtempSync as mkdtempSync2, renameSync, rmSync as rmSync2, writeFileSync as writeFileSync2 } from "node:fs";
import path2 from "node:path";
var npm = /* @__PURE__ */ __name((args, cwd, timeoutMs) => new Promise((resolve, reject) => {
  execFile2(
    process.platform === "win32" ? "npm.cmd" : "npm",
    args,
    { cwd, timeout: timeoutMs, maxBuffer: 16 * 1024 * 1024, windowsHide: true },
    (error, stdout, stderr) => error ? reject(new Error(`npm ${args.join(" ")}: ${stderr || error.message}`)) : resolve(stdout)
  );
}), "npm");
async function latestVersion(pkg) {
  const version = (await npm(["view", pkg, "version"], void 0, 6e4)).trim();
  if (!/^\d+\.\d+\.\d+/.test(version)) throw new Error(`npm view ${pkg} version gave "${version}", not a version`);
  return version;
}
__name(latestVersion, "latestVersion");
var installFolder = /* @__PURE__ */ __name((cache, pkg, version) => path2.join(cache, `${pkg.replace("/", "+")}@${version}`), "installFolder");
async function ensureInstalled(cache, pkg, version, file) {
  const folder = installFolder(cache, pkg, version);
  const ready = /* @__PURE__ */ __name(() => existsSync2(file ? path2.join(folder, file) : path2.join(folder, "node_modules", pkg)), "ready");
  if (ready()) return folder;
  mkdirSync2(cache, { recursive: true });
  const staging = mkdtempSync2(`${folder}-staging-`);
  writeFileSync2(path2.join(staging, "package.json"), '{"private":true}\n');
  try {
    await npm(
      ["install", "--no-audit", "--no-fund", "--ignore-scripts", "--save-exact", `${pkg}@${version}`],
      staging,
      6e5
    );
    if (file && !existsSync2(path2.join(staging, file)))
      throw new Error(`${pkg}@${version} installed, but ${file} is not in it (another platform?)`);
  } catch (error) {
    rmSync2(staging, { recursive: true, force: true });
    throw error;
  }
  try {
    if (existsSync2(folder)) rmSync2(folder, { recursive: true, force: true });
    renameSync(staging, folder);
  } catch {
    rmSync2(staging, { recursive: true, force: true });
  }
  if (!ready()) throw new Error(`installed ${pkg}@${version} into ${folder}, but it is not there`);
  return folder;
}
__name(ensureInstalled, "ensureInstalled");

// src/run/clients-check.ts
function readCorpus(dir) {
  const file = path3.join(dir, "corpus.json");
  if (!existsSync3(file))
    throw new ToolError(
      "input",
      `clients check: no corpus at ${file}. The corpus and the goldens live in a checkout of mcp-token-budget (test/fixtures/client-goldens/): run the command in the checkout, or give the folder with --goldens DIR`
    );
  try {
    return parseCorpus(readFileSync2(file, "utf8"), file);
  } catch (error) {
    throw new ToolError("input", error.message);
  }
}
__name(readCorpus, "readCorpus");
function goldenVersions(dir) {
  const out = {};
  const newer = /* @__PURE__ */ __name((a, b) => {
    const x = a.split(/[.-]/).map(Number);
    const y = b.split(/[.-]/).map(Number);
    for (let i = 0; i < Math.max(x.length, y.length); i++)
      if ((x[i] ?? 0) !== (y[i] ?? 0)) return (x[i] ?? 0) > (y[i] ?? 0);
    return false;
  }, "newer");
  for (const entry of existsSync3(dir) ? readdirSync2(dir) : []) {
    const at = entry.lastIndexOf("@");
    if (at <= 0 || !statSync(path3.join(dir, entry)).isDirectory()) continue;
    const [client, version] = [entry.slice(0, at), entry.slice(at + 1)];
    if (!out[client] || newer(version, out[client])) out[client] = version;
  }
  return out;
}
__name(goldenVersions, "goldenVersions");
var readJson = /* @__PURE__ */ __name((file) => JSON.parse(readFileSync2(file, "utf8")), "readJson");
async function corpusServerConfig(server, corpusDir, serversCache) {
  const env = server.env ? { env: { ...server.env } } : {};
  if ("command" in server) {
    const command = server.command === "node" ? process.execPath : server.command;
    return { command, args: server.args.map((a) => a.replaceAll("{corpus}", corpusDir)), ...env };
  }
  const folder = await ensureInstalled(serversCache, server.pkg, server.version);
  const root = path3.join(folder, "node_modules", server.pkg);
  const manifest = readJson(path3.join(root, "package.json"));
  const bins = typeof manifest.bin === "string" ? { x: manifest.bin } : manifest.bin ?? {};
  const file = server.bin ? bins[server.bin] : Object.values(bins)[0];
  if (!file) throw new Error(`${server.pkg}@${server.version} has no bin`);
  return { command: process.execPath, args: [path3.join(root, file), ...server.args ?? []], ...env };
}
__name(corpusServerConfig, "corpusServerConfig");
async function caseServers(corpusCase, listings, corpusDir, serversCache) {
  const names = Object.keys(listings?.servers ?? {});
  const out = {};
  let i = 0;
  for (const [key, server] of Object.entries(corpusCase.servers)) {
    const name = key.trim() === "" ? names[i] : key;
    if (name === void 0)
      throw new Error(
        `case ${corpusCase.id}: a server keyed by its serverInfo name needs servers/${corpusCase.id}.json`
      );
    out[name] = await corpusServerConfig(server, corpusDir, serversCache);
    i++;
  }
  return out;
}
__name(caseServers, "caseServers");
async function checkClient(client, goldensVersion, cases, corpus, options) {
  const [encoder] = await loadEncoders([options.encoding]);
  const result = {
    client: client.id,
    goldens: goldensVersion,
    running: goldensVersion,
    status: "holds",
    checked: 0,
    moves: [],
    notRun: []
  };
  const capture = options.capture ?? captureCorpusClient;
  try {
    result.running = options.pinned ? goldensVersion : await latestVersion(client.pkg);
    options.log(`${client.id} ${result.running}: installing (or cached)`);
    const folder = await ensureInstalled(
      path3.join(options.cacheDir, "clients"),
      client.pkg,
      result.running,
      client.bin
    );
    const bin = path3.join(folder, client.bin);
    const runtime = client.runtime;
    const runtimeBin = runtime ? path3.join(
      await ensureInstalled(path3.join(options.cacheDir, "clients"), runtime.pkg, runtime.version, runtime.bin),
      runtime.bin
    ) : void 0;
    const goldensDir = path3.join(options.corpusDir, `${client.id}@${goldensVersion}`);
    for (const setting of [{}, ...client.settings]) {
      const wanted = cases.filter((c) => existsSync3(path3.join(goldensDir, `${goldenName(c.id, setting)}.json`)));
      for (const c of cases)
        if (!wanted.includes(c)) {
          const name = goldenName(c.id, setting);
          const why = corpus.notCaptured[`${client.id}/${name}`];
          result.notRun.push({ golden: name, reason: why ? `no golden: ${why}` : "no golden in the corpus folder" });
        }
      if (wanted.length === 0) continue;
      options.log(`${client.id} ${result.running}: its request with no server${describeSetting(setting)}`);
      const bare = await capture(client, bin, {}, setting, options.timeoutMs, runtimeBin);
      for (const corpusCase of wanted) {
        const name = goldenName(corpusCase.id, setting);
        const held = readJson(path3.join(goldensDir, `${name}.json`));
        const listingsFile = path3.join(options.corpusDir, "servers", `${corpusCase.id}.json`);
        const listings = existsSync3(listingsFile) ? readJson(listingsFile) : null;
        options.log(`${client.id} ${result.running}: ${name}`);
        let now;
        const meta = {
          client: client.id,
          version: result.running,
          captured: options.date,
          case: corpusCase.id,
          ...Object.keys(setting).length > 0 ? { setting } : {}
        };
        try {
          const servers = await caseServers(
            corpusCase,
            listings,
            options.corpusDir,
            path3.join(options.cacheDir, "servers")
          );
          now = goldenOf(meta, bare, await capture(client, bin, servers, setting, options.timeoutMs, runtimeBin));
        } catch (error) {
          if (error instanceof NoTurnError && error.exitCode !== null)
            now = { ...meta, tools: [], texts: [], refused: refusalOf(error.message) };
          else {
            result.notRun.push({ golden: name, reason: firstLine(error) });
            continue;
          }
        }
        result.checked++;
        const moves = compareGolden(held, now, listings, encoder);
        result.moves.push(...moves);
      }
    }
  } catch (error) {
    result.error = firstLine(error);
  }
  result.status = checkStatus(result.moves, result.error);
  return result;
}
__name(checkClient, "checkClient");
var describeSetting = /* @__PURE__ */ __name((setting) => Object.keys(setting).length === 0 ? "" : ` (${Object.entries(setting).map(([k, v]) => `${k}=${v}`).join(", ")})`, "describeSetting");
var firstLine = /* @__PURE__ */ __name((error) => String(error?.message ?? error).slice(0, 600), "firstLine");
async function clientsCheck(options) {
  const corpus = readCorpus(options.corpusDir);
  const versions = goldenVersions(options.corpusDir);
  const known = new Set(CORPUS_CLIENTS.map((c) => c.id));
  for (const id of options.clients)
    if (!known.has(id))
      throw new ToolError("usage", `--client: no corpus client "${id}"; the corpus captures ${[...known].join(", ")}`);
  const caseIds = new Set(corpus.cases.map((c) => c.id));
  for (const id of options.cases)
    if (!caseIds.has(id))
      throw new ToolError("usage", `--case: no case "${id}" in the corpus; it has ${[...caseIds].join(", ")}`);
  const cases = corpus.cases.filter((c) => options.cases.length === 0 || options.cases.includes(c.id));
  const chosen = CORPUS_CLIENTS.filter(
    (c) => options.clients.length === 0 ? versions[c.id] !== void 0 : options.clients.includes(c.id)
  );
  const clients = [];
  for (const client of chosen) {
    const version = versions[client.id];
    if (version === void 0)
      throw new ToolError(
        "usage",
        `--client ${client.id}: it has no goldens in ${options.corpusDir} (a folder ${client.id}@<version>): capture them first (node scripts/capture-goldens.mjs ${client.id})`
      );
    clients.push(await checkClient(client, version, cases, corpus, options));
  }
  return { kind: "clients-check", schemaVersion: 1, date: options.date, encoding: options.encoding, clients };
}
__name(clientsCheck, "clientsCheck");
export {
  caseServers,
  checkClient,
  clientsCheck,
  corpusServerConfig,
  goldenVersions,
  readCorpus
};
//# sourceMappingURL=clients-check-QGJLUSFH.js.map
