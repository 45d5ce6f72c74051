/**
 * Hints in the pull-request comment, through the bundled action: a pull request grows a tool with the
 * `anyOf [X, null]` zod writes for a nullable field; the comparison.json carries hints for that tool
 * only, every saving re-derived here with an independent JSON Patch implementation (rfc6902) and
 * js-tiktoken; the comment shows them folded, and comment mode renders them from the file alone.
 */
import { readFileSync } from "node:fs";
import { copyFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Comparison } from "../../../src/core/comparison.js";
import { renderHintsSection } from "../../../src/core/render/hints-section.js";
import { runAction } from "../../helpers/action-runner.js";
import { FakeGitHub } from "../../helpers/fake-github.js";
import { FIXTURE_SERVER, FIXTURES } from "../../helpers/fixture.js";
import { GitRepo, makeTempDir, removeTempDirs } from "../../helpers/git-repo.js";
import { oracleApply, oracleModelTokens } from "../../helpers/hints-oracle.js";
import { detailsBlock } from "../../helpers/markdown.js";
import { rawToolsList } from "../../helpers/oracle.js";

type Tool = Record<string, unknown> & { name: string; inputSchema: { properties: Record<string, unknown> } };
const toolsJson = (tools: unknown[]) => `${JSON.stringify({ tools }, null, 2)}\n`;

let github: FakeGitHub;
afterEach(async () => {
  await github?.stop();
});
afterAll(removeTempDirs);

describe("hints for the tools that grew", () => {
  let head: Tool[];
  let repo: GitRepo;
  let baseSha: string;
  let headSha: string;
  beforeAll(async () => {
    // What a real zod server sends (the hints engineer's fixture), served as is at head.
    head = (await rawToolsList(process.execPath, [path.join(FIXTURES, "hints", "zod-server.mjs")])).tools as Tool[];
    const contact = head.find((t) => t.name === "create_contact") as Tool;
    expect(JSON.stringify(contact.inputSchema.properties.billing)).toMatch(/"anyOf":\[.*\{"type":"null"\}\]/);
    // The base: the same server before `work` and `billing` (address.nullable().optional()) were added.
    const base = structuredClone(head);
    const baseContact = base.find((t) => t.name === "create_contact") as Tool;
    delete baseContact.inputSchema.properties.work;
    delete baseContact.inputSchema.properties.billing;
    repo = await GitRepo.init("hints-");
    baseSha = await repo.commit("base", { "tools.json": toolsJson(base) });
    await repo.branch("feature");
    headSha = await repo.commit("nullable addresses", { "tools.json": toolsJson(head) });
  });

  it("carries re-derivable hints for the grown tool only, shows them folded, and comment mode renders them from the file", async () => {
    github = await new FakeGitHub().start();
    const outputDir = await makeTempDir("artifact-");
    const r = { full_name: "octo/weather", name: "weather", owner: { login: "octo" } };
    const run = await runAction({
      inputs: { command: `node ${FIXTURE_SERVER} --tools tools.json`, "github-token": "t", "output-dir": outputDir },
      eventName: "pull_request",
      event: {
        number: 7,
        pull_request: {
          number: 7,
          base: { ref: "main", sha: baseSha, repo: r },
          head: { ref: "f", sha: headSha, repo: r },
        },
      },
      cwd: repo.dir,
      apiUrl: github.url,
    });
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    const file = run.outputs["comparison-path"] ?? "";
    const comparison = JSON.parse(readFileSync(file, "utf8")) as Comparison;
    const hints = comparison.hints?.hints ?? [];
    expect(comparison.hints?.encodings).toEqual(["o200k_base", "cl100k_base"]);
    expect(hints.length).toBeGreaterThan(0);
    expect(hints.length).toBeLessThanOrEqual(3);
    // list_contacts did not change: no hints for it, though the rules fire on it too.
    expect(new Set(hints.map((h) => h.tool))).toEqual(new Set(["create_contact"]));
    expect(hints.some((h) => h.rule.startsWith("anyof-null"))).toBe(true);
    // Largest saving first.
    const first = hints.map((h) => h.saves.o200k_base ?? 0);
    expect(first).toEqual([...first].sort((a, b) => b - a));
    const tool = head.find((t) => t.name === "create_contact") as Tool;
    let checked = 0;
    for (const hint of hints) {
      const patched = oracleApply(tool, hint.patch);
      for (const encoding of ["o200k_base", "cl100k_base"]) {
        expect(hint.saves[encoding], `${hint.rule} ${encoding}`).toBe(
          oracleModelTokens(tool, encoding) - oracleModelTokens(patched, encoding),
        );
        checked++;
      }
    }
    expect(checked).toBe(hints.length * 2);

    const body = github.comments.get(7)?.at(-1)?.body ?? "";
    const folded = detailsBlock(body, "for the tool that grew");
    expect(folded).not.toBeNull();
    for (const hint of hints) expect(folded).toContain(`(${hint.rule.replace(/_/g, "\\_")})`);
    expect(folded).toContain(String(hints[0]?.saves.o200k_base));

    // Comment mode: the comparison and pull-request.json only, no server, no git.
    const artifact = await makeTempDir("download-");
    await copyFile(file, path.join(artifact, "comparison.json"));
    await copyFile(path.join(path.dirname(file), "pull-request.json"), path.join(artifact, "pull-request.json"));
    await github.stop();
    github = await new FakeGitHub({ pulls: { 7: { number: 7, head: { sha: headSha } } } }).start();
    const posted = await runAction({
      inputs: { mode: "comment", comparison: path.join(artifact, "comparison.json"), "github-token": "t" },
      eventName: "workflow_run",
      event: { action: "completed", workflow_run: { head_sha: headSha, pull_requests: [] } },
      cwd: await makeTempDir("privileged-"),
      apiUrl: github.url,
    });
    expect(posted.code).toBe(0);
    const privileged = github.comments.get(7)?.at(-1)?.body ?? "";
    expect(detailsBlock(privileged, "for the tool that grew")).toBe(folded);
  });
});

describe("renderHintsSection", () => {
  const comparison = (hints: unknown) => ({ hints }) as unknown as Comparison;

  it("is empty without hints, and escapes every text of a hostile document", () => {
    expect(renderHintsSection(comparison(undefined))).toBe("");
    expect(renderHintsSection(comparison({ encodings: ["o200k_base"], hints: [], omitted: 0 }))).toBe("");
    const out = renderHintsSection(
      comparison({
        encodings: ["o200k_base<script>"],
        omitted: 4,
        hints: [
          {
            tool: "evil|</details><img src=x>",
            rule: "r`u`le",
            message: "@octocat see https://evil.example\n# heading",
            path: "/x",
            patch: [],
            saves: { "o200k_base<script>": 12 },
            changesValidation: true,
          },
        ],
      }),
    );
    expect(out).not.toMatch(/<img|<script|<\/details><img|@octocat|https:\/\/evil/);
    expect(out).toContain("evil\\|&lt;/details&gt;&lt;img src=x&gt;");
    expect(out).toContain("⚠️ changes what the tool accepts");
    expect(out).toContain("4 more hints were left out");
    expect(out.match(/<\/details>/g)).toHaveLength(1);
  });

  it("shows at most ten rows, whatever the file holds", () => {
    const hint = {
      tool: "t",
      rule: "r",
      message: "m",
      path: "",
      patch: [],
      saves: { o200k_base: 1 },
      changesValidation: false,
    };
    const out = renderHintsSection(comparison({ encodings: ["o200k_base"], omitted: 0, hints: Array(50).fill(hint) }));
    expect(out.split("\n").filter((l) => l.startsWith("| t |"))).toHaveLength(10);
  });
});
