import type { Decl, Diagnostic, ExpansionDecl, Span } from "../dsl/index.js";
import type { ContentSource } from "./content/index.js";
import { CMP } from "./messages.js";

// Expansions and modules are folders: content/<game>/expansions/<folder>/ holds .rules and YAML that
// add to the base game or replace its procedures. Everything is compiled into one program (so the
// table can offer the expansion as an option without recompiling); what a folder declares belongs
// to it, and the runtime leaves its components in the box and its replacements unused while its
// option is off.

/** One rules file of a game, with the expansion folder it lies in (absent for the base game). */
export interface RulesFileRef {
  file: string;
  folder?: string;
}

/** The base game's rules files, then each expansion folder's, folders in name order. */
export function listRulesFiles(source: ContentSource, game: string): RulesFileRef[] {
  const out: RulesFileRef[] = source.list(game).filter((f) => f.endsWith(".rules")).map((f) => ({ file: `${game}/${f}` }));
  for (const folder of source.list(`${game}/expansions`)) {
    for (const f of source.list(`${game}/expansions/${folder}`))
      if (f.endsWith(".rules")) out.push({ file: `${game}/expansions/${folder}/${f}`, folder });
  }
  return out;
}

/** The folder a content file lies in ("cn/expansions/x/a.yaml" → "cn/expansions/x"), for paths relative to it. */
export function folderOf(file: string): string {
  const i = file.lastIndexOf("/");
  return i < 0 ? "" : file.slice(0, i);
}

/** What the compiler knows of a game's expansions: each folder's declaration, and the option a file belongs to. */
export interface Expansions {
  /** Expansion declarations, in folder order. */
  decls: ExpansionDecl[];
  /** The expansion (option name) that a content file belongs to, or undefined for the base game. */
  ownerOf(file: string): string | undefined;
}

/** Checks that each expansion folder has exactly one `expansion` declaration and the base game none. */
export function collectExpansions(decls: Decl[], files: RulesFileRef[], game: string, diagnostics: Diagnostic[], sources?: ReadonlyMap<string, string>): Expansions {
  const byFolder = new Map<string, ExpansionDecl>();
  const folderOfFile = (file: string): string | undefined => {
    const prefix = `${game}/expansions/`;
    if (!file.startsWith(prefix)) return undefined;
    return file.slice(prefix.length).split("/")[0];
  };
  const error = (message: string, span: Span, hint: string = CMP.expansion.hint) =>
    diagnostics.push({ code: CMP.expansion.code, severity: "error", message, span, hint });
  for (const d of decls) {
    const folder = folderOfFile(d.span.file);
    if (d.kind === "ExpansionDecl") {
      if (folder === undefined) error(`'expansion ${d.name.name}' belongs in a folder ${game}/expansions/<name>/`, d.name.span);
      else if (byFolder.has(folder)) error(`the folder expansions/${folder} declares two expansions`, d.name.span, "one `expansion` declaration per folder");
      else byFolder.set(folder, d);
      continue;
    }
    if (folder === undefined) {
      if (d.kind === "ProcDecl" && d.replace)
        error(`'replace proc ${d.name.name}' belongs in an expansion folder`, d.name.span, "the base game declares its procedures with `proc`");
      continue;
    }
    if (d.kind === "GameDecl" || d.kind === "FlowDecl")
      error(`an expansion cannot declare ${d.kind === "GameDecl" ? "the game" : "the flow"}`, d.span, "replace a procedure the flow calls with `replace proc NAME(...) { ... }`");
  }
  const folders = [...new Set(files.flatMap((f) => (f.folder ? [f.folder] : [])))];
  for (const folder of folders)
    if (!byFolder.has(folder)) {
      const first = files.find((f) => f.folder === folder)!.file;
      // At the folder's first declaration when it has one: an empty span at 0 is no place in a file.
      const decl = decls.find((d) => d.span.file === first);
      const at = decl ? { file: first, start: decl.span.start, end: decl.span.start + 1 } : { file: first, start: 0, end: Math.min(1, sources?.get(first)?.length ?? 0) };
      error(`the folder expansions/${folder} has no 'expansion' declaration`, at, 'start one of its .rules files with `expansion NAME "Title" "What it adds"`');
    }
  return {
    decls: folders.flatMap((f) => (byFolder.has(f) ? [byFolder.get(f)!] : [])),
    ownerOf: (file) => {
      const folder = folderOfFile(file);
      return folder === undefined ? undefined : byFolder.get(folder)?.name.name;
    },
  };
}

/** Reports folders under expansions/ that hold no .rules file (their YAML would be read by nothing). */
export function checkEmptyExpansionFolders(source: ContentSource, game: string, files: RulesFileRef[], diagnostics: Diagnostic[]): void {
  for (const folder of source.list(`${game}/expansions`)) {
    const inside = source.list(`${game}/expansions/${folder}`);
    if (!inside.length || files.some((f) => f.folder === folder)) continue;
    const first = `${game}/expansions/${folder}/${inside[0]}`;
    diagnostics.push({
      code: CMP.expansion.code,
      severity: "error",
      message: `the folder expansions/${folder} has no .rules file`,
      span: { file: first, start: 0, end: 0 },
      hint: 'an expansion folder needs a .rules file starting with `expansion NAME "Title" "What it adds"`',
    });
  }
}

/** The expansion folders among a game's rules files, e.g. "cn/expansions/wolves", in order. */
export function expansionFolders(files: RulesFileRef[]): string[] {
  return [...new Set(files.flatMap((f) => (f.folder ? [folderOf(f.file)] : [])))];
}

/** Warns of YAML files in an expansion folder that nothing read (CMP3062): deleting an `add ... from` line used to drop them without a word. */
export function checkUnreadExpansionFiles(source: ContentSource, game: string, read: ReadonlyMap<string, string>, diagnostics: Diagnostic[]): void {
  for (const folder of source.list(`${game}/expansions`)) {
    for (const f of source.list(`${game}/expansions/${folder}`)) {
      const file = `${game}/expansions/${folder}/${f}`;
      if (!/\.ya?ml$/.test(f) || read.has(file)) continue;
      diagnostics.push({
        code: CMP.addRecords.code,
        severity: "warning",
        message: `nothing reads expansions/${folder}/${f}: no \`add ... from "${f}"\` names it`,
        // The first character, so the warning has a place in the file (an empty span at 0 has none).
        span: { file, start: 0, end: Math.min(1, source.read(file)?.length ?? 0) },
        hint: `add its records with \`add Type from "${f}"\` in the expansion's rules, or delete the file`,
      });
    }
  }
}
