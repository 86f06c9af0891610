import type { Program } from "./program.js";
import type { GameState } from "./state.js";
import type { Layout } from "./layout.js";
import type { DecisionOption } from "./types.js";
import { slotLabel } from "./log-render.js";
import { memberText } from "./labels.js";
import { valueLabel } from "./typed-values.js";

// Two options of one decision that read the same ("Bid marker of player 1" twice) leave a player
// guessing. The engine tells them apart by what differs between the components: where each lies,
// else the attributes whose values differ (where a marker sits), else their order.

/** Adds to each label shared by several component options what tells those components apart. */
export function distinguish(program: Program, L: Layout, s: GameState, options: DecisionOption[]): void {
  const groups = new Map<string, DecisionOption[]>();
  for (const o of options) if (typeof o.value === "number" && o.value >= 0) groups.set(o.label, [...(groups.get(o.label) ?? []), o]);
  for (const [label, same] of groups) {
    if (same.length < 2) continue;
    const ids = same.map((o) => o.value as number);
    const where = ids.map((id) => slotLabel(program, L, s.loc[id]!));
    const notes: string[][] = ids.map(() => []);
    if (new Set(where).size > 1) where.forEach((w, i) => notes[i]!.push(`in ${w}`));
    program.attrs.forEach((a, ai) => {
      const values = ids.map((id) => s.attrs[ai]?.[id] ?? a.initial);
      if (new Set(values.map((v) => JSON.stringify(v))).size < 2) return;
      const name = memberText(program, a.name);
      values.forEach((v, i) => notes[i]!.push(v === null || v === a.initial ? `no ${name}` : `${name} ${valueLabel(program, a.type, v as never)}`));
    });
    same.forEach((o, i) => {
      o.label = notes[i]!.length ? `${label} (${notes[i]!.join(", ")})` : `${label} (${ordinal(i + 1)})`;
    });
  }
}

function ordinal(n: number): string {
  const s = n % 100 >= 11 && n % 100 <= 13 ? "th" : ["th", "st", "nd", "rd"][n % 10] ?? "th";
  return `${n}${s}`;
}
