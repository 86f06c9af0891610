import type { Decl, Diagnostic, EnumDecl, Expr, FunctionDecl, Ident, Span } from "../dsl/index.js";
import { closestMatch } from "./content/index.js";
import type { Expansions } from "./expansions.js";
import { CMP } from "./messages.js";

// A module or expansion adds its own members to an enum another file declares:
//
//   enum Expansion { base }                          (the base game)
//   extend enum Expansion { frontiers }              (expansions/frontiers/frontiers.rules)
//
// so the base game names no module, and a new folder joins every list read from the enum. Members
// come in the order the compiler reads the files: the declaration's first, then each extension's
// (expansions/ then modules/, folders in name order). Values of an enum are its members' names, never
// positions, so the order decides only how lists read from the enum (`[m in Expansion]`) run.
//
// `inForce(m)` says whether the folder that added member m is in force (its expansion's option on,
// its module's condition true); members of the declaration always are. For each extended enum it is
// lowered to a function, `inForce Expansion`, before symbols are collected:
//
//   function "inForce Expansion"(m: Expansion): bool =
//     if m == Expansion.frontiers then (if frontiers then true else false) else ... else true

/** The name of the function `inForce(m)` is lowered to for members of enum `e` (a space keeps it apart from declared names). */
export function inForceName(e: string): string {
  return `inForce ${e}`;
}

// A parameter name no rule can write, so a module's condition cannot read it by chance.
const MEMBER = "the member";

/** Merges `extend enum` declarations into the enum they extend and adds each extended enum's `inForce` function; returns the declarations. */
export function extendEnums(decls: Decl[], expansions: Expansions, diagnostics: Diagnostic[]): Decl[] {
  const error = (code: { code: string; hint: string }, message: string, span: Span, hint: string = code.hint) =>
    diagnostics.push({ code: code.code, severity: "error", message, span, hint });
  // Declarations first: a folder read earlier may extend an enum a later folder declares.
  const owners = new Map<string, EnumDecl>();
  for (const d of decls)
    if (d.kind === "EnumDecl" && !d.extend && !owners.has(d.name.name)) owners.set(d.name.name, { ...d, members: [...d.members] });
  const added = new Map<string, { member: Ident; gate: Expr }[]>();
  const out: Decl[] = [];
  for (const d of decls) {
    if (d.kind !== "EnumDecl") {
      out.push(d);
      continue;
    }
    const owner = owners.get(d.name.name);
    if (!d.extend) {
      // A copy: extensions add to it, and the parsed file stays as written (a second declaration is reported later).
      out.push(owner?.span === d.span ? owner : d);
      continue;
    }
    const gate = expansions.gateOf(d.span.file);
    if (!gate) {
      error(CMP.extendEnum, `'extend enum ${d.name.name}' belongs in a module or expansion folder`, d.name.span, `the base game lists its members in \`enum ${d.name.name} { ... }\``);
      continue;
    }
    if (!owner) {
      const near = closestMatch(d.name.name, owners.keys());
      error(CMP.extendEnum, `there is no enum '${d.name.name}' to extend`, d.name.span, near ? `did you mean '${near}'?` : CMP.extendEnum.hint);
      continue;
    }
    for (const m of d.members) {
      if (owner.members.some((x) => x.name === m.name)) {
        error(CMP.duplicate, `enum ${d.name.name} already has a member '${m.name}'`, m.span, "each module adds members of its own names");
        continue;
      }
      owner.members.push(m);
      added.set(d.name.name, [...(added.get(d.name.name) ?? []), { member: m, gate }]);
    }
  }
  for (const [name, members] of added) out.push(inForceFunction(owners.get(name)!, members));
  return out;
}

// `if m == E.a then (if gateA then true else false) else if ... else true`: the gate is read as a
// condition, where a name both an option and a member (`frontiers`) is the option.
function inForceFunction(decl: EnumDecl, added: { member: Ident; gate: Expr }[]): FunctionDecl {
  const span = decl.name.span;
  let body: Expr = { kind: "Bool", value: true, span };
  for (const { member, gate } of [...added].reverse()) {
    const s = member.span;
    const isMember: Expr = {
      kind: "Binary",
      op: "==",
      left: { kind: "Name", name: MEMBER, span: s },
      right: { kind: "Field", target: { kind: "Name", name: decl.name.name, span: s }, field: member, span: s },
      span: s,
    };
    const on: Expr = { kind: "IfExpr", cond: gate, then: { kind: "Bool", value: true, span: s }, otherwise: { kind: "Bool", value: false, span: s }, span: s };
    body = { kind: "IfExpr", cond: isMember, then: on, otherwise: body, span: s };
  }
  return {
    kind: "FunctionDecl",
    name: { name: inForceName(decl.name.name), span },
    params: [{ name: { name: MEMBER, span }, type: { kind: "NamedType", name: decl.name, span }, span }],
    returns: { kind: "BoolType", span },
    body,
    span: decl.span,
  };
}
