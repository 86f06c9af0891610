import type { Decl, Diagnostic, TypeDecl } from "../dsl/index.js";
import type { Expansions } from "./expansions.js";
import { CMP } from "./messages.js";

// A module or expansion may add optional fields to a type of the base game: `type Gear { parley?: int }`
// (no `from`) in its folder adds what its own cards and rules read, so the base game's type names no
// module. The fields join the base declaration before anything reads it; records anywhere may use them.

/** Merges field-only `type` declarations of plug-in folders into the type they extend; returns the other declarations. */
export function extendTypes(decls: Decl[], expansions: Expansions, diagnostics: Diagnostic[]): Decl[] {
  const owners = new Map<string, TypeDecl>();
  const out: Decl[] = [];
  for (const d of decls) {
    if (d.kind !== "TypeDecl") {
      out.push(d);
      continue;
    }
    const base = owners.get(d.name.name);
    const extension = base && !d.source && !d.moreSources?.length && expansions.folderOf(d.span.file) !== undefined;
    if (!extension) {
      if (!base) {
        // A copy: extensions add to it, and the parsed file stays as written.
        const own: TypeDecl = { ...d, fields: [...d.fields] };
        owners.set(d.name.name, own);
        out.push(own);
      } else out.push(d);
      continue;
    }
    for (const f of d.fields) {
      if (base.fields.some((x) => x.name.name === f.name.name)) {
        diagnostics.push({ code: CMP.duplicate.code, severity: "error", message: `type '${d.name.name}' already has a field '${f.name.name}'`, span: f.name.span, hint: "a module adds fields of its own names to a base game's type" });
        continue;
      }
      if (!f.optional)
        diagnostics.push({ code: CMP.duplicate.code, severity: "error", message: `a field '${f.name.name}' added to '${d.name.name}' by a module must be optional (write '${f.name.name}?')`, span: f.name.span, hint: "the base game's records do not have it" });
      base.fields.push(f);
    }
  }
  return out;
}
