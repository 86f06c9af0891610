import type { Diagnostic } from "../../dsl/index.js";
import type { Span } from "../../dsl/index.js";

/** The catalogue of content-loading diagnostic codes, so no stage invents a code inline. */
export const ContentCode = {
  /** YAML syntax error or warning. */
  Syntax: "CNT2001",
  /** A value of the wrong type (or an id that is not a valid slug). */
  WrongType: "CNT2002",
  /** A required field is missing from a record. */
  MissingField: "CNT2003",
  /** A record has a field its type does not declare. */
  UnknownField: "CNT2004",
  /** A value is not one of its enum's members. */
  NotInEnum: "CNT2005",
  /** A number is outside its declared range. */
  OutOfRange: "CNT2006",
  /** Two records in one file share an id. */
  DuplicateId: "CNT2007",
  /** The file (or an entry of it) is not a list of records. */
  NotRecordList: "CNT2008",
  /** A data file declared by a `type ... from "file.yaml"` does not exist. */
  MissingFile: "CNT2009",
  /** Anchors and aliases that expand too much (an alias bomb). */
  AliasBomb: "CNT2010",
  /** Lists and maps nested beyond the limit. */
  TooDeep: "CNT2011",
  /** Text that is not valid UTF-8, or a record count or size beyond the limits. */
  Encoding: "CNT2013",
  /** A value beyond a limit of the engine (copies, list sizes). */
  Limit: "CNT2014",
  /** table.yaml names a zone, field, counter, query, enum member or art file the game does not have. */
  UnknownName: "CNT2015",
} as const;

/** One of the CNT2xxx codes. */
export type ContentCodeValue = (typeof ContentCode)[keyof typeof ContentCode];

/** The diagnostic for a declared data file that the ContentSource does not have, placed on the declaration. */
export function missingFileDiagnostic(path: string, declaredAt: Span): Diagnostic {
  return {
    code: ContentCode.MissingFile,
    severity: "error",
    message: `data file "${path}" does not exist`,
    span: declaredAt,
    hint: "create the file (a YAML list of records) or fix the path in the `from` clause; it is relative to the game folder",
  };
}
