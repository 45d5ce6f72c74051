/**
 * The dataset's CSV: one line per row, the run's columns, text from a server that a spreadsheet would run as a
 * formula defused, and quoting that round-trips commas, quotes and newlines.
 */
import { describe, expect, it } from "vitest";
import { datasetCsv } from "../../../../src/core/survey/csv.js";
import { dataset, type SurveyRow } from "../../../../src/core/survey/dataset.js";

const base = { bin: null, args: [], env: [], date: "2026-12-04", engine: "0.1.0" };
const rows: SurveyRow[] = [
  {
    ...base,
    package: "@scope/hostile",
    version: "1.0.0",
    status: "measured",
    tokenizer: "gpt-tokenizer@4.0.0",
    server: { name: '=HYPERLINK("http://x")', version: "+1", protocolVersion: null },
    tools: 1,
    tokens: { o200k_base: { model: 10, raw: 12 } },
    instructions: { chars: 5, tokens: { o200k_base: 2 } },
    prompts: null,
    resources: 3,
    models: {
      "gpt-oss": {
        profile: "gpt-oss",
        runtime: "hf",
        fidelity: "exact",
        tools: 9,
        instructions: 1,
        contextWindow: 131072,
        fits: true,
        data: null,
        packages: [],
      },
    },
    modelsNotCounted: {},
    stable: false,
    toolTokens: [{ name: "t", tokens: { o200k_base: 10 } }],
    hints: { count: 2, saving: { o200k_base: 4 } },
    clients: {
      cursor: {
        version: null,
        source: "docs",
        deferred: false,
        upFront: { o200k_base: 11 },
        allLoaded: { o200k_base: 11 },
        cappedOut: 0,
      },
    },
    warnings: [],
  },
  {
    ...base,
    package: "plain",
    version: "2.0.0",
    status: "failed",
    failure: { kind: "start", message: 'exited, saying "no key"\nand more' },
  },
];

describe("the survey's CSV", () => {
  it("has the run's columns, defuses formulas from servers and quotes what needs it", () => {
    const csv = datasetCsv(
      dataset(
        "0.1.0",
        { encodings: ["o200k_base"], models: ["gpt-oss"], checkStable: true, clients: ["cursor"] },
        rows,
      ),
    );
    expect(csv).toBe(
      [
        "package,version,date,engine,status,failure_kind,failure,server_name,server_version,tools,o200k_base_model,o200k_base_raw,instructions_o200k_base,prompts,resources,gpt-oss_tools,gpt-oss_instructions,gpt-oss_context_window,gpt-oss_fits,stable,hints,hints_saving_o200k_base,cursor_deferred,cursor_up_front_o200k_base,cursor_all_loaded_o200k_base,cursor_capped_out",
        `@scope/hostile,1.0.0,2026-12-04,0.1.0,measured,,,"'=HYPERLINK(""http://x"")",'+1,1,10,12,2,,3,9,1,131072,true,false,2,4,false,11,11,0`,
        `plain,2.0.0,2026-12-04,0.1.0,failed,start,"exited, saying ""no key""\nand more",,,,,,,,,,,,,,,,,,,`,
        "",
      ].join("\n"),
    );
  });
});

describe("a forged dataset's CSV", () => {
  it("defuses a formula in every column, names and numbers alike, and leaves real negative numbers", () => {
    const forged = (text: string) => text as unknown as number;
    const row = rows[0] as Extract<SurveyRow, { status: "measured" }>;
    const csv = datasetCsv(
      dataset("0.1.0", { encodings: ["=cmd|' /C calc'!A0"], models: [], checkStable: false }, [
        {
          ...row,
          package: '=HYPERLINK("http://x","y")',
          version: "@SUM(1+1)",
          date: "\t=1",
          engine: "-2+3",
          tools: forged("=1+1"),
          tokens: { "=cmd|' /C calc'!A0": { model: forged("+1"), raw: -4 } },
          hints: { count: forged("\r=2"), saving: {} },
          clients: {},
        },
      ]),
    );
    const cells = csv
      .trimEnd()
      .split("\n")
      .flatMap((line) => line.match(/("(?:[^"]|"")*"|[^,]*)(,|$)/g) ?? [])
      .map((c) => c.replace(/,$/, "").replace(/^"|"$/g, ""))
      .filter((c) => c !== "");
    for (const c of cells) expect(c, c).not.toMatch(/^[=+@\t\r]|^-(?!\d+$)/);
    expect(csv).toContain("'=1+1");
    expect(csv).toContain(`'=cmd|' /C calc'!A0_model`);
    // A number is a number: -4 is written as it is.
    expect(csv).toContain(",-4,");
  });
});
