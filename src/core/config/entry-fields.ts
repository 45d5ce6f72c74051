/** Typed fields of a configuration entry: a wrong type is the entry's error (InterpolationError), not the file's. */
import { InterpolationError } from "./interpolate.js";

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

export function stringField(entry: Record<string, unknown>, key: string): string | null {
  const value = entry[key];
  if (value === undefined || value === null) return null;
  if (typeof value !== "string") throw new InterpolationError(`"${key}" must be a string`);
  return value;
}

export function stringMap(entry: Record<string, unknown>, key: string): Record<string, string> {
  const value = entry[key];
  if (value === undefined || value === null) return {};
  if (!isObject(value)) throw new InterpolationError(`"${key}" must be an object of strings`);
  const out: Record<string, string> = {};
  for (const [name, v] of Object.entries(value)) {
    // Claude Desktop and others accept numbers and booleans in env and pass them as text.
    if (typeof v === "string" || typeof v === "number" || typeof v === "boolean") out[name] = String(v);
    else throw new InterpolationError(`"${key}.${name}" must be a string`);
  }
  return out;
}
