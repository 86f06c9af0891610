// A negative number written out is compiled as a literal: the runtime then reads `x.holder == -1` as
// a comparison with a constant (fused, generated) instead of negating 1 every time it runs.
import { describe, expect, it } from "vitest";
import { compileMini, edit, MINI_RULES } from "../helpers/mini-game.js";

/** Every IR node under `v` (depth first). */
function nodes(v: unknown, out: Record<string, unknown>[] = []): Record<string, unknown>[] {
  if (Array.isArray(v)) for (const x of v) nodes(x, out);
  else if (v && typeof v === "object") {
    const o = v as Record<string, unknown>;
    if (typeof o.kind === "string") out.push(o);
    for (const x of Object.values(o)) nodes(x, out);
  }
  return out;
}

describe("negative literals", () => {
  it("compiles `-2` to the literal -2, and `-n` of a variable to a negation", () => {
    const r = compileMini({ "mini/game.rules": edit(MINI_RULES, "add n to my score", "add n + -2 - -n + -0 to my score") });
    expect(r.diagnostics).toEqual([]);
    const all = nodes(r.program!.procs.gain);
    expect(all.some((n) => n.kind === "lit" && n.value === -2)).toBe(true);
    // `-0` is the literal 0 (plain JSON has no negative zero), not a negation.
    expect(all.some((n) => n.kind === "lit" && Object.is(n.value, 0))).toBe(true);
    const negs = all.filter((n) => n.kind === "neg");
    expect(negs).toHaveLength(1);
    expect((negs[0]!.operand as { kind: string }).kind).toBe("local");
  });
});
