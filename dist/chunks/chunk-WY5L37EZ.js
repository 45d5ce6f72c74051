import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/core/release-block.ts
var RELEASE_NOTES_START = "<!-- mcp-token-budget:release-notes -->";
var RELEASE_NOTES_END = "<!-- /mcp-token-budget:release-notes -->";
var CONTAINER_PREFIX = /^[ \t]*(?:(?:>|[-*+]|\d{1,9}[.)])[ \t]*)*/;
function fenceOpen(text) {
  const rest = text.replace(CONTAINER_PREFIX, "");
  const m = /^(`{3,}|~{3,})(.*)$/.exec(rest);
  if (!m?.[1]) return null;
  if (m[1][0] === "`" && (m[2] ?? "").includes("`")) return null;
  return { char: m[1][0], length: m[1].length };
}
__name(fenceOpen, "fenceOpen");
function fenceCloses(text, fence) {
  const rest = text.replace(CONTAINER_PREFIX, "");
  const m = /^(`{3,}|~{3,})[ \t]*$/.exec(rest);
  return !!m?.[1] && m[1][0] === fence.char && m[1].length >= fence.length;
}
__name(fenceCloses, "fenceCloses");
function commentEnd(text, open) {
  if (text.startsWith(">", open + 4)) return open + 5;
  if (text.startsWith("->", open + 4)) return open + 6;
  const close = text.indexOf("-->", open + 4);
  return close === -1 ? -1 : close + 3;
}
__name(commentEnd, "commentEnd");
function scanInline(text, from) {
  let at = from;
  while (at < text.length) {
    const tick = text.indexOf("`", at);
    const comment = text.indexOf("<!--", at);
    if (tick === -1 && comment === -1) return false;
    if (tick !== -1 && (comment === -1 || tick < comment)) {
      let n = tick;
      while (text[n] === "`") n++;
      const run = text.slice(tick, n);
      let close = text.indexOf(run, n);
      while (close !== -1 && (text[close + run.length] === "`" || text[close - 1] === "`")) {
        let skip = close;
        while (text[skip] === "`") skip++;
        close = text.indexOf(run, skip);
      }
      at = close === -1 ? n : close + run.length;
      continue;
    }
    const end = commentEnd(text, comment);
    if (end === -1) return true;
    at = end;
  }
  return false;
}
__name(scanInline, "scanInline");
function markerOn(text) {
  const m = /^( {0,3})(\S.*?)[ \t]*$/.exec(text);
  if (m?.[2] === RELEASE_NOTES_START) return "start";
  if (m?.[2] === RELEASE_NOTES_END) return "end";
  return null;
}
__name(markerOn, "markerOn");
function scan(body) {
  const markers = [];
  let fence = null;
  let comment = null;
  let inBlock = false;
  let lineNo = 0;
  for (let at = 0; at <= body.length; ) {
    lineNo++;
    const newline = body.indexOf("\n", at);
    const lineEnd = newline === -1 ? body.length : newline;
    const raw = body.slice(at, lineEnd);
    const text = raw.endsWith("\r") ? raw.slice(0, -1) : raw;
    const lineStart = at;
    at = newline === -1 ? body.length + 1 : newline + 1;
    const marker = fence || comment !== null ? null : markerOn(text);
    if (inBlock) {
      if (markerOn(text) === "end") {
        const from = lineStart + text.indexOf(RELEASE_NOTES_END);
        markers.push({ kind: "end", from, to: from + RELEASE_NOTES_END.length });
        inBlock = false;
      }
      continue;
    }
    if (fence) {
      if (fenceCloses(text, fence)) fence = null;
      continue;
    }
    if (comment !== null) {
      const close = text.indexOf("-->");
      if (close === -1) continue;
      comment = scanInline(text, close + 3) ? lineNo : null;
      continue;
    }
    if (marker === "start") {
      const from = lineStart + text.indexOf(RELEASE_NOTES_START);
      markers.push({ kind: "start", from, to: from + RELEASE_NOTES_START.length });
      inBlock = true;
      continue;
    }
    if (marker === "end") continue;
    const opened = fenceOpen(text);
    if (opened) {
      fence = { ...opened, line: lineNo };
      continue;
    }
    if (scanInline(text, 0)) comment = lineNo;
  }
  const open = fence ? { what: "a code fence", line: fence.line } : comment !== null ? { what: "an HTML comment", line: comment } : null;
  return { markers, open };
}
__name(scan, "scan");
var lineOf = /* @__PURE__ */ __name((text, offset) => text.slice(0, offset).split("\n").length, "lineOf");
function withNotesBlock(body, section) {
  const block = `${RELEASE_NOTES_START}
${section.replace(/\n+$/, "")}
${RELEASE_NOTES_END}`;
  const { markers, open } = scan(body);
  const spans = [];
  for (const m of markers) {
    if (m.kind === "start") spans.push({ from: m.from, to: null });
    else {
      const last = spans[spans.length - 1];
      if (last) last.to = m.to;
    }
  }
  const first = spans[0];
  if (first && first.to === null) {
    return {
      kind: "unterminated",
      reason: `the release body has "${RELEASE_NOTES_START}" on line ${lineOf(body, first.from)} without "${RELEASE_NOTES_END}" after it; remove the start marker (or add the end marker) so the block can be replaced`
    };
  }
  if (!first) {
    if (open) {
      return {
        kind: "unterminated",
        reason: `the release body ends inside ${open.what} opened on line ${open.line}, which would hide an appended block; close it so the block can be added`
      };
    }
    const separator = body === "" || /\r?\n\r?\n$/.test(body) ? "" : /\r?\n$/.test(body) ? "\n" : "\n\n";
    return { kind: "appended", body: `${body}${separator}${block}
`, unchanged: false, others: [] };
  }
  const next = body.slice(0, first.from) + block + body.slice(first.to);
  const shift = block.length - (first.to - first.from);
  const others = spans.slice(1).map((s) => ({
    startLine: lineOf(next, s.from + shift),
    endLine: s.to === null ? null : lineOf(next, s.to + shift)
  }));
  return { kind: "replaced", body: next, unchanged: next === body, others };
}
__name(withNotesBlock, "withNotesBlock");
function describeOtherBlocks(others) {
  if (others.length === 0) return null;
  const where = others.map((o) => o.endLine === null ? `line ${o.startLine} (no end marker)` : `lines ${o.startLine}-${o.endLine}`).join(", ");
  const n = others.length === 1 ? "another marked block" : `${others.length} other marked blocks`;
  return `the release body has ${n} (${where}); only the first block is updated, the others were left as they are: remove them if they are copies`;
}
__name(describeOtherBlocks, "describeOtherBlocks");

// src/github/releases.ts
var RELEASE_BODY_MAX_CHARS = 125e3;
var RELEASES_PAGE_SIZE = 100;
function octokitReleases(octokit, repo) {
  return {
    async listPage(page) {
      const { data } = await octokit.rest.repos.listReleases({ ...repo, per_page: RELEASES_PAGE_SIZE, page });
      return data;
    },
    async byTag(tag) {
      try {
        const { data } = await octokit.rest.repos.getReleaseByTag({ ...repo, tag });
        return data;
      } catch (error) {
        if (error.status === 404) return null;
        throw error;
      }
    },
    async get(id) {
      const { data } = await octokit.rest.repos.getRelease({ ...repo, release_id: id });
      return data;
    },
    async update(id, body) {
      const { data } = await octokit.rest.repos.updateRelease({ ...repo, release_id: id, body });
      return data;
    }
  };
}
__name(octokitReleases, "octokitReleases");
async function allReleases(api) {
  const out = [];
  for (let page = 1; ; page++) {
    const list = await api.listPage(page);
    out.push(...list);
    if (list.length < RELEASES_PAGE_SIZE) return out;
  }
}
__name(allReleases, "allReleases");
var time = /* @__PURE__ */ __name((r) => Date.parse(r.published_at ?? r.created_at ?? "") || 0, "time");
function previousRelease(releases, current) {
  const before = time(current) || Number.POSITIVE_INFINITY;
  const candidates = releases.filter(
    (r) => r.id !== current.id && r.tag_name !== current.tag_name && !r.draft && (current.prerelease || !r.prerelease) && time(r) > 0 && time(r) < before
  );
  candidates.sort((a, b) => time(b) - time(a));
  return candidates[0] ?? null;
}
__name(previousRelease, "previousRelease");

// src/action/release-run.ts
function isReleaseRun(settings, context) {
  if (settings.mode !== "measure" || settings.releaseNotes === "off" || !settings.run) return false;
  if (context.eventName === "release") return context.release?.action === "published" && context.tag !== null;
  return context.eventName === "push" && context.tag !== null;
}
__name(isReleaseRun, "isReleaseRun");

export {
  withNotesBlock,
  describeOtherBlocks,
  RELEASE_BODY_MAX_CHARS,
  octokitReleases,
  allReleases,
  previousRelease,
  isReleaseRun
};
//# sourceMappingURL=chunk-WY5L37EZ.js.map
