/**
 * Copilot CLI 1.0.102's tool names: "<server>-<tool>", a non-ASCII key part written as IDNA writes it (captured on
 * the corpus; its naming is in its native runtime, which links the Rust idna crate).
 */
/** RFC 3492 Punycode of a string's code points (its Rust idna crate's punycode encoder). */
export function punycode(input: string): string {
  const base = 36;
  const codes = Array.from(input, (c) => c.codePointAt(0) as number);
  const adapt = (delta: number, points: number, first: boolean) => {
    let d = first ? Math.floor(delta / 700) : delta >> 1;
    d += Math.floor(d / points);
    let k = 0;
    while (d > ((base - 1) * 26) >> 1) {
      d = Math.floor(d / (base - 1));
      k += base;
    }
    return k + Math.floor((base * d) / (d + 38));
  };
  const digit = (d: number) => String.fromCharCode(d + 22 + 75 * (d < 26 ? 1 : 0));
  let out = codes
    .filter((c) => c < 0x80)
    .map((c) => String.fromCharCode(c))
    .join("");
  const basic = out.length;
  let handled = basic;
  if (basic > 0) out += "-";
  let n = 128;
  let delta = 0;
  let bias = 72;
  while (handled < codes.length) {
    const m = Math.min(...codes.filter((c) => c >= n));
    delta += (m - n) * (handled + 1);
    n = m;
    for (const c of codes) {
      if (c < n) delta++;
      if (c !== n) continue;
      let q = delta;
      for (let k = base; ; k += base) {
        const t = k <= bias ? 1 : k >= bias + 26 ? 26 : k - bias;
        if (q < t) break;
        out += digit(t + ((q - t) % (base - t)));
        q = Math.floor((q - t) / (base - t));
      }
      out += digit(q);
      bias = adapt(delta, handled + 1, handled === basic);
      delta = 0;
      handled++;
    }
    delta++;
    n++;
  }
  return out;
}

/**
 * A server key as it writes it into a tool name: each dot-separated part holding a character past ASCII as
 * "xn--" and the Punycode of the part in lower case (captured: "ünï" -> "xn--n-nga1b"; its native runtime links
 * the idna crate's UTS 46 and Punycode), other parts as they are.
 */
export const copilotKey = (key: string) =>
  key
    .split(".")
    .map((part) =>
      [...part].some((c) => (c.codePointAt(0) as number) > 0x7f)
        ? `xn--${punycode(part.normalize("NFC").toLowerCase())}`
        : part,
    )
    .join(".");

/**
 * Its tool names: "<server>-<tool>", the key written as copilotKey writes it, then characters outside
 * [A-Za-z0-9_-] made "-", cut to 64 characters.
 */
export function copilotToolName(server: string, tool: string): string {
  return `${copilotKey(server)}-${tool}`.replace(/[^a-zA-Z0-9_-]/g, "-").slice(0, 64);
}
