import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  boundedFetch
} from "./chunk-RUROCYBG.js";
import {
  FileTooLargeError,
  readTextFile
} from "./chunk-UJWHOAM5.js";
import {
  fileProblem
} from "./chunk-WHWYGBJU.js";
import {
  quantilesProblem
} from "./chunk-4YSLT7ID.js";
import {
  ToolError,
  UsageError
} from "./chunk-5SZOHPIE.js";
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/run/index-quantiles.ts
import path from "node:path";

// survey/index-quantiles.json
var index_quantiles_default = {
  kind: "mcp-token-budget/index-quantiles",
  schemaVersion: 1,
  date: "2026-12-04",
  servers: 169,
  engines: ["0.1.0"],
  source: "survey/servers.yml, the starter list of 2026-12-04: all 169 of its servers, measured on 2026-12-04 by mcp-token-budget 0.1.0 (two survey runs, of 108 and 61 servers, --jobs 1), none failed",
  encodings: {
    o200k_base: {
      servers: 169,
      quantiles: [
        30,
        52,
        118,
        125,
        131,
        161,
        165,
        170,
        178,
        194,
        200,
        264,
        317,
        317,
        324,
        358,
        366,
        372,
        412,
        415,
        423,
        474,
        487,
        502,
        538,
        562,
        564,
        584,
        596,
        656,
        679,
        703,
        733,
        738,
        765,
        770,
        793,
        842,
        877,
        882,
        895,
        900,
        904,
        918,
        983,
        1054,
        1084,
        1158,
        1185,
        1195,
        1279,
        1287,
        1315,
        1445,
        1580,
        1651,
        1679,
        1922,
        2020,
        2392,
        2681,
        2910,
        2918,
        3064,
        3400,
        3540,
        3624,
        3762,
        3803,
        3896,
        4086,
        4823,
        5031,
        5088,
        5325,
        5354,
        5501,
        5677,
        5742,
        6073,
        6739,
        7754,
        8289,
        9509,
        10567,
        11046,
        11406,
        11753,
        12112,
        13230,
        13673,
        13929,
        17161,
        21966,
        25386,
        28136,
        35222,
        35414,
        43611,
        62002,
        242651
      ]
    },
    cl100k_base: {
      servers: 169,
      quantiles: [
        30,
        52,
        115,
        126,
        129,
        156,
        163,
        172,
        175,
        193,
        193,
        259,
        312,
        312,
        321,
        348,
        360,
        365,
        402,
        414,
        415,
        462,
        478,
        495,
        527,
        548,
        554,
        564,
        610,
        660,
        687,
        709,
        715,
        732,
        743,
        761,
        782,
        835,
        853,
        859,
        877,
        890,
        892,
        897,
        988,
        1050,
        1065,
        1131,
        1204,
        1256,
        1263,
        1325,
        1421,
        1451,
        1550,
        1614,
        1671,
        1897,
        1976,
        2418,
        2627,
        2853,
        2865,
        3027,
        3393,
        3395,
        3556,
        3686,
        3715,
        3861,
        3949,
        4710,
        4922,
        5001,
        5190,
        5301,
        5390,
        5689,
        5695,
        5785,
        6670,
        7673,
        8217,
        9252,
        10411,
        10735,
        11128,
        11663,
        11699,
        13050,
        13550,
        13877,
        16557,
        21210,
        24708,
        27414,
        34535,
        34794,
        47810,
        61507,
        238153
      ]
    }
  }
};

// src/run/index-quantiles.ts
var MAX_BYTES = 1024 * 1024;
var FETCH_TIMEOUT_MS = 3e4;
var SHIPPED_INDEX = "default";
function checked(data, where) {
  const problem = quantilesProblem(data);
  if (problem) {
    throw new ToolError(
      "input",
      `index quantiles ${where} ${problem}; give a file written by survey quantiles, or "default"`
    );
  }
  return data;
}
__name(checked, "checked");
function parse(text, where) {
  try {
    return checked(JSON.parse(text), where);
  } catch (error) {
    if (error instanceof ToolError) throw error;
    throw new ToolError("input", `index quantiles ${where} is not JSON: ${fileProblem(error)}`);
  }
}
__name(parse, "parse");
var MAX_REDIRECTS = 5;
async function fetchText(url) {
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
    throw new ToolError("input", `could not fetch index quantiles ${url.href}: ${error.message}`);
  }
}
__name(fetchText, "fetchText");
async function loadIndexQuantiles(spec, cwd = process.cwd()) {
  const value = spec.trim();
  if (value === SHIPPED_INDEX) return checked(index_quantiles_default, "shipped with this release");
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
__name(loadIndexQuantiles, "loadIndexQuantiles");

export {
  SHIPPED_INDEX,
  MAX_REDIRECTS,
  loadIndexQuantiles
};
//# sourceMappingURL=chunk-F2FCTKNI.js.map
