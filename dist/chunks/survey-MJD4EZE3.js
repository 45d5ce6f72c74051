import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  inPool
} from "./chunk-QDBXR7C7.js";
import {
  hintsFor
} from "./chunk-SJG2KKY6.js";
import "./chunk-3QN2H6HJ.js";
import {
  loadCounters,
  measureWithTools,
  modelCountTooLarge
} from "./chunk-5VAMAJZA.js";
import "./chunk-OOFJHATA.js";
import "./chunk-LVFBAOR2.js";
import {
  ServerError
} from "./chunk-RUROCYBG.js";
import {
  clientEntries
} from "./chunk-W7FTQMLS.js";
import "./chunk-2GXS2UWE.js";
import "./chunk-6LENRTD2.js";
import {
  oneLine
} from "./chunk-KWFPFD2C.js";
import "./chunk-WHWYGBJU.js";
import "./chunk-5VXDLGSY.js";
import "./chunk-2YBGTLMF.js";
import "./chunk-4KOQUDW2.js";
import {
  dataset,
  failedRow,
  listFingerprint,
  measuredRow,
  reusable,
  rowKey,
  shardOf,
  surveyClients,
  surveyHints
} from "./chunk-O34SNTBI.js";
import "./chunk-XO3XNMKY.js";
import "./chunk-OJKBJGOR.js";
import "./chunk-QDO335QN.js";
import {
  createRedactor
} from "./chunk-Q4NXGD22.js";
import "./chunk-AY22MO67.js";
import {
  npmConfigEnv
} from "./chunk-NBLVM2OL.js";
import {
  StreamExcerpt
} from "./chunk-MQ2PVAKA.js";
import "./chunk-7QJCO2EM.js";
import {
  stripTerminalControls
} from "./chunk-AY2GYRMS.js";
import "./chunk-TTW4EAJU.js";
import "./chunk-B2CE7BYW.js";
import "./chunk-YWEAVKN7.js";
import "./chunk-AARTTLEF.js";
import {
  loadEncoders
} from "./chunk-DJ2EGANE.js";
import {
  pinnedPackage
} from "./chunk-XIXJLNBJ.js";
import "./chunk-A7HVW6MW.js";
import "./chunk-GUMAJWRF.js";
import {
  OWN_GROUP,
  endOnExit,
  killGroup
} from "./chunk-KZRILCG4.js";
import {
  withheldByDefault
} from "./chunk-JBB6Y6K4.js";
import {
  onCleanup
} from "./chunk-CDRE7MMI.js";
import "./chunk-UKVGHDFS.js";
import "./chunk-2FVBJ6RF.js";
import "./chunk-FSDW3AHK.js";
import "./chunk-5SZOHPIE.js";
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/run/survey.ts
import { rmSync } from "node:fs";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import path3 from "node:path";

// src/process/memory-watch.ts
import { readdirSync, readFileSync, readlinkSync } from "node:fs";
var MEMORY_POLL_MS = 50;
var memoryWatchSupported = /* @__PURE__ */ __name(() => {
  try {
    readFileSync("/proc/self/stat");
    return true;
  } catch {
    return false;
  }
}, "memoryWatchSupported");
function statOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return { group: Number(fields[2]), parent: Number(fields[1]) };
  } catch {
    return null;
  }
}
__name(statOf, "statOf");
function namespaceOf(pid) {
  try {
    return readlinkSync(`/proc/${pid}/ns/pid`);
  } catch {
    return null;
  }
}
__name(namespaceOf, "namespaceOf");
var ownNamespace;
function rssOf(pid) {
  try {
    const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}
__name(rssOf, "rssOf");
function groupsMemory(groups, namespaces) {
  const out = /* @__PURE__ */ new Map();
  for (const g of groups) out.set(g, { bytes: 0, processes: 0 });
  ownNamespace ??= namespaceOf("self");
  const seen = [];
  const groupPids = /* @__PURE__ */ new Map();
  for (const pid of readdirSync("/proc")) {
    if (!/^\d+$/.test(pid)) continue;
    const stat = statOf(pid);
    if (stat === null) continue;
    const ns = namespaceOf(pid);
    seen.push({ pid, ...stat, ns });
    if (groups.has(stat.group)) groupPids.set(Number(pid), stat.group);
  }
  const owner = /* @__PURE__ */ new Map();
  for (const p of seen) {
    if (p.ns === null || p.ns === ownNamespace) continue;
    const group = groups.has(p.group) ? p.group : groupPids.get(p.parent) ?? null;
    if (group !== null && groups.has(group) && !owner.has(p.ns)) owner.set(p.ns, group);
  }
  for (const p of seen) {
    const inNamespace = p.ns !== null && owner.has(p.ns);
    const group = groups.has(p.group) ? p.group : inNamespace ? owner.get(p.ns) : null;
    const sum = group === null ? void 0 : out.get(group);
    if (!sum || group === null) continue;
    sum.processes++;
    sum.bytes += rssOf(p.pid);
    if (inNamespace && namespaces) namespaces.set(group, [...namespaces.get(group) ?? [], Number(p.pid)]);
  }
  return out;
}
__name(groupsMemory, "groupsMemory");
var watched = /* @__PURE__ */ new Map();
var timer;
function readAll() {
  const inNamespaces = /* @__PURE__ */ new Map();
  const sums = groupsMemory(new Set(watched.keys()), inNamespaces);
  for (const [pgid, watch] of watched) {
    const { bytes, processes } = sums.get(pgid) ?? { bytes: 0, processes: 0 };
    watch.peakBytes = Math.max(watch.peakBytes, bytes);
    if (processes > 0) watch.seen = true;
    else if (watch.seen) unwatch(pgid);
    if (bytes > watch.limitBytes && watch.exceededBytes === null) {
      watch.exceededBytes = bytes;
      for (const pid of [...inNamespaces.get(pgid) ?? [], -pgid]) {
        try {
          process.kill(pid, "SIGKILL");
        } catch {
        }
      }
      unwatch(pgid);
    }
  }
}
__name(readAll, "readAll");
function unwatch(pgid) {
  watched.delete(pgid);
  if (watched.size === 0 && timer) {
    clearInterval(timer);
    timer = void 0;
  }
}
__name(unwatch, "unwatch");
function watchGroupMemory(pgid, limitBytes) {
  const watch = { limitBytes, peakBytes: 0, exceededBytes: null, seen: false };
  watched.set(pgid, watch);
  if (!timer) {
    timer = setInterval(readAll, MEMORY_POLL_MS);
    timer.unref();
  }
  readAll();
  return {
    get peakBytes() {
      return watch.peakBytes;
    },
    get exceededBytes() {
      return watch.exceededBytes;
    },
    stop: /* @__PURE__ */ __name(() => {
      if (watched.get(pgid) === watch) unwatch(pgid);
    }, "stop")
  };
}
__name(watchGroupMemory, "watchGroupMemory");

// src/run/survey-figures.ts
var firstLine = /* @__PURE__ */ __name((error) => (error instanceof Error ? error.message : String(error)).split("\n")[0], "firstLine");
async function rowFigures(measurement, encodings, clients) {
  const encoders = await loadEncoders(encodings);
  const warnings = [];
  let hints = null;
  try {
    hints = surveyHints(await hintsFor(measurement.tools, encoders, { tooLarge: modelCountTooLarge }));
  } catch (error) {
    warnings.push(`hints not counted: ${firstLine(error)}`);
  }
  return { hints, clients: surveyClients(clientEntries(clients, measurement.listing, encoders)), warnings };
}
__name(rowFigures, "rowFigures");

// src/run/survey-install.ts
import { spawn } from "node:child_process";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
var SurveyStepError = class extends Error {
  constructor(kind, message, tail = []) {
    super(message);
    this.kind = kind;
    this.tail = tail;
    this.name = "SurveyStepError";
  }
  kind;
  tail;
  static {
    __name(this, "SurveyStepError");
  }
};
var TAIL_LINES = 8;
var KEEP_BYTES = 32 * 1024;
function runNpm(args, cwd, env, timeoutMs) {
  return new Promise((resolve, reject) => {
    const output = new StreamExcerpt(4 * 1024, KEEP_BYTES);
    const child = spawn("npm", args, {
      cwd,
      env,
      stdio: ["ignore", "pipe", "pipe"],
      detached: OWN_GROUP,
      windowsHide: true,
      shell: process.platform === "win32"
    });
    const release = endOnExit(child);
    const collect = /* @__PURE__ */ __name((chunk) => output.write(chunk.toString("utf8")), "collect");
    child.stdout?.on("data", collect);
    child.stderr?.on("data", collect);
    let timedOut = false;
    const timer2 = setTimeout(() => {
      timedOut = true;
      killGroup(child, "SIGTERM");
      setTimeout(() => killGroup(child, "SIGKILL"), 1500).unref();
    }, timeoutMs);
    const tail = /* @__PURE__ */ __name(() => output.excerpt({ tail: TAIL_LINES, errors: 10 }).map((l) => l.trimEnd()), "tail");
    const finish = /* @__PURE__ */ __name((error) => {
      clearTimeout(timer2);
      release();
      if (error) reject(error);
      else resolve();
    }, "finish");
    child.once("error", (error) => finish(new SurveyStepError("install", `could not run npm: ${error.message}`)));
    child.once("close", (code, signal) => {
      killGroup(child, "SIGKILL");
      if (timedOut) finish(new SurveyStepError("install", `npm install timed out after ${timeoutMs / 1e3} s`, tail()));
      else if (code === 0) finish(null);
      else
        finish(
          new SurveyStepError(
            "install",
            `npm install ${signal ? `was killed by ${signal}` : `exited with code ${code}`}`,
            tail()
          )
        );
    });
  });
}
__name(runNpm, "runNpm");
function npmInstallEnv(env) {
  return {
    ...npmConfigEnv(env),
    NPM_CONFIG_UPDATE_NOTIFIER: "false",
    NPM_CONFIG_FUND: "false",
    NPM_CONFIG_AUDIT: "false"
  };
}
__name(npmInstallEnv, "npmInstallEnv");
async function installEntry(entry, dir, options) {
  await writeFile(path.join(dir, "package.json"), `${JSON.stringify({ name: "survey-entry", private: true })}
`);
  await runNpm(
    [
      "install",
      "--ignore-scripts",
      "--no-audit",
      "--no-fund",
      "--no-package-lock",
      "--omit=dev",
      "--registry",
      options.registry,
      // A cache shared by the entries (and kept between runs): each still installs into its own directory, but
      // a dependency fetched once (the MCP SDK, zod, ...) is not fetched or revalidated again. npm checks every
      // tarball it takes from the cache against its integrity.
      ...options.npmCache ? ["--cache", options.npmCache, "--prefer-offline"] : [],
      `${entry.package}@${entry.version}`
    ],
    dir,
    npmInstallEnv(options.env),
    options.timeoutMs
  );
  return binOf(entry, dir);
}
__name(installEntry, "installEntry");
async function binOf(entry, dir) {
  const packageDir = path.join(dir, "node_modules", ...entry.package.split("/"));
  let manifest;
  try {
    manifest = JSON.parse(await readFile(path.join(packageDir, "package.json"), "utf8"));
  } catch (error) {
    throw new SurveyStepError("install", `npm installed no readable ${entry.package}: ${error.message}`);
  }
  if (manifest.version !== entry.version) {
    throw new SurveyStepError(
      "install",
      `npm installed ${entry.package}@${String(manifest.version)}, not ${entry.version}`
    );
  }
  const bins = typeof manifest.bin === "string" ? [path.basename(entry.package)] : manifest.bin && typeof manifest.bin === "object" ? [...new Set(Object.keys(manifest.bin).map((name) => path.basename(name)))] : [];
  if (bins.length === 0) {
    throw new SurveyStepError("start", `${entry.package}@${entry.version} has no bin to start`);
  }
  const bin = entry.bin !== null ? path.basename(entry.bin) : bins.length === 1 ? bins[0] : null;
  if (bin === null) {
    throw new SurveyStepError(
      "start",
      `${entry.package}@${entry.version} has ${bins.length} bins (${bins.join(", ")}): name the one to start with bin`
    );
  }
  if (!bins.includes(bin)) {
    throw new SurveyStepError(
      "start",
      `${entry.package}@${entry.version} has no bin "${bin}" (its bins: ${bins.join(", ")})`
    );
  }
  return path.join(dir, "node_modules", ".bin", bin);
}
__name(binOf, "binOf");

// src/run/survey-secrets.ts
import { existsSync, realpathSync } from "node:fs";
import { homedir } from "node:os";
import path2 from "node:path";

// src/core/survey/scrub.ts
var NPM_LOG = /(?:[A-Za-z]:)?[^\s'"`<>|]*[\\/]_logs[\\/]\d{4}-\d{2}-\d{2}T[0-9_:.]+Z-debug(?:-\d+)?\.log/g;
var regexSource = /* @__PURE__ */ __name((text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "regexSource");
function placePattern(places) {
  const names = /* @__PURE__ */ new Map();
  for (const place of places) {
    const trimmed = place.path.replace(/[\\/]+$/, "");
    if (trimmed.length < 2 || !/[\\/]./.test(trimmed) || names.has(trimmed)) continue;
    names.set(trimmed, place.as);
  }
  if (names.size === 0) return null;
  const sources = [...names.keys()].sort((a, b) => b.length - a.length).map(regexSource);
  return { pattern: new RegExp(`(?:${sources.join("|")})(?=$|[\\\\/\\s'"\`,;:)\\]}>]|\\.(?:\\s|$))`, "g"), names };
}
__name(placePattern, "placePattern");
function build(redactor, places) {
  const found = placePattern(places);
  const unplaced = /* @__PURE__ */ __name((value) => {
    const text2 = value.replace(NPM_LOG, "<npm log>");
    return found ? text2.replace(found.pattern, (match) => found.names.get(match) ?? match) : text2;
  }, "unplaced");
  const text = /* @__PURE__ */ __name((value) => redactor.text(unplaced(value)), "text");
  const data = /* @__PURE__ */ __name((value) => {
    const walk = /* @__PURE__ */ __name((v) => {
      if (typeof v === "string") return unplaced(v);
      if (Array.isArray(v)) return v.map(walk);
      if (v !== null && typeof v === "object") {
        const out = {};
        for (const [key, inner] of Object.entries(v)) {
          Object.defineProperty(out, unplaced(key), {
            value: walk(inner),
            enumerable: true,
            writable: true,
            configurable: true
          });
        }
        return out;
      }
      return v;
    }, "walk");
    return redactor.data(walk(value));
  }, "data");
  return { redactor, text, data, withPlaces: /* @__PURE__ */ __name((more) => build(redactor, [...more, ...places]), "withPlaces") };
}
__name(build, "build");
function surveyScrubber(secrets, places) {
  return build(createRedactor(secrets), places);
}
__name(surveyScrubber, "surveyScrubber");

// src/run/survey-secrets.ts
var SECRET_WORDS = /TOKEN|SECRET|PASSWORD|PASSWD|PASSPHRASE|CREDENTIAL|PRIVATE|API_?KEY|ACCESS_?KEY|AUTH|SESSION|COOKIE|_KEY$|^KEY$/;
function secretLikeName(name) {
  const upper = name.toUpperCase();
  return withheldByDefault(name) || SECRET_WORDS.test(upper);
}
__name(secretLikeName, "secretLikeName");
function surveySecretValues(env, entries) {
  const values = [];
  for (const [name, value] of Object.entries(env)) if (value && secretLikeName(name)) values.push(value);
  for (const entry of entries) values.push(...Object.values(entry.env));
  return values;
}
__name(surveySecretValues, "surveySecretValues");
function spellings(dir) {
  if (!dir || !path2.isAbsolute(dir)) return [];
  const out = [path2.resolve(dir)];
  try {
    if (existsSync(dir)) out.push(realpathSync(dir));
  } catch {
  }
  return [...new Set(out)];
}
__name(spellings, "spellings");
function placesOf(dir, as) {
  return spellings(dir).map((p) => ({ path: p, as }));
}
__name(placesOf, "placesOf");
function surveyScrubberFor(env, entries, workDir) {
  return surveyScrubber(surveySecretValues(env, entries), [
    ...placesOf(workDir, "<work>"),
    ...placesOf(env.HOME, "~"),
    ...placesOf(homedir(), "~")
  ]);
}
__name(surveyScrubberFor, "surveyScrubberFor");

// src/run/survey.ts
var MIB = 1024 * 1024;
var MemoryLimitError = class extends Error {
  static {
    __name(this, "MemoryLimitError");
  }
  constructor(limitBytes, heldBytes) {
    super(
      `the server's processes held ${Math.round(heldBytes / MIB)} MiB of memory, over the limit of ${Math.round(limitBytes / MIB)} MiB (--max-memory-mb), and were stopped`
    );
    this.name = "MemoryLimitError";
  }
};
var START_STAGES = /^(starting the server|waiting for the answer to)/;
function classifyFailure(error) {
  const clean = /* @__PURE__ */ __name((lines) => lines.map((l) => oneLine(stripTerminalControls(l))).filter((l) => l !== ""), "clean");
  let kind = "listing";
  let tail = [];
  if (error instanceof MemoryLimitError) {
    kind = "memory";
  } else if (error instanceof SurveyStepError) {
    kind = error.kind;
    tail = clean(error.tail);
  } else if (error instanceof ServerError) {
    kind = /^timed out after/.test(error.message) ? "timeout" : START_STAGES.test(error.stage ?? "starting the server") ? "start" : "listing";
    tail = clean(error.stderrTail);
  }
  const message = oneLine(stripTerminalControls(error instanceof Error ? error.message : String(error)));
  return { kind, message, ...tail.length > 0 ? { stderrTail: tail } : {} };
}
__name(classifyFailure, "classifyFailure");
async function runSurvey(options) {
  const settings = {
    encodings: options.encodings,
    models: options.models.map((m) => m.id),
    checkStable: options.checkStable,
    clients: options.clients.map((c) => c.asked)
  };
  const mine = options.shard ? shardOf(options.entries, options.shard.index, options.shard.count) : [...options.entries];
  const previous = new Map((options.previous?.rows ?? []).map((r) => [rowKey(r), r]));
  const counters = options.models.length > 0 ? loadCounters(options.models) : void 0;
  counters?.catch(() => void 0);
  const packages = Object.fromEntries(
    options.models.map((m) => [m.id, (m.packages ?? []).map((name) => `${name}@${pinnedPackage(name).version}`)])
  );
  const context = { date: options.date, engine: options.engine, packages };
  const windows = Object.fromEntries(options.models.map((m) => [m.id, m.window?.tokens ?? null]));
  await mkdir(options.tempDir, { recursive: true });
  const workDir = await mkdtemp(path3.join(options.tempDir, "mcp-token-budget-survey-"));
  const release = onCleanup({
    kind: "files",
    run: /* @__PURE__ */ __name(() => rm(workDir, { recursive: true, force: true }), "run"),
    atExit: /* @__PURE__ */ __name(() => rmSync(workDir, { recursive: true, force: true }), "atExit")
  });
  const scrub = surveyScrubberFor(options.env, options.entries, workDir);
  const log = /* @__PURE__ */ __name((line) => options.log(scrub.text(line)), "log");
  let measured = 0;
  let failed = 0;
  let reused = 0;
  const timings = [];
  if (options.maxMemoryBytes !== null && !memoryWatchSupported()) {
    options.log("memory is not bounded on this system (no /proc): --max-memory-mb has no effect");
  }
  const watchMemory = options.maxMemoryBytes !== null && memoryWatchSupported() ? options.maxMemoryBytes : null;
  let rows;
  try {
    rows = await inPool(mine, options.jobs, async (entry) => {
      const before = previous.get(rowKey(entry));
      if (before && reusable(before, entry, options.engine, settings, windows)) {
        reused++;
        log(`${rowKey(entry)}: already measured by ${options.engine} on ${before.date}, kept`);
        timings.push({ entry: rowKey(entry), outcome: "kept", installMs: 0, measureMs: 0, serverPeakMiB: null });
        return before;
      }
      const started = performance.now();
      let installed = null;
      const watches = [];
      const overLimit = /* @__PURE__ */ __name(() => watches.find((w) => w.exceededBytes !== null)?.exceededBytes ?? null, "overLimit");
      const timing = /* @__PURE__ */ __name((outcome) => timings.push({
        entry: rowKey(entry),
        outcome,
        installMs: Math.round((installed ?? performance.now()) - started),
        measureMs: installed === null ? 0 : Math.round(performance.now() - installed),
        serverPeakMiB: watches.length > 0 ? Math.round(Math.max(...watches.map((w) => w.peakBytes)) / MIB * 10) / 10 : null
      }), "timing");
      const dir = await mkdtemp(path3.join(workDir, `${entry.package.replace(/[@/]/g, "_")}-`));
      const scrubEntry = scrub.withPlaces(placesOf(dir, "<entry>"));
      try {
        const bin = await installEntry(entry, dir, {
          registry: options.registry,
          env: options.env,
          timeoutMs: options.installTimeoutMs,
          npmCache: options.npmCache ?? null
        });
        installed = performance.now();
        const home = path3.join(dir, "home");
        await mkdir(path3.join(home, "tmp"), { recursive: true });
        const start = options.confinement ? options.confinement.wrap(bin, entry.args, dir, home) : { command: bin, args: entry.args };
        const measurement = await measureWithTools(
          { kind: "stdio", command: start.command, args: start.args, cwd: home, env: { set: entry.env } },
          {
            ...watchMemory !== null ? {
              // A server killed for its memory looks to the listing like one that ended by itself, which
              // gets a second start; that start is killed at once (a limit of 0), the verdict stands.
              onSpawn: /* @__PURE__ */ __name((pid) => watches.push(watchGroupMemory(pid, overLimit() === null ? watchMemory : 0)), "onSpawn")
            } : {},
            encodings: options.encodings,
            timeoutMs: options.timeoutMs,
            maxResponseBytes: options.maxResponseBytes,
            models: options.models,
            ...counters ? { counters } : {},
            checkStable: options.checkStable,
            // Only PATH (to find node) and a scratch HOME: nothing else of this machine reaches the server.
            parentEnv: {
              PATH: options.env.PATH ?? "",
              HOME: home,
              USERPROFILE: home,
              TMPDIR: path3.join(home, "tmp")
            }
          }
        );
        const held = overLimit();
        if (held !== null && watchMemory !== null) throw new MemoryLimitError(watchMemory, held);
        const figures = await rowFigures(measurement, options.encodings, options.clients);
        const { report } = measurement;
        measured++;
        log(`${rowKey(entry)}: ${report.tools.length} tool${report.tools.length === 1 ? "" : "s"}`);
        timing("measured");
        return scrubEntry.data(measuredRow(entry, report, context, figures));
      } catch (error) {
        failed++;
        const held = overLimit();
        const failure = classifyFailure(
          held !== null && watchMemory !== null ? new MemoryLimitError(watchMemory, held) : error
        );
        timing("failed");
        const row = scrubEntry.data(failedRow(entry, failure, context));
        log(`${rowKey(entry)}: failed (${failure.kind}): ${row.failure.message}`);
        return row;
      } finally {
        for (const watch of watches) watch.stop();
        await rm(dir, { recursive: true, force: true }).catch(() => void 0);
      }
    });
  } finally {
    release();
    await rm(workDir, { recursive: true, force: true }).catch(() => void 0);
  }
  const listed = new Set(options.entries.map(rowKey));
  const history = !options.shard || options.shard.index === 1 ? [...previous.values()].filter((r) => !listed.has(rowKey(r))) : [];
  const shard = options.shard ? { index: options.shard.index, count: options.shard.count, list: listFingerprint(options.entries) } : void 0;
  return {
    // Kept rows too: one an older engine wrote unscrubbed is published scrubbed.
    dataset: dataset(options.engine, settings, scrub.data([...rows, ...history]), shard),
    measured,
    failed,
    reused,
    timings: timings.sort((a, b) => a.entry < b.entry ? -1 : a.entry > b.entry ? 1 : 0)
  };
}
__name(runSurvey, "runSurvey");
export {
  MemoryLimitError,
  classifyFailure,
  runSurvey
};
//# sourceMappingURL=survey-MJD4EZE3.js.map
