/**
 * The independent oracle for the Ollama profiles: Go's own text/template and encoding/json (standard
 * library only), with structs written here from Ollama's api/types.go and template/template.go
 * (v0.33.0-rc2): field order, json tags, omitempty, which types have a String method (ollama-go/main.go).
 * The test copies it to a temp dir, builds it once, and feeds it the real template strings and real tools.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { copyFileSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const HERE = path.dirname(fileURLToPath(import.meta.url));

export interface GoCase {
  messages: Array<{ role: "system" | "user"; content: string }>;
  /** The tools as a client sends them to Ollama ({type, function: {name, description, parameters}}), or null. */
  tools: unknown[] | null;
}

/** Go's version string, or null when there is no `go` on PATH. */
export function goVersion(): string | null {
  const run = spawnSync("go", ["version"], { encoding: "utf8" });
  return run.status === 0 ? run.stdout.trim() : null;
}

/** Builds the oracle once; returns a function that renders cases with a template through Go. */
export function buildGoOracle(): (template: string, cases: GoCase[], think?: boolean) => string[] {
  const dir = mkdtempSync(path.join(tmpdir(), "mtb-ollama-go-"));
  copyFileSync(path.join(HERE, "ollama-go", "main.go"), path.join(dir, "main.go"));
  writeFileSync(path.join(dir, "go.mod"), "module ollamaoracle\n\ngo 1.18\n");
  const binary = path.join(dir, "oracle");
  execFileSync("go", ["build", "-o", binary, "."], {
    cwd: dir,
    env: { ...process.env, GOCACHE: path.join(dir, "cache"), GOFLAGS: "-mod=mod", GOTOOLCHAIN: "local" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  return (template, cases, think) => {
    const output = execFileSync(binary, [], {
      input: JSON.stringify({ template, cases, ...(think === undefined ? {} : { think }) }),
      maxBuffer: 256 * 1024 * 1024,
      encoding: "utf8",
    });
    return JSON.parse(output) as string[];
  };
}
