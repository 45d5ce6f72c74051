/** The `survey` commands' arguments, options and help; what they do is loaded when one runs (survey-command.ts). */
import type { Command } from "commander";
import { DEFAULT_MAX_RESPONSE_BYTES, DEFAULT_TIMEOUT_MS, MIB } from "../mcp/limits.js";
import type { Output } from "./commands.js";

const collect = (value: string, previous: string[] = []) => [...previous, value];

export function addSurveyCommands(
  program: Command,
  io: Output,
  env: Readonly<Record<string, string | undefined>>,
  done: (exitCode: number) => void,
): void {
  const survey = program
    .command("survey")
    .summary("measure a list of npm MCP servers, each installed and started in isolation, into one dataset")
    .description(
      "Install each server of a list (YAML or JSON: servers: [{ package, version, bin?, args?, env? }]) into a " +
        "directory of its own with `npm install --ignore-scripts`, start it with a scratch HOME and only the " +
        "variables its entry names, and measure it as `measure` does; write one row per server version to " +
        "DIR/dataset.json and DIR/dataset.csv. A server that fails is a row with the kind of failure (install, " +
        "start, listing, timeout, memory); the others are still measured.",
    )
    .argument("<list>", "the list of servers (survey/servers.yml is a starter list)")
    .option(
      "-o, --out <dir>",
      "write dataset.json and dataset.csv here (its dataset.json is the previous one by default)",
    )
    .option(
      "--shard <i/n>",
      "measure only the i-th of n parts of the list (every n-th entry); join them with survey merge",
    )
    .option(
      "--previous <dir>",
      "a survey output whose rows are kept: an entry already measured there by this version with these settings is not measured again (default: the --out directory's)",
    )
    .option("--jobs <n>", "how many servers are installed and measured at once (default: the machine's cores)")
    .option(
      "-t, --timeout <seconds>",
      `per server: time limit for start plus listing, and again for counting (default ${DEFAULT_TIMEOUT_MS / 1000})`,
    )
    .option("--install-timeout <seconds>", "per server: time limit for its npm install (default 300)")
    .option(
      "--npm-cache <dir>",
      "npm's cache for every server's install, used offline first: a package fetched once is not fetched again (default: npm's own)",
    )
    .option(
      "--max-response-mb <n>",
      `per server: most MiB it may send while it is listed (default ${DEFAULT_MAX_RESPONSE_BYTES / MIB})`,
    )
    .option(
      "-m, --model <ids>",
      "also count every server on these model profiles, as measure --model takes them (repeatable or comma-separated)",
      collect,
    )
    .option("--context <tokens>", "the context window of every local --model, as measure --context")
    .option(
      "-e, --encoding <names>",
      "encodings, repeatable or comma-separated (default o200k_base,cl100k_base)",
      collect,
    )
    .option(
      "--check-stable",
      "list each server twice in one session and once more after a restart: its row says whether the listing stayed the same",
    )
    .option(
      "--clients <ids>",
      'client profiles whose up-front figures each row gives, as measure --client takes them, comma-separated (default: every client profile; "none" for none)',
      collect,
    )
    .option(
      "--max-memory-mb <n>",
      "per server: most MiB of resident memory its processes may hold together before they are stopped (default 1024)",
    )
    .option("--date <YYYY-MM-DD>", "the date written on the rows measured now (default: today, UTC)")
    .option(
      "--unconfined",
      "run each server without its sandbox (bubblewrap: own processes, own folder; refused where it cannot run): only for lists you trust",
    )
    .option(
      "--registry <url>",
      "the npm registry to install from (default: NPM_CONFIG_REGISTRY, else your npm config; never a project's .npmrc)",
    )
    .addHelpText(
      "after",
      `
Examples:
  $ mcp-token-budget survey survey/servers.yml --out index
  $ mcp-token-budget survey survey/servers.yml --shard 2/4 --jobs 2 --out shard-2
  $ mcp-token-budget survey merge shard-1 shard-2 shard-3 shard-4 --out index
  $ mcp-token-budget survey verify index @modelcontextprotocol/server-memory@2026.8.31
  $ mcp-token-budget survey site index --out site
  $ mcp-token-budget survey quantiles index --out quantiles.json

Packages are installed with install scripts off; each server then runs in a sandbox (Linux, bubblewrap) where
it sees only its own folder and processes, and all of them end with it. Where no sandbox can run the survey
refuses, unless --unconfined is given. See docs/survey.md.

Exit codes: 0 the dataset was written (failed servers are rows, not errors), 2 usage error or invalid list
or dataset, 6 the --out directory could not be written.`,
    )
    .action(async (list: string, opts) => {
      done(await (await import("./survey-command.js")).surveyCommand(list, opts, io, env));
    });
  survey
    .command("merge")
    .summary("join the outputs of every shard of one survey into the dataset an unsharded run writes")
    .argument("<dir...>", "the --out directories of the shards")
    .option("-o, --out <dir>", "write the merged dataset.json and dataset.csv here")
    .addHelpText(
      "after",
      "\nExit codes: 0 merged, 2 usage error, or the inputs are not every shard of one run (each named), 6 --out could not be written.",
    )
    .action(async (dirs: string[], opts) => {
      done(await (await import("./survey-command.js")).surveyMergeCommand(dirs, opts, io));
    });

  survey
    .command("site")
    .summary("write the static site of a survey dataset: a sortable table, a page per server, the distribution")
    .argument("<dataset>", "a survey's --out directory, or its dataset.json")
    .option("-o, --out <dir>", "write the site here (index.html, a page per server, the dataset itself)")
    .addHelpText(
      "after",
      "\nThe site needs no server and loads nothing from elsewhere: open index.html from disk or publish the directory (GitHub Pages).\nExit codes: 0 written, 2 usage error, or no such dataset, 6 --out could not be written.",
    )
    .action(async (input: string, opts) => {
      done(await (await import("./survey-site-command.js")).surveySiteCommand(input, opts, io));
    });

  survey
    .command("quantiles")
    .summary("cut a survey dataset to the small dated file of quantiles that measure --index-quantiles reads")
    .argument("<dir...>", "a survey's --out directory (or a merge's); several are taken together")
    .option("-o, --out <file>", "where the file is written (default: the first DIR's quantiles.json)")
    .option("--source <text>", "what the rows stand for, written into the file (which list, how many of it)")
    .addHelpText(
      "after",
      "\nEach package counts once (its newest measured version); failed rows do not count. See docs/survey.md.\nExit codes: 0 written, 2 usage error or no such dataset, 6 --out could not be written.",
    )
    .action(async (dirs: string[], opts) => {
      done(await (await import("./survey-quantiles-command.js")).surveyQuantilesCommand(dirs, opts, io));
    });

  survey
    .command("verify")
    .summary("measure one row of a survey dataset again and say which figures differ")
    .argument("<dir>", "a survey's --out directory")
    .argument("<package@version>", "the row, e.g. @modelcontextprotocol/server-memory@2026.8.31")
    .option("--list <file>", 'the survey list whose entry holds the row\'s variable values (default: "dummy" for each)')
    .option(
      "-t, --timeout <seconds>",
      `time limit for start plus listing, and again for counting (default ${DEFAULT_TIMEOUT_MS / 1000})`,
    )
    .option("--install-timeout <seconds>", "time limit for the npm install (default 300)")
    .option("--max-memory-mb <n>", "most MiB of resident memory the server may hold (default 1024)")
    .option("--context <tokens>", "the context window of its local models, as the survey had it")
    .option("--registry <url>", "the npm registry to install from (default: as survey)")
    .option("--unconfined", "run the server without its sandbox, as survey --unconfined")
    .addHelpText(
      "after",
      "\nExit codes: 0 every figure is the same, 1 a figure differs (each is printed), 2 usage error, or no such row or dataset.",
    )
    .action(async (dir: string, id: string, opts) => {
      done(await (await import("./survey-verify-command.js")).surveyVerifyCommand(dir, id, opts, io, env));
    });
}
