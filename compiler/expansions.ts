import type { Decl, Diagnostic, ExpansionDecl, Expr, ModuleDecl, Span } from "../dsl/index.js";
import type { ContentSource } from "./content/index.js";
import { CMP } from "./messages.js";

// Expansions and modules are folders: content/<game>/expansions/<folder>/ (an expansion, switched by a
// bool option of its own) and content/<game>/modules/<folder>/ (a mode, a campaign, side quests:
// switched by a condition on the options) hold .rules and YAML that add to the base game, subscribe
// to its events and replace its procedures. Everything is compiled into one program (so the table can
// offer the expansion as an option without recompiling); what a folder declares belongs to it, and
// the runtime leaves an expansion's components in the box and its replacements unused while its
// option is off.

/** The folders under a game that hold plug-in folders, in the order their folders are read. */
export const PLUG_IN_ROOTS = ["expansions", "modules"] as const;

/** One rules file of a game, with the plug-in folder it lies in ("expansions/x"; absent for the base game). */
export interface RulesFileRef {
  file: string;
  folder?: string;
}

/** The base game's rules files, then each plug-in folder's: expansions/ then modules/, folders in name order. */
export function listRulesFiles(source: ContentSource, game: string): RulesFileRef[] {
  const out: RulesFileRef[] = source.list(game).filter((f) => f.endsWith(".rules")).map((f) => ({ file: `${game}/${f}` }));
  for (const root of PLUG_IN_ROOTS)
    for (const folder of source.list(`${game}/${root}`)) {
      for (const f of source.list(`${game}/${root}/${folder}`))
        if (f.endsWith(".rules")) out.push({ file: `${game}/${root}/${folder}/${f}`, folder: `${root}/${folder}` });
    }
  return out;
}

/** The folder a content file lies in ("cn/expansions/x/a.yaml" → "cn/expansions/x"), for paths relative to it. */
export function folderOf(file: string): string {
  const i = file.lastIndexOf("/");
  return i < 0 ? "" : file.slice(0, i);
}

/** What the compiler knows of a game's expansions and modules: each folder's declaration, and what a file belongs to. */
export interface Expansions {
  /** Expansion declarations, in folder order. */
  decls: ExpansionDecl[];
  /** The expansion (option name) that a content file belongs to, or undefined for the base game and modules. */
  ownerOf(file: string): string | undefined;
  /** The module (its declared name) that a content file belongs to, or undefined outside module folders. */
  moduleOf(file: string): string | undefined;
  /** The plug-in folder ("expansions/x", "modules/y") a content file lies in, or undefined for the base game. */
  folderOf(file: string): string | undefined;
  /** When a file's rules are in force: its expansion's option or its module's condition; undefined for the base game (always). */
  gateOf(file: string): Expr | undefined;
}

/** Checks that each plug-in folder has exactly one `expansion` or `module` declaration and the base game none. */
export function collectExpansions(decls: Decl[], files: RulesFileRef[], game: string, diagnostics: Diagnostic[], sources?: ReadonlyMap<string, string>): Expansions {
  const byFolder = new Map<string, ExpansionDecl | ModuleDecl>();
  const folderOfFile = (file: string): string | undefined => {
    for (const root of PLUG_IN_ROOTS) {
      const prefix = `${game}/${root}/`;
      if (file.startsWith(prefix)) return `${root}/${file.slice(prefix.length).split("/")[0]}`;
    }
    return undefined;
  };
  const error = (message: string, span: Span, hint: string = CMP.expansion.hint) =>
    diagnostics.push({ code: CMP.expansion.code, severity: "error", message, span, hint });
  for (const d of decls) {
    const folder = folderOfFile(d.span.file);
    if (d.kind === "ExpansionDecl" || d.kind === "ModuleDecl") {
      const word = d.kind === "ExpansionDecl" ? "expansion" : "module";
      if (folder === undefined) error(`'${word} ${d.name.name}' belongs in a folder ${game}/${word}s/<name>/`, d.name.span);
      else if (byFolder.has(folder)) error(`the folder ${folder} declares two ${word}s`, d.name.span, `one \`${word}\` declaration per folder`);
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
      error(`the folder ${folder} has no '${folder.startsWith("modules/") ? "module" : "expansion"}' declaration`, at, 'start one of its .rules files with `expansion NAME "Title" "What it adds"` (or, for a mode or campaign, `module NAME "Title" when CONDITION`)');
    }
  const declOf = (file: string) => {
    const folder = folderOfFile(file);
    return folder === undefined ? undefined : byFolder.get(folder);
  };
  return {
    decls: folders.flatMap((f) => {
      const d = byFolder.get(f);
      return d?.kind === "ExpansionDecl" ? [d] : [];
    }),
    ownerOf: (file) => {
      const d = declOf(file);
      return d?.kind === "ExpansionDecl" ? d.name.name : undefined;
    },
    moduleOf: (file) => {
      const d = declOf(file);
      return d?.kind === "ModuleDecl" ? d.name.name : undefined;
    },
    folderOf: folderOfFile,
    gateOf: (file) => {
      const d = declOf(file);
      if (!d) return undefined;
      return d.kind === "ModuleDecl" ? d.when : { kind: "Name", name: d.name.name, span: d.name.span };
    },
  };
}

/** Reports plug-in folders that hold no .rules file (their YAML would be read by nothing). */
export function checkEmptyExpansionFolders(source: ContentSource, game: string, files: RulesFileRef[], diagnostics: Diagnostic[]): void {
  for (const root of PLUG_IN_ROOTS) for (const name of source.list(`${game}/${root}`)) {
    const folder = `${root}/${name}`;
    const inside = source.list(`${game}/${folder}`);
    if (!inside.length || files.some((f) => f.folder === folder)) continue;
    const first = `${game}/${folder}/${inside[0]}`;
    diagnostics.push({
      code: CMP.expansion.code,
      severity: "error",
      message: `the folder ${folder} has no .rules file`,
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
  for (const root of PLUG_IN_ROOTS) for (const name of source.list(`${game}/${root}`)) {
    const folder = `${root}/${name}`;
    for (const f of source.list(`${game}/${folder}`)) {
      const file = `${game}/${folder}/${f}`;
      if (!/\.ya?ml$/.test(f) || read.has(file)) continue;
      diagnostics.push({
        code: CMP.addRecords.code,
        severity: "warning",
        message: `nothing reads ${folder}/${f}: no \`add ... from "${f}"\` names it`,
        // The first character, so the warning has a place in the file (an empty span at 0 has none).
        span: { file, start: 0, end: Math.min(1, source.read(file)?.length ?? 0) },
        hint: `add its records with \`add Type from "${f}"\` in the expansion's rules, or delete the file`,
      });
    }
  }
}
