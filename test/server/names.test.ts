// Display names look like what they are: trimmed, at least one visible character, and none of the
// characters that reorder text (bidirectional overrides) or print nothing (zero-width, fillers);
// refused with a reason a person can act on, on creating a table and on joining one.

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkName } from "../../runtime/index.js";
import { startServer, type RunningServer } from "../../server/index.js";
import { testCatalog } from "../helpers/memory-server.js";
import { api, createTable } from "./client.js";

describe("checkName", () => {
  it("trims, and keeps names in any script with symbols and emoji", () => {
    expect(checkName("  Ann  ")).toEqual({ ok: true, name: "Ann" });
    for (const n of ["Zoë", "李小龍", "أحمد", "<b>x</b>", "🦄 Uni", "O'Brien-Smith", "x".repeat(40)]) expect(checkName(n)).toEqual({ ok: true, name: n });
  });

  it("refuses blank names, invisible and direction-changing characters, control characters and long names, saying why", () => {
    const blank = "a name needs at least one visible character";
    expect(checkName("")).toEqual({ ok: false, error: blank });
    expect(checkName("   \u3000 ")).toEqual({ ok: false, error: blank });
    expect(checkName("\u0301\u0301")).toEqual({ ok: false, error: blank });
    const hidden = (cp: string) => ({ ok: false, error: `a name may not hold invisible or direction-changing characters (${cp})` });
    expect(checkName("Ann\u202Egnp.exe")).toEqual(hidden("U+202E"));
    expect(checkName("\u2066Ann")).toEqual(hidden("U+2066"));
    expect(checkName("A\u200Bnn")).toEqual(hidden("U+200B"));
    expect(checkName("An\uFEFFn")).toEqual(hidden("U+FEFF"));
    expect(checkName("\u3164")).toEqual(hidden("U+3164"));
    expect(checkName("Ann\u00AD")).toEqual(hidden("U+00AD"));
    expect(checkName("a\u0000b")).toEqual({ ok: false, error: "a name must be one line without control characters (U+0000)" });
    expect(checkName("Ann\nBea")).toEqual({ ok: false, error: "a name must be one line without control characters (U+000A)" });
    expect(checkName("x".repeat(41))).toEqual({ ok: false, error: "a name has at most 40 characters" });
  });
});

describe("names at the server", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ port: 0, dataDir: "memory", log: false, botDelayMs: 0, catalog: testCatalog(["tic-tac-toe"]), webDir: "/nonexistent" });
  }, 180_000);
  afterAll(() => server?.close());

  it("are trimmed when stored and refused with their reason on create and join", async () => {
    const base = server.url;
    const bad = await api(base, "/api/tables", { body: { game: "tic-tac-toe", players: 2, seats: [{ kind: "open" }, { kind: "open", name: "   " }] } });
    expect(bad).toEqual({ status: 400, body: { error: "seat 2: a name needs at least one visible character" } });
    const { id } = await createTable(base, { game: "tic-tac-toe", players: 2, seats: [{ kind: "open", name: "  Ann " }, { kind: "open" }] });
    expect((await api(base, `/api/tables/${id}`)).body.seats[0].name).toBe("Ann");
    const rlo = await api(base, `/api/tables/${id}/join`, { body: { seat: 1, name: "Bea\u202Enoob" } });
    expect(rlo).toEqual({ status: 400, body: { error: "a name may not hold invisible or direction-changing characters (U+202E)" } });
    // Nothing was taken by the refused join: the seat is still open.
    const ok = await api(base, `/api/tables/${id}/join`, { body: { seat: 1, name: " Bea " } });
    expect(ok.status).toBe(200);
    expect((await api(base, `/api/tables/${id}`)).body.seats[1]).toMatchObject({ name: "Bea", joined: true });
  });
});
