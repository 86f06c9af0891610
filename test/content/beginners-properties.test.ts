// Property tests over thousands of seeded random games of Cryptozoology for Beginners: no crash,
// termination, conservation of components, no negative counters, replay determinism, and views
// (zones and log) that never show a player a component they may not see.
import { describe, it, expect } from "vitest";
import { seededRandom, type Engine, type GameSetup, type GameState, type Move } from "../../runtime/index.js";
import { beginnersEngine, beginnersProgram, expectConserved, slot, start } from "../helpers/beginners.js";

const MOVE_CAP = 3000;
const SAMPLE = 20;

const fast = beginnersEngine(false);
const logged = beginnersEngine(true);
const program = beginnersProgram();

const advancedCryptids = program.components.flatMap((c, id) => (c.type === "Cryptid" && c.props.advanced === true ? [id] : []));
const advancedAssignments = program.components.flatMap((c, id) => (c.type === "Assignment" && c.props.advanced === true ? [id] : []));

/** Plays one seeded random game to the end, checking the per-step invariants; returns its moves. */
function randomGame(engine: Engine, setup: GameSetup, botSeed: number, each?: (s: GameState) => void): { state: GameState; moves: Move[] } {
  const s = start(engine, setup);
  const rng = seededRandom(botSeed);
  each?.(s);
  let n = 0;
  while (!s.result) {
    if (++n > MOVE_CAP) throw new Error(`game ${JSON.stringify(setup)} did not end within ${MOVE_CAP} moves`);
    const legal = engine.legalMoves(s);
    if (!legal.length) throw new Error(`no legal move but the game is not over (${JSON.stringify(setup)}, move ${n})`);
    const m = legal[Math.floor(rng() * legal.length)]!;
    const err = engine.applyInPlace(s, m);
    if (err) throw new Error(`move ${n} ${JSON.stringify(m)} rejected: ${err.code} ${err.message} (${JSON.stringify(setup)})`);
    expectNoNegativeCounter(s, setup);
    each?.(s);
  }
  return { state: s, moves: s.moves };
}

function expectNoNegativeCounter(s: GameState, setup: GameSetup): void {
  for (const v of s.counters) {
    const vals = Array.isArray(v) ? v : [v];
    for (const x of vals) if (!(Number.isInteger(x) && (x as number) >= 0)) throw new Error(`counter value ${x} in ${JSON.stringify(setup)}`);
  }
}

/** Every non-hidden id in every player's view of the zones lies in a slot that player sees. */
function expectViewZonesVisible(engine: Engine, s: GameState): void {
  const L = engine.layout(s.players);
  for (let p = 0; p < s.players; p++) {
    const v = engine.view(s, p);
    program.zones.forEach((z, zi) => {
      const perSeat = z.perPlayer ? (v.zones[z.name] as number[][]) : [v.zones[z.name] as number[]];
      perSeat.forEach((list, o) => {
        const sl = L.base[zi]! + o;
        if (list.length !== s.zones[sl]!.length) throw new Error(`view of ${z.name} has the wrong size`);
        for (const id of list) if (id >= 0 && !L.visible[sl]![p]) throw new Error(`player ${p} sees ${id} in ${z.name}[${o}]`);
      });
    });
    for (const [m, list] of Object.entries(v.marks))
      for (const id of list) if (!L.visible[s.loc[id]!]![p]) throw new Error(`player ${p} sees mark ${m} on hidden ${id}`);
  }
}

/** Component ids named in log arguments: `{c: n}` and `{c: [n...]}` at any depth. */
function idsIn(v: unknown, out: number[] = []): number[] {
  if (Array.isArray(v)) for (const x of v) idsIn(x, out);
  else if (v && typeof v === "object") {
    for (const [k, x] of Object.entries(v)) {
      if (k === "c" && typeof x === "number") out.push(x);
      else if (k === "c" && Array.isArray(x)) out.push(...(x as number[]));
      else idsIn(x, out);
    }
  }
  return out;
}

/**
 * Replays a game with logging on and checks each player's log (redacted as in their view, or raw when
 * `raw`): every component id an event shows to p should lie, before or after the move that logged it,
 * in a slot p sees. Returns the final state, how many ids were checked and how many broke the rule.
 */
function logLeaks(setup: GameSetup, moves: Move[], raw = false): { state: GameState; checked: number; leaks: string[] } {
  const s = start(logged, setup);
  const L = logged.layout(s.players);
  const before: number[][] = [];
  const after: number[][] = [];
  const mark = (from: number, b: number[]) => {
    const a = s.loc.slice();
    for (let i = from; i < s.log.length; i++) {
      before[i] = b;
      after[i] = a;
    }
  };
  mark(0, s.loc.slice());
  for (const m of moves) {
    const b = s.loc.slice();
    const n = s.log.length;
    expect(logged.applyInPlace(s, m)).toBeUndefined();
    mark(n, b);
  }
  expect(s.log.length).toBeGreaterThan(moves.length);
  let checked = 0;
  const leaks: string[] = [];
  for (let p = 0; p < s.players; p++) {
    const log = raw ? s.log : logged.view(s, p).log;
    expect(log.length).toBe(s.log.length);
    log.forEach((e, i) => {
      for (const id of idsIn(e.a)) {
        if (id === -1) continue;
        checked++;
        if (!L.visible[before[i]![id]!]![p] && !L.visible[after[i]![id]!]![p]) leaks.push(`player ${p} sees component ${id} in log event ${i} ${JSON.stringify(s.log[i])}`);
      }
    });
  }
  return { state: s, checked, leaks };
}

function expectLogRedacted(setup: GameSetup, moves: Move[]): GameState {
  const { state, checked, leaks } = logLeaks(setup, moves);
  expect(leaks).toEqual([]);
  expect(checked).toBeGreaterThan(0);
  return state;
}

function expectAdvancedRemoved(s: GameState): void {
  const box = slot(fast, s.players, "box");
  const aBox = slot(fast, s.players, "assignmentBox");
  for (const id of advancedCryptids) if (s.loc[id] !== box) throw new Error(`advanced cryptid ${id} left the box`);
  for (const id of advancedAssignments) if (s.loc[id] !== aBox) throw new Error(`advanced assignment ${id} left the box`);
}

function expectNoAdvancedInHands(s: GameState): void {
  for (let p = 0; p < s.players; p++)
    for (const z of ["hand", "draft", "picks", "table"])
      for (const id of s.zones[slot(fast, s.players, z, p)]!)
        if (program.components[id]!.props.advanced === true) throw new Error(`advanced card ${id} reached ${z} of ${p}`);
}

interface Batch {
  name: string;
  games: number;
  setup: (i: number) => GameSetup;
  beginner?: boolean;
}

const batches: Batch[] = [
  ...[2, 3, 4, 5].map((players) => ({ name: `${players} players`, games: 500, setup: (i: number) => ({ players, seed: 1000 * players + i }) })),
  { name: "Beginner Game, 2-5 players", games: 500, beginner: true, setup: (i) => ({ players: 2 + (i % 4), seed: 50_000 + i, options: { beginner: true } }) },
  { name: "2-Player Mode", games: 100, setup: (i) => ({ players: 2, seed: 60_000 + i, options: { twoPlayerDraft: true } }) },
  { name: "Beginner Game, 1 round", games: 100, beginner: true, setup: (i) => ({ players: 2 + (i % 4), seed: 70_000 + i, options: { beginner: true, rounds: 1 } }) },
];

describe("beginners: random games", () => {
  for (const b of batches) {
    it(`${b.name}: ${b.games} games end without error, conserve components, keep counters non-negative`, () => {
      let ended = 0;
      let totalMoves = 0;
      for (let i = 0; i < b.games; i++) {
        const setup = b.setup(i);
        const { state } = randomGame(fast, setup, setup.seed * 31 + 7, i < SAMPLE ? (s) => (expectConserved(s), b.beginner && expectNoAdvancedInHands(s)) : undefined);
        expectConserved(state);
        expect(state.result!.winners.length).toBeGreaterThan(0);
        expect(state.result!.scores).toHaveLength(setup.players);
        expect(state.thread).toBeNull();
        if (b.beginner) expectAdvancedRemoved(state);
        ended++;
        totalMoves += state.moves.length;
      }
      expect(ended).toBe(b.games);
      expect(totalMoves).toBeGreaterThan(b.games * 10);
    });

    it(`${b.name}: replays are exact and views hide what a player may not see (${SAMPLE} games)`, () => {
      for (let i = 0; i < SAMPLE; i++) {
        const setup = b.setup(i);
        const { state, moves } = randomGame(fast, setup, setup.seed * 31 + 7, (s) => expectViewZonesVisible(fast, s));
        const again = fast.replay(setup, moves);
        expect(again.ok).toBe(true);
        if (again.ok) expect(again.state).toEqual(state);
        const withLog = expectLogRedacted(setup, moves);
        const replayed = logged.replay(setup, moves);
        expect(replayed.ok && replayed.state).toEqual(withLog);
        expect(withLog.zones).toEqual(state.zones);
        expect(withLog.result).toEqual(state.result);
      }
    });
  }

  it("the log check is sharp: the unredacted log does show hidden picks and draws", () => {
    const setup = { players: 3, seed: 11 };
    const { moves } = randomGame(fast, setup, 5);
    expect(logLeaks(setup, moves, true).leaks.length).toBeGreaterThan(0);
    expect(logLeaks(setup, moves).leaks).toEqual([]);
  });

  it("the same setup and bot seed give the same game, a different seed another game", () => {
    const a = randomGame(fast, { players: 3, seed: 7 }, 1).state;
    const b = randomGame(fast, { players: 3, seed: 7 }, 1).state;
    const c = randomGame(fast, { players: 3, seed: 8 }, 1).state;
    expect(b).toEqual(a);
    expect(c.zones).not.toEqual(a.zones);
  });
});

describe("beginners: the components", () => {
  const count = (type: string, pred: (p: Record<string, unknown>) => boolean = () => true) =>
    program.components.filter((c) => c.type === type && pred(c.props)).length;

  it("has the rulebook's Cryptid Deck Breakdown (96 cards)", () => {
    expect(count("Cryptid")).toBe(96);
    const byName: Record<string, number> = {};
    for (const c of program.components) if (c.type === "Cryptid") byName[c.props.name as string] = (byName[c.props.name as string] ?? 0) + 1;
    expect(byName).toEqual({
      Nessie: 12,
      "Riddle of Nessies": 4,
      Sasquatch: 12,
      "Seclusion of Sasquatch": 4,
      Mothman: 12,
      "Mystery of Mothmen": 4,
      Chupacabra: 12,
      "Calamity of Chupacabra": 4,
      "Weirdo Rodeo": 4,
      "Freaky Flying": 4,
      "Professor Robert Zoic's Book of Cryptozoology": 12,
      "Monster Hunters!": 8,
      "Creepy Cryptid": 4,
    });
  });

  it("has 40 Reward tokens: 16 of 3, 12 of 4, 8 of 5, 4 of 6", () => {
    expect(count("Reward")).toBe(40);
    expect([3, 4, 5, 6].map((v) => count("Reward", (p) => p.value === v))).toEqual([16, 12, 8, 4]);
  });

  it("has 40 Assignments numbered 1-40, of which 33-37 are advanced", () => {
    expect(count("Assignment")).toBe(40);
    const numbers = program.components.filter((c) => c.type === "Assignment").map((c) => c.props.number);
    expect([...numbers].sort((a, b) => (a as number) - (b as number))).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    const advanced = program.components.filter((c) => c.type === "Assignment" && c.props.advanced).map((c) => c.props.number);
    expect(advanced).toEqual([33, 34, 35, 36, 37]);
  });

  it("the advanced Cryptids are exactly the four legendary families", () => {
    const names = new Set(advancedCryptids.map((id) => program.components[id]!.props.name));
    expect([...names].sort()).toEqual(["Calamity of Chupacabra", "Mystery of Mothmen", "Riddle of Nessies", "Seclusion of Sasquatch"]);
    expect(advancedCryptids).toHaveLength(16);
  });

  it("the Beginner Game puts the advanced cards in the box at setup, deals 1 private + 2 public Assignments, then 8 Cryptids each", () => {
    for (const players of [2, 5]) {
      const s = start(fast, { players, seed: 3, options: { beginner: true } });
      expectAdvancedRemoved(s);
      // Setup runs on to the draft: 8 Cryptids dealt to each player from the 80 left.
      let drafted = 0;
      for (let p = 0; p < players; p++) drafted += s.zones[slot(fast, players, "draft", p)]!.length;
      expect(drafted).toBe(8 * players);
      expect(s.zones[slot(fast, players, "deck")]!.length + drafted).toBe(80);
      expect(s.zones[slot(fast, players, "publicAssignments")]).toHaveLength(2);
      for (let p = 0; p < players; p++) expect(s.zones[slot(fast, players, "private", p)]).toHaveLength(1);
    }
  });
});
