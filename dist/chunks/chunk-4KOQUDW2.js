import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);

// src/core/report.ts
var REPORT_SCHEMA_VERSION = 1;
var TOOL_FIELDS = [
  "name",
  "title",
  "description",
  "inputSchema",
  "outputSchema",
  "annotations",
  "_meta"
];
var DESCRIPTION_MAX_CHARS = 2e3;
var PROPERTY_PATHS_MAX = 200;
var PROPERTY_DEPTH_MAX = 4;
var METHOD_TEXT = {
  model: "tokens of JSON.stringify({ name, description, inputSchema }) per tool, compact, values as sent; description left out when absent",
  raw: "tokens of JSON.stringify(tool) per tool, compact, every field as sent",
  total: "sum of per-tool counts (a JSON array of the tools adds about 2 tokens)"
};

export {
  REPORT_SCHEMA_VERSION,
  TOOL_FIELDS,
  DESCRIPTION_MAX_CHARS,
  PROPERTY_PATHS_MAX,
  PROPERTY_DEPTH_MAX,
  METHOD_TEXT
};
//# sourceMappingURL=chunk-4KOQUDW2.js.map
