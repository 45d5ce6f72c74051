import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  cliSettings
} from "./chunk-C4CLL65W.js";
import {
  words
} from "./chunk-S3PGU2HQ.js";
import {
  checkWritable,
  writeOutputFile
} from "./chunk-2N3S7GKB.js";
import "./chunk-GMVZJMQI.js";
import "./chunk-U2FMMFXV.js";
import "./chunk-34L5UM36.js";
import "./chunk-I22YUHAB.js";
import "./chunk-6GZZMEQT.js";
import "./chunk-LIKSX3JU.js";
import {
  parseEnvAssignments
} from "./chunk-45UDL4WI.js";
import "./chunk-7KINYLOR.js";
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
import "./chunk-T7P6M4I5.js";
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
import {
  DEFAULT_ENCODINGS
} from "./chunk-LA5IIVF2.js";
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

// src/cli/capture-command.ts
var DEFAULT_CAPTURE_TIMEOUT_S = 120;
async function captureCommand(command, opts, io) {
  if (command.length === 0)
    throw new UsageError(`give the client's command after --, e.g. capture -- claude -p "say ok"`);
  const format = opts.format ?? "table";
  if (format !== "table" && format !== "json")
    throw new UsageError(`--format: expected table or json, got "${format}"`);
  const seconds = opts.timeout === void 0 ? DEFAULT_CAPTURE_TIMEOUT_S : Number(opts.timeout);
  if (!Number.isFinite(seconds) || seconds <= 0) {
    throw new UsageError(`--timeout: expected a positive number of seconds, got "${opts.timeout}"`);
  }
  let env;
  try {
    env = parseEnvAssignments(opts.env ?? []);
  } catch (error) {
    throw new UsageError(`--env: ${error.message}`);
  }
  await checkWritable(opts.out ?? null);
  await checkWritable(opts.save ?? null);
  const encodings = opts.encoding ? words(opts.encoding) : DEFAULT_ENCODINGS;
  const [{ capture }, { renderCaptureText }] = await Promise.all([
    import("./capture-OEC44MYH.js"),
    import("./render-ZN7HE5M6.js")
  ]);
  const { resolveEncodingNames } = await import("./encodings-5U43WCFZ.js");
  try {
    resolveEncodingNames(encodings);
  } catch (error) {
    throw new UsageError(`--encoding: ${error.message}`);
  }
  const models = await captureModels(opts.model, io);
  const { report, saved } = await capture({
    command,
    encodings,
    timeoutMs: seconds * 1e3,
    env,
    keepHome: opts.keepHome === true,
    servers: words(opts.mcpServer),
    cwd: opts.cwd,
    models
  });
  const json = `${JSON.stringify(report, null, 2)}
`;
  io.stdout(format === "json" ? json : renderCaptureText(report));
  if (opts.out) await writeOutputFile(opts.out, json);
  if (opts.save) await writeOutputFile(opts.save, `${JSON.stringify(saved, null, 2)}
`);
  return 0;
}
__name(captureCommand, "captureCommand");
async function captureModels(ids, io) {
  if (!ids || ids.length === 0) return [];
  const settings = cliSettings(["capture"], { model: ids }, io);
  const { loadCounters } = await import("./measure-2UU6IRE6.js");
  const counters = await loadCounters(settings.models);
  return settings.models.map((profile, i) => ({
    id: profile.id,
    title: profile.title,
    counter: counters[i]
  }));
}
__name(captureModels, "captureModels");
export {
  captureCommand
};
//# sourceMappingURL=capture-command-5CMVAR4C.js.map
