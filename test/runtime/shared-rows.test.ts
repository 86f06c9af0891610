// Clones share attribute and mark rows until one of them writes (runtime/shared-rows.ts). A writer
// remembers the rows it has made its own, so these tests check that what it remembers never outlives
// a clone: after any clone, a write copies the shared row again, and the other state keeps its values.
import { describe, expect, it } from "vitest";
import { shareRows, writableRow } from "../../runtime/shared-rows.js";

describe("copy-on-write rows", () => {
  it("a write after a clone copies the row, even where the same table was written just before", () => {
    const a = shareRows([[0, 0, 0], [5, 5, 5]]);
    writableRow(a, 0)[1] = 1;
    writableRow(a, 0)[2] = 2;
    const b = shareRows(a);
    writableRow(a, 0)[0] = 9;
    expect(a[0]).toEqual([9, 1, 2]);
    expect(b[0]).toEqual([0, 1, 2]);
    // The clone writes its own copy as well, and the first state's row stays as it was.
    writableRow(b, 0)[0] = 7;
    expect(a[0]).toEqual([9, 1, 2]);
    expect(b[0]).toEqual([7, 1, 2]);
  });

  it("writes alternating between several tables each copy a shared row once and keep every value", () => {
    const attrs = shareRows([[0, 0], [0, 0]]);
    const marks = shareRows([[0, 0]]);
    const other = shareRows([[0, 0]]);
    const before = { attrs: attrs[0], marks: marks[0], other: other[0] };
    for (let i = 0; i < 4; i++) {
      writableRow(attrs, 0)[i % 2] = i;
      writableRow(marks, 0)[i % 2] = 10 + i;
      writableRow(other, 0)[i % 2] = 20 + i;
    }
    expect([attrs[0], marks[0], other[0]]).toEqual([[2, 3], [12, 13], [22, 23]]);
    // The rows the tables started with were shared (with nobody here), so they are untouched.
    expect(before).toEqual({ attrs: [0, 0], marks: [0, 0], other: [0, 0] });
  });
});
