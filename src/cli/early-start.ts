/**
 * `measure [options] -- <command>` starts the server before the rest of the CLI loads (mcp/early-server.ts):
 * the server boots while the door, the settings and the counting code load, instead of after them.
 *
 * Only the plainest form is read here, with no parser: `measure`, then only options of the list below (none
 * of which changes how the server starts or runs anything before it), then `--` and the command. Anything
 * else (another command, --cwd, --env, --strip-env, --url, --config, --build, --calls, --index-quantiles, an
 * option this list does not know, no `--`) starts nothing early: the CLI then runs as it always does. Every
 * option is still read, checked and refused by the real parser afterwards; the listing takes the early server
 * only when the start the settings ask for is exactly this one (mcp/early-server.ts), and a run that stops
 * before (a usage error) ends it with its cleanup, as it ends every server.
 */
import { startEarlyServer } from "../mcp/early-server.js";
import { serverEnvironment } from "../process/env.js";

/**
 * measure's options that may come before `--` here: true for those that take a value. Each leaves the server's
 * start (command, environment, working directory) as it is and runs nothing before it; test/unit/cli/early-start
 * holds the list to measure's real options. Not here: -m/--model and --context, since a model whose data is
 * missing (or an empty model list) is a usage error before any server starts (test/e2e/cli/model-data-missing).
 */
export const EARLY_OPTIONS: Readonly<Record<string, boolean>> = {
  "-f": true,
  "--format": true,
  "-o": true,
  "--out": true,
  "--wide": false,
  "-t": true,
  "--timeout": true,
  "--max-response-mb": true,
  "--check-stable": false,
  "--cache-requests-per-lifetime": true,
  "-e": true,
  "--encoding": true,
  "--badge": true,
  "--verbose": false,
  "--top": true,
  "--client": true,
  "--name": true,
};

/** The server command of `measure [early options] -- <command...>`, or null for any other arguments. */
export function earlyCommand(argv: readonly string[]): string[] | null {
  if (argv[0] !== "measure") return null;
  for (let i = 1; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === "--") {
      const command = argv.slice(i + 1);
      return command.length > 0 && command[0] !== "" ? command : null;
    }
    const eq = arg.startsWith("--") ? arg.indexOf("=") : -1;
    const name = eq > 0 ? arg.slice(0, eq) : arg;
    const takesValue = Object.hasOwn(EARLY_OPTIONS, name) ? EARLY_OPTIONS[name] : undefined;
    if (takesValue === undefined) return null;
    if (eq > 0) {
      if (!takesValue) return null;
      continue;
    }
    // The value is the next argument, whatever it looks like (as the parser reads it).
    if (takesValue) {
      if (i + 1 >= argv.length) return null;
      i++;
    }
  }
  return null;
}

/**
 * Starts the server of `measure ... -- <command>` now, with what the settings would give it: the filtered
 * environment of this process (no --env or --strip-env here) and this working directory (no --cwd). Call it
 * inside withCleanup, which marks the run's processes and ends them with the run.
 */
export function startEarly(argv: readonly string[]): void {
  const command = earlyCommand(argv);
  if (!command) return;
  const [executable, ...args] = command as [string, ...string[]];
  try {
    startEarlyServer({ command: executable, args, cwd: process.cwd(), env: serverEnvironment(process.env) });
  } catch {
    // A start node refuses outright (a NUL in an argument): the normal path meets it again and says so.
  }
}
