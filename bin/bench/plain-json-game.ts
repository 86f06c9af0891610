// What the bench's plain-JSON games share: a state that is one plain-JSON object, the decision it
// waits for kept in it, and moves as JSON, as DESIGN §2 asks of every engine state.

/** The decision a game waits for: who owes it, its name and its legal options. */
export interface Pending {
  seat: number;
  choice: string;
  domain: readonly unknown[];
}

/** A move as DESIGN §2 writes it. */
export interface JsonMove {
  player: number;
  choice: string;
  value: unknown;
}

/** A game over plain-JSON state: a fresh state per game, and moves applied in place or refused with a reason. */
export interface JsonGame<S extends { result: unknown }> {
  /** A new game (`seed` for a game whose state keeps its generator). */
  start(seed: number): S;
  /** The decision `s` waits for, or null when the game is over. */
  owed(s: S): Pending | null | undefined;
  /** Applies `m` in place; an illegal move returns the reason and leaves `s` as it was. */
  apply(s: S, m: JsonMove): string | undefined;
}

/** What a plain-JSON game's state holds besides its board: the result once over, and the decision it waits for. */
export interface JsonState {
  /** The seats that won (none: a draw), once the game is over. */
  result: { winners: number[] } | null;
  pending: Pending | null;
}

/** Why `m` does not answer the decision `s` waits for (`option` names the value for the reason), or undefined when it does. */
export function refusal(s: JsonState, m: JsonMove, option: string): string | undefined {
  const w = s.pending;
  if (!w || w.seat !== m.player || w.choice !== m.choice) return `seat ${m.player} owes no decision "${m.choice}"`;
  if (!w.domain.includes(m.value)) return `${option} ${String(m.value)} is not an option`;
  return undefined;
}
