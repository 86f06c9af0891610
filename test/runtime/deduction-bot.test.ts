import { describe, expect, it } from "vitest";
import { compileGame, MemoryContentSource } from "../../compiler/index.js";
import { DeductionBot, Engine, Hypotheses, seededRandom, type GameState, type Move } from "../../runtime/index.js";

// A small game of hidden secrets: each player holds a number card; on a turn a player either asks
// whether the next player's number is at least a threshold (answered publicly and honestly by the
// rules) or guesses that number, winning when right.
const rules = `
game "Guess" players 2..3
type Num from "nums.yaml" { name: text  value: int }
type Probe from "probes.yaml" { name: text  value: int }
zone pile: Num hidden full
zone secret: Num per player owner
zone probes: Probe public full
attr answer = -1
flow {
  step setup { shuffle pile  deal 1 from pile to secret }
  phase turn while true {
    step play {
      for each p in players {
        as p {
          choose one as action "Ask or guess" {
            option ask "Ask" {
              choose t from [x in probes where x.answer == -1] as probe "Threshold" {
                set t.answer = if first(secret of left(me)).value >= t.value then 1 else 0
              }
            }
            option guess "Guess" {
              choose n from 1..9 as number "Number" {
                if first(secret of left(me)).value == n { win me }
              }
            }
          }
        }
      }
    }
  }
}
`;
const nums = Array.from({ length: 9 }, (_, i) => `- id: n${i + 1}\n  name: "${i + 1}"\n  value: ${i + 1}`).join("\n");
const probes = Array.from({ length: 8 }, (_, i) => `- id: t${i + 2}\n  name: "at least ${i + 2}"\n  value: ${i + 2}`).join("\n");
const compiled = compileGame(new MemoryContentSource({ "g/game.rules": rules, "g/nums.yaml": nums, "g/probes.yaml": probes }), "g");
const engine = new Engine(compiled.program!, { log: false });

function startGame(seed: number): GameState {
  const r = engine.start({ players: 2, seed });
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
}

function randomMove(s: GameState, p: number, rng: () => number): Move {
  const ms = engine.legalMoves(s, p);
  return ms[Math.floor(rng() * ms.length)]!;
}

describe("hypotheses", () => {
  it("compiles the test game", () => {
    expect(compiled.diagnostics).toEqual([]);
  });

  it("keeps the real secret among the candidates and drops what the answers rule out", () => {
    for (let seed = 1; seed <= 10; seed++) {
      const s = startGame(seed);
      const h = new Hypotheses(engine, engine.clone(s), 0);
      expect(h.secrets).toHaveLength(1);
      expect(h.candidates[0]).toHaveLength(8);
      const rng = seededRandom(seed);
      for (let i = 0; i < 12 && !s.result; i++) engine.applyInPlace(s, randomMove(s, engine.owing(s)[0]!, rng));
      h.update(s);
      const real = s.zones[h.secrets[0]!.slot]![0]!;
      expect(h.candidates[0]).toContain(real);
      // Every surviving candidate agrees with every public answer about player 1's number.
      const value = (id: number) => engine.program.components[id]!.props.value as number;
      // Probes player 0 asked are about player 1's number (player 1's asks are about player 0's).
      const probeIds = s.moves.filter((m: Move) => m.player === 0 && m.choice === "probe").map((m: Move) => m.value as number);
      for (const t of probeIds) {
        const answer = s.attrs[0]![t]! as number;
        if (answer < 0) continue;
        for (const x of h.candidates[0]!) expect(value(x) >= value(t) ? 1 : 0).toBe(answer);
      }
    }
  });
});

/** Seat 0's wins over 30 seeded games of the deduction bot with `blunder` against a random seat. */
function winsAgainstRandom(blunder?: number): number {
  let wins = 0;
  for (let g = 0; g < 30; g++) {
    const s = startGame(1000 + g);
    const rng = seededRandom(g);
    const bot = new DeductionBot(engine, 0, rng, blunder === undefined ? {} : { blunder });
    for (let n = 0; n < 200 && !s.result; n++) {
      const p = engine.owing(s)[0]!;
      const m = p === 0 ? bot.choose(s)! : randomMove(s, p, rng);
      expect(engine.applyInPlace(s, m)).toBeUndefined();
    }
    if (s.result?.winners.includes(0)) wins++;
  }
  return wins;
}

describe("deduction bot", () => {
  it("slips at the share of decisions `blunder` gives (the `easy` level's): at 100% it plays any legal move", () => {
    // Reasoned, it wins at least 24 of these 30 games (below); slipping at every decision it is one
    // random seat against another. Without the setting it plays exactly as before (the next test).
    expect(winsAgainstRandom(100)).toBeLessThan(21);
    expect(winsAgainstRandom(0)).toBe(winsAgainstRandom());
  });

  it("beats a random bot at guessing hidden numbers", () => {
    let wins = 0;
    const games = 30;
    for (let g = 0; g < games; g++) {
      const s = startGame(1000 + g);
      const rng = seededRandom(g);
      const bot = new DeductionBot(engine, 0, rng);
      for (let n = 0; n < 200 && !s.result; n++) {
        const p = engine.owing(s)[0]!;
        const m = p === 0 ? bot.choose(s)! : randomMove(s, p, rng);
        expect(engine.applyInPlace(s, m)).toBeUndefined();
      }
      if (s.result?.winners.includes(0)) wins++;
    }
    expect(wins / games).toBeGreaterThanOrEqual(0.8);
  });
});
