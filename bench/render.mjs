// 3. compare + markdown rendering for pull requests that change every tool, rendered exactly as the
// action publishes them: the sticky comment within GitHub's 65,536 characters and the job summary
// within 1 MiB (UTF-8 bytes).
import { int, median, mb, now, pad, padEnd, REPS, verdict } from "./lib.mjs";
import { changeEveryTool, syntheticTools } from "./synthetic.mjs";

const SIZES = [1000, 10000];
const ENCODINGS = ["o200k_base", "cl100k_base"];
const FOOTER = "<sub>[mcp-token-budget](https://www.npmjs.com/package/mcp-token-budget) · [workflow run](https://github.example/octo/weather/actions/runs/4242)</sub>";

const listingOf = (tools) => ({
  server: { name: "bench", version: "1.0.0", protocolVersion: "2025-06-18" },
  tools,
  prompts: null,
  resources: null,
  warnings: [],
});

/** Base and head reports of a pull request that changes all n tools, counted by the real core. */
export async function changedReports(core, n) {
  const encoders = await core.loadEncoders(ENCODINGS);
  const base = syntheticTools(n, { seed: 3 });
  const head = changeEveryTool(base);
  return {
    base: core.countListing(listingOf(base), encoders, "bench"),
    head: core.countListing(listingOf(head), encoders, "bench"),
  };
}

const CONTEXT = {
  base: { sha: "a".repeat(40), ref: "main", label: "main" },
  head: { sha: "b".repeat(40), label: "#12" },
};

/** What publish() does with a comparison: the comment body and the job summary. */
export function renderBoth(core, comparison) {
  const marker = core.commentMarker("default");
  const comment = `${marker}\n${core.renderComparisonMarkdown(comparison, {
    maxLength: core.GITHUB_COMMENT_MAX_CHARS - marker.length - 1,
    footer: FOOTER,
    moreAt: "see the job summary of the workflow run",
  })}`;
  const summary = core.renderComparisonMarkdown(comparison, {
    maxLength: core.JOB_SUMMARY_MAX_BYTES - 1024,
    lengthUnit: "utf8-bytes",
    footer: FOOTER,
    moreAt: "see comparison.json",
  });
  return { comment, summary };
}

export { CONTEXT };

export async function renderSection(core) {
  console.log("3. compare + markdown rendering, every tool changed (comment ≤ 65,536 chars, summary ≤ 1 MiB)");
  console.log(
    `   ${padEnd("tools", 6)} ${pad("compare", 10)} ${pad("comment", 10)} ${pad("summary", 10)} ${pad("total", 10)} ${pad("µs/tool", 8)}   output sizes`,
  );
  const perTool = [];
  for (const n of SIZES) {
    const { base, head } = await changedReports(core, n);
    // Warm-up, and a check that the case is what it claims to be.
    const warm = core.compare(base, head, CONTEXT);
    if (warm.summary.changed !== n) throw new Error(`expected ${n} changed tools, got ${JSON.stringify(warm.summary)}`);
    const out = renderBoth(core, warm);
    if (out.comment.length > core.GITHUB_COMMENT_MAX_CHARS) throw new Error("comment over GitHub's limit");
    if (Buffer.byteLength(out.summary) > core.JOB_SUMMARY_MAX_BYTES) throw new Error("summary over 1 MiB");
    const samples = n >= 10000 ? Math.max(3, Math.ceil(REPS / 2)) : REPS;
    const times = { compare: [], comment: [], summary: [] };
    for (let s = 0; s < samples; s++) {
      let t = now();
      const comparison = core.compare(base, head, CONTEXT);
      times.compare.push(now() - t);
      const marker = core.commentMarker("default");
      t = now();
      core.renderComparisonMarkdown(comparison, {
        maxLength: core.GITHUB_COMMENT_MAX_CHARS - marker.length - 1,
        footer: FOOTER,
        moreAt: "see the job summary of the workflow run",
      });
      times.comment.push(now() - t);
      t = now();
      core.renderComparisonMarkdown(comparison, {
        maxLength: core.JOB_SUMMARY_MAX_BYTES - 1024,
        lengthUnit: "utf8-bytes",
        footer: FOOTER,
        moreAt: "see comparison.json",
      });
      times.summary.push(now() - t);
    }
    const c = median(times.compare);
    const m = median(times.comment);
    const s = median(times.summary);
    const total = c + m + s;
    perTool.push((total / n) * 1000);
    console.log(
      `   ${padEnd(int(n), 6)} ${pad(`${c.toFixed(1)} ms`, 10)} ${pad(`${m.toFixed(1)} ms`, 10)} ${pad(`${s.toFixed(1)} ms`, 10)} ${pad(`${total.toFixed(1)} ms`, 10)} ${pad(((total / n) * 1000).toFixed(1), 8)}   comment ${int(out.comment.length)} chars, summary ${mb(Buffer.byteLength(out.summary))}`,
    );
  }
  const spread = Math.max(...perTool) / Math.min(...perTool);
  console.log(
    `   scaling: µs/tool from 1,000 to 10,000 tools changes ${spread.toFixed(2)}x (same 2x rule as in 2)  ${verdict(3, "compare + render time per tool flat within 2x", spread <= 2, `${spread.toFixed(2)}x`)}`,
  );
  console.log("");
}
