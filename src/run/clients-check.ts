/**
 * `clients check`: each capturable client's newest release (or, --pinned, the version of its goldens) installed
 * from npm, run headless on every case of the conformance corpus against the local recorder, and what it sent held
 * to the committed goldens: per client "holds", or what moved (which golden, server, tool or text, and its tokens
 * before and now). The corpus and the goldens are read from a checkout (test/fixtures/client-goldens/): they are
 * the project's test fixtures, not part of the package. Installing and running are the adapters'
 * (capture/npm-install.ts, capture/corpus-clients.ts); reading captures into goldens and comparing are the core's
 * (core/clients/goldens.ts).
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import {
  type CaptureClientFn,
  CORPUS_CLIENTS,
  type CorpusClient,
  captureCorpusClient,
  type McpServerConfig,
  NoTurnError,
} from "../capture/corpus-clients.js";
import { ensureInstalled, latestVersion } from "../capture/npm-install.js";
import {
  type CaseListings,
  type ClientCheck,
  type ClientsCheckReport,
  type Corpus,
  type CorpusCase,
  type CorpusServer,
  checkStatus,
  compareGolden,
  type Golden,
  type GoldenMove,
  goldenName,
  goldenOf,
  parseCorpus,
  refusalOf,
} from "../core/clients/goldens.js";
import { loadEncoders } from "../core/encodings.js";
import { ToolError } from "../core/errors.js";

export interface ClientsCheckOptions {
  /** The corpus folder: corpus.json, servers/, <client>@<version>/ (test/fixtures/client-goldens in a checkout). */
  corpusDir: string;
  /** Client ids to check; empty: every corpus client that has goldens. */
  clients: readonly string[];
  /** Case ids to run; empty: all. */
  cases: readonly string[];
  /** Run the version of each client's goldens instead of its newest release (no registry call when cached). */
  pinned: boolean;
  /** Where clients (clients/) and the corpus's npm servers (servers/) are installed. */
  cacheDir: string;
  encoding: string;
  /** One client run's deadline. */
  timeoutMs: number;
  /** Today, YYYY-MM-DD. */
  date: string;
  /** Progress, one line at a time (to stderr). */
  log: (line: string) => void;
  /** The capture of one client run (tests and the golden writer may pass their own; default: the real client). */
  capture?: CaptureClientFn;
}

/** The corpus file of a corpus folder, read and checked; a missing one says a checkout is needed. */
export function readCorpus(dir: string): Corpus {
  const file = path.join(dir, "corpus.json");
  if (!existsSync(file))
    throw new ToolError(
      "input",
      `clients check: no corpus at ${file}. The corpus and the goldens live in a checkout of mcp-token-budget (test/fixtures/client-goldens/): run the command in the checkout, or give the folder with --goldens DIR`,
    );
  try {
    return parseCorpus(readFileSync(file, "utf8"), file);
  } catch (error) {
    throw new ToolError("input", (error as Error).message);
  }
}

/** Which version's goldens each client has in the folder: the newest <client>@<version> folder of each. */
export function goldenVersions(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const newer = (a: string, b: string) => {
    const x = a.split(/[.-]/).map(Number);
    const y = b.split(/[.-]/).map(Number);
    for (let i = 0; i < Math.max(x.length, y.length); i++)
      if ((x[i] ?? 0) !== (y[i] ?? 0)) return (x[i] ?? 0) > (y[i] ?? 0);
    return false;
  };
  for (const entry of existsSync(dir) ? readdirSync(dir) : []) {
    const at = entry.lastIndexOf("@");
    if (at <= 0 || !statSync(path.join(dir, entry)).isDirectory()) continue;
    const [client, version] = [entry.slice(0, at), entry.slice(at + 1)];
    // Pinned earlier lines (claude-code@2.0.77) are golden folders of their own only when the corpus captures them.
    if (!out[client] || newer(version, out[client] as string)) out[client] = version;
  }
  return out;
}

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, "utf8")) as T;

/** The command that starts a corpus server: "node" is this Node, {corpus} the corpus folder, a pkg its bin. */
export async function corpusServerConfig(
  server: CorpusServer,
  corpusDir: string,
  serversCache: string,
): Promise<McpServerConfig> {
  const env = server.env ? { env: { ...server.env } } : {};
  if ("command" in server) {
    const command = server.command === "node" ? process.execPath : server.command;
    return { command, args: server.args.map((a) => a.replaceAll("{corpus}", corpusDir)), ...env };
  }
  const folder = await ensureInstalled(serversCache, server.pkg, server.version);
  const root = path.join(folder, "node_modules", server.pkg);
  const manifest = readJson<{ bin?: string | Record<string, string> }>(path.join(root, "package.json"));
  const bins = typeof manifest.bin === "string" ? { x: manifest.bin } : (manifest.bin ?? {});
  const file = server.bin ? bins[server.bin] : Object.values(bins)[0];
  if (!file) throw new Error(`${server.pkg}@${server.version} has no bin`);
  return { command: process.execPath, args: [path.join(root, file), ...(server.args ?? [])], ...env };
}

/**
 * The case's servers as the client's configuration keys them: a key given, or (a key of spaces only) the server's
 * serverInfo name as its golden listing (servers/<case>.json, same order) has it.
 */
export async function caseServers(
  corpusCase: CorpusCase,
  listings: CaseListings | null,
  corpusDir: string,
  serversCache: string,
): Promise<Record<string, McpServerConfig>> {
  const names = Object.keys(listings?.servers ?? {});
  const out: Record<string, McpServerConfig> = {};
  let i = 0;
  for (const [key, server] of Object.entries(corpusCase.servers)) {
    const name = key.trim() === "" ? names[i] : key;
    if (name === undefined)
      throw new Error(
        `case ${corpusCase.id}: a server keyed by its serverInfo name needs servers/${corpusCase.id}.json`,
      );
    out[name] = await corpusServerConfig(server, corpusDir, serversCache);
    i++;
  }
  return out;
}

/**
 * One client captured on the cases and held to its goldens; never throws (a client that cannot be installed or
 * run is "failed", with why).
 */
export async function checkClient(
  client: CorpusClient,
  goldensVersion: string,
  cases: readonly CorpusCase[],
  corpus: Corpus,
  options: ClientsCheckOptions,
): Promise<ClientCheck> {
  const [encoder] = await loadEncoders([options.encoding]);
  const result: ClientCheck = {
    client: client.id,
    goldens: goldensVersion,
    running: goldensVersion,
    status: "holds",
    checked: 0,
    moves: [],
    notRun: [],
  };
  const capture = options.capture ?? captureCorpusClient;
  try {
    result.running = options.pinned ? goldensVersion : await latestVersion(client.pkg);
    options.log(`${client.id} ${result.running}: installing (or cached)`);
    const folder = await ensureInstalled(
      path.join(options.cacheDir, "clients"),
      client.pkg,
      result.running,
      client.bin,
    );
    const bin = path.join(folder, client.bin);
    const runtime = client.runtime;
    const runtimeBin = runtime
      ? path.join(
          await ensureInstalled(path.join(options.cacheDir, "clients"), runtime.pkg, runtime.version, runtime.bin),
          runtime.bin,
        )
      : undefined;
    const goldensDir = path.join(options.corpusDir, `${client.id}@${goldensVersion}`);
    for (const setting of [{}, ...client.settings]) {
      const wanted = cases.filter((c) => existsSync(path.join(goldensDir, `${goldenName(c.id, setting)}.json`)));
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
        const held = readJson<Golden>(path.join(goldensDir, `${name}.json`));
        const listingsFile = path.join(options.corpusDir, "servers", `${corpusCase.id}.json`);
        const listings = existsSync(listingsFile) ? readJson<CaseListings>(listingsFile) : null;
        options.log(`${client.id} ${result.running}: ${name}`);
        let now: Golden;
        const meta = {
          client: client.id,
          version: result.running,
          captured: options.date,
          case: corpusCase.id,
          ...(Object.keys(setting).length > 0 ? { setting } : {}),
        };
        try {
          const servers = await caseServers(
            corpusCase,
            listings,
            options.corpusDir,
            path.join(options.cacheDir, "servers"),
          );
          now = goldenOf(meta, bare, await capture(client, bin, servers, setting, options.timeoutMs, runtimeBin));
        } catch (error) {
          // Only a client that exits on its own without a turn refuses; one ended at the deadline was not checked.
          if (error instanceof NoTurnError && error.exitCode !== null)
            now = { ...meta, tools: [], texts: [], refused: refusalOf(error.message) };
          else {
            result.notRun.push({ golden: name, reason: firstLine(error) });
            continue;
          }
        }
        result.checked++;
        const moves: GoldenMove[] = compareGolden(held, now, listings, encoder as NonNullable<typeof encoder>);
        result.moves.push(...moves);
      }
    }
  } catch (error) {
    result.error = firstLine(error);
  }
  result.status = checkStatus(result.moves, result.error);
  return result;
}

const describeSetting = (setting: Record<string, string>) =>
  Object.keys(setting).length === 0
    ? ""
    : ` (${Object.entries(setting)
        .map(([k, v]) => `${k}=${v}`)
        .join(", ")})`;

const firstLine = (error: unknown) => String((error as Error)?.message ?? error).slice(0, 600);

/** The check of every client asked for, in the corpus's order. */
export async function clientsCheck(options: ClientsCheckOptions): Promise<ClientsCheckReport> {
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
  const chosen = CORPUS_CLIENTS.filter((c) =>
    options.clients.length === 0 ? versions[c.id] !== undefined : options.clients.includes(c.id),
  );
  const clients: ClientCheck[] = [];
  for (const client of chosen) {
    const version = versions[client.id];
    if (version === undefined)
      throw new ToolError(
        "usage",
        `--client ${client.id}: it has no goldens in ${options.corpusDir} (a folder ${client.id}@<version>): capture them first (node scripts/capture-goldens.mjs ${client.id})`,
      );
    clients.push(await checkClient(client, version, cases, corpus, options));
  }
  return { kind: "clients-check", schemaVersion: 1, date: options.date, encoding: options.encoding, clients };
}
