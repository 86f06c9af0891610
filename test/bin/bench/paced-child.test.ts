// The bench's paced processes: today's engine and a baseline's take turns, so neither measures while
// the other runs, and a process that cannot measure (its game does not compile) ends the pair cleanly.
import { appendFileSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { PacedChild } from "../../../bin/bench/paced-child.js";

// A child speaking the protocol: `ready`, then for each command a start and an end line in a shared
// journal (with a busy wait between them), `ok`; on `done`, its rows.
const CHILD = `
const fs = require("node:fs");
const [journal, name] = process.argv.slice(1);
process.stdout.write("ready\\n");
require("node:readline").createInterface({ input: process.stdin }).on("line", (line) => {
  if (line === "done") { process.stdout.write(JSON.stringify({ rows: [name] }) + "\\n"); process.exit(0); }
  fs.appendFileSync(journal, name + " start " + line + "\\n");
  const until = Date.now() + 30;
  while (Date.now() < until);
  fs.appendFileSync(journal, name + " end\\n");
  process.stdout.write("ok\\n");
});`;

describe("paced bench processes", () => {
  it("take turns: each command runs in one process only after the other's has ended", async () => {
    const journal = join(mkdtempSync(join(tmpdir(), "paced-")), "journal");
    appendFileSync(journal, "");
    const pair = ["a", "b"].map((n) => new PacedChild(process.execPath, ["-e", CHILD, journal, n]));
    await Promise.all(pair.map((c) => c.ready()));
    for (const command of ["warm playouts 10", "round playouts 5", "round playouts 5"]) for (const c of pair) await c.send(command);
    const results = await Promise.all(pair.map((c) => c.finish()));
    expect(readFileSync(journal, "utf8").trim().split("\n")).toEqual(
      ["warm playouts 10", "round playouts 5", "round playouts 5"].flatMap((cmd) => [`a start ${cmd}`, "a end", `b start ${cmd}`, "b end"]),
    );
    expect(results.map((r) => [r.status, JSON.parse(r.stdout)])).toEqual([
      [0, { rows: ["a"] }],
      [0, { rows: ["b"] }],
    ]);
  });

  it("a process that exits without measuring gives its rows and status, and the other goes on alone", async () => {
    const journal = join(mkdtempSync(join(tmpdir(), "paced-")), "journal");
    appendFileSync(journal, "");
    const quitter = new PacedChild(process.execPath, ["-e", `process.stdout.write(JSON.stringify({ rows: [] }) + "\\n"); process.exit(1);`]);
    const worker = new PacedChild(process.execPath, ["-e", CHILD, journal, "w"]);
    await Promise.all([quitter.ready(), worker.ready()]);
    for (const c of [quitter, worker]) await c.send("round setups 5");
    const [q, w] = await Promise.all([quitter.finish(), worker.finish()]);
    expect(q).toEqual({ status: 1, stdout: '{"rows":[]}\n' });
    expect(w.status).toBe(0);
    expect(readFileSync(journal, "utf8").trim().split("\n")).toEqual(["w start round setups 5", "w end"]);
  });
});
