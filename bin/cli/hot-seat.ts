// The terminal game loop behind `play`, separated from stdin/stdout so tests can drive it with
// scripted lines and a stand-in engine. Seats are either people at the keyboard or bots.

import { BOT_KINDS, isBotKind, presentHeld, seatName, type BotKind, type Decision, type Engine, type GameState, type Move } from "../../runtime/index.js";
import { CliError } from "./cli-error.js";
import { engineFailure } from "./rule-failure.js";
import { formatResult } from "./format-result.js";

/** Who sits in a seat. */
export type SeatKind = "human" | BotKind;

/** The engine calls the loop needs; `Engine` satisfies it. */
export type HotSeatEngine = Pick<Engine, "decisions" | "apply" | "isOver" | "result" | "logLines" | "describeState"> & {
  /** A card's face text, printed beside an option that is that card (the table shows it on the card). */
  cardText?(id: number): string | undefined;
};

/** The decisions as a person meets them: a one-option decision held for actions on offer reads "Go on". */
function decisionsOf(engine: HotSeatEngine, state: GameState): Decision[] {
  return presentHeld(engine.decisions(state));
}

/** Terminal input and output: `readLine` resolves undefined once input has ended. */
export interface HotSeatIo {
  readLine(): Promise<string | undefined>;
  write(text: string): void;
}

/** How the loop stopped: the game ended, or input ran out / the player quit with the game unfinished. */
export type HotSeatOutcome = { over: true; state: GameState } | { over: false; state: GameState; reason: "eof" | "quit" };

/**
 * Plays from `state` until the game ends or input stops, prompting humans and moving bots. Before a
 * person is asked, `weigh` (when given) lets bot seats take an action on offer to them (a reaction in
 * the person's turn), as the table's bots do; it answers the move a bot takes, or undefined.
 */
export async function runHotSeat(
  engine: HotSeatEngine,
  state: GameState,
  seats: readonly SeatKind[],
  bot: (state: GameState, player: number) => Move,
  io: HotSeatIo,
  weigh?: (state: GameState) => Move | undefined,
): Promise<HotSeatOutcome> {
  const humans = seats.includes("human");
  // Per-seat cursors: each person sees, redacted for them, what happened since their own last turn.
  const shown = seats.map(() => 0);
  // Unredacted lines already accounted for, so the final reveal does not repeat the whole log.
  let tableShown = 0;
  while (!engine.isOver(state)) {
    const decision = decisionsOf(engine, state)[0];
    if (!decision) throw new CliError("the game is stuck: it is not over but no player owes a decision");
    if (seats[decision.player] !== "human") {
      const applied = engine.apply(state, bot(state, decision.player));
      if (!applied.ok) throw engineFailure("a bot's move was refused", applied.error);
      state = applied.state;
      if (!humans) tableShown = printNewLines(io, engine.logLines(state), tableShown);
      continue;
    }
    const reaction = weigh?.(state);
    if (reaction) {
      const applied = engine.apply(state, reaction);
      if (!applied.ok) throw engineFailure("a bot's action on offer was refused", applied.error);
      state = applied.state;
      continue;
    }
    tableShown = engine.logLines(state).length;
    const move = await askHuman(engine, state, decision, shown, io);
    if (typeof move === "string") return { over: false, state, reason: move };
    const applied = engine.apply(state, move);
    // The options came from the engine: a refusal is a rule error (shown at its rule) or an engine bug; say so rather than loop.
    if (!applied.ok) throw engineFailure("the engine refused its own option", applied.error);
    state = applied.state;
  }
  printNewLines(io, engine.logLines(state), tableShown);
  io.write(formatResult(engine.result(state), seats.length, state.setup?.names));
  return { over: true, state };
}

async function askHuman(
  engine: HotSeatEngine,
  state: GameState,
  decision: Decision,
  shown: number[],
  io: HotSeatIo,
): Promise<Move | "eof" | "quit"> {
  const p = decision.player;
  io.write(`\n=== ${seatName(p, state.setup?.names)} ===\n`);
  const before = shown[p] ?? 0;
  shown[p] = printNewLines(io, engine.logLines(state, p), before);
  if (shown[p] > before) io.write("\n");
  io.write(engine.describeState(state, p).trimEnd() + "\n\n");
  io.write(`${decision.prompt}\n`);
  // The player's own any-time actions are numbered after the decision's options.
  const choices = [decision, ...decisionsOf(engine, state).filter((d) => d.optional && d.player === p)].flatMap((d) =>
    d.options.map((o) => {
      const text = o.card && typeof o.value === "number" ? engine.cardText?.(o.value) : undefined;
      const label = text ? `${o.label}: ${text}` : o.label;
      return { choice: d.choice, value: o.value, label: d === decision ? label : `(at any time) ${label}` };
    }),
  );
  choices.forEach((o, i) => io.write(`  ${i + 1}) ${o.label}\n`));
  for (;;) {
    io.write("> ");
    const line = await io.readLine();
    if (line === undefined) return "eof";
    const answer = line.trim();
    if (answer === "q" || answer === "quit") return "quit";
    const n = /^\d+$/.test(answer) ? Number(answer) : NaN;
    const option = choices[n - 1];
    if (option) return { player: p, choice: option.choice, value: option.value };
    io.write(`Please type a number from 1 to ${choices.length} (or q to save and quit).\n`);
  }
}

function printNewLines(io: HotSeatIo, lines: readonly string[], from: number): number {
  for (const line of lines.slice(from)) io.write(`  ${line}\n`);
  return lines.length;
}

/** Parses `--bots`: one kind per seat, or a single kind for every seat. */
export function parseSeats(list: string | undefined, players: number): SeatKind[] {
  if (list === undefined) return Array.from({ length: players }, () => "human");
  const kinds = list.split(",").map((s) => s.trim());
  for (const k of kinds) {
    if (k !== "human" && !isBotKind(k)) throw new CliError(`--bots takes human or a bot (${BOT_KINDS.join(", ")}) for each seat, got "${k}"`);
  }
  if (kinds.length === 1) return Array.from({ length: players }, () => kinds[0] as SeatKind);
  if (kinds.length !== players) throw new CliError(`--bots lists ${kinds.length} seats but the game has ${players} players`);
  return kinds as SeatKind[];
}

/** Parses `--bots` where every seat must be a bot (simulate). */
export function parseBots(list: string, players: number): BotKind[] {
  const seats = parseSeats(list, players);
  if (seats.includes("human")) throw new CliError(`every seat must be a bot here: ${BOT_KINDS.join(", ")}`);
  return seats as BotKind[];
}
