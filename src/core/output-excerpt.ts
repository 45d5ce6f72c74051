/**
 * The lines of a long command output that say what went wrong. A failed build's cause is often near
 * the top (tsc's first `error TS2322` at line 3 of 98) while the end is the package manager's summary
 * (`npm ERR! ... exit code 2`): the last lines alone cut the cause off. So the first lines that look
 * like errors are kept with the last lines, and a marker says how many were left out between them.
 * Pure; the caller redacts the lines before they are cut, so a cut cannot keep a piece of a secret.
 */

/** What a build tool writes when something fails: `error TS2322`, `Error: ...`, `npm ERR!`, `Build failed`. */
const ERROR_LIKE = /\berror\b|ERR!|\bfail(?:ed|ure)\b|\bfatal\b/i;

export interface ExcerptOptions {
  /** The last lines, always kept (default 20). */
  tail?: number;
  /** The most error-looking lines kept from before the tail (default 10). */
  errors?: number;
}

/**
 * The first line that says what went wrong, for a one-line reason: the first error-looking line that is not
 * a package manager's echo of the command it runs (`> tsc -p .`, which may name "error" itself); null if none.
 */
export function firstErrorLine(lines: readonly string[]): string | null {
  return lines.find((line) => ERROR_LIKE.test(line) && !/^\s*> /.test(line))?.trim() ?? null;
}

export const leftOut = (n: number) => `… ${n} ${n === 1 ? "line" : "lines"} left out …`;

export function outputExcerpt(lines: readonly string[], options: ExcerptOptions = {}): string[] {
  const tail = options.tail ?? 20;
  const errors = options.errors ?? 10;
  if (lines.length <= tail) return [...lines];
  const tailStart = lines.length - tail;
  const kept: number[] = [];
  for (let i = 0; i < tailStart && kept.length < errors; i++) if (ERROR_LIKE.test(lines[i] ?? "")) kept.push(i);
  for (let i = tailStart; i < lines.length; i++) kept.push(i);
  const out: string[] = [];
  let next = 0;
  for (const i of kept) {
    if (i > next) out.push(leftOut(i - next));
    out.push(lines[i] ?? "");
    next = i + 1;
  }
  return out;
}
