// The pure parts of the board components, without a browser: polyomino outlines and groups, graph
// edges and placement, track places, dice faces, and how table.yaml's board entries are read.

import { join } from "node:path";
import { loadLayout } from "../../compiler/index.js";
import { NodeContentSource } from "../../compiler/node/index.js";
import { describe, expect, it } from "vitest";
import { Engine, type Program } from "../../runtime/index.js";
import { cellGroups, groupEdges, type GridCell } from "../../web/components/polyomino-grid/cell-groups.js";
import { graphEdges, placeNodes } from "../../web/components/graph-map/graph-geometry.js";
import { markerPlaces, trackPlaces } from "../../web/components/track-view/track-places.js";
import { upFace } from "../../web/components/dice-tray/die-face.js";
import { polyominoLayout, trackLayouts } from "../../web/session/board-layouts.js";
import { tableLayout } from "../../web/session/table-layout.js";
import { ROOT, compiledProgram } from "./browser-harness.js";

/** A grid from rows of characters: '.' has no value, a digit is the value. */
function grid(rows: string[]): GridCell[] {
  return rows.flatMap((r, y) => [...r].map((ch, x) => ({ id: y * 10 + x, x, y, value: ch === "." ? undefined : Number(ch) })));
}

describe("polyomino cells", () => {
  it("groups orthogonally adjacent cells with equal values, anchored at their top-left cell", () => {
    const groups = cellGroups(grid(["11.", ".12", "22."]));
    expect(groups).toEqual([
      { value: 1, ids: [0, 1, 11], anchor: 0 },
      { value: 2, ids: [12], anchor: 12 },
      { value: 2, ids: [20, 21], anchor: 20 },
    ]);
  });

  it("outlines a group only where the neighbour differs or the grid ends", () => {
    const edges = groupEdges(grid(["11.", ".1."]));
    expect(edges.get(0)).toEqual({ top: true, right: false, bottom: true, left: true });
    expect(edges.get(1)).toEqual({ top: true, right: true, bottom: false, left: false });
    expect(edges.get(11)).toEqual({ top: false, right: true, bottom: true, left: true });
    expect(edges.has(2)).toBe(false);
  });
});

describe("graph geometry", () => {
  it("keeps each connection once even when both ends list it, and drops links to unshown locations", () => {
    const edges = graphEdges([
      { id: 1, links: [2, 3] },
      { id: 2, links: [1, 9] },
      { id: 3, links: [1, 3] },
    ]);
    expect(edges).toEqual([[1, 2], [1, 3]]);
  });

  it("scales positions into the drawing inside its margins and puts unpositioned locations on a circle", () => {
    const at = placeNodes([{ id: 1, pos: [0, 0] }, { id: 2, pos: [10, 5] }, { id: 3 }], 200, 100, { x: 20, y: 10 });
    expect(at.get(1)).toEqual({ x: 20, y: 10 });
    expect(at.get(2)).toEqual({ x: 180, y: 90 });
    const loose = at.get(3)!;
    expect(loose.x).toBeGreaterThanOrEqual(20);
    expect(loose.x).toBeLessThanOrEqual(180);
    expect(loose.y).toBeGreaterThanOrEqual(10);
  });
});

describe("track places", () => {
  const [track] = trackLayouts({ t: { counter: "spot", side: "side", sides: ["Left", "Right"], from: 0, to: 6 } });

  it("reads each seat's spot and side, and leaves off seats whose counter is off the track", () => {
    expect(track).toMatchObject({ counter: "spot", side: "side", from: 0, to: 6, first: 1 });
    expect(trackPlaces(track!, { spot: [2, 0, 9], side: [1, 0, 0] })).toEqual([
      { seat: 0, spot: 2, side: 1 },
      { seat: 1, spot: 0, side: 0 },
    ]);
  });

  it("places markers of no seat by shared counters, only with the player counts they are for", () => {
    const [t] = trackLayouts({ t: { counter: "spot", from: 0, to: 6, markers: [{ counter: "bot", side: "botSide", label: "Bot", players: [1] }, { counter: "x" }] } });
    expect(t!.markers).toEqual([{ counter: "bot", side: "botSide", label: "Bot", players: [1] }, { counter: "x", label: "x", players: [] }]);
    expect(markerPlaces(t!, { bot: 3, botSide: 1, x: 9 }, 1)).toEqual([{ label: "Bot", spot: 3, side: 1 }]);
    // A side typed with an enum (`counter side: TrackSide = leftTrack`) reads by its members' order.
    const typed = { enums: { S: ["l", "r"] }, counters: [{ name: "side", type: { kind: "enum", name: "S" } }, { name: "botSide", type: { kind: "enum", name: "S" } }] } as unknown as Program;
    expect(trackPlaces(track!, { spot: [2, 0], side: ["r", "l"] }, typed).map((x) => x.side)).toEqual([1, 0]);
    expect(markerPlaces(t!, { bot: 3, botSide: "r", x: 9 }, 1, typed)).toEqual([{ label: "Bot", spot: 3, side: 1 }]);
    expect(markerPlaces(t!, { bot: 3, botSide: 1, x: 2 }, 2)).toEqual([{ label: "x", spot: 2, side: 0 }]);
  });

  it("leaves out a track whose last spot comes before its first (a missing counter is the compiler's CNT2003)", () => {
    expect(trackLayouts({ b: { counter: "x", from: 4, to: 2 } })).toEqual([]);
  });
});

describe("Cryptic Nature's boards from table.yaml", () => {
  const program = compiledProgram("cryptic-nature")!;
  const data = loadLayout(new NodeContentSource(join(ROOT, "content")), "cryptic-nature", program).value;
  const layout = tableLayout(program, data);
  const zone = (name: string) => [...layout.shared, ...layout.perPlayer].find((z) => z.name === name);

  it("reads the game board as a graph map with a position for every location", () => {
    const map = zone("map")!;
    expect(map.kind).toBe("graph");
    const ids = program.components.filter((c) => c.type === program.zones.find((z) => z.name === "map")!.of).map((c) => String(c.props.id));
    expect(ids.length).toBeGreaterThan(20);
    for (const id of ids) expect(map.graph!.positions[id], id).toBeDefined();
    // Evidence on the board stands on the map, so it is not listed again as a row of cards.
    expect(zone("board")).toBeUndefined();
  });

  it("reads the sanctuary as a polyomino grid, the dice as dice and the initiative track", () => {
    // Terrain, then fences (a mark), blocking the cell. The last layer: a cryptid marker moved onto a top
    // tile (Lagopus, Zitiron), drawn as the piece of the player the attribute holds (no seat offset).
    expect(zone("grid")!.polyomino!.layers.map((l) => l.draw)).toEqual(["fill", "fill", "outline", "symbol", "piece", "piece"]);
    expect(zone("grid")!.polyomino!.layers[1]).toMatchObject({ field: "fenced", blocked: [1] });
    expect(zone("grid")!.polyomino!.layers.at(-1)).toMatchObject({ field: "marker" });
    expect(zone("grid")!.polyomino!.layers.at(-1)!.seatOffset).toBeUndefined();
    // The face words are written once (a YAML anchor) and shared by the three dice zones.
    expect(zone("trackingDice")!.dice).toMatchObject({ faces: "faces", up: "up", labels: { luckFace: "Fail unless luck" } });
    expect(zone("takenDice")!.dice!.labels).toEqual(zone("trackingDice")!.dice!.labels);
    expect(layout.tracks.map((t) => [t.counter, t.side, t.from, t.to])).toEqual([["spot", "side", 0, 6]]);
  });

  it("hides counters drawn on the map or the track, and bookkeeping listed as hidden, but not the seats' figures", () => {
    expect(layout.counters.position!.hidden).toBe(true);
    expect(layout.counters.spot!.hidden).toBe(true);
    expect(layout.counters.side!.hidden).toBe(true);
    expect(layout.counters.moveState!.hidden).toBe(true);
    expect(layout.counters.poacherSpot!.hidden).toBe(true);
    expect(layout.counters.coins!.hidden).toBe(false);
    // Attributes the boards show by position or look are not printed on cards as numbers.
    expect(layout.attrs.site!.hidden).toBe(true);
    expect(layout.attrs.up!.hidden).toBe(true);
    expect(layout.attrs.ground!.hidden).toBe(true);
  });

  it("shows the face a die's attribute picks, the first face while the attribute is at its start value", () => {
    const engine = new Engine(program);
    const r = engine.start({ players: 3, seed: 5 });
    if (!r.ok) throw new Error(r.error.message);
    const view = engine.view(r.state, 0);
    const dice = zone("trackingDice")!.dice!;
    const die = (view.zones.trackingDice as number[])[0]!;
    const faces = program.components[die]!.props.faces as string[];
    expect(upFace(program, dice, view.attrs, die)).toEqual({ face: faces[(view.attrs.up?.[die] ?? 0) as number], index: view.attrs.up?.[die] ?? 0, count: faces.length });
    expect(upFace(program, dice, { up: { [die]: 3 } }, die)!.face).toBe(faces[3]);
  });
});

describe("polyomino layout entries", () => {
  it("keeps blocked values and seat offsets, with defaults for the rest (layers without a field or with an unknown way to draw are the compiler's CNT2003 and CNT2005)", () => {
    const l = polyominoLayout({ layers: [{ field: "g", draw: "fill", blocked: [9] }, { field: "o", draw: "piece", seatOffset: 1 }] });
    expect(l.layers).toEqual([
      { field: "g", draw: "fill", values: {}, blocked: [9], label: "g" },
      { field: "o", draw: "piece", values: {}, blocked: [], label: "o", seatOffset: 1 },
    ]);
    expect([l.x, l.y, l.size, l.flipY]).toEqual(["col", "row", 34, false]);
  });
});
