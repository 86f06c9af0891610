// A seventh expansion is a folder and nothing else (issue 23): a copy of Kryptothera's content gets
// expansions/bounty/ — its `expansion` line and its rules only, no base file edited — which reacts to a
// capture ("When you capture a cryptid ...") and to the start of a turn ("At the start of each turn ...")
// through the events the base game announces, and is played together with the six expansions.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { compileGame } from "../../../compiler/index.js";
import { NodeContentSource } from "../../../compiler/node/index.js";
import { Engine, type GameState } from "../../../runtime/index.js";
import { digest, playSeeded } from "../baseline-digest.js";
import { ALL } from "./expansions-helpers.js";

const BOUNTY = `# Expansion "Bounty Board" (a test's own, not from the rulebook).
expansion bounty "Bounty Board" "a town pays for each cryptid captured, and posts a notice at the start of each turn"
extend enum Expansion { bounty }     # its cards' mark

counter notices = 0                  # notices posted
counter bounties per player = 0      # bounties collected

# "At the start of each turn, a new notice is posted on the board."
on turnStarted() {
  add 1 to notices
}

# "When you capture a cryptid, collect its bounty: 1 coin, 2 for a legendary."
on captureSucceeded(c) {
  add 1 to bounties of me
  call gainCoins(if c.threat == legendary then 2 else 1)
}
`;

const root = mkdtempSync(join(tmpdir(), "menagerie-bounty-"));
cpSync("content/kryptothera", join(root, "kryptothera"), { recursive: true });
mkdirSync(join(root, "kryptothera/expansions/bounty"));
writeFileSync(join(root, "kryptothera/expansions/bounty/bounty.rules"), BOUNTY);
afterAll(() => rmSync(root, { recursive: true, force: true }));

const compiled = compileGame(new NodeContentSource(root), "kryptothera");
const original = compileGame(new NodeContentSource("content"), "kryptothera");

function counter(e: Engine, s: GameState, name: string): unknown {
  return s.counters[e.program.counters.findIndex((c) => c.name === name)];
}

describe("a new expansion folder in a copy of the game", () => {
  it("compiles without a word changed in the base game's files", () => {
    expect(compiled.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    for (const f of ["game.rules", "turn.rules", "capture.rules", "setup.rules"])
      expect(readFileSync(join(root, "kryptothera", f), "utf8")).toBe(readFileSync(join("content/kryptothera", f), "utf8"));
    expect(compiled.program!.expansions!.map((x) => x.name)).toEqual(["bounty", "cities", "frontiers", "holiday", "seas", "shadows", "threat"]);
  });

  it("adds its mark to the card marks, and the Legacy Trials count it as an expansion when it is on", () => {
    // "All expansion cards include a unique mark per expansion": the base game's list, then each folder's, in folder order.
    expect(compiled.program!.enums.Expansion).toEqual(["base", "bounty", "cities", "frontiers", "holiday", "seas", "shadows", "threat"]);
    const engine = new Engine(compiled.program!);
    const on = (options: Record<string, unknown>) => {
      const r = engine.start({ players: 3, seed: 1, options });
      if (!r.ok) throw new Error(r.error.message);
      const q = engine.query("expansionsOn", r.state.setup, undefined, r.state);
      if (!q.ok) throw new Error(q.error.message);
      return q.state;
    };
    expect(on({ bounty: true, seas: true })).toEqual(["base", "bounty", "seas"]);
    expect(on({ seas: true })).toEqual(["base", "seas"]);
  });

  it("reacts to every turn's start and every capture, played with the six expansions", () => {
    const engine = new Engine(compiled.program!);
    let captures = 0;
    let turns = 0;
    let bounties = 0;
    // Random seats rarely capture: seeds 5, 6 and 7 each capture once (seed 4 never does).
    for (const seed of [4, 5, 6, 7]) {
      const s = playSeeded(engine, { players: 4, seed, options: { ...ALL, bounty: true } });
      const lines = engine.logLines(s);
      const caught = lines.filter((l) => / captures .*!$/.test(l)).length;
      const started = lines.filter((l) => /'s? turn begins\.$/.test(l)).length;
      expect(counter(engine, s, "notices")).toBe(started);
      const collected = (counter(engine, s, "bounties") as number[]).reduce((a, b) => a + b, 0);
      expect(collected).toBe(caught);
      // Each bounty is paid right after its capture's line (before the cage and HP lines).
      const i = lines.findIndex((l) => / captures .*!$/.test(l));
      if (i >= 0) expect(lines[i + 1]).toMatch(/ gains [12] coins?\.$/);
      captures += caught;
      turns += started;
      bounties += collected;
    }
    expect(turns).toBe(4 * 4 * 10);
    expect(captures).toBeGreaterThanOrEqual(3);
    expect(bounties).toBe(captures);
  });

  it("switched off, leaves the game exactly as without the folder", () => {
    const withFolder = new Engine(compiled.program!);
    const without = new Engine(original.program!);
    for (const seed of [1, 2]) {
      const setup = { players: 3, seed, options: { ...ALL } };
      const a = digest(withFolder, playSeeded(withFolder, setup), setup);
      const b = digest(without, playSeeded(without, setup), setup);
      expect(a.observable).toEqual(b.observable);
    }
  });
});
