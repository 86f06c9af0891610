import type {
  CounterDecl,
  Decl,
  Diagnostic,
  EnumDecl,
  FlowDecl,
  GameDecl,
  Ident,
  OptionDecl,
  PhaseNode,
  ProcDecl,
  QueryDecl,
  RequireDecl,
  HeuristicDecl,
  PreferDecl,
  AddRecordsDecl,
  BotDecl,
  CampaignDecl,
  TeamDecl,
  AnytimeDecl,
  FunctionDecl,
  ModifierDecl,
  AttrDecl,
  EventDecl,
  TypeDecl,
  ZoneDecl,
} from "../dsl/index.js";
import { isReservedName } from "./content/index.js";
import { CMP } from "./messages.js";

/** Every declaration of a game by name, collected from all its .rules files. */
export interface Symbols {
  game?: GameDecl;
  flow?: FlowDecl;
  enums: Map<string, EnumDecl>;
  /** Enum member → the enums that declare it. */
  members: Map<string, string[]>;
  types: Map<string, TypeDecl>;
  zones: Map<string, ZoneDecl>;
  counters: Map<string, { perPlayer: boolean; decl?: CounterDecl; phase?: PhaseNode }>;
  marks: Map<string, number>;
  attrs: Map<string, { index: number; initial: number | string | null; decl: AttrDecl }>;
  options: Map<string, OptionDecl>;
  procs: Map<string, ProcDecl>;
  functions: Map<string, FunctionDecl>;
  modifiers: Map<string, ModifierDecl>;
  queries: Map<string, QueryDecl>;
  /** `require` declarations, in source order. */
  requires: RequireDecl[];
  heuristic?: HeuristicDecl;
  /** `prefer` declarations of options by decision name (bot knowledge for playouts). */
  prefers: Map<string, PreferDecl>;
  /** `prefer DECISION(pass)` declarations by decision name: how the pass ranks among the options. */
  passPrefers: Map<string, PreferDecl>;
  /** `replace proc` declarations of expansions, in source order. */
  replacements: ProcDecl[];
  /** `add Type from ...` declarations, in source order. */
  addRecords: AddRecordsDecl[];
  campaign?: CampaignDecl;
  team?: TeamDecl;
  bot?: BotDecl;
  /** `bot KIND when EXPR` declarations, in source order: tried before `bot`. */
  botsWhen: BotDecl[];
  /** Any-time actions and reactions, in source order. */
  actions: AnytimeDecl[];
  /** Events by name (their own namespace: `announce` and `on` name them), filled by lower-events.ts. */
  events: Map<string, EventDecl>;
}

/** Collects declarations, reporting duplicates (CMP3002). */
export function collectSymbols(decls: Decl[], diagnostics: Diagnostic[]): Symbols {
  const s: Symbols = {
    enums: new Map(),
    members: new Map(),
    types: new Map(),
    zones: new Map(),
    counters: new Map(),
    marks: new Map(),
    attrs: new Map(),
    options: new Map(),
    procs: new Map(),
    functions: new Map(),
    prefers: new Map(),
    passPrefers: new Map(),
    modifiers: new Map(),
    queries: new Map(),
    requires: [],
    replacements: [],
    addRecords: [],
    botsWhen: [],
    actions: [],
    events: new Map(),
  };
  const taken = new Map<string, Ident>();
  const claim = (id: Ident, what: string): boolean => {
    const prev = taken.get(id.name);
    if (prev) {
      diagnostics.push({
        code: CMP.duplicate.code,
        severity: "error",
        message: `'${id.name}' is declared twice (${what})`,
        span: id.span,
        hint: CMP.duplicate.hint,
      });
      return false;
    }
    taken.set(id.name, id);
    // Kept (so uses resolve), but refused: the program keys zones, options and the rest by name.
    if (isReservedName(id.name)) diagnostics.push({ code: CMP.reservedName.code, severity: "error", message: `'${id.name}' cannot name this ${what}: every object already has it`, span: id.span, hint: CMP.reservedName.hint });
    return true;
  };
  const once = (d: Decl, what: string) =>
    diagnostics.push({ code: CMP.duplicate.code, severity: "error", message: `'${what}' is declared twice`, span: d.span, hint: `a game declares one ${what}` });
  for (const d of decls) {
    switch (d.kind) {
      case "GameDecl":
        s.game = d;
        break;
      case "FlowDecl":
        s.flow = d;
        collectPhases(d.body, s, claim);
        break;
      case "EnumDecl":
        if (claim(d.name, "enum")) s.enums.set(d.name.name, d);
        for (const m of d.members) {
          if (isReservedName(m.name)) diagnostics.push({ code: CMP.reservedName.code, severity: "error", message: `'${m.name}' cannot name a member of enum ${d.name.name}: every object already has it`, span: m.span, hint: CMP.reservedName.hint });
          s.members.set(m.name, [...(s.members.get(m.name) ?? []), d.name.name]);
        }
        break;
      case "TypeDecl":
        if (claim(d.name, "type")) s.types.set(d.name.name, d);
        break;
      case "ZoneDecl":
        if (claim(d.name, "zone")) s.zones.set(d.name.name, d);
        break;
      case "CounterDecl":
        if (claim(d.name, "counter")) s.counters.set(d.name.name, { perPlayer: d.perPlayer, decl: d });
        break;
      case "MarkDecl":
        if (claim(d.name, "mark")) s.marks.set(d.name.name, s.marks.size);
        break;
      case "AttrDecl":
        if (claim(d.name, "attr")) s.attrs.set(d.name.name, { index: s.attrs.size, initial: d.initial, decl: d });
        break;
      case "OptionDecl":
        if (claim(d.name, "option")) s.options.set(d.name.name, d);
        break;
      case "ProcDecl":
        if (d.replace) s.replacements.push(d);
        else if (claim(d.name, "proc")) s.procs.set(d.name.name, d);
        break;
      case "ExpansionDecl":
        // An expansion is switched on by a bool option of its name, off by default.
        if (claim(d.name, "expansion"))
          s.options.set(d.name.name, {
            kind: "OptionDecl",
            name: d.name,
            type: { kind: "BoolType", span: d.name.span },
            default: { kind: "Bool", value: false, span: d.name.span },
            description: d.description ? `${d.title}: ${d.description}` : d.title,
            span: d.span,
          });
        break;
      case "AddRecordsDecl":
        s.addRecords.push(d);
        break;
      case "CampaignDecl":
        if (s.campaign) once(d, "campaign");
        else if (claim(d.name, "campaign")) s.campaign = d;
        break;
      case "TeamDecl":
        if (s.team) once(d, "team");
        else s.team = d;
        break;
      case "BotDecl":
        // Bots with a `when` are tried in order; one without is the game's default.
        if (d.when) s.botsWhen.push(d);
        else if (s.bot) once(d, "bot");
        else s.bot = d;
        break;
      case "ModifierDecl":
        if (claim(d.name, "modifier")) s.modifiers.set(d.name.name, d);
        break;
      case "FunctionDecl":
        if (claim(d.name, "function")) s.functions.set(d.name.name, d);
        break;
      case "QueryDecl":
        if (claim(d.name, "query")) s.queries.set(d.name.name, d);
        break;
      case "RequireDecl":
        s.requires.push(d);
        break;
      case "AnytimeDecl":
        if (claim(d.name, d.reaction ? "reaction" : "any-time action")) s.actions.push(d);
        break;
      case "ModuleDecl":
        // Its name labels the folder, no value: its condition is read where the module's rules are gated
        // (lower-events.ts, lower-replacements.ts).
        break;
      case "EventDecl":
      case "OnDecl":
      case "SumModifierDecl":
      case "ModifyDecl":
        // Lowered to procedures and functions before symbols are collected (lower-events.ts).
        break;
      case "PreferDecl": {
        // The options' ranking and the pass's are two declarations; each may be given once. One the
        // parser recovered with neither has its syntax error already.
        if (!d.param && !d.pass) break;
        const [map, what] = d.param ? [s.prefers, d.decision.name] : [s.passPrefers, `${d.decision.name}(pass)`];
        if (map.has(d.decision.name))
          diagnostics.push({ code: CMP.duplicate.code, severity: "error", message: `'prefer ${what}' is declared twice`, span: d.decision.span, hint: CMP.duplicate.hint });
        else map.set(d.decision.name, d);
        break;
      }
      case "HeuristicDecl":
        if (s.heuristic)
          diagnostics.push({ code: CMP.duplicate.code, severity: "error", message: "'heuristic' is declared twice", span: d.span, hint: CMP.duplicate.hint });
        else s.heuristic = d;
        break;
      default:
        // A declaration kind the collector forgets fails the type check here instead of vanishing.
        return unhandledDecl(d);
    }
  }
  return s;
}

function unhandledDecl(d: never): never {
  throw new Error(`declaration '${(d as { kind: string }).kind}' is not collected`);
}

/** Phases that repeat count their passes in a counter of their own name. */
function collectPhases(nodes: FlowDecl["body"], s: Symbols, claim: (id: Ident, what: string) => boolean): void {
  for (const n of nodes) {
    if (n.kind !== "Phase") continue;
    if (claim(n.name, "phase counter")) s.counters.set(n.name.name, { perPlayer: false, phase: n });
    collectPhases(n.body, s, claim);
  }
}

/** Declared marks as a list, by index. */
export function markNames(s: Symbols): string[] {
  return [...s.marks.keys()];
}
