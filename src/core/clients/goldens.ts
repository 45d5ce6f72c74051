/**
 * The client conformance corpus and its golden captures, as data (pure: no fs, no process).
 *
 * A corpus directory (test/fixtures/client-goldens/ in a checkout) holds `corpus.json` (the cases: which servers
 * each client run is configured with, and how to start them), `servers/<case>.json` (the servers' listings as the
 * profiles read them) and `<client>@<version>/<case>[.<setting>=<value>].json` (what that client version sent: a
 * golden). This module reads a captured request into a golden (the parts a profile must reproduce), and compares
 * a fresh capture with the golden it should equal, saying per case which server, which tool or text, and which
 * figure moved (tokens before and after). `clients check` and the golden tests share it.
 */
import type { Encoder } from "../encodings.js";

// --- the corpus ---

/** How a corpus server is started: a command, or a real npm package installed into the corpus cache. */
export type CorpusServer =
  | {
      /** "node" is the Node running the check; `{corpus}` in an argument is the corpus directory. */
      command: string;
      args: string[];
      env?: Record<string, string>;
    }
  | {
      pkg: string;
      version: string;
      /** The bin to run (its package's first bin when absent). */
      bin?: string;
      args?: string[];
      env?: Record<string, string>;
    };

/**
 * One run of a client: the servers it is configured with, by key; a key that is empty or spaces only stands for
 * the server's serverInfo name (distinct blanks for several such servers in one case).
 */
export interface CorpusCase {
  id: string;
  servers: Record<string, CorpusServer>;
  /** Why it is in the corpus. */
  why: string;
}

export interface Corpus {
  cases: CorpusCase[];
  /** Goldens that could not be captured here ("<client>/<golden file name>": why). */
  notCaptured: Record<string, string>;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const isStrings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((v) => typeof v === "string");

const isStringMap = (value: unknown): value is Record<string, string> =>
  isObject(value) && Object.values(value).every((v) => typeof v === "string");

/** corpus.json parsed and checked; a bad entry is named with its case and what to write instead. */
export function parseCorpus(text: string, file: string): Corpus {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new Error(`${file}: not JSON (${(error as Error).message})`);
  }
  if (!isObject(raw) || !Array.isArray(raw.cases))
    throw new Error(`${file}: expected an object with "cases": [ { "id", "why", "servers" }, ... ]`);
  const seen = new Set<string>();
  const cases = raw.cases.map((c, i): CorpusCase => {
    const where = `${file}: cases[${i}]`;
    if (!isObject(c) || typeof c.id !== "string" || !/^[a-z0-9][a-z0-9-]*$/.test(c.id))
      throw new Error(`${where}: "id" must be a lower-case name such as "space-key"`);
    if (seen.has(c.id)) throw new Error(`${where}: the id "${c.id}" is used twice`);
    seen.add(c.id);
    if (typeof c.why !== "string") throw new Error(`${where} (${c.id}): "why" must say why it is in the corpus`);
    if (!isObject(c.servers) || Object.keys(c.servers).length === 0)
      throw new Error(`${where} (${c.id}): "servers" must map a key to a server`);
    const servers: Record<string, CorpusServer> = {};
    for (const [key, s] of Object.entries(c.servers)) {
      const at = `${where} (${c.id}), server "${key}"`;
      if (!isObject(s)) throw new Error(`${at}: expected { "command", "args" } or { "pkg", "version" }`);
      if (s.env !== undefined && !isStringMap(s.env)) throw new Error(`${at}: "env" must map names to strings`);
      if (s.args !== undefined && !isStrings(s.args)) throw new Error(`${at}: "args" must be a list of strings`);
      if (typeof s.pkg === "string") {
        if (typeof s.version !== "string" || !/^\d+\.\d+\.\d+/.test(s.version))
          throw new Error(`${at}: a package server needs an exact "version" (e.g. "0.25.0")`);
        if (s.bin !== undefined && typeof s.bin !== "string") throw new Error(`${at}: "bin" must be a string`);
        servers[key] = s as CorpusServer;
      } else if (typeof s.command === "string" && isStrings(s.args)) servers[key] = s as CorpusServer;
      else throw new Error(`${at}: expected { "command", "args" } or { "pkg", "version" }`);
    }
    return { id: c.id, why: c.why, servers };
  });
  const notCaptured = raw.notCaptured ?? {};
  if (!isStringMap(notCaptured)) throw new Error(`${file}: "notCaptured" must map "<client>/<golden>" to a reason`);
  return { cases, notCaptured };
}

/** A server as a profile reads it: its tools and instructions as listed, whether it lists resources. */
export interface GoldenListing {
  tools: unknown[];
  instructions: string | null;
  offersResources: boolean;
  /** Present (true) only for a server that declares the resources capability but lists none. */
  declaresResources?: true;
  /** Present (true) only for a server that wrote text that is not JSON to stdout (Cline CLI never connects it). */
  stdoutNoise?: true;
  /** Present ("modern") only for a server that answered the lister's server/discover (revision 2026-07-28). */
  era?: "modern";
}

/** servers/<case>.json: the case's servers as configured (by key) and as listed. */
export interface CaseListings {
  case: string;
  why: string;
  servers: Record<string, GoldenListing>;
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

/** The golden file name of a case under a setting ({} = the client's default): "<case>[.<name>=<value>...]". */
export const goldenName = (caseId: string, setting: Readonly<Record<string, string>>) =>
  `${caseId}${Object.entries(setting)
    .map(([k, v]) => `.${k}=${v}`)
    .join("")}`;

// --- reading a captured request, whatever its wire ---

type Json = Record<string, unknown>;

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

/**
 * The lines of Claude Code's text that depend on the machine and the day, made the same everywhere: the working
 * directory (also in its memory path), the OS version and today's date. Nothing else is touched.
 */
export function normalizeEnvironment(text: string, workDir: string): string {
  return text
    .replaceAll(workDir, "/home/user/project")
    .replaceAll(workDir.replaceAll("/", "-"), "-home-user-project")
    .replace(/^ - OS Version: .*$/m, " - OS Version: Linux")
    .replace(/^Today's date is \d{4}-\d{2}-\d{2}\.$/m, "Today's date is 2026-12-02.");
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

/** One captured request: the body as sent, parsed, and the scratch folder of the run (in its environment lines). */
export interface CapturedRequest {
  body: Json;
  text: string;
  workDir: string;
}

/** The golden of one capture, read against the same client's capture with no server. */
export function goldenOf(
  meta: Pick<Golden, "client" | "version" | "captured" | "case" | "setting">,
  bare: Pick<CapturedRequest, "body" | "workDir">,
  capture: CapturedRequest,
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

/** The refusal a client printed, cut to its reason: a key-pattern line first, else an error line. */
export function refusalOf(message: string): string {
  const lines = message
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => !/helper binaries|PATH aliases/.test(l));
  const why = lines.find((l) => /must match/.test(l)) ?? lines.find((l) => /error|invalid/i.test(l)) ?? lines[0];
  // Without the scratch folder, and without the time and level of a log line ("<time> ERROR codex_core::...: ").
  return (why ?? "")
    .replace(/\/tmp\/[^\s"')]+/g, "<scratch>")
    .replace(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z\s+[A-Z]+\s+[\w:]+:\s*/, "")
    .slice(0, 300);
}

// --- comparing a capture with its golden ---

/** One thing a client now sends differently from its golden. */
export interface GoldenMove {
  /** The golden: "<case>[.<setting>=<value>]". */
  golden: string;
  /** The server the tool belongs to (by the listing), or null for a text, a helper tool or a refusal. */
  server: string | null;
  /** What moved: "tool <name as sent>", "text in slot N", "refusal", "tool order". */
  item: string;
  /** changed, added (sent now, not in the golden), gone (in the golden, not sent now). */
  change: "changed" | "added" | "gone";
  /** The figure that moved: tokens of the item in the encoding named, before (golden) and now. */
  encoding: string;
  before: number | null;
  after: number | null;
  /** Where it differs (the first differing character), or the refusal's words. */
  detail: string;
}

/** Which listed server a tool sent under `name` belongs to: the one whose tool name it ends with (the longest). */
export function serverOfTool(name: string, listings: CaseListings | null): string | null {
  if (!listings) return null;
  let best: { server: string; length: number } | null = null;
  const servers = Object.entries(listings.servers);
  for (const [server, listing] of servers)
    for (const tool of listing.tools) {
      const toolName = isObject(tool) && typeof tool.name === "string" ? tool.name : "";
      if (toolName === "" || !name.endsWith(toolName)) continue;
      // Among twins (two servers with one tool name), the server key in the sent name decides.
      const keyed = name.includes(server.replace(/[^A-Za-z0-9_-]/g, "_")) ? 1 : 0;
      const length = toolName.length * 2 + keyed;
      if (!best || length > best.length) best = { server, length };
    }
  return best?.server ?? null;
}

/**
 * Whether a Claude Code tool of a server of the modern era differs only in the order of its input_schema's keys:
 * Claude Code connects such a server in the modern era when it answers the server/discover probe within 3 s
 * (`$schema` and `type` first) and in the 2025 era when it starts slower (type, properties, required first), so
 * either order is the same client (docs/clients.md, "Claude Code and the protocol era"); not a move.
 */
function eraOrderOnly(held: Golden, server: string | null, listings: CaseListings | null, a: string, b: string) {
  if (held.client !== "claude-code" || server === null || listings?.servers[server]?.era !== "modern") return false;
  const sorted = (text: string) => {
    const tool = JSON.parse(text) as Record<string, unknown>;
    const schema = tool.input_schema;
    if (!isObject(schema)) return text;
    return JSON.stringify({ ...tool, input_schema: Object.fromEntries(Object.entries(schema).sort(byKey)) });
  };
  try {
    return sorted(a) === sorted(b);
  } catch {
    return false;
  }
}

const byKey = ([a]: [string, unknown], [b]: [string, unknown]) => (a < b ? -1 : a > b ? 1 : 0);

/** Where two texts first differ, said for a reader: 'at character 57: "…abc" -> "…abd"'. */
export function firstDifference(a: string, b: string): string {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const from = Math.max(0, i - 12);
  const show = (s: string) => JSON.stringify(`${from > 0 ? "…" : ""}${s.slice(from, i + 12)}`);
  return `at character ${i + 1}: ${show(a)} -> ${show(b)}`;
}

/**
 * What a fresh capture sends differently from its golden, per tool (by name: its JSON text, its tokens) and per
 * text slot (the inserted text), and a refusal that came or went. Capture date, version and the words of a
 * refusal are not compared.
 * Empty: the golden holds.
 */
export function compareGolden(
  held: Golden,
  now: Golden,
  listings: CaseListings | null,
  encoder: Encoder,
): GoldenMove[] {
  const golden = goldenName(held.case, held.setting ?? {});
  const moves: GoldenMove[] = [];
  const count = (s: string) => encoder.count(s);
  const move = (m: Omit<GoldenMove, "golden" | "encoding">) => moves.push({ golden, encoding: encoder.name, ...m });
  // Whether it refuses is compared, not its words (its log lines around the reason vary from run to run).
  if ((held.refused === undefined) !== (now.refused === undefined)) {
    move({
      server: null,
      item: "refusal",
      change: held.refused === undefined ? "added" : "gone",
      before: null,
      after: null,
      detail: now.refused === undefined ? `no longer refuses (was: ${held.refused})` : `now refuses: ${now.refused}`,
    });
  }
  const before = new Map(held.tools.map((t) => [t.name, t.json]));
  const after = new Map(now.tools.map((t) => [t.name, t.json]));
  for (const [name, json] of before) {
    const server = serverOfTool(name, listings);
    const next = after.get(name);
    if (next === undefined)
      move({
        server,
        item: `tool ${name}`,
        change: "gone",
        before: count(json),
        after: null,
        detail: "no longer sent",
      });
    else if (next !== json && !eraOrderOnly(held, server, listings, json, next))
      move({
        server,
        item: `tool ${name}`,
        change: "changed",
        before: count(json),
        after: count(next),
        detail: firstDifference(json, next),
      });
  }
  for (const [name, json] of after)
    if (!before.has(name))
      move({
        server: serverOfTool(name, listings),
        item: `tool ${name}`,
        change: "added",
        before: null,
        after: count(json),
        detail: "sent now, not in the golden",
      });
  const common = held.tools.map((t) => t.name).filter((n) => after.has(n));
  const nowOrder = now.tools.map((t) => t.name).filter((n) => before.has(n));
  if (common.join("\n") !== nowOrder.join("\n"))
    move({
      server: null,
      item: "tool order",
      change: "changed",
      before: null,
      after: null,
      detail: `first out of place: ${nowOrder.find((n, i) => n !== common[i])}`,
    });
  const texts = Math.max(held.texts.length, now.texts.length);
  for (let i = 0; i < texts; i++) {
    const a = held.texts[i];
    const b = now.texts[i];
    const item = `text in slot ${b?.slot ?? a?.slot}`;
    if (!a && b)
      move({ server: null, item, change: "added", before: null, after: count(b.inserted), detail: "added now" });
    else if (a && !b)
      move({ server: null, item, change: "gone", before: count(a.inserted), after: null, detail: "no longer added" });
    else if (a && b && (a.slot !== b.slot || a.inserted !== b.inserted || a.removed !== b.removed))
      move({
        server: null,
        item,
        change: "changed",
        before: count(a.inserted),
        after: count(b.inserted),
        detail:
          a.inserted !== b.inserted
            ? firstDifference(a.inserted, b.inserted)
            : a.slot !== b.slot
              ? `slot ${a.slot} -> ${b.slot}`
              : `what it replaced: ${firstDifference(a.removed, b.removed)}`,
      });
  }
  return moves;
}

// --- the check's report ---

/** One client held to its goldens. */
export interface ClientCheck {
  client: string;
  /** The version its goldens are of, and the version that ran. */
  goldens: string;
  running: string;
  /** holds: every golden captured again equals it; moved: some differ; failed: it could not be run. */
  status: "holds" | "moved" | "failed";
  /** How many goldens were held to a capture. */
  checked: number;
  moves: GoldenMove[];
  /** Goldens that could not be captured this time (the case and why). */
  notRun: Array<{ golden: string; reason: string }>;
  /** Why the client could not be run at all (status failed). */
  error?: string;
}

export interface ClientsCheckReport {
  kind: "clients-check";
  schemaVersion: 1;
  /** The date of the run, YYYY-MM-DD. */
  date: string;
  encoding: string;
  clients: ClientCheck[];
}

/** The status of a client's check from its moves and failures. */
export function checkStatus(moves: readonly GoldenMove[], error?: string): ClientCheck["status"] {
  if (error !== undefined) return "failed";
  return moves.length > 0 ? "moved" : "holds";
}

const figure = (n: number | null) => (n === null ? "-" : n.toLocaleString("en-US"));

/** One move as a line: where, what, the figure before and now, and where it differs (untrusted parts `esc`aped). */
export function moveLine(m: GoldenMove, esc: (s: string) => string = (s) => s): string {
  const server = m.server === null ? "" : `, server ${esc(m.server)}`;
  const tokens =
    m.before === null && m.after === null ? "" : `: ${figure(m.before)} -> ${figure(m.after)} tokens (${m.encoding})`;
  return `${esc(m.golden)}${server}: ${esc(m.item)} ${m.change}${tokens}; ${esc(m.detail)}`;
}

/**
 * The report, one block per client: "holds", or what moved (each move a line), or why it could not run. Text for a
 * terminal or a log, or markdown (a job summary): untrusted text (server and tool names, a client's words) is
 * escaped by `esc` for where it goes.
 */
export function renderClientsCheck(
  report: ClientsCheckReport,
  format: "text" | "markdown",
  esc: (s: string) => string,
): string {
  const item = format === "markdown" ? "- " : "";
  const sub = format === "markdown" ? "  - " : "  ";
  const lines: string[] = format === "markdown" ? [`### Clients check, ${report.date}`, ""] : [];
  for (const c of report.clients) {
    const against = c.running === c.goldens ? "" : ` (goldens of ${esc(c.goldens)})`;
    const head = `${item}${esc(c.client)} ${esc(c.running)}${against}`;
    if (c.status === "failed") lines.push(`${head}: could not be checked: ${esc(c.error ?? "")}`);
    else if (c.status === "holds") lines.push(`${head}: holds (${c.checked} goldens)`);
    else {
      lines.push(`${head}: moved (${c.moves.length} change${c.moves.length === 1 ? "" : "s"} on ${c.checked} goldens)`);
      for (const m of c.moves) lines.push(`${sub}${moveLine(m, esc)}`);
    }
    for (const n of c.notRun) lines.push(`${sub}not captured: ${esc(n.golden)}: ${esc(n.reason)}`);
  }
  const moved = report.clients.filter((c) => c.status !== "holds").length;
  if (format === "markdown") lines.push("");
  lines.push(
    report.clients.length === 0
      ? "No client was checked."
      : moved === 0
        ? `Every client holds to its goldens (${report.date}).`
        : `${moved} of ${report.clients.length} clients moved or could not be checked (${report.date}): capture new goldens and change the profiles until they hold (docs/clients.md, "The conformance corpus").`,
  );
  return `${lines.join("\n")}\n`;
}
