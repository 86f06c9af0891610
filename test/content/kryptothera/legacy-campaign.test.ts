// The Legacy Trials' campaign flow: "Complete 3 of 5 missions per stage to advance. Record progress;
// replay failed stages until the required missions are completed." Stage clearing, the base-only
// reading, a failed stage replayed with its missions kept, the Epilogue after stage V, and records
// that are corrupt or belong elsewhere.
import { describe, expect, it } from "vitest";
import { fromCampaignFile } from "../../../runtime/index.js";
import { begin, kEngine, kProgram, place, topEvent, type Table } from "../kryptothera-helpers.js";
import { beginV, campaign, done, legacyArrange, legacyStart, lines, missions, playToEnd, type Trials } from "./legacy-helpers.js";

const SIX = { "cage[low]": ["jackalope", "squonk", "hodag", "hoop-snake"], "cage[medium]": ["jersey-devil", "mothman"] };

/** A last-round game at record `r` in which seat 0 deposits 6 cryptids at once (I's third mission), played to its end. */
function depositSixAndEnd(r: Trials): Table {
  const t = legacyArrange(r, ["thompson", "miami"], (t) => {
    t.setCounter("round", 10);
    for (const [cage, cards] of Object.entries(SIX)) for (const c of cards) place(t, `Cryptid/${c}`, cage, 0);
    topEvent(t, "tailwind");
  });
  begin(t);
  t.play("act", "stop");
  t.play("buy", null);
  expect(done(t, "bigDeposit")).toBe(true);
  playToEnd(t);
  return t;
}

describe("advancing", () => {
  it("3 missions done clear the stage: the next stage and its flavour are read out, the record moves on", () => {
    // "Complete 3 of 5 missions per stage to advance."
    const t = depositSixAndEnd({ stage: "awakening", done: ["earlyLegend", "noRetreats"], games: 2 });
    expect(lines(t)).toContain("Stage I – The Awakening is cleared (missions done: 3 of the 3 needed).");
    expect(lines(t)).toContain("Next in the Legacy Trials: stage II – The Fracturing. The Order tears the Aether grid.");
    expect(campaign(t)).toEqual({ stage: "fracturing", done: [], games: 0 });
    // The next game starts at the record's stage.
    const next = legacyStart(2, 3, campaign(t) as unknown as Trials);
    expect(missions(next, "trialOpen")).toEqual(["mediumBite", "eightMp", "sixHighs"]);
  });

  it("with the base game alone, all 3 (Base) missions are needed", () => {
    // "Base = Base game components only. Exp = Expansion components to include." Only the (Base)
    // missions are in play without expansions, so 3 of 5 means all 3 of them.
    const t = legacyStart(2, 1, { stage: "rising" });
    expect(t.counter("trialNeed")).toBe(3);
    expect(missions(t, "trialOpen")).toHaveLength(3);
    const two = depositSixAndEnd({ stage: "awakening", done: ["earlyLegend"] });
    expect(lines(two)).toContain("Stage I – The Awakening is not cleared (missions done: 2 of the 3 needed). Replay the stage; the missions done stay done.");
    expect(campaign(two)).toEqual({ stage: "awakening", done: ["earlyLegend", "bigDeposit"], games: 1 });
  });

  it("a failed stage is replayed with its missions kept", () => {
    // "Record progress; replay failed stages until the required missions are completed."
    const first = depositSixAndEnd({ stage: "awakening" });
    expect(campaign(first)).toEqual({ stage: "awakening", done: ["bigDeposit"], games: 1 });
    const again = legacyStart(2, 8, campaign(first) as unknown as Trials);
    expect(missions(again, "trialDone")).toEqual(["bigDeposit"]);
    expect(missions(again, "trialOpen")).toEqual(["earlyLegend", "noRetreats"]);
    expect(lines(again)).toContain("Mission done in an earlier game of the stage: 1 player deposits 6 cryptids in a single turn.");
    expect(lines(again)).toContain("The Legacy Trials, stage I – The Awakening: The Eye stirs; the Order notices. (games played at this stage before: 1)");
    // A mission done again changes nothing; the record keeps what was done.
    const replay = depositSixAndEnd(campaign(first) as unknown as Trials);
    expect(replay.s.log.filter((l) => l.e === "missionDone")).toEqual([]);
    expect((campaign(replay)!.done as string[]).filter((m) => m === "bigDeposit")).toHaveLength(1);
  });
});

describe("the Epilogue", () => {
  /** A last-round game of stage V with two missions done before: the extra damage is the third. */
  const lastStage = () => {
    const t = legacyArrange({ stage: "descending", done: ["groupContracts", "fullDeposits"], games: 3 }, ["thompson", "miami"], (t) => t.setCounter("round", 10));
    beginV(t);
    playToEnd(t);
    return t;
  };

  it("is read out when stage V is cleared, and the record says the Trials are over", () => {
    // "Epilogue: The Eye Endures. Those who survive the Trials are carved into legend ..."
    const t = lastStage();
    expect(lines(t)).toContain("Stage V – The Descending is cleared (missions done: 3 of the 3 needed).");
    const epilogue = lines(t).find((l) => l.startsWith("Epilogue – The Eye Endures."))!;
    expect(epilogue).toContain("Those who survive the Trials are carved into legend as the greatest hunters of their age.");
    expect(epilogue).toContain("Europe is whispering of its own legends.");
    expect(campaign(t)).toEqual({ stage: "epilogue", done: [], games: 0 });
  });

  it("after it, a game in the campaign is the base game, with the Epilogue read again", () => {
    const t = legacyStart(3, 2, { stage: "epilogue" });
    t.advanceTo("discardContract");
    expect(lines(t).some((l) => l.startsWith("The Legacy Trials are over. Epilogue – The Eye Endures: Those who survive"))).toBe(true);
    expect([t.zone("trialOpen"), t.zone("trialDone")]).toEqual([[], []]);
    expect(t.counter("hp", 0)).toBe(6);
    playToEnd(t);
    expect(campaign(t)).toEqual({ stage: "epilogue", done: [], games: 0 });
  });
});

describe("campaign records", () => {
  const file = (record: unknown, over: Record<string, unknown> = {}) => ({ format: "menagerie-campaign", version: 1, game: "kryptothera", campaign: "trials", record, ...over });
  const why = (json: unknown) => {
    const r = fromCampaignFile(kProgram(), json);
    return r.ok ? "accepted" : r.error.message;
  };

  it("are read back as written", () => {
    expect(fromCampaignFile(kProgram(), file({ stage: "pulsing", done: ["noFalls"], games: 2 }))).toEqual({ ok: true, state: { stage: "pulsing", done: ["noFalls"], games: 2 } });
  });

  it("are refused when corrupt or foreign, saying why", () => {
    const pre = "not a campaign record for Kryptothera: ";
    expect(why(file({ stage: "sixth" }))).toBe(pre + 'field \'stage\' must be one of awakening, fracturing, pulsing, rising, descending, epilogue, not "sixth"');
    expect(why(file({ done: ["flying"] }))).toContain(pre + "field 'done' must be a list whose items each are one of earlyLegend");
    expect(why(file({ games: -1 }))).toContain(pre + "field 'games' must be between 0 and 100000");
    expect(why(file({ level: 3 }))).toBe(pre + "'level' is not a field of the campaign 'trials' (fields: stage, done, games)");
    expect(why(file({}, { game: "cryptid" }))).toBe(pre + "it belongs to the game 'cryptid'");
    expect(why(file({}, { campaign: "saga" }))).toBe(pre + "it belongs to the campaign 'saga', not 'trials'");
    expect(why("{ stage: 2")).toBe(pre + "expected a JSON object");
    // A record missing a field is refused with the reason, not started afresh at stage I.
    expect(why(file({ done: ["noFalls"], games: 2 }))).toBe(pre + "field 'stage' missing (a record holds every field: stage, done, games)");
    const e = kEngine(false);
    expect(e.start({ players: 2, seed: 1, campaign: { stage: 5 } })).toMatchObject({ ok: false, error: { code: "RUN4060" } });
  });
});
