// Scenario tests for Cryptozoology for Beginners' rules during play and at the end: empty piles,
// Assignments and their bonuses, colorless cards, readying, keeping, returning Rewards, final scoring
// and the tiebreaker. Each position is seat 0's turn in a seeded game (seat 0 on the Bus, every
// Assignment out of play), set up by moving components; seat 0 then reveals a card from its hand.
import { describe, it, expect } from "vitest";
import type { GameState } from "../../runtime/index.js";
import {
  assignment,
  beginnersEngine,
  counter,
  decision,
  empty,
  expectConserved,
  owes,
  advance,
  play,
  props,
  put,
  setCounter,
  start,
  zone,
} from "../helpers/beginners.js";

const engine = beginnersEngine();
const activated = engine.program.marks.indexOf("activated");
type Props = Record<string, unknown>;

/** A card that does nothing by itself at the end of a round. */
const quiet = (p: Props) => !p.professorsBook && !p.mothmanRewards && !(p.kinds as string[]).includes("mothman");

interface Turn {
  s: GameState;
  /** The card seat 0 will reveal (the only card left in its hand). */
  last: number;
}

/**
 * Seat 0's first Reveal of a seeded game with seat 0 on the Bus and no Assignment in play: seat 0's
 * hand is one card matching `reveal` (from the hand dealt, so the pending Reveal offers it), the other
 * hands are empty unless `keepHands`, so the round ends after seat 0's turn.
 */
function turn(reveal: (p: Props) => boolean, opts: { players?: number; options?: Record<string, unknown>; keepHands?: boolean } = {}): Turn {
  const players = opts.players ?? 2;
  for (let seed = 1; seed < 60; seed++) {
    const s = start(engine, { players, seed, options: opts.options ?? {} });
    setCounter(engine, s, "bus", 0);
    advance(engine, s, owes(engine, 0, "reveal"));
    const last = zone(engine, s, "hand", 0).find((id) => reveal(props(engine, id)));
    if (last === undefined) continue;
    empty(engine, s, "publicAssignments", 0, "assignmentBox");
    for (let p = 0; p < players; p++) {
      empty(engine, s, "private", p, "assignmentBox");
      if (p > 0 && !opts.keepHands) empty(engine, s, "hand", p, "deck");
    }
    empty(engine, s, "hand", 0, "deck");
    put(engine, s, last, "hand", 0);
    return { s, last };
  }
  throw new Error("no seed deals seat 0 such a card");
}

/** Puts free Cryptids on a seat's table: each by name, optional color, optional predicate on props. */
function table(t: Turn, seat: number, cards: { name?: string; color?: string | null; where?: (p: Props) => boolean }[]): number[] {
  const out: number[] = [];
  for (const c of cards) {
    const id = engine.program.components.findIndex(
      (x, i) =>
        x.type === "Cryptid" &&
        (c.name === undefined || x.props.name === c.name) &&
        (c.color === undefined || (c.color === null ? x.props.color === undefined : x.props.color === c.color)) &&
        (c.where?.(x.props) ?? true) &&
        i !== t.last &&
        !out.includes(i) &&
        !zone(engine, t.s, "table", seat).includes(i),
    );
    if (id < 0) throw new Error(`no free ${c.name ?? "card"} ${c.color ?? ""}`);
    put(engine, t.s, id, "table", seat);
    out.push(id);
  }
  return out;
}

/** Answers seat 0's decisions with pass (or the only option) until `until` holds. */
function passUntil(s: GameState, until: (s: GameState) => boolean, player = 0): void {
  for (let i = 0; !until(s); i++) {
    if (i > 60) throw new Error("passUntil: too many decisions");
    const d = engine.decisions(s).find((x) => x.player === player) ?? engine.decisions(s)[0];
    if (!d) throw new Error("nobody owes a decision");
    const opt = d.options.find((o) => o.value === null) ?? d.options[0]!;
    expect(engine.applyInPlace(s, { player: d.player, choice: d.choice, value: opt.value })).toBeUndefined();
  }
}

const nextRound = (s: GameState) => s.result !== null || (counter(engine, s, "round") as number) > 1;
const lines = (s: GameState, from: number) => engine.logLines(s, undefined, from);

describe("the authored cards fit the rulebook's card types", () => {
  const cryptids = engine.program.components.filter((c) => c.type === "Cryptid");

  it("'Each Cryptid card has a color ... and type': every card has a type icon", () => {
    expect(cryptids.filter((c) => (c.props.kinds as string[]).length === 0).map((c) => c.id)).toEqual([]);
  });

  it("only the 'Dual-Type Cryptids' (Weirdo Rodeo, Freaky Flying) have more than one type, and none more than two", () => {
    const multi = new Set(cryptids.filter((c) => (c.props.kinds as string[]).length > 1).map((c) => c.props.name));
    expect([...multi].sort()).toEqual(["Freaky Flying", "Weirdo Rodeo"]);
    expect(Math.max(...cryptids.map((c) => (c.props.kinds as string[]).length))).toBe(2);
  });

  it("no single card completes #14 'Field Guide' (1 of each type): a Creepy Cryptid and a dual-type card do not", () => {
    const t = turn((p) => p.name === "Creepy Cryptid" && (p.kinds as string[]).includes("nessie"));
    put(engine, t.s, assignment(engine, 14), "publicAssignments");
    table(t, 0, [{ name: "Weirdo Rodeo" }]);
    play(engine, t.s, 0, "reveal", t.last);
    passUntil(t.s, nextRound);
    expect(zone(engine, t.s, "completed", 0)).toEqual([]);
  });
});

describe("No More Assignments: 'If the deck does run out, continue playing without any new Assignments.'", () => {
  it("with the Assignment deck empty, the next round deals none and goes on to the draft", () => {
    const t = turn(quiet);
    empty(engine, t.s, "assignmentDeck", 0, "assignmentBox");
    play(engine, t.s, 0, "reveal", t.last);
    passUntil(t.s, (s) => engine.decisions(s).some((d) => d.choice === "pick"));
    expect(counter(engine, t.s, "round")).toBe(2);
    for (const p of [0, 1]) {
      expect(zone(engine, t.s, "dealt", p)).toEqual([]);
      expect(zone(engine, t.s, "private", p)).toEqual([]);
    }
    expectConserved(t.s);
  });

  it("'If there are no Assignments left in the deck, effects that add new Assignments have no effect': Monster Hunters! still draws", () => {
    const t = turn((p) => p.name !== "Monster Hunters!", { keepHands: true });
    empty(engine, t.s, "assignmentDeck", 0, "assignmentBox");
    const [hunters] = table(t, 0, [{ name: "Monster Hunters!" }]);
    put(engine, t.s, zone(engine, t.s, "pool").at(-1)!, "rewards", 0);
    play(engine, t.s, 0, "reveal", t.last);
    const from = t.s.log.length;
    play(engine, t.s, 0, "useAbility", hunters!);
    expect(zone(engine, t.s, "private", 0)).toEqual([]);
    expect(zone(engine, t.s, "hand", 0)).toHaveLength(1);
    expect(lines(t.s, from)).toEqual(expect.arrayContaining(["Player 1 draws 1 Cryptid card(s)."]));
    expect(lines(t.s, from).some((l) => l.includes("gains a new Private Assignment"))).toBe(false);
  });
});

describe("Reward Tokens: 'If the pool of Rewards runs out, effects that allow players to gain Rewards have no effect.'", () => {
  it("Seclusion of Sasquatch and the Professor's Book gain nothing from an empty pool", () => {
    const t = turn((p) => quiet(p) && p.name !== "Seclusion of Sasquatch");
    const [seclusion] = table(t, 0, [{ name: "Seclusion of Sasquatch" }, { name: "Sasquatch" }, { name: "Sasquatch" }]);
    table(t, 0, [{ name: "Professor Robert Zoic's Book of Cryptozoology" }]);
    empty(engine, t.s, "pool", 0, "rewards", 1);
    play(engine, t.s, 0, "reveal", t.last);
    play(engine, t.s, 0, "useAbility", seclusion!);
    passUntil(t.s, nextRound);
    expect(zone(engine, t.s, "rewards", 0)).toEqual([]);
    expect(engine.logLines(t.s).some((l) => l.startsWith("Player 1 gains a Reward token"))).toBe(false);
    expectConserved(t.s);
  });
});

describe("No More Cryptids: 'If at any time the Cryptid deck runs out during play, shuffle the discard pile to make a new deck.'", () => {
  it("a Nessie's draw from an empty deck shuffles the discard pile into a new deck and draws from it", () => {
    const t = turn((p) => p.name !== "Nessie", { keepHands: true });
    const [nessie] = table(t, 0, [{ name: "Nessie" }, { name: "Nessie" }]);
    empty(engine, t.s, "deck", 0, "discard");
    const discarded = [...zone(engine, t.s, "discard")];
    play(engine, t.s, 0, "reveal", t.last);
    const from = t.s.log.length;
    play(engine, t.s, 0, "useAbility", nessie!);
    const drawn = zone(engine, t.s, "hand", 0);
    expect(drawn).toHaveLength(1);
    expect(discarded).toContain(drawn[0]);
    expect(zone(engine, t.s, "discard")).toEqual([]);
    expect([...zone(engine, t.s, "deck"), ...drawn].sort()).toEqual([...discarded].sort());
    expect(lines(t.s, from)).toContain("The discard pile is shuffled to make a new Cryptid deck.");
  });
});

describe("Completing Assignments: 'Once you've completed an Assignment, no other player can complete it, and you can't lose it by any means'", () => {
  it("a completed Assignment stays when the cards that completed it are discarded by a Chupacabra and at the end of the round", () => {
    const t = turn((p) => quiet(p) && p.name !== "Chupacabra");
    const a3 = assignment(engine, 3);
    put(engine, t.s, a3, "completed", 1);
    const seat1 = table(t, 1, [{ name: "Nessie" }, { name: "Nessie" }, { name: "Chupacabra" }, { name: "Chupacabra" }]);
    const [chupa] = table(t, 0, [{ name: "Chupacabra" }, { name: "Chupacabra" }]);
    play(engine, t.s, 0, "reveal", t.last);
    play(engine, t.s, 0, "useAbility", chupa!);
    // Seat 1 is the only other player: the victim is chosen without asking; seat 0 picks the card.
    play(engine, t.s, 0, "chupacabraTarget", seat1[0]!);
    expect(zone(engine, t.s, "discard")).toContain(seat1[0]);
    expect(zone(engine, t.s, "completed", 1)).toEqual([a3]);
    passUntil(t.s, nextRound);
    expect(zone(engine, t.s, "completed", 1)).toEqual([a3]);
  });

  it("a completed Public Assignment cannot be completed by another player", () => {
    const t = turn(quiet);
    const a15 = assignment(engine, 15);
    put(engine, t.s, a15, "completed", 1);
    table(t, 0, [{ name: "Nessie" }, { name: "Nessie" }, { name: "Nessie" }, { name: "Nessie" }]);
    play(engine, t.s, 0, "reveal", t.last);
    passUntil(t.s, nextRound);
    expect(zone(engine, t.s, "completed", 0)).toEqual([]);
    expect(zone(engine, t.s, "completed", 1)).toEqual([a15]);
  });
});

describe("'Assignment bonuses may either take effect immediately, or at the end of the round they are completed.'", () => {
  it("#9 'Seeing Red' (3 Red) draws its card at once, in the turn it is completed", () => {
    const t = turn((p) => quiet(p) && p.color === "red" && !p.ability, { keepHands: true });
    put(engine, t.s, assignment(engine, 9), "publicAssignments");
    table(t, 0, [{ color: "red", where: (p) => !p.ability }, { color: "red", where: (p) => !p.ability }]);
    play(engine, t.s, 0, "reveal", t.last);
    // The turn is over (nothing to activate), seat 1 is to reveal: the Assignment is completed and its card drawn.
    expect(decision(engine, t.s, 1, "reveal")).toBeDefined();
    expect(zone(engine, t.s, "completed", 0)).toEqual([assignment(engine, 9)]);
    expect(zone(engine, t.s, "hand", 0)).toHaveLength(1);
  });

  it("#32 'Photo Album' gains its Reward at the end of the round it is completed, and 'not at the end of each following round'", () => {
    const t = turn((p) => quiet(p) && !p.ability, { options: { rounds: 2 }, keepHands: true });
    put(engine, t.s, assignment(engine, 32), "publicAssignments");
    table(t, 0, Array.from({ length: 6 }, () => ({ where: (p: Props) => quiet(p) && !p.ability })));
    // Seat 1 keeps 2 cards: a real Reveal after seat 0's turn, then the round ends.
    const hand1 = [...zone(engine, t.s, "hand", 1)];
    empty(engine, t.s, "hand", 1, "deck");
    for (const id of hand1.slice(0, 2)) put(engine, t.s, id, "hand", 1);
    play(engine, t.s, 0, "reveal", t.last);
    expect(zone(engine, t.s, "completed", 0)).toEqual([assignment(engine, 32)]);
    // Completed, but the bonus waits for the end of the round: seat 1 is to reveal, no Reward yet.
    expect(decision(engine, t.s, 1, "reveal")).toBeDefined();
    expect(zone(engine, t.s, "rewards", 0)).toEqual([]);
    passUntil(t.s, nextRound, 1);
    expect(zone(engine, t.s, "rewards", 0)).toHaveLength(1);
    advance(engine, t.s, (s) => s.result !== null);
    const bonuses = engine.logLines(t.s).filter((l) => l === "Player 1 receives the end-of-round bonus of Photo Album.");
    expect(bonuses).toHaveLength(1);
  });
});

describe("#16 'Completing this Assignment lets you either claim a Reward token or keep 1 of your Sasquatch cards for the following round.'", () => {
  function stakeout(rounds: number) {
    const t = turn((p) => quiet(p) && !(p.kinds as string[]).includes("sasquatch"), { options: { rounds } });
    put(engine, t.s, assignment(engine, 16), "publicAssignments");
    const cards = table(t, 0, [{ name: "Weirdo Rodeo" }, { name: "Weirdo Rodeo" }, { name: "Weirdo Rodeo" }, { name: "Sasquatch" }]);
    play(engine, t.s, 0, "reveal", t.last);
    // The Sasquatch could ready nothing useful: pass, and the Assignment is completed.
    passUntil(t.s, (s) => zone(engine, s, "completed", 0).length > 0 || s.result !== null);
    return { ...t, cards };
  }

  it("at the end of the round the player chooses: keeping a Sasquatch leaves it faceup and ready for round 2", () => {
    const { s, cards } = stakeout(3);
    expect(zone(engine, s, "completed", 0)).toEqual([assignment(engine, 16)]);
    s.marks[activated]![cards[0]!] = 1;
    const d = decision(engine, s, 0, "stakeoutBonus")!;
    expect(d.options.map((o) => o.value)).toEqual(["reward", "keep"]);
    play(engine, s, 0, "stakeoutBonus", (o) => o.value === "keep");
    play(engine, s, 0, "keep", cards[0]!);
    passUntil(s, nextRound);
    expect(zone(engine, s, "table", 0)).toEqual([cards[0]]);
    expect(s.marks[activated]![cards[0]!]).toBe(0);
    expect(zone(engine, s, "rewards", 0)).toEqual([]);
  });

  it("claiming the Reward instead gains a token and every card is discarded", () => {
    const { s } = stakeout(3);
    play(engine, s, 0, "stakeoutBonus", (o) => o.value === "reward");
    passUntil(s, nextRound);
    expect(zone(engine, s, "rewards", 0)).toHaveLength(1);
    expect(zone(engine, s, "table", 0)).toEqual([]);
  });

  it("Keeping Cryptids: 'In the final round of the game, keeping cards has no effect': only the Reward is offered", () => {
    const { s } = stakeout(1);
    // The single remaining option is taken without asking: the game is over with the Reward gained.
    expect(decision(engine, s, 0, "stakeoutBonus")).toBeUndefined();
    expect(s.result).not.toBeNull();
    expect(zone(engine, s, "rewards", 0)).toHaveLength(1);
  });

  it("#38's 'keep 1 of your cards' in the final round asks nothing and keeps nothing", () => {
    const t = turn((p) => quiet(p) && !(p.kinds as string[]).includes("nessie"), { options: { rounds: 1 } });
    put(engine, t.s, assignment(engine, 38), "publicAssignments");
    table(t, 0, ["Freaky Flying", "Freaky Flying", "Freaky Flying"].map((name) => ({ name })));
    play(engine, t.s, 0, "reveal", t.last);
    passUntil(t.s, (s) => s.result !== null);
    expect(zone(engine, t.s, "completed", 0)).toEqual([assignment(engine, 38)]);
    expect(engine.logLines(t.s)).toContain("Player 1 receives the end-of-round bonus of Night Flight.");
    expect(engine.logLines(t.s).some((l) => l.includes("will keep"))).toBe(false);
  });
});

describe("Colorless Cryptids: 'can't be used to complete Assignments that require specific colors (including Assignment #27, \"6 of any 1 color\")'", () => {
  it("4 red cards and 3 colorless ones complete neither #19 '5 Red' nor #27", () => {
    const t = turn((p) => quiet(p) && p.color !== "red" && p.color !== undefined, { keepHands: true });
    put(engine, t.s, assignment(engine, 27), "publicAssignments");
    put(engine, t.s, assignment(engine, 19), "publicAssignments");
    table(t, 0, [
      { name: "Weirdo Rodeo", color: "red" },
      { name: "Freaky Flying", color: "red" },
      { name: "Creepy Cryptid" },
      { name: "Creepy Cryptid" },
      { name: "Professor Robert Zoic's Book of Cryptozoology" },
    ]);
    table(t, 0, [{ name: "Mothman", color: "red" }, { name: "Mothman", color: "red" }]);
    play(engine, t.s, 0, "reveal", t.last);
    passUntil(t.s, owes(engine, 1, "reveal"));
    expect(zone(engine, t.s, "completed", 0)).toEqual([]);
    expect(zone(engine, t.s, "publicAssignments")).toEqual([assignment(engine, 27), assignment(engine, 19)]);
  });

  it("6 red cards complete #27 '6 of any 1 color' (and #19 '5 Red' with the same cards)", () => {
    const t = turn((p) => quiet(p) && p.color !== undefined && !p.ability);
    put(engine, t.s, assignment(engine, 27), "publicAssignments");
    put(engine, t.s, assignment(engine, 19), "publicAssignments");
    table(t, 0, [
      { name: "Weirdo Rodeo", color: "red" },
      { name: "Freaky Flying", color: "red" },
      { name: "Mothman", color: "red" },
      { name: "Mothman", color: "red" },
      { name: "Mothman", color: "red" },
    ]);
    if (props(engine, t.last).color !== "red") table(t, 0, [{ name: "Nessie", color: "red" }]);
    play(engine, t.s, 0, "reveal", t.last);
    passUntil(t.s, (s) => zone(engine, s, "completed", 0).length === 2 || s.result !== null || (counter(engine, s, "round") as number) > 1);
    expect([...zone(engine, t.s, "completed", 0)].sort()).toEqual([assignment(engine, 19), assignment(engine, 27)].sort());
  });
});

describe("Gaining New Assignments: 'If you reveal an Assignment on your turn ... that you can complete right away, you may do so.'", () => {
  it("Monster Hunters! returns a Reward, gains #15 '4 Nessie' as a Private Assignment, and it is completed the same turn", () => {
    const t = turn((p) => p.name !== "Monster Hunters!" && !(p.kinds as string[]).includes("nessie"));
    const [hunters] = table(t, 0, [{ name: "Monster Hunters!", where: (p) => !(p.kinds as string[]).includes("nessie") }]);
    table(t, 0, ["Nessie", "Nessie", "Nessie", "Nessie"].map((name) => ({ name })));
    const a15 = assignment(engine, 15);
    put(engine, t.s, a15, "assignmentDeck");
    const token = zone(engine, t.s, "pool").at(-1)!;
    put(engine, t.s, token, "rewards", 0);
    const poolSize = zone(engine, t.s, "pool").length;
    play(engine, t.s, 0, "reveal", t.last);
    const from = t.s.log.length;
    play(engine, t.s, 0, "useAbility", hunters!);
    // One Reward to return: taken without asking. Then pass the Nessies' abilities.
    passUntil(t.s, (s) => zone(engine, s, "completed", 0).length > 0);
    expect(zone(engine, t.s, "completed", 0)).toEqual([a15]);
    expect(zone(engine, t.s, "private", 0)).toEqual([]);
    expect(lines(t.s, from)).toEqual(
      expect.arrayContaining(["Player 1 returns a Reward token to the pool.", "Player 1 gains a new Private Assignment: Loch Vigil.", "Player 1 completes Loch Vigil for 4 points."]),
    );
    // Returning Reward Tokens: "do not reveal it to other players ... After you return a Reward token, mix the pile up."
    expect(zone(engine, t.s, "rewards", 0)).toEqual([]);
    expect(zone(engine, t.s, "pool")).toHaveLength(poolSize + 1);
    expect(zone(engine, t.s, "pool")).toContain(token);
    expect(lines(t.s, from)).toContain("The Reward pool is shuffled.");
    expect(JSON.stringify(t.s.log.slice(from))).toContain(`"c":[${token}]`);
    expect(JSON.stringify(engine.view(t.s, 1).log.slice(from))).not.toContain(`"c":[${token}]`);
  });
});

describe("Readying Cryptids: 'When you ready an activated Cryptid card, turn it so it is no longer sideways. It can be activated again normally.'", () => {
  it("a Sasquatch readies 2 activated Nessies, which can then use their ability again", () => {
    const t = turn((p) => !(p.kinds as string[]).includes("sasquatch") && !(p.kinds as string[]).includes("nessie"), { keepHands: true });
    const [sasquatch] = table(t, 0, [{ name: "Sasquatch" }, { name: "Sasquatch" }]);
    const nessies = table(t, 0, [{ name: "Nessie" }, { name: "Nessie" }]);
    for (const n of nessies) t.s.marks[activated]![n] = 1;
    play(engine, t.s, 0, "reveal", t.last);
    expect(decision(engine, t.s, 0, "useAbility")!.options.map((o) => o.value)).not.toContain(nessies[0]);
    play(engine, t.s, 0, "useAbility", sasquatch!);
    play(engine, t.s, 0, "ready", nessies[0]!);
    play(engine, t.s, 0, "ready", nessies[1]!);
    for (const n of nessies) expect(t.s.marks[activated]![n]).toBe(0);
    expect(decision(engine, t.s, 0, "useAbility")!.options.map((o) => o.value)).toContain(nessies[0]);
    play(engine, t.s, 0, "useAbility", nessies[0]!);
    expect(zone(engine, t.s, "hand", 0)).toHaveLength(1);
  });
});

describe("End of the Game: 'Players reveal their Reward tokens and total up the points on their Rewards and completed Assignments.'", () => {
  /** A 1-round 2-player game at its last turn with completed Assignments and Rewards of given values. */
  function finalTurn(completed: number[][], rewards: number[][]): GameState {
    const t = turn((p) => quiet(p) && !p.ability, { options: { rounds: 1 } });
    completed.forEach((nums, p) => nums.forEach((n) => put(engine, t.s, assignment(engine, n), "completed", p)));
    rewards.forEach((values, p) =>
      values.forEach((v) => put(engine, t.s, zone(engine, t.s, "pool").find((r) => props(engine, r).value === v)!, "rewards", p)),
    );
    // Uncompleted Assignments score nothing ("Incomplete Assignments are worth no points").
    put(engine, t.s, assignment(engine, 40), "private", 0);
    play(engine, t.s, 0, "reveal", t.last);
    passUntil(t.s, (s) => s.result !== null);
    return t.s;
  }

  it("scores Assignment points plus Reward values; the most points wins", () => {
    // Seat 0: #19 (5) + #9 (2) + Rewards 3 + 6 = 16; seat 1: #27 (7) + Reward 5 = 12.
    const s = finalTurn([[19, 9], [27]], [[3, 6], [5]]);
    expect(s.result).toEqual({ winners: [0], scores: [[16, 4], [12, 2]], labels: ["Points", "Assignments and Rewards"] });
    // The last line says why the winner won and each seat's keys under their labels.
    expect(engine.logLines(s).at(-1)).toBe("Player 1 won with 16 Points (Player 2: 12). Final scores: Player 1: Points 16, Assignments and Rewards 4; Player 2: Points 12, Assignments and Rewards 2.");
  });

  it("Tiebreaker: 'the tied player with the most completed Assignments AND Reward tokens wins'", () => {
    // Both 10 points: seat 0 from 2 items (#19 + a 5), seat 1 from 3 (#3 + #9 + a 5).
    const s = finalTurn([[19], [3, 9]], [[5], [5]]);
    expect(s.result!.winners).toEqual([1]);
    expect(s.result!.scores).toEqual([[10, 2], [10, 3]]);
  });

  it("'If there is still a tie, players share victory.'", () => {
    const s = finalTurn([[19], [20]], [[4], [4]]);
    expect(s.result!.winners).toEqual([0, 1]);
  });
});
