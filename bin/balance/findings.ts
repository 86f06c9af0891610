// The report's "what stands out" list: plain sentences a designer reads first, each backed by a
// figure of the summary and a test, so noise is not reported as news.

import { compareRates, formatP, type Rate } from "./stats.js";
import type { RunSummary } from "./summary-types.js";

/** A seat's win rate this far (in points) from the seats' average, and significant, is an advantage worth naming. */
export const SEAT_THRESHOLD = 0.05;
/** A score component whose top holder wins this share of decisive games decides most games. */
export const DECIDES_THRESHOLD = 0.75;

const pct = (x: number) => `${Math.round(x * 1000) / 10}%`;
const pValue = formatP;
const interval = (r: Rate) => `${pct(r.rate)} (95% CI ${pct(r.low)}–${pct(r.high)}, ${r.k}/${r.n})`;

/** The sentences for one summary, most important first. */
export function findings(s: RunSummary): string[] {
  const out: string[] = [];
  const finished = s.games - s.errors;
  if (s.errors) out.push(`${s.errors} of ${s.games} games failed (first: seed ${s.errorSamples[0]?.seed}: ${s.errorSamples[0]?.message}).`);
  if (s.mode === "solo") out.push(`The solo seat beats the game ${interval(s.seats[0]!)}.`);
  if (s.mode === "co-op" && s.team) out.push(`The team wins ${interval(s.team)}.`);
  if (s.mode === "versus" && s.players > 1 && finished > 0) {
    const fair = s.seats.reduce((t, r) => t + r.rate, 0) / s.players;
    s.seats.forEach((r, p) => {
      const others = s.seats.filter((_, q) => q !== p);
      const rest = { k: others.reduce((t, o) => t + o.k, 0), n: others.reduce((t, o) => t + o.n, 0) };
      const test = compareRates(rest, r);
      if (Math.abs(r.rate - fair) >= SEAT_THRESHOLD && test.significant) {
        out.push(`Seat ${p + 1} ${r.rate > fair ? "wins more" : "wins less"} than the average seat: ${interval(r)} against ${pct(fair)} (${pValue(test.p)}).`);
      }
    });
    if (s.ties.k) out.push(`${interval(s.ties)} of games end in a shared win.`);
  }
  if (s.noWinner.k && s.mode === "versus") out.push(`${interval(s.noWinner)} of games end with no winner.`);
  // The score itself decides by definition.
  for (const f of s.figures.filter((g) => !g.isScore)) {
    if (f.winnerLeads && f.winnerLeads.n >= 10 && f.winnerLeads.low >= DECIDES_THRESHOLD - 0.1 && f.winnerLeads.rate >= DECIDES_THRESHOLD) {
      out.push(`"${f.name}" decides most games: the winner has the most in ${interval(f.winnerLeads)} of decisive games.`);
    }
  }
  const tested = s.components.filter((c) => c.flag === "strong" || c.flag === "weak");
  const strongest = tested.filter((c) => c.flag === "strong").sort((a, b) => b.edge.diff - a.edge.diff).slice(0, 3);
  const weakest = tested.filter((c) => c.flag === "weak").sort((a, b) => a.edge.diff - b.edge.diff).slice(0, 3);
  for (const c of strongest) out.push(`Strong: ${c.label} (${c.type}, ${c.act}): seats that did win ${pct(c.did.rate)}, others ${pct(c.didNot.rate)} (${pValue(c.edge.p)}).`);
  for (const c of weakest) out.push(`Weak: ${c.label} (${c.type}, ${c.act}): seats that did win ${pct(c.did.rate)}, others ${pct(c.didNot.rate)} (${pValue(c.edge.p)}).`);
  // Options whose takers fare very differently from the seats that never take them (e.g. never attempting a capture).
  const options = s.decisions
    .flatMap((d) => d.options.map((o) => ({ d, o, test: compareRates(o.didNot, o.did) })))
    .filter(({ o, test }) => o.did.n >= 10 && o.didNot.n >= 10 && test.p < 0.01)
    .sort((a, b) => Math.abs(b.test.diff) - Math.abs(a.test.diff))
    .slice(0, 3);
  for (const { d, o, test } of options) out.push(`Seats that never take "${o.label}" (${d.choice}) win ${interval(o.didNot)}; seats that do, ${pct(o.did.rate)} (${pValue(test.p)}).`);
  const never = s.components.filter((c) => c.flag === "never");
  if (never.length) {
    const names = never.slice(0, 6).map((c) => `${c.label} (${c.act})`).join(", ");
    out.push(`Never chosen though in play in most games: ${names}${never.length > 6 ? ` and ${never.length - 6} more` : ""}.`);
  }
  if (out.length === 0) out.push("Nothing stands out: no seat advantage, no component with a significant edge.");
  return out;
}

/** The headline rate of a configuration: the solo seat's, the team's, or the first seat's. */
function headline(s: RunSummary): { what: string; r: Rate } {
  if (s.mode === "co-op" && s.team) return { what: "the team wins", r: s.team };
  return { what: s.mode === "solo" ? "the solo seat wins" : "seat 1 wins", r: s.seats[0]! };
}

/** With several configurations (a sweep): the headline rate of each, and whether each step from one to the next is larger than chance. */
export function sweepFindings(runs: readonly RunSummary[]): string[] {
  if (runs.length < 2) return [];
  const { what } = headline(runs[0]!);
  const out = [`Across configurations ${what}: ${runs.map((s) => `${s.label} ${pct(headline(s).r.rate)}`).join(", ")}.`];
  for (let i = 1; i < runs.length; i++) {
    const a = headline(runs[i - 1]!).r;
    const b = headline(runs[i]!).r;
    const test = compareRates(a, b);
    out.push(`${runs[i - 1]!.label} → ${runs[i]!.label}: ${test.diff >= 0 ? "+" : ""}${Math.round(test.diff * 1000) / 10} points (${pValue(test.p)}${test.significant ? ", larger than chance" : ", within chance"}).`);
  }
  return out;
}
