import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  runRequest
} from "./chunk-MHTDUB7T.js";
import {
  SHIPPED_INDEX,
  loadIndexQuantiles
} from "./chunk-F2FCTKNI.js";
import {
  hintsFor
} from "./chunk-SJG2KKY6.js";
import {
  runPipeline
} from "./chunk-T4N2MUVC.js";
import "./chunk-3QN2H6HJ.js";
import {
  serializeReport
} from "./chunk-5VAMAJZA.js";
import "./chunk-OOFJHATA.js";
import "./chunk-LVFBAOR2.js";
import "./chunk-RUROCYBG.js";
import "./chunk-BZSX5RM6.js";
import {
  failedCalls
} from "./chunk-7KINYLOR.js";
import "./chunk-JCAEX2LW.js";
import {
  serializeComparison
} from "./chunk-K5HSJDJ7.js";
import {
  writeBadgeFiles
} from "./chunk-HSO5VNAW.js";
import "./chunk-L7IXIXS7.js";
import {
  budgetFromRoot,
  publish,
  withBudgetFromRoot
} from "./chunk-P5GWFDA7.js";
import "./chunk-P6YVIPJU.js";
import "./chunk-UJWHOAM5.js";
import "./chunk-WHWYGBJU.js";
import "./chunk-2N3S7GKB.js";
import "./chunk-BTELIIU7.js";
import "./chunk-WC7BATOK.js";
import "./chunk-IKSAUEAC.js";
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
import {
  withIndexStanding
} from "./chunk-4YSLT7ID.js";
import "./chunk-O34SNTBI.js";
import "./chunk-XO3XNMKY.js";
import "./chunk-3LNUBDVX.js";
import "./chunk-7OFPA336.js";
import "./chunk-OJKBJGOR.js";
import "./chunk-EOZWWVIJ.js";
import "./chunk-QDO335QN.js";
import "./chunk-YG3Y2ZC5.js";
import "./chunk-AY22MO67.js";
import {
  artifactDir
} from "./chunk-NYXS72RU.js";
import "./chunk-FH2LSVNB.js";
import "./chunk-6ZRMMUJB.js";
import {
  repoRoot
} from "./chunk-JYWWFT3Y.js";
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
import {
  loadEncoders
} from "./chunk-DJ2EGANE.js";
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
import "./chunk-5SZOHPIE.js";
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/action/measure-mode.ts
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";

// src/run/comparison-hints.ts
var HINTS_PER_TOOL = 3;
var HINTS_IN_COMPARISON = 10;
var MAX_PATCH_CHARS = 16 * 1024;
var MAX_MESSAGE_CHARS = 1e3;
function grownTools(comparison) {
  const encoding = comparison.encodings[0] ?? "";
  const growth = /* @__PURE__ */ __name((tool) => tool.tokens[encoding]?.delta.model ?? 0, "growth");
  return comparison.tools.filter((tool) => tool.headIndex !== null).filter((tool) => tool.status === "added" || tool.status === "changed" && growth(tool) > 0).sort((a, b) => growth(b) - growth(a));
}
__name(grownTools, "grownTools");
async function hintsForGrowth(comparison, tools) {
  const grown = grownTools(comparison);
  if (grown.length === 0 || comparison.status === "no-baseline") return null;
  const encodings = comparison.encodings;
  const encoders = await loadEncoders(encodings);
  const first = encodings[0] ?? "";
  const picked = [];
  let omitted = 0;
  for (const tool of grown) {
    const definition = tools[tool.headIndex];
    if (definition === void 0) continue;
    const { hints } = await hintsFor([definition], encoders);
    const usable = hints.filter((h) => JSON.stringify(h.patch).length <= MAX_PATCH_CHARS).sort((a, b) => (b.saves[first] ?? 0) - (a.saves[first] ?? 0));
    const room = Math.max(0, Math.min(HINTS_PER_TOOL, HINTS_IN_COMPARISON - picked.length));
    for (const hint of usable.slice(0, room)) {
      picked.push({
        tool: hint.tool,
        rule: hint.rule,
        message: hint.message.length > MAX_MESSAGE_CHARS ? `${hint.message.slice(0, MAX_MESSAGE_CHARS - 1)}\u2026` : hint.message,
        path: hint.path,
        patch: hint.patch,
        saves: hint.saves,
        changesValidation: hint.changesValidation
      });
    }
    omitted += hints.length - Math.min(room, usable.length);
  }
  if (picked.length === 0) return null;
  return { encodings: [...encodings], hints: picked, omitted };
}
__name(hintsForGrowth, "hintsForGrowth");

// src/action/measure-mode.ts
async function writeJson(file, text) {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, text);
  return file;
}
__name(writeJson, "writeJson");
async function growthHints(comparison, tools, effects) {
  try {
    return await hintsForGrowth(comparison, tools);
  } catch (error) {
    effects.warning(`no hints for the tools that grew: ${error.message}`);
    return null;
  }
}
__name(growthHints, "growthHints");
async function dryRunCalls(subject, file, effects) {
  if (subject.headReportFile) {
    effects.warning("calls-dry-run: the head is a saved report, so no server is started to check the calls against");
    return [];
  }
  const [{ dryRunCalls: dryRun }, { renderDryRunText }] = await Promise.all([
    import("./calls-dry-run-Z66ZQP2M.js"),
    import("./calls-plan-KYPBOHZY.js")
  ]);
  const { run, warnings } = await dryRun(subject.spec, file, {
    timeoutMs: subject.timeoutMs,
    ...subject.maxResponseBytes ? { maxResponseBytes: subject.maxResponseBytes } : {},
    ...subject.parentEnv ? { parentEnv: subject.parentEnv } : {}
  });
  for (const warning of warnings) effects.warning(warning);
  for (const line of renderDryRunText(run).trimEnd().split("\n")) effects.info(line);
  return run.calls.filter((c) => c.status !== "would-call");
}
__name(dryRunCalls, "dryRunCalls");
async function callsAnnotationPath(calls, directory) {
  if (!calls.absolute) return calls.file;
  const root = await repoRoot(directory).catch(() => null);
  const relative = path.relative(root ?? process.env.GITHUB_WORKSPACE ?? directory, calls.absolute);
  return relative && !relative.startsWith("..") && !path.isAbsolute(relative) ? relative.split(path.sep).join("/") : calls.file;
}
__name(callsAnnotationPath, "callsAnnotationPath");
async function measureMode(settings, context, effects, notice = null) {
  if (!settings.run) throw new Error("measure mode without measuring settings");
  const pr = context.pullRequest;
  const hooks = { log: /* @__PURE__ */ __name((line) => effects.info(line), "log"), warn: /* @__PURE__ */ __name((line) => effects.warning(line), "warn") };
  const run = await runRequest(settings.run, {
    ...hooks,
    ...process.env.RUNNER_TEMP ? { tempDir: process.env.RUNNER_TEMP } : {},
    // On a push, this commit may be the merge-base of tomorrow's pull requests: keep its report.
    saveHeadToCache: context.eventName === "push",
    // The runner checks out GitHub's merge commit; reviewers know the pull request's head commit.
    ...pr ? { labels: { base: pr.baseRef, head: `#${pr.number}`, ...pr.headSha ? { headSha: pr.headSha } : {} } } : {}
  });
  if (run.outcome.budget) effects.info(`budget file: ${run.outcome.budget.file}`);
  const dryRunFile = settings.callsDryRun ? run.counting.calls ?? null : null;
  const index = settings.indexPercentile ? await loadIndexQuantiles(SHIPPED_INDEX) : null;
  const piped = await runPipeline(dryRunFile ? { ...run, counting: { ...run.counting, calls: null } } : run, hooks);
  const result = index ? { ...piped, head: withIndexStanding(piped.head, index) } : piped;
  const wouldFail = dryRunFile ? await dryRunCalls(run.subject, dryRunFile, effects) : [];
  const hints = pr && result.headTools ? await growthHints(result.comparison, result.headTools, effects) : null;
  const dir = artifactDir(settings);
  const budgetFile = budgetFromRoot(
    run.outcome.budget,
    run.subject.repoRoot ?? process.env.GITHUB_WORKSPACE ?? settings.run.directory
  );
  const placed = result.head.index ? { ...result.comparison, index: result.head.index } : result.comparison;
  const measured = withBudgetFromRoot(placed, budgetFile);
  const comparison = effects.redact(hints ? { ...measured, hints } : measured);
  const reportPath = await writeJson(path.join(dir, "report.json"), serializeReport(effects.redact(result.head)));
  if (result.base)
    await writeJson(path.join(dir, "base-report.json"), serializeReport(effects.redact(result.base)));
  const comparisonPath = await writeJson(path.join(dir, "comparison.json"), serializeComparison(comparison));
  if (pr)
    await writeJson(
      path.join(dir, "pull-request.json"),
      `${JSON.stringify({ number: pr.number, headSha: pr.headSha })}
`
    );
  const badge = await writeBadgeFiles(path.join(dir, "badge.svg"), effects.redact(result.head), result.verdict);
  effects.info(`reports and badge written to ${dir}`);
  effects.setOutput("base-from-cache", String(result.baseFromCache));
  const failed = failedCalls(result.head.calls);
  const callsFile = run.counting.calls ?? dryRunFile;
  if ((failed.length > 0 || wouldFail.length > 0) && callsFile) {
    const file = await callsAnnotationPath(callsFile, settings.run.directory);
    for (const call of [...failed, ...wouldFail])
      effects.annotate(call.message ?? `call ${call.name}: ${call.status}`, { file, line: call.line });
  }
  const published = await publish(effects, {
    comparison,
    pullRequest: pr ? { owner: context.owner, repo: context.repo, number: pr.number } : null,
    policy: settings.comment,
    commentKey: settings.commentKey,
    runUrl: context.runUrl,
    failOnBudget: settings.failOnBudget,
    paths: { report: reportPath, comparison: comparisonPath, badgeSvg: badge.svg, badgeJson: badge.json },
    headSha: pr?.headSha ?? null,
    budgetFile,
    notice
  });
  if (failed.length > 0 || wouldFail.length === 0) return published;
  const list = wouldFail.map((c) => `- ${c.message ?? `call ${c.name}: ${c.status}`}`).join("\n");
  const calls = `${wouldFail.length} of the tool calls would fail at head (calls-dry-run; nothing was called):
${list}`;
  return { ...published, failure: published.failure ? `${published.failure}
${calls}` : calls };
}
__name(measureMode, "measureMode");
export {
  measureMode
};
//# sourceMappingURL=measure-mode-YEI4HHHD.js.map
