import { describe, it, expect, afterAll } from "vitest";
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { MemoryContentSource } from "../../../compiler/content/index.js";
import { NodeContentSource } from "../../../compiler/node/index.js";

describe("MemoryContentSource", () => {
  const source = new MemoryContentSource({
    "demo/game.rules": "game",
    "demo/cards.yaml": "- id: a",
    "demo/expansions/big/more.yaml": "[]",
    "other/x.yaml": "[]",
  });

  it("reads files by normalised path", () => {
    expect(source.read("demo/cards.yaml")).toBe("- id: a");
    expect(source.read("./demo//cards.yaml")).toBe("- id: a");
    expect(source.read("demo/none.yaml")).toBeUndefined();
    expect(source.read("constructor")).toBeUndefined();
  });

  it("lists files and sub-folders of a folder", () => {
    expect(source.list("demo")).toEqual(["cards.yaml", "expansions", "game.rules"]);
    expect(source.list("demo/")).toEqual(["cards.yaml", "expansions", "game.rules"]);
    expect(source.list("")).toEqual(["demo", "other"]);
    expect(source.list("nothing")).toEqual([]);
  });
});

describe("NodeContentSource", () => {
  const root = mkdtempSync(join(tmpdir(), "menagerie-content-"));
  mkdirSync(join(root, "demo", "expansions"), { recursive: true });
  writeFileSync(join(root, "demo", "cards.yaml"), "- id: a\n");
  writeFileSync(join(root, "demo", "game.rules"), "game\n");
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const source = new NodeContentSource(root);

  it("reads files under the root", () => {
    expect(source.read("demo/cards.yaml")).toBe("- id: a\n");
    expect(source.read("demo/none.yaml")).toBeUndefined();
    expect(source.read("../../etc/passwd")).toBeUndefined();
  });

  it("lists a folder, sorted; [] when missing", () => {
    expect(source.list("demo")).toEqual(["cards.yaml", "expansions", "game.rules"]);
    expect(source.list("missing")).toEqual([]);
    expect(source.list("demo/cards.yaml")).toEqual([]);
  });
});
