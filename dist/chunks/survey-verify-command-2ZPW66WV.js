import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  DATASET_FILE,
  DEFAULT_MAX_MEMORY_MB,
  parseDate,
  parseSurveyClients,
  parseSurveyList,
  positive,
  readDataset,
  readText,
  surveyConfinement
} from "./chunk-TBXFPNFO.js";
import {
  cliSettings
} from "./chunk-3KFGATAY.js";
import "./chunk-3QN2H6HJ.js";
import "./chunk-5VAMAJZA.js";
import "./chunk-OOFJHATA.js";
import {
  VERSION
} from "./chunk-LVFBAOR2.js";
import "./chunk-RUROCYBG.js";
import "./chunk-7KINYLOR.js";
import "./chunk-UJWHOAM5.js";
import "./chunk-WHWYGBJU.js";
import "./chunk-2N3S7GKB.js";
import "./chunk-GJDUVBX4.js";
import "./chunk-7JIIC6KX.js";
import "./chunk-TEHDCKLT.js";
import "./chunk-BTELIIU7.js";
import "./chunk-WC7BATOK.js";
import "./chunk-FF5I6ABP.js";
import "./chunk-DOQ7UJXU.js";
import "./chunk-2YBGTLMF.js";
import "./chunk-4KOQUDW2.js";
import {
  rowKey
} from "./chunk-O34SNTBI.js";
import "./chunk-XO3XNMKY.js";
import "./chunk-7OFPA336.js";
import "./chunk-KMIB5BUO.js";
import "./chunk-FY2GGD5S.js";
import "./chunk-YG3Y2ZC5.js";
import "./chunk-AY22MO67.js";
import {
  npmRegistry
} from "./chunk-NBLVM2OL.js";
import "./chunk-MQ2PVAKA.js";
import "./chunk-PLABDQE3.js";
import "./chunk-7QJCO2EM.js";
import {
  stripTerminalControls
} from "./chunk-AY2GYRMS.js";
import "./chunk-TTW4EAJU.js";
import "./chunk-BRIMYS6A.js";
import "./chunk-B2CE7BYW.js";
import "./chunk-YWEAVKN7.js";
import "./chunk-AARTTLEF.js";
import "./chunk-DJ2EGANE.js";
import "./chunk-BOSGFDFT.js";
import "./chunk-QVQWFJUE.js";
import "./chunk-XIXJLNBJ.js";
import "./chunk-4WFM3VR3.js";
import "./chunk-A7HVW6MW.js";
import "./chunk-GUMAJWRF.js";
import "./chunk-KZRILCG4.js";
import "./chunk-JBB6Y6K4.js";
import "./chunk-CDRE7MMI.js";
import "./chunk-UKVGHDFS.js";
import "./chunk-2FVBJ6RF.js";
import "./chunk-FSDW3AHK.js";
import {
  EXIT_CODES,
  ToolError
} from "./chunk-5SZOHPIE.js";
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/cli/survey-verify-command.ts
import { tmpdir } from "node:os";
import path from "node:path";

// src/core/survey/verify.ts
var shown = /* @__PURE__ */ __name((value) => value === void 0 ? "absent" : JSON.stringify(value), "shown");
function figures(row) {
  const out = /* @__PURE__ */ new Map([["status", row.status]]);
  if (row.status === "failed") {
    out.set("failure.kind", row.failure.kind);
    return out;
  }
  out.set("tools", row.tools);
  for (const [encoding, t] of Object.entries(row.tokens)) {
    out.set(`tokens.${encoding}.model`, t.model);
    out.set(`tokens.${encoding}.raw`, t.raw);
  }
  for (const [encoding, n] of Object.entries(row.instructions?.tokens ?? {})) out.set(`instructions.${encoding}`, n);
  out.set("prompts", row.prompts);
  out.set("resources", row.resources);
  for (const tool of row.toolTokens) {
    for (const [encoding, n] of Object.entries(tool.tokens)) out.set(`toolTokens.${tool.name}.${encoding}`, n);
  }
  for (const [id, m] of Object.entries(row.models)) {
    out.set(`models.${id}.tools`, m.tools);
    out.set(`models.${id}.instructions`, m.instructions);
  }
  if (row.stable !== void 0) out.set("stable", row.stable);
  if (row.hints !== void 0) {
    out.set("hints.count", row.hints?.count ?? null);
    for (const [encoding, n] of Object.entries(row.hints?.saving ?? {})) out.set(`hints.saving.${encoding}`, n);
  }
  for (const [id, c] of Object.entries(row.clients ?? {})) {
    out.set(`clients.${id}.deferred`, c.deferred);
    for (const [encoding, n] of Object.entries(c.upFront)) out.set(`clients.${id}.upFront.${encoding}`, n);
    for (const [encoding, n] of Object.entries(c.allLoaded)) out.set(`clients.${id}.allLoaded.${encoding}`, n);
    out.set(`clients.${id}.cappedOut`, c.cappedOut);
  }
  return out;
}
__name(figures, "figures");
var measuredSince = /* @__PURE__ */ __name((recorded, key) => recorded.status !== "measured" || !(key.startsWith("hints.") && recorded.hints === void 0 || key.startsWith("clients.") && !recorded.clients), "measuredSince");
function compareRows(recorded, now) {
  const a = figures(recorded);
  const b = new Map([...figures(now)].filter(([key]) => measuredSince(recorded, key)));
  const out = [];
  for (const key of /* @__PURE__ */ new Set([...a.keys(), ...b.keys()])) {
    if (JSON.stringify(a.get(key)) !== JSON.stringify(b.get(key))) {
      out.push({ figure: key, recorded: shown(a.get(key)), now: shown(b.get(key)) });
    }
  }
  return out;
}
__name(compareRows, "compareRows");

// src/cli/survey-verify-command.ts
async function surveyVerifyCommand(dir, id, opts, io, env) {
  const data = await readDataset(path.resolve(dir), true);
  if (!data) throw new ToolError("input", `${dir} holds no ${DATASET_FILE}`);
  const row = data.rows.find((r) => rowKey(r) === id);
  if (!row) {
    const some = data.rows.slice(0, 3).map(rowKey).join(", ");
    throw new ToolError(
      "input",
      `${path.join(dir, DATASET_FILE)} has no row ${id} (its rows are package@version: ${some}${data.rows.length > 3 ? ", ..." : ""})`
    );
  }
  let values = Object.fromEntries(row.env.map((name) => [name, "dummy"]));
  if (opts.list) {
    const text = await readText(opts.list, "survey list", 16 * 1024 * 1024);
    if (text === null) throw new ToolError("input", `survey list ${opts.list} does not exist`);
    const listed = parseSurveyList(text, opts.list).find((e) => rowKey(e) === id);
    if (!listed) throw new ToolError("input", `survey list ${opts.list} has no entry ${id}`);
    values = listed.env;
  }
  const entry = {
    package: row.package,
    version: row.version,
    bin: row.bin,
    args: row.args,
    env: values,
    line: 0
  };
  const encodings = row.status === "measured" ? Object.keys(row.tokens) : data.settings.encodings;
  const models = row.status === "measured" ? [...Object.keys(row.models), ...Object.keys(row.modelsNotCounted)] : data.settings.models;
  const clients = parseSurveyClients([
    (row.status === "measured" ? Object.keys(row.clients ?? {}) : data.settings.clients ?? []).join(",") || "none"
  ]);
  const settings = cliSettings(
    ["survey"],
    {
      encoding: [encodings.join(",")],
      ...models.length > 0 ? { model: [models.join(",")] } : {},
      timeout: opts.timeout,
      context: opts.context
    },
    io
  );
  const { runSurvey } = await import("./survey-MJD4EZE3.js");
  const result = await runSurvey({
    entries: [entry],
    shard: null,
    previous: null,
    encodings: settings.encodings,
    models: settings.models,
    checkStable: row.status === "measured" ? row.stable !== void 0 : data.settings.checkStable,
    clients,
    maxMemoryBytes: positive("--max-memory-mb", opts.maxMemoryMb, DEFAULT_MAX_MEMORY_MB) * 1024 * 1024,
    jobs: 1,
    timeoutMs: settings.timeoutMs,
    installTimeoutMs: positive("--install-timeout", opts.installTimeout, 300) * 1e3,
    maxResponseBytes: settings.maxResponseBytes,
    date: parseDate(void 0),
    engine: VERSION,
    registry: await npmRegistry(env, opts.registry),
    confinement: await surveyConfinement(opts.unconfined, null, io, env),
    env,
    tempDir: tmpdir(),
    log: /* @__PURE__ */ __name((line) => io.stderr(`${stripTerminalControls(line)}
`), "log")
  });
  const now = result.dataset.rows[0];
  if (!now) throw new ToolError("internal", `the survey of ${id} gave no row`);
  const differences = compareRows(row, now);
  const lines = [`${id}: measured by mcp-token-budget ${row.engine} on ${row.date}, measured again by ${VERSION}`];
  if (differences.length === 0) {
    lines.push("every figure is the same");
  } else {
    lines.push(`${differences.length} figure${differences.length === 1 ? " differs" : "s differ"} (recorded -> now):`);
    for (const d of differences) lines.push(`  ${d.figure}: ${d.recorded} -> ${d.now}`);
    if (row.engine !== VERSION)
      lines.push(`(the row was measured by another version, ${row.engine}: its counting may differ)`);
    if (now.status === "failed") lines.push(`(measuring it again failed: ${now.failure.message})`);
  }
  io.stdout(`${lines.map(stripTerminalControls).join("\n")}
`);
  return differences.length === 0 ? EXIT_CODES.ok : EXIT_CODES.budget;
}
__name(surveyVerifyCommand, "surveyVerifyCommand");
export {
  surveyVerifyCommand
};
//# sourceMappingURL=survey-verify-command-2ZPW66WV.js.map
