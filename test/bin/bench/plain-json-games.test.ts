// The bench's reference games over plain-JSON state (bin/bench/plain-json-*.ts, engine-state-*.ts):
// they play the same games as the typed-array ones and as Menagerie, move for move, so the ratios
// the bench prints between them compare the same work.
import { describe, expect, it } from "vitest";
import { compileGame } from "../../../compiler/index.js";
import { NodeContentSource } from "../../../compiler/node/node-content-source.js";
import { Engine, seededRandom } from "../../../runtime/index.js";
import { TicTacToe } from "../../../bin/bench/handwritten-tic-tac-toe.js";
import { ConnectFour } from "../../../bin/bench/handwritten-connect-four.js";
import { plainJsonTicTacToe } from "../../../bin/bench/plain-json-tic-tac-toe.js";
import { plainJsonConnectFour } from "../../../bin/bench/plain-json-connect-four.js";
import { engineStateTicTacToe } from "../../../bin/bench/engine-state-tic-tac-toe.js";
import { engineStateConnectFour } from "../../../bin/bench/engine-state-connect-four.js";
import "../../helpers/use-generated-expressions.js";

const GAMES = 200;

// The typed-array game's winner (-1 a draw) after the moves, and the plain-JSON game's, given the same random picks.
function pair(typed: TicTacToe | ConnectFour, json: typeof plainJsonTicTacToe | typeof plainJsonConnectFour, seed: number): [number, number[]] {
  const rng = seededRandom(seed);
  typed.reset();
  const s = json.start(seed);
  const out = new Int32Array(16);
  while (typed.going) {
    const n = typed.legal(out);
    const w = json.owed(s as never)!;
    expect(w.domain).toEqual([...out.subarray(0, n)]);
    const value = out[Math.floor(rng() * n)]!;
    typed.play(value);
    expect(json.apply(s as never, { player: w.seat, choice: w.choice, value })).toBeUndefined();
  }
  expect(json.owed(s as never)).toBeNull();
  return [typed.winner, s.result!.winners];
}

describe("the bench's plain-JSON games", () => {
  it.each([
    ["tic-tac-toe", () => new TicTacToe(), plainJsonTicTacToe],
    ["connect-four", () => new ConnectFour(), plainJsonConnectFour],
  ] as const)("%s: the same legal moves and the same winner as the typed-array game, random game after random game", (_, typed, json) => {
    const g = typed();
    const results = new Set<number>();
    for (let seed = 1; seed <= GAMES; seed++) {
      const [winner, winners] = pair(g, json, seed);
      expect(winners).toEqual(winner === -1 ? [] : [winner]);
      results.add(winner);
    }
    // Wins of both seats and draws all came up (so the end checks were all exercised).
    expect(results.size).toBe(3);
  });

  it("an illegal move is refused with a reason and leaves the state as it was", () => {
    const s = plainJsonConnectFour.start(1);
    for (let k = 0; k < 6; k++) plainJsonConnectFour.apply(s, { player: k % 2, choice: "drop", value: 3 });
    const before = JSON.stringify(s);
    expect(plainJsonConnectFour.apply(s, { player: 0, choice: "drop", value: 3 })).toMatch(/column 3 is not an option/);
    expect(plainJsonConnectFour.apply(s, { player: 1, choice: "drop", value: 2 })).toMatch(/owes no decision/);
    expect(JSON.stringify(s)).toBe(before);
    // The same over the engine's state: the move is not recorded either.
    const e = engineStateTicTacToe.start(1);
    engineStateTicTacToe.apply(e, { player: 0, choice: "place", value: 4 });
    const was = JSON.stringify(e);
    expect(engineStateTicTacToe.apply(e, { player: 1, choice: "place", value: 4 })).toMatch(/cell 4 is not an option/);
    expect(engineStateTicTacToe.apply(e, { player: 0, choice: "place", value: 0 })).toMatch(/owes no decision/);
    expect(JSON.stringify(e)).toBe(was);
  });

  it.each([
    ["tic-tac-toe", engineStateTicTacToe],
    ["connect-four", engineStateConnectFour],
  ] as const)("%s over the engine's state: Menagerie's own state after every move, bit for bit", (game, byHand) => {
    const program = compileGame(new NodeContentSource("content"), game).program!;
    const engine = new Engine(program, { log: false });
    for (let seed = 1; seed <= GAMES; seed++) {
      const started = engine.start({ players: 2, seed });
      if (!started.ok) throw new Error(started.error.message);
      const real = started.state;
      const hand = byHand.start(seed);
      expect(JSON.stringify(hand)).toBe(JSON.stringify(real));
      const rng = seededRandom(seed);
      while (!real.result) {
        const move = engine.randomMove(real, real.thread!.wait!.seat, rng)!;
        expect(engine.applyInPlace(real, move)).toBeUndefined();
        expect(byHand.apply(hand, move)).toBeUndefined();
        expect(JSON.stringify(hand)).toBe(JSON.stringify(real));
      }
    }
  });
});
