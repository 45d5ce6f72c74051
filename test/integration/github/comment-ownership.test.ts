/**
 * The sticky comment is only ever the action's own: a comment counts when it starts with the
 * marker AND was written by the account behind the token. The rule on plain data first, then the
 * octokit adapter (the real @actions/github client) against the local GitHub stand-in, which
 * answers each token as GitHub would: GraphQL's viewer for every token, GET /user only for user tokens.
 */
import { getOctokit } from "@actions/github";
import { afterEach, describe, expect, it } from "vitest";
import {
  ACTIONS_BOT,
  type CommentAuthor,
  commentMarker,
  type IssueComment,
  isStickyComment,
  upsertStickyComment,
} from "../../../src/github/comment.js";
import { octokitComments, tokenAuthor } from "../../../src/github/octokit.js";
import { FakeGitHub, type FakeGitHubOptions } from "../../helpers/fake-github.js";

const MARKER = commentMarker("default");
const comment = (body: string, login: string, type?: string): IssueComment => ({
  id: 1,
  body,
  user: { login, ...(type ? { type } : {}) },
});

describe("which comment is ours", () => {
  const maintainer: CommentAuthor = { login: "Maintainer" };
  const cases: Array<[string, IssueComment, CommentAuthor, boolean]> = [
    [
      "the bot's own marked comment (identity unknown)",
      comment(`${MARKER}\nnumbers`, "github-actions[bot]", "Bot"),
      ACTIONS_BOT,
      true,
    ],
    [
      "a human's comment that starts with the marker",
      comment(`${MARKER}\nfake`, "mallory", "User"),
      ACTIONS_BOT,
      false,
    ],
    [
      "a human who took the bot's login as a display name is not a Bot",
      comment(`${MARKER}\nx`, "github-actions[bot]", "User"),
      ACTIONS_BOT,
      false,
    ],
    ["another app's bot", comment(`${MARKER}\nx`, "other-app[bot]", "Bot"), ACTIONS_BOT, false],
    ["the bot's comment without the marker", comment("numbers", "github-actions[bot]", "Bot"), ACTIONS_BOT, false],
    [
      "the marker later in the body, not at the start",
      comment(`quote:\n${MARKER}`, "github-actions[bot]", "Bot"),
      ACTIONS_BOT,
      false,
    ],
    ["another comment key", comment(`${commentMarker("docs")}\nx`, "github-actions[bot]", "Bot"), ACTIONS_BOT, false],
    ["a comment without an author (deleted account)", { id: 1, body: `${MARKER}\nx`, user: null }, ACTIONS_BOT, false],
    ["the token's own user, login in another case", comment(`${MARKER}\nx`, "maintainer", "User"), maintainer, true],
    [
      "the default bot, when the token is a user's",
      comment(`${MARKER}\nx`, "github-actions[bot]", "Bot"),
      maintainer,
      false,
    ],
    [
      "a custom app's bot, named by the token",
      comment(`${MARKER}\nx`, "budget-app[bot]", "Bot"),
      { login: "budget-app[bot]" },
      true,
    ],
  ];
  it.each(cases)("%s", (_name, given, author, expected) => {
    expect(isStickyComment(given, MARKER, author)).toBe(expected);
  });
});

describe("who the token writes as (the real octokit against the GitHub stand-in)", () => {
  let github: FakeGitHub;
  afterEach(async () => {
    await github?.stop();
  });
  const start = async (options: FakeGitHubOptions) => {
    github = await new FakeGitHub(options).start();
  };
  const octokit = (token: string) => getOctokit(token, { baseUrl: github.url });

  it("names the user behind a personal token, and the bot behind an installation token (GraphQL viewer)", async () => {
    await start({
      identities: {
        ghp_user: { login: "maintainer", type: "User" },
        ghs_app: { login: "budget-app[bot]", type: "Bot", installation: true },
      },
    });
    expect(await tokenAuthor(octokit("ghp_user"))).toEqual({ login: "maintainer" });
    expect(await tokenAuthor(octokit("ghs_app"))).toEqual({ login: "budget-app[bot]" });
    expect(await tokenAuthor(octokit("ghs_default"))).toEqual({ login: "github-actions[bot]" });
  });

  it("without GraphQL, asks GET /user; when that refuses (installation token), takes the Actions bot with type Bot", async () => {
    await start({ noGraphql: true, identities: { ghp_user: { login: "maintainer", type: "User" } } });
    expect(await tokenAuthor(octokit("ghp_user"))).toEqual({ login: "maintainer" });
    expect(await tokenAuthor(octokit("ghs_default"))).toEqual(ACTIONS_BOT);
    expect(github.requests.filter((r) => r.path === "/user").map((r) => r.authorization)).toEqual([
      "token ghp_user",
      "token ghs_default",
    ]);
  });

  it("does not guess when GitHub fails for another reason (a guess could post a duplicate)", async () => {
    await start({ noGraphql: true });
    await github.stop();
    await expect(tokenAuthor(octokit("ghp_user"))).rejects.toThrow();
  });
});

describe("the sticky comment through the adapter", () => {
  let github: FakeGitHub;
  afterEach(async () => {
    await github?.stop();
  });
  const upsert = (token: string, body: string) =>
    upsertStickyComment(
      octokitComments(getOctokit(token, { baseUrl: github.url }), { owner: "o", repo: "r", number: 7 }),
      {
        marker: MARKER,
        body,
        policy: "always",
        worthCreating: true,
      },
    );

  it("with several of its own comments (two runs raced), updates the oldest and creates none", async () => {
    github = await new FakeGitHub().start();
    github.addComment(7, `${MARKER}\nby a human`, { login: "mallory", type: "User" });
    const oldest = github.addComment(7, `${MARKER}\nfirst run`, { login: "github-actions[bot]", type: "Bot" });
    const newer = github.addComment(7, `${MARKER}\nracing run`, { login: "github-actions[bot]", type: "Bot" });
    const result = await upsert("ghs_default", "fresh numbers");
    expect(result).toMatchObject({ action: "updated", foreign: 1 });
    expect(github.writes().map((w) => `${w.method} ${w.path}`)).toEqual([
      `PATCH /repos/o/r/issues/comments/${oldest.id}`,
    ]);
    expect(oldest.body).toBe(`${MARKER}\nfresh numbers`);
    expect(newer.body).toBe(`${MARKER}\nracing run`);
  });

  it("with a personal token, the Actions bot's marked comment is not its own: it creates one, written as the user", async () => {
    github = await new FakeGitHub({ identities: { ghp_user: { login: "maintainer", type: "User" } } }).start();
    const bots = github.addComment(7, `${MARKER}\nold`, { login: "github-actions[bot]", type: "Bot" });
    const result = await upsert("ghp_user", "numbers");
    expect(result).toMatchObject({ action: "created", foreign: 1 });
    expect(bots.body).toBe(`${MARKER}\nold`);
    expect(github.comments.get(7)?.at(-1)?.user).toEqual({ login: "maintainer", type: "User" });
    // The next run finds the user's comment.
    expect(await upsert("ghp_user", "newer")).toMatchObject({ action: "updated", foreign: 1 });
    expect(github.writes().map((w) => w.method)).toEqual(["POST", "PATCH"]);
  });

  it("with an installation token and no GraphQL, still finds the Actions bot's comment and not a human's", async () => {
    github = await new FakeGitHub({ noGraphql: true }).start();
    const human = github.addComment(7, `${MARKER}\nhuman`, { login: "mallory", type: "User" });
    const ours = github.addComment(7, `${MARKER}\nold`, { login: "github-actions[bot]", type: "Bot" });
    expect(await upsert("ghs_default", "numbers")).toMatchObject({ action: "updated", foreign: 1 });
    expect(ours.body).toBe(`${MARKER}\nnumbers`);
    expect(human.body).toBe(`${MARKER}\nhuman`);
  });
});
