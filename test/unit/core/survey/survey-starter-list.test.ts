/**
 * The starter list survey/servers.yml is a list `survey` accepts, valid against its schema, with the servers
 * this repository already measures in its tests among them, each at an exact version and listed once.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { Ajv2020 } from "ajv/dist/2020.js";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { parseSurveyList } from "../../../../src/core/survey/list.js";
import { PROJECT_ROOT } from "../../../helpers/paths.js";

const file = path.join(PROJECT_ROOT, "survey/servers.yml");
const text = readFileSync(file, "utf8");

describe("survey/servers.yml", () => {
  it("is a valid survey list, by the parser and by schemas/survey-list.schema.json", () => {
    const entries = parseSurveyList(text, "survey/servers.yml");
    const schema = JSON.parse(readFileSync(path.join(PROJECT_ROOT, "schemas/survey-list.schema.json"), "utf8"));
    const valid = new Ajv2020({ strict: true }).compile(schema);
    expect(valid(parse(text)), JSON.stringify(valid.errors)).toBe(true);
    expect(new Set(entries.map((e) => e.package)).size).toBe(entries.length);
    expect(entries.length).toBeGreaterThanOrEqual(100);
  });

  it("holds the servers this repository measures in its own tests, at the versions in package.json", () => {
    const dev = (
      JSON.parse(readFileSync(path.join(PROJECT_ROOT, "package.json"), "utf8")) as {
        devDependencies: Record<string, string>;
      }
    ).devDependencies;
    const entries = parseSurveyList(text, "survey/servers.yml");
    for (const name of [
      "@modelcontextprotocol/server-everything",
      "@modelcontextprotocol/server-filesystem",
      "@modelcontextprotocol/server-memory",
      "@modelcontextprotocol/server-sequential-thinking",
      "@modelcontextprotocol/server-github",
      "@modelcontextprotocol/server-slack",
      "@notionhq/notion-mcp-server",
      "@upstash/context7-mcp",
    ]) {
      expect(entries.find((e) => e.package === name)?.version, name).toBe(dev[name]);
    }
  });

  it("sets only dummy values", () => {
    for (const entry of parseSurveyList(text, "survey/servers.yml")) {
      for (const [name, value] of Object.entries(entry.env)) {
        // "dummy", an example.com address, an all-zero id, or a setting that is no secret (an auth method).
        expect(value, `${entry.package} ${name}`).toMatch(/dummy|example|^T0+$|^pat$/);
      }
    }
  });
});
