// Geometry of a graph map: layout positions scaled into the drawing, and each connection once even
// when the data lists it from both ends.

/** A location to place: its component number and its layout position, when the layout gives one. */
export interface GraphNodeInput {
  id: number;
  pos?: [number, number];
}

/** Scales layout positions into a `width` × `height` drawing with `margin` kept free on each side; locations without a position go on a circle. */
export function placeNodes(nodes: readonly GraphNodeInput[], width: number, height: number, margin: { x: number; y: number }): Map<number, { x: number; y: number }> {
  const placed = nodes.filter((n) => n.pos);
  const loose = nodes.filter((n) => !n.pos);
  const xs = placed.map((n) => n.pos![0]);
  const ys = placed.map((n) => n.pos![1]);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const span = (lo: number, hi: number, v: number, size: number, m: number) => (hi > lo ? m + ((v - lo) / (hi - lo)) * (size - 2 * m) : size / 2);
  const out = new Map<number, { x: number; y: number }>();
  for (const n of placed) out.set(n.id, { x: span(minX, maxX, n.pos![0], width, margin.x), y: span(minY, maxY, n.pos![1], height, margin.y) });
  loose.forEach((n, i) => {
    const a = (2 * Math.PI * i) / loose.length - Math.PI / 2;
    out.set(n.id, { x: width / 2 + Math.cos(a) * (width / 2 - margin.x), y: height / 2 + Math.sin(a) * (height / 2 - margin.y) });
  });
  return out;
}

/** Every connection between two shown locations, once, as [lower, higher] component numbers. */
export function graphEdges(nodes: readonly { id: number; links: readonly number[] }[]): [number, number][] {
  const shown = new Set(nodes.map((n) => n.id));
  const seen = new Set<string>();
  const out: [number, number][] = [];
  for (const n of nodes) {
    for (const to of n.links) {
      if (to === n.id || !shown.has(to)) continue;
      const pair: [number, number] = n.id < to ? [n.id, to] : [to, n.id];
      const k = pair.join("-");
      if (seen.has(k)) continue;
      seen.add(k);
      out.push(pair);
    }
  }
  return out;
}
