import pkg from "../package.json" with { type: "json" };

/** This tool's version, written into every report so readers know what produced it. */
export const VERSION: string = pkg.version;
