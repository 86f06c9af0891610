import type { Engine } from "../engine.js";
import type { GameState } from "../state.js";
import type { StateValue } from "../program.js";
import { waitingThreads } from "../interpreter.js";

// FNV-1a over 32-bit words: a fingerprint, not a security measure; bots compare many states fast.
const PRIME = 16777619;

function mix(h: number, v: number): number {
  return Math.imul(h ^ (v | 0), PRIME);
}

/** Which components the seat sees, reused between calls (JavaScript runs one call at a time). */
let seenBuffer = new Uint8Array(0);

/**
 * A fingerprint of everything seat `p` can see in a state: the contents of visible slots (the sizes
 * of the others), counters, marks and attributes of visible components, who owes a decision (and
 * p's own options), and the result. States that look the same to p have the same fingerprint.
 */
export function visibleDigest(engine: Engine, s: GameState, p: number): number {
  const L = engine.layout(s.players);
  let h = 2166136261;
  // Bots fingerprint thousands of states a decision: one buffer, cleared, instead of one each.
  if (seenBuffer.length < s.loc.length) seenBuffer = new Uint8Array(s.loc.length);
  const seen = seenBuffer;
  seen.fill(0, 0, s.loc.length);
  for (let slot = 0; slot < s.zones.length; slot++) {
    const z = s.zones[slot]!;
    h = mix(h, z.length);
    if (!L.visible[slot]?.[p]) continue;
    for (let i = 0; i < z.length; i++) {
      seen[z[i]!] = 1;
      h = mix(h, z[i]!);
    }
  }
  for (const c of s.counters) {
    if (Array.isArray(c)) for (const v of c) h = mix(h, scalar(v));
    else h = mix(h, scalar(c));
  }
  for (const m of s.marks) for (let id = 0; id < m.length; id++) if (seen[id] && m[id]) h = mix(h, id);
  for (const a of s.attrs) {
    for (let id = 0; id < a.length; id++) {
      if (!seen[id]) continue;
      const v = a[id]!;
      h = mix(h, typeof v === "number" ? v : scalar(v));
    }
  }
  for (const th of waitingThreads(s.side ?? s.thread)) {
    const w = th.wait!;
    h = mix(mix(h, w.seat), w.choice.length);
    if (w.seat === p) for (const v of w.domain) h = mix(h, typeof v === "number" ? v : String(v).length);
  }
  if (s.result) for (const w of s.result.winners) h = mix(h, w + 1000);
  return h >>> 0;
}

// Typed counters and attributes hold enum members (text) and none as well as numbers.
function scalar(v: StateValue): number {
  if (typeof v === "number") return v;
  if (v === null) return -1e9;
  // An attribute typed `list of player` (the players with a disc on a space) holds a list.
  const list: unknown = v;
  if (Array.isArray(list)) {
    let h = 11;
    for (const x of list) h = (h * 31 + scalar(x as StateValue)) | 0;
    return h;
  }
  let h = 7;
  for (let i = 0; i < v.length; i++) h = (h * 31 + v.charCodeAt(i)) | 0;
  return h;
}
