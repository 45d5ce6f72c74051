/**
 * What a tool result puts into the context, part by part, by one stated rule (RESULT_RULE).
 * Pure: the result as the server sent it in, counts out.
 */
import type { Encoder } from "../encodings.js";
import type { CallPart } from "./types.js";

export const RESULT_RULE =
  "text blocks: their text; embedded resources: their text (a blob: its size only); resource links and unknown blocks: " +
  "their compact JSON; structuredContent: its compact JSON, counted in the total only when the result has no text " +
  "content (servers that return it are asked to repeat it as text, which is what clients forward); image and audio: " +
  "not text, reported by kind and decoded size (PNG images also by Anthropic's width x height / 750 estimate), never " +
  "counted in the encoding totals";

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Decoded size of base64 text, without decoding it. */
function base64Bytes(data: unknown): number {
  if (typeof data !== "string") return 0;
  const clean = data.replace(/\s/g, "");
  const padding = clean.endsWith("==") ? 2 : clean.endsWith("=") ? 1 : 0;
  return Math.max(0, Math.floor((clean.length * 3) / 4) - padding);
}

/** Width and height from a PNG's IHDR chunk, or null for anything else. */
function pngSize(data: unknown): { width: number; height: number } | null {
  if (typeof data !== "string") return null;
  const head = Buffer.from(data.slice(0, 44), "base64");
  if (head.length < 24 || head.toString("latin1", 1, 4) !== "PNG" || head.toString("latin1", 12, 16) !== "IHDR") {
    return null;
  }
  return { width: head.readUInt32BE(16), height: head.readUInt32BE(20) };
}

/** A part's text as the model receives it; null for a part that is not text (image, audio, blob). */
interface RawPart {
  type: string;
  text: string | null;
  counted: boolean;
  extra?: Partial<CallPart>;
}

function binaryPart(type: string, block: Record<string, unknown>, data: unknown): RawPart {
  const extra: Partial<CallPart> = { bytes: base64Bytes(data) };
  if (typeof block.mimeType === "string") extra.mimeType = block.mimeType;
  if (type === "image") {
    const size = pngSize(data);
    if (size) Object.assign(extra, size, { imageTokensEstimate: Math.ceil((size.width * size.height) / 750) });
  }
  return { type, text: null, counted: false, extra };
}

export function resultParts(result: Record<string, unknown>): RawPart[] {
  const parts: RawPart[] = [];
  const content = Array.isArray(result.content) ? result.content : [];
  for (const block of content) {
    if (!isObject(block)) {
      parts.push({ type: "unknown", text: JSON.stringify(block) ?? "", counted: true });
      continue;
    }
    const type = typeof block.type === "string" ? block.type : "unknown";
    if (type === "text") parts.push({ type, text: typeof block.text === "string" ? block.text : "", counted: true });
    else if (type === "image" || type === "audio") parts.push(binaryPart(type, block, block.data));
    else if (type === "resource" && isObject(block.resource)) {
      const resource = block.resource;
      if (typeof resource.text === "string") parts.push({ type, text: resource.text, counted: true });
      else parts.push(binaryPart(type, resource, resource.blob));
    } else parts.push({ type, text: JSON.stringify(block), counted: true });
  }
  if (result.structuredContent !== undefined) {
    const hasText = parts.some((p) => p.counted);
    parts.push({ type: "structuredContent", text: JSON.stringify(result.structuredContent), counted: !hasText });
  }
  return parts;
}

/** Counts every part in every encoding; the call's tokens are the sum of the counted parts. */
export function countResult(
  result: Record<string, unknown>,
  encoders: readonly Encoder[],
): { parts: CallPart[]; tokens: Record<string, number> } {
  const tokens: Record<string, number> = Object.fromEntries(encoders.map((e) => [e.name, 0]));
  const parts = resultParts(result).map((raw): CallPart => {
    const part: CallPart = { type: raw.type, tokens: {}, counted: raw.counted, ...raw.extra };
    if (raw.text !== null) {
      for (const encoder of encoders) {
        const n = encoder.count(raw.text);
        part.tokens[encoder.name] = n;
        if (raw.counted) tokens[encoder.name] = (tokens[encoder.name] ?? 0) + n;
      }
    }
    return part;
  });
  return { parts, tokens };
}

/** The data the checks read: structuredContent, else the first text block that parses as JSON, else null. */
export function resultData(result: Record<string, unknown>): unknown {
  if (result.structuredContent !== undefined) return result.structuredContent;
  const content = Array.isArray(result.content) ? result.content : [];
  for (const block of content) {
    if (isObject(block) && block.type === "text" && typeof block.text === "string") {
      try {
        return JSON.parse(block.text);
      } catch {
        // not JSON; the next text block may be
      }
    }
  }
  return null;
}

/** All the text of a result, for checks that read words (truncation markers). */
export function resultText(result: Record<string, unknown>): string {
  return resultParts(result)
    .map((p) => p.text ?? "")
    .join("\n");
}
