import type { Document } from "yaml";

// The parsed file on its own, so the readers of its data (yaml-data.ts) and its parser import no circle.

/** A parsed YAML content file: its path, its text and the `yaml` Document with node ranges (offsets into `text`). */
export interface YamlFile {
  /** Path relative to the content root; becomes `Span.file` of every diagnostic about this file. */
  file: string;
  text: string;
  doc: Document.Parsed;
  /** Set when the file has syntax errors or nests too deeply: later stages must not read its records. */
  broken: boolean;
}
