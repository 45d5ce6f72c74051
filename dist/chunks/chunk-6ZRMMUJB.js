import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  outputExcerpt
} from "./chunk-MQ2PVAKA.js";
import {
  ToolError
} from "./chunk-5SZOHPIE.js";
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/run/head-build-error.ts
var HeadBuildError = class _HeadBuildError extends ToolError {
  constructor(message, heading = message, output = []) {
    super("build", message);
    this.heading = heading;
    this.output = output;
    this.name = "HeadBuildError";
  }
  heading;
  output;
  static {
    __name(this, "HeadBuildError");
  }
  /** The failed build at head, with the lines of its output that say why (outputExcerpt): errors and the end. */
  static of(error) {
    const heading = `the build failed at head (${error.how}): ${error.command}`;
    const shown = outputExcerpt(error.output, { tail: error.outputTail.length });
    return new _HeadBuildError(`${heading}
${shown.join("\n")}`, heading, error.output);
  }
};

export {
  HeadBuildError
};
//# sourceMappingURL=chunk-6ZRMMUJB.js.map
