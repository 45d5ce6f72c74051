import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  cliSettings
} from "./chunk-XGUMAFH4.js";
import {
  runReleaseNotes
} from "./chunk-XBBNPFKD.js";
import {
  badgeTarget,
  writeBadgeFiles
} from "./chunk-HCIFSW3L.js";
import "./chunk-F2BCX34W.js";
import "./chunk-PCYGAZVF.js";
import "./chunk-U2FMMFXV.js";
import "./chunk-CCXKP7AJ.js";
import "./chunk-FCHMH2FU.js";
import "./chunk-ZWQE3S7V.js";
import {
  pipelineOptions
} from "./chunk-MUYJZWVQ.js";
import "./chunk-BZSX5RM6.js";
import "./chunk-7KINYLOR.js";
import "./chunk-JCAEX2LW.js";
import {
  checkWritable,
  writeOutputFile
} from "./chunk-2N3S7GKB.js";
import "./chunk-5GPR5FHG.js";
import "./chunk-UJWHOAM5.js";
import "./chunk-WHWYGBJU.js";
import "./chunk-2PJBTSPV.js";
import "./chunk-7OFPA336.js";
import "./chunk-N3QLXNRT.js";
import "./chunk-BTELIIU7.js";
import "./chunk-WC7BATOK.js";
import "./chunk-DK2DV2IE.js";
import "./chunk-LJQVGZ6F.js";
import "./chunk-4UQ4UD37.js";
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
import {
  parseChoice
} from "./chunk-BXSGOKQW.js";
import "./chunk-ZAF455JZ.js";
import "./chunk-YG3Y2ZC5.js";
import "./chunk-6ZRMMUJB.js";
import "./chunk-3FVDSIW4.js";
import "./chunk-D5C4DAWP.js";
import "./chunk-MQ2PVAKA.js";
import "./chunk-TTO34KM3.js";
import "./chunk-3PX76TVM.js";
import "./chunk-S3G2CFK7.js";
import "./chunk-7QJCO2EM.js";
import "./chunk-B3NNXW3X.js";
import "./chunk-YSXKB4L6.js";
import "./chunk-AY22MO67.js";
import "./chunk-KUYIMQFY.js";
import {
  stripTerminalControls
} from "./chunk-AY2GYRMS.js";
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
//# sourceMappingURL=release-notes-command-LGMO6QUF.js.map
