import { Ajv } from "ajv";
import type { Program } from "../runtime/index.js";
import schema from "../runtime/program.schema.json" with { type: "json" };

let validate: ReturnType<Ajv["compile"]> | undefined;

/** Checks a program against the runtime's JSON Schema; returns readable problems (none when valid). */
export function validateProgram(program: Program): string[] {
  validate ??= new Ajv({ allErrors: true, strict: false }).compile(schema);
  if (validate(program)) return [];
  return (validate.errors ?? []).slice(0, 20).map((e) => `program${e.instancePath} ${e.message ?? "is invalid"}`);
}
