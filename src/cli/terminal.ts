/**
 * How wide the CLI's plain-text output may be: 100 columns by default, so that it reads in a terminal
 * of ordinary size and in a log; COLUMNS when set, else the terminal's width when stdout is one; no
 * limit with --wide.
 */
import { fitNotes, fitTerminal } from "../core/render/terminal-width.js";
import type { Output } from "./commands.js";

export const DEFAULT_COLUMNS = 100;
/** Narrower than this, splitting and wrapping help no one: a bogus COLUMNS=5 is read as this. */
const MIN_COLUMNS = 40;

export function terminalColumns(
  wide: boolean,
  env: Readonly<Record<string, string | undefined>>,
  ttyColumns: number | undefined,
): number | null {
  if (wide) return null;
  const fromEnv = /^\d+$/.test(env.COLUMNS?.trim() ?? "") ? Number(env.COLUMNS) : undefined;
  const columns = fromEnv && fromEnv > 0 ? fromEnv : ttyColumns && ttyColumns > 0 ? ttyColumns : DEFAULT_COLUMNS;
  return Math.max(MIN_COLUMNS, columns);
}

/**
 * The output with plain-text stdout fitted to the terminal; markdown and JSON pass through untouched. Notes and
 * warnings on stderr are wrapped to the same width whatever the format, at a terminal or with COLUMNS set (--wide:
 * not at all); piped with no COLUMNS, each note stays one line.
 */
export function fittedOutput(
  io: Output,
  opts: { format?: string; wide?: boolean },
  env: Readonly<Record<string, string | undefined>>,
): Output {
  const width = terminalColumns(opts.wide === true, env, io.isTTY ? io.columns : undefined);
  const stderr = (text: string) => io.stderr(fitForReader(text, io, opts.wide === true, env));
  if (opts.format !== undefined && opts.format !== "table") return { ...io, stderr };
  return { ...io, stdout: (text) => io.stdout(fitTerminal(text, width)), stderr };
}

/**
 * A note, warning or error fitted for a reader: wrapped to the terminal's width at a terminal, or when COLUMNS
 * says how wide the reader's window is (--wide: not at all). Piped into a file or another program with no
 * COLUMNS, each line stays whole, so it can be searched for.
 */
export function fitForReader(
  text: string,
  io: Pick<Output, "isTTY" | "columns">,
  wide: boolean,
  env: Readonly<Record<string, string | undefined>>,
): string {
  const forReader = io.isTTY === true || /^\d+$/.test(env.COLUMNS?.trim() ?? "");
  return fitNotes(text, forReader ? terminalColumns(wide, env, io.isTTY ? io.columns : undefined) : null);
}
