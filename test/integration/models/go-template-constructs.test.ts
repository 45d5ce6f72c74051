/**
 * The Go text/template interpreter, construct by construct: each template is rendered by ours and, where
 * Go is installed, by Go's own text/template (test/helpers/ollama-go), with the same data Ollama passes
 * (System, Messages, Tools); both must give the expected text.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { GoTemplate, GoTemplateError, goFloat, goJsonString } from "../../../src/core/models/go-template.js";
import { createOllamaCounter, ollamaTool, ollamaValues } from "../../../src/core/models/ollama.js";
import type { ModelFacingTool } from "../../../src/core/models/types.js";
import { buildGoOracle, goVersion } from "../../helpers/ollama-go-oracle.js";

const TOOLS: ModelFacingTool[] = [
  {
    name: "search",
    description: "Find <b> & more — fast",
    inputSchema: {
      type: "object",
      $schema: "http://json-schema.org/draft-07/schema#",
      properties: {
        query: { type: "string", minLength: 1, description: "What" },
        limit: { type: "integer", default: 10, maximum: 1e6 },
        filter: {
          anyOf: [{ type: "string", format: "date" }, { type: "null" }],
          title: "Filter",
        },
        nested: {
          type: "object",
          properties: { z: { type: "string" }, a: { $ref: "#/$defs/A" } },
          additionalProperties: false,
        },
        tags: { type: "array", items: { type: "string", default: "x", examples: ["a"] } },
        // encoding/json matches keys case-insensitively: these reach Ollama's fields.
        shout: { TYPE: "string", Description: "Loud", ENUM: ["A", "B"], Title: "dropped" },
        either: { type: ["string", "number"], enum: [1, "two", null, true, { k: "v" }] },
      },
      required: ["query"],
      $defs: { A: { type: "number", minimum: 0.00001, multipleOf: 1500000 } },
      additionalProperties: false,
    },
  },
  { name: "ping", inputSchema: { type: "object" } },
];

const MESSAGES = [
  { role: "system" as const, content: "Be brief." },
  { role: "user" as const, content: "hi" },
];

const CASES: Array<[string, string, string]> = [
  ["plain text", "hello", "hello"],
  ["trim markers", "a  \n{{- .System -}}  \n b", "aBe brief.b"],
  ["if / else if / else", '{{ if eq .System "x" }}1{{ else if .System }}2{{ else }}3{{ end }}', "2"],
  ["if on empty and nil", "{{ if .Response }}r{{ end }}{{ if .Tools }}t{{ end }}", "t"],
  [
    "range with index and element",
    "{{ range $i, $m := .Messages }}{{ $i }}={{ $m.Role }};{{ end }}",
    "0=system;1=user;",
  ],
  ["range else", "{{ range .Messages }}{{ if false }}{{ end }}{{ else }}none{{ end }}.", "."],
  [
    "range else on a one-element list runs the body, not the else",
    "{{ range slice .Messages 1 }}{{ .Role }}{{ else }}none{{ end }}|{{ range slice .Messages 2 }}x{{ else }}none{{ end }}",
    "user|none",
  ],
  ["variables, $ and scope", '{{ $x := "a" }}{{ range .Messages }}{{ $x = .Role }}{{ end }}{{ $x }}', "user"],
  ["$ inside range", "{{ range .Messages }}{{ $.System }}|{{ end }}", "Be brief.|Be brief.|"],
  ["len and slice", "{{ range $i, $_ := .Messages }}{{ len (slice $.Messages $i) }}{{ end }}", "21"],
  [
    "the last-message idiom",
    "{{ range $i, $_ := .Messages }}{{ $last := eq (len (slice $.Messages $i)) 1 }}{{ $last }} {{ end }}",
    "false true ",
  ],
  ["eq with several arguments, ne, not", '{{ eq "b" "a" "b" }} {{ ne 1 2 }} {{ not .Response }}', "true true true"],
  ["and / or return an operand", '{{ and .System "y" }} {{ or .Response "z" }} {{ and .Response "never" }}', "y z "],
  ["pipes", '{{ .System | len }} {{ "x" | eq "x" }}', "9 true"],
  ["comments", "a{{/* a comment */}}b{{- /* trimmed */ -}} c", "abc"],
  ["with", "{{ with .System }}<{{ . }}>{{ end }}{{ with .Response }}x{{ else }}-{{ end }}", "<Be brief.>-"],
  [
    "numbers and strings print as fmt does",
    '{{ 1000000 }} {{ 0.00001 }} {{ 1e6 }} {{ "q\\"s" }} {{ `raw` }}',
    '1000000 1e-05 1e+06 q"s raw',
  ],
  ["a tool prints its JSON (templateTool's String method)", "{{ range .Tools }}{{ . }}\n{{ end }}", ""],
  ["a tool's Function prints fmt's struct syntax", "{{ range .Tools }}{{ .Function }}\n{{ end }}", ""],
  [
    "fields of the Function",
    "{{ range .Tools }}{{ .Function.Name }}:{{ .Function.Parameters.Type }}:{{ .Function.Parameters.Required }};{{ end }}",
    "search:object:[query];ping:object:[];",
  ],
  [
    "properties print as JSON, and range in key order",
    "{{ range .Tools }}{{ .Function.Parameters.Properties }}|{{ range $k, $v := .Function.Parameters.Properties }}{{ $k }},{{ end }}\n{{ end }}",
    "",
  ],
  ["json of a tool", "{{ range .Tools }}{{ json . }}\n{{ end }}", ""],
  ["the tool list printed whole (templateTools' String method: a JSON array)", "[{{ .Tools }}]", ""],
  [
    "continue and break in a range, inside an if, with variables declared in the body",
    '{{ range $i, $m := .Messages }}{{ $r := $m.Role }}{{ if eq $r "system" }}{{ continue }}{{ end }}{{ $i }}={{ $r }};{{ break }}{{ end }}|{{ range .Messages }}{{ if true }}{{ break }}{{ end }}x{{ end }}.',
    "1=user;|.",
  ],
];

const GO = goVersion();
let oracle: ReturnType<typeof buildGoOracle> | null = null;
if (!GO)
  console.warn("SKIPPED: Go's side of the construct tests (no `go` on PATH; Debian: apt-get install -y golang-go)");

beforeAll(() => {
  if (GO) oracle = buildGoOracle();
}, 120_000);

const asSent = (tools: readonly ModelFacingTool[]) =>
  tools.map((t) => ({
    type: "function",
    function: { name: t.name, description: t.description, parameters: t.inputSchema },
  }));

describe("the Go template interpreter, construct by construct", () => {
  it.each(CASES)("%s", (_name, template, expected) => {
    const ours = new GoTemplate(template).execute(
      ollamaValues(
        MESSAGES,
        TOOLS.map((t) => ollamaTool(t).value),
      ),
    );
    if (expected !== "") expect(ours).toBe(expected);
    if (oracle) expect(ours).toBe(oracle(template, [{ messages: MESSAGES, tools: asSent(TOOLS) }])[0]);
    else if (expected === "") console.warn(`SKIPPED (no Go): ${_name} is only checked against Go`);
  });

  it("prints the struct syntax and the JSON Ollama v0.33 gives (read from its source)", () => {
    const values = ollamaValues(MESSAGES, [ollamaTool(TOOLS[1] as ModelFacingTool).value]);
    expect(new GoTemplate("{{ range .Tools }}{{ .Function }}{{ end }}").execute(values)).toBe(
      "{ping  {object <nil> <nil> [] {}}}",
    );
    expect(new GoTemplate("{{ range .Tools }}{{ . }}{{ end }}").execute(values)).toBe(
      '{"type":"function","function":{"name":"ping","description":"","parameters":{"type":"object","properties":null}}}',
    );
  });

  it.each([
    ["{{ if .System }}", /without \{\{end\}\}/],
    ["{{ end }}", /unexpected \{\{end\}\}/],
    ['{{ template "x" }}', /not supported/],
    ["{{ if .System }}{{ break }}{{ end }}", /\{\{break\}\} outside \{\{range\}\}/],
    ["{{ range .Messages }}{{ else }}{{ continue }}{{ end }}", /\{\{continue\}\} outside \{\{range\}\}/],
    ["{{ currentDate }}", /function "currentDate" not defined/],
    ["{{ .System", /unclosed action/],
  ])("rejects %s instead of rendering something else", (template, message) => {
    expect(() => new GoTemplate(template)).toThrow(GoTemplateError);
    expect(() => new GoTemplate(template)).toThrow(message);
  });
});

describe("the Go template interpreter's values", () => {
  it("a float 0 and an empty map are false, as text/template's truth says", () => {
    expect(new GoTemplate("{{ if 0.0 }}t{{ else }}f{{ end }}").execute(null)).toBe("f");
    expect(new GoTemplate("{{ if . }}t{{ else }}f{{ end }}").execute(new Map())).toBe("f");
    expect(new GoTemplate("{{ if . }}t{{ else }}f{{ end }}").execute(new Map([["k", "v"]]))).toBe("t");
  });

  it("slice with a start past its end is an error, as in Go (index out of range)", () => {
    expect(() => new GoTemplate("{{ slice .Messages 2 1 }}").execute(ollamaValues(MESSAGES, []))).toThrow(
      /slice index out of range: 2:1/,
    );
  });

  it("map keys range in UTF-8 byte order, not UTF-16 order (U+FF01 is EF BC 81, U+1F600 is F0 9F 98 80)", () => {
    const map = new Map<string, string>([
      ["\u{1F600}", "emoji"],
      ["\uFF01", "fullwidth"],
      ["a", "ascii"],
    ]);
    expect(new GoTemplate("{{ range $k, $v := . }}{{ $v }},{{ end }}").execute(map)).toBe("ascii,fullwidth,emoji,");
  });
});

describe("what Ollama's structs keep", () => {
  it("lists every dropped keyword with its path, and keeps what the structs have fields for", () => {
    const { notSeen, problems } = ollamaTool(TOOLS[0] as ModelFacingTool);
    expect(problems).toEqual([]);
    expect(notSeen).toEqual([
      { tool: "search", path: "", keyword: "$schema" },
      { tool: "search", path: "", keyword: "additionalProperties" },
      { tool: "search", path: "query", keyword: "minLength" },
      { tool: "search", path: "limit", keyword: "default" },
      { tool: "search", path: "limit", keyword: "maximum" },
      { tool: "search", path: "filter", keyword: "title" },
      { tool: "search", path: "filter.anyOf[0]", keyword: "format" },
      { tool: "search", path: "nested", keyword: "additionalProperties" },
      { tool: "search", path: "nested.a", keyword: "$ref" },
      { tool: "search", path: "shout", keyword: "Title" },
    ]);
  });

  it("says Ollama rejects a tool its structs cannot decode, and counts the rest", async () => {
    const { problems } = ollamaTool({
      name: "bad",
      inputSchema: { type: "object", properties: { a: { description: 5 }, b: true }, required: "a" },
    });
    expect(problems).toEqual([
      "inputSchema.required is not a list of strings",
      "a.description is not a string",
      "b is not a JSON object",
    ]);
    const counter = createOllamaCounter({
      id: "t",
      template: "{{ range .Tools }}{{ . }}{{ end }}",
      templateSource: "a test template",
      countTokens: (text) => text.length,
    });
    const count = await counter.count([{ name: "bad", inputSchema: { type: "object", required: "a" } }], null);
    expect(count.warnings).toEqual([
      "Ollama rejects this tool list (its JSON decoding fails: bad: inputSchema.required is not a list of strings); the figures count the rest of each tool",
    ]);
    expect(count.tools).toBe(
      '{"type":"function","function":{"name":"bad","description":"","parameters":{"type":"object","properties":null}}}'
        .length,
    );
  });
});

describe("fmt and encoding/json details", () => {
  it.each([
    [1, "1"],
    [1.5, "1.5"],
    [123456, "123456"],
    [1e6, "1e+06"],
    [1234567, "1.234567e+06"],
    [0.0001, "0.0001"],
    [0.00001, "1e-05"],
    [-2.5e-7, "-2.5e-07"],
    [1e21, "1e+21"],
  ])("fmt prints %d as %s", (n, text) => {
    expect(goFloat(n)).toBe(text);
  });

  it("escapes <, >, & and U+2028 as encoding/json does, and leaves other non-ASCII as UTF-8", () => {
    expect(goJsonString("a<b>&c\u2028— é\n\t\u0001")).toBe('"a\\u003cb\\u003e\\u0026c\\u2028— é\\n\\t\\u0001"');
  });

  it("escapes U+2029 as it does U+2028 (encoding/json's line and paragraph separators)", () => {
    expect(goJsonString("a\u2029b")).toBe('"a\\u2029b"');
  });
});
