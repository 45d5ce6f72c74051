/**
 * What went wrong with a file, in words a person acts on: Node's fs errors carry a code (`ENOENT`) and a
 * message that repeats it with the syscall (`ENOENT: no such file or directory, open '...'`); the messages of
 * this tool name the file themselves and say the problem once.
 */
const WORDS: Record<string, string> = {
  ENOENT: "no such file",
  EACCES: "permission denied (the user running mcp-token-budget may not read it)",
  EPERM: "not permitted",
  EISDIR: "it is a directory, not a file",
  ENOTDIR: "a part of its path is not a directory",
  ELOOP: "too many symbolic links on its path",
  ENAMETOOLONG: "its name is too long",
  EMFILE: "too many files are open",
  ENXIO: "no such device or address",
};

/** The problem with a file read, without the error code or the syscall. */
export function fileProblem(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === "string" && WORDS[code]) return WORDS[code] as string;
  if (error instanceof SyntaxError) return `not valid JSON (${error.message})`;
  return error instanceof Error ? error.message : String(error);
}

/** jsonc-parser's error codes (printParseErrorCode) in words. */
const PARSE_WORDS: Record<string, string> = {
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
  InvalidCharacter: "a character that is not allowed in a string",
};

/** "line 3, column 17: a value is expected" for a JSON parse error at `offset` of `text`. */
export function parseProblem(text: string, offset: number, code: string): string {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    if (text.charCodeAt(i) === 0x0a) {
      line++;
      lineStart = i + 1;
    }
  }
  return `line ${line}, column ${offset - lineStart + 1}: ${PARSE_WORDS[code] ?? code}`;
}
