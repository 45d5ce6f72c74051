/**
 * Values printed as transformers' Jinja2 prints them (core/models/jinja-python.ts): Python's str() of lists,
 * dicts, booleans, None and floats, Python's strip() for `trim`, `items` of an undefined value, and
 * `select` / `reject` with a test. Each expected text is what Python's Jinja2 3.1.6 (sandboxed, as
 * transformers sets it up) rendered for the same template and values (test/helpers/chat-template-oracle.py
 * renders the same way; test/integration/models/qwen3-coder-oracle.test.ts holds whole templates to it).
 */
import { describe, expect, it } from "vitest";
import { parseAsSent } from "../../../../src/core/json-as-sent.js";
import { ChatTemplateRenderer, type TemplateTool } from "../../../../src/core/models/chat-template.js";
import { llamaCppStringRepr, pythonStringRepr } from "../../../../src/core/models/jinja-python.js";

function render(
  template: string,
  variables: Record<string, unknown>,
  tools: unknown = null,
  floats?: "python" | "javascript",
) {
  const renderer = new ChatTemplateRenderer({
    id: "test",
    template,
    templateSource: "a test",
    variables,
    countTokens: (text) => text.length,
    ...(floats ? { floats } : {}),
  });
  return renderer.render([], tools as TemplateTool[] | null);
}

describe("values printed as Python's Jinja2 prints them", () => {
  it.each([
    ["{{ v | string }}", { v: ["string", "null"] }, "['string', 'null']"],
    ["{{ v }}", { v: true }, "True"],
    ["{{ v }}|{{ w }}|{{ u }}", { v: null, w: false }, "None|False|"],
    [
      "{{ v | string }}",
      { v: { a: [1, 2.5, null], "it's": 'x"y', t: "\t\n\u0007\u00a0é\u2028" } },
      `{'a': [1, 2.5, None], "it's": 'x"y', 't': '\\t\\n\\x07\\xa0é\\u2028'}`,
    ],
    ["{{ v | trim }}|{{ u | trim }}", { v: "\u001c\u0085 x \ufeff" }, "x \ufeff|"],
    [
      "{% for k, x in v | items %}{{ k }}={{ x }};{% endfor %}{% for k in u | items %}never{% endfor %}",
      { v: { b: 1, a: [true] } },
      "b=1;a=[True];",
    ],
    [
      "{{ v | reject('in', ['type', 'enum']) | join(',') }}|{{ v | select('in', 'type-enum') | join(',') }}",
      { v: ["type", "default", "enum", "x"] },
      "default,x|type,enum",
    ],
  ])("%s", (template, variables, python) => {
    expect(render(template, variables)).toBe(python);
  });

  it("prints the tools' numbers as sent as Python reads them (json.loads): floats stay floats", () => {
    const tools = parseAsSent("[1e-7, 1e16, 0.1, -0.0, 100000000000000000000, 3]");
    expect(render("{% set s = tools | string %}{{ s ~ '!' }}", {}, tools)).toBe(
      "[1e-07, 1e+16, 0.1, -0.0, 100000000000000000000, 3]!",
    );
  });

  it("leaves strings as they were, and leaves the library's text alone for llama.cpp's engine (javascript floats)", () => {
    expect(render("{{ v }}-{{ v | string }}", { v: "it's" })).toBe("it's-it's");
    expect(render("{{ v | string }}", { v: ["a"] }, null, "javascript")).toBe('["a"]');
    expect(render("{{ v }}", { v: true }, null, "javascript")).toBe("true");
  });

  it("quotes strings as Python's repr() does", () => {
    expect(pythonStringRepr("plain")).toBe("'plain'");
    expect(pythonStringRepr("it's")).toBe(`"it's"`);
    expect(pythonStringRepr(`both ' and "`)).toBe(`'both \\' and "'`);
    expect(pythonStringRepr("back\\slash \u{1F600} \u200b")).toBe("'back\\\\slash \u{1F600} \\u200b'");
  });

  it("writes values as llama.cpp's engine does where the model says so (what llama.cpp 0.4.0 rendered)", () => {
    const llama = (template: string, variables: Record<string, unknown>) => {
      const renderer = new ChatTemplateRenderer({
        id: "test",
        template,
        templateSource: "a test",
        variables,
        countTokens: (text) => text.length,
        floats: "javascript",
        valueText: "llama.cpp",
      });
      return renderer.render([], null);
    };
    // What llama.cpp's AddonJinjaRenderer (node-llama-cpp 3.21.1) rendered for the same template and values.
    expect(
      llama("{{ n }}|{{ n | string }}|{{ l | string }}|{{ d | string }}|{{ a | trim }}|{{ b | trim }}", {
        n: null,
        l: ["a\\b", `it's "x"`, "\u00a0\u200b\n"],
        d: { k: [true, null] },
        a: " \u000bx\u000c\r",
        b: "\u3000x\t\n",
      }),
    ).toBe(`|None|['a\\b', "it's \\"x\\"", '\u00a0\u200b\n']|{'k': [True, None]}|x|\u3000x`);
    expect(llamaCppStringRepr("plain")).toBe("'plain'");
  });

  it("refuses a select/reject test it does not know, naming it", () => {
    expect(() => render("{{ v | select('odd') | join(',') }}", { v: [1, 2] })).toThrow(
      /the test "odd" is not supported/,
    );
  });
});
