// Helpers for the Legacy Trials tests: a game started from a campaign record (as the CLI's --campaign and
// the lobby's campaign picker start one), arranged by state surgery at the start of seat 0's first turn,
// on top of the base game's Kryptothera helpers.
import { clear, giveHunter, kEngine, num, place, playQuietly, Table, topEvent } from "../kryptothera-helpers.js";

/** A Legacy Trials record: the stage and the missions done in it (games played default to 0). */
export interface Trials {
  stage: string;
  done?: string[];
  games?: number;
}

/** The full record as the rules keep it. */
export function record(r: Trials): Record<string, unknown> {
  return { stage: r.stage, done: r.done ?? [], games: r.games ?? 0 };
}

/** Starts a game played in the campaign at record `r`. */
export function legacyStart(players: number, seed: number, r: Trials, options?: Record<string, unknown>): Table {
  const e = kEngine(true);
  const s = e.start({ players, seed, campaign: record(r), ...(options ? { options } : {}) });
  if (!s.ok) throw new Error(`start failed: ${s.error.code} ${s.error.message}`);
  return new Table(e, s.state);
}

/**
 * A Legacy Trials game at record `r`, set up by the first legal moves up to seat 0's first decision of
 * round 1, the contract choice (in stage V, which keeps both contracts, round 1 is played quietly up to
 * seat 0's round-2 offer to buy with HP: see beginV); each seat's hand emptied and every seat on its HQ
 * in `hqs`; then `arrange` changes it, and begin(t) (beginV(t)) runs the turn to its next decision.
 */
export function legacyArrange(r: Trials, hqs: string[], arrange: (t: Table) => void, seed = 21, options?: Record<string, unknown>): Table {
  const t = legacyStart(hqs.length, seed, r, options);
  if (r.stage === "descending") playQuietly(t, (t) => t.offered().some((m) => m.choice === "healthPurchase" && m.player === 0));
  else t.advanceTo("discardContract");
  for (let p = 0; p < hqs.length; p++) {
    clear(t, "hand", "cryptidDiscard", p);
    t.setCounter("hq", num(t, hqs[p]!), p);
    t.setCounter("position", num(t, hqs[p]!), p);
  }
  arrange(t);
  return t;
}

/** Stage V's begin: seat 0 declines the round-2 purchase with HP, and its turn runs to its next decision. */
export function beginV(t: Table): void {
  t.play("healthPurchase", null);
}

/** The missions (enum members) whose cards lie in a zone. */
export function missions(t: Table, zone: "trialOpen" | "trialDone"): string[] {
  return t.zone(zone).map((id) => t.props(id).mission as string);
}

/** Whether mission `m` is done in this game (or in an earlier game of the stage). */
export function done(t: Table, m: string): boolean {
  return missions(t, "trialDone").includes(m);
}

/** The campaign record as the game has left it. */
export function campaign(t: Table): Record<string, unknown> | undefined {
  return t.s.campaign;
}

/** Rendered log lines (all of them). */
export function lines(t: Table): string[] {
  return t.e.logLines(t.s);
}

/** Sets a typed (or boolean) counter that Table.setCounter types as a number. */
export function setValue(t: Table, name: string, value: unknown, seat?: number): void {
  t.setCounter(name, value as number, seat);
}

/** Plays on quietly until the round counter reaches `round` (its start has run) or the game ends. */
export function playToRound(t: Table, round: number): void {
  playQuietly(t, (t) => t.counter("round") >= round && t.s.log.some((l) => l.e === "roundStarts" && (l.a as { round: number }).round === round));
}

/** Plays on quietly to the end of the game. */
export function playToEnd(t: Table): void {
  playQuietly(t, () => false);
}

/** The five stages' records. */
export const I: Trials = { stage: "awakening" };
export const II: Trials = { stage: "fracturing" };
export const III: Trials = { stage: "pulsing" };
export const IV: Trials = { stage: "rising" };
export const V: Trials = { stage: "descending" };

/** Seat 0 (The Scholar) at `at` with `hand`, Tailwind (+2 MP, no dice) on top, in stage `r`. */
export function hunterAt(r: Trials, at: string, hand: string[], more: (t: Table) => void = () => {}): Table {
  return legacyArrange(r, ["thompson", "miami"], (t) => {
    giveHunter(t, 0, "the-scholar");
    t.setCounter("position", num(t, at), 0);
    for (const c of hand) place(t, `Cryptid/${c}`, "hand", 0);
    topEvent(t, "tailwind");
    more(t);
  });
}
