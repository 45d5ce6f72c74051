/**
 * Reading the project's documents back from files: reports and comparisons. A file may come from
 * an untrusted job (the fork-safe recipe), so each is checked against its shipped JSON Schema and
 * for what the schema cannot express, before anything renders it.
 */
import { Ajv2020, type ErrorObject, type ValidateFunction } from "ajv/dist/2020.js";
import comparisonSchema from "../../schemas/comparison.schema.json" with { type: "json" };
import reportSchema from "../../schemas/report.schema.json" with { type: "json" };
import setupComparisonSchema from "../../schemas/setup-comparison.schema.json" with { type: "json" };
import {
  COMPARISON_KIND,
  COMPARISON_SCHEMA_VERSION,
  type Comparison,
  ComparisonError,
  type ToolStatus,
} from "./comparison.js";
import { SETUP_COMPARISON_KIND, SETUP_COMPARISON_SCHEMA_VERSION, type SetupComparison } from "./config-comparison.js";
import { comparisonInconsistency, reportInconsistency, setupComparisonInconsistency } from "./consistency.js";
import { REPORT_SCHEMA_VERSION, type Report } from "./report.js";
import { ReportFileError } from "./report-file-error.js";

/**
 * The most a report or comparison file may hold. A report of 10,000 tools in two encodings is about
 * 6 MiB and its comparison about 11 MiB; reading a document takes about ten times its size in memory,
 * so 64 MiB keeps a run well inside a runner's memory while leaving ten times the largest real need.
 */
export const DOCUMENT_SIZE_LIMIT = 64 * 1024 * 1024;

let validators: { report: ValidateFunction; comparison: ValidateFunction; setup: ValidateFunction } | undefined;

/** Compiled on first use: most runs never read a document from a file. */
function validate(kind: "report" | "comparison" | "setup", json: unknown): ErrorObject | null {
  if (!validators) {
    // The shipped schemas are the one definition of a valid document, for these parsers and for users.
    const ajv = new Ajv2020({ allErrors: false, strict: true, allowUnionTypes: true });
    ajv.addSchema(reportSchema);
    const comparison = ajv.compile(comparisonSchema);
    validators = {
      report: ajv.getSchema(reportSchema.$id) as ValidateFunction,
      comparison,
      // After the comparison schema, which it refers to by $id.
      setup: ajv.compile(setupComparisonSchema),
    };
  }
  const validator = validators[kind];
  return validator(json) ? null : (validator.errors?.[0] ?? null);
}

export function describeError(error: ErrorObject, root: string): string {
  const where = `${root}${error.instancePath.replace(/\/([^/]*)/g, (_, key: string) => (/^\d+$/.test(key) ? `[${key}]` : `.${key}`))}`;
  const params = error.params as Record<string, unknown>;
  if (error.keyword === "additionalProperties")
    return `${where} has an unexpected property "${params.additionalProperty}"`;
  if (error.keyword === "required") return `${where} is missing the property "${params.missingProperty}"`;
  if (error.keyword === "enum" || error.keyword === "const") {
    const allowed = (params.allowedValues as unknown[] | undefined) ?? [params.allowedValue];
    return `${where} must be one of ${allowed.map((v) => JSON.stringify(v)).join(", ")}`;
  }
  return `${where} ${error.message ?? "is not valid"}`;
}

/**
 * Checks a parsed comparison file before anything renders it. The file may come from an untrusted
 * job, so shape, version and the cross-references the schema cannot express are all checked, and
 * its numbers must agree (consistency.ts). `file`, when given, names it in messages.
 */
export function parseComparison(json: unknown, file?: string): Comparison {
  const fail = (message: string): never => {
    throw new ComparisonError(`${file ? `${file} is ` : ""}not a valid comparison: ${message}`);
  };
  if (typeof json !== "object" || json === null || Array.isArray(json)) {
    fail(`expected a JSON object, got ${Array.isArray(json) ? "an array" : json === null ? "null" : typeof json}`);
  }
  const doc = json as Record<string, unknown>;
  if (doc.kind !== COMPARISON_KIND) {
    const hint = doc.kind === undefined && "tools" in doc && "generator" in doc ? " (this looks like a report)" : "";
    fail(`kind is ${JSON.stringify(doc.kind) ?? "missing"}, expected "${COMPARISON_KIND}"${hint}`);
  }
  const version = doc.schemaVersion;
  if (version !== COMPARISON_SCHEMA_VERSION) {
    if (typeof version === "number" && Number.isInteger(version) && version > COMPARISON_SCHEMA_VERSION) {
      fail(
        `schemaVersion ${version} is newer than this mcp-token-budget reads (${COMPARISON_SCHEMA_VERSION}); ` +
          "use the same mcp-token-budget version to compare and to render",
      );
    }
    fail(`schemaVersion is ${JSON.stringify(version) ?? "missing"}, expected ${COMPARISON_SCHEMA_VERSION}`);
  }
  const error = validate("comparison", json);
  if (error) fail(describeError(error, "comparison"));

  const comparison = json as Comparison;
  for (const encoding of comparison.encodings) {
    if (!Object.hasOwn(comparison.totals, encoding)) fail(`comparison.totals has no entry for encoding "${encoding}"`);
    comparison.tools.forEach((tool, i) => {
      if (!Object.hasOwn(tool.tokens, encoding)) fail(`comparison.tools[${i}].tokens has no entry for "${encoding}"`);
    });
  }
  const noBaseline = comparison.status === "no-baseline";
  if (noBaseline !== (comparison.base.report === null) || noBaseline !== (comparison.noBaselineReason !== null)) {
    fail('status "no-baseline", base.report null and noBaselineReason set must go together');
  }
  if (comparison.newServer && !noBaseline) fail('newServer is set only with status "no-baseline"');
  const counted: Record<ToolStatus, number> = { added: 0, removed: 0, changed: 0, unchanged: 0 };
  for (const tool of comparison.tools) counted[tool.status]++;
  for (const status of Object.keys(counted) as ToolStatus[]) {
    if (counted[status] !== comparison.summary[status]) {
      fail(
        `comparison.summary.${status} is ${comparison.summary[status]}, but comparison.tools counts ${counted[status]}`,
      );
    }
  }
  const inconsistency = comparisonInconsistency(comparison);
  if (inconsistency) fail(inconsistency);
  return comparison;
}

/**
 * Checks a parsed setup comparison (setup-comparison.json) as parseComparison checks a comparison: kind,
 * version, schema, each server's comparison in full, and totals and counts that agree with the servers.
 */
export function parseSetupComparison(json: unknown, file?: string): SetupComparison {
  const fail = (message: string): never => {
    throw new ComparisonError(`${file ? `${file} is ` : ""}not a valid setup comparison: ${message}`);
  };
  const doc = json as Record<string, unknown> | null;
  if (typeof doc !== "object" || doc === null || Array.isArray(doc)) fail("expected a JSON object");
  if (doc?.kind !== SETUP_COMPARISON_KIND) {
    fail(`kind is ${JSON.stringify(doc?.kind) ?? "missing"}, expected "${SETUP_COMPARISON_KIND}"`);
  }
  if (doc?.schemaVersion !== SETUP_COMPARISON_SCHEMA_VERSION) {
    fail(
      `schemaVersion is ${JSON.stringify(doc?.schemaVersion) ?? "missing"}, expected ${SETUP_COMPARISON_SCHEMA_VERSION} (use the same mcp-token-budget version to measure and to post)`,
    );
  }
  const error = validate("setup", json);
  if (error) fail(describeError(error, "setup"));
  const setup = json as SetupComparison;
  for (const [i, server] of setup.servers.entries()) {
    if (server.status !== "compared" && server.status !== "new") continue;
    try {
      parseComparison(server.comparison);
    } catch (problem) {
      if (!(problem instanceof ComparisonError)) throw problem;
      fail(`setup.servers[${i}].comparison: ${problem.message.replace(/^not a valid comparison: /, "")}`);
    }
  }
  const inconsistency = setupComparisonInconsistency(setup);
  if (inconsistency) fail(inconsistency);
  return setup;
}

/** Checks a parsed report file; `file` names it in messages. */
export function parseReport(json: unknown, file: string): Report {
  const doc = json as Record<string, unknown> | null;
  if (typeof doc !== "object" || doc === null || Array.isArray(doc)) {
    throw new ReportFileError(`${file} is not an mcp-token-budget report: expected a JSON object`);
  }
  if (doc.kind === COMPARISON_KIND) {
    throw new ReportFileError(
      `${file} is a comparison (from compare, check or diff --out), not a report; make a report with measure --out`,
    );
  }
  if (doc.schemaVersion !== REPORT_SCHEMA_VERSION) {
    const newer = typeof doc.schemaVersion === "number" && doc.schemaVersion > REPORT_SCHEMA_VERSION;
    throw new ReportFileError(
      newer
        ? `${file} has report schemaVersion ${doc.schemaVersion}, newer than this mcp-token-budget reads (${REPORT_SCHEMA_VERSION}); upgrade mcp-token-budget`
        : `${file} is not an mcp-token-budget report (schemaVersion is ${JSON.stringify(doc.schemaVersion) ?? "missing"}); make one with measure --out`,
    );
  }
  const error = validate("report", json);
  if (error) throw new ReportFileError(`${file} is not a valid report: ${describeError(error, "report")}`);
  // A report that fits the schema can still be corrupt or edited: its numbers must agree.
  const inconsistency = reportInconsistency(json as Report);
  if (inconsistency) throw new ReportFileError(`${file} is not a valid report: ${inconsistency}`);
  return json as Report;
}
