import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  readDataset
} from "./chunk-TBXFPNFO.js";
import "./chunk-3KFGATAY.js";
import "./chunk-3QN2H6HJ.js";
import "./chunk-5VAMAJZA.js";
import "./chunk-OOFJHATA.js";
import "./chunk-LVFBAOR2.js";
import "./chunk-RUROCYBG.js";
import "./chunk-7KINYLOR.js";
import "./chunk-UJWHOAM5.js";
import "./chunk-WHWYGBJU.js";
import {
  writeOutputFile
} from "./chunk-2N3S7GKB.js";
import "./chunk-GJDUVBX4.js";
import "./chunk-7JIIC6KX.js";
import "./chunk-TEHDCKLT.js";
import "./chunk-BTELIIU7.js";
import "./chunk-WC7BATOK.js";
import "./chunk-FF5I6ABP.js";
import "./chunk-DOQ7UJXU.js";
import "./chunk-2YBGTLMF.js";
import "./chunk-4KOQUDW2.js";
import {
  indexQuantiles,
  serializeQuantiles
} from "./chunk-4YSLT7ID.js";
import "./chunk-O34SNTBI.js";
import "./chunk-XO3XNMKY.js";
import "./chunk-7OFPA336.js";
import "./chunk-KMIB5BUO.js";
import "./chunk-FY2GGD5S.js";
import "./chunk-YG3Y2ZC5.js";
import "./chunk-AY22MO67.js";
import "./chunk-NBLVM2OL.js";
import "./chunk-MQ2PVAKA.js";
import "./chunk-PLABDQE3.js";
import "./chunk-7QJCO2EM.js";
import "./chunk-AY2GYRMS.js";
import "./chunk-TTW4EAJU.js";
import "./chunk-BRIMYS6A.js";
import "./chunk-B2CE7BYW.js";
import "./chunk-YWEAVKN7.js";
import "./chunk-AARTTLEF.js";
import "./chunk-DJ2EGANE.js";
import "./chunk-BOSGFDFT.js";
import "./chunk-QVQWFJUE.js";
import "./chunk-XIXJLNBJ.js";
import "./chunk-4WFM3VR3.js";
import "./chunk-A7HVW6MW.js";
import "./chunk-GUMAJWRF.js";
import "./chunk-KZRILCG4.js";
import "./chunk-JBB6Y6K4.js";
import "./chunk-CDRE7MMI.js";
import "./chunk-UKVGHDFS.js";
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
//# sourceMappingURL=survey-quantiles-command-P4XUW54H.js.map
