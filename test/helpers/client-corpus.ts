/**
 * The client conformance corpus for the tests: the cases (test/fixtures/client-goldens/corpus.json: servers built to
 * break client profiles and real npm servers beyond the five the older client tests use), the pinned real clients
 * (real-clients.ts) driven through the same code as `clients check` (src/capture/corpus-clients.ts), and the goldens
 * (test/fixtures/client-goldens/<client>@<version>/<case>.json; the servers' listings as the profiles read them in
 * servers/<case>.json). test/unit/core/clients/goldens.test.ts holds every profile to every golden;
 * test/integration/clients/goldens.test.ts captures again (MTB_WRITE_GOLDENS=1 writes them instead:
 * scripts/capture-goldens.mjs). Reading a capture into a golden is src/core/clients/goldens.ts.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  CORPUS_CLIENTS as CLIENTS,
  captureCorpusClient,
  type McpServerConfig,
  NoTurnError,
} from "../../src/capture/corpus-clients.js";
import {
  type CapturedRequest,
  type CaseListings,
  type CorpusCase,
  type Golden,
  type GoldenListing,
  goldenName,
  goldenOf,
  refusalOf,
} from "../../src/core/clients/goldens.js";
import { listServer } from "../../src/mcp/list.js";
import { corpusServerConfig, readCorpus } from "../../src/run/clients-check.js";
import { captureClaudeCode } from "./claude-code-capture.js";
import { ensureRealClient, REAL_CLIENTS, type RealClientId } from "./real-clients.js";

export type { CaseListings, CorpusCase, Golden, GoldenListing };

export const GOLDENS_DIR = path.resolve("test/fixtures/client-goldens");
export const SERVERS_CACHE =
  process.env.MTB_TEST_SERVERS_DIR ?? path.join(os.homedir(), ".cache", "mcp-token-budget-tests", "servers");

const corpus = readCorpus(GOLDENS_DIR);
export const CORPUS: readonly CorpusCase[] = corpus.cases;

/**
 * Goldens a client could not be captured for here, with why ("<client>/<golden file name>": reason): the unit test
 * asks for every other golden.
 */
export const NOT_CAPTURED: Readonly<Record<string, string>> = corpus.notCaptured;

/** A real npm server of the corpus (corpus.json's `pkg` entries), installed once into SERVERS_CACHE. */
export interface RealServer {
  pkg: string;
  version: string;
  /** The bin to run (its package's first bin when absent). */
  bin?: string;
  args?: string[];
  env?: Record<string, string>;
}

/** The command that starts a real server from its cached install (scripts/capture-goldens.mjs installs it). */
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

/** Lists each server of the case and keys the real ones by their serverInfo name. */
export async function listCase(corpusCase: CorpusCase): Promise<{
  listings: CaseListings;
  configs: Record<string, McpServerConfig>;
}> {
  const servers: Record<string, GoldenListing> = {};
  const configs: Record<string, McpServerConfig> = {};
  for (const [key, spec] of Object.entries(corpusCase.servers)) {
    const config = await corpusServerConfig(spec, GOLDENS_DIR, SERVERS_CACHE);
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
      ...(listing.server.era === "modern" ? { era: "modern" as const } : {}),
    };
    configs[name] = config;
  }
  return { listings: { case: corpusCase.id, why: corpusCase.why, servers }, configs };
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
    if (folder === "servers" || !statSync(path.join(GOLDENS_DIR, folder)).isDirectory()) continue;
    out[folder] = readdirSync(path.join(GOLDENS_DIR, folder))
      .filter((f) => f.endsWith(".json"))
      .map((f) => f.slice(0, -5))
      .sort();
  }
  return out;
}

/** A client of the corpus: its golden folder (client@version), the profile it holds, how to run it. */
export interface CorpusClient {
  /** The profile id with its version, as `--client` takes it. */
  id: string;
  client: string;
  version: string;
  /** Its settings other than the default, one golden each (file <case>.<name>=<value>.json). */
  settings: Array<Record<string, string>>;
  run(servers: Record<string, McpServerConfig> | null, setting: Record<string, string>): Promise<CapturedRequest>;
}

/** The golden file of a case under a setting ({} = the client's default). */
export const goldenFile = (client: CorpusClient, caseId: string, setting: Record<string, string>) =>
  goldenPath(client.client, client.version, goldenName(caseId, setting));

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
        // Only a client that exits on its own is a refusal; one killed at the deadline (exit null) is not.
        if (!(error instanceof NoTurnError) || error.exitCode === null) throw error;
        push({ ...meta, tools: [], texts: [], refused: refusalOf(error.message) });
      }
    }
  }
  return out;
}

/**
 * The clients the corpus captures (src/capture/corpus-clients.ts), each at its pin in real-clients.ts (Qwen Code
 * run by the pinned Node 22), and Claude Code's earlier lines (each the latest patch of its line; no setting of
 * theirs changes what they send), which only the tests capture.
 */
export const CORPUS_CLIENTS: readonly CorpusClient[] = [
  ...CLIENTS.map((client): CorpusClient => {
    const id = client.id as RealClientId;
    return {
      id: client.id,
      client: client.id,
      version: REAL_CLIENTS[id].version,
      settings: client.settings,
      run: (servers, setting) =>
        captureCorpusClient(
          client,
          ensureRealClient(id),
          servers ?? {},
          setting,
          undefined,
          client.runtime ? ensureRealClient("node-22") : undefined,
        ),
    };
  }),
  ...(["claude-code@2.0.77", "claude-code@1.0.128"] as const).map(
    (build): CorpusClient => ({
      id: build,
      client: "claude-code",
      version: REAL_CLIENTS[build].version,
      settings: [],
      run: async (servers) => {
        const capture = await captureClaudeCode(servers, { MCP_CONNECTION_NONBLOCKING: "0" }, build);
        return {
          body: capture.body as unknown as Record<string, unknown>,
          text: capture.text,
          workDir: capture.workDir,
        };
      },
    }),
  ),
];
