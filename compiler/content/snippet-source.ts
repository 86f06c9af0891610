import { isScalar, Scalar } from "yaml";

/** DSL source taken from a YAML string value, with the file offset of its first character. */
export interface SnippetSource {
  text: string;
  offset: number;
}

/**
 * The text to hand the DSL parser for a string scalar, and where it starts in the file.
 *
 * Exact (`text === fileText.slice(offset, offset + text.length)`) for plain scalars, block scalars (`|`, `>`:
 * the raw lines, indentation included) and quoted scalars without escapes: YAML only changes whitespace in
 * those, and whitespace is insignificant in the DSL, so raw source gives the same tokens with true offsets.
 * Quoted scalars with escapes (`\` in "...", `''` in '...') fall back to the parsed value starting just after
 * the opening quote: positions after the first escape are then approximate.
 */
export function snippetSource(node: unknown, fileText: string): SnippetSource | undefined {
  if (!isScalar(node) || typeof node.value !== "string" || !node.range) return undefined;
  const [start, end] = node.range;
  switch (node.type) {
    case Scalar.PLAIN:
      return { text: fileText.slice(start, end), offset: start };
    case Scalar.BLOCK_LITERAL:
    case Scalar.BLOCK_FOLDED:
      return blockContent(fileText, start, end);
    case Scalar.QUOTE_DOUBLE:
    case Scalar.QUOTE_SINGLE: {
      const inner = fileText.slice(start + 1, end - 1);
      const escaped = node.type === Scalar.QUOTE_DOUBLE ? inner.includes("\\") : inner.includes("''");
      return escaped ? { text: node.value, offset: start + 1 } : { text: inner, offset: start + 1 };
    }
    default:
      return { text: node.value, offset: start };
  }
}

// The range of a block scalar starts at its `|`/`>` header; the content starts on the next line and
// ends before the trailing line breaks, which are chomping, not content.
function blockContent(fileText: string, start: number, end: number): SnippetSource {
  const newline = fileText.indexOf("\n", start);
  if (newline < 0 || newline >= end) return { text: "", offset: end };
  const contentStart = newline + 1;
  let contentEnd = end;
  while (contentEnd > contentStart && /\s/.test(fileText[contentEnd - 1]!)) contentEnd--;
  return { text: fileText.slice(contentStart, contentEnd), offset: contentStart };
}
