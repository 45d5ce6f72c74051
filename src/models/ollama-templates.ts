/**
 * The official Llama 3.1 / 3.2 chat templates with tool support, as Hugging Face's
 * `@huggingface/ollama-utils` keeps them (the `gguf` template of its Ollama map, which is the model's
 * own tokenizer_config.json chat_template). The package does not export the map, so its source file
 * is read as text and the one string literal wanted is decoded; nothing of it is executed.
 */

/** The file inside the package that holds the map (shipped in its "files": src). */
export const OLLAMA_MAP_FILE = "src/chat-template-automap.ts";

/**
 * The `gguf:` template of the entry for `model` (e.g. "library/llama3.1:8b") in the map's source text.
 * Throws when the entry or its template is not there (another version of the package).
 */
export function ggufTemplateOf(source: string, model: string): string {
  const entry = source.indexOf(`model: ${JSON.stringify(model)},`);
  if (entry < 0) throw new Error(`no entry for ${model}`);
  const at = source.indexOf("gguf:", entry);
  const next = source.indexOf("model:", entry + 6);
  if (at < 0 || (next >= 0 && at > next)) throw new Error(`no gguf template for ${model}`);
  const key = /gguf:\s*/y;
  key.lastIndex = at;
  key.test(source);
  return decodeStringLiteral(source, key.lastIndex);
}

const SIMPLE_ESCAPES: Record<string, string> = {
  n: "\n",
  t: "\t",
  r: "\r",
  b: "\b",
  f: "\f",
  v: "\v",
  "0": "\0",
  "\\": "\\",
  "'": "'",
  '"': '"',
  "`": "`",
};

/** Decodes the quoted JavaScript string literal that starts at `start` (no template literals with ${}). */
export function decodeStringLiteral(source: string, start: number): string {
  const quote = source[start];
  if (quote !== '"' && quote !== "'" && quote !== "`") throw new Error(`expected a string literal at ${start}`);
  let out = "";
  for (let i = start + 1; i < source.length; i++) {
    const c = source[i] as string;
    if (c === quote) return out;
    if (quote === "`" && c === "$" && source[i + 1] === "{") throw new Error("template literal with substitutions");
    if (c !== "\\") {
      out += c;
      continue;
    }
    const e = source[++i] as string;
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

function hex(source: string, from: number, length: number): string {
  const digits = source.slice(from, from + length);
  if (!/^[0-9a-fA-F]+$/.test(digits)) throw new Error(`bad hex escape at ${from}`);
  return digits;
}

/**
 * The Ollama library template (`ollama: { template: ... }`, a Go text/template) of the entry for `model`.
 * Throws when the entry or its template is not there (another version of the package).
 */
export function ollamaTemplateOf(source: string, model: string): string {
  const entry = source.indexOf(`model: ${JSON.stringify(model)},`);
  if (entry < 0) throw new Error(`no entry for ${model}`);
  const next = source.indexOf("model:", entry + 6);
  const ollama = source.indexOf("ollama:", entry);
  const at = ollama < 0 ? -1 : source.indexOf("template:", ollama);
  if (at < 0 || (next >= 0 && at > next)) throw new Error(`no Ollama template for ${model}`);
  const key = /template:\s*/y;
  key.lastIndex = at;
  key.test(source);
  return decodeStringLiteral(source, key.lastIndex);
}
