import type { Block, CallStmt, Decl, Diagnostic, EventDecl, Expr, FunctionDecl, Ident, ModifyDecl, OnDecl, Param, ProcDecl, Span, Stmt, SumModifierDecl, TypeRef } from "../dsl/index.js";
import { closestMatch } from "./content/index.js";
import type { Expansions } from "./expansions.js";
import { CMP } from "./messages.js";

// Events and summed modifiers are lowered to procedures and functions before anything else reads the
// declarations, so the checker, the program and the runtime see only what they already know:
//
//   event captured(c: Creature)            proc "event captured"(c: Creature) {
//   on captured(c) { A }          (base)    call "on captured #1"(c)
//   on captured(x) { B }   (module legacy)  if <legacy's condition> { call "on captured #2"(c) }
//                                         }
//   announce captured(c)                  call "event captured"(c)
//
// Subscribers run in the order the compiler reads the files: the base game's (file names in order),
// then each plug-in folder's (expansions/ then modules/, folders in name order). A subscriber is a
// procedure of its own, so `return` leaves it alone, `end turn` ends the turn as in any procedure, and
// its decisions are asked as a procedure's are. Raising an event draws nothing at random and asks
// nobody: it is exactly the calls of its subscribers, in that order. A summed modifier is a function
// whose value is the sum of its contributions that are in force (0 when none is).

/** The events a game declares, by name, for the checker of `announce`. */
export interface EventTable {
  events: Map<string, EventDecl>;
}

/** The name of the procedure an event is lowered to (a space keeps it apart from every declared name). */
export function eventProcName(event: string): string {
  return `event ${event}`;
}

/** Lowers `event`, `on`, summed `modifier` and `modify` declarations; returns the other declarations plus the lowered ones. */
export function lowerEvents(decls: Decl[], expansions: Expansions, diagnostics: Diagnostic[]): { decls: Decl[]; table: EventTable } {
  const error = (code: { code: string; hint: string }, message: string, span: Span, hint: string = code.hint) =>
    diagnostics.push({ code: code.code, severity: "error", message, span, hint });
  const events = new Map<string, EventDecl>();
  const sums = new Map<string, SumModifierDecl>();
  const handlers = new Map<string, OnDecl[]>();
  const contributions = new Map<string, ModifyDecl[]>();
  const out: Decl[] = [];
  for (const d of decls) {
    if (d.kind === "EventDecl") {
      if (events.has(d.name.name)) error(CMP.duplicate, `event '${d.name.name}' is declared twice`, d.name.span);
      else events.set(d.name.name, d);
    } else if (d.kind === "SumModifierDecl") {
      if (sums.has(d.name.name)) error(CMP.duplicate, `modifier '${d.name.name}' is declared twice`, d.name.span);
      else sums.set(d.name.name, d);
    } else if (d.kind === "OnDecl") handlers.set(d.event.name, [...(handlers.get(d.event.name) ?? []), d]);
    else if (d.kind === "ModifyDecl") contributions.set(d.modifier.name, [...(contributions.get(d.modifier.name) ?? []), d]);
    else out.push(d);
  }
  const gated = (file: string, stmt: Stmt, span: Span): Stmt => {
    const gate = expansions.gateOf(file);
    return gate ? { kind: "If", cond: gate, then: block([stmt], span), span } : stmt;
  };

  reportUnknown(handlers, events, (name, on, near) =>
    error(CMP.event, `there is no event '${name}' to subscribe to`, on.event.span, near ? `did you mean '${near}'?` : CMP.event.hint),
  );
  for (const [name, ev] of events) {
    const body: Stmt[] = [];
    (handlers.get(name) ?? []).forEach((on, i) => {
      if (on.params.length !== ev.params.length) {
        error(CMP.eventArity, `'on ${name}' names ${on.params.length} value(s), but the event '${name}' has ${ev.params.length}`, on.event.span, `the event is declared ${signature(ev.name, ev.params)}`);
        return;
      }
      const proc: ProcDecl = {
        kind: "ProcDecl",
        name: { name: `on ${name} #${i + 1}`, span: on.event.span },
        params: on.params.map((p, k) => param(p, ev.params[k]!.type)),
        body: on.body,
        span: on.span,
      };
      out.push(proc);
      const call: CallStmt = { kind: "Call", proc: proc.name, args: ev.params.map((p) => nameExpr(p.name)), span: on.event.span };
      body.push(gated(on.span.file, call, on.span));
    });
    out.push({ kind: "ProcDecl", name: { name: eventProcName(name), span: ev.name.span }, params: ev.params, body: block(body, ev.span), span: ev.span });
  }

  reportUnknown(contributions, sums, (name, m, near) =>
    error(CMP.modify, `there is no modifier '${name}(...)' to contribute to`, m.modifier.span, near ? `did you mean '${near}'?` : CMP.modify.hint),
  );
  for (const [name, sum] of sums) {
    const returns: TypeRef = sum.returns ?? { kind: "IntType", span: sum.name.span };
    if (returns.kind !== "IntType") error(CMP.modify, `modifier '${name}' adds numbers: its type is int`, returns.span);
    let total: Expr = { kind: "Number", value: 0, span: sum.name.span };
    (contributions.get(name) ?? []).forEach((m, i) => {
      if (m.params.length !== sum.params.length) {
        error(CMP.modify, `'modify ${name}' names ${m.params.length} value(s), but the modifier has ${sum.params.length}`, m.modifier.span, `the modifier is declared ${signature(sum.name, sum.params)}`);
        return;
      }
      const fn: FunctionDecl = {
        kind: "FunctionDecl",
        name: { name: `${name} modify #${i + 1}`, span: m.modifier.span },
        params: m.params.map((p, k) => param(p, sum.params[k]!.type)),
        returns: { kind: "IntType", span: m.modifier.span },
        body: m.value,
        span: m.span,
      };
      out.push(fn);
      const call: Expr = { kind: "Call", callee: fn.name, args: sum.params.map((p) => nameExpr(p.name)), span: m.value.span };
      const gate = expansions.gateOf(m.span.file);
      const term: Expr = gate ? { kind: "IfExpr", cond: gate, then: call, otherwise: { kind: "Number", value: 0, span: m.value.span }, span: m.value.span } : call;
      // The first contribution stands alone, so a modifier with one reads exactly as that one.
      total = i === 0 && total.kind === "Number" ? term : { kind: "Binary", op: "+", left: total, right: term, span: m.value.span };
    });
    out.push({ kind: "FunctionDecl", name: sum.name, params: sum.params, returns, body: total, span: sum.span });
  }
  return { decls: out, table: { events } };
}

// Every use of a name nothing declares (an `on` of no event, a `modify` of no modifier) is reported
// where it is written, with the nearest declared name.
function reportUnknown<T>(uses: Map<string, T[]>, declared: Map<string, unknown>, report: (name: string, use: T, near: string | undefined) => void): void {
  for (const [name, list] of uses) {
    if (declared.has(name)) continue;
    const near = closestMatch(name, declared.keys());
    for (const use of list) report(name, use, near);
  }
}

/** How a declaration reads, for hints: `captured(c: Creature)`. */
function signature(name: Ident, params: Param[]): string {
  return `'${name.name}(${params.map((p) => `${p.name.name}: ${typeText(p.type)}`).join(", ")})'`;
}

function typeText(t: TypeRef): string {
  switch (t.kind) {
    case "NamedType":
      return t.name.name;
    case "ListType":
      return `list of ${typeText(t.element)}`;
    case "IntType":
      return "int";
    case "BoolType":
      return "bool";
    case "TextType":
      return "text";
    case "PlayerType":
      return "player";
    case "EffectType":
      return "effect";
    case "ExprType":
      return "expr";
    case "KeyedType":
      return `${typeText(t.of)} per ${t.key.name}`;
  }
}

function param(name: Ident, type: TypeRef): Param {
  return { name, type, span: name.span };
}

function nameExpr(id: Ident): Expr {
  return { kind: "Name", name: id.name, span: id.span };
}

function block(stmts: Stmt[], span: Span): Block {
  return { kind: "Block", stmts, span };
}
