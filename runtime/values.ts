import type { At } from "./program.js";
import { RuleError } from "./types.js";

/** Structural equality for runtime values (numbers, text, null, lists). */
export function equal(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!equal(a[i], b[i])) return false;
    return true;
  }
  return false;
}

/** The value as a list; a single non-list value is an error in the content, reported with its source. */
export function listOf(v: unknown, at: At): unknown[] {
  if (Array.isArray(v)) return v;
  if (v === null || v === undefined) return [];
  throw new RuleError("RUN4103", `expected a list, found ${JSON.stringify(v)}`, at);
}

/** Two lists joined (`a ++ b`) into a new one; copied by hand since `Array.prototype.concat` is several times slower on the short lists rules join. */
export function joined(a: readonly unknown[], b: readonly unknown[]): unknown[] {
  const out = a.slice();
  for (let i = 0; i < b.length; i++) out.push(b[i]);
  return out;
}

/** The value as a list of numbers (components or seats): a single number counts as a list of one. */
export function idsOf(v: unknown, at: At): number[] {
  if (typeof v === "number") return [v];
  if (v === null || v === undefined) return [];
  if (Array.isArray(v)) return v as number[];
  throw new RuleError("RUN4104", `expected components, found ${JSON.stringify(v)}`, at);
}

/** The value as an integer, or a content error. */
export function intOf(v: unknown, at: At): number {
  if (typeof v === "number") return v;
  throw new RuleError("RUN4105", `expected a number, found ${JSON.stringify(v)}`, at);
}

/** Conditions treat null (an absent field), false, 0 and empty lists as false. */
export function truthy(v: unknown): boolean {
  if (Array.isArray(v)) return v.length > 0;
  return v !== null && v !== undefined && v !== false && v !== 0;
}

/** An array of `n` copies of `v`, built by pushing so V8 keeps it packed (no hole checks on every read). */
export function filled<T>(n: number, v: T): T[] {
  const out: T[] = [];
  for (let i = 0; i < n; i++) out.push(v);
  return out;
}
