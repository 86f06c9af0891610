// A simple greedy policy (test code, over the engine's legal moves) finishes games with real scores:
// it tracks what it bid on, collects and buys the evidence those cryptids need, relocates what it
// found, and otherwise plays at random. It shows the rules reward play, not only that they terminate.
import { describe, it, expect } from "vitest";
import { seededRandom, type Move } from "../../runtime/index.js";
import { cnEngine, scoringMismatch, Table } from "./cryptic-nature-helpers.js";

const engine = cnEngine(false);

/** The evidence kinds the cryptids a seat bid on still need. */
function wanted(t: Table, seat: number): string[] {
  const mine = new Set(t.zone("placedBids").filter((b) => t.props(b).seat === seat).map((b) => t.attr("on", b)));
  return t.zone("display").filter((c) => mine.has(t.attr("cardNo", c))).flatMap((c) => t.props(c).evidence as string[]);
}

function choose(t: Table, legal: Move[], rng: () => number): Move {
  const seat = legal[0]!.player;
  const choice = legal[0]!.choice;
  const pick = (...labels: string[]) => labels.map((l) => legal.find((m) => m.value === l)).find((m) => m);
  const random = () => legal[Math.floor(rng() * legal.length)]!;
  const best = (score: (v: number) => number) => {
    let top = -Infinity, out = legal[0]!;
    for (const m of legal) {
      const s = m.value === null ? -1 : score(m.value as number) + rng();
      if (s > top) [top, out] = [s, m];
    }
    return out;
  };
  const need = wanted(t, seat);
  switch (choice) {
    case "explore": {
      const moved = t.counter("moveState", seat) === 2;
      return pick("track", "trackSkill", "relocate", "relocateSkill", "collect", "collectSkill", ...(moved ? [] : ["mainMovement"]), "bid", "endTurn")!;
    }
    case "destination":
    case "flight":
    case "startCity":
      return best((l) => {
        const num = t.props(l).num as number;
        const bidOn = new Set(t.zone("placedBids").filter((b) => t.props(b).seat === seat).map((b) => t.attr("on", b)));
        const target = t.zone("display").some((c) => bidOn.has(t.attr("cardNo", c)) && t.attr("loc", c) === num) ? 10 : 0;
        const city = t.props(l).kind === "city" && t.zone("tiles", seat).length ? 6 : 0;
        const ev = t.zone("board").filter((e) => t.attr("site", e) === num && need.includes(t.props(e).kind as string)).length * 3;
        return target + city + ev;
      });
    case "collect":
    case "buy":
    case "powerBuy":
      return best((e) => (need.includes(t.props(e).kind as string) ? 5 : t.props(e).kind === "rumor" ? 2 : 0));
    case "commitEvidence":
      return pick("commit", "proceed")!;
    case "relocation":
      return pick("request", "settle")!;
    case "bid":
    case "bidTo": {
      const have = t.zone("slots", seat).map((e) => t.props(e).kind as string);
      return best((c) => (t.props(c).evidence as string[]).filter((k) => have.includes(k)).length * 2 + (t.props(c).found as number));
    }
    case "assist": {
      const moved = t.counter("movedThisTurn", seat) > 0;
      if (!moved) return pick(t.counter("experience", seat) >= 2 ? "up" : "down", "down", "up")!;
      return pick("obtain", "bid", ...(rng() < 0.5 ? ["buy"] : []), "done") ?? random();
    }
    case "skillToObtain":
      return best((s) => ({ track: 5, range: 4, collect: 3, adjacent: 3, relocate: 2, interrupt: 2 })[t.props(s).kind as string] ?? 1);
    case "assistantDie":
      return best((d) => t.attr("up", d));
    case "powerReset":
    case "secondChance":
    case "useLuck":
      return pick("doReset", "reroll", "luckYes") ?? random();
    default:
      return random();
  }
}

describe("a greedy policy", () => {
  it("finishes 3-player games with non-trivial scores", () => {
    const winners: number[] = [];
    for (let g = 0; g < 12; g++) {
      const t = Table.start(engine, 3, 500 + g);
      const rng = seededRandom(900 + g);
      for (let n = 0; !t.s.result; n++) {
        if (n > 5000) throw new Error("too long");
        const m = choose(t, engine.legalMoves(t.s), rng);
        const err = engine.applyInPlace(t.s, m);
        if (err) throw new Error(`${JSON.stringify(m)}: ${err.message}`);
      }
      expect(t.conserved()).toBeUndefined();
      expect(scoringMismatch(t)).toBeUndefined();
      winners.push(Math.max(...[0, 1, 2].map((p) => t.counter("score", p))));
    }
    const mean = winners.reduce((a, b) => a + b, 0) / winners.length;
    console.log("winning scores", winners.join(" "), "mean", mean.toFixed(1));
    expect(mean).toBeGreaterThan(8);
  });
});
