/**
 * A tool list whose cache scope changed and whose lifetime did not is a change a reviewer hears of: the cache
 * line says it, and it is worth a comment on its own.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { compare } from "../../../../src/core/compare.js";
import { countListing } from "../../../../src/core/count.js";
import { type Encoder, loadEncoders } from "../../../../src/core/encodings.js";
import { protocolOrCacheChanged, toolsCacheLine } from "../../../../src/core/render/comparison-protocol.js";
import type { Report, ToolsCache } from "../../../../src/core/report.js";

let encoders: Encoder[];
beforeAll(async () => {
  encoders = await loadEncoders(["o200k_base"]);
});

function report(toolsCache: ToolsCache): Report {
  const server = { name: "weather", version: "1.0.0", protocolVersion: "2026-07-28", era: "modern" as const };
  const tools = [{ name: "search", description: "Search.", inputSchema: { type: "object" } }];
  return {
    ...countListing({ server, tools, prompts: null, resources: null, warnings: [] }, encoders, "0.1.0"),
    toolsCache,
  };
}

describe("the tool list's cache, base → head", () => {
  it("says a change of scope alone, from shared to per user", () => {
    const c = compare(report({ ttlMs: 600_000, scope: "public" }), report({ ttlMs: 600_000, scope: "private" }));
    expect(toolsCacheLine(c)).toBe(
      "the server now lets clients cache its tool list for 10 minutes, per user (base: 10 minutes, shared by all its users)",
    );
    expect(protocolOrCacheChanged(c)).toBe(true);
  });

  it("says nothing when lifetime and scope are the same", () => {
    const c = compare(report({ ttlMs: 600_000, scope: "public" }), report({ ttlMs: 600_000, scope: "public" }));
    expect(toolsCacheLine(c)).toBeNull();
    expect(protocolOrCacheChanged(c)).toBe(false);
  });
});
