// Campaign records: declared in the rules, checked when read from a file, written by the rules.
import { describe, expect, it } from "vitest";
import { Engine, fromCampaignFile, toCampaignFile } from "../../runtime/index.js";
import { compileExpedition, expedition } from "../helpers/expedition.js";
import { compileRules } from "../helpers/mini-game.js";

const file = (record: unknown, over: Record<string, unknown> = {}) => ({ format: "menagerie-campaign", version: 1, game: "expedition", campaign: "trials", record, ...over });

describe("campaign files", () => {
  it("round-trip a record", () => {
    const p = expedition();
    const f = toCampaignFile(p, { stage: 2, missions: ["summit"], games: 5 });
    expect(f).toEqual(file({ stage: 2, missions: ["summit"], games: 5 }));
    expect(fromCampaignFile(p, JSON.parse(JSON.stringify(f)))).toEqual({ ok: true, state: { stage: 2, missions: ["summit"], games: 5 } });
  });

  it("refuse corrupt and foreign records, saying why (RUN4060)", () => {
    const p = expedition();
    const why = (json: unknown) => {
      const r = fromCampaignFile(p, json);
      return r.ok ? "accepted" : r.error.message.replace("not a campaign record for Expedition: ", "");
    };
    expect(why("stage 2")).toBe("expected a JSON object");
    expect(why({ record: {} })).toBe('missing "format": "menagerie-campaign"');
    expect(why(file({}, { version: 2 }))).toBe("unsupported version 2");
    expect(why(file({}, { game: "beginners" }))).toBe("it belongs to the game 'beginners'");
    expect(why(file({}, { campaign: "saga" }))).toBe("it belongs to the campaign 'saga', not 'trials'");
    expect(why(file([1, 2]))).toBe("the record must be a JSON object of fields");
    expect(why(file({ stage: "two" }))).toBe('field \'stage\' must be an integer, not "two"');
    expect(why(file({ games: 2.5 }))).toBe("field 'games' must be an integer, not 2.5");
    expect(why(file({ missions: "summit" }))).toBe('field \'missions\' must be a list, not "summit"');
  });

  it("are refused by a game that keeps no campaign", () => {
    const r = compileRules('game "Plain" players 1..1\nflow { step s { win [0] } }\n');
    const p = r.program!;
    expect(fromCampaignFile(p, file({}))).toMatchObject({ ok: false, error: { code: "RUN4060", message: "not a campaign record for Plain: Plain keeps no campaign" } });
    expect(new Engine(p).start({ players: 1, seed: 1, campaign: {} })).toMatchObject({ ok: false, error: { code: "RUN4060" } });
  });
});

describe("writing campaign fields", () => {
  it("stops with the rule's position when the rules write a value the field cannot hold (RUN4061)", () => {
    const r = compileExpedition({
      "expedition/game.rules": compileExpedition().sources.get("expedition/game.rules")!.replace("set trials.games = trials.games + 1", "set trials.stage = 9"),
    });
    const e = new Engine(r.program!);
    const s = e.start({ players: 1, seed: 1 });
    if (!s.ok) throw new Error(s.error.message);
    let state = s.state;
    let error: { code: string; message: string } | undefined;
    for (let i = 0; i < 10 && !error; i++) {
      const applied = e.apply(state, e.legalMoves(state)[0]!);
      if (applied.ok) state = applied.state;
      else error = applied.error;
    }
    expect(error?.code).toBe("RUN4061");
    expect(error?.message).toContain("campaign field 'stage' must be between 1 and 4, not 9");
  });
});

describe("campaign declarations", () => {
  const rules = () => compileExpedition().sources.get("expedition/game.rules")!;
  const errs = (from: string, to: string) =>
    compileExpedition({ "expedition/game.rules": rules().replace(from, to) }).diagnostics.filter((d) => d.severity === "error").map((d) => `${d.code} ${d.message}`);

  it("checks field types and start values (CMP3063)", () => {
    expect(errs("games: int 0..1000 = 0", "games: int 0..1000 = 2000")).toEqual(["CMP3063 the start value of 'games' must be between 0 and 1000"]);
    expect(errs("games: int 0..1000 = 0", "games: Gear = 0")).toContain("CMP3063 campaign field 'games' must be int, bool, text, an enum or a list of those");
    expect(errs("games: int 0..1000 = 0", "games: int 0..1000 = playerCount()")).toContain(
      "CMP3063 the start value of 'games' must be written out (a number, true/false, text, an enum member or a list of those)",
    );
    expect(errs("missions: list of Mission = []", "missions: list of Mission = [summit, 3]")).toContain("CMP3063 the start value of 'missions' has an item that must be a member of Mission");
  });

  it("checks reads and writes of its fields (CMP3006, CMP3003)", () => {
    expect(errs("set trials.games = trials.games + 1", "set trials.games = trials.round + 1")).toContain("CMP3006 campaign 'trials' has no field 'round'");
    expect(errs("set trials.games = trials.games + 1", "set trials.games = true")).toContain("CMP3003 the value of campaign field 'games' must be int, found bool");
  });

  it("allows one campaign per game (CMP3002)", () => {
    expect(errs("enum Mission", 'campaign saga { n: int = 0 }\nenum Mission')).toContain("CMP3002 'campaign' is declared twice");
  });
});

describe("inCampaign()", () => {
  // "How a game becomes a campaign game": a record given at the start (the CLI's --campaign, the lobby's
  // campaign picker), not the fresh record a single game reads.
  const saga = () => {
    const r = compileRules(
      'game "Saga" players 1..1\ncampaign saga { n: int 0..9 = 0 }\noption legacy: bool = inCampaign() "Play in the saga"\ncounter seen: bool = false\nflow { step s { set seen = inCampaign()\n if legacy { set saga.n = saga.n + 1 }\n win [0] } }\n',
    );
    expect(r.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    return new Engine(r.program!);
  };
  const seen = (e: Engine, s: { counters: unknown[] }) => s.counters[e.program.counters.findIndex((c) => c.name === "seen")];

  it("is false in a single game and true when a record is given, also in an option's default", () => {
    const e = saga();
    const single = e.start({ players: 1, seed: 1 });
    const inSaga = e.start({ players: 1, seed: 1, campaign: { n: 2 } });
    if (!single.ok || !inSaga.ok) throw new Error("start refused");
    expect([single.state.opts.legacy, seen(e, single.state), single.state.campaign]).toEqual([false, false, { n: 0 }]);
    expect([inSaga.state.opts.legacy, seen(e, inSaga.state), inSaga.state.campaign]).toEqual([true, true, { n: 3 }]);
    // The option still decides when it is given: a campaign game may be played as a single one.
    const off = e.start({ players: 1, seed: 1, campaign: { n: 2 }, options: { legacy: false } });
    expect(off.ok && off.state.campaign).toEqual({ n: 2 });
  });

  it("keeps only a given record in the setup, so replays stay what they were", () => {
    const e = saga();
    const single = e.start({ players: 1, seed: 1 });
    if (!single.ok) throw new Error("start refused");
    expect(single.state.setup.campaign).toBeUndefined();
    const again = e.replay(single.state.setup, []);
    expect(again.ok && [again.state.opts.legacy, again.state.campaign]).toEqual([false, { n: 0 }]);
    const inSaga = e.start({ players: 1, seed: 1, campaign: { n: 2 } });
    if (!inSaga.ok) throw new Error("start refused");
    const replayed = e.replay(inSaga.state.setup, []);
    expect(replayed.ok && [replayed.state.opts.legacy, replayed.state.campaign]).toEqual([true, { n: 3 }]);
  });
});
