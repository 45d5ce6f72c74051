// What the benchmark exercises: the same core the CLI and the action ship, bundled the same way.
// The floor's tokenizer comes from this bundle too, so both sides run one copy of gpt-tokenizer.

export { countTokens as cl100kCount } from "gpt-tokenizer/encoding/cl100k_base";
export { countTokens as o200kCount } from "gpt-tokenizer/encoding/o200k_base";
export { compare } from "../src/core/compare.js";
export { countListing, modelFacing } from "../src/core/count.js";
export { loadEncoders } from "../src/core/encodings.js";
export { createRedactor } from "../src/core/redact.js";
export {
  GITHUB_COMMENT_MAX_CHARS,
  JOB_SUMMARY_MAX_BYTES,
  renderComparisonMarkdown,
} from "../src/core/render/comparison.js";
export { commentMarker } from "../src/github/comment.js";
