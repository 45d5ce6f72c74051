/**
 * The pure parts of release notes: the marked block in a release body (replaced in place, the rest
 * kept byte for byte), which release came before this one, and the markdown with untrusted names.
 */
import { describe, expect, it } from "vitest";
import { compare } from "../src/core/compare.js";
import { countListing } from "../src/core/count.js";
import { loadEncoders } from "../src/core/encodings.js";
import { releaseNotes, renderReleaseNotesMarkdown } from "../src/core/render/release-notes.js";
import type { Report } from "../src/core/report.js";
import {
  RELEASE_NOTES_END as END,
  previousRelease,
  type ReleaseData,
  RELEASE_NOTES_START as START,
  withNotesBlock,
} from "../src/github/releases.js";

const SECTION = "### MCP tool overhead\n\nfigures\n";
const BLOCK = `${START}\n### MCP tool overhead\n\nfigures\n${END}`;

describe("withNotesBlock", () => {
  it.each([
    ["an empty body", "", `${BLOCK}\n`, "appended"],
    ["a body without a line end", "Notes", `Notes\n\n${BLOCK}\n`, "appended"],
    ["a body ending in one line end", "Notes\n", `Notes\n\n${BLOCK}\n`, "appended"],
    ["a body ending in a blank line", "Notes\r\n\r\n", `Notes\r\n\r\n${BLOCK}\n`, "appended"],
    ["a stale block between text", `A\r\n${START}\nold\n${END}\r\nB`, `A\r\n${BLOCK}\r\nB`, "replaced"],
    ["two blocks (one copied by hand)", `A ${START}x${END} B ${START}y${END} C`, `A ${BLOCK} B  C`, "replaced"],
  ])("%s", (_what, body, expected, kind) => {
    const edit = withNotesBlock(body, SECTION);
    expect(edit).toEqual({ kind, body: expected, unchanged: false });
  });

  it("changes nothing when the block is already current", () => {
    const body = `Intro\n\n${BLOCK}\nOutro`;
    expect(withNotesBlock(body, SECTION)).toEqual({ kind: "replaced", body, unchanged: true });
  });

  it("refuses to guess where a block ends when the end marker is missing", () => {
    expect(withNotesBlock(`A\n${START}\nhalf`, SECTION).kind).toBe("unterminated");
    expect(withNotesBlock(`A\n${END}\n${START}\nhalf`, SECTION).kind).toBe("unterminated");
  });
});

describe("previousRelease", () => {
  const release = (id: number, tag: string, date: string, extra: Partial<ReleaseData> = {}): ReleaseData => ({
    id,
    tag_name: tag,
    draft: false,
    prerelease: false,
    published_at: date,
    ...extra,
  });
  const all = [
    release(5, "v2.1.0", "2026-05-01T00:00:00Z"),
    release(4, "v2.0.0", "2026-04-01T00:00:00Z"),
    release(3, "v2.0.0-rc.1", "2026-03-15T00:00:00Z", { prerelease: true }),
    release(6, "v1.9.9", "2026-03-20T00:00:00Z", { draft: true, published_at: null }),
    release(2, "v1.9.0", "2026-03-01T00:00:00Z"),
    release(1, "v1.8.0", "2026-01-01T00:00:00Z"),
  ];
  it("takes the latest full release published before this one, skipping drafts and prereleases", () => {
    expect(previousRelease(all, all[1] as ReleaseData)?.tag_name).toBe("v1.9.0");
    expect(previousRelease(all, all[0] as ReleaseData)?.tag_name).toBe("v2.0.0");
  });
  it("compares a prerelease with whatever came last, prerelease or not", () => {
    const rc2 = release(7, "v2.0.0-rc.2", "2026-03-25T00:00:00Z", { prerelease: true });
    expect(previousRelease(all, rc2)?.tag_name).toBe("v2.0.0-rc.1");
  });
  it("finds nothing for the first release", () => {
    expect(previousRelease(all, all[5] as ReleaseData)).toBeNull();
  });
});

describe("renderReleaseNotesMarkdown", () => {
  async function report(tools: unknown[]): Promise<Report> {
    const encoders = await loadEncoders(["o200k_base"]);
    return countListing(
      {
        server: { name: "s", version: "1", protocolVersion: null },
        tools,
        prompts: null,
        resources: null,
        warnings: [],
      },
      encoders,
      "0.1.0",
    );
  }
  const schema = { type: "object" };

  it("escapes tool names and labels from the server (mentions, links, HTML)", async () => {
    const from = await report([{ name: "a", description: "x", inputSchema: schema }]);
    const to = await report([
      { name: "a", description: "x", inputSchema: schema },
      { name: "@team <img src=x> https://evil.example #12", description: "y", inputSchema: schema },
    ]);
    const comparison = compare(from, to, { base: { label: "v1 <b>" }, head: { label: "v2" } });
    const md = renderReleaseNotesMarkdown(releaseNotes(comparison, from, to));
    expect(md).not.toMatch(/<img|<b>|@team|https:\/\/evil|[^\\]#12/);
    expect(md).toContain("v1 &lt;b&gt; → v2");
  });

  it("adds a line per model profile from the reports' model figures", async () => {
    const entry = (tools: number) => ({
      profile: "gpt-oss (harmony, o200k_base)",
      runtime: "hf" as const,
      fidelity: "exact" as const,
      tools,
      instructions: null,
      contextWindow: null,
      shareOfContext: null,
      inputPricePerMTok: null,
      costPer1kRequests: null,
      data: null,
      warnings: [],
    });
    const from = { ...(await report([{ name: "a", inputSchema: schema }])), models: { "gpt-oss": entry(400) } };
    const to = { ...(await report([{ name: "a", inputSchema: schema }])), models: { "gpt-oss": entry(450) } };
    const notes = releaseNotes(compare(from, to), from, to);
    expect(notes.models).toEqual([
      {
        id: "gpt-oss",
        profile: "gpt-oss (harmony, o200k_base)",
        fidelity: "exact",
        from: 400,
        to: 450,
        delta: 50,
        relative: 0.125,
      },
    ]);
    expect(renderReleaseNotesMarkdown(notes)).toContain("- On models: gpt-oss 400 → 450 tokens (+50, +12.5%)");
  });

  it("says there is nothing to compare with, and lists no change, for a first release", async () => {
    const to = await report([{ name: "a", description: "x", inputSchema: schema }]);
    const comparison = compare(null, to, { head: { label: "v1.0.0" }, noBaselineReason: "no release before v1.0.0" });
    const notes = releaseNotes(comparison, null, to);
    expect(notes.from).toBeNull();
    expect(notes.tools).toEqual({ from: null, to: 1, added: [], removed: [], changed: 0 });
    const md = renderReleaseNotesMarkdown(notes);
    expect(md).toContain("### MCP tool overhead: v1.0.0\n");
    expect(md).toContain(`**Tool definitions: ${to.totals.o200k_base?.model} tokens (o200k\\_base)**; 1 tool`);
    expect(md).toContain("- Nothing to compare with: no release before v1.0.0");
  });
});
