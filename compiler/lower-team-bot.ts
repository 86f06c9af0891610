import type { BotDef, DeductionOptions, PlannerOptions, QueryDef } from "../runtime/index.js";
import type { ExprChecker } from "./check-expr.js";
import { CMP } from "./messages.js";
import { Scope } from "./scope.js";

// `team = expr` (who plays together) and `bot KIND { settings }` (which bot suits the game).

/** The settings each bot kind takes (the runtime's option names, so a rename fails the type check). */
const BOT_SETTINGS: { planner: readonly (keyof PlannerOptions)[]; deduction: readonly (keyof DeductionOptions)[]; random: readonly never[] } = {
  planner: ["samples", "rollouts", "depth", "breadth"],
  deduction: ["worlds", "depth", "plans"],
  random: [],
};

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

/** Lowers `bot KIND { key: n }`, checking the kind and its settings. */
export function lowerBot(x: ExprChecker): BotDef | undefined {
  const d = x.sym.bot;
  if (!d) return undefined;
  const kind = d.botKind.name;
  if (!(kind in BOT_SETTINGS)) {
    x.error(CMP.bot, `there is no bot kind '${kind}'`, d.botKind.span, `kinds: ${Object.keys(BOT_SETTINGS).join(", ")}`);
    return undefined;
  }
  const allowed = BOT_SETTINGS[kind as keyof typeof BOT_SETTINGS] as readonly string[];
  const settings: Record<string, number> = {};
  for (const s of d.settings) {
    if (!allowed.includes(s.key.name))
      x.error(CMP.bot, `the ${kind} bot has no setting '${s.key.name}'`, s.key.span, allowed.length ? `its settings: ${allowed.join(", ")}` : "it takes no settings");
    else if (s.value < 1) x.error(CMP.bot, `'${s.key.name}' must be at least 1`, s.key.span);
    else settings[s.key.name] = s.value;
  }
  if (kind === "planner" && !x.sym.heuristic)
    x.error(CMP.bot, "the planner bot needs a `heuristic = ...` declaration", d.botKind.span, "declare how well `me` stands, or name another bot kind");
  return { kind: kind as BotDef["kind"], settings };
}
