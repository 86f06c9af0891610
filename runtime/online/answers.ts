// The online-play contract, part two: the bodies of the HTTP answers (server/README.md, "API"),
// besides the view message.

import type { PublicSeat, ViewMessage } from "./messages.js";

/** Any refusal: a sentence, and the current view when the move came too late. */
export interface ErrorBody {
  error: string;
  current?: ViewMessage;
}

/** `201` to `POST /api/tables`: a token and an invite path for every seat that is not a bot. */
export interface CreatedTable {
  id: string;
  seq: number;
  seats: { seat: number; token?: string; invite?: string }[];
  spectator: string;
}

/** A table in the lobby's lists (`GET /api/tables`): no moves, no tokens. */
export interface TableSummary {
  id: string;
  game: string;
  players: number;
  moves: number;
  finished: boolean;
  createdAt: string;
  /** Who chose the table's seed (it is then no secret to them), or null: the server drew a secret one. */
  seededBy: string | null;
  seats: Omit<PublicSeat, "connected">[];
}

/** `GET /api/tables`. */
export interface TableList {
  tables: TableSummary[];
}

/** `GET /api/tables/:id`: the table, its seats, and the caller's seat (-1: spectator). */
export interface TableInfo {
  id: string;
  game: string;
  title: string;
  players: number;
  seq: number;
  finished: boolean;
  /** Who chose the table's seed, or null when the server drew a secret one. */
  seededBy: string | null;
  seats: PublicSeat[];
  seat: number;
}

/** `POST /api/tables/:id/join`: the seat taken, and its new token when it was an open seat. */
export interface Joined {
  seat: number;
  token?: string;
}

/** `GET /api/tables/:id/moves`: the caller's legal moves at position `seq`. */
export interface LegalMoves {
  seq: number;
  moves: { player: number; choice: string; value: unknown; label: string }[];
}

/** `POST /api/tables/:id/moves`: the new position (the view follows on the socket). */
export interface Moved {
  seq: number;
}

/** `GET /api/health`. */
export interface Health {
  ok: true;
  store: string;
  games: string[];
}
