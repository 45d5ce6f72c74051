/**
 * The calls' deadline is theirs: the tokenizers and model data the calls are counted with load before it
 * starts. A model profile whose data takes longer to load than totalTimeout + 5 s (a qwen3 tokenizer on a
 * loaded 2-core machine did) once timed the whole session out and lost the report; here the profile's
 * counter is handed over late on purpose (measure's `counters`, what a setup passes), on a real server.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseCallsFile } from "../../../src/core/calls/parse.js";
import { resolveProfiles } from "../../../src/models/registry.js";
import { loadCounters, measure } from "../../../src/run/measure.js";
import { oracleCount } from "../../helpers/oracle.js";

const SERVER = path.resolve("test/fixtures/calls-server.mjs");

describe("a calls session whose model data loads slowly", () => {
  it("runs the calls within their own budget, after the data has loaded, and counts them", async () => {
    const file = parseCallsFile(
      'totalTimeout: 1\ncalls:\n  - { name: detail, tool: get_case, arguments: { id: "C-1001" } }\n',
      "calls.yml",
    );
    const models = resolveProfiles("--model", ["gpt-5"]);
    // Ready 7 s after the start: past the session's deadline of totalTimeout + 5 s, had it started already.
    const counters = new Promise<void>((resolve) => setTimeout(resolve, 7000)).then(() => loadCounters(models));
    const report = await measure(
      { kind: "stdio", command: process.execPath, args: [SERVER] },
      { encodings: ["o200k_base"], models, counters, calls: file },
    );
    const text = JSON.stringify({
      id: "C-1001",
      title: "Printer problem number 1",
      status: "closed",
      history: "note ".repeat(40).slice(0, 200),
    });
    expect(report.calls?.map((c) => [c.name, c.status])).toEqual([["detail", "ok"]]);
    expect(report.calls?.[0]?.tokens).toEqual({ o200k_base: oracleCount(text, "o200k_base") });
  });
});
