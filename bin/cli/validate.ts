// `menagerie validate <game>`: the designer's inner loop — compile, show every problem with its
// code frame, and say in one line whether the game is ready.

import { Command } from "commander";
import { addContentOption, type ContentOptions } from "./common-options.js";

/** Builds the `validate` command. */
export function validateCommand(): Command {
  const cmd = new Command("validate")
    .description("compile a game and report every error and warning with file:line:col and a code frame")
    .argument("<game>", "game folder name under the content folder")
    .addHelpText("after", "\nExample:\n  $ menagerie validate my-game\n");
  return addContentOption(cmd).action(async (game: string, opts: ContentOptions) => {
    // Loaded lazily so that --help works (and is fast) without compiling anything.
    const { compileContent } = await import("./load-program.js");
    const { countDiagnostics, plural, printDiagnostics } = await import("./diagnostics.js");
    const { ReportedError } = await import("./cli-error.js");
    const compiled = compileContent(opts.content, game);
    printDiagnostics(compiled.source, compiled.diagnostics);
    const { errors, warnings } = countDiagnostics(compiled.diagnostics);
    const warned = warnings > 0 ? `, ${plural(warnings, "warning")}` : "";
    if (errors > 0 || !compiled.program) {
      throw new ReportedError(`${game}: ${plural(errors, "error")}${warned}`);
    }
    const p = compiled.program;
    const sizes = [
      plural(p.components.length, "component"),
      plural(p.zones.length, "zone"),
      plural(p.counters.length, "counter"),
      plural(p.options.length, "option"),
      plural(Object.keys(p.queries).length, "query").replace(/querys$/, "queries"),
    ];
    process.stdout.write(`${game}: ok (${sizes.join(", ")}${warned})\n`);
  });
}
