/**
 * One settings model for both doors: the same bad value gets the same message from the CLI
 * (dist/cli.js, exit 2) and from the action (dist/index.js run as the runner runs it, a failed
 * step), with only the name of the setting spelled the way that door's users write it.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { settingLabel } from "../../../src/settings/labels.js";
import { runAction } from "../../helpers/action-runner.js";
import { runCli } from "../../helpers/cli-process.js";
import { FIXTURE_SERVER, toolsFile } from "../../helpers/fixture.js";

const SERVER = `${process.execPath} ${FIXTURE_SERVER} --tools ${toolsFile("basic")}`;
const SERVER_ARGV = ["--", process.execPath, FIXTURE_SERVER, "--tools", toolsFile("basic")];
const URL_OK = "http://127.0.0.1:9/mcp";

interface BadInput {
  what: string;
  cli: string[];
  action: Record<string, string>;
  /** The message with {setting} placeholders, filled in with each door's name for the setting. */
  message: string;
}

const BAD_INPUTS: BadInput[] = [
  {
    what: "a URL that is not http(s)",
    cli: ["measure", "--url", "ftp://example.com/mcp"],
    action: { url: "ftp://example.com/mcp" },
    message: '{url}: expected an http:// or https:// URL, got "ftp://example.com/mcp"',
  },
  {
    what: "a URL that does not parse",
    cli: ["measure", "--url", "not a url"],
    action: { url: "not a url" },
    message: '{url}: expected an http:// or https:// URL, got "not a url"',
  },
  {
    what: "a header line without a name",
    cli: ["measure", "--url", URL_OK, "--header", "Bearer abc123"],
    action: { url: URL_OK, headers: "Bearer abc123" },
    message:
      '{headers}: expected "Name: value" with a header name before the colon; header 1 has none (its text is not shown, it may be a credential)',
  },
  {
    what: "headers for a server started by command",
    cli: ["measure", "--header", "X-A: 1", ...SERVER_ARGV],
    action: { command: SERVER, headers: "X-A: 1" },
    message: "{headers} is sent to an HTTP server; give {url} to use it",
  },
  {
    what: "an unknown encoding",
    cli: ["measure", "--encoding", "o200k_base,p99k", ...SERVER_ARGV],
    action: { command: SERVER, encodings: "o200k_base,p99k" },
    message: '{encodings}: unknown encoding "p99k"; known encodings: o200k_base, cl100k_base',
  },
  {
    what: "a timeout that is not a number",
    cli: ["measure", "--timeout", "soon", ...SERVER_ARGV],
    action: { command: SERVER, "timeout-seconds": "soon" },
    message: '{timeout}: expected a positive number of seconds, got "soon"',
  },
  {
    what: "a negative build timeout",
    cli: ["compare", "--base", "main", "--build-timeout", "-5", ...SERVER_ARGV],
    action: { command: SERVER, "build-timeout-seconds": "-5" },
    message: '{buildTimeout}: expected a positive number of seconds, got "-5"',
  },
  {
    what: "an environment line without =",
    cli: ["measure", "--env", "NOPE", ...SERVER_ARGV],
    action: { command: SERVER, env: "NOPE" },
    message: '{env}: invalid environment assignment "NOPE": expected KEY=VALUE',
  },
  {
    what: "both a URL and a command",
    cli: ["measure", "--url", URL_OK, ...SERVER_ARGV],
    action: { command: SERVER, url: URL_OK },
    message: "give either {url} or {command}, not both",
  },
  {
    what: "both a base ref and a base report",
    cli: ["compare", "--base", "main", "--base-report", "base.json", ...SERVER_ARGV],
    action: { command: SERVER, "base-ref": "main", "base-report": "base.json" },
    message: "give either {base} or {baseReport}, not both",
  },
];

function messageFor(template: string, door: "cli" | "action"): string {
  return template.replace(/\{(\w+)\}/g, (_, key) => settingLabel(door, key));
}

describe("the same bad value gets the same message from the CLI and the action", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "mtb-doors-"));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it.each(BAD_INPUTS)("$what", async (bad) => {
    const [cli, action] = await Promise.all([
      runCli(bad.cli, dir),
      runAction({ inputs: bad.action, eventName: "push", event: {}, cwd: dir, apiUrl: "http://127.0.0.1:9" }),
    ]);
    expect(cli.code).toBe(2);
    expect(cli.stderr).toBe(`error: ${messageFor(bad.message, "cli")}\n`);
    expect(action.code).toBe(1);
    const errors = action.stdout.split("\n").filter((l) => l.startsWith("::error::"));
    expect(errors).toEqual([`::error::${messageFor(bad.message, "action")}`]);
  });

  it("names the setting the way each door's users write it", () => {
    expect(messageFor("{timeout} {headers}", "cli")).toBe("--timeout --header");
    expect(messageFor("{timeout} {headers}", "action")).toBe("timeout-seconds headers");
  });
});
