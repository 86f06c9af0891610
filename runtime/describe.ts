import type { GameState } from "./state.js";
import type { Engine } from "./engine.js";
import { componentLabel, playerLabel } from "./labels.js";

/** A multi-line summary of what `player` sees: counters, then every non-empty zone. */
export function describeState(engine: Engine, s: GameState, player: number): string {
  const program = engine.program;
  const v = engine.view(s, player);
  const lines: string[] = [];
  const counters = Object.entries(v.counters).map(([k, x]) =>
    Array.isArray(x) ? `${k}: ${x.map((n, p) => `${playerLabel(p)} ${n}`).join(", ")}` : `${k}: ${x}`,
  );
  if (counters.length) lines.push(counters.join(" | "));
  const marked = new Map<number, string[]>();
  for (const [m, ids] of Object.entries(v.marks)) for (const id of ids) marked.set(id, [...(marked.get(id) ?? []), m]);
  const show = (ids: number[]) => {
    const hidden = ids.filter((id) => id < 0).length;
    const shown = ids.filter((id) => id >= 0).map((id) => {
      // Marks, and attributes that moved off their starting value (e.g. whose disc fills a cell).
      const m = [...(marked.get(id) ?? [])];
      for (const a of program.attrs) {
        const x = v.attrs[a.name]?.[id];
        if (x !== undefined && x !== a.initial) m.push(`${a.name} ${x}`);
      }
      return componentLabel(program, id) + (m.length ? ` [${m.join(", ")}]` : "");
    });
    if (hidden) shown.push(`${hidden} hidden`);
    return shown.join("; ");
  };
  for (const z of program.zones) {
    const ids = v.zones[z.name]!;
    if (z.perPlayer) {
      (ids as number[][]).forEach((row, p) => {
        if (row.length) lines.push(`${playerLabel(p)}${p === player ? " (you)" : ""} ${z.name}: ${show(row)}`);
      });
    } else if ((ids as number[]).length) lines.push(`${z.name}: ${show(ids as number[])}`);
  }
  return lines.join("\n");
}
