// What changed between two views of the same seat: the components that moved to another zone or
// whose attributes changed. The table highlights them as the last move and animates them.

import type { PlayerView } from "../../runtime/index.js";

/** Where each visible component is: zone name (with the seat for per-seat zones). */
export function locations(v: PlayerView): Map<number, string> {
  const out = new Map<number, string>();
  for (const [name, z] of Object.entries(v.zones)) {
    if (Array.isArray(z[0])) (z as number[][]).forEach((ids, seat) => ids.forEach((id) => id >= 0 && out.set(id, `${name}/${seat}`)));
    else (z as number[]).forEach((id) => id >= 0 && out.set(id, name));
  }
  return out;
}

/** Components that changed zone (seen in both views, or newly seen) or attribute values from `before` to `after`. */
export function changedComponents(before: PlayerView, after: PlayerView): Set<number> {
  const out = new Set<number>();
  const a = locations(before);
  for (const [id, where] of locations(after)) {
    const was = a.get(id);
    if (was !== undefined && was !== where) out.add(id);
  }
  for (const [name, values] of Object.entries(after.attrs)) {
    const old = before.attrs[name] ?? {};
    for (const [id, v] of Object.entries(values)) if (old[Number(id)] !== v) out.add(Number(id));
    for (const id of Object.keys(old)) if (!(id in values) && a.has(Number(id))) out.add(Number(id));
  }
  return out;
}
