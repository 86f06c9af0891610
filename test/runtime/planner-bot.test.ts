// The planner bot: it prefers what the content's heuristic rewards, never reads what its seat
// cannot see, and `heuristic` is checked like any other declaration.
import { describe, expect, it } from "vitest";
import { makeBot, PlannerBot, seededRandom, strongestKind, type Engine, type GameState } from "../../runtime/index.js";
import { compileRules, engineFor, errorsOf } from "../helpers/mini-game.js";
import { PICK_CARDS, PICK_RULES } from "../helpers/pick-game.js";

const RULES = PICK_RULES;
const CARDS = PICK_CARDS;

function started(engine: Engine, seed: number): GameState {
  const r = engine.start({ players: 2, seed });
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
}

describe("the planner bot", () => {
  const engine = engineFor(RULES, { "cards.yaml": CARDS });

  it("plays what the heuristic rewards and beats a random bot", () => {
    let wins = 0;
    const choices = new Map<unknown, number>();
    for (let g = 0; g < 20; g++) {
      const s = started(engine, g);
      const bots = [new PlannerBot(engine, 0, seededRandom(g)), makeBot("random", engine, 1, seededRandom(100 + g))];
      while (!engine.isOver(s)) {
        const p = engine.owing(s)[0]!;
        const m = bots[p]!.choose(s)!;
        if (p === 0) choices.set(m.value, (choices.get(m.value) ?? 0) + 1);
        expect(engine.applyInPlace(s, m)).toBeUndefined();
      }
      if (engine.result(s)!.winners.includes(0)) wins++;
    }
    // The sure 1 point is never the best move. The expected card is a loss (-3.4 at the start), so
    // the sure 3 points are; the bot samples two worlds, so when one of them has the jackpot on top
    // (about one decision in five) the card looks better.
    expect(choices.get("small") ?? 0).toBe(0);
    expect(choices.get("big") ?? 0).toBeGreaterThanOrEqual(56);
    // The random seat wins only when it happens to draw the jackpot.
    expect(wins).toBeGreaterThanOrEqual(14);
  });

  it("never reads hidden cards: states that differ only in the deck's order get the same choice", () => {
    for (let seed = 0; seed < 30; seed++) {
      const a = started(engine, seed);
      const b = engine.clone(a);
      const deck = engine.layout(2).base[engine.program.zones.findIndex((z) => z.name === "deck")]!;
      // Put the jackpot on top in one state and at the bottom in the other.
      const jackpot = engine.program.components.findIndex((c) => c.props.name === "Jackpot");
      expect(jackpot).toBeGreaterThanOrEqual(0);
      a.zones[deck] = [...a.zones[deck]!.filter((id) => id !== jackpot), jackpot];
      b.zones[deck] = [jackpot, ...b.zones[deck]!.filter((id) => id !== jackpot)];
      const pa = new PlannerBot(engine, 0, seededRandom(seed)).choose(a);
      const pb = new PlannerBot(engine, 0, seededRandom(seed)).choose(b);
      expect(pa).toEqual(pb);
    }
  });

  it("is the strongest kind for a game with a heuristic and no secrets; random without one", () => {
    expect(strongestKind(engine, started(engine, 1), 0)).toBe("planner");
    const plain = engineFor(RULES.replace(/heuristic = .*\n/, ""), { "cards.yaml": CARDS });
    expect(strongestKind(plain, started(plain, 1), 0)).toBe("random");
  });

  it("needs an int heuristic, declared once", () => {
    expect(errorsOf(compileRules(RULES.replace("heuristic = my score +", 'heuristic = "high" +'), { "cards.yaml": CARDS })).length).toBeGreaterThan(0);
    const twice = compileRules(RULES.replace("heuristic =", "heuristic = 1\nheuristic ="), { "cards.yaml": CARDS });
    expect(errorsOf(twice)).toEqual(["CMP3002 g/game.rules:10:1"]);
  });

  it("alone against a game it always loses, still plays for the best standing, turn by turn", () => {
    // A solo game against an automaton that is always ahead: every line ends in a loss. The bot's
    // rollouts stop with its turn (its flow step), and a decided loss still counts the standing, so it
    // keeps taking the points rather than choosing at random.
    const doomed = engineFor(`game "Doomed" players 1..1
counter score per player = 0
heuristic = my score
flow {
  phase round repeat 3 {
    step turn {
      as first(players) {
        choose one as act "Your turn" {
          option keep "Take 2 points" { add 2 to my score }
          option waste "Take nothing" { }
        }
      }
    }
  }
  step end { lose players }
}
`);
    const picked: unknown[] = [];
    for (let g = 0; g < 8; g++) {
      const r = doomed.start({ players: 1, seed: g });
      if (!r.ok) throw new Error(r.error.message);
      const s = r.state;
      const bot = new PlannerBot(doomed, 0, seededRandom(g));
      while (!doomed.isOver(s)) {
        const m = bot.choose(s)!;
        picked.push(m.value);
        expect(doomed.applyInPlace(s, m)).toBeUndefined();
      }
      expect(doomed.result(s)!.winners).toEqual([]);
    }
    expect(picked).toHaveLength(24);
    expect(picked.every((v) => v === "keep")).toBe(true);
  });
});

describe("the planner and actions on offer in another seat's turn", () => {
  const ok = <T,>(r: { ok: true; state: T } | { ok: false; error: { message: string } }): T => {
    if (!r.ok) throw new Error(r.error.message);
    return r.state;
  };
  // The token game of test/helpers/anytime-game.ts, with a heuristic: a player stands by their score.
  // "reaction heckle ... a player loses 1 point": against the leader it is worth taking; against one
  // of two equal rivals it changes nothing the heuristic sees (the other one still leads), so it is not.
  it("takes a reaction that leaves it further ahead, and lets one pass that does not", async () => {
    const { ANYTIME_RULES } = await import("../helpers/anytime-game.js");
    const engine = engineFor(ANYTIME_RULES.replace("flow {", "heuristic = score of me\nflow {"));
    let even = ok(engine.start({ players: 3, seed: 4 }));
    for (const p of [0, 1, 2]) even = ok(engine.apply(even, { player: p, choice: "mood", value: "yes" }));
    // Player 1's turn; players 2 and 3 may heckle. Everyone has 2 points: heckling one rival leaves the other level.
    expect(engine.legalMoves(even, 1).map((m) => m.choice)).toEqual(["heckle"]);
    const bot = new PlannerBot(engine, 1, seededRandom(5));
    expect(bot.react(even)).toBeUndefined();
    // Player 1 gains a point and leads: heckling them now leaves the bot closer.
    const s = ok(engine.apply(even, { player: 0, choice: "act", value: "gain" }));
    expect(bot.react(s)).toEqual({ player: 1, choice: "heckle", value: "heckle" });
    // Inside the reaction's block it picks the leader.
    const taking = ok(engine.apply(s, { player: 1, choice: "heckle", value: "heckle" }));
    expect(bot.choose(taking)).toEqual({ player: 1, choice: "target", value: 0 });
    // With the token spent there is nothing to weigh.
    const spent = ok(engine.apply(s, { player: 1, choice: "heckle", value: "heckle" }));
    const done = ok(engine.apply(spent, { player: 1, choice: "target", value: 0 }));
    expect(bot.react(done)).toBeUndefined();
    // When the content values a kept token above a point off the leader, the bot lets it pass.
    const hoarder = engineFor(ANYTIME_RULES.replace("flow {", "heuristic = score of me + 5 * tokens of me\nflow {"));
    let h = ok(hoarder.start({ players: 3, seed: 4 }));
    for (const p of [0, 1, 2]) h = ok(hoarder.apply(h, { player: p, choice: "mood", value: "yes" }));
    h = ok(hoarder.apply(h, { player: 0, choice: "act", value: "gain" }));
    expect(hoarder.legalMoves(h, 1).map((m) => m.choice)).toEqual(["heckle"]);
    expect(new PlannerBot(hoarder, 1, seededRandom(5)).react(h)).toBeUndefined();
  });
});
