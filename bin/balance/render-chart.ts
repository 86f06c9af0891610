// Draws one Vega-Lite chart to an SVG string in Node: compiled to Vega, rendered headless (no DOM,
// no canvas), so the report carries its charts inline and opens offline.

import { parse, View } from "vega";
import { compile, type TopLevelSpec } from "vega-lite";

/** The report's chart look: the page's font, quiet axes. */
const CONFIG = {
  font: "system-ui, sans-serif",
  axis: { labelFontSize: 11, titleFontSize: 12, gridColor: "#e5e5e5" },
  legend: { labelFontSize: 11, titleFontSize: 12 },
  view: { stroke: null },
} as const;

/** The SVG of a Vega-Lite spec. */
export async function chartSvg(spec: TopLevelSpec): Promise<string> {
  const full = { ...spec, config: { ...CONFIG, ...(spec.config ?? {}) } } as TopLevelSpec;
  const view = new View(parse(compile(full).spec), { renderer: "none" });
  try {
    return await view.toSVG();
  } finally {
    view.finalize();
  }
}
