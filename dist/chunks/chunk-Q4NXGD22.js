import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  escapeMarkdownInline
} from "./chunk-AY2GYRMS.js";
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/core/redact-fragments.ts
var FRAGMENT_MIN = 8;
var FRAGMENT_REACH = 4096;
var PrefixAutomaton = class {
  static {
    __name(this, "PrefixAutomaton");
  }
  next = /* @__PURE__ */ new Map();
  fail = [0];
  depth = [0];
  constructor(patterns) {
    const children = [[]];
    for (const pattern of patterns) {
      let node = 0;
      for (let i = 0; i < pattern.length; i++) {
        const key = node * 65536 + pattern.charCodeAt(i);
        let child = this.next.get(key);
        if (child === void 0) {
          child = this.depth.length;
          this.next.set(key, child);
          this.depth.push(this.depth[node] + 1);
          this.fail.push(0);
          children.push([]);
          children[node]?.push(pattern.charCodeAt(i), child);
        }
        node = child;
      }
    }
    const queue = [];
    const root = children[0] ?? [];
    for (let i = 1; i < root.length; i += 2) queue.push(root[i]);
    for (let head = 0; head < queue.length; head++) {
      const node = queue[head];
      const list = children[node] ?? [];
      for (let i = 0; i < list.length; i += 2) {
        const char = list[i];
        const child = list[i + 1];
        let f = this.fail[node];
        while (f !== 0 && !this.next.has(f * 65536 + char)) f = this.fail[f];
        const target = this.next.get(f * 65536 + char);
        this.fail[child] = target !== void 0 && target !== child ? target : 0;
        queue.push(child);
      }
    }
  }
  get empty() {
    return this.depth.length === 1;
  }
  step(state, char) {
    let s = state;
    for (; ; ) {
      const target = this.next.get(s * 65536 + char);
      if (target !== void 0) return target;
      if (s === 0) return 0;
      s = this.fail[s];
    }
  }
  depthOf(state) {
    return this.depth[state];
  }
};
var CUT_MARK = /\r\n|[\r\n]|\.\.\.|…/g;
var isBlank = /* @__PURE__ */ __name((code) => code === 32 || code === 9, "isBlank");
function fragmentFinder(forms) {
  const long = forms.filter((f) => f.length > FRAGMENT_MIN);
  const heads = new PrefixAutomaton(long.map((f) => f.slice(0, FRAGMENT_REACH)));
  const tails = new PrefixAutomaton(long.map((f) => f.slice(-FRAGMENT_REACH).split("").reverse().join("")));
  const reach = Math.min(FRAGMENT_REACH, Math.max(0, ...long.map((f) => f.length)));
  if (heads.empty) return { remove: /* @__PURE__ */ __name((text) => text, "remove") };
  const grams = /* @__PURE__ */ new Set();
  for (const form of long) {
    const ends = form.length <= 2 * FRAGMENT_REACH ? [form] : [form.slice(0, FRAGMENT_REACH), form.slice(-FRAGMENT_REACH)];
    for (const part of ends)
      for (let i = 0; i + FRAGMENT_MIN <= part.length; i++) grams.add(part.slice(i, i + FRAGMENT_MIN));
  }
  const anchors = new RegExp(
    [...new Set(long.flatMap((f) => [f.slice(0, FRAGMENT_MIN), f.slice(-FRAGMENT_MIN)]))].map((a) => a.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")
  );
  return {
    remove(text, mark) {
      if (text.length < FRAGMENT_MIN || !anchors.test(text)) return text;
      const ends = [];
      const starts = [];
      const consider = /* @__PURE__ */ __name((before, after) => {
        let end = before;
        while (end > 0 && isBlank(text.charCodeAt(end - 1))) end--;
        if (end >= FRAGMENT_MIN && grams.has(text.slice(end - FRAGMENT_MIN, end))) ends.push(end);
        let start = after;
        while (start < text.length && isBlank(text.charCodeAt(start))) start++;
        if (start + FRAGMENT_MIN <= text.length && grams.has(text.slice(start, start + FRAGMENT_MIN)))
          starts.push(start);
      }, "consider");
      consider(0, 0);
      CUT_MARK.lastIndex = 0;
      for (let match = CUT_MARK.exec(text); match; match = CUT_MARK.exec(text))
        consider(match.index, match.index + match[0].length);
      consider(text.length, text.length);
      if (ends.length === 0 && starts.length === 0) return text;
      const found = [];
      let state = 0;
      let read = 0;
      for (const end of ends) {
        if (end < read) continue;
        if (end - read > reach) {
          state = 0;
          read = end - reach;
        }
        for (; read < end; read++) state = heads.step(state, text.charCodeAt(read));
        const n = heads.depthOf(state);
        if (n >= FRAGMENT_MIN) found.push([end - n, end]);
      }
      state = 0;
      read = text.length;
      for (let c = starts.length - 1; c >= 0; c--) {
        const start = starts[c];
        if (start > read) continue;
        if (read - start > reach) {
          state = 0;
          read = start + reach;
        }
        for (; read > start; read--) state = tails.step(state, text.charCodeAt(read - 1));
        const n = tails.depthOf(state);
        if (n >= FRAGMENT_MIN) found.push([start, start + n]);
      }
      if (found.length === 0) return text;
      found.sort((a, b) => a[0] - b[0]);
      let out = "";
      let at = 0;
      for (const [start, end] of found) {
        if (end <= at) continue;
        out += text.slice(at, Math.max(at, start)) + (start >= at ? mark : "");
        at = end;
      }
      return out + text.slice(at);
    }
  };
}
__name(fragmentFinder, "fragmentFinder");

// src/core/redact.ts
var REDACTED = "***";
var MIN_SECRET_LENGTH = 6;
function base64Cores(secret) {
  const bytes = new TextEncoder().encode(secret);
  const out = [];
  for (let offset = 0; offset < 3; offset++) {
    let binary = "\0".repeat(offset);
    for (const byte of bytes) binary += String.fromCharCode(byte);
    const encoded = btoa(binary);
    const start = Math.ceil(8 * offset / 6);
    const end = Math.floor(8 * (offset + bytes.length) / 6);
    const core = encoded.slice(start, end);
    out.push(core, core.replace(/\+/g, "-").replace(/\//g, "_"));
  }
  return out;
}
__name(base64Cores, "base64Cores");
var INSPECT_ESCAPES = {
  "\\": "\\\\",
  "\b": "\\b",
  "	": "\\t",
  "\n": "\\n",
  "\f": "\\f",
  "\r": "\\r"
};
function inspectQuoted(secret) {
  const inside = secret.replace(/[\\\u0000-\u001f\u007f]/g, (c) => {
    return INSPECT_ESCAPES[c] ?? `\\x${c.charCodeAt(0).toString(16).padStart(2, "0").toUpperCase()}`;
  });
  return [inside, inside.replace(/'/g, "\\'")];
}
__name(inspectQuoted, "inspectQuoted");
function secretForms(secret) {
  const plain = [
    secret,
    JSON.stringify(secret).slice(1, -1),
    ...inspectQuoted(secret),
    encodeURIComponent(secret),
    ...base64Cores(secret)
  ];
  const forms = /* @__PURE__ */ new Set();
  for (const form of plain) {
    forms.add(form);
    forms.add(escapeMarkdownInline(form));
  }
  return [...forms].filter((f) => f.length >= MIN_SECRET_LENGTH);
}
__name(secretForms, "secretForms");
var regexSource = /* @__PURE__ */ __name((text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "regexSource");
function createRedactor(values) {
  const given = [...values].filter((v) => typeof v === "string" && v.trim().length >= MIN_SECRET_LENGTH);
  const secrets = [...new Set(given.flatMap((v) => v.trim() === v ? [v] : [v, v.trim()]))];
  const forms = [...new Set(secrets.flatMap(secretForms))].sort((a, b) => b.length - a.length);
  const pattern = forms.length > 0 ? new RegExp(forms.map(regexSource).join("|"), "g") : null;
  const fragments = fragmentFinder(forms);
  const text = /* @__PURE__ */ __name((value) => pattern ? fragments.remove(value.replace(pattern, REDACTED), REDACTED) : value, "text");
  const data = /* @__PURE__ */ __name((value) => {
    if (!pattern) return value;
    const walk = /* @__PURE__ */ __name((v) => {
      if (typeof v === "string") return text(v);
      if (Array.isArray(v)) return v.map(walk);
      if (v !== null && typeof v === "object") {
        const out = {};
        for (const [key, inner] of Object.entries(v)) {
          Object.defineProperty(out, text(key), {
            value: walk(inner),
            enumerable: true,
            writable: true,
            configurable: true
          });
        }
        return out;
      }
      return v;
    }, "walk");
    return walk(value);
  }, "data");
  return { secrets, text, data };
}
__name(createRedactor, "createRedactor");
var NO_SECRETS = createRedactor([]);

export {
  createRedactor,
  NO_SECRETS
};
//# sourceMappingURL=chunk-Q4NXGD22.js.map
