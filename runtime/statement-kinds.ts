import type { StmtIR } from "./program.js";

// One line per statement kind of the program (StmtIR). Keyed by every kind of the IR, so a kind added
// to program.ts fails the type check here until it is described; a test checks that
// program.schema.json's `stmt.kind` enum lists exactly these keys, as builtins.json's gap is closed.

/** Every statement kind of the program, with what it does at run time. */
export const STMT_IR_KINDS: { readonly [K in StmtIR["kind"]]: string } = {
  let: "binds a local slot",
  set: "sets a counter",
  setAttr: "sets an attribute of a component",
  setCampaign: "sets a field of the campaign record",
  add: "adds to (or subtracts from) a counter",
  if: "runs one of two blocks",
  for: "runs a block for each element of a list",
  repeat: "runs a block a number of times",
  while: "runs a block while a condition holds",
  loop: "runs a block until a break",
  as: "runs a block with `me` set to a player",
  break: "leaves the innermost loop",
  choose: "asks a player to pick from a domain",
  chooseOne: "asks a player to pick one of the labelled options",
  parallel: "asks every player of a list at once",
  move: "moves components to a zone",
  give: "moves components to the same zone of another player",
  roll: "rolls dice: each shows a face of its own list, drawn from the seeded generator",
  draw: "moves the top components of a zone to another",
  deal: "deals components to every player's zone",
  shuffle: "shuffles a zone (or one zone into another)",
  mark: "sets or clears a mark on components",
  rotate: "passes every player's zone to a neighbour",
  call: "calls a procedure",
  run: "runs an effect field of a component",
  log: "records an event in the log",
  win: "ends the game with winners (or losers)",
  rank: "ends the game with players ranked by keys",
  lasting: "adds to a modifier until a moment",
  clear: "ends a modifier's lasting additions",
  return: "leaves a procedure with a value",
  end: "ends the turn or the step",
  firstOf: "runs the block of the first case that holds",
};
