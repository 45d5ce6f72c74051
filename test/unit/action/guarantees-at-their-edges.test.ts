/**
 * Guarantees that had no test to catch their loss (mutations of the code survived the suite):
 * - a secret of exactly MIN_SECRET_LENGTH (6) characters is redacted, as the README says; 5 are not;
 * - a logged line that starts with a zero-width character (U+200B, U+FEFF, U+2060) before "::" is
 *   neutralised like one that starts with spaces;
 * - the comment policies as a table on plain data: `always` creates a comment even with nothing to say,
 *   `on-change` does not, `never` touches nothing, and an existing comment is updated under both.
 */
import { describe, expect, it } from "vitest";
import { neutraliseCommands } from "../../../src/action/effects.js";
import { createRedactor, MIN_SECRET_LENGTH } from "../../../src/core/redact.js";
import {
  ACTIONS_BOT,
  type CommentPolicy,
  type CommentsApi,
  commentMarker,
  type IssueComment,
  upsertStickyComment,
} from "../../../src/github/comment.js";

describe("redaction at the length limit", () => {
  it("redacts a secret of exactly 6 characters, in every form, and leaves a 5-character value alone", () => {
    expect(MIN_SECRET_LENGTH).toBe(6);
    const six = "k3y-9Z";
    const redactor = createRedactor([six, "abcde"]);
    expect(redactor.secrets).toEqual([six]);
    expect(redactor.text(`token ${six} end`)).toBe("token *** end");
    expect(redactor.text(`url ${encodeURIComponent(six)}`)).toBe("url ***");
    expect(redactor.text(Buffer.from(`x-access-token:${six}`).toString("base64"))).not.toContain(
      Buffer.from(six).toString("base64").slice(0, 6),
    );
    expect(redactor.data({ [six]: [six] })).toEqual({ "***": ["***"] });
    expect(redactor.text("abcde stays")).toBe("abcde stays");
  });
});

describe("workflow commands after invisible characters", () => {
  // A line is a command for anyone who drops format characters and spaces before reading "::".
  const looksLikeCommand = (line: string) => /^[\s\p{Zs}\p{Cf}]*::/u.test(line);
  it.each([
    ["U+200B", "\u200b"],
    ["U+FEFF", "\ufeff"],
    ["U+2060", "\u2060"],
    ["U+200B after spaces", "  \u200b"],
    ["U+FEFF then U+200B", "\ufeff\u200b"],
  ])("%s before :: is neutralised", (_what, prefix) => {
    const text = `tool name\n${prefix}::warning title=Forged::forged\nnext`;
    expect(looksLikeCommand(text.split("\n")[1] as string)).toBe(true);
    const out = neutraliseCommands(text);
    expect(out.split("\n").filter(looksLikeCommand)).toEqual([]);
    // Only an invisible character was added, between the two colons.
    expect(out).toBe(`tool name\n${prefix}:\u200b:warning title=Forged::forged\nnext`);
  });
});

describe("the comment policy", () => {
  const MARKER = commentMarker("default");
  function fakeComments(existing: IssueComment[]) {
    const calls: string[] = [];
    const api: CommentsApi = {
      listPage: async (page) => (page === 1 ? existing : []),
      create: async (body) => {
        calls.push("create");
        return { id: 99, body, user: { login: ACTIONS_BOT.login, type: "Bot" } };
      },
      update: async (id, body) => {
        calls.push(`update ${id}`);
        return { id, body, user: { login: ACTIONS_BOT.login, type: "Bot" } };
      },
      author: async () => ACTIONS_BOT,
    };
    return { api, calls };
  }
  const ours: IssueComment = { id: 7, body: `${MARKER}\nold numbers`, user: { login: ACTIONS_BOT.login, type: "Bot" } };
  const cases: Array<[CommentPolicy, boolean, boolean, string, string[]]> = [
    // policy, a comment exists, worth creating, action, API writes
    ["always", false, false, "created", ["create"]],
    ["always", false, true, "created", ["create"]],
    ["always", true, false, "updated", ["update 7"]],
    ["on-change", false, false, "skipped", []],
    ["on-change", false, true, "created", ["create"]],
    ["on-change", true, false, "updated", ["update 7"]],
    ["never", false, true, "skipped", []],
    ["never", true, true, "skipped", []],
  ];
  it.each(cases)("%s, existing %s, worth creating %s: %s", async (policy, exists, worthCreating, action, writes) => {
    const { api, calls } = fakeComments(exists ? [ours] : []);
    const result = await upsertStickyComment(api, { marker: MARKER, body: "new numbers", policy, worthCreating });
    expect(result.action).toBe(action);
    expect(calls).toEqual(writes);
    if (action !== "skipped") expect(result.comment?.body).toBe(`${MARKER}\nnew numbers`);
  });
});
