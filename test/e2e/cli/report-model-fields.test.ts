/**
 * docs/report-model-fields.md: its example is what the CLI writes (the same keys and values for the fields it
 * documents), and the report schema holds provider and providerModel together, as the page says.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { Ajv2020 } from "ajv/dist/2020.js";
import { describe, expect, it } from "vitest";
import type { Report } from "../../../src/core/report.js";
import { PROJECT_ROOT, runCliJson } from "../../helpers/cli-process.js";
import { FIXTURE_SERVER, toolsFile } from "../../helpers/fixture.js";

const page = readFileSync(path.join(PROJECT_ROOT, "docs/report-model-fields.md"), "utf8");
const example = JSON.parse(/```json\n([\s\S]*?)```/.exec(page)?.[1] ?? "null") as Record<
  string,
  Record<string, unknown>
>;
const schema = JSON.parse(readFileSync(path.join(PROJECT_ROOT, "schemas/report.schema.json"), "utf8"));

describe("models[id].provider and providerModel", () => {
  it("the page's example matches what measure -m claude,gpt-oss writes, field for field", async () => {
    const { code, json } = await runCliJson<Report>(
      ["measure", "-m", "claude,gpt-oss", "--", process.execPath, FIXTURE_SERVER, "--tools", toolsFile("basic")],
      PROJECT_ROOT,
    );
    expect(code).toBe(0);
    for (const id of ["claude", "gpt-oss"]) {
      const entry = json.models?.[id] as unknown as Record<string, unknown>;
      const documented = example[id] ?? {};
      for (const key of ["profile", "runtime", "provider", "providerModel", "fidelity"]) {
        expect(entry[key], `${id}.${key}`).toEqual(documented[key]);
      }
    }
  });

  it("the schema takes the two together or neither, and a provider it knows", () => {
    const ajv = new Ajv2020({ strict: true, allowUnionTypes: true });
    ajv.addSchema(schema);
    const validate = ajv.getSchema(`${schema.$id}#/$defs/modelEntry`);
    if (!validate) throw new Error("no modelEntry in the report schema");
    const base = {
      profile: "p",
      runtime: "provider",
      fidelity: "estimate",
      tools: 1,
      instructions: null,
      contextWindow: null,
      shareOfContext: null,
      inputPricePerMTok: null,
      costPer1kRequests: null,
      data: null,
      warnings: [],
    };
    expect(validate({ ...base, provider: "anthropic", providerModel: "claude-sonnet-4-6" })).toBe(true);
    expect(validate(base)).toBe(true);
    expect(validate({ ...base, provider: "anthropic" })).toBe(false);
    expect(validate({ ...base, providerModel: "claude-sonnet-4-6" })).toBe(false);
    expect(validate({ ...base, provider: "mistral", providerModel: "x" })).toBe(false);
  });
});
