// The report's charts as Vega-Lite specs built from the summaries: win rates with their intervals,
// distributions as histograms, components' win rates with and without them. With --compare, each
// chart shows both content versions in two colours.

import type { TopLevelSpec } from "vega-lite";
import type { Distribution, RunSummary } from "./summary-types.js";

/** A summary with the name of the content version it measures. */
export interface Labelled {
  version: string;
  run: RunSummary;
}

const WIDTH = 520;

/** Win rate per seat (or the solo seat's / the team's), one bar per seat with its 95% interval, per configuration and version. */
export function winRateSpec(rows: readonly Labelled[]): TopLevelSpec {
  const values = rows.flatMap(({ version, run }) => {
    const own = run.mode === "co-op" && run.team ? [{ who: "team", r: run.team }] : run.seats.map((r, p) => ({ who: run.mode === "solo" ? "solo seat" : `seat ${p + 1}`, r }));
    return own.map(({ who, r }) => ({ version, config: run.label, who, rate: r.rate, low: r.low, high: r.high, games: `${r.k}/${r.n}` }));
  });
  const versions = new Set(values.map((v) => v.version)).size;
  const configs = new Set(values.map((v) => v.config)).size;
  const axis = { labelAngle: 0 };
  const x = configs > 1 ? { field: "config", type: "nominal" as const, title: null, sort: null, axis } : { field: "who", type: "nominal" as const, title: null, sort: null, axis };
  const offset = configs > 1 ? "who" : versions > 1 ? "version" : undefined;
  const enc = {
    x,
    ...(offset ? { xOffset: { field: offset, type: "nominal" as const, sort: null } } : {}),
    color: { field: versions > 1 && configs === 1 ? "version" : "who", type: "nominal" as const, title: null, sort: null },
  };
  return {
    width: WIDTH,
    height: 220,
    data: { values },
    layer: [
      { mark: { type: "bar", opacity: 0.85 }, encoding: { ...enc, y: { field: "rate", type: "quantitative", title: "win rate", axis: { format: "%" }, scale: { domain: [0, 1] } }, tooltip: [{ field: "games" }] } },
      { mark: { type: "rule", color: "#222", strokeWidth: 1.5 }, encoding: { ...enc, color: { value: "#222" }, y: { field: "low", type: "quantitative" }, y2: { field: "high" } } },
    ],
  } as TopLevelSpec;
}

/** Histograms of some distributions (a figure's values, game lengths), one colour per series, overlaid; `of` names what is counted. */
export function histogramSpec(series: readonly { name: string; d: Distribution }[], title: string, of = "games"): TopLevelSpec {
  const all = series.flatMap(({ d }) => d.histogram.map(([v]) => v));
  const whole = all.every((v) => Number.isInteger(v));
  const lo = all.length ? Math.min(...all) : 0;
  const range = all.length ? Math.max(...all) - lo : 0;
  // Whole numbers (points, rounds, moves) get whole bins centred on their values; others about 30 bins.
  const step = whole ? Math.max(1, Math.ceil(range / 40)) : range > 0 ? range / 30 : 1;
  const values = series.flatMap(({ name, d }) => {
    const bins = new Map<number, number>();
    for (const [value, count] of d.histogram) {
      const start = lo + Math.floor((value - lo) / step) * step;
      bins.set(start, (bins.get(start) ?? 0) + count / Math.max(d.n, 1));
    }
    return [...bins].map(([start, share]) => ({ series: name, start: whole ? start - 0.5 : start, end: whole ? start + step - 0.5 : start + step, share }));
  });
  const many = series.length > 1;
  return {
    width: WIDTH,
    height: 150,
    data: { values },
    mark: { type: "bar", opacity: many ? 0.55 : 0.9, stroke: "white", strokeWidth: 0.5 },
    encoding: {
      x: { field: "start", type: "quantitative", title, scale: { zero: false, nice: false }, ...(whole ? { axis: { format: "d", tickMinStep: 1 } } : {}) },
      x2: { field: "end" },
      y: { field: "share", type: "quantitative", title: `share of ${of}`, axis: { format: "%" }, stack: null },
      // Both ends given on both axes: a vertical bar from 0 over the bin's range.
      y2: { datum: 0 },
      ...(many ? { color: { field: "series", type: "nominal", title: null } } : {}),
    },
  } as TopLevelSpec;
}

/** Win rate of seats that did something with a component against those that did not, with intervals, for the rows given. */
export function componentEdgeSpec(rows: RunSummary["components"]): TopLevelSpec {
  const values = rows.flatMap((c) => {
    const name = `${c.label} · ${c.act}`;
    return [
      { name, side: "did", rate: c.did.rate, low: c.did.low, high: c.did.high },
      { name, side: "did not", rate: c.didNot.rate, low: c.didNot.low, high: c.didNot.high },
    ];
  });
  const y = { field: "name", type: "nominal" as const, title: null, sort: null, axis: { labelLimit: 360 } };
  return {
    width: 360,
    data: { values },
    encoding: { y, color: { field: "side", type: "nominal", title: "seats that", scale: { range: ["#c2410c", "#64748b"] } } },
    layer: [
      { mark: { type: "rule" }, encoding: { x: { field: "low", type: "quantitative", title: "win rate", axis: { format: "%" }, scale: { domain: [0, 1] } }, x2: { field: "high" }, yOffset: { field: "side" } } },
      { mark: { type: "point", filled: true, size: 50 }, encoding: { x: { field: "rate", type: "quantitative" }, yOffset: { field: "side" } } },
    ],
  } as TopLevelSpec;
}

/** How often each option of a decision was taken (the most taken first, at most `limit`). */
export function decisionSpec(rows: readonly { version: string; label: string; share: number }[]): TopLevelSpec {
  const versions = new Set(rows.map((r) => r.version)).size;
  return {
    width: 360,
    data: { values: rows },
    mark: "bar",
    encoding: {
      y: { field: "label", type: "nominal", title: null, sort: null },
      x: { field: "share", type: "quantitative", title: "share of answers", axis: { format: "%" } },
      ...(versions > 1 ? { yOffset: { field: "version" }, color: { field: "version", type: "nominal", title: null } } : {}),
    },
  } as TopLevelSpec;
}
