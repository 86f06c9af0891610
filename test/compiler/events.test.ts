// Events any module subscribes to, summed modifiers, module folders and a procedure replaced twice
// (issue 23): the base game announces a moment of play, every subscriber that is on runs in the order
// the compiler reads the files, and two folders replacing one procedure is an error, not "the last wins".
import { describe, expect, it } from "vitest";
import { Engine, type GameState } from "../../runtime/index.js";
import { compileExpedition, expeditionFiles, start } from "../helpers/expedition.js";

const GAME = "expedition/game.rules";
const errors = (r: ReturnType<typeof compileExpedition>) => r.diagnostics.filter((d) => d.severity === "error");

// The base game: "Push on: +2 and your gear" with the gear's lift a summed modifier, and the push an event.
function baseWithEvents(): string {
  return expeditionFiles()[GAME]!
    .replace("counter goal = 0", `counter goal = 0
counter trace: list of int = []
event pushed(p: player)
on pushed(p) { set trace = trace + [1] }
modifier lift(p: player): int
modify lift(p) += sum([g in kit of p -> g.lift])
query liftOf = [p in players -> lift(p)]`)
    .replace("add 2 + sum([g in my kit -> g.lift]) to my height", "add 2 + lift(me) to my height\n                announce pushed(me)")
    .replace("add 1 to my height", "add 1 to my height\n              call steadied()")
    .replace("proc weather() { }", "proc weather() { }\nproc steadied() { }");
}

const FOG = "expedition/expansions/fog/fog.rules";
const fog = `expansion fog "Fog" "the mountain hides its ledges"
# "Whenever a climber pushes on in the fog, they choose: rest (+0) or scramble (+1)."
on pushed(who) {
  set trace = trace + [3]
  as who {
    choose one as scramble "Rest or scramble?" {
      option rest "Rest" { }
      option up "Scramble: +1" { add 1 to my height }
    }
  }
}
modify lift(p) += 2
`;
const STORM_ON = `
on pushed(p) { set trace = trace + [2] }
modify lift(p) += 1
`;
const TRIAL = "expedition/modules/trial/trial.rules";
const trial = `module trial "The Trial" when mode == pairs
on pushed(p) { set trace = trace + [4] }
`;

function compileWithEvents(more: Record<string, string | undefined> = {}) {
  const storm = expeditionFiles()["expedition/expansions/storm/storm.rules"]! + STORM_ON;
  return compileExpedition({ [GAME]: baseWithEvents(), "expedition/expansions/storm/storm.rules": storm, [FOG]: fog, [TRIAL]: trial, ...more });
}

/** Plays every decision: push on, and scramble when fog asks. */
function play(engine: Engine, s: GameState): GameState {
  for (let i = 0; i < 400 && !engine.isOver(s); i++) {
    const p = engine.owing(s)[0]!;
    const moves = engine.legalMoves(s, p);
    const m = moves.find((x) => x.value === "push") ?? moves.find((x) => x.value === "up") ?? moves[0]!;
    const r = engine.apply(s, m);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
  return s;
}

function counter(engine: Engine, s: GameState, name: string): unknown {
  return s.counters[engine.program.counters.findIndex((c) => c.name === name)];
}

describe("events: announce and on", () => {
  it("runs every subscriber that is on, base game first, then folders in order (expansions/ by name, then modules/)", () => {
    const r = compileWithEvents();
    expect(errors(r)).toEqual([]);
    const engine = new Engine(r.program!);
    // storm and fog on, mode pairs (the trial module's condition holds): 1 base, 3 fog, 2 storm... in folder order: fog < storm.
    const all = play(engine, start(engine, { players: 4, seed: 3, options: { storm: true, fog: true, mode: "pairs" } }));
    const trace = counter(engine, all, "trace") as number[];
    expect(trace.length).toBeGreaterThan(0);
    expect(trace.slice(0, 4)).toEqual([1, 3, 2, 4]);
    expect(trace.length % 4).toBe(0);
    // Everything off: only the base game's subscriber.
    const none = play(engine, start(engine, { players: 2, seed: 3, options: {} }));
    expect(new Set(counter(engine, none, "trace") as number[])).toEqual(new Set([1]));
  });

  it("lets a subscriber ask a player, as a procedure's decision", () => {
    const engine = new Engine(compileWithEvents().program!);
    let s = start(engine, { players: 2, seed: 1, options: { fog: true } });
    const push = engine.legalMoves(s, engine.owing(s)[0]!).find((m) => m.value === "push")!;
    s = (engine.apply(s, push) as { ok: true; state: GameState }).state;
    const next = engine.decisions(s);
    // Either the push fell (no announce) or fog asks "Rest or scramble?" before the next climb.
    expect(next.map((d) => d.choice)).toSatisfy((c: string[]) => c.includes("scramble") || c.includes("climb"));
  });

  it("sums a modifier's contributions that are in force", () => {
    const engine = new Engine(compileWithEvents().program!);
    const lifts = (options: Record<string, unknown>) => {
      const q = engine.query("liftOf", { players: 2, seed: 1, options });
      if (!q.ok) throw new Error(q.error.message);
      return q.state as number[];
    };
    // The base game's contribution is the climber's gear; fog adds 2 (storm also adds ropes to the pack, and 1).
    const base = lifts({});
    expect(lifts({ fog: true })).toEqual(base.map((x) => x + 2));
    expect(lifts({ storm: true, fog: true })).toEqual(lifts({ storm: true }).map((x) => x + 2));
    expect(Math.min(...lifts({ storm: true }))).toBeGreaterThanOrEqual(1);
  });
});

describe("event and modifier diagnostics", () => {
  it("refuses announcing an undeclared event, with a did-you-mean (CMP3070)", () => {
    const r = compileWithEvents({ [GAME]: baseWithEvents().replace("announce pushed(me)", "announce pushd(me)") });
    const e = errors(r).find((d) => d.code === "CMP3070")!;
    expect(e.message).toBe("there is no event 'pushd' to announce");
    expect(e.hint).toBe("did you mean 'pushed'?");
    expect(r.sources.get(GAME)!.slice(e.span.start, e.span.end)).toBe("pushd");
  });

  it("refuses an announce with the wrong number of values (CMP3071)", () => {
    const r = compileWithEvents({ [GAME]: baseWithEvents().replace("announce pushed(me)", "announce pushed(me, 2)") });
    expect(errors(r)).toContainEqual(expect.objectContaining({ code: "CMP3071", message: "the event 'pushed' takes 1 value(s), found 2" }));
  });

  it("refuses an `on` that names the wrong number of values (CMP3071)", () => {
    const r = compileWithEvents({ [FOG]: fog.replace("on pushed(who)", "on pushed(who, whom)") });
    expect(errors(r)).toContainEqual(expect.objectContaining({ code: "CMP3071", message: "'on pushed' names 2 value(s), but the event 'pushed' has 1", hint: "the event is declared 'pushed(p: player)'" }));
  });

  it("refuses subscribing to an unknown event, with a did-you-mean and the place in the module's file (CMP3070)", () => {
    const r = compileWithEvents({ [FOG]: fog.replace("on pushed(who)", "on pushd(who)") });
    const e = errors(r).find((d) => d.code === "CMP3070")!;
    expect(e).toMatchObject({ message: "there is no event 'pushd' to subscribe to", hint: "did you mean 'pushed'?" });
    expect(e.span.file).toBe(FOG);
    expect(r.sources.get(FOG)!.slice(e.span.start, e.span.end)).toBe("pushd");
  });

  it("refuses contributing to an unknown modifier (CMP3072)", () => {
    const r = compileWithEvents({ [FOG]: fog.replace("modify lift(p)", "modify lfit(p)") });
    expect(errors(r)).toContainEqual(expect.objectContaining({ code: "CMP3072", message: "there is no modifier 'lfit(...)' to contribute to", hint: "did you mean 'lift'?" }));
  });

  it("refuses two folders replacing one procedure, naming both files (CMP3073)", () => {
    const r = compileWithEvents({ [FOG]: fog + "replace proc weather() { add 1 to falls }\n" });
    const e = errors(r).find((d) => d.code === "CMP3073")!;
    expect(e.message).toBe("'weather' is replaced twice: by expansions/fog (expedition/expansions/fog/fog.rules) and by expansions/storm (expedition/expansions/storm/storm.rules)");
    expect(e.hint).toContain("the other replacement is in expedition/expansions/fog/fog.rules");
    expect(e.span.file).toBe("expedition/expansions/storm/storm.rules");
  });
});

describe("module folders", () => {
  it("run a replacement while the module's condition holds, and the base game's procedure otherwise", () => {
    const r = compileWithEvents({ [TRIAL]: trial + "replace proc steadied() { add 1 to falls }\n" });
    expect(errors(r)).toEqual([]);
    const engine = new Engine(r.program!);
    const steady = (s: GameState) => {
      for (let i = 0; i < 400 && !engine.isOver(s); i++) {
        const moves = engine.legalMoves(s, engine.owing(s)[0]!);
        s = (engine.apply(s, moves.find((m) => m.value === "steady") ?? moves[0]!) as { ok: true; state: GameState }).state;
      }
      return s;
    };
    // 4 climbers climb steadily in each of 3 rounds: only the trial's replacement counts them (as falls).
    expect(counter(engine, steady(start(engine, { players: 4, seed: 1, options: { mode: "pairs" } })), "falls")).toBe(12);
    expect(counter(engine, steady(start(engine, { players: 4, seed: 1, options: {} })), "falls")).toBe(0);
  });

  it("refuses a module folder without a `module` declaration (CMP3060)", () => {
    const r = compileWithEvents({ [TRIAL]: "on pushed(p) { }\n" });
    expect(errors(r)).toContainEqual(expect.objectContaining({ code: "CMP3060", message: "the folder modules/trial has no 'module' declaration" }));
  });
});
