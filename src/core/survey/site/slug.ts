/**
 * File names for the server pages. Pure. A package name comes from a dataset (untrusted), and the site is
 * read from case-insensitive file systems too, so the name is written with [a-z0-9-] only and every other
 * byte as _hh (injective: "_" itself is _5f); an over-long name is cut and given its fingerprint.
 */
import { fingerprint } from "../../fingerprint.js";

const MAX_SLUG = 150;

export function serverSlug(packageName: string): string {
  let slug = "";
  for (const byte of new TextEncoder().encode(packageName)) {
    const c = String.fromCharCode(byte);
    slug += /[a-z0-9-]/.test(c) ? c : `_${byte.toString(16).padStart(2, "0")}`;
  }
  return slug.length <= MAX_SLUG ? slug : `${slug.slice(0, MAX_SLUG - 17)}-${fingerprint(packageName)}`;
}

/** The page of a package, relative to the site's root. */
export const serverPagePath = (packageName: string) => `servers/${serverSlug(packageName)}.html`;
