import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  GITHUB_COMMENT_MAX_CHARS,
  JOB_SUMMARY_MAX_BYTES,
  renderComparisonMarkdown,
  renderComparisonText
} from "./chunk-FSDJGKC7.js";
import "./chunk-X5PHFNUI.js";
import "./chunk-T4AGFPKR.js";
import "./chunk-OSZ5HHKN.js";
import "./chunk-UKFVJFX7.js";
import "./chunk-SWQHQDQJ.js";
import "./chunk-WQOZZ7UD.js";
export {
  GITHUB_COMMENT_MAX_CHARS,
  JOB_SUMMARY_MAX_BYTES,
  renderComparisonMarkdown,
  renderComparisonText
};
//# sourceMappingURL=comparison-KV24POLB.js.map
