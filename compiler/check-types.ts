import type { Diagnostic, GameDecl, TypeRef } from "../dsl/index.js";
import { closestMatch, isReservedName } from "./content/index.js";
import { CMP } from "./messages.js";
import type { Symbols } from "./symbols.js";

// Data type declarations are checked before their YAML is loaded: a field declared twice would make
// an invalid JSON Schema, and an unknown type name would silently accept any value.

/** Reports duplicate fields (CMP3002), reserved field names (CMP3037) and unknown type names (CMP3010) in every `type` declaration. */
export function checkTypeDecls(sym: Symbols, diagnostics: Diagnostic[]): void {
  for (const decl of sym.types.values()) {
    const seen = new Set<string>();
    for (const f of decl.fields) {
      if (seen.has(f.name.name)) {
        diagnostics.push({
          code: CMP.duplicate.code,
          severity: "error",
          message: `field '${f.name.name}' is declared twice in type ${decl.name.name}`,
          span: f.name.span,
          hint: "every field of a type needs a name of its own; remove or rename one of them",
        });
      }
      if (isReservedName(f.name.name)) {
        diagnostics.push({
          code: CMP.reservedName.code,
          severity: "error",
          message: `'${f.name.name}' cannot name a field of type ${decl.name.name}: every record already has it`,
          span: f.name.span,
          hint: CMP.reservedName.hint,
        });
      }
      seen.add(f.name.name);
      checkTypeRef(f.type, sym, diagnostics);
    }
  }
}

/** Reports every named type in `t` that is neither an enum nor a data type (CMP3010). */
export function checkTypeRef(t: TypeRef, sym: Symbols, diagnostics: Diagnostic[]): void {
  // Iterative: `list of list of ...` may be long in broken content.
  for (let cur: TypeRef | undefined = t; cur; cur = cur.kind === "ListType" ? cur.element : cur.kind === "KeyedType" ? cur.of : undefined) {
    if (cur.kind === "ExprType") for (const p of cur.params ?? []) checkTypeRef(p.type, sym, diagnostics);
    if (cur.kind === "KeyedType" && !cur.key.name.startsWith("<") && !sym.enums.has(cur.key.name)) {
      const near = closestMatch(cur.key.name, [...sym.enums.keys()]);
      diagnostics.push({
        code: CMP.unknownType.code,
        severity: "error",
        message: `'per ${cur.key.name}' needs an enum, and there is no enum '${cur.key.name}'`,
        span: cur.key.span,
        hint: near ? `did you mean '${near}'?` : "a value per key is keyed by an enum's members: \`skills: int per Skill\`",
      });
    }
    if (cur.kind !== "NamedType") continue;
    const name = cur.name.name;
    // The parser's stand-in for a missing name: the syntax error was reported already.
    if (name.startsWith("<") || sym.enums.has(name) || sym.types.has(name)) continue;
    const near = closestMatch(name, [...sym.enums.keys(), ...sym.types.keys()]);
    diagnostics.push({
      code: CMP.unknownType.code,
      severity: "error",
      message: `unknown type '${name}'`,
      span: cur.name.span,
      hint: near ? `did you mean '${near}'?` : CMP.unknownType.hint,
    });
  }
}

/** The most seats a game may declare: every per-player zone and counter exists once per seat. */
export const MAX_PLAYERS = 32;

/** Reports a `players MIN..MAX` range that is empty, starts below 1 or goes past MAX_PLAYERS (CMP3026). */
export function checkPlayers(game: GameDecl, diagnostics: Diagnostic[]): void {
  const { minPlayers: min, maxPlayers: max } = game;
  let problem: string | undefined;
  if (min < 1) problem = `a game needs at least 1 player, found ${min}`;
  else if (max < min) problem = `the player range ${min}..${max} is empty`;
  else if (max > MAX_PLAYERS) problem = `a game may seat at most ${MAX_PLAYERS} players, found ${max}`;
  if (problem)
    diagnostics.push({ code: CMP.players.code, severity: "error", message: problem, span: game.span, hint: CMP.players.hint });
}
