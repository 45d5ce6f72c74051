/**
 * The index a server is placed in (measure --index-quantiles, the action's index-percentile): the quantiles
 * file shipped with this release (`default`), a file, or an https URL (a site the survey workflow published).
 * Read whole, bounded in size and time, and checked before any server starts.
 */
import path from "node:path";
import SHIPPED from "../../survey/index-quantiles.json" with { type: "json" };
import { ToolError, UsageError } from "../core/errors.js";
import { fileProblem } from "../core/file-errors.js";
import { type IndexQuantiles, quantilesProblem } from "../core/survey/quantiles.js";
import { boundedFetch } from "../mcp/bounded-fetch.js";
import { FileTooLargeError, readTextFile } from "./read-limited.js";

/** A quantiles file is about 1.5 KB; anything near this is not one. */
const MAX_BYTES = 1024 * 1024;
const FETCH_TIMEOUT_MS = 30_000;

export const SHIPPED_INDEX = "default";

function checked(data: unknown, where: string): IndexQuantiles {
  const problem = quantilesProblem(data);
  if (problem) {
    throw new ToolError(
      "input",
      `index quantiles ${where} ${problem}; give a file written by survey quantiles, or "default"`,
    );
  }
  return data as IndexQuantiles;
}

function parse(text: string, where: string): IndexQuantiles {
  try {
    return checked(JSON.parse(text), where);
  } catch (error) {
    if (error instanceof ToolError) throw error;
    throw new ToolError("input", `index quantiles ${where} is not JSON: ${fileProblem(error)}`);
  }
}

/** The most redirects followed: a published site answers in one or two. */
export const MAX_REDIRECTS = 5;

/**
 * The file at `url`, its redirects followed by hand: each hop's target must be https (a chain that passes
 * through http could have been rewritten there, whatever the last address is), at most MAX_REDIRECTS of them,
 * all within one time limit and one size limit.
 */
async function fetchText(url: URL): Promise<string> {
  const { fetch: bounded } = boundedFetch(AbortSignal.timeout(FETCH_TIMEOUT_MS), MAX_BYTES);
  let at = url;
  try {
    for (let hops = 0; ; hops++) {
      const response = await bounded(at, { headers: { accept: "application/json" }, redirect: "manual" });
      if (response.status >= 300 && response.status < 400) {
        await response.body?.cancel();
        const location = response.headers.get("location");
        if (!location) throw new Error(`HTTP ${response.status} without a Location`);
        const next = new URL(location, at);
        if (next.protocol !== "https:") {
          throw new Error(`it redirected to ${next.protocol}//${next.host}, which is not https (hop ${hops + 1})`);
        }
        if (hops + 1 > MAX_REDIRECTS) throw new Error(`it redirected more than ${MAX_REDIRECTS} times`);
        at = next;
        continue;
      }
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return await response.text();
    }
  } catch (error) {
    throw new ToolError("input", `could not fetch index quantiles ${url.href}: ${(error as Error).message}`);
  }
}

/** `default`, an https URL or a file path (relative to `cwd`). */
export async function loadIndexQuantiles(spec: string, cwd: string = process.cwd()): Promise<IndexQuantiles> {
  const value = spec.trim();
  if (value === SHIPPED_INDEX) return checked(SHIPPED, "shipped with this release");
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(value)) {
    const url = new URL(value);
    if (url.protocol !== "https:") {
      throw new UsageError(`--index-quantiles: only https URLs are fetched, got ${url.protocol}//${url.host}`);
    }
    return parse(await fetchText(url), url.href);
  }
  const file = path.resolve(cwd, value);
  try {
    return parse(await readTextFile(file, MAX_BYTES), file);
  } catch (error) {
    if (error instanceof ToolError) throw error;
    if (error instanceof FileTooLargeError) throw new ToolError("input", `index quantiles ${file} is over 1 MiB`);
    throw new ToolError("input", `could not read index quantiles ${file}: ${fileProblem(error)}`);
  }
}
