import type { Program } from "./program.js";
import type { GameState } from "./state.js";
import type { GameResult, LogEvent } from "./types.js";
import { explainResult, seatKeys } from "./result-text.js";
import type { Layout } from "./layout.js";
import { componentLabel, memberText, seatName } from "./labels.js";
import { redactEvent } from "./view.js";
import { counted } from "./card-text.js";

// Turns structured events into sentences with the content's templates (or these defaults).

const DEFAULTS: Record<string, string> = {
  step: "— {step} —",
  choice: "{player} chooses {value}",
  move: "{player} moves {c} to {to}",
  draw: "{player} draws {c} to {to}",
  deal: "{count} dealt to each {to}",
  shuffle: "{zone} is shuffled",
  pass: "every {zone} passes {dir}",
  refill: "{zone} is refilled",
  win: "{winners} won",
  rank: "{why} Final scores: {scores}.",
};

/** Sentences for the log from event `from` on, redacted for `player` when given. */
export function renderLog(program: Program, s: GameState, L: Layout, player: number | undefined, from = 0): string[] {
  const out: string[] = [];
  for (let i = from; i < s.log.length; i++) {
    const e = player === undefined ? s.log[i]! : redactEvent(s.log[i]!, player);
    const line = renderEvent(program, L, e, s.setup.names);
    // Content silences an event with an empty template (its own events already say it better).
    if (line) out.push(line);
  }
  return out;
}

/** One event as a sentence. */
export function renderEvent(program: Program, L: Layout, e: LogEvent, names?: readonly string[]): string {
  const template = program.templates[e.e] ?? DEFAULTS[e.e] ?? `${e.e} {args}`;
  // `{coins#coin}` counts with the noun in the right number ("1 coin", "2 coins"); `{ritual? + % (ritual)}`
  // says its words (% standing for the value) only when the value is not 0, false, "" or none, so a part a
  // mode switches off is not announced; a hole followed by "'s" whose words end in s takes the
  // apostrophe alone ("Charles' turn").
  return capitalised(template.replace(/\{(\w+)(?:#([^}]*))?(?:\?([^}]*))?\}('s\b)?/g, (_, key: string, noun: string | undefined, cond: string | undefined, owns: string | undefined) => {
    const v = e.a?.[key];
    if (cond !== undefined) return v === undefined || v === null || v === 0 || v === false || v === "" ? "" : cond.replace("%", holeText(program, L, e, key, names));
    const text = holeText(program, L, e, key, names);
    const said = noun !== undefined && typeof v === "number" ? counted(v, noun) : text;
    return owns ? possessive(said) : said;
  }));
}

/** The words for one hole of an event's template. */
function holeText(program: Program, L: Layout, e: LogEvent, key: string, names?: readonly string[]): string {
  const who = (p: number) => seatName(p, names);
  if (key === "player") return e.p === undefined ? "" : who(e.p);
  if (key === "args") return JSON.stringify(e.a ?? {});
  const v = e.a?.[key];
  if ((key === "from" || key === "to") && typeof v === "number") return slotLabel(program, L, v, names);
  if (key === "c") return valueText(program, { c: v }, names);
  if (e.e === "choice" && key === "value") {
    if (typeof e.a?.text === "string") return e.a.text;
    if (v === null) return "to pass";
  }
  if (key === "step" && e.e === "step" && typeof v === "string") return stepText(program, v);
  // A game without winners (a draw) reads "Nobody won".
  if (key === "winners" && Array.isArray(v) && !v.length) return "Nobody";
  // A ranking: each seat's keys under their labels, and why the winners won (the key that decided it).
  if (e.e === "rank" && (key === "scores" || key === "why")) {
    const result = rankResult(e);
    if (key === "why") return explainResult(result, who);
    return (result.scores ?? []).map((_, p) => `${who(p)}: ${seatKeys(result, p)}`).join("; ");
  }
  if (key === "scores" && Array.isArray(v)) return (v as number[][]).map((k, p) => `${who(p)} ${k.join(" / ")}`).join(", ");
  return valueText(program, v, names);
}

/** The result a `rank` event records. */
function rankResult(e: LogEvent): GameResult {
  const winners = Array.isArray(e.a?.winners) ? (e.a.winners as { p: number }[]).map((w) => w.p) : [];
  const scores = Array.isArray(e.a?.scores) ? (e.a.scores as number[][]) : undefined;
  const labels = Array.isArray(e.a?.labels) ? (e.a.labels as string[]) : undefined;
  return { winners, ...(scores ? { scores } : {}), ...(labels ? { labels } : {}) };
}

/** "Player 1's", "James'". */
function possessive(name: string): string {
  return /s$/i.test(name) ? `${name}'` : `${name}'s`;
}

/** A sentence starts with a capital, also when it starts with a zone's words ("the discard pile is shuffled"). */
function capitalised(line: string): string {
  return line.charAt(0).toUpperCase() + line.slice(1);
}

function valueText(program: Program, v: unknown, names?: readonly string[]): string {
  if (v === null || v === undefined) return "nothing";
  if (Array.isArray(v)) return v.map((x) => valueText(program, x, names)).join(", ");
  if (typeof v === "object") {
    if ("c" in v) {
      const c = (v as { c: number | number[] }).c;
      const ids = Array.isArray(c) ? c : [c];
      // Hidden cards are counted, not listed one by one ("Player 1 draws 8 hidden cards").
      const hidden = ids.filter((id) => id < 0).length;
      const named = ids.filter((id) => id >= 0).map((id) => componentLabel(program, id));
      if (hidden) named.push(hidden === 1 ? "a hidden card" : `${hidden} hidden cards`);
      return named.join(", ");
    }
    if ("p" in v) return seatName((v as { p: number }).p, names);
    return JSON.stringify(v);
  }
  // Zone names and enum members in the content's words (log.yaml `words:`).
  return typeof v === "string" ? memberText(program, v) : String(v);
}

/** Where a slot is in words: a zone, a player's zone, or the box. */
export function slotLabel(program: Program, L: Layout, slot: number, names?: readonly string[]): string {
  const zi = L.slotZone[slot];
  if (zi === undefined || zi < 0) return "the box";
  const owner = L.slotOwner[slot]!;
  const name = memberText(program, program.zones[zi]!.name);
  return owner >= 0 ? `${possessive(seatName(owner, names))} ${name}` : name;
}

/** A step of the flow as players read it: the content's words for it, else its own name in words ("round/endOfRound" → "End of round"). */
function stepText(program: Program, path: string): string {
  const last = path.slice(path.lastIndexOf("/") + 1);
  const own = program.words?.[path] ?? program.words?.[last];
  if (own !== undefined) return own;
  const spaced = last.replace(/([a-z0-9])([A-Z])/g, "$1 $2").replace(/[_-]+/g, " ").toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}
