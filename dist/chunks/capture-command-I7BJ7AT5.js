import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  cliSettings
} from "./chunk-3KFGATAY.js";
import "./chunk-3QN2H6HJ.js";
import "./chunk-5VAMAJZA.js";
import "./chunk-OOFJHATA.js";
import "./chunk-LVFBAOR2.js";
import "./chunk-RUROCYBG.js";
import "./chunk-7KINYLOR.js";
import {
  checkWritable,
  writeOutputFile
} from "./chunk-2N3S7GKB.js";
import "./chunk-2YBGTLMF.js";
import "./chunk-KMIB5BUO.js";
import {
  words
} from "./chunk-FY2GGD5S.js";
import "./chunk-YG3Y2ZC5.js";
import "./chunk-AY22MO67.js";
import "./chunk-MQ2PVAKA.js";
import "./chunk-PLABDQE3.js";
import "./chunk-7QJCO2EM.js";
import "./chunk-AY2GYRMS.js";
import "./chunk-TTW4EAJU.js";
import "./chunk-BRIMYS6A.js";
import "./chunk-B2CE7BYW.js";
import "./chunk-YWEAVKN7.js";
import "./chunk-AARTTLEF.js";
import {
  DEFAULT_ENCODINGS
} from "./chunk-DJ2EGANE.js";
import "./chunk-BOSGFDFT.js";
import "./chunk-QVQWFJUE.js";
import "./chunk-XIXJLNBJ.js";
import "./chunk-4WFM3VR3.js";
import "./chunk-A7HVW6MW.js";
import "./chunk-GUMAJWRF.js";
import "./chunk-KZRILCG4.js";
import {
  parseEnvAssignments
} from "./chunk-JBB6Y6K4.js";
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
    import("./capture-P4I5ND6Z.js"),
    import("./render-R2YMERAL.js")
  ]);
  const { resolveEncodingNames } = await import("./encodings-7LJQVNX2.js");
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
    models,
    ...opts.useTool ? { useTool: opts.useTool } : {}
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
  const { loadCounters } = await import("./measure-DWTNMLRL.js");
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
//# sourceMappingURL=capture-command-I7BJ7AT5.js.map
