import type { Diagnostic } from "./diagnostic.js";
import type { Span } from "./span.js";

// The one catalogue of DSL diagnostics: every code the lexer and parser can report, with the
// sentence shown to the author and a hint. Keeping them together makes the wording consistent
// and lets docs and tests enumerate them.

/** A catalogue entry: a fixed code, a message template and a hint. */
export interface MessageDef {
  code: string;
  /** `{0}`, `{1}`... are replaced by the arguments given to `diag`. */
  message: string;
  hint: string;
}

/** Every DSL1xxx diagnostic, by a readable key. */
export const messages = {
  unexpectedChar: {
    code: "DSL1001",
    message: "unexpected character {0}",
    hint: "only letters, digits, `_`, quotes, `#` comments and the punctuation listed in the language reference may appear here",
  },
  unterminatedString: {
    code: "DSL1002",
    message: "unterminated string",
    hint: "close the string with `\"` on the same line",
  },
  badEscape: {
    code: "DSL1003",
    message: "unknown escape {0} in string",
    hint: "strings support only `\\\"`, `\\\\` and `\\n`",
  },
  expectedToken: {
    code: "DSL1010",
    message: "expected {0} but found {1}",
    hint: "check the syntax of this construct in the language reference",
  },
  missingCloseBrace: {
    code: "DSL1011",
    message: "expected '}' but found {0}",
    hint: "did you forget a closing '}'?",
  },
  expectedExpression: {
    code: "DSL1012",
    message: "expected an expression but found {0}",
    hint: "an expression is a number, string, name, call such as count(...), list [...], or a combination with operators",
  },
  expectedStatement: {
    code: "DSL1013",
    message: "expected a statement but found {0}",
    hint: "every statement starts with a keyword such as move, draw, choose, let, set, add, if, for, log...",
  },
  expectedDeclaration: {
    code: "DSL1014",
    message: "expected a declaration but found {0}",
    hint: "a rules file is a list of declarations: game, option, enum, type, zone, counter, mark, proc, flow, query",
  },
  expectedType: {
    code: "DSL1015",
    message: "expected a type but found {0}",
    hint: "a type is int, int 1..3, bool, text, effect, expr, player, list of T, or the name of an enum or type",
  },
  expectedFlowNode: {
    code: "DSL1016",
    message: "expected 'step' or 'phase' but found {0}",
    hint: "a flow is made of `step NAME { ... }` and `phase NAME { ... }` nodes",
  },
  expectedVisibility: {
    code: "DSL1017",
    message: "expected a zone visibility but found {0}",
    hint: "a zone is public, owner, hidden or others",
  },
  expectedOption: {
    code: "DSL1018",
    message: "expected 'option' but found {0}",
    hint: "`choose one` needs at least one `option NAME \"text\" { ... }`",
  },
  unexpectedInput: {
    code: "DSL1019",
    message: "unexpected {0}",
    hint: "is there an extra '}' or a statement outside of a block?",
  },
  missingCloseParen: {
    code: "DSL1020",
    message: "expected ')' but found {0}",
    hint: "did you forget a closing ')'?",
  },
  missingCloseBracket: {
    code: "DSL1021",
    message: "expected ']' but found {0}",
    hint: "did you forget a closing ']'?",
  },
  expectedName: {
    code: "DSL1022",
    message: "expected a name but found {0}",
    hint: "names are letters, digits and `_`, not starting with a digit, and not a keyword",
  },
  expectedField: {
    code: "DSL1023",
    message: "expected a field (name: type) or '}' but found {0}",
    hint: "a type body lists fields such as `color?: Color` or `cost: int 0..3`",
  },
  notCallable: {
    code: "DSL1024",
    message: "only a builtin, a function or an expression field can be called with (...)",
    hint: "builtins are called by name, `count(xs)`; parameterised fields as `c.holds(s)`; is an operator missing before '('?",
  },
  tooDeep: {
    code: "DSL1030",
    message: "nested too deeply: {0}",
    hint: "split the expression with `let`, or the block into a `proc`; nesting this deep is usually a missing closing bracket",
  },
  intTooLarge: {
    code: "DSL1031",
    message: "the number {0} is too large",
    hint: "integers in the rules must lie between -9007199254740991 and 9007199254740991 (2^53 - 1)",
  },
  tooLong: {
    code: "DSL1032",
    message: "too long to read: {0}",
    hint: "a .rules file holds at most 100,000 words and symbols (the games' largest holds under 10,000); split it into several files, each is read on its own",
  },
  syntaxError: {
    code: "DSL1099",
    message: "{0}",
    hint: "check the syntax in the language reference",
  },
} satisfies Record<string, MessageDef>;

/** A key of the DSL message catalogue. */
export type MessageKey = keyof typeof messages;

/** Fills a catalogue message's `{n}` placeholders. */
export function formatMessage(key: MessageKey, args: readonly string[] = []): string {
  return messages[key].message.replace(/\{(\d+)\}/g, (_, i: string) => args[Number(i)] ?? "");
}

/** Builds an error diagnostic from the catalogue. */
export function diag(key: MessageKey, span: Span, args: readonly string[] = []): Diagnostic {
  const def = messages[key];
  return { code: def.code, severity: "error", message: formatMessage(key, args), span, hint: def.hint };
}
