// The parts of table.yaml that make the rules readable and each game look like itself: face
// templates, zones and counters of modes that are off, seat colours, scores, art, clicks that pick
// through spaces, the last-move diff and Undo's reason.

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { loadLayout } from "../../compiler/index.js";
import { NodeContentSource } from "../../compiler/node/index.js";
import { describe, expect, it } from "vitest";
import { Engine } from "../../runtime/index.js";
import { cardFace, fillTemplate } from "../../web/components/game-card/card-face.js";
import { GameSession } from "../../web/session/game-session.js";
import { tableLayout, zoneInPlay } from "../../web/session/table-layout.js";
import { changedComponents } from "../../web/session/view-changes.js";
import { inWords } from "../../web/session/log-words.js";
import { ROOT, compiledProgram } from "./browser-harness.js";
import { stepBot } from "../helpers/step-bot.js";

// Each game's table.yaml as the compiler hands it on: checked against the layout schema, typed.
const layoutOf = (game: string) => loadLayout(new NodeContentSource(join(ROOT, "content")), game).value!;
const svg = (game: string, path: string) => readFileSync(join(ROOT, "content", game, path), "utf8");

describe("face templates", () => {
  const program = compiledProgram("beginners")!;
  const layout = tableLayout(program, layoutOf("beginners"));
  const find = (type: string, name: string) => program.components.findIndex((c) => c.type === type && c.props.name === name);

  it("an Assignment shows its number, name, points and its full requirement", () => {
    const id = find("Assignment", "Lake and Forest");
    const face = cardFace(program, layout.card, id);
    expect(face.title).toBe("#1 Lake and Forest");
    expect(face.fields.map((f) => f.value)).toEqual(["3 points"]);
    expect(face.text).toBe(program.components[id]!.props.text);
    expect(face.text).toContain("2 Nessie and 2 Sasquatch");
  });

  it("a Cryptid card shows what its ability does, and its colour in words", () => {
    const id = find("Cryptid", "Nessie");
    const face = cardFace(program, layout.card, id);
    expect(face.text).toBe("Activate with 1 other Nessie card: draw 1 card.");
    expect(face.color?.name).toMatch(/^(Red|Blue|Yellow|Green)$/);
  });

  it("fills holes with enum members in words and leaves out a line whose fields are all absent", () => {
    expect(fillTemplate(program, "{abilityKind} · cost {cost}", { abilityKind: "chupacabra", cost: 1 }, {})).toBe("Chupacabra · cost 1");
    expect(fillTemplate(program, "{bonusTiming}", {}, {})).toBeUndefined();
    expect(fillTemplate(program, "{kinds}", { kinds: ["nessie", "mothman"] }, { mothman: "Moth-man" })).toBe("Nessie, Moth-man");
  });

  it("{field:Enum} pairs a list with the enum's members in order, in the layout's words; an unknown enum lists plainly", () => {
    const enums = { ...program.enums, Stat: ["speed", "luck", "grit"] };
    const p = { ...program, enums };
    expect(fillTemplate(p, "{stats:Stat}", { stats: [2, 0, 1] }, {})).toBe("Speed 2 · Luck 0 · Grit 1");
    expect(fillTemplate(p, "{stats:Stat}", { stats: [2, 0, 1] }, { grit: "True grit" })).toBe("Speed 2 · Luck 0 · True grit 1");
    // A value past the last member stands alone; a missing list leaves the line out.
    expect(fillTemplate(p, "{stats:Stat}", { stats: [2, 0, 1, 5] }, {})).toBe("Speed 2 · Luck 0 · Grit 1 · 5");
    expect(fillTemplate(p, "{stats:Stat}", {}, {})).toBeUndefined();
    expect(fillTemplate(p, "{stats:Nothing}", { stats: [2, 0] }, {})).toBe("2, 0");
  });

  it("Kryptothera: a player board names each skill beside its value and shows its ability", () => {
    // "B. Character Skills" on the player board: the Scholar has Sara's "Might 0, Charisma 1, Wisdom 2".
    const k = compiledProgram("kryptothera")!;
    const l = tableLayout(k, layoutOf("kryptothera"));
    const id = k.components.findIndex((c) => c.type === "Hunter" && c.props.name === "The Scholar");
    const face = cardFace(k, l.card, id);
    expect(face.fields.map((f) => f.value)).toEqual(["Might 0 · Agility 1 · Intelligence 2 · Wisdom 2 · Charisma 1"]);
    expect(face.text).toBe("Every time you deposit cryptids at your HQ, gain 1 clue.");
    expect(face.fields.some((f) => /^Skills?$/.test(f.label))).toBe(false);
  });
});

describe("modes, scores, seats and art from table.yaml", () => {
  it("Cryptic Nature: the Poacher's zones and rating only in solo, Wolpertinger zones only with the module, a running score", () => {
    const program = compiledProgram("cryptic-nature")!;
    const l = tableLayout(program, layoutOf("cryptic-nature"));
    const zone = (n: string) => l.shared.find((z) => z.name === n)!;
    expect(zoneInPlay(zone("poacherCard"), { mode: "standard" })).toBe(false);
    expect(zoneInPlay(zone("poacherCard"), { mode: "solo" })).toBe(true);
    expect(zoneInPlay(zone("wolpertingerCard"), { wolpertinger: false })).toBe(false);
    expect(zoneInPlay(l.counters.rating!, { mode: "standard" })).toBe(false);
    expect(l.score).toEqual({ counter: "score", label: "Reputation" });
  });

  it("Kryptothera: the Order's counters and zones show in solo and co-op only (a `when` list accepts any of its values)", () => {
    const program = compiledProgram("kryptothera")!;
    const l = tableLayout(program, layoutOf("kryptothera"));
    const npc = l.shared.find((z) => z.name === "npcArea")!;
    for (const mode of ["solo", "coop"]) {
      expect(zoneInPlay(npc, { mode })).toBe(true);
      expect(zoneInPlay(l.counters.glyphs!, { mode })).toBe(true);
    }
    expect(zoneInPlay(npc, { mode: "base" })).toBe(false);
    expect(zoneInPlay(l.counters.influence!, { mode: "base" })).toBe(false);
  });

  it("Cryptid: seat colours named as the markers are, terrain art as data URLs, territories outlined, a legend", () => {
    const program = compiledProgram("cryptid")!;
    const l = tableLayout(program, layoutOf("cryptid"), { "art/forest.svg": svg("cryptid", "art/forest.svg") });
    // markers.yaml: "Seat 0 plays red, seat 1 orange, and so on."
    const discs = program.components.filter((c) => c.type === "Marker" && c.props.kind === "disc");
    const markerColours = [...new Set(discs.map((c) => c.props.seat as number))].sort().map((seat) => discs.find((c) => c.props.seat === seat)!.props.color);
    expect(l.seats.map((s) => s.name)).toEqual(markerColours);
    expect(l.card.art.forest).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    expect(l.shared.find((z) => z.name === "map")!.board!.outline).toBe("animal");
    expect(l.legend.map((x) => x.label)).toContain("Forest");
    expect(l.decisive).toBe("habitat");
    // The supplies of 108 markers are bookkeeping: not on the table.
    expect(l.perPlayer.map((z) => z.name)).not.toContain("discs");
  });

  it("Cryptic Nature: authored art for the sanctuary's terrains and fences, the cryptid types on the cards, and the board's backdrop", () => {
    const program = compiledProgram("cryptic-nature")!;
    const data = layoutOf("cryptic-nature") as { art: Record<string, string> };
    const assets = Object.fromEntries(Object.values(data.art).map((path) => [path, svg("cryptic-nature", path)]));
    const l = tableLayout(program, data, assets);
    for (const name of ["water", "mountain", "forest", "fence", "mammal", "bird", "reptile", "invertebrate", "board"]) {
      expect(l.card.art[name], name).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    }
    // Every picture is authored (a comment says so), none is copied art.
    for (const path of Object.values(data.art)) expect(svg("cryptic-nature", path)).toContain("<!-- authored:");
    // A cryptid card's type badge carries its picture beside its words.
    const id = program.components.findIndex((c) => c.type === "Cryptid" && Array.isArray(c.props.types) && (c.props.types as string[]).includes("bird"));
    const bird = cardFace(program, l.card, id).icons.find((i) => i.value === "Bird")!;
    expect(bird.art).toBe(l.card.art.bird);
    expect(l.shared.find((z) => z.name === "map")!.graph!.background).toBe("board");
    // Fences are the mark `fenced` (1 where set), drawn by the fence's art.
    expect(l.shared.find((z) => z.name === "grid")!.polyomino!.layers[1]!).toMatchObject({ field: "fenced", values: { "1": "fence" } });
    expect(l.legend.find((x) => x.label.startsWith("Fence"))!.art).toBe(l.card.art.fence);
  });

  it("Breakthrough: a checkerboard of authored squares, and each side's pawn as a picture named by its colour", () => {
    const program = compiledProgram("breakthrough")!;
    const data = layoutOf("breakthrough") as { art: Record<string, string> };
    const assets = Object.fromEntries(Object.values(data.art).map((path) => [path, svg("breakthrough", path)]));
    const l = tableLayout(program, data, assets);
    expect(l.shared.find((z) => z.name === "board")!.board!.checker).toEqual(["light", "dark"]);
    expect(l.card.art.light).toBeDefined();
    expect(l.card.art.dark).toBeDefined();
    expect(l.seats.map((s) => [s.name, s.art])).toEqual([["white", l.card.art.whitePawn], ["black", l.card.art.blackPawn]]);
    expect(l.card.art.whitePawn).toBeDefined();
  });

  it("Connect Four: a cell picks the column that holds it", () => {
    const program = compiledProgram("connect-four")!;
    const l = tableLayout(program, layoutOf("connect-four"));
    expect(l.shared.find((z) => z.name === "grid")!.board!.picks).toEqual({ zone: "columns", contains: "cells" });
    expect(l.shared.map((z) => z.name)).not.toContain("columns");
  });
});

describe("running scores", () => {
  it("Beginners: each header's score is the points of that player's completed Assignments, the figure the rules use during play", () => {
    // "Pass the Bus to the player with the fewest points from completed Assignments (not counting hidden Reward tokens)"
    const program = compiledProgram("beginners")!;
    const l = tableLayout(program, layoutOf("beginners"));
    expect(l.score).toEqual({ query: "assignmentPoints", label: "Assignment points" });
    const r = GameSession.start(program, { players: 3, seed: 5 }, ["bot", "bot", "bot"]);
    if (!r.ok) throw new Error(r.error.message);
    const s = r.state;
    const completed = () => {
      const zone = program.zones.find((z) => z.name === "completed")!;
      const view = s.engine.view(s.state, 0);
      return [0, 1, 2].map((p) => ((view.zones[zone.name] as number[][])[p] ?? []).reduce((t, id) => t + (program.components[id]!.props.points as number), 0));
    };
    expect(s.perSeat("assignmentPoints")).toEqual([0, 0, 0]);
    while (!s.over && completed().every((x) => x === 0)) stepBot(s);
    expect(completed().some((x) => x > 0)).toBe(true);
    expect(s.perSeat("assignmentPoints")).toEqual(completed());
  });
});

describe("log sentences in words", () => {
  it("Cryptic Nature's dice faces read as words in the log (coins2 → 2 coins), other words untouched", () => {
    const program = compiledProgram("cryptic-nature")!;
    const l = tableLayout(program, layoutOf("cryptic-nature"));
    expect(inWords(["The assistant dice show coins2, xp1, success."], l.card.names)).toEqual(["The assistant dice show 2 coins, 1 experience, Success."]);
    expect(inWords(["Player 1 gains 2 coins2x."], l.card.names)).toEqual(["Player 1 gains 2 coins2x."]);
  });
});

describe("feedback", () => {
  it("the last move's changes: a Connect Four drop changes the cell and the column", () => {
    const program = compiledProgram("connect-four")!;
    const engine = new Engine(program);
    const s0 = engine.start({ players: 2, seed: 1 });
    if (!s0.ok) throw new Error(s0.error.message);
    const d = engine.decisions(s0.state)[0]!;
    const column = d.options[0]!.value as number;
    const s1 = engine.apply(s0.state, { player: 0, choice: d.choice, value: column });
    if (!s1.ok) throw new Error(s1.error.message);
    const changed = changedComponents(engine.view(s0.state, 0), engine.view(s1.state, 0));
    const cell = program.components.findIndex((c) => c.type === "Cell" && c.props.col === 1 && c.props.row === 1);
    expect([...changed].sort((a, b) => a - b)).toEqual([cell, column].sort((a, b) => a - b));
  });

  it("Undo says why it is unavailable", () => {
    const program = compiledProgram("tic-tac-toe")!;
    const r = GameSession.start(program, { players: 2, seed: 1 }, ["human", "bot"]);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.state.undoBlocked()).toBe("Nothing to take back yet: you have not made a choice.");
    const first = r.state.view()!.decisions[0]!;
    expect(r.state.choose(first.options[0]!.value, first.choice)).toBe(true);
    expect(r.state.undoBlocked()).toBeUndefined();
  });
});
