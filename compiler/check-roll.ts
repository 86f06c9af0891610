import type { RollStmt } from "../dsl/index.js";
import type { StmtIR, ValueType } from "../runtime/index.js";
import type { ExprChecker } from "./check-expr.js";
import { attrType } from "./check-state.js";
import { CMP } from "./messages.js";
import type { Scope } from "./scope.js";
import { compatible, elementOf, fromTypeRef, showType } from "./value-types.js";

// `roll dice` / `reroll d`: a die is a component whose type lists its own `faces`; the face rolled is
// kept in the attribute `up` (the names the table's dice tray reads by default), so rules read
// `d.up == success` instead of an index into the faces.

/** The field that lists a die's faces, and the attribute that holds the face up. */
export const DIE_FACES = "faces";
export const DIE_UP = "up";

/** Checks a `roll` / `reroll` statement and lowers it. */
export function checkRoll(x: ExprChecker, s: RollStmt, sc: Scope, at: StmtIR["at"]): StmtIR {
  const word = s.again ? "reroll" : "roll";
  const d = x.expr(s.dice, sc);
  const die: ValueType | undefined = d.type.kind === "component" ? d.type : elementOf(d.type, (t) => x.component(t));
  const up = x.sym.attrs.get(DIE_UP);
  const upHint = `a die shows its face in a typed attribute: \`attr ${DIE_UP}: Face\` (Face: the enum its faces list)`;
  if (!up) x.error(CMP.unknownField, `'${word}' writes the face rolled in the attribute '${DIE_UP}', and there is none`, s.span, upHint);
  if (die && die.kind === "component") {
    const decl = x.sym.types.get(die.type);
    const faces = decl?.fields.find((f) => f.name.name === DIE_FACES);
    if (!faces || faces.type.kind !== "ListType") {
      x.error(CMP.typeMismatch, `'${word}' rolls dice: ${die.type} has no list field '${DIE_FACES}'`, s.dice.span, `give the die's type its faces: \`${DIE_FACES}: list of Face\``);
    } else if (up) {
      const face = fromTypeRef(faces.type.element, new Set(x.sym.enums.keys()), new Set(x.sym.types.keys()));
      const held = attrType(x, DIE_UP);
      if (up.decl.type === undefined || (face && !compatible(face, held)))
        x.error(CMP.typeMismatch, `the attribute '${DIE_UP}' must hold a face (${face ? showType(face) : "a face"}), found ${up.decl.type ? showType(held) : "int"}`, s.span, upHint);
    }
  } else if (die?.kind !== "any") {
    x.error(CMP.typeMismatch, `'${word}' rolls dice (a component or a list of them), found ${showType(d.type)}`, s.dice.span);
  }
  return { kind: "roll", what: d.ir, attr: up?.index ?? 0, at };
}
