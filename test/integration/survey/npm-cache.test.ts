/**
 * survey --npm-cache: the entries' installs share one npm cache, used offline first, so a package fetched once
 * (by an earlier entry, or an earlier run that left the cache behind; the index workflow's legs keep none between
 * runs) is not asked of the registry again; each entry still installs into a directory of its own. Against the registry
 * stand-in, counting what npm asks of it; without the flag npm asks for the package's metadata again.
 */
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCli } from "../../helpers/cli-process.js";
import { RegistryStandIn } from "../../helpers/registry-stand-in.js";
import { makeFixturePackage, servePackages } from "../../helpers/survey-packages.js";

const TOOLS = [{ name: "get_forecast", description: "Forecast", inputSchema: { type: "object", properties: {} } }];
const PACKUMENT = "/mtb-cached";
const TARBALL = "/mtb-cached/-/mtb-cached-1.0.0.tgz";

let registry: RegistryStandIn;
let work: string;
let list: string;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), "mtb-survey-cache-"));
  const mark = path.join(work, "postinstall-ran");
  registry = await new RegistryStandIn().start();
  servePackages(registry, [await makeFixturePackage("mtb-cached", "1.0.0", { kind: "tools", tools: TOOLS }, mark)]);
  list = path.join(work, "list.yml");
  await writeFile(list, 'servers:\n  - { package: mtb-cached, version: "1.0.0" }\n');
}, 60_000);

afterAll(async () => {
  await registry?.stop();
  if (work) await rm(work, { recursive: true, force: true });
});

/** One survey run into a new --out, with its own HOME (npm's default cache and config); what it asked the registry. */
async function surveyRun(out: string, home: string, extra: string[] = []) {
  const before = registry.requests.length;
  const run = await runCli(["survey", list, "--out", out, "--registry", registry.url, ...extra], work, {
    env: { HOME: path.join(work, home) },
  });
  expect(run.code, run.stderr).toBe(0);
  expect(run.stdout).toContain("1 measured, 0 failed, 0 kept");
  const rows = JSON.parse(await readFile(path.join(work, out, "dataset.json"), "utf8")).rows;
  expect(rows[0]).toMatchObject({ package: "mtb-cached", status: "measured", tools: 1 });
  return registry.requests.slice(before);
}

describe("survey --npm-cache", () => {
  it("installs a package the cache holds without asking the registry for it again", async () => {
    const cache = path.join(work, "npm-cache");
    const first = await surveyRun("first", "home-1", ["--npm-cache", cache]);
    expect(first).toEqual(expect.arrayContaining([PACKUMENT, TARBALL]));
    // Another run on another HOME (a fresh runner) that restored the cache: nothing asked of the registry.
    const second = await surveyRun("second", "home-2", ["--npm-cache", cache]);
    expect(second).toEqual([]);
  });

  it("without it, npm's own cache in HOME still asks the registry for the package's metadata again", async () => {
    const first = await surveyRun("plain-1", "home-3");
    expect(first).toEqual(expect.arrayContaining([PACKUMENT, TARBALL]));
    const second = await surveyRun("plain-2", "home-3");
    expect(second).toContain(PACKUMENT);
  });
});
