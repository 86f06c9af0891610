import { type IOrAlt } from "chevrotain";
import { ControlParser, isAnnounce, isEndStmt, isFirstOf, isGive, isRoll } from "./parser-control.js";
import { AnyName, Identifier, K, P, StringLit } from "./tokens.js";

// Statement rules of the grammar (dsl/README.md "Statements"). Labels name the parts the AST
// builder reads; keywords without labels are read by their token name (e.g. `Pass`, `Bottom`).

/** The statement layer of the rules parser: blocks and every statement form. */
export abstract class StmtParser extends ControlParser {
  /** `{ stmt* }` */
  block = this.RULE("block", () => {
    this.CONSUME(P.lCurly);
    this.MANY({ GATE: () => this.startsStmt(), DEF: () => this.SUBRULE(this.stmt) });
    this.CONSUME(P.rCurly);
  });

  /** Whether the next token starts a statement: a name only does as `end turn` or `first of`, so recovery skips other names. */
  startsStmt(): boolean {
    const a = this.LA(1);
    return a.tokenType !== Identifier || isEndStmt(a, this.LA(2)) || isFirstOf(a, this.LA(2)) || isGive(a, this.LA(2)) || isAnnounce(a, this.LA(2)) || isRoll(a, this.LA(2));
  }

  protected readonly stmtAlts: IOrAlt<unknown>[] = [
    { ALT: () => this.SUBRULE(this.letStmt) },
    { ALT: () => this.SUBRULE(this.setStmt) },
    { ALT: () => this.SUBRULE(this.addStmt) },
    { ALT: () => this.SUBRULE(this.subtractStmt) },
    { ALT: () => this.SUBRULE(this.ifStmt) },
    { ALT: () => this.SUBRULE(this.forStmt) },
    { ALT: () => this.SUBRULE(this.repeatStmt) },
    { ALT: () => this.SUBRULE(this.whileStmt) },
    { ALT: () => this.SUBRULE(this.loopStmt) },
    { ALT: () => this.SUBRULE(this.asStmt) },
    { ALT: () => this.SUBRULE(this.breakStmt) },
    { ALT: () => this.SUBRULE(this.chooseOneStmt) },
    { ALT: () => this.SUBRULE(this.chooseStmt) },
    { ALT: () => this.SUBRULE(this.parallelStmt) },
    { ALT: () => this.SUBRULE(this.moveStmt) },
    { ALT: () => this.SUBRULE(this.drawStmt) },
    { ALT: () => this.SUBRULE(this.dealStmt) },
    { ALT: () => this.SUBRULE(this.shuffleStmt) },
    { ALT: () => this.SUBRULE(this.markStmt) },
    { ALT: () => this.SUBRULE(this.rotateStmt) },
    { ALT: () => this.SUBRULE(this.callStmt) },
    { ALT: () => this.SUBRULE(this.runStmt) },
    { ALT: () => this.SUBRULE(this.logStmt) },
    { ALT: () => this.SUBRULE(this.winStmt) },
    { ALT: () => this.SUBRULE(this.rankStmt) },
    { ALT: () => this.SUBRULE(this.returnStmt) },
    { ALT: () => this.SUBRULE(this.clearStmt) },
    { GATE: () => isEndStmt(this.LA(1), this.LA(2)), ALT: () => this.SUBRULE(this.endStmt) },
    { GATE: () => isFirstOf(this.LA(1), this.LA(2)), ALT: () => this.SUBRULE(this.firstOfStmt) },
    { GATE: () => isGive(this.LA(1), this.LA(2)), ALT: () => this.SUBRULE(this.giveStmt) },
    { GATE: () => isRoll(this.LA(1), this.LA(2)), ALT: () => this.SUBRULE(this.rollStmt) },
    { GATE: () => isAnnounce(this.LA(1), this.LA(2)), ALT: () => this.SUBRULE(this.announceStmt) },
  ];

  protected stmt = this.RULE("stmt", () => {
    this.OR(this.stmtAlts);
  });

  protected letStmt = this.RULE("letStmt", () => {
    this.CONSUME(K.let);
    this.CONSUME(Identifier, { LABEL: "name" });
    this.CONSUME(P.eq);
    // `let x = call roll(2)`: the value a procedure returns.
    this.OR([{ ALT: () => this.SUBRULE(this.callStmt, { LABEL: "call" }) }, { ALT: () => this.SUBRULE(this.expr) }]);
  });

  protected setStmt = this.RULE("setStmt", () => {
    this.CONSUME(K.set);
    // `set c.attr = v` writes a component attribute; `set counter = v` a counter.
    this.OR([
      { GATE: () => this.LA(2).tokenType === P.dot, ALT: () => this.SUBRULE(this.postfix, { LABEL: "attrTarget" }) },
      { ALT: () => this.SUBRULE(this.ref) },
    ]);
    this.CONSUME(P.eq);
    this.SUBRULE(this.expr);
  });

  protected addStmt = this.RULE("addStmt", () => {
    this.CONSUME(K.add);
    this.SUBRULE(this.expr);
    this.CONSUME(K.to);
    this.SUBRULE(this.ref);
    this.OPTION(() => this.SUBRULE(this.lasting));
  });

  protected subtractStmt = this.RULE("subtractStmt", () => {
    this.CONSUME(K.subtract);
    this.SUBRULE(this.expr);
    this.CONSUME(K.from);
    this.SUBRULE(this.ref);
    this.OPTION(() => this.SUBRULE(this.lasting));
  });

  protected ifStmt = this.RULE("ifStmt", () => {
    this.CONSUME(K.if);
    this.SUBRULE(this.expr);
    this.SUBRULE(this.block, { LABEL: "then" });
    this.OPTION(() => {
      this.CONSUME(K.else);
      this.OR([
        { ALT: () => this.SUBRULE(this.ifStmt, { LABEL: "elseIf" }) },
        { ALT: () => this.SUBRULE2(this.block, { LABEL: "otherwise" }) },
      ]);
    });
  });

  protected forStmt = this.RULE("forStmt", () => {
    this.CONSUME(K.for);
    this.CONSUME(K.each);
    this.CONSUME(Identifier, { LABEL: "name" });
    this.CONSUME(K.in);
    this.SUBRULE(this.expr);
    this.SUBRULE(this.block);
  });

  protected repeatStmt = this.RULE("repeatStmt", () => {
    this.CONSUME(K.repeat);
    this.SUBRULE(this.expr);
    this.SUBRULE(this.block);
  });

  protected whileStmt = this.RULE("whileStmt", () => {
    this.CONSUME(K.while);
    this.SUBRULE(this.expr);
    this.SUBRULE(this.block);
  });

  protected loopStmt = this.RULE("loopStmt", () => {
    this.CONSUME(K.loop);
    this.SUBRULE(this.block);
  });

  protected asStmt = this.RULE("asStmt", () => {
    this.CONSUME(K.as);
    this.SUBRULE(this.expr);
    this.SUBRULE(this.block);
  });

  protected breakStmt = this.RULE("breakStmt", () => {
    this.CONSUME(K.break);
  });

  protected chooseOneStmt = this.RULE("chooseOneStmt", () => {
    this.CONSUME(K.choose);
    this.CONSUME(K.one);
    this.CONSUME(K.as);
    this.CONSUME(Identifier, { LABEL: "choice" });
    this.OPTION(() => this.CONSUME(StringLit, { LABEL: "prompt" }));
    this.OPTION2(() => {
      this.CONSUME(K.by);
      this.SUBRULE(this.expr, { LABEL: "by" });
    });
    this.CONSUME(P.lCurly);
    // MANY, not AT_LEAST_ONE: an empty list is reported by the AST builder, which lets recovery keep the `}`.
    this.MANY(() => this.SUBRULE(this.choiceOption));
    this.CONSUME(P.rCurly);
  });

  protected choiceOption = this.RULE("choiceOption", () => {
    this.CONSUME(K.option);
    this.CONSUME(AnyName, { LABEL: "label" });
    this.OPTION(() => this.CONSUME(StringLit, { LABEL: "text" }));
    this.OPTION2(() => {
      this.CONSUME(K.when);
      this.SUBRULE(this.expr, { LABEL: "when" });
    });
    this.SUBRULE(this.block);
  });

  protected chooseStmt = this.RULE("chooseStmt", () => {
    this.CONSUME(K.choose);
    this.CONSUME(Identifier, { LABEL: "name" });
    this.CONSUME(K.from);
    this.SUBRULE(this.expr, { LABEL: "domain" });
    this.CONSUME(K.as);
    this.CONSUME2(Identifier, { LABEL: "choice" });
    this.OPTION(() => this.CONSUME(StringLit, { LABEL: "prompt" }));
    this.OPTION2(() => {
      this.CONSUME(K.by);
      this.SUBRULE2(this.expr, { LABEL: "by" });
    });
    this.OPTION3(() => {
      this.CONSUME(K.or);
      this.CONSUME(K.pass);
    });
    this.SUBRULE(this.block, { LABEL: "body" });
    this.OPTION4(() => {
      this.CONSUME(K.else);
      this.SUBRULE2(this.block, { LABEL: "otherwise" });
    });
  });

  protected parallelStmt = this.RULE("parallelStmt", () => {
    this.CONSUME(K.simultaneously);
    this.CONSUME(K.for);
    this.CONSUME(K.each);
    this.CONSUME(Identifier, { LABEL: "name" });
    this.CONSUME(K.in);
    this.SUBRULE(this.expr);
    this.SUBRULE(this.block);
  });

  protected moveStmt = this.RULE("moveStmt", () => {
    this.CONSUME(K.move);
    this.SUBRULE(this.expr);
    this.CONSUME(K.to);
    this.SUBRULE(this.ref);
    this.OPTION(() => this.CONSUME(K.bottom));
  });

  protected drawStmt = this.RULE("drawStmt", () => {
    this.CONSUME(K.draw);
    this.SUBRULE(this.expr);
    this.CONSUME(K.from);
    this.SUBRULE(this.ref, { LABEL: "from" });
    this.CONSUME(K.to);
    this.SUBRULE2(this.ref, { LABEL: "to" });
  });

  protected dealStmt = this.RULE("dealStmt", () => {
    this.CONSUME(K.deal);
    this.SUBRULE(this.expr);
    this.CONSUME(K.from);
    this.SUBRULE(this.ref, { LABEL: "from" });
    this.CONSUME(K.to);
    this.CONSUME(Identifier, { LABEL: "to" });
  });

  protected shuffleStmt = this.RULE("shuffleStmt", () => {
    this.CONSUME(K.shuffle);
    this.SUBRULE(this.ref, { LABEL: "zone" });
    this.OPTION(() => {
      this.CONSUME(K.into);
      this.SUBRULE2(this.ref, { LABEL: "into" });
    });
  });

  // The target is a postfix expression, not a full one, so the trailing name is the mark.
  protected markStmt = this.RULE("markStmt", () => {
    this.OR([
      { ALT: () => this.CONSUME(K.mark, { LABEL: "verb" }) },
      { ALT: () => this.CONSUME(K.unmark, { LABEL: "verb" }) },
    ]);
    this.SUBRULE(this.postfix);
    this.CONSUME(Identifier, { LABEL: "mark" });
  });

  protected rotateStmt = this.RULE("rotateStmt", () => {
    this.CONSUME(K.pass);
    this.CONSUME(Identifier, { LABEL: "zone" });
    this.OR([
      { ALT: () => this.CONSUME(K.left, { LABEL: "direction" }) },
      { ALT: () => this.CONSUME(K.right, { LABEL: "direction" }) },
    ]);
  });

  protected callStmt = this.RULE("callStmt", () => {
    this.CONSUME(K.call);
    this.CONSUME(Identifier, { LABEL: "name" });
    this.SUBRULE(this.args);
  });

  protected runStmt = this.RULE("runStmt", () => {
    this.CONSUME(K.run);
    this.SUBRULE(this.expr);
  });

  protected logStmt = this.RULE("logStmt", () => {
    this.CONSUME(K.log);
    this.CONSUME(Identifier, { LABEL: "event" });
    this.OPTION(() => {
      this.CONSUME(P.lCurly);
      this.SUBRULE(this.logArg);
      this.MANY(() => {
        this.CONSUME(P.comma);
        this.SUBRULE2(this.logArg);
      });
      this.OPTION2(() => this.CONSUME2(P.comma));
      this.CONSUME(P.rCurly);
    });
  });

  protected logArg = this.RULE("logArg", () => {
    this.CONSUME(AnyName, { LABEL: "name" });
    this.CONSUME(P.colon);
    this.SUBRULE(this.expr);
  });

  /** `win who` or `lose who` (the others win: `lose players` means the game beat everyone). */
  protected winStmt = this.RULE("winStmt", () => {
    this.OR([{ ALT: () => this.CONSUME(K.win) }, { ALT: () => this.CONSUME(K.lose) }]);
    this.SUBRULE(this.expr);
  });

  protected rankStmt = this.RULE("rankStmt", () => {
    this.CONSUME(K.rank);
    this.CONSUME(Identifier, { LABEL: "name" });
    this.CONSUME(K.by);
    this.AT_LEAST_ONE_SEP({ SEP: P.comma, DEF: () => this.SUBRULE(this.rankKey) });
  });

  /** A ranking key with an optional label for score sheets: `count(hand of p) "Cards in hand"`. */
  protected rankKey = this.RULE("rankKey", () => {
    this.SUBRULE(this.expr);
    this.OPTION(() => this.CONSUME(StringLit, { LABEL: "label" }));
  });

  protected readonly refAlts: IOrAlt<unknown>[] = [
    {
      ALT: () => {
        this.CONSUME(K.my);
        this.CONSUME(Identifier, { LABEL: "name" });
        this.OPTION2(() => this.SUBRULE(this.zoneKey));
      },
    },
    {
      ALT: () => {
        this.CONSUME2(Identifier, { LABEL: "name" });
        this.OPTION3(() => this.SUBRULE2(this.zoneKey));
        this.OPTION(() => {
          this.CONSUME(K.of);
          this.SUBRULE(this.postfix);
        });
      },
    },
  ];

  /** `clear REF` — ends a modifier's lasting additions. */
  protected clearStmt = this.RULE("clearStmt", () => {
    this.CONSUME(K.clear);
    this.SUBRULE(this.ref);
  });

  /** lvalue and zoneRef share one shape: `my NAME` or `NAME (of postfix)?`. */
  protected ref = this.RULE("ref", () => {
    this.OR(this.refAlts);
  });

}
