// The expression compiler is chosen when a program is loaded (runtime/expr-generator.ts): the web
// page's engines compile closures only, the Node entries and the bot workers also generate JavaScript
// for expressions that hold a loop and for runs of statements that never wait. State = f(program,
// options, seed, moves) must not depend on the choice (DESIGN.md §2): seeded games of content games
// full of comprehensions and statement runs are played with each compiler, by the same seeded random
// bot, and must reach the same states move for move.
import { describe, expect, it } from "vitest";
import { compileGame } from "../../compiler/index.js";
import { NodeContentSource } from "../../compiler/node/index.js";
import { Engine, type GameSetup } from "../../runtime/index.js";
import { countingGenerator } from "../helpers/counting-generator.js";
import { dispatchersBuilt } from "../../runtime/compile-js.js";
import { playSeeded } from "../content/baseline-digest.js";

// `hot`: the game has declared functions, generated without a loop; `fields`: fields whose values are rules.
const GAMES: { game: string; hot?: boolean; fields?: boolean; setups: GameSetup[] }[] = [
  {
    game: "cryptid",
    fields: true,
    setups: [
      { players: 3, seed: 21, options: {} },
      { players: 4, seed: 22, options: { mode: "advanced" } },
    ],
  },
  {
    game: "cryptic-nature",
    hot: true,
    setups: [
      { players: 2, seed: 23, options: {} },
      { players: 1, seed: 24, options: { mode: "solo" } },
    ],
  },
  {
    game: "kryptothera",
    setups: [
      { players: 3, seed: 25, options: {} },
      { players: 1, seed: 26, options: { mode: "solo" } },
    ],
  },
  { game: "beginners", setups: [{ players: 4, seed: 27, options: {} }] },
  { game: "connect-four", setups: [{ players: 2, seed: 28, options: {} }] },
];

describe.each(GAMES)("closures and generated expressions play $game alike", ({ game, hot, fields, setups }) => {
  const r = compileGame(new NodeContentSource("content"), game);
  const { generate: counting, counts } = countingGenerator();
  const closures = new Engine(r.program!, { expressions: null });
  const withJs = new Engine(r.program!, { expressions: counting });

  it("compiles some expressions and statement runs to JavaScript with the generator and none without it", () => {
    expect(r.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    expect(counts.expressions).toBeGreaterThan(game === "connect-four" ? 0 : 10);
    expect(closures.compiled.t.generate).toBeUndefined();
    expect(withJs.compiled.t.generate).toBe(counting);
  });

  it.each(setups)("$players players, seed $seed, options $options: the same moves and final state", (setup) => {
    const a = playSeeded(closures, setup);
    const b = playSeeded(withJs, setup);
    expect(a.result).not.toBeNull();
    expect(b.moves).toEqual(a.moves);
    expect(b).toStrictEqual(a);
    // The same moves replayed by the other compiler reach the same state too.
    const replayed = closures.replay(setup, b.moves);
    expect(replayed.ok && replayed.state).toStrictEqual(b);
    // Declared functions (Cryptic Nature's `squareFrom`) ran as generated code too, without a loop of
    // their own: they are hot, run once per element a rule reads them for. Fields whose values are
    // rules (Cryptid's clue `holds`) ran through their generated dispatchers.
    if (hot) expect(counts.hot).toBeGreaterThan(0);
    if (fields) expect(dispatchersBuilt(withJs.compiled.t)).toBeGreaterThan(0);
    // Runs of statements that never wait ran as generated code (built when they first ran).
    expect(counts.runs).toBeGreaterThan(0);
  });
});
