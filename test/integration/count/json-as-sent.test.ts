/**
 * JSON read as sent (src/core/json-as-sent.ts): the same values as JSON.parse, the key order the text
 * has (Python's json.loads, which keeps it, is the oracle), and the number texts JavaScript would lose.
 */
import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import {
  copyAsSent,
  hasSentOrder,
  mayLoseSourceForm,
  numberText,
  parseAsSent,
} from "../../../src/core/json-as-sent.js";

/** Python's compact dump of its own parse: keys in the text's order (dicts keep insertion order). */
function pythonCompact(texts: string[]): string[] {
  const program =
    "import json,sys\nfor t in json.load(sys.stdin): print(json.dumps(json.loads(t), separators=(',', ':'), ensure_ascii=False))";
  return execFileSync("python3", ["-c", program], { input: JSON.stringify(texts), encoding: "utf8" })
    .trimEnd()
    .split("\n");
}

/** A random JSON text with integer-like keys among the others, nesting, duplicates, escapes; integers only. */
function randomText(seed: number): string {
  let s = seed;
  const rand = (n: number) => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s % n;
  };
  const keys = ["b", "10", "2", "a", "0", "01", "-1", "4294967295", "4294967294", "__proto__", "é", 'q"uote', "1.5"];
  const value = (depth: number): string => {
    const kind = depth > 4 ? rand(4) : rand(7);
    if (kind === 0) return String(rand(1000) - 500);
    if (kind === 1) return JSON.stringify(["x", "\u2028", "tab\there", "\ud83d\ude00"][rand(4)]);
    if (kind === 2) return ["true", "false", "null"][rand(3)] as string;
    if (kind === 3) return '""';
    if (kind === 4) return `[${Array.from({ length: rand(4) }, () => value(depth + 1)).join(" , ")}]`;
    const n = rand(6);
    return `{ ${Array.from({ length: n }, () => `${JSON.stringify(keys[rand(keys.length)])} :${value(depth + 1)}`).join(",\n")} }`;
  };
  return value(0);
}

describe("parseAsSent", () => {
  it("gives JSON.parse's values and the text's key order on 400 generated texts (Python's json.loads as oracle)", () => {
    const texts = Array.from({ length: 400 }, (_, i) => randomText(i + 1));
    const python = pythonCompact(texts);
    let reordered = 0;
    texts.forEach((text, i) => {
      const ours = parseAsSent(text);
      expect(ours).toStrictEqual(JSON.parse(text));
      expect(JSON.stringify(ours), text).toBe(python[i]);
      if (JSON.stringify(JSON.parse(text)) !== python[i]) reordered++;
    });
    // The generator does produce what JSON.parse reorders.
    expect(reordered).toBeGreaterThan(30);
  });

  it("keeps a schema's properties in the order sent, through Object.keys, entries and a copy", () => {
    const text = '{"type":"object","properties":{"b":{"type":"string"},"10":{"type":"integer"},"2":{}}}';
    const schema = parseAsSent(text) as { properties: Record<string, unknown> };
    expect(Object.keys(schema.properties)).toEqual(["b", "10", "2"]);
    expect(Object.keys((JSON.parse(text) as typeof schema).properties)).toEqual(["2", "10", "b"]);
    expect(hasSentOrder(schema.properties)).toBe(true);
    expect(hasSentOrder(schema)).toBe(false);
    expect(JSON.stringify(copyAsSent(schema))).toBe(text);
    expect(Object.entries((copyAsSent(schema) as typeof schema).properties).map(([k]) => k)).toEqual(["b", "10", "2"]);
  });

  it("keeps the text of numbers JavaScript would write otherwise, and only those", () => {
    const doc = parseAsSent('{"a":1.0,"b":[1e2,0.5,1E-7,-0],"c":12345678901234567890,"d":7,"e":1e-7}') as {
      b: unknown[];
    };
    expect(numberText(doc, "a")).toBe("1.0");
    expect(numberText(doc, "c")).toBe("12345678901234567890");
    expect(numberText(doc, "d")).toBeUndefined();
    expect(numberText(doc, "e")).toBeUndefined();
    expect(numberText(doc.b, 0)).toBe("1e2");
    expect(numberText(doc.b, 1)).toBeUndefined();
    expect(numberText(doc.b, 2)).toBe("1E-7");
    // A copy keeps them; a copy that changes a number drops that number's text.
    const copy = copyAsSent(doc) as typeof doc;
    expect(numberText(copy, "a")).toBe("1.0");
    expect(numberText(copy.b, 0)).toBe("1e2");
    const rounded = copyAsSent(doc, (n) => (Number.isInteger(n) ? n : Number(n.toPrecision(1)))) as typeof doc;
    expect(numberText(rounded, "a")).toBe("1.0");
    expect(numberText(rounded.b, 2)).toBe("1E-7");
  });

  it("uses the native parser where nothing can be lost, and refuses what JSON.parse refuses", () => {
    expect(mayLoseSourceForm('{"name":"x","n":3,"tags":["a"]}')).toBe(false);
    expect(mayLoseSourceForm('{"10":1}')).toBe(true);
    expect(mayLoseSourceForm('{"min":1.0}')).toBe(true);
    expect(mayLoseSourceForm('{"min":1.5e3,"max":-0.0}')).toBe(true);
    // A plain fraction loses nothing: its value gives every runtime's text.
    expect(mayLoseSourceForm('{"temperature":0.7,"ratio":[0.25, 1.05]}')).toBe(false);
    for (const bad of ['{"10":1,}', '{"10":1', '{"10" 1}', '["1.0",]', '{"10":01}', '{"10":"a\u0001"}', '{"10":1} x']) {
      expect(() => JSON.parse(bad), bad).toThrow(SyntaxError);
      expect(() => parseAsSent(bad), bad).toThrow(SyntaxError);
    }
  });

  it("reads a document nested 100,000 levels deep without running out of stack", () => {
    const depth = 100_000;
    const text = `${'{"10":'.repeat(depth)}1.0${"}".repeat(depth)}`;
    let value = parseAsSent(text) as Record<string, unknown>;
    for (let i = 0; i < depth - 1; i++) value = value["10"] as Record<string, unknown>;
    expect(numberText(value, "10")).toBe("1.0");
  });
});
