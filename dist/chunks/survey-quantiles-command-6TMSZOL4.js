import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  readDataset
} from "./chunk-WBHS7E5Q.js";
import "./chunk-XGUMAFH4.js";
import "./chunk-HCIFSW3L.js";
import "./chunk-PCYGAZVF.js";
import "./chunk-U2FMMFXV.js";
import "./chunk-CCXKP7AJ.js";
import "./chunk-FCHMH2FU.js";
import "./chunk-ZWQE3S7V.js";
import "./chunk-7KINYLOR.js";
import {
  writeOutputFile
} from "./chunk-2N3S7GKB.js";
import "./chunk-UJWHOAM5.js";
import "./chunk-WHWYGBJU.js";
import "./chunk-7OFPA336.js";
import "./chunk-K4R7MZAI.js";
import "./chunk-TEHDCKLT.js";
import "./chunk-7JIIC6KX.js";
import "./chunk-BTELIIU7.js";
import "./chunk-WC7BATOK.js";
import "./chunk-FF5I6ABP.js";
import "./chunk-LJQVGZ6F.js";
import {
  indexQuantiles,
  serializeQuantiles
} from "./chunk-4UQ4UD37.js";
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
import "./chunk-BXSGOKQW.js";
import "./chunk-ZAF455JZ.js";
import "./chunk-YG3Y2ZC5.js";
import "./chunk-D5C4DAWP.js";
import "./chunk-MQ2PVAKA.js";
import "./chunk-3PX76TVM.js";
import "./chunk-NBLVM2OL.js";
import "./chunk-7QJCO2EM.js";
import "./chunk-B3NNXW3X.js";
import "./chunk-YSXKB4L6.js";
import "./chunk-AY22MO67.js";
import "./chunk-KUYIMQFY.js";
import "./chunk-AY2GYRMS.js";
import "./chunk-MNHU2QBX.js";
import "./chunk-BRIMYS6A.js";
import "./chunk-GQBQGITS.js";
import "./chunk-KUMVYU3V.js";
import "./chunk-4WFM3VR3.js";
import "./chunk-W63QXYQJ.js";
import "./chunk-6I67E3WS.js";
import "./chunk-WGNAU6CN.js";
import "./chunk-2CE63FBP.js";
import "./chunk-2FVBJ6RF.js";
import "./chunk-FSDW3AHK.js";
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
//# sourceMappingURL=survey-quantiles-command-6TMSZOL4.js.map
