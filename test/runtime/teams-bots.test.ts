// Teams for bots, and the bot a game names for itself (`bot KIND { settings }`).
import { describe, expect, it } from "vitest";
import { Engine, kindSettings, makeBot, PlannerBot, seededRandom, strongestKind, type GameState, type Program } from "../../runtime/index.js";
import { compileRules, engineFor } from "../helpers/mini-game.js";
import { PICK_CARDS, PICK_RULES } from "../helpers/pick-game.js";

// Seat 0 may give its partner 3 points or take 1 itself.
const HELP = `game "Help" players 2..2
option together: bool = true "both seats on one team"
team = if together then 0 else me
counter pts per player = 0
heuristic = pts of me
flow {
  step play {
    for each p in players {
      as p {
        choose one as act "Act" {
          option help "Give the other seat 3" { add 3 to pts of left(me) }
          option take "Take 1" { add 1 to my pts }
        }
      }
    }
    rank p by pts of p
  }
}
`;

function program(rules: string): Program {
  const r = compileRules(rules);
  const errors = r.diagnostics.filter((d) => d.severity === "error");
  expect(errors).toEqual([]);
  return r.program!;
}

describe("the planner bot with teams", () => {
  it("counts a teammate's gain as its own, and an opponent's gain against itself", () => {
    const e = new Engine(program(HELP));
    for (let seed = 1; seed <= 5; seed++) {
      const team = e.start({ players: 2, seed, options: { together: true } });
      const rivals = e.start({ players: 2, seed, options: { together: false } });
      if (!team.ok || !rivals.ok) throw new Error("start refused");
      expect(new PlannerBot(e, 0, seededRandom(seed)).choose(team.state)?.value).toBe("help");
      expect(new PlannerBot(e, 0, seededRandom(seed)).choose(rivals.state)?.value).toBe("take");
    }
  });
});

describe("the game names its bot", () => {
  it("`auto` plays the kind the rules name, even where it would guess another", () => {
    const named = new Engine(program(HELP + "bot random\n"));
    const s = named.start({ players: 2, seed: 1 });
    if (!s.ok) throw new Error("start refused");
    // A heuristic is declared, so without `bot random` the guess would be the planner.
    expect(strongestKind(new Engine(program(HELP)), s.state, 0)).toBe("planner");
    expect(strongestKind(named, s.state, 0)).toBe("random");
    const bot = makeBot("auto", named, 0, seededRandom(1));
    bot.choose(s.state);
    expect(bot.kind).toBe("random");
  });

  it("`auto` plays the first `bot ... when` that holds for the setup, else the game's default bot, with that declaration's settings", () => {
    const e = new Engine(program(HELP + "bot planner\nbot mcts { iterations: 50 } when not together\nbot random when together and me == 1\n"));
    const kinds = (together: boolean) => {
      const s = e.start({ players: 2, seed: 1, options: { together } });
      if (!s.ok) throw new Error("start refused");
      return [0, 1].map((seat) => strongestKind(e, s.state, seat));
    };
    expect(kinds(false)).toEqual(["mcts", "mcts"]);
    // `me` is the bot's seat: seat 1 of a team gets the random bot, seat 0 the default.
    expect(kinds(true)).toEqual(["planner", "random"]);
    expect(e.program.bots?.map((b) => [b.kind, b.settings])).toEqual([["mcts", { iterations: 50 }], ["random", {}]]);
    const s = e.start({ players: 2, seed: 1, options: { together: false } });
    if (!s.ok) throw new Error("start refused");
    const bot = makeBot("auto", e, 0, seededRandom(1));
    expect(bot.choose(s.state)?.value).toBeDefined();
    expect(bot.kind).toBe("mcts");
  });

  it("a seat of a named kind plays with the settings the game gives that kind, on its default bot or on one for some setups", () => {
    // `auto` plays the search bot here, and the planner only together; `--bots planner` (the bench's
    // planner seats) still gets the planner's budget in every setup.
    const e = new Engine(program(HELP + "bot mcts { iterations: 50 }\nbot planner { breadth: 1 } when together\n"));
    expect(kindSettings(e, "mcts")).toEqual({ iterations: 50 });
    expect(kindSettings(e, "planner")).toEqual({ breadth: 1 });
    expect(kindSettings(e, "deduction")).toEqual({});
    // Apart, taking 1 is the planner's move; compared one candidate at a time (`breadth: 1`), it
    // sometimes gives the other seat 3, as the declared budget makes it.
    const s = e.start({ players: 2, seed: 1, options: { together: false } });
    if (!s.ok) throw new Error("start refused");
    const picks = (make: (seed: number) => { choose(st: GameState): { value: unknown } | undefined }) =>
      new Set(Array.from({ length: 20 }, (_, i) => make(i).choose(s.state)?.value));
    expect(picks((i) => new PlannerBot(e, 0, seededRandom(i)))).toEqual(new Set(["take"]));
    expect(picks((i) => makeBot("planner", e, 0, seededRandom(i)))).toEqual(new Set(["take", "help"]));
  });

  it("chooses by what the seat can see: a `when` that reads a hidden card gives the same bot whichever card it is", () => {
    const e = engineFor(PICK_RULES.replace("heuristic = ", "bot planner\nbot random when top(deck).value == 20\nheuristic = "), { "cards.yaml": PICK_CARDS });
    const deck = e.layout(2).base[e.program.zones.findIndex((z) => z.name === "deck")]!;
    const jackpot = e.program.components.findIndex((c) => c.props.name === "Jackpot");
    for (let seed = 1; seed <= 6; seed++) {
      const s = e.start({ players: 2, seed });
      if (!s.ok) throw new Error("start refused");
      const top = e.clone(s.state);
      const bottom = e.clone(s.state);
      top.zones[deck] = [...top.zones[deck]!.filter((id) => id !== jackpot), jackpot];
      bottom.zones[deck] = [jackpot, ...bottom.zones[deck]!.filter((id) => id !== jackpot)];
      // Read on the real state, the condition would tell the two apart.
      expect(e.gameBot(top, 0)?.kind).not.toBe(e.gameBot(bottom, 0)?.kind);
      expect(strongestKind(e, top, 0)).toBe(strongestKind(e, bottom, 0));
    }
  });

  it("reports a `when` that is not a condition, and a second bot without one", () => {
    const errs = (extra: string) => compileRules(HELP + extra).diagnostics.filter((d) => d.severity === "error").map((d) => d.message);
    expect(errs("bot mcts when 3\n").join()).toMatch(/a bot's `when`/);
    expect(errs("bot planner\nbot mcts\n").join()).toMatch(/'bot' is declared twice|declared twice/);
    expect(errs("bot planner\nbot mcts when together\nbot random when not together\n")).toEqual([]);
  });

  it("lowers the kind and its settings into the program", () => {
    expect(program(HELP + "bot planner { samples: 3, rollouts: 1 }\n").bot).toEqual({ kind: "planner", settings: { samples: 3, rollouts: 1 } });
  });

  it("reports an unknown kind, an unknown or zero setting, and a planner without a heuristic (CMP3065)", () => {
    const errs = (extra: string, base = HELP) => compileRules(base + extra).diagnostics.filter((d) => d.code === "CMP3065").map((d) => d.message);
    expect(errs("bot genius\n")).toEqual(["there is no bot kind 'genius'"]);
    expect(errs("bot planner { worlds: 3, depth: 0 }\n")).toEqual(["the planner bot has no setting 'worlds'", "'depth' must be at least 1"]);
    expect(errs("bot random { samples: 2 }\n")).toEqual(["the random bot has no setting 'samples'"]);
    // A name every object has is no bot kind either; a budget that would run for minutes is refused.
    expect(errs("bot valueOf\n")).toEqual(["there is no bot kind 'valueOf'"]);
    expect(errs("bot mcts { iterations: 2147483648, ms: 60000, greedy: 0 }\n")).toEqual(["'iterations' must be at most 100000", "'ms' must be at most 30000"]);
    expect(program(HELP + "bot mcts { iterations: 500, greedy: 0 }\n").bot).toEqual({ kind: "mcts", settings: { iterations: 500, greedy: 0 } });
    expect(program(HELP + "bot mcts { iterations: 500, turns: 0 }\n").bot).toEqual({ kind: "mcts", settings: { iterations: 500, turns: 0 } });
    expect(errs("bot planner\n", HELP.replace("heuristic = pts of me\n", ""))).toEqual(["the planner bot needs a `heuristic = ...` declaration"]);
    const d = compileRules(HELP + "bot genius\n").diagnostics.find((x) => x.code === "CMP3065")!;
    expect(d.span.start).toBe((HELP + "bot genius\n").indexOf("genius"));
  });

  it("reports a team value that is not a plain value (CMP3064)", () => {
    const d = compileRules(HELP.replace("team = if together then 0 else me", "team = players")).diagnostics.filter((x) => x.code === "CMP3064");
    expect(d.map((x) => x.message)).toEqual(["a team must be a number, a player, text or an enum member, not a list"]);
  });
});
