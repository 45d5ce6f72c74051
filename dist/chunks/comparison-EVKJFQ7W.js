import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  GITHUB_COMMENT_MAX_CHARS,
  JOB_SUMMARY_MAX_BYTES,
  MARKDOWN,
  renderComparisonMarkdown,
  renderComparisonText
} from "./chunk-5KDETGWX.js";
import "./chunk-DK2DV2IE.js";
import "./chunk-LJQVGZ6F.js";
import "./chunk-4UQ4UD37.js";
import "./chunk-O34SNTBI.js";
import "./chunk-BW34RJ4V.js";
import "./chunk-2GWQWGTS.js";
import "./chunk-ZNJBUQWU.js";
import "./chunk-GPZXZ7N4.js";
import "./chunk-Z7VNYKO4.js";
import "./chunk-XO3XNMKY.js";
import "./chunk-WJSI53A4.js";
import "./chunk-V4M4KBMS.js";
import "./chunk-DOQ7UJXU.js";
import "./chunk-4KOQUDW2.js";
import "./chunk-QDO335QN.js";
import "./chunk-EOZWWVIJ.js";
import "./chunk-7QJCO2EM.js";
import "./chunk-YSXKB4L6.js";
import "./chunk-AY2GYRMS.js";
import "./chunk-MNHU2QBX.js";
import "./chunk-BRIMYS6A.js";
import "./chunk-W63QXYQJ.js";
import "./chunk-5SZOHPIE.js";
import "./chunk-WQOZZ7UD.js";
export {
  GITHUB_COMMENT_MAX_CHARS,
  JOB_SUMMARY_MAX_BYTES,
  MARKDOWN,
  renderComparisonMarkdown,
  renderComparisonText
};
//# sourceMappingURL=comparison-EVKJFQ7W.js.map
