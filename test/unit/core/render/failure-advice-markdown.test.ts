/**
 * The "What to do" line of the failure summary and comment, rendered as GitHub renders markdown (marked,
 * GFM): the commands in it are code, not backticks shown as text; and since the advice can come from
 * failure.json (written by an untrusted run), nothing else in it becomes markup, a link, a mention or HTML.
 */
import { marked } from "marked";
import { describe, expect, it } from "vitest";
import { escapeMarkdownKeepingCode } from "../../../../src/core/render/escape.js";
import { renderFailureMarkdown } from "../../../../src/core/render/failure.js";

const whatToDo = (advice: string) => {
  const markdown = renderFailureMarkdown({ what: "the build failed", advice, detail: "x" });
  const line = markdown.split("\n").find((l) => l.startsWith("**What to do:**")) ?? "";
  return marked.parseInline(line) as string;
};

describe("the advice of a failure", () => {
  it("shows commands as code", () => {
    const html = whatToDo("fix the file named above; `mcp-token-budget check` runs the same checks locally");
    expect(html).toBe(
      "<strong>What to do:</strong> fix the file named above; <code>mcp-token-budget check</code> runs the same checks locally",
    );
  });

  it("keeps everything outside code spans as text, even from an untrusted failure.json", () => {
    const html = whatToDo(
      "see [here](https://evil.example) <img src=x onerror=alert(1)> @octocat **now** `rm -rf <x>`",
    );
    expect(html).not.toMatch(/<a |<img|<strong>now/);
    expect(html).toContain("<code>rm -rf &lt;x&gt;</code>");
    expect(html).toContain("@\u2060octocat");
  });

  it("leaves an unpaired backtick as text, and a line that starts like a list item is not a list", () => {
    expect(escapeMarkdownKeepingCode("run `this")).toBe("run \\`this");
    expect(escapeMarkdownKeepingCode("- `a` b")).toBe("\\- `a` b");
  });
});
