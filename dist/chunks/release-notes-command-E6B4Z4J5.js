import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  cliSettings
} from "./chunk-C4CLL65W.js";
import {
  runReleaseNotes
} from "./chunk-ONZAYVQR.js";
import {
  badgeTarget,
  parseChoice,
  writeBadgeFiles
} from "./chunk-S3PGU2HQ.js";
import {
  checkWritable,
  writeOutputFile
} from "./chunk-2N3S7GKB.js";
import "./chunk-YWPFXROM.js";
import "./chunk-GMVZJMQI.js";
import "./chunk-U2FMMFXV.js";
import "./chunk-34L5UM36.js";
import "./chunk-I22YUHAB.js";
import "./chunk-6GZZMEQT.js";
import {
  pipelineOptions
} from "./chunk-GJV6MGQS.js";
import "./chunk-LIKSX3JU.js";
import "./chunk-ZUVCK422.js";
import "./chunk-45UDL4WI.js";
import "./chunk-BZSX5RM6.js";
import "./chunk-7KINYLOR.js";
import "./chunk-JCAEX2LW.js";
import "./chunk-UJWHOAM5.js";
import "./chunk-WHWYGBJU.js";
import "./chunk-ZUGUVBTO.js";
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
import "./chunk-MYOH4UQI.js";
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
import {
  stripTerminalControls
} from "./chunk-AY2GYRMS.js";
import "./chunk-ZV2SRYE2.js";
import "./chunk-JWASEZYS.js";
import "./chunk-SGV3GKNP.js";
import "./chunk-4MO6DRCH.js";
import "./chunk-KUMVYU3V.js";
import "./chunk-FSDW3AHK.js";
import "./chunk-LA5IIVF2.js";
import "./chunk-BTELIIU7.js";
import "./chunk-SYEWBNBS.js";
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

// src/cli/release-notes-command.ts
import path from "node:path";
var given = /* @__PURE__ */ __name((value) => value !== void 0 && value.trim() !== "", "given");
function releaseNotesJson(notes, markdown) {
  return `${JSON.stringify({ ...notes, markdown }, null, 2)}
`;
}
__name(releaseNotesJson, "releaseNotesJson");
async function releaseNotesCommand(command, opts, io) {
  const format = parseChoice("--format", opts.format, ["markdown", "json"], "markdown");
  if (given(opts.from) && given(opts.fromReport)) throw new UsageError("give either --from or --from-report, not both");
  if (given(opts.to) && given(opts.toReport)) throw new UsageError("give either --to or --to-report, not both");
  if (!given(opts.from) && !given(opts.fromReport)) {
    throw new UsageError("the previous version is needed: --from <tag or ref> (e.g. v1.2.0) or --from-report <file>");
  }
  const from = given(opts.from) ? { kind: "ref", ref: opts.from.trim() } : { kind: "report", file: path.resolve(opts.fromReport ?? "") };
  const to = given(opts.to) ? { kind: "ref", ref: opts.to.trim() } : given(opts.toReport) ? { kind: "report", file: path.resolve(opts.toReport) } : { kind: "working-tree" };
  if (given(opts.url) && (from.kind === "ref" || to.kind === "ref")) {
    throw new UsageError(
      "a server reached with --url cannot be started at another commit: measure the previous version with --from-report <file> (saved by measure --out)"
    );
  }
  const bothReports = from.kind === "report" && to.kind === "report";
  const settings = bothReports ? cliSettings([], { ...opts, report: opts.toReport, out: opts.out }, io) : cliSettings(command, { ...opts, report: void 0 }, io);
  await checkWritable(settings.out);
  const badge = await badgeTarget(opts.badge);
  const options = await pipelineOptions(settings, {
    log: /* @__PURE__ */ __name((line) => io.stderr(`${stripTerminalControls(line)}
`), "log"),
    warn: /* @__PURE__ */ __name((line) => io.stderr(`warning: ${stripTerminalControls(line)}
`), "warn"),
    saveHeadToCache: true
  });
  const result = await runReleaseNotes({
    from,
    to,
    options,
    labels: {
      ...from.kind === "report" ? { from: opts.fromReport } : {},
      ...to.kind === "report" ? { to: opts.toReport } : given(opts.url) ? { to: opts.url.trim() } : {}
    }
  });
  const json = releaseNotesJson(result.notes, result.markdown);
  if (settings.out) await writeOutputFile(settings.out, json);
  if (badge) await writeBadgeFiles(badge, result.to.report, result.verdict);
  io.stdout(format === "json" ? json : result.markdown);
  return 0;
}
__name(releaseNotesCommand, "releaseNotesCommand");
export {
  releaseNotesCommand,
  releaseNotesJson
};
//# sourceMappingURL=release-notes-command-E6B4Z4J5.js.map
