import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  cliSettings,
  progressHooks
} from "./chunk-3KFGATAY.js";
import {
  runReleaseNotes
} from "./chunk-7OOH37RL.js";
import {
  runRequest
} from "./chunk-MHTDUB7T.js";
import "./chunk-T4N2MUVC.js";
import "./chunk-3QN2H6HJ.js";
import "./chunk-5VAMAJZA.js";
import "./chunk-OOFJHATA.js";
import "./chunk-LVFBAOR2.js";
import "./chunk-RUROCYBG.js";
import "./chunk-BZSX5RM6.js";
import "./chunk-7KINYLOR.js";
import "./chunk-JCAEX2LW.js";
import "./chunk-K5HSJDJ7.js";
import {
  badgeTarget,
  writeBadgeFiles
} from "./chunk-HSO5VNAW.js";
import "./chunk-L7IXIXS7.js";
import "./chunk-P6YVIPJU.js";
import "./chunk-UJWHOAM5.js";
import "./chunk-WHWYGBJU.js";
import {
  checkWritable,
  writeOutputFile
} from "./chunk-2N3S7GKB.js";
import "./chunk-BTELIIU7.js";
import "./chunk-WC7BATOK.js";
import "./chunk-3MBOCGKC.js";
import "./chunk-N57FJ4MQ.js";
import "./chunk-QZTG4LHG.js";
import "./chunk-DOQ7UJXU.js";
import "./chunk-ALYTG7N5.js";
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
import "./chunk-3LNUBDVX.js";
import "./chunk-7OFPA336.js";
import "./chunk-OJKBJGOR.js";
import "./chunk-EOZWWVIJ.js";
import "./chunk-QDO335QN.js";
import "./chunk-KMIB5BUO.js";
import {
  parseChoice
} from "./chunk-FY2GGD5S.js";
import "./chunk-YG3Y2ZC5.js";
import "./chunk-AY22MO67.js";
import "./chunk-6ZRMMUJB.js";
import "./chunk-JYWWFT3Y.js";
import "./chunk-MQ2PVAKA.js";
import "./chunk-KAFQOX4T.js";
import "./chunk-PLABDQE3.js";
import "./chunk-7QJCO2EM.js";
import "./chunk-AY2GYRMS.js";
import "./chunk-TTO34KM3.js";
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
  const hooks = progressHooks(io);
  const result = await runReleaseNotes({
    from,
    to,
    run: await runRequest(settings, { ...hooks, saveHeadToCache: true }),
    hooks,
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
//# sourceMappingURL=release-notes-command-RB2FZFYE.js.map
