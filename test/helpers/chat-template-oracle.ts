/**
 * Runs the independent oracle of the chat-template profiles (chat-template-oracle.py): Python's Jinja2
 * set up as transformers sets it up, and the Rust `tokenizers` library. Jinja2 comes with the machine's
 * Python; `tokenizers` is installed once into .tmp/ from the machine's local wheel index (PyPI itself
 * is out of reach), without its dependencies, which loading a tokenizer.json does not need.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const SCRIPT = fileURLToPath(new URL("./chat-template-oracle.py", import.meta.url));
const SITE = path.join(ROOT, ".tmp/chat-template-py");
const LOCAL_WHEELS = "/opt/pypi/files";

export interface OraclePrompt {
  messages: Array<{ role: string; content: string }>;
  tools: unknown[] | null;
}

export interface OracleRequest {
  /** The folder holding tokenizer.json and tokenizer_config.json. */
  tokenizer_dir: string;
  template: string;
  extra_variables?: Record<string, unknown>;
  /** Give the Llama 3 tokenizer Llama 3.1's names for its renamed special tokens. */
  llama31?: boolean;
  prompts: OraclePrompt[];
}

const env = () => ({ ...process.env, PYTHONPATH: SITE, PYTHONIOENCODING: "utf-8" });

function importable(): boolean {
  return spawnSync("python3", ["-c", "import jinja2, tokenizers"], { env: env() }).status === 0;
}

/** Makes `import tokenizers` work for the oracle; throws with what to do when it cannot. */
export function ensurePythonOracle(): void {
  if (importable()) return;
  // Installed beside the final folder and moved into place, so a half-done install is never used.
  mkdirSync(path.dirname(SITE), { recursive: true });
  const staging = mkdtempSync(`${SITE}-staging-`);
  const source = existsSync(LOCAL_WHEELS) ? ["--no-index", "--find-links", LOCAL_WHEELS] : [];
  try {
    execFileSync(
      "python3",
      ["-m", "pip", "install", "--quiet", "--no-deps", ...source, "--target", staging, "tokenizers"],
      { stdio: ["ignore", "ignore", "pipe"], timeout: 120_000 },
    );
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    const stderr = (error as { stderr?: Buffer }).stderr?.toString() ?? String(error);
    throw new Error(`the chat-template oracle needs Python's jinja2 and tokenizers; pip failed: ${stderr}`);
  }
  // Several test files (run in parallel) may install at once: the first rename wins, and a working
  // install is never removed (another file may be running the oracle from it). Only a folder that
  // cannot be imported (left by an older layout) is replaced.
  try {
    renameSync(staging, SITE);
  } catch {
    if (!importable()) {
      rmSync(SITE, { recursive: true, force: true });
      renameSync(staging, SITE);
    }
  }
  rmSync(staging, { recursive: true, force: true });
  if (!importable()) throw new Error(`installed tokenizers into ${SITE} but python3 still cannot import it`);
}

export function runPythonOracle(request: OracleRequest): Array<{ text: string; tokens: number }> {
  return runPythonOracleText(JSON.stringify(request));
}

/** The same with the request as JSON text, so a test can hand Python numbers and key orders as sent. */
export function runPythonOracleText(request: string): Array<{ text: string; tokens: number }> {
  const result = spawnSync("python3", [SCRIPT], {
    input: request,
    env: env(),
    maxBuffer: 256 * 1024 * 1024,
    timeout: 120_000,
  });
  if (result.status !== 0) throw new Error(`the Python oracle failed: ${result.stderr.toString()}`);
  return (JSON.parse(result.stdout.toString("utf8")) as { prompts: Array<{ text: string; tokens: number }> }).prompts;
}
