import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/core/file-errors.ts
var WORDS = {
  ENOENT: "no such file",
  EACCES: "permission denied (the user running mcp-token-budget may not read it)",
  EPERM: "not permitted",
  EISDIR: "it is a directory, not a file",
  ENOTDIR: "a part of its path is not a directory",
  ELOOP: "too many symbolic links on its path",
  ENAMETOOLONG: "its name is too long",
  EMFILE: "too many files are open",
  ENXIO: "no such device or address"
};
function fileProblem(error) {
  const code = error?.code;
  if (typeof code === "string" && WORDS[code]) return WORDS[code];
  if (error instanceof SyntaxError) return `not valid JSON (${error.message})`;
  return error instanceof Error ? error.message : String(error);
}
__name(fileProblem, "fileProblem");
var PARSE_WORDS = {
  InvalidSymbol: "an unexpected character",
  InvalidNumberFormat: "a malformed number",
  PropertyNameExpected: "a property name in double quotes is expected",
  ValueExpected: "a value is expected",
  ColonExpected: "':' is expected after the property name",
  CommaExpected: "',' is expected between entries",
  CloseBraceExpected: "'}' is expected to close the object",
  CloseBracketExpected: "']' is expected to close the list",
  EndOfFileExpected: "the JSON should end here",
  InvalidCommentToken: "a comment",
  UnexpectedEndOfComment: "a comment that is not closed",
  UnexpectedEndOfString: "a string that is not closed",
  UnexpectedEndOfNumber: "a number that ends too early",
  InvalidUnicode: "a malformed \\u escape",
  InvalidEscapeCharacter: "a malformed escape",
  InvalidCharacter: "a character that is not allowed in a string"
};
function parseProblem(text, offset, code) {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  return `line ${line}, column ${offset - lineStart + 1}: ${PARSE_WORDS[code] ?? code}`;
}
__name(parseProblem, "parseProblem");

export {
  fileProblem,
  parseProblem
};
//# sourceMappingURL=chunk-WHWYGBJU.js.map
