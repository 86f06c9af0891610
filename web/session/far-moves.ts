// Destinations further than one step on a map, reached in one gesture: the table looks ahead through
// the seat's own successive decisions (a step, then "move again" and the next step) and offers every
// location that a chain of legal moves reaches, so a tap plays the whole chain move by move, as the
// rules record it. A chain stops where another seat must act or where cards are revealed or dice
// rolled (the look-ahead must not use what the player cannot know yet).

import type { Engine, GameState, Move } from "../../runtime/index.js";

/** The longest chain and the most positions looked at: enough for any walk a turn allows, and quick. */
const MAX_STEPS = 8;
const BUDGET = 600;

interface Step {
  moves: Move[];
  place: number;
  next: GameState;
}

/** Locations among `places` that the seat reaches by more than one move of its own, each with the moves on the way (the shortest chain). */
export function farMoves(engine: Engine, state: GameState, seat: number, places: ReadonlySet<number>): Map<number, Move[]> {
  const out = new Map<number, Move[]>();
  const floor = state.undoFloor;
  let budget = BUDGET;
  const direct = new Set(
    engine.decisions(state).filter((d) => d.player === seat).flatMap((d) => d.options.map((o) => o.value)).filter((v): v is number => typeof v === "number" && places.has(v)),
  );
  const apply = (s: GameState, m: Move): GameState | undefined => {
    if (budget-- <= 0) return undefined;
    const r = engine.apply(s, m);
    // Randomness or a reveal on the way: what comes after is not the player's to know.
    return r.ok && r.state.undoFloor === floor && !r.state.result ? r.state : undefined;
  };
  /** The chain's kinds of move, fixed by its first step: the same choice of place and the same "move again" option all along. */
  let placeChoice: string | undefined;
  let via: string | undefined;
  const steps = (s: GameState): Step[] => {
    const found: Step[] = [];
    for (const d of engine.decisions(s)) {
      if (d.player !== seat || d.optional) continue;
      for (const o of d.options) {
        const m: Move = { player: seat, choice: d.choice, value: o.value };
        if (typeof o.value === "number" && places.has(o.value)) {
          if (placeChoice !== undefined && d.choice !== placeChoice) continue;
          const next = apply(s, m);
          if (next) found.push({ moves: [m], place: o.value, next });
          continue;
        }
        const key = `${d.choice}=${String(o.value)}`;
        if (via !== undefined && key !== via) continue;
        const mid = apply(s, m);
        if (!mid) continue;
        for (const d2 of engine.decisions(mid)) {
          if (d2.player !== seat || d2.optional || (placeChoice !== undefined && d2.choice !== placeChoice)) continue;
          if (!d2.options.some((o2) => typeof o2.value === "number" && places.has(o2.value))) continue;
          via ??= key;
          for (const o2 of d2.options) {
            if (typeof o2.value !== "number" || !places.has(o2.value)) continue;
            const m2: Move = { player: seat, choice: d2.choice, value: o2.value };
            const next = apply(mid, m2);
            if (next) found.push({ moves: [m, m2], place: o2.value, next });
          }
        }
      }
    }
    if (placeChoice === undefined && found[0]) placeChoice = found[0].moves[found[0].moves.length - 1]!.choice;
    return found;
  };
  let frontier: { state: GameState; moves: Move[] }[] = [{ state, moves: [] }];
  const seen = new Set<number>();
  for (let depth = 0; depth < MAX_STEPS && frontier.length && budget > 0; depth++) {
    const next: typeof frontier = [];
    for (const f of frontier) {
      for (const st of steps(f.state)) {
        if (seen.has(st.place)) continue;
        seen.add(st.place);
        const moves = [...f.moves, ...st.moves];
        if (!direct.has(st.place) && moves.length > 1) out.set(st.place, moves);
        next.push({ state: st.next, moves });
      }
    }
    frontier = next;
  }
  return out;
}
