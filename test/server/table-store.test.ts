// The event store on its own (PGlite in memory, on the main thread and on its worker thread): a
// position holds one move whichever way the appends arrive (one at a time, or grouped into one
// statement), moves come back in order, and a game's last move marks it finished.

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPglite } from "../../server/store/pglite-db.js";
import { openPgliteThread } from "../../server/store/pglite-thread-db.js";
import { TableStore } from "../../server/store/table-store.js";
import type { Db } from "../../server/store/db.js";

const move = (value: number) => ({ player: 0, choice: "pick", value });

describe.each([
  ["main thread", openPglite],
  ["worker thread", openPgliteThread],
])("TableStore on PGlite (%s)", (_where, open) => {
  let db: Db;
  let store: TableStore;

  beforeAll(async () => {
    db = await open(undefined);
    store = new TableStore(db);
    await store.init();
    for (const id of ["a", "b", "c"]) await store.create({ id, game: "demo", setup: { players: 2, seed: 1 }, seats: [], seededBy: null });
  }, 60_000);
  afterAll(() => db?.close());

  it("stores one move per position: of appends for the same position, at once or one after another, exactly one wins", async () => {
    const at0 = await Promise.all([store.append("a", 0, move(1), false), store.append("a", 0, move(2), false), store.append("a", 0, move(3), false)]);
    expect(at0.filter(Boolean)).toHaveLength(1);
    expect(await store.append("a", 0, move(4), false)).toBe(false);
    expect(await store.append("a", 1, move(5), false)).toBe(true);
    const stored = (await store.load("a"))!.moves;
    expect(stored).toHaveLength(2);
    expect(stored[0]).toEqual(move([1, 2, 3][at0.indexOf(true)]!));
    expect(stored[1]).toEqual(move(5));
  });

  it("many tables' appends grouped together keep their order per table; the last move finishes a game", async () => {
    const writes: Promise<boolean>[] = [];
    for (let i = 0; i < 50; i++) writes.push(store.append("b", i, move(i), false), store.append("c", i, move(100 + i), i === 49));
    expect((await Promise.all(writes)).every(Boolean)).toBe(true);
    expect((await store.load("b"))!.moves.map((m) => m.value)).toEqual(Array.from({ length: 50 }, (_, i) => i));
    expect((await store.load("c"))!.finished).toBe(true);
    expect((await store.load("b"))!.finished).toBe(false);
    const done = await store.list(true, 10);
    expect(done.map((t) => [t.id, t.moves])).toEqual([["c", 50]]);
  });
});
