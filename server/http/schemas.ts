// JSON Schemas of everything a client may send, compiled once with ajv: HTTP bodies and live-socket
// messages alike are checked before anything reads them.

import { Ajv, type ValidateFunction } from "ajv";

/** A display name: short, one line, no control characters (markup is kept as text and shown as text). */
const NAME = { type: "string", minLength: 1, maxLength: 40, pattern: "^[^\\u0000-\\u001f\\u007f]+$" } as const;
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

/** POST /api/tables */
export const CREATE_TABLE = {
  type: "object",
  additionalProperties: false,
  required: ["game", "players", "seats"],
  properties: {
    game: { type: "string", minLength: 1, maxLength: 64, pattern: "^[a-z0-9-]+$" },
    players: { type: "integer", minimum: 1, maximum: 16 },
    seed: { type: "integer", minimum: -2147483648, maximum: 2147483647 },
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

/** POST /api/tables/:id/join */
export const JOIN = {
  type: "object",
  additionalProperties: false,
  required: ["name"],
  properties: { seat: { type: "integer", minimum: 0, maximum: 15 }, name: NAME },
} as const;

/** POST /api/tables/:id/moves */
export const MOVE_REQUEST = {
  type: "object",
  additionalProperties: false,
  required: ["move", "seq"],
  properties: { move: MOVE, seq: SEQ },
} as const;

/** A message on the live socket. */
export const CLIENT_MESSAGE = {
  oneOf: [
    { type: "object", additionalProperties: false, required: ["type"], properties: { type: { const: "hello" }, token: TOKEN } },
    { type: "object", additionalProperties: false, required: ["type", "move", "seq"], properties: { type: { const: "move" }, move: MOVE, seq: SEQ } },
    { type: "object", additionalProperties: false, required: ["type"], properties: { type: { const: "ping" } } },
  ],
} as const;

const ajv = new Ajv({ allErrors: false, strict: true });

/** Checkers by schema, each answering undefined when the data is valid or a one-line reason. */
export const validators = {
  createTable: checker(CREATE_TABLE),
  join: checker(JOIN),
  move: checker(MOVE_REQUEST),
  clientMessage: checker(CLIENT_MESSAGE),
};

function checker(schema: object): (data: unknown) => string | undefined {
  const validate: ValidateFunction = ajv.compile(schema);
  return (data) => {
    if (validate(data)) return undefined;
    const e = validate.errors?.[0];
    return e ? `${e.instancePath || "the message"} ${e.message ?? "is invalid"}` : "invalid message";
  };
}
