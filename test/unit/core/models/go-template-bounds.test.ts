/**
 * The Go-template interpreter (Ollama's runtime) bounds one execution: nested ranges over the tools that
 * multiply the work stop after GO_TEMPLATE_BOUNDS.maxSteps nodes with an error (exit 2's kind, "input"),
 * and a template that writes more than maxChars leaves that profile "not counted: too large"
 * (TooLargeToCount). Before, both ran on: the first for hours, the second until V8 ran out of memory.
 * The bounds are lowered here (the defaults are checked by name): the same code, smaller figures.
 */
import { describe, expect, it } from "vitest";
import { ToolError } from "../../../../src/core/errors.js";
import { GO_TEMPLATE_BOUNDS, GoTemplate } from "../../../../src/core/models/go-template.js";
import { TooLargeToCount } from "../../../../src/core/models/types.js";

const tools = Array.from({ length: 1000 }, (_, i) => ({ Name: `tool_${i}` }));
const data = { Tools: tools };

describe("a hostile Go template", () => {
  it("nested ranges over 1,000 tools (10^9 iterations) stop at the step bound with an input error", () => {
    const template = new GoTemplate("{{range .Tools}}{{range $.Tools}}{{range $.Tools}}.{{end}}{{end}}{{end}}");
    let caught: unknown;
    try {
      template.execute(data, { maxSteps: 100_000 });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ToolError);
    expect((caught as ToolError).kind).toBe("input");
    expect((caught as Error).message).toBe(
      "the Ollama template was stopped (a bound of one render, docs/model-data.md): it ran more than 100,000 steps",
    );
    expect(template.lastSteps).toBe(100_001);
  });

  it("the default bounds stop the same template too (2,000,000 steps), far past what the template renders in use", () => {
    expect(GO_TEMPLATE_BOUNDS).toEqual({ maxSteps: 2_000_000, maxChars: 128 * 1024 * 1024, maxMs: 60_000 });
    const template = new GoTemplate("{{range .Tools}}{{range $.Tools}}{{range $.Tools}}.{{end}}{{end}}{{end}}");
    expect(() => template.execute(data)).toThrow("it ran more than 2,000,000 steps");
  });

  it("a template writing the tools once per tool pair is not counted: too large, past the text bound", () => {
    const template = new GoTemplate("{{range .Tools}}{{range $.Tools}}{{json $.Tools}}{{end}}{{end}}");
    expect(() => template.execute(data, { maxChars: 1024 * 1024 })).toThrow(TooLargeToCount);
    expect(() => template.execute(data, { maxChars: 1024 * 1024 })).toThrow(
      "the Ollama template would write more than 1.0 Mi characters (the cap of one render)",
    );
  });

  it("a template within the bounds renders as before", () => {
    const template = new GoTemplate("{{range $i, $t := .Tools}}{{if lt $i 2}}{{$t.Name}};{{end}}{{end}}");
    expect(template.execute(data)).toBe("tool_0;tool_1;");
    expect(template.lastSteps).toBeGreaterThan(1000);
  });
});
