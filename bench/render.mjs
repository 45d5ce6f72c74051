// 3. compare + markdown rendering for pull requests that change every tool, rendered exactly as the
// action publishes them: the sticky comment within GitHub's 65,536 characters and the job summary
// within 1 MiB (UTF-8 bytes).
import { int, mb, median, now, pad, padEnd, REPS, verdict } from "./lib.mjs";
import { changeEveryTool, syntheticTools } from "./synthetic.mjs";

const SIZES = [1000, 10000];
const ENCODINGS = ["o200k_base", "cl100k_base"];
const FOOTER =
  "<sub>[mcp-token-budget](https://www.npmjs.com/package/mcp-token-budget) · [workflow run](https://github.example/octo/weather/actions/runs/4242)</sub>";
const CONTEXT = {
  base: { sha: "a".repeat(40), ref: "main", label: "main" },
  head: { sha: "b".repeat(40), label: "#12" },
};

const listingOf = (tools) => ({
  server: { name: "bench", version: "1.0.0", protocolVersion: "2025-06-18" },
  tools,
  prompts: null,
  resources: null,
  warnings: [],
});

const reports = new Map();

/** Base and head reports of a pull request that changes all n tools, counted by the real core (kept for section 5). */
export async function changedReports(core, n) {
  if (!reports.has(n)) {
    const encoders = await core.loadEncoders(ENCODINGS);
    const base = syntheticTools(n, { seed: 3 });
    const head = changeEveryTool(base);
    reports.set(n, {
      base: core.countListing(listingOf(base), encoders, "bench"),
      head: core.countListing(listingOf(head), encoders, "bench"),
    });
  }
  return reports.get(n);
}

/** The two renderings publish() makes of a comparison, with its options. */
function renderers(core) {
  const marker = core.commentMarker("default");
  return {
    comment: (c) =>
      `${marker}\n${core.renderComparisonMarkdown(c, {
        maxLength: core.GITHUB_COMMENT_MAX_CHARS - marker.length - 1,
        footer: FOOTER,
        moreAt: "see the job summary of the workflow run",
      })}`,
    summary: (c) =>
      core.renderComparisonMarkdown(c, {
        maxLength: core.JOB_SUMMARY_MAX_BYTES - 1024,
        lengthUnit: "utf8-bytes",
        footer: FOOTER,
        moreAt: "see comparison.json",
      }),
  };
}

export function compareAndRender(core, base, head) {
  const render = renderers(core);
  const comparison = core.compare(base, head, CONTEXT);
  return { comparison, comment: render.comment(comparison), summary: render.summary(comparison) };
}

export async function renderSection(core) {
  console.log("3. compare + markdown rendering, every tool changed (comment ≤ 65,536 chars, summary ≤ 1 MiB)");
  console.log(
    `   ${padEnd("tools", 6)} ${pad("compare", 10)} ${pad("comment", 10)} ${pad("summary", 10)} ${pad("total", 10)} ${pad("µs/tool", 8)}   output sizes`,
  );
  const render = renderers(core);
  const perTool = [];
  for (const n of SIZES) {
    const { base, head } = await changedReports(core, n);
    // Warm-up, and a check that the case is what it claims to be.
    const out = compareAndRender(core, base, head);
    if (out.comparison.summary.changed !== n)
      throw new Error(`expected ${n} changed tools: ${JSON.stringify(out.comparison.summary)}`);
    if (out.comment.length > core.GITHUB_COMMENT_MAX_CHARS) throw new Error("the comment is over GitHub's limit");
    if (Buffer.byteLength(out.summary) > core.JOB_SUMMARY_MAX_BYTES) throw new Error("the summary is over 1 MiB");
    const times = { compare: [], comment: [], summary: [] };
    for (let s = 0; s < REPS; s++) {
      let t = now();
      const comparison = core.compare(base, head, CONTEXT);
      times.compare.push(now() - t);
      t = now();
      render.comment(comparison);
      times.comment.push(now() - t);
      t = now();
      render.summary(comparison);
      times.summary.push(now() - t);
    }
    const [c, m, s] = [median(times.compare), median(times.comment), median(times.summary)];
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
