// `--sweep <option>`: one configuration per value of an enum or boolean option (every difficulty,
// every mode), all on the same seeds, so the report compares them directly.

import type { Program } from "../../runtime/index.js";
import { CliError } from "../cli/cli-error.js";
import type { RunConfig } from "./plan.js";

/** The configurations of a run: the options alone, or one per value of each swept option (their product). */
export function runConfigs(program: Program, options: Record<string, unknown>, sweep: readonly string[]): RunConfig[] {
  let configs: RunConfig[] = [{ label: "", options }];
  for (const name of sweep) {
    const values = sweepValues(program, name);
    configs = configs.flatMap((c) => values.map((v) => ({ label: [c.label, `${name}=${String(v)}`].filter(Boolean).join(", "), options: { ...c.options, [name]: v } })));
  }
  return configs.map((c) => ({ ...c, label: c.label || "as set" }));
}

function sweepValues(program: Program, name: string): (string | boolean)[] {
  const option = program.options.find((o) => o.name === name);
  if (!option) throw new CliError(`--sweep: ${program.game} has no option "${name}" (options: ${program.options.map((o) => o.name).join(", ") || "none"})`);
  const t = option.type as { kind: string; name?: string };
  if (t.kind === "bool") return [false, true];
  if (t.kind === "enum" && t.name && program.enums[t.name]) return program.enums[t.name]!;
  throw new CliError(`--sweep takes an enum or true/false option; "${name}" is neither`);
}
