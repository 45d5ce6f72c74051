/**
 * The pure parts of release notes: the marked block in a release body (replaced in place, the rest
 * kept byte for byte), which release came before this one, and the markdown with untrusted names.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compare } from "../../../../src/core/compare.js";
import { countListing } from "../../../../src/core/count.js";
import { loadEncoders } from "../../../../src/core/encodings.js";
import { releaseNotes, renderReleaseNotesMarkdown } from "../../../../src/core/render/release-notes.js";
import type { Report } from "../../../../src/core/report.js";
import {
  describeOtherBlocks,
  RELEASE_NOTES_END as END,
  previousRelease,
  type ReleaseData,
  RELEASE_NOTES_START as START,
  withNotesBlock,
} from "../../../../src/github/releases.js";

const SECTION = "### MCP tool overhead\n\nfigures\n";
const BLOCK = `${START}\n### MCP tool overhead\n\nfigures\n${END}`;

describe("withNotesBlock", () => {
  it.each([
    ["an empty body", "", `${BLOCK}\n`, "appended"],
    ["a body without a line end", "Notes", `Notes\n\n${BLOCK}\n`, "appended"],
    ["a body ending in one line end", "Notes\n", `Notes\n\n${BLOCK}\n`, "appended"],
    ["a body ending in a blank line", "Notes\r\n\r\n", `Notes\r\n\r\n${BLOCK}\n`, "appended"],
    ["a stale block between text", `A\r\n${START}\nold\n${END}\r\nB`, `A\r\n${BLOCK}\r\nB`, "replaced"],
    ["an indented stale block", `A\n  ${START}  \nold\n ${END}\t\nB`, `A\n  ${BLOCK}\t\nB`, "replaced"],
    // Markers in prose are the author's text, not a block: only a marker on its own line counts.
    ["markers inside a line", `A ${START}x${END} B`, `A ${START}x${END} B\n\n${BLOCK}\n`, "appended"],
    // Four spaces make an indented code block (a documented example), never a marker line.
    [
      "markers in a 4-space indented code block",
      `Example:\n\n    ${START}\n    old\n    ${END}\n`,
      `Example:\n\n    ${START}\n    old\n    ${END}\n\n${BLOCK}\n`,
      "appended",
    ],
    // "<!-->" is a whole (empty) HTML comment: the block after it is a block.
    ["after an empty <!--> comment", `<!-->\n${START}\nold\n${END}\n`, `<!-->\n${BLOCK}\n`, "replaced"],
    ["after an empty <!---> comment", `<!--->\n${START}\nold\n${END}\n`, `<!--->\n${BLOCK}\n`, "replaced"],
    // Three backticks and more on one line are inline code, not a fence that would hide the block.
    [
      "after a line of inline ```code```",
      `\`\`\`x\`\`\`\n${START}\nold\n${END}\n`,
      `\`\`\`x\`\`\`\n${BLOCK}\n`,
      "replaced",
    ],
    // A fence in a numbered list item still hides the markers it shows.
    [
      "markers in a fence of a numbered list item",
      `1. \`\`\`\n   ${START}\n   ${END}\n   \`\`\`\n`,
      `1. \`\`\`\n   ${START}\n   ${END}\n   \`\`\`\n\n${BLOCK}\n`,
      "appended",
    ],
    // A comment that closes and opens again on one line is still open on the next.
    [
      "markers in a comment reopened on the line that closed the last one",
      `<!-- a\nb --> <!-- c\n${START}\nx\n${END}\n-->\n`,
      `<!-- a\nb --> <!-- c\n${START}\nx\n${END}\n-->\n\n${BLOCK}\n`,
      "appended",
    ],
    // CommonMark: a closing fence is at least as long as the opening one.
    ["a fence closed by a longer fence", "```\ncode\n`````\n", `\`\`\`\ncode\n\`\`\`\`\`\n\n${BLOCK}\n`, "appended"],
  ])("%s", (_what, body, expected, kind) => {
    const edit = withNotesBlock(body, SECTION);
    expect(edit).toEqual({ kind, body: expected, unchanged: false, others: [] });
  });

  it("changes nothing when the block is already current", () => {
    const body = `Intro\n\n${BLOCK}\nOutro`;
    expect(withNotesBlock(body, SECTION)).toEqual({ kind: "replaced", body, unchanged: true, others: [] });
  });

  it("refuses to guess where a block ends when the end marker is missing", () => {
    const edit = withNotesBlock(`A\n${START}\nhalf`, SECTION);
    expect(edit).toEqual({ kind: "unterminated", reason: expect.stringContaining("on line 2 without") });
    expect(withNotesBlock(`A\n${END}\n${START}\nhalf`, SECTION).kind).toBe("unterminated");
  });

  // The attacker's move (or an honest author's): a release that documents this action.
  const example = (fence: string) =>
    `## Usage\r\n\r\n${fence}markdown\r\n${START}\r\nyour notes\r\n${END}\r\n${fence.trim()}\r\n`;
  it.each([
    ["a backtick fence", "```"],
    ["a tilde fence", "~~~~"],
    ["an indented fence in a list item", "- ```"],
    ["a fence in a quote", "> ```"],
  ])("leaves markers inside %s alone and appends after the example", (_what, fence) => {
    const body = example(fence);
    const edit = withNotesBlock(body, SECTION);
    expect(edit).toEqual({
      kind: "appended",
      body: `${body}\r\n${BLOCK}\n`.replace("\r\n\r\n<!-- mcp", "\r\n\n<!-- mcp"),
      unchanged: false,
      others: [],
    });
  });

  it("leaves markers quoted in an HTML comment or in inline code alone", () => {
    const quoted = `Intro\n<!-- the action writes\n${START}\n...\n${END}\n-->\nUse \`${START}\` to place it.\n`;
    const edit = withNotesBlock(quoted, SECTION);
    expect(edit).toMatchObject({ kind: "appended", body: `${quoted}\n${BLOCK}\n` });
  });

  it("replaces the first real block after a fenced example, and keeps a second block with a warning", () => {
    const body = `${example("```")}\n${START}\nold\n${END}\n\nMiddle 🎉\n\n${START}\ncopied by hand\n${END}\nEnd`;
    const edit = withNotesBlock(body, SECTION);
    if (edit.kind === "unterminated") throw new Error(edit.reason);
    expect(edit.body).toBe(body.replace(`${START}\nold\n${END}`, BLOCK));
    expect(edit.body).toContain(example("```"));
    expect(edit.body).toContain("copied by hand");
    expect(edit.others).toEqual([{ startLine: 17, endLine: 19 }]);
    expect(edit.body.split("\n")[16]).toBe(START);
    expect(describeOtherBlocks(edit.others)).toMatch(/another marked block \(lines 17-19\); only the first/);
  });

  it("does not append into a fence or a comment the body leaves open", () => {
    expect(withNotesBlock("Notes\n```\ncode", SECTION)).toEqual({
      kind: "unterminated",
      reason: expect.stringContaining("inside a code fence opened on line 2"),
    });
    expect(withNotesBlock("Notes <!-- hidden", SECTION)).toEqual({
      kind: "unterminated",
      reason: expect.stringContaining("inside an HTML comment opened on line 1"),
    });
  });
});

/**
 * Property: for any body, with or without our block, whatever the runs do, the text outside our
 * block stays byte for byte what the author wrote, and a later run changes only the block.
 */
describe("withNotesBlock on random bodies", () => {
  const piece = fc.oneof(
    fc.constantFrom(
      START,
      END,
      `  ${START}`,
      `${END} `,
      "```",
      "````",
      "```js",
      "~~~",
      "> ```",
      "> > quoted",
      ">",
      "- ```",
      "<!--",
      "-->",
      "<!-- note -->",
      "`<!--`",
      "``a ` b``",
      "🎉 emoji 👩‍👩‍👧",
      "",
      " ",
      "\t",
      "#12 @someone",
    ),
    fc.string({ maxLength: 12 }),
    fc.string({ unit: "grapheme", maxLength: 6 }),
  );
  const lineEnd = fc.constantFrom("\n", "\r\n", "\r\n", "");
  const body = fc
    .array(fc.tuple(piece, piece, lineEnd), { maxLength: 30 })
    .map((parts) => parts.map(([a, b, end]) => `${a}${b}${end}`).join(""));

  const blockOf = (section: string) => `${START}\n${section}\n${END}`;

  it("keeps everything outside our block byte-identical after any number of runs", () => {
    fc.assert(
      fc.property(body, fc.integer({ min: 1, max: 4 }), (original, runs) => {
        const first = withNotesBlock(original, "### notes run 0");
        if (first.kind === "unterminated") {
          // Not edited: nothing is written, so the body stays what it was.
          return;
        }
        const at = first.body.indexOf(blockOf("### notes run 0"));
        expect(at).toBeGreaterThanOrEqual(0);
        const before = first.body.slice(0, at);
        const after = first.body.slice(at + blockOf("### notes run 0").length);
        if (first.kind === "appended") {
          expect(["", "\n", "\n\n"]).toContain(before.slice(original.length));
          expect(before.startsWith(original)).toBe(true);
          expect(after).toBe("\n");
        } else {
          // The replaced span runs from a start marker to an end marker of the original.
          expect(original.startsWith(before)).toBe(true);
          expect(original.endsWith(after)).toBe(true);
          const old = original.slice(before.length, original.length - after.length);
          expect(old.startsWith(START)).toBe(true);
          expect(old.endsWith(END)).toBe(true);
        }
        let current = first.body;
        for (let run = 1; run <= runs; run++) {
          const edit = withNotesBlock(current, `### notes run ${run}`);
          if (edit.kind === "unterminated") throw new Error(`run ${run} refused: ${edit.reason}`);
          expect(edit.kind).toBe("replaced");
          expect(edit.body).toBe(`${before}${blockOf(`### notes run ${run}`)}${after}`);
          expect(edit.others).toEqual(first.others);
          current = edit.body;
        }
        // The same notes again: nothing to write.
        expect(withNotesBlock(current, `### notes run ${runs}`)).toMatchObject({ unchanged: true });
      }),
      { numRuns: 3000 },
    );
  });

  it("never takes markers inside a closed fence as the block", () => {
    fc.assert(
      fc.property(body, fc.constantFrom("```", "~~~", "````"), (inner, fence) => {
        // Whatever is inside (minus lines that would close the fence), the fence is the author's.
        const safe = inner
          .split(/\r?\n/)
          .filter((l) => !/^\s*(?:>\s*|[-*+]\s*)*(`{3,}|~{3,})\s*$/.test(l))
          .join("\n");
        const original = `Intro\n${fence}\n${START}\n${safe}\n${END}\n${fence}\n`;
        const edit = withNotesBlock(original, SECTION);
        expect(edit).toMatchObject({ kind: "appended", body: `${original}\n${BLOCK}\n` });
      }),
      { numRuns: 1000 },
    );
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
    // GitHub gives a draft no published_at but a created_at: only the draft flag keeps it out.
    release(6, "v1.9.9", "2026-03-20T00:00:00Z", {
      draft: true,
      published_at: null,
      created_at: "2026-03-20T00:00:00Z",
    }),
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
  it("never compares a release with another release of its own tag", () => {
    // A re-created release (same tag, new id) published after the old one.
    const again = release(8, "v2.0.0", "2026-04-15T00:00:00Z");
    expect(previousRelease([...all, again], again)?.tag_name).toBe("v1.9.0");
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
        // A local model has no price and no cache data.
        costPer1kRequests: null,
        cache: null,
      },
    ]);
    expect(renderReleaseNotesMarkdown(notes)).toContain("- On models: gpt-oss 400 → 450 tokens (+50, +12.5%)");
  });

  it("says there is nothing to compare with, and lists no change, for a first release", async () => {
    const to = await report([{ name: "a", description: "x", inputSchema: schema }]);
    const comparison = compare(null, to, { head: { label: "v1.0.0" }, noBaselineReason: "no release before v1.0.0" });
    const notes = releaseNotes(comparison, null, to);
    expect(notes.from).toBeNull();
    expect(notes.tools).toEqual({ from: null, to: 1, added: [], removed: [], changed: 0, reordered: false });
    const md = renderReleaseNotesMarkdown(notes);
    expect(md).toContain("### MCP tool overhead: v1.0.0\n");
    expect(md).toContain(`**Tool definitions: ${to.totals.o200k_base?.model} tokens (o200k\\_base)**; 1 tool`);
    expect(md).toContain("- Nothing to compare with: no release before v1.0.0");
  });
});
