import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  GITHUB_COMMENT_MAX_CHARS,
  JOB_SUMMARY_MAX_BYTES,
  renderComparisonMarkdown,
  renderComparisonText
} from "./chunk-VS3HEXEM.js";
import "./chunk-3PR5KP7T.js";
import "./chunk-2GWQWGTS.js";
import "./chunk-GJMXPVLK.js";
import "./chunk-7QJCO2EM.js";
import "./chunk-477XBVH2.js";
import "./chunk-QZTG4LHG.js";
import "./chunk-NBEMHKAW.js";
import "./chunk-AY2GYRMS.js";
import "./chunk-ZV2SRYE2.js";
import "./chunk-R7DDXPRF.js";
import "./chunk-5SZOHPIE.js";
import "./chunk-WQOZZ7UD.js";
export {
  GITHUB_COMMENT_MAX_CHARS,
  JOB_SUMMARY_MAX_BYTES,
  renderComparisonMarkdown,
  renderComparisonText
};
//# sourceMappingURL=comparison-UIZA5PYO.js.map
