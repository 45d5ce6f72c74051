import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/core/json-as-sent.ts
var nativeParse = JSON.parse;
var SENT_ORDER = /* @__PURE__ */ new WeakMap();
var NUMBER_TEXT = /* @__PURE__ */ new WeakMap();
var sourceFormsMade = false;
var INTEGER_KEY = /^(?:0|[1-9][0-9]*)$/;
var isIndexKey = /* @__PURE__ */ __name((key) => INTEGER_KEY.test(key) && Number(key) < 4294967295, "isIndexKey");
function mayLoseSourceForm(text) {
  return /(?<!\\)"(?:0|[1-9][0-9]*)"\s*:/.test(text) || /[:,[]\s*-?[0-9]+(?:\.0+(?![0-9])|(?:\.[0-9]+)?[eE]|[0-9]{15})/.test(text);
}
__name(mayLoseSourceForm, "mayLoseSourceForm");
function parseAsSent(text) {
  if (!mayLoseSourceForm(text)) return nativeParse(text);
  return new Reader(text).document();
}
__name(parseAsSent, "parseAsSent");
function numberText(container, key) {
  return NUMBER_TEXT.get(container)?.get(String(key));
}
__name(numberText, "numberText");
function copyAsSent(value, map) {
  if (!sourceFormsMade && !map) return structuredClone(value);
  if (Array.isArray(value)) {
    const out = value.map((item) => copyAsSent(item, map));
    copyNumberTexts(value, out, map);
    return out;
  }
  if (value !== null && typeof value === "object") {
    const target = {};
    const keys = Object.keys(value);
    for (const key of keys) define(target, key, copyAsSent(value[key], map));
    const out = SENT_ORDER.has(value) ? ordered(target, keys) : target;
    copyNumberTexts(value, out, map);
    return out;
  }
  return typeof value === "number" && map ? map(value) : value;
}
__name(copyAsSent, "copyAsSent");
function copyNumberTexts(from, to, map) {
  const texts = NUMBER_TEXT.get(from);
  if (!texts) return;
  const kept = /* @__PURE__ */ new Map();
  for (const [key, text] of texts) {
    const before = from[key];
    if (!map || typeof before === "number" && map(before) === before) kept.set(key, text);
  }
  if (kept.size > 0) NUMBER_TEXT.set(to, kept);
}
__name(copyNumberTexts, "copyNumberTexts");
function define(target, key, value) {
  Object.defineProperty(target, key, { value, writable: true, enumerable: true, configurable: true });
}
__name(define, "define");
function ordered(target, order) {
  const proxy = new Proxy(target, {
    ownKeys(t) {
      const now = Reflect.ownKeys(t);
      const present = new Set(now);
      const listed = new Set(order);
      return [...order.filter((k) => present.has(k)), ...now.filter((k) => typeof k !== "string" || !listed.has(k))];
    }
  });
  SENT_ORDER.set(proxy, order);
  sourceFormsMade = true;
  return proxy;
}
__name(ordered, "ordered");
var canonical = /* @__PURE__ */ __name((n) => Object.is(n, -0) ? "-0" : String(n), "canonical");
var Reader = class _Reader {
  constructor(text) {
    this.text = text;
  }
  text;
  static {
    __name(this, "Reader");
  }
  at = 0;
  document() {
    const value = this.value();
    this.space();
    if (this.at < this.text.length) this.fail("unexpected text after the JSON value");
    return value;
  }
  fail(what) {
    throw new SyntaxError(`${what} in JSON at position ${this.at}`);
  }
  space() {
    const t = this.text;
    while (this.at < t.length) {
      const c = t.charCodeAt(this.at);
      if (c !== 32 && c !== 10 && c !== 13 && c !== 9) return;
      this.at++;
    }
  }
  string() {
    const t = this.text;
    const start = this.at;
    let i = start + 1;
    let escaped = false;
    for (; i < t.length; i++) {
      const c = t.charCodeAt(i);
      if (c === 92) {
        escaped = true;
        i++;
      } else if (c === 34) break;
      else if (c < 32) escaped = true;
    }
    if (i >= t.length) this.fail("unterminated string");
    this.at = i + 1;
    const body = t.slice(start, i + 1);
    return escaped ? nativeParse(body) : body.slice(1, -1);
  }
  static NUMBER = /-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/y;
  /** A scalar at the cursor; numbers report their text when JavaScript would write another. */
  scalar() {
    const t = this.text;
    const c = t[this.at];
    if (c === '"') return { value: this.string() };
    for (const [word, value2] of [
      ["true", true],
      ["false", false],
      ["null", null]
    ]) {
      if (t.startsWith(word, this.at)) {
        this.at += word.length;
        return { value: value2 };
      }
    }
    _Reader.NUMBER.lastIndex = this.at;
    const m = _Reader.NUMBER.exec(t);
    if (!m) this.fail(`unexpected ${JSON.stringify(c ?? "end")}`);
    this.at += m[0].length;
    const value = Number(m[0]);
    return m[0] === canonical(value) ? { value } : { value, text: m[0] };
  }
  value() {
    const stack = [];
    let result;
    const open = /* @__PURE__ */ __name(() => {
      this.space();
      const c = this.text[this.at];
      if (c === "{" || c === "[") {
        this.at++;
        return { container: c === "{" ? {} : [], keys: c === "{" ? [] : null, key: null, texts: null, reorders: false };
      }
      return null;
    }, "open");
    const close = /* @__PURE__ */ __name((frame) => {
      let out = frame.container;
      if (frame.keys && frame.reorders) out = ordered(frame.container, frame.keys);
      if (frame.texts) {
        NUMBER_TEXT.set(out, frame.texts);
        sourceFormsMade = true;
      }
      return out;
    }, "close");
    const keepText = /* @__PURE__ */ __name((frame, key, text) => {
      if (!frame.texts) frame.texts = /* @__PURE__ */ new Map();
      frame.texts.set(key, text);
    }, "keepText");
    const place = /* @__PURE__ */ __name((value, text) => {
      const top = stack.at(-1);
      if (!top) {
        result = value;
        return;
      }
      if (Array.isArray(top.container)) {
        if (text !== void 0) keepText(top, String(top.container.length), text);
        top.container.push(value);
      } else {
        const key = top.key;
        const target = top.container;
        if (!Object.hasOwn(target, key)) {
          top.keys.push(key);
          if (isIndexKey(key) && !top.reorders) {
            const keys = top.keys;
            const before = keys[keys.length - 2];
            if (before !== void 0 && (!isIndexKey(before) || Number(before) > Number(key))) top.reorders = true;
          }
        }
        define(target, key, value);
        if (text !== void 0) keepText(top, key, text);
        else top.texts?.delete(key);
        top.key = null;
      }
    }, "place");
    const first = open();
    if (!first) return this.scalar().value;
    stack.push(first);
    while (stack.length > 0) {
      const top = stack[stack.length - 1];
      this.space();
      const c = this.text[this.at];
      const isArray = Array.isArray(top.container);
      const empty = isArray ? top.container.length === 0 : top.keys.length === 0;
      if (isArray && c === "]" || !isArray && c === "}") {
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
};

export {
  parseAsSent,
  numberText,
  copyAsSent
};
//# sourceMappingURL=chunk-FSDW3AHK.js.map
