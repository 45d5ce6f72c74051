/**
 * A short, stable fingerprint of a string, pure JavaScript (the core has no node:crypto): two 32-bit
 * FNV-1a hashes with different offsets over the UTF-16 code units, as 16 hex digits. It tells whether two
 * tool blocks are byte-identical; it is not a security hash (a server could forge a collision on purpose).
 */
export function fingerprint(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ 0x5bd1e995;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x01000193) ^ (b >>> 15);
  }
  return (a >>> 0).toString(16).padStart(8, "0") + (b >>> 0).toString(16).padStart(8, "0");
}
