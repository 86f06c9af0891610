// The table's game session without a browser: whose view is shown, hand-overs between people,
// bots, undo of a person's choice with the bot moves after it, saves, and layout defaults.

import { describe, expect, it } from "vitest";
import { GameSession, type SeatKind } from "../../web/session/game-session.js";
import { tableLayout } from "../../web/session/table-layout.js";
import { numberedOptions } from "../../web/session/numbered-options.js";
import { compiledProgram } from "./browser-harness.js";
import { compileRules } from "../helpers/mini-game.js";
import { ANYTIME_RULES } from "../helpers/anytime-game.js";
import { stepBot } from "../helpers/step-bot.js";

const program = compiledProgram("beginners")!;

function start(seats: SeatKind[], seed = 11): GameSession {
  const r = GameSession.start(program, { players: seats.length, seed }, seats);
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
}

/** Plays the shown person's first option, or lets a bot move; false when nothing can happen. */
function step(s: GameSession): boolean {
  if (s.handOverTo >= 0) {
    s.takeSeat();
    return true;
  }
  if (stepBot(s)) return true;
  const v = s.view();
  const o = v?.decisions[0]?.options[0];
  return o !== undefined && s.choose(o.value);
}

describe("GameSession", () => {
  it("with one person and bots, always shows that person's view and never hands over", () => {
    const s = start(["bot", "human", "bot"]);
    for (let i = 0; i < 200 && !s.over; i++) {
      expect(s.handOverTo).toBe(-1);
      expect(s.viewer).toBe(1);
      expect(step(s)).toBe(true);
    }
  });

  it("hands the screen over between two people and shows nothing meanwhile", () => {
    const s = start(["human", "human"]);
    const seen = new Set<number>();
    let handOvers = 0;
    for (let i = 0; i < 120 && !s.over; i++) {
      if (s.handOverTo >= 0) {
        handOvers++;
        expect(s.view()).toBeUndefined();
        expect(s.logLines()).toEqual([]);
        expect(s.choose(0)).toBe(false);
      } else seen.add(s.viewer);
      expect(step(s)).toBe(true);
    }
    expect(handOvers).toBeGreaterThan(2);
    expect([...seen].sort()).toEqual([0, 1]);
  });

  it("only lets the shown person choose, and only legal values", () => {
    const s = start(["human", "bot"]);
    expect(s.choose(-5)).toBe(false);
    expect(s.choose("nonsense")).toBe(false);
    const v = s.view()!;
    expect(s.choose(v.decisions[0]!.options[0]!.value)).toBe(true);
  });

  it("undo takes back the person's last choice and the bot moves after it", () => {
    const s = start(["human", "bot", "bot"], 3);
    let undone = false;
    for (let i = 0; i < 400 && !s.over && !undone; i++) {
      while (stepBot(s));
      const before = s.moves.length;
      const o = s.view()?.decisions[0]?.options[0];
      if (!o) break;
      s.choose(o.value);
      while (stepBot(s));
      if (s.canUndo()) {
        expect(s.undo()).toBe(true);
        expect(s.moves.length).toBe(before);
        undone = true;
      }
    }
    expect(undone).toBe(true);
  });

  it("saves and loads, keeping the seats", () => {
    const s = start(["human", "bot", "bot"]);
    for (let i = 0; i < 30; i++) step(s);
    const loaded = GameSession.load(program, JSON.parse(JSON.stringify(s.save())), ["human", "human", "human"]);
    expect(loaded.ok).toBe(true);
    if (!loaded.ok) return;
    expect(loaded.state.seats).toEqual(["human", "bot", "bot"]);
    expect(loaded.state.moves).toEqual(s.moves);
    expect(loaded.state.logLines()).toEqual(s.logLines());
  });

  it("refuses a corrupt save or one of another game with a reason", () => {
    const bad = GameSession.load(program, { format: "menagerie-save", version: 1, game: "other", setup: { players: 2, seed: 1 }, moves: [] }, ["human"]);
    expect(bad.ok).toBe(false);
    const worse = GameSession.load(program, { hello: 1 }, ["human"]);
    expect(worse.ok || worse.error.message).toMatch(/not a valid save/);
  });

  it("plays a whole bots-only game to a result with a per-seat score breakdown", () => {
    const s = start(["bot", "bot", "bot", "bot"], 5);
    for (let i = 0; i < 5000 && !s.over; i++) stepBot(s);
    expect(s.over).toBe(true);
    expect(s.view()?.result?.winners.length).toBeGreaterThan(0);
    const lines = s.scoreBreakdown();
    expect(lines.length).toBeGreaterThan(0);
    for (const l of lines) expect(l.values).toHaveLength(4);
    expect(s.history()).toHaveLength(s.moves.length + 1);
  });
});

describe("table layout and options", () => {
  it("guesses zone kinds from visibility when a game has no layout file", () => {
    const l = tableLayout(program, null);
    const kind = (name: string) => [...l.shared, ...l.perPlayer].find((z) => z.name === name)?.kind;
    expect(kind("deck")).toBe("deck");
    expect(kind("hand")).toBe("hand");
    expect(kind("table")).toBe("tableau");
    expect(kind("discard")).toBe("market");
  });

  it("follows the layout file: order, labels, hidden zones, counters of kind player", () => {
    const l = tableLayout(program, { zones: { discard: { label: "Pile", kind: "deck" }, box: { hidden: true } }, counters: { bus: { kind: "player" } } });
    expect(l.shared[0]).toMatchObject({ name: "discard", label: "Pile", kind: "deck" });
    expect(l.shared.some((z) => z.name === "box")).toBe(false);
    expect(l.counters.bus?.kind).toBe("player");
  });

  it("numbers options and knows which ones are components", () => {
    const s = start(["human", "bot"]);
    const opts = numberedOptions(program, s.view()!.decisions);
    expect(opts.map((o) => o.n)).toEqual(opts.map((_, i) => i + 1));
    expect(opts.every((o) => o.component !== undefined)).toBe(true);
  });
});

describe("GameSession with actions on offer at any time", () => {
  const tokens = compileRules(ANYTIME_RULES).program!;

  it("a reaction never holds the game up: hot-seat hands the screen to the person who asks, then back", () => {
    const r = GameSession.start(tokens, { players: 3, seed: 1 }, ["human", "human", "human"]);
    if (!r.ok) throw new Error(r.error.message);
    const s = r.state;
    for (let p = 0; p < 3; p++) {
      if (s.handOverTo >= 0) s.takeSeat();
      expect(s.choose("yes", "mood")).toBe(true);
    }
    if (s.handOverTo >= 0) s.takeSeat();
    expect(s.viewer).toBe(0);
    expect(s.waitingFor()).toEqual([0]);
    // Player 0 sees their own any-time action among their options; players 2 and 3 may react.
    expect(s.view()!.decisions.filter((d) => d.optional).map((d) => d.choice)).toEqual(["boost"]);
    expect(s.othersMayAct().map((o) => o.seat)).toEqual([1, 2]);
    s.letAct(1);
    expect(s.handOverTo).toBe(1);
    s.takeSeat();
    expect(s.isActing).toBe(true);
    expect(s.choose("heckle", "heckle")).toBe(true);
    expect(s.viewer).toBe(1);
    expect(s.choose(0, "target")).toBe(true);
    // Player 2's token is spent: nothing more on offer, so the screen goes back to player 1.
    expect(s.handOverTo).toBe(0);
    s.takeSeat();
    expect(s.view()!.decisions.map((d) => d.choice)).toContain("act");
    // Asking and giving the screen back without acting changes nothing.
    s.letAct(2);
    s.takeSeat();
    expect(s.viewer).toBe(2);
    s.doneActing();
    expect(s.handOverTo).toBe(0);
    expect(s.moves.length).toBe(5);
  });

  it("a decision left with one option beside an offer is shown as the way to go on, not as a question", () => {
    const r = GameSession.start(tokens, { players: 3, seed: 1 }, ["human", "human", "human"]);
    if (!r.ok) throw new Error(r.error.message);
    const s = r.state;
    for (let p = 0; p < 3; p++) {
      if (s.handOverTo >= 0) s.takeSeat();
      expect(s.choose("yes", "mood")).toBe(true);
    }
    if (s.handOverTo >= 0) s.takeSeat();
    expect(s.choose("gain", "act")).toBe(true);
    // 3 points: only "End your turn" is left, asked because the boost is on offer.
    const [owed, offer] = s.view()!.decisions;
    expect(owed).toMatchObject({ choice: "act", held: true, options: [{ value: "done", label: "Go on" }] });
    expect(owed!.prompt).toContain("Next: End your turn");
    expect(offer).toMatchObject({ choice: "boost", optional: true });
    expect(numberedOptions(tokens, s.view()!.decisions).map((o) => o.option.label)).toEqual(["Go on", "Spend your token: 2 points"]);
    expect(s.choose("done", "act")).toBe(true);
    expect(s.moves.at(-1)).toEqual({ player: 0, choice: "act", value: "done" });
  });

  it("bot seats weigh the reactions on offer to them while a person decides, once per position, without holding the person up", () => {
    // "reaction heckle ... during turn when tokens of me > 0": offered to the other seats in a player's turn.
    const r = GameSession.start(tokens, { players: 3, seed: 3 }, ["human", "random", "random"]);
    if (!r.ok) throw new Error(r.error.message);
    const s = r.state;
    expect(s.choose("yes", "mood")).toBe(true);
    while (s.waitingFor().some((p) => p !== 0)) expect(stepBot(s)).toBe(true);
    let reacted = 0;
    for (let turn = 0; turn < 4 && !s.over; turn++) {
      // Other seats' turns (bots may heckle each other there too).
      for (let i = 0; i < 50 && !s.over && !s.waitingFor().includes(0); i++) stepBot(s);
      if (s.over) break;
      expect(s.waitingFor()).toEqual([0]);
      // Each bot with a token gets one say at this position; then no bot is left to move.
      const asked = new Set<number>();
      for (let seat = s.botToMove(); seat !== undefined; seat = s.botToMove()) {
        const before = s.moves.length;
        asked.add(seat);
        const moved = stepBot(s);
        if (moved) {
          reacted++;
          expect(s.moves[before]).toMatchObject({ player: seat, choice: "heckle" });
          // The reaction's own decision (whom to heckle) is the bot's to answer at once.
          while (s.waitingFor().includes(seat)) expect(stepBot(s)).toBe(true);
        }
        expect(asked.size).toBeLessThanOrEqual(2);
        if (!moved) expect(s.weighedLast).toBe(true);
      }
      // The person's decision is still there, asked again after any reaction.
      expect(s.view()!.decisions.some((d) => d.choice === "act")).toBe(true);
      expect(s.choose("gain", "act") || s.choose("done", "act")).toBe(true);
    }
    // Both bots held one token each: at least one of them took the chance to heckle the person.
    expect(reacted).toBeGreaterThan(0);
    expect(reacted).toBeLessThanOrEqual(2);
  });
});
