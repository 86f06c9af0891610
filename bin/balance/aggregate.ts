// Turns the records of one configuration's games into its RunSummary: rates with intervals,
// distributions, per-component and per-decision counts. Labels are looked up here, once, not per game.

import { componentLabel, type Program } from "../../runtime/index.js";
import { SEP, type GameRecord } from "./game-record.js";
import { compareRates, moments, round4, wilson } from "./stats.js";
import type { ComponentRow, DecisionSummary, Distribution, FigureSummary, PlayMode, RunSummary } from "./summary-types.js";
import { findings } from "./findings.js";

/** Fewest seat-games on each side before a component's edge is tested and flagged. */
export const MIN_SIDE = 10;
/** p-value below which a component's edge is flagged: strict, since hundreds of rows are tested at once. */
export const FLAG_P = 0.01;

/** Summarises one configuration's records. */
export function summarise(program: Program, label: string, options: Record<string, unknown>, players: number, records: readonly GameRecord[]): RunSummary {
  const done = records.filter((r) => r.error === undefined);
  const failed = records.filter((r) => r.error !== undefined);
  const n = done.length;
  const mode = modeOf(players, done);
  const seats = Array.from({ length: players }, (_, p) => wilson(done.filter((r) => r.winners.includes(p)).length, n));
  const summary: RunSummary = {
    label,
    options,
    players,
    games: records.length,
    errors: failed.length,
    errorSamples: failed.slice(0, 5).map((r) => ({ seed: r.seed, message: r.error! })),
    mode,
    seats,
    ties: wilson(mode === "co-op" ? 0 : done.filter((r) => r.winners.length > 1).length, n),
    noWinner: wilson(done.filter((r) => r.winners.length === 0).length, n),
    moves: distribution(done.map((r) => r.moves)),
    phases: Object.fromEntries(phaseNamesOf(done).map((ph) => [ph, distribution(done.map((r) => r.phases[ph] ?? 0))])),
    figures: figuresOf(done, players),
    components: componentsOf(program, done, players),
    decisions: decisionsOf(program, done, players),
    findings: [],
  };
  if (mode === "co-op") summary.team = wilson(done.filter((r) => r.winners.length === players).length, n);
  summary.findings = findings(summary);
  return summary;
}

function modeOf(players: number, done: readonly GameRecord[]): PlayMode {
  if (players === 1) return "solo";
  // A team game ends with every seat winning or none; a versus game with some seats winning.
  const team = done.length > 0 && done.every((r) => r.winners.length === 0 || r.winners.length === players);
  return team && done.some((r) => r.winners.length === 0) ? "co-op" : "versus";
}

function phaseNamesOf(done: readonly GameRecord[]): string[] {
  return [...new Set(done.flatMap((r) => Object.keys(r.phases)))];
}

/** The distribution of some numbers. */
export function distribution(xs: readonly number[]): Distribution {
  const m = moments(xs);
  const counts = new Map<number, number>();
  for (const x of xs) counts.set(x, (counts.get(x) ?? 0) + 1);
  return {
    n: m.n,
    mean: round4(m.mean),
    sd: round4(m.sd),
    min: xs.length ? Math.min(...xs) : 0,
    max: xs.length ? Math.max(...xs) : 0,
    histogram: [...counts].sort((a, b) => a[0] - b[0]),
  };
}

function figuresOf(done: readonly GameRecord[], players: number): FigureSummary[] {
  const names = [...new Set(done.flatMap((r) => Object.keys(r.figures)))];
  return names.map((name) => {
    const rows = done.filter((r) => r.figures[name]);
    const perSeat = Array.from({ length: players }, (_, p) => {
      const m = moments(rows.map((r) => r.figures[name]![p] ?? 0));
      return { n: m.n, mean: round4(m.mean), sd: round4(m.sd) };
    });
    const figure: FigureSummary = { name, perSeat, all: distribution(rows.flatMap((r) => r.figures[name]!)) };
    // A figure that is the score itself (a query repeating the ranking's first key) decides by definition.
    const first = names[0]!;
    const isScore = name === first || rows.every((r) => JSON.stringify(r.figures[name]) === JSON.stringify(r.figures[first]));
    if (isScore) figure.isScore = true;
    if (players > 1) {
      const decisive = rows.filter((r) => r.winners.length === 1);
      const leads = decisive.filter((r) => {
        const v = r.figures[name]!;
        const w = v[r.winners[0]!]!;
        return v.every((x, p) => p === r.winners[0] || x < w);
      }).length;
      if (decisive.length) figure.winnerLeads = wilson(leads, decisive.length);
    }
    return figure;
  });
}

function componentsOf(program: Program, done: readonly GameRecord[], players: number): ComponentRow[] {
  // act -> component -> per game: the seats that did it
  const byAct = new Map<string, Map<number, Map<number, Set<number>>>>();
  done.forEach((r, g) => {
    for (const key of r.acts) {
      const [act, c, seat] = key.split(SEP);
      let comps = byAct.get(act!);
      if (!comps) byAct.set(act!, (comps = new Map()));
      let games = comps.get(Number(c));
      if (!games) comps.set(Number(c), (games = new Map()));
      let seats = games.get(g);
      if (!seats) games.set(g, (seats = new Set()));
      seats.add(Number(seat));
    }
  });
  const inPlay = new Map<number, number[]>();
  done.forEach((r, g) => {
    for (const c of r.seen) (inPlay.get(c) ?? inPlay.set(c, []).get(c)!).push(g);
  });
  const rows: ComponentRow[] = [];
  for (const [act, comps] of byAct) {
    for (const [c, games] of comps) rows.push(row(program, done, players, act, c, games, inPlay.get(c) ?? [...games.keys()]));
    // Components of the same types in play in many games, yet never the object of this act.
    const types = new Set([...comps.keys()].map((c) => program.components[c]?.type));
    const perComponent = [...comps.values()].reduce((s, g) => s + g.size, 0) / comps.size;
    // Only decisions can be declined, so only they say "never chosen".
    if (!act.startsWith("chose ")) continue;
    for (const [c, games] of inPlay) {
      if (comps.has(c) || !types.has(program.components[c]?.type)) continue;
      if (games.length >= Math.max(MIN_SIDE, 0.5 * done.length) && perComponent >= 3) {
        const r = row(program, done, players, act, c, new Map(), games);
        r.flag = "never";
        rows.push(r);
      }
    }
  }
  return rows.sort((a, b) => a.act.localeCompare(b.act) || b.games.k - a.games.k || a.label.localeCompare(b.label));
}

function row(program: Program, done: readonly GameRecord[], players: number, act: string, c: number, games: Map<number, Set<number>>, inPlay: readonly number[]): ComponentRow {
  let didWins = 0, didN = 0, notWins = 0, notN = 0;
  for (const g of new Set([...inPlay, ...games.keys()])) {
    const winners = done[g]!.winners;
    const did = games.get(g);
    for (let p = 0; p < players; p++) {
      const won = winners.includes(p) ? 1 : 0;
      if (did?.has(p)) (didN++, (didWins += won));
      else (notN++, (notWins += won));
    }
  }
  const did = wilson(didWins, didN);
  const didNot = wilson(notWins, notN);
  const test = compareRates({ k: notWins, n: notN }, { k: didWins, n: didN });
  const comp = program.components[c];
  const r: ComponentRow = {
    type: comp?.type ?? "?",
    id: comp?.id ?? String(c),
    label: componentLabel(program, c),
    act,
    games: wilson(games.size, done.length),
    inPlay: new Set([...inPlay, ...games.keys()]).size,
    did,
    didNot,
    edge: { diff: round4(test.diff), p: round4(test.p) },
  };
  if (didN >= MIN_SIDE && notN >= MIN_SIDE && test.p < FLAG_P) r.flag = test.diff > 0 ? "strong" : "weak";
  return r;
}

function decisionsOf(program: Program, done: readonly GameRecord[], players: number): DecisionSummary[] {
  // choice -> option -> [answers, per game: the seats that took it]
  const by = new Map<string, Map<string, { count: number; games: Map<number, Set<number>> }>>();
  done.forEach((r, g) => {
    for (const [key, count] of Object.entries(r.options)) {
      const [choice, option, seat] = key.split(SEP) as [string, string, string];
      const m = by.get(choice) ?? by.set(choice, new Map()).get(choice)!;
      const o = m.get(option) ?? m.set(option, { count: 0, games: new Map() }).get(option)!;
      o.count += count;
      (o.games.get(g) ?? o.games.set(g, new Set()).get(g)!).add(Number(seat));
    }
  });
  // Seats that answered a decision at all in a game: the ones an option's "did not" side compares with.
  return [...by].map(([choice, m]) => {
    const asked = new Map<number, Set<number>>();
    for (const o of m.values()) for (const [g, seats] of o.games) for (const p of seats) (asked.get(g) ?? asked.set(g, new Set()).get(g)!).add(p);
    const total = [...m.values()].reduce((s, x) => s + x.count, 0);
    const options = [...m]
      .map(([o, { count, games }]) => {
        let didWins = 0, didN = 0, notWins = 0, notN = 0;
        for (const [g, seats] of asked) {
          const winners = done[g]!.winners;
          for (const p of seats) {
            if (p < 0 || p >= players) continue;
            const won = winners.includes(p) ? 1 : 0;
            if (games.get(g)?.has(p)) (didN++, (didWins += won));
            else (notN++, (notWins += won));
          }
        }
        return { label: optionLabel(program, o), count, share: round4(count / total), did: wilson(didWins, didN), didNot: wilson(notWins, notN) };
      })
      .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
    return { choice, total, options };
  });
}

function optionLabel(program: Program, key: string): string {
  if (key.startsWith("c:")) return componentLabel(program, Number(key.slice(2)));
  const v = JSON.parse(key) as unknown;
  return v === null ? "pass" : typeof v === "string" ? v : JSON.stringify(v);
}
