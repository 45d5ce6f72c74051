/**
 * Finds the first syntax error in JSON text, with its offset. JSON.parse's messages differ
 * between Node versions and often give no position, so a .json budget is checked here first.
 */

export interface JsonSyntaxError {
  offset: number;
  reason: string;
}

class Stop extends Error {
  constructor(
    readonly offset: number,
    readonly reason: string,
  ) {
    super(reason);
  }
}

const describe = (ch: string | undefined) => {
  if (ch === undefined) return "the end of the file";
  if (ch === "\n") return "the end of the line";
  return ch === "'" ? "a single quote (JSON strings and keys take double quotes)" : `'${ch}'`;
};

export function findJsonSyntaxError(text: string): JsonSyntaxError | null {
  let i = 0;
  const fail = (reason: string, at = i): never => {
    throw new Stop(at, reason);
  };
  const space = () => {
    while (i < text.length && " \t\n\r".includes(text[i] as string)) i++;
  };
  const expect = (ch: string, what: string) => {
    space();
    if (text[i] !== ch) fail(`expected ${what}, found ${describe(text[i])}`);
    i++;
  };

  const string = (): string => {
    const start = i;
    i++; // opening quote
    while (text[i] !== '"') {
      const ch = text[i];
      if (ch === undefined || ch === "\n") fail("unterminated string", start);
      if ((ch as string) < " ") fail("control character in a string; write it as an escape such as \\t");
      if (ch === "\\") {
        const next = text[i + 1] ?? "";
        if (next === "u" && /^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) i += 6;
        else if ('"\\/bfnrt'.includes(next) && next !== "") i += 2;
        else fail(`invalid escape "\\${next}" in a string`);
      } else i++;
    }
    i++;
    return JSON.parse(text.slice(start, i)) as string;
  };

  const value = (): void => {
    space();
    const ch = text[i];
    if (ch === "{") object();
    else if (ch === "[") array();
    else if (ch === '"') string();
    else literal();
  };

  // Sticky patterns match at lastIndex without copying the rest of the text for every literal.
  const LITERAL = /(?:true|false|null|-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?)/y;
  const WORD = /[^\s,:[\]{}"']{2,}/y;
  const at = (pattern: RegExp): string | undefined => {
    pattern.lastIndex = i;
    return pattern.exec(text)?.[0];
  };

  const literal = (): void => {
    const ch = text[i];
    const match = at(LITERAL);
    // A literal must end at a delimiter: "12abc" or "nulls" is one bad token, not two.
    if (match !== undefined && !/[\w.+-]/.test(text[i + match.length] ?? "")) {
      i += match.length;
      return;
    }
    // Name the whole bad word ('5000x', 'True'), not just its first letter.
    const word = at(WORD);
    fail(`expected a value, found ${word ? `'${word}'` : describe(ch)}`);
  };

  const object = (): void => {
    i++;
    const keys = new Set<string>();
    let comma = i;
    space();
    if (text[i] === "}") {
      i++;
      return;
    }
    for (;;) {
      space();
      if (text[i] === "}") fail("trailing comma before '}'", comma);
      if (text[i] !== '"') fail(`expected a double-quoted key, found ${describe(text[i])}`);
      const at = i;
      const key = string();
      if (keys.has(key)) fail(`duplicate key ${JSON.stringify(key)}`, at);
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
  };

  const array = (): void => {
    i++;
    space();
    if (text[i] === "]") {
      i++;
      return;
    }
    for (;;) {
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
  };

  try {
    value();
    space();
    if (i < text.length) fail(`unexpected ${describe(text[i])} after the end of the JSON value`);
    return null;
  } catch (error) {
    if (error instanceof Stop) return { offset: error.offset, reason: error.reason };
    throw error;
  }
}
