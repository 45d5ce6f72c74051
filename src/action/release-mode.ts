/**
 * Release mode: on a published release or a pushed tag, measure the tag and the version before it,
 * set the release-notes output, write the files and the job summary, and with `release-notes: append`
 * put the section into the release body (a marked block, replaced on every run).
 *
 * The previous version: `release-from` when given; else the previous published release from the API
 * (works in a depth-1 clone: its tag is fetched); else `git describe --tags --abbrev=0 <tag>^`, which
 * needs the tags in the clone (fetch-depth: 0).
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { serializeComparison } from "../core/compare.js";
import { git } from "../git/exec.js";
import { headSha, resolveCommit } from "../git/repo.js";
import type { RunContext } from "../github/event.js";
import { isPermissionError } from "../github/octokit.js";
import {
  allReleases,
  describeOtherBlocks,
  previousRelease,
  RELEASE_BODY_MAX_CHARS,
  type ReleaseData,
  type ReleasesApi,
  withNotesBlock,
} from "../github/releases.js";
import { writeBadgeFiles } from "../run/badge-files.js";
import { serializeReport } from "../run/measure.js";
import { runRequest } from "../run/prepare.js";
import { runReleaseNotes, type VersionSource } from "../run/release-notes.js";
import type { ActionEffects } from "./effects.js";
import { budgetFromRoot, type PublishResult, publish, withBudgetFromRoot } from "./publish.js";
import type { ActionSettings } from "./settings.js";

export { isReleaseRun } from "./release-run.js";

type Previous = { ref: string; how: string } | { ref: null; reason: string };

const NO_TAGS_HINT =
  "set fetch-depth: 0 on actions/checkout so the clone has the tags, or name the version with release-from";

async function describePrevious(tag: string, root: string): Promise<Previous> {
  const result = await git(["describe", "--tags", "--abbrev=0", `${tag}^`], root, { allowExitCodes: [128] });
  const found = result.stdout.trim();
  if (result.exitCode === 0 && found) return { ref: found, how: `the tag before ${tag} (git describe)` };
  return { ref: null, reason: `no release or tag before ${tag} was found (${NO_TAGS_HINT})` };
}

async function currentRelease(context: RunContext, api: ReleasesApi, tag: string): Promise<ReleaseData | null> {
  const r = context.release;
  if (r) {
    return {
      id: r.id,
      tag_name: r.tagName,
      draft: false,
      prerelease: r.prerelease,
      published_at: r.publishedAt,
      created_at: r.createdAt,
    };
  }
  return api.byTag(tag);
}

async function previousVersion(
  settings: ActionSettings,
  context: RunContext,
  effects: ActionEffects,
  api: ReleasesApi | null,
  tag: string,
  root: string,
): Promise<Previous> {
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
        `could not list the releases (${(error as Error).message}); looking for the previous tag with git`,
      );
    }
  }
  return describePrevious(tag, root);
}

async function writeText(file: string, text: string): Promise<string> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, text);
  return file;
}

/** Reads before a write that find the body changed since the last read, before the action gives up on the edit. */
const RELEASE_EDIT_ATTEMPTS = 3;

async function appendToRelease(
  api: ReleasesApi,
  context: RunContext,
  tag: string,
  markdown: string,
  effects: ActionEffects,
): Promise<void> {
  try {
    const id = context.release?.id ?? (await api.byTag(tag))?.id;
    if (id === undefined) {
      effects.info(`no release for ${tag} yet: the release notes are in the release-notes output only`);
      return;
    }
    // Read now, not from the event: the body may have been edited since, or by a previous run.
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
          `the release body of ${tag} would be longer than GitHub's ${RELEASE_BODY_MAX_CHARS.toLocaleString("en-US")} characters with the release notes: not changed`,
        );
        return;
      }
      // GitHub has no conditional update (If-Match) for releases: read again right before the write, and
      // start over from an edit made since the last read, so the author's edit is kept rather than overwritten.
      const latest = await api.get(id);
      if ((latest.body ?? "") !== read) {
        if (attempt >= RELEASE_EDIT_ATTEMPTS) {
          effects.warning(
            `the release body of ${tag} changed on each of ${RELEASE_EDIT_ATTEMPTS} reads while the release notes were being added: not changed, so no edit is lost; re-run the job to add them`,
          );
          return;
        }
        release = latest;
        continue;
      }
      await api.update(id, edit.body);
      effects.info(`release notes ${edit.kind} in the release ${tag}`);
      // An edit saved at the same moment (an editor opened before this write) replaces this one: say so.
      const after = (await api.get(id)).body ?? "";
      if (after !== edit.body) {
        const kept = withNotesBlock(after, markdown);
        effects.warning(
          kept.kind !== "unterminated" && kept.unchanged
            ? `the release body of ${tag} was edited again right after the release notes were written; the notes are still in it`
            : `the release body of ${tag} was edited again right after the release notes were written, and the edit does not have them: re-run the job to add them again`,
        );
      }
      return;
    }
  } catch (error) {
    const hint = isPermissionError(error) ? " (the token needs contents: write to edit a release)" : "";
    effects.warning(`could not edit the release ${tag}${hint}: ${(error as Error).message}`);
  }
}

export async function releaseMode(
  settings: ActionSettings,
  context: RunContext,
  effects: ActionEffects,
): Promise<PublishResult> {
  const tag = context.tag;
  if (!settings.run || !tag) throw new Error("release mode without measuring settings or a tag");
  const hooks = { log: (line: string) => effects.info(line), warn: (line: string) => effects.warning(line) };
  const run = await runRequest(settings.run, {
    ...hooks,
    ...(process.env.RUNNER_TEMP ? { tempDir: process.env.RUNNER_TEMP } : {}),
    saveHeadToCache: true,
  });
  const root = run.subject.repoRoot ?? settings.run.directory;
  const api = effects.releases({ owner: context.owner, repo: context.repo });
  const previous = await previousVersion(settings, context, effects, api, tag, root);
  if (previous.ref === null) effects.info(`${tag}: ${previous.reason}`);
  else effects.info(`comparing ${tag} with ${previous.ref} (${previous.how})`);

  // The checkout is normally the tag itself (actions/checkout on a release or tag): measure it in place.
  const [checkedOut, tagged] = await Promise.all([
    headSha(settings.run.directory).catch(() => null),
    resolveCommit(tag, root).catch(() => null),
  ]);
  const to: VersionSource =
    checkedOut !== null && checkedOut === tagged ? { kind: "working-tree" } : { kind: "ref", ref: tag };
  const result = await runReleaseNotes({
    from: previous.ref === null ? null : { kind: "ref", ref: previous.ref },
    ...(previous.ref === null ? { noPreviousReason: previous.reason } : {}),
    to,
    run,
    hooks,
    labels: { to: tag, ...(previous.ref === null ? {} : { from: previous.ref }) },
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
  await writeText(path.join(dir, "release-notes.json"), `${JSON.stringify(notes, null, 2)}\n`);
  await writeText(path.join(dir, "release-notes.md"), notes.markdown);
  const badge = await writeBadgeFiles(path.join(dir, "badge.svg"), head, result.verdict, { makeDir: true });
  effects.info(`reports, release notes and badge written to ${dir}`);

  effects.setOutput("release-notes", result.markdown);
  effects.setOutput("base-from-cache", String(result.from?.fromCache ?? false));
  // The release notes are what this run is for: first in the job summary, the comparison's detail after them.
  await effects
    .writeSummary(result.markdown)
    .catch((error: Error) => effects.warning(`could not write the job summary: ${error.message}`));
  const published = await publish(effects, {
    comparison,
    pullRequest: null,
    policy: "never",
    commentKey: settings.commentKey,
    runUrl: context.runUrl,
    failOnBudget: settings.failOnBudget,
    paths: { report: reportPath, comparison: comparisonPath, badgeSvg: badge.svg, badgeJson: badge.json },
    // Linked as a pull request's comment links it: from the repository root, at the tag's commit.
    budgetFile,
  });

  if (settings.releaseNotes === "append") {
    if (api) await appendToRelease(api, context, tag, result.markdown, effects);
    else
      effects.warning(
        "no github-token: the release notes were not added to the release; the release-notes output has them",
      );
  }
  return published;
}
