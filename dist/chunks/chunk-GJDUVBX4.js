import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  SETUP_COMPARISON_KIND,
  SETUP_COMPARISON_SCHEMA_VERSION,
  isComplete,
  setupTotals
} from "./chunk-7JIIC6KX.js";
import {
  require__
} from "./chunk-TEHDCKLT.js";
import {
  ReportFileError
} from "./chunk-BTELIIU7.js";
import {
  COMPARISON_KIND,
  COMPARISON_SCHEMA_VERSION,
  ComparisonError,
  toolOrderOf
} from "./chunk-WC7BATOK.js";
import {
  REPORT_SCHEMA_VERSION
} from "./chunk-4KOQUDW2.js";
import {
  __name,
  __toESM
} from "./chunk-WQOZZ7UD.js";

// src/core/documents.ts
var import__ = __toESM(require__(), 1);

// schemas/comparison.schema.json
var comparison_schema_default = {
  $schema: "https://json-schema.org/draft/2020-12/schema",
  $id: "urn:mcp-token-budget:schema:comparison:1",
  title: "mcp-token-budget comparison",
  description: "Two reports compared: per-tool, per-field and per-encoding deltas, self-contained so a PR comment can be rendered from it alone (src/core/compare.ts). Refers to definitions in urn:mcp-token-budget:schema:report:1 (report.schema.json).",
  type: "object",
  additionalProperties: false,
  required: [
    "schemaVersion",
    "kind",
    "status",
    "noBaselineReason",
    "base",
    "head",
    "method",
    "encodings",
    "counts",
    "summary",
    "totals",
    "tools",
    "notes",
    "verdict"
  ],
  properties: {
    schemaVersion: { const: 1 },
    kind: { const: "mcp-token-budget/comparison" },
    status: { enum: ["unchanged", "changed", "no-baseline"] },
    noBaselineReason: { type: ["string", "null"] },
    baselineRequested: {
      description: "false when no baseline was asked for (a push event, check without --base); absent means true.",
      type: "boolean"
    },
    newServer: {
      description: "true when there is no baseline because the base has no server (the pull request adds it); absent otherwise.",
      const: true
    },
    base: { $ref: "#/$defs/side" },
    head: {
      allOf: [
        { $ref: "#/$defs/side" },
        { type: "object", properties: { report: { $ref: "#/$defs/reportInfo" } } }
      ]
    },
    method: { $ref: "urn:mcp-token-budget:schema:report:1#/$defs/method" },
    encodings: {
      description: "Encodings compared: in both reports, head order.",
      type: "array",
      minItems: 1,
      uniqueItems: true,
      items: { $ref: "urn:mcp-token-budget:schema:report:1#/$defs/encoding" }
    },
    counts: {
      type: "object",
      additionalProperties: false,
      required: ["tools", "prompts", "resources"],
      properties: {
        tools: { $ref: "#/$defs/countChange" },
        prompts: { $ref: "#/$defs/countChange" },
        resources: { $ref: "#/$defs/countChange" }
      }
    },
    summary: {
      type: "object",
      additionalProperties: false,
      required: ["added", "removed", "changed", "unchanged"],
      properties: {
        added: { $ref: "#/$defs/count" },
        removed: { $ref: "#/$defs/count" },
        changed: { $ref: "#/$defs/count" },
        unchanged: { $ref: "#/$defs/count" }
      }
    },
    totals: {
      type: "object",
      additionalProperties: { $ref: "#/$defs/totalDiff" }
    },
    models: {
      description: "Per model profile in either report, keyed by its id; absent when neither report has models.",
      type: "object",
      additionalProperties: { $ref: "#/$defs/modelDiff" }
    },
    clients: {
      description: "Per client profile in either report (--client / client), keyed as asked: what the server adds to that client's request up front (before any tool is loaded) and with every tool loaded, base and head per encoding, and head - base when both have it (src/core/compare-clients.ts); absent when neither report has clients.",
      type: "object",
      additionalProperties: { $ref: "#/$defs/clientDiff" }
    },
    index: {
      description: "Where the head stands in the survey index shipped with the action (input index-percentile; docs/survey.md). Absent when not asked.",
      $ref: "urn:mcp-token-budget:schema:report:1#/properties/index"
    },
    toolBlock: {
      description: "Whether the tool block (model-facing fields, server order) differs between base and head by any byte, order included: true invalidates every cached conversation; null when either report predates the fingerprint or there is no baseline.",
      type: "object",
      additionalProperties: false,
      required: ["changed"],
      properties: { changed: { type: ["boolean", "null"] } }
    },
    toolOrder: {
      description: `Whether the tools both reports have come in another relative order (added and removed tools aside): a reorder changes no tool but rewrites the cached tool block, so it makes status "changed". base and head, set when changed, name those tools in each side's order. changed is null without a baseline; absent in comparisons written before it existed.`,
      type: "object",
      additionalProperties: false,
      required: ["changed"],
      properties: {
        changed: { type: ["boolean", "null"] },
        base: { type: "array", items: { type: "string" } },
        head: { type: "array", items: { type: "string" } }
      }
    },
    tools: { type: "array", items: { $ref: "#/$defs/toolDiff" } },
    notes: { type: "array", items: { type: "string" } },
    verdict: { oneOf: [{ type: "null" }, { $ref: "#/$defs/verdict" }] },
    hints: {
      description: "Measure mode on a pull request: rewrites for the tools that grew (changed with a positive delta in the first encoding's model view, or added), at most 3 per tool and 10 in all, largest growth first; each a JSON Patch (RFC 6902) against the tool as sent, its saving counted again on the patched tool (src/run/comparison-hints.ts). Untrusted text.",
      type: "object",
      additionalProperties: false,
      required: ["encodings", "hints", "omitted"],
      properties: {
        encodings: {
          type: "array",
          minItems: 1,
          items: { $ref: "urn:mcp-token-budget:schema:report:1#/$defs/encoding" }
        },
        hints: { type: "array", maxItems: 10, items: { $ref: "#/$defs/comparisonHint" } },
        omitted: { $ref: "#/$defs/count" }
      }
    },
    callsFromHead: {
      description: "The base was measured with the head's calls file (compare/check --base, the action).",
      type: "boolean"
    },
    calls: {
      description: "Scripted tool calls per name, base and head; absent when neither report has calls.",
      type: "array",
      items: {
        $ref: "#/$defs/callDiff"
      }
    }
  },
  $defs: {
    comparisonHint: {
      type: "object",
      additionalProperties: false,
      required: ["tool", "rule", "message", "path", "patch", "saves", "changesValidation"],
      properties: {
        tool: { type: "string" },
        rule: { type: "string", maxLength: 100 },
        message: { type: "string", maxLength: 1e3 },
        path: { type: "string" },
        patch: {
          type: "array",
          items: {
            type: "object",
            required: ["op", "path"],
            properties: {
              op: { enum: ["test", "add", "replace", "remove", "move"] },
              path: { type: "string" },
              from: { type: "string" },
              value: true
            },
            additionalProperties: false
          }
        },
        saves: { type: "object", additionalProperties: { type: "integer" } },
        changesValidation: { type: "boolean" }
      }
    },
    count: { type: "integer", minimum: 0 },
    totals: { $ref: "urn:mcp-token-budget:schema:report:1#/$defs/totals" },
    signedTotals: {
      type: "object",
      additionalProperties: false,
      required: ["model", "raw"],
      properties: {
        model: { type: "integer" },
        raw: { type: "integer" }
      }
    },
    nullableString: { type: ["string", "null"] },
    reportInfo: {
      type: "object",
      additionalProperties: false,
      required: ["schemaVersion", "generator", "server", "encodings", "tokenizer", "warnings"],
      properties: {
        schemaVersion: { type: "integer", minimum: 1 },
        generator: {
          type: "object",
          additionalProperties: false,
          required: ["name", "version"],
          properties: { name: { type: "string" }, version: { type: "string" } }
        },
        server: { $ref: "urn:mcp-token-budget:schema:report:1#/$defs/server" },
        encodings: {
          type: "array",
          items: { $ref: "urn:mcp-token-budget:schema:report:1#/$defs/encoding" }
        },
        tokenizer: { $ref: "urn:mcp-token-budget:schema:report:1#/$defs/tokenizer" },
        toolsCache: {
          description: "The report's toolsCache: how long, and for whom, the server lets clients cache its tool list. Absent when the server said nothing, and in comparisons written before it existed.",
          $ref: "urn:mcp-token-budget:schema:report:1#/$defs/toolsCache"
        },
        warnings: { type: "array", items: { type: "string" } }
      }
    },
    side: {
      type: "object",
      additionalProperties: false,
      required: ["sha", "ref", "label", "report"],
      properties: {
        sha: { $ref: "#/$defs/nullableString" },
        ref: { $ref: "#/$defs/nullableString" },
        label: { $ref: "#/$defs/nullableString" },
        measuredSha: {
          description: "Head only, when it differs from sha: the commit checked out and measured (GitHub's merge commit on pull_request events); sha is then the pull request's head commit.",
          type: "string"
        },
        report: { oneOf: [{ type: "null" }, { $ref: "#/$defs/reportInfo" }] }
      }
    },
    countChange: {
      type: "object",
      additionalProperties: false,
      required: ["base", "head"],
      properties: {
        base: { oneOf: [{ type: "null" }, { $ref: "#/$defs/count" }] },
        head: { oneOf: [{ type: "null" }, { $ref: "#/$defs/count" }] }
      }
    },
    relative: { oneOf: [{ type: "null" }, { type: "number" }] },
    modelFigures: {
      description: "A report's models[id] entry; the comparison leaves out perTool, hiddenParameters and notSeen, and its warnings give one line each for what they list (the report has them all).",
      oneOf: [{ type: "null" }, { $ref: "urn:mcp-token-budget:schema:report:1#/$defs/modelEntry" }]
    },
    clientTokens: {
      type: "object",
      additionalProperties: false,
      required: ["upFront", "allLoaded"],
      properties: { upFront: { type: "integer" }, allLoaded: { type: "integer" } }
    },
    clientFigures: {
      type: "object",
      additionalProperties: false,
      required: ["deferred", "tokens", "sent", "cappedOut"],
      properties: {
        deferred: { type: "boolean" },
        sent: { type: "integer", minimum: 0 },
        tokens: { type: "object", additionalProperties: { $ref: "#/$defs/clientTokens" } },
        cappedOut: { type: "array", items: { type: "string" } },
        firstUse: {
          description: "Per encoding, the deferral bill of a deferring client whose first use is measured: the median tokens one use of a tool adds, the extra round (null without the client's own base), and whether deferral likely costs more than it saves.",
          type: "object",
          additionalProperties: {
            type: "object",
            additionalProperties: false,
            required: ["median", "round", "costsMore"],
            properties: {
              median: { type: "integer", minimum: 0 },
              round: { type: ["integer", "null"], minimum: 0 },
              costsMore: { type: "boolean" }
            }
          }
        }
      }
    },
    clientDiff: {
      type: "object",
      additionalProperties: false,
      required: ["title", "version", "base", "head", "delta"],
      properties: {
        title: { type: "string" },
        version: { type: ["string", "null"] },
        setting: { type: "object", additionalProperties: { type: "string" } },
        base: { oneOf: [{ type: "null" }, { $ref: "#/$defs/clientFigures" }] },
        head: { oneOf: [{ type: "null" }, { $ref: "#/$defs/clientFigures" }] },
        delta: {
          oneOf: [
            { type: "null" },
            { type: "object", additionalProperties: { $ref: "#/$defs/clientTokens" } }
          ]
        }
      }
    },
    modelDiff: {
      type: "object",
      additionalProperties: false,
      required: ["base", "head", "delta", "relative"],
      properties: {
        base: { $ref: "#/$defs/modelFigures" },
        head: { $ref: "#/$defs/modelFigures" },
        delta: {
          description: "head - base, set exactly when both reports have the model; null instructions count as 0.",
          oneOf: [
            { type: "null" },
            {
              type: "object",
              additionalProperties: false,
              required: ["tools", "instructions"],
              properties: { tools: { type: "integer" }, instructions: { type: "integer" } }
            }
          ]
        },
        relative: { $ref: "#/$defs/relative" }
      }
    },
    totalDiff: {
      type: "object",
      additionalProperties: false,
      required: ["base", "head", "delta", "relative"],
      properties: {
        base: { oneOf: [{ type: "null" }, { $ref: "#/$defs/totals" }] },
        head: { $ref: "#/$defs/totals" },
        delta: { oneOf: [{ type: "null" }, { $ref: "#/$defs/signedTotals" }] },
        relative: {
          type: "object",
          additionalProperties: false,
          required: ["model", "raw"],
          properties: {
            model: { $ref: "#/$defs/relative" },
            raw: { $ref: "#/$defs/relative" }
          }
        }
      }
    },
    fieldDeltas: {
      type: "array",
      items: {
        type: "object",
        additionalProperties: false,
        required: ["field", "delta"],
        properties: {
          field: { $ref: "urn:mcp-token-budget:schema:report:1#/$defs/fieldName" },
          delta: { type: "integer" }
        }
      }
    },
    toolTokenDiff: {
      type: "object",
      additionalProperties: false,
      required: ["base", "head", "delta", "fields"],
      properties: {
        base: { oneOf: [{ type: "null" }, { $ref: "#/$defs/totals" }] },
        head: { oneOf: [{ type: "null" }, { $ref: "#/$defs/totals" }] },
        delta: { $ref: "#/$defs/signedTotals" },
        fields: {
          type: "object",
          additionalProperties: false,
          required: ["model", "raw"],
          properties: {
            model: { $ref: "#/$defs/fieldDeltas" },
            raw: { $ref: "#/$defs/fieldDeltas" }
          }
        }
      }
    },
    toolDiff: {
      type: "object",
      additionalProperties: false,
      required: ["name", "occurrence", "status", "baseIndex", "headIndex", "tokens"],
      properties: {
        name: { type: "string" },
        occurrence: { type: "integer", minimum: 1 },
        status: { enum: ["added", "removed", "changed", "unchanged"] },
        baseIndex: { oneOf: [{ type: "null" }, { $ref: "#/$defs/count" }] },
        headIndex: { oneOf: [{ type: "null" }, { $ref: "#/$defs/count" }] },
        tokens: {
          type: "object",
          additionalProperties: { $ref: "#/$defs/toolTokenDiff" }
        },
        descriptionDiff: {
          description: "Set on a changed tool whose description differs, when both reports carry tool definitions: the descriptions (as far as the reports keep them, 2,000 characters, with \u2026 where cut) diffed by sentence and line, runs of one kind merged (joined by a newline). Untrusted text.",
          type: "array",
          items: {
            type: "object",
            additionalProperties: false,
            required: ["op", "text"],
            properties: {
              op: { enum: ["equal", "delete", "insert"] },
              text: { type: "string" }
            }
          }
        },
        properties: {
          description: 'Set on a changed tool when both reports carry tool definitions: the inputSchema property paths ("a", "a.b", "a[].b") the head added and removed. Untrusted text.',
          type: "object",
          additionalProperties: false,
          required: ["added", "removed"],
          properties: {
            added: { type: "array", items: { type: "string" } },
            removed: { type: "array", items: { type: "string" } }
          }
        }
      }
    },
    ruleResult: {
      description: "One budget rule checked (RuleResult in src/core/verdict.ts).",
      type: "object",
      additionalProperties: false,
      required: ["rule", "encoding", "view", "limit", "limitText", "actual", "headroom", "passed", "message"],
      properties: {
        rule: {
          enum: [
            "total",
            "perTool",
            "tool",
            "maxTools",
            "maxIncrease",
            "modelTotal",
            "modelPerTool",
            "shareOfContext",
            "fitsContext",
            "client",
            "clientUpFront",
            "clientAllLoaded",
            "callTokens",
            "callIncrease",
            "stableListing",
            "modelCounted",
            "toolsCache"
          ]
        },
        encoding: { type: ["string", "null"] },
        view: { enum: ["model", "raw"] },
        tool: { type: "string" },
        model: { type: "string" },
        call: { type: "string" },
        client: { type: "string" },
        limit: { type: "number" },
        limitText: { type: "string" },
        actualText: { type: "string" },
        actual: { type: "number" },
        headroom: { type: "number" },
        passed: { type: "boolean" },
        message: { type: "string" }
      }
    },
    verdict: {
      description: "A budget checked (Verdict in src/core/verdict.ts).",
      type: "object",
      additionalProperties: false,
      required: ["file", "passed", "results", "skipped"],
      properties: {
        file: { type: ["string", "null"] },
        fromRoot: {
          description: "The budget file's path from the repository root, for its link (written by the action).",
          type: "string"
        },
        passed: { type: "boolean" },
        results: { type: "array", items: { $ref: "#/$defs/ruleResult" } },
        skipped: { type: "array", items: { type: "string" } }
      }
    },
    callDiff: {
      description: "A scripted call at base and head (CallDiff in src/core/calls/compare.ts).",
      type: "object",
      additionalProperties: false,
      required: ["name", "status", "base", "head", "delta", "percent", "grew", "checks"],
      properties: {
        name: {
          type: "string"
        },
        status: {
          enum: ["changed", "unchanged", "added", "removed", "not-at-base", "no-baseline"]
        },
        base: {
          type: ["object", "null"],
          additionalProperties: false,
          required: ["status", "tool", "tokens", "parts"],
          properties: {
            status: {
              enum: ["ok", "error", "timeout", "oversize", "unknown-tool", "bad-arguments", "crashed"]
            },
            tool: {
              type: "string"
            },
            tokens: {
              type: "object",
              additionalProperties: {
                type: "integer"
              }
            },
            parts: {
              description: "Tokens per part type (text, resource, ...) in the first encoding.",
              type: "object",
              additionalProperties: {
                type: "integer"
              }
            },
            message: {
              description: "For every status but ok: what happened, located in the calls file (the server's error text, capped).",
              type: "string"
            }
          }
        },
        head: {
          type: ["object", "null"],
          additionalProperties: false,
          required: ["status", "tool", "tokens", "parts"],
          properties: {
            status: {
              enum: ["ok", "error", "timeout", "oversize", "unknown-tool", "bad-arguments", "crashed"]
            },
            tool: {
              type: "string"
            },
            tokens: {
              type: "object",
              additionalProperties: {
                type: "integer"
              }
            },
            parts: {
              description: "Tokens per part type (text, resource, ...) in the first encoding.",
              type: "object",
              additionalProperties: {
                type: "integer"
              }
            },
            message: {
              description: "For every status but ok: what happened, located in the calls file (the server's error text, capped).",
              type: "string"
            }
          }
        },
        delta: {
          type: ["object", "null"],
          additionalProperties: {
            type: "integer"
          }
        },
        percent: {
          type: ["object", "null"],
          additionalProperties: {
            type: ["number", "null"]
          }
        },
        grew: {
          type: ["string", "null"]
        },
        checks: {
          type: "array",
          items: {
            type: "object",
            additionalProperties: false,
            required: ["name", "passed", "detail"],
            properties: {
              name: {
                type: "string"
              },
              passed: {
                type: "boolean"
              },
              detail: {
                type: "string"
              }
            }
          }
        }
      }
    }
  }
};

// schemas/report.schema.json
var report_schema_default = {
  $schema: "https://json-schema.org/draft/2020-12/schema",
  $id: "urn:mcp-token-budget:schema:report:1",
  title: "mcp-token-budget report",
  description: "What an MCP server's tool definitions cost in tokens, per tool, per field and per encoding (src/core/report.ts).",
  type: "object",
  additionalProperties: false,
  required: ["schemaVersion", "generator", "method", "server", "totals", "tools", "prompts", "resources", "warnings"],
  properties: {
    schemaVersion: { const: 1 },
    generator: {
      type: "object",
      additionalProperties: false,
      required: ["name", "version"],
      properties: {
        name: { const: "mcp-token-budget" },
        version: { type: "string" }
      }
    },
    method: { $ref: "#/$defs/method" },
    server: { $ref: "#/$defs/server" },
    protocol: {
      description: "The protocol the server spoke: the MCP revision agreed on and its era. The same as server.protocolVersion and server.era, which stay for readers of older reports. Absent in reports written before it existed and when the era is unknown.",
      type: "object",
      additionalProperties: false,
      required: ["version", "era"],
      properties: {
        version: {
          type: ["string", "null"],
          description: "The revision agreed on, e.g. 2025-11-25 or 2026-07-28; null when the server named none."
        },
        era: {
          enum: ["legacy", "modern"],
          description: "legacy = the 2025 initialize handshake; modern = revision 2026-07-28 and later (server/discover, no session)."
        }
      }
    },
    totals: {
      description: "Sum over tools, per encoding.",
      type: "object",
      additionalProperties: { $ref: "#/$defs/totals" }
    },
    tools: {
      type: "array",
      items: { $ref: "#/$defs/toolCount" }
    },
    prompts: {
      description: "null when the server does not offer prompts.",
      oneOf: [
        { type: "null" },
        {
          type: "object",
          additionalProperties: false,
          required: ["count", "names"],
          properties: {
            count: { $ref: "#/$defs/count" },
            names: { type: "array", items: { type: "string" } }
          }
        }
      ]
    },
    resources: {
      description: "null when the server does not offer resources.",
      oneOf: [
        { type: "null" },
        {
          type: "object",
          additionalProperties: false,
          required: ["count", "items"],
          properties: {
            count: { $ref: "#/$defs/count" },
            items: {
              type: "array",
              items: {
                type: "object",
                additionalProperties: false,
                required: ["name"],
                properties: {
                  name: { type: "string" },
                  uri: { type: "string" }
                }
              }
            }
          }
        }
      ]
    },
    instructions: {
      description: "The server's instructions (initialize result), which clients that support them put in the system prompt; counted as plain text per encoding. Not part of the tool totals. null when the server sends none; absent in reports from before it was measured.",
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
              type: "integer",
              minimum: 0,
              description: "Length in Unicode code points."
            },
            tokens: {
              type: "object",
              additionalProperties: {
                type: "integer",
                minimum: 0
              },
              description: "Tokens per encoding."
            }
          }
        }
      ]
    },
    listing: {
      description: "Whether tools/list stays the same (--check-stable): listed twice in one session and once more after a restart (src/core/stability.ts). stable is null when not checked. Absent when not checked.",
      type: "object",
      additionalProperties: false,
      required: ["stable", "differences"],
      properties: {
        stable: { type: ["boolean", "null"] },
        listChanged: {
          const: true,
          description: "The server declares tools.listChanged: it may change its tools in a session."
        },
        order: {
          enum: ["same", "changes"],
          description: "The order of the tools over the listings: same when all came in one order (deterministic as far as observed), changes when two differed in order (not deterministic). Absent in reports written before it existed."
        },
        differences: {
          type: "array",
          items: {
            type: "object",
            additionalProperties: false,
            required: ["when", "kind", "detail"],
            properties: {
              when: { enum: ["same session", "second start"] },
              kind: { enum: ["order", "added", "removed", "field"] },
              tool: { type: "string" },
              field: { type: "string" },
              detail: { type: "string", description: "In words; untrusted tool names inside." }
            }
          }
        }
      }
    },
    toolBlock: {
      description: "The tool block as clients send it (JSON of name, description, inputSchema per tool, in the server's order): a 64-bit FNV-1a fingerprint and its length in UTF-16 code units. Any byte or order change changes it; absent in reports written before it existed.",
      type: "object",
      additionalProperties: false,
      required: ["fingerprint", "chars"],
      properties: {
        fingerprint: { type: "string", pattern: "^[0-9a-f]{16}$" },
        chars: { type: "integer", minimum: 0 }
      }
    },
    toolsCache: { $ref: "#/$defs/toolsCache" },
    models: {
      description: "Per model profile asked for (--model / models), keyed by the id exactly as the user wrote it (<model>[@<runtime>][:<context tokens>], e.g. qwen3, qwen3@ollama, llama-3.1@llama.cpp:24576). Absent when none was asked for.",
      type: "object",
      additionalProperties: {
        $ref: "#/$defs/modelEntry"
      }
    },
    modelsNotCounted: {
      description: "The profiles asked for (--model / models) that were not counted, keyed like models (an id is in one or the other): what they would render is past a cap of model counting (the tools' JSON past 8 MiB per request, or a chat template writing more than 64 Mi characters of JSON in one render). The encodings and the other profiles are counted; a budget limit on such a profile fails (rule modelCounted). Absent when every profile was counted.",
      type: "object",
      additionalProperties: {
        type: "object",
        additionalProperties: false,
        required: ["profile", "runtime", "reason", "detail"],
        properties: {
          profile: {
            type: "string",
            description: "The profile's own name for what it counts, as models[id].profile."
          },
          runtime: {
            enum: ["hf", "ollama", "llama.cpp", "provider"],
            description: "What builds the prompt, as models[id].runtime."
          },
          reason: {
            enum: ["too large", "too slow"],
            description: "too large: past a size cap of model counting; too slow: its count ran past the timeout (--timeout / timeout-seconds), which each profile has to itself."
          },
          detail: { type: "string", description: "What was past which cap, in words." }
        }
      }
    },
    clients: {
      description: "Per client asked for (measure --client), keyed as given: what that client puts into the request for this server (docs/clients.md). Absent without --client.",
      type: "object",
      additionalProperties: {
        type: "object",
        required: [
          "title",
          "version",
          "source",
          "sourceText",
          "date",
          "deferred",
          "tokens",
          "cappedOut",
          "truncated",
          "notSeen"
        ],
        properties: {
          title: { type: "string" },
          version: { type: ["string", "null"] },
          source: { enum: ["captured", "docs"] },
          sourceText: { type: "string" },
          date: { type: "string" },
          deferred: { type: "boolean" },
          askedVersion: {
            description: "The version asked for (claude-code@2.1.332) when it is not modelled but shares a modelled line: the figures are `version`'s, the nearest modelled version of that line. Absent otherwise.",
            type: "string"
          },
          note: {
            description: "With askedVersion: in words, which version was measured instead and why.",
            type: "string"
          },
          server: {
            description: "The key the client knows the server by, which its tool names are made of (mcp__<server>__<tool>): the key given with --name (the action's `name`), else the server's serverInfo name. Absent in reports made before it.",
            type: "string"
          },
          setting: { type: "object", additionalProperties: { type: "string" } },
          tokens: {
            type: "object",
            additionalProperties: {
              type: "object",
              required: ["upFront", "allLoaded", "perTool", "instructions", "clientBase"],
              properties: {
                upFront: { type: "integer" },
                allLoaded: { type: "integer" },
                perTool: { type: "object", additionalProperties: { type: "integer" } },
                instructions: { type: "integer" },
                clientBase: { type: ["integer", "null"] },
                firstUse: {
                  description: "For a client that defers (Claude Code 2.1.x), what using one of the server's tools costs in that conversation: per tool the search call, its result and the definition it loads (perTool), their median, the extra round (the whole request sent again: the client's own base, the server's up-front part and the median use; null without a known base), and whether deferral likely costs more than it saves for a server used on most turns. Absent when the client defers nothing or its bill is not measured (docs/clients.md).",
                  type: "object",
                  additionalProperties: false,
                  required: ["perTool", "median", "round", "costsMore"],
                  properties: {
                    perTool: { type: "object", additionalProperties: { type: "integer" } },
                    median: { type: "integer" },
                    round: { type: ["integer", "null"] },
                    costsMore: { type: "boolean" }
                  }
                }
              }
            }
          },
          cappedOut: { type: "array", items: { type: "string" } },
          truncated: { type: "array", items: { type: "object" } },
          notSeen: { type: "array", items: { type: "object" } },
          notSent: {
            description: "Servers whose tools the client runs but never sends (Gemini CLI on a key with a character outside A-Z a-z 0-9 _ . : -): counted as 0; each with the listed tool names, the reason and the fix; absent: none.",
            type: "array",
            items: { $ref: "#/$defs/clientNotSent" }
          },
          refused: {
            description: "Servers the client refuses to run (Codex on a key with a space): nothing of them is in the figures; each with the reason and the fix; absent: none.",
            type: "array",
            items: { $ref: "#/$defs/clientNotSent" }
          },
          clientOwnTools: {
            description: "The client's own tools the server brings into the request and that the figures count (Claude Code's three resource tools when the server lists resources); absent: none.",
            type: "array",
            items: { type: "string" }
          },
          clientOwnBecause: {
            description: `Why the server brings such a tool, by its name, completing "it ..." (Copilot CLI's tool_search_tool: "defers the server's tools"); a tool not named here comes because the server lists resources; absent: all of them do.`,
            type: "object",
            additionalProperties: { type: "string" }
          },
          models: {
            description: "Per model asked for (-m): what the server adds to this client's request on that model, rendered by the model's own counter as the difference of two requests that already carry a tool and a system prompt (the client's own); absent without -m.",
            type: "object",
            additionalProperties: {
              type: "object",
              additionalProperties: false,
              required: ["fidelity", "upFront", "allLoaded"],
              properties: {
                fidelity: { enum: ["exact", "estimate", "provider-count", "unverified"] },
                upFront: { type: "integer" },
                allLoaded: { type: "integer" },
                cache: {
                  description: "Prompt caching with this client on this model: the minimum applies to the prefix up to the client's breakpoint (its own prompt and tools with the server's part), about prefixAbout tokens (the client's o200k_base base scaled by the server's part on the model against o200k_base, plus that part). Absent without cache data or a known client base.",
                  type: "object",
                  additionalProperties: false,
                  required: ["cacheable", "minTokens", "prefixAbout"],
                  properties: {
                    cacheable: { type: "boolean" },
                    minTokens: { type: "integer" },
                    prefixAbout: { type: "integer" }
                  }
                }
              }
            }
          }
        }
      }
    },
    calls: {
      description: "Scripted tool calls (measure --calls): what each result put into the context, in the calls file's order. Absent without a calls file. `ms` is the one figure that varies between runs.",
      type: "array",
      items: {
        $ref: "#/$defs/callReport"
      }
    },
    index: {
      description: "Where the server stands in a survey index (measure --index-quantiles; docs/survey.md): per encoding of both the report and the index, the whole percentage of the index's servers strictly heavier in the model view. Absent when not asked.",
      type: "object",
      additionalProperties: false,
      required: ["date", "source", "lighterThan"],
      properties: {
        date: { type: "string", pattern: "^\\d{4}-\\d{2}-\\d{2}$" },
        source: { type: "string" },
        lighterThan: {
          type: "object",
          additionalProperties: {
            type: "object",
            additionalProperties: false,
            required: ["percent", "servers"],
            properties: {
              percent: { type: "integer", minimum: 0, maximum: 100 },
              servers: { type: "integer", minimum: 1 }
            }
          }
        }
      }
    },
    warnings: { $ref: "#/$defs/strings" }
  },
  $defs: {
    clientNotSent: {
      type: "object",
      additionalProperties: false,
      required: ["server", "tools", "reason", "fix"],
      properties: {
        server: { type: "string" },
        tools: { type: "array", items: { type: "string" } },
        reason: { type: "string" },
        fix: { type: "string" }
      }
    },
    toolsCache: {
      description: "How long, and for whom, the server lets clients cache its tool list: ttlMs and cacheScope of the tools/list result (protocol revision 2026-07-28; over several pages, the shortest ttlMs and the narrower scope). Absent when the server sent none, as every 2025-era server.",
      type: "object",
      additionalProperties: false,
      required: ["ttlMs", "scope"],
      properties: {
        ttlMs: {
          type: "integer",
          minimum: 0,
          description: "Milliseconds a client may reuse the list; 0 = not at all."
        },
        scope: {
          enum: ["public", "private"],
          description: "cacheScope: public = shared by every user of the server, private = per user."
        }
      }
    },
    modelEntry: {
      type: "object",
      additionalProperties: false,
      required: [
        "profile",
        "runtime",
        "fidelity",
        "tools",
        "instructions",
        "contextWindow",
        "shareOfContext",
        "inputPricePerMTok",
        "costPer1kRequests",
        "data",
        "warnings"
      ],
      dependentRequired: { provider: ["providerModel"], providerModel: ["provider"] },
      properties: {
        profile: {
          type: "string",
          description: "What is counted, with which renderer and tokenizer."
        },
        runtime: {
          enum: ["hf", "ollama", "llama.cpp", "provider"],
          description: "What builds the prompt from the tools: hf (the model's own chat template, as transformers and vLLM apply it), ollama (Ollama's structs and its own templates or renderers), llama.cpp (the GGUF's template with llama.cpp's context); provider for a hosted model (its provider's API). Chosen with <model>@<runtime>; a bare local model id means hf."
        },
        provider: {
          enum: ["anthropic", "openai", "google"],
          description: "Hosted models only: the provider that serves the model. Absent for open-weight models (gpt-oss, Qwen3, Llama)."
        },
        providerModel: {
          type: "string",
          minLength: 1,
          description: "Hosted models only, with provider: the provider's id of the model (e.g. claude-sonnet-4-6), the one sent to its token-counting API with provider counting."
        },
        fidelity: {
          enum: ["exact", "estimate", "provider-count", "unverified"],
          description: "exact: the model's own rendering and tokenizer; estimate: a dated ratio, see range; provider-count: the provider's counting API; unverified: as exact, from model data that is not the version this release pins (a user's own copy)."
        },
        tools: {
          type: "integer",
          minimum: 0,
          description: "Tokens the tools add to every request (with minus without); the midpoint for an estimate."
        },
        range: {
          type: "object",
          additionalProperties: false,
          required: ["low", "high"],
          properties: {
            low: {
              type: "integer",
              minimum: 0
            },
            high: {
              type: "integer",
              minimum: 0
            }
          },
          description: "For estimates only."
        },
        instructions: {
          type: ["integer", "null"],
          minimum: 0,
          description: "Tokens the server's instructions add; null when it sends none."
        },
        contextWindow: {
          type: ["integer", "null"],
          minimum: 1,
          description: "The window the share and the verdict are of: the one asked for (`:N` in the model id, --context), else the runtime's or client's standard window (see contextSource)."
        },
        contextSource: {
          type: "string",
          description: "Where contextWindow came from, in words: the model id's `:N`, --context, Ollama's default num_ctx, llama.cpp's default -c, Claude Code's standard window, or the model's data. Absent in reports written before it existed."
        },
        slots: {
          type: "integer",
          minimum: 2,
          description: "llama.cpp's parallel slots (-np) sharing the context that contextWindow is one slot of (`qwen3@llama.cpp:49152/2`: 24,576 a request); absent with one slot."
        },
        fits: {
          type: ["boolean", "null"],
          description: "Whether the whole request (tools + instructions, the high end of an estimate, + frame) fits in contextWindow; null without a window."
        },
        minContextToFit: {
          type: "integer",
          minimum: 0,
          description: "The smallest window that holds the whole request: tools + instructions (the high end of an estimate) + frame: the least num_ctx / -c that fits it, with nothing left for the conversation."
        },
        frame: {
          type: "integer",
          minimum: 0,
          description: "Tokens of the request with neither tools nor instructions: the template's fixed frame (role markers, a default system prompt, the assistant turn's header) and the measured one-word user turn. Part of minContextToFit and fits. Absent where not known (the Claude estimate, provider counts) and in reports written before it existed."
        },
        shareOfContext: {
          type: ["number", "null"],
          minimum: 0,
          description: "(tools + instructions) / contextWindow."
        },
        inputPricePerMTok: {
          type: ["number", "null"],
          minimum: 0,
          description: "USD per million input tokens."
        },
        costPer1kRequests: {
          type: ["number", "null"],
          minimum: 0,
          description: "USD: (tools + instructions) x input price, per 1,000 requests."
        },
        cache: {
          type: "object",
          additionalProperties: false,
          required: ["cacheable", "minTokens", "costPer1kRequestsCached", "changeCost", "tokens"],
          description: "Prompt caching of tools + instructions as one prefix (src/core/models/cache.ts). Absent in reports written before it existed.",
          properties: {
            cacheable: {
              type: ["boolean", "null"],
              description: "false: the block is shorter than minTokens and is never cached; null: no cache data for this model (open weights)."
            },
            minTokens: {
              type: ["integer", "null"],
              minimum: 0,
              description: "The provider's minimum cacheable prefix for this model, from dated data (see source)."
            },
            costPer1kRequestsCached: {
              type: ["number", "null"],
              minimum: 0,
              description: "USD per 1,000 requests with caching: one write per cache lifetime, then reads, at requestsPerLifetime requests per lifetime; the uncached figure when not cacheable; null without prices."
            },
            changeCost: {
              type: ["number", "null"],
              minimum: 0,
              description: "USD per 1,000 conversations: a change to the block (any byte, or the order) makes each re-write it once at the write price; null when not cacheable or without prices."
            },
            tokens: {
              type: "integer",
              minimum: 0,
              description: "The tokens cached as one prefix: tools + instructions."
            },
            mode: {
              enum: ["explicit", "automatic"],
              description: "explicit: the client marks the prefix (Anthropic cache_control); automatic: the provider caches a repeated prefix (OpenAI)."
            },
            lifetimeMinutes: { type: "number", minimum: 0 },
            requestsPerLifetime: {
              type: "integer",
              minimum: 1,
              description: "The request rate assumed (--cache-requests-per-lifetime)."
            },
            writePricePerMTok: {
              type: "number",
              minimum: 0,
              description: "USD per million tokens written (the input price where there is no write surcharge)."
            },
            readPricePerMTok: { type: "number", minimum: 0 },
            source: {
              type: "string",
              description: "Where the minimum and the cache prices come from, with dates."
            }
          }
        },
        data: {
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
                  type: "string"
                },
                date: {
                  type: "string",
                  pattern: "^\\d{4}-\\d{2}-\\d{2}$"
                }
              }
            }
          ]
        },
        perTool: {
          type: "object",
          additionalProperties: {
            type: "integer"
          },
          description: "Tokens per tool, when the profile can attribute them."
        },
        hiddenParameters: {
          type: "array",
          items: {
            type: "object",
            additionalProperties: false,
            required: ["tool", "path", "reason"],
            properties: {
              tool: {
                type: "string"
              },
              path: {
                type: "string"
              },
              reason: {
                type: "string"
              }
            }
          },
          description: "Parameters the model's rendering cannot show (e.g. rendered as any)."
        },
        notSeen: {
          type: "array",
          items: {
            type: "object",
            additionalProperties: false,
            required: ["tool", "path", "keyword"],
            properties: {
              tool: {
                type: "string"
              },
              path: {
                type: "string",
                description: `Dotted property path inside inputSchema ("filter.status", "filter.anyOf[0]"); empty for the schema's top level.`
              },
              keyword: {
                type: "string",
                description: "The schema keyword dropped, e.g. default, format, minimum, additionalProperties, oneOf, allOf, $ref, title."
              }
            }
          },
          description: "Schema keywords the runtime drops before the model sees the tools (Ollama's structs have no field for them), one item per keyword per place. Present for runtimes that drop keywords (ollama), empty when nothing is dropped."
        },
        warnings: {
          type: "array",
          items: {
            type: "string"
          }
        }
      }
    },
    count: { type: "integer", minimum: 0 },
    strings: { type: "array", items: { type: "string" } },
    encoding: {
      description: "A token encoding's name, e.g. o200k_base.",
      type: "string",
      minLength: 1
    },
    totals: {
      type: "object",
      additionalProperties: false,
      required: ["model", "raw"],
      properties: {
        model: { $ref: "#/$defs/count" },
        raw: { $ref: "#/$defs/count" }
      }
    },
    server: {
      type: "object",
      additionalProperties: false,
      required: ["name", "version", "protocolVersion"],
      properties: {
        name: { type: ["string", "null"] },
        version: { type: ["string", "null"] },
        protocolVersion: { type: ["string", "null"] },
        era: {
          enum: ["legacy", "modern"],
          description: "Which era of MCP the server spoke: legacy = the 2025 initialize handshake; modern = revision 2026-07-28 and later (server/discover, the protocol version and client capabilities in _meta of every request). Absent in older reports."
        }
      }
    },
    tokenizer: {
      type: "object",
      additionalProperties: false,
      required: ["name", "version"],
      properties: {
        name: { type: "string" },
        version: { type: "string" }
      }
    },
    method: {
      type: "object",
      additionalProperties: false,
      required: ["views", "total", "json", "encodings", "tokenizer"],
      properties: {
        views: {
          type: "object",
          additionalProperties: false,
          required: ["model", "raw"],
          properties: {
            model: { type: "string" },
            raw: { type: "string" }
          }
        },
        total: { type: "string" },
        json: { const: "compact" },
        encodings: {
          type: "array",
          minItems: 1,
          uniqueItems: true,
          items: { $ref: "#/$defs/encoding" }
        },
        tokenizer: { $ref: "#/$defs/tokenizer" }
      }
    },
    fieldName: {
      description: "A counted tool field, other (fields outside the list) or structure (keys, braces, commas).",
      enum: [
        "name",
        "title",
        "description",
        "inputSchema",
        "outputSchema",
        "annotations",
        "_meta",
        "other",
        "structure"
      ]
    },
    fieldTokens: {
      description: "Per-field tokens; structure is the remainder, so the parts sum to raw. BPE merges at a value's edge can make structure slightly negative.",
      type: "object",
      required: ["structure"],
      propertyNames: { $ref: "#/$defs/fieldName" },
      properties: { structure: { type: "integer" } },
      additionalProperties: { $ref: "#/$defs/count" }
    },
    toolTokens: {
      type: "object",
      additionalProperties: false,
      required: ["model", "raw", "fields"],
      properties: {
        model: { $ref: "#/$defs/count" },
        raw: { $ref: "#/$defs/count" },
        fields: { $ref: "#/$defs/fieldTokens" }
      }
    },
    toolCount: {
      type: "object",
      additionalProperties: false,
      required: ["name", "index", "tokens"],
      properties: {
        name: { type: "string" },
        index: { $ref: "#/$defs/count" },
        tokens: {
          type: "object",
          additionalProperties: { $ref: "#/$defs/toolTokens" }
        },
        definition: { $ref: "#/$defs/toolDefinition" },
        warnings: { $ref: "#/$defs/strings" }
      }
    },
    toolDefinition: {
      description: "What a reviewer reads of a tool when it changes, for the description diff and the parameters added or removed in a comparison. Untrusted text from the server. Absent for a tool that is not an object, and in reports of older versions.",
      type: "object",
      additionalProperties: false,
      required: ["properties"],
      properties: {
        description: {
          description: "The description as sent, cut to 2,000 UTF-16 code units; absent when the tool has none.",
          type: "string",
          maxLength: 2e3
        },
        descriptionLength: {
          description: "The description's full length in UTF-16 code units, set only when it was cut.",
          type: "integer",
          minimum: 2001
        },
        properties: {
          description: 'Property paths of the inputSchema in schema order: "city", "options.units" for a nested object, "stops[].name" for the items of an array; at most 200, at most 4 levels deep.',
          type: "array",
          maxItems: 200,
          items: { type: "string" }
        }
      }
    },
    callReport: {
      type: "object",
      additionalProperties: false,
      required: ["name", "tool", "status", "tokens", "models", "checks", "isError", "ms", "parts", "bytes", "line"],
      properties: {
        name: {
          type: "string",
          description: "The call's name in the calls file."
        },
        tool: {
          type: "string"
        },
        status: {
          enum: ["ok", "error", "timeout", "oversize", "unknown-tool", "bad-arguments", "crashed"]
        },
        tokens: {
          description: "Tokens per encoding of what the model receives (the counted parts); {} when there was no result to count.",
          type: "object",
          additionalProperties: {
            $ref: "#/$defs/count"
          }
        },
        models: {
          description: "Per model profile (--model) that renders a tool result (the Jinja profiles qwen3, llama-3.1, llama-3.2; gpt-oss, and the gpt-5/gpt-4.1 proxies, in harmony's functions.<tool> tool message): the prompt with the result as that model's tool message minus without it. Profiles that cannot (the Claude estimates, provider counts) are left out, and the report's warnings say so with the reason.",
          type: "object",
          additionalProperties: {
            $ref: "#/$defs/count"
          }
        },
        checks: {
          type: "array",
          items: {
            type: "object",
            additionalProperties: false,
            required: ["name", "passed", "detail"],
            properties: {
              name: {
                type: "string"
              },
              passed: {
                type: "boolean"
              },
              detail: {
                type: "string"
              }
            }
          }
        },
        isError: {
          type: ["boolean", "null"],
          description: "The result's isError; null when there was no result."
        },
        ms: {
          type: "integer",
          minimum: 0
        },
        parts: {
          type: "array",
          items: {
            type: "object",
            additionalProperties: false,
            required: ["type", "tokens", "counted"],
            properties: {
              type: {
                type: "string"
              },
              tokens: {
                type: "object",
                additionalProperties: {
                  $ref: "#/$defs/count"
                }
              },
              counted: {
                type: "boolean",
                description: "Whether the part is in the call's tokens (structuredContent is not when the result has text content)."
              },
              bytes: {
                type: "integer",
                minimum: 0
              },
              mimeType: {
                type: "string"
              },
              width: {
                type: "integer",
                minimum: 0
              },
              height: {
                type: "integer",
                minimum: 0
              },
              imageTokensEstimate: {
                type: "integer",
                minimum: 0
              }
            }
          }
        },
        bytes: {
          type: ["integer", "null"],
          minimum: 0
        },
        message: {
          type: "string",
          description: "For every status but ok: what happened, located in the calls file (file, line, call name)."
        },
        line: {
          type: "integer",
          minimum: 1
        }
      }
    }
  }
};

// schemas/setup-comparison.schema.json
var setup_comparison_schema_default = {
  $schema: "https://json-schema.org/draft/2020-12/schema",
  $id: "urn:mcp-token-budget:schema:setup-comparison:1",
  title: "mcp-token-budget setup comparison",
  description: "Every server of a client configuration compared with the base (the action's config input; src/core/config-comparison.ts): one comparison per server, the servers only the base has, the servers that failed, and totals over what is known. Self-contained, so comment mode can post it from the file alone (setup-comparison.json). Refers to urn:mcp-token-budget:schema:comparison:1 and urn:mcp-token-budget:schema:report:1.",
  type: "object",
  additionalProperties: false,
  required: [
    "schemaVersion",
    "kind",
    "config",
    "base",
    "head",
    "encodings",
    "servers",
    "totals",
    "measured",
    "failed",
    "complete",
    "budget"
  ],
  properties: {
    schemaVersion: { const: 1 },
    kind: { const: "mcp-token-budget/setup-comparison" },
    config: { description: "The configuration file, relative to the working directory.", type: "string" },
    base: { $ref: "#/$defs/side" },
    head: { $ref: "#/$defs/side" },
    encodings: {
      type: "array",
      minItems: 1,
      uniqueItems: true,
      items: { $ref: "urn:mcp-token-budget:schema:report:1#/$defs/encoding" }
    },
    servers: {
      description: "The configuration's servers at head (those picked, in file order), then the servers removed since the base.",
      type: "array",
      items: {
        oneOf: [{ $ref: "#/$defs/compared" }, { $ref: "#/$defs/removed" }, { $ref: "#/$defs/failed" }]
      }
    },
    totals: {
      description: "Per encoding: head over the servers measured at head, base over the servers whose base is known (a new server's is 0), delta over the servers known on both sides.",
      type: "object",
      additionalProperties: { $ref: "#/$defs/total" }
    },
    measured: { type: "integer", minimum: 0 },
    failed: { type: "integer", minimum: 0 },
    complete: {
      description: "Every server is known at head and at base, in every encoding.",
      type: "boolean"
    },
    models: {
      description: "Per model asked for (the models input), keyed by the model id as written: the configuration at head counted as ONE request (every server measured at head, their tools in one list, instructions joined, the frame once), the same figure measure --config gives. Absent when no model was asked for, or when a head server's tools were not listed in this run.",
      type: "object",
      additionalProperties: {
        type: "object",
        additionalProperties: false,
        required: ["profile", "fidelity", "tools", "instructions", "contextWindow", "shareOfContext"],
        properties: {
          profile: {
            type: "string"
          },
          fidelity: {
            enum: ["exact", "estimate", "provider-count", "unverified"]
          },
          tools: {
            description: "Tokens all the measured servers' tools add to one request: the prompt with them minus the same prompt without them (with the instructions on both sides). For an estimate, the midpoint of range.",
            type: "integer",
            minimum: 0
          },
          range: {
            type: "object",
            additionalProperties: false,
            required: ["low", "high"],
            properties: {
              low: {
                type: "integer"
              },
              high: {
                type: "integer"
              }
            }
          },
          instructions: {
            description: "Tokens the measured servers' instructions (joined, in setup order, a blank line apart) add to that request.",
            type: "integer",
            minimum: 0
          },
          contextWindow: {
            type: ["integer", "null"],
            minimum: 1
          },
          shareOfContext: {
            type: ["number", "null"],
            minimum: 0
          }
        }
      }
    },
    modelsNotCounted: {
      description: "The models asked for with no figure for the configuration at head as one request, keyed like models (an id is in one or the other): the head servers' tools together are past a cap of model counting (8 MiB of tools' JSON per request, or a chat template writing more than 64 Mi characters of JSON), though each server alone may not be. Absent when every model was counted.",
      type: "object",
      additionalProperties: {
        type: "object",
        additionalProperties: false,
        required: ["profile", "runtime", "reason", "detail"],
        properties: {
          profile: { type: "string" },
          runtime: { enum: ["hf", "ollama", "llama.cpp", "provider"] },
          reason: { enum: ["too large"] },
          detail: { type: "string", description: "What was too large and the cap, in words." }
        }
      }
    },
    clients: {
      description: "Per client of the configuration with a profile (docs/clients.md), keyed by the profile's id: the one request that client sends with its own servers measured at head, and at base when a base was compared. Absent when no such server was listed at head in this run.",
      type: "object",
      additionalProperties: {
        type: "object",
        additionalProperties: false,
        required: ["servers", "request"],
        properties: {
          servers: {
            description: "The servers in that request, by their names in the configuration, in its order.",
            type: "array",
            items: { type: "string" }
          },
          request: {
            description: "The client's figures for that request, as a report's clients entry (upFront, allLoaded, perTool, instructions and clientBase per encoding; cappedOut over all its servers).",
            $ref: "urn:mcp-token-budget:schema:report:1#/properties/clients/additionalProperties"
          },
          base: {
            description: "The same client's request at base, with its servers as the base's configuration lists them (the comment shows base -> head). request is null when it is not known in this run, and reason says why. Absent when no base was compared.",
            type: "object",
            additionalProperties: false,
            required: ["request", "reason"],
            properties: {
              request: {
                oneOf: [
                  { type: "null" },
                  { $ref: "urn:mcp-token-budget:schema:report:1#/properties/clients/additionalProperties" }
                ]
              },
              reason: { type: ["string", "null"] }
            }
          }
        }
      }
    },
    budget: {
      oneOf: [
        { type: "null" },
        {
          type: "object",
          additionalProperties: false,
          required: ["file", "passed", "notes"],
          properties: {
            file: { type: "string" },
            passed: { description: "Every measured server's verdict passed.", type: "boolean" },
            notes: { type: "array", items: { type: "string" } },
            fromRoot: {
              description: "The budget file's path from the repository root, to link it at the head commit; null or absent when unknown.",
              type: ["string", "null"]
            }
          }
        }
      ]
    }
  },
  $defs: {
    side: {
      type: "object",
      additionalProperties: false,
      required: ["sha", "label"],
      properties: {
        sha: { type: ["string", "null"] },
        label: { type: ["string", "null"] }
      }
    },
    name: { type: "string", minLength: 1 },
    compared: {
      description: "A server measured at head: in the configuration at base too (compared) or not (new, compared with nothing).",
      type: "object",
      additionalProperties: false,
      required: ["name", "status", "comparison"],
      properties: {
        name: { $ref: "#/$defs/name" },
        status: { enum: ["compared", "new"] },
        comparison: { $ref: "urn:mcp-token-budget:schema:comparison:1" }
      }
    },
    removed: {
      description: "A server only the base's configuration has; base is null when it could not be measured there (reason).",
      type: "object",
      additionalProperties: false,
      required: ["name", "status", "base", "reason"],
      properties: {
        name: { $ref: "#/$defs/name" },
        status: { const: "removed" },
        base: {
          oneOf: [
            { type: "null" },
            {
              type: "object",
              additionalProperties: false,
              required: ["tools", "totals"],
              properties: {
                tools: { type: "integer", minimum: 0 },
                totals: {
                  type: "object",
                  additionalProperties: { $ref: "urn:mcp-token-budget:schema:report:1#/$defs/totals" }
                }
              }
            }
          ]
        },
        reason: { type: ["string", "null"] }
      }
    },
    failed: {
      description: "A server that could not be measured at head.",
      type: "object",
      additionalProperties: false,
      required: ["name", "status", "error"],
      properties: {
        name: { $ref: "#/$defs/name" },
        status: { const: "failed" },
        error: { type: "string" },
        output: {
          description: 'What the server or the build printed, each one line: the lines that look like errors and the last ones, with "\u2026 N lines left out \u2026" between; absent when it printed nothing.',
          type: "array",
          minItems: 1,
          items: { type: "string", pattern: "^[^\\r\\n]*$" }
        }
      }
    },
    totals: {
      type: "object",
      additionalProperties: false,
      required: ["model", "raw"],
      properties: {
        model: { type: "integer" },
        raw: { type: "integer" }
      }
    },
    total: {
      type: "object",
      additionalProperties: false,
      required: ["base", "head", "delta"],
      properties: {
        base: { $ref: "#/$defs/totals" },
        head: { $ref: "#/$defs/totals" },
        delta: { $ref: "#/$defs/totals" }
      }
    }
  }
};

// src/core/consistency.ts
var VIEWS = ["model", "raw"];
var quoted = /* @__PURE__ */ __name((names) => names.map((n) => `"${n}"`).join(", "), "quoted");
function encodingKeys(record, encodings, where, listedIn) {
  for (const encoding of encodings) {
    if (!Object.hasOwn(record, encoding)) return `${where} has no entry for encoding "${encoding}"`;
  }
  for (const key of Object.keys(record)) {
    if (!encodings.includes(key)) {
      return `${where} has an entry for encoding "${key}", which ${listedIn} does not list (${quoted(encodings)})`;
    }
  }
  return null;
}
__name(encodingKeys, "encodingKeys");
function reportInconsistency(report) {
  const encodings = report.method.encodings;
  const problem = encodingKeys(report.totals, encodings, "report.totals", "report.method.encodings");
  if (problem) return problem;
  const sums = {};
  for (const encoding of encodings) sums[encoding] = { model: 0, raw: 0 };
  for (const [i, tool] of report.tools.entries()) {
    const where = `report.tools[${i}]`;
    if (tool.index !== i) return `${where}.index is ${tool.index}, but the tool is number ${i} in report.tools`;
    const problem2 = encodingKeys(tool.tokens, encodings, `${where}.tokens`, "report.method.encodings");
    if (problem2) return problem2;
    for (const encoding of encodings) {
      const tokens = tool.tokens[encoding];
      let fields = 0;
      for (const value of Object.values(tokens.fields)) fields += value ?? 0;
      if (fields !== tokens.raw) {
        return `${where}.tokens.${encoding}.fields add up to ${fields}, but its raw count is ${tokens.raw}`;
      }
      const sum = sums[encoding];
      sum.model += tokens.model;
      sum.raw += tokens.raw;
    }
  }
  for (const encoding of encodings) {
    for (const view of VIEWS) {
      const stated = report.totals[encoding][view];
      const sum = sums[encoding][view];
      if (stated !== sum) return `report.totals.${encoding}.${view} is ${stated}, but its tools add up to ${sum}`;
    }
  }
  if (report.prompts && report.prompts.count !== report.prompts.names.length) {
    return `report.prompts.count is ${report.prompts.count}, but report.prompts.names has ${report.prompts.names.length}`;
  }
  if (report.resources && report.resources.count !== report.resources.items.length) {
    return `report.resources.count is ${report.resources.count}, but report.resources.items has ${report.resources.items.length}`;
  }
  return null;
}
__name(reportInconsistency, "reportInconsistency");
var sumOf = /* @__PURE__ */ __name((deltas) => deltas.reduce((sum, d) => sum + d.delta, 0), "sumOf");
function expectedRelative(total, view) {
  if (!total.base || !total.delta) return null;
  return total.base[view] === 0 ? null : total.delta[view] / total.base[view];
}
__name(expectedRelative, "expectedRelative");
function ruleInconsistency(result, where) {
  if (result.headroom !== result.limit - result.actual) {
    return `${where}.headroom is ${result.headroom}, but limit - actual is ${result.limit - result.actual}`;
  }
  if (result.passed !== result.actual <= result.limit) {
    return `${where}.passed is ${result.passed}, but actual ${result.actual} is ${result.actual <= result.limit ? "within" : "over"} the limit ${result.limit}`;
  }
  return null;
}
__name(ruleInconsistency, "ruleInconsistency");
function modelInconsistency(id, model, noBaseline) {
  const where = `comparison.models[${JSON.stringify(id)}]`;
  const { base, head, delta } = model;
  if (!base && !head) return `${where} has neither a base nor a head entry`;
  if (noBaseline && base) return `${where}.base is set, but the comparison has no base report`;
  if (!base || !head) {
    if (delta !== null)
      return `${where}.delta must be null, as only the ${base ? "base" : "head"} report has the model`;
    if (model.relative !== null) return `${where}.relative must be null, as it has no delta`;
    return null;
  }
  if (!delta) return `${where}.delta must be set, as both reports have the model`;
  if (delta.tools !== head.tools - base.tools) {
    return `${where}.delta.tools is ${delta.tools}, but head - base is ${head.tools} - ${base.tools} = ${head.tools - base.tools}`;
  }
  const instructions = (head.instructions ?? 0) - (base.instructions ?? 0);
  if (delta.instructions !== instructions) {
    return `${where}.delta.instructions is ${delta.instructions}, but head - base is ${instructions}`;
  }
  const relative = base.tools === 0 ? null : delta.tools / base.tools;
  const stated = model.relative;
  if (relative === null ? stated !== null : stated === null || Math.abs(stated - relative) > 1e-9) {
    return `${where}.relative is ${stated}, but delta / base is ${relative}`;
  }
  return null;
}
__name(modelInconsistency, "modelInconsistency");
function comparisonInconsistency(comparison) {
  const encodings = comparison.encodings;
  const noBaseline = comparison.base.report === null;
  const listed = "comparison.encodings";
  const problem = encodingKeys(comparison.totals, encodings, "comparison.totals", listed);
  if (problem) return problem;
  const sums = {};
  for (const encoding of encodings) sums[encoding] = { base: { model: 0, raw: 0 }, head: { model: 0, raw: 0 } };
  let inBase = 0;
  let inHead = 0;
  for (const [i, tool] of comparison.tools.entries()) {
    const where = `comparison.tools[${i}]`;
    const hasBase = tool.baseIndex !== null;
    const hasHead = tool.headIndex !== null;
    if (hasBase) inBase++;
    if (hasHead) inHead++;
    const expected = !hasBase ? "added" : !hasHead ? "removed" : null;
    if (!hasBase && !hasHead) return `${where} has neither a baseIndex nor a headIndex`;
    if (expected ? tool.status !== expected : tool.status === "added" || tool.status === "removed") {
      return `${where}.status is "${tool.status}", but its baseIndex is ${tool.baseIndex} and its headIndex is ${tool.headIndex}`;
    }
    if (noBaseline && hasBase) return `${where} has a baseIndex, but the comparison has no base report`;
    const problem2 = encodingKeys(tool.tokens, encodings, `${where}.tokens`, listed);
    if (problem2) return problem2;
    for (const encoding of encodings) {
      const diff = tool.tokens[encoding];
      const at = `${where}.tokens.${encoding}`;
      if (diff.base !== null !== hasBase) return `${at}.base must be ${hasBase ? "set" : "null"}, as baseIndex is`;
      if (diff.head !== null !== hasHead) return `${at}.head must be ${hasHead ? "set" : "null"}, as headIndex is`;
      const sum = sums[encoding];
      for (const view of VIEWS) {
        const base = diff.base?.[view] ?? 0;
        const head = diff.head?.[view] ?? 0;
        if (diff.delta[view] !== head - base) {
          return `${at}.delta.${view} is ${diff.delta[view]}, but head - base is ${head} - ${base} = ${head - base}`;
        }
        const fields = sumOf(diff.fields[view]);
        if (fields !== diff.delta[view]) {
          return `${at}.fields.${view} add up to ${fields}, but delta.${view} is ${diff.delta[view]}`;
        }
        if (tool.status === "unchanged" && diff.delta[view] !== 0) {
          return `${where} is "unchanged", but ${at}.delta.${view} is ${diff.delta[view]}`;
        }
        sum.base[view] += base;
        sum.head[view] += head;
      }
    }
  }
  for (const encoding of encodings) {
    const total = comparison.totals[encoding];
    const sum = sums[encoding];
    const where = `comparison.totals.${encoding}`;
    if (total.base === null !== noBaseline) return `${where}.base must be ${noBaseline ? "null" : "set"}`;
    if (total.delta === null !== noBaseline) return `${where}.delta must be ${noBaseline ? "null" : "set"}`;
    for (const view of VIEWS) {
      if (total.head[view] !== sum.head[view]) {
        return `${where}.head.${view} is ${total.head[view]}, but its tools add up to ${sum.head[view]}`;
      }
      if (total.base && total.base[view] !== sum.base[view]) {
        return `${where}.base.${view} is ${total.base[view]}, but its tools add up to ${sum.base[view]}`;
      }
      if (total.base && total.delta && total.delta[view] !== total.head[view] - total.base[view]) {
        return `${where}.delta.${view} is ${total.delta[view]}, but head - base is ${total.head[view] - total.base[view]}`;
      }
      const relative = expectedRelative(total, view);
      const stated = total.relative[view];
      if (relative === null ? stated !== null : stated === null || Math.abs(stated - relative) > 1e-9) {
        return `${where}.relative.${view} is ${stated}, but delta / base is ${relative}`;
      }
    }
  }
  for (const [id, model] of Object.entries(comparison.models ?? {})) {
    const problem2 = modelInconsistency(id, model, noBaseline);
    if (problem2) return problem2;
  }
  const counts = comparison.counts.tools;
  if (counts.head !== inHead)
    return `comparison.counts.tools.head is ${counts.head}, but ${inHead} tools have a headIndex`;
  if (counts.base !== (noBaseline ? null : inBase)) {
    return `comparison.counts.tools.base is ${counts.base}, but ${noBaseline ? "there is no base report" : `${inBase} tools have a baseIndex`}`;
  }
  const order = toolOrderInconsistency(comparison, noBaseline);
  if (order) return order;
  const changes = comparison.summary.added + comparison.summary.removed + comparison.summary.changed;
  const reordered = comparison.toolOrder?.changed === true;
  const status = noBaseline ? "no-baseline" : changes > 0 || reordered ? "changed" : "unchanged";
  if (comparison.status !== status) {
    return `comparison.status is "${comparison.status}", but its tools make it "${status}"`;
  }
  const verdict = comparison.verdict;
  if (verdict) {
    for (const [i, result] of verdict.results.entries()) {
      const problem2 = ruleInconsistency(result, `comparison.verdict.results[${i}]`);
      if (problem2) return problem2;
    }
    const passed = verdict.results.every((r) => r.passed);
    if (verdict.passed !== passed) {
      return `comparison.verdict.passed is ${verdict.passed}, but ${passed ? "every rule passed" : "a rule failed"}`;
    }
  }
  return hintsInconsistency(comparison);
}
__name(comparisonInconsistency, "comparisonInconsistency");
function toolOrderInconsistency(comparison, noBaseline) {
  const stated = comparison.toolOrder;
  if (!stated) return null;
  const expected = toolOrderOf(comparison.tools, !noBaseline);
  if (stated.changed !== expected.changed) {
    return `comparison.toolOrder.changed is ${stated.changed}, but the tools' positions make it ${expected.changed}`;
  }
  for (const side of ["base", "head"]) {
    if (JSON.stringify(stated[side]) !== JSON.stringify(expected[side])) {
      return `comparison.toolOrder.${side} does not list the common tools in the ${side}'s order`;
    }
  }
  return null;
}
__name(toolOrderInconsistency, "toolOrderInconsistency");
function hintsInconsistency(comparison) {
  const block = comparison.hints;
  if (!block) return null;
  for (const encoding of block.encodings) {
    if (!comparison.encodings.includes(encoding)) {
      return `comparison.hints.encodings lists "${encoding}", which comparison.encodings does not`;
    }
  }
  const grown = new Set(
    comparison.tools.filter((t) => t.status === "added" || t.status === "changed").map((t) => t.name)
  );
  for (const [i, hint] of block.hints.entries()) {
    const where = `comparison.hints.hints[${i}]`;
    if (!grown.has(hint.tool)) return `${where} is for "${hint.tool}", which is not an added or changed tool`;
    const problem = encodingKeys(hint.saves, block.encodings, `${where}.saves`, "comparison.hints.encodings");
    if (problem) return problem;
  }
  return null;
}
__name(hintsInconsistency, "hintsInconsistency");
function setupComparisonInconsistency(setup) {
  const encodings = setup.encodings;
  const problem = encodingKeys(setup.totals, encodings, "setup.totals", "setup.encodings");
  if (problem) return problem;
  const names = /* @__PURE__ */ new Set();
  for (const [i, server] of setup.servers.entries()) {
    const where = `setup.servers[${i}]`;
    if (names.has(server.name)) return `${where}.name "${server.name}" is listed twice`;
    names.add(server.name);
    if (server.status === "removed" && server.base) {
      const problem2 = encodingKeys(server.base.totals, encodings, `${where}.base.totals`, "setup.encodings");
      if (problem2) return problem2;
    }
    if (server.status !== "compared" && server.status !== "new") continue;
    const c = server.comparison;
    for (const encoding of encodings) {
      if (!c.encodings.includes(encoding))
        return `${where}.comparison has no "${encoding}" counts, which setup.encodings lists`;
    }
    if (server.status === "new" && c.status !== "no-baseline") {
      return `${where} is "new", but its comparison has a baseline (status "${c.status}")`;
    }
  }
  const expected = setupTotals(setup.servers, encodings);
  for (const encoding of encodings) {
    for (const side of ["base", "head", "delta"]) {
      for (const view of VIEWS) {
        const stated = setup.totals[encoding]?.[side][view];
        const sum = expected[encoding]?.[side][view];
        if (stated !== sum)
          return `setup.totals.${encoding}.${side}.${view} is ${stated}, but its servers add up to ${sum}`;
      }
    }
  }
  const measured = setup.servers.filter((s) => s.status === "compared" || s.status === "new").length;
  const failed = setup.servers.filter((s) => s.status === "failed").length;
  if (setup.measured !== measured) return `setup.measured is ${setup.measured}, but ${measured} servers were measured`;
  if (setup.failed !== failed) return `setup.failed is ${setup.failed}, but ${failed} servers failed`;
  const complete = isComplete(setup.servers, encodings);
  if (setup.complete !== complete) return `setup.complete is ${setup.complete}, but its servers make it ${complete}`;
  if (setup.budget) {
    const passed = setup.servers.every(
      (s) => s.status !== "compared" && s.status !== "new" || !s.comparison.verdict || s.comparison.verdict.passed
    );
    if (setup.budget.passed !== passed) {
      return `setup.budget.passed is ${setup.budget.passed}, but ${passed ? "every server's verdict passed" : "a server's verdict failed"}`;
    }
  }
  return null;
}
__name(setupComparisonInconsistency, "setupComparisonInconsistency");

// src/core/documents.ts
var DOCUMENT_SIZE_LIMIT = 64 * 1024 * 1024;
var validators;
function validate(kind, json) {
  if (!validators) {
    const ajv = new import__.Ajv2020({ allErrors: false, strict: true, allowUnionTypes: true });
    ajv.addSchema(report_schema_default);
    const comparison = ajv.compile(comparison_schema_default);
    validators = {
      report: ajv.getSchema(report_schema_default.$id),
      comparison,
      // After the comparison schema, which it refers to by $id.
      setup: ajv.compile(setup_comparison_schema_default)
    };
  }
  const validator = validators[kind];
  return validator(json) ? null : validator.errors?.[0] ?? null;
}
__name(validate, "validate");
function describeError(error, root) {
  const where = `${root}${error.instancePath.replace(/\/([^/]*)/g, (_, key) => /^\d+$/.test(key) ? `[${key}]` : `.${key}`)}`;
  const params = error.params;
  if (error.keyword === "additionalProperties")
    return `${where} has an unexpected property "${params.additionalProperty}"`;
  if (error.keyword === "required") return `${where} is missing the property "${params.missingProperty}"`;
  if (error.keyword === "enum" || error.keyword === "const") {
    const allowed = params.allowedValues ?? [params.allowedValue];
    return `${where} must be one of ${allowed.map((v) => JSON.stringify(v)).join(", ")}`;
  }
  return `${where} ${error.message ?? "is not valid"}`;
}
__name(describeError, "describeError");
function parseComparison(json, file) {
  const fail = /* @__PURE__ */ __name((message) => {
    throw new ComparisonError(`${file ? `${file} is ` : ""}not a valid comparison: ${message}`);
  }, "fail");
  if (typeof json !== "object" || json === null || Array.isArray(json)) {
    fail(`expected a JSON object, got ${Array.isArray(json) ? "an array" : json === null ? "null" : typeof json}`);
  }
  const doc = json;
  if (doc.kind !== COMPARISON_KIND) {
    const hint = doc.kind === void 0 && "tools" in doc && "generator" in doc ? " (this looks like a report)" : "";
    fail(`kind is ${JSON.stringify(doc.kind) ?? "missing"}, expected "${COMPARISON_KIND}"${hint}`);
  }
  const version = doc.schemaVersion;
  if (version !== COMPARISON_SCHEMA_VERSION) {
    if (typeof version === "number" && Number.isInteger(version) && version > COMPARISON_SCHEMA_VERSION) {
      fail(
        `schemaVersion ${version} is newer than this mcp-token-budget reads (${COMPARISON_SCHEMA_VERSION}); use the same mcp-token-budget version to compare and to render`
      );
    }
    fail(`schemaVersion is ${JSON.stringify(version) ?? "missing"}, expected ${COMPARISON_SCHEMA_VERSION}`);
  }
  const error = validate("comparison", json);
  if (error) fail(describeError(error, "comparison"));
  const comparison = json;
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
  const counted = { added: 0, removed: 0, changed: 0, unchanged: 0 };
  for (const tool of comparison.tools) counted[tool.status]++;
  for (const status of Object.keys(counted)) {
    if (counted[status] !== comparison.summary[status]) {
      fail(
        `comparison.summary.${status} is ${comparison.summary[status]}, but comparison.tools counts ${counted[status]}`
      );
    }
  }
  const inconsistency = comparisonInconsistency(comparison);
  if (inconsistency) fail(inconsistency);
  return comparison;
}
__name(parseComparison, "parseComparison");
function parseSetupComparison(json, file) {
  const fail = /* @__PURE__ */ __name((message) => {
    throw new ComparisonError(`${file ? `${file} is ` : ""}not a valid setup comparison: ${message}`);
  }, "fail");
  const doc = json;
  if (typeof doc !== "object" || doc === null || Array.isArray(doc)) fail("expected a JSON object");
  if (doc?.kind !== SETUP_COMPARISON_KIND) {
    fail(`kind is ${JSON.stringify(doc?.kind) ?? "missing"}, expected "${SETUP_COMPARISON_KIND}"`);
  }
  if (doc?.schemaVersion !== SETUP_COMPARISON_SCHEMA_VERSION) {
    fail(
      `schemaVersion is ${JSON.stringify(doc?.schemaVersion) ?? "missing"}, expected ${SETUP_COMPARISON_SCHEMA_VERSION} (use the same mcp-token-budget version to measure and to post)`
    );
  }
  const error = validate("setup", json);
  if (error) fail(describeError(error, "setup"));
  const setup = json;
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
__name(parseSetupComparison, "parseSetupComparison");
function parseReport(json, file) {
  const doc = json;
  if (typeof doc !== "object" || doc === null || Array.isArray(doc)) {
    throw new ReportFileError(`${file} is not an mcp-token-budget report: expected a JSON object`);
  }
  if (doc.kind === COMPARISON_KIND) {
    throw new ReportFileError(
      `${file} is a comparison (from compare, check or diff --out), not a report; make a report with measure --out`
    );
  }
  if (doc.schemaVersion !== REPORT_SCHEMA_VERSION) {
    const newer = typeof doc.schemaVersion === "number" && doc.schemaVersion > REPORT_SCHEMA_VERSION;
    throw new ReportFileError(
      newer ? `${file} has report schemaVersion ${doc.schemaVersion}, newer than this mcp-token-budget reads (${REPORT_SCHEMA_VERSION}); upgrade mcp-token-budget` : `${file} is not an mcp-token-budget report (schemaVersion is ${JSON.stringify(doc.schemaVersion) ?? "missing"}); make one with measure --out`
    );
  }
  const error = validate("report", json);
  if (error) throw new ReportFileError(`${file} is not a valid report: ${describeError(error, "report")}`);
  const inconsistency = reportInconsistency(json);
  if (inconsistency) throw new ReportFileError(`${file} is not a valid report: ${inconsistency}`);
  return json;
}
__name(parseReport, "parseReport");

export {
  DOCUMENT_SIZE_LIMIT,
  describeError,
  parseComparison,
  parseSetupComparison,
  parseReport
};
//# sourceMappingURL=chunk-GJDUVBX4.js.map
