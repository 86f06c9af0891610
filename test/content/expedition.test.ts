// The Expedition test game end to end: an expansion switched on and off, teams and co-op, a campaign
// record read at the start, updated by the rules and kept in saves. Quotes are from its rules file.
import { describe, expect, it } from "vitest";
import { Engine, fromSave, toSave, type GameState } from "../../runtime/index.js";
import { expedition, playAll, start } from "../helpers/expedition.js";

const engine = () => new Engine(expedition());
const zoneOf = (e: Engine, s: GameState, name: string, seat = 0) => {
  const zi = e.program.zones.findIndex((z) => z.name === name);
  return s.zones[e.layout(s.players).base[zi]! + (e.program.zones[zi]!.perPlayer ? seat : 0)]!;
};
const ropes = (e: Engine) => e.program.components.flatMap((c, i) => (c.id.startsWith("Gear/rope") ? [i] : []));
const counter = (e: Engine, s: GameState, name: string) => s.counters[e.program.counters.findIndex((c) => c.name === name)];

describe("the storm expansion", () => {
  it("off: its ropes stay in the box, out of the full pack, and the base game's fair weather runs", () => {
    const e = engine();
    for (let seed = 1; seed <= 30; seed++) {
      const s = playAll(e, start(e, { players: 2, seed }));
      expect(zoneOf(e, s, "pack")).not.toEqual(expect.arrayContaining([ropes(e)[0]]));
      for (const r of ropes(e)) expect(s.loc[r]).toBe(e.layout(2).box);
      expect(s.log.some((x) => x.e === "gust")).toBe(false);
    }
  });

  it("on: its ropes are in the pack, and its `replace proc weather` runs instead of the base game's", () => {
    const e = engine();
    let gusts = 0;
    for (let seed = 1; seed <= 30; seed++) {
      const s0 = start(e, { players: 2, seed, options: { storm: true } });
      const held = [...zoneOf(e, s0, "pack"), ...zoneOf(e, s0, "kit", 0), ...zoneOf(e, s0, "kit", 1)];
      expect(held).toEqual(expect.arrayContaining(ropes(e)));
      const s = playAll(e, s0);
      // "on a 1, the highest climber loses 1 height": one gust counted per gust logged.
      const logged = s.log.filter((x) => x.e === "gust").length;
      expect(counter(e, s, "gusts")).toBe(logged);
      gusts += logged;
    }
    expect(gusts).toBeGreaterThan(0);
  });

  it("marks what it brings: `g.expansion` is the expansion's name, none for the base game's components", () => {
    const e = engine();
    const gear = (storm: boolean) => {
      const s = start(e, { players: 1, seed: 1, options: { storm } });
      return e.query("expansionGear", s.setup, undefined, s);
    };
    // The pack is not shuffled: the climber drew its top, the last rope, so one rope is left in it.
    expect(gear(true)).toEqual({ ok: true, state: 1 });
    expect(gear(false)).toEqual({ ok: true, state: 0 });
  });
});

describe("teams", () => {
  it("co-op: every seat is on one team; pairs: seats across the table (team(p), teammates(p))", () => {
    const e = engine();
    const coop = start(e, { players: 3, seed: 1 });
    expect(coop.teams).toEqual([0, 0, 0]);
    const pairs = start(e, { players: 4, seed: 1, options: { mode: "pairs" } });
    // "in pairs, the seats across the table": seats 0 and 2, seats 1 and 3.
    expect(pairs.teams).toEqual([0, 1, 0, 1]);
    const q = (name: string, s: GameState) => e.query(name, s.setup, undefined, s);
    expect(q("partners", pairs)).toEqual({ ok: true, state: [[2], [3], [0], [1]] });
    expect(q("teams", pairs)).toEqual({ ok: true, state: [[0, 2], [1, 3], [0, 2], [1, 3]] });
    expect(q("partners", coop)).toEqual({ ok: true, state: [[1, 2], [0, 2], [0, 1]] });
  });

  it("co-op: the whole team wins together (`win players`) or loses together against the mountain (`lose players`)", () => {
    const e = engine();
    // 2 climbers at stage 1 must reach 2 + 2·1·2 = 6 together: three steady rounds (+1 each) make it.
    const won = playAll(e, start(e, { players: 2, seed: 1 }), () => "steady");
    expect(won.result?.winners).toEqual([0, 1]);
    expect(won.result?.lost).toBeUndefined();
    // At stage 3 three climbers need 2 + 2·3·3 = 20, more than pushing every round can give (3·3·2 = 18).
    for (let seed = 1; seed <= 10; seed++) {
      const lost = playAll(e, start(e, { players: 3, seed, campaign: { stage: 3 } }), () => "push");
      expect(lost.result?.winners).toEqual([]);
      // Beaten by the mountain, not a draw.
      expect(lost.result?.lost).toBe(true);
    }
  });

  it("pairs: the ranking's winner brings its partner (a win is shared by the team)", () => {
    const e = engine();
    for (let seed = 1; seed <= 20; seed++) {
      const s = playAll(e, start(e, { players: 4, seed, options: { mode: "pairs" } }), (_st, p) => (p % 2 === 0 ? "steady" : "push"));
      const w = s.result!.winners;
      expect([[0, 2], [1, 3], [0, 1, 2, 3]]).toContainEqual(w);
      // Both members of a team have the same ranking key: "Team height" is the sum over the team.
      expect(s.result!.scores![0]).toEqual(s.result!.scores![2]);
    }
  });
});

describe("the campaign record", () => {
  it("starts fresh without a record, and the rules update it from the final state", () => {
    const e = engine();
    const s0 = start(e, { players: 2, seed: 1 });
    expect(s0.campaign).toEqual({ stage: 1, missions: [], games: 0 });
    // A single game keeps no record in its setup (so inCampaign() stays false in its replays).
    expect(s0.setup.campaign).toBeUndefined();
    // "Complete 2 of the 3 missions of a stage to advance": summit and no falls clear stage 1.
    const s = playAll(e, s0, () => "steady");
    expect(s.campaign).toEqual({ stage: 2, missions: [], games: 1 });
    expect(s.log.filter((x) => x.e === "mission").map((x) => x.a!.mission)).toEqual(["summit", "noFalls"]);
  });

  it("is read at the start: a later stage sets a higher goal, and missions done earlier stay done", () => {
    const e = engine();
    const s0 = start(e, { players: 2, seed: 1, campaign: { stage: 2, missions: ["tall"], games: 3 } });
    expect(counter(e, s0, "goal")).toBe(10);
    const s = playAll(e, s0, () => "steady");
    // Steady climbing reaches 6 of 10: no summit, but no falls; with "tall" from before, 2 missions: stage 3.
    expect(s.result!.winners).toEqual([]);
    expect(s.campaign).toEqual({ stage: 3, missions: [], games: 4 });
  });

  it("is kept in saves: replaying a save gives the same record", () => {
    const e = engine();
    const s = playAll(e, start(e, { players: 2, seed: 4, campaign: { stage: 2, missions: [], games: 0 } }), () => "push");
    const save = JSON.parse(JSON.stringify(toSave("expedition", s.setup, s.moves)));
    const read = fromSave(save);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.state.setup.campaign).toEqual({ stage: 2, missions: [], games: 0 });
    const again = e.replay(read.state.setup, read.state.moves);
    expect(again.ok && again.state.campaign).toEqual(s.campaign);
  });

  it("refuses a corrupt record at the start, with the reason, and fills fields it lacks", () => {
    const e = engine();
    const refused = (campaign: Record<string, unknown>) => {
      const r = e.start({ players: 2, seed: 1, campaign });
      return r.ok ? "accepted" : `${r.error.code} ${r.error.message}`;
    };
    expect(refused({ stage: 7 })).toBe("RUN4060 the campaign record is refused: field 'stage' must be between 1 and 4, not 7");
    expect(refused({ missions: ["summit", "flying"] })).toMatch(/^RUN4060 .*field 'missions' must be a list whose items each are one of summit, noFalls, tall/);
    expect(refused({ level: 1 })).toBe("RUN4060 the campaign record is refused: 'level' is not a field of the campaign 'trials' (fields: stage, missions, games)");
    const partial = e.start({ players: 2, seed: 1, campaign: { stage: 3 } });
    expect(partial.ok && partial.state.campaign).toEqual({ stage: 3, missions: [], games: 0 });
  });
});
