// The JSON Schemas of everything a client may send (runtime/online/), compiled once with ajv: HTTP
// bodies and live-socket messages alike are checked before anything reads them.

import { Ajv, type ValidateFunction } from "ajv";
import { CLIENT_MESSAGE, CREATE_TABLE, JOIN, MOVE_REQUEST } from "../../runtime/index.js";

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
