import { createRequire as __mtbCreateRequire } from 'node:module'; const require = __mtbCreateRequire(import.meta.url);
import {
  ToolError
} from "./chunk-5SZOHPIE.js";
import {
  __name
} from "./chunk-WQOZZ7UD.js";

// src/models/verified-files.ts
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
var verified = /* @__PURE__ */ new Map();
var sha256 = /* @__PURE__ */ __name((bytes) => createHash("sha256").update(bytes).digest("hex"), "sha256");
function readPackageFile(found, file) {
  const absolute = path.join(found.root, ...file.split("/"));
  const key = `${found.pinned ? "pinned" : "own"}:${absolute}`;
  let bytes = verified.get(key);
  if (!bytes) {
    bytes = readFile(absolute).then((data) => {
      if (found.pinned) checkAgainstPin(found, file, data);
      return data;
    });
    bytes.catch(() => verified.delete(key));
    verified.set(key, bytes);
  }
  return bytes;
}
__name(readPackageFile, "readPackageFile");
function checkAgainstPin(found, file, data) {
  const { pin } = found;
  const expected = pin.files[file];
  const digest = sha256(data);
  if (expected === digest) return;
  throw new ToolError(
    "input",
    `${pin.name}@${pin.version} in ${found.root} is not the pinned model data: ${file} ` + (expected === void 0 ? "is not a file of the pinned package" : `has sha256 ${digest.slice(0, 12)}\u2026, the pin ${expected.slice(0, 12)}\u2026`) + `; it is not used. ${found.advice}`
  );
}
__name(checkAgainstPin, "checkAgainstPin");
async function findPackage(pin, root, advice) {
  const file = path.join(root, "package.json");
  const data = await readFile(file);
  const manifest = JSON.parse(data.toString("utf8"));
  const version = typeof manifest.version === "string" ? manifest.version : "unknown";
  const found = { pin, root, version, pinned: version === pin.version, advice };
  if (found.pinned) {
    checkAgainstPin(found, "package.json", data);
    verified.set(`pinned:${file}`, Promise.resolve(data));
  }
  return found;
}
__name(findPackage, "findPackage");
function readBundledTable(file, sha256Pin) {
  const where = fileURLToPath(file);
  let data;
  try {
    data = readFileSync(where);
  } catch (error) {
    throw new ToolError(
      "input",
      `cannot read the bundled rank table ${where}: ${error.code ?? String(error)}; reinstall mcp-token-budget (or run npm run build)`
    );
  }
  const digest = sha256(data);
  if (digest !== sha256Pin) {
    throw new ToolError(
      "input",
      `the bundled rank table ${where} is not the one this build wrote: sha256 ${digest.slice(0, 12)}\u2026, the pin ${sha256Pin.slice(0, 12)}\u2026; it is not used. Reinstall mcp-token-budget (or run npm run build)`
    );
  }
  return data;
}
__name(readBundledTable, "readBundledTable");

export {
  readPackageFile,
  findPackage,
  readBundledTable
};
//# sourceMappingURL=chunk-4WFM3VR3.js.map
