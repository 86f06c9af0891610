// The Program contract: the plain-JSON output of the compiler and the only input of the runtime.
// It is validated by program.schema.json; the runtime trusts it after that.

/** Where a node came from: [index into Program.files, start offset, end offset]. */
export type At = [number, number, number];

/** A compiled game. */
export interface Program {
  /** Format version of this contract. */
  version: 2;
  /** Folder name of the game, e.g. the `<game>` in content/<game>/. */
  game: string;
  title: string;
  players: { min: number; max: number };
  /** Source files that `At` tuples index into. */
  files: string[];
  /** Offsets where each line of each of `files` starts, so runtime errors can say file:line:col. */
  lineStarts?: number[][];
  options: OptionDef[];
  enums: Record<string, string[]>;
  /** Every component (card, token...) with a stable id; a component's number is its index here. */
  components: ComponentDef[];
  zones: ZoneDef[];
  counters: CounterDef[];
  marks: string[];
  /** Attributes every component carries in state, with their start values (and type when not an int). */
  attrs: AttrDef[];
  procs: Record<string, ProcDef>;
  /** Bodies of flow steps, run when the flow enters the step's state. */
  steps: Record<string, BodyDef>;
  /** Effect and expression snippets from YAML fields; components refer to them by index. */
  snippets: SnippetDef[];
  queries: Record<string, QueryDef>;
  /** Modifiers: numbers read at the rules' hook points, the sum of lasting additions (absent when none). */
  modifiers?: { name: string; perPlayer: boolean }[];
  /** Pure named functions: parameters occupy the first local slots (absent when the game has none). */
  functions?: Record<string, FunctionDef>;
  /** Start conditions (absent when the game has none). */
  requires?: RequireDef[];
  /** How well `me` stands (higher is better), for bots that search; absent when the game gives none. */
  heuristic?: QueryDef;
  /** Bot knowledge: by decision name, how playouts rank its options (one parameter: the option; highest first). */
  prefer?: Record<string, FunctionDef>;
  /** Bot knowledge: by decision name, how its pass ranks among the options (`prefer DECISION(pass)`; no parameter). */
  preferPass?: Record<string, FunctionDef>;
  /** Which seats play together: seats whose value (with `me` = the seat) is equal form a team. */
  team?: QueryDef;
  /** The campaign record the game reads at its start and updates (absent when the game keeps none). */
  campaign?: CampaignDef;
  /** The bot kind that suits the game, with its settings; `auto` plays it where no `bots` entry holds. */
  bot?: BotDef;
  /** Bots the game names for some setups (`bot mcts when mode == base`), in order: `auto` plays the first whose `when` holds. */
  bots?: BotDef[];
  /** Expansions and modules (content/<game>/expansions/<folder>/), each switched on by the bool option of its name. */
  expansions?: ExpansionDef[];
  /** Any-time actions and reactions (absent when the game has none). */
  actions?: ActionDef[];
  /** Flow statechart as an xstate machine config (guards/actions are {type, params} references). */
  flow: FlowConfig;
  /** Log sentence templates by event name. */
  templates: Record<string, string>;
  /** Words players read for zone names and enum members (log.yaml `words:`), used by labels and log sentences. */
  words?: Record<string, string>;
  /** How a choice names a component of a type (log.yaml `labels:`): text with `{field}` or `{field+1}` holes read from its props and attributes. */
  labels?: Record<string, string>;
}

/** A game option with its type and default expression. */
export interface OptionDef {
  name: string;
  type: ValueType;
  default: ExprIR;
  description?: string;
}

/** The static type of a value, as the compiler inferred it. */
export type ValueType =
  | { kind: "int"; min?: number; max?: number }
  | { kind: "bool" }
  | { kind: "text" }
  | { kind: "none" }
  | { kind: "player" }
  | { kind: "enum"; name: string }
  | { kind: "component"; type: string }
  | { kind: "zone"; of: string }
  | { kind: "list"; of: ValueType }
  /** `int per Skill`: a JSON object with one value per member of the enum `name`. */
  | { kind: "keyed"; name: string; of: ValueType }
  | { kind: "effect" }
  | { kind: "any" };

/** One component: its data-type name, stable id and field values (snippet fields hold `{snippet: n}`). */
export interface ComponentDef {
  id: string;
  type: string;
  props: Record<string, unknown>;
  /** The expansion it comes with: while that option is off it stays in the box. */
  expansion?: string;
  /** The module (content/<game>/modules/<folder>/) it comes with: it stays where the rules put it either way. */
  module?: string;
}

/** A record that outlives one game; its fields hold plain JSON values (see runtime/campaign.ts). */
export interface CampaignDef {
  name: string;
  title?: string;
  fields: { name: string; type: ValueType; initial: unknown }[];
}

/** The bot a game names for itself: a kind and the settings (budget) it plays with. */
export interface BotDef {
  kind: "mcts" | "planner" | "deduction" | "random";
  settings: Record<string, number>;
  /** Where this bot plays (`me` = the bot's seat), read when the bot first moves; absent on the game's default bot. */
  when?: QueryDef;
}

/** An expansion or module as the lobby lists it; `name` is also its bool option. */
export interface ExpansionDef {
  name: string;
  title: string;
  description?: string;
}

/** A zone declaration; per-player zones exist once per seat. */
export interface ZoneDef {
  name: string;
  of: string;
  perPlayer: boolean;
  visibility: "public" | "owner" | "hidden" | "others";
  /** Components (by number) the zone holds at the start, in order. */
  initial: number[];
  /** Zone name shuffled into this one when a draw finds it empty. */
  refill?: string;
  /** A box (`not in play`): bots' sampled worlds keep its contents as they are. */
  outOfPlay?: boolean;
  /** For a zone of a family (`zone deck[1..3]: ...`): the family's name and this zone's key. */
  family?: string;
  key?: number | string;
}

/** A counter, shared or one per player. */
export interface CounterDef {
  name: string;
  perPlayer: boolean;
  initial: ExprIR;
  /** What it holds when not an int (a component, an enum member, a player): tables and logs show its label. */
  type?: ValueType;
}

/** A value every component carries in state: an int unless typed; a typed one without a start value starts as none. */
export interface AttrDef {
  name: string;
  initial: number | string | null;
  type?: ValueType;
}

/** A value a counter or attribute holds: a number (ints, seats, components), an enum member, or none. */
export type StateValue = number | string | null;

/** A procedure: parameters occupy the first local slots. */
export interface ProcDef {
  params: number;
  body: BodyDef;
  /** Bodies from expansions' `replace proc`: the last one whose expansion is on runs instead of `body`. */
  replacements?: { expansion: string; body: BodyDef }[];
}

/** A block with the number of local slots its frames need. */
export interface BodyDef {
  locals: number;
  block: StmtIR[];
}

/** A YAML snippet: an effect body or an expression, compiled with its own locals. */
export type SnippetDef =
  | { kind: "effect"; locals: number; block: StmtIR[] }
  | { kind: "expr"; locals: number; expr: ExprIR };

/** A named pure expression for designers and tests. */
export interface QueryDef {
  locals: number;
  expr: ExprIR;
}

/**
 * An optional action offered beside the pending decision: to the player whose turn it is (`anytime`)
 * or to the others (`reaction`); `during` names the procedures whose calls are turns (absent: every
 * decision's owner is the player whose turn it is). `when` and `body` share the body's locals.
 */
export interface ActionDef {
  name: string;
  text?: string;
  reaction: boolean;
  during?: string[];
  when?: ExprIR;
  body: BodyDef;
  at: At;
}

/** A pure function: an expression over its parameters (the first `params` slots) and the state. */
export interface FunctionDef {
  params: number;
  locals: number;
  expr: ExprIR;
}

/** A condition on the players and options that a game must meet to start, with the refusal's message. */
export interface RequireDef {
  locals: number;
  when: ExprIR;
  message: string;
}

/** The flow: an xstate `createMachine` config whose states reference steps by name. */
export interface FlowConfig {
  id: string;
  initial: string;
  states: Record<string, FlowStateConfig>;
}

/** An xstate state node config restricted to what the compiler emits. */
export interface FlowStateConfig {
  id?: string;
  initial?: string;
  type?: "final";
  states?: Record<string, FlowStateConfig>;
  entry?: FlowAction[];
  always?: FlowTransition[];
  on?: Record<string, FlowTransition[]>;
}

/** A transition with an optional guard reference. */
export interface FlowTransition {
  target: string;
  /** Exit and re-enter the target even when it is the source (xstate's external transition). */
  reenter?: boolean;
  guard?: { type: "expr"; params: { expr: ExprIR } };
  actions?: FlowAction[];
}

/** A flow action reference implemented once by the runtime. */
export type FlowAction =
  | { type: "runStep"; params: { step: string } }
  | { type: "setCounter"; params: { counter: string; value: number } }
  | { type: "addCounter"; params: { counter: string; value: number } };

/** Binary operators of the expression IR. */
export type BinOp = "or" | "and" | "==" | "!=" | "<" | "<=" | ">" | ">=" | "in" | "+" | "-" | "*" | "/" | "%" | "++" | "??";

/** Expression IR: names are resolved (locals to slots, counters/zones/options by name). */
export type ExprIR =
  | { kind: "lit"; value: number | string | boolean | null; at: At }
  | { kind: "local"; slot: number; at: At }
  | { kind: "me"; at: At }
  | { kind: "self"; at: At }
  | { kind: "players"; at: At }
  | { kind: "option"; name: string; at: At }
  | { kind: "counter"; name: string; of?: ExprIR; at: At }
  /** `key`: the zone of the family `name` whose key it gives (`deck[c.level]`). */
  | { kind: "zone"; name: string; key?: ExprIR; of?: ExprIR; at: At }
  | { kind: "field"; of: ExprIR; field: string; at: At }
  | { kind: "mark"; of: ExprIR; mark: number; at: At }
  | { kind: "attr"; of: ExprIR; attr: number; at: At }
  | { kind: "exprField"; of: ExprIR; field: string; args?: ExprIR[]; at: At }
  | { kind: "call"; fn: string; args: ExprIR[]; at: At }
  /** A modifier's value: the sum of its lasting additions in force (of player `of`). */
  | { kind: "modifier"; name: string; of?: ExprIR; at: At }
  /** A call of a declared `function`. */
  | { kind: "fn"; name: string; args: ExprIR[]; at: At }
  | { kind: "not"; operand: ExprIR; at: At }
  | { kind: "neg"; operand: ExprIR; at: At }
  | { kind: "bin"; op: BinOp; left: ExprIR; right: ExprIR; at: At }
  | { kind: "if"; cond: ExprIR; then: ExprIR; else: ExprIR; at: At }
  | { kind: "list"; items: ExprIR[]; at: At }
  | { kind: "comp"; slot: number; list: ExprIR; where?: ExprIR; by?: ExprIR[]; map?: ExprIR; at: At }
  | { kind: "range"; from: ExprIR; to: ExprIR; at: At }
  /** `h.skills[k]`: the value a `T per Enum` holds for one member. */
  | { kind: "entry"; of: ExprIR; key: ExprIR; at: At }
  | { kind: "record"; keys: string[]; items: ExprIR[]; at: At }
  | { kind: "campaign"; field: string; at: At };

/** A zone reference inside a statement. */
export interface ZoneRefIR {
  name: string;
  /** The key of the zone in the family `name`, picked at run time. */
  key?: ExprIR;
  of?: ExprIR;
}

/** Statement IR, one node per effect. */
export type StmtIR =
  | { kind: "let"; slot: number; value: ExprIR; at: At }
  | { kind: "set"; counter: string; of?: ExprIR; value: ExprIR; at: At }
  | { kind: "setAttr"; what: ExprIR; attr: number; value: ExprIR; at: At }
  | { kind: "setCampaign"; field: string; value: ExprIR; at: At }
  | { kind: "add"; counter: string; of?: ExprIR; value: ExprIR; negate: boolean; at: At }
  | { kind: "if"; cond: ExprIR; then: StmtIR[]; else?: StmtIR[]; at: At }
  | { kind: "for"; slot: number; list: ExprIR; body: StmtIR[]; at: At }
  | { kind: "repeat"; count: ExprIR; body: StmtIR[]; at: At }
  | { kind: "while"; cond: ExprIR; body: StmtIR[]; at: At }
  | { kind: "loop"; body: StmtIR[]; at: At }
  | { kind: "as"; player: ExprIR; body: StmtIR[]; at: At }
  | { kind: "break"; at: At }
  | {
      kind: "choose";
      name: string;
      prompt?: string;
      slot: number;
      domain: ExprIR;
      /** Type of the domain's elements, so tables can label the options. */
      type: ValueType;
      by?: ExprIR;
      optional: boolean;
      body: StmtIR[];
      else?: StmtIR[];
      at: At;
    }
  | {
      kind: "chooseOne";
      name: string;
      prompt?: string;
      by?: ExprIR;
      options: { label: string; text?: string; when?: ExprIR; body: StmtIR[] }[];
      at: At;
    }
  | { kind: "parallel"; slot: number; list: ExprIR; body: StmtIR[]; at: At }
  | { kind: "move"; what: ExprIR; to: ZoneRefIR; bottom: boolean; at: At }
  | { kind: "give"; what: ExprIR; player: ExprIR; at: At }
  /** `roll dice`: each die's attribute `attr` takes a face of its own `faces`, drawn from the seeded generator. */
  | { kind: "roll"; what: ExprIR; attr: number; at: At }
  | { kind: "draw"; count: ExprIR; from: ZoneRefIR; to: ZoneRefIR; at: At }
  | { kind: "deal"; count: ExprIR; from: ZoneRefIR; to: string; at: At }
  | { kind: "shuffle"; zone: ZoneRefIR; into?: ZoneRefIR; at: At }
  | { kind: "mark"; what: ExprIR; mark: number; value: boolean; at: At }
  | { kind: "rotate"; zone: string; direction: "left" | "right"; at: At }
  /** `result`: the caller's slot that receives what the procedure returns (`let x = call p()`). */
  | { kind: "call"; proc: string; args: ExprIR[]; result?: number; at: At }
  | { kind: "run"; of: ExprIR; field: string; at: At }
  | { kind: "log"; event: string; args: { name: string; value: ExprIR; type: ValueType }[]; at: At }
  | { kind: "win"; who: ExprIR; lose?: boolean; at: At }
  | { kind: "rank"; slot: number; keys: ExprIR[]; labels?: string[]; at: At }
  /**
   * An addition to a modifier that holds `until`: "(step)" the end of the flow step, a phase's name
   * the end of that phase's pass, "(removed)" a `clear`, "(block)" the end of `body` (run with it in force).
   */
  | { kind: "lasting"; modifier: string; of?: ExprIR; value: ExprIR; until: string; body?: StmtIR[]; at: At }
  /** Ends every lasting addition to a modifier (of player `of`). */
  | { kind: "clear"; modifier: string; of?: ExprIR; at: At }
  /** Leaves the running body (a procedure gives `e` back to its caller). */
  | { kind: "return"; value?: ExprIR; at: At }
  /** Ends the innermost running `as` block through calls (`turn`), or the flow step (`step`). */
  | { kind: "end"; ends: "turn" | "step"; at: At }
  /** Runs `body` with `slot` = the first element of `list` for which `where` holds, else `else`. */
  | { kind: "firstOf"; slot: number; list: ExprIR; where: ExprIR; body: StmtIR[]; else?: StmtIR[]; at: At };
