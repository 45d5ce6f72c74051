// What the benchmark exercises: the same core the CLI and the action ship, bundled the same way.
export { countListing } from "../src/core/count.js";
export { loadEncoders } from "../src/core/encodings.js";
