/** The one limit on how much a server may send while it is listed, and how messages quote its text. */

export const MIB = 1024 * 1024;

/** One limit for a server's start plus every listing request (--timeout / timeout). */
export const DEFAULT_TIMEOUT_MS = 30_000;

/**
 * Default for --max-response-mb / max-response-mb: far above any real listing (the largest servers
 * send a few MB), far below a runner's memory (a 2 GB answer used to end in a V8 fatal error).
 */
export const DEFAULT_MAX_RESPONSE_BYTES = 64 * MIB;

/**
 * How deeply a tool result may nest (objects and arrays, the result itself being level 1), as for a tool
 * definition (core/count.ts): a deeper one is the server's answer being too deep, not counted. JSON.stringify
 * overflows the stack a few thousand levels down, and the result is stringified to be measured and counted.
 */
export const RESULT_DEPTH_MAX = 256;

/** How much of a server's error text (an HTTP error body) is kept for a message. */
export const ERROR_BODY_CHARS = 500;

/** The message past the limit: what happened and how to raise it, the same for HTTP and stdio. */
export function overLimitMessage(what: string, maxBytes: number): string {
  const limit = maxBytes % MIB === 0 ? `${maxBytes / MIB} MiB` : `${maxBytes} bytes`;
  return (
    `${what} more than ${limit} (the limit on what a server may send while it is listed); stopped reading. ` +
    "If the server really sends that much, raise it with --max-response-mb or the action input max-response-mb"
  );
}

/**
 * Cuts `text` to its first ERROR_BODY_CHARS characters, saying how long it was. An HTML page (a web server's
 * or framework's error page, what a wrong URL path gets) is named by its title instead of quoted as markup.
 */
export function capErrorText(text: string, bytes = Buffer.byteLength(text)): string {
  if (/^\s*(<!doctype html|<html[\s>])/i.test(text)) {
    const title = /<title[^>]*>([^<]*)<\/title>|<h1[^>]*>([^<]*)<\/h1>/i.exec(text);
    const words = (title?.[1] ?? title?.[2] ?? "").replace(/\s+/g, " ").trim().slice(0, 120);
    return (
      `an HTML page${words ? ` titled "${words}"` : ""} (${bytes} bytes), not an MCP answer: ` +
      "check the URL's path (MCP servers often serve /mcp, or /sse for the older transport)"
    );
  }
  if (text.length <= ERROR_BODY_CHARS) return text;
  return `${text.slice(0, ERROR_BODY_CHARS)}… (${bytes} bytes)`;
}

/**
 * How long the server/discover probe is alone before initialize is sent alongside it: a server that ignores
 * methods it does not know would otherwise hold the whole deadline (the SDK v2 waits its request timeout).
 * A modern answer to the probe still wins when it comes later (a slow start).
 */
export const PROBE_GRACE_MS = 5000;
