import type { Span } from "./span.js";

// The AST of a `.rules` file (and of DSL snippets inside YAML fields).
// Every node carries the span of the source text it came from, so later stages can point at it.

/** A name as written in the source, with its own span. */
export interface Ident {
  name: string;
  span: Span;
}

/** A whole `.rules` file. */
export interface RulesFile {
  kind: "RulesFile";
  decls: Decl[];
  span: Span;
}

/** Any top-level declaration. */
export type Decl =
  | GameDecl
  | OptionDecl
  | EnumDecl
  | TypeDecl
  | ZoneDecl
  | CounterDecl
  | MarkDecl
  | AttrDecl
  | ProcDecl
  | FlowDecl
  | QueryDecl
  | RequireDecl
  | HeuristicDecl
  | ExpansionDecl
  | AddRecordsDecl
  | CampaignDecl
  | TeamDecl
  | BotDecl
  | AnytimeDecl
  | FunctionDecl
  | ModifierDecl
  | EventDecl
  | OnDecl
  | SumModifierDecl
  | ModifyDecl
  | ModuleDecl
  | PreferDecl;

/** `event captured(c: Creature)` — a moment of play the rules name; `announce` raises it, `on` subscribes to it. */
export interface EventDecl {
  kind: "EventDecl";
  name: Ident;
  params: Param[];
  span: Span;
}

/** `on captured(c) { ... }` — what happens, in this file's base game or module, when the event is announced. */
export interface OnDecl {
  kind: "OnDecl";
  event: Ident;
  /** Names for the event's arguments, in its order (their types are the event's). */
  params: Ident[];
  body: Block;
  span: Span;
}

/** `modifier captureDamage(c: Creature): int` — a number every module may add to: the sum of its `modify` contributions. */
export interface SumModifierDecl {
  kind: "SumModifierDecl";
  name: Ident;
  params: Param[];
  returns?: TypeRef;
  span: Span;
}

/** `modify captureDamage(c) += expr` — this base game's or module's contribution to a summed modifier. */
export interface ModifyDecl {
  kind: "ModifyDecl";
  modifier: Ident;
  params: Ident[];
  value: Expr;
  span: Span;
}

/** `module solo "The Descent" when mode == solo` — heads a module folder that is on while the condition on the options holds. */
export interface ModuleDecl {
  kind: "ModuleDecl";
  name: Ident;
  title: string;
  description?: string;
  when: Expr;
  span: Span;
}

/** `modifier checkBonus per player` — a number the rules read where they apply it: the sum of the lasting additions in force. */
export interface ModifierDecl {
  kind: "ModifierDecl";
  name: Ident;
  perPlayer: boolean;
  span: Span;
}

/** How long an addition to a modifier holds. */
export type Lasting =
  | { kind: "Step"; span: Span }
  | { kind: "Phase"; phase: Ident; span: Span }
  | { kind: "Removed"; span: Span }
  | { kind: "During"; body: Block; span: Span };

/** `game "Title" players 2..5` */
export interface GameDecl {
  kind: "GameDecl";
  title: string;
  minPlayers: number;
  maxPlayers: number;
  span: Span;
}

/** `option rounds: int 1..4 = 3 "Number of rounds"` */
export interface OptionDecl {
  kind: "OptionDecl";
  name: Ident;
  type: TypeRef;
  default: Expr;
  description?: string;
  span: Span;
}

/** `enum Color { red, blue, yellow, green }` */
export interface EnumDecl {
  kind: "EnumDecl";
  name: Ident;
  members: Ident[];
  /** `extend enum`: members a module or expansion folder adds to an enum declared elsewhere. */
  extend?: true;
  span: Span;
}

/** `type Card from "cards.yaml" { name: text  color?: Color  ability?: effect }` */
export interface TypeDecl {
  kind: "TypeDecl";
  name: Ident;
  /** YAML file (relative to the game folder) holding the records; absent for a pure record type. */
  source?: { path: string; span: Span };
  /** Further YAML files of the same type (`from "a.yaml", "b.yaml"`), read after `source`. */
  moreSources?: { path: string; span: Span }[];
  fields: FieldDecl[];
  span: Span;
}

/** One field of a data type; `optional` when written `name?: type`. */
export interface FieldDecl {
  kind: "FieldDecl";
  name: Ident;
  optional: boolean;
  type: TypeRef;
  span: Span;
}

/** A type as written: `int`, `int 1..3`, `bool`, `text`, `effect`, `expr`, `player`, a named enum/type, `list of T`. */
export type TypeRef =
  | { kind: "IntType"; min?: number; max?: number; span: Span }
  | { kind: "BoolType"; span: Span }
  | { kind: "TextType"; span: Span }
  | { kind: "EffectType"; span: Span }
  | { kind: "ExprType"; params?: Param[]; span: Span }
  | { kind: "PlayerType"; span: Span }
  | { kind: "NamedType"; name: Ident; span: Span }
  | { kind: "ListType"; element: TypeRef; span: Span }
  /** `int per Skill`: one value for each member of an enum, read `h.skills[charisma]`. */
  | { kind: "KeyedType"; of: TypeRef; key: Ident; span: Span };

/** Who may see the components of a zone. */
export type Visibility = "public" | "owner" | "hidden" | "others";

/** `zone hand: Card per player owner`, `zone deck: Card hidden full refill from discard` */
export interface ZoneDecl {
  kind: "ZoneDecl";
  name: Ident;
  /** `zone deck[1..3]: ...` / `zone cage[Threat]: ...`: a family of zones, one per key. */
  index?: ZoneIndex;
  of: Ident;
  perPlayer: boolean;
  visibility: Visibility;
  /** `full`: the zone starts holding every component of its type (in data order). */
  full: boolean;
  /** `not in play`: a box; nothing comes back from it unless the rules move it (no refill, no bot resampling). */
  outOfPlay?: boolean;
  /** Zone that is shuffled in to refill this one when a draw finds it empty. */
  refill?: Ident;
  span: Span;
}

/** The keys of a family of zones: an integer range or the members of an enum. */
export type ZoneIndex = { kind: "Range"; from: number; to: number; span: Span } | { kind: "Enum"; name: Ident; span: Span };

/** `counter round = 0`, `counter score per player = 0` */
export interface CounterDecl {
  kind: "CounterDecl";
  name: Ident;
  perPlayer: boolean;
  /** `counter position per player: Location`: what the counter holds (an int when absent). */
  type?: TypeRef;
  /** The start value; a typed counter without one starts as `none`. */
  initial?: Expr;
  span: Span;
}

/** `mark activated` — a boolean flag every component has, read as `c.activated`. */
export interface MarkDecl {
  kind: "MarkDecl";
  name: Ident;
  span: Span;
}

/** `attr col = -1` — an integer every component carries in state, read as `c.col`, written by `set c.col = v`. */
export interface AttrDecl {
  kind: "AttrDecl";
  name: Ident;
  /** `attr site: Location`: what the attribute holds (an int when absent). */
  type?: TypeRef;
  /** The start value: a number, an enum member's name, or none (null) for a typed attribute without one. */
  initial: number | string | null;
  span: Span;
}

/** `proc activate(c: Card) { ... }` — a named, reusable effect. */
export interface ProcDecl {
  kind: "ProcDecl";
  name: Ident;
  /** Written `replace proc` in an expansion: runs instead of the base game's procedure while the expansion is on. */
  replace?: boolean;
  params: Param[];
  /** `proc roll(n: int): int { ... return x }`: the type of what `return` gives back to `let x = call roll(2)`. */
  returns?: TypeRef;
  body: Block;
  span: Span;
}

/** A typed parameter of a procedure or query. */
export interface Param {
  name: Ident;
  type: TypeRef;
  span: Span;
}

/** `flow { ... }` — the game's phases, lowered to an xstate machine. */
export interface FlowDecl {
  kind: "FlowDecl";
  body: FlowNode[];
  span: Span;
}

/** A node of the flow: a step that runs an effect, or a phase holding more nodes. */
export type FlowNode = StepNode | PhaseNode;

/** `step draft { ... }` — runs its block, then moves to the next node. */
export interface StepNode {
  kind: "Step";
  name: Ident;
  body: Block;
  span: Span;
}

/** `phase round repeat rounds { ... }` or `phase turn while cond { ... }`; a bare `phase x { ... }` runs once. */
export interface PhaseNode {
  kind: "Phase";
  name: Ident;
  /** `repeat N`: counts iterations in a counter named after the phase (1-based). */
  repeat?: Expr;
  /** `while cond`: checked before each iteration. */
  while?: Expr;
  body: FlowNode[];
  span: Span;
}

/** `query name = expr` — a pure expression the CLI can evaluate. */
export interface QueryDecl {
  kind: "QueryDecl";
  name: Ident;
  value: Expr;
  span: Span;
}

/** `require cond "message"` — a condition on the players and options that a game must meet to start. */
export interface RequireDecl {
  kind: "RequireDecl";
  cond: Expr;
  message: string;
  span: Span;
}

/** `heuristic = expr` — how well `me` stands, higher is better; bots that search compare positions by it. */
export interface HeuristicDecl {
  kind: "HeuristicDecl";
  value: Expr;
  span: Span;
}

/** `expansion wolves "Wolves" "Adds a pack of wolves"` — heads an expansion folder; its name is a bool option. */
export interface ExpansionDecl {
  kind: "ExpansionDecl";
  name: Ident;
  title: string;
  description?: string;
  span: Span;
}

/** `add Card from "promo.yaml"` — records of an existing data type, in more YAML files. */
export interface AddRecordsDecl {
  kind: "AddRecordsDecl";
  type: Ident;
  sources: { path: string; span: Span }[];
  span: Span;
}

/** `campaign trials "The Trials" { stage: int 1..5 = 1 }` — a record kept from one game to the next. */
export interface CampaignDecl {
  kind: "CampaignDecl";
  name: Ident;
  title?: string;
  fields: { name: Ident; type: TypeRef; initial: Expr; span: Span }[];
  span: Span;
}

/** `team = expr` — seats for which `expr` (with `me` = the seat) is equal play together. */
export interface TeamDecl {
  kind: "TeamDecl";
  value: Expr;
  span: Span;
}

/** `bot planner { samples: 2 }` — the bot kind that suits the game, with its settings (`when mode == base`: where it plays). */
export interface BotDecl {
  kind: "BotDecl";
  botKind: Ident;
  settings: { key: Ident; value: number }[];
  when?: Expr;
  span: Span;
}

/**
 * `anytime NAME "text" during p, q when cond { ... }` (the player whose turn it is, at any of their
 * decisions) or `reaction ...` (the other players, between the active player's decisions).
 */
export interface AnytimeDecl {
  kind: "AnytimeDecl";
  /** `reaction`: offered to the players other than the one whose turn it is. */
  reaction: boolean;
  name: Ident;
  text?: string;
  /** Procedures whose calls make "a turn"; empty: every decision. */
  during: Ident[];
  when?: Expr;
  body: Block;
  span: Span;
}

/** `{ stmt* }` */
export interface Block {
  kind: "Block";
  stmts: Stmt[];
  span: Span;
}

/** Any effect statement. */
export type Stmt =
  | LetStmt
  | SetStmt
  | SetAttrStmt
  | AddStmt
  | IfStmt
  | ForStmt
  | RepeatStmt
  | WhileStmt
  | LoopStmt
  | AsStmt
  | BreakStmt
  | ChooseStmt
  | ChooseOneStmt
  | ParallelStmt
  | MoveStmt
  | GiveStmt
  | RollStmt
  | DrawStmt
  | DealStmt
  | ShuffleStmt
  | MarkStmt
  | RotateStmt
  | CallStmt
  | RunStmt
  | LogStmt
  | WinStmt
  | RankStmt
  | ReturnStmt
  | EndStmt
  | ClearStmt
  | LetCallStmt
  | AnnounceStmt
  | FirstOfStmt;

/** `let x = expr` — binds a local for the rest of the block. */
export interface LetStmt {
  kind: "Let";
  name: Ident;
  value: Expr;
  span: Span;
}

/** A counter reference that can be written: `round`, `score of p`, `my score`. */
export interface LValue {
  name: Ident;
  /** The key of a zone of a family: `deck[c.level]`. */
  key?: Expr;
  of?: Expr;
  span: Span;
}

/** `set bus = p`, `set score of p = 0` */
export interface SetStmt {
  kind: "Set";
  target: LValue;
  value: Expr;
  span: Span;
}

/** `set h.col = 3` — writes an attribute of a component. */
export interface SetAttrStmt {
  kind: "SetAttr";
  target: Expr;
  attr: Ident;
  value: Expr;
  span: Span;
}

/** `add 3 to my score`, `subtract 1 from score of p` (negated amount). */
export interface AddStmt {
  kind: "Add";
  amount: Expr;
  negate: boolean;
  target: LValue;
  /** `until end of step`, `until end of round`, `until removed`, `during { ... }`: a lasting addition to a modifier. */
  lasting?: Lasting;
  span: Span;
}

/** `if c { } else if d { } else { }` (else-if chains nest in `otherwise`). */
export interface IfStmt {
  kind: "If";
  cond: Expr;
  then: Block;
  otherwise?: Block;
  span: Span;
}

/** `for each x in list { }` */
export interface ForStmt {
  kind: "For";
  name: Ident;
  list: Expr;
  body: Block;
  span: Span;
}

/** `repeat n { }` */
export interface RepeatStmt {
  kind: "Repeat";
  count: Expr;
  body: Block;
  span: Span;
}

/** `while cond { }` */
export interface WhileStmt {
  kind: "While";
  cond: Expr;
  body: Block;
  span: Span;
}

/** `loop { ... break ... }` */
export interface LoopStmt {
  kind: "Loop";
  body: Block;
  span: Span;
}

/** `as p { ... }` — runs the block with `me` bound to player p (a turn). */
export interface AsStmt {
  kind: "As";
  player: Expr;
  body: Block;
  span: Span;
}

/** `break` — leaves the innermost loop/while/repeat/for. */
export interface BreakStmt {
  kind: "Break";
  span: Span;
}

/**
 * `choose c from my hand as reveal "Reveal a card" [by p] [or pass] { body } [else { onPass }]`
 * A decision owed by a player (default `me`); the domain is the evaluated list.
 * With `or pass` the player may decline; then `else` runs. An empty domain without `or pass` skips the statement.
 */
export interface ChooseStmt {
  kind: "Choose";
  name: Ident;
  domain: Expr;
  choice: Ident;
  prompt?: string;
  by?: Expr;
  optional: boolean;
  body: Block;
  otherwise?: Block;
  span: Span;
}

/** `choose one as bonus "Pick one" [by p] { option reward "Gain a Reward" when cond { } ... }` */
export interface ChooseOneStmt {
  kind: "ChooseOne";
  choice: Ident;
  prompt?: string;
  by?: Expr;
  options: ChoiceOption[];
  span: Span;
}

/** One labelled branch of `choose one`. */
export interface ChoiceOption {
  label: Ident;
  text?: string;
  when?: Expr;
  body: Block;
  span: Span;
}

/** `simultaneously for each p in players { }` — each body runs as its own thread, with `me` = p; joins at the end. */
export interface ParallelStmt {
  kind: "Parallel";
  name: Ident;
  list: Expr;
  body: Block;
  span: Span;
}

/** A zone reference: `deck`, `hand of p`, `my hand`. */
export interface ZoneRef {
  name: Ident;
  /** The key of a zone of a family: `deck[c.level]`. */
  key?: Expr;
  of?: Expr;
  span: Span;
}

/** `move expr to zone [bottom]` — expr is a component or a list of components. */
export interface MoveStmt {
  kind: "Move";
  what: Expr;
  to: ZoneRef;
  bottom: boolean;
  span: Span;
}

/** `give expr to player` — each component moves from the per-player zone it lies in to that zone of the player. */
/** `roll assistantDice`, `reroll d`: each die shows a face of its own `faces`, drawn from the seeded generator. */
export interface RollStmt {
  kind: "Roll";
  dice: Expr;
  /** Written `reroll`: the same draw, said as the rulebook says it. */
  again: boolean;
  span: Span;
}

export interface GiveStmt {
  kind: "Give";
  what: Expr;
  to: Expr;
  span: Span;
}

/** `draw n from zone to zone` — moves the top n (refilling the source if it declares `refill`). */
export interface DrawStmt {
  kind: "Draw";
  count: Expr;
  from: ZoneRef;
  to: ZoneRef;
  span: Span;
}

/** `deal n from zone to hand` — draws n into the named per-player zone of every player, one at a time clockwise. */
export interface DealStmt {
  kind: "Deal";
  count: Expr;
  from: ZoneRef;
  to: Ident;
  span: Span;
}

/** `shuffle zone` or `shuffle src into dst` (moves all of src onto dst, then shuffles dst). */
export interface ShuffleStmt {
  kind: "Shuffle";
  zone: ZoneRef;
  into?: ZoneRef;
  span: Span;
}

/** `mark c activated` / `unmark c activated` — c may be a component or a list. */
export interface MarkStmt {
  kind: "Mark";
  what: Expr;
  mark: Ident;
  value: boolean;
  span: Span;
}

/** `pass hand left|right` — every player's zone contents go to the neighbour. */
export interface RotateStmt {
  kind: "Rotate";
  zone: Ident;
  direction: "left" | "right";
  span: Span;
}

/** `call activate(c)` */
export interface CallStmt {
  kind: "Call";
  proc: Ident;
  args: Expr[];
  span: Span;
}

/** `announce captured(c)` — raises an event: every `on captured(...)` of the base game and the modules that are on runs, in order. */
export interface AnnounceStmt {
  kind: "Announce";
  event: Ident;
  args: Expr[];
  span: Span;
}

/** `run c.ability` — runs an effect-valued field with `self` bound to the component. */
export interface RunStmt {
  kind: "Run";
  what: Expr;
  span: Span;
}

/** `log reveal { card: c, count: 2 }` — a structured event rendered by the content's templates. */
export interface LogStmt {
  kind: "Log";
  event: Ident;
  args: { name: Ident; value: Expr }[];
  span: Span;
}

/** `win p` — ends the game with p (a player or list of players) as winner(s); `lose p`: every other seat wins. */
export interface WinStmt {
  kind: "Win";
  who: Expr;
  /** Written `lose`: the named seats (and their teams) lose, everyone else wins. */
  lose?: boolean;
  span: Span;
}

/** `rank p by score of p, count(...)` — ends the game; higher keys win, compared in order; full ties share. */
export interface RankStmt {
  kind: "Rank";
  name: Ident;
  keys: Expr[];
  /** Each key's label for score sheets ("" when it has none). */
  labels: string[];
  span: Span;
}

/** Any expression. */
export type Expr =
  | NumberLit
  | StringLit
  | BoolLit
  | NameExpr
  | MyExpr
  | OfExpr
  | FieldExpr
  | CallExpr
  | UnaryExpr
  | BinaryExpr
  | IfExpr
  | ListExpr
  | ComprehensionExpr
  | RecordExpr
  | RangeExpr
  | IndexExpr
  | KeyExpr;

/** `h.skills[charisma]` — the value a field of type `T per Enum` holds for one member. */
export interface KeyExpr {
  kind: "Key";
  target: Expr;
  key: Expr;
  span: Span;
}

/** `deck[2]`, `cage[c.threat] of p`, `my slots[i]` — one zone of a family, by its key. */
export interface IndexExpr {
  kind: "Index";
  name: Ident;
  key: Expr;
  of?: Expr;
  span: Span;
}

/** `{ col: s.col, row: s.row }` — a record value. */
export interface RecordExpr {
  kind: "Record";
  fields: { name: Ident; value: Expr }[];
  span: Span;
}

/** `3` */
export interface NumberLit {
  kind: "Number";
  value: number;
  span: Span;
}

/** `"text"` */
export interface StringLit {
  kind: "String";
  value: string;
  span: Span;
}

/** `true` / `false` */
export interface BoolLit {
  kind: "Bool";
  value: boolean;
  span: Span;
}

/** A bare name: local, parameter, counter, zone, option, enum member, `me`, `self`, `players`. */
export interface NameExpr {
  kind: "Name";
  name: string;
  span: Span;
}

/** `my score`, `my hand` — the per-player counter or zone of `me`. */
export interface MyExpr {
  kind: "My";
  name: Ident;
  span: Span;
}

/** `score of p`, `hand of p` — the per-player counter or zone of a player. */
export interface OfExpr {
  kind: "Of";
  name: Ident;
  of: Expr;
  span: Span;
}

/** `c.color`, `c.activated` (a mark), `c.requires` (an expr field, evaluated). */
export interface FieldExpr {
  kind: "Field";
  target: Expr;
  field: Ident;
  /** Arguments when a parameterised `expr(...)` field is called: `clue.holds(s)`. */
  args?: Expr[];
  span: Span;
}

/** `count(list)`, `max(list)`, `left(p)`, ... — builtin functions only. */
export interface CallExpr {
  kind: "Call";
  callee: Ident;
  args: Expr[];
  span: Span;
}

/** `not x`, `-x` */
export interface UnaryExpr {
  kind: "Unary";
  op: "not" | "-";
  operand: Expr;
  span: Span;
}

/** Binary operators, loosest first: or; and; == != < <= > >= in; ?? (a default for none); + -; * / %. */
export type BinaryOp = "or" | "and" | "==" | "!=" | "<" | "<=" | ">" | ">=" | "in" | "??" | "+" | "-" | "*" | "/" | "%";

/** `a op b` */
export interface BinaryExpr {
  kind: "Binary";
  op: BinaryOp;
  left: Expr;
  right: Expr;
  span: Span;
}

/** `if c then a else b` */
export interface IfExpr {
  kind: "IfExpr";
  cond: Expr;
  then: Expr;
  otherwise: Expr;
  span: Span;
}

/** `[a, b, c]` */
export interface ListExpr {
  kind: "List";
  items: Expr[];
  span: Span;
}

/** `[x in list where cond by k1, k2 -> mapped]` — `where`, `by` (sort keys, ascending, ties in list order) and `->` are optional. */
export interface ComprehensionExpr {
  kind: "Comprehension";
  name: Ident;
  list: Expr;
  where?: Expr;
  by?: Expr[];
  map?: Expr;
  span: Span;
}

/** `1..6` — the inclusive list of integers. */
export interface RangeExpr {
  kind: "Range";
  from: Expr;
  to: Expr;
  span: Span;
}

/**
 * `prefer destination(l: Location) = 0 - distance(l, goal(me), links)` — bot knowledge: how the
 * playouts of search bots rank the options of the decision named `destination` (highest first);
 * `param` holds the option (the picked value, or a `choose one` option's name as text). With `pass`,
 * `prefer buy(pass) = ...` ranks the decision's pass among its options.
 */
export interface PreferDecl {
  kind: "PreferDecl";
  decision: Ident;
  /** The option's parameter; absent with `pass`, and where the parser recovered from a broken one. */
  param?: Param;
  pass?: true;
  value: Expr;
  span: Span;
}

/** `function total(p: player): int = expr` — a pure named function, called like a builtin: `total(me)`. */
export interface FunctionDecl {
  kind: "FunctionDecl";
  name: Ident;
  params: Param[];
  returns?: TypeRef;
  body: Expr;
  span: Span;
}

/** `return` / `return expr` — leaves the procedure (or step, or snippet) at once, with a value for `let x = call p()`. */
export interface ReturnStmt {
  kind: "Return";
  value?: Expr;
  span: Span;
}

/** `end turn` (the innermost running `as p { }` block, through calls) or `end step` (the flow step). */
export interface EndStmt {
  kind: "End";
  what: "turn" | "step";
  span: Span;
}

/** `clear my checkBonus` — ends every lasting addition to a modifier (of that player). */
export interface ClearStmt {
  kind: "Clear";
  target: LValue;
  span: Span;
}

/** `let x = call roll(2)` — runs a procedure and binds what its `return` gives (none without one). */
export interface LetCallStmt {
  kind: "LetCall";
  name: Ident;
  call: CallStmt;
  span: Span;
}

/**
 * A priority list: runs the first alternative that is possible, or `else` when none is.
 * `first of a in line where canDo(a) { ... }` tries the elements of a list in order;
 * `first of { when c1 { ... } when c2 { ... } }` tries conditions in order.
 */
export interface FirstOfStmt {
  kind: "FirstOf";
  /** The list form: the element's name, the list and the test. */
  each?: { name: Ident; list: Expr; where: Expr; body: Block };
  /** The conditions form. */
  alternatives: { when: Expr; body: Block; span: Span }[];
  otherwise?: Block;
  span: Span;
}
