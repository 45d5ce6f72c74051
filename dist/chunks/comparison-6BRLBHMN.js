import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  GITHUB_COMMENT_MAX_CHARS,
  JOB_SUMMARY_MAX_BYTES,
  renderComparisonMarkdown,
  renderComparisonText
} from "./chunk-WXFJYROJ.js";
import "./chunk-VTJTK7IJ.js";
import "./chunk-2GWQWGTS.js";
import "./chunk-GJMXPVLK.js";
import "./chunk-7QJCO2EM.js";
import "./chunk-GHWWBIHF.js";
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
//# sourceMappingURL=comparison-6BRLBHMN.js.map
