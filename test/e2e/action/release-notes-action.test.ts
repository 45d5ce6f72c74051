/**
 * The action on a release: the bundled dist/index.js, run as the runner runs it, in a real
 * repository checked out at the release's tag, against the local GitHub API stand-in. The
 * release body gets one marked block, replaced (never added again) on the next run, and every
 * byte around it is kept.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { runAction } from "../../helpers/action-runner.js";
import { FakeGitHub, type FakeRelease } from "../../helpers/fake-github.js";
import { makeTempDir, removeTempDirs } from "../../helpers/git-repo.js";
import { oracleTotals } from "../../helpers/oracle.js";
import { makeReleaseRepo, type ReleaseRepo, V1_TOOLS, V11_TOOLS } from "../../helpers/release-repo.js";

const START = "<!-- mcp-token-budget:release-notes -->";
const END = "<!-- /mcp-token-budget:release-notes -->";
const COMMAND = "node server/fixture-server.mjs --tools tools.json";
const fmt = (n: number) => n.toLocaleString("en-US");
// What people write in the GitHub editor: CRLF line ends, a mention, trailing spaces.
const AUTHOR_BODY =
  "## What's changed\r\n\r\n* Add labels by @someone in #12  \r\n\r\n**Full Changelog**: v1.0.0...v1.1.0";

const count = (text: string, part: string) => text.split(part).length - 1;

let r: ReleaseRepo;
let github: FakeGitHub;
beforeAll(async () => {
  r = await makeReleaseRepo();
  // actions/checkout on a release checks out the tag.
  await r.repo.git("checkout", "-q", "--detach", "v1.1.0");
});
afterEach(async () => {
  await github?.stop();
});
afterAll(removeTempDirs);

function releaseEvent(release: FakeRelease) {
  return { action: "published", release, repository: { full_name: "octo/weather" } };
}

async function runRelease(release: FakeRelease, inputs: Record<string, string> = {}) {
  const outputDir = await makeTempDir("release-out-");
  const run = await runAction({
    inputs: { command: COMMAND, "github-token": "ghs_fake_token", "output-dir": outputDir, ...inputs },
    eventName: "release",
    event: releaseEvent(release),
    cwd: r.repo.dir,
    apiUrl: github.url,
    env: { GITHUB_REF: "refs/tags/v1.1.0" },
  });
  return { run, outputDir };
}

describe("on a published release", () => {
  it("compares with the previous release, sets the output, and appends one block to the release body", async () => {
    github = await new FakeGitHub().start();
    github.addRelease({ tag_name: "v1.0.0", created_at: "2026-01-01T00:00:00Z", body: "first" });
    const current = github.addRelease({ tag_name: "v1.1.0", created_at: "2026-02-01T00:00:00Z", body: AUTHOR_BODY });

    const { run, outputDir } = await runRelease(current, { "release-notes": "append" });
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);

    // The previous release per the API is v1.0.0; git describe would have said internal-build.
    const from = oracleTotals(V1_TOOLS, "o200k_base").model;
    const to = oracleTotals(V11_TOOLS, "o200k_base").model;
    const notes = run.outputs["release-notes"] ?? "";
    expect(notes).toContain("### MCP tool overhead: v1.0.0 → v1.1.0");
    expect(notes).toContain(`**Tool definitions: ${fmt(from)} → ${fmt(to)} tokens (+${fmt(to - from)}, `);
    expect(notes).toContain("- Added: add\\_label");
    expect(run.stdout).toMatch(/comparing v1\.1\.0 with v1\.0\.0 \(the previous release\)/);
    expect(run.summary).toContain(notes.trim());
    // The release notes open the job summary; the comparison's detail comes after them.
    expect(run.summary.trimStart().startsWith(notes.trim())).toBe(true);

    const patches = github.requests.filter((q) => q.method === "PATCH");
    expect(patches.map((q) => q.path)).toEqual([`/repos/octo/weather/releases/${current.id}`]);
    expect(patches[0]?.authorization).toBe("token ghs_fake_token");
    const body = github.releases.find((x) => x.id === current.id)?.body ?? "";
    expect(body.startsWith(`${AUTHOR_BODY}\n\n${START}\n`)).toBe(true);
    expect(body).toBe(`${AUTHOR_BODY}\n\n${START}\n${notes.replace(/\n+$/, "")}\n${END}\n`);

    // Files of a measuring run: the tag's report, the previous one, the notes and the badge.
    const dir = path.join(outputDir, "default");
    for (const file of ["report.json", "base-report.json", "comparison.json", "release-notes.json", "badge.svg"]) {
      expect(existsSync(path.join(dir, file)), file).toBe(true);
    }
    expect(JSON.parse(readFileSync(path.join(dir, "badge.json"), "utf8")).message).toBe(`3 tools · ${fmt(to)} tokens`);
  });

  it("replaces the block on the next run instead of adding a second, keeping the text around it byte for byte", async () => {
    github = await new FakeGitHub().start();
    github.addRelease({ tag_name: "v1.0.0", created_at: "2026-01-01T00:00:00Z" });
    const after = "\r\n\r\nThanks to everyone who tested the release candidate! 🎉\r\n";
    // A previous run's block, now stale, with the author's text on both sides.
    const stale = `${START}\n### MCP tool overhead: old numbers\n${END}`;
    const current = github.addRelease({
      tag_name: "v1.1.0",
      created_at: "2026-02-01T00:00:00Z",
      body: `${AUTHOR_BODY}\r\n\r\n${stale}${after}`,
    });

    const first = await runRelease(current, { "release-notes": "append" });
    expect(first.run.code).toBe(0);
    const notes = first.run.outputs["release-notes"] ?? "";
    const block = `${START}\n${notes.replace(/\n+$/, "")}\n${END}`;
    const once = github.releases.find((x) => x.id === current.id)?.body ?? "";
    expect(once).toBe(`${AUTHOR_BODY}\r\n\r\n${block}${after}`);
    expect(count(once, START)).toBe(1);
    expect(count(once, END)).toBe(1);

    // Run again (a re-run of the workflow): the body is already right, nothing is written.
    const second = await runRelease(current, { "release-notes": "append" });
    expect(second.run.code).toBe(0);
    expect(github.releases.find((x) => x.id === current.id)?.body).toBe(once);
    expect(github.requests.filter((q) => q.method === "PATCH")).toHaveLength(1);
    expect(second.run.stdout).toMatch(/are up to date/);
  });

  it("keeps a fenced example of the markers and a second block, replacing only the first real block (with a warning)", async () => {
    github = await new FakeGitHub().start();
    github.addRelease({ tag_name: "v1.0.0", created_at: "2026-01-01T00:00:00Z" });
    // A release that documents this action: the markers in a code fence, then a stale block of ours,
    // then a copy someone pasted by hand.
    const example = `## Usage\r\n\r\n\`\`\`markdown\r\n${START}\r\nyour notes go here\r\n${END}\r\n\`\`\`\r\n\r\n`;
    const copy = `${START}\ncopied by hand\n${END}`;
    const stale = `${START}\nold\n${END}`;
    const current = github.addRelease({
      tag_name: "v1.1.0",
      created_at: "2026-02-01T00:00:00Z",
      body: `${example}${stale}\r\n\r\nThanks 🎉\r\n\r\n${copy}\r\nEnd`,
    });
    const { run } = await runRelease(current, { "release-notes": "append" });
    expect(run.code).toBe(0);
    const notes = run.outputs["release-notes"] ?? "";
    const block = `${START}\n${notes.replace(/\n+$/, "")}\n${END}`;
    const body = github.releases.find((x) => x.id === current.id)?.body ?? "";
    expect(body).toBe(`${example}${block}\r\n\r\nThanks 🎉\r\n\r\n${copy}\r\nEnd`);
    const copyLine = body.split("\n").indexOf(START, 10) + 1;
    expect(run.stdout).toContain(
      `::warning::v1.1.0: the release body has another marked block (lines ${copyLine}-${copyLine + 2}); only the first block is updated`,
    );
  });

  it("leaves the body alone without release-notes: append, and with a start marker that has no end", async () => {
    github = await new FakeGitHub().start();
    github.addRelease({ tag_name: "v1.0.0", created_at: "2026-01-01T00:00:00Z" });
    const current = github.addRelease({ tag_name: "v1.1.0", created_at: "2026-02-01T00:00:00Z", body: AUTHOR_BODY });
    const outputOnly = await runRelease(current);
    expect(outputOnly.run.code).toBe(0);
    expect(outputOnly.run.outputs["release-notes"]).toContain("v1.0.0 → v1.1.0");
    expect(github.requests.filter((q) => q.method === "PATCH")).toHaveLength(0);

    const broken = github.addRelease({
      tag_name: "v1.1.0-b",
      created_at: "2026-02-02T00:00:00Z",
      body: `${AUTHOR_BODY}\n${START}\nhalf a block`,
    });
    const unterminated = await runRelease({ ...broken, tag_name: "v1.1.0" }, { "release-notes": "append" });
    expect(unterminated.run.code).toBe(0);
    expect(unterminated.run.stdout).toMatch(/::warning::the release body of v1\.1\.0 was not changed/);
    expect(github.requests.filter((q) => q.method === "PATCH")).toHaveLength(0);
  });
});

describe("when the author edits the release body while the action runs", () => {
  const LATE = "\r\n\r\nA late fix, saved by the author while the action ran.";

  it("an edit saved between the action's read and its write is kept: the action reads again and starts over", async () => {
    github = await new FakeGitHub({
      // The author saves right after the action's first read of the body.
      afterReleaseRead: (release, reads) => {
        if (reads === 1) release.body = `${AUTHOR_BODY}${LATE}`;
      },
    }).start();
    github.addRelease({ tag_name: "v1.0.0", created_at: "2026-01-01T00:00:00Z", body: "first" });
    const current = github.addRelease({ tag_name: "v1.1.0", created_at: "2026-02-01T00:00:00Z", body: AUTHOR_BODY });
    const { run } = await runRelease(current, { "release-notes": "append" });
    expect(run.code).toBe(0);
    const notes = run.outputs["release-notes"] ?? "";
    const body = github.releases.find((x) => x.id === current.id)?.body ?? "";
    expect(body).toBe(`${AUTHOR_BODY}${LATE}\n\n${START}\n${notes.replace(/\n+$/, "")}\n${END}\n`);
    expect(github.requests.filter((q) => q.method === "PATCH")).toHaveLength(1);
    expect(run.stdout).not.toContain("::warning::");
  });

  it("a body that changes on every read is left alone after 3 tries, with a warning, and no edit is lost", async () => {
    let edits = 0;
    github = await new FakeGitHub({
      afterReleaseRead: (release) => {
        edits++;
        release.body = `${AUTHOR_BODY}\r\nedit ${edits}`;
      },
    }).start();
    github.addRelease({ tag_name: "v1.0.0", created_at: "2026-01-01T00:00:00Z", body: "first" });
    const current = github.addRelease({ tag_name: "v1.1.0", created_at: "2026-02-01T00:00:00Z", body: AUTHOR_BODY });
    const { run } = await runRelease(current, { "release-notes": "append" });
    expect(run.code).toBe(0);
    expect(github.requests.filter((q) => q.method === "PATCH")).toEqual([]);
    expect(github.releases.find((x) => x.id === current.id)?.body).toBe(`${AUTHOR_BODY}\r\nedit ${edits}`);
    expect(run.stdout).toMatch(/::warning::the release body of v1\.1\.0 changed on each of 3 reads .*: not changed/);
    expect(run.outputs["release-notes"]).toContain("### MCP tool overhead: v1.0.0 → v1.1.0");
  });

  it("an edit saved right after the write, from an editor opened before it, is named in a warning", async () => {
    github = await new FakeGitHub({
      // The author's editor still holds the body without the block, and saves it just after the action wrote.
      afterReleaseWrite: (release) => {
        release.body = `${AUTHOR_BODY}${LATE}`;
      },
    }).start();
    github.addRelease({ tag_name: "v1.0.0", created_at: "2026-01-01T00:00:00Z", body: "first" });
    const current = github.addRelease({ tag_name: "v1.1.0", created_at: "2026-02-01T00:00:00Z", body: AUTHOR_BODY });
    const { run } = await runRelease(current, { "release-notes": "append" });
    expect(run.code).toBe(0);
    expect(github.releases.find((x) => x.id === current.id)?.body).toBe(`${AUTHOR_BODY}${LATE}`);
    expect(run.stdout).toMatch(
      /::warning::the release body of v1\.1\.0 was edited again right after the release notes were written, and the edit does not have them: re-run the job/,
    );
  });
});

describe("when the release body cannot take the notes", () => {
  it("leaves a body the block would push past GitHub's 125,000 characters alone, with a warning", async () => {
    github = await new FakeGitHub().start();
    github.addRelease({ tag_name: "v1.0.0", created_at: "2026-01-01T00:00:00Z" });
    // Room for a few characters, not for the block.
    const long = `${"x".repeat(124_990)}\n`;
    const current = github.addRelease({ tag_name: "v1.1.0", created_at: "2026-02-01T00:00:00Z", body: long });
    const { run } = await runRelease(current, { "release-notes": "append" });
    expect(run.code, run.stdout).toBe(0);
    expect(run.stdout).toContain(
      "::warning::the release body of v1.1.0 would be longer than GitHub's 125,000 characters with the release notes: not changed",
    );
    expect(run.outputs["release-notes"]).toContain("v1.0.0 → v1.1.0");
    expect(github.requests.filter((q) => q.method === "PATCH")).toHaveLength(0);
    expect(github.releases.find((x) => x.id === current.id)?.body).toBe(long);
  });

  it("a token that may not edit releases: a warning naming contents: write, the notes still in the output, exit 0", async () => {
    github = await new FakeGitHub({ forbidWrites: true }).start();
    github.addRelease({ tag_name: "v1.0.0", created_at: "2026-01-01T00:00:00Z" });
    const current = github.addRelease({ tag_name: "v1.1.0", created_at: "2026-02-01T00:00:00Z", body: AUTHOR_BODY });
    const { run } = await runRelease(current, { "release-notes": "append" });
    expect(run.code, run.stdout).toBe(0);
    expect(run.stdout).toMatch(
      /::warning::could not edit the release v1\.1\.0 \(the token needs contents: write to edit a release\): /,
    );
    expect(run.outputs["release-notes"]).toContain("v1.0.0 → v1.1.0");
    expect(github.releases.find((x) => x.id === current.id)?.body).toBe(AUTHOR_BODY);
  });
});

describe("when the releases cannot be listed", () => {
  it("warns and compares with the tag before it (git describe) instead, and still edits the release", async () => {
    github = await new FakeGitHub({ failReleaseList: 500 }).start();
    github.addRelease({ tag_name: "v1.0.0", created_at: "2026-01-01T00:00:00Z" });
    const current = github.addRelease({ tag_name: "v1.1.0", created_at: "2026-02-01T00:00:00Z", body: AUTHOR_BODY });
    const { run } = await runRelease(current, { "release-notes": "append" });
    expect(run.code, run.stdout).toBe(0);
    expect(run.stdout).toMatch(/::warning::could not list the releases \(.*\); looking for the previous tag with git/);
    // git describe names internal-build, the tag just before v1.1.0 (the API would have said v1.0.0).
    expect(run.outputs["release-notes"]).toContain("### MCP tool overhead: internal-build → v1.1.0");
    expect(github.releases.find((x) => x.id === current.id)?.body).toContain("internal-build → v1.1.0");
  });
});

describe("on a pushed tag", () => {
  it("compares with the tag before it (git describe) and sets the output; no release, no edit", async () => {
    github = await new FakeGitHub().start();
    const outputDir = await makeTempDir("release-out-");
    const run = await runAction({
      inputs: {
        command: COMMAND,
        "github-token": "ghs_fake_token",
        "output-dir": outputDir,
        "release-notes": "append",
      },
      eventName: "push",
      event: { ref: "refs/tags/v1.1.0", repository: { full_name: "octo/weather" } },
      cwd: r.repo.dir,
      apiUrl: github.url,
      env: { GITHUB_REF: "refs/tags/v1.1.0" },
    });
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    // internal-build has v1.0.0's tools: the same totals, under the nearest tag's name.
    const from = oracleTotals(V1_TOOLS, "o200k_base").model;
    const to = oracleTotals(V11_TOOLS, "o200k_base").model;
    expect(run.outputs["release-notes"]).toContain("### MCP tool overhead: internal-build → v1.1.0");
    expect(run.outputs["release-notes"]).toContain(`${fmt(from)} → ${fmt(to)} tokens`);
    expect(run.stdout).toMatch(/no release for v1\.1\.0 yet/);
    expect(github.writes()).toEqual([]);
  });
});
