// 13. survey site: writing the static site of a 5,000-row dataset, and in headless Chromium (from file://, as
// a downloaded copy is opened) the time from navigation to an interactive table, a sort, a filter and
// "Show all". Figures from the page's own clock (performance.now() from navigation start), medians of
// FEW_REPS loads after one warm-up load.
import { existsSync } from "node:fs";
import { mkdir, readdir, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { FEW_REPS, int, makeTempDir, median, ms, NODE, runOk, size, verdict } from "./lib.mjs";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const ROWS = 5000;

/** A dataset of `n` rows shaped as `survey` writes them (with the hints and clients columns), every 25th failed. */
function syntheticDataset(n) {
  const rows = [];
  for (let i = 0; i < n; i++) {
    const pkg = i % 3 === 0 ? `@scope-${i % 40}/server-${Math.floor(i / 2)}` : `mcp-server-${Math.floor(i / 2)}`;
    const version = `1.${i % 2}.0`;
    const base = { package: pkg, version, bin: null, args: [], env: [], date: "2026-12-04", engine: "0.1.0" };
    if (i % 25 === 0) {
      rows.push({ ...base, status: "failed", failure: { kind: "start", message: "exited with code 1" } });
      continue;
    }
    const tools = Array.from({ length: 2 + (i % 30) }, (_, t) => ({
      name: `tool_${t}`,
      tokens: { o200k_base: 60 + ((i * 31 + t * 17) % 400), cl100k_base: 58 + ((i * 31 + t * 17) % 400) },
    }));
    const total = (e) => tools.reduce((a, t) => a + t.tokens[e], 0);
    const o200k = total("o200k_base");
    const model = (k, fidelity) => ({
      profile: "p",
      runtime: "hf",
      fidelity,
      tools: Math.round(o200k * k),
      instructions: null,
      contextWindow: 32768,
      fits: o200k * k < 32768,
      data: null,
      packages: [],
    });
    const client = (upFront, deferred) => ({
      version: "1.0.0",
      source: "captured",
      deferred,
      upFront: { o200k_base: upFront, cl100k_base: upFront },
      allLoaded: { o200k_base: o200k, cl100k_base: o200k },
      cappedOut: 0,
    });
    rows.push({
      ...base,
      status: "measured",
      tokenizer: "gpt-tokenizer@4.0.0",
      server: { name: pkg, version, protocolVersion: "2025-11-25" },
      tools: tools.length,
      tokens: {
        o200k_base: { model: o200k, raw: o200k + 50 },
        cl100k_base: { model: total("cl100k_base"), raw: o200k },
      },
      instructions: null,
      prompts: null,
      resources: null,
      models: { "gpt-oss": model(0.6, "exact"), "qwen3@ollama": model(1.3, "exact"), claude: model(1.75, "estimate") },
      modelsNotCounted: {},
      stable: i % 7 !== 0,
      toolTokens: tools,
      warnings: [],
      hints: { count: i % 5, saving: { o200k_base: (i % 5) * 40, cl100k_base: (i % 5) * 39 } },
      clients: { "claude-code": client(tools.length * 12, true), cursor: client(o200k, false) },
    });
  }
  rows.sort((a, b) => (a.package === b.package ? (a.version < b.version ? -1 : 1) : a.package < b.package ? -1 : 1));
  return {
    schemaVersion: 1,
    kind: "mcp-token-budget/survey",
    engine: { name: "mcp-token-budget", version: "0.1.0" },
    settings: {
      encodings: ["o200k_base", "cl100k_base"],
      models: ["gpt-oss", "qwen3@ollama", "claude"],
      checkStable: true,
    },
    rows,
  };
}

async function bytesUnder(dir) {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += (await stat(path.join(entry.parentPath ?? entry.path, entry.name))).size;
  }
  return total;
}

export async function surveySiteSection(dist) {
  console.log(`13. survey site with ${int(ROWS)} rows`);
  const dir = await makeTempDir("survey-site");
  await mkdir(path.join(dir, "index"));
  await writeFile(path.join(dir, "index", "dataset.json"), JSON.stringify(syntheticDataset(ROWS)));
  const writes = [];
  for (let i = 0; i < FEW_REPS; i++) {
    writes.push((await runOk(NODE, [dist.cli, "survey", "site", "index", "--out", "site"], { cwd: dir })).ms);
  }
  const site = path.join(dir, "site");
  const pages = (await readdir(path.join(site, "servers"))).length;
  console.log(
    `   survey site (CLI, wall): ${ms(median(writes))}; ${int(pages)} server pages, data.js ${size((await stat(path.join(site, "data.js"))).size)}, whole site ${size(await bytesUnder(site))}`,
  );
  if (!existsSync(CHROMIUM)) {
    console.log(`   (no Chromium at ${CHROMIUM}: the browser figures are skipped; apt-get install -y chromium)\n`);
    return;
  }
  const { chromium } = await import("playwright-core");
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--headless", "--no-sandbox"] });
  const url = pathToFileURL(path.join(site, "index.html")).href;
  const figures = { ready: [], paint: [], sortTokens: [], sortName: [], filter: [], showAll: [] };
  try {
    for (let i = 0; i < FEW_REPS + 1; i++) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      // The moment table.js marks the table ready, on the page's clock (not when the bench hears of it).
      await page.addInitScript(() => {
        new MutationObserver((_, observer) => {
          if (document.getElementById("servers")?.hasAttribute("data-ready")) {
            window.__ready = performance.now();
            observer.disconnect();
          }
        }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-ready"] });
      });
      await page.goto(url);
      await page.waitForSelector("#servers[data-ready]");
      const timings = await page.evaluate(() => {
        const ready = window.__ready;
        const paint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN;
        const header = (label) =>
          [...document.querySelectorAll("#servers thead th button")].find((b) => b.textContent.startsWith(label));
        // Each action with the style and layout it causes (reading offsetHeight forces them); painting is not included.
        const time = (action) => {
          const t = performance.now();
          action();
          void document.body.offsetHeight;
          return performance.now() - t;
        };
        const sortTokens = time(() => header("o200k_base").click());
        const sortName = time(() => header("Package").click());
        const status = document.getElementById("filter-status");
        const filter = time(() => {
          status.value = "measured";
          status.dispatchEvent(new Event("change"));
        });
        document.getElementById("filter-versions").click();
        const showAll = time(() => document.getElementById("show-all").click());
        return { ready, paint, sortTokens, sortName, filter, showAll };
      });
      // The first load warms the disk cache and Chromium's code cache: not counted.
      if (i > 0) for (const key of Object.keys(figures)) figures[key].push(timings[key]);
      await page.close();
    }
  } finally {
    await browser.close();
  }
  const ready = median(figures.ready);
  console.log(
    `   navigation to an interactive table (first 200 rows in it): ${ms(ready)}; first contentful paint ${ms(median(figures.paint))}`,
  );
  console.log(
    `   sort by o200k_base: ${ms(median(figures.sortTokens))}; by package: ${ms(median(figures.sortName))}; filter (status): ${ms(median(figures.filter))}`,
  );
  console.log(`   "Show all" (every version, ${int(ROWS)} rows into the table): ${ms(median(figures.showAll))}`);
  console.log(`   ${verdict(12, `${int(ROWS)}-row site interactive in Chromium under 1 s`, ready < 1000, ms(ready))}`);
  console.log("");
}
