// Kryptothera's base rules name none of its modes, expansions, the Legacy Trials or the side quests
// (issue 23): every name a folder under modules/ or expansions/ declares is absent from the base
// game's .rules files (comments aside); the folders plug in through the events and modifiers the base
// game declares.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const DIR = "content/kryptothera";
const uncommented = (text: string) => text.replace(/#[^\n]*/g, "");
const rulesIn = (dir: string) => readdirSync(dir).filter((f) => f.endsWith(".rules")).map((f) => join(dir, f));
const folders = ["modules", "expansions"].flatMap((root) => readdirSync(join(DIR, root)).map((f) => join(DIR, root, f)));

/** Every name a plug-in folder declares: procedures, functions, counters, zones, options, queries, enums and their members, types of its own, campaigns, attributes, marks, its own name. */
function declaredIn(files: string[]): Set<string> {
  const names = new Set<string>();
  const base = new Set(rulesIn(DIR).flatMap((f) => [...uncommented(readFileSync(f, "utf8")).matchAll(/^type (\w+)/gm)].map((m) => m[1]!)));
  for (const f of files) {
    const text = uncommented(readFileSync(f, "utf8"));
    for (const m of text.matchAll(/^(?:replace )?(?:proc|function|counter|zone|option|query|enum|expansion|module|anytime|reaction|type|modifier|campaign|attr|mark) (\w+)/gm)) names.add(m[1]!);
    // An enum's members, and those a folder adds to a base game's enum (`extend enum Expansion { cities }`).
    for (const m of text.matchAll(/^(?:extend )?enum \w+ \{([^}]*)\}/gm)) for (const w of m[1]!.split(",")) names.add(w.trim());
  }
  // A base type a folder adds fields to (`type Gear { parley?: int }`) is the base game's; so is what it replaces.
  for (const f of files) for (const m of uncommented(readFileSync(f, "utf8")).matchAll(/^replace proc (\w+)/gm)) names.delete(m[1]!);
  for (const t of base) names.delete(t);
  // "base" is the Mode enum's name for the base game, and the base game's own card mark (enum Expansion).
  names.delete("base");
  return names;
}

describe("Kryptothera's base game names no module", () => {
  it("uses no name a mode, the Trials, the side quests or an expansion declares", () => {
    const names = declaredIn(folders.flatMap(rulesIn));
    expect(names.has("legacyCaptured")).toBe(true);
    expect(names.has("mode")).toBe(true);
    expect(names.has("offerSabotage")).toBe(true);
    expect(names.has("trials")).toBe(true); // the Legacy Trials' campaign record
    // Each expansion's mark is its folder's own (`extend enum Expansion { frontiers }`), not the base game's.
    expect(names.has("frontiers") && names.has("holiday")).toBe(true);
    const found: string[] = [];
    for (const f of rulesIn(DIR)) {
      let text = uncommented(readFileSync(f, "utf8"));
      // Field names (`c.threat`, `legend: Cryptid`) and flow steps (`step roundStart`) are not the folders' names.
      text = text.replace(/"[^"\n]*"/g, " ").replace(/\.\w+/g, " ").replace(/\b\w+\??:/g, " ").replace(/\bstep \w+/g, " ");
      for (const w of text.match(/\b\w+\b/g) ?? []) if (names.has(w)) found.push(`${f}: ${w}`);
    }
    expect(found).toEqual([]);
  });

  it("has the card marks' list name only the base game: each expansion folder adds its own mark", () => {
    // "All expansion cards include a unique mark per expansion."
    const base = rulesIn(DIR).map((f) => readFileSync(f, "utf8").match(/^enum Expansion \{([^}]*)\}/m)?.[1]).filter((m) => m !== undefined);
    expect(base.map((m) => m!.trim())).toEqual(["base"]);
    for (const folder of readdirSync(join(DIR, "expansions"))) {
      const text = rulesIn(join(DIR, "expansions", folder)).map((f) => readFileSync(f, "utf8")).join("\n");
      expect(text, folder).toMatch(new RegExp(`^extend enum Expansion \\{ ${folder} \\}`, "m"));
    }
  });

  it("has each mode, the Trials and the side quests in a folder of its own under modules/", () => {
    expect(readdirSync(join(DIR, "modules")).sort()).toEqual(["coop", "order", "quests", "solo", "trials"]);
    expect(readdirSync(DIR).filter((f) => /^(order|solo|coop|legacy|legacy-exp|quests)\.rules$/.test(f))).toEqual([]);
  });
});
