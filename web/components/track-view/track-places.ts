// Where the markers of a track stand, read from per-seat counters of the player's view.

import type { PlayerView, Program } from "../../../runtime/index.js";
import type { TrackLayout } from "../../session/board-layouts.js";

/**
 * The side a side counter's value stands for, counted from 0: a number as it is, an enum member
 * (`counter side: TrackSide = leftTrack`) by its place in its enum; anything else the first side.
 */
function sideIndex(program: Program | undefined, counter: string, v: unknown): number {
  if (typeof v === "number") return v;
  if (typeof v !== "string" || !program) return 0;
  const type = program.counters.find((c) => c.name === counter)?.type;
  const members = type?.kind === "enum" ? program.enums[type.name] : undefined;
  return Math.max(0, members?.indexOf(v) ?? 0);
}

/** Where a track puts each seat: the spot (counter value) and the side of the spot, for every seat whose counter is on the track. */
export function trackPlaces(track: TrackLayout, counters: PlayerView["counters"], program?: Program): { seat: number; spot: number; side: number }[] {
  const spots = counters[track.counter];
  const sides = track.side ? counters[track.side] : undefined;
  if (!Array.isArray(spots)) return [];
  return (spots as number[]).flatMap((spot, seat) => {
    if (spot < track.from || spot > track.to) return [];
    const side = Array.isArray(sides) && track.side ? sideIndex(program, track.side, sides[seat]) : 0;
    return [{ seat, spot, side }];
  });
}

/** Where a track's markers of no seat stand: only those in play with this many players and on the track. */
export function markerPlaces(track: TrackLayout, counters: PlayerView["counters"], players: number, program?: Program): { label: string; spot: number; side: number }[] {
  return track.markers.flatMap((m) => {
    const spot = counters[m.counter];
    const side = m.side ? sideIndex(program, m.side, counters[m.side]) : 0;
    if (m.players.length && !m.players.includes(players)) return [];
    if (typeof spot !== "number" || spot < track.from || spot > track.to) return [];
    return [{ label: m.label, spot, side }];
  });
}
