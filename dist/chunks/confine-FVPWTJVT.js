import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/process/confine.ts
import { spawn } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import path from "node:path";
function findBwrap(searchPath) {
  for (const dir of (searchPath ?? "").split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(dir, "bwrap");
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
    }
  }
  return null;
}
__name(findBwrap, "findBwrap");
var isInside = /* @__PURE__ */ __name((child, parent) => {
  const relative = path.relative(parent, child);
  return relative === "" || !relative.startsWith("..") && !path.isAbsolute(relative);
}, "isInside");
function sandboxArgs(hide, entryDir, cwd) {
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
    "/tmp"
  ];
  const hidden = [...new Set(hide.filter((d) => path.isAbsolute(d) && d !== "/").map((d) => path.resolve(d)))].filter((d) => existsSync(d) && statSync(d).isDirectory()).sort((a, b) => a.length - b.length).filter((d, i, all) => !all.slice(0, i).some((outer) => isInside(d, outer)) && !isInside(d, "/tmp"));
  for (const dir of hidden) args.push("--tmpfs", dir);
  const nodePrefix = path.dirname(path.dirname(process.execPath));
  if ([...hidden, "/tmp"].some((d) => isInside(nodePrefix, d))) args.push("--ro-bind", nodePrefix, nodePrefix);
  if (entryDir) args.push("--bind", entryDir, entryDir);
  if (cwd) args.push("--chdir", cwd);
  return args;
}
__name(sandboxArgs, "sandboxArgs");
function probe(bwrap, hide) {
  return new Promise((resolve) => {
    const child = spawn(bwrap, [...sandboxArgs(hide, null, null), "--", process.execPath, "-e", ""], {
      stdio: ["ignore", "ignore", "pipe"]
    });
    let stderr = "";
    child.stderr?.on("data", (chunk) => {
      stderr = (stderr + chunk.toString("utf8")).slice(-2e3);
    });
    const timer = setTimeout(() => child.kill("SIGKILL"), 3e4);
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
__name(probe, "probe");
var ConfinementUnavailable = class extends Error {
  static {
    __name(this, "ConfinementUnavailable");
  }
  name = "ConfinementUnavailable";
};
async function confinement(options) {
  if (process.platform !== "linux") {
    throw new ConfinementUnavailable(`entries can only be confined on Linux (bubblewrap); this is ${process.platform}`);
  }
  const bwrap = options.bwrap ?? findBwrap(options.path);
  if (!bwrap) {
    throw new ConfinementUnavailable(
      "bubblewrap (bwrap) is not installed: install it (Debian/Ubuntu: sudo apt-get install -y bubblewrap)"
    );
  }
  const problem = await probe(bwrap, options.hide);
  if (problem !== null) {
    const apparmor = /uid map|user namespace|Permission denied|Operation not permitted|setting up/i.test(problem) ? "; on Ubuntu 23.10 and later AppArmor forbids the user namespaces bwrap needs: allow them with `sudo sysctl -w kernel.apparmor_restrict_unprivileged_userns=0` (docs/survey.md)" : "";
    throw new ConfinementUnavailable(`${bwrap} cannot start a sandbox here: ${problem}${apparmor}`);
  }
  const hide = [...options.hide];
  return {
    bwrap,
    wrap: /* @__PURE__ */ __name((command, args, entryDir, cwd) => ({
      command: bwrap,
      args: [...sandboxArgs(hide, entryDir, cwd), "--", command, ...args]
    }), "wrap")
  };
}
__name(confinement, "confinement");
export {
  ConfinementUnavailable,
  confinement,
  findBwrap,
  sandboxArgs
};
//# sourceMappingURL=confine-FVPWTJVT.js.map
