/**
 * The deferral bill in a comparison (compare / check / the action's comment): the client line says what the first
 * use of a tool costs at head, with the base's figure when it changed ("+N -> +M tokens, one extra round of A ->
 * B"), and the hint when deferral likely costs more than it saves. The comparison's JSON carries it (validated by
 * comparison.schema.json). A client that defers nothing has no bill in its line.
 */
import { readFileSync } from "node:fs";
import { Ajv2020 } from "ajv/dist/2020.js";
import { describe, expect, it } from "vitest";
import { parseClientId } from "../../../../src/core/clients/client-id.js";
import { countClient } from "../../../../src/core/clients/count.js";
import { clientDiffs } from "../../../../src/core/compare-clients.js";
import type { Comparison } from "../../../../src/core/comparison.js";
import { loadEncoders } from "../../../../src/core/encodings.js";
import { MARKDOWN } from "../../../../src/core/render/comparison.js";
import { clientsSection } from "../../../../src/core/render/comparison-clients.js";
import type { Report } from "../../../../src/core/report.js";

const [o200k] = await loadEncoders(["o200k_base"]);
const encoder = o200k as NonNullable<typeof o200k>;

const small = (name: string, description = "Does it.") => ({
  name,
  description,
  inputSchema: { type: "object", properties: {} },
});

/** A report with one client entry, as `measure --client <id>` writes it (only what clientDiffs reads). */
function report(id: string, tools: ReturnType<typeof small>[]): Report {
  const choice = parseClientId(id);
  const entry = countClient(choice.profile, { server: "fx", tools, instructions: null }, choice.options, [encoder]);
  return { clients: { [id]: entry } } as unknown as Report;
}

function line(base: Report | null, head: Report): { text: string; diffs: ReturnType<typeof clientDiffs> } {
  const diffs = clientDiffs(base, head, []);
  const comparison = { clients: diffs, encodings: ["o200k_base"], status: base ? "ok" : "no-baseline" };
  const [section] = clientsSection(comparison as unknown as Comparison, MARKDOWN);
  const items = section && "items" in section ? section.items : [];
  return { text: items[0] ?? "", diffs };
}

describe("the deferral bill in the comparison's client line", () => {
  it("base -> head when the median use changed, the hint for a few small tools", () => {
    const base = report("claude-code", [small("a"), small("bb"), small("ccc")]);
    // Every description longer and a tool more: each use adds more, and the round carries one more name.
    const longer = "Does it, now with far more words than before, so that every use of it adds more.";
    const head = report("claude-code", [small("a", longer), small("bb", longer), small("ccc", longer), small("dddd")]);
    const b = base.clients?.["claude-code"]?.tokens.o200k_base;
    const h = head.clients?.["claude-code"]?.tokens.o200k_base;
    const [bill, was] = [h?.firstUse, b?.firstUse];
    if (!bill || !was || !h) throw new Error("claude-code 2.1.328 has a measured bill");
    const { text, diffs } = line(base, head);
    const fmt = (n: number | null) => (n ?? 0).toLocaleString("en-US");
    const use = was.median === bill.median ? `+${bill.median} tokens` : `+${was.median} -> +${bill.median} tokens`;
    const round =
      was.round === bill.round
        ? `one extra round of ${fmt(bill.round)}`
        : `one extra round of ${fmt(was.round)} -> ${fmt(bill.round)}`;
    expect(text).toContain(
      `; first use of a tool: ${use}, ${round} (deferral likely costs more than it saves if its tools are used on most turns: loading them all adds ${fmt(h.allLoaded - h.upFront)} a request)`,
    );
    expect(was.median).not.toBe(bill.median);
    expect(was.round).not.toBe(bill.round);
    expect(diffs?.["claude-code"]?.head?.firstUse?.o200k_base).toEqual({
      median: bill.median,
      round: bill.round,
      costsMore: true,
    });
  });

  it("head only (no baseline): the head's figures, no arrow", () => {
    const head = report("claude-code", [small("a"), small("bb"), small("ccc")]);
    const bill = head.clients?.["claude-code"]?.tokens.o200k_base?.firstUse;
    const { text } = line(null, head);
    expect(text).toContain(
      `; first use of a tool: +${bill?.median} tokens, one extra round of ${bill?.round?.toLocaleString("en-US")} (deferral`,
    );
    expect(text).not.toContain("->");
  });

  it("no bill where nothing is deferred (tool search off, a client that loads every tool)", () => {
    for (const id of ["claude-code:ENABLE_TOOL_SEARCH=false", "cline"]) {
      const tools = [small("a")];
      const { text, diffs } = line(report(id, tools), report(id, tools));
      expect(text, id).not.toContain("first use");
      expect(Object.values(diffs ?? {})[0]?.head?.firstUse, id).toBeUndefined();
    }
  });

  it("the comparison's clients validate against comparison.schema.json with the bill in them", () => {
    const schema = JSON.parse(
      readFileSync(new URL("../../../../schemas/comparison.schema.json", import.meta.url), "utf8"),
    );
    const load = (file: string) =>
      JSON.parse(readFileSync(new URL(`../../../../schemas/${file}`, import.meta.url), "utf8"));
    const ajv = new Ajv2020({ strict: true, allErrors: true, allowUnionTypes: true });
    ajv.addSchema(load("report.schema.json"));
    ajv.addSchema(schema, "comparison");
    const validate = ajv.compile({ $ref: "comparison#/$defs/clientDiff" });
    const { diffs } = line(report("claude-code", [small("a")]), report("claude-code", [small("a"), small("b")]));
    const diff = diffs?.["claude-code"];
    expect(diff?.head?.firstUse).toBeDefined();
    expect(validate(diff), JSON.stringify(validate.errors)).toBe(true);
  });
});
