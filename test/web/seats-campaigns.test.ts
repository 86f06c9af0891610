// The table's session and lobby data without a browser: one person holding several seats (no
// hand-over between their own seats), and campaigns kept in browser storage with export/import.
import { describe, expect, it } from "vitest";
import { toCampaignFile } from "../../runtime/index.js";
import { CampaignStore, type KeyValueStore } from "../../web/session/campaign-store.js";
import { GameSession, type SeatKind } from "../../web/session/game-session.js";
import { expedition } from "../helpers/expedition.js";

function start(seats: SeatKind[], holders?: number[], campaign?: Record<string, unknown>): GameSession {
  const r = GameSession.start(expedition(), { players: seats.length, seed: 2, ...(campaign ? { campaign } : {}) }, seats, holders);
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
}

/** Plays "steady" for the shown seat; returns the seat that played. */
function play(s: GameSession): number {
  const seat = s.viewer;
  expect(s.choose("steady")).toBe(true);
  return seat;
}

describe("several seats held by one person", () => {
  it("passes from one of a person's seats to the next without a hand-over, and hands over to another person", () => {
    // Seats 1 and 2 are one person's, seat 3 another's ("Join forces": three climbers, two people).
    const s = start(["human", "human", "human"], [0, 0, 2]);
    expect(s.handOverTo).toBe(0);
    s.takeSeat();
    expect(play(s)).toBe(0);
    expect(s.handOverTo).toBe(-1);
    expect(s.viewer).toBe(1);
    expect(play(s)).toBe(1);
    expect(s.handOverTo).toBe(2);
    expect(s.view()).toBeUndefined();
  });

  it("never hands over when one person holds every seat, and keeps the holders in the save", () => {
    const s = start(["human", "human"], [0, 0]);
    expect(s.handOverTo).toBe(-1);
    for (let i = 0; i < 6; i++) {
      expect(s.handOverTo).toBe(-1);
      expect(play(s)).toBe(i % 2);
    }
    expect(s.over).toBe(true);
    const save = JSON.parse(JSON.stringify(s.save()));
    expect(save.holders).toEqual([0, 0]);
    const back = GameSession.load(expedition(), save, ["human"]);
    expect(back.ok && back.state.holders).toEqual([0, 0]);
  });

  it("keeps one person per seat (and hand-overs between them) without holders", () => {
    const s = start(["human", "human"]);
    s.takeSeat();
    play(s);
    expect(s.handOverTo).toBe(1);
    expect(s.save().holders).toBeUndefined();
  });
});

describe("campaigns in browser storage", () => {
  const memory = (): KeyValueStore & { data: Map<string, string> } => {
    const data = new Map<string, string>();
    return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
  };

  it("creates a campaign, plays a game in it and stores the record the game ends with", () => {
    const store = new CampaignStore(memory());
    const c = store.create(expedition(), "Our trials");
    expect(store.list(expedition()).map((x) => x.name)).toEqual(["Our trials"]);
    const record = store.record(expedition(), c.id);
    expect(record).toEqual({ ok: true, state: { stage: 1, missions: [], games: 0 } });
    const s = start(["human", "human"], [0, 0], record.ok ? record.state : undefined);
    while (!s.over) play(s);
    store.update(expedition(), c.id, s.campaignRecord()!);
    expect(store.record(expedition(), c.id)).toEqual({ ok: true, state: { stage: 2, missions: [], games: 1 } });
    // Storage outlives the page: a new store over the same storage sees the campaign.
    expect(store.list(expedition())).toHaveLength(1);
  });

  it("imports an exported file, and refuses a corrupt or foreign one with the reason", () => {
    const kv = memory();
    const store = new CampaignStore(kv);
    const file = JSON.parse(JSON.stringify(toCampaignFile(expedition(), { stage: 3, missions: ["tall"], games: 7 })));
    const r = store.import(expedition(), file, "friends.json");
    expect(r.ok && r.state.name).toBe("friends");
    expect(r.ok && store.record(expedition(), r.state.id)).toEqual({ ok: true, state: { stage: 3, missions: ["tall"], games: 7 } });
    const foreign = store.import(expedition(), { ...file, game: "beginners" }, "x.json");
    expect(foreign).toMatchObject({ ok: false, error: { code: "RUN4060", message: "not a campaign record for Expedition: it belongs to the game 'beginners'" } });
    const corrupt = store.import(expedition(), { ...file, record: { stage: "x" } }, "x.json");
    expect(corrupt.ok).toBe(false);
    expect(store.list(expedition())).toHaveLength(1);
    // Unreadable storage reads as no campaigns instead of failing the lobby.
    kv.data.set("menagerie.campaigns", "{ broken");
    expect(new CampaignStore(kv).list(expedition())).toEqual([]);
  });
});
