// A seed-search attack on a Cryptozoology for Beginners table, as a seat could run it: for every
// candidate seed, in the original and the mixed seeding scheme, compute what the seed puts in front
// of seat 0 first (the two Assignments it is dealt) with the runtime's own seeding and shuffle code,
// and replay the whole game only for the seeds that pass that filter. The rules are public, so an
// attacker knows that the Assignment deck is the first thing setup shuffles and how it is dealt.

import { initialRng } from "../../runtime/seeding.js";
import { shuffleInPlace } from "../../runtime/rng.js";
import type { Engine, GameSetup, Move, PlayerView } from "../../runtime/index.js";

/** What seat 0 saw of one game: its views from the start on, one per position, and the moves played. */
export interface Seen {
  views: Pick<PlayerView, "zones">[];
  moves: Move[];
}

/** A seeding scheme: "original" (the seed is the generator's state) or "mixed" (hashed). */
export type Scheme = "original" | "mixed";

/** The schemes searched: every table made before mixed seeding, and a mixed one without a secret key. */
export const SCHEMES: Scheme[] = ["original", "mixed"];

/** How the filter reads a seed: the deck setup shuffles first, and where seat 0's cards lie in it once shuffled. */
export interface FirstDeal {
  deck: number[];
  positions: number[];
}

/** A candidate that passed the filter for the target numbered `target`. */
export interface Hit {
  seed: number;
  scheme: Scheme;
  target: number;
}

const SHUFFLED = "assignmentDeck";
const DEALT = "dealt";
const PLAYERS = 3;

/** The setup a candidate stands for: no seed key, since a guessable seed is what is searched. */
export function candidateSetup(seed: number, scheme: Scheme): GameSetup {
  return { players: PLAYERS, seed, options: {}, ...(scheme === "mixed" ? { seeding: "mixed" as const } : {}) };
}

/** The cards a view shows in seat 0's dealt zone. */
export function firstDealt(view: Pick<PlayerView, "zones">): number[] {
  return (view.zones[DEALT] as number[][])[0]!.slice();
}

/** The deck after setup's first shuffle, by the same code the engine runs. */
export function shuffledDeck(deal: FirstDeal, setup: GameSetup): number[] {
  const deck = deal.deck.slice();
  shuffleInPlace(initialRng(setup), deck);
  return deck;
}

/** Seat 0's first dealt cards as the filter predicts them from the seed alone. */
export function predictedDeal(deal: FirstDeal, setup: GameSetup): number[] {
  const deck = shuffledDeck(deal, setup);
  return deal.positions.map((p) => deck[p]!);
}

/** Seat 0's first dealt cards as the engine deals them (the slow, sure way). */
export function engineDeal(engine: Engine, setup: GameSetup): number[] {
  const s = engine.start(setup);
  if (!s.ok) throw new Error(s.error.message);
  return firstDealt(engine.view(s.state, 0));
}

/** Reads the rules' first shuffle and deal off the engine: the deck's starting order, and where seat 0's cards come from (dealing is not random). */
export function firstDeal(engine: Engine): FirstDeal {
  const zone = engine.program.zones.find((z) => z.name === SHUFFLED);
  if (!zone) throw new Error(`no zone ${SHUFFLED}`);
  const deal: FirstDeal = { deck: zone.initial.slice(), positions: [] };
  const setup = candidateSetup(1, "original");
  const shuffled = shuffledDeck(deal, setup);
  deal.positions = engineDeal(engine, setup).map((id) => shuffled.indexOf(id));
  if (deal.positions.length !== 2 || deal.positions.includes(-1)) throw new Error(`seat 0 is not dealt 2 cards from the first shuffle: ${deal.positions}`);
  return deal;
}

/** A number for two dealt cards in the order they lie. */
export function dealKey(cards: readonly number[]): number {
  return cards[0]! * 65_536 + cards[1]!;
}

/** The seeds of `[from, to)` in `scheme` whose first deal to seat 0 is one of `wanted` (deal keys, one per target). */
export function filterRange(deal: FirstDeal, wanted: readonly number[], scheme: Scheme, from: number, to: number): Hit[] {
  const targets = new Map<number, number[]>();
  wanted.forEach((k, i) => targets.set(k, [...(targets.get(k) ?? []), i]));
  const [p, q] = deal.positions as [number, number];
  const out: Hit[] = [];
  for (let seed = from; seed < to; seed++) {
    const deck = shuffledDeck(deal, candidateSetup(seed, scheme));
    const hit = targets.get(deck[p]! * 65_536 + deck[q]!);
    if (hit) for (const target of hit) out.push({ seed, scheme, target });
  }
  return out;
}

/** Whether a candidate replays exactly what seat 0 saw, at the start and after every move. */
export function reproduces(engine: Engine, seen: Seen, seed: number, scheme: Scheme): boolean {
  const s = engine.start(candidateSetup(seed, scheme));
  if (!s.ok || JSON.stringify(engine.view(s.state, 0).zones) !== JSON.stringify(seen.views[0]!.zones)) return false;
  for (let i = 0; i < seen.moves.length; i++) {
    const r = engine.apply(s.state, seen.moves[i]!);
    if (!r.ok) return false;
    s.state = r.state;
    if (JSON.stringify(engine.view(s.state, 0).zones) !== JSON.stringify(seen.views[i + 1]!.zones)) return false;
  }
  return true;
}
