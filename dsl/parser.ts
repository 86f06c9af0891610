import { type CstNode, type IOrAlt, type IToken, type TokenType } from "chevrotain";
import { StmtParser } from "./parser-stmt.js";
import { AnyName, Identifier, IntLit, K, P, StringLit, W } from "./tokens.js";

// The grammar of the rules language (dsl/README.md) as a chevrotain CST parser with error
// recovery: a bad statement is skipped up to the next one so one run reports every error.
// Expressions and statements live in the parent classes; this file adds the declarations and
// the entry rules. The CST is turned into the AST by build-ast.ts.

/** Top-level decl keywords, used to resynchronise after junk between declarations. */
export const declStartTokens: readonly TokenType[] = [
  W.event, W.on, W.modify, W.module, W.extend,
  K.game, K.option, K.enum, K.type, K.zone, K.counter, K.mark, K.attr, K.proc, K.flow, K.query, K.require, K.heuristic, K.function,
  K.expansion, K.add, K.replace, K.campaign, K.team, K.bot,
  K.anytime, K.reaction, K.modifier,
];

/** The chevrotain parser for rules files, effect snippets and expression snippets. */
export class RulesParser extends StmtParser {
  constructor() {
    super();
    this.performSelfAnalysis();
  }

  /** The next token to read; after the parser gave up (out of stack), where it was reading. */
  currentToken(): IToken {
    return this.LA(1);
  }

  /** `decl*` — a whole rules file. */
  file = this.RULE("file", () => {
    // A name starts a declaration only as `event`, `on`, `modify`, `module` or `extend` (recovery skips other names).
    this.MANY(() => this.SUBRULE(this.decl));
  });

  /** `stmt*` without braces — an `effect` snippet. */
  effectSnippet = this.RULE("effectSnippet", () => {
    this.MANY({ GATE: () => this.startsStmt(), DEF: () => this.SUBRULE(this.stmt) });
  });

  /** One expression — an `expr` snippet. */
  exprSnippet = this.RULE("exprSnippet", () => {
    this.SUBRULE(this.expr);
  });

  private readonly declAlts: IOrAlt<unknown>[] = [
    { ALT: () => this.SUBRULE(this.gameDecl) },
    { ALT: () => this.SUBRULE(this.optionDecl) },
    { ALT: () => this.SUBRULE(this.enumDecl) },
    { ALT: () => this.SUBRULE(this.typeDecl) },
    { ALT: () => this.SUBRULE(this.zoneDecl) },
    { ALT: () => this.SUBRULE(this.counterDecl) },
    { ALT: () => this.SUBRULE(this.markDecl) },
    { ALT: () => this.SUBRULE(this.attrDecl) },
    { ALT: () => this.SUBRULE(this.procDecl) },
    { ALT: () => this.SUBRULE(this.flowDecl) },
    { ALT: () => this.SUBRULE(this.queryDecl) },
    { ALT: () => this.SUBRULE(this.requireDecl) },
    { ALT: () => this.SUBRULE(this.heuristicDecl) },
    { ALT: () => this.SUBRULE(this.expansionDecl) },
    { ALT: () => this.SUBRULE(this.addRecordsDecl) },
    { ALT: () => this.SUBRULE(this.campaignDecl) },
    { ALT: () => this.SUBRULE(this.teamDecl) },
    { ALT: () => this.SUBRULE(this.botDecl) },
    { ALT: () => this.SUBRULE(this.anytimeDecl) },
    { ALT: () => this.SUBRULE(this.functionDecl) },
    { ALT: () => this.SUBRULE(this.modifierDecl) },
    // `event`, `on`, `modify`, `module`: words of their own (tokens.ts W) that stay ordinary names elsewhere.
    { ALT: () => this.SUBRULE(this.eventDecl) },
    { ALT: () => this.SUBRULE(this.onDecl) },
    { ALT: () => this.SUBRULE(this.modifyDecl) },
    { ALT: () => this.SUBRULE(this.moduleDecl) },
    { ALT: () => this.SUBRULE(this.preferDecl) },
  ];



  private decl = this.RULE("decl", () => {
    this.OR(this.declAlts);
  });

  private gameDecl = this.RULE("gameDecl", () => {
    this.CONSUME(K.game);
    this.CONSUME(StringLit, { LABEL: "title" });
    this.CONSUME(K.players);
    this.CONSUME(IntLit, { LABEL: "min" });
    this.CONSUME(P.dotDot);
    this.CONSUME2(IntLit, { LABEL: "max" });
  });

  private optionDecl = this.RULE("optionDecl", () => {
    this.CONSUME(K.option);
    this.CONSUME(Identifier, { LABEL: "name" });
    this.CONSUME(P.colon);
    this.SUBRULE(this.typeRef);
    this.CONSUME(P.eq);
    this.SUBRULE(this.expr);
    this.OPTION(() => this.CONSUME(StringLit, { LABEL: "description" }));
  });

  /** `enum NAME { a, b }`, or `extend enum NAME { c }` in a module or expansion folder: more members of an enum declared elsewhere. */
  private enumDecl = this.RULE("enumDecl", () => {
    this.OPTION3(() => this.CONSUME(W.extend, { LABEL: "extend" }));
    this.CONSUME(K.enum);
    this.CONSUME(Identifier, { LABEL: "name" });
    this.CONSUME(P.lCurly);
    this.CONSUME2(Identifier, { LABEL: "member" });
    this.MANY(() => {
      this.CONSUME(P.comma);
      this.CONSUME3(Identifier, { LABEL: "member" });
    });
    this.OPTION(() => this.CONSUME2(P.comma));
    this.CONSUME(P.rCurly);
  });

  private typeDecl = this.RULE("typeDecl", () => {
    this.CONSUME(K.type);
    this.CONSUME(Identifier, { LABEL: "name" });
    this.OPTION(() => {
      this.CONSUME(K.from);
      this.AT_LEAST_ONE_SEP({ SEP: P.comma, DEF: () => this.CONSUME(StringLit, { LABEL: "source" }) });
    });
    this.CONSUME(P.lCurly);
    this.MANY(() => this.SUBRULE(this.field));
    this.CONSUME(P.rCurly);
  });

  private field = this.RULE("field", () => {
    this.CONSUME(AnyName, { LABEL: "name" });
    this.OPTION(() => this.CONSUME(P.question));
    this.CONSUME(P.colon);
    this.SUBRULE(this.typeRef);
  });

  private readonly typeRefAlts: IOrAlt<unknown>[] = [
    {
      ALT: () => {
        this.CONSUME(K.int);
        this.OPTION(() => {
          this.CONSUME(IntLit, { LABEL: "min" });
          this.CONSUME(P.dotDot);
          this.CONSUME2(IntLit, { LABEL: "max" });
        });
      },
    },
    { ALT: () => this.CONSUME(K.bool) },
    { ALT: () => this.CONSUME(K.text) },
    { ALT: () => this.CONSUME(K.effect) },
    {
      // `expr(s: Space)`: an expression field that takes parameters, used as `c.field(s)`.
      ALT: () => {
        this.CONSUME(K.expr);
        this.OPTION3(() => {
          this.CONSUME(P.lParen);
          this.MANY_SEP({ SEP: P.comma, DEF: () => this.SUBRULE(this.param) });
          this.CONSUME(P.rParen);
        });
      },
    },
    { ALT: () => this.CONSUME(K.player) },
    {
      ALT: () => {
        this.CONSUME(K.list);
        this.CONSUME(K.of);
        this.SUBRULE(this.typeRef);
      },
    },
    { ALT: () => this.CONSUME(Identifier, { LABEL: "name" }) },
  ];

  private typeRef = this.RULE("typeRef", () => {
    this.OR(this.typeRefAlts);
    // `int per Skill`: a value for each member of the enum.
    this.OPTION4(() => {
      this.CONSUME(K.per);
      this.CONSUME2(Identifier, { LABEL: "perKey" });
    });
  });

  private zoneDecl = this.RULE("zoneDecl", () => {
    this.CONSUME(K.zone);
    this.CONSUME(Identifier, { LABEL: "name" });
    // `zone deck[1..3]: ...` or `zone cage[Threat]: ...`: one zone per key.
    this.OPTION4(() => {
      this.CONSUME(P.lBracket);
      this.OR([
        {
          ALT: () => {
            this.CONSUME(IntLit, { LABEL: "keyFrom" });
            this.CONSUME(P.dotDot);
            this.CONSUME2(IntLit, { LABEL: "keyTo" });
          },
        },
        { ALT: () => this.CONSUME4(Identifier, { LABEL: "keyEnum" }) },
      ]);
      this.CONSUME(P.rBracket);
    });
    this.CONSUME(P.colon);
    this.CONSUME2(Identifier, { LABEL: "of" });
    this.OPTION(() => {
      this.CONSUME(K.per);
      this.CONSUME(K.player);
    });
    this.SUBRULE(this.visibility);
    // `not in play`: a box. `play` stays a name elsewhere (a zone may be called `play`).
    this.OPTION5(() => {
      this.CONSUME(K.not, { LABEL: "box" });
      this.CONSUME(K.in);
      this.CONSUME5(Identifier, { LABEL: "play" });
    });
    this.OPTION2(() => this.CONSUME(K.full));
    this.OPTION3(() => {
      this.CONSUME(K.refill);
      this.CONSUME(K.from);
      this.CONSUME3(Identifier, { LABEL: "refill" });
    });
  });

  private readonly visibilityAlts: IOrAlt<unknown>[] = [
    { ALT: () => this.CONSUME(K.public, { LABEL: "value" }) },
    { ALT: () => this.CONSUME(K.owner, { LABEL: "value" }) },
    { ALT: () => this.CONSUME(K.hidden, { LABEL: "value" }) },
    { ALT: () => this.CONSUME(K.others, { LABEL: "value" }) },
  ];

  private visibility = this.RULE("visibility", () => {
    this.OR(this.visibilityAlts);
  });

  private counterDecl = this.RULE("counterDecl", () => {
    this.CONSUME(K.counter);
    this.CONSUME(Identifier, { LABEL: "name" });
    this.OPTION(() => {
      this.CONSUME(K.per);
      this.CONSUME(K.player);
    });
    // `counter position per player: Location`: a counter holding a component, an enum member or a player.
    this.OPTION2(() => {
      this.CONSUME(P.colon);
      this.SUBRULE(this.typeRef);
    });
    this.OPTION3(() => {
      this.CONSUME(P.eq);
      this.SUBRULE(this.expr);
    });
  });

  private markDecl = this.RULE("markDecl", () => {
    this.CONSUME(K.mark);
    this.CONSUME(Identifier, { LABEL: "name" });
  });

  /** `attr NAME (: type)? (= -?INT | = NAME)?` — a value every component carries, read as `c.NAME`. */
  private attrDecl = this.RULE("attrDecl", () => {
    this.CONSUME(K.attr);
    this.CONSUME(Identifier, { LABEL: "name" });
    this.OPTION3(() => {
      this.CONSUME(P.colon);
      this.SUBRULE(this.typeRef);
    });
    this.OPTION(() => {
      this.CONSUME(P.eq);
      this.OR([
        {
          ALT: () => {
            this.OPTION2(() => this.CONSUME(P.minus, { LABEL: "negative" }));
            this.CONSUME(IntLit, { LABEL: "initial" });
          },
        },
        { ALT: () => this.CONSUME2(Identifier, { LABEL: "member" }) },
      ]);
    });
  });

  private procDecl = this.RULE("procDecl", () => {
    this.OPTION9(() => this.CONSUME(K.replace));
    this.CONSUME(K.proc);
    this.CONSUME(Identifier, { LABEL: "name" });
    this.CONSUME(P.lParen);
    this.MANY_SEP({ SEP: P.comma, DEF: () => this.SUBRULE(this.param) });
    this.CONSUME(P.rParen);
    this.OPTION(() => {
      this.CONSUME(P.colon);
      this.SUBRULE(this.typeRef, { LABEL: "returns" });
    });
    this.SUBRULE(this.block);
  });

  /** `modifier NAME (per player)?` (lasting additions) or `modifier NAME(params) (: type)?` (summed contributions). */
  private modifierDecl = this.RULE("modifierDecl", () => {
    this.CONSUME(K.modifier);
    this.CONSUME(Identifier, { LABEL: "name" });
    this.OR([
      {
        ALT: () => {
          this.CONSUME(P.lParen);
          this.MANY_SEP({ SEP: P.comma, DEF: () => this.SUBRULE(this.param) });
          this.CONSUME(P.rParen);
          this.OPTION2(() => {
            this.CONSUME(P.colon);
            this.SUBRULE(this.typeRef, { LABEL: "returns" });
          });
        },
      },
      {
        ALT: () =>
          this.OPTION(() => {
            this.CONSUME(K.per);
            this.CONSUME(K.player);
          }),
      },
    ]);
  });

  /** `event NAME(params)` — a moment of play that `announce` raises and `on` subscribes to. */
  private eventDecl = this.RULE("eventDecl", () => {
    this.CONSUME(W.event, { LABEL: "word" });
    this.CONSUME2(Identifier, { LABEL: "name" });
    this.CONSUME(P.lParen);
    this.MANY_SEP({ SEP: P.comma, DEF: () => this.SUBRULE(this.param) });
    this.CONSUME(P.rParen);
  });

  /** `on NAME(names) block` — a subscriber to an event. */
  private onDecl = this.RULE("onDecl", () => {
    this.CONSUME(W.on, { LABEL: "word" });
    this.CONSUME2(Identifier, { LABEL: "name" });
    this.CONSUME(P.lParen);
    this.MANY_SEP({ SEP: P.comma, DEF: () => this.CONSUME3(Identifier, { LABEL: "param" }) });
    this.CONSUME(P.rParen);
    this.SUBRULE(this.block);
  });

  /** `modify NAME(names) += expr` — a contribution to a summed modifier. */
  private modifyDecl = this.RULE("modifyDecl", () => {
    this.CONSUME(W.modify, { LABEL: "word" });
    this.CONSUME2(Identifier, { LABEL: "name" });
    this.CONSUME(P.lParen);
    this.MANY_SEP({ SEP: P.comma, DEF: () => this.CONSUME3(Identifier, { LABEL: "param" }) });
    this.CONSUME(P.rParen);
    this.CONSUME(P.plus);
    this.CONSUME(P.eq);
    this.SUBRULE(this.expr);
  });

  /** `prefer DECISION(param: Type) = expr` — how a bot's playouts rank the options of a decision, highest first; `prefer DECISION(pass) = expr` ranks its pass. */
  private preferDecl = this.RULE("preferDecl", () => {
    this.CONSUME(W.prefer, { LABEL: "word" });
    this.CONSUME2(Identifier, { LABEL: "name" });
    this.CONSUME(P.lParen);
    this.OR([{ ALT: () => this.CONSUME(K.pass) }, { ALT: () => this.SUBRULE(this.param) }]);
    this.CONSUME(P.rParen);
    this.CONSUME(P.eq);
    this.SUBRULE(this.expr);
  });

  /** `module NAME "Title" "What it adds"? when expr` — heads a module folder switched by a condition on the options. */
  private moduleDecl = this.RULE("moduleDecl", () => {
    this.CONSUME(W.module, { LABEL: "word" });
    this.CONSUME2(Identifier, { LABEL: "name" });
    this.CONSUME(StringLit, { LABEL: "title" });
    this.OPTION(() => this.CONSUME2(StringLit, { LABEL: "description" }));
    this.CONSUME(K.when);
    this.SUBRULE(this.expr);
  });

  /** `function NAME(params) (: type)? = expr` — a pure function, called like a builtin. */
  private functionDecl = this.RULE("functionDecl", () => {
    this.CONSUME(K.function);
    this.CONSUME(Identifier, { LABEL: "name" });
    this.CONSUME(P.lParen);
    this.MANY_SEP({ SEP: P.comma, DEF: () => this.SUBRULE(this.param) });
    this.CONSUME(P.rParen);
    this.OPTION(() => {
      this.CONSUME(P.colon);
      this.SUBRULE(this.typeRef, { LABEL: "returns" });
    });
    this.CONSUME(P.eq);
    this.SUBRULE(this.expr);
  });

  private param = this.RULE("param", () => {
    this.CONSUME(Identifier, { LABEL: "name" });
    this.CONSUME(P.colon);
    this.SUBRULE(this.typeRef);
  });

  private flowDecl = this.RULE("flowDecl", () => {
    this.CONSUME(K.flow);
    this.CONSUME(P.lCurly);
    this.MANY(() => this.SUBRULE(this.flowNode));
    this.CONSUME(P.rCurly);
  });

  private readonly flowNodeAlts: IOrAlt<unknown>[] = [
    { ALT: () => this.SUBRULE(this.stepNode) },
    { ALT: () => this.SUBRULE(this.phaseNode) },
  ];

  private flowNode = this.RULE("flowNode", () => {
    this.OR(this.flowNodeAlts);
  });

  private stepNode = this.RULE("stepNode", () => {
    this.CONSUME(K.step);
    this.CONSUME(Identifier, { LABEL: "name" });
    this.SUBRULE(this.block);
  });

  private phaseNode = this.RULE("phaseNode", () => {
    this.CONSUME(K.phase);
    this.CONSUME(Identifier, { LABEL: "name" });
    this.OPTION(() => {
      this.OR([
        {
          ALT: () => {
            this.CONSUME(K.repeat);
            this.SUBRULE(this.expr, { LABEL: "repeat" });
          },
        },
        {
          ALT: () => {
            this.CONSUME(K.while);
            this.SUBRULE2(this.expr, { LABEL: "while" });
          },
        },
      ]);
    });
    this.CONSUME(P.lCurly);
    this.MANY(() => this.SUBRULE(this.flowNode));
    this.CONSUME(P.rCurly);
  });

  private queryDecl = this.RULE("queryDecl", () => {
    this.CONSUME(K.query);
    this.CONSUME(Identifier, { LABEL: "name" });
    this.CONSUME(P.eq);
    this.SUBRULE(this.expr);
  });

  private requireDecl = this.RULE("requireDecl", () => {
    this.CONSUME(K.require);
    this.SUBRULE(this.expr);
    this.CONSUME(StringLit, { LABEL: "message" });
  });

  /**
   * `anytime NAME "text"? (during proc, ...)? (when expr)? block`, or `reaction ...` in the same shape:
   * an optional action offered at every decision of one's own turn, or to the other players.
   */
  private anytimeDecl = this.RULE("anytimeDecl", () => {
    this.OR([{ ALT: () => this.CONSUME(K.anytime) }, { ALT: () => this.CONSUME(K.reaction) }]);
    this.CONSUME(Identifier, { LABEL: "name" });
    this.OPTION(() => this.CONSUME(StringLit, { LABEL: "text" }));
    this.OPTION2(() => {
      this.CONSUME(K.during);
      this.AT_LEAST_ONE_SEP({ SEP: P.comma, DEF: () => this.CONSUME2(Identifier, { LABEL: "during" }) });
    });
    this.OPTION3(() => {
      this.CONSUME(K.when);
      this.SUBRULE(this.expr);
    });
    this.SUBRULE(this.block);
  });

  private heuristicDecl = this.RULE("heuristicDecl", () => {
    this.CONSUME(K.heuristic);
    this.CONSUME(P.eq);
    this.SUBRULE(this.expr);
  });

  /** `expansion NAME "Title" "Description"?` — heads an expansion folder; NAME is its on/off option. */
  private expansionDecl = this.RULE("expansionDecl", () => {
    this.CONSUME(K.expansion);
    this.CONSUME(Identifier, { LABEL: "name" });
    this.CONSUME(StringLit, { LABEL: "title" });
    this.OPTION(() => this.CONSUME2(StringLit, { LABEL: "description" }));
  });

  /** `add Type from "more.yaml", ...` — more records of an existing data type. */
  private addRecordsDecl = this.RULE("addRecordsDecl", () => {
    this.CONSUME(K.add);
    this.CONSUME(Identifier, { LABEL: "name" });
    this.CONSUME(K.from);
    this.AT_LEAST_ONE_SEP({ SEP: P.comma, DEF: () => this.CONSUME(StringLit, { LABEL: "source" }) });
  });

  /** `campaign NAME "Title" { field: type = default ... }` — the record that outlives one game. */
  private campaignDecl = this.RULE("campaignDecl", () => {
    this.CONSUME(K.campaign);
    this.CONSUME(Identifier, { LABEL: "name" });
    this.OPTION(() => this.CONSUME(StringLit, { LABEL: "title" }));
    this.CONSUME(P.lCurly);
    this.MANY(() => this.SUBRULE(this.campaignField));
    this.CONSUME(P.rCurly);
  });

  private campaignField = this.RULE("campaignField", () => {
    this.CONSUME(AnyName, { LABEL: "name" });
    this.CONSUME(P.colon);
    this.SUBRULE(this.typeRef);
    this.CONSUME(P.eq);
    this.SUBRULE(this.expr);
  });

  /** `team = expr` — seats whose values are equal play together (`me` is each seat in turn). */
  private teamDecl = this.RULE("teamDecl", () => {
    this.CONSUME(K.team);
    this.CONSUME(P.eq);
    this.SUBRULE(this.expr);
  });

  /** `bot KIND { setting: INT, ... }? (when EXPR)?` — the bot kind that suits the game (where `when` holds), and its budget. */
  private botDecl = this.RULE("botDecl", () => {
    this.CONSUME(K.bot);
    this.CONSUME(Identifier, { LABEL: "kind" });
    this.OPTION(() => {
      this.CONSUME(P.lCurly);
      this.MANY_SEP({
        SEP: P.comma,
        DEF: () => {
          this.CONSUME(AnyName, { LABEL: "key" });
          this.CONSUME(P.colon);
          this.CONSUME(IntLit, { LABEL: "value" });
        },
      });
      this.OPTION2(() => this.CONSUME2(P.comma));
      this.CONSUME(P.rCurly);
    });
    this.OPTION3(() => {
      this.CONSUME(K.when);
      this.SUBRULE(this.expr);
    });
  });
}

/** The shared parser instance: building one runs grammar analysis, so it is done once per process. */
export const rulesParser = new RulesParser();

/** Runs one entry rule of the shared parser over `tokens`. */
export function runRule(rule: "file" | "effectSnippet" | "exprSnippet", tokens: IToken[]) {
  rulesParser.input = tokens;
  const cst: CstNode = rulesParser[rule]();
  return { cst, errors: rulesParser.errors };
}

