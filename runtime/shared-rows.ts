// Copy-on-write rows for clones: marks and attributes are long per-component arrays that most moves
// never touch, so a clone shares them and a write copies the row first. Shared rows are remembered
// here (outside the state, which stays plain JSON).
const shared = new WeakSet<unknown[]>();

/** Marks every row as shared between the states that hold it. */
export function shareRows<T>(rows: T[][]): T[][] {
  for (const r of rows) shared.add(r);
  return rows.slice();
}

/** The row `i` of `rows`, copied first if a clone still shares it, ready to write. */
export function writableRow<T>(rows: T[][], i: number): T[] {
  const r = rows[i]!;
  if (!shared.has(r)) return r;
  const own = r.slice();
  rows[i] = own;
  return own;
}
