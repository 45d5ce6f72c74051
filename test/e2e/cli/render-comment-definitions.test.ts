/**
 * The folded details of the PR comment (description diff, parameters added or removed) come from the
 * definitions the reports carry: checked here against the real definitions of the fixture server,
 * measured at two commits of a real git repository by `mcp-token-budget compare` (dist/cli.js).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compare } from "../../../src/core/compare.js";
import type { Comparison } from "../../../src/core/comparison.js";
import { countListing } from "../../../src/core/count.js";
import { parseReport } from "../../../src/core/documents.js";
import { loadEncoders } from "../../../src/core/encodings.js";
import { type CliRun, runCli, runCliJson } from "../../helpers/cli-process.js";
import { removeTempDirs } from "../../helpers/git-repo.js";
import { detailsBlock } from "../../helpers/markdown.js";
import { BASE_TOOLS, HEAD_TOOLS, makeToolsRepo, SERVER_COMMAND, type Tool } from "../../helpers/tool-repo.js";

afterAll(removeTempDirs);

const named = (tools: readonly Tool[], name: string) => tools.find((t) => t.name === name) as Tool;
const description = (tool: Tool) => tool.description as string;
const propertyNames = (tool: Tool) =>
  Object.keys((tool.inputSchema as { properties: Record<string, unknown> }).properties);

describe("compare on a real repository: the details come from the real definitions", () => {
  let json: CliRun & { json: Comparison };
  let markdown: CliRun;

  beforeAll(async () => {
    const setup = await makeToolsRepo();
    json = await runCliJson<Comparison>(["compare", "--base", "main", ...SERVER_COMMAND], setup.repo.dir);
    markdown = await runCli(["compare", "--base", "main", "--format", "markdown", ...SERVER_COMMAND], setup.repo.dir);
  });

  it("diffs the description that changed, sentence by sentence", () => {
    expect(json.code, json.stderr).toBe(0);
    const base = description(named(BASE_TOOLS, "search_issues"));
    const head = description(named(HEAD_TOOLS, "search_issues"));
    // The fixture grows the description by a sentence: the base is kept, the rest is new.
    expect(head.startsWith(`${base} `)).toBe(true);
    const search = json.json.tools.find((t) => t.name === "search_issues");
    expect(search?.descriptionDiff).toEqual([
      { op: "equal", text: base },
      { op: "insert", text: head.slice(base.length + 1) },
    ]);
    expect(search?.properties).toEqual({ added: [], removed: [] });
  });

  it("lists the parameters the head added, from the schemas as served", () => {
    const base = propertyNames(named(BASE_TOOLS, "create_issue"));
    const head = propertyNames(named(HEAD_TOOLS, "create_issue"));
    const create = json.json.tools.find((t) => t.name === "create_issue");
    expect(create?.properties).toEqual({ added: head.filter((p) => !base.includes(p)), removed: [] });
    expect(create?.properties?.added).toEqual(["assignees"]);
    expect(create?.descriptionDiff).toBeUndefined();
    // Only changed tools carry details.
    for (const tool of json.json.tools.filter((t) => t.status !== "changed")) {
      expect(tool.descriptionDiff, tool.name).toBeUndefined();
      expect(tool.properties, tool.name).toBeUndefined();
    }
  });

  it("folds them per changed tool in the markdown", () => {
    expect(markdown.code, markdown.stderr).toBe(0);
    const base = description(named(BASE_TOOLS, "search_issues"));
    const head = description(named(HEAD_TOOLS, "search_issues"));
    const search = detailsBlock(markdown.stdout, "<code>search_issues</code>: description");
    expect(search).toBe(`\n\n\`\`\`diff\n  ${base}\n+ ${head.slice(base.length + 1)}\n\`\`\`\n\n`);
    const create = detailsBlock(markdown.stdout, "<code>create_issue</code>: +1 parameter");
    expect(create).toBe("\n\nParameters added: assignees\n\n");
    // The unchanged tool, the added and the removed one have no detail.
    expect(markdown.stdout.match(/<details><summary><code>/g)).toHaveLength(2);
  });
});

describe("the definition a report keeps", () => {
  it("keeps the description cut to 2,000 characters with its length, and every property path", async () => {
    const encoders = await loadEncoders(["o200k_base"]);
    const long = "Lorem ipsum dolor sit amet. ".repeat(200);
    const listing = (text: string) => ({
      server: { name: "s", version: "1", protocolVersion: null },
      tools: [
        {
          name: "t",
          description: text,
          inputSchema: {
            type: "object",
            properties: {
              query: { type: "string" },
              filter: { type: "object", properties: { since: { type: "string" }, labels: { type: "array" } } },
              stops: { type: "array", items: { type: "object", properties: { name: { type: "string" } } } },
            },
          },
        },
      ],
      prompts: null,
      resources: null,
      warnings: [],
    });
    const base = countListing(listing(long), encoders, "0.1.0");
    const definition = base.tools[0]?.definition;
    expect(definition?.description).toBe(long.slice(0, 2000));
    expect(definition?.descriptionLength).toBe(long.length);
    expect(definition?.properties).toEqual([
      "query",
      "filter",
      "filter.since",
      "filter.labels",
      "stops",
      "stops[].name",
    ]);
    // The shipped schema accepts it (reports are checked when read back).
    expect(() => parseReport(JSON.parse(JSON.stringify(base)), "report.json")).not.toThrow();
    // Past the cut, a change is still seen by its count; the kept text is the same, so there is no text diff.
    const head = countListing(listing(`${long}One more sentence.`), encoders, "0.1.0");
    const tool = compare(base, head).tools[0];
    expect(tool?.status).toBe("changed");
    expect(tool?.descriptionDiff).toBeUndefined();
  });

  it("counts a reworded description with the same token count as a change", async () => {
    const encoders = await loadEncoders(["o200k_base", "cl100k_base"]);
    const report = (text: string) =>
      countListing(
        {
          server: { name: "s", version: "1", protocolVersion: null },
          tools: [{ name: "t", description: text, inputSchema: { type: "object" } }],
          prompts: null,
          resources: null,
          warnings: [],
        },
        encoders,
        "0.1.0",
      );
    const c = compare(report("Read the file."), report("Read the page."));
    expect(c.tools[0]?.tokens.o200k_base?.delta).toEqual({ model: 0, raw: 0 });
    expect(c.tools[0]?.status).toBe("changed");
    expect(c.tools[0]?.descriptionDiff).toEqual([
      { op: "delete", text: "Read the file." },
      { op: "insert", text: "Read the page." },
    ]);
  });
});
