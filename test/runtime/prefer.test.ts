// Bot knowledge (`prefer DECISION(x) = ...`): the search bots' imagined turns follow the designer's
// ranking of a decision's options, so a plan of many steps shows in them, where random continuations
// never find it. It changes no rule, and a misspelt decision or option is a compile error.
import { describe, expect, it } from "vitest";
import { MctsBot, PlannerBot, seededRandom, type Engine, type GameState, type MctsOptions } from "../../runtime/index.js";
import { PICK_CARDS, PICK_RULES } from "../helpers/pick-game.js";
import { compileRules, edit, engineFor } from "../helpers/mini-game.js";

// A solo trek: each day has 8 moves; the treasure lies 6 steps out and is dug up for 5 points. A
// continuation of random moves reaches it about once in 2,000 tries; the heuristic only sees points.
// Digging it up sends the walker home, so a day finds it once at most.
const TREK = `game "Trek" players 1..1
counter pos per player = 0
counter score per player = 0
heuristic = 10 * score of me
flow {
  phase day repeat 3 {
    step walk {
      for each p in players {
        as p {
          set pos of me = 0
          repeat 8 {
            choose one as act "Walk or dig" {
              option ahead "One step ahead" { add 1 to pos of me }
              option back "One step back" { if pos of me > 0 { subtract 1 from pos of me } }
              option dig "Dig here" { if pos of me == 6 { add 5 to score of me
                set pos of me = 0 } }
            }
          }
        }
      }
    }
  }
  step end { rank p by score of p }
}
`;

const KNOWLEDGE = `
# Dig at the treasure, else walk towards it.
prefer act(o: text) = if o == "dig" and pos of me == 6 then 2 else if o == "ahead" and pos of me < 6 then 1 else 0
`;

function play(engine: Engine, bot: { choose: PlannerBot["choose"] }, seed: number): number {
  const r = engine.start({ players: 1, seed });
  if (!r.ok) throw new Error(r.error.message);
  const s = r.state;
  while (!engine.isOver(s)) expect(engine.applyInPlace(s, bot.choose(s)!)).toBeUndefined();
  return (s.counters[engine.program.counters.findIndex((c) => c.name === "score")] as number[])[0]!;
}

describe("prefer: bot knowledge for the search bots", () => {
  const knowing = engineFor(TREK + KNOWLEDGE, {}, false);
  const blind = engineFor(TREK, {}, false);

  it("the planner's continuations follow it: the trek is made every day; without it the treasure is seldom found", () => {
    let found = 0;
    for (let seed = 1; seed <= 4; seed++) {
      expect(play(knowing, new PlannerBot(knowing, 0, seededRandom(seed)), seed)).toBe(15);
      found += play(blind, new PlannerBot(blind, 0, seededRandom(seed)), seed);
    }
    // Blind, a lucky continuation finds it now and then (on 2 of these 12 days), never every day.
    expect(found).toBeLessThanOrEqual(15);
  });

  it("the search bot's playouts and new moves follow it: the trek is made every day", () => {
    for (let seed = 1; seed <= 3; seed++) expect(play(knowing, new MctsBot(knowing, 0, seededRandom(seed), { iterations: 800 }), seed)).toBe(15);
  });

  it("changes no rule: the same moves give the same states with or without it", () => {
    const a = knowing.start({ players: 1, seed: 7 });
    const b = blind.start({ players: 1, seed: 7 });
    if (!a.ok || !b.ok) throw new Error("no start");
    const rng = seededRandom(3);
    while (!knowing.isOver(a.state)) {
      const moves = knowing.legalMoves(a.state, 0);
      expect(blind.legalMoves(b.state, 0)).toEqual(moves);
      const m = moves[Math.floor(rng() * moves.length)]!;
      knowing.applyInPlace(a.state, m);
      blind.applyInPlace(b.state, m);
    }
    expect(a.state.counters).toEqual(b.state.counters);
  });

  it("is checked against the decisions the rules ask (CMP3075)", () => {
    const errors = (extra: string) => compileRules(TREK + extra).diagnostics.filter((d) => d.severity === "error");
    const unknown = errors(`prefer ack(o: text) = 0\n`);
    expect(unknown.map((d) => d.code)).toEqual(["CMP3075"]);
    expect(unknown[0]!.message).toBe("no decision is named 'ack'");
    expect(unknown[0]!.hint).toBe("did you mean 'act'?");
    const option = errors(`prefer act(o: text) = if o == "dug" then 1 else 0\n`);
    expect(option.map((d) => [d.code, d.message, d.hint])).toEqual([["CMP3075", "'act' has no option 'dug'", "did you mean 'dig'?"]]);
    const type = errors(`prefer act(o: int) = o\n`);
    expect(type.map((d) => [d.code, d.message])).toEqual([["CMP3075", "'act' offers the names of its options (text), not int"]]);
    expect(errors(`prefer act(o: text) = 1\nprefer act(o: text) = 2\n`).map((d) => [d.code, d.message])).toEqual([["CMP3002", "'prefer act' is declared twice"]]);
    expect(errors(`prefer act(o: text) = o == "dig"\n`).map((d) => d.code)).toEqual(["CMP3003"]);
  });

  it("ranks a pass where the game ranks it (`prefer DECISION(pass)`), and only a decision that can be passed", () => {
    const errors = (extra: string) => compileRules(STALL + extra).diagnostics.filter((d) => d.severity === "error");
    expect(errors("prefer buy(pass) = 1\nprefer buy(n: int) = n\n")).toEqual([]);
    expect(errors("prefer buy(pass) = 1\nprefer buy(pass) = 2\n").map((d) => [d.code, d.message])).toEqual([["CMP3002", "'prefer buy(pass)' is declared twice"]]);
    const unpassable = compileRules(TREK + "prefer act(pass) = 1\n").diagnostics.filter((d) => d.severity === "error");
    expect(unpassable.map((d) => [d.code, d.message])).toEqual([["CMP3075", "'act' cannot be passed"]]);
    expect(unpassable[0]!.hint).toContain("or pass");
    expect(errors("prefer buys(pass) = 1\n").map((d) => [d.code, d.message, d.hint])).toEqual([["CMP3075", "no decision is named 'buys'", "did you mean 'buy'?"]]);
    // Neither an option nor `pass`: the syntax error alone, no error about the decision as well.
    const empty = compileRules(TREK + "prefer act() = 1\n").diagnostics.filter((d) => d.severity === "error");
    expect(empty.map((d) => d.code)).toEqual(["DSL1010"]);
    expect(empty[0]!.message).toBe("expected 'pass' or a name but found ')'");
  });

  it("a ranked pass is the preferred move where it ranks highest; none ranks nothing, and the search decides", () => {
    // Buying always scores more, so the search alone buys; knowledge that must be beaten by ten
    // standard errors (`sure` 1,000) stands wherever the game ranks the pass.
    const first = (extra: string, seed = 5) => {
      const engine = engineFor(STALL + extra, {}, false);
      const r = engine.start({ players: 1, seed: 3 });
      if (!r.ok) throw new Error(r.error.message);
      return new MctsBot(engine, 0, seededRandom(seed), { iterations: 200, sure: 1000 }).choose(r.state)!.value;
    };
    expect(first("")).not.toBeNull();
    expect(first("prefer buy(pass) = 1\n")).toBeNull();
    // The pass above the options' ranks, and below them.
    expect(first("prefer buy(pass) = 3\nprefer buy(n: int) = n\n")).toBeNull();
    expect(first("prefer buy(pass) = 0\nprefer buy(n: int) = n\n")).toBe(2);
    // `none`: no preference at this decision, so the search's choice is played (never the pass here),
    // not an option picked at random among the unranked ones.
    for (let seed = 1; seed <= 6; seed++) expect(first("prefer buy(pass) = if score of me > 100 then 1 else none\n", seed)).not.toBeNull();
  });

  it("ranks a picked value by its type", () => {
    const pick = edit(TREK, 'choose one as act "Walk or dig" {', 'choose n from [1, 2] as stride "How far" { add n - 1 to pos of me }\n            choose one as act "Walk or dig" {');
    expect(compileRules(pick + KNOWLEDGE + "prefer stride(n: int) = n\n").diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    const wrong = compileRules(pick + "prefer stride(n: text) = 0\n").diagnostics.filter((d) => d.severity === "error");
    expect(wrong.map((d) => [d.code, d.message])).toEqual([["CMP3075", "'stride' offers int, not text"]]);
  });

  it("never peeks through a preference: states that differ only in the hidden deck's order get the same choices", () => {
    // A preference that reads the hidden deck: were it read in the real state, the jackpot on top
    // would change the bots' choices.
    const engine = engineFor(PICK_RULES + '\nprefer act(o: text) = if o == "gamble" and top(deck).value > 0 then 5 else 0\n', { "cards.yaml": PICK_CARDS }, false);
    const deck = engine.layout(2).base[engine.program.zones.findIndex((z) => z.name === "deck")]!;
    const jackpot = engine.program.components.findIndex((c) => c.props.name === "Jackpot");
    for (let seed = 0; seed < 12; seed++) {
      const r = engine.start({ players: 2, seed });
      if (!r.ok) throw new Error(r.error.message);
      const a: GameState = r.state;
      const b = engine.clone(a);
      a.zones[deck] = [...a.zones[deck]!.filter((id) => id !== jackpot), jackpot];
      b.zones[deck] = [jackpot, ...b.zones[deck]!.filter((id) => id !== jackpot)];
      expect(new PlannerBot(engine, 0, seededRandom(seed)).choose(a)).toEqual(new PlannerBot(engine, 0, seededRandom(seed)).choose(b));
      expect(new MctsBot(engine, 0, seededRandom(seed), { iterations: 100 }).choose(a)).toEqual(new MctsBot(engine, 0, seededRandom(seed), { iterations: 100 }).choose(b));
    }
  });

  // A one-seat game of two decisions (`choice`), ended by `end`; points come with a die, so nothing
  // is proven and the knowledge counts.
  const twoChoices = (name: string, choice: string, end: string) => `game "${name}" players 1..1
counter score per player = 0
heuristic = 10 * score of me
flow {
  step go {
    for each p in players {
      as p {
        repeat 2 {
          ${choice}
        }
      }
    }
  }
  step end {
    ${end}
  }
}
`;

  // Four points win, and only purchases score: passing the first purchase loses about half the
  // time, which the search cannot be ten standard errors sure of in a few hundred iterations.
  const STALL = twoChoices("Stall", 'choose n from [1, 2] as buy "Buy points" or pass { add n + random(0, 3) to score of me }', "for each p in players { if score of p >= 4 { win [p] } else { win [] } }");

  // Knowledge that ranks the smaller gain first: a search that has seen enough plays the larger one,
  // unless it must be surer than it can be (`sure`: the margin in hundredths of standard errors).
  const GAINS =
    twoChoices(
      "Gains",
      `choose one as gain "Take a gain" {
            option small "One point" { add 1 + random(0, 3) to score of me }
            option big "Three points" { add 3 + random(0, 3) to score of me }
          }`,
      "rank p by score of p",
    ) +
    `# Misleading on purpose: the small gain first.
prefer gain(o: text) = if o == "small" then 1 else 0
`;

  it("the search's move replaces the preferred one only when it is surely better, by the margin `sure` sets", () => {
    const engine = engineFor(GAINS, {}, false);
    const r = engine.start({ players: 1, seed: 2 });
    if (!r.ok) throw new Error(r.error.message);
    const pick = (sure: number) => new MctsBot(engine, 0, seededRandom(4), { iterations: 300, sure }).choose(r.state)!.value;
    expect(pick(0)).toBe("big");
    expect(pick(200)).toBe("big");
    // Ten standard errors are more than 300 iterations can show: the knowledge stands.
    expect(pick(1000)).toBe("small");
  });

  it("a search larger than `trust` iterations grows no surer against the knowledge than `trust` make it", () => {
    const engine = engineFor(GAINS, {}, false);
    const r = engine.start({ players: 1, seed: 2 });
    if (!r.ok) throw new Error(r.error.message);
    const pick = (options: MctsOptions) => new MctsBot(engine, 0, seededRandom(4), { sure: 1000, ...options }).choose(r.state)!.value;
    // Ten times the iterations shrink the standard errors about threefold: ten of them are then shown.
    expect(pick({ iterations: 3000 })).toBe("big");
    // Trusted as far as 300 iterations, the search of 3000 keeps the margin 300 would have: the knowledge stands.
    expect(pick({ iterations: 3000, trust: 300 })).toBe("small");
    // A search within its trust is as before.
    expect(pick({ iterations: 300, trust: 300 })).toBe("small");
  });
});
