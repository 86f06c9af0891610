import type { Stmt } from "./ast.js";
import type { KeywordWord } from "./tokens.js";

// One description per statement kind. Keyed by every kind of the AST (`{[K in Stmt["kind"]]: ...}`),
// so a kind added to ast.ts fails the type check here until it says how it is written, where the
// parser may resume after junk, what the endless-loop check makes of it and how the reference in
// dsl/README.md shows it. The parser's recovery tokens, the compiler's endless-loop kinds and the
// README's statement grammar are all read from this table (`npm run docs:builtins` writes the README).

/** How the endless-loop check (CMP3028) treats a statement inside a loop's body. */
export type LoopExit =
  /** asks a player, or may leave the loop (a call or an ability might): the loop is not endless */
  | "leaves"
  /** leaves the innermost loop only (`break`) */
  | "break"
  /** a loop of its own, whose `break` does not leave the loop being checked */
  | "loop"
  /** neither asks nor leaves */
  | "stays";

/** What the stages need to know of one statement kind. */
export interface StatementInfo {
  /** Keywords a statement of this kind starts with: where the parser resumes after junk. */
  starts: readonly KeywordWord[];
  /** Plain words that start it instead (`end turn`, `first of`, `give`, `roll`): read in context, never a resume point. */
  word?: string | readonly string[];
  /** The grammar's alternatives for this kind, as dsl/README.md prints them (EBNF, optional `(* note *)`). */
  grammar: readonly string[];
  /** How the endless-loop check reads it. */
  loop: LoopExit;
}

/** Every statement kind of the rules language, described once. */
export const STATEMENTS: { readonly [K in Stmt["kind"]]: StatementInfo } = {
  Let: { starts: ["let"], grammar: ['"let" IDENT "=" expr'], loop: "stays" },
  Set: { starts: ["set"], grammar: ['"set" lvalue "=" expr'], loop: "stays" },
  SetAttr: {
    starts: ["set"],
    grammar: ['"set" postfix "." IDENT "=" expr      (* writes an attribute: set s.col = 3, or a campaign field *)'],
    loop: "stays",
  },
  Add: { starts: ["add", "subtract"], grammar: ['"add" expr "to" lvalue lasting?', '"subtract" expr "from" lvalue lasting?'], loop: "stays" },
  Clear: { starts: ["clear"], grammar: ['"clear" lvalue                      (* ends a modifier\'s lasting additions *)'], loop: "stays" },
  If: { starts: ["if"], grammar: ['"if" expr block ("else" (ifStmt | block))?'], loop: "stays" },
  For: { starts: ["for"], grammar: ['"for" "each" IDENT "in" expr block'], loop: "loop" },
  Repeat: { starts: ["repeat"], grammar: ['"repeat" expr block'], loop: "loop" },
  While: { starts: ["while"], grammar: ['"while" expr block'], loop: "loop" },
  Loop: { starts: ["loop"], grammar: ['"loop" block'], loop: "loop" },
  As: { starts: ["as"], grammar: ['"as" expr block                     (* runs the block with `me` = that player *)'], loop: "stays" },
  Break: { starts: ["break"], grammar: ['"break"'], loop: "break" },
  ChooseOne: { starts: ["choose"], grammar: ['"choose" "one" "as" IDENT STRING? ("by" expr)? "{" option+ "}"'], loop: "leaves" },
  Choose: {
    starts: ["choose"],
    grammar: ['"choose" IDENT "from" expr "as" IDENT STRING? ("by" expr)? ("or" "pass")? block ("else" block)?'],
    loop: "leaves",
  },
  Parallel: { starts: ["simultaneously"], grammar: ['"simultaneously" "for" "each" IDENT "in" expr block'], loop: "leaves" },
  Move: { starts: ["move"], grammar: ['"move" expr "to" zoneRef "bottom"?'], loop: "stays" },
  Give: { starts: [], word: "give", grammar: ['"give" expr "to" expr                 (* components to the same zone of that player *)'], loop: "stays" },
  Draw: { starts: ["draw"], grammar: ['"draw" expr "from" zoneRef "to" zoneRef'], loop: "stays" },
  Deal: { starts: ["deal"], grammar: ['"deal" expr "from" zoneRef "to" IDENT'], loop: "stays" },
  Shuffle: { starts: ["shuffle"], grammar: ['"shuffle" zoneRef ("into" zoneRef)?'], loop: "stays" },
  Mark: { starts: ["mark", "unmark"], grammar: ['"mark" expr IDENT | "unmark" expr IDENT'], loop: "stays" },
  Roll: {
    starts: [],
    word: ["roll", "reroll"],
    grammar: ['("roll" | "reroll") expr                 (* each die shows a random face of its `faces`, in its attribute `up` *)'],
    loop: "stays",
  },
  Rotate: { starts: ["pass"], grammar: ['"pass" IDENT ("left" | "right")'], loop: "stays" },
  Call: { starts: ["call"], grammar: ['"call" IDENT "(" (expr ("," expr)*)? ")"'], loop: "leaves" },
  Announce: {
    starts: [],
    word: "announce",
    grammar: ['"announce" IDENT "(" (expr ("," expr)*)? ")"   (* raises an event: every subscriber that is on runs *)'],
    loop: "leaves",
  },
  Run: { starts: ["run"], grammar: ['"run" expr'], loop: "leaves" },
  Log: { starts: ["log"], grammar: ['"log" IDENT ("{" IDENT ":" expr ("," IDENT ":" expr)* ","? "}")?'], loop: "stays" },
  Win: {
    starts: ["win", "lose"],
    grammar: ['"win" expr', '"lose" expr                           (* the named seats and their teams lose, all others win *)'],
    loop: "leaves",
  },
  Rank: {
    starts: ["rank"],
    grammar: ['"rank" IDENT "by" expr STRING? ("," expr STRING?)*    (* each key may have a label for score sheets *)'],
    loop: "leaves",
  },
  LetCall: {
    starts: ["let"],
    grammar: ['"let" IDENT "=" "call" IDENT "(" (expr ("," expr)*)? ")"   (* what the procedure returns *)'],
    loop: "leaves",
  },
  Return: { starts: ["return"], grammar: ['"return" expr?'], loop: "leaves" },
  End: { starts: [], word: "end", grammar: ['"end" ("turn" | "step")'], loop: "leaves" },
  FirstOf: {
    starts: [],
    word: "first",
    grammar: ['"first" "of" IDENT "in" expr "where" expr block ("else" block)?', '"first" "of" "{" ("when" expr block)* "}" ("else" block)?'],
    loop: "leaves",
  },
};

/** Every statement kind, in the order of the reference. */
export const STATEMENT_KINDS = Object.keys(STATEMENTS) as Stmt["kind"][];

/** The keywords that can start a statement: the parser's resume points between snippet statements. */
export const STATEMENT_START_WORDS: readonly KeywordWord[] = [...new Set(STATEMENT_KINDS.flatMap((k) => STATEMENTS[k].starts))];

/** The kinds the endless-loop check reads a certain way (`leaves`, `loop`, ...). */
export function statementKindsWhere(loop: LoopExit): ReadonlySet<string> {
  return new Set(STATEMENT_KINDS.filter((k) => STATEMENTS[k].loop === loop));
}

/** The `stmt = ...` rule of dsl/README.md's statement grammar, made from the descriptions. */
export function statementGrammar(): string {
  const alts = STATEMENT_KINDS.flatMap((k) => STATEMENTS[k].grammar);
  return alts.map((a, i) => `${i === 0 ? "stmt        = " : "            | "}${a}${i === alts.length - 1 ? " ;" : ""}`).join("\n");
}
