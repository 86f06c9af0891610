// The online-play contract, part three: what a client may send, as TypeScript types and as the
// JSON Schemas the server checks every request and live-socket message against before anything
// reads it (plain data: the server compiles them with ajv). The web table's inputs use the same limits.

import type { Move } from "../types.js";
import type { SeatKind } from "./messages.js";

/** The longest display name, in characters. */
export const NAME_MAX_LENGTH = 40;

/** A seat as a table's creator asks for it. */
export interface SeatRequest {
  kind: SeatKind;
  name?: string;
  /** The bot kind for a bot seat (default `auto`). */
  bot?: string;
}

/** `POST /api/tables`. */
export interface CreateTableRequest {
  game: string;
  players: number;
  /**
   * A seed the creator chooses (0 to 2^32 - 1), to replay a known deal: whoever knows it knows every
   * hidden card, so the table is shown to everyone as seeded by `seededBy`. Without it the server
   * draws a secret seed nobody sees.
   */
  seed?: number;
  /** Who chose the seed, as the table shows it ("seeded by Ann"); without it, the first named seat that is not a bot, else "the creator". */
  seededBy?: string;
  options?: Record<string, unknown>;
  seats: SeatRequest[];
}

/** `POST /api/tables/:id/join`: with a seat's token, `seat` may be left out. */
export interface JoinRequest {
  name: string;
  seat?: number;
}

/** `POST /api/tables/:id/moves`: `seq` is the number of moves the caller's view showed. */
export interface MoveRequest {
  move: Move;
  seq: number;
}

/** A message a client sends on the live socket. */
export type ClientMessage = { type: "hello"; token?: string } | ({ type: "move" } & MoveRequest) | { type: "ping" };

/** A display name's shape; `checkName` (display-name.ts) then refuses blank, invisible and direction-changing ones with a reason. */
const NAME = { type: "string", minLength: 1, maxLength: NAME_MAX_LENGTH * 2 } as const;
const TOKEN = { type: "string", pattern: "^[A-Za-z0-9_-]{43}$" } as const;
const MOVE = {
  type: "object",
  additionalProperties: false,
  required: ["player", "choice", "value"],
  properties: {
    player: { type: "integer", minimum: 0, maximum: 63 },
    choice: { type: "string", minLength: 1, maxLength: 100 },
    value: { anyOf: [{ type: "integer", minimum: -1, maximum: 1_000_000 }, { type: "string", maxLength: 200 }, { type: "null" }] },
  },
} as const;
const SEQ = { type: "integer", minimum: 0, maximum: 10_000_000 } as const;

/** The schema of `CreateTableRequest`. */
export const CREATE_TABLE = {
  type: "object",
  additionalProperties: false,
  required: ["game", "players", "seats"],
  properties: {
    game: { type: "string", minLength: 1, maxLength: 64, pattern: "^[a-z0-9-]+$" },
    players: { type: "integer", minimum: 1, maximum: 16 },
    seed: { type: "integer", minimum: 0, maximum: 4294967295 },
    seededBy: NAME,
    options: {
      type: "object",
      maxProperties: 32,
      propertyNames: { maxLength: 64 },
      additionalProperties: { anyOf: [{ type: "boolean" }, { type: "integer" }, { type: "string", maxLength: 200 }] },
    },
    seats: {
      type: "array",
      minItems: 1,
      maxItems: 16,
      items: {
        type: "object",
        additionalProperties: false,
        required: ["kind"],
        properties: { kind: { enum: ["open", "reserved", "bot"] }, name: NAME, bot: { type: "string", maxLength: 20 } },
      },
    },
  },
} as const;

/** The schema of `JoinRequest`. */
export const JOIN = {
  type: "object",
  additionalProperties: false,
  required: ["name"],
  properties: { seat: { type: "integer", minimum: 0, maximum: 15 }, name: NAME },
} as const;

/** The schema of `MoveRequest`. */
export const MOVE_REQUEST = {
  type: "object",
  additionalProperties: false,
  required: ["move", "seq"],
  properties: { move: MOVE, seq: SEQ },
} as const;

/** The schema of `ClientMessage`. */
export const CLIENT_MESSAGE = {
  oneOf: [
    { type: "object", additionalProperties: false, required: ["type"], properties: { type: { const: "hello" }, token: TOKEN } },
    { type: "object", additionalProperties: false, required: ["type", "move", "seq"], properties: { type: { const: "move" }, move: MOVE, seq: SEQ } },
    { type: "object", additionalProperties: false, required: ["type"], properties: { type: { const: "ping" } } },
  ],
} as const;
