// report.html: one self-contained page (inline CSS, charts as inline SVG drawn by Vega-Lite, no
// script) that a designer opens offline: what stands out, win rates, score components, length,
// components, decisions and, with --compare, every difference with its test.

import { chartSvg } from "./render-chart.js";
import { componentEdgeSpec, decisionSpec, histogramSpec, winRateSpec, type Labelled } from "./chart-specs.js";
import { esc, num, pct, rateCell, STYLE, table } from "./html-parts.js";
import type { BalanceReport, RunSummary } from "./summary-types.js";
import { formatP } from "./stats.js";

/** Component rows drawn in the edge chart of each configuration. */
const EDGE_ROWS = 16;
/** Decisions drawn as charts (the most answered); the rest are tables. */
const DECISION_CHARTS = 6;

/** The HTML of the report. */
export async function renderReportHtml(report: BalanceReport): Promise<string> {
  const versions = report.compare ? ["this content", "compared content"] : ["this content"];
  const parts: string[] = [];
  parts.push(`<h1>Balance report: ${esc(report.title)}</h1>`);
  parts.push(
    `<p class="meta">${report.players} player${report.players === 1 ? "" : "s"} · ${report.games} games per configuration · seeds ${report.seed}–${report.seed + report.games - 1} · bots ${esc(report.bots.join(", "))} · ${esc(report.created.slice(0, 16).replace("T", " "))} UTC<br>content ${esc(report.content)}${report.compare ? ` compared with ${esc(report.compare.content)}` : ""}</p>`,
  );
  parts.push(`<h2>What stands out</h2>`);
  if (report.sweep) parts.push(`<div class="card"><h3>Across configurations</h3><ul class="findings">${report.sweep.map((f) => `<li>${esc(f)}</li>`).join("")}</ul></div>`);
  for (const run of report.runs) parts.push(`<div class="card">${report.runs.length > 1 ? `<h3>${esc(run.label)}</h3>` : ""}<ul class="findings">${run.findings.map((f) => `<li>${esc(f)}</li>`).join("")}</ul></div>`);
  if (report.compare) parts.push(compareHighlights(report));
  const labelled = (r: number): Labelled[] => [{ version: versions[0]!, run: report.runs[r]! }, ...(report.compare ? [{ version: versions[1]!, run: report.compare.runs[r]! }] : [])];
  parts.push(`<h2>Win rates</h2><p class="meta">Bars: win rate; black lines: 95% Wilson intervals. A shared win counts for every winner.</p>`);
  parts.push(`<div class="card chart">${await chartSvg(winRateSpec(report.runs.flatMap((_, r) => labelled(r))))}</div>`);
  parts.push(`<div class="card">${winTable(report)}</div>`);
  for (let r = 0; r < report.runs.length; r++) {
    const run = report.runs[r]!;
    if (report.runs.length > 1) parts.push(`<h2>Configuration: ${esc(run.label)}</h2>`);
    parts.push(await runSections(labelled(r)));
  }
  if (report.compare) parts.push(differencesTable(report));
  return `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Balance: ${esc(report.title)}</title><style>${STYLE}</style></head><body><main>\n${parts.join("\n")}\n</main></body></html>\n`;
}

function winTable(report: BalanceReport): string {
  const head = ["configuration", "seat", report.compare ? "this content" : "win rate [95% CI]", ...(report.compare ? ["compared content", "difference", "p"] : [])];
  const rows = report.runs.flatMap((run, r) => {
    const seats = run.mode === "co-op" && run.team ? [{ who: "team", x: run.team, y: report.compare?.runs[r]?.team }] : run.seats.map((x, p) => ({ who: run.mode === "solo" ? "solo seat" : `seat ${p + 1}`, x, y: report.compare?.runs[r]?.seats[p] }));
    return seats.map(({ who, x, y }) => {
      const d = report.compare?.differences.find((f) => f.run === run.label && f.section === "win rates" && f.figure === (who === "team" ? "team wins" : who === "solo seat" ? "solo seat wins" : `${who} wins`));
      return { cells: [esc(run.label), who, rateCell(x), ...(report.compare ? [rateCell(y), d ? signed(d.diff, true) : "–", d ? String(Number(d.p.toFixed(4))) : "–"] : [])], cls: d?.significant ? "sig" : "" };
    });
  });
  return table(head, rows);
}

async function runSections(rows: Labelled[]): Promise<string> {
  const run = rows[0]!.run;
  const out: string[] = [];
  out.push(`<h2>Score components</h2><p class="meta">The ranking's keys and every per-seat query of the game (what the table's score sheet shows). "Winner leads": how often, in games with one winner, the winner alone had the most of it.</p>`);
  if (run.figures.length === 0) out.push(`<p>This game ranks no scores.</p>`);
  for (const f of run.figures) {
    const series = rows.map(({ version, run: r }) => ({ name: version, d: r.figures.find((g) => g.name === f.name)?.all })).filter((s): s is { name: string; d: NonNullable<typeof s.d> } => !!s.d);
    const seatRows = f.perSeat.map((m, p) => [run.mode === "solo" ? "solo seat" : `seat ${p + 1}`, `${num(m.mean)} <small>± ${num(m.sd)}</small>`]);
    out.push(`<div class="card"><h3>${esc(f.name)}</h3><div class="chart">${await chartSvg(histogramSpec(series, f.name, "seat results"))}</div>${table(["seat", "mean ± sd"], seatRows)}${f.winnerLeads ? `<p>Winner leads: ${rateCell(f.winnerLeads)}</p>` : ""}</div>`);
  }
  out.push(`<h2>Game length</h2>`);
  const lengths = [{ title: "moves", get: (r: RunSummary) => r.moves }, ...Object.keys(run.phases).map((ph) => ({ title: `${ph}s`, get: (r: RunSummary) => r.phases[ph] }))];
  for (const l of lengths) {
    const series = rows.map(({ version, run: r }) => ({ name: version, d: l.get(r) })).filter((s): s is { name: string; d: NonNullable<typeof s.d> } => !!s.d);
    const d = l.get(run)!;
    out.push(`<div class="card"><h3>${esc(l.title)}: mean ${num(d.mean)} ± ${num(d.sd)} (${d.min}–${d.max})</h3><div class="chart">${await chartSvg(histogramSpec(series, l.title))}</div></div>`);
  }
  out.push(`<p>Shared wins: ${rateCell(run.ties)} · no winner: ${rateCell(run.noWinner)} · failed games: ${run.errors}</p>`);
  out.push(await componentSection(run));
  out.push(await decisionSection(rows));
  return out.join("\n");
}

async function componentSection(run: RunSummary): Promise<string> {
  const out = [`<h2>Components</h2><p class="meta">What seats did with each component, from the log's events ("into &lt;zone&gt;": it reached the seat's own zone; "chose …": the seat picked it; other names are the game's events). Win rate of the seats that did against the seats that did not, in games where it was in play. Flagged <span class="badge">strong</span>/<span class="badge">weak</span> at p &lt; 0.01; <span class="badge">never</span>: in play in most games but never the object of that act.</p>`];
  const tested = run.components.filter((c) => c.flag === "strong" || c.flag === "weak").sort((a, b) => Math.abs(b.edge.diff) - Math.abs(a.edge.diff)).slice(0, EDGE_ROWS);
  if (tested.length) out.push(`<div class="card chart"><h3>Flagged components</h3>${await chartSvg(componentEdgeSpec(tested))}</div>`);
  const acts = [...new Set(run.components.map((c) => c.act))];
  for (const act of acts) {
    const rows = run.components.filter((c) => c.act === act);
    const flagged = rows.filter((c) => c.flag).length;
    out.push(
      `<details class="card"${flagged ? " open" : ""}><summary>${esc(act)} — ${rows.length} components${flagged ? `, ${flagged} flagged` : ""}</summary>${table(
        ["component", "type", "games", "seats that did win", "seats that did not win", "edge", "p", "flag"],
        rows.map((c) => ({ cells: [esc(c.label), esc(c.type), `${pct(c.games.rate)} <small>${c.games.k}/${c.games.n}</small>`, rateCell(c.did), rateCell(c.didNot), signed(c.edge.diff, true), String(Number(c.edge.p.toFixed(4))), c.flag ?? ""], cls: c.flag ?? "" })),
      )}</details>`,
    );
  }
  if (!acts.length) out.push(`<p>No event of this game names a component that a seat did something with.</p>`);
  return out.join("\n");
}

async function decisionSection(rows: Labelled[]): Promise<string> {
  const run = rows[0]!.run;
  const out = [`<h2>Decisions</h2><p class="meta">How often each option was taken, over all games and seats, and the win rate of the seats that took it at least once in a game against the seats that answered the decision but never took it (e.g. a seat that never attempts a capture).</p>`];
  const ranked = run.decisions.slice().sort((a, b) => b.total - a.total);
  for (const [i, d] of ranked.entries()) {
    const top = d.options.slice(0, 12);
    let chart = "";
    if (i < DECISION_CHARTS) {
      const values = rows.flatMap(({ version, run: r }) => {
        const other = r.decisions.find((x) => x.choice === d.choice);
        return top.map((o) => ({ version, label: o.label, share: other?.options.find((x) => x.label === o.label)?.share ?? 0 }));
      });
      chart = `<div class="chart">${await chartSvg(decisionSpec(values))}</div>`;
    }
    out.push(`<details class="card"${i < DECISION_CHARTS ? " open" : ""}><summary>${esc(d.choice)} — ${d.total} answers, ${d.options.length} options</summary>${chart}${table(["option", "taken", "share", "seats that took it win", "seats asked that never did win"], d.options.map((o) => [esc(o.label), String(o.count), pct(o.share), rateCell(o.did), rateCell(o.didNot)]))}</details>`);
  }
  return out.join("\n");
}

function compareHighlights(report: BalanceReport): string {
  const sig = report.compare!.differences.filter((d) => d.significant && d.section !== "components" && d.section !== "decisions");
  const items = sig.slice(0, 12).map((d) => `<li>${esc(d.run !== "as set" ? `[${d.run}] ` : "")}${esc(d.figure)}: ${fmt(d.a, d.kind)} → ${fmt(d.b, d.kind)} (${signed(d.diff, d.kind === "rate")}, ${formatP(d.p)})</li>`);
  const comps = report.compare!.differences.filter((d) => d.significant && (d.section === "components" || d.section === "decisions")).length;
  return `<div class="card"><h3>What the change did (larger than chance, p &lt; 0.05)</h3><ul class="findings">${items.join("") || "<li>No figure differs by more than chance.</li>"}${comps ? `<li>${comps} component and decision figures differ too (see the last table).</li>` : ""}</ul></div>`;
}

function differencesTable(report: BalanceReport): string {
  const ds = report.compare!.differences;
  return `<h2>Every figure side by side</h2><p class="meta">Rates: two-proportion z-test; means: Welch's t-test; interval: 95% for the difference. Highlighted: larger than chance (p &lt; 0.05).</p><div class="card">${table(
    ["configuration", "section", "figure", "this content", "compared", "difference [95% CI]", "p"],
    ds.map((d) => ({ cells: [esc(d.run), d.section, esc(d.figure), fmt(d.a, d.kind), fmt(d.b, d.kind), `${signed(d.diff, d.kind === "rate")} <small>[${signed(d.low, d.kind === "rate")}, ${signed(d.high, d.kind === "rate")}]</small>`, String(Number(d.p.toFixed(4)))], cls: d.significant ? "sig" : "" })),
  )}</div>`;
}

function fmt(x: number, kind: "rate" | "mean"): string {
  return kind === "rate" ? pct(x) : num(x);
}

function signed(x: number, asPct: boolean): string {
  const s = asPct ? `${(Math.round(x * 1000) / 10).toFixed(1)} pts` : num(x);
  return x > 0 ? `+${s}` : s;
}
