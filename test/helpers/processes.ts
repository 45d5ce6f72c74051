import { readFileSync } from "node:fs";

/**
 * Whether a process id is still running. A zombie (exited, not yet reaped: PID 1 in some
 * containers never reaps) counts as gone: it runs nothing and holds nothing.
 */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The state letter follows the parenthesised command name.
    return stat.slice(stat.lastIndexOf(")") + 2, stat.lastIndexOf(")") + 3) !== "Z";
  } catch {
    return true;
  }
}

/** Polls until the process is gone or the wait runs out; returns whether it is gone. */
export async function waitGone(pid: number, ms = 5000): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (!isAlive(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return !isAlive(pid);
}
