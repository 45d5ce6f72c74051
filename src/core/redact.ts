/**
 * Known secret values out of everything the tool publishes. On a same-user runner the code under
 * test (the server, the build) can read the job's secrets; whatever it then puts into tool names,
 * descriptions or error text must not reach a comment, a summary, an output, a report file or the log.
 *
 * A secret is found in the forms untrusted text is likely to carry it: as is, JSON-escaped,
 * URL-encoded, base64 or base64url at any byte offset (a server can encode a token into a name,
 * and `actions/checkout` stores it base64-encoded after "x-access-token:"), and each of those as
 * escapeMarkdown would print it; as Node quotes a value in its own errors ('…' with \x00 escapes); without
 * the whitespace around it (a pasted secret that ends in a newline, which a server trims). A piece of 8
 * characters or more of a form, left where text was cut before it was redacted, goes too (see
 * redact-fragments.ts). Anything cleverer (reversed, split, re-encoded twice) is not recognised: the README
 * says so.
 */
import { fragmentFinder } from "./redact-fragments.js";
import { escapeMarkdownInline } from "./render/escape.js";

export const REDACTED = "***";

/**
 * Shorter values are not treated as secrets: they cannot be told apart from ordinary text
 * ("true", a port), and replacing them everywhere would make every report unreadable.
 */
export const MIN_SECRET_LENGTH = 6;

export interface Redactor {
  /** The distinct secret values, as given and without the whitespace around them (for ::add-mask::). */
  readonly secrets: readonly string[];
  /** The text with every form of every secret replaced by ***. */
  text(value: string): string;
  /** A copy of a JSON-like value with every string in it (keys too) redacted. */
  data<T>(value: T): T;
}

/** The characters of base64(prefix + secret) that depend on the secret alone, for each of the 3 byte offsets. */
function base64Cores(secret: string): string[] {
  const bytes = new TextEncoder().encode(secret);
  const out: string[] = [];
  for (let offset = 0; offset < 3; offset++) {
    let binary = "\0".repeat(offset);
    for (const byte of bytes) binary += String.fromCharCode(byte);
    const encoded = btoa(binary);
    // Character i covers bits 6i..6i+5; the secret covers bits 8*offset .. 8*(offset+length).
    const start = Math.ceil((8 * offset) / 6);
    const end = Math.floor((8 * (offset + bytes.length)) / 6);
    const core = encoded.slice(start, end);
    out.push(core, core.replace(/\+/g, "-").replace(/\//g, "_"));
  }
  return out;
}

const INSPECT_ESCAPES: Record<string, string> = {
  "\\": "\\\\",
  "\b": "\\b",
  "\t": "\\t",
  "\n": "\\n",
  "\f": "\\f",
  "\r": "\\r",
};

/**
 * The inside of a string as Node's util.inspect quotes it in its own errors ("Received 'a\x00b'"): with
 * its quote escaped when it picks single quotes, as is when it picks backticks or double quotes.
 */
function inspectQuoted(secret: string): string[] {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: escaping control characters as Node does is the point
  const inside = secret.replace(/[\\\u0000-\u001f\u007f]/g, (c) => {
    return INSPECT_ESCAPES[c] ?? `\\x${c.charCodeAt(0).toString(16).padStart(2, "0").toUpperCase()}`;
  });
  return [inside, inside.replace(/'/g, "\\'")];
}

/** Every form in which a secret is looked for. */
export function secretForms(secret: string): string[] {
  const plain = [
    secret,
    JSON.stringify(secret).slice(1, -1),
    ...inspectQuoted(secret),
    encodeURIComponent(secret),
    ...base64Cores(secret),
  ];
  const forms = new Set<string>();
  for (const form of plain) {
    forms.add(form);
    forms.add(escapeMarkdownInline(form));
  }
  return [...forms].filter((f) => f.length >= MIN_SECRET_LENGTH);
}

const regexSource = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export function createRedactor(values: Iterable<string | null | undefined>): Redactor {
  const given = [...values].filter((v): v is string => typeof v === "string" && v.trim().length >= MIN_SECRET_LENGTH);
  // A value is also looked for without the whitespace around it: what a server prints is often trimmed.
  const secrets = [...new Set(given.flatMap((v) => (v.trim() === v ? [v] : [v, v.trim()])))];
  const forms = [...new Set(secrets.flatMap(secretForms))].sort((a, b) => b.length - a.length);
  // One pass, longest form first, so a secret that contains another is replaced whole.
  const pattern = forms.length > 0 ? new RegExp(forms.map(regexSource).join("|"), "g") : null;
  const fragments = fragmentFinder(forms);
  const text = (value: string) => (pattern ? fragments.remove(value.replace(pattern, REDACTED), REDACTED) : value);
  const data = <T>(value: T): T => {
    if (!pattern) return value;
    const walk = (v: unknown): unknown => {
      if (typeof v === "string") return text(v);
      if (Array.isArray(v)) return v.map(walk);
      if (v !== null && typeof v === "object") {
        const out: Record<string, unknown> = {};
        // defineProperty, not assignment: a "__proto__" key from a parsed file stays a plain key.
        for (const [key, inner] of Object.entries(v)) {
          Object.defineProperty(out, text(key), {
            value: walk(inner),
            enumerable: true,
            writable: true,
            configurable: true,
          });
        }
        return out;
      }
      return v;
    };
    return walk(value) as T;
  };
  return { secrets, text, data };
}

/** Redacts nothing: for runs that hold no secrets. */
export const NO_SECRETS: Redactor = createRedactor([]);
