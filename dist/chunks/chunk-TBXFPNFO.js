import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  cliSettings
} from "./chunk-3KFGATAY.js";
import {
  VERSION
} from "./chunk-LVFBAOR2.js";
import {
  FileTooLargeError,
  mebibytes,
  readTextFile
} from "./chunk-UJWHOAM5.js";
import {
  fileProblem
} from "./chunk-WHWYGBJU.js";
import {
  checkWritable,
  writeOutputFile
} from "./chunk-2N3S7GKB.js";
import {
  describeError
} from "./chunk-GJDUVBX4.js";
import {
  require__
} from "./chunk-TEHDCKLT.js";
import {
  SURVEY_KIND,
  SURVEY_SCHEMA_VERSION,
  mergeShards,
  rowKey,
  serializeDataset
} from "./chunk-O34SNTBI.js";
import {
  didYouMean,
  require_dist
} from "./chunk-7OFPA336.js";
import {
  npmRegistry
} from "./chunk-NBLVM2OL.js";
import {
  stripTerminalControls
} from "./chunk-AY2GYRMS.js";
import {
  ClientIdError,
  parseClientIds
} from "./chunk-TTW4EAJU.js";
import {
  CLIENT_PROFILE_IDS
} from "./chunk-B2CE7BYW.js";
import {
  ToolError,
  UsageError
} from "./chunk-5SZOHPIE.js";
import {
  __name,
  __toESM
} from "./chunk-WQOZZ7UD.js";

// src/cli/survey-command.ts
import { mkdir } from "node:fs/promises";
import { availableParallelism, homedir, tmpdir } from "node:os";
import path from "node:path";

// src/core/survey/list.ts
var import_yaml = __toESM(require_dist(), 1);
var SurveyListError = class extends ToolError {
  constructor(file, issues) {
    super("input", issues.map((i) => `survey list ${file}, line ${i.line}: ${i.text}`).join("\n"));
    this.file = file;
    this.issues = issues;
    this.name = "SurveyListError";
  }
  file;
  issues;
  static {
    __name(this, "SurveyListError");
  }
};
var TOP_KEYS = ["$schema", "servers"];
var ENTRY_KEYS = ["package", "version", "bin", "args", "env"];
var PACKAGE_NAME = /^(?:@[a-z0-9][a-z0-9._~-]*\/)?[a-z0-9][a-z0-9._~-]*$/;
var EXACT_VERSION = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/;
var BIN_NAME = /^(?:@[A-Za-z0-9._-]+\/)?[A-Za-z0-9@._-]+$/;
var ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
var RESERVED_ENV = ["PATH", "HOME", "USERPROFILE", "TMPDIR", "TMP", "TEMP"];
var MAX_ENTRIES = 1e5;
var kind = /* @__PURE__ */ __name((node) => {
  if (node === null) return "nothing";
  if ((0, import_yaml.isMap)(node)) return "a mapping";
  if ((0, import_yaml.isSeq)(node)) return "a list";
  if ((0, import_yaml.isScalar)(node)) return JSON.stringify(node.value) ?? String(node.value);
  return "an unreadable value";
}, "kind");
var EXAMPLE = 'such as "servers: [{ package: "@modelcontextprotocol/server-memory", version: "2026.8.31" }]"';
function parseSurveyList(text, file) {
  const lines = new import_yaml.LineCounter();
  const doc = (0, import_yaml.parseDocument)(text.replace(/^\uFEFF/, ""), { lineCounter: lines, prettyErrors: false });
  const lineOf = /* @__PURE__ */ __name((node, fallback = 1) => node?.range ? lines.linePos(node.range[0]).line : fallback, "lineOf");
  const [syntax] = doc.errors;
  if (syntax) {
    throw new SurveyListError(file, [
      { line: lines.linePos(syntax.pos[0]).line, text: `invalid YAML: ${syntax.message}` }
    ]);
  }
  const root = doc.contents;
  if (!(0, import_yaml.isMap)(root)) {
    throw new SurveyListError(file, [
      { line: lineOf(root), text: `the list must be a mapping with a "servers" list, ${EXAMPLE}; got ${kind(root)}` }
    ]);
  }
  const issues = [];
  const entries = /* @__PURE__ */ __name((map) => map.items.flatMap((pair) => {
    const key = pair.key;
    if (!(0, import_yaml.isScalar)(key) || typeof key.value !== "string") {
      issues.push({ line: lineOf(key, lineOf(map)), text: `keys must be plain names, got ${kind(key)}` });
      return [];
    }
    return [{ key: key.value, keyLine: lineOf(key), node: pair.value ?? null }];
  }), "entries");
  const unknown = /* @__PURE__ */ __name((key, known, where) => `unknown key ${JSON.stringify(key)} ${where}${didYouMean(key, known) || `; expected one of ${known.join(", ")}`}`, "unknown");
  const aliasIn = /* @__PURE__ */ __name((node) => {
    let found = false;
    const visit = /* @__PURE__ */ __name((n) => {
      if (found || n === null || typeof n !== "object") return;
      if ((0, import_yaml.isAlias)(n)) found = true;
      else if ((0, import_yaml.isMap)(n)) for (const pair of n.items) visit(pair.value);
      else if ((0, import_yaml.isSeq)(n)) for (const item of n.items) visit(item);
    }, "visit");
    visit(node);
    return found;
  }, "aliasIn");
  let serversNode;
  let serversLine = 1;
  for (const { key, keyLine, node } of entries(root)) {
    if (key === "servers") {
      serversNode = node;
      serversLine = keyLine;
    } else if (key !== "$schema" && !key.startsWith("x-"))
      issues.push({ line: keyLine, text: unknown(key, TOP_KEYS, "at the top level") });
  }
  const out = [];
  if (serversNode === void 0) {
    issues.push({ line: lineOf(root), text: `the list has no "servers"; add one, ${EXAMPLE}` });
  } else if (!(0, import_yaml.isSeq)(serversNode) || serversNode.items.length === 0) {
    issues.push({ line: serversLine, text: `servers must be a non-empty list, ${EXAMPLE}; got ${kind(serversNode)}` });
  } else if (serversNode.items.length > MAX_ENTRIES) {
    issues.push({
      line: serversLine,
      text: `servers has ${serversNode.items.length} entries, more than ${MAX_ENTRIES}`
    });
  } else {
    const seen = /* @__PURE__ */ new Map();
    serversNode.items.forEach((item, index) => {
      const node = item;
      const line = lineOf(node, serversLine);
      const where = `server #${index + 1}`;
      if (!(0, import_yaml.isMap)(node)) {
        issues.push({ line, text: `${where} must be a mapping with package and version, got ${kind(node)}` });
        return;
      }
      if (aliasIn(node)) {
        issues.push({ line, text: `${where} uses a YAML alias (*name); write its values out` });
        return;
      }
      const entry = { bin: null, args: [], env: {}, line };
      const fields = entries(node);
      for (const { key, keyLine, node: value } of fields) {
        const scalar = (0, import_yaml.isScalar)(value) ? value.value : void 0;
        if (key === "package") {
          if (typeof scalar !== "string" || !PACKAGE_NAME.test(scalar) || scalar.length > 214) {
            issues.push({
              line: keyLine,
              text: `${where}: package must be an npm package name ("@scope/name" or "name", lowercase), got ${kind(value)}`
            });
          } else entry.package = scalar;
        } else if (key === "version") {
          if (typeof scalar !== "string" || !EXACT_VERSION.test(scalar)) {
            issues.push({
              line: keyLine,
              text: `${where}: version must be an exact version in quotes, e.g. "1.2.3" (no range, no tag: a row must say what was measured), got ${kind(value)}`
            });
          } else entry.version = scalar;
        } else if (key === "bin") {
          if (typeof scalar !== "string" || !BIN_NAME.test(scalar) || scalar === "." || scalar === "..") {
            issues.push({
              line: keyLine,
              text: `${where}: bin must be the name of one of the package's bins, got ${kind(value)}`
            });
          } else entry.bin = scalar;
        } else if (key === "args") {
          const args = (0, import_yaml.isSeq)(value) ? value.items.map((i) => {
            const v = (0, import_yaml.isScalar)(i) ? i.value : void 0;
            return typeof v === "string" || typeof v === "number" ? String(v) : void 0;
          }) : [];
          if (!(0, import_yaml.isSeq)(value) || !args.every((a) => a !== void 0)) {
            issues.push({ line: keyLine, text: `${where}: args must be a list of strings, got ${kind(value)}` });
          } else entry.args = args;
        } else if (key === "env") {
          if (!(0, import_yaml.isMap)(value)) {
            issues.push({
              line: keyLine,
              text: `${where}: env must be a mapping of NAME: "dummy value", got ${kind(value)}`
            });
          } else {
            const env = {};
            for (const { key: name, keyLine: nameLine, node: v } of entries(value)) {
              const val = (0, import_yaml.isScalar)(v) ? v.value : void 0;
              if (!ENV_NAME.test(name)) {
                issues.push({ line: nameLine, text: `${where}: env: ${JSON.stringify(name)} is not a variable name` });
              } else if (RESERVED_ENV.includes(name.toUpperCase())) {
                issues.push({
                  line: nameLine,
                  text: `${where}: env: ${name} is set by the survey itself (PATH, and a scratch HOME per server)`
                });
              } else if (typeof val !== "string" && typeof val !== "number" && typeof val !== "boolean") {
                issues.push({ line: nameLine, text: `${where}: env: ${name} must be a string, got ${kind(v)}` });
              } else env[name] = String(val);
            }
            entry.env = env;
          }
        } else issues.push({ line: keyLine, text: unknown(key, ENTRY_KEYS, `in ${where}`) });
      }
      if (entry.package === void 0 && !fields.some((e) => e.key === "package"))
        issues.push({ line, text: `${where} has no package; add the npm package name` });
      if (entry.version === void 0 && !fields.some((e) => e.key === "version"))
        issues.push({ line, text: `${where} has no version; add the exact version to measure, e.g. "1.2.3"` });
      if (entry.package === void 0 || entry.version === void 0) return;
      const id = `${entry.package}@${entry.version}`;
      const first = seen.get(id);
      if (first !== void 0) {
        issues.push({ line, text: `${where}: ${id} is listed twice (first on line ${first}); one row per version` });
        return;
      }
      seen.set(id, line);
      out.push(entry);
    });
  }
  if (issues.length > 0) throw new SurveyListError(file, issues);
  return out;
}
__name(parseSurveyList, "parseSurveyList");

// src/core/survey/csv.ts
function cell(value, column = "other") {
  if (value === null || value === void 0) return "";
  if (typeof value === "number" && Number.isFinite(value) || typeof value === "boolean") return String(value);
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text) && !(column === "package" && PACKAGE_NAME.test(text))) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
__name(cell, "cell");
function datasetCsv(data) {
  const { encodings, models } = data.settings;
  const clients = data.settings.clients ?? [];
  const header = [
    "package",
    "version",
    "date",
    "engine",
    "status",
    "failure_kind",
    "failure",
    "server_name",
    "server_version",
    "tools",
    ...encodings.flatMap((e) => [`${e}_model`, `${e}_raw`]),
    ...encodings.map((e) => `instructions_${e}`),
    "prompts",
    "resources",
    ...models.flatMap((m) => [`${m}_tools`, `${m}_instructions`, `${m}_context_window`, `${m}_fits`]),
    "stable",
    // After the older columns, so that their places stay.
    "hints",
    ...encodings.map((e) => `hints_saving_${e}`),
    ...clients.flatMap((c) => [
      `${c}_deferred`,
      ...encodings.map((e) => `${c}_up_front_${e}`),
      ...encodings.map((e) => `${c}_all_loaded_${e}`),
      `${c}_capped_out`
    ])
  ];
  const lines = [header.map((h) => cell(h)).join(",")];
  for (const row of data.rows) {
    const m = row.status === "measured" ? row : null;
    const f = row.status === "failed" ? row.failure : null;
    const plain = [row.version, row.date, row.engine, row.status, f?.kind].map((v) => cell(v));
    const fromServer = [f?.message, m?.server.name, m?.server.version].map((v) => cell(v));
    const figures = [
      m?.tools,
      ...encodings.flatMap((e) => [m?.tokens[e]?.model, m?.tokens[e]?.raw]),
      ...encodings.map((e) => m?.instructions?.tokens[e]),
      m?.prompts,
      m?.resources,
      ...models.flatMap((id) => {
        const entry = m?.models[id];
        return [entry?.tools, entry?.instructions, entry?.contextWindow, entry?.fits];
      }),
      m?.stable,
      m?.hints?.count,
      ...encodings.map((e) => m?.hints?.saving[e]),
      ...clients.flatMap((id) => {
        const c = m?.clients?.[id];
        return [
          c?.deferred,
          ...encodings.map((e) => c?.upFront[e]),
          ...encodings.map((e) => c?.allLoaded[e]),
          c?.cappedOut
        ];
      })
    ].map((v) => cell(v));
    lines.push([cell(row.package, "package"), ...plain, ...fromServer, ...figures].join(","));
  }
  return `${lines.join("\n")}
`;
}
__name(datasetCsv, "datasetCsv");

// src/core/survey/dataset-check.ts
var import__ = __toESM(require__(), 1);

// schemas/survey.schema.json
var survey_schema_default = {
  $schema: "https://json-schema.org/draft/2020-12/schema",
  $id: "urn:mcp-token-budget:schema:survey:1",
  title: "mcp-token-budget survey dataset",
  description: "What `mcp-token-budget survey` writes to DIR/dataset.json: one row per server version (package@version), each dated and naming the engine and model data it was measured with, in package then version order. A shard's output also carries `shard`; `survey merge` drops it. See docs/survey.md.",
  type: "object",
  additionalProperties: false,
  required: ["schemaVersion", "kind", "engine", "settings", "rows"],
  properties: {
    schemaVersion: {
      const: 1
    },
    kind: {
      const: "mcp-token-budget/survey"
    },
    engine: {
      description: "The mcp-token-budget that wrote the file (each row names the one that measured it).",
      type: "object",
      additionalProperties: false,
      required: ["name", "version"],
      properties: {
        name: {
          const: "mcp-token-budget"
        },
        version: {
          $ref: "#/$defs/engineVersion"
        }
      }
    },
    settings: {
      description: "How this run measured: a row of an earlier run is kept only when it was measured the same way.",
      type: "object",
      additionalProperties: false,
      required: ["encodings", "models", "checkStable"],
      properties: {
        encodings: {
          type: "array",
          items: {
            $ref: "#/$defs/id"
          },
          maxItems: 64
        },
        models: {
          description: "The --model ids, as given.",
          type: "array",
          items: {
            $ref: "#/$defs/id"
          },
          maxItems: 256
        },
        checkStable: {
          type: "boolean"
        },
        clients: {
          description: "The --clients ids each row gives figures for (absent in datasets written before client figures; schemaVersion stays 1).",
          type: "array",
          items: {
            $ref: "#/$defs/id"
          },
          maxItems: 256
        }
      }
    },
    shard: {
      description: "Only in a shard's output: shard index of count, and a fingerprint of the list's entries.",
      type: "object",
      additionalProperties: false,
      required: ["index", "count", "list"],
      properties: {
        index: {
          type: "integer",
          minimum: 1,
          maximum: 1e4
        },
        count: {
          type: "integer",
          minimum: 1,
          maximum: 1e4
        },
        list: {
          description: "A fingerprint of the list's entries (16 hex digits).",
          type: "string",
          pattern: "^[0-9a-f]{16}$"
        }
      }
    },
    rows: {
      type: "array",
      items: {
        $ref: "#/$defs/row"
      },
      maxItems: 1e5
    }
  },
  $defs: {
    count: {
      type: "integer",
      minimum: 0
    },
    row: {
      type: "object",
      required: ["package", "version", "bin", "args", "env", "date", "engine", "status"],
      properties: {
        package: {
          description: "The npm package, as npm's rules name one.",
          type: "string",
          maxLength: 214,
          pattern: "^(?:@[a-z0-9][a-z0-9._~-]*/)?[a-z0-9][a-z0-9._~-]*$"
        },
        version: {
          description: "An exact version.",
          type: "string",
          maxLength: 256,
          pattern: "^\\d+\\.\\d+\\.\\d+(?:-[0-9A-Za-z.-]+)?(?:\\+[0-9A-Za-z.-]+)?$"
        },
        bin: {
          description: "The bin started; null: the package's only one.",
          type: ["string", "null"],
          maxLength: 214,
          pattern: "^(?:@[A-Za-z0-9._-]+/)?[A-Za-z0-9@._-]+$"
        },
        args: {
          type: "array",
          maxItems: 256,
          items: {
            type: "string",
            maxLength: 4096
          }
        },
        env: {
          description: "Names of the variables set (dummy values, from the list).",
          type: "array",
          items: {
            type: "string",
            pattern: "^[A-Za-z_][A-Za-z0-9_]{0,255}$"
          },
          maxItems: 256
        },
        date: {
          description: "The day it was measured (YYYY-MM-DD).",
          type: "string",
          pattern: "^\\d{4}-\\d{2}-\\d{2}$"
        },
        engine: {
          description: "The mcp-token-budget version that measured it.",
          $ref: "#/$defs/engineVersion"
        },
        status: {
          enum: ["measured", "failed"]
        }
      },
      if: {
        properties: {
          status: {
            const: "measured"
          }
        }
      },
      then: {
        $ref: "#/$defs/measured"
      },
      else: {
        $ref: "#/$defs/failed"
      }
    },
    failed: {
      type: "object",
      additionalProperties: false,
      required: ["status", "failure"],
      properties: {
        package: true,
        version: true,
        bin: true,
        args: true,
        env: true,
        date: true,
        engine: true,
        status: {
          const: "failed"
        },
        failure: {
          type: "object",
          additionalProperties: false,
          required: ["kind", "message"],
          properties: {
            kind: {
              enum: ["install", "start", "listing", "timeout", "memory"]
            },
            message: {
              $ref: "#/$defs/text"
            },
            stderrTail: {
              description: `The server's stderr (or npm's output, for an install): the lines that look like errors and the last ones, with "\u2026 N lines left out \u2026" where lines were left out.`,
              type: "array",
              items: {
                $ref: "#/$defs/text"
              },
              maxItems: 64
            }
          }
        }
      }
    },
    measured: {
      type: "object",
      additionalProperties: false,
      required: [
        "status",
        "tokenizer",
        "server",
        "tools",
        "tokens",
        "instructions",
        "prompts",
        "resources",
        "models",
        "modelsNotCounted",
        "toolTokens",
        "warnings"
      ],
      properties: {
        package: true,
        version: true,
        bin: true,
        args: true,
        env: true,
        date: true,
        engine: true,
        status: {
          const: "measured"
        },
        tokenizer: {
          description: "The encodings' tokenizer, name@version.",
          type: "string",
          pattern: "^[A-Za-z0-9@][A-Za-z0-9@._/+-]{0,199}$"
        },
        server: {
          type: "object",
          additionalProperties: false,
          required: ["name", "version", "protocolVersion"],
          properties: {
            name: {
              type: ["string", "null"],
              maxLength: 4096
            },
            version: {
              description: "As the server reports it (initialize).",
              type: ["string", "null"],
              maxLength: 4096
            },
            protocolVersion: {
              type: ["string", "null"],
              maxLength: 4096
            }
          }
        },
        tools: {
          $ref: "#/$defs/count"
        },
        tokens: {
          description: "Per encoding: the model view and the raw view, summed over tools (as measure's totals).",
          type: "object",
          additionalProperties: {
            type: "object",
            additionalProperties: false,
            required: ["model", "raw"],
            properties: {
              model: {
                $ref: "#/$defs/count"
              },
              raw: {
                $ref: "#/$defs/count"
              }
            }
          },
          propertyNames: {
            $ref: "#/$defs/id"
          },
          maxProperties: 64
        },
        instructions: {
          oneOf: [
            {
              type: "null"
            },
            {
              type: "object",
              additionalProperties: false,
              required: ["chars", "tokens"],
              properties: {
                chars: {
                  $ref: "#/$defs/count"
                },
                tokens: {
                  type: "object",
                  additionalProperties: {
                    $ref: "#/$defs/count"
                  },
                  propertyNames: {
                    $ref: "#/$defs/id"
                  }
                }
              }
            }
          ]
        },
        prompts: {
          $ref: "#/$defs/countOrNull"
        },
        resources: {
          $ref: "#/$defs/countOrNull"
        },
        models: {
          description: "Per --model id: the profile's figures for this server.",
          type: "object",
          additionalProperties: {
            type: "object",
            additionalProperties: false,
            required: [
              "profile",
              "runtime",
              "fidelity",
              "tools",
              "instructions",
              "contextWindow",
              "fits",
              "data",
              "packages"
            ],
            properties: {
              profile: {
                type: "string",
                maxLength: 200
              },
              runtime: {
                type: "string",
                maxLength: 200
              },
              fidelity: {
                type: "string",
                maxLength: 200
              },
              tools: {
                type: "number",
                minimum: 0
              },
              range: {
                type: "object",
                additionalProperties: false,
                required: ["low", "high"],
                properties: {
                  low: {
                    type: "number",
                    minimum: 0
                  },
                  high: {
                    type: "number",
                    minimum: 0
                  }
                }
              },
              instructions: {
                type: ["number", "null"],
                minimum: 0
              },
              contextWindow: {
                type: ["integer", "null"],
                minimum: 0
              },
              fits: {
                type: ["boolean", "null"]
              },
              data: {
                description: "The dated source of the model's window and price.",
                oneOf: [
                  {
                    type: "null"
                  },
                  {
                    type: "object",
                    additionalProperties: false,
                    required: ["source", "date"],
                    properties: {
                      source: {
                        type: "string",
                        maxLength: 1024
                      },
                      date: {
                        type: "string",
                        maxLength: 64
                      }
                    }
                  }
                ]
              },
              packages: {
                description: "The pinned model data packages (name@version) its tokenizer and template came from; empty when bundled.",
                type: "array",
                items: {
                  type: "string",
                  maxLength: 300,
                  pattern: "^(?:@[a-z0-9][a-z0-9._~-]*/)?[a-z0-9][a-z0-9._~-]*@[0-9A-Za-z.+-]+$"
                }
              }
            }
          },
          propertyNames: {
            $ref: "#/$defs/id"
          },
          maxProperties: 256
        },
        modelsNotCounted: {
          type: "object",
          additionalProperties: {
            $ref: "#/$defs/text"
          },
          propertyNames: {
            $ref: "#/$defs/id"
          }
        },
        stable: {
          description: "With --check-stable: the listing was the same three times (null: not decided).",
          type: ["boolean", "null"]
        },
        toolTokens: {
          type: "array",
          items: {
            type: "object",
            additionalProperties: false,
            required: ["name", "tokens"],
            properties: {
              name: {
                $ref: "#/$defs/name"
              },
              tokens: {
                type: "object",
                additionalProperties: {
                  $ref: "#/$defs/count"
                },
                propertyNames: {
                  $ref: "#/$defs/id"
                }
              }
            }
          },
          maxItems: 1e5
        },
        hints: {
          description: "Hints' total, as `hints` without -m gives it: how many hints, and per encoding the model-view tokens all of them save together (null: the hints step failed, a warning says why). Absent in rows written before it.",
          oneOf: [
            {
              type: "null"
            },
            {
              type: "object",
              additionalProperties: false,
              required: ["count", "saving"],
              properties: {
                count: {
                  $ref: "#/$defs/count"
                },
                saving: {
                  type: "object",
                  additionalProperties: {
                    type: "integer"
                  },
                  propertyNames: {
                    $ref: "#/$defs/id"
                  }
                }
              }
            }
          ]
        },
        clients: {
          description: "Per --clients id: what that client puts into each request for this server, as `measure --client` gives it. Absent in rows written before it.",
          type: "object",
          additionalProperties: {
            type: "object",
            additionalProperties: false,
            required: ["version", "source", "deferred", "upFront", "allLoaded", "cappedOut"],
            properties: {
              version: {
                description: "The client version the profile was taken from.",
                type: ["string", "null"],
                maxLength: 64,
                pattern: "^[0-9A-Za-z][0-9A-Za-z.+_-]{0,63}$"
              },
              source: {
                enum: ["captured", "docs"]
              },
              deferred: {
                description: "Tools are deferred: names only up front.",
                type: "boolean"
              },
              upFront: {
                type: "object",
                additionalProperties: {
                  $ref: "#/$defs/count"
                },
                propertyNames: {
                  $ref: "#/$defs/id"
                }
              },
              allLoaded: {
                type: "object",
                additionalProperties: {
                  $ref: "#/$defs/count"
                },
                propertyNames: {
                  $ref: "#/$defs/id"
                }
              },
              cappedOut: {
                description: "Tools past the client's cap, not sent.",
                $ref: "#/$defs/count"
              }
            }
          },
          propertyNames: {
            $ref: "#/$defs/id"
          }
        },
        warnings: {
          type: "array",
          items: {
            $ref: "#/$defs/text"
          },
          maxItems: 1e4
        }
      }
    },
    id: {
      description: "An encoding, model or client id as the options take it: no markup, no formula.",
      type: "string",
      pattern: "^[A-Za-z0-9][A-Za-z0-9@._:/+=\\[\\]-]{0,199}$"
    },
    engineVersion: {
      description: "An mcp-token-budget version.",
      type: "string",
      pattern: "^[0-9A-Za-z][0-9A-Za-z.+-]{0,63}$"
    },
    text: {
      description: "Text a server or its install wrote (scrubbed of secrets and local paths).",
      type: "string",
      maxLength: 65536
    },
    name: {
      type: "string",
      maxLength: 4096
    },
    countOrNull: {
      type: ["integer", "null"],
      minimum: 0
    }
  }
};

// src/core/survey/dataset-check.ts
var validator;
function datasetProblem(json) {
  if (typeof json !== "object" || json === null || Array.isArray(json)) return "it is not a JSON object";
  const doc = json;
  if (doc.kind !== SURVEY_KIND) return `it is not a survey dataset (kind "${SURVEY_KIND}")`;
  if (doc.schemaVersion !== SURVEY_SCHEMA_VERSION) {
    return `it has schemaVersion ${JSON.stringify(doc.schemaVersion) ?? "missing"}; this version reads ${SURVEY_SCHEMA_VERSION}`;
  }
  validator ??= new import__.Ajv2020({ allErrors: false, strict: true, allowUnionTypes: true }).compile(survey_schema_default);
  if (!validator(json)) {
    const [error] = validator.errors ?? [];
    return error ? describeError(error, "dataset") : "it does not fit schemas/survey.schema.json";
  }
  const data = json;
  if (data.shard && data.shard.index > data.shard.count) {
    return `dataset.shard.index ${data.shard.index} is over its count ${data.shard.count}`;
  }
  const seen = /* @__PURE__ */ new Set();
  for (const [i, row] of data.rows.entries()) {
    const key = rowKey(row);
    if (seen.has(key)) return `dataset.rows[${i}] is a second row for ${key} (one row per package version)`;
    seen.add(key);
  }
  return null;
}
__name(datasetProblem, "datasetProblem");
function parseDataset(json, file) {
  const problem = datasetProblem(json);
  if (problem)
    throw new ToolError(
      "input",
      `survey dataset ${file}: ${problem}; is it the output of a survey run of this version?`
    );
  return json;
}
__name(parseDataset, "parseDataset");

// src/cli/survey-command.ts
var DATASET_FILE = "dataset.json";
var CSV_FILE = "dataset.csv";
var TIMINGS_FILE = "timings.json";
var LIST_LIMIT = 16 * 1024 * 1024;
var DATASET_LIMIT = 1024 * 1024 * 1024;
var DEFAULT_INSTALL_TIMEOUT_S = 300;
var DEFAULT_MAX_MEMORY_MB = 1024;
function parseSurveyClients(values) {
  const texts = (values ?? []).flatMap((v) => v.split(",")).map((v) => v.trim());
  if (values === void 0) return parseClientIds(CLIENT_PROFILE_IDS);
  if (texts.length === 1 && texts[0] === "none") return [];
  try {
    return parseClientIds(texts);
  } catch (error) {
    if (error instanceof ClientIdError) throw new UsageError(error.message.replace(/^--client\b/, "--clients"));
    throw error;
  }
}
__name(parseSurveyClients, "parseSurveyClients");
function positive(flag, value, fallback) {
  if (value === void 0) return fallback;
  const n = Number(value.trim());
  if (!/^\d+$/.test(value.trim()) || n < 1)
    throw new UsageError(`${flag}: expected a positive whole number, got "${value}"`);
  return n;
}
__name(positive, "positive");
function parseShard(value) {
  if (value === void 0) return null;
  const match = /^(\d+)\/(\d+)$/.exec(value.trim());
  const index = Number(match?.[1]);
  const count = Number(match?.[2]);
  if (!match || count < 1 || index < 1 || index > count) {
    throw new UsageError(`--shard: expected i/n with 1 <= i <= n, e.g. --shard 2/4; got "${value}"`);
  }
  return { index, count };
}
__name(parseShard, "parseShard");
function parseDate(value) {
  if (value === void 0) return (/* @__PURE__ */ new Date()).toISOString().slice(0, 10);
  const date = value.trim();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`))) {
    throw new UsageError(`--date: expected YYYY-MM-DD, got "${value}"`);
  }
  return date;
}
__name(parseDate, "parseDate");
async function readText(file, what, limit) {
  try {
    return await readTextFile(file, limit);
  } catch (error) {
    if (error instanceof FileTooLargeError) throw new ToolError("input", `${what} ${file} is over ${mebibytes(limit)}`);
    if (error.code === "ENOENT") return null;
    throw new ToolError("input", `could not read ${what} ${file}: ${fileProblem(error)}`);
  }
}
__name(readText, "readText");
async function readDataset(dir, required) {
  const data = await readDatasetFile(path.join(dir, DATASET_FILE));
  if (data === null && required) {
    throw new ToolError("input", `${dir} holds no ${DATASET_FILE} (is it the --out of a survey run?)`);
  }
  return data;
}
__name(readDataset, "readDataset");
async function readDatasetFile(file) {
  const text = await readText(file, "survey dataset", DATASET_LIMIT);
  if (text === null) return null;
  let data;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new ToolError("input", `survey dataset ${file}: ${fileProblem(error)}`);
  }
  return parseDataset(data, file);
}
__name(readDatasetFile, "readDatasetFile");
async function surveyConfinement(unconfined, out, io, env) {
  if (unconfined) {
    io.stderr(
      "survey: --unconfined: each server runs as you, with this machine's files and processes in reach; survey only lists you trust, on a machine that holds nothing worth stealing\n"
    );
    return null;
  }
  const { confinement, ConfinementUnavailable } = await import("./confine-FVPWTJVT.js");
  try {
    return await confinement({
      hide: [tmpdir(), homedir(), env.HOME ?? "", process.cwd(), ...out ? [out] : []].filter((d) => d !== ""),
      path: env.PATH
    });
  } catch (error) {
    if (!(error instanceof ConfinementUnavailable)) throw error;
    throw new UsageError(
      `survey: each server runs confined to its own folder and processes, and cannot be here: ${error.message}. Or give --unconfined to run the servers as you, without confinement: only for lists you trust, on a machine that holds nothing worth stealing (docs/survey.md)`
    );
  }
}
__name(surveyConfinement, "surveyConfinement");
async function makeOutDir(out) {
  try {
    await mkdir(out, { recursive: true });
  } catch (error) {
    throw new ToolError("io", `cannot write to ${out}: ${fileProblem(error)}; choose another --out`);
  }
  await checkWritable(path.join(out, DATASET_FILE));
}
__name(makeOutDir, "makeOutDir");
async function writeDataset(dir, data) {
  await writeOutputFile(path.join(dir, DATASET_FILE), serializeDataset(data));
  await writeOutputFile(path.join(dir, CSV_FILE), datasetCsv(data));
}
__name(writeDataset, "writeDataset");
async function surveyCommand(listFile, opts, io, env) {
  if (!opts.out) throw new UsageError("survey: give --out DIR, where dataset.json and dataset.csv are written");
  const started = performance.now();
  const out = path.resolve(opts.out);
  const shard = parseShard(opts.shard);
  const jobs = positive("--jobs", opts.jobs, Math.max(1, availableParallelism()));
  const installTimeoutMs = positive("--install-timeout", opts.installTimeout, DEFAULT_INSTALL_TIMEOUT_S) * 1e3;
  const date = parseDate(opts.date);
  const clients = parseSurveyClients(opts.clients);
  const maxMemoryBytes = positive("--max-memory-mb", opts.maxMemoryMb, DEFAULT_MAX_MEMORY_MB) * 1024 * 1024;
  const settings = cliSettings(
    ["survey"],
    {
      model: opts.model,
      encoding: opts.encoding,
      timeout: opts.timeout,
      maxResponseMb: opts.maxResponseMb,
      context: opts.context,
      checkStable: opts.checkStable
    },
    io
  );
  const text = await readText(listFile, "survey list", LIST_LIMIT);
  if (text === null) throw new ToolError("input", `survey list ${listFile} does not exist`);
  const entries = parseSurveyList(text, listFile);
  await makeOutDir(out);
  const previous = opts.previous ? await readDataset(path.resolve(opts.previous), true) : await readDataset(out, false);
  const registry = await npmRegistry(env, opts.registry);
  const confinement = await surveyConfinement(opts.unconfined, out, io, env);
  const { runSurvey } = await import("./survey-MJD4EZE3.js");
  const result = await runSurvey({
    entries,
    shard,
    previous,
    encodings: settings.encodings,
    models: settings.models,
    checkStable: settings.checkStable,
    clients,
    maxMemoryBytes,
    jobs,
    timeoutMs: settings.timeoutMs,
    installTimeoutMs,
    npmCache: opts.npmCache ? path.resolve(opts.npmCache) : null,
    maxResponseBytes: settings.maxResponseBytes,
    date,
    engine: VERSION,
    registry,
    confinement,
    env,
    tempDir: tmpdir(),
    log: /* @__PURE__ */ __name((line) => io.stderr(`${stripTerminalControls(line)}
`), "log")
  });
  await writeDataset(out, result.dataset);
  await writeOutputFile(
    path.join(out, TIMINGS_FILE),
    `${JSON.stringify(
      {
        engine: VERSION,
        shard,
        jobs,
        maxMemoryMb: maxMemoryBytes / 1024 / 1024,
        wallMs: Math.round(performance.now() - started),
        // This process's own peak (counting, the dataset); each server's is in its entry.
        surveyPeakMiB: Math.round(process.resourceUsage().maxRSS / 1024),
        entries: result.timings
      },
      null,
      2
    )}
`
  );
  const part = shard ? ` (shard ${shard.index}/${shard.count})` : "";
  io.stdout(
    `survey${part}: ${result.measured} measured, ${result.failed} failed, ${result.reused} kept from the previous dataset; ${result.dataset.rows.length} rows in ${path.join(out, DATASET_FILE)}
`
  );
  return 0;
}
__name(surveyCommand, "surveyCommand");
async function surveyMergeCommand(dirs, opts, io) {
  if (!opts.out) throw new UsageError("survey merge: give --out DIR, where the merged dataset is written");
  if (dirs.length === 0) throw new UsageError("survey merge: give the output directories of the shards");
  const parts = [];
  for (const dir of dirs) {
    const data = await readDataset(path.resolve(dir), true);
    parts.push({ file: path.join(dir, DATASET_FILE), data });
  }
  const merged = mergeShards(parts);
  const out = path.resolve(opts.out);
  await makeOutDir(out);
  await writeDataset(out, merged);
  io.stdout(`survey merge: ${parts.length} shards, ${merged.rows.length} rows in ${path.join(out, DATASET_FILE)}
`);
  return 0;
}
__name(surveyMergeCommand, "surveyMergeCommand");

export {
  parseSurveyList,
  datasetCsv,
  DATASET_FILE,
  CSV_FILE,
  TIMINGS_FILE,
  DEFAULT_MAX_MEMORY_MB,
  parseSurveyClients,
  positive,
  parseDate,
  readText,
  readDataset,
  readDatasetFile,
  surveyConfinement,
  surveyCommand,
  surveyMergeCommand
};
//# sourceMappingURL=chunk-TBXFPNFO.js.map
