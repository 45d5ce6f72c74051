import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  modelFacing
} from "./chunk-5VXDLGSY.js";
import {
  TooLargeToCount
} from "./chunk-2FVBJ6RF.js";
import {
  copyAsSent
} from "./chunk-FSDW3AHK.js";
import {
  __commonJS,
  __name,
  __toESM
} from "./chunk-WQOZZ7UD.js";

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
    function escapePathComponent(path) {
      if (path.indexOf("/") === -1 && path.indexOf("~") === -1)
        return path;
      return path.replace(/~/g, "~0").replace(/\//g, "~1");
    }
    __name(escapePathComponent, "escapePathComponent");
    exports.escapePathComponent = escapePathComponent;
    function unescapePathComponent(path) {
      return path.replace(/~1/g, "/").replace(/~0/g, "~");
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
      var path = _getPathRecursive(root, obj);
      if (path === "") {
        throw new Error("Object not found in root");
      }
      return "/" + path;
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
        function PatchError2(message, name, index, operation, tree) {
          var _newTarget = this.constructor;
          var _this = _super.call(this, patchErrorMessageFormatter(message, { name, index, operation, tree })) || this;
          _this.name = name;
          _this.index = index;
          _this.operation = operation;
          _this.tree = tree;
          Object.setPrototypeOf(_this, _newTarget.prototype);
          _this.message = patchErrorMessageFormatter(message, { name, index, operation, tree });
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
var require_core = __commonJS({
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
        var path = operation.path || "";
        var keys = path.split("/");
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
          var error = validate([existingValue], document);
          if (error && error.name === "OPERATION_PATH_UNRESOLVABLE") {
            throw new exports.JsonPatchError("Cannot perform the operation from a path that does not exist", "OPERATION_FROM_UNRESOLVABLE", index, operation, document);
          }
        }
      }
    }
    __name(validator, "validator");
    exports.validator = validator;
    function validate(sequence, document, externalValidator) {
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
    __name(validate, "validate");
    exports.validate = validate;
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
    var core_js_1 = require_core();
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
    function _generate(mirror, obj, patches, path, invertible) {
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
            _generate(oldVal, newVal, patches, path + "/" + helpers_js_1.escapePathComponent(key), invertible);
          } else {
            if (oldVal !== newVal) {
              changed = true;
              if (invertible) {
                patches.push({ op: "test", path: path + "/" + helpers_js_1.escapePathComponent(key), value: helpers_js_1._deepClone(oldVal) });
              }
              patches.push({ op: "replace", path: path + "/" + helpers_js_1.escapePathComponent(key), value: helpers_js_1._deepClone(newVal) });
            }
          }
        } else if (Array.isArray(mirror) === Array.isArray(obj)) {
          if (invertible) {
            patches.push({ op: "test", path: path + "/" + helpers_js_1.escapePathComponent(key), value: helpers_js_1._deepClone(oldVal) });
          }
          patches.push({ op: "remove", path: path + "/" + helpers_js_1.escapePathComponent(key) });
          deleted = true;
        } else {
          if (invertible) {
            patches.push({ op: "test", path, value: mirror });
          }
          patches.push({ op: "replace", path, value: obj });
          changed = true;
        }
      }
      if (!deleted && newKeys.length == oldKeys.length) {
        return;
      }
      for (var t = 0; t < newKeys.length; t++) {
        var key = newKeys[t];
        if (!helpers_js_1.hasOwnProperty(mirror, key) && obj[key] !== void 0) {
          patches.push({ op: "add", path: path + "/" + helpers_js_1.escapePathComponent(key), value: helpers_js_1._deepClone(obj[key]) });
        }
      }
    }
    __name(_generate, "_generate");
    function compare(tree1, tree2, invertible) {
      if (invertible === void 0) {
        invertible = false;
      }
      var patches = [];
      _generate(tree1, tree2, patches, "", invertible);
      return patches;
    }
    __name(compare, "compare");
    exports.compare = compare;
  }
});

// node_modules/fast-json-patch/index.js
var require_fast_json_patch = __commonJS({
  "node_modules/fast-json-patch/index.js"(exports) {
    var core = require_core();
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

// src/core/hints/patch.ts
var import_fast_json_patch = __toESM(require_fast_json_patch(), 1);
function applyToCopy(document, patch) {
  return import_fast_json_patch.default.applyPatch(copyAsSent(document), patch, true, true, true).newDocument;
}
__name(applyToCopy, "applyToCopy");

// src/core/hints/schema-walk.ts
var isObject = /* @__PURE__ */ __name((value) => typeof value === "object" && value !== null && !Array.isArray(value), "isObject");
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
  const visit = /* @__PURE__ */ __name((schema, node) => {
    if (!isObject(schema)) return;
    out.push({ schema, ...node });
    const child = /* @__PURE__ */ __name((value, path, extra = {}) => visit(value, { path, root: false, depth: node.depth + 1, ...extra }), "child");
    const required = new Set(Array.isArray(schema.required) ? schema.required : []);
    for (const map of SCHEMA_MAPS) {
      const members = schema[map];
      if (!isObject(members)) continue;
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
  visit(tool.inputSchema, { path: pointer("inputSchema"), root: true, depth: 0 });
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
function tokensOf(path) {
  if (path === "") return [];
  return path.slice(1).split("/").map((t) => t.replace(/~1/g, "/").replace(/~0/g, "~"));
}
__name(tokensOf, "tokensOf");
function commonPointer(paths) {
  const [first, ...rest] = paths.map(tokensOf);
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

// src/core/hints/refs.ts
function pointerTarget(root, fragment) {
  let at = root;
  for (const token of tokensOf(decodeURIComponent(fragment))) {
    if (Array.isArray(at) && /^(0|[1-9]\d*)$/.test(token) && Number(token) < at.length) at = at[Number(token)];
    else if (isObject(at) && Object.hasOwn(at, token)) at = at[token];
    else return false;
  }
  return true;
}
__name(pointerTarget, "pointerTarget");
function anchors(tool) {
  const out = [];
  for (const { schema } of schemaNodes(tool)) {
    for (const key of ["$anchor", "$dynamicAnchor"])
      if (typeof schema[key] === "string") out.push(schema[key]);
  }
  return out;
}
__name(anchors, "anchors");
function localRefs(tool) {
  const names = new Set(anchors(tool));
  const out = /* @__PURE__ */ new Map();
  for (const { schema } of schemaNodes(tool)) {
    for (const key of ["$ref", "$dynamicRef"]) {
      const ref = schema[key];
      if (typeof ref !== "string" || !ref.startsWith("#")) continue;
      const fragment = ref.slice(1);
      out.set(
        ref,
        fragment === "" || fragment.startsWith("/") ? pointerTarget(tool.inputSchema, fragment) : names.has(fragment)
      );
    }
  }
  return out;
}
__name(localRefs, "localRefs");
function brokenByRewrite(before, after) {
  const problems = [];
  const was = localRefs(before);
  for (const [ref, resolves] of localRefs(after)) {
    if (!resolves && was.get(ref) !== false) problems.push(`$ref ${ref} would point nowhere`);
  }
  const count = /* @__PURE__ */ __name((list) => list.reduce((m, a) => m.set(a, (m.get(a) ?? 0) + 1), /* @__PURE__ */ new Map()), "count");
  const anchorsBefore = count(anchors(before));
  for (const [anchor, n] of count(anchors(after))) {
    if (n > 1 && (anchorsBefore.get(anchor) ?? 0) < n) problems.push(`$anchor ${anchor} would be written ${n} times`);
  }
  return problems;
}
__name(brokenByRewrite, "brokenByRewrite");

// src/core/hints/description-rules.ts
function replaceText(path, before, after, note) {
  return {
    path,
    patch: [
      { op: "test", path, value: before },
      { op: "replace", path, value: after }
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
  for (const { path, text } of descriptions(tool)) {
    const spaced = tidyWhitespace(text);
    const plain = tidyWhitespace(stripDecoration(spaced));
    if (plain === text) continue;
    const kinds = [spaced !== text ? "whitespace" : null, plain !== spaced ? "markdown" : null].filter(Boolean);
    out.push(replaceText(path, text, plain, kinds.join(" and ")));
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
    const name = PARAMETER_LINE.exec(lines[i])?.[1];
    if (name === void 0 || !described.has(name)) continue;
    drop[i] = true;
    if (!names.includes(name)) names.push(name);
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
  if (typeof tool.description !== "string" || !isObject(schema) || !isObject(schema.properties)) return [];
  const described = new Set(
    Object.entries(schema.properties).filter(([, property]) => isObject(property) && typeof property.description === "string").map(([name]) => name)
  );
  const result = withoutParameterLines(tool.description, described);
  if (!result) return [];
  return [replaceText(pointer("description"), tool.description, result.text, result.names.join(", "))];
}
__name(findDescriptionRepeatsParameters, "findDescriptionRepeatsParameters");

// src/core/hints/schema-rules.ts
var equalJson = /* @__PURE__ */ __name((a, b) => JSON.stringify(a) === JSON.stringify(b), "equalJson");
var isNullSchema = /* @__PURE__ */ __name((value) => isObject(value) && equalJson(value, { type: "null" }), "isNullSchema");
var APPLIES_TO_EVERY_TYPE = ["const", "not", "allOf", "anyOf", "oneOf", "if", "$ref", "enum"];
function nullPattern(schema) {
  const anyOf = schema.anyOf;
  if (!Array.isArray(anyOf) || anyOf.length !== 2) return null;
  const nullIndex = anyOf.findIndex(isNullSchema);
  const branchIndex = 1 - nullIndex;
  const branch = anyOf[branchIndex];
  if (nullIndex === -1 || !isObject(branch) || isNullSchema(branch)) return null;
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
  const path = `${node.path}${pointer(key)}`;
  const finding = {
    path,
    patch: [
      { op: "test", path, value: node.schema[key] },
      { op: "remove", path }
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
    const name = node.property ?? node.definition;
    const repeats = name !== void 0 && normalizeName(title) === normalizeName(name) || node.root && toolName !== null && ROOT_TITLE_SUFFIXES.some((s) => normalizeName(title) === toolName + s);
    if (repeats) out.push(removeKey(node, "title", false, node.parameter ?? name ?? "(the whole inputSchema)"));
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
var inside = /* @__PURE__ */ __name((path, ancestor) => path.startsWith(`${ancestor}/`), "inside");
function findRepeatedSubschemas(tool) {
  const schema = tool.inputSchema;
  if (!isObject(schema)) return [];
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
    const free = nodes.filter((n) => !taken.some((t) => n.path === t || inside(n.path, t) || inside(t, n.path)));
    if (free.length < 2) continue;
    chosen.push({ json, nodes: free });
    taken.push(...free.map((n) => n.path));
  }
  if (chosen.length === 0) return [];
  const defsKey = !isObject(schema.$defs) && isObject(schema.definitions) ? "definitions" : "$defs";
  const existing = isObject(schema[defsKey]) ? schema[defsKey] : null;
  const used = new Set(Object.keys(existing ?? {}));
  const names = chosen.map(({ nodes }) => {
    const base = ((nodes.find((n) => n.property !== void 0)?.property ?? "schema").replace(/[^A-Za-z0-9_]/g, "") || "schema").replace(/^\d/, "_$&");
    let name = base;
    for (let i = 2; used.has(name); i++) name = `${base}${i}`;
    used.add(name);
    return name;
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
  if (!match || !isObject(schema)) return null;
  const defs = schema[match[1]];
  const name = match[2].replace(/~1/g, "/").replace(/~0/g, "~");
  const target = isObject(defs) ? defs[name] : void 0;
  if (!isObject(target) || JSON.stringify(target).includes(`"${ref}"`)) return null;
  return target;
}
__name(resolveLocalRef, "resolveLocalRef");
function disjointByType(branches) {
  const types = branches.map((b) => isObject(b) && typeof b.type === "string" ? b.type : null);
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
    } else if (Array.isArray(schema.allOf) && schema.allOf.length === 1 && isObject(schema.allOf[0])) {
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
  const list = [...new Set(findings.map((f) => f.note).filter((n) => n !== void 0))];
  return list.length <= max ? list.join(", ") : `${list.slice(0, max).join(", ")} and ${list.length - max} more`;
}, "notes");
var RULES = [
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
var depth = /* @__PURE__ */ __name((path) => path.split("/").length, "depth");
function facingTool(tool) {
  const facing = modelFacing(tool);
  const out = { name: String(facing.name), inputSchema: facing.inputSchema };
  if (typeof facing.description === "string") out.description = facing.description;
  return out;
}
__name(facingTool, "facingTool");
async function measureTool(tool, encoders, models, options = {}) {
  const json = JSON.stringify(modelFacing(tool));
  const tokens = {};
  for (const encoder of encoders) tokens[encoder.name] = encoder.count(json);
  const measured = { tokens, models: {} };
  if (models.length === 0) return measured;
  const facing = [facingTool(tool)];
  const tooLarge = options.tooLarge?.(facing) ?? null;
  for (const { id, counter } of models) {
    if (tooLarge) {
      options.notCounted?.(id, tooLarge);
      continue;
    }
    try {
      const count = await counter.count(facing, null);
      measured.models[id] = { tools: count.tools, hidden: new Set((count.hiddenParameters ?? []).map((p) => p.path)) };
    } catch (error) {
      if (!(error instanceof TooLargeToCount)) throw error;
      options.notCounted?.(id, error.message);
    }
  }
  return measured;
}
__name(measureTool, "measureTool");
function difference(before, after) {
  const saves = {};
  for (const [name, n] of Object.entries(before.tokens)) saves[name] = n - (after.tokens[name] ?? 0);
  const models = {};
  for (const [id, b] of Object.entries(before.models)) {
    const a = after.models[id];
    if (!a) continue;
    const saving = { saves: b.tools - a.tools };
    const reveals = [...b.hidden].filter((p) => !a.hidden.has(p));
    const hides = [...a.hidden].filter((p) => !b.hidden.has(p));
    if (reveals.length > 0) saving.reveals = reveals;
    if (hides.length > 0) saving.hides = hides;
    models[id] = saving;
  }
  return { saves, models };
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
var worthShowing = /* @__PURE__ */ __name((hint) => Object.values(hint.saves).some((n) => n > 0) || Object.values(hint.models).some((m) => m.saves > 0 || (m.reveals?.length ?? 0) > 0), "worthShowing");
var describeError = /* @__PURE__ */ __name((error) => error instanceof Error ? error.message.split("\n")[0] : String(error), "describeError");
async function hintsFor(tools, encoders, options = {}) {
  const models = options.models ?? [];
  const modelIds = models.map((m) => m.id);
  const rules = (options.rules ?? RULES).filter((r) => !r.profiles || r.profiles.some((p) => modelIds.includes(p)));
  const hints = [];
  const skipped = [];
  const totalSaves = Object.fromEntries(encoders.map((e) => [e.name, 0]));
  const totalModelSaves = Object.fromEntries(modelIds.map((id) => [id, 0]));
  const notCounted = [];
  const measure = /* @__PURE__ */ __name((tool) => measureTool(tool, encoders, models, { tooLarge: options.tooLarge }), "measure");
  for (const tool of tools) {
    if (!isObject(tool) || typeof tool.name !== "string") continue;
    const name = tool.name;
    const before = await measureTool(tool, encoders, models, {
      tooLarge: options.tooLarge,
      notCounted: /* @__PURE__ */ __name((model, detail) => notCounted.push({ tool: name, model, reason: "too large", detail }), "notCounted")
    });
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
          reason: `defect: ${describeError(error)}`
        });
        continue;
      }
      const broken = brokenByRewrite(tool, patched);
      if (broken.length > 0) {
        skipped.push({
          tool: tool.name,
          rule: rule.id,
          path: commonPointer(paths),
          reason: `would break the schema: ${broken.join("; ")}`
        });
        continue;
      }
      const effect = difference(before, await measure(patched));
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
      if (models.length > 0) hint.models = effect.models;
      toolHints.push(hint);
    }
    if (toolHints.length === 0) continue;
    hints.push(...toolHints);
    const first = encoders[0]?.name ?? "";
    const byValue = [...toolHints].sort((a, b) => (b.saves[first] ?? 0) - (a.saves[first] ?? 0));
    let all = tool;
    for (const hint of byValue) {
      try {
        const next = applyToCopy(all, hint.patch);
        const broken = brokenByRewrite(all, next);
        if (broken.length > 0) throw new Error(`together they would break the schema: ${broken.join("; ")}`);
        all = next;
      } catch (error) {
        skipped.push({
          tool: hint.tool,
          rule: hint.rule,
          path: hint.path,
          reason: `conflicts with an earlier hint of this tool: ${describeError(error)}`
        });
      }
    }
    const together = difference(before, await measure(all));
    for (const [name2, n] of Object.entries(together.saves)) totalSaves[name2] = (totalSaves[name2] ?? 0) + n;
    for (const [id, m] of Object.entries(together.models)) totalModelSaves[id] = (totalModelSaves[id] ?? 0) + m.saves;
  }
  const result = {
    hints,
    totalSaves,
    skipped,
    method: { view: "model", encodings: encoders.map((e) => e.name), models: modelIds }
  };
  if (models.length > 0) result.totalModelSaves = totalModelSaves;
  if (notCounted.length > 0) result.notCounted = notCounted;
  return result;
}
__name(hintsFor, "hintsFor");

export {
  hintsFor
};
//# sourceMappingURL=chunk-SJG2KKY6.js.map
