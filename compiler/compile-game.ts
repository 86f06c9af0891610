import { hasErrors, isFatal, parseRules, type Decl, type Diagnostic, type Span } from "../dsl/index.js";
import type { ActionDef, CounterDef, OptionDef, Program, ProcDef, QueryDef, RequireDef, ZoneDef } from "../runtime/index.js";
import type { ContentSource } from "./content/index.js";
import { buildComponents, checkAddedTypes } from "./build-components.js";
import { ExprChecker } from "./check-expr.js";
import { StmtChecker } from "./check-stmt.js";
import { lowerFlow } from "./lower-flow.js";
import { checkEmptyExpansionFolders, checkUnreadExpansionFiles, collectExpansions, expansionFolders, listRulesFiles } from "./expansions.js";
import { lowerReplacements } from "./lower-replacements.js";
import { lowerEvents } from "./lower-events.js";
import { extendTypes } from "./extend-types.js";
import { extendEnums } from "./extend-enums.js";
import { lowerCampaign } from "./lower-campaign.js";
import { lowerBot, lowerBotsWhen, lowerTeam } from "./lower-team-bot.js";
import { lowerPrefers } from "./lower-prefer.js";
import { loadTemplates, type LogExtras, type WordEntry } from "./load-templates.js";
import { CMP } from "./messages.js";
import { Scope, type BodyAlloc } from "./scope.js";
import { checkFunctions } from "./check-function.js";
import { checkFamilyDecl, expandZone } from "./check-zone-family.js";
import { checkAttrDecl, checkCounterType, counterType } from "./check-state.js";
import { collectSymbols } from "./symbols.js";
import { capDiagnostics } from "./cap-diagnostics.js";
import { checkLogUses } from "./check-log.js";
import { checkPlayers, checkTypeDecls, checkTypeRef } from "./check-types.js";
import { ANY, BOOL, compatible, fromTypeRef, INT, showType } from "./value-types.js";
import { schemaDiagnostics } from "./validate-program.js";

/** The outcome of compiling a game: the program (absent on errors), every diagnostic, the YAML schemas and the sources read. */
export interface CompileResult {
  program?: Program;
  diagnostics: Diagnostic[];
  schemas: Record<string, object>;
  /** Text of every file read, by content path, for printing code frames. */
  sources: Map<string, string>;
}

/** Game folders under the content root (folders holding at least one .rules file). */
export function listGames(source: ContentSource): string[] {
  return source.list("").filter((d) => source.list(d).some((f) => f.endsWith(".rules")));
}

/** Compiles content/<game>/ into a Program; each file reports at most its first 50 distinct problems. */
export function compileGame(source: ContentSource, game: string): CompileResult {
  const r = compileAll(source, game);
  // Only a compile that read everything it meant to can tell which files nothing read.
  if (!hasErrors(r.diagnostics)) checkUnreadExpansionFiles(source, game, r.sources, r.diagnostics);
  // Every file read may carry reading problems of its own (not UTF-8), known once it was read.
  const reading = source.warnings ? [...r.sources.keys()].flatMap((f) => source.warnings!(f)) : [];
  return { ...r, diagnostics: capDiagnostics([...reading, ...r.diagnostics]) };
}

function compileAll(source: ContentSource, game: string): CompileResult {
  const diagnostics: Diagnostic[] = [];
  const sources = new Map<string, string>();
  const whole = (file: string): Span => ({ file, start: 0, end: 0 });
  const rulesRefs = listRulesFiles(source, game);
  const rulesFiles = rulesRefs.filter((r) => !r.folder).map((r) => r.file.slice(game.length + 1));
  if (!rulesFiles.length) {
    const games = listGames(source);
    diagnostics.push({
      code: CMP.missingDecl.code,
      severity: "error",
      message: `no game '${game}': the folder has no .rules file`,
      span: whole(game),
      hint: games.length ? `games here: ${games.join(", ")}` : CMP.missingDecl.hint,
    });
    return { diagnostics, schemas: {}, sources };
  }
  const decls: Decl[] = [];
  for (const { file } of rulesRefs) {
    const text = source.read(file) ?? "";
    sources.set(file, text);
    const parsed = parseRules(text, file);
    diagnostics.push(...parsed.diagnostics);
    decls.push(...parsed.value.decls);
  }
  // A file that could not be read at all has no declarations: checking the rest would only report
  // what it would have declared as missing.
  if (diagnostics.some(isFatal)) return { diagnostics, schemas: {}, sources };
  const expansions = collectExpansions(decls, rulesRefs, game, diagnostics, sources);
  const lowered = lowerEvents(extendEnums(extendTypes(decls, expansions, diagnostics), expansions, diagnostics), expansions, diagnostics);
  const sym = collectSymbols(lowered.decls, diagnostics);
  sym.events = lowered.table.events;
  checkEmptyExpansionFolders(source, game, rulesRefs, diagnostics);
  const files: string[] = [];
  const fileIndex = (file: string) => {
    let i = files.indexOf(file);
    if (i < 0) i = files.push(file) - 1;
    return i;
  };
  const x = new ExprChecker(sym, diagnostics, fileIndex);
  const st = new StmtChecker(x);
  // A missing declaration has no place of its own: it belongs in the game's main file when it has one.
  const mainFile = `${game}/${rulesFiles.includes("game.rules") ? "game.rules" : rulesFiles[0]}`;
  if (!sym.game)
    diagnostics.push({ code: CMP.noGame.code, severity: "error", message: `no \`game\` declaration in any .rules file of ${game}`, span: whole(mainFile), hint: CMP.noGame.hint });
  if (!sym.flow)
    diagnostics.push({ code: CMP.noFlow.code, severity: "error", message: `no \`flow\` declaration in any .rules file of ${game}`, span: whole(mainFile), hint: CMP.noFlow.hint });
  if (sym.game) checkPlayers(sym.game, diagnostics);

  checkTypeDecls(sym, diagnostics);
  for (const p of sym.procs.values()) for (const param of p.params) checkTypeRef(param.type, sym, diagnostics);
  const built = buildComponents(game, source, sym, x, st, diagnostics, sources, expansions);
  checkAddedTypes(sym, x);
  const enums = new Set(sym.enums.keys());
  const types = new Set(sym.types.keys());

  const options: OptionDef[] = [];
  for (const o of sym.options.values()) {
    const type = fromTypeRef(o.type, enums, types);
    if (!type) x.error(CMP.unknownType, `unknown type of option '${o.name.name}'`, o.type.span);
    const def = x.expr(o.default, new Scope({ next: 0 }), type);
    if (type && !compatible(def.type, type))
      x.error(CMP.typeMismatch, `the default of '${o.name.name}' must be ${showType(type)}, found ${showType(def.type)}`, o.default.span);
    options.push({ name: o.name.name, type: type ?? ANY, default: def.ir, ...(o.description ? { description: o.description } : {}) });
  }

  const zones: ZoneDef[] = [];
  const fullOf = new Map<string, string>();
  for (const z of sym.zones.values()) {
    if (!types.has(z.of.name)) x.error(CMP.unknownType, `unknown type '${z.of.name}'`, z.of.span);
    if (z.refill && !sym.zones.has(z.refill.name)) x.error(CMP.unknownZone, `unknown zone '${z.refill.name}'`, z.refill.span);
    if (z.refill && sym.zones.get(z.refill.name)?.outOfPlay)
      x.error(CMP.refillFromBox, `'${z.refill.name}' is not in play: nothing comes back from it by itself`, z.refill.span);
    if (z.full) {
      const prev = fullOf.get(z.of.name);
      if (prev) x.error(CMP.duplicate, `zones '${prev}' and '${z.name.name}' both start full of ${z.of.name}`, z.name.span);
      fullOf.set(z.of.name, z.name.name);
    }
    checkFamilyDecl(x, z);
    zones.push(...expandZone(x, z, {
      name: z.name.name,
      of: z.of.name,
      perPlayer: z.perPlayer,
      visibility: z.visibility,
      initial: z.full && !z.perPlayer && !z.index ? (built.byType.get(z.of.name) ?? []) : [],
      ...(z.refill ? { refill: z.refill.name } : {}),
      ...(z.outOfPlay ? { outOfPlay: true } : {}),
    }));
  }

  const counters: CounterDef[] = [];
  for (const [name, c] of sym.counters) {
    checkCounterType(x, name, c.decl?.type);
    const type = counterType(x, name);
    const initial = c.decl?.initial
      ? x.expect(c.decl.initial, new Scope({ next: 0 }), type, `the start value of '${name}'`).ir
      : { kind: "lit" as const, value: c.decl ? null : 0, at: [0, 0, 0] as [number, number, number] };
    counters.push({ name, perPlayer: c.perPlayer, initial, ...(type.kind !== "int" ? { type } : {}) });
  }

  const attrs = [...sym.attrs].map(([name, a]) => {
    const type = checkAttrDecl(x, a.decl);
    // `attr d: int` written out may hold none (a distance to nothing); a bare `attr d` is a plain number.
    return { name, initial: a.initial, ...(type.kind !== "int" || a.decl.type !== undefined ? { type } : {}) };
  });

  const procs: Record<string, ProcDef> = {};
  for (const p of sym.procs.values()) {
    const alloc: BodyAlloc = { next: 0, proc: p.name.name, ...(p.returns ? { returns: st.paramType(p.returns) } : {}) };
    const sc = new Scope(alloc);
    for (const param of p.params) sc.bind(param.name.name, st.paramType(param.type));
    const block = st.block(p.body, sc);
    procs[p.name.name] = { params: p.params.length, body: { locals: alloc.next, block } };
  }
  lowerReplacements(sym, procs, expansions, x, st);

  const functions = checkFunctions(x);

  const queries: Record<string, QueryDef> = {};
  for (const q of sym.queries.values()) {
    const alloc = { next: 0 };
    const expr = x.expr(q.value, new Scope(alloc)).ir;
    queries[q.name.name] = { locals: alloc.next, expr };
  }

  // A module's condition is read where its rules are gated; checked here too, so a module with nothing gated yet still gets it right.
  for (const d of decls) if (d.kind === "ModuleDecl") x.expect(d.when, new Scope({ next: 0 }), BOOL, `the condition of module '${d.name.name}'`);

  // Checked once at start, with the options and player count: combinations a rulebook forbids.
  const requires: RequireDef[] = sym.requires.map((r) => {
    const alloc = { next: 0 };
    const when = x.expect(r.cond, new Scope(alloc), BOOL, "the condition of 'require'").ir;
    return { locals: alloc.next, when, message: r.message };
  });

  let heuristic: QueryDef | undefined;
  if (sym.heuristic) {
    const alloc = { next: 0 };
    const expr = x.expect(sym.heuristic.value, new Scope(alloc), INT, "the heuristic").ir;
    heuristic = { locals: alloc.next, expr };
  }

  const team = lowerTeam(x);
  const bot = lowerBot(x);
  const bots = lowerBotsWhen(x);
  const campaign = lowerCampaign(x);
  // Any-time actions and reactions: `during` names procedures; `when` and the block share locals.
  const actions: ActionDef[] = sym.actions.map((a) => {
    for (const p of a.during)
      if (!sym.procs.has(p.name)) x.error(CMP.unknownProc, `unknown procedure '${p.name}' after 'during'`, p.span, "`during` names the procedures whose calls are a player's turn");
    const alloc = { next: 0 };
    const sc = new Scope(alloc);
    const when = a.when ? x.expect(a.when, sc, BOOL, `the condition of '${a.name.name}'`).ir : undefined;
    const block = st.block(a.body, sc);
    return {
      name: a.name.name,
      ...(a.text !== undefined ? { text: a.text } : {}),
      reaction: a.reaction,
      ...(a.during.length ? { during: a.during.map((p) => p.name) } : {}),
      ...(when ? { when } : {}),
      body: { locals: alloc.next, block },
      at: x.at(a.span),
    };
  });

  const flow = sym.flow ? lowerFlow(sym.flow, x, st) : undefined;
  // After every body is checked, so that every decision the rules ask is known.
  const { prefer, preferPass } = lowerPrefers(x, st.decisions);
  const extras: LogExtras = { words: [], labels: [] };
  const templates = loadTemplates(source, game, diagnostics, sources, expansionFolders(rulesRefs), extras);
  // Steps are named by their path ("round/turns") or by their own name.
  const stepNames = Object.keys(flow?.steps ?? {}).flatMap((p) => [p, p.slice(p.lastIndexOf("/") + 1)]);
  // A query's words name its row on the score sheet ("Points: clues").
  const words = checkedWords(extras.words, [...zones.map((z) => z.name), ...[...sym.enums.values()].flatMap((e) => e.members.map((m) => m.name)), ...stepNames, ...Object.keys(queries)], "not a zone, an enum member, a step or a query", diagnostics);
  const labels = checkedWords(extras.labels, [...new Set(built.components.map((c) => c.type))], "not a type of component", diagnostics);
  // Only a log.yaml that was read without errors says which events have templates.
  const logFile = `${game}/log.yaml`;
  const logRead = sources.has(logFile) && !diagnostics.some((d) => d.span.file === logFile && d.severity === "error");
  checkLogUses(st.logs, logRead ? templates : undefined, diagnostics);

  if (hasErrors(diagnostics) || !sym.game || !flow) return { diagnostics, schemas: built.schemas, sources };
  const program: Program = {
    version: 2,
    game,
    title: sym.game.title,
    players: { min: sym.game.minPlayers, max: sym.game.maxPlayers },
    files,
    lineStarts: files.map((f) => lineStarts(sources.get(f) ?? "")),
    options,
    enums: Object.fromEntries([...sym.enums].map(([k, e]) => [k, e.members.map((m) => m.name)])),
    components: built.components,
    zones,
    counters,
    marks: [...sym.marks.keys()],
    attrs,
    procs,
    steps: flow.steps,
    snippets: built.snippets,
    queries,
    ...(Object.keys(functions).length ? { functions } : {}),
    ...(sym.modifiers.size ? { modifiers: [...sym.modifiers.values()].map((m) => ({ name: m.name.name, perPlayer: m.perPlayer })) } : {}),
    ...(requires.length ? { requires } : {}),
    ...(heuristic ? { heuristic } : {}),
    ...(Object.keys(prefer).length ? { prefer } : {}),
    ...(Object.keys(preferPass).length ? { preferPass } : {}),
    ...(team ? { team } : {}),
    ...(bot ? { bot } : {}),
    ...(bots ? { bots } : {}),
    ...(campaign ? { campaign } : {}),
    ...(expansions.decls.length
      ? { expansions: expansions.decls.map((e) => ({ name: e.name.name, title: e.title, ...(e.description ? { description: e.description } : {}) })) }
      : {}),
    ...(actions.length ? { actions } : {}),
    flow: flow.config,
    templates,
    ...(Object.keys(words).length ? { words } : {}),
    ...(Object.keys(labels).length ? { labels } : {}),
  };
  const bad = schemaDiagnostics(program, whole(game));
  if (bad.length) {
    diagnostics.push(...bad);
    return { diagnostics, schemas: built.schemas, sources };
  }
  return { program, diagnostics, schemas: built.schemas, sources };
}

/** Offsets where the lines of a text start, for the runtime's file:line:col. */
function lineStarts(text: string): number[] {
  const out = [0];
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) out.push(i + 1);
  return out;
}

/** The entries of log.yaml's `words:` or `labels:` whose names are known; any other name is reported (CMP3080). */
function checkedWords(entries: readonly WordEntry[], names: readonly string[], what: string, diagnostics: Diagnostic[]): Record<string, string> {
  const known = new Set(names);
  const out: Record<string, string> = {};
  for (const e of entries) {
    if (known.has(e.name)) out[e.name] = e.words;
    else diagnostics.push({ code: CMP.words.code, severity: "error", message: `'${e.name}' in log.yaml is ${what}`, span: e.span, hint: CMP.words.hint });
  }
  return out;
}
