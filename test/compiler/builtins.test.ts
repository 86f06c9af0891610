// The compiler checks builtin calls against its own arity table; the runtime implements the same names.
import { describe, it, expect } from "vitest";
import { BUILTIN_ARITY } from "../../compiler/builtins.js";
import { BUILTINS } from "../../runtime/index.js";

describe("builtin tables", () => {
  it("the compiler and the runtime list the same builtins with the same arities", () => {
    const sorted = (o: Record<string, number>) => Object.fromEntries(Object.entries(o).sort(([a], [b]) => a.localeCompare(b)));
    expect(sorted(BUILTIN_ARITY)).toEqual(sorted(BUILTINS));
  });

  it("lists the documented builtins", () => {
    for (const name of ["count", "sum", "max", "min", "any", "first", "last", "distinct", "size", "top", "left", "right", "others", "order", "playerCount"])
      expect(BUILTIN_ARITY[name], name).toBeDefined();
    expect(BUILTIN_ARITY.playerCount).toBe(0);
    expect(BUILTIN_ARITY.count).toBe(1);
  });
});
