/**
 * Packages from the npm registry, installed once into a cache folder outside any checkout (the real clients and
 * the corpus's real servers): `<cache>/<scope>+<name>@<version>/node_modules/...`. A half-done install is never
 * used: it is staged, then renamed into place. Install scripts do not run (--ignore-scripts): a client's native
 * build comes as a per-platform optional dependency.
 */
import { execFile } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

const npm = (args: string[], cwd: string | undefined, timeoutMs: number) =>
  new Promise<string>((resolve, reject) => {
    execFile(
      process.platform === "win32" ? "npm.cmd" : "npm",
      args,
      { cwd, timeout: timeoutMs, maxBuffer: 16 * 1024 * 1024, windowsHide: true },
      (error, stdout, stderr) =>
        error ? reject(new Error(`npm ${args.join(" ")}: ${stderr || error.message}`)) : resolve(stdout),
    );
  });

/** The newest release of a package (its `latest` tag), as `npm view <pkg> version` says. */
export async function latestVersion(pkg: string): Promise<string> {
  const version = (await npm(["view", pkg, "version"], undefined, 60_000)).trim();
  if (!/^\d+\.\d+\.\d+/.test(version)) throw new Error(`npm view ${pkg} version gave "${version}", not a version`);
  return version;
}

/** The install folder of pkg@version in the cache. */
export const installFolder = (cache: string, pkg: string, version: string) =>
  path.join(cache, `${pkg.replace("/", "+")}@${version}`);

/**
 * The folder of pkg@version in the cache, installing it first when it is not there (or when `file`, a path inside
 * the folder, is missing). No network when it is there.
 */
export async function ensureInstalled(cache: string, pkg: string, version: string, file?: string): Promise<string> {
  const folder = installFolder(cache, pkg, version);
  const ready = () => existsSync(file ? path.join(folder, file) : path.join(folder, "node_modules", pkg));
  if (ready()) return folder;
  mkdirSync(cache, { recursive: true });
  const staging = mkdtempSync(`${folder}-staging-`);
  writeFileSync(path.join(staging, "package.json"), '{"private":true}\n');
  try {
    await npm(
      ["install", "--no-audit", "--no-fund", "--ignore-scripts", "--save-exact", `${pkg}@${version}`],
      staging,
      600_000,
    );
    if (file && !existsSync(path.join(staging, file)))
      throw new Error(`${pkg}@${version} installed, but ${file} is not in it (another platform?)`);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }
  // Two runs may install at once: the first rename wins; a later one finds the folder there and drops its copy.
  try {
    if (existsSync(folder)) rmSync(folder, { recursive: true, force: true });
    renameSync(staging, folder);
  } catch {
    rmSync(staging, { recursive: true, force: true });
  }
  if (!ready()) throw new Error(`installed ${pkg}@${version} into ${folder}, but it is not there`);
  return folder;
}
