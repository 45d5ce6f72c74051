/**
 * The client conformance corpus: servers built to break client profiles (hostile keys, 130 tools, two servers
 * with one tool name, resources and templates, empty / whitespace / long instructions, schema oddities) and real
 * npm servers beyond the five the older client tests use, each run by each real client (pinned, real-clients.ts)
 * against the local recorder. What a client sent for the servers (the tool objects as sent, the text it added up
 * front and for instructions, its helper tools) is kept as a golden file per client version
 * (test/fixtures/client-goldens/<client>@<version>/<case>.json); the servers' listings as the profiles read them
 * beside them (servers/<case>.json). test/unit/core/clients/goldens.test.ts holds every profile to every golden;
 * test/integration/clients/goldens.test.ts captures again and fails when a golden no longer matches its client
 * (MTB_WRITE_GOLDENS=1 writes them instead: scripts/capture-goldens.mjs).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { listServer } from "../../src/mcp/list.js";
import { captureClaudeCode, type McpServerConfig, normalizeEnvironment } from "./claude-code-capture.js";
import { type CapturedClient, captureClient } from "./client-captures.js";
import { REAL_CLIENTS } from "./real-clients.js";

export const GOLDENS_DIR = path.resolve("test/fixtures/client-goldens");
export const SERVERS_CACHE =
  process.env.MTB_TEST_SERVERS_DIR ?? path.join(os.homedir(), ".cache", "mcp-token-budget-tests", "servers");

const SYNTHETIC = path.resolve("test/fixtures/corpus-server.mjs");
const synthetic = (...args: string[]): McpServerConfig => ({ command: process.execPath, args: [SYNTHETIC, ...args] });

/** A real npm server of the corpus, installed once into SERVERS_CACHE (outside the checkout). */
interface RealServer {
  pkg: string;
  version: string;
  /** The bin to run (its package's first bin when absent). */
  bin?: string;
  args?: string[];
  env?: Record<string, string>;
}

/** One run of a client: the servers it is configured with, by key. */
export interface CorpusCase {
  id: string;
  /**
   * Keys given: the configuration's keys. A key that is empty or spaces only stands for the server's serverInfo
   * name (as `measure` keys it; distinct blanks for several such servers in one case).
   */
  servers: Record<string, McpServerConfig | RealServer>;
  /** Why it is in the corpus. */
  why: string;
}

const LONG_KEY = `a-server-key-that-is-longer-than-sixty-four-characters-${"x".repeat(12)}`;

export const CORPUS: readonly CorpusCase[] = [
  {
    id: "shapes",
    servers: { shapes: synthetic("shapes") },
    why: "$defs/$ref, root anyOf beside type object, nullable type arrays, const, default null, oneOf, a 4 KB description, no description, title/annotations/outputSchema, >2 KB instructions, resources and a template",
  },
  {
    id: "untyped",
    servers: { untyped: synthetic("untyped") },
    why: "a tool whose inputSchema has no type (a root anyOf alone): the MCP SDK rejects the whole tools/list",
  },
  { id: "many", servers: { many: synthetic("many") }, why: "130 tools (past every documented cap but Windsurf's)" },
  {
    id: "keys",
    servers: {
      "@scope/srv": synthetic("probe", "at_scope"),
      "dot.name": synthetic("probe", "dot_name"),
      ünï: synthetic("probe", "unicode"),
      [LONG_KEY]: synthetic("probe", "long_key"),
      "-lead": synthetic("probe", "leading_dash"),
      under_score: synthetic("probe", "under_score"),
    },
    why: "server keys with @ and /, a dot, non-ASCII letters, 64+ characters, a leading dash, an underscore",
  },
  { id: "space-key", servers: { "my server": synthetic("probe", "spaced") }, why: "a server key with a space" },
  {
    id: "twins",
    servers: { alpha: synthetic("twin", "empty"), beta: synthetic("twin", "blank") },
    why: "two servers with the same tool name; instructions empty and whitespace only",
  },
  {
    id: "shortcut",
    servers: { "": { pkg: "@shortcut/mcp", version: "0.25.0", env: { SHORTCUT_API_TOKEN: "dummy" } } },
    why: "56 tools, a key with @ and / (its serverInfo name)",
  },
  {
    id: "mongodb",
    servers: { "": { pkg: "mongodb-mcp-server", version: "3.0.4" } },
    why: "a serverInfo name with spaces, instructions, resources",
  },
  {
    id: "postman",
    servers: { "": { pkg: "@postman/postman-mcp-server", version: "2.13.0", env: { POSTMAN_API_KEY: "dummy" } } },
    why: "instructions, $ref, a 3.6 KB description, 42 tools",
  },
  {
    id: "chart",
    servers: { "": { pkg: "@antv/mcp-server-chart", version: "0.9.10" } },
    why: "27 tools with long enums and defaults",
  },
  {
    id: "small",
    servers: {
      "": { pkg: "time-mcp", version: "1.0.6" },
      " ": { pkg: "mcp-deepwiki", version: "0.0.10" },
      "  ": { pkg: "mcp-mermaid", version: "0.4.1" },
      "   ": { pkg: "howtocook-mcp", version: "0.2.2" },
      "    ": { pkg: "mcp-hello-world", version: "1.1.2" },
    },
    why: "five small servers in one request: enums and defaults, Chinese descriptions, a serverInfo name that is not the package's (my-mcp-server), resources and a resource template",
  },
  {
    id: "slashes",
    servers: {
      "": { pkg: "@modelcontextprotocol/server-google-maps", version: "0.6.2", env: { GOOGLE_MAPS_API_KEY: "dummy" } },
      " ": { pkg: "@modelcontextprotocol/server-brave-search", version: "0.6.2", env: { BRAVE_API_KEY: "dummy" } },
      "  ": { pkg: "@amap/amap-maps-mcp-server", version: "0.0.8", env: { AMAP_MAPS_API_KEY: "dummy" } },
    },
    why: "serverInfo names with a slash (mcp-server/google-maps, example-servers/brave-search, mcp-server/amap-maps), schemas without $schema, Chinese descriptions",
  },
  {
    id: "reference",
    servers: {
      "": { pkg: "@modelcontextprotocol/server-filesystem", version: "2026.8.31", args: ["."] },
      " ": { pkg: "@modelcontextprotocol/server-sequential-thinking", version: "2026.8.31" },
      "  ": { pkg: "@modelcontextprotocol/server-memory", version: "2026.8.31" },
      "   ": { pkg: "@upstash/context7-mcp", version: "4.1.1" },
    },
    why: "the reference servers and Context7: anyOf, const, nullable type arrays, a 2.8 KB description, resources, instructions, a capitalised serverInfo name",
  },
  {
    id: "gitlab",
    servers: {
      "": { pkg: "@zereight/mcp-gitlab", version: "2.1.64", env: { GITLAB_PERSONAL_ACCESS_TOKEN: "dummy" } },
    },
    why: "118 tools, 160 KB of definitions: anyOf, nullable type arrays, enums and defaults",
  },
  {
    id: "generated",
    servers: {
      "": { pkg: "@launchdarkly/mcp-server", version: "0.6.2", args: ["start", "--api-key", "dummy"] },
      " ": { pkg: "tavily-mcp", version: "0.2.22", env: { TAVILY_API_KEY: "dummy" } },
      "  ": { pkg: "firecrawl-mcp", version: "3.26.0" },
      "   ": { pkg: "@circleci/mcp-server-circleci", version: "0.20.0" },
    },
    why: "servers built by generators and frameworks (Speakeasy, FastMCP): instructions, anyOf, const, a 5 KB description, a capitalised serverInfo name",
  },
  {
    id: "git",
    servers: { "": { pkg: "@cyanheads/git-mcp-server", version: "2.15.3" } },
    why: "a serverInfo name starting with @ (@cyanheads/git-mcp-server), 28 tools, resources and a resource template",
  },
  {
    id: "plain-keys",
    servers: {
      maps: {
        pkg: "@modelcontextprotocol/server-google-maps",
        version: "0.6.2",
        env: { GOOGLE_MAPS_API_KEY: "dummy" },
      },
      git: { pkg: "@cyanheads/git-mcp-server", version: "2.15.3" },
      docs: { pkg: "@upstash/context7-mcp", version: "4.1.1" },
    },
    why: "real servers under plain keys (as `measure --name` keys them) whose serverInfo names a client rewrites or drops",
  },
];

/**
 * Goldens a client could not be captured for here, with why ("<client>/<golden file name>": reason): the unit test
 * asks for every other golden.
 */
export const NOT_CAPTURED: Readonly<Record<string, string>> = {};

const isReal = (s: McpServerConfig | RealServer): s is RealServer => "pkg" in s;

/** The command that starts a real server from its cached install. */
export function realServerConfig(server: RealServer): McpServerConfig {
  const folder = path.join(SERVERS_CACHE, `${server.pkg.replace("/", "+")}@${server.version}`);
  const root = path.join(folder, "node_modules", server.pkg);
  if (!existsSync(root))
    throw new Error(
      `${server.pkg}@${server.version} is not installed in ${folder}: npm install --ignore-scripts it there (scripts/capture-goldens.mjs does)`,
    );
  const manifest = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
    bin?: string | Record<string, string>;
  };
  const bins = typeof manifest.bin === "string" ? { x: manifest.bin } : (manifest.bin ?? {});
  const file = server.bin ? bins[server.bin] : Object.values(bins)[0];
  if (!file) throw new Error(`${server.pkg}@${server.version} has no bin`);
  const config: McpServerConfig = { command: process.execPath, args: [path.join(root, file), ...(server.args ?? [])] };
  if (server.env) config.env = server.env;
  return config;
}

/** A server as a profile reads it: its key, its tools and instructions as listed, whether it lists resources. */
export interface GoldenListing {
  tools: unknown[];
  instructions: string | null;
  offersResources: boolean;
  /** Present (true) only for a server that declares the resources capability but lists none. */
  declaresResources?: true;
  /** Present (true) only for a server that wrote text that is not JSON to stdout (Cline CLI never connects it). */
  stdoutNoise?: true;
}

/** servers/<case>.json: the case's servers as configured (by key) and as listed. */
export interface CaseListings {
  case: string;
  why: string;
  servers: Record<string, GoldenListing>;
}

/** Lists each server of the case and keys the real ones by their serverInfo name. */
export async function listCase(corpusCase: CorpusCase): Promise<{
  listings: CaseListings;
  configs: Record<string, McpServerConfig>;
}> {
  const servers: Record<string, GoldenListing> = {};
  const configs: Record<string, McpServerConfig> = {};
  for (const [key, spec] of Object.entries(corpusCase.servers)) {
    const config = isReal(spec) ? realServerConfig(spec) : spec;
    const listing = await listServer({
      kind: "stdio",
      command: config.command,
      args: config.args,
      env: { set: config.env ?? {} },
    });
    // Keys of spaces only stand for the serverInfo name (several real servers keyed so in one case).
    const name = key.trim() === "" ? listing.server.name || "server" : key;
    servers[name] = {
      tools: listing.tools,
      instructions: listing.instructions ?? null,
      offersResources: (listing.resources?.length ?? 0) > 0,
      ...(listing.resources !== null && listing.resources.length === 0 ? { declaresResources: true as const } : {}),
      ...(listing.stdoutNoise ? { stdoutNoise: true as const } : {}),
    };
    configs[name] = config;
  }
  return { listings: { case: corpusCase.id, why: corpusCase.why, servers }, configs };
}

/** What one client sent for a case's servers: the golden a profile must reproduce. */
export interface Golden {
  client: string;
  version: string;
  /** YYYY-MM-DD of the capture. */
  captured: string;
  case: string;
  /** The client's own setting of the run, when not its default (Claude Code's ENABLE_TOOL_SEARCH). */
  setting?: Record<string, string>;
  /**
   * Every tool in the request beyond the client's own with no server (the servers' tools and the client's helper
   * tools), each as the exact JSON text sent, in the order sent.
   */
  tools: Array<{ name: string; json: string }>;
  /**
   * The text the client added for the servers (name lines up front, instructions), per text slot of the request
   * (system blocks, messages), as the difference with its request with no server; machine and date lines fixed.
   */
  texts: Array<{ slot: number; inserted: string; removed: string; before?: string; after?: string }>;
  /** The client refused the configuration (no request was made): the reason it printed. */
  refused?: string;
}

export const goldenPath = (client: string, version: string, caseId: string) =>
  path.join(GOLDENS_DIR, `${client}@${version}`, `${caseId}.json`);
export const listingsPath = (caseId: string) => path.join(GOLDENS_DIR, "servers", `${caseId}.json`);

export function writeJson(file: string, value: unknown): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
}

export const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, "utf8")) as T;

/** Every golden on disk: client@version folder -> case ids. */
export function goldenFolders(): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  if (!existsSync(GOLDENS_DIR)) return out;
  for (const folder of readdirSync(GOLDENS_DIR)) {
    if (folder === "servers") continue;
    out[folder] = readdirSync(path.join(GOLDENS_DIR, folder))
      .filter((f) => f.endsWith(".json"))
      .map((f) => f.slice(0, -5))
      .sort();
  }
  return out;
}

// --- reading a captured request, whatever its wire ---

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const partTexts = (content: unknown): string[] =>
  typeof content === "string"
    ? [content]
    : Array.isArray(content)
      ? content.flatMap((part) => (isObject(part) && typeof part.text === "string" ? [part.text] : []))
      : [];

/** The tools of a request (any wire), by name, as parsed objects. */
export function requestTools(body: Json): Array<{ name: string; object: unknown }> {
  const tools = Array.isArray(body.tools) ? body.tools : [];
  if ("contents" in body)
    return tools
      .flatMap((t) => (isObject(t) && Array.isArray(t.functionDeclarations) ? t.functionDeclarations : []))
      .map((d) => ({ name: String((d as Json).name), object: d }));
  return tools.map((t) => {
    const tool = t as Json;
    const fn = isObject(tool.function) ? tool.function : null;
    return { name: String(fn?.name ?? tool.name ?? ""), object: t };
  });
}

/** The texts of a request in order: system blocks / instructions, then every message's texts. */
export function requestTexts(body: Json): string[] {
  if ("contents" in body) {
    const system = isObject(body.systemInstruction) ? partTexts(body.systemInstruction.parts) : [];
    const contents = Array.isArray(body.contents) ? body.contents : [];
    return [...system, ...contents.flatMap((c) => (isObject(c) ? partTexts(c.parts) : []))];
  }
  if ("input" in body) {
    const instructions = typeof body.instructions === "string" ? [body.instructions] : [];
    const input = Array.isArray(body.input) ? body.input : [];
    return [...instructions, ...input.flatMap((m) => (isObject(m) ? partTexts(m.content) : []))];
  }
  const system = typeof body.system === "string" ? [body.system] : partTexts(body.system);
  const messages = Array.isArray(body.messages) ? body.messages : [];
  return [...system, ...messages.flatMap((m) => (isObject(m) ? partTexts(m.content) : []))];
}

/** The lines that depend on the machine, the run and the day, made the same everywhere. */
export function normalizeRun(text: string, workDir: string): string {
  return normalizeEnvironment(text, workDir)
    .replaceAll(workDir, "/home/user/scratch")
    .replace(/Today's date is [^\n]*?\(formatted according to the user's locale\)/g, "Today's date is <date>")
    .replace(/Today's date: [A-Z][a-z]{2} [A-Z][a-z]{2} \d{2} \d{4}/g, "Today's date: <date>")
    .replace(/<current_date>[^<]*<\/current_date>/g, "<current_date><date></current_date>")
    .replace(/<timezone>[^<]*<\/timezone>/g, "<timezone><tz></timezone>")
    .replace(/\b\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z?\b/g, "<time>")
    .replace(/\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/g, "<uuid>");
}

/** Characters of context kept each side of an insertion (where it sits is ambiguous when it repeats its edge). */
const CONTEXT = 200;

/**
 * What b has that a has not, as one span (an insertion moved as far left as it can go, with the text around it),
 * and what it replaced.
 */
export function textDiff(a: string, b: string): { inserted: string; removed: string; before?: string; after?: string } {
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end++;
  const removed = a.slice(start, a.length - end);
  if (removed === "") {
    // A pure insertion: slide it left while the text before it ends with what it ends with.
    const len = b.length - end - start;
    while (start > 0 && b[start - 1] === b[start - 1 + len]) start--;
    return {
      inserted: b.slice(start, start + len),
      removed,
      before: b.slice(Math.max(0, start - CONTEXT), start),
      after: b.slice(start + len, start + len + CONTEXT),
    };
  }
  return { inserted: b.slice(start, b.length - end), removed };
}

/**
 * Lines b has that a has not, when a's lines are all in b in order (a client's sorted list of names with the
 * servers' names among its own): each run of added lines as "\n" + the lines; null when a's lines are not kept.
 */
function addedLines(a: string, b: string): string[] | null {
  const x = a.split("\n");
  const y = b.split("\n");
  const runs: string[] = [];
  let i = 0;
  let run: string[] = [];
  for (const line of y) {
    if (i < x.length && line === x[i]) {
      if (run.length > 0) runs.push(`\n${run.join("\n")}`);
      run = [];
      i++;
    } else run.push(line);
  }
  if (run.length > 0) runs.push(`\n${run.join("\n")}`);
  return i === x.length ? runs : null;
}

/** The client's additions to its texts: slot by slot when both requests have as many, else the extra slots whole. */
export function textAdditions(bare: string[], withServers: string[]): Golden["texts"] {
  const out: Golden["texts"] = [];
  if (bare.length === withServers.length) {
    withServers.forEach((text, slot) => {
      const a = bare[slot] as string;
      if (a === text) return;
      const diff = textDiff(a, text);
      const lines = diff.removed === "" ? null : addedLines(a, text);
      if (lines) for (const inserted of lines) out.push({ slot, inserted, removed: "" });
      else out.push({ slot, ...diff });
    });
    return out;
  }
  // Slots added (a message of their own): common head and tail slots kept, the rest added whole.
  let head = 0;
  while (head < bare.length && head < withServers.length && bare[head] === withServers[head]) head++;
  let tail = 0;
  while (
    tail < bare.length - head &&
    tail < withServers.length - head &&
    bare[bare.length - 1 - tail] === withServers[withServers.length - 1 - tail]
  )
    tail++;
  for (let slot = head; slot < withServers.length - tail; slot++)
    out.push({ slot, inserted: withServers[slot] as string, removed: "" });
  for (let slot = head; slot < bare.length - tail; slot++)
    out.push({ slot, inserted: "", removed: bare[slot] as string });
  return out;
}

/** The golden of one capture, read against the same client's capture with no server. */
export function goldenOf(
  meta: Pick<Golden, "client" | "version" | "captured" | "case" | "setting">,
  bare: { body: Json; workDir: string },
  capture: { body: Json; text: string; workDir: string },
): Golden {
  const own = new Set(requestTools(bare.body).map((t) => t.name));
  const tools = requestTools(capture.body)
    .filter((t) => !own.has(t.name))
    .map((t) => {
      const json = JSON.stringify(t.object);
      if (!capture.text.includes(json))
        throw new Error(`${meta.client} ${meta.case}: tool ${t.name} does not re-serialise to the text it sent`);
      return { name: t.name, json };
    });
  const texts = textAdditions(
    requestTexts(bare.body).map((t) => normalizeRun(t, bare.workDir)),
    requestTexts(capture.body).map((t) => normalizeRun(t, capture.workDir)),
  );
  return { ...meta, tools, texts };
}

// --- capturing ---

/** One capture: the body as sent, parsed, and the scratch folder of the run. */
export interface CorpusCapture {
  body: Json;
  text: string;
  workDir: string;
}

/** A client of the corpus: its golden folder (client@version), the profile it holds, how to run it. */
export interface CorpusClient {
  /** The profile id with its version, as `--client` takes it. */
  id: string;
  client: string;
  version: string;
  /** Its settings other than the default, one golden each (file <case>.<name>=<value>.json). */
  settings: Array<Record<string, string>>;
  run(servers: Record<string, McpServerConfig> | null, setting: Record<string, string>): Promise<CorpusCapture>;
}

/** The golden file of a case under a setting ({} = the client's default). */
export const goldenFile = (client: CorpusClient, caseId: string, setting: Record<string, string>) =>
  goldenPath(
    client.client,
    client.version,
    `${caseId}${Object.entries(setting)
      .map(([k, v]) => `.${k}=${v}`)
      .join("")}`,
  );

/** The date of today as YYYY-MM-DD. */
export const today = () => new Date().toISOString().slice(0, 10);

/**
 * Captures one client on the cases (its run with no server first), each under each of its settings. A run the
 * client refuses (it exits without a model request) is a golden with `refused` and the client's last words.
 */
export async function captureGoldens(
  client: CorpusClient,
  cases: readonly CorpusCase[],
  onGolden: (golden: Golden) => void = () => {},
): Promise<Golden[]> {
  const out: Golden[] = [];
  const push = (golden: Golden) => {
    out.push(golden);
    onGolden(golden);
  };
  for (const setting of [{}, ...client.settings]) {
    const bare = await client.run(null, setting);
    for (const corpusCase of cases) {
      const { configs } = await listCase(corpusCase);
      const meta = {
        client: client.client,
        version: client.version,
        captured: today(),
        case: corpusCase.id,
        ...(Object.keys(setting).length > 0 ? { setting } : {}),
      };
      try {
        push(goldenOf(meta, bare, await client.run(configs, setting)));
      } catch (error) {
        const message = String((error as Error).message ?? error);
        // Only a client that exits on its own is a refusal; one killed at the deadline (exit null) is not.
        if (!/exited \d+ without a turn/.test(message)) throw error;
        // Its own words: the line that says why (a key pattern first), the scratch folder made fixed.
        const lines = message
          .split("\n")
          .map((l) => l.trim())
          .filter((l) => !/helper binaries|PATH aliases/.test(l));
        const why = lines.find((l) => /must match/.test(l)) ?? lines.find((l) => /error|invalid/i.test(l)) ?? lines[0];
        push({
          ...meta,
          tools: [],
          texts: [],
          // Without the scratch folder, and without the time and level of a log line ("<time> ERROR codex_core::...: ").
          refused: (why ?? "")
            .replace(/\/tmp\/[^\s"')]+/g, "<scratch>")
            .replace(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z\s+[A-Z]+\s+[\w:]+:\s*/, "")
            .slice(0, 300),
        });
      }
    }
  }
  return out;
}

const viaCaptureClient = (client: CapturedClient): CorpusClient => ({
  id: client,
  client,
  version: REAL_CLIENTS[client].version,
  settings: [],
  run: async (servers) => {
    const capture = await captureClient(client, servers ?? {});
    return { body: capture.body, text: capture.text, workDir: capture.workDir };
  },
});

/** The clients the corpus captures (each pinned in real-clients.ts). */
export const CORPUS_CLIENTS: readonly CorpusClient[] = [
  {
    id: "claude-code",
    client: "claude-code",
    version: REAL_CLIENTS["claude-code"].version,
    settings: [{ ENABLE_TOOL_SEARCH: "false" }],
    run: async (servers, setting) => {
      // It waits for every server before its first request (otherwise a slow one is "still connecting").
      const capture = await captureClaudeCode(servers, { MCP_CONNECTION_NONBLOCKING: "0", ...setting }, "claude-code");
      return { body: capture.body as unknown as Json, text: capture.text, workDir: capture.workDir };
    },
  },
  // Claude Code's earlier lines (each the latest patch of its line): no setting of theirs changes what they send.
  ...(["claude-code@2.0.77", "claude-code@1.0.128"] as const).map(
    (build): CorpusClient => ({
      id: build,
      client: "claude-code",
      version: REAL_CLIENTS[build].version,
      settings: [],
      run: async (servers) => {
        const capture = await captureClaudeCode(servers, { MCP_CONNECTION_NONBLOCKING: "0" }, build);
        return { body: capture.body as unknown as Json, text: capture.text, workDir: capture.workDir };
      },
    }),
  ),
  viaCaptureClient("gemini-cli"),
  viaCaptureClient("opencode"),
  viaCaptureClient("codex"),
  viaCaptureClient("copilot-cli"),
  viaCaptureClient("cline"),
  viaCaptureClient("continue"),
  {
    // Run by Node 22 (real-clients.ts); its setting tools.toolSearch.enabled=false sends every tool loaded.
    id: "qwen-code",
    client: "qwen-code",
    version: REAL_CLIENTS["qwen-code"].version,
    settings: [{ "tools.toolSearch.enabled": "false" }],
    run: async (servers, setting) => {
      const capture = await captureClient("qwen-code", servers ?? {}, [], setting);
      return { body: capture.body, text: capture.text, workDir: capture.workDir };
    },
  },
];
