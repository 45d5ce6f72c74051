/**
 * JSON read as the server wrote it: the key order and the number texts that `JSON.parse` loses.
 *
 * A JavaScript object lists integer-like keys ("2", "10") first and in numeric order, whatever the text
 * said, so a schema sent as `"b", "10", "2"` would be counted as `"2", "10", "b"`; and `1.0` becomes `1`,
 * which Python (transformers, vLLM) reads as the float it is and prints as `1.0`. `parseAsSent` gives the
 * same values as `JSON.parse`, except that:
 * - an object whose key order `JSON.parse` would change is a Proxy listing its keys as sent (so
 *   `Object.keys`, `Object.entries`, `JSON.stringify` and spreads into Maps see the server's order);
 * - a number whose text is not what JavaScript would write for its value (`1.0`, `1e2`, `1E-7`,
 *   `12345678901234567890`) keeps that text, looked up by its container and key (`numberText`).
 * Text that has neither (nearly every server) is handed to the native `JSON.parse`: a cheap scan decides.
 * Pure: no I/O.
 */

/** The engine's own parser, held before anything can replace the global (src/mcp/list.ts does, for the SDK). */
const nativeParse = JSON.parse;

/** The keys as sent, for each ordering Proxy (keyed by the Proxy). */
const SENT_ORDER = new WeakMap<object, readonly string[]>();
/** Number texts as sent, per container (the object or array a consumer sees) and key (an index for arrays). */
const NUMBER_TEXT = new WeakMap<object, Map<string, string>>();
/**
 * Whether this process ever read a text that needed either (a Proxy or a number text made): until then a
 * copy is the native structuredClone, as fast as before this module existed (renders copy the tools often).
 */
let sourceFormsMade = false;

const INTEGER_KEY = /^(?:0|[1-9][0-9]*)$/;
/** A key JavaScript lists before the others, in numeric order: an array index (below 2^32 - 1). */
const isIndexKey = (key: string) => INTEGER_KEY.test(key) && Number(key) < 4294967295;

/**
 * Whether the text may hold what `JSON.parse` loses: a quoted integer-like key, or a number whose value is
 * an integer but whose text is not (`1.0`, `1e2`, `1.5e3`: a float to Python), or an integer of 16 digits or
 * more. A plain fraction (`0.7`) loses nothing: its value alone gives Python's text. False positives (the
 * same shapes inside strings, "version: 1.0") only cost the slower parse (about 10x JSON.parse).
 */
export function mayLoseSourceForm(text: string): boolean {
  return (
    /(?<!\\)"(?:0|[1-9][0-9]*)"\s*:/.test(text) ||
    /[:,[]\s*-?[0-9]+(?:\.0+(?![0-9])|(?:\.[0-9]+)?[eE]|[0-9]{15})/.test(text)
  );
}

/** `JSON.parse`, keeping key order and number texts where `JSON.parse` would lose them (see above). */
export function parseAsSent(text: string): unknown {
  if (!mayLoseSourceForm(text)) return nativeParse(text);
  return new Reader(text).document();
}

/** The number's text as sent, when it differs from what JavaScript writes for its value; else undefined. */
export function numberText(container: object, key: string | number): string | undefined {
  return NUMBER_TEXT.get(container)?.get(String(key));
}

/** Whether this object lists its keys in an order the server sent and JavaScript would not keep. */
export function hasSentOrder(value: object): boolean {
  return SENT_ORDER.has(value);
}

/**
 * A deep copy that keeps the key order and number texts as sent; `map` (optional) replaces each number
 * (and may change it: a runtime that rounds floats), its text kept only while the value is unchanged.
 */
export function copyAsSent(value: unknown, map?: (n: number) => number): unknown {
  if (!sourceFormsMade && !map) return structuredClone(value);
  if (Array.isArray(value)) {
    const out = value.map((item) => copyAsSent(item, map));
    copyNumberTexts(value, out, map);
    return out;
  }
  if (value !== null && typeof value === "object") {
    const target: Record<string, unknown> = {};
    const keys = Object.keys(value);
    for (const key of keys) define(target, key, copyAsSent((value as Record<string, unknown>)[key], map));
    const out = SENT_ORDER.has(value) ? ordered(target, keys) : target;
    copyNumberTexts(value, out, map);
    return out;
  }
  return typeof value === "number" && map ? map(value) : value;
}

function copyNumberTexts(from: object, to: object, map?: (n: number) => number): void {
  const texts = NUMBER_TEXT.get(from);
  if (!texts) return;
  const kept = new Map<string, string>();
  for (const [key, text] of texts) {
    const before = (from as Record<string, unknown>)[key];
    if (!map || (typeof before === "number" && map(before) === before)) kept.set(key, text);
  }
  if (kept.size > 0) NUMBER_TEXT.set(to, kept);
}

/** An own, enumerable, writable property, as JSON.parse makes it (`__proto__` included, as a plain key). */
function define(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, writable: true, enumerable: true, configurable: true });
}

/** `target` seen through a Proxy that lists its keys in `order` (keys added later follow, as JS orders them). */
function ordered(target: Record<string, unknown>, order: readonly string[]): object {
  const proxy = new Proxy(target, {
    ownKeys(t) {
      const now = Reflect.ownKeys(t);
      const present = new Set(now);
      const listed = new Set(order);
      return [...order.filter((k) => present.has(k)), ...now.filter((k) => typeof k !== "string" || !listed.has(k))];
    },
  });
  SENT_ORDER.set(proxy, order);
  sourceFormsMade = true;
  return proxy;
}

/** What JavaScript writes for a number: the text a consumer would print without the source. */
const canonical = (n: number) => (Object.is(n, -0) ? "-0" : String(n));

/** A JSON reader over one text: iterative (no recursion, so nesting depth costs no stack). */
class Reader {
  private at = 0;
  constructor(private readonly text: string) {}

  document(): unknown {
    const value = this.value();
    this.space();
    if (this.at < this.text.length) this.fail("unexpected text after the JSON value");
    return value;
  }

  private fail(what: string): never {
    throw new SyntaxError(`${what} in JSON at position ${this.at}`);
  }

  private space(): void {
    const t = this.text;
    while (this.at < t.length) {
      const c = t.charCodeAt(this.at);
      if (c !== 0x20 && c !== 0x0a && c !== 0x0d && c !== 0x09) return;
      this.at++;
    }
  }

  private string(): string {
    const t = this.text;
    const start = this.at;
    let i = start + 1;
    let escaped = false;
    for (; i < t.length; i++) {
      const c = t.charCodeAt(i);
      if (c === 0x5c) {
        escaped = true;
        i++;
      } else if (c === 0x22) break;
      // A raw control character: the native parser refuses it, with its own message.
      else if (c < 0x20) escaped = true;
    }
    if (i >= t.length) this.fail("unterminated string");
    this.at = i + 1;
    const body = t.slice(start, i + 1);
    // The native parser decodes escapes (and refuses control characters) exactly as JSON.parse does.
    return escaped ? (nativeParse(body) as string) : body.slice(1, -1);
  }

  private static readonly NUMBER = /-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/y;

  /** A scalar at the cursor; numbers report their text when JavaScript would write another. */
  private scalar(): { value: unknown; text?: string } {
    const t = this.text;
    const c = t[this.at];
    if (c === '"') return { value: this.string() };
    for (const [word, value] of [
      ["true", true],
      ["false", false],
      ["null", null],
    ] as const) {
      if (t.startsWith(word, this.at)) {
        this.at += word.length;
        return { value };
      }
    }
    Reader.NUMBER.lastIndex = this.at;
    const m = Reader.NUMBER.exec(t);
    if (!m) this.fail(`unexpected ${JSON.stringify(c ?? "end")}`);
    this.at += m[0].length;
    const value = Number(m[0]);
    return m[0] === canonical(value) ? { value } : { value, text: m[0] };
  }

  private value(): unknown {
    interface Frame {
      container: Record<string, unknown> | unknown[];
      keys: string[] | null;
      key: string | null;
      texts: Map<string, string> | null;
      reorders: boolean;
    }
    const stack: Frame[] = [];
    let result: unknown;
    const open = (): Frame | null => {
      this.space();
      const c = this.text[this.at];
      if (c === "{" || c === "[") {
        this.at++;
        return { container: c === "{" ? {} : [], keys: c === "{" ? [] : null, key: null, texts: null, reorders: false };
      }
      return null;
    };
    const close = (frame: Frame): unknown => {
      let out: object = frame.container;
      if (frame.keys && frame.reorders) out = ordered(frame.container as Record<string, unknown>, frame.keys);
      if (frame.texts) {
        NUMBER_TEXT.set(out, frame.texts);
        sourceFormsMade = true;
      }
      return out;
    };
    const keepText = (frame: Frame, key: string, text: string) => {
      if (!frame.texts) frame.texts = new Map();
      frame.texts.set(key, text);
    };
    /** Puts a finished value into the frame on top (or makes it the result). */
    const place = (value: unknown, text?: string) => {
      const top = stack.at(-1);
      if (!top) {
        result = value;
        return;
      }
      if (Array.isArray(top.container)) {
        if (text !== undefined) keepText(top, String(top.container.length), text);
        top.container.push(value);
      } else {
        const key = top.key as string;
        const target = top.container;
        if (!Object.hasOwn(target, key)) {
          (top.keys as string[]).push(key);
          // An index key after a non-index one (or out of numeric order) is where JavaScript reorders.
          if (isIndexKey(key) && !top.reorders) {
            const keys = top.keys as string[];
            const before = keys[keys.length - 2];
            if (before !== undefined && (!isIndexKey(before) || Number(before) > Number(key))) top.reorders = true;
          }
        }
        define(target, key, value);
        if (text !== undefined) keepText(top, key, text);
        else top.texts?.delete(key);
        top.key = null;
      }
    };

    const first = open();
    if (!first) return this.scalar().value;
    stack.push(first);
    while (stack.length > 0) {
      const top = stack[stack.length - 1] as Frame;
      this.space();
      const c = this.text[this.at];
      const isArray = Array.isArray(top.container);
      const empty = isArray ? (top.container as unknown[]).length === 0 : (top.keys as string[]).length === 0;
      if ((isArray && c === "]") || (!isArray && c === "}")) {
        this.at++;
        stack.pop();
        place(close(top));
        continue;
      }
      if (!empty && top.key === null) {
        if (c !== ",") this.fail(`expected ',' or '${isArray ? "]" : "}"}'`);
        this.at++;
        this.space();
      }
      if (!isArray) {
        if (this.text[this.at] !== '"') this.fail("expected a property name");
        top.key = this.string();
        this.space();
        if (this.text[this.at] !== ":") this.fail("expected ':'");
        this.at++;
      }
      const child = open();
      if (child) {
        stack.push(child);
        continue;
      }
      const { value, text } = this.scalar();
      place(value, text);
    }
    return result;
  }
}
