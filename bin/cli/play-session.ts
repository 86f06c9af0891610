// Wiring for `play`: build or resume the game, connect the hot-seat loop to stdin/stdout, and save
// when the game cannot finish.

import { createInterface } from "node:readline";
import { Engine, botName, cardText, makeBot, seatName, nextBotTurn, tableShown, weighKey, type Bot, type GameSetup, type GameState, type LayoutFile, type Move } from "../../runtime/index.js";
import { loadLayout } from "../../compiler/index.js";
import { NodeContentSource } from "../../compiler/node/index.js";
import { CliError } from "./cli-error.js";
import { engineFailure } from "./rule-failure.js";
import { freshSeed, setupFrom } from "./common-options.js";
import { runHotSeat, parseSeats, type HotSeatIo, type SeatKind } from "./hot-seat.js";
import { loadProgram } from "./load-program.js";
import type { PlayOptions } from "./play.js";
import { loadSave, writeSave } from "./save-file.js";
import { botRandom } from "./seeded-random.js";
import { readCampaign, recordCampaignEnd } from "./campaign-file.js";

/** Starts (or, with --load, resumes) a game and plays it to the end or until input ends. */
export async function startOrResume(game: string, opts: PlayOptions): Promise<void> {
  let engine: Engine;
  let setup: GameSetup;
  let state: GameState;
  let campaignFile = opts.campaign;
  if (opts.load) {
    const loaded = await loadSave(opts.load, opts.content);
    if (loaded.game !== game) throw new CliError(`${opts.load} is a save of ${loaded.game}, not ${game}`);
    ({ engine, setup, state } = loaded);
    // The save remembers the campaign file the game was started with; its result goes there.
    campaignFile ??= loaded.campaignFile;
    if (campaignFile && !opts.campaign) process.stdout.write(`campaign: the result will be recorded in ${campaignFile} (as when the game was started)\n`);
    if (!campaignFile && state.campaign) process.stdout.write("WARNING: this game keeps a campaign record but no campaign file is known: its result will NOT be recorded (resume with --campaign FILE to record it)\n");
  } else {
    const program = loadProgram(opts.content, game);
    // With a seat list and no player count, the list says how many play.
    const seatCount = opts.bots?.includes(",") ? opts.bots.split(",").length : undefined;
    setup = setupFrom({ ...opts, players: opts.players ?? seatCount }, program, freshSeed());
    if (opts.campaign) setup.campaign = readCampaign(opts.campaign, program);
    const names = seatNames(opts.names, parseSeats(opts.bots, setup.players));
    if (names) setup.names = names;
    engine = new Engine(program);
    const started = engine.start(setup);
    if (!started.ok) throw engineFailure(`cannot start ${game}`, started.error);
    state = started.state;
  }
  const seats = parseSeats(opts.bots, setup.players);
  process.stdout.write(`${game}: ${setup.players} players, seed ${setup.seed}; seats: ${seats.join(", ")}\n`);
  const rng = botRandom(setup.seed + state.moves.length);
  const rl = createInterface({ input: process.stdin, crlfDelay: Infinity, terminal: false });
  // One iterator for the whole game: readline buffers piped lines, and a fresh iterator would drop them.
  const lines = rl[Symbol.asyncIterator]();
  const io: HotSeatIo = {
    readLine: async () => {
      const next = await lines.next();
      if (next.done) return undefined;
      // Piped answers are not echoed by a terminal; echoing them keeps the transcript readable.
      if (!process.stdin.isTTY) process.stdout.write(`${next.value}\n`);
      return next.value;
    },
    write: (text) => void process.stdout.write(text),
  };
  try {
    const bots = new Map<number, Bot>();
    const botOf = (p: number) => {
      let b = bots.get(p);
      if (!b) bots.set(p, (b = makeBot(seats[p] === "human" ? "auto" : seats[p]!, engine, p, rng)));
      return b;
    };
    // Bot seats weigh what is offered to them in a person's turn once per position, as at the table.
    const weighed = new Set<string>();
    const weigh = (s: GameState): Move | undefined => {
      for (;;) {
        const turn = nextBotTurn(engine, s, (p) => seats[p] !== "human", weighed);
        if (!turn?.weigh) return undefined;
        weighed.add(weighKey(s, turn.seat));
        const move = botOf(turn.seat).react(s);
        if (move) return move;
      }
    };
    const bot = (s: GameState, p: number) => {
      const move = botOf(p).choose(s);
      if (!move) throw new CliError(`the game is stuck: ${seatName(p, setup.names)} owes a decision with no legal move`);
      return move;
    };
    // The terminal shows what the web table shows: its layout (table.yaml) hides bookkeeping.
    const layout = loadLayout(new NodeContentSource(opts.content), game, engine.program);
    const shown = tableShown(engine.program, layout.value, state.opts, state.players);
    const table = {
      decisions: engine.decisions.bind(engine),
      apply: engine.apply.bind(engine),
      isOver: engine.isOver.bind(engine),
      result: engine.result.bind(engine),
      logLines: engine.logLines.bind(engine),
      describeState: (s: GameState, p: number) => engine.describeState(s, p, shown) + runningScore(engine, layout.value, setup, s),
      cardText: (id: number) => cardText(engine.program, shown.faces, shown.names, id, shown.badges),
    };
    const outcome = await runHotSeat(table, state, seats, bot, io, weigh);
    recordCampaignEnd(campaignFile, engine.program, outcome.state, outcome.over);
    if (!outcome.over) {
      await writeSave(opts.save, game, setup, outcome.state.moves, campaignFile);
      const why = outcome.reason === "eof" ? "input ended" : "quit";
      process.stdout.write(`\n${why}; game saved to ${opts.save}\n`);
      process.stdout.write(`resume with: menagerie play ${game} --load ${opts.save}\n`);
    }
  } finally {
    rl.close();
  }
}

/** The layout's running score (table.yaml `score: { query, label }`) as a line, as each player's header shows it. */
function runningScore(engine: Engine, layout: LayoutFile | undefined, setup: GameSetup, s: GameState): string {
  const score = layout?.score;
  if (score?.query === undefined) return "";
  const r = engine.query(score.query, setup, undefined, s);
  const v = r.ok ? r.state : undefined;
  if (!Array.isArray(v)) return "";
  const label = score.label ?? "Score";
  return `\n${label}: ${v.map((x, p) => `${seatName(p, setup.names)} ${String(x)}`).join(", ")}`;
}

/**
 * The seats' names: `--names` as given, and a bot seat without one named by its kind ("Planner bot",
 * numbered when several share it); undefined when nobody is named (people stay "Player 2").
 */
export function seatNames(list: string | undefined, seats: readonly SeatKind[]): string[] | undefined {
  const given = list === undefined ? [] : list.split(",").map((x) => x.trim());
  if (given.length > seats.length) throw new CliError(`--names lists ${given.length} names but the game has ${seats.length} players`);
  const kinds = seats.map((k) => (k === "human" ? "" : botName(k)));
  const names = seats.map((_, p) => given[p] || kinds[p]!);
  // Two bots of one kind are told apart by a number.
  const seen = new Map<string, number>();
  const out = names.map((n, p) => {
    if (!n || given[p]) return n;
    const same = kinds.filter((k) => k === n).length;
    const i = (seen.get(n) ?? 0) + 1;
    seen.set(n, i);
    return same > 1 ? `${n} ${i}` : n;
  });
  return out.some(Boolean) ? out.map((n, p) => n || `Player ${p + 1}`) : undefined;
}
