// 10. redaction: what the action does to every report it publishes (redactor.data over the tool listing),
// with 10 job secrets, and what `measure --config` adds with the ~100 secrets a configuration that reads
// /proc/self/environ gives it: building the redactor (its forms, the regex and the fragment automatons)
// and redacting 1,000 and 10,000 synthetic tools. Cut pieces are looked for at every line break and
// ellipsis of every string, so text with many lines is the heavy case.
import { randomBytes } from "node:crypto";
import { int, median, ms, now, pad, REPS } from "./lib.mjs";
import { syntheticTools } from "./synthetic.mjs";

const secret = (prefix) => `${prefix}${randomBytes(27).toString("base64url")}`;

/** About what a configuration reading /proc/self/environ resolves: each NAME=value entry and its value. */
function environSecrets(n) {
  const entries = Array.from({ length: n }, (_, i) => `VARIABLE_${i}=${secret("v")}`);
  return [entries.join("\0"), ...entries, ...entries.map((e) => e.slice(e.indexOf("=") + 1))];
}

export async function redactSection(core) {
  console.log("10. Redaction of a published report");
  const cases = [
    ["10 job secrets", Array.from({ length: 10 }, () => secret("ghs_"))],
    ["/proc/self/environ, 40 entries", environSecrets(40)],
  ];
  for (const [label, secrets] of cases) {
    const build = median(
      Array.from({ length: REPS }, () => {
        const t = now();
        core.createRedactor(secrets);
        return now() - t;
      }),
    );
    console.log(`   ${label} (${secrets.length} values): building the redactor ${ms(build)}`);
    const redactor = core.createRedactor(secrets);
    for (const n of [1000, 10000]) {
      const tools = syntheticTools(n, { seed: 5 });
      const chars = JSON.stringify(tools).length;
      const times = Array.from({ length: Math.max(1, Math.ceil(REPS / 3)) }, () => {
        const t = now();
        redactor.data({ tools });
        return now() - t;
      });
      console.log(`   ${pad(int(n), 6)} tools (${int(chars)} characters): ${ms(median(times))}`);
    }
  }
  console.log("");
}
