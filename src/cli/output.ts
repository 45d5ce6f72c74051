/** Where a command writes: the CLI passes the process's streams, tests pass collectors (a leaf: it imports nothing). */
export interface Output {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  isTTY: boolean;
  /** The terminal's width when stdout is one (process.stdout.columns). */
  columns?: number;
}
