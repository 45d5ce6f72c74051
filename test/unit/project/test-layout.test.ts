/**
 * The tiers cannot rot: every test file sits in test/unit, test/integration or test/e2e (the three
 * projects of vitest.config.ts, so none is left out of `npm test`), and a unit test imports nothing that
 * starts a process or reads the bundles. test/helpers/no-processes.ts refuses the rest at run time.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { importsOf } from "../../helpers/imports.js";
import { PROJECT_ROOT } from "../../helpers/paths.js";

const TEST_ROOT = path.join(PROJECT_ROOT, "test");

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" || entry.name === "fixtures" ? [] : filesUnder(full);
    return [full];
  });
}

const testFiles = filesUnder(TEST_ROOT)
  .filter((file) => /\.(test|spec)\.[cm]?[jt]sx?$/.test(file))
  .map((file) => path.relative(TEST_ROOT, file).split(path.sep).join("/"));

/** What a unit test may not import: processes, the bundles, and the helpers that start processes. */
const FORBIDDEN: [RegExp, string][] = [
  [/^(node:)?child_process$/, "starts processes"],
  [/^(node:)?cluster$/, "starts processes"],
  [/^(\.\.?\/)+dist\//, "reads the bundles (dist/ is built for the integration and e2e tiers only)"],
  [
    /helpers\/(cli-process|action-runner|tracked-run|processes|real-clients|git-repo|tool-repo|release-repo)\.js$/,
    "starts processes",
  ],
];

describe("the test layout", () => {
  it("finds the test files", () => {
    expect(testFiles.length).toBeGreaterThan(100);
  });

  it("puts every test file in one of the three tiers", () => {
    const outside = testFiles.filter((file) => !/^(unit|integration|e2e)\//.test(file));
    expect(outside, "move these into test/unit/<src path>/, test/integration/<area>/ or test/e2e/").toEqual([]);
  });

  it("puts end-to-end tests in cli, action or clients", () => {
    const elsewhere = testFiles.filter((file) => file.startsWith("e2e/") && !/^e2e\/(cli|action|clients)\//.test(file));
    expect(elsewhere).toEqual([]);
  });

  it("keeps unit tests free of processes and of dist/", () => {
    const offences = testFiles
      .filter((file) => file.startsWith("unit/"))
      .flatMap((file) =>
        importsOf(readFileSync(path.join(TEST_ROOT, file), "utf8")).flatMap((specifier) =>
          FORBIDDEN.filter(([pattern]) => pattern.test(specifier)).map(([, why]) => `${file}: ${specifier} ${why}`),
        ),
      );
    expect(offences, "move these to test/integration/<area>/ or test/e2e/").toEqual([]);
  });

  it("reads imports the way the check needs", () => {
    const source = [
      'import { execFile } from "node:child_process";',
      'import type { X } from "../../src/x.js";',
      'import {\n  a,\n  type B,\n} from "./ab.js";',
      'export { y } from "./y.js";',
      'import "./side-effect.js";',
      // Built in pieces, so that this file's own text holds no dynamic import of dist/.
      ["const cli = await import(", '"../../../dist/cli.js"', ");"].join(""),
    ].join("\n");
    const specifiers = importsOf(source);
    expect(specifiers).toEqual([
      "node:child_process",
      "../../src/x.js",
      "./ab.js",
      "./y.js",
      "./side-effect.js",
      "../../../dist/cli.js",
    ]);
    expect(specifiers.filter((s) => FORBIDDEN.some(([pattern]) => pattern.test(s)))).toEqual([
      "node:child_process",
      "../../../dist/cli.js",
    ]);
  });
});
