/** A half-open range of character offsets in one source file; line/col are computed only when printing. */
export interface Span {
  /** Path of the file, relative to the content root (e.g. "beginners/game.rules"). */
  file: string;
  /** Offset of the first character. */
  start: number;
  /** Offset one past the last character. */
  end: number;
}
