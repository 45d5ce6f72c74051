import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  COMPARISON_KIND,
  COMPARISON_SCHEMA_VERSION,
  ComparisonError,
  REPORT_SCHEMA_VERSION,
  ReportFileError,
  require_applicator,
  require_codegen,
  require_compile,
  require_core,
  require_core2,
  require_dependencies,
  require_discriminator,
  require_format,
  require_metadata,
  require_names,
  require_ref,
  require_ref_error,
  require_util,
  require_validate,
  require_validation,
  require_validation_error
} from "./chunk-XI4HAP3M.js";
import {
  __commonJS,
  __name,
  __toESM
} from "./chunk-WQOZZ7UD.js";

// node_modules/ajv/dist/vocabularies/dynamic/dynamicAnchor.js
var require_dynamicAnchor = __commonJS({
  "node_modules/ajv/dist/vocabularies/dynamic/dynamicAnchor.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.dynamicAnchor = void 0;
    var codegen_1 = require_codegen();
    var names_1 = require_names();
    var compile_1 = require_compile();
    var ref_1 = require_ref();
    var def = {
      keyword: "$dynamicAnchor",
      schemaType: "string",
      code: /* @__PURE__ */ __name((cxt) => dynamicAnchor(cxt, cxt.schema), "code")
    };
    function dynamicAnchor(cxt, anchor) {
      const { gen, it } = cxt;
      it.schemaEnv.root.dynamicAnchors[anchor] = true;
      const v = (0, codegen_1._)`${names_1.default.dynamicAnchors}${(0, codegen_1.getProperty)(anchor)}`;
      const validate2 = it.errSchemaPath === "#" ? it.validateName : _getValidate(cxt);
      gen.if((0, codegen_1._)`!${v}`, () => gen.assign(v, validate2));
    }
    __name(dynamicAnchor, "dynamicAnchor");
    exports.dynamicAnchor = dynamicAnchor;
    function _getValidate(cxt) {
      const { schemaEnv, schema, self } = cxt.it;
      const { root, baseId, localRefs, meta } = schemaEnv.root;
      const { schemaId } = self.opts;
      const sch = new compile_1.SchemaEnv({ schema, schemaId, root, baseId, localRefs, meta });
      compile_1.compileSchema.call(self, sch);
      return (0, ref_1.getValidate)(cxt, sch);
    }
    __name(_getValidate, "_getValidate");
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/dynamic/dynamicRef.js
var require_dynamicRef = __commonJS({
  "node_modules/ajv/dist/vocabularies/dynamic/dynamicRef.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.dynamicRef = void 0;
    var codegen_1 = require_codegen();
    var names_1 = require_names();
    var ref_1 = require_ref();
    var def = {
      keyword: "$dynamicRef",
      schemaType: "string",
      code: /* @__PURE__ */ __name((cxt) => dynamicRef(cxt, cxt.schema), "code")
    };
    function dynamicRef(cxt, ref) {
      const { gen, keyword, it } = cxt;
      if (ref[0] !== "#")
        throw new Error(`"${keyword}" only supports hash fragment reference`);
      const anchor = ref.slice(1);
      if (it.allErrors) {
        _dynamicRef();
      } else {
        const valid = gen.let("valid", false);
        _dynamicRef(valid);
        cxt.ok(valid);
      }
      function _dynamicRef(valid) {
        if (it.schemaEnv.root.dynamicAnchors[anchor]) {
          const v = gen.let("_v", (0, codegen_1._)`${names_1.default.dynamicAnchors}${(0, codegen_1.getProperty)(anchor)}`);
          gen.if(v, _callRef(v, valid), _callRef(it.validateName, valid));
        } else {
          _callRef(it.validateName, valid)();
        }
      }
      __name(_dynamicRef, "_dynamicRef");
      function _callRef(validate2, valid) {
        return valid ? () => gen.block(() => {
          (0, ref_1.callRef)(cxt, validate2);
          gen.let(valid, true);
        }) : () => (0, ref_1.callRef)(cxt, validate2);
      }
      __name(_callRef, "_callRef");
    }
    __name(dynamicRef, "dynamicRef");
    exports.dynamicRef = dynamicRef;
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/dynamic/recursiveAnchor.js
var require_recursiveAnchor = __commonJS({
  "node_modules/ajv/dist/vocabularies/dynamic/recursiveAnchor.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var dynamicAnchor_1 = require_dynamicAnchor();
    var util_1 = require_util();
    var def = {
      keyword: "$recursiveAnchor",
      schemaType: "boolean",
      code(cxt) {
        if (cxt.schema)
          (0, dynamicAnchor_1.dynamicAnchor)(cxt, "");
        else
          (0, util_1.checkStrictMode)(cxt.it, "$recursiveAnchor: false is ignored");
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/dynamic/recursiveRef.js
var require_recursiveRef = __commonJS({
  "node_modules/ajv/dist/vocabularies/dynamic/recursiveRef.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var dynamicRef_1 = require_dynamicRef();
    var def = {
      keyword: "$recursiveRef",
      schemaType: "string",
      code: /* @__PURE__ */ __name((cxt) => (0, dynamicRef_1.dynamicRef)(cxt, cxt.schema), "code")
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/dynamic/index.js
var require_dynamic = __commonJS({
  "node_modules/ajv/dist/vocabularies/dynamic/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var dynamicAnchor_1 = require_dynamicAnchor();
    var dynamicRef_1 = require_dynamicRef();
    var recursiveAnchor_1 = require_recursiveAnchor();
    var recursiveRef_1 = require_recursiveRef();
    var dynamic = [dynamicAnchor_1.default, dynamicRef_1.default, recursiveAnchor_1.default, recursiveRef_1.default];
    exports.default = dynamic;
  }
});

// node_modules/ajv/dist/vocabularies/validation/dependentRequired.js
var require_dependentRequired = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/dependentRequired.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var dependencies_1 = require_dependencies();
    var def = {
      keyword: "dependentRequired",
      type: "object",
      schemaType: "object",
      error: dependencies_1.error,
      code: /* @__PURE__ */ __name((cxt) => (0, dependencies_1.validatePropertyDeps)(cxt), "code")
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/dependentSchemas.js
var require_dependentSchemas = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/dependentSchemas.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var dependencies_1 = require_dependencies();
    var def = {
      keyword: "dependentSchemas",
      type: "object",
      schemaType: "object",
      code: /* @__PURE__ */ __name((cxt) => (0, dependencies_1.validateSchemaDeps)(cxt), "code")
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/validation/limitContains.js
var require_limitContains = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/limitContains.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var util_1 = require_util();
    var def = {
      keyword: ["maxContains", "minContains"],
      type: "array",
      schemaType: "number",
      code({ keyword, parentSchema, it }) {
        if (parentSchema.contains === void 0) {
          (0, util_1.checkStrictMode)(it, `"${keyword}" without "contains" is ignored`);
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/next.js
var require_next = __commonJS({
  "node_modules/ajv/dist/vocabularies/next.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var dependentRequired_1 = require_dependentRequired();
    var dependentSchemas_1 = require_dependentSchemas();
    var limitContains_1 = require_limitContains();
    var next = [dependentRequired_1.default, dependentSchemas_1.default, limitContains_1.default];
    exports.default = next;
  }
});

// node_modules/ajv/dist/vocabularies/unevaluated/unevaluatedProperties.js
var require_unevaluatedProperties = __commonJS({
  "node_modules/ajv/dist/vocabularies/unevaluated/unevaluatedProperties.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var names_1 = require_names();
    var error = {
      message: "must NOT have unevaluated properties",
      params: /* @__PURE__ */ __name(({ params }) => (0, codegen_1._)`{unevaluatedProperty: ${params.unevaluatedProperty}}`, "params")
    };
    var def = {
      keyword: "unevaluatedProperties",
      type: "object",
      schemaType: ["boolean", "object"],
      trackErrors: true,
      error,
      code(cxt) {
        const { gen, schema, data, errsCount, it } = cxt;
        if (!errsCount)
          throw new Error("ajv implementation error");
        const { allErrors, props } = it;
        if (props instanceof codegen_1.Name) {
          gen.if((0, codegen_1._)`${props} !== true`, () => gen.forIn("key", data, (key) => gen.if(unevaluatedDynamic(props, key), () => unevaluatedPropCode(key))));
        } else if (props !== true) {
          gen.forIn("key", data, (key) => props === void 0 ? unevaluatedPropCode(key) : gen.if(unevaluatedStatic(props, key), () => unevaluatedPropCode(key)));
        }
        it.props = true;
        cxt.ok((0, codegen_1._)`${errsCount} === ${names_1.default.errors}`);
        function unevaluatedPropCode(key) {
          if (schema === false) {
            cxt.setParams({ unevaluatedProperty: key });
            cxt.error();
            if (!allErrors)
              gen.break();
            return;
          }
          if (!(0, util_1.alwaysValidSchema)(it, schema)) {
            const valid = gen.name("valid");
            cxt.subschema({
              keyword: "unevaluatedProperties",
              dataProp: key,
              dataPropType: util_1.Type.Str
            }, valid);
            if (!allErrors)
              gen.if((0, codegen_1.not)(valid), () => gen.break());
          }
        }
        __name(unevaluatedPropCode, "unevaluatedPropCode");
        function unevaluatedDynamic(evaluatedProps, key) {
          return (0, codegen_1._)`!${evaluatedProps} || !${evaluatedProps}[${key}]`;
        }
        __name(unevaluatedDynamic, "unevaluatedDynamic");
        function unevaluatedStatic(evaluatedProps, key) {
          const ps = [];
          for (const p in evaluatedProps) {
            if (evaluatedProps[p] === true)
              ps.push((0, codegen_1._)`${key} !== ${p}`);
          }
          return (0, codegen_1.and)(...ps);
        }
        __name(unevaluatedStatic, "unevaluatedStatic");
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/unevaluated/unevaluatedItems.js
var require_unevaluatedItems = __commonJS({
  "node_modules/ajv/dist/vocabularies/unevaluated/unevaluatedItems.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var error = {
      message: /* @__PURE__ */ __name(({ params: { len } }) => (0, codegen_1.str)`must NOT have more than ${len} items`, "message"),
      params: /* @__PURE__ */ __name(({ params: { len } }) => (0, codegen_1._)`{limit: ${len}}`, "params")
    };
    var def = {
      keyword: "unevaluatedItems",
      type: "array",
      schemaType: ["boolean", "object"],
      error,
      code(cxt) {
        const { gen, schema, data, it } = cxt;
        const items = it.items || 0;
        if (items === true)
          return;
        const len = gen.const("len", (0, codegen_1._)`${data}.length`);
        if (schema === false) {
          cxt.setParams({ len: items });
          cxt.fail((0, codegen_1._)`${len} > ${items}`);
        } else if (typeof schema == "object" && !(0, util_1.alwaysValidSchema)(it, schema)) {
          const valid = gen.var("valid", (0, codegen_1._)`${len} <= ${items}`);
          gen.if((0, codegen_1.not)(valid), () => validateItems(valid, items));
          cxt.ok(valid);
        }
        it.items = true;
        function validateItems(valid, from) {
          gen.forRange("i", from, len, (i) => {
            cxt.subschema({ keyword: "unevaluatedItems", dataProp: i, dataPropType: util_1.Type.Num }, valid);
            if (!it.allErrors)
              gen.if((0, codegen_1.not)(valid), () => gen.break());
          });
        }
        __name(validateItems, "validateItems");
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/unevaluated/index.js
var require_unevaluated = __commonJS({
  "node_modules/ajv/dist/vocabularies/unevaluated/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var unevaluatedProperties_1 = require_unevaluatedProperties();
    var unevaluatedItems_1 = require_unevaluatedItems();
    var unevaluated = [unevaluatedProperties_1.default, unevaluatedItems_1.default];
    exports.default = unevaluated;
  }
});

// node_modules/ajv/dist/vocabularies/draft2020.js
var require_draft2020 = __commonJS({
  "node_modules/ajv/dist/vocabularies/draft2020.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var core_1 = require_core2();
    var validation_1 = require_validation();
    var applicator_1 = require_applicator();
    var dynamic_1 = require_dynamic();
    var next_1 = require_next();
    var unevaluated_1 = require_unevaluated();
    var format_1 = require_format();
    var metadata_1 = require_metadata();
    var draft2020Vocabularies = [
      dynamic_1.default,
      core_1.default,
      validation_1.default,
      (0, applicator_1.default)(true),
      format_1.default,
      metadata_1.metadataVocabulary,
      metadata_1.contentVocabulary,
      next_1.default,
      unevaluated_1.default
    ];
    exports.default = draft2020Vocabularies;
  }
});

// node_modules/ajv/dist/refs/json-schema-2020-12/schema.json
var require_schema = __commonJS({
  "node_modules/ajv/dist/refs/json-schema-2020-12/schema.json"(exports, module) {
    module.exports = {
      $schema: "https://json-schema.org/draft/2020-12/schema",
      $id: "https://json-schema.org/draft/2020-12/schema",
      $vocabulary: {
        "https://json-schema.org/draft/2020-12/vocab/core": true,
        "https://json-schema.org/draft/2020-12/vocab/applicator": true,
        "https://json-schema.org/draft/2020-12/vocab/unevaluated": true,
        "https://json-schema.org/draft/2020-12/vocab/validation": true,
        "https://json-schema.org/draft/2020-12/vocab/meta-data": true,
        "https://json-schema.org/draft/2020-12/vocab/format-annotation": true,
        "https://json-schema.org/draft/2020-12/vocab/content": true
      },
      $dynamicAnchor: "meta",
      title: "Core and Validation specifications meta-schema",
      allOf: [
        { $ref: "meta/core" },
        { $ref: "meta/applicator" },
        { $ref: "meta/unevaluated" },
        { $ref: "meta/validation" },
        { $ref: "meta/meta-data" },
        { $ref: "meta/format-annotation" },
        { $ref: "meta/content" }
      ],
      type: ["object", "boolean"],
      $comment: "This meta-schema also defines keywords that have appeared in previous drafts in order to prevent incompatible extensions as they remain in common use.",
      properties: {
        definitions: {
          $comment: '"definitions" has been replaced by "$defs".',
          type: "object",
          additionalProperties: { $dynamicRef: "#meta" },
          deprecated: true,
          default: {}
        },
        dependencies: {
          $comment: '"dependencies" has been split and replaced by "dependentSchemas" and "dependentRequired" in order to serve their differing semantics.',
          type: "object",
          additionalProperties: {
            anyOf: [{ $dynamicRef: "#meta" }, { $ref: "meta/validation#/$defs/stringArray" }]
          },
          deprecated: true,
          default: {}
        },
        $recursiveAnchor: {
          $comment: '"$recursiveAnchor" has been replaced by "$dynamicAnchor".',
          $ref: "meta/core#/$defs/anchorString",
          deprecated: true
        },
        $recursiveRef: {
          $comment: '"$recursiveRef" has been replaced by "$dynamicRef".',
          $ref: "meta/core#/$defs/uriReferenceString",
          deprecated: true
        }
      }
    };
  }
});

// node_modules/ajv/dist/refs/json-schema-2020-12/meta/applicator.json
var require_applicator2 = __commonJS({
  "node_modules/ajv/dist/refs/json-schema-2020-12/meta/applicator.json"(exports, module) {
    module.exports = {
      $schema: "https://json-schema.org/draft/2020-12/schema",
      $id: "https://json-schema.org/draft/2020-12/meta/applicator",
      $vocabulary: {
        "https://json-schema.org/draft/2020-12/vocab/applicator": true
      },
      $dynamicAnchor: "meta",
      title: "Applicator vocabulary meta-schema",
      type: ["object", "boolean"],
      properties: {
        prefixItems: { $ref: "#/$defs/schemaArray" },
        items: { $dynamicRef: "#meta" },
        contains: { $dynamicRef: "#meta" },
        additionalProperties: { $dynamicRef: "#meta" },
        properties: {
          type: "object",
          additionalProperties: { $dynamicRef: "#meta" },
          default: {}
        },
        patternProperties: {
          type: "object",
          additionalProperties: { $dynamicRef: "#meta" },
          propertyNames: { format: "regex" },
          default: {}
        },
        dependentSchemas: {
          type: "object",
          additionalProperties: { $dynamicRef: "#meta" },
          default: {}
        },
        propertyNames: { $dynamicRef: "#meta" },
        if: { $dynamicRef: "#meta" },
        then: { $dynamicRef: "#meta" },
        else: { $dynamicRef: "#meta" },
        allOf: { $ref: "#/$defs/schemaArray" },
        anyOf: { $ref: "#/$defs/schemaArray" },
        oneOf: { $ref: "#/$defs/schemaArray" },
        not: { $dynamicRef: "#meta" }
      },
      $defs: {
        schemaArray: {
          type: "array",
          minItems: 1,
          items: { $dynamicRef: "#meta" }
        }
      }
    };
  }
});

// node_modules/ajv/dist/refs/json-schema-2020-12/meta/unevaluated.json
var require_unevaluated2 = __commonJS({
  "node_modules/ajv/dist/refs/json-schema-2020-12/meta/unevaluated.json"(exports, module) {
    module.exports = {
      $schema: "https://json-schema.org/draft/2020-12/schema",
      $id: "https://json-schema.org/draft/2020-12/meta/unevaluated",
      $vocabulary: {
        "https://json-schema.org/draft/2020-12/vocab/unevaluated": true
      },
      $dynamicAnchor: "meta",
      title: "Unevaluated applicator vocabulary meta-schema",
      type: ["object", "boolean"],
      properties: {
        unevaluatedItems: { $dynamicRef: "#meta" },
        unevaluatedProperties: { $dynamicRef: "#meta" }
      }
    };
  }
});

// node_modules/ajv/dist/refs/json-schema-2020-12/meta/content.json
var require_content = __commonJS({
  "node_modules/ajv/dist/refs/json-schema-2020-12/meta/content.json"(exports, module) {
    module.exports = {
      $schema: "https://json-schema.org/draft/2020-12/schema",
      $id: "https://json-schema.org/draft/2020-12/meta/content",
      $vocabulary: {
        "https://json-schema.org/draft/2020-12/vocab/content": true
      },
      $dynamicAnchor: "meta",
      title: "Content vocabulary meta-schema",
      type: ["object", "boolean"],
      properties: {
        contentEncoding: { type: "string" },
        contentMediaType: { type: "string" },
        contentSchema: { $dynamicRef: "#meta" }
      }
    };
  }
});

// node_modules/ajv/dist/refs/json-schema-2020-12/meta/core.json
var require_core3 = __commonJS({
  "node_modules/ajv/dist/refs/json-schema-2020-12/meta/core.json"(exports, module) {
    module.exports = {
      $schema: "https://json-schema.org/draft/2020-12/schema",
      $id: "https://json-schema.org/draft/2020-12/meta/core",
      $vocabulary: {
        "https://json-schema.org/draft/2020-12/vocab/core": true
      },
      $dynamicAnchor: "meta",
      title: "Core vocabulary meta-schema",
      type: ["object", "boolean"],
      properties: {
        $id: {
          $ref: "#/$defs/uriReferenceString",
          $comment: "Non-empty fragments not allowed.",
          pattern: "^[^#]*#?$"
        },
        $schema: { $ref: "#/$defs/uriString" },
        $ref: { $ref: "#/$defs/uriReferenceString" },
        $anchor: { $ref: "#/$defs/anchorString" },
        $dynamicRef: { $ref: "#/$defs/uriReferenceString" },
        $dynamicAnchor: { $ref: "#/$defs/anchorString" },
        $vocabulary: {
          type: "object",
          propertyNames: { $ref: "#/$defs/uriString" },
          additionalProperties: {
            type: "boolean"
          }
        },
        $comment: {
          type: "string"
        },
        $defs: {
          type: "object",
          additionalProperties: { $dynamicRef: "#meta" }
        }
      },
      $defs: {
        anchorString: {
          type: "string",
          pattern: "^[A-Za-z_][-A-Za-z0-9._]*$"
        },
        uriString: {
          type: "string",
          format: "uri"
        },
        uriReferenceString: {
          type: "string",
          format: "uri-reference"
        }
      }
    };
  }
});

// node_modules/ajv/dist/refs/json-schema-2020-12/meta/format-annotation.json
var require_format_annotation = __commonJS({
  "node_modules/ajv/dist/refs/json-schema-2020-12/meta/format-annotation.json"(exports, module) {
    module.exports = {
      $schema: "https://json-schema.org/draft/2020-12/schema",
      $id: "https://json-schema.org/draft/2020-12/meta/format-annotation",
      $vocabulary: {
        "https://json-schema.org/draft/2020-12/vocab/format-annotation": true
      },
      $dynamicAnchor: "meta",
      title: "Format vocabulary meta-schema for annotation results",
      type: ["object", "boolean"],
      properties: {
        format: { type: "string" }
      }
    };
  }
});

// node_modules/ajv/dist/refs/json-schema-2020-12/meta/meta-data.json
var require_meta_data = __commonJS({
  "node_modules/ajv/dist/refs/json-schema-2020-12/meta/meta-data.json"(exports, module) {
    module.exports = {
      $schema: "https://json-schema.org/draft/2020-12/schema",
      $id: "https://json-schema.org/draft/2020-12/meta/meta-data",
      $vocabulary: {
        "https://json-schema.org/draft/2020-12/vocab/meta-data": true
      },
      $dynamicAnchor: "meta",
      title: "Meta-data vocabulary meta-schema",
      type: ["object", "boolean"],
      properties: {
        title: {
          type: "string"
        },
        description: {
          type: "string"
        },
        default: true,
        deprecated: {
          type: "boolean",
          default: false
        },
        readOnly: {
          type: "boolean",
          default: false
        },
        writeOnly: {
          type: "boolean",
          default: false
        },
        examples: {
          type: "array",
          items: true
        }
      }
    };
  }
});

// node_modules/ajv/dist/refs/json-schema-2020-12/meta/validation.json
var require_validation2 = __commonJS({
  "node_modules/ajv/dist/refs/json-schema-2020-12/meta/validation.json"(exports, module) {
    module.exports = {
      $schema: "https://json-schema.org/draft/2020-12/schema",
      $id: "https://json-schema.org/draft/2020-12/meta/validation",
      $vocabulary: {
        "https://json-schema.org/draft/2020-12/vocab/validation": true
      },
      $dynamicAnchor: "meta",
      title: "Validation vocabulary meta-schema",
      type: ["object", "boolean"],
      properties: {
        type: {
          anyOf: [
            { $ref: "#/$defs/simpleTypes" },
            {
              type: "array",
              items: { $ref: "#/$defs/simpleTypes" },
              minItems: 1,
              uniqueItems: true
            }
          ]
        },
        const: true,
        enum: {
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
        maxLength: { $ref: "#/$defs/nonNegativeInteger" },
        minLength: { $ref: "#/$defs/nonNegativeIntegerDefault0" },
        pattern: {
          type: "string",
          format: "regex"
        },
        maxItems: { $ref: "#/$defs/nonNegativeInteger" },
        minItems: { $ref: "#/$defs/nonNegativeIntegerDefault0" },
        uniqueItems: {
          type: "boolean",
          default: false
        },
        maxContains: { $ref: "#/$defs/nonNegativeInteger" },
        minContains: {
          $ref: "#/$defs/nonNegativeInteger",
          default: 1
        },
        maxProperties: { $ref: "#/$defs/nonNegativeInteger" },
        minProperties: { $ref: "#/$defs/nonNegativeIntegerDefault0" },
        required: { $ref: "#/$defs/stringArray" },
        dependentRequired: {
          type: "object",
          additionalProperties: {
            $ref: "#/$defs/stringArray"
          }
        }
      },
      $defs: {
        nonNegativeInteger: {
          type: "integer",
          minimum: 0
        },
        nonNegativeIntegerDefault0: {
          $ref: "#/$defs/nonNegativeInteger",
          default: 0
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
      }
    };
  }
});

// node_modules/ajv/dist/refs/json-schema-2020-12/index.js
var require_json_schema_2020_12 = __commonJS({
  "node_modules/ajv/dist/refs/json-schema-2020-12/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var metaSchema = require_schema();
    var applicator = require_applicator2();
    var unevaluated = require_unevaluated2();
    var content = require_content();
    var core = require_core3();
    var format = require_format_annotation();
    var metadata = require_meta_data();
    var validation = require_validation2();
    var META_SUPPORT_DATA = ["/properties"];
    function addMetaSchema2020($data) {
      ;
      [
        metaSchema,
        applicator,
        unevaluated,
        content,
        core,
        with$data(this, format),
        metadata,
        with$data(this, validation)
      ].forEach((sch) => this.addMetaSchema(sch, void 0, false));
      return this;
      function with$data(ajv, sch) {
        return $data ? ajv.$dataMetaSchema(sch, META_SUPPORT_DATA) : sch;
      }
      __name(with$data, "with$data");
    }
    __name(addMetaSchema2020, "addMetaSchema2020");
    exports.default = addMetaSchema2020;
  }
});

// node_modules/ajv/dist/2020.js
var require__ = __commonJS({
  "node_modules/ajv/dist/2020.js"(exports, module) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.MissingRefError = exports.ValidationError = exports.CodeGen = exports.Name = exports.nil = exports.stringify = exports.str = exports._ = exports.KeywordCxt = exports.Ajv2020 = void 0;
    var core_1 = require_core();
    var draft2020_1 = require_draft2020();
    var discriminator_1 = require_discriminator();
    var json_schema_2020_12_1 = require_json_schema_2020_12();
    var META_SCHEMA_ID = "https://json-schema.org/draft/2020-12/schema";
    var Ajv20202 = class extends core_1.default {
      static {
        __name(this, "Ajv2020");
      }
      constructor(opts = {}) {
        super({
          ...opts,
          dynamicRef: true,
          next: true,
          unevaluated: true
        });
      }
      _addVocabularies() {
        super._addVocabularies();
        draft2020_1.default.forEach((v) => this.addVocabulary(v));
        if (this.opts.discriminator)
          this.addKeyword(discriminator_1.default);
      }
      _addDefaultMetaSchema() {
        super._addDefaultMetaSchema();
        const { $data, meta } = this.opts;
        if (!meta)
          return;
        json_schema_2020_12_1.default.call(this, $data);
        this.refs["http://json-schema.org/schema"] = META_SCHEMA_ID;
      }
      defaultMeta() {
        return this.opts.defaultMeta = super.defaultMeta() || (this.getSchema(META_SCHEMA_ID) ? META_SCHEMA_ID : void 0);
      }
    };
    exports.Ajv2020 = Ajv20202;
    module.exports = exports = Ajv20202;
    module.exports.Ajv2020 = Ajv20202;
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.default = Ajv20202;
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
      description: "A report's models[id] entry; the comparison leaves out perTool and hiddenParameters.",
      oneOf: [{ type: "null" }, { $ref: "urn:mcp-token-budget:schema:report:1#/$defs/modelEntry" }]
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
            "client"
          ]
        },
        encoding: { type: ["string", "null"] },
        view: { enum: ["model", "raw"] },
        tool: { type: "string" },
        model: { type: "string" },
        client: { type: "string" },
        limit: { type: "number" },
        limitText: { type: "string" },
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
        passed: { type: "boolean" },
        results: { type: "array", items: { $ref: "#/$defs/ruleResult" } },
        skipped: { type: "array", items: { type: "string" } }
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
    models: {
      description: "Per model profile asked for (--model / models), keyed by the id the user gave. Absent when none was asked for.",
      type: "object",
      additionalProperties: {
        $ref: "#/$defs/modelEntry"
      }
    },
    warnings: { $ref: "#/$defs/strings" }
  },
  $defs: {
    modelEntry: {
      type: "object",
      additionalProperties: false,
      required: [
        "profile",
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
      properties: {
        profile: {
          type: "string",
          description: "What is counted, with which renderer and tokenizer."
        },
        fidelity: {
          enum: ["exact", "estimate", "provider-count"],
          description: "exact: the model's own rendering and tokenizer; estimate: a dated ratio, see range; provider-count: the provider's counting API."
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
          minimum: 1
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
        protocolVersion: { type: ["string", "null"] }
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
    }
  }
};

// schemas/setup-comparison.schema.json
var setup_comparison_schema_default = {
  $schema: "https://json-schema.org/draft/2020-12/schema",
  $id: "urn:mcp-token-budget:schema:setup-comparison:1",
  title: "mcp-token-budget setup comparison",
  description: "Every server of a client configuration compared with the base (the action's config input; src/core/setup-comparison.ts): one comparison per server, the servers only the base has, the servers that failed, and totals over what is known. Self-contained, so comment mode can post it from the file alone (setup-comparison.json). Refers to urn:mcp-token-budget:schema:comparison:1 and urn:mcp-token-budget:schema:report:1.",
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
            notes: { type: "array", items: { type: "string" } }
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
        error: { type: "string" }
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

// src/core/setup-comparison.ts
var SETUP_COMPARISON_KIND = "mcp-token-budget/setup-comparison";
var SETUP_COMPARISON_SCHEMA_VERSION = 1;
var ZERO = { model: 0, raw: 0 };
function sidesOf(server, encoding) {
  switch (server.status) {
    case "failed":
      return { base: null, head: null };
    case "removed":
      return { base: server.base?.totals[encoding] ?? null, head: ZERO };
    case "new":
      return { base: ZERO, head: server.comparison.totals[encoding]?.head ?? null };
    case "compared": {
      const total = server.comparison.totals[encoding];
      return { base: total?.base ?? null, head: total?.head ?? null };
    }
  }
}
__name(sidesOf, "sidesOf");
var add = /* @__PURE__ */ __name((a, b) => ({ model: a.model + b.model, raw: a.raw + b.raw }), "add");
var minus = /* @__PURE__ */ __name((a, b) => ({ model: a.model - b.model, raw: a.raw - b.raw }), "minus");
function setupTotals(servers, encodings) {
  const totals = {};
  for (const encoding of encodings) {
    let base = ZERO;
    let head = ZERO;
    let delta = ZERO;
    for (const server of servers) {
      const sides = sidesOf(server, encoding);
      if (sides.base) base = add(base, sides.base);
      if (sides.head) head = add(head, sides.head);
      if (sides.base && sides.head) delta = add(delta, minus(sides.head, sides.base));
    }
    totals[encoding] = { base, head, delta };
  }
  return totals;
}
__name(setupTotals, "setupTotals");
function isComplete(servers, encodings) {
  return servers.every(
    (server) => encodings.every((encoding) => {
      const sides = sidesOf(server, encoding);
      return sides.base !== null && sides.head !== null;
    })
  );
}
__name(isComplete, "isComplete");
function buildSetupComparison(input) {
  const measured = input.servers.filter((s) => s.status === "compared" || s.status === "new").length;
  const failed = input.servers.filter((s) => s.status === "failed").length;
  const verdicts = input.servers.flatMap(
    (s) => (s.status === "compared" || s.status === "new") && s.comparison.verdict ? [s.comparison.verdict] : []
  );
  return {
    schemaVersion: SETUP_COMPARISON_SCHEMA_VERSION,
    kind: SETUP_COMPARISON_KIND,
    config: input.config,
    base: input.base,
    head: input.head,
    encodings: input.encodings,
    servers: input.servers,
    totals: setupTotals(input.servers, input.encodings),
    measured,
    failed,
    complete: isComplete(input.servers, input.encodings),
    budget: input.budget ? { file: input.budget.file, passed: verdicts.every((v) => v.passed), notes: input.budget.notes } : null
  };
}
__name(buildSetupComparison, "buildSetupComparison");
function brokenRules(setup) {
  return setup.servers.flatMap((s) => {
    if (s.status !== "compared" && s.status !== "new") return [];
    const broken = s.comparison.verdict?.results.filter((r) => !r.passed) ?? [];
    return broken.length > 0 ? [{ server: s.name, messages: broken.map((r) => r.message) }] : [];
  });
}
__name(brokenRules, "brokenRules");
function serializeSetupComparison(setup) {
  return `${JSON.stringify(setup, null, 2)}
`;
}
__name(serializeSetupComparison, "serializeSetupComparison");

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
  const changes = comparison.summary.added + comparison.summary.removed + comparison.summary.changed;
  const status = noBaseline ? "no-baseline" : changes > 0 ? "changed" : "unchanged";
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
  sidesOf,
  buildSetupComparison,
  brokenRules,
  serializeSetupComparison,
  DOCUMENT_SIZE_LIMIT,
  parseComparison,
  parseSetupComparison,
  parseReport
};
//# sourceMappingURL=chunk-DPPGLSYE.js.map
