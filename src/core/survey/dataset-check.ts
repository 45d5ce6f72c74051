/**
 * Reading a survey dataset back (survey merge, quantiles, site, verify, --previous): a shard's dataset.json is
 * a file another job wrote, so it is checked against the shipped schema (schemas/survey.schema.json: types,
 * lengths, npm names, ids without markup, numbers where numbers belong) and for what the schema cannot say,
 * before anything merges, publishes or renders it. A problem names the file and the field.
 */
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import surveySchema from "../../../schemas/survey.schema.json" with { type: "json" };
import { describeError } from "../documents.js";
import { ToolError } from "../errors.js";
import { rowKey, SURVEY_KIND, SURVEY_SCHEMA_VERSION, type SurveyDataset } from "./dataset.js";

let validator: ValidateFunction | undefined;

/** What makes `json` not a dataset of this version, or null. */
export function datasetProblem(json: unknown): string | null {
  if (typeof json !== "object" || json === null || Array.isArray(json)) return "it is not a JSON object";
  const doc = json as Record<string, unknown>;
  if (doc.kind !== SURVEY_KIND) return `it is not a survey dataset (kind "${SURVEY_KIND}")`;
  if (doc.schemaVersion !== SURVEY_SCHEMA_VERSION) {
    return `it has schemaVersion ${JSON.stringify(doc.schemaVersion) ?? "missing"}; this version reads ${SURVEY_SCHEMA_VERSION}`;
  }
  validator ??= new Ajv2020({ allErrors: false, strict: true, allowUnionTypes: true }).compile(surveySchema);
  if (!validator(json)) {
    const [error] = validator.errors ?? [];
    return error ? describeError(error, "dataset") : "it does not fit schemas/survey.schema.json";
  }
  const data = json as unknown as SurveyDataset;
  if (data.shard && data.shard.index > data.shard.count) {
    return `dataset.shard.index ${data.shard.index} is over its count ${data.shard.count}`;
  }
  const seen = new Set<string>();
  for (const [i, row] of data.rows.entries()) {
    const key = rowKey(row);
    if (seen.has(key)) return `dataset.rows[${i}] is a second row for ${key} (one row per package version)`;
    seen.add(key);
  }
  return null;
}

/** `json` as a dataset, or an input error naming `file` and the field that does not fit. */
export function parseDataset(json: unknown, file: string): SurveyDataset {
  const problem = datasetProblem(json);
  if (problem)
    throw new ToolError(
      "input",
      `survey dataset ${file}: ${problem}; is it the output of a survey run of this version?`,
    );
  return json as SurveyDataset;
}
