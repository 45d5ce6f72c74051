/**
 * npm packages made in the test, for `survey` to install from the registry stand-in: a tiny MCP server with a
 * bin and no dependencies, packed with `npm pack`. Its behaviour is fixed when it is made: list the given
 * tools, exit with an error on start, or never answer. Each has a postinstall script that would leave a mark,
 * so a test can tell that install scripts did not run.
 */
import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdir, mkdtemp, readdir, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { RegistryStandIn } from "./registry-stand-in.js";

export type Behaviour =
  | { kind: "tools"; tools: unknown[]; instructions?: string }
  | { kind: "crash"; stderr: string }
  | { kind: "hang" }
  /** A real server (an npm server's entry script, by absolute path), started by the package's bin. */
  | { kind: "real"; script: string }
  /**
   * Starts a child process that fills `mib` MiB of memory and holds it; lists `tools` only once the child
   * says it holds it all (so the memory limit, not the listing, decides how the run ends).
   */
  | { kind: "allocate"; mib: number; tools: unknown[]; replyAfterMs?: number }
  /** The server's whole source, as given (CommonJS): a hostile package's own code. */
  | { kind: "script"; source: string };

/** The child of an "allocate" server: touches every page of `mib` MiB (16 MiB at a time), says so, holds. */
const ALLOCATOR = `const mib = Number(process.argv[1]); const held = [];
for (let i = 0; i < mib; i += 16) held.push(Buffer.alloc(16 * 1024 * 1024, 1));
process.stdout.write("held\\n"); setInterval(() => held.length, 1000);`;

export interface FixturePackage {
  name: string;
  version: string;
  bins: Record<string, string>;
  scripts: Record<string, string>;
  tarball: Buffer;
  integrity: string;
}

/** The server, dependency-free: JSON-RPC 2.0 lines on stdin/stdout. argv[2], when given, gets its environment. */
export function serverSource(behaviour: Behaviour): string {
  if (behaviour.kind === "script") return `#!/usr/bin/env node\n${behaviour.source}`;
  if (behaviour.kind === "real") {
    return `#!/usr/bin/env node
import(require("node:url").pathToFileURL(${JSON.stringify(behaviour.script)}).href);
`;
  }
  if (behaviour.kind === "allocate") {
    return `#!/usr/bin/env node
const { spawn } = require("node:child_process");
const child = spawn(process.execPath, ["-e", ${JSON.stringify(ALLOCATOR)}, "${behaviour.mib}"], { stdio: ["ignore", "pipe", "inherit"] });
let held = false;
const waiting = [];
child.stdout.on("data", () => setTimeout(() => { held = true; for (const line of waiting.splice(0)) handle(line); }, ${behaviour.replyAfterMs ?? 0}));
const tools = ${JSON.stringify(behaviour.tools)};
function handle(line) {
  const message = JSON.parse(line);
  if (message.id === undefined) return;
  const reply = (result) => process.stdout.write(JSON.stringify({ jsonrpc: "2.0", id: message.id, result }) + "\\n");
  if (message.method === "initialize") reply({ protocolVersion: message.params.protocolVersion, capabilities: { tools: {} }, serverInfo: { name: "allocating-fixture", version: "1.0.0" } });
  else if (message.method === "tools/list") reply({ tools });
  else process.stdout.write(JSON.stringify({ jsonrpc: "2.0", id: message.id, error: { code: -32601, message: "Method not found" } }) + "\\n");
}
let buffer = "";
process.stdin.setEncoding("utf8");
process.stdin.on("data", (text) => {
  buffer += text;
  let newline;
  while ((newline = buffer.indexOf("\\n")) !== -1) {
    const line = buffer.slice(0, newline).trim();
    buffer = buffer.slice(newline + 1);
    if (!line) continue;
    if (held) handle(line);
    else waiting.push(line);
  }
});
process.stdin.on("end", () => { child.kill(); process.exit(0); });
`;
  }
  return `#!/usr/bin/env node
const { writeFileSync } = require("node:fs");
const behaviour = ${JSON.stringify(behaviour)};
if (process.argv[2]) writeFileSync(process.argv[2], JSON.stringify({ env: process.env, cwd: process.cwd() }));
if (behaviour.kind === "crash") {
  process.stderr.write(behaviour.stderr + "\\n");
  process.exit(1);
}
let buffer = "";
process.stdin.setEncoding("utf8");
process.stdin.on("data", (text) => {
  if (behaviour.kind === "hang") return;
  buffer += text;
  let newline;
  while ((newline = buffer.indexOf("\\n")) !== -1) {
    const line = buffer.slice(0, newline).trim();
    buffer = buffer.slice(newline + 1);
    if (!line) continue;
    const message = JSON.parse(line);
    if (message.id === undefined) continue;
    const reply = (result) => process.stdout.write(JSON.stringify({ jsonrpc: "2.0", id: message.id, result }) + "\\n");
    if (message.method === "initialize") {
      reply({
        protocolVersion: message.params.protocolVersion,
        capabilities: { tools: {} },
        serverInfo: { name: "survey-fixture", version: "9.9.9" },
        ...(behaviour.instructions ? { instructions: behaviour.instructions } : {}),
      });
    } else if (message.method === "tools/list") reply({ tools: behaviour.tools });
    else process.stdout.write(JSON.stringify({ jsonrpc: "2.0", id: message.id, error: { code: -32601, message: "Method not found" } }) + "\\n");
  }
});
`;
}

function run(command: string, args: string[], cwd: string): Promise<string> {
  return new Promise((resolve, reject) =>
    execFile(command, args, { cwd }, (error, stdout, stderr) =>
      error ? reject(new Error(`${stderr}`)) : resolve(stdout),
    ),
  );
}

/** Writes and packs `name@version`; `mark` is the file its (never run) postinstall script would create. */
export async function makeFixturePackage(
  name: string,
  version: string,
  behaviour: Behaviour,
  mark: string,
  extraBins: readonly string[] = [],
): Promise<FixturePackage> {
  const dir = await mkdtemp(path.join(tmpdir(), "mtb-survey-pkg-"));
  const source = path.join(dir, "src");
  await mkdir(source);
  const bin = name.split("/").pop() as string;
  const scripts = { postinstall: `node -e "require('fs').writeFileSync('${mark}', 'ran')"` };
  const bins = Object.fromEntries([bin, ...extraBins].map((b) => [b, "server.js"]));
  await writeFile(path.join(source, "package.json"), JSON.stringify({ name, version, bin: bins, scripts }));
  await writeFile(path.join(source, "server.js"), serverSource(behaviour), { mode: 0o755 });
  await run("npm", ["pack", "--pack-destination", dir, "--ignore-scripts"], source);
  const [file] = (await readdir(dir)).filter((f) => f.endsWith(".tgz"));
  const tarball = await readFile(path.join(dir, file as string));
  const integrity = `sha512-${createHash("sha512").update(tarball).digest("base64")}`;
  return { name, version, bins, scripts, tarball, integrity };
}

/** Serves every version of the packages given, one packument per name (the stand-in's own serves one version). */
export function servePackages(registry: RegistryStandIn, packages: readonly FixturePackage[]): void {
  const byName = new Map<string, FixturePackage[]>();
  for (const p of packages) byName.set(p.name, [...(byName.get(p.name) ?? []), p]);
  for (const [name, versions] of byName) {
    const base = name.split("/").pop() as string;
    const packument = {
      name,
      "dist-tags": { latest: versions.at(-1)?.version },
      versions: Object.fromEntries(
        versions.map((p) => {
          const file = `${name}/-/${base}-${p.version}.tgz`;
          registry.routes.set(`/${file}`, { body: p.tarball });
          return [
            p.version,
            {
              name,
              version: p.version,
              bin: p.bins,
              // As the real registry says it: npm decides from the packument whether a package has install scripts.
              scripts: p.scripts,
              hasInstallScript: true,
              dist: { integrity: p.integrity, tarball: `${registry.url}${file}` },
            },
          ];
        }),
      ),
    };
    registry.routes.set(`/${name.replace("/", "%2f")}`, {
      body: JSON.stringify(packument),
      contentType: "application/json",
    });
  }
}
