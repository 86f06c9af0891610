// The search bot (`mcts`): perfect Tic-Tac-Toe against every opponent line, the same move for the same
// seed and budget, no peeking at what its seat cannot see, dice valued by their odds, several steps
// of one turn found as a plan, and offers weighed against letting them pass.
import { describe, expect, it } from "vitest";
import { compileGame } from "../../compiler/index.js";
import { NodeContentSource } from "../../compiler/node/node-content-source.js";
import { Engine, makeBot, MctsBot, seededRandom, type GameState, type Move } from "../../runtime/index.js";
import { engineFor } from "../helpers/mini-game.js";
import { PICK_CARDS, PICK_RULES } from "../helpers/pick-game.js";

function contentEngine(game: string): Engine {
  const { program } = compileGame(new NodeContentSource("./content"), game);
  return new Engine(program!, { log: false });
}

function started(engine: Engine, players: number, seed: number): GameState {
  const r = engine.start({ players, seed });
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
}

describe("the search bot at Tic-Tac-Toe", () => {
  it("never loses, as either side, against every possible line of the opponent", () => {
    const engine = contentEngine("tic-tac-toe");
    // The bot's reply to a position is computed once (a fresh bot, one seed): the opponent branches
    // on every legal move, so each line of play is walked.
    const replies = new Map<string, Move>();
    let lines = 0;
    const lost: string[] = [];
    const walk = (s: GameState, bot: number): void => {
      if (s.result) {
        lines++;
        if (s.result.winners.length === 1 && s.result.winners[0] !== bot) lost.push(s.moves.map((m) => m.value).join(" "));
        return;
      }
      const p = engine.firstOwing(s);
      const key = `${bot}:${s.moves.map((m) => m.value).join(",")}`;
      let reply = replies.get(key);
      if (p === bot && !reply) replies.set(key, (reply = new MctsBot(engine, bot, seededRandom(1), { iterations: 1000 }).choose(s)!));
      for (const m of p === bot ? [reply!] : engine.legalMoves(s, p)) {
        const next = engine.clone(s);
        expect(engine.applyInPlace(next, m)).toBeUndefined();
        walk(next, bot);
      }
    };
    for (const bot of [0, 1]) walk(started(engine, 2, 1), bot);
    expect(lost).toEqual([]);
    // Every line the opponent can take was played out (the bot first: at most 8·6·4·2 of them).
    expect(lines).toBeGreaterThan(300);
  }, 120_000);

  it("gives the same move for the same seed and iteration budget", () => {
    const engine = contentEngine("connect-four");
    const s = started(engine, 2, 3);
    for (const i of [3, 3, 2, 4]) expect(engine.applyInPlace(s, engine.legalMoves(s)[i]!)).toBeUndefined();
    const moves = [1, 2].map(() => new MctsBot(engine, engine.firstOwing(s), seededRandom(7), { iterations: 400 }).choose(s));
    expect(moves[0]).toEqual(moves[1]);
  });

  it("with several trees voting, gives the same move for the same seed and budget, and takes a win in one", () => {
    const engine = contentEngine("tic-tac-toe");
    const s = started(engine, 2, 1);
    const cell = (id: string) => engine.program.components.findIndex((c) => c.id === `Cell/${id}`);
    // X: a1, b1; O: a2, b2. X to move: c1 completes the top row (O threatens c2).
    for (const id of ["a1", "a2", "b1", "b2"]) {
      const m = engine.legalMoves(s).find((x) => x.value === cell(id))!;
      expect(engine.applyInPlace(s, m)).toBeUndefined();
    }
    const moves = [1, 2].map(() => new MctsBot(engine, 0, seededRandom(5), { iterations: 60, trees: 3 }).choose(s));
    expect(moves[0]).toEqual(moves[1]);
    expect(moves[0]!.value).toBe(cell("c1"));
  });

  it("with `trees: 0` and a clock, searches trees of its iteration budget until the clock is spent", () => {
    const engine = contentEngine("tic-tac-toe");
    const s = started(engine, 2, 1);
    // A tree of 20 iterations takes well under a millisecond here: a quarter of a second holds many.
    const timed = new MctsBot(engine, 0, seededRandom(5), { iterations: 20, trees: 0, ms: 250 });
    expect(engine.legalMoves(s)).toContainEqual(timed.choose(s));
    expect(timed.lastTrees).toBeGreaterThan(1);
    // Without a clock there is nothing to fill: one tree, as many iterations as the budget.
    const untimed = new MctsBot(engine, 0, seededRandom(5), { iterations: 20, trees: 0 });
    untimed.choose(s);
    expect(untimed.lastTrees).toBe(1);
    expect(untimed.lastIterations).toBe(20);
    // A fixed number of trees is that number, clock or not.
    const fixed = new MctsBot(engine, 0, seededRandom(5), { iterations: 20, trees: 3, ms: 250 });
    fixed.choose(s);
    expect(fixed.lastTrees).toBe(3);
    // The decision's iterations count every tree's.
    expect(fixed.lastIterations).toBe(60);
  });
});

describe("the search bot and hidden information", () => {
  const engine = engineFor(PICK_RULES, { "cards.yaml": PICK_CARDS });

  it("never reads hidden cards: states that differ only in what its seat cannot see get the same decisions", () => {
    const deck = engine.layout(2).base[engine.program.zones.findIndex((z) => z.name === "deck")]!;
    const jackpot = engine.program.components.findIndex((c) => c.props.name === "Jackpot");
    let gambles = 0;
    for (let seed = 0; seed < 12; seed++) {
      const a = started(engine, 2, seed);
      const b = engine.clone(a);
      // The jackpot on top in one state (a peeking bot would take it) and at the bottom in the other.
      a.zones[deck] = [...a.zones[deck]!.filter((id) => id !== jackpot), jackpot];
      b.zones[deck] = [jackpot, ...b.zones[deck]!.filter((id) => id !== jackpot)];
      const pa = new MctsBot(engine, 0, seededRandom(seed), { iterations: 300 }).choose(a);
      const pb = new MctsBot(engine, 0, seededRandom(seed), { iterations: 300 }).choose(b);
      expect(pa).toEqual(pb);
      if (pa!.value === "gamble") gambles++;
    }
    // Drawn blind, the card is worth (20 - 9·6)/10 = -3.4 points: the sure 3 points are better.
    expect(gambles).toBeLessThanOrEqual(2);
  });

  it("in Cryptozoology for Beginners, opponents' hands and the deck dealt differently give the same decision", () => {
    const beginners = contentEngine("beginners");
    const L = beginners.layout(3);
    for (const seed of [1, 2, 3]) {
      const a = started(beginners, 3, seed);
      const seat = beginners.firstOwing(a);
      const b = beginners.clone(a);
      // Swap every card the seat cannot see among the slots that hold them (sizes kept).
      const hidden = b.zones.map((_, slot) => slot).filter((slot) => !L.visible[slot]![seat] && !L.outOfPlay[slot] && b.zones[slot]!.length);
      const pool = hidden.flatMap((slot) => b.zones[slot]!).reverse();
      for (const slot of hidden) {
        b.zones[slot] = pool.splice(0, b.zones[slot]!.length);
        for (const id of b.zones[slot]!) b.loc[id] = slot;
      }
      expect(b.zones).not.toEqual(a.zones);
      const pa = new MctsBot(beginners, seat, seededRandom(seed), { iterations: 60 }).choose(a);
      const pb = new MctsBot(beginners, seat, seededRandom(seed), { iterations: 60 }).choose(b);
      expect(pa).toEqual(pb);
    }
  });
});

describe("the search bot's plans and chances", () => {
  it("values a die by its odds: 7 points on average beat a sure 3, a sure 5 beats 3.5 on average", () => {
    const dice = engineFor(`game "Dice" players 1..1
counter score per player = 0
counter bar = 0
heuristic = my score
flow {
  step turn {
    as first(players) {
      choose one as act "Your turn" {
        option sure "Take the sure points" { add bar to my score }
        option roll "Roll: twice the die" { add 2 * random(1, 6) to my score }
      }
    }
  }
  step end { if score of first(players) >= 4 { win players } else { lose players } }
}
`);
    const s = started(dice, 1, 1);
    expect(new MctsBot(dice, 0, seededRandom(2), { iterations: 300 }).choose(s)!.value).toBe("roll");
    const sure = started(dice, 1, 1);
    sure.counters[dice.program.counters.findIndex((c) => c.name === "bar")] = 5;
    expect(new MctsBot(dice, 0, seededRandom(2), { iterations: 300 }).choose(sure)!.value).toBe("sure");
  });

  it("finds a turn of several steps as one plan: a weak-looking first step that the later steps reward", () => {
    const steps = engineFor(`game "Steps" players 2..2
counter score per player = 0
counter ready per player = 0
heuristic = my score
flow {
  phase round repeat 2 {
    step turns {
      for each p in players {
        as p {
          choose one as first "Step 1" {
            option grab "Take 2 points now" { add 2 to my score }
            option aim "Take aim (no points)" { set ready of me = 1 }
          }
          choose one as second "Step 2" {
            option shoot "Shoot" { if ready of me == 1 { add 9 to my score } }
            option wait "Wait" { }
          }
        }
      }
    }
  }
  step end { rank p by score of p }
}
`);
    const s = started(steps, 2, 4);
    const bot = new MctsBot(steps, 0, seededRandom(3), { iterations: 400 });
    const first = bot.choose(s)!;
    expect(first.value).toBe("aim");
    expect(steps.applyInPlace(s, first)).toBeUndefined();
    expect(bot.choose(s)!.value).toBe("shoot");
  });

  it("takes a reaction in another seat's turn when it gains by it, lets one pass that costs it, and is offered by level", () => {
    const rules = (effect: string) => `game "Offers" players 2..2
counter score per player = 0
counter tokens per player = 1
heuristic = my score
proc turn() {
  choose one as act "Your turn" {
    option gain "Gain 1 point" { add 1 to score of me }
    option rest "Rest" { }
  }
}
reaction swing "Spend your token" during turn when tokens of me > 0 {
  subtract 1 from tokens of me
  ${effect}
}
flow {
  step turns { as first(players) { call turn() } }
  step end { rank p by score of p }
}
`;
    const gain = engineFor(rules("add 3 to score of me"));
    const s = started(gain, 2, 1);
    expect(gain.legalMoves(s, 1).map((m) => m.choice)).toEqual(["swing"]);
    expect(new MctsBot(gain, 1, seededRandom(4), { iterations: 200 }).react(s)).toEqual({ player: 1, choice: "swing", value: "swing" });
    const cost = engineFor(rules("add 3 to score of first(players)"));
    expect(new MctsBot(cost, 1, seededRandom(4), { iterations: 200 }).react(started(cost, 2, 1))).toBeUndefined();
    const strong = makeBot("strong", gain, 1, seededRandom(1));
    expect(strong.kind).toBe("strong");
    expect(makeBot("easy", gain, 1, seededRandom(1)).kind).toBe("easy");
  });
});
