/**
 * Checking a call's arguments against the tool's inputSchema (ajv) without ever running the server's
 * regular expressions on our own thread. A `pattern` or `patternProperties` comes from the server and may
 * backtrack for ever (`^(a|a)*$` on "aaaa…b"); on the main thread that blocks every timer and signal handler
 * (SIGTERM, Ctrl-C). So ajv is given a regular-expression engine that only looks answers up: each pass of
 * validation records the (pattern, text) questions it has no answer for, a worker thread answers them with
 * JavaScript's own RegExp (the semantics JSON Schema asks for) while the main thread waits asynchronously, and
 * validation runs again with the answers, until no question is new. A worker that takes longer than the
 * time limit is terminated, and the call's check says which pattern timed out.
 */
import { Worker } from "node:worker_threads";
import { Ajv, type ErrorObject } from "ajv";
import { Ajv2020 } from "ajv/dist/2020.js";

/** A question for the worker: does `pattern` (with `flags`) match `text`? */
interface Question {
  pattern: string;
  flags: string;
  text: string;
}

export type ArgumentCheck =
  | { kind: "valid" }
  | { kind: "invalid"; errors: readonly ErrorObject[] }
  /** The inputSchema cannot be compiled: the server's problem; the call is still made. */
  | { kind: "uncompilable" }
  | { kind: "timed-out"; pattern: string; ms: number };

// Dependency-free, so it runs as an eval'd worker from the bundles and from the sources alike.
const WORKER_CODE = `
const { parentPort } = require("node:worker_threads");
parentPort.on("message", ({ id, questions }) => {
  questions.forEach((q, index) => {
    let value = false;
    try { value = new RegExp(q.pattern, q.flags).test(q.text); } catch { value = false; }
    parentPort.postMessage({ id, index, value });
  });
});
`;

/** One worker answering pattern questions, started when first needed and replaced after a timeout. */
export class PatternWorker {
  #worker: Worker | null = null;
  #next = 0;

  /** The answers in order, or the first question left unanswered when `ms` passed. */
  answer(questions: readonly Question[], ms: number): Promise<{ values: boolean[] } | { unanswered: Question }> {
    const worker = this.#start();
    const id = this.#next++;
    const values: boolean[] = [];
    let answered = 0;
    return new Promise((resolve, reject) => {
      const done = () => {
        clearTimeout(timer);
        worker.off("message", onMessage);
        worker.off("error", onError);
      };
      const onMessage = (message: { id: number; index: number; value: boolean }) => {
        if (message.id !== id) return;
        values[message.index] = message.value;
        answered += 1;
        if (answered === questions.length) {
          done();
          resolve({ values });
        }
      };
      const onError = (error: Error) => {
        done();
        this.#worker = null;
        reject(error);
      };
      const timer = setTimeout(
        () => {
          done();
          // A regular expression cannot be interrupted from JavaScript; the thread can be.
          void worker.terminate();
          this.#worker = null;
          // The worker answers in order: the first question without an answer is the one it was stuck on.
          resolve({ unanswered: questions[answered] ?? (questions[0] as Question) });
        },
        Math.max(1, ms),
      );
      worker.on("message", onMessage);
      worker.on("error", onError);
      worker.postMessage({ id, questions });
    });
  }

  #start(): Worker {
    if (!this.#worker) {
      this.#worker = new Worker(WORKER_CODE, { eval: true });
      // An idle worker never keeps the process alive; a check in progress is held by its timer.
      this.#worker.unref();
    }
    return this.#worker;
  }

  async close(): Promise<void> {
    const worker = this.#worker;
    this.#worker = null;
    if (worker) await worker.terminate();
  }
}

const questionKey = (q: Question) => `${q.flags}\u0000${q.pattern}\u0000${q.text}`;

/** An argument validator per inputSchema dialect; the server's schema is untrusted, so never strict. */
function compile(schema: Record<string, unknown>, test: (q: Question) => boolean) {
  const regExp = Object.assign(
    (pattern: string, flags: string) => {
      // Compiling is not matching: a syntax error is found here, as ajv's own engine would find it.
      new RegExp(pattern, flags);
      // ajv shares one engine object per toString() between the schema's keywords.
      return { test: (text: string) => test({ pattern, flags, text }), toString: () => `/${pattern}/${flags}` };
    },
    { code: "mtbPatternLookup" },
  );
  const options = { allErrors: true, strict: false, validateFormats: false, code: { regExp } } as const;
  const dialect = typeof schema.$schema === "string" ? schema.$schema : "";
  const ajv = /2020-12|2019-09/.test(dialect) ? new Ajv2020(options) : new Ajv(options);
  // A $schema ajv does not know (draft-04) must not stop the check: validate by the keywords.
  const { $schema: _ignored, ...rest } = schema;
  return ajv.compile(dialect && !/2020-12|2019-09|draft-07|draft-06/.test(dialect) ? rest : schema);
}

/**
 * Validates `args` against `schema`, every regular expression answered by `worker` within `ms` in all.
 * A schema with no pattern never starts the worker.
 */
export async function checkArguments(
  schema: Record<string, unknown>,
  args: Record<string, unknown>,
  worker: PatternWorker,
  ms: number,
  now: () => number = () => performance.now(),
): Promise<ArgumentCheck> {
  const answers = new Map<string, boolean>();
  let missing = new Map<string, Question>();
  const lookUp = (q: Question) => {
    const key = questionKey(q);
    const known = answers.get(key);
    if (known !== undefined) return known;
    missing.set(key, q);
    // A guess for this pass only: the next pass runs with the real answer.
    return true;
  };
  let validate: ReturnType<typeof compile>;
  try {
    validate = compile(schema, lookUp);
  } catch {
    return { kind: "uncompilable" };
  }
  const started = now();
  // Each pass asks only questions no pass asked before, and the arguments hold finitely many strings.
  for (;;) {
    missing = new Map();
    const valid = validate(args);
    if (missing.size === 0) return valid ? { kind: "valid" } : { kind: "invalid", errors: validate.errors ?? [] };
    const questions = [...missing.values()];
    const left = ms - (now() - started);
    const outcome = left > 0 ? await worker.answer(questions, left) : { unanswered: questions[0] as Question };
    if ("unanswered" in outcome) return { kind: "timed-out", pattern: outcome.unanswered.pattern, ms };
    questions.forEach((q, i) => {
      answers.set(questionKey(q), outcome.values[i] === true);
    });
  }
}
