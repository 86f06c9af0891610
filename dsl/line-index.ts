// Spans hold offsets only; line and column are worked out when a diagnostic is printed.
// The index records where each line starts so that lookup is a binary search, not a scan.

/** A 1-based line and column (columns count UTF-16 code units, as editors' offsets do). */
export interface LineCol {
  line: number;
  col: number;
}

/** Maps offsets in one text to lines and columns, and lines back to their text. */
export class LineIndex {
  private readonly starts: number[] = [0];

  constructor(private readonly text: string) {
    for (let i = 0; i < text.length; i++) {
      if (text.charCodeAt(i) === 10) this.starts.push(i + 1);
    }
  }

  /** Number of lines (a trailing newline starts one more, empty line). */
  get lineCount(): number {
    return this.starts.length;
  }

  /** The 1-based line and column of `offset`; offsets past the end clamp to the end. */
  position(offset: number): LineCol {
    const at = Math.max(0, Math.min(offset, this.text.length));
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.starts[mid]! <= at) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, col: at - this.starts[lo]! + 1 };
  }

  /** Offset of the first character of 1-based `line`. */
  lineStart(line: number): number {
    return this.starts[Math.max(0, Math.min(line, this.starts.length) - 1)]!;
  }

  /** Text of 1-based `line`, without its line break (`\n` or `\r\n`). */
  lineText(line: number): string {
    const start = this.lineStart(line);
    const next = line < this.starts.length ? this.starts[line]! - 1 : this.text.length;
    const raw = this.text.slice(start, next);
    return raw.endsWith("\r") ? raw.slice(0, -1) : raw;
  }
}
