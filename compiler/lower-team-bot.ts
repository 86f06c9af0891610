import type { BotDef, DeductionOptions, MctsOptions, PlannerOptions, QueryDef } from "../runtime/index.js";
import type { BotDecl } from "../dsl/index.js";
import type { ExprChecker } from "./check-expr.js";
import { CMP } from "./messages.js";
import { Scope } from "./scope.js";
import { BOOL } from "./value-types.js";

// `team = expr` (who plays together) and `bot KIND { settings } when EXPR` (which bot suits the game, where).

/** The settings each bot kind takes (the runtime's option names, so a rename fails the type check). */
const BOT_SETTINGS: {
  mcts: readonly (keyof MctsOptions)[];
  planner: readonly (keyof PlannerOptions)[];
  deduction: readonly (keyof DeductionOptions)[];
  random: readonly never[];
} = {
  mcts: ["iterations", "ms", "depth", "turns", "explore", "greedy", "minimax", "decisive", "prefer", "trees", "sure", "memory", "trust"],
  planner: ["samples", "rollouts", "depth", "breadth", "prefer"],
  deduction: ["worlds", "depth", "plans", "ms"],
  random: [],
};

/** The largest value of any bot setting: budgets beyond it would make a bot think for minutes. */
const SETTING_LIMIT = 100_000;

/** Settings with bounds of their own (a percentage; a time budget in milliseconds). */
const SETTING_MIN: Record<string, number> = { greedy: 0, minimax: 0, decisive: 0, prefer: 0, turns: 0, trees: 1, sure: 0, memory: 0, trust: 1 };
const SETTING_MAX: Record<string, number> = { greedy: 100, minimax: 100, decisive: 1, prefer: 100, ms: 30_000, explore: 1000, trees: 16, sure: 1000, memory: 100 };

/** Lowers `team = expr`: a value per seat (`me`), seats with equal values play together. */
export function lowerTeam(x: ExprChecker): QueryDef | undefined {
  const d = x.sym.team;
  if (!d) return undefined;
  const alloc = { next: 0 };
  const r = x.expr(d.value, new Scope(alloc));
  if (!["int", "bool", "text", "enum", "player", "any"].includes(r.type.kind))
    x.error(CMP.team, `a team must be a number, a player, text or an enum member, not a ${r.type.kind}`, d.value.span);
  return { locals: alloc.next, expr: r.ir };
}

/** Lowers the game's default `bot KIND { key: n }`, checking the kind and its settings. */
export function lowerBot(x: ExprChecker): BotDef | undefined {
  return x.sym.bot && lowerBotDecl(x, x.sym.bot);
}

/** Lowers the `bot KIND ... when EXPR` declarations, in order (undefined when there are none). */
export function lowerBotsWhen(x: ExprChecker): BotDef[] | undefined {
  const out = x.sym.botsWhen.map((d) => lowerBotDecl(x, d)).filter((b): b is BotDef => !!b);
  return out.length ? out : undefined;
}

function lowerBotDecl(x: ExprChecker, d: BotDecl): BotDef | undefined {
  const kind = d.botKind.name;
  if (!Object.hasOwn(BOT_SETTINGS, kind)) {
    x.error(CMP.bot, `there is no bot kind '${kind}'`, d.botKind.span, `kinds: ${Object.keys(BOT_SETTINGS).join(", ")}`);
    return undefined;
  }
  const allowed = BOT_SETTINGS[kind as keyof typeof BOT_SETTINGS] as readonly string[];
  const settings: Record<string, number> = {};
  for (const s of d.settings) {
    if (!allowed.includes(s.key.name))
      x.error(CMP.bot, `the ${kind} bot has no setting '${s.key.name}'`, s.key.span, allowed.length ? `its settings: ${allowed.join(", ")}` : "it takes no settings");
    else if (s.value < (SETTING_MIN[s.key.name] ?? 1)) x.error(CMP.bot, `'${s.key.name}' must be at least ${SETTING_MIN[s.key.name] ?? 1}`, s.key.span);
    else if (s.value > (SETTING_MAX[s.key.name] ?? SETTING_LIMIT))
      x.error(CMP.bot, `'${s.key.name}' must be at most ${SETTING_MAX[s.key.name] ?? SETTING_LIMIT}`, s.key.span, "a larger budget would keep players waiting for minutes");
    else settings[s.key.name] = s.value;
  }
  if (kind === "planner" && !x.sym.heuristic)
    x.error(CMP.bot, "the planner bot needs a `heuristic = ...` declaration", d.botKind.span, "declare how well `me` stands, or name another bot kind");
  if (!d.when) return { kind: kind as BotDef["kind"], settings };
  // Read when the bot first moves, with `me` its seat: options, counters, the table as it stands.
  const alloc = { next: 0 };
  const when = x.expect(d.when, new Scope(alloc), BOOL, "a bot's `when`").ir;
  return { kind: kind as BotDef["kind"], settings, when: { locals: alloc.next, expr: when } };
}
