import type { Diagnostic } from "./diagnostic.js";
import { LineIndex } from "./line-index.js";

// Prints diagnostics the way compilers do: `file:line:col: error CODE: message`, the source
// line with a gutter, a `^~~~` underline of the span (first line only), then the hint.

/** Formats one diagnostic against the full text of its file; `index` may be passed to reuse one. */
export function formatDiagnostic(d: Diagnostic, source: string, index = new LineIndex(source)): string {
  const { line, col } = index.position(d.span.start);
  const out = [`${d.span.file}:${line}:${col}: ${d.severity} ${d.code}: ${d.message}`];
  out.push(...codeFrame(index, line, col, d.span.end - d.span.start));
  if (d.hint) out.push(`  hint: ${d.hint}`);
  return out.join("\n");
}

/** Formats many diagnostics, reading each file's text once; unreadable files print without a frame. */
export function formatDiagnostics(ds: readonly Diagnostic[], readSource: (file: string) => string | undefined): string {
  const indexes = new Map<string, LineIndex | undefined>();
  return ds
    .map((d) => {
      if (!indexes.has(d.span.file)) {
        const text = readSource(d.span.file);
        indexes.set(d.span.file, text === undefined ? undefined : new LineIndex(text));
      }
      const index = indexes.get(d.span.file);
      if (index) return formatDiagnostic(d, "", index);
      const head = `${d.span.file}: ${d.severity} ${d.code}: ${d.message}`;
      return d.hint ? `${head}\n  hint: ${d.hint}` : head;
    })
    .join("\n");
}

/** Widest source line a code frame prints; longer lines show a window around the column. */
export const FRAME_WIDTH = 120;

function codeFrame(index: LineIndex, line: number, col: number, length: number): string[] {
  const full = index.lineText(line);
  const gutter = String(line);
  const pad = " ".repeat(gutter.length);
  // A minified or stray 1 MB line would be printed whole in every frame: show the part around the column.
  let text = full;
  let at = col - 1;
  if (full.length > FRAME_WIDTH) {
    const from = Math.max(0, Math.min(at - FRAME_WIDTH / 2, full.length - FRAME_WIDTH));
    const head = from > 0 ? "…" : "";
    const tail = from + FRAME_WIDTH < full.length ? "…" : "";
    text = head + full.slice(from, from + FRAME_WIDTH) + tail;
    at = at - from + head.length;
  }
  // Keep tabs in the indent so the caret lines up under the same characters in a terminal.
  const indent = text.slice(0, at).replace(/[^\t]/g, " ");
  const width = Math.max(1, Math.min(length, text.length - at));
  return [` ${gutter} | ${text}`, ` ${pad} | ${indent}^${"~".repeat(width - 1)}`];
}
