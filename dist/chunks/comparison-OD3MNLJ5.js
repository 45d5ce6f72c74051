import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  GITHUB_COMMENT_MAX_CHARS,
  JOB_SUMMARY_MAX_BYTES,
  MARKDOWN,
  renderComparisonMarkdown,
  renderComparisonText
} from "./chunk-VWDPWOWG.js";
import "./chunk-TF5S4GMI.js";
import "./chunk-WTYJQBLJ.js";
import "./chunk-4UQ4UD37.js";
import "./chunk-O34SNTBI.js";
import "./chunk-XXBQO4Z7.js";
import "./chunk-2GWQWGTS.js";
import "./chunk-GJMXPVLK.js";
import "./chunk-GPZXZ7N4.js";
import "./chunk-7QJCO2EM.js";
import "./chunk-EY4RZ3XD.js";
import "./chunk-XO3XNMKY.js";
import "./chunk-V4M4KBMS.js";
import "./chunk-DLRIDHQT.js";
import "./chunk-EOZWWVIJ.js";
import "./chunk-NBEMHKAW.js";
import "./chunk-AY2GYRMS.js";
import "./chunk-ZV2SRYE2.js";
import "./chunk-JWASEZYS.js";
import "./chunk-SGV3GKNP.js";
import "./chunk-LA5IIVF2.js";
import "./chunk-DOQ7UJXU.js";
import "./chunk-ZF6DHLXP.js";
import "./chunk-QDO335QN.js";
import "./chunk-5SZOHPIE.js";
import "./chunk-WQOZZ7UD.js";
export {
  GITHUB_COMMENT_MAX_CHARS,
  JOB_SUMMARY_MAX_BYTES,
  MARKDOWN,
  renderComparisonMarkdown,
  renderComparisonText
};
//# sourceMappingURL=comparison-OD3MNLJ5.js.map
