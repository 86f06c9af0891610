// Kryptothera's expansions as data and decks: each expansion's cards (counts, marks, the base game's card
// rules), in the decks only when its option is on, never the disabled ones in solo and co-op, the
// legendary limit per mode, and 7 players with Frontiers Awaken.
import { describe, it, expect } from "vitest";
import { kEngine, Table } from "../kryptothera-helpers.js";
import { ALL, EXPANSIONS, inBox, marked, whereIs } from "./expansions-helpers.js";

const e = kEngine(false);
const COUNTS: Record<string, Record<string, number>> = {
  frontiers: { Event: 15, Gear: 15, Contract: 6, Hunter: 2, Cryptid: 0 },
  cities: { Cryptid: 20, Event: 5 },
  shadows: { Cryptid: 12 },
  seas: { Cryptid: 12 },
  threat: { Cryptid: 12 },
  holiday: { Cryptid: 5, Event: 5 },
};

/** The zones the cards of a type lie in, counted. */
function zonesOf(t: Table, ids: number[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const id of ids) out[whereIs(t, id)] = (out[whereIs(t, id)] ?? 0) + 1;
  return out;
}

describe("Expansion cards", () => {
  it("carry their expansion's mark, come from its folder, and have the counts authored", () => {
    // "Note: All expansion cards include a unique mark per expansion."
    const t = Table.start(e, 4, 1);
    for (const [x, kinds] of Object.entries(COUNTS))
      for (const [type, n] of Object.entries(kinds)) expect(marked(t, type, x as never).length, `${x} ${type}`).toBe(n);
    for (const c of e.program.components) {
      if (c.props.mark !== undefined) expect(c.expansion, c.id).toBe(c.props.mark);
      else if (["Cryptid", "Event", "Gear", "Hunter", "Contract"].includes(c.type)) expect(c.expansion, c.id).toBeUndefined();
    }
  });

  it("follow the base game's card rules: checks, targets, points and health loss by threat", () => {
    // "Cryptids are classified into four threat levels; the greater the threat, the more skills are needed."
    const t = Table.start(e, 4, 1);
    const threats: Record<string, Record<string, number>> = {};
    for (const x of EXPANSIONS)
      for (const id of marked(t, "Cryptid", x)) {
        const c = t.props(id);
        const printed = c.checks as { skill: string; target: number }[];
        const checks = printed.map((k) => k.skill), targets = printed.map((k) => k.target);
        (threats[x] ??= {})[c.threat as string] = (threats[x]![c.threat as string] ?? 0) + 1;
        expect(targets.length, c.name as string).toBe(checks.length);
        const spec = { low: [1, 3, 5, 1, 2], medium: [2, 3, 5, 2, 4], high: [2, 4, 6, 4, 6], legendary: [3, 5, 7, 8, 9] }[c.threat as "low"]!;
        expect(checks.length).toBe(spec[0]);
        for (const v of targets) expect(v >= spec[1]! && v <= spec[2]!, `${c.name} target ${v}`).toBe(true);
        expect((c.points as number) >= spec[3]! && (c.points as number) <= spec[4]!, c.name as string).toBe(true);
        if (c.threat === "legendary") {
          expect(new Set(checks).size).toBe(3);
          expect(c.hp).toBe(2);
          // Each legendary has its event face and its token.
          expect(t.ids("Event", (p) => p.legendary !== undefined && e.program.components[p.legendary as number]?.id === `Cryptid/${c.id}`).length + t.ids("Event", (p) => p.legendary === id).length).toBeGreaterThan(0);
          expect(t.ids("Token", (p) => p.legend === id).length).toBe(1);
        }
        if (c.threat === "low") expect(c.hp).toBe(0);
        if (c.threat === "high") expect(c.hp).toBe(1);
        expect(e.program.components[c.location as number]!.type).toBe("Location");
      }
    expect(threats.cities).toEqual({ low: 5, medium: 5, high: 5, legendary: 5 });
    expect(threats.shadows).toEqual({ low: 4, medium: 4, high: 4 });
    expect(threats.seas).toEqual({ low: 4, medium: 4, high: 4 });
    expect(threats.threat).toEqual({ medium: 6, high: 6 });
    expect(threats.holiday).toEqual({ legendary: 5 });
    // Names are new: no expansion repeats a base game cryptid.
    const names = t.ids("Cryptid").map((id) => t.props(id).name);
    expect(new Set(names).size).toBe(names.length);
    // The player boards: "skills summing to 6" like the base boards, an ability each.
    for (const id of marked(t, "Hunter", "frontiers")) {
      expect(Object.values(t.props(id).skills as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(6);
      expect(t.props(id).ability).toBeTruthy();
    }
  });
});

describe("expansionOn", () => {
  it("is true for the base game always and for an expansion when its option is on", () => {
    // The contract other rules build on: expansionOn(m) (the query expansionsOn lists the members it holds for).
    const on = (options: Record<string, unknown>) => {
      const t = Table.start(e, 3, 1, options);
      const r = e.query("expansionsOn", t.s.setup, undefined, t.s);
      if (!r.ok) throw new Error(r.error.message);
      return r.state;
    };
    // The base game's mark first, then each expansion folder's (`extend enum Expansion`), in folder order.
    expect(on({})).toEqual(["base"]);
    expect(on({ seas: true, holiday: true })).toEqual(["base", "holiday", "seas"]);
    expect(on(ALL)).toEqual(["base", ...[...EXPANSIONS].sort()]);
  });
});

describe("Each expansion's cards are in the decks only when its option is on", () => {
  it.each(EXPANSIONS)("%s: in the box when off, in play when on (base game)", (x) => {
    const off = Table.start(e, 4, 3);
    const on = Table.start(e, 4, 3, { [x]: true });
    const all = e.program.components.flatMap((c, i) => (c.props.mark === x || c.expansion === x ? [i] : []));
    expect(all.length).toBeGreaterThan(0);
    for (const id of all) expect(inBox(off, id), e.program.components[id]!.id).toBe(true);
    // On: every card left the box (legendaries into their box zone, the rest into decks and the hunters' boards).
    for (const id of all) expect(inBox(on, id), e.program.components[id]!.id).toBe(false);
    const cryptids = marked(on, "Cryptid", x, (p) => p.threat !== "legendary");
    const outOfDeck = cryptids.filter((id) => !["cryptidDeck", "hand", "cryptidDiscard"].includes(whereIs(on, id)));
    expect(outOfDeck).toEqual([]);
    for (const id of marked(on, "Cryptid", x, (p) => p.threat === "legendary")) expect(whereIs(on, id)).toBe("cryptidBox");
    for (const id of marked(on, "Event", x, (p) => p.legendary === undefined)) expect(whereIs(on, id)).toBe("eventDeck");
    for (const id of marked(on, "Event", x, (p) => p.legendary !== undefined)) expect(["eventDeck", "eventBox"]).toContain(whereIs(on, id));
    for (const id of marked(on, "Gear", x)) expect(["gearDeck", "shop"]).toContain(whereIs(on, id));
    for (const id of marked(on, "Contract", x)) expect(["contractDeck"]).toContain(whereIs(on, id));
    for (const id of marked(on, "Hunter", x)) expect(["hunterBox", "board"]).toContain(whereIs(on, id));
  });

  it("solo with every expansion: no expansion events, no Diplomat, Saboteur, Thief, Nemesis, Mercenary or Pacifist", () => {
    // "Solo & Co-op Modes use their own dedicated event decks." Solo: "From expansions, do not use Nemesis,
    // The Mercenary, and The Pacifist." "These expansion cards are disabled: Diplomat, Saboteur, and Thief."
    const t = Table.start(e, 1, 5, { mode: "solo", ...ALL });
    t.advanceTo("discardContract");
    const off = ["diplomat", "saboteur", "thief"].map((r) => t.id(`Gear/${r}`));
    const offContracts = ["nemesis", "the-mercenary", "the-pacifist"].map((r) => t.id(`Contract/${r}`));
    for (const id of off) expect(whereIs(t, id)).toBe("gearBox");
    for (const id of offContracts) expect(whereIs(t, id)).toBe("contractBox");
    // The other frontiers item-crew and contracts are in play.
    expect(zonesOf(t, marked(t, "Gear", "frontiers", (p) => !p.soloOff)).gearBox).toBeUndefined();
    expect(marked(t, "Contract", "frontiers", (p) => !p.soloOff).every((id) => ["contractDeck", "contract", "contractDiscard"].includes(whereIs(t, id)))).toBe(true);
    expect(marked(t, "Event", "frontiers").map((id) => whereIs(t, id))).toEqual(Array(15).fill("eventBox"));
    // The solo deck: 20 cards and 10 legendaries (5 per pile), whatever the pool.
    const deck = t.zone("eventDeck");
    expect(deck.length).toBe(30);
    expect(deck.filter((id) => t.props(id).deck !== "solo" && t.props(id).legendary === undefined)).toEqual([]);
    // Expansion cryptids are in the solo cryptid deck ("The cryptid deck may be expanded without an upper size limit").
    expect(marked(t, "Cryptid", "shadows").every((id) => ["cryptidDeck", "hand", "cryptidDiscard"].includes(whereIs(t, id)))).toBe(true);
  });

  it("co-op with every expansion: the co-op and solo decks only, no Diplomat, Saboteur or Thief", () => {
    // Co-op: "Replace the base game event deck with the co-op event deck AND the solo event deck."
    // "D) Item-Crew Deck: These expansion cards are disabled: Diplomat, Saboteur, and Thief."
    const t = Table.start(e, 4, 5, { mode: "coop", ...ALL });
    t.advanceTo("sharedHq");
    for (const r of ["diplomat", "saboteur", "thief"]) expect(whereIs(t, t.id(`Gear/${r}`))).toBe("gearBox");
    const deck = t.zone("eventDeck");
    expect(deck.filter((id) => t.props(id).deck === undefined && t.props(id).legendary === undefined)).toEqual([]);
    expect(deck.filter((id) => t.props(id).legendary !== undefined).length).toBe(12);
  });
});

describe("The legendary limit", () => {
  // "The total number of legendary cryptid cards per game remains restricted according to the chosen game mode."
  const legendsIn = (t: Table) => t.zone("eventDeck").filter((id) => t.props(id).legendary !== undefined);

  it("base game with A Cryptid in Every City and Monstrous Holiday: 12 of 25 shuffled in, the rest in the box", () => {
    const seen = new Set<unknown>();
    for (let seed = 1; seed <= 12; seed++) {
      const t = Table.start(e, 3, seed, { cities: true, holiday: true });
      const legends = legendsIn(t);
      expect(legends.length).toBe(12);
      const pool = t.ids("Event", (p) => p.legendary !== undefined);
      expect(pool.length).toBe(25);
      expect(pool.filter((id) => whereIs(t, id) === "eventBox").length).toBe(13);
      for (const id of legends) seen.add(t.props(id).mark ?? "base");
    }
    // The pool grows: expansion legendaries do get shuffled in.
    expect(seen).toEqual(new Set(["base", "cities", "holiday"]));
  });

  it("solo: 10 legendaries (5 per pile), Expert 4, with every expansion", () => {
    // "Shuffle 5 legendary cryptid cards into each pile." Expert: "Only 4 legendary cryptids in play."
    for (const [difficulty, n] of [["standard", 10], ["expert", 4]] as const) {
      const t = Table.start(e, 1, 2, { mode: "solo", difficulty, ...ALL });
      t.advanceTo("discardContract");
      expect(legendsIn(t).length + t.zone("legendEvents").length).toBe(n);
      expect(t.ids("Event", (p) => p.legendary !== undefined).length).toBe(25);
    }
  });
});

describe("Frontiers Awaken: up to 7 players", () => {
  it("refuses 7 players without it, with a sentence; starts 7 with it", () => {
    // "Base Game: Up to 6 players. Frontiers Awaken: Up to 7 players (minimum 70 event cards)."
    const r = e.start({ players: 7, seed: 1 });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toContain("A 7th hunter needs the Frontiers Awaken expansion");
    expect(e.start({ players: 7, seed: 1, options: { cities: true } }).ok).toBe(false);
    expect(e.start({ players: 7, seed: 1, options: { frontiers: true } }).ok).toBe(true);
    expect(e.start({ players: 8, seed: 1, options: ALL }).ok).toBe(false);
  });

  it("7 hunters: 7 boards dealt, at least 70 event cards, 14 set aside on top", () => {
    // The set-aside table (2 players: 4 ... 6: 12) is followed for 7: 14. "minimum 70 event cards".
    const t = Table.start(kEngine(true), 7, 4, { frontiers: true });
    const boards = [...Array(7).keys()].map((p) => t.zone("board", p)[0]);
    expect(new Set(boards).size).toBe(7);
    const deck = t.zone("eventDeck");
    const events = deck.filter((id) => t.props(id).legendary === undefined);
    expect(events.length).toBe(75);
    expect(events.length).toBeGreaterThanOrEqual(70);
    expect(deck.length).toBe(75 + 12);
    // The last 14 cards put on the deck (its top) are the set-aside ones: none is a legendary.
    expect(deck.slice(-14).every((id) => t.props(id).legendary === undefined)).toBe(true);
  });
});
