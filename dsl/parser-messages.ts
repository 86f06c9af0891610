import { EOF, type IParserErrorMessageProvider, type IToken, type TokenType } from "chevrotain";
import type { MessageKey } from "./messages.js";
import { AnyName, Identifier, keywordWords, P } from "./tokens.js";

// Chevrotain reports errors as strings built by a message provider. Ours encodes a catalogue key
// and its arguments as JSON so the parse driver can turn each error into a coded diagnostic with
// a hint, instead of chevrotain's "Expecting token of type --> X <--" wording.

/** What a parser error means, decoded from chevrotain's message string. */
export interface ParserMessage {
  key: MessageKey;
  args: string[];
  /** Replaces the catalogue hint when the situation allows a sharper one. */
  hint?: string;
}

const expressionRules = new Set([
  "expr", "orExpr", "andExpr", "notExpr", "compareExpr", "rangeExpr", "additive", "multiplicative",
  "unary", "postfix", "primary", "bracket", "exprSnippet",
]);

const keywordSet = new Set<string>(keywordWords);

/** How a token found in the input is named in messages. */
export function describeFound(token: IToken): string {
  if (token.tokenType === EOF) return "the end of the input";
  const image = token.image.length > 24 ? `${token.image.slice(0, 24)}...` : token.image;
  if (keywordSet.has(token.image)) return `keyword '${image}'`;
  return `'${image}'`;
}

/** How an expected token type is named in messages. */
export function describeExpected(type: TokenType): string {
  if (type === EOF) return "the end of the input";
  return type.LABEL ?? type.name;
}

function encode(message: ParserMessage): string {
  return JSON.stringify(message);
}

/** Decodes a message produced by `parserMessages`; foreign messages become a generic syntax error. */
export function decodeParserMessage(text: string): ParserMessage {
  try {
    const parsed = JSON.parse(text) as ParserMessage;
    if (typeof parsed.key === "string" && Array.isArray(parsed.args)) return parsed;
  } catch {
    // fall through: not one of ours
  }
  return { key: "syntaxError", args: [text] };
}

function keywordHint(found: IToken): string | undefined {
  return keywordSet.has(found.image) ? `'${found.image}' is a reserved keyword; use another name` : undefined;
}

function withHint(message: ParserMessage, hint: string | undefined): ParserMessage {
  return hint === undefined ? message : { ...message, hint };
}

// What a bad token before the closing '}' most likely is, by the rule that owns the braces.
const insideBraces: Record<string, (found: string) => ParserMessage> = {
  block: (found) => ({ key: "expectedStatement", args: [found] }),
  flowDecl: (found) => ({ key: "expectedFlowNode", args: [found] }),
  phaseNode: (found) => ({ key: "expectedFlowNode", args: [found] }),
  typeDecl: (found) => ({ key: "expectedField", args: [found] }),
  chooseOneStmt: (found) => ({ key: "expectedOption", args: [found] }),
  enumDecl: (found) => ({ key: "expectedToken", args: ["',' or '}'", found], hint: "enum members are separated by commas" }),
  logStmt: (found) => ({ key: "expectedToken", args: ["',' or '}'", found], hint: "log arguments are `name: value` pairs separated by commas" }),
};

function mismatch(expected: TokenType, actual: IToken, ruleName: string): ParserMessage {
  const found = describeFound(actual);
  // Chevrotain skips junk between top-level items as "expected EOF"; say what was expected instead.
  if (expected === EOF) return leftover(actual, ruleName);
  // Junk inside braces is reported against the '}', but the author most likely wrote a bad item.
  if (expected === P.rCurly && actual.tokenType !== EOF) {
    const item = insideBraces[ruleName];
    if (item) return item(found);
  }
  if (expected === P.rCurly) return { key: "missingCloseBrace", args: [found] };
  if (expected === P.rParen) return { key: "missingCloseParen", args: [found] };
  if (expected === P.rBracket) return { key: "missingCloseBracket", args: [found] };
  if (expected === Identifier || expected === AnyName) {
    return withHint({ key: "expectedName", args: [found] }, keywordHint(actual));
  }
  return { key: "expectedToken", args: [describeExpected(expected), found] };
}

function leftover(found: IToken, ruleName: string): ParserMessage {
  const what = describeFound(found);
  if (found.tokenType === P.rCurly) return { key: "unexpectedInput", args: ["'}'"] };
  if (ruleName === "file") return { key: "expectedDeclaration", args: [what] };
  if (ruleName === "effectSnippet") return { key: "expectedStatement", args: [what] };
  return { key: "unexpectedInput", args: [what], hint: "an expression snippet holds exactly one expression" };
}

function noViableAlt(ruleName: string, firsts: TokenType[], actual: IToken): ParserMessage {
  const found = describeFound(actual);
  if (ruleName === "stmt") return { key: "expectedStatement", args: [found] };
  if (ruleName === "decl") return { key: "expectedDeclaration", args: [found] };
  if (ruleName === "typeRef") return { key: "expectedType", args: [found] };
  if (ruleName === "flowNode") return { key: "expectedFlowNode", args: [found] };
  if (ruleName === "visibility") return { key: "expectedVisibility", args: [found] };
  if (ruleName === "ref") return withHint({ key: "expectedName", args: [found] }, keywordHint(actual));
  if (expressionRules.has(ruleName)) return { key: "expectedExpression", args: [found] };
  return { key: "expectedToken", args: [oneOf(firsts), found] };
}

function oneOf(types: TokenType[]): string {
  const names = [...new Set(types.map(describeExpected))];
  if (names.length <= 1) return names[0] ?? "something else";
  return `${names.slice(0, -1).join(", ")} or ${names[names.length - 1]}`;
}

/** The error message provider handed to the chevrotain parser. */
export const parserMessages: IParserErrorMessageProvider = {
  buildMismatchTokenMessage({ expected, actual, ruleName }) {
    return encode(mismatch(expected, actual, ruleName));
  },
  buildNotAllInputParsedMessage({ firstRedundant, ruleName }) {
    return encode(leftover(firstRedundant, ruleName));
  },
  buildNoViableAltMessage({ expectedPathsPerAlt, actual, ruleName }) {
    const firsts = expectedPathsPerAlt.flatMap((paths) => paths.map((path) => path[0]!)).filter(Boolean);
    return encode(noViableAlt(ruleName, firsts, actual[0]!));
  },
  buildEarlyExitMessage({ expectedIterationPaths, actual, ruleName }) {
    const found = describeFound(actual[0]!);
    if (ruleName === "rankStmt") return encode({ key: "expectedExpression", args: [found] });
    const firsts = expectedIterationPaths.map((path) => path[0]!).filter(Boolean);
    return encode({ key: "expectedToken", args: [oneOf(firsts), found] });
  },
};

