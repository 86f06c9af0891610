import { describe, expect, it } from "vitest";
import { CliError } from "../../bin/cli/cli-error.js";
import { parseOptions, parseOptionValue } from "../../bin/cli/parse-options.js";

describe("parseOptionValue", () => {
  it("turns integers into numbers", () => {
    expect(parseOptionValue("3")).toBe(3);
    expect(parseOptionValue("-2")).toBe(-2);
    expect(parseOptionValue("+7")).toBe(7);
    expect(parseOptionValue("0")).toBe(0);
  });
  it("turns true and false into booleans", () => {
    expect(parseOptionValue("true")).toBe(true);
    expect(parseOptionValue("false")).toBe(false);
  });
  it("keeps everything else as text", () => {
    expect(parseOptionValue("advanced")).toBe("advanced");
    expect(parseOptionValue("1.5")).toBe("1.5");
    expect(parseOptionValue("True")).toBe("True");
    expect(parseOptionValue("")).toBe("");
    expect(parseOptionValue("99999999999999999999")).toBe("99999999999999999999");
  });
});

describe("parseOptions", () => {
  it("builds a record from k=v pairs, later pairs overriding earlier ones", () => {
    expect(parseOptions(["mode=solo", "rounds=4", "expansion=true", "rounds=5"])).toEqual({
      mode: "solo",
      rounds: 5,
      expansion: true,
    });
  });
  it("splits at the first = only and trims around it", () => {
    expect(parseOptions([" title = a=b "])).toEqual({ title: "a=b" });
  });
  it("returns an empty record for no pairs", () => {
    expect(parseOptions([])).toEqual({});
  });
  it("rejects pairs without a name or an =", () => {
    expect(() => parseOptions(["solo"])).toThrow(CliError);
    expect(() => parseOptions(["=3"])).toThrow(/name=value/);
  });
});
