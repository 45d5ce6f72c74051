import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/core/clients/goldens.ts
var isObject = /* @__PURE__ */ __name((value) => typeof value === "object" && value !== null && !Array.isArray(value), "isObject");
var isStrings = /* @__PURE__ */ __name((value) => Array.isArray(value) && value.every((v) => typeof v === "string"), "isStrings");
var isStringMap = /* @__PURE__ */ __name((value) => isObject(value) && Object.values(value).every((v) => typeof v === "string"), "isStringMap");
function parseCorpus(text, file) {
  let raw;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new Error(`${file}: not JSON (${error.message})`);
  }
  if (!isObject(raw) || !Array.isArray(raw.cases))
    throw new Error(`${file}: expected an object with "cases": [ { "id", "why", "servers" }, ... ]`);
  const seen = /* @__PURE__ */ new Set();
  const cases = raw.cases.map((c, i) => {
    const where = `${file}: cases[${i}]`;
    if (!isObject(c) || typeof c.id !== "string" || !/^[a-z0-9][a-z0-9-]*$/.test(c.id))
      throw new Error(`${where}: "id" must be a lower-case name such as "space-key"`);
    if (seen.has(c.id)) throw new Error(`${where}: the id "${c.id}" is used twice`);
    seen.add(c.id);
    if (typeof c.why !== "string") throw new Error(`${where} (${c.id}): "why" must say why it is in the corpus`);
    if (!isObject(c.servers) || Object.keys(c.servers).length === 0)
      throw new Error(`${where} (${c.id}): "servers" must map a key to a server`);
    const servers = {};
    for (const [key, s] of Object.entries(c.servers)) {
      const at = `${where} (${c.id}), server "${key}"`;
      if (!isObject(s)) throw new Error(`${at}: expected { "command", "args" } or { "pkg", "version" }`);
      if (s.env !== void 0 && !isStringMap(s.env)) throw new Error(`${at}: "env" must map names to strings`);
      if (s.args !== void 0 && !isStrings(s.args)) throw new Error(`${at}: "args" must be a list of strings`);
      if (typeof s.pkg === "string") {
        if (typeof s.version !== "string" || !/^\d+\.\d+\.\d+/.test(s.version))
          throw new Error(`${at}: a package server needs an exact "version" (e.g. "0.25.0")`);
        if (s.bin !== void 0 && typeof s.bin !== "string") throw new Error(`${at}: "bin" must be a string`);
        servers[key] = s;
      } else if (typeof s.command === "string" && isStrings(s.args)) servers[key] = s;
      else throw new Error(`${at}: expected { "command", "args" } or { "pkg", "version" }`);
    }
    return { id: c.id, why: c.why, servers };
  });
  const notCaptured = raw.notCaptured ?? {};
  if (!isStringMap(notCaptured)) throw new Error(`${file}: "notCaptured" must map "<client>/<golden>" to a reason`);
  return { cases, notCaptured };
}
__name(parseCorpus, "parseCorpus");
var goldenName = /* @__PURE__ */ __name((caseId, setting) => `${caseId}${Object.entries(setting).map(([k, v]) => `.${k}=${v}`).join("")}`, "goldenName");
var partTexts = /* @__PURE__ */ __name((content) => typeof content === "string" ? [content] : Array.isArray(content) ? content.flatMap((part) => isObject(part) && typeof part.text === "string" ? [part.text] : []) : [], "partTexts");
function requestTools(body) {
  const tools = Array.isArray(body.tools) ? body.tools : [];
  if ("contents" in body)
    return tools.flatMap((t) => isObject(t) && Array.isArray(t.functionDeclarations) ? t.functionDeclarations : []).map((d) => ({ name: String(d.name), object: d }));
  return tools.map((t) => {
    const tool = t;
    const fn = isObject(tool.function) ? tool.function : null;
    return { name: String(fn?.name ?? tool.name ?? ""), object: t };
  });
}
__name(requestTools, "requestTools");
function requestTexts(body) {
  if ("contents" in body) {
    const system2 = isObject(body.systemInstruction) ? partTexts(body.systemInstruction.parts) : [];
    const contents = Array.isArray(body.contents) ? body.contents : [];
    return [...system2, ...contents.flatMap((c) => isObject(c) ? partTexts(c.parts) : [])];
  }
  if ("input" in body) {
    const instructions = typeof body.instructions === "string" ? [body.instructions] : [];
    const input = Array.isArray(body.input) ? body.input : [];
    return [...instructions, ...input.flatMap((m) => isObject(m) ? partTexts(m.content) : [])];
  }
  const system = typeof body.system === "string" ? [body.system] : partTexts(body.system);
  const messages = Array.isArray(body.messages) ? body.messages : [];
  return [...system, ...messages.flatMap((m) => isObject(m) ? partTexts(m.content) : [])];
}
__name(requestTexts, "requestTexts");
function normalizeEnvironment(text, workDir) {
  return text.replaceAll(workDir, "/home/user/project").replaceAll(workDir.replaceAll("/", "-"), "-home-user-project").replace(/^ - OS Version: .*$/m, " - OS Version: Linux").replace(/^Today's date is \d{4}-\d{2}-\d{2}\.$/m, "Today's date is 2026-12-02.");
}
__name(normalizeEnvironment, "normalizeEnvironment");
function normalizeRun(text, workDir) {
  return normalizeEnvironment(text, workDir).replaceAll(workDir, "/home/user/scratch").replace(/Today's date is [^\n]*?\(formatted according to the user's locale\)/g, "Today's date is <date>").replace(/Today's date: [A-Z][a-z]{2} [A-Z][a-z]{2} \d{2} \d{4}/g, "Today's date: <date>").replace(/<current_date>[^<]*<\/current_date>/g, "<current_date><date></current_date>").replace(/<timezone>[^<]*<\/timezone>/g, "<timezone><tz></timezone>").replace(/\b\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z?\b/g, "<time>").replace(/\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/g, "<uuid>");
}
__name(normalizeRun, "normalizeRun");
var CONTEXT = 200;
function textDiff(a, b) {
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end++;
  const removed = a.slice(start, a.length - end);
  if (removed === "") {
    const len = b.length - end - start;
    while (start > 0 && b[start - 1] === b[start - 1 + len]) start--;
    return {
      inserted: b.slice(start, start + len),
      removed,
      before: b.slice(Math.max(0, start - CONTEXT), start),
      after: b.slice(start + len, start + len + CONTEXT)
    };
  }
  return { inserted: b.slice(start, b.length - end), removed };
}
__name(textDiff, "textDiff");
function addedLines(a, b) {
  const x = a.split("\n");
  const y = b.split("\n");
  const runs = [];
  let i = 0;
  let run = [];
  for (const line of y) {
    if (i < x.length && line === x[i]) {
      if (run.length > 0) runs.push(`
${run.join("\n")}`);
      run = [];
      i++;
    } else run.push(line);
  }
  if (run.length > 0) runs.push(`
${run.join("\n")}`);
  return i === x.length ? runs : null;
}
__name(addedLines, "addedLines");
function textAdditions(bare, withServers) {
  const out = [];
  if (bare.length === withServers.length) {
    withServers.forEach((text, slot) => {
      const a = bare[slot];
      if (a === text) return;
      const diff = textDiff(a, text);
      const lines = diff.removed === "" ? null : addedLines(a, text);
      if (lines) for (const inserted of lines) out.push({ slot, inserted, removed: "" });
      else out.push({ slot, ...diff });
    });
    return out;
  }
  let head = 0;
  while (head < bare.length && head < withServers.length && bare[head] === withServers[head]) head++;
  let tail = 0;
  while (tail < bare.length - head && tail < withServers.length - head && bare[bare.length - 1 - tail] === withServers[withServers.length - 1 - tail])
    tail++;
  for (let slot = head; slot < withServers.length - tail; slot++)
    out.push({ slot, inserted: withServers[slot], removed: "" });
  for (let slot = head; slot < bare.length - tail; slot++)
    out.push({ slot, inserted: "", removed: bare[slot] });
  return out;
}
__name(textAdditions, "textAdditions");
function goldenOf(meta, bare, capture) {
  const own = new Set(requestTools(bare.body).map((t) => t.name));
  const tools = requestTools(capture.body).filter((t) => !own.has(t.name)).map((t) => {
    const json = JSON.stringify(t.object);
    if (!capture.text.includes(json))
      throw new Error(`${meta.client} ${meta.case}: tool ${t.name} does not re-serialise to the text it sent`);
    return { name: t.name, json };
  });
  const texts = textAdditions(
    requestTexts(bare.body).map((t) => normalizeRun(t, bare.workDir)),
    requestTexts(capture.body).map((t) => normalizeRun(t, capture.workDir))
  );
  return { ...meta, tools, texts };
}
__name(goldenOf, "goldenOf");
function refusalOf(message) {
  const lines = message.split("\n").map((l) => l.trim()).filter((l) => !/helper binaries|PATH aliases/.test(l));
  const why = lines.find((l) => /must match/.test(l)) ?? lines.find((l) => /error|invalid/i.test(l)) ?? lines[0];
  return (why ?? "").replace(/\/tmp\/[^\s"')]+/g, "<scratch>").replace(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z\s+[A-Z]+\s+[\w:]+:\s*/, "").slice(0, 300);
}
__name(refusalOf, "refusalOf");
function serverOfTool(name, listings) {
  if (!listings) return null;
  let best = null;
  const servers = Object.entries(listings.servers);
  for (const [server, listing] of servers)
    for (const tool of listing.tools) {
      const toolName = isObject(tool) && typeof tool.name === "string" ? tool.name : "";
      if (toolName === "" || !name.endsWith(toolName)) continue;
      const keyed = name.includes(server.replace(/[^A-Za-z0-9_-]/g, "_")) ? 1 : 0;
      const length = toolName.length * 2 + keyed;
      if (!best || length > best.length) best = { server, length };
    }
  return best?.server ?? null;
}
__name(serverOfTool, "serverOfTool");
function eraOrderOnly(held, server, listings, a, b) {
  if (held.client !== "claude-code" || server === null || listings?.servers[server]?.era !== "modern") return false;
  const sorted = /* @__PURE__ */ __name((text) => {
    const tool = JSON.parse(text);
    const schema = tool.input_schema;
    if (!isObject(schema)) return text;
    return JSON.stringify({ ...tool, input_schema: Object.fromEntries(Object.entries(schema).sort(byKey)) });
  }, "sorted");
  try {
    return sorted(a) === sorted(b);
  } catch {
    return false;
  }
}
__name(eraOrderOnly, "eraOrderOnly");
var byKey = /* @__PURE__ */ __name(([a], [b]) => a < b ? -1 : a > b ? 1 : 0, "byKey");
function firstDifference(a, b) {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const from = Math.max(0, i - 12);
  const show = /* @__PURE__ */ __name((s) => JSON.stringify(`${from > 0 ? "\u2026" : ""}${s.slice(from, i + 12)}`), "show");
  return `at character ${i + 1}: ${show(a)} -> ${show(b)}`;
}
__name(firstDifference, "firstDifference");
function compareGolden(held, now, listings, encoder) {
  const golden = goldenName(held.case, held.setting ?? {});
  const moves = [];
  const count = /* @__PURE__ */ __name((s) => encoder.count(s), "count");
  const move = /* @__PURE__ */ __name((m) => moves.push({ golden, encoding: encoder.name, ...m }), "move");
  if (held.refused === void 0 !== (now.refused === void 0)) {
    move({
      server: null,
      item: "refusal",
      change: held.refused === void 0 ? "added" : "gone",
      before: null,
      after: null,
      detail: now.refused === void 0 ? `no longer refuses (was: ${held.refused})` : `now refuses: ${now.refused}`
    });
  }
  const before = new Map(held.tools.map((t) => [t.name, t.json]));
  const after = new Map(now.tools.map((t) => [t.name, t.json]));
  for (const [name, json] of before) {
    const server = serverOfTool(name, listings);
    const next = after.get(name);
    if (next === void 0)
      move({
        server,
        item: `tool ${name}`,
        change: "gone",
        before: count(json),
        after: null,
        detail: "no longer sent"
      });
    else if (next !== json && !eraOrderOnly(held, server, listings, json, next))
      move({
        server,
        item: `tool ${name}`,
        change: "changed",
        before: count(json),
        after: count(next),
        detail: firstDifference(json, next)
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
        detail: "sent now, not in the golden"
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
      detail: `first out of place: ${nowOrder.find((n, i) => n !== common[i])}`
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
        detail: a.inserted !== b.inserted ? firstDifference(a.inserted, b.inserted) : a.slot !== b.slot ? `slot ${a.slot} -> ${b.slot}` : `what it replaced: ${firstDifference(a.removed, b.removed)}`
      });
  }
  return moves;
}
__name(compareGolden, "compareGolden");
function checkStatus(moves, error) {
  if (error !== void 0) return "failed";
  return moves.length > 0 ? "moved" : "holds";
}
__name(checkStatus, "checkStatus");
var figure = /* @__PURE__ */ __name((n) => n === null ? "-" : n.toLocaleString("en-US"), "figure");
function moveLine(m, esc = (s) => s) {
  const server = m.server === null ? "" : `, server ${esc(m.server)}`;
  const tokens = m.before === null && m.after === null ? "" : `: ${figure(m.before)} -> ${figure(m.after)} tokens (${m.encoding})`;
  return `${esc(m.golden)}${server}: ${esc(m.item)} ${m.change}${tokens}; ${esc(m.detail)}`;
}
__name(moveLine, "moveLine");
function renderClientsCheck(report, format, esc) {
  const item = format === "markdown" ? "- " : "";
  const sub = format === "markdown" ? "  - " : "  ";
  const lines = format === "markdown" ? [`### Clients check, ${report.date}`, ""] : [];
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
    report.clients.length === 0 ? "No client was checked." : moved === 0 ? `Every client holds to its goldens (${report.date}).` : `${moved} of ${report.clients.length} clients moved or could not be checked (${report.date}): capture new goldens and change the profiles until they hold (docs/clients.md, "The conformance corpus").`
  );
  return `${lines.join("\n")}
`;
}
__name(renderClientsCheck, "renderClientsCheck");

export {
  parseCorpus,
  goldenName,
  goldenOf,
  refusalOf,
  compareGolden,
  checkStatus,
  renderClientsCheck
};
//# sourceMappingURL=chunk-UWH7XHW2.js.map
