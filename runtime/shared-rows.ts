// Copy-on-write rows for clones: marks and attributes are long per-component arrays that most moves
// never touch, so a clone shares them and a write copies the row first. Shared rows are remembered
// here (outside the state, which stays plain JSON).
const shared = new WeakSet<unknown[]>();

// Bumped whenever rows become shared: a row found unshared stays so until the next clone.
let generation = 0;

// The rows lately found writable, for the last two tables written (a state's attributes and its
// marks), so a rule writing one attribute of a hundred components asks the shared set once, not a
// hundred times.
class Writable {
  generation = -1;
  rows: unknown[][] | undefined;
  readonly own: unknown[][] = [];

  reset(rows: unknown[][]): void {
    this.generation = generation;
    this.rows = rows;
    this.own.length = 0;
  }
}
const recent = [new Writable(), new Writable()];

/** Marks every row as shared between the states that hold it. */
export function shareRows<T>(rows: T[][]): T[][] {
  generation++;
  for (const r of rows) shared.add(r);
  return rows.slice();
}

/** The row `i` of `rows`, copied first if a clone still shares it, ready to write. */
export function writableRow<T>(rows: T[][], i: number): T[] {
  const r = rows[i]!;
  let w = recent[0]!;
  if (w.rows !== rows) {
    w = recent[1]!;
    if (w.rows !== rows) {
      // The older of the two makes way.
      recent.reverse();
      w = recent[0]!;
      w.reset(rows);
    }
  }
  if (w.generation !== generation) w.reset(rows);
  else if (w.own[i] === r) return r;
  let own = r;
  if (shared.has(r)) {
    own = r.slice();
    rows[i] = own;
  }
  w.own[i] = own;
  return own;
}
