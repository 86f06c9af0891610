// Small HTML builders for the report: escaping, percentages, intervals and tables. The report has
// no script and no external resource, so these produce finished markup.

import type { Rate } from "./stats.js";

/** Escapes text for HTML content and attribute values. */
export function esc(x: unknown): string {
  return String(x).replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

/** A share as a percentage with one decimal. */
export function pct(x: number): string {
  return `${(Math.round(x * 1000) / 10).toFixed(1)}%`;
}

/** A rate with its interval and counts, e.g. "52.0% [45.1–58.8] 104/200". */
export function rateCell(r: Rate | undefined): string {
  if (!r) return "–";
  return `${pct(r.rate)} <small>[${pct(r.low)}–${pct(r.high)}] ${r.k}/${r.n}</small>`;
}

/** A number for a table: integers as they are, others to two decimals. */
export function num(x: number): string {
  return Number.isInteger(x) ? String(x) : x.toFixed(2);
}

/** A table from a header row and body rows of ready markup; `cls` marks rows (e.g. flagged). */
export function table(head: readonly string[], rows: readonly (readonly string[] | { cells: readonly string[]; cls: string })[]): string {
  const body = rows
    .map((r) => ("cells" in r ? `<tr class="${esc(r.cls)}">${r.cells.map((c) => `<td>${c}</td>`).join("")}</tr>` : `<tr>${r.map((c) => `<td>${c}</td>`).join("")}</tr>`))
    .join("\n");
  return `<table><thead><tr>${head.map((h) => `<th>${h}</th>`).join("")}</tr></thead><tbody>${body}</tbody></table>`;
}

/** The report's stylesheet (inline: the file opens offline, alone). */
export const STYLE = `
body { font: 14px/1.45 system-ui, sans-serif; color: #1f2328; margin: 0; background: #f6f7f9; }
main { max-width: 1100px; margin: 0 auto; padding: 16px 20px 48px; }
h1 { font-size: 24px; margin: 8px 0 4px; } h2 { font-size: 19px; margin: 28px 0 8px; border-bottom: 2px solid #d0d7de; padding-bottom: 4px; }
h3 { font-size: 15px; margin: 18px 0 6px; }
.meta { color: #57606a; } .card { background: #fff; border: 1px solid #d0d7de; border-radius: 8px; padding: 12px 16px; margin: 10px 0; overflow-x: auto; }
ul.findings li { margin: 4px 0; } table { border-collapse: collapse; font-variant-numeric: tabular-nums; margin: 6px 0; }
th, td { border-bottom: 1px solid #e5e7eb; padding: 3px 10px; text-align: left; vertical-align: top; } th { background: #f3f4f6; }
small { color: #57606a; } tr.strong td { background: #fff1e6; } tr.weak td { background: #eef2ff; } tr.never td { background: #f5f5f5; color: #6b7280; }
tr.sig td { background: #fff7d6; } .chart svg { max-width: 100%; height: auto; } details > summary { cursor: pointer; margin: 6px 0; font-weight: 600; }
.badge { display: inline-block; border-radius: 10px; padding: 0 7px; font-size: 12px; border: 1px solid currentColor; }
`;
