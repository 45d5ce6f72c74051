import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  cliSettings
} from "./chunk-C4CLL65W.js";
import {
  npmRegistry
} from "./chunk-NBLVM2OL.js";
import {
  checkWritable,
  writeOutputFile
} from "./chunk-2N3S7GKB.js";
import {
  FileTooLargeError,
  mebibytes,
  readTextFile
} from "./chunk-UJWHOAM5.js";
import {
  fileProblem
} from "./chunk-WHWYGBJU.js";
import {
  SURVEY_KIND,
  SURVEY_SCHEMA_VERSION,
  mergeShards,
  serializeDataset
} from "./chunk-O34SNTBI.js";
import {
  ClientIdError,
  parseClientIds
} from "./chunk-T7P6M4I5.js";
import {
  didYouMean,
  require_dist
} from "./chunk-7OFPA336.js";
import {
  VERSION
} from "./chunk-REU7TK7B.js";
import {
  stripTerminalControls
} from "./chunk-AY2GYRMS.js";
import {
  CLIENT_PROFILE_IDS
} from "./chunk-JWASEZYS.js";
import {
  ToolError,
  UsageError
} from "./chunk-5SZOHPIE.js";
import {
  __name,
  __toESM
} from "./chunk-WQOZZ7UD.js";

// src/cli/survey-command.ts
import { mkdir } from "node:fs/promises";
import { availableParallelism, tmpdir } from "node:os";
import path from "node:path";

// src/core/survey/csv.ts
function cell(value, untrusted = false) {
  if (value === null || value === void 0) return "";
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  let text = String(value);
  if (untrusted && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
__name(cell, "cell");
function datasetCsv(data) {
  const { encodings, models } = data.settings;
  const clients = data.settings.clients ?? [];
  const header = [
    "package",
    "version",
    "date",
    "engine",
    "status",
    "failure_kind",
    "failure",
    "server_name",
    "server_version",
    "tools",
    ...encodings.flatMap((e) => [`${e}_model`, `${e}_raw`]),
    ...encodings.map((e) => `instructions_${e}`),
    "prompts",
    "resources",
    ...models.flatMap((m) => [`${m}_tools`, `${m}_instructions`, `${m}_context_window`, `${m}_fits`]),
    "stable",
    // After the older columns, so that their places stay.
    "hints",
    ...encodings.map((e) => `hints_saving_${e}`),
    ...clients.flatMap((c) => [
      `${c}_deferred`,
      ...encodings.map((e) => `${c}_up_front_${e}`),
      ...encodings.map((e) => `${c}_all_loaded_${e}`),
      `${c}_capped_out`
    ])
  ];
  const lines = [header.map((h) => cell(h)).join(",")];
  for (const row of data.rows) {
    const m = row.status === "measured" ? row : null;
    const f = row.status === "failed" ? row.failure : null;
    const plain = [row.package, row.version, row.date, row.engine, row.status, f?.kind].map((v) => cell(v));
    const fromServer = [f?.message, m?.server.name, m?.server.version].map((v) => cell(v, true));
    const figures = [
      m?.tools,
      ...encodings.flatMap((e) => [m?.tokens[e]?.model, m?.tokens[e]?.raw]),
      ...encodings.map((e) => m?.instructions?.tokens[e]),
      m?.prompts,
      m?.resources,
      ...models.flatMap((id) => {
        const entry = m?.models[id];
        return [entry?.tools, entry?.instructions, entry?.contextWindow, entry?.fits];
      }),
      m?.stable,
      m?.hints?.count,
      ...encodings.map((e) => m?.hints?.saving[e]),
      ...clients.flatMap((id) => {
        const c = m?.clients?.[id];
        return [
          c?.deferred,
          ...encodings.map((e) => c?.upFront[e]),
          ...encodings.map((e) => c?.allLoaded[e]),
          c?.cappedOut
        ];
      })
    ].map((v) => cell(v));
    lines.push([...plain, ...fromServer, ...figures].join(","));
  }
  return `${lines.join("\n")}
`;
}
__name(datasetCsv, "datasetCsv");

// src/core/survey/list.ts
var import_yaml = __toESM(require_dist(), 1);
var SurveyListError = class extends ToolError {
  constructor(file, issues) {
    super("input", issues.map((i) => `survey list ${file}, line ${i.line}: ${i.text}`).join("\n"));
    this.file = file;
    this.issues = issues;
    this.name = "SurveyListError";
  }
  file;
  issues;
  static {
    __name(this, "SurveyListError");
  }
};
var TOP_KEYS = ["$schema", "servers"];
var ENTRY_KEYS = ["package", "version", "bin", "args", "env"];
var PACKAGE_NAME = /^(?:@[a-z0-9][a-z0-9._~-]*\/)?[a-z0-9][a-z0-9._~-]*$/;
var EXACT_VERSION = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/;
var BIN_NAME = /^(?:@[A-Za-z0-9._-]+\/)?[A-Za-z0-9@._-]+$/;
var ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
var RESERVED_ENV = ["PATH", "HOME", "USERPROFILE", "TMPDIR", "TMP", "TEMP"];
var MAX_ENTRIES = 1e5;
var kind = /* @__PURE__ */ __name((node) => {
  if (node === null) return "nothing";
  if ((0, import_yaml.isMap)(node)) return "a mapping";
  if ((0, import_yaml.isSeq)(node)) return "a list";
  if ((0, import_yaml.isScalar)(node)) return JSON.stringify(node.value) ?? String(node.value);
  return "an unreadable value";
}, "kind");
var EXAMPLE = 'such as "servers: [{ package: "@modelcontextprotocol/server-memory", version: "2026.8.31" }]"';
function parseSurveyList(text, file) {
  const lines = new import_yaml.LineCounter();
  const doc = (0, import_yaml.parseDocument)(text.replace(/^\uFEFF/, ""), { lineCounter: lines, prettyErrors: false });
  const lineOf = /* @__PURE__ */ __name((node, fallback = 1) => node?.range ? lines.linePos(node.range[0]).line : fallback, "lineOf");
  const [syntax] = doc.errors;
  if (syntax) {
    throw new SurveyListError(file, [
      { line: lines.linePos(syntax.pos[0]).line, text: `invalid YAML: ${syntax.message}` }
    ]);
  }
  const root = doc.contents;
  if (!(0, import_yaml.isMap)(root)) {
    throw new SurveyListError(file, [
      { line: lineOf(root), text: `the list must be a mapping with a "servers" list, ${EXAMPLE}; got ${kind(root)}` }
    ]);
  }
  const issues = [];
  const entries = /* @__PURE__ */ __name((map) => map.items.flatMap((pair) => {
    const key = pair.key;
    if (!(0, import_yaml.isScalar)(key) || typeof key.value !== "string") {
      issues.push({ line: lineOf(key, lineOf(map)), text: `keys must be plain names, got ${kind(key)}` });
      return [];
    }
    return [{ key: key.value, keyLine: lineOf(key), node: pair.value ?? null }];
  }), "entries");
  const unknown = /* @__PURE__ */ __name((key, known, where) => `unknown key ${JSON.stringify(key)} ${where}${didYouMean(key, known) || `; expected one of ${known.join(", ")}`}`, "unknown");
  const aliasIn = /* @__PURE__ */ __name((node) => {
    let found = false;
    const visit = /* @__PURE__ */ __name((n) => {
      if (found || n === null || typeof n !== "object") return;
      if ((0, import_yaml.isAlias)(n)) found = true;
      else if ((0, import_yaml.isMap)(n)) for (const pair of n.items) visit(pair.value);
      else if ((0, import_yaml.isSeq)(n)) for (const item of n.items) visit(item);
    }, "visit");
    visit(node);
    return found;
  }, "aliasIn");
  let serversNode;
  let serversLine = 1;
  for (const { key, keyLine, node } of entries(root)) {
    if (key === "servers") {
      serversNode = node;
      serversLine = keyLine;
    } else if (key !== "$schema" && !key.startsWith("x-"))
      issues.push({ line: keyLine, text: unknown(key, TOP_KEYS, "at the top level") });
  }
  const out = [];
  if (serversNode === void 0) {
    issues.push({ line: lineOf(root), text: `the list has no "servers"; add one, ${EXAMPLE}` });
  } else if (!(0, import_yaml.isSeq)(serversNode) || serversNode.items.length === 0) {
    issues.push({ line: serversLine, text: `servers must be a non-empty list, ${EXAMPLE}; got ${kind(serversNode)}` });
  } else if (serversNode.items.length > MAX_ENTRIES) {
    issues.push({
      line: serversLine,
      text: `servers has ${serversNode.items.length} entries, more than ${MAX_ENTRIES}`
    });
  } else {
    const seen = /* @__PURE__ */ new Map();
    serversNode.items.forEach((item, index) => {
      const node = item;
      const line = lineOf(node, serversLine);
      const where = `server #${index + 1}`;
      if (!(0, import_yaml.isMap)(node)) {
        issues.push({ line, text: `${where} must be a mapping with package and version, got ${kind(node)}` });
        return;
      }
      if (aliasIn(node)) {
        issues.push({ line, text: `${where} uses a YAML alias (*name); write its values out` });
        return;
      }
      const entry = { bin: null, args: [], env: {}, line };
      const fields = entries(node);
      for (const { key, keyLine, node: value } of fields) {
        const scalar = (0, import_yaml.isScalar)(value) ? value.value : void 0;
        if (key === "package") {
          if (typeof scalar !== "string" || !PACKAGE_NAME.test(scalar) || scalar.length > 214) {
            issues.push({
              line: keyLine,
              text: `${where}: package must be an npm package name ("@scope/name" or "name", lowercase), got ${kind(value)}`
            });
          } else entry.package = scalar;
        } else if (key === "version") {
          if (typeof scalar !== "string" || !EXACT_VERSION.test(scalar)) {
            issues.push({
              line: keyLine,
              text: `${where}: version must be an exact version in quotes, e.g. "1.2.3" (no range, no tag: a row must say what was measured), got ${kind(value)}`
            });
          } else entry.version = scalar;
        } else if (key === "bin") {
          if (typeof scalar !== "string" || !BIN_NAME.test(scalar) || scalar === "." || scalar === "..") {
            issues.push({
              line: keyLine,
              text: `${where}: bin must be the name of one of the package's bins, got ${kind(value)}`
            });
          } else entry.bin = scalar;
        } else if (key === "args") {
          const args = (0, import_yaml.isSeq)(value) ? value.items.map((i) => {
            const v = (0, import_yaml.isScalar)(i) ? i.value : void 0;
            return typeof v === "string" || typeof v === "number" ? String(v) : void 0;
          }) : [];
          if (!(0, import_yaml.isSeq)(value) || !args.every((a) => a !== void 0)) {
            issues.push({ line: keyLine, text: `${where}: args must be a list of strings, got ${kind(value)}` });
          } else entry.args = args;
        } else if (key === "env") {
          if (!(0, import_yaml.isMap)(value)) {
            issues.push({
              line: keyLine,
              text: `${where}: env must be a mapping of NAME: "dummy value", got ${kind(value)}`
            });
          } else {
            const env = {};
            for (const { key: name, keyLine: nameLine, node: v } of entries(value)) {
              const val = (0, import_yaml.isScalar)(v) ? v.value : void 0;
              if (!ENV_NAME.test(name)) {
                issues.push({ line: nameLine, text: `${where}: env: ${JSON.stringify(name)} is not a variable name` });
              } else if (RESERVED_ENV.includes(name.toUpperCase())) {
                issues.push({
                  line: nameLine,
                  text: `${where}: env: ${name} is set by the survey itself (PATH, and a scratch HOME per server)`
                });
              } else if (typeof val !== "string" && typeof val !== "number" && typeof val !== "boolean") {
                issues.push({ line: nameLine, text: `${where}: env: ${name} must be a string, got ${kind(v)}` });
              } else env[name] = String(val);
            }
            entry.env = env;
          }
        } else issues.push({ line: keyLine, text: unknown(key, ENTRY_KEYS, `in ${where}`) });
      }
      if (entry.package === void 0 && !fields.some((e) => e.key === "package"))
        issues.push({ line, text: `${where} has no package; add the npm package name` });
      if (entry.version === void 0 && !fields.some((e) => e.key === "version"))
        issues.push({ line, text: `${where} has no version; add the exact version to measure, e.g. "1.2.3"` });
      if (entry.package === void 0 || entry.version === void 0) return;
      const id = `${entry.package}@${entry.version}`;
      const first = seen.get(id);
      if (first !== void 0) {
        issues.push({ line, text: `${where}: ${id} is listed twice (first on line ${first}); one row per version` });
        return;
      }
      seen.set(id, line);
      out.push(entry);
    });
  }
  if (issues.length > 0) throw new SurveyListError(file, issues);
  return out;
}
__name(parseSurveyList, "parseSurveyList");

// src/cli/survey-command.ts
var DATASET_FILE = "dataset.json";
var CSV_FILE = "dataset.csv";
var TIMINGS_FILE = "timings.json";
var LIST_LIMIT = 16 * 1024 * 1024;
var DATASET_LIMIT = 1024 * 1024 * 1024;
var DEFAULT_INSTALL_TIMEOUT_S = 300;
var DEFAULT_MAX_MEMORY_MB = 1024;
function parseSurveyClients(values) {
  const texts = (values ?? []).flatMap((v) => v.split(",")).map((v) => v.trim());
  if (values === void 0) return parseClientIds(CLIENT_PROFILE_IDS);
  if (texts.length === 1 && texts[0] === "none") return [];
  try {
    return parseClientIds(texts);
  } catch (error) {
    if (error instanceof ClientIdError) throw new UsageError(error.message.replace(/^--client\b/, "--clients"));
    throw error;
  }
}
__name(parseSurveyClients, "parseSurveyClients");
function positive(flag, value, fallback) {
  if (value === void 0) return fallback;
  const n = Number(value.trim());
  if (!/^\d+$/.test(value.trim()) || n < 1)
    throw new UsageError(`${flag}: expected a positive whole number, got "${value}"`);
  return n;
}
__name(positive, "positive");
function parseShard(value) {
  if (value === void 0) return null;
  const match = /^(\d+)\/(\d+)$/.exec(value.trim());
  const index = Number(match?.[1]);
  const count = Number(match?.[2]);
  if (!match || count < 1 || index < 1 || index > count) {
    throw new UsageError(`--shard: expected i/n with 1 <= i <= n, e.g. --shard 2/4; got "${value}"`);
  }
  return { index, count };
}
__name(parseShard, "parseShard");
function parseDate(value) {
  if (value === void 0) return (/* @__PURE__ */ new Date()).toISOString().slice(0, 10);
  const date = value.trim();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`))) {
    throw new UsageError(`--date: expected YYYY-MM-DD, got "${value}"`);
  }
  return date;
}
__name(parseDate, "parseDate");
async function readText(file, what, limit) {
  try {
    return await readTextFile(file, limit);
  } catch (error) {
    if (error instanceof FileTooLargeError) throw new ToolError("input", `${what} ${file} is over ${mebibytes(limit)}`);
    if (error.code === "ENOENT") return null;
    throw new ToolError("input", `could not read ${what} ${file}: ${fileProblem(error)}`);
  }
}
__name(readText, "readText");
async function readDataset(dir, required) {
  const data = await readDatasetFile(path.join(dir, DATASET_FILE));
  if (data === null && required) {
    throw new ToolError("input", `${dir} holds no ${DATASET_FILE} (is it the --out of a survey run?)`);
  }
  return data;
}
__name(readDataset, "readDataset");
async function readDatasetFile(file) {
  const text = await readText(file, "survey dataset", DATASET_LIMIT);
  if (text === null) return null;
  let data;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new ToolError("input", `survey dataset ${file}: ${fileProblem(error)}`);
  }
  if (data?.kind !== SURVEY_KIND || !Array.isArray(data.rows) || typeof data.settings !== "object") {
    throw new ToolError("input", `${file} is not a survey dataset (kind "${SURVEY_KIND}")`);
  }
  if (data.schemaVersion !== SURVEY_SCHEMA_VERSION) {
    throw new ToolError(
      "input",
      `${file} has schemaVersion ${String(data.schemaVersion)}; this version reads ${SURVEY_SCHEMA_VERSION}`
    );
  }
  const bad = data.rows.findIndex((row) => rowProblem(row) !== null);
  if (bad !== -1) {
    throw new ToolError(
      "input",
      `${file}: row ${bad + 1} ${rowProblem(data.rows[bad])}; is it a survey dataset of this version?`
    );
  }
  return data;
}
__name(readDatasetFile, "readDatasetFile");
function rowProblem(row) {
  if (typeof row !== "object" || row === null) return "is not an object";
  const r = row;
  for (const key of ["package", "version", "date", "engine"]) {
    if (typeof r[key] !== "string") return `has no ${key}`;
  }
  if (!Array.isArray(r.args) || !Array.isArray(r.env)) return "has no args or env list";
  if (r.status === "failed") return typeof r.failure === "object" && r.failure !== null ? null : "has no failure";
  if (r.status !== "measured") return `has status ${JSON.stringify(r.status)}`;
  for (const key of ["tokens", "models", "modelsNotCounted"]) {
    if (typeof r[key] !== "object" || r[key] === null) return `has no ${key}`;
  }
  return null;
}
__name(rowProblem, "rowProblem");
async function makeOutDir(out) {
  try {
    await mkdir(out, { recursive: true });
  } catch (error) {
    throw new ToolError("io", `cannot write to ${out}: ${fileProblem(error)}; choose another --out`);
  }
  await checkWritable(path.join(out, DATASET_FILE));
}
__name(makeOutDir, "makeOutDir");
async function writeDataset(dir, data) {
  await writeOutputFile(path.join(dir, DATASET_FILE), serializeDataset(data));
  await writeOutputFile(path.join(dir, CSV_FILE), datasetCsv(data));
}
__name(writeDataset, "writeDataset");
async function surveyCommand(listFile, opts, io, env) {
  if (!opts.out) throw new UsageError("survey: give --out DIR, where dataset.json and dataset.csv are written");
  const started = performance.now();
  const out = path.resolve(opts.out);
  const shard = parseShard(opts.shard);
  const jobs = positive("--jobs", opts.jobs, Math.max(1, availableParallelism()));
  const installTimeoutMs = positive("--install-timeout", opts.installTimeout, DEFAULT_INSTALL_TIMEOUT_S) * 1e3;
  const date = parseDate(opts.date);
  const clients = parseSurveyClients(opts.clients);
  const maxMemoryBytes = positive("--max-memory-mb", opts.maxMemoryMb, DEFAULT_MAX_MEMORY_MB) * 1024 * 1024;
  const settings = cliSettings(
    ["survey"],
    {
      model: opts.model,
      encoding: opts.encoding,
      timeout: opts.timeout,
      maxResponseMb: opts.maxResponseMb,
      context: opts.context,
      checkStable: opts.checkStable
    },
    io
  );
  const text = await readText(listFile, "survey list", LIST_LIMIT);
  if (text === null) throw new ToolError("input", `survey list ${listFile} does not exist`);
  const entries = parseSurveyList(text, listFile);
  await makeOutDir(out);
  const previous = opts.previous ? await readDataset(path.resolve(opts.previous), true) : await readDataset(out, false);
  const registry = await npmRegistry(env, opts.registry);
  const { runSurvey } = await import("./survey-AZCDA7VO.js");
  const result = await runSurvey({
    entries,
    shard,
    previous,
    encodings: settings.encodings,
    models: settings.models,
    checkStable: settings.checkStable,
    clients,
    maxMemoryBytes,
    jobs,
    timeoutMs: settings.timeoutMs,
    installTimeoutMs,
    maxResponseBytes: settings.maxResponseBytes,
    date,
    engine: VERSION,
    registry,
    env,
    workDir: path.join(tmpdir(), `mcp-token-budget-survey-${process.pid}`),
    log: /* @__PURE__ */ __name((line) => io.stderr(`${stripTerminalControls(line)}
`), "log")
  });
  await writeDataset(out, result.dataset);
  await writeOutputFile(
    path.join(out, TIMINGS_FILE),
    `${JSON.stringify(
      {
        engine: VERSION,
        shard,
        jobs,
        maxMemoryMb: maxMemoryBytes / 1024 / 1024,
        wallMs: Math.round(performance.now() - started),
        // This process's own peak (counting, the dataset); each server's is in its entry.
        surveyPeakMiB: Math.round(process.resourceUsage().maxRSS / 1024),
        entries: result.timings
      },
      null,
      2
    )}
`
  );
  const part = shard ? ` (shard ${shard.index}/${shard.count})` : "";
  io.stdout(
    `survey${part}: ${result.measured} measured, ${result.failed} failed, ${result.reused} kept from the previous dataset; ${result.dataset.rows.length} rows in ${path.join(out, DATASET_FILE)}
`
  );
  return 0;
}
__name(surveyCommand, "surveyCommand");
async function surveyMergeCommand(dirs, opts, io) {
  if (!opts.out) throw new UsageError("survey merge: give --out DIR, where the merged dataset is written");
  if (dirs.length === 0) throw new UsageError("survey merge: give the output directories of the shards");
  const parts = [];
  for (const dir of dirs) {
    const data = await readDataset(path.resolve(dir), true);
    parts.push({ file: path.join(dir, DATASET_FILE), data });
  }
  const merged = mergeShards(parts);
  const out = path.resolve(opts.out);
  await makeOutDir(out);
  await writeDataset(out, merged);
  io.stdout(`survey merge: ${parts.length} shards, ${merged.rows.length} rows in ${path.join(out, DATASET_FILE)}
`);
  return 0;
}
__name(surveyMergeCommand, "surveyMergeCommand");

export {
  datasetCsv,
  parseSurveyList,
  DATASET_FILE,
  CSV_FILE,
  TIMINGS_FILE,
  DEFAULT_MAX_MEMORY_MB,
  parseSurveyClients,
  positive,
  parseDate,
  readText,
  readDataset,
  readDatasetFile,
  surveyCommand,
  surveyMergeCommand
};
//# sourceMappingURL=chunk-NU7JBRNI.js.map
