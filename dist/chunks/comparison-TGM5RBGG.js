import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  GITHUB_COMMENT_MAX_CHARS,
  JOB_SUMMARY_MAX_BYTES,
  renderComparisonMarkdown,
  renderComparisonText
} from "./chunk-R2SUXWKR.js";
import "./chunk-XN5N6EQY.js";
import "./chunk-T4AGFPKR.js";
import "./chunk-WNKROE4M.js";
import "./chunk-QZTG4LHG.js";
import "./chunk-AY2GYRMS.js";
import "./chunk-GLVVGBSR.js";
import "./chunk-WQOZZ7UD.js";
export {
  GITHUB_COMMENT_MAX_CHARS,
  JOB_SUMMARY_MAX_BYTES,
  renderComparisonMarkdown,
  renderComparisonText
};
//# sourceMappingURL=comparison-TGM5RBGG.js.map
