// Kryptothera's side quests as players solve them: from the card texts alone. The unusual capitals of
// the base game's cryptid and event texts spell where the Eye lies (Unlock The Cryptic Path); the wrong
// capitals of the contract and player-board texts spell where the Order gathers (Hidden Contract). Each
// answer must be a location of the map, and the one the rules reward (modules/quests/quests.rules).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { kProgram } from "./kryptothera-helpers.js";

const DIR = "content/kryptothera";
type Row = Record<string, unknown>;
const rows = (file: string) => parse(readFileSync(join(DIR, file), "utf8")) as Row[];
const map = rows("map.yaml");
const positions = (parse(readFileSync(join(DIR, "table.yaml"), "utf8")) as { zones: { map: { positions: Record<string, [number, number]> } } }).zones.map.positions;

// Words the rules capitalise on purpose: the game's terms and skills, and the legends' proper names.
const TERMS = new Set(["HP", "MP", "PvP", "HQ", "NPC", "Might", "Agility", "Intelligence", "Wisdom", "Charisma"]);
const NAMES = ["Return to HQ", "James Bay", "Elm Creek"];

/**
 * The capitals a player would find unusual: in a word that does not start a sentence (the text's first
 * word, or one after ". ", ": ", "! ", "? "), is no game term and is not part of a proper name.
 */
function unusualCapitals(text: string): string[] {
  let t = text;
  for (const n of NAMES) t = t.split(n).join(n.toLowerCase());
  const out: string[] = [];
  let start = true;
  for (const w of t.split(/\s+/)) {
    const bare = w.replace(/^[^A-Za-z]+|[^A-Za-z]+$/g, "");
    if (!start && !TERMS.has(bare)) out.push(...(bare.match(/[A-Z]/g) ?? []));
    start = /[.!?:]["')]?$/.test(w);
  }
  return out;
}

/** The cards of a file whose text (field) carries unusual capitals, with them. */
function fragments(file: string, field = "text"): { row: Row; letters: string }[] {
  return rows(file).flatMap((row) => {
    const letters = typeof row[field] === "string" ? unusualCapitals(row[field] as string).join("") : "";
    return letters ? [{ row, letters }] : [];
  });
}

const letters = (s: string) => s.toUpperCase().replace(/[^A-Z]/g, "");
const sorted = (s: string) => [...s].sort().join("");
/** The map locations whose name has exactly these letters, in any order. */
const anagramsOnMap = (s: string) => map.filter((l) => sorted(letters(l.name as string)) === sorted(s));

describe("the fragments are found as a player finds them", () => {
  it("the rule of thumb: ordinary texts have no unusual capitals, a stray one is found", () => {
    expect(unusualCapitals("You: a 4 Agility check. Failure: lose 1 HP.")).toEqual([]);
    expect(unusualCapitals("She haunts the bridge over Elm Creek.")).toEqual([]);
    expect(unusualCapitals("It rolls downhill After you.")).toEqual(["A"]);
    expect(unusualCapitals("Have 6 Low-threat cryptids in your HQ.")).toEqual(["L"]);
  });
});

describe("Unlock The Cryptic Path (Eye of Kryptothera)", () => {
  // "Ten fragments lie across beast and fate; in dim silence six beasts guard the outer circle, while
  // four trials reveal the Order's true goal. Stillness gathers at the circle's centre where lies the Eye."
  const beasts = fragments("cryptids.yaml");
  const trials = fragments("events.yaml");

  it("ten fragments: six beasts (cryptid cards) and four trials (event cards with a skill check), a capital each", () => {
    expect(beasts).toHaveLength(6);
    expect(trials).toHaveLength(4);
    for (const f of [...beasts, ...trials]) expect(f.letters).toHaveLength(1);
    for (const f of trials) expect(f.row.check).toBeDefined();
    // Ten cards, not more: no fragment's card comes in several copies.
    for (const f of [...beasts, ...trials]) expect(f.row.copies ?? 1, String(f.row.id)).toBe(1);
  });

  it("read around the beasts' circle (clockwise from north) and by the trials' difficulty, they spell the Eye's place", () => {
    const at = (f: { row: Row }) => positions[f.row.location as string]!;
    const cx = beasts.reduce((n, f) => n + at(f)[0], 0) / beasts.length;
    const cy = beasts.reduce((n, f) => n + at(f)[1], 0) / beasts.length;
    // Bearing from north, clockwise (the table's y grows southwards).
    const bearing = (f: { row: Row }) => (Math.atan2(at(f)[0] - cx, cy - at(f)[1]) + 2 * Math.PI) % (2 * Math.PI);
    const circle = [...beasts].sort((a, b) => bearing(a) - bearing(b)).map((f) => f.letters).join("");
    const byDifficulty = [...trials]
      .sort((a, b) => (a.row.target as number) - (b.row.target as number) || String(a.row.name).localeCompare(String(b.row.name)))
      .map((f) => f.letters)
      .join("");
    const secret = circle + byDifficulty;
    expect(secret).toBe("KANSASCITY");
    const eye = map.filter((l) => letters(l.name as string) === secret);
    expect(eye.map((l) => l.id)).toEqual(["kansas-city"]);
    // Even unordered, the ten letters fit one place only.
    expect(anagramsOnMap(secret).map((l) => l.id)).toEqual(["kansas-city"]);
    // "Stillness gathers at the circle's centre": the location nearest the beasts' centre is the Eye.
    const d = (id: string) => Math.hypot(positions[id]![0] - cx, positions[id]![1] - cy);
    const nearest = Object.keys(positions).sort((a, b) => d(a) - d(b))[0];
    expect(nearest).toBe("kansas-city");
  });

  it("the texts still read as sentences: the capitals open words, never the middle of one", () => {
    for (const f of [...beasts, ...trials]) {
      const bare = String(f.row.text).split(/\s+/).map((w) => w.replace(/^[^A-Za-z]+|[^A-Za-z]+$/g, ""));
      const words = bare.filter((w) => !TERMS.has(w) && /[A-Z]/.test(w.slice(1)));
      expect(words, String(f.row.id)).toEqual([]);
    }
  });

  it("the rules reward the place the letters spell (the Eye is read from the content, never shown)", () => {
    const rules = readFileSync(join(DIR, "modules/quests/quests.rules"), "utf8");
    expect(rules).toMatch(/function theEye\(\): Location = first\(\[l in map where l\.name == "Kansas City"\]\)/);
    // The option's description in the lobby does not give it away.
    const option = kProgram().options.find((o) => o.name === "sidequests")!;
    expect(JSON.stringify(option)).not.toMatch(/kansas|roswell/i);
  });
});

describe("Hidden Contract (Symbol of the Order)", () => {
  // "A stray letter, a wrong capital. ... Across the card text ... a message lies scattered in fragments."
  const marks = [...fragments("contracts.yaml"), ...fragments("hunters.yaml", "ability")];

  it("the wrong capitals of the contracts and player boards spell where the Order gathers", () => {
    const found = marks.map((f) => f.letters).join("");
    expect(found).toHaveLength(7);
    // "No keys are needed; only wits": the letters come in no order, and one map name has them all.
    const places = anagramsOnMap(found);
    expect(places.map((l) => l.id)).toEqual(["roswell"]);
    const rules = readFileSync(join(DIR, "modules/quests/quests.rules"), "utf8");
    expect(rules).toMatch(/function whereTheOrderGathers\(\): Location = first\(\[l in map where l\.name == "Roswell"\]\)/);
  });

  it("the two messages do not mix: item-crew cards carry none, the Cryptic Path's cards none of the Order's", () => {
    expect(fragments("gear.yaml")).toEqual([]);
    const contractIds = new Set(marks.map((f) => f.row.id));
    expect([...fragments("cryptids.yaml"), ...fragments("events.yaml")].some((f) => contractIds.has(f.row.id))).toBe(false);
  });
});
