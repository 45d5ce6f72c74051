import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  countingOf
} from "./chunk-3QN2H6HJ.js";
import {
  findCallsFile,
  loadCallsFile
} from "./chunk-BZSX5RM6.js";
import {
  findBudgetFile,
  loadBudgetFile,
  loadDefaultBudget
} from "./chunk-P6YVIPJU.js";
import {
  settingLabel
} from "./chunk-YG3Y2ZC5.js";
import {
  repoRoot
} from "./chunk-JYWWFT3Y.js";
import {
  UsageError
} from "./chunk-5SZOHPIE.js";
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/run/prepare.ts
import path2 from "node:path";

// src/cache/report-cache.ts
import { mkdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
var CacheEntryError = class extends Error {
  static {
    __name(this, "CacheEntryError");
  }
  constructor(message) {
    super(message);
    this.name = "CacheEntryError";
  }
};
async function readEntry(file, key, encodings) {
  const entry = `the entry ${key}`;
  const { DOCUMENT_SIZE_LIMIT, parseReport } = await import("./documents-X25TTI4T.js");
  const { size } = await stat(file);
  if (size > DOCUMENT_SIZE_LIMIT) {
    throw new CacheEntryError(`${entry} is ${size} bytes, more than a report may hold (${DOCUMENT_SIZE_LIMIT})`);
  }
  let json;
  try {
    json = JSON.parse(await readFile(file, "utf8"));
  } catch (error) {
    throw new CacheEntryError(`${entry} is not JSON (${error.message})`);
  }
  let report;
  try {
    report = parseReport(json, entry);
  } catch (error) {
    throw new CacheEntryError(error.message);
  }
  const stored = report.method.encodings;
  if (encodings && (stored.length !== encodings.length || stored.some((e, i) => e !== encodings[i]))) {
    throw new CacheEntryError(
      `${entry} was measured with ${stored.join(", ")}, but its key was made for ${encodings.join(", ")}`
    );
  }
  return report;
}
__name(readEntry, "readEntry");
var DirectoryReportCache = class {
  constructor(dir) {
    this.dir = dir;
    this.description = `directory ${dir}`;
  }
  dir;
  static {
    __name(this, "DirectoryReportCache");
  }
  description;
  file(key) {
    return path.join(this.dir, `${key.replace(/[^A-Za-z0-9._-]/g, "_")}.json`);
  }
  async restore(key, encodings) {
    const file = this.file(key);
    const exists = await stat(file).then(
      () => true,
      () => false
    );
    return exists ? readEntry(file, key, encodings) : null;
  }
  async save(key, report) {
    await mkdir(this.dir, { recursive: true });
    const temp = `${this.file(key)}.${process.pid}.tmp`;
    await writeFile(temp, JSON.stringify(report));
    await rename(temp, this.file(key));
  }
};
var ActionsReportCache = class {
  static {
    __name(this, "ActionsReportCache");
  }
  description = "GitHub Actions cache";
  file = path.join(process.env.RUNNER_TEMP ?? tmpdir(), "mcp-token-budget-cache", "report.json");
  static async available() {
    const cache = await import("./cache-3B4ZRYM2.js");
    return cache.isFeatureAvailable();
  }
  async restore(key, encodings) {
    const cache = await import("./cache-3B4ZRYM2.js");
    await rm(this.file, { force: true });
    await mkdir(path.dirname(this.file), { recursive: true });
    const hit = await cache.restoreCache([this.file], key);
    if (!hit) return null;
    try {
      return await readEntry(this.file, key, encodings);
    } finally {
      await rm(this.file, { force: true });
    }
  }
  async save(key, report) {
    const cache = await import("./cache-3B4ZRYM2.js");
    await mkdir(path.dirname(this.file), { recursive: true });
    await writeFile(this.file, JSON.stringify(report));
    try {
      await cache.saveCache([this.file], key);
    } finally {
      await rm(this.file, { force: true });
    }
  }
};

// src/run/prepare.ts
async function openBudget(settings, root) {
  if (settings.budget.kind === "file") return loadBudgetFile(settings.budget.file, settings.directory, root);
  const found = await loadDefaultBudget(settings.directory, root);
  if (!found && settings.budget.required) {
    throw new UsageError(
      `no budget file: create mcp-token-budget.yml at the repository root (see the README) or pass ${settingLabel(settings.door, "budget")} <file>`
    );
  }
  return found;
}
__name(openBudget, "openBudget");
async function openCalls(settings, root) {
  if (settings.calls) return loadCallsFile(settings.calls, settings.directory);
  const budgetFile = settings.budget.kind === "file" ? settings.budget.file : await findBudgetFile(
    root && path2.resolve(root) !== path2.resolve(settings.directory) ? [settings.directory, root] : [settings.directory]
  );
  const found = await findCallsFile(budgetFile ? path2.dirname(budgetFile) : settings.directory);
  return found ? loadCallsFile(found, root ?? settings.directory) : null;
}
__name(openCalls, "openCalls");
async function openCache(choice, log) {
  if (choice.kind === "off") return null;
  if (choice.kind === "directory") return new DirectoryReportCache(choice.dir);
  const available = await ActionsReportCache.available().catch(() => false);
  if (!available) {
    log("the GitHub Actions cache is not available here; the base is measured every time");
    return null;
  }
  return new ActionsReportCache();
}
__name(openCache, "openCache");
async function runRequest(settings, hooks) {
  const root = await repoRoot(settings.directory).catch(() => null);
  const [budget, cache, calls] = await Promise.all([
    openBudget(settings, root),
    openCache(settings.cache, hooks.log),
    openCalls(settings, root)
  ]);
  return {
    subject: {
      // With a saved head report no server is started; the spec is only a placeholder then.
      spec: settings.server ?? { kind: "stdio", command: "", args: [] },
      headReportFile: settings.headReportFile,
      timeoutMs: settings.timeoutMs,
      maxResponseBytes: settings.maxResponseBytes,
      build: settings.build,
      buildTimeoutMs: settings.buildTimeoutMs,
      repoDir: settings.directory,
      repoRoot: root,
      ...hooks.tempDir ? { tempDir: hooks.tempDir } : {},
      ...hooks.parentEnv ? { parentEnv: hooks.parentEnv } : {}
    },
    counting: countingOf(settings, calls),
    baseline: {
      base: settings.base,
      // A cached report holds no calls (and the calls file is not in its key): with calls, measure both sides.
      // --check-stable is in the key: a report restored for it carries its `listing`, so the base is not restarted.
      cache: calls ? null : cache,
      saveHeadToCache: Boolean(hooks.saveHeadToCache) && cache !== null,
      parallel: settings.parallel
    },
    outcome: {
      budget,
      door: settings.door,
      ...hooks.labels ? { labels: hooks.labels } : {}
    }
  };
}
__name(runRequest, "runRequest");

export {
  openBudget,
  openCalls,
  openCache,
  runRequest
};
//# sourceMappingURL=chunk-MHTDUB7T.js.map
