// The online-play contract, part one: what the server sends. A seat's (or a spectator's) view with
// its log sentences, the seats as everybody may see them, and the score breakdown once the game is
// over. Nothing else leaves the server. Shared by server/ and web/ (neither imports the other).

import type { PlayerView } from "../view.js";

/** How a seat is filled: open (anyone may take it), reserved (only its invite link) or a bot. */
export type SeatKind = "open" | "reserved" | "bot";

/** A seat as every caller sees it: never its secret. */
export interface PublicSeat {
  seat: number;
  kind: SeatKind;
  bot: string | null;
  name: string | null;
  joined: boolean;
  /** Whether someone holds a live connection for this seat (to any server process sharing the store). */
  connected: boolean;
}

/** The caller's view after a move (pushed on the live socket, and the body of view and move answers). */
export interface ViewMessage {
  type: "view";
  table: string;
  game: string;
  /** Moves applied so far: the `seq` to send with the next move. */
  seq: number;
  /** The caller's seat, or -1 for a spectator. */
  seat: number;
  /** The caller's view; on the live socket its `log` holds only the events from `logFrom` on. */
  view: PlayerView;
  /** The log as sentences, redacted for the caller; on the live socket only those from `linesFrom` on. */
  lines: string[];
  /** Index of the first event in `view.log` (0 in a whole message; the socket sends each event once). */
  logFrom: number;
  /** Index of the first sentence in `lines`. */
  linesFrom: number;
  seats: PublicSeat[];
  spectators: number;
  /** Who chose the table's seed and so can know every hidden card, or null when the server drew a secret one. */
  seededBy: string | null;
  /** Per-seat figures of the game's queries, once the game is over (for the score sheet). */
  breakdown: { name: string; values: number[] }[];
}

/** Who is connected changed. */
export interface PresenceMessage {
  type: "presence";
  table: string;
  seats: PublicSeat[];
  spectators: number;
}

/** The answer to a message on the live socket that could not be taken. */
export interface ErrorMessage {
  type: "error";
  error: string;
  /** The current view when the refusal was "out of date". */
  current?: ViewMessage;
}

/** The answer to a move sent on the live socket. */
export interface MoveResultMessage {
  type: "moved";
  seq: number;
}

/** The answer to a ping on the live socket. */
export interface PongMessage {
  type: "pong";
}

/** Everything the live socket may send. */
export type ServerMessage = ViewMessage | PresenceMessage | ErrorMessage | MoveResultMessage | PongMessage;
