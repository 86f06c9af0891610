import { Ajv } from "ajv";
import type { Diagnostic, Span } from "../dsl/index.js";
import type { Program } from "../runtime/index.js";
import schema from "../runtime/program.schema.json" with { type: "json" };
import { CMP } from "./messages.js";

let validate: ReturnType<Ajv["compile"]> | undefined;

/** Checks a program against the runtime's JSON Schema; returns readable problems (none when valid). */
export function validateProgram(program: Program): string[] {
  validate ??= new Ajv({ allErrors: true, strict: false }).compile(schema);
  if (validate(program)) return [];
  return (validate.errors ?? []).slice(0, 20).map((e) => `program${e.instancePath} ${e.message ?? "is invalid"}`);
}

/** The compiler's last check: a program that does not match the runtime's schema is a compiler bug, reported as CMP3021 at `span`. */
export function schemaDiagnostics(program: Program, span: Span): Diagnostic[] {
  return validateProgram(program).map((m) => ({ code: CMP.programSchema.code, severity: "error" as const, message: m, span, hint: CMP.programSchema.hint }));
}
