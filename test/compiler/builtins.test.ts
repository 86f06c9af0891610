// The compiler checks builtin calls against the arity table; the runtime must implement every name in it.
import { describe, it, expect } from "vitest";
import { BUILTIN_ARITY } from "../../compiler/builtins.js";
import { builtin } from "../../runtime/builtins.js";

describe("builtin table", () => {
  it("every builtin the checker accepts has a runtime implementation", () => {
    const arg = () => 0;
    for (const [name, n] of Object.entries(BUILTIN_ARITY)) {
      const fn = builtin(name, Array.from({ length: n }, () => arg), { at: [0, 0, 0] }, new Map());
      expect(typeof fn, name).toBe("function");
    }
  });

  it("the runtime refuses a name outside the table", () => {
    expect(() => builtin("noSuchBuiltin", [], { at: [0, 0, 0] })).toThrow(/unknown builtin/);
  });

  it("lists the documented builtins", () => {
    for (const name of ["count", "sum", "max", "min", "any", "first", "last", "distinct", "size", "top", "left", "right", "others", "order", "playerCount"])
      expect(BUILTIN_ARITY[name], name).toBeDefined();
    expect(BUILTIN_ARITY.playerCount).toBe(0);
    expect(BUILTIN_ARITY.count).toBe(1);
  });
});
