// 4. The bundled action (dist/index.js) on a pull request of a fixture repository whose build takes a
// known time, run the way the Actions runner runs it (as test/helpers/action-runner.ts does): a cache
// miss (base built and measured) against a hit (base report restored from `cache-dir`).
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { copyFile, mkdir, writeFile } from "node:fs/promises";
import { createServer } from "node:http";
import path from "node:path";
import { parse } from "yaml";
import { FEW_REPS, FIXTURE, makeTempDir, median, NODE, pad, padEnd, ROOT, run, sec, verdict } from "./lib.mjs";
import { changeEveryTool, syntheticTools } from "./synthetic.mjs";

const BUILD_SECONDS = 2;
const ACTION_INPUTS = parse(readFileSync(path.join(ROOT, "action.yml"), "utf8")).inputs;

const git = (cwd, ...args) =>
  execFileSync("git", args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] }).trim();

/** main: the fixture server and 40 tools; feature: every tool changed. The build sleeps, then logs its commit. */
async function fixtureRepo() {
  const dir = await makeTempDir("action-repo");
  const buildLog = path.join(await makeTempDir("build-log"), "built.txt");
  await mkdir(path.join(dir, "server/lib"), { recursive: true });
  await copyFile(FIXTURE, path.join(dir, "server/fixture-server.mjs"));
  await copyFile(
    path.join(path.dirname(FIXTURE), "lib/stdio-jsonrpc.mjs"),
    path.join(dir, "server/lib/stdio-jsonrpc.mjs"),
  );
  const base = syntheticTools(40, { seed: 4 });
  git(dir, "init", "-q", "-b", "main");
  git(dir, "config", "user.name", "Bench");
  git(dir, "config", "user.email", "bench@example.com");
  git(dir, "config", "commit.gpgsign", "false");
  await writeFile(path.join(dir, "tools.json"), JSON.stringify({ tools: base }, null, 2));
  git(dir, "add", "-A");
  git(dir, "commit", "-q", "-m", "base");
  const baseSha = git(dir, "rev-parse", "HEAD");
  git(dir, "switch", "-q", "-c", "feature");
  await writeFile(path.join(dir, "tools.json"), JSON.stringify({ tools: changeEveryTool(base) }, null, 2));
  git(dir, "commit", "-q", "-am", "head");
  const headSha = git(dir, "rev-parse", "HEAD");
  return { dir, buildLog, baseSha, headSha, build: `sleep ${BUILD_SECONDS} && git rev-parse HEAD >> ${buildLog}` };
}

/** A stand-in for the GitHub API that only counts requests: with comment: never there should be none. */
async function apiRecorder() {
  const requests = [];
  const server = createServer((req, res) => {
    requests.push(`${req.method} ${req.url}`);
    res.writeHead(404, { "content-type": "application/json" }).end('{"message":"Not Found"}');
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    requests,
    stop: () => new Promise((r) => server.close(r)),
  };
}

const parseOutputs = (text) => {
  const outputs = {};
  const lines = text.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const match = /^([^<=]+)<<(.+)$/.exec(lines[i]);
    if (!match) continue;
    const value = [];
    for (i++; i < lines.length && lines[i] !== match[2]; i++) value.push(lines[i]);
    outputs[match[1]] = value.join("\n");
  }
  return outputs;
};

/** One run of dist/index.js with the runner's environment: INPUT_* (action.yml defaults filled in), event file, output files. */
async function runAction(actionJs, repo, inputs, apiUrl) {
  const dir = await makeTempDir("runner");
  const files = {
    event: path.join(dir, "event.json"),
    output: path.join(dir, "output"),
    summary: path.join(dir, "summary.md"),
  };
  const pr = (ref, sha) => ({ ref, sha, repo: { full_name: "octo/weather" } });
  await writeFile(
    files.event,
    JSON.stringify({ pull_request: { number: 3, base: pr("main", repo.baseSha), head: pr("feature", repo.headSha) } }),
  );
  await writeFile(files.output, "");
  await writeFile(files.summary, "");
  const env = {
    PATH: process.env.PATH ?? "",
    HOME: process.env.HOME ?? dir,
    CI: "true",
    GITHUB_ACTIONS: "true",
    GITHUB_EVENT_NAME: "pull_request",
    GITHUB_EVENT_PATH: files.event,
    GITHUB_REPOSITORY: "octo/weather",
    GITHUB_API_URL: apiUrl,
    GITHUB_SERVER_URL: "https://github.example",
    GITHUB_RUN_ID: "4242",
    GITHUB_OUTPUT: files.output,
    GITHUB_STEP_SUMMARY: files.summary,
    GITHUB_WORKSPACE: repo.dir,
    RUNNER_TEMP: dir,
  };
  for (const [name, spec] of Object.entries(ACTION_INPUTS)) {
    // The runner evaluates ${{ github.token }}; no token here, so no API client at all.
    const fallback = String(spec.default ?? "").includes("${{") ? "" : String(spec.default ?? "");
    env[`INPUT_${name.replace(/ /g, "_").toUpperCase()}`] = inputs[name] ?? fallback;
  }
  const result = await run(NODE, [actionJs], { cwd: repo.dir, env, timeoutMs: 120_000 });
  if (result.code !== 0)
    throw new Error(
      `the action failed (${result.code}):\n${result.stdout.slice(-3000)}\n${result.stderr.slice(-2000)}`,
    );
  return { ms: result.ms, outputs: parseOutputs(readFileSync(files.output, "utf8")) };
}

const builtShas = (file) => (existsSync(file) ? readFileSync(file, "utf8").trim().split("\n").filter(Boolean) : []);

async function missThenHit(actionJs, repo, parallel, apiUrl) {
  const cacheDir = await makeTempDir("cache-dir");
  const inputs = {
    command: "node server/fixture-server.mjs --tools tools.json",
    build: repo.build,
    "cache-dir": cacheDir,
    comment: "never",
    parallel: String(parallel),
  };
  const before = builtShas(repo.buildLog).length;
  const miss = await runAction(actionJs, repo, inputs, apiUrl);
  const afterMiss = builtShas(repo.buildLog);
  const hit = await runAction(actionJs, repo, inputs, apiUrl);
  const hitBuilt = builtShas(repo.buildLog).slice(afterMiss.length);
  return {
    miss: miss.ms,
    hit: hit.ms,
    missFromCache: miss.outputs["base-from-cache"],
    hitFromCache: hit.outputs["base-from-cache"],
    missBuiltBase: afterMiss.slice(before).includes(repo.baseSha),
    hitBuiltBase: hitBuilt.includes(repo.baseSha),
    hitBuiltHead: hitBuilt.includes(repo.headSha),
  };
}

export async function actionCacheSection(dist) {
  const repo = await fixtureRepo();
  const api = await apiRecorder();
  console.log(
    `4. Action, pull request of 40 changed tools, build = sleep ${BUILD_SECONDS} s; base-cache miss vs hit (cache-dir)`,
  );
  console.log(
    `   ${padEnd("mode", 26)} ${pad("miss", 8)} ${pad("hit", 8)} ${pad("saved", 8)} ${pad("ratio", 6)} ${pad("hit−build", 9)}  base build on the hit`,
  );
  try {
    for (const parallel of [true, false]) {
      const runs = [];
      for (let r = 0; r < FEW_REPS; r++) runs.push(await missThenHit(dist.action, repo, parallel, api.url));
      const miss = median(runs.map((x) => x.miss));
      const hit = median(runs.map((x) => x.hit));
      const skipped = runs.every((x) => x.missBuiltBase && !x.hitBuiltBase && x.hitBuiltHead);
      const outputsOk = runs.every((x) => x.missFromCache === "false" && x.hitFromCache === "true");
      const mode = parallel ? "parallel: true (default)" : "parallel: false";
      console.log(
        `   ${padEnd(mode, 26)} ${pad(sec(miss), 8)} ${pad(sec(hit), 8)} ${pad(sec(miss - hit), 8)} ${pad(`${(miss / hit).toFixed(2)}x`, 6)} ${pad(sec(hit - BUILD_SECONDS * 1000), 9)}  ${skipped ? "skipped" : "NOT skipped"} (build log), base-from-cache ${outputsOk ? "false → true" : "WRONG"}  ${verdict(4, `cache hit skips the base build (${mode})`, skipped && outputsOk, skipped ? "skipped" : "built")}`,
      );
    }
    console.log(`   GitHub API requests made: ${api.requests.length} (comment: never, no token)`);
    console.log(
      "   (hit−build: the action's own time besides the head build; with parallel: true the base is built alongside the head,",
    );
    console.log("   so a hit saves the worktree and the base's measuring, not the build's wall time)");
  } finally {
    await api.stop();
  }
  console.log("");
}
