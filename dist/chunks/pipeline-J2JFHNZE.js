import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  HeadBuildError,
  both,
  compareSides,
  measureOptionsOf,
  measurementSettings,
  measurerOf,
  readReportFile,
  runPipeline
} from "./chunk-YWPFXROM.js";
import "./chunk-GMVZJMQI.js";
import "./chunk-U2FMMFXV.js";
import "./chunk-34L5UM36.js";
import "./chunk-I22YUHAB.js";
import "./chunk-6GZZMEQT.js";
import "./chunk-ZUVCK422.js";
import "./chunk-45UDL4WI.js";
import "./chunk-UJWHOAM5.js";
import "./chunk-WHWYGBJU.js";
import "./chunk-ZUGUVBTO.js";
import "./chunk-7QJCO2EM.js";
import "./chunk-EY4RZ3XD.js";
import "./chunk-XO3XNMKY.js";
import "./chunk-V4M4KBMS.js";
import "./chunk-MYOH4UQI.js";
import "./chunk-T7P6M4I5.js";
import "./chunk-7OFPA336.js";
import "./chunk-DLRIDHQT.js";
import "./chunk-2FVBJ6RF.js";
import "./chunk-EOZWWVIJ.js";
import "./chunk-REU7TK7B.js";
import "./chunk-PZVRZ5UT.js";
import "./chunk-OT34NEPO.js";
import "./chunk-EIF4NEHS.js";
import "./chunk-AY2GYRMS.js";
import "./chunk-ZV2SRYE2.js";
import "./chunk-JWASEZYS.js";
import "./chunk-SGV3GKNP.js";
import "./chunk-FSDW3AHK.js";
import "./chunk-LA5IIVF2.js";
import "./chunk-BTELIIU7.js";
import "./chunk-SYEWBNBS.js";
import "./chunk-ZF6DHLXP.js";
import "./chunk-QDO335QN.js";
import "./chunk-5SZOHPIE.js";
import "./chunk-WQOZZ7UD.js";
export {
  HeadBuildError,
  both,
  compareSides,
  measureOptionsOf,
  measurementSettings,
  measurerOf,
  readReportFile,
  runPipeline
};
//# sourceMappingURL=pipeline-J2JFHNZE.js.map
