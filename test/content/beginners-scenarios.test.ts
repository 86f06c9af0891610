// Scenario tests for Cryptozoology for Beginners: positions are reached by seeded play and then set up
// by moving components directly in the state (keeping `loc` consistent), and moves are chosen by
// label or component props from the decisions on offer.
import { describe, it, expect } from "vitest";
import { componentLabel, seededRandom, type Engine, type GameState } from "../../runtime/index.js";
import {
  advance,
  assignment,
  beginnersEngine,
  counter,
  decision,
  empty,
  expectConserved,
  owes,
  pick,
  play,
  props,
  put,
  setCounter,
  start,
  zone,
} from "../helpers/beginners.js";

const engine = beginnersEngine();
const label = (id: number) => componentLabel(engine.program, id);

/** Answers every decision of `player` with pass when allowed, else the first option, until `until` holds. */
function passTurn(e: Engine, s: GameState, player: number, until: (s: GameState) => boolean): void {
  for (let i = 0; !until(s); i++) {
    if (i > 50) throw new Error("passTurn: too many decisions");
    const d = e.decisions(s).find((x) => x.player === player);
    if (!d) throw new Error(`player ${player} owes nothing; owed ${JSON.stringify(e.decisions(s).map((x) => [x.player, x.choice]))}`);
    const opt = d.options.find((o) => o.value === null) ?? d.options[0]!;
    expect(e.applyInPlace(s, { player, choice: d.choice, value: opt.value })).toBeUndefined();
  }
}

/** A standard game at the first Reveal of round 1 (seat 0 holds the Bus), with no Assignments anywhere but the box. */
function firstReveal(players: number, seed = 1, options: Record<string, unknown> = {}): GameState {
  const s = start(engine, { players, seed, options });
  // The starting player is random; these scenarios are written with seat 0 on the Bus.
  setCounter(engine, s, "bus", 0);
  advance(engine, s, owes(engine, 0, "reveal"));
  empty(engine, s, "publicAssignments", 0, "assignmentBox");
  for (let p = 0; p < players; p++) empty(engine, s, "private", p, "assignmentBox");
  return s;
}

/** Gives seat `seat` a hand of exactly `cards` (others go to the deck); ids must not be in seat 0's pending Reveal. */
function setHand(s: GameState, seat: number, cards: number[]): void {
  empty(engine, s, "hand", seat, "deck");
  for (const id of cards) put(engine, s, id, "hand", seat);
}

describe("Full Turn Example (rulebook)", () => {
  it("Mira reveals a Nessie, activates it with 1 other Nessie to draw, and completes '2 Nessie and 2 Chupacabra'", () => {
    const s = firstReveal(2, 1);
    const seat0Hand = [...zone(engine, s, "hand", 0)];
    const free = (id: number) => seat0Hand.includes(id);
    const nessieOnTable = pick(engine, "Nessie", { color: "red", avoid: free });
    const nessie = pick(engine, "Nessie", { color: "blue", avoid: free });
    const chupas: number[] = [];
    for (const color of ["red", "yellow", "green"]) chupas.push(pick(engine, "Chupacabra", { color, avoid: free }));
    // Mira is seat 1: Nessie and 3 Chupacabras faceup, the other Nessie in her hand, #3 in the Public area.
    const miraHand = [...zone(engine, s, "hand", 1)].filter((id) => ![nessieOnTable, ...chupas].includes(id) && id !== nessie).slice(0, 7);
    setHand(s, 1, [...miraHand, nessie]);
    for (const id of [nessieOnTable, ...chupas]) put(engine, s, id, "table", 1);
    const a3 = assignment(engine, 3);
    put(engine, s, a3, "publicAssignments");
    expect(props(engine, a3).name).toBe("Water and Goats");
    expectConserved(s);

    // Seat 0 takes a quiet turn.
    play(engine, s, 0, "reveal");
    passTurn(engine, s, 0, owes(engine, 1, "reveal"));
    const handBefore = zone(engine, s, "hand", 1).length;
    const logFrom = s.log.length;

    play(engine, s, 1, "reveal", nessie);
    expect(zone(engine, s, "table", 1)).toContain(nessie);
    const use = decision(engine, s, 1, "useAbility")!;
    expect(use.options.map((o) => o.value).sort()).toEqual([nessie, nessieOnTable, ...chupas, null].sort());
    play(engine, s, 1, "useAbility", nessie);
    // Only one other Nessie can pay: the engine takes that forced choice itself.
    expect(decision(engine, s, 1, "payCost")).toBeUndefined();
    const activated = engine.program.marks.indexOf("activated");
    expect(s.marks[activated]![nessie]).toBe(1);
    expect(s.marks[activated]![nessieOnTable]).toBe(1);
    expect(zone(engine, s, "hand", 1)).toHaveLength(handBefore);
    // "She also has 3 Chupacabras, but she decides not to use their ability just yet."
    const again = decision(engine, s, 1, "useAbility")!;
    expect(again.options.map((o) => o.value).sort()).toEqual([...chupas, null].sort());
    play(engine, s, 1, "useAbility", null);

    expect(zone(engine, s, "completed", 1)).toEqual([a3]);
    expect(zone(engine, s, "publicAssignments")).toEqual([]);
    for (const id of chupas) expect(s.marks[activated]![id]).toBe(0);
    const lines = engine.logLines(s, undefined, logFrom);
    expect(lines.slice(0, 4)).toEqual([
      `Player 2 reveals ${label(nessie)}.`,
      `Player 2 activates ${label(nessie)} to use its ability.`,
      "Player 2 draws 1 Cryptid card(s).",
      "Player 2 completes Water and Goats for 3 points.",
    ]);
    // Mira's opponent sees that a card was drawn, not which.
    const drawn = zone(engine, s, "hand", 1).at(-1)!;
    expect(engine.view(s, 0).zones.hand).toEqual([expect.any(Array), zone(engine, s, "hand", 1).map(() => -1)]);
    expect(JSON.stringify(engine.view(s, 0).log.slice(logFrom))).not.toContain(`"c":[${drawn}]`);
    expect(JSON.stringify(engine.view(s, 1).log.slice(logFrom))).toContain(`"c":[${drawn}]`);
    expectConserved(s);
  });
});

describe("activation costs", () => {
  function seclusionTable(sasquatches: number) {
    const s = firstReveal(2, 2);
    const seat0Hand = [...zone(engine, s, "hand", 0)];
    const avoid = (id: number) => seat0Hand.includes(id);
    const seclusion = pick(engine, "Seclusion of Sasquatch", { avoid });
    const others: number[] = [];
    for (const color of ["red", "blue"].slice(0, sasquatches)) others.push(pick(engine, "Sasquatch", { color, avoid }));
    // Seat 1 reveals a Professor's Book: no icon, no ability. Two in hand, so the Reveal is a real choice.
    const book = pick(engine, "Professor Robert Zoic's Book of Cryptozoology", { avoid });
    const book2 = pick(engine, "Professor Robert Zoic's Book of Cryptozoology", { avoid, exclude: [book] });
    setHand(s, 1, [book, book2]);
    for (const id of [seclusion, ...others]) put(engine, s, id, "table", 1);
    play(engine, s, 0, "reveal");
    passTurn(engine, s, 0, owes(engine, 1, "reveal"));
    play(engine, s, 1, "reveal", book);
    return { s, seclusion, others };
  }

  it("Seclusion of Sasquatch is not offered with only 1 other Sasquatch icon", () => {
    const { s, seclusion, others } = seclusionTable(1);
    const use = decision(engine, s, 1, "useAbility")!;
    // The lone Sasquatch can still use its own ability, paid by the Seclusion's icon.
    expect(use.options.map((o) => o.value)).toEqual([others[0], null]);
    expect(use.options.map((o) => o.value)).not.toContain(seclusion);
  });

  it("Seclusion of Sasquatch is offered with 2 other Sasquatch icons and activates all three", () => {
    const { s, seclusion, others } = seclusionTable(2);
    const rewardsBefore = zone(engine, s, "rewards", 1).length;
    const use = decision(engine, s, 1, "useAbility")!;
    expect(use.options.map((o) => o.value)).toContain(seclusion);
    play(engine, s, 1, "useAbility", seclusion);
    // Two payers for two slots: the first is a real choice, the second is forced.
    const pay = decision(engine, s, 1, "payCost")!;
    expect(pay.options.map((o) => o.value).sort()).toEqual([...others].sort());
    play(engine, s, 1, "payCost", others[1]!);
    const activated = engine.program.marks.indexOf("activated");
    for (const id of [seclusion, ...others]) expect(s.marks[activated]![id]).toBe(1);
    expect(zone(engine, s, "rewards", 1)).toHaveLength(rewardsBefore + 1);
    // Every card is activated now: nothing more to use, so the turn moved on.
    expect(decision(engine, s, 1, "useAbility")).toBeUndefined();
  });
});

describe("Out of Cards", () => {
  it("a player with an empty hand is skipped; the others keep taking turns", () => {
    const s = firstReveal(3, 3);
    empty(engine, s, "hand", 1, "deck");
    play(engine, s, 0, "reveal");
    passTurn(engine, s, 0, (x) => engine.decisions(x).some((d) => d.choice === "reveal"));
    expect(engine.decisions(s).map((d) => [d.player, d.choice])).toEqual([[2, "reveal"]]);
    play(engine, s, 2, "reveal");
    passTurn(engine, s, 2, (x) => engine.decisions(x).some((d) => d.choice === "reveal"));
    expect(engine.decisions(s).map((d) => [d.player, d.choice])).toEqual([[0, "reveal"]]);
    expect(zone(engine, s, "hand", 1)).toEqual([]);
  });

  it("a skipped player who gains a card plays again", () => {
    const s = firstReveal(3, 3);
    empty(engine, s, "hand", 1, "deck");
    play(engine, s, 0, "reveal");
    passTurn(engine, s, 0, owes(engine, 2, "reveal"));
    const gained = zone(engine, s, "deck").at(-1)!;
    put(engine, s, gained, "hand", 1);
    play(engine, s, 2, "reveal");
    passTurn(engine, s, 2, owes(engine, 0, "reveal"));
    const from = s.log.length;
    play(engine, s, 0, "reveal");
    passTurn(engine, s, 0, (x) => engine.decisions(x).some((d) => d.choice === "reveal" || d.player === 1));
    // Seat 1's only card is revealed without asking (a single option is no decision).
    expect(zone(engine, s, "table", 1)).toEqual([gained]);
    expect(engine.logLines(s, undefined, from)).toContain(`Player 2 reveals ${label(gained)}.`);
  });
});

describe("the Bus", () => {
  /** Round 1 ends after seat 0 reveals its last card; completed Assignments and Rewards are set first. */
  function endRoundWith(points: number[][], rewards: number[]) {
    const s = firstReveal(3, 4);
    const hand0 = zone(engine, s, "hand", 0);
    // A card that changes nothing at the end of the round (its ability, if any, is passed).
    const last = hand0.find((id) => !props(engine, id).professorsBook && !(props(engine, id).kinds as string[]).includes("mothman"));
    expect(last).toBeDefined();
    setHand(s, 0, [last!]);
    setHand(s, 1, []);
    setHand(s, 2, []);
    const used: number[] = [];
    points.forEach((pts, p) => {
      for (const want of pts) {
        const a = engine.program.components.findIndex((c, id) => c.type === "Assignment" && c.props.points === want && !used.includes(id));
        used.push(a);
        put(engine, s, a, "completed", p);
      }
    });
    rewards.forEach((n, p) => {
      for (let i = 0; i < n; i++) put(engine, s, zone(engine, s, "pool").at(-1)!, "rewards", p);
    });
    play(engine, s, 0, "reveal", last!);
    passTurn(engine, s, 0, (x) => (counter(engine, x, "round") as number) === 2);
    return s;
  }

  it("goes to the player with the fewest Assignment points", () => {
    const s = endRoundWith([[5], [3, 3], [4]], [0, 0, 0]);
    expect(counter(engine, s, "bus")).toBe(2);
    expect(engine.logLines(s)).toContain("The Bus goes to Player 3.");
  });

  it("on a tie in points, goes to the tied player with the fewest Reward tokens", () => {
    const s = endRoundWith([[5], [3], [3]], [0, 0, 1]);
    expect(counter(engine, s, "bus")).toBe(1);
  });

  it("the holder keeps it when they alone have the fewest, and round 2's turns start from the holder", () => {
    const s = endRoundWith([[], [3], [3]], [0, 0, 0]);
    expect(counter(engine, s, "bus")).toBe(0);
  });

  it("round 2's turns start with the new holder", () => {
    const s = endRoundWith([[5], [4], [3]], [0, 0, 0]);
    expect(counter(engine, s, "bus")).toBe(2);
    advance(engine, s, (x) => engine.decisions(x).some((d) => d.choice === "reveal"));
    expect(engine.decisions(s).map((d) => [d.player, d.choice])).toEqual([[2, "reveal"]]);
  });
});

describe("the draft", () => {
  it("passes hands to the left: after the first pick a player holds what the right-hand neighbour had", () => {
    const s = start(engine, { players: 3, seed: 5 });
    advance(engine, s, (x) => engine.decisions(x).some((d) => d.choice === "pick"));
    // Everyone owes the pick at once.
    expect(engine.decisions(s).map((d) => [d.player, d.choice])).toEqual([[0, "pick"], [1, "pick"], [2, "pick"]]);
    const before = [0, 1, 2].map((p) => [...zone(engine, s, "draft", p)]);
    for (const b of before) expect(b).toHaveLength(8);
    const picked = [0, 1, 2].map((p) => play(engine, s, p, "pick").value as number);
    for (let p = 0; p < 3; p++) {
      const right = (p + 2) % 3;
      const expected = before[right]!.filter((id) => id !== picked[right]);
      expect([...zone(engine, s, "draft", p)].sort()).toEqual(expected.sort());
      expect(zone(engine, s, "picks", p)).toEqual([picked[p]]);
      // p's own view shows the passed hand; the others see only its size.
      expect([...(engine.view(s, p).zones.draft as number[][])[p]!].sort()).toEqual(expected.sort());
      expect((engine.view(s, (p + 1) % 3).zones.draft as number[][])[p]).toEqual(expected.map(() => -1));
    }
  });

  it("2-Player Mode drafts 4 + 4 and the last card of each hand is taken without asking", () => {
    const s = start(engine, { players: 2, seed: 6, options: { twoPlayerDraft: true } });
    advance(engine, s, (x) => engine.decisions(x).some((d) => d.choice === "pick"));
    expect(zone(engine, s, "draft", 0)).toHaveLength(4);
    let picks = 0;
    advance(engine, s, (x) => {
      if (engine.decisions(x).some((d) => d.choice === "reveal")) return true;
      picks += engine.decisions(x).filter((d) => d.choice === "pick").length > 0 ? 1 : 0;
      return false;
    });
    for (let p = 0; p < 2; p++) expect(zone(engine, s, "hand", p)).toHaveLength(8);
    expect(counter(engine, s, "round")).toBe(1);
    expect(picks).toBeGreaterThan(0);
  });
});

describe("illegal moves", () => {
  it("are rejected with a RUN400x code and leave the state as it was", () => {
    const s = start(engine, { players: 3, seed: 7 });
    advance(engine, s, owes(engine, 0, "reveal"));
    const snapshot = structuredClone(s);
    const d = engine.decisions(s)[0]!;
    expect(engine.decisions(s)).toHaveLength(1);
    const cases: [unknown, string][] = [
      [{ player: 1, choice: "reveal", value: d.options[0]!.value }, "RUN4003"],
      [{ player: 9, choice: d.choice, value: d.options[0]!.value }, "RUN4003"],
      [{ player: d.player, choice: "notAChoice", value: d.options[0]!.value }, "RUN4004"],
      [{ player: d.player, choice: d.choice, value: null }, "RUN4005"],
      [{ player: d.player, choice: d.choice, value: 99999 }, "RUN4006"],
      [{ player: d.player, choice: d.choice, value: "red" }, "RUN4006"],
      [null, "RUN4002"],
    ];
    for (const [move, code] of cases) {
      const r = engine.apply(s, move as never);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.code).toBe(code);
      expect(engine.applyInPlace(s, move as never)?.code).toBe(code);
      expect(s).toEqual(snapshot);
    }
  });

  it("a move after the game is over is rejected with RUN4001", () => {
    const s = start(engine, { players: 2, seed: 8, options: { beginner: true, rounds: 1 } });
    advance(engine, s, (x) => x.result !== null);
    const snapshot = structuredClone(s);
    const r = engine.apply(s, { player: 0, choice: "reveal", value: 0 });
    expect(!r.ok && r.error.code).toBe("RUN4001");
    expect(s).toEqual(snapshot);
    expect(engine.legalMoves(s)).toEqual([]);
  });

  it("apply returns a new state and leaves the original untouched", () => {
    const s = start(engine, { players: 2, seed: 9 });
    const snapshot = structuredClone(s);
    const m = engine.legalMoves(s)[0]!;
    const r = engine.apply(s, m);
    expect(r.ok).toBe(true);
    expect(s).toEqual(snapshot);
    if (r.ok) expect(r.state.moves).toEqual([m]);
  });
});

describe("undo", () => {
  it("undoes a move that neither revealed nor shuffled anything, and refuses right after a reveal", () => {
    // Undo replays the moves, so the position must come from play alone: the first seeded game in
    // which someone can use an ability after revealing.
    let found = false;
    for (let seed = 1; seed < 40 && !found; seed++) {
      const s = start(engine, { players: 2, seed });
      const rng = seededRandom(seed);
      advance(engine, s, (x) => x.result !== null || engine.decisions(x).some((d) => d.choice === "useAbility" && d.options.some((o) => o.value !== null && props(engine, o.value as number).name === "Sasquatch")), rng);
      if (s.result) continue;
      // Right after the reveal that led here, undo is refused.
      expect(engine.canUndo(s)).toBe(false);
      expect(engine.undo(s)).toBeUndefined();
      const before = structuredClone(s);
      const d = engine.decisions(s)[0]!;
      // A Sasquatch readies cards: only marks change, nothing hidden is shown, nothing is shuffled.
      play(engine, s, d.player, "useAbility", (_o, p) => p?.name === "Sasquatch");
      if (!engine.canUndo(s)) continue;
      const back = engine.undo(s)!;
      expect(back).toEqual(before);
      expect(engine.undo(back)).toBeUndefined();
      found = true;
    }
    expect(found).toBe(true);
  });

  it("a draft pick can be undone until the hands are passed, which shows them to new owners", () => {
    const s = start(engine, { players: 2, seed: 10 });
    advance(engine, s, (x) => engine.decisions(x).some((d) => d.choice === "pick"));
    play(engine, s, 0, "pick");
    // Seat 0 picked, the hands are not passed yet: nothing was revealed.
    expect(engine.canUndo(s)).toBe(true);
    const before = structuredClone(s);
    const undone = engine.undo(s)!;
    expect(undone.moves).toEqual(s.moves.slice(0, -1));
    expect(engine.apply(undone, s.moves.at(-1)!)).toEqual({ ok: true, state: before });
    play(engine, s, 1, "pick");
    expect(engine.canUndo(s)).toBe(false);
  });
});

describe("end of round Cryptid abilities", () => {
  /** Seat 0 reveals its last card and the round ends; tables are set up first. */
  function endRoundWithTables(tables: string[][], chooser: (s: GameState) => void) {
    const s = firstReveal(3, 11);
    const hand0 = zone(engine, s, "hand", 0);
    // A card that changes nothing at the end of the round (its ability, if any, is passed).
    const last = hand0.find((id) => !props(engine, id).professorsBook && !(props(engine, id).kinds as string[]).includes("mothman"));
    expect(last).toBeDefined();
    setHand(s, 0, [last!]);
    setHand(s, 1, []);
    setHand(s, 2, []);
    const taken = new Set<number>([last!]);
    tables.forEach((cards, p) => {
      for (const name of cards) {
        const id = pick(engine, name, { avoid: (x) => taken.has(x) });
        taken.add(id);
        put(engine, s, id, "table", p);
      }
    });
    play(engine, s, 0, "reveal", last!);
    passTurn(engine, s, 0, (x) => !engine.decisions(x).some((d) => d.player === 0 && d.choice === "useAbility"));
    chooser(s);
    return s;
  }

  it("Mothman: the players tied for most Mothman icons may each use 1 Mothman or 1 Mystery of Mothmen, not both", () => {
    const book = "Professor Robert Zoic's Book of Cryptozoology";
    let offered0: unknown[] = [];
    let offered1: unknown[] = [];
    const s = endRoundWithTables(
      [
        ["Mothman", "Mystery of Mothmen", book],
        ["Mothman", "Freaky Flying", book, book],
        ["Mothman"],
      ],
      (x) => {
        const d0 = decision(engine, x, 0, "mothmanSighting")!;
        offered0 = d0.options.map((o) => (o.value === null ? null : props(engine, o.value as number).name));
        play(engine, x, 0, "mothmanSighting", (_o, p) => p?.name === "Mystery of Mothmen");
        expect(decision(engine, x, 0, "mothmanSighting")).toBeUndefined();
        const d1 = decision(engine, x, 1, "mothmanSighting")!;
        offered1 = d1.options.map((o) => (o.value === null ? null : props(engine, o.value as number).name));
        play(engine, x, 1, "mothmanSighting", (_o, p) => p?.name === "Mothman");
        expect(decision(engine, x, 2, "mothmanSighting")).toBeUndefined();
      },
    );
    expect(offered0).toEqual(["Mothman", "Mystery of Mothmen", null]);
    // Freaky Flying counts as a Mothman icon but has no Mothman ability.
    expect(offered1).toEqual(["Mothman", null]);
    // Seat 0: 2 (Mystery) + 1 (exactly one Book); seat 1: 1 (Mothman), 2 Books give nothing; seat 2: none.
    expect([0, 1, 2].map((p) => zone(engine, s, "rewards", p).length)).toEqual([3, 1, 0]);
    const lines = engine.logLines(s);
    expect(lines.filter((l) => l.includes("Mothman icons"))).toEqual([
      expect.stringMatching(/^Player 1 has the most Mothman icons and uses Mystery of Mothmen.* to gain 2 Reward\(s\)\.$/),
      expect.stringMatching(/^Player 2 has the most Mothman icons and uses Mothman.* to gain 1 Reward\(s\)\.$/),
    ]);
    expect(lines.filter((l) => l.includes("Professor's Book"))).toEqual(["Player 1 has exactly 1 Professor's Book and gains a Reward token."]);
    // Faceup cards are then discarded.
    for (let p = 0; p < 3; p++) expect(zone(engine, s, "table", p)).toEqual([]);
  });

  it("Mothman: a player without the most Mothman icons gets no choice, and passing gains nothing", () => {
    const s = endRoundWithTables([["Mothman"], ["Mothman", "Mothman"], []], (x) => {
      expect(decision(engine, x, 0, "mothmanSighting")).toBeUndefined();
      play(engine, x, 1, "mothmanSighting", null);
    });
    expect([0, 1, 2].map((p) => zone(engine, s, "rewards", p).length)).toEqual([0, 0, 0]);
  });
});
