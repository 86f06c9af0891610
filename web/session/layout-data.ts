// Readers for the untyped layout data of table.yaml: anything malformed reads as absent, so a typo in
// a layout file falls back to defaults instead of breaking the table.

/** A YAML mapping as read from a layout file. */
export type Raw = Record<string, unknown>;

/** The value as a mapping, or an empty one. */
export const obj = (v: unknown): Raw => (v && typeof v === "object" && !Array.isArray(v) ? (v as Raw) : {});
/** The value as a string, or undefined. */
export const str = (v: unknown): string | undefined => (typeof v === "string" ? v : undefined);
/** The value as a finite number, or undefined. */
export const num = (v: unknown): number | undefined => (typeof v === "number" && Number.isFinite(v) ? v : undefined);
/** The strings of a list, or undefined when it is not a list. */
export const strs = (v: unknown): string[] | undefined => (Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : undefined);
/** The string-valued entries of a mapping (YAML number keys arrive as strings). */
export const strMap = (v: unknown): Record<string, string> =>
  Object.fromEntries(Object.entries(obj(v)).filter((e): e is [string, string] => typeof e[1] === "string"));
