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
  /** Lines that were never kept (a long output's middle): `lines` unseen ones stood before index `at`. */
  gap?: { at: number; lines: number };
}

/**
 * The first line that says what went wrong, for a one-line reason: the first error-looking line that is not
 * a package manager's echo of the command it runs (`> tsc -p .`, which may name "error" itself); null if none.
 */
export function firstErrorLine(lines: readonly string[]): string | null {
  return lines.find((line) => ERROR_LIKE.test(line) && !/^\s*> /.test(line))?.trim() ?? null;
}

export const leftOut = (n: number) => `… ${n} ${n === 1 ? "line" : "lines"} left out …`;

/** A line outputExcerpt put in place of the lines it left out. */
export const isLeftOut = (line: string) => /^… [\d,]+ lines? left out …$/.test(line);

export function outputExcerpt(lines: readonly string[], options: ExcerptOptions = {}): string[] {
  const tail = options.tail ?? 20;
  const errors = options.errors ?? 10;
  const gap = options.gap && options.gap.lines > 0 ? options.gap : null;
  if (lines.length <= tail && !gap) return [...lines];
  const tailStart = Math.max(0, lines.length - tail);
  const kept: number[] = [];
  for (let i = 0; i < tailStart && kept.length < errors; i++) if (ERROR_LIKE.test(lines[i] ?? "")) kept.push(i);
  for (let i = tailStart; i < lines.length; i++) kept.push(i);
  const out: string[] = [];
  let next = 0;
  const skipped = (from: number, to: number) => to - from + (gap && from <= gap.at && gap.at <= to ? gap.lines : 0);
  for (const i of kept) {
    const n = skipped(next, i);
    if (n > 0) out.push(leftOut(n));
    out.push(lines[i] ?? "");
    next = i + 1;
  }
  const after = skipped(next, lines.length);
  if (after > 0) out.push(leftOut(after));
  return out;
}

/**
 * Keeps what a long stream (a server's stderr) needs for its excerpt without holding all of it: the first
 * `headBytes` and the last `tailBytes`, in whole lines, and a count of the lines between them. Blank lines are
 * not counted or kept. A line longer than the tail is kept cut (the redactor takes such a piece).
 */
export class StreamExcerpt {
  private head: string[] = [];
  private headSize = 0;
  private headFull = false;
  private tail = "";
  private partial = "";
  /** Complete non-blank lines that went neither to the head nor (yet) to the tail's text. */
  private dropped = 0;

  constructor(
    private readonly headBytes = 4 * 1024,
    private readonly tailBytes = 16 * 1024,
  ) {}

  write(text: string): void {
    const parts = (this.partial + text).split(/\r?\n/);
    this.partial = parts.pop() ?? "";
    for (const line of parts) {
      if (line.trim() === "") continue;
      if (!this.headFull && this.headSize + line.length + 1 <= this.headBytes) {
        this.head.push(line);
        this.headSize += line.length + 1;
        continue;
      }
      this.headFull = true;
      this.tail += `${line}\n`;
    }
    // The unfinished line counts toward the tail's size, so one endless line cannot grow it without bound.
    if (this.tail.length + this.partial.length > this.tailBytes) this.trimTail();
  }

  private trimTail(): void {
    const keep = Math.max(0, this.tailBytes - this.partial.length);
    if (this.tail.length > keep) {
      const cutAt = this.tail.length - keep;
      const newline = this.tail.indexOf("\n", cutAt - 1);
      // At a line's start, so no line begins with the second half of what it printed (a token, say); one line
      // longer than all of the tail is kept cut, and the redactor takes such a piece.
      const from = newline >= 0 && newline + 1 < this.tail.length ? newline + 1 : cutAt;
      this.dropped += (this.tail.slice(0, from).match(/\n/g) ?? []).length;
      this.tail = this.tail.slice(from);
    }
    if (this.partial.length > this.tailBytes) this.partial = this.partial.slice(-this.tailBytes);
  }

  /** The excerpt: the lines that look like errors and the last `tail` ones, with what was left out counted. */
  excerpt(options: Omit<ExcerptOptions, "gap"> = {}): string[] {
    const tailLines = [...this.tail.split("\n"), this.partial].filter((line) => line.trim() !== "");
    return outputExcerpt([...this.head, ...tailLines], {
      ...options,
      gap: { at: this.head.length, lines: this.dropped },
    });
  }
}
