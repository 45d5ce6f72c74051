/**
 * A server that logs to stdout a secret its configuration resolved for it (`"env": {"API_KEY": "${MY_KEY}"}`),
 * where the quote of that stdout in the report's warning is cut (200 characters): the cut fell inside the
 * secret, before the door's redactor ran, and the warning of `measure --config --format json` held its first
 * characters (issue 23: redact first, cut after). The quote now ends where the word ends (or is marked with an
 * ellipsis), so the redactor finds the secret whole. Through the bundled CLI.
 */
import { randomBytes } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Setup } from "../../../src/core/config/summary.js";
import { runCliJson } from "../../helpers/cli-process.js";
import { FIXTURE_SERVER } from "../../helpers/fixture.js";

const KEY = `sk_live_${randomBytes(24).toString("hex")}`;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "mtb-noise-secret-"));
  await writeFile(
    path.join(dir, "tools.json"),
    JSON.stringify({ tools: [{ name: "a", description: "b", inputSchema: { type: "object" } }] }),
  );
  // 190 characters, then the key: the old 200-character cut kept its first 10.
  await writeFile(
    path.join(dir, "noisy.mjs"),
    [
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the server's own code, written as text
      'process.stdout.write(`${"n".repeat(190)}${process.env.API_KEY} and the rest\\n`);',
      `process.argv.push("--tools", ${JSON.stringify(path.join(dir, "tools.json"))});`,
      `await import(${JSON.stringify(FIXTURE_SERVER)});`,
    ].join("\n"),
  );
  await writeFile(
    path.join(dir, ".mcp.json"),
    JSON.stringify({
      mcpServers: {
        // biome-ignore lint/suspicious/noTemplateCurlyInString: the configuration's variable, as a client file has it
        noisy: { command: process.execPath, args: [path.join(dir, "noisy.mjs")], env: { API_KEY: "${MY_KEY}" } },
      },
    }),
  );
  process.env.MY_KEY = KEY;
});
afterAll(async () => {
  delete process.env.MY_KEY;
  await rm(dir, { recursive: true, force: true });
});

describe("a resolved secret in a server's stdout noise, cut in the warning's quote (dist/cli.js)", () => {
  it("measure --config --format json: the warning quotes the noise with the secret redacted, no piece of it", async () => {
    const run = await runCliJson<Setup>(["measure", "--config", "claude-code:.mcp.json"], dir);
    expect(run.code, run.stderr).toBe(0);
    const server = run.json.servers[0];
    expect(server?.status).toBe("measured");
    const warnings = server?.status === "measured" ? server.report.warnings.join("\n") : "";
    expect(run.stdout + run.stderr).not.toContain(KEY.slice(0, 10));
    expect(warnings).toMatch(/non-JSON text to stdout \(skipped\), starting with "n{190}\*\*\*/);
  }, 180_000);
});
