import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  readDataset
} from "./chunk-NU7JBRNI.js";
import "./chunk-C4CLL65W.js";
import "./chunk-NBLVM2OL.js";
import "./chunk-S3PGU2HQ.js";
import {
  writeOutputFile
} from "./chunk-2N3S7GKB.js";
import "./chunk-GMVZJMQI.js";
import "./chunk-U2FMMFXV.js";
import "./chunk-34L5UM36.js";
import "./chunk-I22YUHAB.js";
import "./chunk-6GZZMEQT.js";
import "./chunk-LIKSX3JU.js";
import "./chunk-45UDL4WI.js";
import "./chunk-7KINYLOR.js";
import "./chunk-UJWHOAM5.js";
import "./chunk-WHWYGBJU.js";
import "./chunk-WTYJQBLJ.js";
import {
  indexQuantiles,
  serializeQuantiles
} from "./chunk-4UQ4UD37.js";
import "./chunk-O34SNTBI.js";
import "./chunk-XXBQO4Z7.js";
import "./chunk-2GWQWGTS.js";
import "./chunk-GJMXPVLK.js";
import "./chunk-GPZXZ7N4.js";
import "./chunk-7QJCO2EM.js";
import "./chunk-EY4RZ3XD.js";
import "./chunk-XO3XNMKY.js";
import "./chunk-V4M4KBMS.js";
import "./chunk-T7P6M4I5.js";
import "./chunk-7OFPA336.js";
import "./chunk-DLRIDHQT.js";
import "./chunk-2FVBJ6RF.js";
import "./chunk-EOZWWVIJ.js";
import "./chunk-REU7TK7B.js";
import "./chunk-PZVRZ5UT.js";
import "./chunk-OT34NEPO.js";
import "./chunk-QK5BGEH5.js";
import "./chunk-EIF4NEHS.js";
import "./chunk-NBEMHKAW.js";
import "./chunk-AY2GYRMS.js";
import "./chunk-ZV2SRYE2.js";
import "./chunk-JWASEZYS.js";
import "./chunk-SGV3GKNP.js";
import "./chunk-4MO6DRCH.js";
import "./chunk-KUMVYU3V.js";
import "./chunk-FSDW3AHK.js";
import "./chunk-LA5IIVF2.js";
import "./chunk-DOQ7UJXU.js";
import "./chunk-ZF6DHLXP.js";
import "./chunk-QDO335QN.js";
import "./chunk-4WFM3VR3.js";
import {
  UsageError
} from "./chunk-5SZOHPIE.js";
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/cli/survey-quantiles-command.ts
import path from "node:path";
var QUANTILES_FILE = "quantiles.json";
async function surveyQuantilesCommand(dirs, opts, io) {
  const first = dirs[0];
  if (first === void 0) throw new UsageError("survey quantiles: give the directory of a survey dataset");
  const datasets = [];
  for (const dir of dirs) datasets.push(await readDataset(path.resolve(dir), true));
  const rows = datasets.flatMap((d) => d.rows);
  const measured = rows.filter((r) => r.status === "measured").length;
  if (measured === 0) throw new UsageError(`survey quantiles: ${dirs.join(", ")} hold no measured row`);
  const engines = [...new Set(datasets.map((d) => d.engine.version))].join(", ");
  const source = opts.source?.trim() || `${dirs.length === 1 ? "a survey dataset" : `${dirs.length} survey datasets`} of ${rows.length} rows (${measured} measured, ${rows.length - measured} failed), by mcp-token-budget ${engines}`;
  const index = indexQuantiles(datasets, source);
  const out = path.resolve(opts.out ?? path.join(first, QUANTILES_FILE));
  await writeOutputFile(out, serializeQuantiles(index));
  const figures = Object.entries(index.encodings).map(([name, e]) => `${name} median ${e.quantiles[50]}, p90 ${e.quantiles[90]}`).join("; ");
  io.stdout(`survey quantiles: ${index.servers} servers, index of ${index.date} (${figures}) in ${out}
`);
  return 0;
}
__name(surveyQuantilesCommand, "surveyQuantilesCommand");
export {
  QUANTILES_FILE,
  surveyQuantilesCommand
};
//# sourceMappingURL=survey-quantiles-command-QIAFJHOM.js.map
