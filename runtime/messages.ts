import type { At } from "./program.js";

// The one catalogue of runtime diagnostics (RUN4xxx), like dsl/messages.ts for the parser: every
// code the engine can report, with the hint shown to the author. Codes below RUN4100 are about
// moves, setups and saves (the player's side); RUN41xx and RUN42xx are rule errors: the content
// did something it cannot, and the message points at the rule.

/** A runtime catalogue entry: a fixed code and the hint for the author. */
export interface RuntimeMessage {
  code: string;
  hint: string;
}

/** Every RUN4xxx code by a readable key. */
export const RUN = {
  gameOver: { code: "RUN4001", hint: "the game has ended; start a new one" },
  notAMove: { code: "RUN4002", hint: "a move is JSON {player, choice, value}, as listed by the legal moves" },
  notOwed: { code: "RUN4003", hint: "only the seats listed as deciding may move now" },
  otherDecision: { code: "RUN4004", hint: "answer the decision the seat is asked, by its name" },
  cannotPass: { code: "RUN4005", hint: "this decision has no `or pass`; pick one of its options" },
  notAnOption: { code: "RUN4006", hint: "pick one of the values listed by the legal moves" },
  unknownQuery: { code: "RUN4010", hint: "queries are declared with `query NAME = expr`" },
  players: { code: "RUN4020", hint: "choose a player count in the game's `players` range" },
  seed: { code: "RUN4021", hint: "a seed is a whole number from 0 to 2^32 - 1" },
  unknownOption: { code: "RUN4022", hint: "options are declared with `option NAME: type = default`" },
  badOption: { code: "RUN4023", hint: "give the option a value of its declared type" },
  refused: { code: "RUN4024", hint: "the rules' `require` refuses this combination of players and options" },
  badNames: { code: "RUN4025", hint: "names are a list of at most one name per seat, each 1 to 40 characters" },
  badSave: { code: "RUN4030", hint: "a save is the JSON written by Save or `menagerie new`/`play`; it may not be edited by hand" },
  badCampaign: { code: "RUN4060", hint: "a campaign record is the file a game of this campaign wrote (`--campaign FILE`, the lobby's export); start without one for a fresh record" },
  campaignValue: { code: "RUN4061", hint: "write a value of the campaign field's declared type and range" },
  unknownName: { code: "RUN4100", hint: "the program does not match the runtime; recompile the game" },
  notExpression: { code: "RUN4101", hint: "read an `expr` field; `effect` fields are run with `run`" },
  divisionByZero: { code: "RUN4102", hint: "check the divisor first, e.g. `if d == 0 then 0 else n / d`" },
  notAList: { code: "RUN4103", hint: "this value must be a list or a zone here" },
  notComponents: { code: "RUN4104", hint: "this value must be a component or a list of components here" },
  notANumber: { code: "RUN4105", hint: "this value must be a number here; a field that is absent reads as none" },
  unknownBuiltin: { code: "RUN4106", hint: "the program does not match the runtime; recompile the game" },
  breakOutsideLoop: { code: "RUN4107", hint: "break leaves the innermost loop, while, repeat or for" },
  zoneKey: { code: "RUN4110", hint: "a zone of a family is picked by one of the family's keys: check the value in the brackets" },
  badGive: { code: "RUN4108", hint: "'give' moves a component from a zone declared `per player` to the same zone of another player" },
  endless: { code: "RUN4200", hint: "a loop or a recursion in the rules does not end: give it an exit, or a decision that lets a player end it" },
  internal: { code: "RUN4201", hint: "this is an engine bug; please report it with the save" },
  idleFlow: { code: "RUN4202", hint: "a phase repeats without asking anyone anything: give it a decision, or a `repeat N` / `while` that ends" },
  tooLarge: { code: "RUN4203", hint: "a list this large is a mistake in the rules (a range with a wrong bound?)" },
  tooDeep: { code: "RUN4204", hint: "a procedure or ability that calls itself needs a condition that stops it" },
  bug: { code: "RUN4999", hint: "this is an engine bug; please report it with the save" },
} as const satisfies Record<string, RuntimeMessage>;

const HINTS = new Map<string, string>(Object.values(RUN).map((m) => [m.code, m.hint]));

/** The catalogue hint of a runtime code (undefined for a code not in the catalogue). */
export function runtimeHint(code: string): string | undefined {
  return HINTS.get(code);
}

/** Whether a runtime code is a rule error (the content's fault) rather than a refused move, setup or save. */
export function isRuleCode(code: string): boolean {
  return /^RUN4[1-2]\d\d$/.test(code) || code === RUN.bug.code;
}

/** `file:line:col` of a source position, when the program carries its files' line starts. */
export function whereOf(files: readonly string[], lineStarts: readonly (readonly number[])[] | undefined, at: At | undefined): string | undefined {
  if (!at) return undefined;
  const file = files[at[0]];
  if (file === undefined) return undefined;
  const starts = lineStarts?.[at[0]];
  if (!starts?.length) return file;
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid]! <= at[1]) lo = mid;
    else hi = mid - 1;
  }
  return `${file}:${lo + 1}:${at[1] - starts[lo]! + 1}`;
}
