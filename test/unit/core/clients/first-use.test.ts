/**
 * The deferral bill in the core: for Claude Code 2.1.x (deferring) every server tool's first use is the exact
 * texts and object its profile adds, counted; the round is its own base + the up-front part + the median use; the
 * line says it, and says when deferral costs more than it saves. A client that defers nothing has no bill.
 */
import { describe, expect, it } from "vitest";
import { parseClientId } from "../../../../src/core/clients/client-id.js";
import { codexToolEntry } from "../../../../src/core/clients/codex-declaration.js";
import { countClient } from "../../../../src/core/clients/count.js";
import { TOOL_USE_ID } from "../../../../src/core/clients/profiles.js";
import { qwenToolName } from "../../../../src/core/clients/qwen-code.js";
import { loadEncoders } from "../../../../src/core/encodings.js";
import { clientLine } from "../../../../src/core/render/clients.js";

const small = (name: string) => ({ name, description: "Does it.", inputSchema: { type: "object", properties: {} } });
const big = (name: string) => ({
  name,
  description: "A long description. ".repeat(60),
  inputSchema: {
    type: "object",
    properties: Object.fromEntries(
      Array.from({ length: 12 }, (_, i) => [
        `p${i}`,
        { type: "string", description: `Parameter ${i}, quite verbose.` },
      ]),
    ),
  },
});

describe("first use of a deferred tool (Claude Code 2.1.328)", async () => {
  const [o200k] = await loadEncoders(["o200k_base"]);
  const encoder = o200k as NonNullable<typeof o200k>;

  it("each tool's use is its ToolSearch call, the result, 'Tool loaded.' and its object with defer_loading", () => {
    const choice = parseClientId("claude-code");
    const listing = { server: "fx", tools: [small("a"), small("bb"), small("ccc")], instructions: null };
    const entry = countClient(choice.profile, listing, {}, [encoder]);
    const sent = choice.profile.request(listing, {}).loaded;
    const t = entry.tokens.o200k_base;
    for (const tool of sent) {
      const call = `{"type":"tool_use","id":"${TOOL_USE_ID}","name":"ToolSearch","input":{"query":"select:${tool.name}","max_results":5}}`;
      const result = `{"type":"tool_result","tool_use_id":"${TOOL_USE_ID}","content":[{"type":"tool_reference","tool_name":"${tool.name}"}]}`;
      const object = JSON.stringify({ ...tool.sent, defer_loading: true });
      expect(t?.firstUse?.perTool[tool.name]).toBe(
        encoder.count(call) + encoder.count(result) + encoder.count("Tool loaded.") + encoder.count(object),
      );
    }
    const uses = Object.values(t?.firstUse?.perTool ?? {}).sort((a, b) => a - b);
    expect(t?.firstUse?.median).toBe(uses[1]);
    expect(t?.firstUse?.round).toBe((t?.clientBase as number) + (t?.upFront as number) + (uses[1] as number));
    // Three small tools: loading them all adds less than one use, so deferral costs more than it saves.
    expect(t?.firstUse?.costsMore).toBe(true);
    expect(clientLine(entry, "o200k_base")).toContain(
      `; first use of a tool: +${t?.firstUse?.median} tokens, one extra round of ${t?.firstUse?.round?.toLocaleString("en-US")} (deferral likely costs more than it saves if its tools are used on most turns: loading them all adds ${((t?.allLoaded as number) - (t?.upFront as number)).toLocaleString("en-US")} a request)`,
    );
  });

  it("a server of many large tools saves more than a round: no such warning", () => {
    const tools = Array.from({ length: 40 }, (_, i) => big(`tool_${i}`));
    const entry = countClient(parseClientId("claude-code").profile, { server: "big", tools, instructions: null }, {}, [
      encoder,
    ]);
    expect(entry.tokens.o200k_base?.firstUse?.costsMore).toBe(false);
    expect(clientLine(entry, "o200k_base")).toMatch(
      /; first use of a tool: \+[\d,]+ tokens, one extra round of [\d,]+ \(o200k|; first use of a tool: \+[\d,]+ tokens, one extra round of [\d,]+$/,
    );
    expect(clientLine(entry, "o200k_base")).not.toContain("costs more");
  });

  it("no bill where nothing is deferred (tool search off, Claude Code 2.0) or the bill is not measured", () => {
    const listing = { server: "fx", tools: [small("a")], instructions: null };
    for (const id of ["claude-code:ENABLE_TOOL_SEARCH=false", "claude-code@2.0", "cursor"]) {
      const choice = parseClientId(id);
      const entry = countClient(choice.profile, listing, choice.options, [encoder]);
      expect(entry.tokens.o200k_base?.firstUse, id).toBeUndefined();
      expect(clientLine(entry, "o200k_base"), id).not.toContain("first use");
    }
  });
});

describe("first use of a deferred tool (Codex 0.171.0)", async () => {
  const [o200k] = await loadEncoders(["o200k_base"]);
  const encoder = o200k as NonNullable<typeof o200k>;

  it("each tool's use is its exec call filtering ALL_TOOLS and Codex's output with the tool's entry", () => {
    const tools = [small("a"), small("bb-c")];
    const listing = { server: "fx", tools, instructions: "Use fx for things.\n" };
    const entry = countClient(parseClientId("codex").profile, listing, {}, [encoder]);
    const t = entry.tokens.o200k_base;
    for (const tool of tools) {
      // Codex names a tool as a JavaScript identifier: bb-c -> bb_c.
      const name = `mcp__fx__${tool.name.replace("-", "_")}`;
      const call = {
        type: "custom_tool_call",
        id: "ctc_0a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f6071",
        status: "completed",
        call_id: "call_Qm7XkR2vTb9NwLc3PzHs5J",
        name: "exec",
        input: `text(JSON.stringify(ALL_TOOLS.filter((t) => t.name === "${name}")))`,
      };
      const entryText = JSON.stringify([
        {
          name,
          description: `Does it.\n\nUse fx for things.\n\nexec tool declaration:\n\`\`\`ts\ndeclare const tools: { ${name}(args: { [key: string]: unknown; }): Promise<CallToolResult>; };\n\`\`\``,
        },
      ]);
      expect(
        JSON.stringify([codexToolEntry(name, tool.description, tool.inputSchema, undefined, listing.instructions)]),
      ).toBe(entryText);
      const output = {
        type: "custom_tool_call_output",
        id: "ctco_01a249f4-7bdc-7b53-9595-3d77ee2caef9",
        call_id: "call_Qm7XkR2vTb9NwLc3PzHs5J",
        output: [
          { type: "input_text", text: "Script completed\nWall time 0.0 seconds\nOutput:\n" },
          { type: "input_text", text: entryText },
        ],
      };
      expect(t?.firstUse?.perTool[name]).toBe(
        encoder.count(JSON.stringify(call)) + encoder.count(JSON.stringify(output)),
      );
    }
    expect(clientLine(entry, "o200k_base")).toContain(
      `; first use of a tool: +${t?.firstUse?.median} tokens, one extra round of `,
    );
  });

  it("a server Codex refuses (a key with a space) has no bill", () => {
    const entry = countClient(
      parseClientId("codex").profile,
      { server: "my server", tools: [small("a")], instructions: null },
      {},
      [encoder],
    );
    expect(entry.tokens.o200k_base?.firstUse).toBeUndefined();
  });
});

describe("first use of a deferred tool (Qwen Code 0.24.4)", async () => {
  const [o200k] = await loadEncoders(["o200k_base"]);
  const encoder = o200k as NonNullable<typeof o200k>;

  it("each tool's use is its tool_search call and the declaration in a <functions> block, the schema as listed", () => {
    const tools = [
      {
        name: "find",
        description: "Finds <things> & more.\nSecond line.",
        // Listed with type last and $schema: the declaration has the SDK's order and keeps $schema and the bound.
        inputSchema: {
          $schema: "http://json-schema.org/draft-07/schema#",
          properties: { q: { type: "string", maxLength: 4000 } },
          type: "object",
        },
      },
      // No description: an empty one; a name it rewrites (a dot): the name the model sees, with its hash.
      { name: "a.b", inputSchema: { type: "object", properties: {} } },
    ];
    const listing = { server: "fx", tools, instructions: null };
    const entry = countClient(parseClientId("qwen-code").profile, listing, {}, [encoder]);
    const t = entry.tokens.o200k_base;
    const expected: Record<string, string> = {
      mcp__fx__find:
        '<functions>\n<function>{"name":"mcp__fx__find","description":"Finds \\u003cthings\\u003e \\u0026 more.\\nSecond line.","parametersJsonSchema":{"type":"object","properties":{"q":{"type":"string","maxLength":4000}},"$schema":"http://json-schema.org/draft-07/schema#"}}</function>\n</functions>',
      [qwenToolName("fx", "a.b")]:
        `<functions>\n<function>{"name":"${qwenToolName("fx", "a.b")}","description":"","parametersJsonSchema":{"type":"object","properties":{}}}</function>\n</functions>`,
    };
    expect(qwenToolName("fx", "a.b")).toMatch(/^mcp__fx__a_b_[0-9a-z]{7}$/);
    expect(Object.keys(t?.firstUse?.perTool ?? {}).sort()).toEqual(Object.keys(expected).sort());
    for (const [name, result] of Object.entries(expected)) {
      const call = `{"id":"call_Qm7XkR2vTb9NwLc3PzHs5J8d","type":"function","function":{"name":"tool_search","arguments":"{\\"query\\":\\"select:${name}\\"}"}}`;
      expect(t?.firstUse?.perTool[name], name).toBe(encoder.count(call) + encoder.count(result));
    }
    expect(clientLine(entry, "o200k_base")).toContain(
      `; first use of a tool: +${t?.firstUse?.median} tokens, one extra round of `,
    );
  });

  it("where its up-front lines outweigh the loaded tools, the hint says loading them all sends fewer", () => {
    const tools = [
      { name: "find", description: "Finds a thing by its name.", inputSchema: { type: "object", properties: {} } },
      { name: "stat", description: "Says how things are.", inputSchema: { type: "object", properties: {} } },
    ];
    const entry = countClient(parseClientId("qwen-code").profile, { server: "fx", tools, instructions: null }, {}, [
      encoder,
    ]);
    const t = entry.tokens.o200k_base;
    // Its reminder's header alone outweighs two small tool objects.
    expect(t?.upFront).toBeGreaterThan(t?.allLoaded as number);
    expect(t?.firstUse?.costsMore).toBe(true);
    expect(clientLine(entry, "o200k_base")).toContain(
      `(deferral likely costs more than it saves if its tools are used on most turns: loading them all sends ${(t?.upFront as number) - (t?.allLoaded as number)} fewer a request than deferring)`,
    );
  });

  it("no bill with tool search off (every tool loaded up front)", () => {
    const choice = parseClientId("qwen-code:tools.toolSearch.enabled=false");
    const entry = countClient(
      choice.profile,
      { server: "fx", tools: [small("a")], instructions: null },
      choice.options,
      [encoder],
    );
    expect(entry.deferred).toBe(false);
    expect(entry.tokens.o200k_base?.firstUse).toBeUndefined();
  });
});
