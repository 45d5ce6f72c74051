/**
 * The commands a server's page gives to measure a row again, run as a reader would copy them: a package made
 * here is surveyed from a registry stand-in on 127.0.0.1, the site written, and then, in fresh directories, the
 * page's `survey verify` (next to the site's dataset.json) and its by-hand lines (`npm install ...`, then
 * `measure ... -- npx --no-install ...`, with a bin named and without) give the row's figures.
 */

import { execFile } from "node:child_process";
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serverPagePath } from "../../../src/core/survey/site/slug.js";
import { CLI, runCli } from "../../helpers/cli-process.js";
import { RegistryStandIn } from "../../helpers/registry-stand-in.js";
import { makeFixturePackage, servePackages } from "../../helpers/survey-packages.js";

const TOOLS = [
  {
    name: "get_forecast",
    description: "Get the weather forecast for a city, up to 7 days ahead.",
    inputSchema: { type: "object", properties: { city: { type: "string" } }, required: ["city"] },
  },
  { name: "ping", inputSchema: { type: "object" } },
];

const LIST = `servers:
  - package: mtb-site-weather
    version: "1.0.0"
    args: ["seen.json"]
    env:
      WEATHER_API_KEY: dummy
  - package: "@mtb/site-two-bins"
    version: "2.0.0"
    bin: site-two-bins-cli
`;

let registry: RegistryStandIn;
let work: string;
/** A PATH whose `mcp-token-budget` is the bundle under test. */
let path_: string;

interface Row {
  package: string;
  version: string;
  tools: number;
  tokens: Record<string, { model: number }>;
}

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), "mtb-site-reproduce-"));
  const mark = path.join(work, "postinstall-ran");
  registry = await new RegistryStandIn().start();
  servePackages(registry, [
    await makeFixturePackage("mtb-site-weather", "1.0.0", { kind: "tools", tools: TOOLS }, mark),
    await makeFixturePackage("@mtb/site-two-bins", "2.0.0", { kind: "tools", tools: TOOLS.slice(0, 1) }, mark, [
      "site-two-bins-cli",
    ]),
  ]);
  const bin = path.join(work, "bin");
  await mkdir(bin);
  await writeFile(path.join(bin, "mcp-token-budget"), `#!/bin/sh\nexec "${process.execPath}" "${CLI}" "$@"\n`);
  await chmod(path.join(bin, "mcp-token-budget"), 0o755);
  path_ = `${bin}${path.delimiter}${process.env.PATH ?? ""}`;
  await writeFile(path.join(work, "list.yml"), LIST);
  const env = { HOME: path.join(work, "home") };
  const survey = await runCli(["survey", "list.yml", "--out", "index", "--registry", registry.url], work, { env });
  expect(survey.stdout, survey.stderr).toContain("2 measured, 0 failed");
  const site = await runCli(["survey", "site", "index", "--out", "site"], work);
  expect(site.code, site.stderr).toBe(0);
}, 180_000);

afterAll(async () => {
  await registry?.stop();
  if (work) await rm(work, { recursive: true, force: true });
});

const fromHtml = (html: string) =>
  html
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");

/** The `<pre>` blocks under the page's heading for `version`: the verify line, then the by-hand lines. */
async function commands(pkg: string, version: string): Promise<{ verify: string; byHand: string[] }> {
  const page = await readFile(path.join(work, "site", serverPagePath(pkg)), "utf8");
  const section = page.slice(page.indexOf(`<h3>${version}</h3>`));
  const [verify, byHand] = [...section.matchAll(/<pre>([\s\S]*?)<\/pre>/g)].map((m) => fromHtml(m[1] as string));
  return { verify: verify as string, byHand: (byHand as string).split("\n") };
}

/** Runs one shell line in `cwd` as a reader would, with the registry stand-in as npm's registry. */
function sh(line: string, cwd: string): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) =>
    execFile(
      "sh",
      ["-c", line],
      {
        cwd,
        env: {
          PATH: path_,
          HOME: path.join(work, "home"),
          NPM_CONFIG_REGISTRY: registry.url,
          COLUMNS: "1000",
        },
        timeout: 120_000,
      },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    ),
  );
}

describe("the commands on a server's page measure its row again", () => {
  it.each([
    ["mtb-site-weather", "1.0.0"],
    ["@mtb/site-two-bins", "2.0.0"],
  ])(
    "%s@%s: survey verify next to the site's dataset.json, then by hand",
    async (pkg, version) => {
      const data = JSON.parse(await readFile(path.join(work, "site", "dataset.json"), "utf8")) as { rows: Row[] };
      const row = data.rows.find((r) => r.package === pkg) as Row;
      const { verify, byHand } = await commands(pkg, version);

      const verified = await sh(verify, path.join(work, "site"));
      expect(verified.stdout, verified.stderr).toContain("every figure is the same");
      expect(verified.code).toBe(0);

      const dir = await mkdtemp(path.join(work, "by-hand-"));
      let last = { code: 0, stdout: "", stderr: "" };
      for (const line of byHand) {
        last = await sh(line, dir);
        expect(last.code, `${line}\n${last.stderr}`).toBe(0);
      }
      // "survey-fixture 9.9.9: 2 tools, 61 tokens (o200k_base), 60 tokens (cl100k_base) sent with every request"
      const summary = last.stdout.split("\n")[0] ?? "";
      const o200k = row.tokens.o200k_base?.model ?? -1;
      const cl100k = row.tokens.cl100k_base?.model ?? -1;
      expect(summary).toContain(
        `: ${row.tools} tool${row.tools === 1 ? "" : "s"}, ${o200k.toLocaleString("en-US")} tokens (o200k_base), ${cl100k.toLocaleString("en-US")} tokens (cl100k_base)`,
      );
    },
    240_000,
  );
});
