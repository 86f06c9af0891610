import { createToken, Lexer, type TokenType } from "chevrotain";

// The token vocabulary of the rules language. Kept apart from the lexer so the parser and the
// error messages can name tokens without pulling in the lexing machinery.

/** Category matched wherever any word (identifier or keyword) is allowed, e.g. field names after `.`. */
export const AnyName = createToken({ name: "AnyName", pattern: Lexer.NA, label: "a name" });

/** Category of words that can name a builtin in a call: identifiers and `left`, `right`, `others`. */
export const Callee = createToken({ name: "Callee", pattern: Lexer.NA, label: "a builtin name" });

/** Category of comparison operators (`==`, `!=`, `<`, `<=`, `>`, `>=`, `in`). */
export const CompareOp = createToken({ name: "CompareOp", pattern: Lexer.NA, label: "a comparison" });

/** Category of `+` and `-`. */
export const AddOp = createToken({ name: "AddOp", pattern: Lexer.NA, label: "'+' or '-'" });

/** Category of `*`, `/` and `%`. */
export const MulOp = createToken({ name: "MulOp", pattern: Lexer.NA, label: "'*', '/' or '%'" });

/** `[A-Za-z_][A-Za-z0-9_]*` that is not a keyword. */
export const Identifier = createToken({
  name: "Identifier",
  pattern: /[A-Za-z_][A-Za-z0-9_]*/,
  categories: [AnyName, Callee],
  label: "a name",
});

/** Every reserved word of the language (README "Lexical"). */
export const keywordWords = [
  "as", "game", "players", "option", "enum", "type", "from", "zone", "counter", "mark", "per", "player",
  "proc", "flow", "step", "phase", "repeat", "while", "query", "let", "set", "add", "subtract", "to", "if",
  "then", "else", "for", "each", "in", "loop", "break", "choose", "one", "by", "or", "pass",
  "simultaneously", "move", "bottom", "draw", "deal", "shuffle", "into", "unmark", "left", "right", "call",
  "run", "log", "win", "rank", "my", "of", "not", "and", "true", "false", "int", "bool", "text", "effect",
  "expr", "list", "public", "owner", "hidden", "others", "full", "refill", "where", "when", "attr", "require", "heuristic",
  "expansion", "replace", "campaign", "team", "bot", "lose",
  "anytime", "reaction", "during",
  "return", "function", "modifier", "until", "clear",
] as const;

/** A reserved word of the language. */
export type KeywordWord = (typeof keywordWords)[number];

// Keywords that also play another role: an operator, or the name of a builtin.
const extraCategories: Partial<Record<KeywordWord, TokenType[]>> = {
  in: [CompareOp],
  left: [Callee],
  right: [Callee],
  others: [Callee],
  team: [Callee],
};

/** Keyword tokens by word; `longer_alt` makes `mystuff` an identifier rather than `my` + `stuff`. */
export const K = Object.fromEntries(
  keywordWords.map((word) => [
    word,
    createToken({
      name: word[0]!.toUpperCase() + word.slice(1),
      pattern: word,
      longer_alt: Identifier,
      categories: extraCategories[word] ? [AnyName, ...extraCategories[word]] : [AnyName],
      label: `'${word}'`,
    }),
  ]),
) as Record<KeywordWord, TokenType>;

/**
 * Words that start a declaration (`event`, `on`, `modify`, `module`, `extend`, `prefer`) but are not reserved: each is its
 * own token type, so the parser's recovery resumes at them and not at every name, and a category of
 * Identifier, so they still name fields, locals and counters (`b.on`, `let event = 1`).
 */
export const W = Object.fromEntries(
  (["event", "on", "modify", "module", "extend", "prefer"] as const).map((word) => [
    word,
    createToken({ name: `Word${word[0]!.toUpperCase()}${word.slice(1)}`, pattern: word, longer_alt: Identifier, categories: [Identifier, AnyName, Callee], label: `'${word}'` }),
  ]),
) as Record<"event" | "on" | "modify" | "module" | "extend" | "prefer", TokenType>;

/** A closed string literal `"..."`; escapes are decoded by the AST builder. */
export const StringLit = createToken({
  name: "StringLit",
  pattern: /"(?:[^"\\\r\n]|\\.)*"/,
  label: "a string",
});

/** A string with no closing quote on its line; the parser treats it as a string, the lexer reports it. */
export const UnterminatedString = createToken({
  name: "UnterminatedString",
  pattern: /"(?:[^"\\\r\n]|\\.)*\\?/,
  categories: [StringLit],
  label: "a string",
});

/** `[0-9]+` */
export const IntLit = createToken({ name: "IntLit", pattern: /[0-9]+/, label: "a number" });

/** Skipped: spaces, tabs, newlines (newlines are not significant). */
export const WhiteSpace = createToken({ name: "WhiteSpace", pattern: /[ \t\r\n\f]+/, group: Lexer.SKIPPED });

/** Skipped: `#` to the end of the line. */
export const Comment = createToken({ name: "Comment", pattern: /#[^\r\n]*/, group: Lexer.SKIPPED });

function punct(name: string, text: string, category?: TokenType): TokenType {
  return createToken({ name, pattern: text, label: `'${text}'`, ...(category ? { categories: [category] } : {}) });
}

/** Punctuation tokens, named for the parser. */
export const P = {
  lCurly: punct("LCurly", "{"),
  rCurly: punct("RCurly", "}"),
  lParen: punct("LParen", "("),
  rParen: punct("RParen", ")"),
  lBracket: punct("LBracket", "["),
  rBracket: punct("RBracket", "]"),
  comma: punct("Comma", ","),
  colon: punct("Colon", ":"),
  dotDot: punct("DotDot", ".."),
  dot: punct("Dot", "."),
  eqEq: punct("EqEq", "==", CompareOp),
  notEq: punct("NotEq", "!=", CompareOp),
  ltEq: punct("LtEq", "<=", CompareOp),
  lt: punct("Lt", "<", CompareOp),
  gtEq: punct("GtEq", ">=", CompareOp),
  gt: punct("Gt", ">", CompareOp),
  eq: punct("Eq", "="),
  plus: punct("Plus", "+", AddOp),
  arrow: punct("Arrow", "->"),
  minus: punct("Minus", "-", AddOp),
  star: punct("Star", "*", MulOp),
  slash: punct("Slash", "/", MulOp),
  percent: punct("Percent", "%", MulOp),
  questionQuestion: punct("QuestionQuestion", "??"),
  question: punct("Question", "?"),
} as const;

// Order matters: longer punctuation before its prefixes, longer keywords before their prefixes
// (`into` before `int` before `in`), and every keyword before Identifier.
const byLengthDesc = [...keywordWords].sort((a, b) => b.length - a.length).map((w) => K[w]);

/** All token types in lexing priority order. */
export const allTokens: TokenType[] = [
  WhiteSpace,
  Comment,
  StringLit,
  UnterminatedString,
  IntLit,
  ...byLengthDesc,
  W.module, W.modify, W.extend, W.event, W.on, W.prefer,
  Identifier,
  AnyName,
  Callee,
  CompareOp,
  AddOp,
  MulOp,
  P.lCurly, P.rCurly, P.lParen, P.rParen, P.lBracket, P.rBracket, P.comma, P.colon,
  P.dotDot, P.dot, P.eqEq, P.notEq, P.ltEq, P.lt, P.gtEq, P.gt, P.eq, P.plus, P.arrow, P.minus,
  P.star, P.slash, P.percent, P.questionQuestion, P.question,
];
