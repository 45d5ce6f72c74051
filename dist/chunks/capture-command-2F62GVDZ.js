import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  words
} from "./chunk-E55SLOXJ.js";
import {
  checkWritable,
  writeOutputFile
} from "./chunk-2N3S7GKB.js";
import {
  parseEnvAssignments
} from "./chunk-45UDL4WI.js";
import "./chunk-EIF4NEHS.js";
import {
  DEFAULT_ENCODINGS
} from "./chunk-LA5IIVF2.js";
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
    import("./capture-2OYAN2AO.js"),
    import("./render-7IAQNJS5.js")
  ]);
  const { resolveEncodingNames } = await import("./encodings-5U43WCFZ.js");
  try {
    resolveEncodingNames(encodings);
  } catch (error) {
    throw new UsageError(`--encoding: ${error.message}`);
  }
  const { report, saved } = await capture({
    command,
    encodings,
    timeoutMs: seconds * 1e3,
    env,
    keepHome: opts.keepHome === true,
    servers: words(opts.mcpServer),
    cwd: opts.cwd
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
export {
  captureCommand
};
//# sourceMappingURL=capture-command-2F62GVDZ.js.map
