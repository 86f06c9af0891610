// The compiler's diagnostic catalogue (CMP3xxx): one place for codes, messages' shape and hints.

/** Compiler diagnostic codes with the hint each one carries. */
export const CMP = {
  unknownName: { code: "CMP3001", hint: "declare it (counter, zone, option, enum member) or bind it with let/for/choose" },
  duplicate: { code: "CMP3002", hint: "every declaration needs a name of its own" },
  typeMismatch: { code: "CMP3003", hint: "check the value's type against what the statement expects" },
  perPlayerNeedsOf: { code: "CMP3004", hint: "write `my NAME` or `NAME of p` for per-player counters and zones" },
  notPerPlayer: { code: "CMP3005", hint: "only per-player counters and zones take `my` or `of`" },
  unknownField: { code: "CMP3006", hint: "fields come from the type declaration; marks are declared with `mark NAME`" },
  unknownBuiltin: { code: "CMP3007", hint: "see the builtin list in dsl/README.md" },
  arity: { code: "CMP3008", hint: "check the number of arguments" },
  unknownProc: { code: "CMP3009", hint: "declare it with `proc NAME(...) { ... }`" },
  unknownType: { code: "CMP3010", hint: "declare the type with `type NAME { ... }` or `enum NAME { ... }`" },
  unknownZone: { code: "CMP3011", hint: "declare it with `zone NAME: Type visibility`" },
  unknownMark: { code: "CMP3012", hint: "declare it with `mark NAME` at the top level" },
  breakOutsideLoop: { code: "CMP3013", hint: "break leaves the innermost loop, while, repeat or for" },
  noGame: { code: "CMP3014", hint: 'add `game "Title" players 2..5` to a .rules file' },
  noFlow: { code: "CMP3015", hint: "add `flow { step setup { ... } ... }`" },
  selfOutsideSnippet: { code: "CMP3016", hint: "`self` is the component whose YAML snippet runs" },
  notRunnable: { code: "CMP3017", hint: "`run` takes an effect field, e.g. `run c.ability`" },
  unknownRecord: { code: "CMP3018", hint: "a reference field names the id of a record of the referenced type" },
  noRecords: { code: "CMP3019", hint: "each `type ... from` file must exist and hold a list of records" },
  missingDecl: { code: "CMP3020", hint: "the game folder needs at least one .rules file" },
  programSchema: { code: "CMP3021", hint: "this is a compiler bug: the program does not match runtime/program.schema.json" },
  ambiguous: { code: "CMP3022", hint: "rename one of them so each name means one thing" },
  template: { code: "CMP3023", hint: "log.yaml holds `templates:` mapping event names to sentences" },
  unknownEvent: { code: "CMP3024", hint: "add a template for the event to log.yaml" },
} as const;
