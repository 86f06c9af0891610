// Shared helpers for tests of the Cryptozoology for Beginners content: the compiled program (once
// per test file), zone slots by name, moving components to set up positions, and choosing moves
// by predicate from the decisions on offer.
import { expect } from "vitest";
import { compileGame } from "../../compiler/index.js";
import { NodeContentSource } from "../../compiler/node/index.js";
import { Engine, type Decision, type DecisionOption, type GameSetup, type GameState, type Move, type Program } from "../../runtime/index.js";

let cached: Program | undefined;

/** The compiled beginners program; compilation must be error-free. */
export function beginnersProgram(): Program {
  if (cached) return cached;
  const r = compileGame(new NodeContentSource("content"), "beginners");
  const errors = r.diagnostics.filter((d) => d.severity === "error");
  if (errors.length || !r.program) throw new Error(`beginners does not compile: ${JSON.stringify(errors.slice(0, 3))}`);
  return (cached = r.program);
}

/** A fresh engine over the beginners program. */
export function beginnersEngine(log = true): Engine {
  return new Engine(beginnersProgram(), { log });
}

/** Starts a game that must start. */
export function start(engine: Engine, setup: GameSetup): GameState {
  const r = engine.start(setup);
  if (!r.ok) throw new Error(`start failed: ${r.error.code} ${r.error.message}`);
  return r.state;
}

/** The state slot of a zone (per-player zones need the seat). */
export function slot(engine: Engine, players: number, zone: string, seat = 0): number {
  const zi = engine.program.zones.findIndex((z) => z.name === zone);
  if (zi < 0) throw new Error(`no zone ${zone}`);
  const z = engine.program.zones[zi]!;
  return engine.layout(players).base[zi]! + (z.perPlayer ? seat : 0);
}

/** The component ids in a zone, bottom first. */
export function zone(engine: Engine, s: GameState, name: string, seat = 0): number[] {
  return s.zones[slot(engine, s.players, name, seat)]!;
}

/** Moves a component to the top of a zone, keeping `zones` and `loc` consistent (test setup only). */
export function put(engine: Engine, s: GameState, id: number, name: string, seat = 0): void {
  const from = s.zones[s.loc[id]!]!;
  const i = from.indexOf(id);
  if (i < 0) throw new Error(`component ${id} is not where loc says`);
  from.splice(i, 1);
  const to = slot(engine, s.players, name, seat);
  s.zones[to]!.push(id);
  s.loc[id] = to;
}

/** Moves every component of a zone to another zone. */
export function empty(engine: Engine, s: GameState, name: string, seat: number, into: string, intoSeat = 0): void {
  for (const id of [...zone(engine, s, name, seat)]) put(engine, s, id, into, intoSeat);
}

/** Component props. */
export function props(engine: Engine, id: number): Record<string, unknown> {
  return engine.program.components[id]!.props;
}

/** Component ids whose props satisfy a predicate. */
export function ids(engine: Engine, pred: (p: Record<string, unknown>, id: number) => boolean): number[] {
  return engine.program.components.flatMap((c, id) => (pred(c.props, id) ? [id] : []));
}

/** The first component with the given name (and optionally color) not in `exclude` and not where `avoid` says. */
export function pick(engine: Engine, name: string, opts: { color?: string | null; exclude?: number[]; avoid?: (id: number) => boolean } = {}): number {
  const found = ids(
    engine,
    (p, id) =>
      p.name === name &&
      (opts.color === undefined || (opts.color === null ? p.color === undefined : p.color === opts.color)) &&
      !(opts.exclude ?? []).includes(id) &&
      !(opts.avoid?.(id) ?? false),
  );
  if (!found.length) throw new Error(`no free ${name} ${opts.color ?? ""}`);
  return found[0]!;
}

/** The assignment component with a number. */
export function assignment(engine: Engine, n: number): number {
  const found = engine.program.components.findIndex((c) => c.type === "Assignment" && c.props.number === n);
  if (found < 0) throw new Error(`no Assignment #${n}`);
  return found;
}

/** What a predicate on an option sees: the option and, for components, the component's props and id. */
export type OptionPred = (o: DecisionOption, p: Record<string, unknown> | undefined) => boolean;

/** The decision a player owes under a name, or undefined. */
export function decision(engine: Engine, s: GameState, player: number, choice: string): Decision | undefined {
  return engine.decisions(s).find((d) => d.player === player && d.choice === choice);
}

/**
 * Answers `player`'s decision `choice` with the first option the predicate accepts (by label or
 * component props); fails the test when the decision or such an option is missing. Returns the move.
 */
export function play(engine: Engine, s: GameState, player: number, choice: string, pred: OptionPred | string | number | null = () => true): Move {
  const d = decision(engine, s, player, choice);
  if (!d) throw new Error(`player ${player} does not owe '${choice}'; owed: ${JSON.stringify(engine.decisions(s).map((x) => [x.player, x.choice]))}`);
  const test: OptionPred =
    typeof pred === "function" ? pred : typeof pred === "string" ? (o) => o.label === pred : (o) => o.value === pred;
  const opt = d.options.find((o) => test(o, typeof o.value === "number" && o.value >= 0 ? engine.program.components[o.value]?.props : undefined));
  if (!opt) throw new Error(`no option of '${choice}' matches; options: ${d.options.map((o) => o.label).join(" | ")}`);
  const move: Move = { player, choice, value: opt.value };
  const err = engine.applyInPlace(s, move);
  expect(err).toBeUndefined();
  return move;
}

/** Plays random legal moves (first option of the first decision, or a seeded pick) until `until` holds. */
export function advance(engine: Engine, s: GameState, until: (s: GameState) => boolean, rng: () => number = () => 0, cap = 5000): void {
  for (let i = 0; !until(s); i++) {
    if (s.result || i > cap) throw new Error("advance: condition never held");
    const moves = engine.legalMoves(s);
    const m = moves[Math.floor(rng() * moves.length)]!;
    expect(engine.applyInPlace(s, m)).toBeUndefined();
  }
}

/** Whether `player` owes decision `choice` now. */
export function owes(engine: Engine, player: number, choice: string): (s: GameState) => boolean {
  return (s) => engine.decisions(s).some((d) => d.player === player && d.choice === choice);
}

/** The counter value by name (per-player counters give an array). */
export function counter(engine: Engine, s: GameState, name: string): number | number[] {
  return s.counters[engine.program.counters.findIndex((c) => c.name === name)]! as number | number[];
}

/** Sets a shared counter by name (test setup only, e.g. who holds the Bus). */
export function setCounter(engine: Engine, s: GameState, name: string, value: number): void {
  const i = engine.program.counters.findIndex((c) => c.name === name);
  if (i < 0) throw new Error(`no counter ${name}`);
  s.counters[i] = value;
}

/** Asserts every component is in exactly one zone slot and `loc` agrees. */
export function expectConserved(s: GameState): void {
  const seen = new Array<number>(s.loc.length).fill(-1);
  s.zones.forEach((z, slotNo) => {
    for (const id of z) {
      if (seen[id] !== -1) throw new Error(`component ${id} is in slots ${seen[id]} and ${slotNo}`);
      seen[id] = slotNo;
    }
  });
  for (let id = 0; id < s.loc.length; id++) {
    if (seen[id] === -1) throw new Error(`component ${id} is in no zone`);
    if (seen[id] !== s.loc[id]) throw new Error(`loc[${id}] = ${s.loc[id]} but it lies in slot ${seen[id]}`);
  }
}
