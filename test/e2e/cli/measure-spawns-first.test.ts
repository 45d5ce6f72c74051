/**
 * A cold `measure -- <command>` starts the server first: before it spawns the server, dist/cli.js loads only its
 * small entry (src/cli.ts, src/cli/early-start.ts: the cleanup, the filtered environment, the spawn), none of the
 * door, the settings, the counting, the renderers, the tokenizers or the model profiles' table code, which load
 * while the server boots (measure-early-server.test.ts holds what the early server is given and that it ends). Held here by what node really loads before the spawn (a module hook records
 * every module, and the list is copied at the first child_process.spawn), not by time; bench section 1 gives the
 * time against a bare initialize + tools/list exchange with the same server.
 */
import { execFile } from "node:child_process";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLI, PROJECT_ROOT } from "../../helpers/cli-process.js";
import { FIXTURE_SERVER, FIXTURES, toolsFile } from "../../helpers/fixture.js";

const HOOK = path.join(FIXTURES, "loads", "spawn-loads.mjs");
const DIST = path.join(PROJECT_ROOT, "dist");

let dir = "";
let before: string[] = [];
let all: string[] = [];
let spawned: string[] = [];

/** The bundle's files in a list of loaded URLs, with their text. */
async function bundleFiles(urls: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const url of urls.split("\n").filter((u) => u.startsWith("file:"))) {
    const file = fileURLToPath(url);
    if (file.startsWith(DIST + path.sep) && !files.has(file)) files.set(file, await readFile(file, "utf8"));
  }
  return files;
}

let beforeFiles = new Map<string, string>();
let allFiles = new Map<string, string>();

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "mtb-spawns-first-"));
  const loads = path.join(dir, "loads");
  const stdout = await new Promise<string>((resolve, reject) =>
    execFile(
      process.execPath,
      [
        "--import",
        HOOK,
        CLI,
        "measure",
        "--format",
        "json",
        "--",
        process.execPath,
        FIXTURE_SERVER,
        "--tools",
        toolsFile("basic"),
      ],
      { env: { ...process.env, MTB_LOADS_FILE: loads }, cwd: dir },
      (error, out, err) => (error ? reject(new Error(`${error.message}\n${err}`)) : resolve(out)),
    ),
  );
  // The run measured the fixture's five tools: what follows is about a real, whole measure.
  expect((JSON.parse(stdout) as { tools: unknown[] }).tools).toHaveLength(5);
  beforeFiles = await bundleFiles(await readFile(`${loads}.spawn`, "utf8"));
  allFiles = await bundleFiles(await readFile(loads, "utf8"));
  before = [...beforeFiles.values()];
  all = [...allFiles.values()];
  spawned = JSON.parse(await readFile(`${loads}.command`, "utf8")) as string[];
});

afterAll(() => rm(dir, { recursive: true, force: true }));

describe("what measure loads before it spawns the server", () => {
  it("spawns the server as its first process", () => {
    expect(spawned).toEqual([process.execPath, FIXTURE_SERVER, "--tools", toolsFile("basic")]);
  });

  it("is the entry alone: under 40 KB (435 KB in 36 files when the door spawned it, 595 KB in 52 before)", () => {
    const bytes = before.reduce((n, s) => n + Buffer.byteLength(s), 0);
    expect(bytes).toBeLessThan(40 * 1024);
    expect(beforeFiles.size).toBeLessThan(allFiles.size);
  });

  it("holds neither the door's parser nor the settings: those load while the server starts", () => {
    // The argument parser (commander), the door and the settings' resolution: loaded in the run, not before.
    for (const marker of [/class _Command extends EventEmitter/, /function runCli\b/, /function resolveSettings\b/]) {
      expect(all.join("\n"), String(marker)).toMatch(marker);
      expect(before.join("\n"), String(marker)).not.toMatch(marker);
    }
  });

  it("holds no counting, renderer or tokenizer code: those load while the server starts", () => {
    // Each marker is code of the bundle (names are kept: keepNames) that this run loads after the spawn.
    const after = [/function\*? countListingSteps\b/, /function renderMeasurementText\b/, /function tableCounter\b/];
    for (const marker of after) {
      expect(all.join("\n"), String(marker)).toMatch(marker);
      expect(before.join("\n"), String(marker)).not.toMatch(marker);
    }
  });

  it("holds none of what only some runs need: the rank tables' encoders, the index, the badge", async () => {
    const chunks = path.join(DIST, "chunks");
    const names = (await readdir(chunks)).filter((f) => f.endsWith(".js"));
    const bundle = (await Promise.all(names.map((f) => readFile(path.join(chunks, f), "utf8")))).join("\n");
    for (const marker of [/function byteLevelEncoder\b/, /function withIndexStanding\b/, /function badgeContent\b/]) {
      // In the bundle (so its absence below means something), and not loaded before the spawn.
      expect(bundle, String(marker)).toMatch(marker);
      expect(before.join("\n"), String(marker)).not.toMatch(marker);
    }
  });
});
