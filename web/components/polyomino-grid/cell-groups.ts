// Which cells of a square grid belong together: orthogonally adjacent cells with the same value form
// one group (a placed tile, a terrain region, a starting space), outlined where the value changes.

/** A cell at integer grid coordinates with the value of the field being grouped (undefined: none). */
export interface GridCell {
  id: number;
  x: number;
  y: number;
  value: number | string | undefined;
}

/** The sides of a cell that lie on the outline of its group. */
export interface CellEdges {
  top: boolean;
  right: boolean;
  bottom: boolean;
  left: boolean;
}

/** A connected set of cells sharing a value; `anchor` is its top-left cell, where a label goes. */
export interface CellGroup {
  value: number | string;
  ids: number[];
  anchor: number;
}

const key = (x: number, y: number) => `${x},${y}`;

/** For each cell with a value, the sides where the neighbour (or the grid's edge) does not share it. */
export function groupEdges(cells: readonly GridCell[]): Map<number, CellEdges> {
  const at = new Map(cells.map((c) => [key(c.x, c.y), c]));
  const differs = (c: GridCell, dx: number, dy: number) => at.get(key(c.x + dx, c.y + dy))?.value !== c.value;
  const out = new Map<number, CellEdges>();
  for (const c of cells) {
    if (c.value === undefined) continue;
    out.set(c.id, { top: differs(c, 0, -1), right: differs(c, 1, 0), bottom: differs(c, 0, 1), left: differs(c, -1, 0) });
  }
  return out;
}

/** The connected groups of cells sharing a value, each with its cells in reading order. */
export function cellGroups(cells: readonly GridCell[]): CellGroup[] {
  const at = new Map(cells.map((c) => [key(c.x, c.y), c]));
  const seen = new Set<number>();
  const groups: CellGroup[] = [];
  const ordered = [...cells].sort((a, b) => a.y - b.y || a.x - b.x);
  for (const start of ordered) {
    if (start.value === undefined || seen.has(start.id)) continue;
    const members: GridCell[] = [];
    const todo = [start];
    seen.add(start.id);
    while (todo.length) {
      const c = todo.pop()!;
      members.push(c);
      for (const [dx, dy] of [[1, 0], [-1, 0], [0, 1], [0, -1]] as const) {
        const n = at.get(key(c.x + dx, c.y + dy));
        if (n && n.value === start.value && !seen.has(n.id)) {
          seen.add(n.id);
          todo.push(n);
        }
      }
    }
    members.sort((a, b) => a.y - b.y || a.x - b.x);
    groups.push({ value: start.value, ids: members.map((m) => m.id), anchor: members[0]!.id });
  }
  return groups;
}
