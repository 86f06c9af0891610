// The public face of dsl/: parse rules files and YAML snippets into the AST, and print
// diagnostics. Other folders import from here only.

export type * from "./ast.js";
export type { Span } from "./span.js";
export type { Diagnostic, Result, Severity } from "./diagnostic.js";
export { hasErrors } from "./diagnostic.js";
export { LineIndex, type LineCol } from "./line-index.js";
export { formatDiagnostic, formatDiagnostics } from "./format.js";
export { parseRules, parseEffectSnippet, parseExprSnippet, isFatal } from "./parse.js";
export { MAX_NESTING, MAX_PREFIX_RUN, MAX_TREE_DEPTH } from "./limits.js";
export { messages, type MessageDef, type MessageKey } from "./messages.js";
export { STATEMENTS, STATEMENT_KINDS, statementGrammar, statementKindsWhere, type LoopExit, type StatementInfo } from "./statements.js";
