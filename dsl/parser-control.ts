import type { CstNode, ParserMethod } from "chevrotain";
import { ExprParser } from "./parser-expr.js";
import { Identifier, K, P, W } from "./tokens.js";

// Control statements that leave or pick a path (dsl/README.md "Early exit" and "Priority lists"):
// `return`, `end turn` / `end step`, `first of`, and `give`. `end`, `turn`, `first` and `give` stay ordinary names
// (a step may be called `end`, `first(list)` is a builtin): they are recognised here by their place,
// at the start of a statement, and never reserved.

/** The control-statement layer of the rules parser; the statement layer lists these rules among its alternatives. */
export abstract class ControlParser extends ExprParser {
  /** Provided by the statement layer. */
  abstract block: ParserMethod<[], CstNode>;

  /** `return` or `return expr`; a following statement keyword or `}` means no value. */
  protected returnStmt = this.RULE("returnStmt", () => {
    this.CONSUME(K.return);
    this.OPTION({
      GATE: () => startsExpression(this.LA(1), this.LA(2)),
      DEF: () => this.SUBRULE(this.expr, { LABEL: "value" }),
    });
  });

  /** `until end of step` | `until end of PHASE` | `until removed` | `during block`: how long an addition to a modifier holds. */
  protected lasting = this.RULE("lasting", () => {
    this.OR([
      {
        ALT: () => {
          this.CONSUME(K.until);
          this.OR2([
            { ALT: () => this.CONSUME(Identifier, { LABEL: "removed" }), GATE: () => this.LA(1).image === "removed" },
            {
              ALT: () => {
                this.CONSUME2(Identifier, { LABEL: "end" });
                this.CONSUME(K.of);
                this.OR3([
                  { ALT: () => this.CONSUME(K.step, { LABEL: "step" }) },
                  { ALT: () => this.CONSUME3(Identifier, { LABEL: "phase" }) },
                ]);
              },
            },
          ]);
        },
      },
      {
        ALT: () => {
          this.CONSUME(K.during);
          this.SUBRULE(this.block, { LABEL: "during" });
        },
      },
    ]);
  });

  /** `end turn` | `end step` */
  protected endStmt = this.RULE("endStmt", () => {
    this.CONSUME(Identifier, { LABEL: "end" });
    this.OR([
      { ALT: () => this.CONSUME(K.step, { LABEL: "what" }) },
      { ALT: () => this.CONSUME2(Identifier, { LABEL: "what" }) },
    ]);
  });

  /** `give what to player`: components move to the same zone of another player (`give` is not reserved). */
  protected giveStmt = this.RULE("giveStmt", () => {
    this.CONSUME(Identifier, { LABEL: "give" });
    this.SUBRULE(this.expr, { LABEL: "what" });
    this.CONSUME(K.to);
    this.SUBRULE2(this.expr, { LABEL: "receiver" });
  });

  /** `roll dice` / `reroll dice`: each die shows a random face of its own (neither word is reserved). */
  protected rollStmt = this.RULE("rollStmt", () => {
    this.CONSUME(Identifier, { LABEL: "roll" });
    this.SUBRULE(this.expr, { LABEL: "dice" });
  });

  /** `announce NAME(args)`: raises an event (`announce` is not reserved). */
  protected announceStmt = this.RULE("announceStmt", () => {
    this.CONSUME(Identifier, { LABEL: "announce" });
    this.CONSUME2(Identifier, { LABEL: "name" });
    this.SUBRULE(this.args);
  });

  /** `first of x in list where cond block` | `first of { (when expr block)* }`, then `else block`. */
  protected firstOfStmt = this.RULE("firstOfStmt", () => {
    this.CONSUME(Identifier, { LABEL: "first" });
    this.CONSUME(K.of);
    this.OR([
      {
        ALT: () => {
          this.CONSUME2(Identifier, { LABEL: "name" });
          this.CONSUME(K.in);
          this.SUBRULE(this.expr, { LABEL: "list" });
          this.CONSUME(K.where);
          this.SUBRULE2(this.expr, { LABEL: "where" });
          this.SUBRULE(this.block, { LABEL: "body" });
        },
      },
      {
        ALT: () => {
          this.CONSUME(P.lCurly);
          this.MANY(() => {
            this.CONSUME(K.when, { LABEL: "when" });
            this.SUBRULE3(this.expr, { LABEL: "cond" });
            this.SUBRULE2(this.block, { LABEL: "alt" });
          });
          this.CONSUME(P.rCurly);
        },
      },
    ]);
    this.OPTION2(() => {
      this.CONSUME(K.else);
      this.SUBRULE3(this.block, { LABEL: "otherwise" });
    });
  });
}

/** Whether a statement starting with an identifier is `end turn` / `end step` (by its first two words). */
export function isEndStmt(first: { image: string; tokenType: unknown }, second: { image: string; tokenType: unknown }): boolean {
  return first.tokenType === Identifier && first.image === "end" && (second.tokenType === K.step || (second.tokenType === Identifier && second.image === "turn"));
}

/** Whether a statement starting with an identifier is `give ... to ...` (the word, then what starts an expression). */
export function isGive(first: { image: string; tokenType: unknown }, second: { image: string; tokenType: unknown }): boolean {
  if (first.tokenType !== Identifier || first.image !== "give") return false;
  return second.tokenType === Identifier || startsExpression(second, second);
}

/** Whether a statement starting with an identifier is `roll ...` or `reroll ...` (the word, then what starts an expression). */
export function isRoll(first: { image: string; tokenType: unknown }, second: { image: string; tokenType: unknown }): boolean {
  if (first.tokenType !== Identifier || (first.image !== "roll" && first.image !== "reroll")) return false;
  return second.tokenType === Identifier || startsExpression(second, second);
}

/** Whether a statement starting with an identifier is `announce NAME(...)` (the word, then a name). */
export function isAnnounce(first: { image: string; tokenType: unknown }, second: { tokenType: unknown }): boolean {
  return first.tokenType === Identifier && first.image === "announce" && second.tokenType === Identifier;
}

/** Whether a statement starting with an identifier is `first of ...`. */
export function isFirstOf(first: { image: string; tokenType: unknown }, second: { tokenType: unknown }): boolean {
  return first.tokenType === Identifier && first.image === "first" && second.tokenType === K.of;
}

// Tokens that cannot start an expression end a bare `return` (statement keywords, `}`, the end).
function startsExpression(a: { image: string; tokenType: unknown }, b: { image: string; tokenType: unknown }): boolean {
  const type = a.tokenType;
  if (type === Identifier) return !isEndStmt(a, b) && !isFirstOf(a, b) && !isGive(a, b) && !isAnnounce(a, b) && !isRoll(a, b);
  if (Object.values(W).includes(type as never)) return true;
  return [K.not, K.if, K.my, K.true, K.false, K.players, K.left, K.right, K.others].includes(type as never) ||
    ["IntLit", "StringLit", "UnterminatedString", "LParen", "LBracket", "LCurly", "Minus"].includes((type as { name: string }).name);
}
