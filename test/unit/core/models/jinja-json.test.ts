/**
 * The linear `tojson` (src/core/models/jinja-json.ts) writes exactly what @huggingface/jinja's own filter
 * writes: every kind of value, every option the filter reads, its errors, and the forms it leaves to the
 * library. Each template is rendered twice, by the library as it is and rewritten, and the texts compared.
 */
import { Template } from "@huggingface/jinja";
import { describe, expect, it } from "vitest";
import { JSON_FUNCTION, linearToJson, useLinearToJson } from "../../../../src/core/models/jinja-json.js";
import { TooLargeToCount } from "../../../../src/core/models/types.js";

function both(source: string, variables: Record<string, unknown>): { library: string; linear: string } {
  const render = (rewritten: boolean) => {
    const template = new Template(source);
    if (rewritten) useLinearToJson(template.parsed);
    try {
      return template.render({ ...variables, [JSON_FUNCTION]: linearToJson() });
    } catch (error) {
      return `error: ${(error as Error).message}`;
    }
  };
  return { library: render(false), linear: render(true) };
}

const deep = (levels: number) => {
  let value: unknown = { type: "string", enum: ["a", "b"] };
  for (let i = 0; i < levels; i++) value = { type: "object", properties: { [`p${i}`]: value }, required: [`p${i}`] };
  return value;
};

const VALUES: Record<string, unknown> = {
  "a tool": {
    type: "function",
    function: {
      name: "get_weather",
      description: 'Weather — café ☕, 東京, "quoted", back\\slash, new\nline, tab\t, <|python_tag|>',
      parameters: {
        type: "object",
        properties: {
          city: { type: "string", description: "City" },
          days: { type: "integer", minimum: 1, maximum: 16, default: 3 },
          ratio: { type: "number", default: 0.25, examples: [1.5, -2, 1e21, 1e-7] },
          flags: { type: "array", items: { type: "boolean" }, default: [true, false] },
          empty: { type: "object", properties: {}, required: [] },
          nothing: null,
        },
        required: ["city"],
      },
    },
  },
  "nested 60 levels": deep(60),
  "an empty object": {},
  "an empty list": [],
  "a list of lists": [[], [1, [2, [3, {}]]], "x"],
  "a string": "plain «text» 🙂",
  "a number": 42,
  "a float": 3.5,
  true: true,
  null: null,
  "keys to sort": { b: 1, a: { d: [], c: "z" }, B: 2, é: 3 },
};

const FILTERS = [
  "tojson",
  "tojson()",
  "tojson(indent=4)",
  "tojson(indent=2)",
  "tojson(indent=0)",
  "tojson(indent=none)",
  "tojson(ensure_ascii=true)",
  "tojson(indent=4, ensure_ascii=true)",
  "tojson(sort_keys=true)",
  "tojson(indent=2, sort_keys=true)",
  "tojson(separators=(',', ':'))",
  "tojson(indent=4, separators=(',', ': '))",
  "tojson(separators=[';', '='])",
];

describe("the linear tojson writes the library's text", () => {
  for (const filter of FILTERS) {
    it.each(Object.entries(VALUES))(`{{ x | ${filter} }} of %s`, (_name, value) => {
      const { library, linear } = both(`{{ x | ${filter} }}`, { x: value });
      expect(library.startsWith("error:")).toBe(false);
      expect(linear).toBe(library);
    });
  }

  it("inside a template: loops, attributes, string concatenation and other filters", () => {
    const source =
      "{%- for t in tools %}{{- t | tojson(indent=4) }}{{ '\\n\\n' }}{{ t.function | tojson }}|" +
      "{{ (t.function.parameters | tojson) | length }}|{{ t.function.name | tojson | upper }}{% endfor %}";
    const tools = [VALUES["a tool"], { type: "function", function: { name: "n", parameters: deep(5) } }];
    const { library, linear } = both(source, { tools });
    expect(library).toContain('"get_weather"');
    expect(linear).toBe(library);
  });

  it("a variable that is not defined prints null, as the library's does", () => {
    const { library, linear } = both("{{ missing | tojson }}/{{ missing | tojson(indent=2) }}", {});
    expect(library).toBe("null/null");
    expect(linear).toBe(library);
  });

  it.each([
    ["tojson(indent='4')", "If set, indent must be a number"],
    ["tojson(ensure_ascii=1)", "If set, ensure_ascii must be a boolean"],
    ["tojson(sort_keys='yes')", "If set, sort_keys must be a boolean"],
    ["tojson(separators=[','])", "separators must be a tuple of two strings"],
    ["tojson(separators=(1, 2))", "separators must be a tuple of two strings"],
    ["tojson(separators='x')", "If set, separators must be a tuple of two strings"],
  ])("%s fails with the library's message", (filter, message) => {
    const { library, linear } = both(`{{ x | ${filter} }}`, { x: { a: 1 } });
    expect(library).toBe(`error: ${message}`);
    expect(linear).toBe(library);
  });

  it("leaves other uses to the library: positional arguments, unknown keywords, other filters", () => {
    for (const source of ["{{ x | tojson(4) }}", "{{ x | tojson(indent=2, default=1) }}", "{{ x | length }}"]) {
      const template = new Template(source);
      const before = JSON.stringify(template.parsed);
      useLinearToJson(template.parsed);
      expect(JSON.stringify(template.parsed)).toBe(before);
    }
    const rewritten = new Template("{{ x | tojson(indent=2) }}");
    useLinearToJson(rewritten.parsed);
    expect(JSON.stringify(rewritten.parsed)).toContain(JSON_FUNCTION);
  });

  it("stops a render past its cap of characters, all its calls together, before joining them", () => {
    const template = new Template("{{ x | tojson(indent=4) }}{{ x | tojson }}");
    useLinearToJson(template.parsed);
    const x = deep(20);
    const once = both("{{ x | tojson(indent=4) }}{{ x | tojson }}", { x }).linear.length;
    expect(template.render({ x, [JSON_FUNCTION]: linearToJson(once) })).toHaveLength(once);
    expect(() => template.render({ x, [JSON_FUNCTION]: linearToJson(once - 1) })).toThrow(TooLargeToCount);
  });
});
