import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  runReleaseNotes
} from "./chunk-7OOH37RL.js";
import {
  runRequest
} from "./chunk-MHTDUB7T.js";
import "./chunk-T4N2MUVC.js";
import "./chunk-3QN2H6HJ.js";
import {
  serializeReport
} from "./chunk-5VAMAJZA.js";
import "./chunk-OOFJHATA.js";
import "./chunk-LVFBAOR2.js";
import "./chunk-RUROCYBG.js";
import "./chunk-BZSX5RM6.js";
import "./chunk-7KINYLOR.js";
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
import "./chunk-4YSLT7ID.js";
import "./chunk-O34SNTBI.js";
import "./chunk-XO3XNMKY.js";
import "./chunk-3LNUBDVX.js";
import "./chunk-7OFPA336.js";
import "./chunk-OJKBJGOR.js";
import "./chunk-EOZWWVIJ.js";
import "./chunk-QDO335QN.js";
import {
  RELEASE_BODY_MAX_CHARS,
  allReleases,
  describeOtherBlocks,
  isReleaseRun,
  previousRelease,
  withNotesBlock
} from "./chunk-WY5L37EZ.js";
import "./chunk-YG3Y2ZC5.js";
import "./chunk-AY22MO67.js";
import {
  isPermissionError
} from "./chunk-FH2LSVNB.js";
import "./chunk-6ZRMMUJB.js";
import {
  git,
  headSha,
  resolveCommit
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
import "./chunk-5SZOHPIE.js";
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/action/release-mode.ts
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
var NO_TAGS_HINT = "set fetch-depth: 0 on actions/checkout so the clone has the tags, or name the version with release-from";
async function describePrevious(tag, root) {
  const result = await git(["describe", "--tags", "--abbrev=0", `${tag}^`], root, { allowExitCodes: [128] });
  const found = result.stdout.trim();
  if (result.exitCode === 0 && found) return { ref: found, how: `the tag before ${tag} (git describe)` };
  return { ref: null, reason: `no release or tag before ${tag} was found (${NO_TAGS_HINT})` };
}
__name(describePrevious, "describePrevious");
async function currentRelease(context, api, tag) {
  const r = context.release;
  if (r) {
    return {
      id: r.id,
      tag_name: r.tagName,
      draft: false,
      prerelease: r.prerelease,
      published_at: r.publishedAt,
      created_at: r.createdAt
    };
  }
  return api.byTag(tag);
}
__name(currentRelease, "currentRelease");
async function previousVersion(settings, context, effects, api, tag, root) {
  if (settings.releaseFrom) return { ref: settings.releaseFrom, how: "release-from" };
  if (api) {
    try {
      const current = await currentRelease(context, api, tag);
      if (current) {
        const previous = previousRelease(await allReleases(api), current);
        if (previous) return { ref: previous.tag_name, how: "the previous release" };
      }
    } catch (error) {
      effects.warning(
        `could not list the releases (${error.message}); looking for the previous tag with git`
      );
    }
  }
  return describePrevious(tag, root);
}
__name(previousVersion, "previousVersion");
async function writeText(file, text) {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, text);
  return file;
}
__name(writeText, "writeText");
var RELEASE_EDIT_ATTEMPTS = 3;
async function appendToRelease(api, context, tag, markdown, effects) {
  try {
    const id = context.release?.id ?? (await api.byTag(tag))?.id;
    if (id === void 0) {
      effects.info(`no release for ${tag} yet: the release notes are in the release-notes output only`);
      return;
    }
    let release = await api.get(id);
    for (let attempt = 1; ; attempt++) {
      const read = release.body ?? "";
      const edit = withNotesBlock(read, markdown);
      if (edit.kind === "unterminated") {
        effects.warning(`the release body of ${tag} was not changed: ${edit.reason}`);
        return;
      }
      const others = describeOtherBlocks(edit.others);
      if (others) effects.warning(`${tag}: ${others}`);
      if (edit.unchanged) {
        effects.info(`the release notes in the release ${tag} are up to date`);
        return;
      }
      if (edit.body.length > RELEASE_BODY_MAX_CHARS) {
        effects.warning(
          `the release body of ${tag} would be longer than GitHub's ${RELEASE_BODY_MAX_CHARS.toLocaleString("en-US")} characters with the release notes: not changed`
        );
        return;
      }
      const latest = await api.get(id);
      if ((latest.body ?? "") !== read) {
        if (attempt >= RELEASE_EDIT_ATTEMPTS) {
          effects.warning(
            `the release body of ${tag} changed on each of ${RELEASE_EDIT_ATTEMPTS} reads while the release notes were being added: not changed, so no edit is lost; re-run the job to add them`
          );
          return;
        }
        release = latest;
        continue;
      }
      await api.update(id, edit.body);
      effects.info(`release notes ${edit.kind} in the release ${tag}`);
      const after = (await api.get(id)).body ?? "";
      if (after !== edit.body) {
        const kept = withNotesBlock(after, markdown);
        effects.warning(
          kept.kind !== "unterminated" && kept.unchanged ? `the release body of ${tag} was edited again right after the release notes were written; the notes are still in it` : `the release body of ${tag} was edited again right after the release notes were written, and the edit does not have them: re-run the job to add them again`
        );
      }
      return;
    }
  } catch (error) {
    const hint = isPermissionError(error) ? " (the token needs contents: write to edit a release)" : "";
    effects.warning(`could not edit the release ${tag}${hint}: ${error.message}`);
  }
}
__name(appendToRelease, "appendToRelease");
async function releaseMode(settings, context, effects) {
  const tag = context.tag;
  if (!settings.run || !tag) throw new Error("release mode without measuring settings or a tag");
  const hooks = { log: /* @__PURE__ */ __name((line) => effects.info(line), "log"), warn: /* @__PURE__ */ __name((line) => effects.warning(line), "warn") };
  const run = await runRequest(settings.run, {
    ...hooks,
    ...process.env.RUNNER_TEMP ? { tempDir: process.env.RUNNER_TEMP } : {},
    saveHeadToCache: true
  });
  const root = run.subject.repoRoot ?? settings.run.directory;
  const api = effects.releases({ owner: context.owner, repo: context.repo });
  const previous = await previousVersion(settings, context, effects, api, tag, root);
  if (previous.ref === null) effects.info(`${tag}: ${previous.reason}`);
  else effects.info(`comparing ${tag} with ${previous.ref} (${previous.how})`);
  const [checkedOut, tagged] = await Promise.all([
    headSha(settings.run.directory).catch(() => null),
    resolveCommit(tag, root).catch(() => null)
  ]);
  const to = checkedOut !== null && checkedOut === tagged ? { kind: "working-tree" } : { kind: "ref", ref: tag };
  const result = await runReleaseNotes({
    from: previous.ref === null ? null : { kind: "ref", ref: previous.ref },
    ...previous.ref === null ? { noPreviousReason: previous.reason } : {},
    to,
    run,
    hooks,
    labels: { to: tag, ...previous.ref === null ? {} : { from: previous.ref } }
  });
  const dir = path.join(settings.outputDir, settings.commentKey.replace(/[^A-Za-z0-9._-]/g, "-"));
  const budgetFile = budgetFromRoot(run.outcome.budget, root);
  const comparison = effects.redact(withBudgetFromRoot(result.comparison, budgetFile));
  const head = effects.redact(result.to.report);
  const reportPath = await writeText(path.join(dir, "report.json"), serializeReport(head));
  if (result.from)
    await writeText(path.join(dir, "base-report.json"), serializeReport(effects.redact(result.from.report)));
  const comparisonPath = await writeText(path.join(dir, "comparison.json"), serializeComparison(comparison));
  const notes = effects.redact({ ...result.notes, markdown: result.markdown });
  await writeText(path.join(dir, "release-notes.json"), `${JSON.stringify(notes, null, 2)}
`);
  await writeText(path.join(dir, "release-notes.md"), notes.markdown);
  const badge = await writeBadgeFiles(path.join(dir, "badge.svg"), head, result.verdict, { makeDir: true });
  effects.info(`reports, release notes and badge written to ${dir}`);
  effects.setOutput("release-notes", result.markdown);
  effects.setOutput("base-from-cache", String(result.from?.fromCache ?? false));
  await effects.writeSummary(result.markdown).catch((error) => effects.warning(`could not write the job summary: ${error.message}`));
  const published = await publish(effects, {
    comparison,
    pullRequest: null,
    policy: "never",
    commentKey: settings.commentKey,
    runUrl: context.runUrl,
    failOnBudget: settings.failOnBudget,
    paths: { report: reportPath, comparison: comparisonPath, badgeSvg: badge.svg, badgeJson: badge.json },
    // Linked as a pull request's comment links it: from the repository root, at the tag's commit.
    budgetFile
  });
  if (settings.releaseNotes === "append") {
    if (api) await appendToRelease(api, context, tag, result.markdown, effects);
    else
      effects.warning(
        "no github-token: the release notes were not added to the release; the release-notes output has them"
      );
  }
  return published;
}
__name(releaseMode, "releaseMode");
export {
  isReleaseRun,
  releaseMode
};
//# sourceMappingURL=release-mode-5V2ANNAS.js.map
