import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  DEFAULT_TOP,
  METHOD_MARKDOWN,
  cacheLine,
  durationWords,
  renderMeasurementMarkdown,
  renderMeasurementText
} from "./chunk-ALYTG7N5.js";
import "./chunk-WZF3LZXX.js";
import "./chunk-2GWQWGTS.js";
import "./chunk-ZNJBUQWU.js";
import "./chunk-YSXKB4L6.js";
import "./chunk-GPZXZ7N4.js";
import "./chunk-LZVJK3TK.js";
import "./chunk-UAH6B2LE.js";
import "./chunk-5VXDLGSY.js";
import "./chunk-2YBGTLMF.js";
import "./chunk-4KOQUDW2.js";
import "./chunk-4YSLT7ID.js";
import "./chunk-O34SNTBI.js";
import "./chunk-XO3XNMKY.js";
import "./chunk-OJKBJGOR.js";
import "./chunk-EOZWWVIJ.js";
import "./chunk-QDO335QN.js";
import "./chunk-7QJCO2EM.js";
import "./chunk-AY2GYRMS.js";
import "./chunk-B2CE7BYW.js";
import "./chunk-YWEAVKN7.js";
import "./chunk-AARTTLEF.js";
import "./chunk-DJ2EGANE.js";
import "./chunk-5SZOHPIE.js";
import "./chunk-WQOZZ7UD.js";
export {
  DEFAULT_TOP,
  METHOD_MARKDOWN,
  cacheLine,
  durationWords,
  renderMeasurementMarkdown,
  renderMeasurementText
};
//# sourceMappingURL=measurement-JKPMQRNZ.js.map
