/**
 * Confinement of a survey entry's server (Linux, bubblewrap): the server and everything it starts run in a PID
 * namespace of their own and a private view of the file system, so that an entry cannot leave it.
 * - Processes: `--unshare-pid` makes the sandbox's first process the namespace's init; when it ends (the server
 *   is stopped, or this process dies: `--die-with-parent`) the kernel kills every process in the namespace,
 *   whatever it did to escape (setsid, double forks, `env -i`). Their memory is counted with the server's
 *   (process/memory-watch.ts reads the namespace), so the memory limit holds for all of them.
 * - Files: the whole system read-only; /tmp, the survey's work folder, the home folder and the --out folder
 *   replaced by empty ones; the entry's own folder alone writable. Another entry's folder, the survey's
 *   output and the home folder's credentials (an .npmrc, a git config) are out of sight; /proc shows the
 *   namespace only (not the survey's /proc/<pid>/environ).
 * - Capabilities: all dropped (as root, a server could otherwise unmount what hides the rest).
 * Where bubblewrap is missing or cannot run (Ubuntu 24.04 restricts the unprivileged user namespaces it needs
 * through AppArmor: docs/survey.md says how to allow them), the survey refuses to run unless --unconfined is given.
 */
import { spawn } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import path from "node:path";

export interface Confinement {
  /** The bwrap executable. */
  readonly bwrap: string;
  /** `command args` as run inside the sandbox of the entry whose folder is `entryDir`, started in `cwd`. */
  wrap(command: string, args: readonly string[], entryDir: string, cwd: string): { command: string; args: string[] };
}

export interface ConfineOptions {
  /** Folders replaced by empty ones inside every sandbox (the work folder, home, the --out folder, ...). */
  hide: readonly string[];
  /** Where bwrap is looked for; default: PATH. */
  bwrap?: string;
  /** The environment's PATH (for finding bwrap). */
  path?: string;
}

/** bwrap on PATH, or null. */
export function findBwrap(searchPath: string | undefined): string | null {
  for (const dir of (searchPath ?? "").split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(dir, "bwrap");
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // not here
    }
  }
  return null;
}

const isInside = (child: string, parent: string) => {
  const relative = path.relative(parent, child);
  return relative === "" || (!relative.startsWith("..") && !path.isAbsolute(relative));
};

/** The arguments before `--`: namespaces, the file system view, the entry's folder writable. */
export function sandboxArgs(hide: readonly string[], entryDir: string | null, cwd: string | null): string[] {
  const args = [
    "--die-with-parent",
    "--unshare-pid",
    "--unshare-ipc",
    "--unshare-uts",
    "--unshare-cgroup-try",
    "--new-session",
    "--cap-drop",
    "ALL",
    "--ro-bind",
    "/",
    "/",
    "--dev",
    "/dev",
    "--proc",
    "/proc",
    "--tmpfs",
    "/tmp",
  ];
  const hidden = [...new Set(hide.filter((d) => path.isAbsolute(d) && d !== "/").map((d) => path.resolve(d)))]
    .filter((d) => existsSync(d) && statSync(d).isDirectory())
    // Outer folders first: a folder inside one already hidden is gone with it.
    .sort((a, b) => a.length - b.length)
    .filter((d, i, all) => !all.slice(0, i).some((outer) => isInside(d, outer)) && !isInside(d, "/tmp"));
  for (const dir of hidden) args.push("--tmpfs", dir);
  // Node (the servers' interpreter) stays where it is, even when it was installed into a hidden folder.
  const nodePrefix = path.dirname(path.dirname(process.execPath));
  if ([...hidden, "/tmp"].some((d) => isInside(nodePrefix, d))) args.push("--ro-bind", nodePrefix, nodePrefix);
  if (entryDir) args.push("--bind", entryDir, entryDir);
  if (cwd) args.push("--chdir", cwd);
  return args;
}

/** Runs `bwrap ... -- node -e ""` once: null when it works, else what bwrap said. */
function probe(bwrap: string, hide: readonly string[]): Promise<string | null> {
  return new Promise((resolve) => {
    const child = spawn(bwrap, [...sandboxArgs(hide, null, null), "--", process.execPath, "-e", ""], {
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr?.on("data", (chunk: Buffer) => {
      stderr = (stderr + chunk.toString("utf8")).slice(-2000);
    });
    const timer = setTimeout(() => child.kill("SIGKILL"), 30_000);
    child.once("error", (error) => {
      clearTimeout(timer);
      resolve(error.message);
    });
    child.once("close", (code, signal) => {
      clearTimeout(timer);
      resolve(code === 0 ? null : stderr.trim() || `exited with ${signal ?? `code ${code}`}`);
    });
  });
}

export class ConfinementUnavailable extends Error {
  override name = "ConfinementUnavailable";
}

/** A working confinement, or ConfinementUnavailable saying why not and what to do. */
export async function confinement(options: ConfineOptions): Promise<Confinement> {
  if (process.platform !== "linux") {
    throw new ConfinementUnavailable(`entries can only be confined on Linux (bubblewrap); this is ${process.platform}`);
  }
  const bwrap = options.bwrap ?? findBwrap(options.path);
  if (!bwrap) {
    throw new ConfinementUnavailable(
      "bubblewrap (bwrap) is not installed: install it (Debian/Ubuntu: sudo apt-get install -y bubblewrap)",
    );
  }
  const problem = await probe(bwrap, options.hide);
  if (problem !== null) {
    const apparmor = /uid map|user namespace|Permission denied|Operation not permitted|setting up/i.test(problem)
      ? "; on Ubuntu 23.10 and later AppArmor forbids the user namespaces bwrap needs: allow them with " +
        "`sudo sysctl -w kernel.apparmor_restrict_unprivileged_userns=0` (docs/survey.md)"
      : "";
    throw new ConfinementUnavailable(`${bwrap} cannot start a sandbox here: ${problem}${apparmor}`);
  }
  const hide = [...options.hide];
  return {
    bwrap,
    wrap: (command, args, entryDir, cwd) => ({
      command: bwrap,
      args: [...sandboxArgs(hide, entryDir, cwd), "--", command, ...args],
    }),
  };
}
