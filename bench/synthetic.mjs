// Synthetic MCP tools that look like real servers' tools: varied names and naming styles, prose of
// very different lengths (some markdown, some non-ASCII, the odd special-token look-alike), and input
// schemas from empty to deeply nested, in the shapes zod-to-json-schema and hand-written servers emit.
// Seeded, so every run counts the same text.

const words = (text) => text.trim().split(/\s+/);
const VERBS = words(`
  get list create update delete search add remove move archive fetch sync export import run cancel approve merge
  close reopen assign comment upload download query read write edit rename share schedule resolve publish
`);
const NOUNS = words(`
  issue pull_request repository branch commit file directory page database block comment user team channel
  message thread reaction workflow job deployment release tag label milestone project document spreadsheet
  calendar_event invoice customer order ticket alert dashboard metric log trace incident secret webhook snapshot
  bucket object cluster node pod
`);
const QUALIFIERS = words(`
  by_id for_user in_channel with_filters recursively as_markdown batch details summary history status
`);
const PREFIXES = ["github", "notion", "slack", "jira", "k8s", "gcal", "stripe", "sentry"];
const WORDS = words(`
  the a an this each every selected given matching current previous next one many all any its their of to in on
  for with from by at as or and but not only when if then so that which who whose where returns lists creates
  updates deletes finds reads writes sends moves changes checks item items result results value values field
  fields name names id ids page pages cursor limit offset token tokens user users team teams project projects
  file files path paths content text body title description status state label labels date dates time timestamp
  range filter filters query queries sort order ascending descending newest oldest first last default maximum
  minimum required optional valid invalid error errors permission permissions access owner repository branch
  commit message channel thread workspace account organisation request response summary details metadata format
  markdown json plain html link links url reference references attachment attachments size bytes count number
  string boolean list array object nested parent child children version versions revision draft published
  archived deleted open closed pending failed succeeded running queued
`);
const UNICODE = ["café", "naïve", "→", "–", "…", "Zürich", "検索する", "données", "emoji 🚀", "≥", "µs", "Ω"];
const FORMATS = ["date-time", "date", "uri", "email", "uuid"];

/** mulberry32: small, fast, deterministic. */
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function generator(seed, scale) {
  const random = rng(seed);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const chance = (p) => random() < p;
  const between = (lo, hi) => lo + Math.floor(random() * (hi - lo + 1));

  function sentence(min = 6, max = 18) {
    const words = Array.from({ length: between(min, max) }, () => pick(WORDS));
    if (chance(0.15)) words.splice(between(0, words.length - 1), 0, `\`${pick(NOUNS)}\``);
    if (chance(0.05)) words.splice(between(0, words.length - 1), 0, pick(UNICODE));
    if (chance(0.1)) words.push(`(max ${between(1, 500)})`);
    const text = words.join(" ");
    return `${text[0].toUpperCase()}${text.slice(1)}.`;
  }

  function description(kind) {
    const sentences = Math.round(
      (kind === "short" ? between(1, 1) : kind === "medium" ? between(2, 4) : between(5, 12)) * scale,
    );
    const parts = Array.from({ length: Math.max(1, sentences) }, () => sentence());
    if (kind !== "long") return parts.join(" ");
    // Long descriptions in real servers carry usage notes, bullet lists and examples.
    const bullets = Array.from({ length: between(2, 5) }, () => `- ${sentence(3, 9)}`).join("\n");
    const example = `Example: \`{"${pick(NOUNS)}": "${pick(WORDS)}-${between(1, 999)}", "limit": ${between(1, 100)}}\``;
    const special = chance(0.01) ? " Never write <|endoftext|> in a query." : "";
    return `${parts.slice(0, 2).join(" ")}\n\n${bullets}\n\n${parts.slice(2).join(" ")}\n\n${example}${special}`;
  }

  const names = new Set();
  function toolName(i) {
    const words = [pick(VERBS), pick(NOUNS), ...(chance(0.3) ? [pick(QUALIFIERS)] : [])].flatMap((w) => w.split("_"));
    const style = random();
    const name =
      style < 0.6
        ? words.join("_")
        : style < 0.8
          ? words.map((w, k) => (k === 0 ? w : `${w[0].toUpperCase()}${w.slice(1)}`)).join("")
          : style < 0.9
            ? words.join("-")
            : `${pick(PREFIXES)}_${words.join("_")}`;
    // Unique names, as a real server has: a suffix only where a name would repeat.
    const unique = names.has(name) ? `${name}_${i.toString(36)}` : name;
    names.add(unique);
    return unique;
  }

  function leaf() {
    const type = pick(["string", "string", "string", "integer", "number", "boolean"]);
    const schema = { type };
    if (chance(0.7)) schema.description = sentence(3, 14).slice(0, -1);
    if (type === "string") {
      if (chance(0.2)) schema.enum = Array.from({ length: between(2, 8) }, () => pick(WORDS));
      else if (chance(0.15)) schema.format = pick(FORMATS);
      else if (chance(0.1)) schema.pattern = "^[A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+$";
      if (chance(0.1)) schema.minLength = 1;
      if (chance(0.1)) schema.maxLength = between(16, 4096);
    } else if (type !== "boolean") {
      if (chance(0.4)) schema.minimum = between(0, 1);
      if (chance(0.4)) schema.maximum = between(10, 1000);
    }
    if (chance(0.2))
      schema.default = type === "boolean" ? chance(0.5) : type === "string" ? pick(WORDS) : between(1, 50);
    if (chance(0.05)) return { anyOf: [schema, { type: "null" }] };
    return schema;
  }

  function objectSchema(depth, propertyCount) {
    const properties = {};
    for (let k = 0; k < propertyCount; k++) {
      const key = `${pick(WORDS)}${chance(0.5) ? `_${pick(WORDS)}` : ""}`;
      const nested = depth < 3 && chance(0.15 / (depth + 1));
      if (nested && chance(0.5)) {
        properties[key] = { ...objectSchema(depth + 1, between(1, 5)), description: sentence(3, 10).slice(0, -1) };
      } else if (nested) {
        properties[key] = { type: "array", items: objectSchema(depth + 1, between(1, 4)), maxItems: between(5, 100) };
      } else if (chance(0.1)) {
        properties[key] = { type: "array", items: leaf(), ...(chance(0.5) ? { description: sentence(3, 8) } : {}) };
      } else {
        properties[key] = leaf();
      }
    }
    const schema = { type: "object", properties };
    const keys = Object.keys(properties);
    const required = keys.filter(() => chance(0.4));
    if (required.length > 0) schema.required = required;
    if (chance(0.5)) schema.additionalProperties = false;
    return schema;
  }

  function propertyCount() {
    const r = random();
    const base = r < 0.3 ? between(0, 2) : r < 0.75 ? between(3, 6) : r < 0.95 ? between(7, 15) : between(16, 30);
    return Math.round(base * scale);
  }

  return function tool(i) {
    const r = random();
    const tool = { name: toolName(i) };
    if (chance(0.3)) tool.title = sentence(2, 5).slice(0, -1);
    if (!chance(0.03)) tool.description = description(r < 0.35 ? "short" : r < 0.85 ? "medium" : "long");
    const inputSchema = objectSchema(0, propertyCount());
    tool.inputSchema = chance(0.4)
      ? { ...inputSchema, $schema: "http://json-schema.org/draft-07/schema#" }
      : inputSchema;
    if (chance(0.15)) tool.outputSchema = objectSchema(1, between(1, 6));
    if (chance(0.4)) {
      tool.annotations = { readOnlyHint: chance(0.5), ...(chance(0.5) ? { destructiveHint: chance(0.3) } : {}) };
      if (chance(0.5)) tool.annotations.openWorldHint = chance(0.5);
    }
    if (chance(0.05)) tool._meta = { "vendor/category": pick(NOUNS), "vendor/since": `1.${between(0, 20)}.0` };
    return tool;
  };
}

/**
 * n tools. `scale` multiplies schema sizes and description lengths (1 = ordinary servers;
 * larger values for the tens-of-megabytes case).
 */
export function syntheticTools(n, { seed = 1, scale = 1 } = {}) {
  const tool = generator(seed, scale);
  return Array.from({ length: n }, (_, i) => tool(i));
}

/** The head of a pull request that changes every tool: longer, shorter or reshaped. */
export function changeEveryTool(tools, seed = 7) {
  const random = rng(seed);
  return tools.map((tool, i) => {
    const changed = structuredClone(tool);
    const properties = changed.inputSchema?.properties ?? {};
    const keys = Object.keys(properties);
    if (i % 3 === 0 || (i % 3 === 2 && keys.length === 0)) {
      changed.description = `${changed.description ?? ""} Also returns the ${random() < 0.5 ? "owner" : "revision"} of each item, when known.`;
    } else if (i % 3 === 1) {
      properties[`extra_${i.toString(36)}`] = { type: "string", description: "An option added in this pull request" };
    } else {
      delete properties[keys[keys.length - 1]];
    }
    return changed;
  });
}

/** Bytes of the JSON that a server sends for these tools. */
export const jsonBytes = (tools) => Buffer.byteLength(JSON.stringify(tools));
