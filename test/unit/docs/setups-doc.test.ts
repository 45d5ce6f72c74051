/**
 * docs/setups.md's Jan and Codex CLI examples, read as those clients read them (the same pure readers the
 * CLI uses): what the page says each reads as.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CLIENT_FORMATS, readConfig } from "../../../src/core/config/formats.js";
import type { InterpolationContext } from "../../../src/core/config/interpolate.js";
import { PROJECT_ROOT } from "../../helpers/paths.js";

const doc = readFileSync(path.join(PROJECT_ROOT, "docs", "setups.md"), "utf8");
/** The page's first code block in `lang` that contains `marker`. */
const block = (lang: string, marker: string) => {
  const found = [...doc.matchAll(new RegExp(`\`\`\`${lang}\n([\\s\\S]*?)\`\`\``, "g"))]
    .map((m) => m[1] as string)
    .find((text) => text.includes(marker));
  if (!found) throw new Error(`no ${lang} block with ${marker} in docs/setups.md`);
  return found;
};
const context = (env: Record<string, string>): InterpolationContext => ({
  env,
  home: "/home/u",
  workspace: "/p",
  pathSeparator: "/",
  platform: "linux",
  inputs: {},
  readText: () => "",
});

describe("docs/setups.md examples", () => {
  it("the Jan file: memory over stdio, exa over Streamable HTTP, fetch turned off", () => {
    const { servers, skipped } = readConfig(
      block("json", "mcpSettings"),
      CLIENT_FORMATS.jan,
      "mcp_config.json",
      "user",
      context({}),
    );
    expect(servers.map((s) => [s.name, s.launch?.kind])).toEqual([
      ["memory", "stdio"],
      ["exa", "http"],
    ]);
    expect(skipped).toEqual(["fetch"]);
  });

  it("the Codex CLI file: memory with MEMORY_FILE_PATH passed on, docs turned off", () => {
    const { servers, skipped } = readConfig(
      block("toml", "mcp_servers"),
      CLIENT_FORMATS.codex,
      "config.toml",
      "user",
      context({ MEMORY_FILE_PATH: "/tmp/m.jsonl", OTHER: "x" }),
    );
    expect(servers.map((s) => s.launch)).toEqual([
      {
        kind: "stdio",
        command: "npx",
        args: ["-y", "@modelcontextprotocol/server-memory"],
        env: { MEMORY_FILE_PATH: "/tmp/m.jsonl" },
        cwd: null,
      },
    ]);
    expect(skipped).toEqual(["docs"]);
  });
});
