/**
 * Datasets for the site's tests: real rows' shape (as `survey` writes them, with the hints and clients
 * columns the survey adds), names and messages a hostile package could choose, a package with a history of
 * versions and failures of each kind; and `manyRows(n)` for paging.
 */

export const HOSTILE_PACKAGE = "<img src=x onerror=alert(1)>";
export const HOSTILE_TOOL = "<img src=x onerror=alert(2)>";
export const HOSTILE_MESSAGE = "</script><script>alert(3)</script><!-- \u2028 ";
/**
 * HOSTILE_PACKAGE is no npm name: the site's core escapes it, but `survey site` refuses a dataset that holds it
 * (schemas/survey.schema.json). Datasets read through the CLI name that row's package so; its tool and server
 * names stay hostile.
 */
export const PUBLISHABLE_HOSTILE_PACKAGE = "img-src-x-onerror-alert-1";

/** `data` as a dataset the CLI reads: the hostile package under an npm name. */
export function publishable<T extends { rows: readonly unknown[] }>(data: T): T {
  const rename = (r: unknown) =>
    (r as { package?: string }).package === HOSTILE_PACKAGE
      ? { ...(r as object), package: PUBLISHABLE_HOSTILE_PACKAGE }
      : r;
  return { ...data, rows: data.rows.map(rename) };
}

const model = (tools: number, fidelity = "exact", window = 131072) => ({
  profile: "gpt-oss (harmony format, o200k_base)",
  runtime: "hf",
  fidelity,
  tools,
  instructions: null,
  contextWindow: window,
  fits: tools < window,
  data: { source: "model card", date: "2026-11-30" },
  packages: [],
});

interface Options {
  pkg: string;
  version: string;
  date?: string;
  tools: { name: string; o200k: number; cl100k: number }[];
  stable?: boolean | null;
  instructions?: number;
  clients?: boolean;
  serverName?: string;
}

export function measuredRow(o: Options) {
  const o200k = o.tools.reduce((a, t) => a + t.o200k, 0);
  const cl100k = o.tools.reduce((a, t) => a + t.cl100k, 0);
  return {
    package: o.pkg,
    version: o.version,
    bin: null,
    args: [],
    env: [],
    date: o.date ?? "2026-12-04",
    engine: "0.1.0",
    status: "measured",
    tokenizer: "gpt-tokenizer@4.0.0",
    server: { name: o.serverName ?? `${o.pkg}-server`, version: o.version, protocolVersion: "2025-11-25" },
    tools: o.tools.length,
    tokens: { o200k_base: { model: o200k, raw: o200k + 40 }, cl100k_base: { model: cl100k, raw: cl100k + 40 } },
    instructions: o.instructions
      ? { chars: o.instructions * 4, tokens: { o200k_base: o.instructions, cl100k_base: o.instructions } }
      : null,
    prompts: null,
    resources: 1,
    models: {
      "gpt-oss": model(Math.round(o200k * 0.6)),
      claude: model(Math.round(o200k * 1.75), "estimate", 200000),
    },
    modelsNotCounted: {},
    ...(o.stable !== undefined ? { stable: o.stable } : {}),
    toolTokens: o.tools.map((t) => ({ name: t.name, tokens: { o200k_base: t.o200k, cl100k_base: t.cl100k } })),
    warnings: [],
    hints: { count: 2, saving: { o200k_base: Math.round(o200k / 10), cl100k_base: Math.round(cl100k / 10) } },
    ...(o.clients === false
      ? {}
      : {
          clients: {
            "claude-code": {
              version: "2.1.328",
              source: "captured",
              deferred: true,
              upFront: { o200k_base: 20 * o.tools.length, cl100k_base: 20 * o.tools.length },
              allLoaded: { o200k_base: o200k + 30, cl100k_base: cl100k + 30 },
              cappedOut: 0,
            },
            cursor: {
              version: null,
              source: "docs",
              deferred: false,
              upFront: { o200k_base: o200k + 10, cl100k_base: cl100k + 10 },
              allLoaded: { o200k_base: o200k + 10, cl100k_base: cl100k + 10 },
              cappedOut: Math.max(0, o.tools.length - 40),
            },
          },
        }),
  };
}

export function failedRow(pkg: string, version: string, kind: string, message: string, date = "2026-12-03") {
  return {
    package: pkg,
    version,
    bin: null,
    args: ["."],
    env: ["API_KEY"],
    date,
    engine: "0.1.0",
    status: "failed",
    failure: { kind, message, stderrTail: [message, "second line"] },
  };
}

const tools = (prefix: string, sizes: number[]) =>
  sizes.map((s, i) => ({ name: `${prefix}_${i + 1}`, o200k: s, cl100k: s - 3 }));

/** Rows in the dataset's order: package, then version. */
export function siteDataset(rows: unknown[] = FIXTURE_ROWS) {
  return {
    schemaVersion: 1,
    kind: "mcp-token-budget/survey",
    engine: { name: "mcp-token-budget", version: "0.1.0" },
    settings: { encodings: ["o200k_base", "cl100k_base"], models: ["gpt-oss", "claude"], checkStable: true },
    rows,
  };
}

export const FIXTURE_ROWS = [
  measuredRow({ pkg: "@acme/heavy-mcp", version: "1.0.0", tools: tools("heavy", [9000, 8000, 12000]), stable: true }),
  measuredRow({ pkg: "@acme/light-mcp", version: "0.9.0", tools: tools("light", [150, 200]), stable: true }),
  // A history: three versions, the middle one failed, the newest the heaviest.
  measuredRow({
    pkg: "@modelcontextprotocol/server-memory",
    version: "2025.1.1",
    date: "2026-11-20",
    tools: tools("m", [100, 120]),
    stable: true,
  }),
  failedRow(
    "@modelcontextprotocol/server-memory",
    "2025.9.1",
    "start",
    "the server exited with code 1 before listing finished",
  ),
  measuredRow({
    pkg: "@modelcontextprotocol/server-memory",
    version: "2026.8.31",
    tools: tools("entity", [130, 120, 95, 90, 110, 100, 85, 80, 90]),
    stable: false,
    instructions: 60,
  }),
  measuredRow({
    pkg: HOSTILE_PACKAGE,
    version: "1.0.0",
    tools: [{ name: HOSTILE_TOOL, o200k: 3100, cl100k: 3000 }],
    stable: null,
    serverName: HOSTILE_MESSAGE,
  }),
  failedRow("broken-install", "1.0.0", "install", "npm install exited with code 1"),
  failedRow("slow-server", "2.0.0", "timeout", HOSTILE_MESSAGE),
  measuredRow({
    pkg: "zeta-mcp",
    version: "3.1.0",
    tools: tools("zeta", [700, 800, 900, 600]),
    stable: true,
    clients: false,
  }),
];

/** `n` measured rows of synthetic servers (each its own package), sizes spread over four orders of magnitude. */
export function manyRows(n: number) {
  const rows = [];
  for (let i = 0; i < n; i++) {
    const size = Math.round(50 * 1.0009 ** ((i * 7919) % n) * 10);
    rows.push(
      measuredRow({
        pkg: `synthetic-server-${String(i).padStart(5, "0")}`,
        version: "1.0.0",
        tools: tools("t", [size, (i % 13) * 10 + 5]),
        stable: i % 5 !== 0,
      }),
    );
  }
  return rows;
}
