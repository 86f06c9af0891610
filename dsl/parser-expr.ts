import { CstParser, type IOrAlt } from "chevrotain";
import { parserMessages } from "./parser-messages.js";
import { AddOp, allTokens, AnyName, Callee, CompareOp, Identifier, IntLit, K, MulOp, P, StringLit } from "./tokens.js";

// Expression rules of the grammar, loosest first (dsl/README.md "Expressions"). The statement
// and declaration rules extend this class; only the final subclass runs grammar analysis.

/** The expression layer of the rules parser: one CST rule per precedence level. */
export class ExprParser extends CstParser {
  constructor() {
    super(allTokens, {
      recoveryEnabled: true,
      nodeLocationTracking: "onlyOffset",
      maxLookahead: 3,
      errorMessageProvider: parserMessages,
    });
  }

  protected readonly exprAlts: IOrAlt<unknown>[] = [
    {
      ALT: () => {
        this.CONSUME(K.if);
        this.SUBRULE(this.expr, { LABEL: "cond" });
        this.CONSUME(K.then);
        this.SUBRULE2(this.expr, { LABEL: "then" });
        this.CONSUME(K.else);
        this.SUBRULE3(this.expr, { LABEL: "otherwise" });
      },
    },
    { ALT: () => this.SUBRULE(this.orExpr) },
  ];

  /** `if c then a else b` or an `or` chain. */
  expr = this.RULE("expr", () => {
    this.OR(this.exprAlts);
  });

  // `choose ... by p or pass`: an `or` followed by `pass` ends the expression instead.
  protected orExpr = this.RULE("orExpr", () => {
    this.SUBRULE(this.andExpr, { LABEL: "operand" });
    this.MANY({
      GATE: () => this.LA(2).tokenType !== K.pass,
      DEF: () => {
        this.CONSUME(K.or, { LABEL: "op" });
        this.SUBRULE2(this.andExpr, { LABEL: "operand" });
      },
    });
  });

  protected andExpr = this.RULE("andExpr", () => {
    this.SUBRULE(this.notExpr, { LABEL: "operand" });
    this.MANY(() => {
      this.CONSUME(K.and, { LABEL: "op" });
      this.SUBRULE2(this.notExpr, { LABEL: "operand" });
    });
  });

  protected readonly notAlts: IOrAlt<unknown>[] = [
    {
      ALT: () => {
        this.CONSUME(K.not, { LABEL: "op" });
        this.SUBRULE(this.notExpr, { LABEL: "operand" });
      },
    },
    { ALT: () => this.SUBRULE(this.compareExpr, { LABEL: "operand" }) },
  ];

  protected notExpr = this.RULE("notExpr", () => {
    this.OR(this.notAlts);
  });

  protected compareExpr = this.RULE("compareExpr", () => {
    this.SUBRULE(this.orElse, { LABEL: "operand" });
    this.OPTION(() => {
      this.CONSUME(CompareOp, { LABEL: "op" });
      this.SUBRULE2(this.orElse, { LABEL: "operand" });
    });
  });

  // `x ?? 0`: a default for none, looser than arithmetic so `h.heal ?? 1 + bonus` adds first.
  protected orElse = this.RULE("orElse", () => {
    this.SUBRULE(this.rangeExpr, { LABEL: "operand" });
    this.MANY(() => {
      this.CONSUME(P.questionQuestion, { LABEL: "op" });
      this.SUBRULE2(this.rangeExpr, { LABEL: "operand" });
    });
  });

  protected rangeExpr = this.RULE("rangeExpr", () => {
    this.SUBRULE(this.additive, { LABEL: "operand" });
    this.OPTION(() => {
      this.CONSUME(P.dotDot, { LABEL: "op" });
      this.SUBRULE2(this.additive, { LABEL: "operand" });
    });
  });

  protected additive = this.RULE("additive", () => {
    this.SUBRULE(this.multiplicative, { LABEL: "operand" });
    this.MANY(() => {
      this.CONSUME(AddOp, { LABEL: "op" });
      this.SUBRULE2(this.multiplicative, { LABEL: "operand" });
    });
  });

  protected multiplicative = this.RULE("multiplicative", () => {
    this.SUBRULE(this.unary, { LABEL: "operand" });
    this.MANY(() => {
      this.CONSUME(MulOp, { LABEL: "op" });
      this.SUBRULE2(this.unary, { LABEL: "operand" });
    });
  });

  protected readonly unaryAlts: IOrAlt<unknown>[] = [
    {
      ALT: () => {
        this.CONSUME(P.minus, { LABEL: "op" });
        this.SUBRULE(this.unary, { LABEL: "operand" });
      },
    },
    { ALT: () => this.SUBRULE(this.postfix, { LABEL: "operand" }) },
  ];

  protected unary = this.RULE("unary", () => {
    this.OR(this.unaryAlts);
  });

  /** `primary ("." NAME ("[" expr "]")?)*`; field names may be keywords (`c.owner`, `c.text`). */
  postfix = this.RULE("postfix", () => {
    this.SUBRULE(this.primary);
    this.MANY(() => {
      this.CONSUME(P.dot);
      this.CONSUME(AnyName, { LABEL: "field" });
      // `h.skills[charisma]`: the value a `T per Enum` field holds for one member.
      this.OPTION2(() => this.SUBRULE(this.zoneKey, { LABEL: "fieldKey" }));
    });
    // A call applies to the last field: `clue.holds(s)` evaluates a parameterised expr field.
    this.OPTION(() => this.SUBRULE(this.args, { LABEL: "fieldArgs" }));
  });

  protected readonly primaryAlts: IOrAlt<unknown>[] = [
    { ALT: () => this.CONSUME(IntLit, { LABEL: "int" }) },
    { ALT: () => this.CONSUME(StringLit, { LABEL: "string" }) },
    { ALT: () => this.CONSUME(K.true, { LABEL: "bool" }) },
    { ALT: () => this.CONSUME(K.false, { LABEL: "bool" }) },
    {
      ALT: () => {
        this.CONSUME(K.my);
        this.CONSUME(Identifier, { LABEL: "my" });
        this.OPTION2(() => this.SUBRULE(this.zoneKey));
      },
    },
    // A name followed by `(` is a builtin call; `left(p)`, `right(p)`, `others(p)` are keywords but calls too.
    {
      GATE: () => this.LA(2).tokenType === P.lParen,
      ALT: () => {
        this.CONSUME(Callee, { LABEL: "callee" });
        this.SUBRULE(this.args);
      },
    },
    {
      ALT: () => {
        this.CONSUME3(Identifier, { LABEL: "name" });
        this.OPTION3(() => this.SUBRULE2(this.zoneKey));
        this.OPTION(() => {
          this.CONSUME(K.of);
          this.SUBRULE(this.postfix, { LABEL: "of" });
        });
      },
    },
    // `players` is a keyword for `game ... players 2..5` but an ordinary name in expressions.
    { ALT: () => this.CONSUME(K.players, { LABEL: "name" }) },
    {
      ALT: () => {
        this.CONSUME(P.lParen);
        this.SUBRULE(this.expr, { LABEL: "paren" });
        this.CONSUME(P.rParen);
      },
    },
    { ALT: () => this.SUBRULE(this.bracket) },
    { ALT: () => this.SUBRULE(this.record) },
  ];

  protected primary = this.RULE("primary", () => {
    this.OR(this.primaryAlts);
  });

  /** `{ key: expr, ... }` — a record value, for query results and structured data. */
  protected record = this.RULE("record", () => {
    this.CONSUME(P.lCurly);
    this.MANY_SEP({
      SEP: P.comma,
      DEF: () => {
        this.CONSUME(AnyName, { LABEL: "key" });
        this.CONSUME(P.colon);
        this.SUBRULE(this.expr, { LABEL: "value" });
      },
    });
    this.CONSUME(P.rCurly);
  });

  /** `[expr]` after a zone's name: the key of one zone of a family (`deck[c.level]`). */
  protected zoneKey = this.RULE("zoneKey", () => {
    this.CONSUME(P.lBracket);
    this.SUBRULE(this.expr, { LABEL: "key" });
    this.CONSUME(P.rBracket);
  });

  protected args = this.RULE("args", () => {
    this.CONSUME(P.lParen);
    this.MANY_SEP({ SEP: P.comma, DEF: () => this.SUBRULE(this.expr, { LABEL: "arg" }) });
    this.CONSUME(P.rParen);
  });

  // `[x in xs ...]` is a comprehension even though `x in xs` is also an expression: the
  // comprehension reading wins, so `[x in xs]` is never a one-element list of a boolean.
  protected bracket = this.RULE("bracket", () => {
    this.CONSUME(P.lBracket);
    this.OR({
      IGNORE_AMBIGUITIES: true,
      DEF: [
        {
          GATE: () => this.LA(1).tokenType === Identifier && this.LA(2).tokenType === K.in,
          ALT: () => {
            this.CONSUME(Identifier, { LABEL: "var" });
            this.CONSUME(K.in);
            this.SUBRULE(this.expr, { LABEL: "list" });
            this.OPTION(() => {
              this.CONSUME(K.where);
              this.SUBRULE2(this.expr, { LABEL: "where" });
            });
            // `by fewest points, then fewest tokens`: sort keys, ascending, ties kept in the list's order.
            this.OPTION3(() => {
              this.CONSUME(K.by);
              this.AT_LEAST_ONE_SEP({ SEP: P.comma, DEF: () => this.SUBRULE5(this.expr, { LABEL: "sortKey" }) });
            });
            this.OPTION2(() => {
              this.CONSUME(P.arrow);
              this.SUBRULE3(this.expr, { LABEL: "map" });
            });
          },
        },
        {
          ALT: () => this.MANY_SEP({ SEP: P.comma, DEF: () => this.SUBRULE4(this.expr, { LABEL: "item" }) }),
        },
      ],
    });
    this.CONSUME(P.rBracket);
  });
}
