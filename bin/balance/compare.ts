// `--compare`: every figure of two content versions side by side, with the difference, its 95%
// interval and whether it is larger than chance (two-proportion z-test for rates, Welch's t-test
// for means).

import { compareMeans, compareRates, round4, type Moments, type Rate } from "./stats.js";
import type { RunSummary } from "./summary-types.js";

/** One figure in both versions. */
export interface FigureDifference {
  /** Which configuration (sweep value) it belongs to. */
  run: string;
  section: "win rates" | "length" | "score components" | "components" | "decisions";
  figure: string;
  kind: "rate" | "mean";
  a: number;
  b: number;
  diff: number;
  low: number;
  high: number;
  p: number;
  significant: boolean;
}

/** The differences between two summaries of the same configuration (a: this content, b: the other). */
export function differences(a: RunSummary, b: RunSummary): FigureDifference[] {
  const out: FigureDifference[] = [];
  const run = a.label;
  const rate = (section: FigureDifference["section"], figure: string, x: Rate | undefined, y: Rate | undefined) => {
    if (!x || !y) return;
    const d = compareRates(x, y);
    out.push({ run, section, figure, kind: "rate", a: x.rate, b: y.rate, ...rounded(d) });
  };
  const mean = (section: FigureDifference["section"], figure: string, x: Moments | undefined, y: Moments | undefined) => {
    if (!x || !y) return;
    const d = compareMeans(x, y);
    out.push({ run, section, figure, kind: "mean", a: x.mean, b: y.mean, ...rounded(d) });
  };
  a.seats.forEach((r, p) => rate("win rates", a.mode === "solo" ? "solo seat wins" : `seat ${p + 1} wins`, r, b.seats[p]));
  rate("win rates", "team wins", a.team, b.team);
  rate("win rates", "shared wins", a.ties, b.ties);
  rate("win rates", "no winner", a.noWinner, b.noWinner);
  mean("length", "moves", a.moves, b.moves);
  for (const [ph, d] of Object.entries(a.phases)) mean("length", `${ph}s`, d, b.phases[ph]);
  for (const f of a.figures) {
    const g = b.figures.find((x) => x.name === f.name);
    mean("score components", `${f.name} (all seats)`, f.all, g?.all);
    rate("score components", `${f.name}: winner leads`, f.winnerLeads, g?.winnerLeads);
  }
  const rows = new Map(b.components.map((c) => [`${c.act}|${c.id}`, c]));
  for (const c of a.components) {
    const d = rows.get(`${c.act}|${c.id}`);
    if (!d) continue;
    rate("components", `${c.label} (${c.act}): games`, c.games, d.games);
    rate("components", `${c.label} (${c.act}): win rate of seats that did`, c.did, d.did);
  }
  for (const dec of a.decisions) {
    const other = b.decisions.find((x) => x.choice === dec.choice);
    if (!other) continue;
    for (const o of dec.options) {
      const q = other.options.find((x) => x.label === o.label);
      rate("decisions", `${dec.choice}: ${o.label}`, { k: o.count, n: dec.total, rate: o.share, low: 0, high: 1 }, { k: q?.count ?? 0, n: other.total, rate: q?.share ?? 0, low: 0, high: 1 });
      rate("decisions", `${dec.choice}: ${o.label}: win rate of seats that never took it`, o.didNot, q?.didNot);
    }
  }
  return out;
}

function rounded(d: { diff: number; low: number; high: number; p: number; significant: boolean }) {
  return { diff: round4(d.diff), low: round4(d.low), high: round4(d.high), p: round4(d.p), significant: d.significant };
}
